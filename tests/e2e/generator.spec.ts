import type { Page, Route } from '@playwright/test';
import { scaleIngredientLine } from '../../src/shared/kitchen/units';
import { expect, expectNoA11yViolations, test, prepareBrowser, budget } from './fixtures';

/**
 * Each shown line, replaced by the expected one where only its figures differ, by at most 12%: the
 * expected figure scales the rounded one on screen, the card the stored one (118 ml shows as 125 ml,
 * three times it is 350 ml, not 375 ml). Three times, not two: 2x would be a third off.
 */
function scaledAlike(shown: string[], expected: string[]): string[] {
  const figures = (line: string) => (line.match(/\d+(?:\.\d+)?/g) ?? []).map(Number);
  const words = (line: string) => line.replace(/\d+(?:\.\d+)?/g, '#');
  return shown.map((line, i) => {
    const want = expected[i];
    if (want === undefined || words(line) !== words(want)) return line;
    const [a, b] = [figures(line), figures(want)];
    return a.every((n, j) => Math.abs(n - b[j]!) <= Math.max(0.12 * b[j]!, 0.01)) ? want : line;
  });
}

// The recipe generator as a new home cook meets it: a pantry, Italian dinner, four cards streaming in,
// more on demand, a card opened, scaled, saved, liked, copied, shared, printed and found again in
// Saved Recipes; and a visitor trying it from the landing page.

const PHONE = { width: 390, height: 844 };

const ITALIAN_PANTRY = [
  'chicken-breast',
  'pasta-penne',
  'spaghetti',
  'arborio-rice',
  'tomatoes',
  'cherry-tomatoes',
  'onion',
  'garlic',
  'spinach',
  'mushrooms',
  'zucchini',
  'eggs',
  'parmesan',
  'mozzarella',
  'butter',
  'olive-oil',
  'basil',
  'lemon',
  'chicken-stock',
  'canned-tomatoes',
  'italian-sausage',
  'cannellini-beans',
];

/**
 * Records, inside the page, when a button named `buttonText` is clicked and when the first card that
 * was not on the page before appears in the DOM. Returns a reader for the milliseconds in between.
 */
async function armFirstCardTimer(page: Page, buttonText: string) {
  await page.evaluate((text) => {
    const w = window as unknown as { __clickAt?: number; __firstCardAt?: number };
    w.__clickAt = undefined;
    w.__firstCardAt = undefined;
    const cards = () => [...document.querySelectorAll<HTMLElement>('[data-testid="recipe-card"]')];
    const titleOf = (card: HTMLElement) => card.querySelector('h3')?.textContent ?? '';
    // A card React keeps and fills with a new recipe counts as new too (seen once in CI: no card
    // without the mark appeared after a regeneration, though new recipes were on the page).
    const oldTitles = new Set(cards().map(titleOf));
    for (const card of cards()) card.dataset.old = '1';
    document.addEventListener(
      'click',
      (event) => {
        if ((event.target as Element).closest('button')?.textContent?.includes(text)) w.__clickAt = performance.now();
      },
      { capture: true, once: true },
    );
    const observer = new MutationObserver(() => {
      if (w.__clickAt !== undefined && cards().some((card) => !card.dataset.old || !oldTitles.has(titleOf(card)))) {
        w.__firstCardAt = performance.now();
        observer.disconnect();
      }
    });
    observer.observe(document.body, { childList: true, subtree: true });
  }, buttonText);
  return async () => {
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { __firstCardAt?: number }).__firstCardAt !== undefined))
      .toBe(true);
    return page.evaluate(() => {
      const w = window as unknown as { __clickAt: number; __firstCardAt: number };
      return w.__firstCardAt - w.__clickAt;
    });
  };
}

