import type { ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { makeRecipe } from '../../../test/recipes';
import { makeQueryClient } from '../../../test/render';
import { DEFAULT_WIZARD_FORM } from '../lib/wizard-form';
import { initialGenerationState } from './generation-state';
import { restoredGenerationState, usePersistedSearch, type PersistedSearch } from './use-persisted-search';

const options = {
  cuisine: 'italian' as const,
  servings: 2,
  creativeMode: false,
  ignorePantry: false,
  excludedRecipes: [],
};
const search = (over: Partial<PersistedSearch> = {}): Omit<PersistedSearch, 'scrollY'> => ({
  step: 3,
  form: { ...DEFAULT_WIZARD_FORM, cuisine: 'italian' },
  recipes: [makeRecipe({ title: 'A1' }), makeRecipe({ title: 'A2' })],
  options,
  hasMore: true,
  cards: { A2: { expanded: true, factor: 1.5, saved: false } },
  ...over,
});

beforeEach(() => {
  window.sessionStorage.clear();
  vi.useRealTimers();
});

function wrapperWith(client = makeQueryClient(null)) {
  return ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
}

describe('the kept search (issue 17, item 1)', () => {
  it('comes back from the query cache within the app, and from sessionStorage after a reload', () => {
    const client = makeQueryClient(null);
    const first = renderHook(() => usePersistedSearch('user-7'), { wrapper: wrapperWith(client) });
    expect(first.result.current.initial).toBeNull();
    act(() => first.result.current.save(search()));
    first.unmount(); // leaving the screen writes sessionStorage at once

    const back = renderHook(() => usePersistedSearch('user-7'), { wrapper: wrapperWith(client) });
    expect(back.result.current.initial).toMatchObject({ step: 3, hasMore: true, cards: { A2: { factor: 1.5 } } });

    // A reload: a new query cache, the same tab.
    const reloaded = renderHook(() => usePersistedSearch('user-7'), { wrapper: wrapperWith() });
    expect(reloaded.result.current.initial?.recipes.map((r) => r.title)).toEqual(['A1', 'A2']);
    // Another account in the same tab starts afresh.
    const other = renderHook(() => usePersistedSearch('user-8'), { wrapper: wrapperWith() });
    expect(other.result.current.initial).toBeNull();
  });

  it('ignores a damaged entry', () => {
    window.sessionStorage.setItem('chowdr-generator-search:visitor', '{"recipes": 3');
    const { result } = renderHook(() => usePersistedSearch('visitor'), { wrapper: wrapperWith() });
    expect(result.current.initial).toBeNull();
  });

  it('restores an interrupted request as finished with more to load, and nothing as idle', () => {
    expect(restoredGenerationState(null)).toBe(initialGenerationState);
    const restored = restoredGenerationState({ ...search(), scrollY: 0 });
    expect(restored).toMatchObject({ status: 'loaded', hasMore: true, options, received: 2 });
    expect(restored.recipes.map((r) => r.title)).toEqual(['A1', 'A2']);
    expect(restoredGenerationState({ ...search({ recipes: [] }), scrollY: 0 })).toMatchObject({
      status: 'idle',
      options,
    });
  });
});
