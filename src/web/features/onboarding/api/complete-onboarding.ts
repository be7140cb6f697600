import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CurrentUser } from '../../../../shared/api/auth';
import type { MessageBody } from '../../../../shared/api/common';
import { api } from '../../../lib/api-client';
import { authKeys } from '../../auth';

/** POST /api/auth/onboarding-complete -> {message}. */
export function completeOnboarding(): Promise<MessageBody> {
  return api.post<MessageBody>('/api/auth/onboarding-complete');
}

/** Remembers completion on the account too, so a second device does not start the tutorial again. */
export function useCompleteOnboarding() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: completeOnboarding,
    onSuccess: () =>
      queryClient.setQueryData<CurrentUser | null>(authKeys.user, (user) =>
        user ? { ...user, onboardingCompleted: true } : user,
      ),
    // The browser's flag is already set; the account catches up the next time.
    onError: () => undefined,
  });
}
