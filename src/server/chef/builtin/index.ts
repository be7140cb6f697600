// The built-in chef: the default recipe engine when no AI model is configured.
// Deterministic, offline and fast (a batch takes a fraction of a millisecond);
// see ../README.md for how it works and how to add a dish.

import type { GenerationOptions, RecipeInput } from '../../../shared/api/recipes';
import type { ChefContext, RecipeEngine } from '../types';
import { generateBatch } from './compose';

export { composeBatch, generateBatch, type ComposeSettings, type ComposedRecipe } from './compose';

export function createBuiltinEngine(): RecipeEngine {
  return {
    name: 'builtin',
    async *generate(options: GenerationOptions, ctx: ChefContext, signal?: AbortSignal): AsyncIterable<RecipeInput> {
      // The whole batch is computed synchronously (milliseconds), so input errors surface on the first pull.
      const recipes = generateBatch(options, ctx);
      for (const recipe of recipes) {
        if (signal?.aborted) return;
        yield recipe;
      }
    },
  };
}
