import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MessageBody } from '../../../../shared/api/common';
import type { SavedRecipe } from '../../../../shared/api/recipes';
import { api } from '../../../lib/api-client';
import { recipeKeys } from './keys';

/** DELETE /api/recipes/:id -> {message} (404 when the recipe is not the caller's). */
export function deleteRecipe(id: number): Promise<MessageBody> {
  return api.delete<MessageBody>(`/api/recipes/${id}`);
}

export function useDeleteRecipe() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteRecipe,
    onSuccess: (_data, id) => {
      // Drop it from the cached list at once (no flash of the removed card), then re-read.
      queryClient.setQueryData<SavedRecipe[]>(recipeKeys.mine, (list) => list?.filter((r) => r.id !== id));
      void queryClient.invalidateQueries({ queryKey: recipeKeys.all });
    },
  });
}
