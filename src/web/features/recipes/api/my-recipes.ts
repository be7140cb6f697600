import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { MyRecipeCounts, SavedRecipe } from '../../../../shared/api/recipes';
import { api } from '../../../lib/api-client';
import { recipeKeys } from './keys';

/** Cards per page on Saved Recipes (an even number for the two-column grid). */
export const MY_RECIPES_PAGE_SIZE = 24;
export const ALL_MEAL_TYPES = 'all';

/**
 * GET /api/recipes/my -> one page of the caller's saved recipes, newest first. The server filters by
 * meal type; `cursor` is the id of the last recipe already shown (what X-Next-Cursor would say).
 */
export function getMyRecipesPage(
  opts: { mealType?: string; cursor?: number; limit?: number; signal?: AbortSignal } = {},
): Promise<SavedRecipe[]> {
  const params = new URLSearchParams();
  if (opts.mealType && opts.mealType !== ALL_MEAL_TYPES) params.set('mealType', opts.mealType);
  if (opts.cursor !== undefined) params.set('cursor', String(opts.cursor));
  params.set('limit', String(opts.limit ?? MY_RECIPES_PAGE_SIZE));
  return api.get<SavedRecipe[]>(`/api/recipes/my?${params}`, { signal: opts.signal });
}

export const myRecipePagesQueryOptions = (mealType: string = ALL_MEAL_TYPES) =>
  infiniteQueryOptions({
    queryKey: recipeKeys.mineBy(mealType),
    queryFn: ({ pageParam, signal }) => getMyRecipesPage({ mealType, cursor: pageParam, signal }),
    initialPageParam: undefined as number | undefined,
    // A full page may have more after it; a short one is the end.
    getNextPageParam: (last) => (last.length < MY_RECIPES_PAGE_SIZE ? undefined : last.at(-1)?.id),
  });

/** The saved recipes of one filter ('all' or a meal type), loaded page by page (Saved Recipes). */
export function useMyRecipePages(mealType: string = ALL_MEAL_TYPES) {
  return useInfiniteQuery(myRecipePagesQueryOptions(mealType));
}

/** The newest saved recipes as one list (the largest page the API gives), for pickers. */
export const MY_RECIPES_PICKER_LIMIT = 100;
export const myRecipesQueryOptions = () =>
  queryOptions({
    queryKey: recipeKeys.newest,
    queryFn: ({ signal }) => getMyRecipesPage({ limit: MY_RECIPES_PICKER_LIMIT, signal }),
  });

/** The newest MY_RECIPES_PICKER_LIMIT saved recipes, newest first (`data` is SavedRecipe[]). */
export function useMyRecipes() {
  return useQuery(myRecipesQueryOptions());
}

/** GET /api/recipes/my/counts -> {total, byMealType}: the filter's counts, whatever is loaded. */
export const myRecipeCountsQueryOptions = () =>
  queryOptions({
    queryKey: recipeKeys.counts,
    queryFn: () => api.get<MyRecipeCounts>('/api/recipes/my/counts'),
  });

export function useMyRecipeCounts() {
  return useQuery(myRecipeCountsQueryOptions());
}
