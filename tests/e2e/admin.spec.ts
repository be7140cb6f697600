import type { Browser, Page } from '@playwright/test';
import type { RecipeInput } from '../../src/shared/api/recipes';
import { expect, expectNoA11yViolations, test, type Credentials, budget } from './fixtures';

// The admin console as its people use it: the first account (admin) runs the dashboard, manages a
// cook's account and recipe and reads the log; a cook sends a suggestion from the phone menu and
// the admin works through it.

const PHONE = { width: 390, height: 844 };

function recipe(title: string): RecipeInput {
  return {
    title,
    cuisine: 'italian',
    mealType: 'dinner',
    cookingTime: 30,
    servings: 2,
    difficulty: 'easy',
    ingredients: ['1 1/2 cups arborio rice', '2 cloves garlic, minced', '30 g parmesan, grated'],
    instructions: ['Warm the stock.', 'Stir in the rice and stock until creamy.'],
    nutrition: { calories: 480, protein: 14.2, carbs: 80.1, fat: 9.6, fiber: 3.1 },
  };
}

async function signedInPage(
  browser: Browser,
  signIn: (page: Page) => Promise<void>,
  viewport?: { width: number; height: number },
) {
  const context = await browser.newContext(viewport ? { viewport } : {});
  const page = await context.newPage();
  await page.addInitScript(() => window.localStorage.setItem('chowdr-onboarding-completed', 'true'));
  await signIn(page);
  return page;
}

const userRow = (page: Page, creds: Credentials) => page.getByRole('row').filter({ hasText: `@${creds.username}` });

