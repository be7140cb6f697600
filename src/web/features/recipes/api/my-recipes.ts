import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SavedRecipe } from '../../../../shared/api/recipes';
import { api } from '../../../lib/api-client';
import { recipeKeys } from './keys';

/**
 * GET /api/recipes/my -> the caller's saved recipes, newest first. The screen filters by meal type
 * itself (the server's ?mealType= would hide the other types' counts).
 */
export function getMyRecipes(): Promise<SavedRecipe[]> {
  return api.get<SavedRecipe[]>('/api/recipes/my');
}

export const myRecipesQueryOptions = () =>
  queryOptions({
    queryKey: recipeKeys.mine,
    queryFn: getMyRecipes,
  });

export function useMyRecipes() {
  return useQuery(myRecipesQueryOptions());
}
