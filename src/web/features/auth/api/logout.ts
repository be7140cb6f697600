import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MessageBody } from '../../../../shared/api/common';
import { api } from '../../../lib/api-client';
import { authKeys } from './keys';

/** POST /api/auth/logout (empty body). */
export function logout(): Promise<MessageBody> {
  return api.post<MessageBody>('/api/auth/logout', undefined, { redirectOn401: false });
}

export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: logout,
    onSuccess: () => {
      // The user is "refreshed away": no user, and nothing of theirs left in the cache.
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== 'auth' || query.queryKey[1] !== 'user' });
      queryClient.setQueryData(authKeys.user, null);
    },
  });
}
