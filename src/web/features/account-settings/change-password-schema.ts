import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { checkChangePassword, type ChangePasswordValues } from './change-password-rules';

/* Loaded on first use (lib/lazy-resolver.ts): the spec's checks, in its order, as a zod schema. */
export const changePasswordResolver = zodResolver(
  z
    .object({ currentPassword: z.string(), newPassword: z.string(), confirmPassword: z.string() })
    .superRefine((values, ctx) => {
      const problem = checkChangePassword(values);
      if (problem) ctx.addIssue({ code: 'custom', path: [problem.field], message: problem.description });
    }) satisfies z.ZodType<ChangePasswordValues>,
);
