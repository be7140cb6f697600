import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CurrentUser, RegisterBody } from '../../../../shared/api/auth';
import { api } from '../../../lib/api-client';
import { authKeys } from './keys';

/** POST /api/auth/register (201); the new user is signed in afterwards. */
export function register(body: RegisterBody): Promise<CurrentUser> {
  return api.post<CurrentUser>('/api/auth/register', body, { redirectOn401: false });
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
