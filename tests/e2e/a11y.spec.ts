import type { Page } from '@playwright/test';
import { expect, expectNoA11yViolations, test } from './fixtures';

// axe (WCAG 2.2 A/AA) on every screen of the auth work, at desktop and phone sizes,
// with each footer dialog open and with the mobile menu open.

const PHONE = { width: 390, height: 844 };

// The first-run tutorial (onboarding.spec.ts) would cover these screens for new verified users.
test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => window.localStorage.setItem('chowdr-onboarding-completed', 'true'));
});

async function checkFooterDialogs(page: Page) {
  for (const name of ['Privacy Policy', 'Terms of Service', 'Contact']) {
    const trigger = page.getByRole('contentinfo').getByRole('button', { name });
    await trigger.click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await expectNoA11yViolations(page, `${page.url()} with the ${name} dialog open`);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(trigger).toBeFocused();
  }
}

test.describe('visitor screens', () => {
  const screens: [string, string | RegExp][] = [
    ['/', /already in your kitchen/],
    ['/login', 'Welcome back'],
    ['/register', 'Create your account'],
    ['/forgot-password', 'Forgot your password?'],
    ['/reset-password/not-a-real-token-123456', 'Invalid Reset Link'],
    ['/verify-email', 'Verify your email'],
    ['/verify-email?status=success', 'Email verified!'],
    ['/verify-email?status=invalid', /invalid or expired/i],
    ['/no-such-page', '404 Page Not Found'],
  ];
  for (const [path, heading] of screens) {
    test(`${path} has no axe violations (desktop and phone)`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expectNoA11yViolations(page, `${path} (desktop)`);
      await page.setViewportSize(PHONE);
      await expectNoA11yViolations(page, `${path} (phone)`);
    });
  }

  test('footer dialogs have no axe violations and return focus', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await checkFooterDialogs(page);
  });

  test('form errors have no axe violations', async ({ page }) => {
    await page.goto('/register');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(page.getByText('First name is required')).toBeVisible();
    await expectNoA11yViolations(page, '/register with errors');
    await page.goto('/login');
    await page.getByLabel('Username or email').fill('nobody_here');
    await page.getByLabel('Password', { exact: true }).fill('wrong-password');
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect(page.getByTestId('toast')).toContainText('Failed to login');
    await expectNoA11yViolations(page, '/login with an error toast');
  });
});

test.describe('signed-in screens', () => {
  test('unverified: the verify-email screen, after a resend', async ({ page, users }) => {
    const creds = await users.create({ verified: false });
    await users.signIn(page, creds);
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Verify your email' })).toBeVisible();
    await expectNoA11yViolations(page, 'verify-email (unverified)');
    await page.getByRole('button', { name: 'Resend verification email' }).click();
    await expect(page.getByText('Verification email sent successfully!')).toBeVisible();
    await expectNoA11yViolations(page, 'verify-email after resend');
    await page.setViewportSize(PHONE);
    await expectNoA11yViolations(page, 'verify-email (phone)');
  });

  test('verified: home, account settings, 404 and the footer dialogs', async ({ page, users }) => {
    // Six axe sweeps and four dialogs: over a minute on a loaded two-core runner (one CI rehearsal timed out).
    test.slow();
    const creds = await users.create();
    await users.signIn(page, creds);
    for (const [path, heading] of [
      ['/', 'Smart Recipe Generator'],
      ['/account-settings', 'Account Settings'],
      ['/no-such-page', '404 Page Not Found'],
    ] as const) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expectNoA11yViolations(page, `${path} (signed in)`);
    }
    await page.goto('/account-settings');
    await page.getByRole('form', { name: 'Change password' }).getByRole('button', { name: 'Change Password' }).click();
    await expect(page.getByTestId('toast')).toContainText('Current password required');
    await expectNoA11yViolations(page, '/account-settings with a toast');
    await checkFooterDialogs(page);
  });

  test('verified, on a phone: home and the mobile menu', async ({ page, users }) => {
    const creds = await users.create();
    await users.signIn(page, creds);
    await page.setViewportSize(PHONE);
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Smart Recipe Generator' })).toBeVisible();
    await expectNoA11yViolations(page, '/ (signed in, phone)');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(page.getByRole('navigation', { name: 'Mobile' })).toBeVisible();
    await expectNoA11yViolations(page, 'mobile menu open');
  });

  test('admin: the header with the Admin link', async ({ page, users }) => {
    await users.signIn(page, users.admin);
    await page.goto('/admin/dashboard');
    await expect(
      page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Admin', exact: true }),
    ).toBeVisible();
    await expectNoA11yViolations(page, '/admin/dashboard (admin)');
    await page.setViewportSize(PHONE);
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(
      page.getByRole('navigation', { name: 'Mobile' }).getByRole('link', { name: 'Admin', exact: true }),
    ).toBeVisible();
    await expectNoA11yViolations(page, 'admin mobile menu open');
  });

  test('reset password form (valid link) has no axe violations', async ({ page, users, mailbox }) => {
    const creds = await users.create();
    const res = await page.request.post('/api/auth/forgot-password', { data: { email: creds.email } });
    expect(res.ok()).toBe(true);
    const mail = await mailbox.waitFor(creds.email, /Reset/);
    await page.goto(mailbox.linkIn(mail, '/reset-password/'));
    await expect(page.getByRole('heading', { level: 1, name: 'Set New Password' })).toBeVisible();
    await page.getByLabel('New password', { exact: true }).fill('abc');
    await page.getByLabel('Confirm new password').fill('abd');
    await expect(page.getByText('Passwords do not match')).toBeVisible();
    await expectNoA11yViolations(page, 'reset password with errors');
  });
});
