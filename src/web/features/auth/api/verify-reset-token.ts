import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ResetTokenCheck } from '../../../../shared/api/auth';
import { api } from '../../../lib/api-client';
import { authKeys } from './keys';

/** GET /api/auth/verify-reset-token/:token -> {valid, email?, message}. */
export function verifyResetToken(token: string): Promise<ResetTokenCheck> {
  return api.get<ResetTokenCheck>(`/api/auth/verify-reset-token/${encodeURIComponent(token)}`, {
    redirectOn401: false,
  });
}

export const verifyResetTokenQueryOptions = (token: string, enabled = true) =>
  queryOptions({
    queryKey: authKeys.resetToken(token),
    queryFn: () => verifyResetToken(token),
    enabled,
    // A token is checked once per visit; a used token must not come back from the cache as valid.
    gcTime: 0,
  });

export function useVerifyResetToken(token: string, enabled = true) {
  return useQuery(verifyResetTokenQueryOptions(token, enabled));
}
