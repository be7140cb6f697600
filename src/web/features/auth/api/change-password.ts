import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ChangePasswordBody } from '../../../../shared/api/auth';
import type { MessageBody } from '../../../../shared/api/common';
import { api } from '../../../lib/api-client';
import { authKeys } from './keys';

/** POST /api/auth/change-password {currentPassword, newPassword, confirmPassword} -> {message}. */
export function changePassword(body: ChangePasswordBody): Promise<MessageBody> {
  return api.post<MessageBody>('/api/auth/change-password', body);
}

export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changePassword,
    onSuccess: () => {
      // The server rotates the session on a password change; re-read who we are in the background.
      void queryClient.invalidateQueries({ queryKey: authKeys.user });
    },
  });
}
