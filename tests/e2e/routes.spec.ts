import { expect, test } from './fixtures';

// Route availability (spec section 2) for a visitor, an unverified user, a verified user and an admin.

// The first-run tutorial (onboarding.spec.ts) would cover these screens for new verified users.
test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => window.localStorage.setItem('chowdr-onboarding-completed', 'true'));
});

test.describe('visitor', () => {
  test('sees the landing page with Sign In and Get Started', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('already in your kitchen');
    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/login');
    await expect(header.getByRole('link', { name: 'Get Started' })).toHaveAttribute('href', '/register');
    await expect(page.getByRole('link', { name: 'support@chowdr.app' })).toHaveAttribute(
      'href',
      'mailto:support@chowdr.app',
    );
    await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
  });

  test('opens the auth screen on the right tab and switches tabs with the URL', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByRole('tab', { name: 'Login' })).toHaveAttribute('aria-selected', 'true');
    await page.getByRole('tab', { name: 'Register' }).click();
    await expect(page).toHaveURL(/\/register$/);
    await expect(page.getByLabel('Email')).toHaveAttribute('type', 'email');
    await page.goto('/register');
    await expect(page.getByRole('tab', { name: 'Register' })).toHaveAttribute('aria-selected', 'true');
  });

  for (const path of ['/account-settings', '/pantry', '/saved-recipes', '/calendar', '/admin', '/admin/users']) {
    test(`is sent from ${path} to /login`, async ({ page }) => {
      await page.goto(path);
      await expect(page).toHaveURL(/\/login$/);
      await expect(page.getByRole('tab', { name: 'Login' })).toHaveAttribute('aria-selected', 'true');
    });
  }

  test('sees 404 on an unknown path, with a way home', async ({ page }) => {
    await page.goto('/this/route/does-not-exist');
    await expect(page.getByRole('heading', { level: 1, name: '404 Page Not Found' })).toBeVisible();
    await expect(page.getByText(/isn.t on the menu/)).toBeVisible();
    await page.getByRole('link', { name: 'Back to home' }).click();
    await expect(page).toHaveURL(/\/$/);
  });
});

test.describe('signed in, email not verified', () => {
  test('sees the verify-email screen on every path', async ({ page, users }) => {
    const creds = await users.create({ verified: false });
    await users.signIn(page, creds);
    for (const path of ['/', '/account-settings', '/pantry', '/login', '/no-such-page']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: 'Verify your email' }), path).toBeVisible();
      await expect(page.getByText(creds.email)).toBeVisible();
    }
    await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
  });
});

test.describe('signed in and verified', () => {
  test('a normal user gets the app, no Admin link, and is sent from /login and /register to /', async ({
    page,
    users,
  }) => {
    const creds = await users.create();
    await users.signIn(page, creds);

    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Smart Recipe Generator' })).toBeVisible();
    const nav = page.getByRole('navigation', { name: 'Main' });
    for (const [name, href] of [
      ['Recipes', '/'],
      ['Pantry', '/pantry'],
      ['Saved', '/saved-recipes'],
      ['Calendar', '/calendar'],
    ] as const) {
      await expect(nav.getByRole('link', { name })).toHaveAttribute('href', href);
    }
    await expect(page.getByRole('link', { name: 'Admin', exact: true })).toHaveCount(0);
    await expect(page.getByRole('link', { name: creds.username })).toHaveAttribute('href', '/account-settings');

    for (const path of ['/login', '/register']) {
      await page.goto(path);
      await expect(page).toHaveURL(/\/$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Smart Recipe Generator' })).toBeVisible();
    }

    await page.goto('/account-settings');
    await expect(page.getByRole('heading', { level: 1, name: 'Account Settings' })).toBeVisible();
    await expect(page.getByRole('link', { name: creds.username })).toHaveAttribute('aria-current', 'page');

    await page.goto('/no/such/page');
    await expect(page.getByRole('heading', { level: 1, name: '404 Page Not Found' })).toBeVisible();
  });

  test('an admin sees the Admin link, highlighted anywhere under /admin', async ({ page, users }) => {
    await users.signIn(page, users.admin);
    await page.goto('/');
    const admin = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Admin', exact: true });
    await expect(admin).toHaveAttribute('href', '/admin');
    await expect(admin).not.toHaveAttribute('aria-current', 'page');
    await page.goto('/admin/users');
    await expect(admin).toHaveAttribute('aria-current', 'page');
  });

  test('on a phone the menu mirrors the nav and adds Logout', async ({ page, users }) => {
    const creds = await users.create();
    await users.signIn(page, creds);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/');
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();

    const toggle = page.getByRole('button', { name: 'Open menu' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await toggle.click();
    await expect(page.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
    const menu = page.getByRole('navigation', { name: 'Mobile' });
    for (const name of ['Recipes', 'Pantry', 'Saved', 'Calendar']) {
      await expect(menu.getByRole('link', { name })).toBeVisible();
    }
    await expect(menu.getByRole('link', { name: 'Admin', exact: true })).toHaveCount(0);

    await menu.getByRole('link', { name: new RegExp(creds.username) }).click();
    await expect(page).toHaveURL(/\/account-settings$/);
    await expect(page.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');

    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByTestId('toast')).toContainText('Logged out successfully');
  });
});
