import { z } from 'zod';
import { PASSWORD_MAX, PASSWORD_MIN } from '../auth/password-limits';
import { plainText, storable } from './common';
import { signUpLocale } from './preferences';
import { TEMPERATURE_SCALES, UNIT_SYSTEMS } from '../kitchen/measurements';

export { PASSWORD_MAX, PASSWORD_MIN };

export const ROLES = ['user', 'admin'] as const;
export type Role = (typeof ROLES)[number];

const STORABLE_MESSAGE = 'Contains characters that cannot be stored (NUL or an unpaired surrogate)';
/** A trimmed string of at most `max` characters the database can store (see common.ts). */
const trimmed = (max: number) =>
  z.string().trim().max(max, `Must be at most ${max} characters`).refine(storable, STORABLE_MESSAGE);

export const username = z
  .string()
  .trim()
  .min(3, 'Username must be at least 3 characters')
  .max(32, 'Username must be at most 32 characters')
  .regex(/^[a-zA-Z0-9_.-]+$/, 'Username may use letters, digits, dot, dash and underscore only');

export const email = z
  .string()
  .trim()
  .max(254, 'Email is too long')
  .refine(storable, STORABLE_MESSAGE)
  .pipe(z.email('Enter a valid email address'));

// Passwords are hashed, never stored, but a NUL or lone surrogate is still refused: argon2 sees
// bytes, and a surrogate would be silently replaced and so not be the password typed.
const password = z
  .string()
  .min(PASSWORD_MIN, `Password must be at least ${PASSWORD_MIN} characters long.`)
  .max(PASSWORD_MAX, `Password must be at most ${PASSWORD_MAX} characters long.`)
  .refine(storable, STORABLE_MESSAGE);

export const registerBody = z.object({
  firstName: trimmed(60).min(1, 'First name is required'),
  lastName: trimmed(60).min(1, 'Last name is required'),
  username,
  email,
  password,
  /** The browser's locale: picks the new account's units and temperature scale (issue 29). */
  locale: signUpLocale.optional(),
});
export type RegisterBody = z.infer<typeof registerBody>;

export const loginBody = z.object({
  /** A username or an email address. */
  username: trimmed(254).pipe(z.string().min(1, 'Username is required')),
  password: plainText(PASSWORD_MAX).pipe(z.string().min(1, 'Password is required')),
});
export type LoginBody = z.infer<typeof loginBody>;

export const currentUser = z.object({
  id: z.number().int(),
  username: z.string(),
  email: z.string(),
  emailVerified: z.boolean(),
  role: z.enum(ROLES),
  firstName: z.string(),
  lastName: z.string(),
  createdAt: z.string(),
  /** The first-run tutorial was completed on some device (or the cook already has a pantry). */
  onboardingCompleted: z.boolean(),
  /** How the cook reads amounts (issue 29; GET/PUT /api/account/preferences); null: as written. */
  unitSystem: z.enum(UNIT_SYSTEMS).nullable().optional(),
  temperature: z.enum(TEMPERATURE_SCALES).nullable().optional(),
});
export type CurrentUser = z.infer<typeof currentUser>;

export const verificationStatus = z.object({ verified: z.boolean() });
export type VerificationStatus = z.infer<typeof verificationStatus>;

export const forgotPasswordBody = z.object({ email });
export type ForgotPasswordBody = z.infer<typeof forgotPasswordBody>;

// Tokens are base64url, so anything else (NUL included) is an invalid link.
export const resetToken = z
  .string()
  .trim()
  .min(10, 'Invalid reset link')
  .max(200, 'Invalid reset link')
  .regex(/^[\w-]+$/, 'Invalid reset link');
export const resetTokenParams = z.object({ token: resetToken });

export const resetTokenCheck = z.object({
  valid: z.boolean(),
  email: z.string().optional(),
  message: z.string(),
});
export type ResetTokenCheck = z.infer<typeof resetTokenCheck>;

export const resetPasswordBody = z.object({ token: resetToken, password });
export type ResetPasswordBody = z.infer<typeof resetPasswordBody>;

export const changePasswordBody = z
  .object({
    currentPassword: plainText(PASSWORD_MAX).pipe(z.string().min(1, 'Please enter your current password.')),
    newPassword: password,
    confirmPassword: plainText(PASSWORD_MAX),
  })
  .refine((b) => b.newPassword === b.confirmPassword, {
    path: ['confirmPassword'],
    message: 'Please make sure your new passwords match.',
  });
export type ChangePasswordBody = z.infer<typeof changePasswordBody>;

export const verifyEmailQuery = z.object({ token: plainText(200).optional() });
