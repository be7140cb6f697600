import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ResetPasswordBody } from '../../../../shared/api/auth';
import type { MessageBody } from '../../../../shared/api/common';
import { api } from '../../../lib/api-client';
import { authKeys } from './keys';

/** POST /api/auth/reset-password {token, password} -> {message}. */
export function resetPassword(body: ResetPasswordBody): Promise<MessageBody> {
  return api.post<MessageBody>('/api/auth/reset-password', body, { redirectOn401: false });
}

export function useResetPassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resetPassword,
    onSuccess: (_data, body) => {
      // The token is spent now.
      queryClient.removeQueries({ queryKey: authKeys.resetToken(body.token) });
    },
  });
}
