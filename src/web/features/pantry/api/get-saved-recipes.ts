import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SavedIngredientLists } from '../../../../shared/api/recipes';
import { api } from '../../../lib/api-client';
import { pantryKeys } from './keys';

/**
 * GET /api/recipes: the ingredient lines of the cook's newest saved recipes (the server bounds how
 * many recipes and how long each line), read for the smart suggestions.
 */
export function getSavedRecipes(): Promise<SavedIngredientLists> {
  return api.get<SavedIngredientLists>('/api/recipes');
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
