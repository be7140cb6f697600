import { PASSWORD_MIN } from '../../../shared/auth/password-limits';

export type ChangePasswordValues = { currentPassword: string; newPassword: string; confirmPassword: string };
export type ValidationToast = { title: string; description: string; field: keyof ChangePasswordValues };

/** The change-password checks in the spec's order; the first failure becomes a toast (spec section 5). */
export function checkChangePassword(values: ChangePasswordValues): ValidationToast | null {
  if (!values.currentPassword) {
    return {
      title: 'Current password required',
      description: 'Please enter your current password.',
      field: 'currentPassword',
    };
  }
  if (values.newPassword.length < PASSWORD_MIN) {
    return {
      title: 'Password too short',
      description: 'Password must be at least 6 characters long.',
      field: 'newPassword',
    };
  }
  if (values.newPassword !== values.confirmPassword) {
    return {
      title: "Passwords don't match",
      description: 'Please make sure your new passwords match.',
      field: 'confirmPassword',
    };
  }
  return null;
}
