import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dismissToast } from '../../../components/ui/toast';
import { stubFetch } from '../../../test/fetch-stub';
import { makeRecipe } from '../../../test/recipes';
import { makeUser, renderWithApp } from '../../../test/render';
import { decodeSharedRecipe } from '../lib/share-link';
import { COPIED_RESET_MS, RecipeCard } from './recipe-card';

const recipe = makeRecipe();

function ingredientLines() {
  return within(screen.getByTestId('ingredient-list'))
    .getAllByRole('listitem')
    .map((li) => li.textContent);
}

let writeText: ReturnType<typeof vi.fn>;
beforeEach(() => {
  writeText = vi.fn(async () => undefined);
  Object.defineProperty(window, 'isSecureContext', { value: true, configurable: true });
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
});
afterEach(() => {
  act(() => dismissToast());
  vi.unstubAllGlobals();
});

describe('RecipeCard', () => {
  it("shows an imported recipe's source as 'From {host}', and its group headings are not preview chips", () => {
    renderWithApp(
      <RecipeCard
        recipe={{
          ...recipe,
          sourceUrl: 'https://www.example.com/risotto',
          ingredients: ['For the rice:', ...recipe.ingredients],
        }}
      />,
      { user: makeUser() },
    );
    const link = screen.getByRole('link', { name: 'From example.com' });
    expect(link.getAttribute('href')).toBe('https://www.example.com/risotto');
    expect(link.getAttribute('rel')).toContain('noopener');
    const chips = within(screen.getByRole('list', { name: 'Main ingredients' })).getAllByRole('listitem');
    expect(chips.map((c) => c.textContent).join(' ')).not.toContain('For the rice');
  });

  it('shows details on demand and scales servings and every quantity from 0.5x to 4x', async () => {
    const user = userEvent.setup();
    renderWithApp(<RecipeCard recipe={recipe} />, { user: makeUser() });
    expect(screen.getByRole('heading', { level: 3, name: 'Lemon Risotto' })).toBeTruthy();
    expect(screen.queryByTestId('ingredient-list')).toBeNull();
    const toggle = screen.getByRole('button', { name: 'Show Details' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    await user.click(toggle);
    expect(screen.getByRole('button', { name: 'Hide Details' }).getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('heading', { name: 'Instructions' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Nutrition per serving' })).toBeTruthy();
    expect(screen.getByText('512 kcal')).toBeTruthy();
    expect(ingredientLines()[0]).toBe('1 1/2 cups arborio rice');

    const more = screen.getByRole('button', { name: 'More servings' });
    for (let i = 0; i < 4; i++) await user.click(more);
    expect(screen.getByTestId('scale-factor').textContent).toBe('3x');
    expect(screen.getByTestId('scaled-servings').textContent).toBe('Serves 6 · 3x');
    expect(ingredientLines()).toEqual([
      '4 1/2 cups arborio rice',
      '600 g chicken breast',
      '3 onions, diced',
      '6 cloves garlic, minced',
      '3 lemons, juiced',
      'Salt, to taste',
    ]);
    expect(screen.getByText('Serves 6')).toBeTruthy(); // the meta line follows the scale

    for (let i = 0; i < 3; i++) await user.click(more);
    expect(screen.getByTestId('scale-factor').textContent).toBe('4x');
    expect(more.getAttribute('aria-disabled')).toBe('true');
    await user.click(more);
    expect(screen.getByTestId('scale-factor').textContent).toBe('4x');

    const fewer = screen.getByRole('button', { name: 'Fewer servings' });
    for (let i = 0; i < 8; i++) await user.click(fewer);
    expect(screen.getByTestId('scale-factor').textContent).toBe('0.5x');
    expect(screen.getByTestId('scaled-servings').textContent).toBe('Serves 1 · 0.5x');
    expect(ingredientLines()[0]).toBe('3/4 cup arborio rice');
  });

  it('scales the quantities the engine marked inside the steps, leaves plain steps alone, and shows its notes', async () => {
    const user = userEvent.setup();
    const marked = {
      ...recipe,
      servings: 2,
      instructions: [
        'Heat \u20601 1/2 tbsp olive oil\u2060 in a wide pan.',
        'Beat \u20602 eggs\u2060 with a fork.',
        'Cook for 6-8 minutes in a 20 cm pan.',
      ],
      notes: ['Smoky: smoked paprika and a hot grill for char'],
    };
    renderWithApp(<RecipeCard recipe={marked} />, { user: makeUser() });
    expect(screen.getByTestId('recipe-notes').textContent).toBe('Smoky: smoked paprika and a hot grill for char');
    await user.click(screen.getByRole('button', { name: 'Show Details' }));
    const steps = () =>
      within(screen.getByRole('region', { name: 'Instructions' }))
        .getAllByRole('listitem')
        .map((li) => li.textContent);
    expect(steps()).toEqual([
      '1Heat 1 1/2 tbsp olive oil in a wide pan.',
      '2Beat 2 eggs with a fork.',
      '3Cook for 6-8 minutes in a 20 cm pan.',
    ]);
    await user.click(screen.getByRole('button', { name: 'More servings' }));
    await user.click(screen.getByRole('button', { name: 'More servings' }));
    expect(screen.getByTestId('scale-factor').textContent).toBe('2x');
    expect(steps()).toEqual([
      '1Heat 3 tbsp olive oil in a wide pan.',
      '2Beat 4 eggs with a fork.',
      '3Cook for 6-8 minutes in a 20 cm pan.',
    ]);
  });

  it('uses 4 servings as the base when the recipe has none', async () => {
    const user = userEvent.setup();
    renderWithApp(<RecipeCard recipe={{ ...recipe, servings: 0 }} />, { user: makeUser() });
    await user.click(screen.getByRole('button', { name: 'Show Details' }));
    await user.click(screen.getByRole('button', { name: 'More servings' }));
    expect(screen.getByTestId('scaled-servings').textContent).toBe('Serves 6 · 1.5x');
  });

  it('asks visitors to log in before saving or giving feedback', async () => {
    const user = userEvent.setup();
    const { fetchMock } = stubFetch({});
    renderWithApp(<RecipeCard recipe={recipe} />, { user: null });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByTestId('toast').textContent).toContain('Login required');
    expect(screen.getByTestId('toast').textContent).toContain('Please log in to save recipes.');
    await user.click(screen.getByRole('button', { name: 'Like recipe' }));
    expect(screen.getByTestId('toast').textContent).toContain('Please log in to provide feedback.');
    expect(fetchMock).not.toHaveBeenCalled();
    // No chat for visitors (a signed-in feature).
    expect(screen.queryByRole('button', { name: 'Ask the chef about this recipe' })).toBeNull();
  });

  it('saves (the heart turns filled red) and sends feedback for a signed-in cook; a second tap undoes it', async () => {
    const user = userEvent.setup();
    const { calls: all } = stubFetch({
      'GET /api/recipes/feedback': { body: [] },
      'POST /api/recipes': {
        status: 201,
        body: { ...recipe, id: 11, userId: 7, createdAt: '2026-01-01T00:00:00.000Z' },
      },
      'POST /api/recipes/feedback': { status: 201, body: { message: 'Thanks!' } },
      'DELETE /api/recipes/feedback?recipeTitle=Lemon%20Risotto': { body: { message: 'Feedback removed.' } },
    });
    const calls = {
      get list() {
        return all.filter((c) => c.method !== 'GET');
      },
    };
    renderWithApp(<RecipeCard recipe={recipe} />, { user: makeUser() });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('Recipe saved!');
    const saved = screen.getByRole('button', { name: 'Saved' });
    expect(saved.querySelector('svg[data-saved]')?.getAttribute('class')).toContain('fill-danger');
    expect(calls.list[0]).toMatchObject({ method: 'POST', url: '/api/recipes', body: recipe });
    await user.click(saved); // already saved: no second request
    expect(calls.list).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: 'Like recipe' }));
    await screen.findByText('Thanks!');
    expect(calls.list[1]).toMatchObject({
      url: '/api/recipes/feedback',
      body: { recipeTitle: 'Lemon Risotto', cuisine: 'italian', ingredients: recipe.ingredients, feedback: 'like' },
    });
    expect(screen.getByRole('button', { name: 'Like recipe' }).getAttribute('aria-pressed')).toBe('true');

    await user.click(screen.getByRole('button', { name: 'Like recipe' }));
    await screen.findByText('Like removed');
    expect(calls.list[2]).toMatchObject({ method: 'DELETE', url: '/api/recipes/feedback?recipeTitle=Lemon%20Risotto' });
    expect(screen.getByRole('button', { name: 'Like recipe' }).getAttribute('aria-pressed')).toBe('false');
  });

  it('shows the feedback the cook gave before, and saves a scaled recipe at the servings shown', async () => {
    const user = userEvent.setup();
    const { calls } = stubFetch({
      'GET /api/recipes/feedback': { body: [{ recipeTitle: 'Lemon Risotto', feedback: 'dislike' }] },
      'POST /api/recipes': {
        status: 201,
        body: { ...recipe, id: 12, userId: 7, createdAt: '2026-01-01T00:00:00.000Z' },
      },
    });
    renderWithApp(<RecipeCard recipe={recipe} defaultExpanded />, { user: makeUser() });
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Dislike recipe' }).getAttribute('aria-pressed')).toBe('true'),
    );
    await user.click(screen.getByRole('button', { name: 'More servings' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('Recipe saved!');
    const post = calls.find((c) => c.method === 'POST')!;
    expect((post.body as { servings: number }).servings).toBe(Math.round(recipe.servings * 1.5));
  });

  it("shows the spec's toast when saving fails", async () => {
    const user = userEvent.setup();
    stubFetch({
      'POST /api/recipes': { status: 500, body: { message: 'Something went wrong on our side.', code: 'INTERNAL' } },
    });
    renderWithApp(<RecipeCard recipe={recipe} />, { user: makeUser() });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toContain('Failed to save recipe. Please try again.'),
    );
    expect(screen.getByRole('button', { name: 'Save' })).toBeTruthy();
  });

  it('copies the recipe text at the chosen scale; the copied state resets after 2 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      renderWithApp(<RecipeCard recipe={recipe} defaultExpanded />, { user: makeUser() });
      fireEvent.click(screen.getByRole('button', { name: 'More servings' }));
      fireEvent.click(screen.getByRole('button', { name: 'More servings' }));
      await act(async () => {
        fireEvent.click(screen.getByRole('button', { name: 'Copy recipe' }));
      });
      expect(await screen.findByText('Recipe copied!')).toBeTruthy();
      const text = writeText.mock.calls[0]![0] as string;
      expect(text).toContain('Lemon Risotto');
      expect(text).toContain('- 3 cups arborio rice');
      expect(text).toContain('1. Warm the stock.');
      expect(screen.getByRole('button', { name: 'Recipe copied' })).toBeTruthy();
      act(() => void vi.advanceTimersByTime(COPIED_RESET_MS));
      expect(screen.getByRole('button', { name: 'Copy recipe' })).toBeTruthy();

      writeText.mockRejectedValueOnce(new Error('denied'));
      await act(async () => {
        fireEvent.click(screen.getByRole('button', { name: 'Copy recipe' }));
      });
      expect(screen.getByRole('alert').textContent).toContain('Copy failed');
    } finally {
      vi.useRealTimers();
    }
  });

  it('shares a link that opens a shortened copy of the recipe', async () => {
    const user = userEvent.setup();
    renderWithApp(<RecipeCard recipe={recipe} />, { user: null });
    const trigger = screen.getByRole('button', { name: 'Share recipe' });
    await user.click(trigger);
    // The dialog's code loads on first use.
    const dialog = await screen.findByRole('dialog', { name: 'Share this recipe' });
    const input = within(dialog).getByLabelText('Recipe link') as HTMLInputElement;
    await waitFor(() => expect(input.value).not.toBe(''));
    const link = input.value;
    const url = new URL(link);
    expect(url.pathname).toBe('/shared-recipe');
    const shared = await decodeSharedRecipe(url.searchParams.get('r'));
    expect(shared?.ingredients).toHaveLength(5);
    expect(shared?.instructions).toHaveLength(3);
    await user.click(within(dialog).getByRole('button', { name: 'Copy Link' }));
    // user-event puts its own clipboard in place of the stub.
    expect(await navigator.clipboard.readText()).toBe(link);
    expect(await screen.findByText('Link copied!')).toBeTruthy();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(trigger);
  });

  it('asks the chat assistant about the recipe', async () => {
    const user = userEvent.setup();
    const listener = vi.fn();
    window.addEventListener('openChatWithRecipe', listener);
    renderWithApp(<RecipeCard recipe={recipe} />, { user: makeUser() });
    await user.click(screen.getByRole('button', { name: 'Ask the chef about this recipe' }));
    window.removeEventListener('openChatWithRecipe', listener);
    expect((listener.mock.calls[0]![0] as CustomEvent).detail).toEqual({
      recipe,
      suggestedQuestion: expect.stringMatching(/\?$/) as unknown,
    });
  });

  it('opens the print sheet and then the print dialog after 250 ms', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const print = vi.fn();
    vi.stubGlobal('print', print);
    try {
      renderWithApp(<RecipeCard recipe={recipe} />, { user: makeUser() });
      fireEvent.click(screen.getByRole('button', { name: 'Print recipe' }));
      const sheet = screen.getByTestId('print-sheet');
      expect(sheet.textContent).toContain('1 1/2 cups arborio rice');
      expect(document.documentElement.classList.contains('chowdr-printing')).toBe(true);
      act(() => void vi.advanceTimersByTime(249));
      expect(print).not.toHaveBeenCalled();
      act(() => void vi.advanceTimersByTime(1));
      expect(print).toHaveBeenCalledTimes(1);
      act(() => {
        window.dispatchEvent(new Event('afterprint'));
      });
      expect(screen.queryByTestId('print-sheet')).toBeNull();
      expect(document.documentElement.classList.contains('chowdr-printing')).toBe(false);
    } finally {
      vi.useRealTimers();
    }
  });
});