test.describe('recipe generator', () => {
  test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

  test(
    'a new cook generates Italian dinner and keeps, shares and prints a recipe',
    { tag: '@smoke' },
    async ({ page, users, browser }) => {
      test.setTimeout(budget(180_000));
      await prepareBrowser(page);
      const creds = await users.create();
      await users.signIn(page, creds);
      const pantry = await page.request.put('/api/pantry', {
        data: {
          pantryItems: ITALIAN_PANTRY.map((ingredientId) => ({
            ingredientId,
            frequency: 'usually',
            addedDate: new Date().toISOString(),
          })),
        },
      });
      expect(pantry.ok()).toBe(true);

      // Step 1: the cuisine grid.
      await page.goto('/');
      await expect(page.getByRole('heading', { level: 1, name: 'Smart Recipe Generator' })).toBeVisible();
      const cuisines = page.getByRole('region', { name: 'Choose a cuisine' }).getByRole('button');
      await expect(cuisines).toHaveCount(9);
      await expect(page.getByRole('button', { name: 'Generate Recipes' })).toHaveCount(0);
      await expectNoA11yViolations(page, 'home, step 1');

      // Step 2: details.
      const italian = page.getByRole('button', { name: /^Italian/ });
      await italian.click();
      await expect(italian).toHaveAttribute('aria-pressed', 'true');
      const details = page.getByRole('region', { name: 'Recipe Details' });
      await expect(details).toBeVisible();
      await expect(details.getByRole('heading', { name: 'Recipe Details' })).toBeInViewport(); // scrolled to after 300 ms
      await expect(details.getByRole('radio', { name: '2 people' })).toHaveAttribute('aria-checked', 'true');
      await details.getByRole('radiogroup', { name: 'Meal type' }).getByRole('radio', { name: 'Dinner' }).click();
      await expectNoA11yViolations(page, 'home, step 2');

      // Step 3: generate, timing the first card.
      const firstGeneration = await armFirstCardTimer(page, 'Generate Recipes');
      const started = Date.now();
      await details.getByRole('button', { name: 'Generate Recipes' }).click();
      const cards = page.getByTestId('recipe-card');
      await expect(cards.first()).toBeVisible();
      const wallMs = Date.now() - started;
      const firstMs = await firstGeneration();
      await expect(cards).toHaveCount(4);
      await expect(page.getByRole('heading', { name: 'Recipes generated!' })).toBeVisible();
      // The same again on a warm server (the first request of a run also warms the engine and database).
      const regeneration = await armFirstCardTimer(page, 'Regenerate');
      await page.getByRole('button', { name: 'Regenerate' }).click();
      const warmMs = await regeneration();
      console.log(
        `time to first card (built-in engine): ${firstMs.toFixed(1)} ms in the page for the first generation ` +
          `(${wallMs} ms as the test saw it), ${warmMs.toFixed(1)} ms for a regeneration`,
      );

      // A fresh batch of 4; the page may sit within 1000 px of its end after the click, and then the
      // spec's scroll rule already loads the next batch, so 8 is right too.
      await expect.poll(() => cards.count()).toBeGreaterThanOrEqual(4);
      await expect(page.getByRole('heading', { name: 'Recipes generated!' })).toBeVisible();
      await expect(page.getByText('Recipes ready!')).toBeVisible();
      await expect(page.getByText('This usually takes 15-30 seconds')).toHaveCount(0); // the built-in engine is fast
      await expect
        .poll(async () => (await page.getByTestId('recipe-count').textContent()) === `${await cards.count()} recipes`)
        .toBe(true);
      for (const card of await cards.all()) await expect(card.getByText('Dinner', { exact: true })).toBeVisible();
      await expectNoA11yViolations(page, 'home, step 3 with results');

      // Load more with the button, then by scrolling towards the bottom. (The button is dispatched a click:
      // scrolling it into view would itself count as scrolling near the bottom and load the next batch.)
      await page.getByRole('button', { name: 'Load More Recipes' }).dispatchEvent('click');
      await expect.poll(() => cards.count()).toBeGreaterThan(4);
      // Italian dinners run to more than two batches, so the button is there for more.
      await expect(page.getByRole('button', { name: 'Load More Recipes' })).toBeVisible();
      const titles = await page.getByTestId('recipe-card').locator('h3').allTextContents();
      expect(new Set(titles).size).toBe(titles.length); // no repeats: the shown titles were excluded
      const before = await cards.count();
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.mouse.move(640, 400);
      for (let i = 0; i < 6; i++) await page.mouse.wheel(0, 1500);
      await expect.poll(() => cards.count()).toBeGreaterThan(before);

      // Open the first card, scale it to 3x.
      const card = cards.first();
      const title = (await card.locator('h3').textContent())!;
      await card.getByRole('button', { name: 'Show Details' }).click();
      await expect(card.getByRole('heading', { name: 'Instructions' })).toBeVisible();
      await expect(card.getByRole('heading', { name: 'Nutrition per serving' })).toBeVisible();
      const lines = card.getByTestId('ingredient-list').getByRole('listitem');
      const original = await lines.allTextContents();
      for (let i = 0; i < 4; i++) await card.getByRole('button', { name: 'More servings' }).click();
      await expect(card.getByTestId('scale-factor')).toHaveText('3x');
      await expect(card.getByTestId('scaled-servings')).toHaveText('Serves 6 · 3x');
      // The card scales the stored amount, not the rounded one on screen (158 g shows as 160 g, and
      // three times it is 475 g, not 480 g): words must match, figures within the scale's rounding.
      const expected = original.map((line) => scaleIngredientLine(line, 3));
      await expect.poll(async () => scaledAlike(await lines.allTextContents(), expected)).toEqual(expected);
      // The copy, the shared page and the print show the card's scaled lines.
      const scaled = (await lines.allTextContents()).map((line) => line.trim());

      // Save, like, copy.
      await card.getByRole('button', { name: 'Save', exact: true }).click();
      await expect(page.getByTestId('toast')).toContainText('Recipe saved!');
      await expect(card.getByRole('button', { name: 'Saved', exact: true })).toBeVisible();
      await card.getByRole('button', { name: 'Like recipe', exact: true }).click();
      await expect(page.getByTestId('toast')).toContainText('Thanks!');
      await expect(card.getByRole('button', { name: 'Like recipe', exact: true })).toHaveAttribute(
        'aria-pressed',
        'true',
      );
      await card.getByRole('button', { name: 'Copy recipe' }).click();
      await expect(page.getByTestId('toast')).toContainText('Recipe copied!');
      await expect(card.getByRole('button', { name: 'Recipe copied' })).toBeVisible();
      const copied = await page.evaluate(() => navigator.clipboard.readText());
      expect(copied).toContain(title);
      expect(copied).toContain(`- ${scaled[0]}`);
      await expect(card.getByRole('button', { name: 'Copy recipe' })).toBeVisible({ timeout: 4000 }); // back after 2 s

      // Share: the dialog, its link, copy.
      const shareButton = card.getByRole('button', { name: 'Share recipe' });
      await shareButton.click();
      const dialog = page.getByRole('dialog', { name: 'Share this recipe' });
      await expect(dialog).toBeVisible();
      await expectNoA11yViolations(page, 'share dialog');
      const link = await dialog.getByLabel('Recipe link').inputValue();
      expect(link).toMatch(/\/shared-recipe\?r=[A-Za-z0-9_-]+$/);
      await dialog.getByRole('button', { name: 'Copy Link' }).click();
      await expect(page.getByTestId('toast')).toContainText('Link copied!');
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await expect(shareButton).toBeFocused();

      // The link opens the recipe for anyone: a visitor in a fresh browser.
      const visitor = await browser.newContext();
      try {
        const shared = await visitor.newPage();
        const errors: string[] = [];
        shared.on('pageerror', (e) => errors.push(e.message));
        await shared.goto(link);
        await expect(shared.getByRole('heading', { level: 1, name: title })).toBeVisible();
        await expect(shared.getByText('This is a shortened shared version of the recipe.')).toBeVisible();
        const sharedLines = shared.getByRole('region', { name: 'Ingredients' }).getByRole('listitem');
        // The link carries the card's 3x scale.
        await expect(shared.getByTestId('scaled-servings')).toHaveText('Serves 6 · 3x');
        await expect(sharedLines).toHaveText(scaled.slice(0, 5));
        await expect(shared.getByRole('region', { name: 'Instructions' }).getByRole('listitem')).toHaveCount(
          Math.min(3, await card.getByRole('region', { name: 'Instructions' }).getByRole('listitem').count()),
        );
        await expect(shared.getByRole('link', { name: 'Try the recipe generator' })).toHaveAttribute(
          'href',
          '/generate',
        );
        await expectNoA11yViolations(shared, 'shared recipe page (visitor)');
        expect(errors).toEqual([]);
      } finally {
        await visitor.close();
      }

      // Print: a clean sheet, then the browser's print dialog 250 ms later.
      await card.getByRole('button', { name: 'Print recipe' }).click();
      await expect.poll(() => page.evaluate(() => (window as unknown as { __printed: number }).__printed)).toBe(1);
      await page.emulateMedia({ media: 'print' });
      const sheet = page.getByTestId('print-sheet');
      await expect(sheet).toBeVisible();
      await expect(sheet.getByRole('heading', { level: 1, name: title })).toBeVisible();
      await expect(sheet).toContainText(scaled[0]!);
      await expect(page.getByRole('banner')).toBeHidden();
      await expect(page.getByRole('contentinfo')).toBeHidden();
      await expect(page.getByRole('button', { name: 'Save', exact: true })).toHaveCount(0); // nothing of the app is printed
      await page.emulateMedia({ media: 'screen' });
      await page.evaluate(() => window.dispatchEvent(new Event('afterprint')));
      await expect(sheet).toHaveCount(0);

      // Found again in Saved Recipes, and by meal type.
      await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Saved' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Your Saved Recipes' })).toBeVisible();
      const savedCard = page.getByRole('article', { name: title });
      await expect(savedCard).toBeVisible();
      const filter = page.getByRole('radiogroup', { name: 'Filter by meal type' });
      await filter.getByRole('radio', { name: /^Dinner/ }).click();
      await expect(savedCard).toBeVisible();
      await filter.getByRole('radio', { name: /^Breakfast/ }).click();
      await expect(page.getByText('No recipes match your filters')).toBeVisible();
      await expect(savedCard).toHaveCount(0);
    },
  );

  test('Generate More Recipes returns to step 1 with the defaults; Regenerate brings a fresh batch', async ({
    page,
    users,
  }) => {
    await prepareBrowser(page);
    const creds = await users.create();
    await users.signIn(page, creds);
    await page.goto('/');
    await page.getByRole('button', { name: /^French/ }).click();
    await page.getByRole('radio', { name: '4 people' }).click();
    await page.getByRole('switch', { name: 'Explore new ingredients (ignore my pantry items)' }).click();
    await page.getByRole('button', { name: 'Generate Recipes' }).click();
    const cards = page.getByTestId('recipe-card');
    await expect(cards.first()).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Recipes generated!' })).toBeVisible();
    const firstBatch = await cards.locator('h3').allTextContents();

    await page.getByRole('button', { name: 'Regenerate' }).click();
    await expect(page.getByRole('heading', { name: 'Recipes generated!' })).toBeVisible();
    await expect
      .poll(async () => (await cards.locator('h3').allTextContents()).some((t) => firstBatch.includes(t)))
      .toBe(false);

    await page.getByRole('button', { name: 'Generate More Recipes' }).click();
    await expect(page.getByRole('heading', { name: 'Choose a cuisine' })).toBeVisible();
    await page.getByRole('button', { name: /^Japanese/ }).click();
    await expect(page.getByRole('radio', { name: '2 people' })).toHaveAttribute('aria-checked', 'true');
    await expect(
      page.getByRole('switch', { name: 'Explore new ingredients (ignore my pantry items)' }),
    ).toHaveAttribute('aria-checked', 'false');
  });

  test("an empty pantry gets 'Pantry Setup Needed' with a way to the pantry", async ({ page, users }) => {
    await prepareBrowser(page);
    const creds = await users.create();
    await users.signIn(page, creds);
    await page.goto('/');
    await page.getByRole('button', { name: /^Any Cuisine/ }).click();
    await page.getByRole('button', { name: 'Generate Recipes' }).click();
    const panel = page.getByTestId('generation-error');
    await expect(panel.getByRole('heading', { name: 'Pantry Setup Needed' })).toBeVisible();
    await expect(panel).toContainText(
      'Your pantry appears to be empty. Add some ingredients to your pantry first, then try generating recipes again.',
    );
    await expect(panel.getByRole('button', { name: 'Try Again' })).toBeVisible();
    await expectNoA11yViolations(page, 'pantry setup needed');
    await panel.getByRole('link', { name: 'Set Up Pantry' }).click();
    await expect(page).toHaveURL(/\/pantry$/);
  });

  test('the generator has no axe violations on a phone', async ({ page, users }) => {
    test.setTimeout(budget(60_000));
    await prepareBrowser(page);
    await page.setViewportSize(PHONE);
    const creds = await users.create();
    await users.signIn(page, creds);
    await page.goto('/');
    await expectNoA11yViolations(page, 'home step 1 (phone)');
    await page.getByRole('button', { name: /^Mediterranean/ }).click();
    await expect(page.getByRole('heading', { name: 'Recipe Details' })).toBeVisible();
    await expectNoA11yViolations(page, 'home step 2 (phone)');
    await page.getByRole('switch', { name: 'Explore new ingredients (ignore my pantry items)' }).click();
    await page.getByRole('button', { name: 'Generate Recipes' }).click();
    await expect(page.getByTestId('recipe-card').first()).toBeVisible();
    await page.getByTestId('recipe-card').first().getByRole('button', { name: 'Show Details' }).click();
    await expectNoA11yViolations(page, 'results with an open card (phone)');
  });
});

