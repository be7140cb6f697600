import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CurrentUser, LoginBody } from '../../../../shared/api/auth';
import { api } from '../../../lib/api-client';
import { authKeys } from './keys';

/** POST /api/auth/login; `username` accepts a username or an email address. */
export function login(body: LoginBody): Promise<CurrentUser> {
  // A 401 here means wrong credentials, not an ended session: show it, don't redirect.
  return api.post<CurrentUser>('/api/auth/login', body, { redirectOn401: false });
}

export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: login,
    onSuccess: (user) => {
      // Everything cached belonged to the previous visitor; the fresh user goes straight in (no flash).
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== 'auth' || query.queryKey[1] !== 'user' });
      queryClient.setQueryData(authKeys.user, user);
    },
    onError: (error) => {
      console.info('Login failed', error);
    },
  });
}
