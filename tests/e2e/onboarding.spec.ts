import type { Page } from '@playwright/test';
import { expect, expectNoA11yViolations, test } from './fixtures';

// The first-run tutorial (spec sections 2 and 4): who sees it, its three steps, every way out.

const PHONE = { width: 390, height: 844 };
const FLAG = 'chowdr-onboarding-completed';

async function logInThroughUi(page: Page, username: string, password: string) {
  await page.goto('/login');
  await page.getByLabel('Username or email').fill(username);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
}

const flag = (page: Page) => page.evaluate((key) => window.localStorage.getItem(key), FLAG);

test('a new cook gets the tutorial at first sign-in, steps through it and opens the pantry from it', async ({
  page,
  users,
}) => {
  test.slow(); // three axe runs
  const creds = await users.create();
  await logInThroughUi(page, creds.username, creds.password);

  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await expect(dialog).toHaveAccessibleName(`Welcome to Chowdr, ${creds.firstName}!`);
  await expect(dialog).toContainText('Step 1 of 3');
  await expect(dialog).toContainText('Setting things up takes just 2-3 minutes.');
  await expect(dialog.getByRole('button', { name: 'Previous' })).toHaveCount(0);
  await expect(dialog.getByRole('button', { name: 'Next' })).toBeFocused();
  await expectNoA11yViolations(page, 'onboarding step 1');

  await dialog.getByRole('button', { name: 'Next' }).click();
  await expect(dialog).toHaveAccessibleName('Save your favourites');
  await expect(dialog).toContainText('Step 2 of 3');
  await expectNoA11yViolations(page, 'onboarding step 2');

  await dialog.getByRole('button', { name: 'Next' }).click();
  await expect(dialog).toHaveAccessibleName('Set up your pantry');
  await expect(dialog).toContainText('Step 3 of 3');
  await expect(dialog.getByRole('button', { name: 'Next' })).toHaveCount(0);
  await expect(dialog.getByRole('button', { name: 'Get Started Cooking' })).toBeVisible();
  await expectNoA11yViolations(page, 'onboarding step 3');

  await dialog.getByRole('button', { name: 'Previous' }).click();
  await expect(dialog).toContainText('Step 2 of 3');
  await dialog.getByRole('button', { name: 'Next' }).click();

  expect(await flag(page)).toBeNull();
  await dialog.getByRole('link', { name: 'Set Up My Pantry' }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/pantry$/);
  await expect(page.getByRole('heading', { level: 1, name: 'My Pantry' })).toBeVisible();
  expect(await flag(page)).toBe('true');

  // Completed: it does not come back.
  await page.goto('/');
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('Skip Tutorial closes it for good', async ({ page, users }) => {
  const creds = await users.create();
  await users.signIn(page, creds);
  await page.goto('/');
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('Step 1 of 3');
  await dialog.getByRole('button', { name: 'Skip Tutorial' }).click();
  await expect(dialog).toBeHidden();
  expect(await flag(page)).toBe('true');
  await page.reload();
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('Get Started Cooking on the last step completes it', async ({ page, users }) => {
  const creds = await users.create();
  await users.signIn(page, creds);
  await page.goto('/');
  const dialog = page.getByRole('dialog');
  // Keyboard only: focus starts on Next.
  await expect(dialog.getByRole('button', { name: 'Next' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(dialog).toContainText('Step 2 of 3');
  await page.keyboard.press('Enter');
  await expect(dialog).toContainText('Step 3 of 3');
  await expect(dialog.getByRole('button', { name: 'Get Started Cooking' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/$/);
  expect(await flag(page)).toBe('true');
});

test('focus stays inside the tutorial; Esc closes it, counts as a skip and hands focus back to the page', async ({
  page,
  users,
}) => {
  const creds = await users.create();
  await users.signIn(page, creds);
  await page.goto('/');
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('button', { name: 'Next' })).toBeFocused();
  for (let i = 0; i < 8; i++) {
    await page.keyboard.press('Tab');
    expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
  }
  for (let i = 0; i < 4; i++) {
    await page.keyboard.press('Shift+Tab');
    expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
  }
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(page.locator('#main-content')).toBeFocused();
  expect(await flag(page)).toBe('true');
  await page.reload();
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('each step has no axe violations on a phone, and the buttons are in thumb reach', async ({ page, users }) => {
  test.slow(); // three axe runs
  const creds = await users.create();
  await users.signIn(page, creds);
  await page.setViewportSize(PHONE);
  await page.goto('/');
  const dialog = page.getByRole('dialog');
  for (const step of [1, 2, 3]) {
    await expect(dialog).toContainText(`Step ${step} of 3`);
    await expectNoA11yViolations(page, `onboarding step ${step} (phone)`);
    const primary = dialog.getByRole('button', { name: step === 3 ? 'Get Started Cooking' : 'Next' });
    const box = (await primary.boundingBox())!;
    expect(box.height).toBeGreaterThanOrEqual(44);
    expect(box.y + box.height).toBeLessThanOrEqual(PHONE.height);
    if (step < 3) await primary.click();
  }
});

test('an unverified cook does not get the tutorial', async ({ page, users }) => {
  const creds = await users.create({ verified: false });
  await users.signIn(page, creds);
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Verify your email' })).toBeVisible();
  // The lazily loaded dialog would have come with the page's requests: wait until they are done.
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('dialog')).toHaveCount(0);
});