test('a visitor tries the generator from the landing page and is asked to log in to save', async ({ page }) => {
  test.setTimeout(budget(60_000));
  await prepareBrowser(page);
  await page.goto('/');
  await page.getByRole('link', { name: 'Try the recipe generator' }).first().click();
  await expect(page).toHaveURL(/\/generate$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Smart Recipe Generator' })).toBeVisible();
  await expectNoA11yViolations(page, '/generate (visitor)');
  await page.getByRole('button', { name: /^Mexican/ }).click();
  await expect(page.getByRole('switch', { name: /ignore my pantry/ })).toHaveCount(0);
  await page.getByRole('button', { name: 'Generate Recipes' }).click();
  const card = page.getByTestId('recipe-card').first();
  await expect(card).toBeVisible();
  await expect(page.getByTestId('recipe-card')).toHaveCount(4);
  await card.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByTestId('toast')).toContainText('Login required');
  await expect(page.getByTestId('toast')).toContainText('Please log in to save recipes.');
  await card.getByRole('button', { name: 'Dislike recipe' }).click();
  await expect(page.getByTestId('toast')).toContainText('Please log in to provide feedback.');
  await expect(card.getByRole('button', { name: 'Ask the chef about this recipe' })).toHaveCount(0);
  await expectNoA11yViolations(page, '/generate results (visitor)');
});

