import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CurrentUser, RegisterBody } from '../../../../shared/api/auth';
import { signUpLocale } from '../../../../shared/api/preferences';
import { api } from '../../../lib/api-client';
import { authKeys } from './keys';

/**
 * POST /api/auth/register (201); the new user is signed in afterwards. The browser's language goes
 * along: it picks the account's units and temperature scale (en-US: US and °F; issue 29).
 */
export function register(body: RegisterBody): Promise<CurrentUser> {
  const locale = typeof navigator !== 'undefined' ? navigator.language : undefined;
  const withLocale = locale && signUpLocale.safeParse(locale).success ? { ...body, locale } : body;
  return api.post<CurrentUser>('/api/auth/register', withLocale, { redirectOn401: false });
}

export function useRegister() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: register,
    onSuccess: (user) => {
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== 'auth' || query.queryKey[1] !== 'user' });
      queryClient.setQueryData(authKeys.user, user);
    },
  });
}
