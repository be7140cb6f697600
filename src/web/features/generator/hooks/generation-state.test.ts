import { describe, expect, it } from 'vitest';
import type { GenerationOptions } from '../../../../shared/api/recipes';
import { makeRecipe } from '../../../test/recipes';
import type { GenerationError } from '../lib/generation-errors';
import { canLoadMore, generationReducer, initialGenerationState, type GenerationState } from './generation-state';

const options: GenerationOptions = {
  cuisine: 'italian',
  servings: 2,
  mealType: 'dinner',
  creativeMode: false,
  ignorePantry: false,
  excludedRecipes: [],
};
const boom: GenerationError = { kind: 'other', title: 'Error Generating Recipes', message: 'boom' };

function run(
  state: GenerationState,
  requestId: number,
  mode: 'replace' | 'append',
  titles: string[],
  end: 'done' | 'fail' = 'done',
) {
  let s = generationReducer(state, { type: 'start', requestId, mode, options });
  for (const title of titles) s = generationReducer(s, { type: 'recipe', requestId, recipe: makeRecipe({ title }) });
  return end === 'done'
    ? generationReducer(s, { type: 'done', requestId })
    : generationReducer(s, { type: 'fail', requestId, error: boom });
}

describe('generation state machine (spec section 4)', () => {
  it('starts idle, loads, and shows cards as they arrive while still loading', () => {
    expect(initialGenerationState.status).toBe('idle');
    let s = generationReducer(initialGenerationState, { type: 'start', requestId: 1, mode: 'replace', options });
    expect(s.status).toBe('loading');
    s = generationReducer(s, { type: 'recipe', requestId: 1, recipe: makeRecipe({ title: 'A' }) });
    expect(s.status).toBe('loading');
    expect(s.recipes.map((r) => r.title)).toEqual(['A']);
    expect(canLoadMore(s)).toBe(false);
  });

  it('a full batch (4) means more may come; fewer means the search is exhausted', () => {
    const full = run(initialGenerationState, 1, 'replace', ['A', 'B', 'C', 'D']);
    expect(full.status).toBe('loaded');
    expect(full.hasMore).toBe(true);
    expect(canLoadMore(full)).toBe(true);
    const short = run(initialGenerationState, 1, 'replace', ['A', 'B', 'C']);
    expect(short.hasMore).toBe(false);
    expect(canLoadMore(short)).toBe(false);
  });

  it('load-more appends (loading-more), a first request replaces', () => {
    const first = run(initialGenerationState, 1, 'replace', ['A', 'B', 'C', 'D']);
    const more = generationReducer(first, { type: 'start', requestId: 2, mode: 'append', options });
    expect(more.status).toBe('loading-more');
    expect(more.recipes).toHaveLength(4);
    expect(canLoadMore(more)).toBe(false); // nothing loads twice
    const appended = run(first, 2, 'append', ['E', 'F']);
    expect(appended.recipes.map((r) => r.title)).toEqual(['A', 'B', 'C', 'D', 'E', 'F']);
    expect(appended.hasMore).toBe(false);
    const replaced = generationReducer(appended, { type: 'start', requestId: 3, mode: 'replace', options });
    expect(replaced.status).toBe('loading');
    expect(replaced.recipes).toEqual([]);
  });

  it('ignores events of a superseded request and repeated titles', () => {
    let s = generationReducer(initialGenerationState, { type: 'start', requestId: 1, mode: 'replace', options });
    s = generationReducer(s, { type: 'start', requestId: 2, mode: 'replace', options });
    s = generationReducer(s, { type: 'recipe', requestId: 1, recipe: makeRecipe({ title: 'Old' }) });
    s = generationReducer(s, { type: 'done', requestId: 1 });
    expect(s.recipes).toEqual([]);
    expect(s.status).toBe('loading');
    s = generationReducer(s, { type: 'recipe', requestId: 2, recipe: makeRecipe({ title: 'New' }) });
    s = generationReducer(s, { type: 'recipe', requestId: 2, recipe: makeRecipe({ title: 'new ' }) });
    expect(s.recipes.map((r) => r.title)).toEqual(['New']);
    expect(s.received).toBe(2);
  });

  it('ends in error keeping what arrived; a failed load-more keeps the earlier results', () => {
    const failed = run(initialGenerationState, 1, 'replace', ['A'], 'fail');
    expect(failed.status).toBe('error');
    expect(failed.error).toEqual(boom);
    expect(failed.recipes).toHaveLength(1);
    const first = run(initialGenerationState, 1, 'replace', ['A', 'B', 'C', 'D']);
    const failedMore = run(first, 2, 'append', [], 'fail');
    expect(failedMore.status).toBe('error');
    expect(failedMore.mode).toBe('append');
    expect(failedMore.recipes).toHaveLength(4);
    expect(generationReducer(failedMore, { type: 'reset' })).toEqual(initialGenerationState);
  });
});
