import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MessageBody } from '../../../../shared/api/common';
import { api } from '../../../lib/api-client';
import { adminKeys } from './keys';

/** DELETE /api/admin/users/{id}: the user and everything of theirs. */
export function deleteUser(id: number): Promise<MessageBody> {
  return api.delete<MessageBody>(`/api/admin/users/${id}`);
}

export function useDeleteUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteUser,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
}
