import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminRecipeList } from '../../../../shared/api/admin';
import { ADMIN_PAGE_SIZE } from '../../../../shared/options/admin';
import { api } from '../../../lib/api-client';
import { adminKeys } from './keys';

/** GET /api/admin/recipes?page={n}&limit=20 -> recipes (with username), pagination. */
export function getRecipes(page: number): Promise<AdminRecipeList> {
  return api.get<AdminRecipeList>(`/api/admin/recipes?page=${page}&limit=${ADMIN_PAGE_SIZE}`);
}

export const recipesQueryOptions = (page: number) =>
  queryOptions({
    queryKey: adminKeys.recipes(page),
    queryFn: () => getRecipes(page),
    placeholderData: keepPreviousData,
  });

export function useAdminRecipes(page: number) {
  return useQuery(recipesQueryOptions(page));
}
