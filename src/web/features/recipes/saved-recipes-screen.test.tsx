import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SavedRecipe } from '../../../shared/api/recipes';
import { stubFetch } from '../../test/fetch-stub';
import { makeRecipe } from '../../test/recipes';
import { makeUser, renderWithApp } from '../../test/render';
import SavedRecipesScreen from './saved-recipes-screen';

const saved = (id: number, title: string, mealType: string): SavedRecipe => ({
  ...makeRecipe({ title, mealType }),
  id,
  userId: 7,
  createdAt: '2026-01-01T00:00:00.000Z',
});

const list = [
  saved(13, 'Bean Chilli', 'dinner'),
  saved(12, 'Shakshuka', 'breakfast'),
  saved(11, 'Lemon Risotto', 'dinner'),
];

const json = (body: unknown) =>
  Promise.resolve(new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } }));

/** The server's pages and counts over `current()` (newest first, 24 a page, by meal type and cursor). */
function server(current: () => SavedRecipe[]) {
  const routes: Record<string, () => Promise<Response>> = {
    'GET /api/recipes/my/counts': () => {
      const byMealType: Record<string, number> = {};
      for (const r of current()) byMealType[r.mealType] = (byMealType[r.mealType] ?? 0) + 1;
      return json({ total: current().length, byMealType });
    },
  };
  for (const mealType of [undefined, 'breakfast', 'lunch', 'dinner', 'snack', 'dessert']) {
    for (const cursor of [undefined, ...Array.from({ length: 100 }, (_, i) => i + 1)]) {
      const params = new URLSearchParams();
      if (mealType) params.set('mealType', mealType);
      if (cursor) params.set('cursor', String(cursor));
      params.set('limit', '24');
      routes[`GET /api/recipes/my?${params}`] = () =>
        json(
          current()
            .filter((r) => (!mealType || r.mealType === mealType) && (!cursor || r.id < cursor))
            .slice(0, 24),
        );
    }
  }
  return routes;
}

afterEach(() => vi.unstubAllGlobals());

describe('Saved Recipes', () => {
  it('lists the saved recipes with counts per meal type and filters them', async () => {
    const user = userEvent.setup();
    stubFetch(server(() => list));
    const { location } = renderWithApp(<SavedRecipesScreen />, { path: '/saved-recipes', user: makeUser() });
    expect(screen.getByRole('heading', { level: 1, name: 'Your Saved Recipes' })).toBeTruthy();
    expect(screen.getByRole('status', { name: 'Loading your saved recipes' })).toBeTruthy();
    await waitFor(() => expect(screen.getAllByTestId('recipe-card')).toHaveLength(3));
    expect(screen.getByTestId('saved-count').textContent).toBe('3 saved recipes');

    const filter = screen.getByRole('radiogroup', { name: 'Filter by meal type' });
    expect(within(filter).getByRole('radio', { name: 'Dinner 2' })).toBeTruthy();
    expect(within(filter).getByRole('radio', { name: 'Lunch 0' })).toBeTruthy();
    await user.click(within(filter).getByRole('radio', { name: 'Dinner 2' }));
    await waitFor(() => expect(screen.getAllByTestId('recipe-card')).toHaveLength(2));
    expect(screen.getByTestId('saved-count').textContent).toBe('Showing 2 of 3 saved recipes');
    expect(location.history.at(-1)).toBe('/saved-recipes?mealType=dinner');

    await user.click(within(filter).getByRole('radio', { name: 'Lunch 0' }));
    expect(await screen.findByText('No recipes match your filters')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Show all recipes' }));
    await waitFor(() => expect(screen.getAllByTestId('recipe-card')).toHaveLength(3));
  });

  it('loads the next page on request and keeps the counts of everything saved', async () => {
    const user = userEvent.setup();
    const many = Array.from({ length: 30 }, (_, i) => saved(100 - i, `Dish ${100 - i}`, i % 2 ? 'lunch' : 'dinner'));
    const { calls } = stubFetch(server(() => many));
    renderWithApp(<SavedRecipesScreen />, { path: '/saved-recipes', user: makeUser() });
    await waitFor(() => expect(screen.getAllByTestId('recipe-card')).toHaveLength(24));
    expect(screen.getByTestId('saved-count').textContent).toBe('30 saved recipes');
    expect(
      within(screen.getByRole('radiogroup', { name: 'Filter by meal type' })).getByRole('radio', { name: 'Lunch 15' }),
    ).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Load more recipes' }));
    await waitFor(() => expect(screen.getAllByTestId('recipe-card')).toHaveLength(30));
    expect(calls.filter((c) => c.url.startsWith('/api/recipes/my?')).at(-1)!.url).toBe(
      '/api/recipes/my?cursor=77&limit=24',
    );
    expect(screen.queryByRole('button', { name: 'Load more recipes' })).toBeNull();
  });

  it('shows the empty state with a way to the generator', async () => {
    stubFetch(server(() => []));
    renderWithApp(<SavedRecipesScreen />, { path: '/saved-recipes', user: makeUser() });
    expect(await screen.findByText('No saved recipes found')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Generate Your First Recipes' }).getAttribute('href')).toBe('/');
  });

  it('says when loading failed and retries', async () => {
    const user = userEvent.setup();
    let fail = true;
    const ok = server(() => list);
    stubFetch({
      ...ok,
      'GET /api/recipes/my?limit=24': () =>
        fail
          ? Promise.resolve(new Response('{"message":"Database unavailable","code":"INTERNAL"}', { status: 500 }))
          : ok['GET /api/recipes/my?limit=24']!(),
    });
    renderWithApp(<SavedRecipesScreen />, { path: '/saved-recipes', user: makeUser() });
    expect(await screen.findByText('Failed to load your saved recipes')).toBeTruthy();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(screen.getAllByTestId('recipe-card')).toHaveLength(3));
  });

  it('removes a recipe after a confirmation', async () => {
    const user = userEvent.setup();
    let current = list;
    const { calls } = stubFetch({
      ...server(() => current),
      'DELETE /api/recipes/12': () => {
        current = list.filter((r) => r.id !== 12);
        return Promise.resolve(new Response('{"message":"Recipe removed."}', { status: 200 }));
      },
    });
    renderWithApp(<SavedRecipesScreen />, { path: '/saved-recipes', user: makeUser() });
    const card = await screen.findByRole('article', { name: 'Shakshuka' });
    await user.click(within(card).getByRole('button', { name: 'Remove from saved recipes' }));
    // The confirmation's code loads on first use.
    const dialog = await screen.findByRole('dialog', { name: 'Remove this recipe?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);

    await user.click(within(card).getByRole('button', { name: 'Remove from saved recipes' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Remove Recipe' }));
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Shakshuka' })).toBeNull());
    expect(screen.getAllByTestId('recipe-card')).toHaveLength(2);
    expect(screen.getByText('Recipe removed')).toBeTruthy();
  });
});
