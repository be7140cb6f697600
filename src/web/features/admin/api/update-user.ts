import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminUser, AdminUserUpdate } from '../../../../shared/api/admin';
import { api } from '../../../lib/api-client';
import { adminKeys } from './keys';

/** PUT /api/admin/users/{id} {role} or {isActive}. */
export function updateUser({ id, ...patch }: AdminUserUpdate & { id: number }): Promise<AdminUser> {
  return api.put<AdminUser>(`/api/admin/users/${id}`, patch);
}

export function useUpdateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateUser,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
}
