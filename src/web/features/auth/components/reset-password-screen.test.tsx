import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route } from 'wouter';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubFetch } from '../../../test/fetch-stub';
import { renderWithApp } from '../../../test/render';
import { checkNewPassword } from '../lib/password-rules';
import ResetPasswordScreen from './reset-password-screen';

const TOKEN = 'a'.repeat(43);
const CHECK = `GET /api/auth/verify-reset-token/${TOKEN}`;

function renderScreen(token = TOKEN) {
  return renderWithApp(<Route path="/reset-password/:token" component={ResetPasswordScreen} />, {
    path: `/reset-password/${token}`,
  });
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('reset password rules', () => {
  it('needs 6+ characters and a matching confirmation', () => {
    expect(checkNewPassword('', '')).toEqual({ canSubmit: false });
    expect(checkNewPassword('abc', '').passwordError).toBe('Password must be at least 6 characters long');
    expect(checkNewPassword('abcdef', 'abcdeg').confirmError).toBe('Passwords do not match');
    expect(checkNewPassword('abcdef', '').canSubmit).toBe(false);
    expect(checkNewPassword('abcde', 'abcde').canSubmit).toBe(false);
    expect(checkNewPassword('abcdef', 'abcdef')).toEqual({ canSubmit: true });
  });
});

describe('reset password screen', () => {
  it('verifies the link first, then validates the new password as the user types', async () => {
    const { calls } = stubFetch({
      [CHECK]: { body: { valid: true, email: 'maya@example.com', message: 'Token is valid' } },
      'POST /api/auth/reset-password': { body: { message: 'Your password has been reset.' } },
    });
    const user = userEvent.setup();
    const { location } = renderScreen();

    expect(screen.getByRole('heading', { name: 'Verifying Reset Link' })).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Set New Password' })).toBeTruthy();
    expect(screen.getByText('maya@example.com')).toBeTruthy();

    const submit = screen.getByRole('button', { name: 'Reset Password' }) as HTMLButtonElement;
    const password = screen.getByLabelText('New password');
    const confirm = screen.getByLabelText('Confirm new password');
    expect(submit.disabled).toBe(true);

    await user.type(password, 'abc');
    expect(screen.getByText('Password must be at least 6 characters long')).toBeTruthy();
    expect(password.getAttribute('aria-invalid')).toBe('true');
    expect(submit.disabled).toBe(true);

    await user.type(password, 'def');
    await user.type(confirm, 'abcdeX');
    expect(screen.queryByText('Password must be at least 6 characters long')).toBeNull();
    expect(screen.getByText('Passwords do not match')).toBeTruthy();
    expect(submit.disabled).toBe(true);

    await user.clear(confirm);
    await user.type(confirm, 'abcdef');
    expect(screen.queryByText('Passwords do not match')).toBeNull();
    expect(submit.disabled).toBe(false);

    // Each field has its own show/hide toggle.
    const toggles = screen.getAllByRole('button', { name: 'Show password' });
    expect(toggles).toHaveLength(2);
    await user.click(toggles[0]!);
    expect(password.getAttribute('type')).toBe('text');
    expect(screen.getByRole('button', { name: 'Hide password' })).toBeTruthy();

    await user.click(submit);
    expect(await screen.findByRole('heading', { name: 'Password Reset Successful!' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to Login' }).getAttribute('href')).toBe('/login');
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ token: TOKEN, password: 'abcdef' });
    await waitFor(() => expect(location.history.at(-1)).toBe('/login'), { timeout: 4000 });
  });

  it("shows 'Invalid Reset Link' with the server's message and a way to ask for a new link", async () => {
    stubFetch({ [CHECK]: { body: { valid: false, message: 'This reset link has expired.' } } });
    renderScreen();
    expect(await screen.findByRole('heading', { name: 'Invalid Reset Link' })).toBeTruthy();
    expect(screen.getByText('This reset link has expired.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Request New Reset Link' }).getAttribute('href')).toBe('/forgot-password');
  });

  it("falls back to 'Invalid or expired reset token' and 'Failed to verify reset token'", async () => {
    stubFetch({ [CHECK]: { body: { valid: false, message: '' } } });
    const first = renderScreen();
    expect(await screen.findByText('Invalid or expired reset token')).toBeTruthy();
    first.unmount();

    stubFetch({ [CHECK]: { status: 500, body: { message: '', code: 'INTERNAL' } } });
    renderScreen();
    expect(await screen.findByText('Failed to verify reset token')).toBeTruthy();
  });

  it("calls a malformed token 'Invalid reset link' without asking the server", async () => {
    const { fetchMock } = stubFetch({});
    renderScreen('short');
    expect(await screen.findByText('Invalid reset link')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("shows the server's message when the reset fails, else 'Failed to reset password'", async () => {
    stubFetch({
      [CHECK]: { body: { valid: true, message: 'ok' } },
      'POST /api/auth/reset-password': { status: 400, body: { message: 'That password is too common.', code: 'WEAK' } },
    });
    const user = userEvent.setup();
    renderScreen();
    await user.type(await screen.findByLabelText('New password'), 'sprout-basil-7');
    await user.type(screen.getByLabelText('Confirm new password'), 'sprout-basil-7');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(await screen.findByText('That password is too common.')).toBeTruthy();
    // Focus goes back to the field to fix.
    expect(document.activeElement).toBe(screen.getByLabelText('New password'));
  });

  it('says the rule first and flags a common password as it is typed, before any request', async () => {
    const { fetchMock } = stubFetch({ [CHECK]: { body: { valid: true, message: 'ok' } } });
    const user = userEvent.setup();
    renderScreen();
    const field = await screen.findByLabelText('New password');
    expect(screen.getByText('At least 6 characters, not a common password')).toBeTruthy();
    await user.type(field, 'password1');
    expect(await screen.findByText(/one of the most common passwords/)).toBeTruthy();
    await user.type(screen.getByLabelText('Confirm new password'), 'password1');
    expect(screen.getByRole('button', { name: 'Reset Password' }).hasAttribute('disabled')).toBe(true);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
