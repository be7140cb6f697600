import { generationStreamEvent, type GenerationOptions, type RecipeInput } from '../../../../shared/api/recipes';
import { NetworkError, throwIfResNotOk } from '../../../lib/api-client';

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

function isAbort(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}

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
  let res: Response;
  try {
    res = await fetch(GENERATE_STREAM_URL, {
      method: 'POST',
      credentials: 'include',
      headers: { 'Content-Type': 'application/json', Accept: 'application/x-ndjson, application/json' },
      body: JSON.stringify(options),
      signal,
    });
  } catch (error) {
    if (isAbort(error)) throw error;
    throw new NetworkError(error);
  }
  await throwIfResNotOk(res, GENERATE_STREAM_URL);

  const outcome: { result: StreamResult | null } = { result: null };
  const handleLine = (line: string) => {
    if (!line.trim()) return;
    let json: unknown;
    try {
      json = JSON.parse(line);
    } catch {
      throw new InvalidRecipeDataError();
    }
    const parsed = generationStreamEvent.safeParse(json);
    if (!parsed.success) throw new InvalidRecipeDataError();
    const event = parsed.data;
    if (event.type === 'recipe') onRecipe(event.recipe);
    else if (event.type === 'done') outcome.result = { count: event.count, engine: event.engine };
    else throw new GenerationStreamError(event.message);
  };

  if (!res.body) {
    // No streaming body (old browsers, some test doubles): the same lines, all at once.
    for (const line of (await res.text()).split('\n')) handleLine(line);
  } else {
    const reader = res.body.getReader();
    const decoder = new TextDecoder();
    let buffer = '';
    try {
      for (;;) {
        let chunk: ReadableStreamReadResult<Uint8Array>;
        try {
          chunk = await reader.read();
        } catch (error) {
          if (isAbort(error) || signal?.aborted) throw error;
          throw new NetworkError(error);
        }
        if (chunk.done) break;
        buffer += decoder.decode(chunk.value, { stream: true });
        let newline = buffer.indexOf('\n');
        while (newline !== -1) {
          handleLine(buffer.slice(0, newline));
          buffer = buffer.slice(newline + 1);
          newline = buffer.indexOf('\n');
        }
      }
      handleLine(buffer + decoder.decode());
    } catch (error) {
      // Stop downloading the rest of a stream we no longer read.
      void reader.cancel().catch(() => undefined);
      throw error;
    }
  }

  // The connection closed without the closing line: treat it as a dropped connection.
  if (!outcome.result) throw new NetworkError(new Error('The recipe stream ended early'));
  return outcome.result;
}
