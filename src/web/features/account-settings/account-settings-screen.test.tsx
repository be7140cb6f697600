import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dismissToast } from '../../components/ui/toast';
import { stubFetch } from '../../test/fetch-stub';
import { makeUser, renderWithApp } from '../../test/render';
import AccountSettingsScreen from './account-settings-screen';

afterEach(() => {
  act(() => dismissToast());
  vi.unstubAllGlobals();
});

function toastText() {
  return screen.getAllByTestId('toast').map((t) => t.textContent ?? '');
}

async function setup(routes: Parameters<typeof stubFetch>[0] = {}) {
  const stub = stubFetch({
    'GET /api/auth/user': { body: makeUser() },
    // The calendar feed card reads its state when the screen opens.
    'GET /api/calendar-feed': { body: { enabled: false, url: null } },
    ...routes,
  });
  const user = userEvent.setup();
  renderWithApp(<AccountSettingsScreen />, { path: '/account-settings', user: makeUser() });
  const form = screen.getByRole('form', { name: 'Change password' });
  const field = (label: string) => within(form).getByLabelText(label) as HTMLInputElement;
  const submit = () => user.click(within(form).getByRole('button', { name: 'Change Password' }));
  return { ...stub, user, field, submit };
}

describe('account settings', () => {
  it('shows username and email read-only, and says the username cannot change', async () => {
    await setup();
    const username = screen.getByLabelText('Username') as HTMLInputElement;
    expect(username.value).toBe('maya_cooks');
    expect(username.readOnly).toBe(true);
    expect((screen.getByLabelText('Email') as HTMLInputElement).readOnly).toBe(true);
    expect(screen.getByText('Your username cannot be changed.')).toBeTruthy();
  });

  it('validates with the exact spec toasts, in order, without calling the server', async () => {
    const { user, field, submit, calls } = await setup();

    await submit();
    // The checks load with the form (a lazily loaded zod resolver): the toast follows a moment later.
    await waitFor(() => expect(toastText()).toEqual([expect.stringContaining('Current password required')]));
    expect(toastText()[0]).toContain('Please enter your current password.');

    await user.type(field('Current password'), 'old-secret');
    await user.type(field('New password'), 'abc');
    await submit();
    await waitFor(() => expect(toastText()[0]).toContain('Password too short'));
    expect(toastText()[0]).toContain('Password must be at least 6 characters long.');

    await user.type(field('New password'), 'def');
    await user.type(field('Confirm new password'), 'abcdeX');
    await submit();
    await waitFor(() => expect(toastText()[0]).toContain("Passwords don't match"));
    expect(toastText()[0]).toContain('Please make sure your new passwords match.');

    expect(calls.filter((c) => c.url.includes('change-password'))).toEqual([]);
  });

  it('changes the password, toasts success and clears the form', async () => {
    const { user, field, submit, calls } = await setup({
      'POST /api/auth/change-password': { body: { message: 'Password changed.' } },
    });
    await user.type(field('Current password'), 'old-secret');
    await user.type(field('New password'), 'new-secret');
    await user.type(field('Confirm new password'), 'new-secret');
    await submit();

    await waitFor(() => expect(toastText()[0]).toContain('Password changed successfully'));
    expect(toastText()[0]).toContain('Your password has been updated.');
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      currentPassword: 'old-secret',
      newPassword: 'new-secret',
      confirmPassword: 'new-secret',
    });
    expect(field('Current password').value).toBe('');
    expect(field('New password').value).toBe('');
    expect(field('Confirm new password').value).toBe('');
  });

  it("shows the server's message on failure, else 'An unexpected error occurred'", async () => {
    let body: unknown = { message: 'Your current password is incorrect.', code: 'WRONG_PASSWORD' };
    const { user, field, submit } = await setup({
      'POST /api/auth/change-password': async () => new Response(JSON.stringify(body), { status: 400 }),
    });
    await user.type(field('Current password'), 'wrong-one');
    await user.type(field('New password'), 'new-secret');
    await user.type(field('Confirm new password'), 'new-secret');
    await submit();
    await waitFor(() => expect(toastText()[0]).toContain('Failed to change password'));
    expect(toastText()[0]).toContain('Your current password is incorrect.');

    body = '';
    await submit();
    await waitFor(() => expect(toastText()[0]).toContain('An unexpected error occurred'));
  });

  it('asks a signed-out visitor to log in', () => {
    renderWithApp(<AccountSettingsScreen />, { path: '/account-settings', user: null });
    expect(screen.getByText('Please log in to access account settings')).toBeTruthy();
  });
});
