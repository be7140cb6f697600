import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubFetch } from '../test/fetch-stub';
import { makeUser, renderWithApp } from '../test/render';
import { AppRouter } from './router';

function lastPath(location: { history: string[] }) {
  return location.history[location.history.length - 1];
}

describe('route availability (spec section 2)', () => {
  beforeEach(() => {
    // Only the verify-email screen calls the API here (its status poll).
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response('{"verified":false}', { status: 200, headers: { 'Content-Type': 'application/json' } }),
      ),
    );
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  describe('while the user loads', () => {
    it("shows the 'Loading Chowdr...' spinner", () => {
      vi.stubGlobal(
        'fetch',
        vi.fn(() => new Promise(() => undefined)),
      );
      renderWithApp(<AppRouter />, { path: '/', user: 'loading' });
      expect(screen.getByText('Loading Chowdr...')).toBeTruthy();
      expect(screen.getByText('Loading Chowdr...').closest('[role="status"]')).toBeTruthy();
    });
  });

  describe('signed out', () => {
    it('shows the landing page on /', async () => {
      renderWithApp(<AppRouter />, { path: '/' });
      expect(await screen.findByRole('heading', { level: 1, name: /what's already in your kitchen/i })).toBeTruthy();
      expect(screen.getAllByRole('link', { name: 'Sign In' }).length).toBeGreaterThan(0);
      expect(screen.queryByRole('navigation', { name: 'Main' })).toBeNull();
    });

    it('opens the auth screen on the Login tab at /login and on the Register tab at /register', async () => {
      const first = renderWithApp(<AppRouter />, { path: '/login' });
      expect((await screen.findByRole('tab', { name: 'Login' })).getAttribute('aria-selected')).toBe('true');
      first.unmount();
      renderWithApp(<AppRouter />, { path: '/register' });
      expect((await screen.findByRole('tab', { name: 'Register' })).getAttribute('aria-selected')).toBe('true');
      expect(screen.getByLabelText('Email').getAttribute('type')).toBe('email');
    });

    it.each(['/forgot-password', '/reset-password/abc', '/verify-email'])('shows %s', async (path) => {
      renderWithApp(<AppRouter />, { path });
      expect(await screen.findByRole('heading', { level: 1 })).toBeTruthy();
      expect(screen.queryByText('404 Page Not Found')).toBeNull();
    });

    it.each(['/account-settings', '/pantry', '/saved-recipes', '/calendar', '/admin', '/admin/users'])(
      'sends %s to /login',
      async (path) => {
        const { location } = renderWithApp(<AppRouter />, { path });
        await waitFor(() => expect(lastPath(location)).toBe('/login'));
        expect(await screen.findByRole('tab', { name: 'Login' })).toBeTruthy();
      },
    );

    it('shows the not-found screen for an unknown path', async () => {
      renderWithApp(<AppRouter />, { path: '/no/such/page' });
      expect(await screen.findByRole('heading', { level: 1, name: '404 Page Not Found' })).toBeTruthy();
      expect(screen.getByRole('link', { name: 'Back to home' }).getAttribute('href')).toBe('/');
    });
  });

  describe('signed in, email not verified', () => {
    it.each(['/', '/account-settings', '/pantry', '/login', '/no/such/page'])(
      'shows the verify-email screen on %s',
      async (path) => {
        const user = makeUser({ emailVerified: false, email: 'new.cook@example.com' });
        renderWithApp(<AppRouter />, { path, user });
        expect(await screen.findByRole('heading', { level: 1, name: 'Verify your email' })).toBeTruthy();
        expect(screen.getByText('new.cook@example.com')).toBeTruthy();
        expect(screen.getByText('Waiting for email verification...')).toBeTruthy();
        expect(screen.queryByRole('navigation', { name: 'Main' })).toBeNull();
      },
    );
  });

  describe('signed in and verified', () => {
    // These checks are about routes, not the first-run tutorial (covered in features/onboarding).
    beforeEach(() => window.localStorage.setItem('chowdr-onboarding-completed', 'true'));
    afterEach(() => window.localStorage.clear());

    it('shows the home screen with the header navigation on /', async () => {
      renderWithApp(<AppRouter />, { path: '/', user: makeUser() });
      // The generator screen is a large lazy chunk; give its first import time on a busy machine.
      expect(
        await screen.findByRole('heading', { level: 1, name: 'Smart Recipe Generator' }, { timeout: 5000 }),
      ).toBeTruthy();
      expect(screen.getByText(/Welcome back, Maya!/)).toBeTruthy();
      const nav = screen.getByRole('navigation', { name: 'Main' });
      const recipes = Array.from(nav.querySelectorAll('a')).find((a) => a.textContent === 'Recipes');
      expect(recipes?.getAttribute('aria-current')).toBe('page');
      expect(screen.getAllByRole('link', { name: /maya_cooks/ })[0]?.getAttribute('href')).toBe('/account-settings');
    });

    it.each(['/login', '/register'])('sends %s to /', async (path) => {
      const { location } = renderWithApp(<AppRouter />, { path, user: makeUser() });
      await waitFor(() => expect(lastPath(location)).toBe('/'));
      // The generator screen is a large lazy chunk; give its first import time on a busy machine.
      expect(
        await screen.findByRole('heading', { level: 1, name: 'Smart Recipe Generator' }, { timeout: 5000 }),
      ).toBeTruthy();
    });

    it('shows account settings', async () => {
      renderWithApp(<AppRouter />, { path: '/account-settings', user: makeUser() });
      expect(await screen.findByRole('heading', { level: 1, name: 'Account Settings' })).toBeTruthy();
    });

    it('shows My Pantry on /pantry', async () => {
      stubFetch({
        'GET /api/pantry': { body: { pantryItems: [] } },
        'GET /api/ingredients': { body: { ingredients: [] } },
        'GET /api/recipes': { body: [] },
      });
      renderWithApp(<AppRouter />, { path: '/pantry', user: makeUser() });
      expect(await screen.findByRole('heading', { level: 1, name: 'My Pantry' })).toBeTruthy();
    });

    it('shows the not-found screen on a path that is no route', async () => {
      renderWithApp(<AppRouter />, { path: '/no/such/page', user: makeUser() });
      expect(await screen.findByRole('heading', { level: 1, name: '404 Page Not Found' })).toBeTruthy();
    });

    it('opens mailed links for a signed-in cook: the forgot screen, and a reset link offers to sign out first', async () => {
      renderWithApp(<AppRouter />, { path: '/forgot-password', user: makeUser() });
      expect(await screen.findByRole('heading', { level: 1, name: 'Forgot your password?' })).toBeTruthy();
    });

    it('shows a reset link to a signed-in cook as a sign-out offer naming the account, not a 404', async () => {
      renderWithApp(<AppRouter />, { path: '/reset-password/abcdefghijklmnop', user: makeUser() });
      expect(await screen.findByRole('heading', { level: 1, name: 'Reset a password' })).toBeTruthy();
      expect(screen.getByText(/signed in as/).textContent).toContain('maya_cooks');
      expect(screen.getByRole('button', { name: 'Sign out and continue' })).toBeTruthy();
    });

    it('shows the Admin link only to admins, highlighted under /admin', async () => {
      const first = renderWithApp(<AppRouter />, { path: '/', user: makeUser() });
      await screen.findByRole('heading', { level: 1 });
      expect(screen.queryByRole('link', { name: 'Admin' })).toBeNull();
      first.unmount();

      renderWithApp(<AppRouter />, { path: '/admin/users', user: makeUser({ role: 'admin' }) });
      await screen.findByRole('heading', { level: 1 });
      const admin = screen.getByRole('navigation', { name: 'Main' }).querySelector('a[href="/admin"]');
      expect(admin?.getAttribute('aria-current')).toBe('page');
    });
  });
});
