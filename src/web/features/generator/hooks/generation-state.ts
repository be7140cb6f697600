import type { GenerationOptions, RecipeInput } from '../../../../shared/api/recipes';
import { BATCH_SIZE } from '../../../../shared/kitchen/recipe-options';
import type { GenerationError } from '../lib/generation-errors';

/*
 * The generation state machine (spec section 4): idle -> loading -> loaded, load-more goes
 * loaded -> loading-more -> loaded, and any request can end in error. A first request replaces the
 * results; load-more appends. Fewer than BATCH_SIZE recipes back means the search is exhausted.
 * Events of a superseded request (a newer one started) are ignored by their request id.
 */

export type GenerationStatus = 'idle' | 'loading' | 'loaded' | 'loading-more' | 'error';
export type GenerationMode = 'replace' | 'append';

export type GenerationState = {
  status: GenerationStatus;
  recipes: RecipeInput[];
  /** The options of the search on screen (what Load More and Regenerate repeat). */
  options: GenerationOptions | null;
  /** The request in flight or last finished; its events are the only ones applied. */
  requestId: number;
  mode: GenerationMode;
  /** Recipes received by the current request. */
  received: number;
  hasMore: boolean;
  error: GenerationError | null;
};

export type GenerationAction =
  | { type: 'start'; requestId: number; mode: GenerationMode; options: GenerationOptions }
  | { type: 'recipe'; requestId: number; recipe: RecipeInput }
  | { type: 'done'; requestId: number }
  | { type: 'fail'; requestId: number; error: GenerationError }
  | { type: 'reset' };

export const initialGenerationState: GenerationState = {
  status: 'idle',
  recipes: [],
  options: null,
  requestId: 0,
  mode: 'replace',
  received: 0,
  hasMore: false,
  error: null,
};

const sameTitle = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

export function generationReducer(state: GenerationState, action: GenerationAction): GenerationState {
  if (action.type === 'reset') return initialGenerationState;
  if (action.type === 'start') {
    return {
      ...state,
      status: action.mode === 'replace' ? 'loading' : 'loading-more',
      recipes: action.mode === 'replace' ? [] : state.recipes,
      options: action.options,
      requestId: action.requestId,
      mode: action.mode,
      received: 0,
      error: null,
    };
  }
  if (action.requestId !== state.requestId) return state;
  switch (action.type) {
    case 'recipe': {
      if (state.status !== 'loading' && state.status !== 'loading-more') return state;
      // The server excludes titles it was sent; a repeat would only confuse (and break list keys).
      if (state.recipes.some((r) => sameTitle(r.title, action.recipe.title))) {
        return { ...state, received: state.received + 1 };
      }
      return { ...state, recipes: [...state.recipes, action.recipe], received: state.received + 1 };
    }
    case 'done':
      if (state.status !== 'loading' && state.status !== 'loading-more') return state;
      return { ...state, status: 'loaded', hasMore: state.received >= BATCH_SIZE };
    case 'fail':
      if (state.status !== 'loading' && state.status !== 'loading-more') return state;
      return { ...state, status: 'error', error: action.error };
  }
}

/** Load-more is allowed only when more remain and nothing is loading. */
export function canLoadMore(state: GenerationState): boolean {
  return state.status === 'loaded' && state.hasMore && state.options !== null;
}