test('a search with no recipe names the options to relax, never a success state (phone)', async ({
  page,
}, testInfo) => {
  test.setTimeout(budget(60_000));
  await prepareBrowser(page);
  await page.setViewportSize(PHONE);
  await page.goto('/generate');
  await page.getByRole('button', { name: /^Italian/ }).click();
  const details = page.getByRole('region', { name: 'Recipe Details' });
  await details.getByRole('radiogroup', { name: 'Meal type' }).getByRole('radio', { name: 'Dinner' }).click();
  await details.getByRole('radio', { name: '15 min' }).click();
  await details.getByRole('radio', { name: 'Crispy' }).click();
  // The built-in chef now fills even a 15-minute crispy dinner (a topping gives the texture), so an
  // empty answer, which a model may still give, is played by the route: a batch that ends with none.
  await page.route('**/api/recipes/generate/stream', (route) =>
    route.fulfill({
      status: 200,
      contentType: 'application/x-ndjson',
      body: `${JSON.stringify({ type: 'done', count: 0, engine: 'builtin' })}\n`,
    }),
  );
  await details.getByRole('button', { name: 'Generate Recipes' }).click();
  await expect(page.getByRole('heading', { name: 'No recipes found' })).toBeVisible();
  const panel = page.getByTestId('no-results');
  await expect(panel).toContainText('Allow more than 15 min of cooking time');
  await expect(panel).toContainText('Drop the Crispy texture');
  await expect(page.getByText('Recipes generated!')).toHaveCount(0);
  await expect(page.getByText('Recipes ready!')).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Your Personalized Recipes' })).toHaveCount(0);
  await expectNoA11yViolations(page, 'no results (phone)');
  await panel.screenshot({ path: testInfo.outputPath('no-results-phone.png') });
  await panel.getByRole('button', { name: 'Change options' }).click();
  await expect(page.getByRole('heading', { name: 'Recipe Details' })).toBeVisible();
});

