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

const list = [saved(11, 'Lemon Risotto', 'dinner'), saved(12, 'Shakshuka', 'breakfast'), saved(13, 'Bean Chilli', 'dinner')];

afterEach(() => vi.unstubAllGlobals());

describe('Saved Recipes', () => {
  it('lists the saved recipes with counts per meal type and filters them', async () => {
    const user = userEvent.setup();
    stubFetch({ 'GET /api/recipes/my': { body: list } });
    const { location } = renderWithApp(<SavedRecipesScreen />, { path: '/saved-recipes', user: makeUser() });
    expect(screen.getByRole('heading', { level: 1, name: 'Your Saved Recipes' })).toBeTruthy();
    expect(screen.getByRole('status', { name: 'Loading your saved recipes' })).toBeTruthy();
    await waitFor(() => expect(screen.getAllByTestId('recipe-card')).toHaveLength(3));
    expect(screen.getByTestId('saved-count').textContent).toBe('3 saved recipes');

    const filter = screen.getByRole('radiogroup', { name: 'Filter by meal type' });
    expect(within(filter).getByRole('radio', { name: 'Dinner 2' })).toBeTruthy();
    expect(within(filter).getByRole('radio', { name: 'Lunch 0' })).toBeTruthy();
    await user.click(within(filter).getByRole('radio', { name: 'Dinner 2' }));
    expect(screen.getAllByTestId('recipe-card')).toHaveLength(2);
    expect(screen.getByTestId('saved-count').textContent).toBe('Showing 2 of 3 saved recipes');
    expect(location.history.at(-1)).toBe('/saved-recipes?mealType=dinner');

    await user.click(within(filter).getByRole('radio', { name: 'Lunch 0' }));
    expect(screen.getByText('No recipes match your filters')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Show all recipes' }));
    expect(screen.getAllByTestId('recipe-card')).toHaveLength(3);
  });

  it('shows the empty state with a way to the generator', async () => {
    stubFetch({ 'GET /api/recipes/my': { body: [] } });
    renderWithApp(<SavedRecipesScreen />, { path: '/saved-recipes', user: makeUser() });
    expect(await screen.findByText('No saved recipes found')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Generate Your First Recipes' }).getAttribute('href')).toBe('/');
  });

  it('says when loading failed and retries', async () => {
    const user = userEvent.setup();
    let fail = true;
    stubFetch({
      'GET /api/recipes/my': () =>
        Promise.resolve(
          fail
            ? new Response('{"message":"Database unavailable","code":"INTERNAL"}', { status: 500 })
            : new Response(JSON.stringify(list), { status: 200, headers: { 'Content-Type': 'application/json' } }),
        ),
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
      'GET /api/recipes/my': () =>
        Promise.resolve(new Response(JSON.stringify(current), { status: 200, headers: { 'Content-Type': 'application/json' } })),
      'DELETE /api/recipes/12': () => {
        current = list.filter((r) => r.id !== 12);
        return Promise.resolve(new Response('{"message":"Recipe removed."}', { status: 200 }));
      },
    });
    renderWithApp(<SavedRecipesScreen />, { path: '/saved-recipes', user: makeUser() });
    const card = await screen.findByRole('article', { name: 'Shakshuka' });
    await user.click(within(card).getByRole('button', { name: 'Remove from saved recipes' }));
    const dialog = screen.getByRole('dialog', { name: 'Remove this recipe?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);

    await user.click(within(card).getByRole('button', { name: 'Remove from saved recipes' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Remove Recipe' }));
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Shakshuka' })).toBeNull());
    expect(screen.getAllByTestId('recipe-card')).toHaveLength(2);
    expect(screen.getByText('Recipe removed')).toBeTruthy();
  });
});
