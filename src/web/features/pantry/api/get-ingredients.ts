import { queryOptions, useQuery } from '@tanstack/react-query';
import type { IngredientSummary, IngredientsResponse } from '../../../../shared/api/ingredients';
import { api } from '../../../lib/api-client';
import { pantryKeys } from './keys';

/** GET /api/ingredients: the built-in catalogue (id, name, category, synonyms); public and cacheable. */
export async function getIngredients(): Promise<IngredientSummary[]> {
  const body = await api.get<IngredientsResponse>('/api/ingredients');
  return body.ingredients;
}

// The catalogue changes only with a release: fetch it once per visit and keep it.
export const ingredientsQueryOptions = () =>
  queryOptions({ queryKey: pantryKeys.ingredients, queryFn: getIngredients, staleTime: Infinity, gcTime: Infinity });

export function useIngredients() {
  return useQuery(ingredientsQueryOptions());
}
