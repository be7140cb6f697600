import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { GenerationOptions, RecipeInput } from '../../../../shared/api/recipes';
import { ApiError } from '../../../lib/api-client';
import { makeRecipe } from '../../../test/recipes';
import type { StreamRecipesOptions, StreamResult } from '../../recipes';
import { useGeneration } from './use-generation';

const options: GenerationOptions = {
  cuisine: 'italian',
  servings: 2,
  creativeMode: false,
  ignorePantry: false,
  excludedRecipes: [],
};

type Call = {
  options: GenerationOptions;
  opts: StreamRecipesOptions;
  resolve: (r: StreamResult) => void;
  reject: (e: unknown) => void;
};

/** A controllable stand-in for streamRecipes: each call waits until the test sends recipes and ends it. */
function fakeStream() {
  const calls: Call[] = [];
  const stream = vi.fn(
    (opts: GenerationOptions, streamOpts: StreamRecipesOptions) =>
      new Promise<StreamResult>((resolve, reject) => {
        calls.push({ options: opts, opts: streamOpts, resolve, reject });
      }),
  );
  const send = (call: Call, recipes: RecipeInput[]) => {
    for (const recipe of recipes) call.opts.onRecipe(recipe);
    call.resolve({ count: recipes.length, engine: 'builtin' });
  };
  return { stream, calls, send };
}

const batch = (...titles: string[]) => titles.map((title) => makeRecipe({ title }));

describe('useGeneration', () => {
  it('streams a first batch, then loads more with the current titles excluded', async () => {
    const { stream, calls, send } = fakeStream();
    const { result } = renderHook(() => useGeneration(stream));

    act(() => result.current.generate(options));
    expect(result.current.state.status).toBe('loading');
    expect(calls[0]!.options.excludedRecipes).toEqual([]);
    act(() => calls[0]!.opts.onRecipe(makeRecipe({ title: 'A' })));
    expect(result.current.state.recipes.map((r) => r.title)).toEqual(['A']);
    await act(async () => send(calls[0]!, batch('B', 'C', 'D')));
    await waitFor(() => expect(result.current.state.status).toBe('loaded'));
    expect(result.current.state.hasMore).toBe(true);

    act(() => void result.current.loadMore());
    act(() => void result.current.loadMore()); // a second scroll event while loading: ignored
    expect(stream).toHaveBeenCalledTimes(2);
    expect(result.current.state.status).toBe('loading-more');
    expect(calls[1]!.options.excludedRecipes).toEqual(['A', 'B', 'C', 'D']);
    await act(async () => send(calls[1]!, batch('E', 'F')));
    await waitFor(() => expect(result.current.state.status).toBe('loaded'));
    expect(result.current.state.recipes).toHaveLength(6);
    expect(result.current.state.hasMore).toBe(false);

    act(() => void result.current.loadMore()); // nothing more remains
    expect(stream).toHaveBeenCalledTimes(2);
  });

  it('regenerate replaces the batch without repeating it; a new generate aborts the old request', async () => {
    const { stream, calls, send } = fakeStream();
    const { result } = renderHook(() => useGeneration(stream));
    act(() => result.current.generate(options));
    await act(async () => send(calls[0]!, batch('A', 'B', 'C', 'D')));
    act(() => result.current.regenerate());
    expect(result.current.state.recipes).toEqual([]);
    expect(calls[1]!.options.excludedRecipes).toEqual(['A', 'B', 'C', 'D']);
    act(() => result.current.generate({ ...options, cuisine: 'french' }));
    expect(calls[1]!.opts.signal?.aborted).toBe(true);
    await act(async () => send(calls[1]!, batch('Old')));
    await act(async () => send(calls[2]!, batch('Crêpes')));
    await waitFor(() => expect(result.current.state.status).toBe('loaded'));
    expect(result.current.state.recipes.map((r) => r.title)).toEqual(['Crêpes']);
  });

  it('maps a failure to its panel and retries the same request', async () => {
    const { stream, calls, send } = fakeStream();
    const { result } = renderHook(() => useGeneration(stream));
    act(() => result.current.generate(options));
    const body = { message: 'No pantry ingredients found. Add some first.', code: 'CHEF_INPUT' };
    await act(async () => calls[0]!.reject(new ApiError(`400: ${JSON.stringify(body)}`, 400, body)));
    await waitFor(() => expect(result.current.state.status).toBe('error'));
    expect(result.current.state.error?.title).toBe('Pantry Setup Needed');
    act(() => result.current.retry());
    expect(result.current.state.status).toBe('loading');
    expect(calls[1]!.options).toEqual(options);
    await act(async () => send(calls[1]!, batch('A')));
    await waitFor(() => expect(result.current.state.status).toBe('loaded'));
  });

  it('aborts the request in flight when the screen goes away', () => {
    const { stream, calls } = fakeStream();
    const { result, unmount } = renderHook(() => useGeneration(stream));
    act(() => result.current.generate(options));
    unmount();
    expect(calls[0]!.opts.signal?.aborted).toBe(true);
  });
});
