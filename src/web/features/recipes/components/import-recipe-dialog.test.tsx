import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ImportResponse } from '../../../../shared/api/recipe-import';
import { dismissToast } from '../../../components/ui/toast';
import { stubFetch } from '../../../test/fetch-stub';
import { makeRecipe } from '../../../test/recipes';
import { makeUser, renderWithApp } from '../../../test/render';
import { ImportRecipeDialog } from './import-recipe-dialog';
import { RecipeCard } from './recipe-card';

afterEach(() => {
  act(() => dismissToast());
  vi.unstubAllGlobals();
});

const COVERS = "Nutrition covers 7 of 9 ingredients: 2 are not in Chowdr's catalogue, so the figures leave them out.";

function imported(nutrition: ImportResponse['recipe']['nutrition']): ImportResponse {
  return { recipe: { ...makeRecipe({ title: 'Orzo Salad' }), nutrition }, warnings: [] };
}

describe('nutrition on an imported recipe says where it comes from (issue 27)', () => {
  it('the preview says how much of the recipe the catalogue covers, and the save keeps it', async () => {
    const user = userEvent.setup();
    const nutrition = { calories: 410, protein: 20, carbs: 50, fat: 12, fiber: 4, covers: { matched: 7, total: 9 } };
    const { calls } = stubFetch({
      'POST /api/recipes/import': { body: imported(nutrition) },
      'POST /api/recipes': {
        status: 201,
        body: { ...imported(nutrition).recipe, id: 3, userId: 1, createdAt: '2026-01-01T00:00:00.000Z' },
      },
    });
    renderWithApp(<ImportRecipeDialog open onOpenChange={() => {}} returnFocusTo={null} />, { user: makeUser() });
    await user.click(screen.getByRole('tab', { name: 'Paste text' }));
    await user.type(screen.getByLabelText('Recipe text'), 'Orzo Salad');
    await user.click(screen.getByRole('button', { name: 'Import' }));
    const preview = await screen.findByTestId('import-preview');
    expect(within(preview).getByText(COVERS)).toBeTruthy();
    await user.click(within(preview).getByRole('button', { name: 'Save Recipe' }));
    const saved = calls.find((c) => c.method === 'POST' && c.url === '/api/recipes');
    expect((saved?.body as { nutrition: unknown }).nutrition).toEqual(nutrition);
  });

  it("the saved card says it too, and names a page's own figures", async () => {
    const user = userEvent.setup();
    const saved = {
      ...makeRecipe({ title: 'Orzo Salad' }),
      nutrition: { calories: 410, protein: 20, carbs: 50, fat: 12, fiber: 4, covers: { matched: 1, total: 2 } },
    };
    const { unmount } = renderWithApp(<RecipeCard recipe={saved} />, { user: makeUser() });
    await user.click(screen.getByRole('button', { name: 'Show Details' }));
    const section = screen.getByRole('region', { name: 'Nutrition per serving' });
    expect(within(section).getByText(/^Nutrition covers/).textContent).toBe(
      "Nutrition covers 1 of 2 ingredients: one is not in Chowdr's catalogue, so the figures leave it out.",
    );
    unmount();

    renderWithApp(
      <RecipeCard recipe={{ ...makeRecipe(), nutrition: { ...saved.nutrition, covers: undefined, fromPage: true } }} />,
      { user: makeUser() },
    );
    await user.click(screen.getByRole('button', { name: 'Show Details' }));
    expect(screen.getByText("Nutrition as the recipe's page gives it.")).toBeTruthy();
    expect(screen.queryByText(/^Nutrition covers/)).toBeNull();
  });

  it('a generated recipe has no note', async () => {
    const user = userEvent.setup();
    renderWithApp(<RecipeCard recipe={makeRecipe()} />, { user: makeUser() });
    await user.click(screen.getByRole('button', { name: 'Show Details' }));
    const section = screen.getByRole('region', { name: 'Nutrition per serving' });
    expect(within(section).queryByText(/Nutrition covers|page gives/)).toBeNull();
  });
});

describe('the entry form (react-hook-form, checks loaded on first use)', () => {
  it('checks the field of the open tab, sends only that field, and a tab switch clears the message', async () => {
    const user = userEvent.setup();
    const { calls } = stubFetch({ 'POST /api/recipes/import': { body: imported({ ...makeRecipe().nutrition }) } });
    renderWithApp(<ImportRecipeDialog open onOpenChange={() => {}} returnFocusTo={null} />, { user: makeUser() });

    await user.type(screen.getByLabelText('Recipe link'), 'www.example.com/soup');
    await user.click(screen.getByRole('button', { name: 'Import' }));
    expect(await screen.findByText('Enter a web address that starts with http:// or https://')).toBeTruthy();
    expect(calls.filter((c) => c.url === '/api/recipes/import')).toHaveLength(0);

    await user.click(screen.getByRole('tab', { name: 'Paste text' }));
    expect(screen.queryByText('Enter a web address that starts with http:// or https://')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Import' }));
    expect(await screen.findByText('Paste the recipe: its title, ingredient lines and steps.')).toBeTruthy();
    await user.type(screen.getByLabelText('Recipe text'), 'Orzo Salad');
    await user.click(screen.getByRole('button', { name: 'Import' }));
    await screen.findByTestId('import-preview');
    expect(calls.filter((c) => c.url === '/api/recipes/import').map((c) => c.body)).toEqual([{ text: 'Orzo Salad' }]);
  });

  it('sends a link trimmed', async () => {
    const user = userEvent.setup();
    const { calls } = stubFetch({ 'POST /api/recipes/import': { body: imported({ ...makeRecipe().nutrition }) } });
    renderWithApp(<ImportRecipeDialog open onOpenChange={() => {}} returnFocusTo={null} />, { user: makeUser() });
    await user.type(screen.getByLabelText('Recipe link'), '  https://www.example.com/soup ');
    await user.click(screen.getByRole('button', { name: 'Import' }));
    await screen.findByTestId('import-preview');
    expect(calls.filter((c) => c.url === '/api/recipes/import').map((c) => c.body)).toEqual([
      { url: 'https://www.example.com/soup' },
    ]);
  });
});
