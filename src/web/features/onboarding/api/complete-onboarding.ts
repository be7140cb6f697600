import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CurrentUser } from '../../../../shared/api/auth';
import { api } from '../../../lib/api-client';
import { authKeys } from '../../auth/api/keys';

/** POST /api/auth/onboarding-complete -> the current user, with onboardingCompleted true. */
export function completeOnboarding(): Promise<CurrentUser> {
  return api.post<CurrentUser>('/api/auth/onboarding-complete');
}

/** Remembers completion on the account too, so a second device does not start the tutorial again. */
export function useCompleteOnboarding() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: completeOnboarding,
    onSuccess: (user) => queryClient.setQueryData(authKeys.user, user),
    // The browser's flag is already set; the account catches up the next time.
    onError: () => undefined,
  });
}
