import type { Browser, Page } from '@playwright/test';
import { encodeSharedRecipe } from '../../src/web/features/recipes/lib/share-link';
import { expect, expectNoA11yViolations, test, type Credentials, budget } from './fixtures';

// Issue 17: a new cook's journey without stumbles, on a 375 px phone. Each test names its item.

const PHONE = { width: 375, height: 740 };
const SHOTS = 'test-results/journey';

const PANTRY = [
  'chicken-breast',
  'spaghetti',
  'arborio-rice',
  'tomatoes',
  'onion',
  'garlic',
  'spinach',
  'mushrooms',
  'eggs',
  'parmesan',
  'olive-oil',
  'basil',
  'lemon',
  'chicken-stock',
];

async function skipTutorial(page: Page) {
  await page.addInitScript(() => window.localStorage.setItem('chowdr-onboarding-completed', 'true'));
}

async function fillPantry(page: Page, ids = PANTRY) {
  const res = await page.request.put('/api/pantry', {
    data: {
      pantryItems: ids.map((ingredientId) => ({
        ingredientId,
        frequency: 'usually',
        addedDate: new Date().toISOString(),
      })),
    },
  });
  expect(res.ok()).toBe(true);
}

async function generateItalian(page: Page) {
  await page.goto('/');
  await page.getByRole('button', { name: /^Italian/ }).click();
  await page.getByRole('region', { name: 'Recipe Details' }).getByRole('button', { name: 'Generate Recipes' }).click();
  await expect(page.getByRole('heading', { name: 'Recipes generated!' })).toBeVisible();
  await expect(page.getByTestId('recipe-card')).toHaveCount(4);
}

const titlesOf = (page: Page) => page.getByTestId('recipe-card').locator('h3').allTextContents();

/** Every visible button and link on the page smaller than 44 by 44 CSS px (WCAG 2.5.5 for a finger). */
async function smallTapTargets(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const small: string[] = [];
    for (const el of document.querySelectorAll<HTMLElement>(
      'a[href], button, [role="button"], [role="tab"], [role="radio"], [role="switch"]',
    )) {
      const style = getComputedStyle(el);
      if (style.visibility === 'hidden' || style.display === 'none') continue;
      const box = el.getBoundingClientRect();
      if (box.width === 0 && box.height === 0) continue;
      // Screen-reader-only elements (the skip link until focused) are not a finger's target.
      if (el.closest('.sr-only') || (box.width <= 1 && box.height <= 1)) continue;
      if (box.width < 44 - 0.5 || box.height < 44 - 0.5) {
        const name = (el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 40);
        small.push(`${el.tagName.toLowerCase()} "${name}" ${Math.round(box.width)}x${Math.round(box.height)}`);
      }
    }
    return small;
  });
}

async function expectTapTargets(page: Page, screen: string) {
  expect(await smallTapTargets(page), `tap targets under 44x44 on ${screen}`).toEqual([]);
}

async function phoneContext(browser: Browser, baseURL: string | undefined) {
  const context = await browser.newContext({ baseURL, viewport: PHONE, hasTouch: true, isMobile: true });
  return context;
}

