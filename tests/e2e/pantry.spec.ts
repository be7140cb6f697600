import type { Locator, Page } from '@playwright/test';
import { expect, expectNoA11yViolations, test, budget } from './fixtures';

// My Pantry (spec sections 2, 5, 8 and 9) as a new home cook uses it, against the real server.

const PHONE = { width: 390, height: 844 };

async function logInThroughUi(page: Page, username: string, password: string) {
  await page.goto('/login');
  await page.getByLabel('Username or email').fill(username);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
}

/** Runs `action` and waits for the PUT /api/pantry it causes; returns the list the server stored. */
async function saved(page: Page, action: () => Promise<unknown>) {
  const [response] = await Promise.all([
    page.waitForResponse((r) => r.url().endsWith('/api/pantry') && r.request().method() === 'PUT'),
    action(),
  ]);
  expect(response.status()).toBe(200);
  return ((await response.json()) as { pantryItems: { ingredientId: string; frequency: string }[] }).pantryItems;
}

/** Arrow keys through the open results until `name` is the active option, then Enter toggles it. */
async function pickWithKeyboard(page: Page, search: Locator, name: string) {
  const options = page.getByRole('listbox', { name: 'Matching ingredients' }).getByRole('option');
  const ids = await options.evaluateAll((els) => els.map((el) => el.id));
  const names = await options.allTextContents();
  const target = names.findIndex((text) => text.startsWith(name));
  expect(target, `${name} among the results`).toBeGreaterThanOrEqual(0);
  const current = ids.indexOf((await search.getAttribute('aria-activedescendant')) ?? '');
  const key = current < target ? 'ArrowDown' : 'ArrowUp';
  for (let i = 0; i < Math.abs(target - current); i++) await page.keyboard.press(key);
  await expect(search).toHaveAttribute('aria-activedescendant', ids[target]!);
  await page.keyboard.press('Enter');
  await expect(options.nth(target)).toHaveAttribute('aria-selected', 'true');
}

const pantryCard = (page: Page) => page.getByRole('region', { name: 'Current Pantry' });
const row = (page: Page, name: string) => pantryCard(page).getByRole('listitem').filter({ hasText: name });

