import { useMutation, useQueryClient, type InfiniteData } from '@tanstack/react-query';
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
      // Drop it from every cached page at once (no flash of the removed card), then re-read.
      // The caches under recipeKeys.mine hold pages (Saved Recipes) or one list (pickers).
      queryClient.setQueriesData<InfiniteData<SavedRecipe[], number | undefined> | SavedRecipe[]>(
        { queryKey: recipeKeys.mine },
        (data) => {
          if (!data) return data;
          if (Array.isArray(data)) return data.filter((r) => r.id !== id);
          return { ...data, pages: data.pages.map((page) => page.filter((r) => r.id !== id)) };
        },
      );
      void queryClient.invalidateQueries({ queryKey: recipeKeys.all });
    },
  });
}
