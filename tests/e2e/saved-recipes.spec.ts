import type { Page } from '@playwright/test';
import type { RecipeInput } from '../../src/shared/api/recipes';
import { expect, expectNoA11yViolations, test, budget } from './fixtures';

// Saved Recipes: the empty state, the meal-type filter with counts, removing a recipe, a failed load.

const PHONE = { width: 390, height: 844 };

function recipe(title: string, mealType: string, cuisine = 'italian'): RecipeInput {
  return {
    title,
    cuisine,
    mealType,
    cookingTime: 30,
    servings: 2,
    difficulty: 'easy',
    ingredients: [
      '1 1/2 cups arborio rice',
      '2 cloves garlic, minced',
      '1 onion, diced',
      '30 g parmesan, grated',
      'Salt, to taste',
    ],
    instructions: ['Warm the stock.', 'Soften the onion and garlic.', 'Stir in the rice and stock until creamy.'],
    nutrition: { calories: 480, protein: 14.2, carbs: 80.1, fat: 9.6, fiber: 3.1 },
  };
}

async function skipTutorial(page: Page) {
  await page.addInitScript(() => window.localStorage.setItem('chowdr-onboarding-completed', 'true'));
}

test('a new cook sees the empty state with a way to the generator', async ({ page, users }) => {
  await skipTutorial(page);
  const creds = await users.create();
  await users.signIn(page, creds);
  await page.goto('/saved-recipes');
  await expect(page.getByRole('heading', { level: 1, name: 'Your Saved Recipes' })).toBeVisible();
  await expect(page.getByText('No saved recipes found')).toBeVisible();
  await expectNoA11yViolations(page, 'saved recipes (empty)');
  await page.getByRole('link', { name: 'Generate Your First Recipes' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Smart Recipe Generator' })).toBeVisible();
});

test('saved recipes filter by meal type with counts, and a recipe can be removed', async ({ page, users }) => {
  test.setTimeout(budget(90_000));
  await skipTutorial(page);
  // Signed up in an en-US browser: US units, the units these recipes are written in.
  const creds = await users.create({ locale: 'en-US' });
  await users.signIn(page, creds);
  for (const r of [
    recipe('Lemon Risotto', 'dinner'),
    recipe('Shakshuka', 'breakfast', 'mediterranean'),
    recipe('Bean Chilli', 'dinner', 'mexican'),
  ]) {
    const res = await page.request.post('/api/recipes', { data: r });
    expect(res.status()).toBe(201);
  }

  await page.goto('/saved-recipes');
  const cards = page.getByTestId('recipe-card');
  await expect(cards).toHaveCount(3);
  // Newest first.
  await expect(cards.locator('h3')).toHaveText(['Bean Chilli', 'Shakshuka', 'Lemon Risotto']);
  await expect(page.getByTestId('saved-count')).toHaveText('3 saved recipes');
  const filter = page.getByRole('radiogroup', { name: 'Filter by meal type' });
  await expect(filter.getByRole('radio', { name: 'All 3' })).toHaveAttribute('aria-checked', 'true');
  await expect(filter.getByRole('radio', { name: 'Dinner 2' })).toBeVisible();
  await expect(filter.getByRole('radio', { name: 'Breakfast 1' })).toBeVisible();
  await expectNoA11yViolations(page, 'saved recipes');

  await filter.getByRole('radio', { name: 'Dinner 2' }).click();
  await expect(cards).toHaveCount(2);
  await expect(page).toHaveURL(/\/saved-recipes\?mealType=dinner$/);
  await expect(page.getByTestId('saved-count')).toHaveText('Showing 2 of 3 saved recipes');
  await page.reload();
  await expect(cards).toHaveCount(2); // the filter is in the address
  await expectNoA11yViolations(page, 'saved recipes (filtered)');

  await filter.getByRole('radio', { name: 'Lunch 0' }).click();
  await expect(page.getByText('No recipes match your filters')).toBeVisible();
  await expectNoA11yViolations(page, 'saved recipes (filter matches nothing)');
  await page.getByRole('button', { name: 'Show all recipes' }).click();
  await expect(cards).toHaveCount(3);

  // Remove, after a confirmation (Cancel first: nothing happens, focus returns).
  const shakshuka = page.getByRole('article', { name: 'Shakshuka' });
  const remove = shakshuka.getByRole('button', { name: 'Remove from saved recipes' });
  await remove.click();
  const dialog = page.getByRole('dialog', { name: 'Remove this recipe?' });
  await expect(dialog).toBeVisible();
  await expectNoA11yViolations(page, 'remove recipe dialog');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(remove).toBeFocused();
  await remove.click();
  await dialog.getByRole('button', { name: 'Remove Recipe' }).click();
  await expect(page.getByTestId('toast')).toContainText('Recipe removed');
  await expect(shakshuka).toHaveCount(0);
  await expect(cards).toHaveCount(2);
  await page.reload();
  await expect(cards).toHaveCount(2);
  await expect(page.getByRole('article', { name: 'Shakshuka' })).toHaveCount(0);

  // A saved card works like any other: open it and scale it.
  const risotto = page.getByRole('article', { name: 'Lemon Risotto' });
  await risotto.getByRole('button', { name: 'Show Details' }).click();
  await risotto.getByRole('button', { name: 'More servings' }).click();
  await risotto.getByRole('button', { name: 'More servings' }).click();
  await expect(risotto.getByTestId('ingredient-list').getByRole('listitem').first()).toHaveText('3 cups arborio rice');

  await page.setViewportSize(PHONE);
  await expectNoA11yViolations(page, 'saved recipes (phone)');
});

test('a failed load says so and retries', async ({ page, users }) => {
  await skipTutorial(page);
  const creds = await users.create();
  await users.signIn(page, creds);
  await page.request.post('/api/recipes', { data: recipe('Lemon Risotto', 'dinner') });
  // A 4xx (not a 5xx) keeps the browser's own "Failed to load resource" line out of the error console.
  await page.route('**/api/recipes/my?*', (route) =>
    route.fulfill({
      status: 429,
      contentType: 'application/json',
      body: '{"message":"Slow down.","code":"RATE_LIMITED"}',
    }),
  );
  await page.goto('/saved-recipes');
  await expect(page.getByText('Failed to load your saved recipes')).toBeVisible();
  await expectNoA11yViolations(page, 'saved recipes (load failed)');
  await page.unroute('**/api/recipes/my?*');
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByRole('article', { name: 'Lemon Risotto' })).toBeVisible();
});

test('a long collection loads page by page as the cook scrolls, with counts of everything', async ({ page, users }) => {
  test.setTimeout(budget(120_000));
  await skipTutorial(page);
  const creds = await users.create();
  await users.signIn(page, creds);
  for (let i = 1; i <= 30; i++) {
    const res = await page.request.post('/api/recipes', {
      data: recipe(`Dish ${String(i).padStart(2, '0')}`, i % 3 === 0 ? 'lunch' : 'dinner'),
    });
    expect(res.status()).toBe(201);
  }
  await page.goto('/saved-recipes');
  const cards = page.getByTestId('recipe-card');
  await expect(cards).toHaveCount(24);
  await expect(cards.first().locator('h3')).toHaveText('Dish 30');
  await expect(page.getByTestId('saved-count')).toHaveText('30 saved recipes');
  const filter = page.getByRole('radiogroup', { name: 'Filter by meal type' });
  await expect(filter.getByRole('radio', { name: 'Dinner 20' })).toBeVisible();
  await expect(filter.getByRole('radio', { name: 'Lunch 10' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Load more recipes' })).toBeVisible();
  // Scrolling down to the bottom loads the rest.
  await page.mouse.wheel(0, 200);
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expect(cards).toHaveCount(30);
  await expect(cards.last().locator('h3')).toHaveText('Dish 01');
  await expect(page.getByRole('button', { name: 'Load more recipes' })).toHaveCount(0);
  await expectNoA11yViolations(page, 'saved recipes (all pages)');

  // A filter pages on the server too; its count stays the total for that meal type.
  await filter.getByRole('radio', { name: 'Dinner 20' }).click();
  await expect(cards).toHaveCount(20);
  await expect(page.getByTestId('saved-count')).toHaveText('Showing 20 of 30 saved recipes');

  // On a small phone, after a reload: the first page, and the button for those who do not scroll.
  await page.setViewportSize({ width: 320, height: 700 });
  await filter.getByRole('radio', { name: 'All 30' }).click();
  await page.reload();
  await expect(cards).toHaveCount(24);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  await page.screenshot({ path: `test-results/saved-recipes-paged-320.png` });
  // The button works without scrolling (a real click would scroll, and scrolling alone loads the rest).
  await page.getByRole('button', { name: 'Load more recipes' }).dispatchEvent('click');
  await expect(cards).toHaveCount(30);
  await expect(page.getByRole('button', { name: 'Load more recipes' })).toHaveCount(0);
});

test('a long non-Latin recipe shares as a link that opens, at the scale chosen on the card', async ({
  page,
  users,
  browser,
}) => {
  test.setTimeout(budget(90_000));
  await skipTutorial(page);
  const creds = await users.create();
  await users.signIn(page, creds);
  const phrases = [
    '鍋に油を熱し、玉ねぎを弱火でじっくりと炒めます。',
    '鶏もも肉は一口大に切り、塩と胡椒で下味をつけておきます。',
    '醤油、みりん、砂糖、酒を合わせて甘辛いたれを作ります。',
    '火を止めてから蓋をして、余熱で十分ほど蒸らしてください。',
    '器に盛り付け、刻んだ青ねぎと白ごまを散らして完成です。',
  ];
  const sentence = (i: number, length: number) => {
    let s = '';
    for (let j = i; s.length < length; j += 2) s += phrases[j % phrases.length];
    return s.slice(0, length);
  };
  const long: RecipeInput = {
    ...recipe('照り焼きチキンの炊き込みご飯', 'dinner', 'japanese'),
    servings: 2,
    ingredients: Array.from({ length: 40 }, (_, i) => `${i + 1} cups ${sentence(i, 60)}`),
    instructions: Array.from({ length: 20 }, (_, i) => sentence(i, 490)),
  };
  expect(new TextEncoder().encode(JSON.stringify(long)).length).toBeGreaterThan(30_000);
  expect((await page.request.post('/api/recipes', { data: long })).status()).toBe(201);
  await page.goto('/saved-recipes');
  const card = page.getByRole('article', { name: long.title });
  await card.getByRole('button', { name: 'Show Details' }).click();
  await card.getByRole('button', { name: 'More servings' }).click();
  await card.getByRole('button', { name: 'Share recipe' }).click();
  const dialog = page.getByRole('dialog', { name: 'Share this recipe' });
  const input = dialog.getByLabel('Recipe link');
  await expect(input).toHaveValue(/\/shared-recipe\?r=z[A-Za-z0-9_-]+$/);
  const link = await input.inputValue();
  expect(link.length).toBeLessThan(8_100);

  const visitor = await browser.newContext();
  try {
    const shared = await visitor.newPage();
    const res = await shared.goto(link);
    expect(res?.status()).toBe(200);
    await expect(shared.getByRole('heading', { level: 1, name: long.title })).toBeVisible();
    await expect(shared.getByTestId('scaled-servings')).toHaveText('Serves 3 · 1.5x');
    await expect(shared.getByRole('region', { name: 'Instructions' }).getByRole('listitem')).toHaveCount(3);
    await expect(shared.getByRole('region', { name: 'Instructions' }).getByRole('listitem').first()).toContainText(
      long.instructions[0]!,
    );
    await expectNoA11yViolations(shared, 'shared recipe (long, scaled)');
    await shared.screenshot({ path: 'test-results/shared-recipe-long.png', fullPage: true });
  } finally {
    await visitor.close();
  }
});

test('a broken share link explains itself', async ({ page }) => {
  await page.goto('/shared-recipe?r=not-a-recipe');
  await expect(page.getByRole('heading', { level: 1, name: "This recipe link doesn't work" })).toBeVisible();
  await expectNoA11yViolations(page, 'shared recipe (broken link)');
});