test(
  'a new cook sets up the pantry from the tutorial, and generation cooks with it',
  { tag: '@smoke' },
  async ({ page, users }) => {
    test.setTimeout(budget(60_000));
    const creds = await users.create();
    await logInThroughUi(page, creds.username, creds.password);

    // First sign-in: the tutorial, whose last step leads to the pantry.
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText('Step 1 of 3');
    await dialog.getByRole('button', { name: 'Next' }).click();
    await dialog.getByRole('button', { name: 'Next' }).click();
    await dialog.getByRole('link', { name: 'Set Up My Pantry' }).click();
    await expect(page).toHaveURL(/\/pantry$/);
    await expect(page.getByRole('heading', { level: 1, name: 'My Pantry' })).toBeVisible();
    await expect(pantryCard(page).getByText('Your pantry is empty')).toBeVisible();

    // Keyboard only: search 'chick', pick chicken breast, chickpeas and chicken thighs, Tab to Add, Enter.
    const search = page.getByRole('combobox', { name: 'Search ingredients' });
    await expect(search).toBeEnabled();
    await search.focus();
    await page.keyboard.type('chick');
    await expect(page.getByRole('listbox', { name: 'Matching ingredients' })).toBeVisible();
    await pickWithKeyboard(page, search, 'Chicken breast');
    await pickWithKeyboard(page, search, 'Chickpeas');
    await pickWithKeyboard(page, search, 'Chicken thighs');
    await expect(page.getByText('3 selected')).toBeVisible();
    await page.keyboard.press('Tab');
    const add = page.getByRole('button', { name: 'Add to Pantry' });
    await expect(add).toBeFocused();
    let stored = await saved(page, () => page.keyboard.press('Enter'));
    expect(stored.map((i) => `${i.ingredientId}:${i.frequency}`).sort()).toEqual([
      'chicken-breast:usually',
      'chicken-thighs:usually',
      'chickpeas:usually',
    ]);
    await expect(page.getByTestId('toast')).toContainText('Pantry updated');
    await expect(page.getByTestId('toast')).toContainText('Your pantry has been updated successfully.');
    await expect(add).toBeDisabled();
    await expect(search).toBeFocused();
    await expect(pantryCard(page).getByRole('region', { name: /Proteins/ })).toBeVisible();

    // Change a frequency.
    stored = await saved(page, () =>
      page.getByRole('combobox', { name: 'How often you have Chickpeas' }).selectOption('Always'),
    );
    expect(stored.find((i) => i.ingredientId === 'chickpeas')?.frequency).toBe('always');

    // Remove an item.
    stored = await saved(page, () =>
      row(page, 'Chicken thighs').getByRole('button', { name: 'Remove Chicken thighs' }).click(),
    );
    expect(stored.map((i) => i.ingredientId).sort()).toEqual(['chicken-breast', 'chickpeas']);
    await expect(row(page, 'Chicken thighs')).toHaveCount(0);

    // Reload: the pantry is as left.
    await page.reload();
    await expect(row(page, 'Chicken breast').getByRole('combobox')).toHaveValue('usually');
    await expect(row(page, 'Chickpeas').getByRole('combobox')).toHaveValue('always');
    await expect(row(page, 'Chicken thighs')).toHaveCount(0);

    // Accept a smart suggestion: one tap adds it with the default frequency.
    const suggestions = page.getByRole('list', { name: 'Suggested ingredients' });
    const first = suggestions.getByRole('button').first();
    // Its name is its visible name with 'Add' read out before it ('Add Onion').
    const label = (await first.evaluate((b) => b.querySelector('.font-semibold')?.textContent ?? '')).trim();
    const name = label.replace(/^Add /, '');
    stored = await saved(page, () => first.click());
    expect(stored).toHaveLength(3);
    await expect(row(page, name)).toBeVisible();
    await expect(suggestions.getByRole('button', { name: label, exact: true })).toHaveCount(0);

    // Generation cooks with the pantry: through the generator on the home screen.
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Recipes' }).click();
    await page.getByRole('button', { name: /^Any Cuisine/ }).click();
    await page.getByRole('button', { name: 'Generate Recipes' }).click();
    await expect(page.getByRole('heading', { name: 'Recipes generated!' })).toBeVisible({ timeout: 20_000 });
    const showDetails = page.getByRole('button', { name: 'Show Details' });
    await expect(showDetails.first()).toBeVisible();
    // The first batch (4 cards); scrolling further would load more.
    for (let i = 0; i < 4 && (await showDetails.count()) > 0; i++) await showDetails.first().click();
    const shown = (await page.getByRole('main').innerText()).toLowerCase();
    expect(shown).toMatch(/chicken breast|chickpeas/);
  },
);

