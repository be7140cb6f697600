import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SavedRecipe } from '../../../../shared/api/recipes';
import { api } from '../../../lib/api-client';
import { pantryKeys } from './keys';

/** GET /api/recipes: the cook's saved recipes; the pantry reads their ingredient lines for suggestions. */
export function getSavedRecipes(): Promise<SavedRecipe[]> {
  return api.get<SavedRecipe[]>('/api/recipes');
}

export const savedRecipesQueryOptions = () =>
  queryOptions({
    queryKey: pantryKeys.savedRecipes,
    queryFn: getSavedRecipes,
    // Recipes are saved on other screens: read them afresh each time the pantry opens.
    staleTime: 0,
    select: (recipes) => recipes.map((recipe) => ({ ingredients: recipe.ingredients })),
  });

export function useSavedRecipeIngredients() {
  return useQuery(savedRecipesQueryOptions());
}
