import type { GenerationOptions, RecipeInput } from '../../shared/api/recipes';
import type { Frequency } from '../../shared/api/pantry';

/** What an engine knows about the cook beyond the options. */
export interface ChefContext {
  /** The cook's pantry; empty for visitors. */
  pantry: { ingredientId: string; frequency: Frequency }[];
  /** Past likes and dislikes, newest first (spec: Feedback). */
  feedback: { recipeTitle: string; cuisine: string; ingredients: string[]; feedback: 'like' | 'dislike' }[];
  /** Same seed + same inputs = same recipes. */
  seed: number;
}

/**
 * A recipe as the chef engines write it: the shared RecipeInput plus optional notes that say how
 * the options were honoured ('Smoky: smoked paprika and charred peppers', or why a special
 * ingredient could not be used). The shared schema does not carry `notes` yet; see README.md.
 */
export type ChefRecipe = RecipeInput & { notes?: string[] };

export type EngineName = 'builtin' | 'model';

export interface RecipeEngine {
  readonly name: EngineName;
  /** Yields each recipe as soon as it is ready; at most BATCH_SIZE, fewer when options are exhausted. */
  generate(options: GenerationOptions, ctx: ChefContext, signal?: AbortSignal): AsyncIterable<RecipeInput>;
}

/** Thrown for user-fixable input problems (mapped to 4xx by the routes). */
export class ChefInputError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ChefInputError';
  }
}