test.describe('issue 17: a new cook on a phone', () => {
  test.use({ viewport: PHONE });

  test('item 1: results, options and card state survive Pantry and Back, and a reload; Regenerate starts over', async ({
    page,
    users,
  }) => {
    test.setTimeout(budget(120_000));
    await skipTutorial(page);
    const creds = await users.create();
    await users.signIn(page, creds);
    await fillPantry(page);
    await generateItalian(page);
    // Open the second card, scale it to 1.5x, like the first.
    const card = page.getByTestId('recipe-card').nth(1);
    await card.getByRole('button', { name: 'Show Details' }).click();
    await card.getByRole('button', { name: 'More servings' }).click();
    await expect(card.getByTestId('scale-factor')).toHaveText('1.5x');
    await card.scrollIntoViewIfNeeded();
    const scrolled = await page.evaluate(() => window.scrollY);
    expect(scrolled).toBeGreaterThan(200);

    // Pantry from the menu, then Back. (Near the page end the next batch may load itself: wait for it.)
    await expect(page.getByRole('button', { name: 'Regenerate' })).toBeEnabled();
    const before = await titlesOf(page);
    await page.getByRole('button', { name: /menu/i }).click();
    await page.getByRole('link', { name: 'Pantry' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'My Pantry' })).toBeVisible();
    await page.goBack();
    await expect(page.getByRole('heading', { name: 'Recipes generated!' })).toBeVisible();
    expect((await titlesOf(page)).slice(0, before.length)).toEqual(before);
    const again = page.getByTestId('recipe-card').nth(1);
    await expect(again.getByRole('button', { name: 'Hide Details' })).toHaveAttribute('aria-expanded', 'true');
    await expect(again.getByTestId('scale-factor')).toHaveText('1.5x');
    // Back where the cook was on the page, not at the top.
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(200);
    await page.screenshot({ path: `${SHOTS}/item1-back-from-pantry-375.png` });

    // A reload keeps it too.
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Recipes generated!' })).toBeVisible();
    expect((await titlesOf(page)).slice(0, before.length)).toEqual(before);
    await expect(page.getByTestId('recipe-card').nth(1).getByTestId('scale-factor')).toHaveText('1.5x');
    await expectNoA11yViolations(page, 'generator restored after a reload');

    // Regenerate starts over: a fresh batch and closed cards.
    await page.getByRole('button', { name: 'Regenerate' }).click();
    await expect(page.getByRole('heading', { name: 'Recipes generated!' })).toBeVisible();
    await expect.poll(async () => (await titlesOf(page)).some((t) => before.includes(t))).toBe(false);
    await expect(page.getByRole('button', { name: 'Hide Details' })).toHaveCount(0);

    // Another account in the same tab never sees this search.
    await page.request.post('/api/auth/logout');
    const other = await users.create();
    await users.signIn(page, other);
    await page.goto('/');
    await expect(page.getByTestId('recipe-card')).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'Choose a cuisine' })).toBeVisible();
  });

  test('item 2: a reset link works while signed in, and a retired link says so in plain words', async ({
    page,
    users,
    mailbox,
  }) => {
    await skipTutorial(page);
    const creds = await users.create();
    await users.signIn(page, creds);

    await page.goto('/forgot-password');
    await expect(page.getByRole('heading', { level: 1, name: 'Forgot your password?' })).toBeVisible();
    await page.getByLabel('Email').fill(creds.email);
    await page.getByRole('button', { name: 'Send Reset Link' }).click();
    await expect(page.getByText('Check your inbox', { exact: true })).toBeVisible();
    const first = mailbox.linkIn(await mailbox.waitFor(creds.email, /Reset/), '/reset-password/');

    await page.goto(first);
    await expect(page.getByRole('heading', { level: 1, name: 'Reset a password' })).toBeVisible();
    await expect(page.getByText('404')).toHaveCount(0);
    await expect(page.getByText(/signed in as/)).toContainText(creds.username);
    await expectNoA11yViolations(page, 'reset link while signed in');
    await page.getByRole('button', { name: 'Sign out and continue' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Set New Password' })).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`${new URL(first).pathname}$`));

    // Asking for a newer link leaves this one working (an outsider's request locks nobody out)...
    const again = await page.request.post('/api/auth/forgot-password', { data: { email: creds.email } });
    expect(again.ok()).toBe(true);
    const mails = await mailbox.waitForAll(creds.email, /Reset/, 2);
    const newer = mailbox.linkIn(mails[mails.length - 1]!, '/reset-password/');
    expect(newer).not.toBe(first);
    const tokenOf = (link: string) => new URL(link).pathname.split('/').pop();
    expect(await (await page.request.get(`/api/auth/verify-reset-token/${tokenOf(first)}`)).json()).toMatchObject({
      valid: true,
    });
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Set New Password' })).toBeVisible();

    // ...until the newer one is used: that spends this one, and the screen says so, without the word 'token'.
    const reset = await page.request.post('/api/auth/reset-password', {
      data: { token: tokenOf(newer), password: 'stewed-plums-64' },
    });
    expect(reset.ok()).toBe(true);
    expect(await (await page.request.get(`/api/auth/verify-reset-token/${tokenOf(first)}`)).json()).toMatchObject({
      valid: false,
    });
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Invalid Reset Link' })).toBeVisible();
    await expect(page.getByText('A newer reset link was sent; use the latest email.')).toBeVisible();
    await expect(page.locator('main')).not.toContainText(/token/i);
  });

  test('item 3: focus lands on the field to fix after a failed sign-in, by keyboard, under the sticky header', async ({
    page,
    users,
  }) => {
    await skipTutorial(page);
    const creds = await users.create();
    await page.goto('/login');
    await page.getByLabel('Username or email').focus();
    await page.keyboard.type(creds.username);
    await page.keyboard.press('Tab'); // the 'Forgot your password?' link sits in the password's label row
    await expect(page.getByRole('link', { name: 'Forgot your password?' })).toBeFocused();
    await page.keyboard.press('Tab');
    const password = page.getByLabel('Password', { exact: true });
    await expect(password).toBeFocused();
    await page.keyboard.type('not-the-password-9');
    await page.keyboard.press('Tab'); // the show/hide toggle
    await page.keyboard.press('Tab'); // Sign In
    await expect(page.getByRole('button', { name: 'Sign In', exact: true })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('toast')).toContainText('Failed to login');
    await expect(password).toBeFocused();
    await expect(password).toHaveAttribute('aria-invalid', 'true');
    expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('INPUT');
    await page.screenshot({ path: `${SHOTS}/item3-failed-sign-in-375.png` });

    // Enter from the field itself keeps the keyboard (focus) in it throughout.
    await password.fill('still-wrong-8');
    await password.press('Enter');
    await expect(page.getByTestId('toast')).toContainText('Failed to login');
    await expect(password).toBeFocused();

    // The sticky header never covers a focused field.
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).scrollPaddingTop)).toBe('80px');
    await page.getByRole('tab', { name: 'Register' }).click();
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.getByRole('button', { name: 'Create Account' }).click(); // every field empty
    const firstName = page.getByLabel('First name');
    await expect(firstName).toBeFocused();
    const headerBottom = await page.getByRole('banner').evaluate((el) => el.getBoundingClientRect().bottom);
    const fieldTop = await firstName.evaluate((el) => el.getBoundingClientRect().top);
    expect(fieldTop).toBeGreaterThanOrEqual(headerBottom);
  });

  test('item 3: every form puts focus on the field to fix (register, forgot, reset, change password)', async ({
    page,
    users,
    mailbox,
  }) => {
    await skipTutorial(page);
    const taken = await users.create();

    // Register with a taken username: focus on Username.
    await page.goto('/register');
    await page.getByLabel('First name').fill('Ada');
    await page.getByLabel('Last name').fill('Cook');
    await page.getByLabel('Username').fill(taken.username);
    await page.getByLabel('Email').fill(`fresh_${Date.now()}@example.com`);
    await page.getByLabel('Password', { exact: true }).fill('braised-leeks-31');
    await page.getByLabel('Password', { exact: true }).press('Enter');
    await expect(page.getByLabel('Username')).toBeFocused();
    await expect(
      page.getByRole('form', { name: 'Register' }).getByText('That username is already taken.'),
    ).toBeVisible();

    // Forgot password: a failed request puts focus back on Email.
    await page.goto('/forgot-password');
    const email = page.getByLabel('Email');
    // The server refuses (as its rate limit does after 5 requests an hour).
    const refusal = 'Too many password reset requests. Please try again in 59 minutes.';
    await page.route('**/api/auth/forgot-password', (route) =>
      route.fulfill({
        status: 429,
        contentType: 'application/json',
        body: JSON.stringify({ message: refusal, code: 'RATE_LIMITED' }),
      }),
    );
    await email.fill(taken.email);
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: 'Send Reset Link' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByText(refusal)).toBeVisible();
    await expect(email).toBeFocused();
    await page.unroute('**/api/auth/forgot-password');

    // Change password with a wrong current password: focus on Current password.
    await users.signIn(page, taken);
    await page.goto('/account-settings');
    const current = page.getByLabel('Current password');
    await current.fill('wrong-current-1');
    await page.getByLabel('New password', { exact: true }).fill('grilled-peaches-22');
    await page.getByLabel('Confirm new password').fill('grilled-peaches-22');
    await page.getByLabel('Confirm new password').press('Enter');
    await expect(page.getByTestId('toast')).toContainText('Failed to change password');
    await expect(current).toBeFocused();
    await expect(page.getByText('Your current password is incorrect.').first()).toBeVisible();
    // A mismatch focuses the confirmation.
    await current.fill(taken.password);
    await page.getByLabel('Confirm new password').fill('something-else-3');
    await page.getByRole('button', { name: 'Change Password' }).click();
    await expect(page.getByLabel('Confirm new password')).toBeFocused();

    // Reset: a link spent meanwhile puts focus back on the new password.
    await page.request.post('/api/auth/logout');
    const user = await users.create();
    await page.request.post('/api/auth/forgot-password', { data: { email: user.email } });
    const link = mailbox.linkIn(await mailbox.waitFor(user.email, /Reset/), '/reset-password/');
    await page.goto(link);
    const fresh = page.getByLabel('New password', { exact: true });
    await fresh.fill('roasted-figs-12');
    await page.getByLabel('Confirm new password').fill('roasted-figs-12');
    const token = new URL(link).pathname.split('/').pop();
    expect(
      (await page.request.post('/api/auth/reset-password', { data: { token, password: 'other-figs-13' } })).ok(),
    ).toBe(true);
    await page.getByLabel('Confirm new password').press('Enter');
    await expect(page.getByText('Invalid or expired reset token')).toBeVisible();
    await expect(fresh).toBeFocused();
  });

  test('item 4: the password rule is said up front and a common password is flagged as it is typed', async ({
    page,
    users,
    mailbox,
  }) => {
    await skipTutorial(page);
    const HINT = 'At least 6 characters, not a common password';
    await page.goto('/register');
    await expect(page.getByText(HINT, { exact: true })).toBeVisible();
    const password = page.getByLabel('Password', { exact: true });
    await password.pressSequentially('iloveyou');
    await expect(page.getByText(/one of the most common passwords/)).toBeVisible();
    await expect(password).toHaveAttribute('aria-invalid', 'true');
    await password.pressSequentially('-with-basil');
    await expect(page.getByText(/one of the most common passwords/)).toHaveCount(0);

    const creds = await users.create();
    await users.signIn(page, creds);
    await page.goto('/account-settings');
    await expect(page.getByText(HINT, { exact: true })).toBeVisible();
    await page.getByLabel('New password', { exact: true }).pressSequentially('sunshine');
    await expect(page.getByText(/one of the most common passwords/)).toBeVisible();

    await page.request.post('/api/auth/logout');
    await page.request.post('/api/auth/forgot-password', { data: { email: creds.email } });
    await page.goto(mailbox.linkIn(await mailbox.waitFor(creds.email, /Reset/), '/reset-password/'));
    await expect(page.getByText(HINT, { exact: true })).toBeVisible();
    await page.getByLabel('New password', { exact: true }).pressSequentially('qwerty123');
    await page.getByLabel('Confirm new password').fill('qwerty123');
    await expect(page.getByText(/one of the most common passwords/)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Reset Password' })).toBeDisabled();
  });

  test('item 6: every visible button and link is at least 44 by 44 px on each screen at 375 px', async ({
    page,
    users,
    browser,
    baseURL,
  }) => {
    test.setTimeout(budget(150_000));
    await skipTutorial(page);
    const visitorScreens: [string, string][] = [
      ['/', 'landing'],
      ['/login', 'login'],
      ['/register', 'register'],
      ['/forgot-password', 'forgot password'],
      ['/reset-password/abcdefghijklmnopqrstuvwxyz', 'reset password'],
      ['/generate', 'generator (visitor)'],
      ['/no-such-page', '404'],
    ];
    for (const [path, name] of visitorScreens) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectTapTargets(page, name);
    }

    // Unverified: the verify screen with its 'try again'.
    const unverified = await phoneContext(browser, baseURL);
    const unverifiedPage = await unverified.newPage();
    const pending = await users.create({ verified: false });
    await users.signIn(unverifiedPage, pending);
    await unverifiedPage.goto('/verify-email');
    await expect(unverifiedPage.getByRole('button', { name: 'try again' })).toBeVisible();
    await expectTapTargets(unverifiedPage, 'verify email');
    await unverified.close();

    // Signed in: the member screens, with the menu open too.
    const creds = await users.create();
    await users.signIn(page, creds);
    await fillPantry(page, PANTRY.slice(0, 4));
    await generateItalian(page);
    await page.getByTestId('recipe-card').first().getByRole('button', { name: 'Show Details' }).click();
    await expectTapTargets(page, 'generator with results');
    await page.getByRole('button', { name: /menu/i }).click();
    await expectTapTargets(page, 'mobile menu');
    await page.keyboard.press('Escape');

    await page.goto('/pantry');
    await expect(page.getByRole('heading', { level: 1, name: 'My Pantry' })).toBeVisible();
    const search = page.getByRole('combobox', { name: /Search ingredients/i });
    await search.fill('basil');
    await page.getByRole('listbox', { name: 'Matching ingredients' }).getByRole('option').first().click();
    await expect(page.getByRole('button', { name: /from the selection/ })).toBeVisible();
    await expectTapTargets(page, 'pantry with a selected chip');

    for (const [path, heading] of [
      ['/saved-recipes', 'Your Saved Recipes'],
      ['/account-settings', 'Account Settings'],
      [`/shared-recipe?r=${await encodeSharedRecipe(SAMPLE)}`, SAMPLE.title],
    ] as const) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expectTapTargets(page, path);
    }
  });

  test('item 7: like and dislike are toggles shown on the card and in Saved Recipes; saved at Serves 4 stays Serves 4', async ({
    page,
    users,
  }) => {
    test.setTimeout(budget(120_000));
    await skipTutorial(page);
    const creds = await users.create();
    await users.signIn(page, creds);
    await fillPantry(page);
    await generateItalian(page);
    const card = page.getByTestId('recipe-card').first();
    const title = (await card.locator('h3').textContent())!;
    const like = card.getByRole('button', { name: 'Like recipe', exact: true });
    const dislike = card.getByRole('button', { name: 'Dislike recipe', exact: true });

    await like.click();
    await expect(like).toHaveAttribute('aria-pressed', 'true');
    await like.click(); // a second tap undoes it
    await expect(like).toHaveAttribute('aria-pressed', 'false');
    await expect(page.getByTestId('toast')).toContainText('Like removed');
    expect(await (await page.request.get('/api/recipes/feedback')).json()).toEqual([]);
    await dislike.click();
    await expect(dislike).toHaveAttribute('aria-pressed', 'true');
    await like.click(); // switching replaces it: one row
    await expect(like).toHaveAttribute('aria-pressed', 'true');
    await expect(dislike).toHaveAttribute('aria-pressed', 'false');
    expect(await (await page.request.get('/api/recipes/feedback')).json()).toEqual([
      { recipeTitle: title, feedback: 'like' },
    ]);

    // Scale 2 servings to 4 and save: Saved Recipes shows Serves 4, liked.
    await card.getByRole('button', { name: 'Show Details' }).click();
    await card.getByRole('button', { name: 'More servings' }).click();
    await card.getByRole('button', { name: 'More servings' }).click();
    await expect(card.getByTestId('scaled-servings')).toHaveText('Serves 4 · 2x');
    await card.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(card.getByRole('button', { name: 'Saved', exact: true })).toBeVisible();
    await page.goto('/saved-recipes');
    const saved = page.getByRole('article', { name: title });
    await expect(saved).toBeVisible();
    await expect(saved.getByText(/4 servings|Serves 4/).first()).toBeVisible();
    await expect(saved.getByRole('button', { name: 'Like recipe', exact: true })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await saved.getByRole('button', { name: 'Like recipe', exact: true }).click();
    await expect(saved.getByRole('button', { name: 'Like recipe', exact: true })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  });

  test('item 7: removing a pantry item names it and offers Undo for 5 s; verify says it once; a 404 speaks to a cook', async ({
    page,
    users,
  }) => {
    await skipTutorial(page);
    const creds = await users.create();
    await users.signIn(page, creds);
    await fillPantry(page, ['garlic', 'onion', 'lemon']);
    await page.goto('/pantry');
    const pantry = page.getByRole('region', { name: 'Current Pantry' });
    await expect(pantry.getByRole('button', { name: 'Remove Garlic' })).toBeVisible();
    await pantry.getByRole('button', { name: 'Remove Garlic' }).click();
    const toast = page.getByTestId('toast');
    await expect(toast).toContainText('Removed Garlic from your pantry.');
    await toast.getByRole('button', { name: 'Undo' }).click();
    await expect(pantry.getByRole('button', { name: 'Remove Garlic' })).toBeVisible();
    await expect
      .poll(async () =>
        (
          (await (await page.request.get('/api/pantry')).json()) as { pantryItems: { ingredientId: string }[] }
        ).pantryItems
          .map((p) => p.ingredientId)
          .sort(),
      )
      .toEqual(['garlic', 'lemon', 'onion']);

    await page.goto('/no-such-page');
    await expect(page.getByRole('heading', { level: 1, name: '404 Page Not Found' })).toBeVisible();
    await expect(page.locator('main')).not.toContainText(/route/i);

    // A verified cook opening the verify screen again: 'Email verified!' said once, then home.
    await page.goto('/verify-email');
    await expect(page.getByRole('heading', { level: 1, name: 'Email verified!' })).toBeVisible();
    expect((await page.locator('main').innerText()).match(/Email verified!/g)).toHaveLength(1);
    await expect(page.getByText('Redirecting to Chowdr...')).toBeVisible();
  });

  test('item 8: the tutorial runs once per person, not per browser', async ({ browser, baseURL, users }) => {
    const creds: Credentials = await users.create();
    const first = await phoneContext(browser, baseURL);
    const laptop = await first.newPage();
    await users.signIn(laptop, creds);
    await laptop.goto('/');
    const dialog = laptop.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Skip Tutorial' }).click();
    await expect(dialog).toHaveCount(0);
    await expect
      .poll(async () => (await (await laptop.request.get('/api/auth/user')).json()).onboardingCompleted)
      .toBe(true);
    await first.close();

    // A second device: fresh storage, no tutorial.
    const second = await phoneContext(browser, baseURL);
    const phone = await second.newPage();
    await users.signIn(phone, creds);
    await phone.goto('/');
    await expect(phone.getByRole('heading', { level: 1, name: 'Smart Recipe Generator' })).toBeVisible();
    await phone.waitForLoadState('networkidle');
    await expect(phone.getByRole('dialog')).toHaveCount(0);
    await second.close();

    // A cook with a pantry has been through it, wherever they filled it.
    const withPantry = await users.create();
    const third = await phoneContext(browser, baseURL);
    const tablet = await third.newPage();
    await users.signIn(tablet, withPantry);
    await fillPantry(tablet, ['rice']);
    await tablet.goto('/');
    await expect(tablet.getByRole('heading', { level: 1, name: 'Smart Recipe Generator' })).toBeVisible();
    await tablet.waitForLoadState('networkidle');
    await expect(tablet.getByRole('dialog')).toHaveCount(0);
    await third.close();
  });
});

