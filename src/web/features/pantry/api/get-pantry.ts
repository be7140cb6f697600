import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PantryBody, PantryItem } from '../../../../shared/api/pantry';
import { api } from '../../../lib/api-client';
import { pantryKeys } from './keys';

/** GET /api/pantry -> the signed-in cook's pantry items. */
export async function getPantry(): Promise<PantryItem[]> {
  const body = await api.get<PantryBody>('/api/pantry');
  return body.pantryItems;
}

export const pantryQueryOptions = () => queryOptions({ queryKey: pantryKeys.items, queryFn: getPantry });

export function usePantry() {
  return useQuery(pantryQueryOptions());
}