test('the pantry screen has no axe violations: empty, with items, with search results open, desktop and phone', async ({
  page,
  users,
}) => {
  test.slow(); // five axe runs
  const creds = await users.create();
  await page.addInitScript(() => window.localStorage.setItem('chowdr-onboarding-completed', 'true'));
  await users.signIn(page, creds);
  await page.goto('/pantry');
  await expect(pantryCard(page).getByText('Your pantry is empty')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Suggested ingredients' })).toBeVisible();
  await expectNoA11yViolations(page, '/pantry (empty)');

  const search = page.getByRole('combobox', { name: 'Search ingredients' });
  await search.fill('o');
  await expect(page.getByRole('listbox', { name: 'Matching ingredients' })).toBeVisible();
  await expect(page.getByText(/^\+\d+ more$/)).toBeVisible();
  await search.press('ArrowDown');
  await search.press('Enter');
  await expectNoA11yViolations(page, '/pantry with search results open');

  await search.fill('zzzz');
  await expect(page.getByText('No ingredients found matching search')).toBeVisible();
  await expectNoA11yViolations(page, '/pantry with no results');

  await search.fill('');
  // The default frequency applies to suggestions too.
  await page.getByRole('combobox', { name: 'Default frequency' }).selectOption('Rarely');
  const suggestions = page.getByRole('list', { name: 'Suggested ingredients' });
  let stored = await saved(page, () => suggestions.getByRole('button').first().click());
  expect(stored.map((i) => i.frequency)).toEqual(['rarely']);
  stored = await saved(page, () => suggestions.getByRole('button').first().click());
  expect(stored).toHaveLength(2);
  await expect(pantryCard(page).getByRole('listitem')).toHaveCount(2);
  await expectNoA11yViolations(page, '/pantry with items and a toast');

  await page.setViewportSize(PHONE);
  await expectNoA11yViolations(page, '/pantry (phone)');
  await search.fill('chick');
  await expectNoA11yViolations(page, '/pantry search (phone)');
});

test('a failed save says so and rolls back; two quick edits both stick', async ({ page, users }) => {
  const creds = await users.create();
  await page.addInitScript(() => window.localStorage.setItem('chowdr-onboarding-completed', 'true'));
  await users.signIn(page, creds);
  await page.goto('/pantry');

  // Two quick taps on suggestions: the second waits for the first PUT and carries both.
  const suggestions = page.getByRole('list', { name: 'Suggested ingredients' });
  await expect(suggestions.getByRole('button')).toHaveCount(6);
  const puts: string[][] = [];
  page.on('request', (r) => {
    if (r.url().endsWith('/api/pantry') && r.method() === 'PUT') {
      puts.push(
        (JSON.parse(r.postData() ?? '{}') as { pantryItems: { ingredientId: string }[] }).pantryItems.map(
          (i) => i.ingredientId,
        ),
      );
    }
  });
  await suggestions.getByRole('button', { name: 'Add Onion' }).click();
  await suggestions.getByRole('button', { name: 'Add Garlic' }).click();
  await expect(row(page, 'Onion')).toBeVisible();
  await expect(row(page, 'Garlic')).toBeVisible();
  await expect.poll(() => puts.at(-1)?.sort()).toEqual(['garlic', 'onion']);
  await page.reload();
  await expect(row(page, 'Onion')).toBeVisible();
  await expect(row(page, 'Garlic')).toBeVisible();

  // The server refuses the next save: the row comes back and a destructive toast explains.
  await page.route('**/api/pantry', (route) =>
    route.request().method() === 'PUT'
      ? route.fulfill({
          status: 400,
          contentType: 'application/json',
          body: '{"message":"Unknown ingredient","code":"BAD_REQUEST"}',
        })
      : route.continue(),
  );
  await row(page, 'Onion').getByRole('button', { name: 'Remove Onion' }).click();
  const toast = page.getByTestId('toast');
  await expect(toast).toContainText('Error');
  await expect(toast).toContainText('Failed to update pantry. Please try again.');
  await expect(toast).toHaveAttribute('data-variant', 'destructive');
  await expect(row(page, 'Onion')).toBeVisible();
});

test('the pantry shows an error with a retry when it cannot load', async ({ page, users }) => {
  const creds = await users.create();
  await page.addInitScript(() => window.localStorage.setItem('chowdr-onboarding-completed', 'true'));
  await users.signIn(page, creds);
  let fail = true;
  await page.route('**/api/pantry', (route) =>
    // A 4xx (rate limited): the browser logs 5xx answers as console errors, which fail the test.
    fail
      ? route.fulfill({
          status: 429,
          contentType: 'application/json',
          body: '{"message":"Slow down","code":"RATE_LIMITED"}',
        })
      : route.continue(),
  );
  await page.goto('/pantry');
  await expect(page.getByText("We couldn't load your pantry")).toBeVisible();
  await expectNoA11yViolations(page, '/pantry load error');
  fail = false;
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(pantryCard(page).getByText('Your pantry is empty')).toBeVisible();
});
