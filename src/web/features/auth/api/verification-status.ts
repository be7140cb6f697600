import { queryOptions, useQuery } from '@tanstack/react-query';
import type { VerificationStatus } from '../../../../shared/api/auth';
import { api } from '../../../lib/api-client';
import { authKeys } from './keys';

export const VERIFICATION_POLL_MS = 3000;

/** GET /api/auth/verification-status. */
export function getVerificationStatus(): Promise<VerificationStatus> {
  return api.get<VerificationStatus>('/api/auth/verification-status');
}

/** Polled every 3 s while `enabled` (the user has an email and is not verified yet). */
export const verificationStatusQueryOptions = (enabled: boolean) =>
  queryOptions({
    queryKey: authKeys.verificationStatus,
    queryFn: getVerificationStatus,
    enabled,
    refetchInterval: (query) => (enabled && query.state.data?.verified !== true ? VERIFICATION_POLL_MS : false),
    refetchIntervalInBackground: true,
    staleTime: 0,
    gcTime: 0,
  });

export function useVerificationStatus(enabled: boolean) {
  return useQuery(verificationStatusQueryOptions(enabled));
}