test('scrolling loads a few batches, then pauses with the footer in reach; step amounts scale with the card (phone)', async ({
  page,
}, testInfo) => {
  test.setTimeout(budget(150_000));
  await prepareBrowser(page);
  await page.setViewportSize(PHONE);
  await page.goto('/generate');
  await page.getByRole('button', { name: /^Any Cuisine/ }).click();
  await page.getByRole('button', { name: 'Generate Recipes' }).click();
  const cards = page.getByTestId('recipe-card');
  // 4, or 8 when the short page already sits within the spec's 1000 px of its end.
  await expect.poll(() => cards.count()).toBeGreaterThanOrEqual(4);

  // The built-in engine marks the amounts in its steps: at 2x they double along with the ingredient list.
  const card = cards.first();
  await card.getByRole('button', { name: 'Show Details' }).click();
  const steps = card.getByRole('region', { name: 'Instructions' }).getByRole('listitem');
  const before = await steps.allTextContents();
  await card.getByRole('button', { name: 'More servings' }).click();
  await card.getByRole('button', { name: 'More servings' }).click();
  await expect(card.getByTestId('scale-factor')).toHaveText('2x');
  const after = await steps.allTextContents();
  expect(after.join('')).not.toContain('\u2060');
  // Only amounts the engine marked scale (a template's literal '1/2 tsp salt' does not), so which
  // steps change depends on the recipe drawn: recipe-card.test.tsx and the chef's render and
  // quality tests check the scaling itself; here the steps are read again at 2x and carry no marks.
  expect(after).toHaveLength(before.length);
  await card.screenshot({ path: testInfo.outputPath('card-2x-phone.png') });
  await card.getByRole('button', { name: 'Hide Details' }).click();

  const paused = page.getByTestId('load-more-paused');
  const end = page.getByText("That's all the recipes for this search! Try a new cuisine or ingredients.");
  await page.mouse.move(200, 400);
  // The cook keeps scrolling until the feed pauses or ends: each try scrolls, then looks for either.
  await expect(async () => {
    await page.mouse.wheel(0, 2500);
    await expect(paused.or(end)).toBeVisible({ timeout: 500 });
  }).toPass({ timeout: 45_000 });
  const count = await cards.count();
  expect(count).toBeLessThanOrEqual(24); // the first batch and at most 5 on its own
  // Any cuisine runs far past six batches: the feed pauses, it does not end.
  await expect(paused).toBeVisible();
  await expect(paused).toHaveText(`You've seen ${count} recipes. Try another cuisine or ingredient.`);
  // No more requests on their own: the footer stays reachable. Every scroll event the wheels cause
  // has run two frames later, so a request they would start has been asked for by then.
  await page.evaluate(() => {
    const w = window as unknown as { __generateCalls: number };
    w.__generateCalls = 0;
    const original = window.fetch.bind(window);
    window.fetch = (input, init) => {
      if (String(input instanceof Request ? input.url : input).includes('/api/recipes/generate')) w.__generateCalls++;
      return original(input, init);
    };
  });
  for (let i = 0; i < 5; i++) await page.mouse.wheel(0, 2500);
  await nextFrames(page);
  expect(await page.evaluate(() => (window as unknown as { __generateCalls: number }).__generateCalls)).toBe(0);
  expect(await cards.count()).toBe(count);
  await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
  await expect(page.getByRole('contentinfo')).toBeInViewport();
  await page.screenshot({ path: testInfo.outputPath('load-more-paused-phone.png'), fullPage: false });
  await expect(page.getByRole('button', { name: 'Load More Recipes' })).toBeVisible();

  await expectNoA11yViolations(page, 'load-more paused (phone)');
});

