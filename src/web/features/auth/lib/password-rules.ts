import { PASSWORD_MIN } from '../../../../shared/auth/password-limits';

export const PASSWORD_TOO_SHORT = 'Password must be at least 6 characters long';
export const PASSWORDS_DO_NOT_MATCH = 'Passwords do not match';

export type NewPasswordCheck = {
  passwordError?: string;
  confirmError?: string;
  /** Both filled, equal and at least PASSWORD_MIN long (spec section 5). */
  canSubmit: boolean;
};

/** The reset-password rules. Messages show once the user has typed something in that field. */
export function checkNewPassword(password: string, confirm: string): NewPasswordCheck {
  const passwordError = password.length > 0 && password.length < PASSWORD_MIN ? PASSWORD_TOO_SHORT : undefined;
  const confirmError = confirm.length > 0 && confirm !== password ? PASSWORDS_DO_NOT_MATCH : undefined;
  const canSubmit = password.length >= PASSWORD_MIN && confirm.length > 0 && password === confirm;
  return { passwordError, confirmError, canSubmit };
}
