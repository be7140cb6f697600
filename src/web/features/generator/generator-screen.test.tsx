import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubFetch } from '../../test/fetch-stub';
import { makeRecipe, ndjsonResponse, recipeLines } from '../../test/recipes';
import { makeUser, renderWithApp } from '../../test/render';
import GeneratorScreen, { AUTO_LOAD_ROUNDS } from './generator-screen';
import { toGenerationOptions, DEFAULT_WIZARD_FORM } from './lib/wizard-form';
import { CUISINE_CARDS } from './lib/cuisines';
import { CUISINE_OPTIONS } from '../../../shared/api/recipes';

const STREAM = 'POST /api/recipes/generate/stream';
const batch = (...titles: string[]) => recipeLines(titles.map((title) => makeRecipe({ title })));

let scrollTo: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  // Each test starts a fresh search (the screen keeps one per browser session).
  window.sessionStorage.clear();
  // jsdom lays nothing out: every step sits at the top, so a move to one is a jump to 0.
  scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.unstubAllGlobals();
  scrollTo.mockRestore();
});

function replies(...bodies: (string | (() => Promise<Response>))[]) {
  let i = 0;
  return () => {
    const body = bodies[Math.min(i++, bodies.length - 1)]!;
    return typeof body === 'string' ? Promise.resolve(ndjsonResponse([body])) : body();
  };
}

