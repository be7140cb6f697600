import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { forgotPasswordBody, loginBody, registerBody } from '../../../../shared/api/auth';
import { PASSWORD_MIN } from '../../../../shared/auth/password-limits';
import { PASSWORD_TOO_SHORT, PASSWORDS_DO_NOT_MATCH } from './password-rules';

/*
 * The auth forms' checks (sign-in, sign-up, forgot and reset password): the server's own schemas. This module (and zod with it, ~26 KB
 * gzip) loads when a form is first used, not with the page (see lazy-resolver.ts).
 */
export const loginResolver = zodResolver(loginBody);
export const registerResolver = zodResolver(registerBody);
export const forgotResolver = zodResolver(forgotPasswordBody);
export const resetResolver = zodResolver(
  z
    .object({ password: z.string().min(PASSWORD_MIN, PASSWORD_TOO_SHORT), confirmPassword: z.string() })
    .refine((v) => v.password === v.confirmPassword, { path: ['confirmPassword'], message: PASSWORDS_DO_NOT_MATCH }),
);
