import type { Page } from '@playwright/test';
import { expect, expectNoA11yViolations, test, localDay, budget } from './fixtures';

// Plan my week (issue 28): a cook with a 12-item pantry plans a week of three meals, locks two,
// tries another dish for one, saves the plan and shops for the week. Then the same on a phone.

const PANTRY: [string, string][] = [
  ['chicken-breast', 'always'],
  ['eggs', 'always'],
  ['rice', 'always'],
  ['onion', 'always'],
  ['garlic', 'usually'],
  ['tomatoes', 'usually'],
  ['spinach', 'usually'],
  ['pasta-penne', 'usually'],
  ['cheddar', 'usually'],
  ['black-beans', 'rarely'],
  ['bell-pepper', 'rarely'],
  ['greek-yogurt', 'rarely'],
];

async function prepare(
  page: Page,
  users: {
    create(): Promise<{ username: string; password: string }>;
    signIn(page: Page, c: { username: string; password: string }): Promise<void>;
  },
) {
  await page.addInitScript(() => window.localStorage.setItem('chowdr-onboarding-completed', 'true'));
  const creds = await users.create();
  await users.signIn(page, creds);
  const now = new Date().toISOString();
  const res = await page.request.put('/api/pantry', {
    data: { pantryItems: PANTRY.map(([ingredientId, frequency]) => ({ ingredientId, frequency, addedDate: now })) },
  });
  expect(res.ok()).toBe(true);
}

test.describe('plan my week', () => {
  test('plan a week from the pantry, lock two meals, retry one, save, shop', async ({ page, users }) => {
    test.setTimeout(budget(180_000));
    await prepare(page, users);
    const start = await localDay(page, 1);
    const end = await localDay(page, 7);
    await page.goto(`/calendar?date=${start}`);
    await page.getByRole('button', { name: 'Plan my week' }).click();
    const dialog = page.getByRole('dialog', { name: 'Plan my week' });
    await expect(dialog).toBeVisible();
    await dialog.getByLabel('First day').fill(start);
    await dialog.getByRole('button', { name: 'Italian' }).click();
    await dialog.getByRole('button', { name: 'Mexican' }).click();
    await dialog.getByRole('button', { name: 'Asian' }).click();
    await expect(dialog.getByRole('switch', { name: 'Use my pantry' })).toBeChecked();
    await expectNoA11yViolations(page, 'plan my week: options');
    await dialog.getByRole('button', { name: 'Plan my week' }).click();

    const locks = dialog.getByRole('button', { name: /^Lock / });
    await expect(locks).toHaveCount(21, { timeout: 30_000 });
    await expect(dialog.getByRole('list', { name: 'Notes on this plan' })).toContainText('from your pantry');
    await expectNoA11yViolations(page, 'plan my week: proposal');
    await page.screenshot({ path: 'test-results/plan-week-proposal.png', fullPage: true });

    // Lock two meals, the second by keyboard.
    await locks.nth(0).click();
    await locks.nth(4).focus();
    await page.keyboard.press('Space');
    await expect(locks.nth(0)).toHaveAttribute('aria-pressed', 'true');
    await expect(locks.nth(4)).toHaveAttribute('aria-pressed', 'true');
    await expect(dialog.getByRole('button', { name: /^Try another / }).nth(0)).toBeDisabled();

    // Try another dish for the second meal: only that one changes.
    const slots = dialog.locator('[data-testid^="plan-2"]');
    const titles = async () =>
      slots.evaluateAll((els) => els.map((e) => e.querySelector('span:nth-child(2)')!.textContent));
    const before = await titles();
    await dialog
      .getByRole('button', { name: /^Try another / })
      .nth(1)
      .click();
    await expect.poll(async () => (await titles())[1], { timeout: 30_000 }).not.toBe(before[1]);
    const after = await titles();
    expect(after.filter((t, i) => t !== before[i])).toHaveLength(1);
    expect(new Set(after).size).toBe(21);

    await dialog.getByRole('button', { name: 'Save plan' }).click();
    const shop = page.getByRole('dialog', { name: 'Shopping List Generator' });
    await expect(shop).toBeVisible({ timeout: 30_000 });
    await expect(shop.getByLabel('Start date')).toHaveValue(start);
    await expect(shop.getByLabel('End date')).toHaveValue(end);
    await expect(shop.getByText('21 planned meals in this range.')).toBeVisible();
    await shop.getByRole('button', { name: 'Generate List' }).click();
    await expect(shop.getByTestId('shopping-item').first()).toBeVisible();
    const items = await shop.getByTestId('shopping-item').count();
    expect(items).toBeGreaterThan(10);
    await expectNoA11yViolations(page, 'shopping list after a plan');

    // The calendar holds the plan, with the locked and retried meals as shown.
    const meals = (await (await page.request.get(`/api/scheduled-meals?startDate=${start}&endDate=${end}`)).json()) as {
      meals: { recipe: { title: string } }[];
    };
    expect(meals.meals.map((m) => m.recipe.title).sort()).toEqual([...after].sort());
  });

  test('on a phone the proposal is a list of days', async ({ page, users }) => {
    test.setTimeout(budget(120_000));
    await page.setViewportSize({ width: 390, height: 844 });
    await prepare(page, users);
    const start = await localDay(page, 10);
    await page.goto(`/calendar?date=${start}`);
    await page.getByRole('button', { name: 'Plan my week' }).click();
    const dialog = page.getByRole('dialog', { name: 'Plan my week' });
    await dialog.getByLabel('First day').fill(start);
    await dialog.getByLabel('Days').fill('3');
    await dialog.getByRole('button', { name: 'Plan my week' }).click();
    await expect(dialog.getByRole('button', { name: /^Lock / })).toHaveCount(9, { timeout: 30_000 });
    const boxes = await dialog
      .locator('[data-testid^="plan-day-"]')
      .evaluateAll((els) =>
        els.map((e) => e.getBoundingClientRect()).map((r) => ({ x: Math.round(r.x), y: Math.round(r.y) })),
      );
    expect(boxes).toHaveLength(3);
    expect(new Set(boxes.map((b) => b.x)).size).toBe(1);
    expect(boxes[1]!.y).toBeGreaterThan(boxes[0]!.y);
    await expectNoA11yViolations(page, 'plan my week on a phone');
    await page.screenshot({ path: 'test-results/plan-week-phone.png' });
  });
});