test('a failed generation says why in the page where Generate was, not only in passing (500, 429, dropped connection)', async ({
  page,
}) => {
  test.setTimeout(budget(90_000));
  test.info().annotations.push({
    type: 'expected console error',
    description: String.raw`Failed to load resource: (the server responded with a status of 500|net::ERR_CONNECTION_RESET)`,
  });
  await prepareBrowser(page);
  // Playwright's clock: time flows as usual, and the toast's 5 s life can be skipped over.
  await page.clock.install();
  // A fresh search on each visit (the last one is otherwise kept for the browser session).
  await page.addInitScript(() => window.sessionStorage.clear());
  const failures: { name: string; fail: (route: Route) => Promise<void>; title: string; text: string }[] = [
    {
      name: 'server error',
      fail: (route) =>
        route.fulfill({
          status: 500,
          json: { message: 'Something went wrong on our side. Please try again.', code: 'INTERNAL' },
        }),
      title: 'Error Generating Recipes',
      text: 'Something went wrong on our side. Please try again.',
    },
    {
      name: 'rate limit',
      fail: (route) =>
        route.fulfill({
          status: 429,
          json: { message: 'Too many recipe requests. Please try again in 40 seconds.', code: 'RATE_LIMITED' },
        }),
      title: 'Error Generating Recipes',
      text: 'Too many recipe requests. Please try again in 40 seconds.',
    },
    {
      name: 'dropped connection',
      fail: (route) => route.abort('connectionreset'),
      title: 'Connection Issue',
      text: 'Connection problem detected. Check your internet connection and try again.',
    },
  ];
  for (const { name, fail, title, text } of failures) {
    await page.route('**/api/recipes/generate/stream', fail);
    await page.goto('/generate');
    await page.getByRole('button', { name: /^Italian/ }).click();
    await page.getByRole('button', { name: 'Generate Recipes' }).click();

    // Inline, announced (role=alert), in view where the cook was looking, and it stays (no 5 s toast life).
    const panel = page.getByTestId('generation-error');
    await expect(panel, name).toHaveAttribute('role', 'alert');
    await expect(panel.getByRole('heading', { name: title }), name).toBeVisible();
    await expect(panel, name).toContainText(text);
    await expect(panel, name).toBeInViewport();
    await expect(page.getByRole('heading', { name: 'Generation stopped' }), name).toBeVisible();
    await page.clock.fastForward(5500);
    await expect(panel, `${name}, after a toast's life`).toBeVisible();

    // Try Again repeats the request; once the server answers, the recipes come.
    await page.unroute('**/api/recipes/generate/stream');
    await panel.getByRole('button', { name: 'Try Again' }).click();
    await expect(page.getByTestId('recipe-card').first(), name).toBeVisible();
    await expect(panel).toHaveCount(0);
  }
});

