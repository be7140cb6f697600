import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SaveRecipeInput, SavedRecipe } from '../../../../shared/api/recipes';
import { api } from '../../../lib/api-client';
import { recipeKeys } from './keys';

/** The fields the server stores; generated recipes may carry extra client-side fields. */
function toRecipeInput(recipe: SaveRecipeInput): SaveRecipeInput {
  const { title, cuisine, mealType, cookingTime, servings, difficulty, ingredients, instructions, nutrition } = recipe;
  const input = { title, cuisine, mealType, cookingTime, servings, difficulty, ingredients, instructions, nutrition };
  // An imported recipe keeps where it came from, and where its nutrition comes from (issue 27).
  return recipe.sourceUrl ? { ...input, sourceUrl: recipe.sourceUrl } : input;
}

/** POST /api/recipes -> 201 SavedRecipe (new) or 200 (already saved, same id). */
export function saveRecipe(recipe: SaveRecipeInput): Promise<SavedRecipe> {
  return api.post<SavedRecipe>('/api/recipes', toRecipeInput(recipe));
}

export function useSaveRecipe() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveRecipe,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: recipeKeys.all });
    },
  });
}
