import type { Page } from '@playwright/test';
import type { RecipeInput } from '../../src/shared/api/recipes';
import { expect, expectNoA11yViolations, test } from './fixtures';

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
    ingredients: ['1 1/2 cups arborio rice', '2 cloves garlic, minced', '1 onion, diced', '30 g parmesan, grated', 'Salt, to taste'],
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
  test.setTimeout(90_000);
  await skipTutorial(page);
  const creds = await users.create();
  await users.signIn(page, creds);
  for (const r of [recipe('Lemon Risotto', 'dinner'), recipe('Shakshuka', 'breakfast', 'mediterranean'), recipe('Bean Chilli', 'dinner', 'mexican')]) {
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
  await page.route('**/api/recipes/my', (route) =>
    route.fulfill({ status: 429, contentType: 'application/json', body: '{"message":"Slow down.","code":"RATE_LIMITED"}' }),
  );
  await page.goto('/saved-recipes');
  await expect(page.getByText('Failed to load your saved recipes')).toBeVisible();
  await expectNoA11yViolations(page, 'saved recipes (load failed)');
  await page.unroute('**/api/recipes/my');
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByRole('article', { name: 'Lemon Risotto' })).toBeVisible();
});

test('a broken share link explains itself', async ({ page }) => {
  await page.goto('/shared-recipe?r=not-a-recipe');
  await expect(page.getByRole('heading', { level: 1, name: "This recipe link doesn't work" })).toBeVisible();
  await expectNoA11yViolations(page, 'shared recipe (broken link)');
});
