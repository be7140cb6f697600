import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MessageBody } from '../../../../shared/api/common';
import { api } from '../../../lib/api-client';

/** DELETE /api/admin/recipes/{id}: also removes it from scheduled meals. */
export function deleteRecipe(id: number): Promise<MessageBody> {
  return api.delete<MessageBody>(`/api/admin/recipes/${id}`);
}

export function useAdminDeleteRecipe() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteRecipe,
    // The owner's lists and calendar change too.
    onSuccess: () => queryClient.invalidateQueries({ predicate: (q) => q.queryKey[0] !== 'auth' }),
  });
}
