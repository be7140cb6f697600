/** TanStack Query keys of the auth area, in one place so mutations can invalidate them. */
export const authKeys = {
  all: ['auth'] as const,
  user: ['auth', 'user'] as const,
  verificationStatus: ['auth', 'verification-status'] as const,
  resetToken: (token: string) => ['auth', 'reset-token', token] as const,
};
