import { generationStreamEvent, type GenerationOptions, type RecipeInput } from '../../../../shared/api/recipes';
import { NetworkError } from '../../../lib/api-client';
import { postNdjson, readNdjson } from '../../../lib/ndjson';

export const GENERATE_STREAM_URL = '/api/recipes/generate/stream';

/** A stream line that is not JSON or not a valid event (spec section 8: 'Invalid recipe data received'). */
export class InvalidRecipeDataError extends Error {
  override readonly name = 'InvalidRecipeDataError';
  constructor() {
    super('Invalid recipe data received');
  }
}

/** The server gave up after the first recipe was sent (an {type:'error'} line); `message` is its text. */
export class GenerationStreamError extends Error {
  override readonly name = 'GenerationStreamError';
}

export type StreamResult = { count: number; engine: 'builtin' | 'model' };

export type StreamRecipesOptions = {
  signal?: AbortSignal;
  /** Called for each recipe the moment its line arrives. */
  onRecipe: (recipe: RecipeInput) => void;
};

/**
 * POST /api/recipes/generate/stream: the body is GenerationOptions, the answer NDJSON (one event per
 * line: recipes as they are ready, then 'done' or 'error'). Errors before the first recipe are ordinary
 * non-2xx answers and throw the api client's ApiError (`${status}: ${body}`), so the spec's mapping by
 * message works the same as for any other call. A dropped connection throws NetworkError.
 */
export async function streamRecipes(
  options: GenerationOptions,
  { signal, onRecipe }: StreamRecipesOptions,
): Promise<StreamResult> {
  const res = await postNdjson(GENERATE_STREAM_URL, options, signal);
  let result: StreamResult | null = null;
  await readNdjson(res, {
    signal,
    parse: (json) => generationStreamEvent.safeParse(json).data,
    badLine: () => new InvalidRecipeDataError(),
    onEvent: (event) => {
      if (event.type === 'recipe') onRecipe(event.recipe);
      else if (event.type === 'done') result = { count: event.count, engine: event.engine };
      else throw new GenerationStreamError(event.message);
    },
  });
  // The connection closed without the closing line: treat it as a dropped connection.
  if (!result) throw new NetworkError(new Error('The recipe stream ended early'));
  return result;
}