const SAMPLE = {
  title: 'Lemon Basil Chicken Orzo',
  cuisine: 'italian',
  mealType: 'dinner',
  cookingTime: 35,
  servings: 4,
  difficulty: 'easy' as const,
  ingredients: [
    '300 g orzo',
    '2 chicken breasts, diced',
    '1 lemon, zested',
    '20 g basil',
    '40 g parmesan',
    '1 onion',
    '2 cloves garlic',
  ],
  instructions: ['Brown the chicken.', 'Toast the orzo.', 'Simmer with stock.', 'Finish with lemon and basil.'],
  nutrition: { calories: 520, protein: 38, carbs: 60, fat: 12, fiber: 3 },
};

test('item 9: the shared-recipe call to action sits centred with even margins at 360-414 px, and the note promises nothing a friend cannot do', async ({
  browser,
  baseURL,
}) => {
  for (const width of [360, 375, 414]) {
    const context = await browser.newContext({
      baseURL,
      viewport: { width, height: 800 },
      isMobile: true,
      hasTouch: true,
    });
    const page = await context.newPage();
    await page.goto(`/shared-recipe?r=${await encodeSharedRecipe(SAMPLE)}`);
    await expect(page.getByRole('heading', { level: 1, name: SAMPLE.title })).toBeVisible();
    const cta = page.getByRole('region', { name: 'Hungry for more?' });
    await cta.scrollIntoViewIfNeeded();
    await cta.screenshot({ path: `${SHOTS}/item9-cta-${width}.png` });
    const section = (await cta.boundingBox())!;
    expect(
      Math.abs(section.x - (width - section.x - section.width)),
      `section margins at ${width}`,
    ).toBeLessThanOrEqual(1);
    for (const link of await cta.getByRole('link').all()) {
      const box = (await link.boundingBox())!;
      const left = box.x - section.x;
      const right = section.x + section.width - (box.x + box.width);
      expect(Math.abs(left - right), `${await link.textContent()} centred at ${width}`).toBeLessThanOrEqual(1);
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(width);
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    const text = await page.locator('main').innerText();
    expect(text).not.toMatch(/generate your own version|regenerate this/i);
    await expect(page.getByText(/can.t be generated again/)).toBeVisible();
    if (width === 375) {
      await page.screenshot({ path: `${SHOTS}/item9-shared-recipe-375.png`, fullPage: true });
      await expectNoA11yViolations(page, 'shared recipe on a phone');
    }
    await context.close();
  }
});