test('the page never moves under a pressed pointer: the first press on Generate always generates', async ({ page }) => {
  // Issue 16: picking a cuisine glides the page to step 2 after 300 ms. A press that began before
  // that (or during it) must not have the page slide under the pointer: the release would land
  // elsewhere and the click would be lost, as it was for a cook who went straight for Generate.
  // The page's clock is ours: the 300 ms and the glide's frames pass only when the test says, so a
  // busy machine cannot put the press on the wrong side of them.
  test.setTimeout(budget(60_000));
  await prepareBrowser(page);
  await page.clock.install();
  await page.goto('/generate');
  // The page is drawn before its clock stops: a paused clock while the route still loads (a busy
  // machine, a slow first paint) would leave the test waiting for a button that never comes.
  await expect(page.getByRole('button', { name: /^Italian/ })).toBeVisible();
  await page.clock.pauseAt(Date.now() + 60_000);
  const scrollY = () => page.evaluate(() => window.scrollY);

  // A press in the page's margin while the glide to step 2 runs stops it where it is.
  await page.getByRole('button', { name: /^Italian/ }).click();
  const picked = await scrollY();
  await page.clock.runFor(300 + 120);
  const midway = await scrollY();
  expect(midway).toBeGreaterThan(picked);
  await page.mouse.move(4, 400);
  await page.mouse.down();
  await page.clock.runFor(1000);
  expect(await scrollY()).toBe(midway);
  await page.mouse.up();
  // Left alone, the same glide goes on to show step 2.
  await page.goto('/generate');
  await page.getByRole('button', { name: /^Italian/ }).click();
  await page.clock.runFor(1500);
  expect(await scrollY()).toBeGreaterThan(midway);

  // A press on Generate before the glide begins, held past the moment it would have begun: Generate
  // stays under the pointer and the release generates.
  await page.setViewportSize({ width: 1280, height: 1700 });
  await page.goto('/generate');
  await page.getByRole('button', { name: /^Any Cuisine/ }).click();
  const generate = page
    .getByRole('region', { name: 'Recipe Details' })
    .getByRole('button', { name: 'Generate Recipes' });
  const box = (await generate.boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  await page.clock.runFor(1000);
  expect(await generate.boundingBox()).toEqual(box);
  await page.mouse.up();
  await page.clock.resume();
  await expect(page.getByRole('heading', { name: 'Recipes generated!' })).toBeVisible({ timeout: 20_000 });
  // The first batch (and a second when the glide to step 3 ends within 1000 px of the page's end).
  await expect.poll(() => page.getByTestId('recipe-card').count()).toBeGreaterThanOrEqual(4);
});

test('a batch finishing moves nothing under the cook: the cards stay where they appeared (phone and desktop)', async ({
  browser,
}) => {
  test.setTimeout(budget(60_000));
  for (const size of [
    { width: 320, height: 700 },
    { width: 1280, height: 800 },
  ]) {
    // A fresh browser session each time: the generator keeps its last search per session.
    const context = await browser.newContext({ viewport: size, baseURL: test.info().project.use.baseURL });
    const page = await context.newPage();
    await prepareBrowser(page);
    // The built-in chef answers in one go; pace its lines (250 ms apart) as a model would stream them.
    await page.addInitScript(() => {
      const realFetch = window.fetch.bind(window);
      window.fetch = async (input, init) => {
        const response = await realFetch(input, init);
        if (
          !String(input instanceof Request ? input.url : input).includes('/api/recipes/generate/stream') ||
          !response.body
        )
          return response;
        const reader = response.body.getReader();
        const paced = new ReadableStream<Uint8Array>({
          async pull(controller) {
            const { done, value } = await reader.read();
            if (done) return controller.close();
            let start = 0;
            for (let i = 0; i < value.length; i++) {
              if (value[i] !== 10) continue;
              controller.enqueue(value.slice(start, i + 1));
              start = i + 1;
              await new Promise((r) => setTimeout(r, 250));
            }
            if (start < value.length) controller.enqueue(value.slice(start));
          },
        });
        return new Response(paced, { status: response.status, headers: response.headers });
      };
    });
    await page.goto('/generate');
    await page.getByRole('button', { name: /^Italian/ }).click();
    // From the moment the first card is in the page, record where it sits in the document.
    await page.evaluate(() => {
      const w = window as unknown as { __tops: number[] };
      w.__tops = [];
      const observer = new MutationObserver(() => {
        const card = document.querySelector('[data-testid="recipe-card"]');
        if (card) w.__tops.push(Math.round(card.getBoundingClientRect().top + window.scrollY));
      });
      observer.observe(document.body, { childList: true, subtree: true, characterData: true, attributes: true });
    });
    await page
      .getByRole('region', { name: 'Recipe Details' })
      .getByRole('button', { name: 'Generate Recipes' })
      .click();
    await expect(page.getByRole('heading', { name: 'Recipes generated!' })).toBeVisible({ timeout: 20_000 });
    await expect(page.getByTestId('recipe-card')).toHaveCount(4);
    await nextFrames(page);
    const tops = await page.evaluate(() => (window as unknown as { __tops: number[] }).__tops);
    expect(tops.length, `${size.width} px: the card was seen`).toBeGreaterThan(1);
    expect(new Set(tops), `${size.width} px: first card's top while the batch streamed in and finished`).toEqual(
      new Set([tops[0]]),
    );
    await context.close();
  }
});

/** Two animation frames: scroll events and layout work queued by what happened before have run. */
async function nextFrames(page: Page) {
  await page.evaluate(
    () => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))),
  );
}