describe('recipe generator wizard', () => {
  it("greets a cook who signed up today with 'Welcome', not 'Welcome back' (issue 26 item 13)", () => {
    vi.stubGlobal('fetch', () => Promise.resolve(new Response('[]', { status: 200 })));
    renderWithApp(<GeneratorScreen />, { user: makeUser({ createdAt: new Date().toISOString() }) });
    expect(screen.getByText(/^Welcome, Maya!/)).toBeTruthy();
    expect(screen.queryByText(/Welcome back/)).toBeNull();
  });

  it('offers the nine cuisines of the spec, in order', () => {
    expect(CUISINE_CARDS.map((c) => c.value)).toEqual([...CUISINE_OPTIONS]);
    expect(toGenerationOptions(DEFAULT_WIZARD_FORM)).toBeNull(); // generate requires a cuisine
  });

  it('goes cuisine -> details -> progress and streams in the results, then loads more until the end', async () => {
    const user = userEvent.setup();
    const { calls: all } = stubFetch({ [STREAM]: replies(batch('A1', 'A2', 'A3', 'A4'), batch('B1', 'B2')) });
    // The cards also read the cook's feedback (GET); only the generation requests matter here.
    const calls = {
      get 0() {
        return all.filter((c) => c.method === 'POST')[0];
      },
      get 1() {
        return all.filter((c) => c.method === 'POST')[1];
      },
    };
    renderWithApp(<GeneratorScreen />, { user: makeUser() });

    expect(screen.getByRole('heading', { level: 1, name: 'Smart Recipe Generator' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Choose a cuisine' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Recipe Details' })).toBeNull();
    const cuisines = within(screen.getByRole('region', { name: 'Choose a cuisine' })).getAllByRole('button');
    expect(cuisines).toHaveLength(9);

    const italian = screen.getByRole('button', { name: /^Italian/ });
    await user.click(italian);
    expect(italian.getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('heading', { level: 2, name: 'Recipe Details' })).toBeTruthy();
    await waitFor(() => expect(scrollTo).toHaveBeenCalledWith(expect.objectContaining({ top: 0 }))); // after 300 ms
    expect(screen.getByRole('radio', { name: '2 people' }).getAttribute('aria-checked')).toBe('true');

    await user.click(screen.getByRole('radio', { name: 'Dinner' }));
    await user.click(screen.getByRole('radio', { name: '30 min' }));
    await user.click(screen.getByRole('radio', { name: 'Creamy' }));
    await user.type(screen.getByLabelText('Special ingredient (optional)'), 'mushrooms');
    await user.click(screen.getByRole('switch', { name: 'Creative mode' }));
    await user.type(screen.getByLabelText('Creative direction (optional)'), 'smoky');
    await user.click(screen.getByRole('switch', { name: 'Explore new ingredients (ignore my pantry items)' }));
    await user.click(screen.getByRole('button', { name: 'Generate Recipes' }));

    expect(await screen.findByRole('heading', { name: 'Recipes generated!' })).toBeTruthy();
    expect(calls[0]!.body).toEqual({
      cuisine: 'italian',
      servings: 2,
      specialIngredient: 'mushrooms',
      maxCookingTime: 30,
      mealType: 'dinner',
      texturePreference: 'creamy',
      creativeMode: true,
      creativeDirection: 'smoky',
      ignorePantry: true,
      excludedRecipes: [],
    });
    expect(await screen.findByText('Recipes ready!')).toBeTruthy();
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('100');
    expect(screen.queryByText('This usually takes 15-30 seconds')).toBeNull();
    expect(screen.getByRole('heading', { level: 2, name: 'Your Personalized Recipes' })).toBeTruthy();
    expect(screen.getAllByTestId('recipe-card')).toHaveLength(4);
    expect(screen.getByTestId('recipe-count').textContent).toBe('4 recipes');

    await user.click(screen.getByRole('button', { name: 'Load More Recipes' }));
    await waitFor(() => expect(screen.getAllByTestId('recipe-card')).toHaveLength(6));
    expect(calls[1]!.body).toMatchObject({ cuisine: 'italian', excludedRecipes: ['A1', 'A2', 'A3', 'A4'] });
    expect(screen.getByText("That's all the recipes for this search! Try a new cuisine or ingredients.")).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Load More Recipes' })).toBeNull();

    // Back to step 1 with servings 2 and the pantry not ignored; the results stay until the next search.
    await user.click(screen.getByRole('button', { name: 'Generate More Recipes' }));
    expect(screen.getByRole('heading', { name: 'Choose a cuisine' })).toBeTruthy();
    expect(screen.getAllByTestId('recipe-card')).toHaveLength(6);
    await user.click(screen.getByRole('button', { name: /^French/ }));
    expect(screen.getByRole('radio', { name: '2 people' }).getAttribute('aria-checked')).toBe('true');
    const mealType = screen.getByRole('radiogroup', { name: 'Meal type' });
    expect(within(mealType).getByRole('radio', { name: 'Any' }).getAttribute('aria-checked')).toBe('true');
    expect(
      screen
        .getByRole('switch', { name: 'Explore new ingredients (ignore my pantry items)' })
        .getAttribute('aria-checked'),
    ).toBe('false');
  }, 60_000);

  it('never celebrates zero recipes: names the options to relax and goes back to them', async () => {
    const user = userEvent.setup();
    stubFetch({ [STREAM]: replies(recipeLines([])) });
    renderWithApp(<GeneratorScreen />, { user: makeUser() });
    await user.click(screen.getByRole('button', { name: /^Japanese/ }));
    await user.click(screen.getByRole('radio', { name: 'Dessert' }));
    await user.click(screen.getByRole('radio', { name: '15 min' }));
    await user.click(screen.getByRole('radio', { name: 'Crunchy' }));
    await user.click(screen.getByRole('button', { name: 'Generate Recipes' }));

    expect(await screen.findByRole('heading', { name: 'No recipes found' })).toBeTruthy();
    const panel = screen.getByTestId('no-results');
    expect(panel.textContent).toContain('Allow more than 15 min of cooking time');
    expect(panel.textContent).toContain('Drop the Crunchy texture');
    expect(screen.queryByText('Recipes generated!')).toBeNull();
    expect(screen.queryByText('Recipes ready!')).toBeNull();
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Your Personalized Recipes' })).toBeNull();
    await user.click(within(panel).getByRole('button', { name: 'Change options' }));
    expect(screen.getByRole('heading', { level: 2, name: 'Recipe Details' })).toBeTruthy();
  }, 30_000);

  it('stops loading more on its own after a few batches, well before the rate limit, and loads more on purpose', async () => {
    const user = userEvent.setup();
    let n = 0;
    const { calls } = stubFetch({
      [STREAM]: () => {
        n++;
        return Promise.resolve(ndjsonResponse([batch(`R${n}a`, `R${n}b`, `R${n}c`, `R${n}d`)]));
      },
    });
    renderWithApp(<GeneratorScreen />, { user: makeUser() });
    await user.click(screen.getByRole('button', { name: /^Italian/ }));
    await user.click(screen.getByRole('button', { name: 'Generate Recipes' }));
    await screen.findByRole('heading', { name: 'Recipes generated!' });

    // The page is always near its bottom in jsdom: every downward scroll asks for more, until the pause.
    const cardCount = () => screen.getAllByTestId('recipe-card').length;
    const requests = () => calls.filter((c) => c.url.endsWith('/api/recipes/generate/stream')).length;
    // Only a scroll downwards asks for more: each one moves the page further down.
    const scrollDown = () => {
      window.scrollY += 100;
      fireEvent.scroll(window);
    };
    for (let i = 1; i <= 12 && !screen.queryByTestId('load-more-paused'); i++) {
      const before = cardCount();
      scrollDown();
      // Generous: on a loaded CI machine a batch (and the lazily loaded results UI) can take > 1 s.
      // The cook keeps scrolling: a scroll that lands while the last batch is still finishing is
      // ignored by design (one request at a time), so each retry scrolls again until the batch is in.
      // A retry may land just as the batch commits and ask for the next one; that is what a cook's
      // scrolling does too, so the wait is for "more cards", and the pause decides when it stops.
      await waitFor(
        () => {
          const done = cardCount() > before || Boolean(screen.queryByTestId('load-more-paused'));
          if (!done) scrollDown();
          expect(done).toBe(true);
        },
        { timeout: 10_000 },
      );
    }
    // Whatever the timing of the scrolls, automatic loading stops at the pause.
    await waitFor(() => expect(screen.queryByTestId('load-more-paused')).not.toBeNull(), { timeout: 10_000 });
    expect(requests()).toBe(1 + AUTO_LOAD_ROUNDS);
    const cards = 4 * (1 + AUTO_LOAD_ROUNDS);
    expect(screen.getAllByTestId('recipe-card')).toHaveLength(cards);
    expect(screen.getByTestId('load-more-paused').textContent).toBe(
      `You've seen ${cards} recipes. Try another cuisine or ingredient.`,
    );

    await user.click(screen.getByRole('button', { name: 'Load More Recipes' }));
    await waitFor(() => expect(screen.getAllByTestId('recipe-card')).toHaveLength(cards + 4), { timeout: 10_000 });
    expect(screen.queryByTestId('load-more-paused')).toBeNull();
  }, 60_000);

  it("shows 'Pantry Setup Needed' for an empty pantry, with Set Up Pantry and Try Again", async () => {
    const user = userEvent.setup();
    const body = { message: 'No pantry ingredients yet. Add a few, or explore new ingredients.', code: 'CHEF_INPUT' };
    const { calls } = stubFetch({
      [STREAM]: replies(() => Promise.resolve(new Response(JSON.stringify(body), { status: 400 })), batch('A1')),
    });
    renderWithApp(<GeneratorScreen />, { user: makeUser() });
    await user.click(screen.getByRole('button', { name: /^Any Cuisine/ }));
    await user.click(screen.getByRole('button', { name: 'Generate Recipes' }));
    const panel = await screen.findByTestId('generation-error');
    expect(within(panel).getByRole('heading', { name: 'Pantry Setup Needed' })).toBeTruthy();
    expect(panel.textContent).toContain(
      'Your pantry appears to be empty. Add some ingredients to your pantry first, then try generating recipes again.',
    );
    expect(within(panel).getByRole('link', { name: 'Set Up Pantry' }).getAttribute('href')).toBe('/pantry');
    await user.click(within(panel).getByRole('button', { name: 'Try Again' }));
    await waitFor(() => expect(screen.getAllByTestId('recipe-card')).toHaveLength(1));
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(2);
  });

  it('shows skeleton cards and the progress bar from 0 while waiting for the first card', async () => {
    const user = userEvent.setup();
    let release: (r: Response) => void = () => undefined;
    stubFetch({ [STREAM]: () => new Promise<Response>((resolve) => (release = resolve)) });
    renderWithApp(<GeneratorScreen />, { user: makeUser() });
    await user.click(screen.getByRole('button', { name: /^Japanese/ }));
    await user.click(screen.getByRole('button', { name: 'Generate Recipes' }));
    expect(screen.getByRole('heading', { name: 'Cooking up your recipes' })).toBeTruthy();
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('0');
    expect(screen.getByText('Analyzing your ingredients...')).toBeTruthy();
    expect(screen.getAllByTestId('recipe-card-skeleton')).toHaveLength(4);
    expect(screen.getByTestId('recipe-count').textContent).toBe('Finding recipes for you...');
    expect(screen.getByRole('button', { name: 'Regenerate' }).hasAttribute('disabled')).toBe(true);
    release(ndjsonResponse([batch('J1', 'J2', 'J3', 'J4')]));
    await waitFor(() => expect(screen.getAllByTestId('recipe-card')).toHaveLength(4));
    expect(screen.queryAllByTestId('recipe-card-skeleton')).toHaveLength(0);
  });

  it("shows 'Connection Issue' when the request cannot reach the server", async () => {
    const user = userEvent.setup();
    stubFetch({ [STREAM]: () => Promise.reject(new TypeError('Failed to fetch')) });
    renderWithApp(<GeneratorScreen />, { user: null });
    await user.click(screen.getByRole('button', { name: /^Mexican/ }));
    // Visitors have no pantry to ignore.
    expect(screen.queryByRole('switch', { name: /ignore my pantry/ })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Generate Recipes' }));
    const panel = await screen.findByTestId('generation-error');
    expect(within(panel).getByRole('heading', { name: 'Connection Issue' })).toBeTruthy();
    expect(panel.textContent).toContain('Connection problem detected. Check your internet connection and try again.');
  });
});
