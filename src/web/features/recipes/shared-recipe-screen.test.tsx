import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeRecipe } from '../../test/recipes';
import { makeUser, renderWithApp } from '../../test/render';
import { encodeSharedRecipe } from './lib/share-link';
import SharedRecipeScreen from './shared-recipe-screen';

const recipe = makeRecipe({
  ingredients: ['1 cup rice', '2 eggs', '1 onion', '1 tbsp oil', '1 tsp salt', '1 lemon', '1 bunch parsley'],
  instructions: ['One.', 'Two.', 'Three.', 'Four.'],
});

describe('shared recipe page', () => {
  it('shows the shortened recipe read-only, says so, and invites a visitor to the generator', async () => {
    renderWithApp(<SharedRecipeScreen />, { path: `/shared-recipe?r=${await encodeSharedRecipe(recipe)}`, user: null });
    expect(screen.getByRole('status', { name: 'Opening the shared recipe' })).toBeTruthy();
    expect(await screen.findByRole('heading', { level: 1, name: 'Lemon Risotto' })).toBeTruthy();
    expect(screen.getByText('This is a shortened shared version of the recipe.')).toBeTruthy();
    const ingredients = screen.getByRole('region', { name: 'Ingredients' });
    expect(within(ingredients).getAllByRole('listitem')).toHaveLength(5);
    expect(within(screen.getByRole('region', { name: 'Instructions' })).getAllByRole('listitem')).toHaveLength(3);
    expect(screen.getByText('…and 2 more in the full recipe.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Try the recipe generator' }).getAttribute('href')).toBe('/generate');
    expect(screen.getByRole('link', { name: /Create a free account/ }).getAttribute('href')).toBe('/register');
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
  });

  it('opens at the scale the sharer chose, and the reader can change it', async () => {
    const user = userEvent.setup();
    const scaled = makeRecipe({ servings: 2, ingredients: ['1 cup rice', '2 eggs'], instructions: ['Cook.'] });
    renderWithApp(<SharedRecipeScreen />, {
      path: `/shared-recipe?r=${await encodeSharedRecipe(scaled, 2)}`,
      user: null,
    });
    expect(await screen.findByTestId('scaled-servings')).toHaveProperty('textContent', 'Serves 4 · 2x');
    const lines = () =>
      within(screen.getByRole('region', { name: 'Ingredients' }))
        .getAllByRole('listitem')
        .map((li) => li.textContent);
    expect(lines()).toEqual(['2 cups rice', '4 eggs']);
    await user.click(screen.getByRole('button', { name: 'Fewer servings' }));
    expect(lines()).toEqual(['1 1/2 cups rice', '3 eggs']);
  });

  it('sends a signed-in cook to their own generator', async () => {
    renderWithApp(<SharedRecipeScreen />, {
      path: `/shared-recipe?r=${await encodeSharedRecipe(recipe)}`,
      user: makeUser(),
    });
    expect((await screen.findByRole('link', { name: 'Try the recipe generator' })).getAttribute('href')).toBe('/');
  });

  it('explains a broken link', async () => {
    renderWithApp(<SharedRecipeScreen />, { path: '/shared-recipe?r=broken', user: null });
    expect(await screen.findByRole('heading', { level: 1, name: "This recipe link doesn't work" })).toBeTruthy();
  });
});