test('the admin manages a cook: deactivate (their session ends), role there and back, a recipe deleted, all in the log', async ({
  browser,
  page,
  users,
}) => {
  // Seven axe sweeps, over admin tables that hold every user the suite has made: on a slower 2-core
  // machine under four workers the last sweep alone passed three minutes (two rehearsals, 2026-11-27).
  test.setTimeout(budget(300_000));
  const cook = await users.create();
  const cookPage = await signedInPage(browser, (p) => users.signIn(p, cook));
  const title = `Admin Journey Risotto ${Date.now().toString(36)}`;
  const saved = await cookPage.request.post('/api/recipes', { data: recipe(title) });
  expect(saved.status()).toBe(201);
  // The cook plans it for tomorrow's dinner; deleting the recipe later must take it off the calendar.
  const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
  const planned = await cookPage.request.post('/api/scheduled-meals', {
    data: { recipeId: (await saved.json()).id, date: tomorrow, mealType: 'Dinner' },
  });
  expect(planned.status()).toBe(201);

  await page.addInitScript(() => window.localStorage.setItem('chowdr-onboarding-completed', 'true'));
  await users.signIn(page, users.admin);
  await page.goto('/admin');
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible();
  await expect(page.getByText('Healthy', { exact: true })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText('Total Users')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to App' })).toBeVisible();
  await expectNoA11yViolations(page, 'admin dashboard');
  // Nothing scrolls sideways on a 320 px phone.
  await page.setViewportSize({ width: 320, height: 700 });
  const wide = await page.evaluate(() =>
    [...document.querySelectorAll('body *')]
      .filter((e) => e.getBoundingClientRect().right > 320)
      .slice(0, 8)
      .map((e) => `${e.tagName}.${e.className} ${e.getBoundingClientRect().right}`),
  );
  expect(await page.evaluate(() => document.documentElement.scrollWidth), wide.join('\n')).toBeLessThanOrEqual(320);
  await page.screenshot({ path: 'test-results/admin-dashboard-320.png', fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.screenshot({ path: 'test-results/admin-dashboard.png', fullPage: true });

  // Users: deactivate the cook; their open session gets 401 at once.
  await page.getByRole('navigation', { name: 'Admin sections' }).getByRole('link', { name: /Users/ }).click();
  await expect(page).toHaveURL(/\/admin\/users$/);
  await expect(page.getByRole('heading', { level: 1, name: 'User Management' })).toBeVisible();
  const row = userRow(page, cook);
  await expect(row).toBeVisible();
  await expect(row.getByText('Verified')).toBeVisible();
  await expectNoA11yViolations(page, 'admin users');
  await page.screenshot({ path: 'test-results/admin-users.png' });
  await row.getByRole('button', { name: `Deactivate ${cook.username}` }).click();
  await expect(page.getByText('User Updated')).toBeVisible();
  await expect(row.getByText('Inactive')).toBeVisible();
  expect((await cookPage.request.get('/api/recipes/my')).status()).toBe(401);

  // Admin and back.
  await row.getByLabel(`Role of ${cook.username}`).selectOption('admin');
  await expect(page.getByText(`${cook.username} is now an admin.`)).toBeVisible();
  await row.getByLabel(`Role of ${cook.username}`).selectOption('user');
  await expect(page.getByText(`${cook.username} is now a user.`)).toBeVisible();
  await row.getByRole('button', { name: `Activate ${cook.username}` }).click();
  await expect(row.getByText('Active', { exact: true })).toBeVisible();

  // The admin cannot lock themselves out.
  // The first account is the oldest, so its row is on the last page (newest first): page on to it.
  const me = page.getByRole('row').filter({ hasText: `@${users.admin.username} (you)` });
  await expect(async () => {
    if ((await me.count()) === 0) await page.getByRole('button', { name: 'Next' }).click();
    await expect(me).toHaveCount(1, { timeout: 1_000 });
  }).toPass({ timeout: 30_000 });
  await expect(me.getByRole('button', { name: /Deactivate/ })).toBeDisabled();

  // Recipes: view the cook's recipe, then delete it after confirming.
  await page.getByRole('link', { name: 'Back to Dashboard' }).click();
  await page
    .getByRole('navigation', { name: 'Admin sections' })
    .getByRole('link', { name: /Recipes/ })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Recipe Management' })).toBeVisible();
  const recipeRow = page.getByRole('row').filter({ hasText: title });
  await expect(recipeRow.getByText(`@${cook.username}`)).toBeVisible();
  await expectNoA11yViolations(page, 'admin recipes');
  await recipeRow.getByRole('button', { name: `View ${title}` }).click();
  const detail = page.getByRole('dialog', { name: title });
  await expect(detail.getByText('Ingredients')).toBeVisible();
  await expectNoA11yViolations(page, 'recipe detail dialog');
  await page.keyboard.press('Escape');
  await recipeRow.getByRole('button', { name: `Delete ${title}` }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete this recipe?' });
  await expect(confirm).toBeVisible();
  await expectNoA11yViolations(page, 'delete recipe dialog');
  await confirm.getByRole('button', { name: 'Delete Recipe' }).click();
  await expect(page.getByText('Recipe Deleted')).toBeVisible();
  await expect(recipeRow).toHaveCount(0);
  // It has left the cook's calendar too.
  await users.signIn(cookPage, cook);
  const meals = await cookPage.request.get(`/api/scheduled-meals?startDate=${tomorrow}&endDate=${tomorrow}`);
  expect(meals.status()).toBe(200);
  expect((await meals.json()).meals).toEqual([]);
  await cookPage.goto('/calendar');
  await expect(cookPage.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(cookPage.getByText(title)).toHaveCount(0);

  // Logs: every action above, filterable.
  await page.goto('/admin/logs');
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Activity Logs' })).toBeVisible();
  const aboutCook = page.getByRole('listitem').filter({ hasText: cook.username });
  await expect(
    aboutCook.filter({ hasText: /^Deactivate user/ }).filter({ hasText: /After\s*isActive: false/ }),
  ).toBeVisible();
  await expect(
    aboutCook.filter({ hasText: /^Update user role/ }).filter({ hasText: /After\s*role: admin/ }),
  ).toBeVisible();
  await expect(aboutCook.filter({ hasText: /^Activate user/ })).toBeVisible();
  await expectNoA11yViolations(page, 'admin logs');
  await page.screenshot({ path: 'test-results/admin-logs.png' });
  await page.getByLabel('Action').selectOption('delete_recipe');
  const deleted = page.getByRole('listitem').filter({ hasText: title });
  await expect(deleted).toBeVisible();
  await expect(deleted.getByText('Delete recipe')).toBeVisible();
  await page.getByLabel('Action').selectOption('update_improvement');
  await page.getByLabel('Admin').selectOption({ label: users.admin.username });
  await expect(page.getByRole('listitem').filter({ hasText: title })).toHaveCount(0);

  // Delete a user after confirming.
  const leaving = await users.create();
  await page.goto('/admin/users');
  const leavingRow = userRow(page, leaving);
  await leavingRow.getByRole('button', { name: `Delete ${leaving.username}` }).click();
  const confirmUser = page.getByRole('dialog', { name: 'Delete this user?' });
  await expectNoA11yViolations(page, 'delete user dialog');
  await confirmUser.getByRole('button', { name: 'Delete User' }).click();
  await expect(page.getByText('User Deleted')).toBeVisible();
  await expect(leavingRow).toHaveCount(0);
  await cookPage.context().close();
});

test('a cook suggests an improvement from the phone menu; the admin sets it in progress with notes, then deletes it', async ({
  browser,
  users,
}) => {
  test.setTimeout(budget(180_000));
  const cook = await users.create();
  const phone = await signedInPage(browser, (p) => users.signIn(p, cook), PHONE);
  const pinged = phone.waitForResponse((r) => r.url().endsWith('/api/session/update-time') && r.status() === 200);
  await phone.goto('/');
  await pinged; // the app-time ping at sign-in
  await phone.getByRole('button', { name: 'Open menu' }).click();
  await phone.getByRole('button', { name: 'Suggest Improvement' }).click();
  const dialog = phone.getByRole('dialog', { name: 'Suggest Improvement' });
  await expect(dialog).toBeVisible();
  await expectNoA11yViolations(phone, 'suggest improvement dialog');
  await dialog.getByRole('button', { name: 'Submit Suggestion' }).click();
  // The spec's toast, and the same words inline in the dialog (they outlive the toast).
  await expect(phone.getByTestId('toast')).toContainText('Please fill in all required fields');
  await expect(dialog.getByRole('alert')).toHaveText('Please fill in all required fields');
  const title = `Weekly meal plan ${Date.now().toString(36)}`;
  await dialog.getByLabel('Title').fill(title);
  await dialog.getByLabel('Description').fill('Let me copy last week’s plan into this week.');
  await dialog.getByLabel('Category').selectOption('feature');
  await expect(dialog.getByLabel('Priority')).toHaveValue('medium');
  await dialog.getByRole('button', { name: 'Submit Suggestion' }).click();
  await expect(phone.getByText('Your improvement suggestion has been submitted!')).toBeVisible();
  await expect(dialog).toBeHidden();

  const admin = await signedInPage(browser, (p) => users.signIn(p, users.admin));
  await admin.goto('/admin/improvements');
  await expect(admin.getByRole('heading', { level: 1, name: 'User Feedback' })).toBeVisible();
  await expect(admin.getByText('Review and manage user feedback and improvement suggestions')).toBeVisible();
  const card = admin.getByRole('listitem').filter({ hasText: title });
  await expect(card.getByText(`By ${cook.username}`)).toBeVisible();
  await expect(card.getByText('Pending')).toBeVisible();
  await expect(card.getByText(/^ID: \d+$/)).toBeVisible();
  await expectNoA11yViolations(admin, 'admin improvements');
  await admin.screenshot({ path: 'test-results/admin-improvements.png', fullPage: true });
  await card.getByRole('button', { name: `Update ${title}` }).click();
  const update = admin.getByRole('dialog', { name: 'Update Suggestion' });
  await expect(update.getByPlaceholder('Add internal notes about this suggestion...')).toBeVisible();
  await expectNoA11yViolations(admin, 'update suggestion dialog');
  await update.getByRole('button', { name: 'Update', exact: true }).click();
  await expect(admin.getByText('Please provide admin notes or update the status')).toBeVisible();
  await update.getByLabel('Status').selectOption('in-progress');
  await update.getByLabel('Admin Notes').fill('Planned for the calendar release.');
  await update.getByRole('button', { name: 'Update', exact: true }).click();
  await expect(admin.getByText('Improvement suggestion updated successfully')).toBeVisible();
  await expect(card.getByText('Admin Notes:')).toBeVisible();
  await expect(card.getByText('Planned for the calendar release.')).toBeVisible();
  await expect(card.getByText('In Progress')).toBeVisible();
  await card.getByRole('button', { name: `Delete ${title}` }).click();
  // A delete asks first (issue 26 item 6).
  const confirm = admin
    .getByRole('alertdialog', { name: 'Delete this suggestion?' })
    .or(admin.getByRole('dialog', { name: 'Delete this suggestion?' }));
  await expect(confirm).toBeVisible();
  await confirm.getByRole('button', { name: 'Delete Suggestion' }).click();
  await expect(admin.getByText('Improvement suggestion deleted successfully')).toBeVisible();
  await expect(card).toHaveCount(0);

  // Desktop users reach the same dialog from the header.
  await admin.goto('/');
  await admin.getByRole('button', { name: 'Suggest Improvement' }).click();
  await expect(admin.getByRole('dialog', { name: 'Suggest Improvement' })).toBeVisible();
  await phone.context().close();
  await admin.context().close();
});

test('admin screens stay closed to cooks', async ({ page, users }) => {
  const cook = await users.create();
  await page.addInitScript(() => window.localStorage.setItem('chowdr-onboarding-completed', 'true'));
  await users.signIn(page, cook);
  await page.goto('/admin/users');
  await expect(page.getByText('This area needs an administrator account.')).toBeVisible();
  expect((await page.request.get('/api/admin/users')).status()).toBe(403);
});

test('the admin takes a backup now: the dashboard shows its time, size and file, and the log records it', async ({
  page,
  users,
}) => {
  await page.addInitScript(() => window.localStorage.setItem('chowdr-onboarding-completed', 'true'));
  await users.signIn(page, users.admin);
  await page.goto('/admin');
  const card = page
    .getByRole('heading', { name: 'Backups' })
    .locator('xpath=ancestor::*[contains(@class,"rounded")][1]');
  await expect(card.getByText('Automatic backups are off (BACKUP_INTERVAL_HOURS=0).')).toBeVisible();
  await card.getByRole('button', { name: 'Take a backup now' }).click();
  await expect(page.getByTestId('toast')).toContainText('Backup Taken');
  await expect(card.getByText(/^chowdr-backup-\d{4}-\d\d-\d\dT[\d-]+Z\.jsonl\.gz$/)).toBeVisible();
  await expect(card.getByText(/^\d+(\.\d)? (B|KB|MB)$/)).toBeVisible();
  await expect(card.getByText('Backed up')).toBeVisible();
  await page.goto('/admin/logs');
  await expect(page.getByRole('listitem').filter({ hasText: 'Create backup' }).first()).toContainText('on backup');
});
