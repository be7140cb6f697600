import { useMutation } from '@tanstack/react-query';
import type { ImportRequest, ImportResponse } from '../../../../shared/api/recipe-import';
import { api } from '../../../lib/api-client';

/** POST /api/recipes/import -> {recipe, warnings}; nothing is saved until the cook presses Save Recipe. */
export function importRecipe(body: ImportRequest): Promise<ImportResponse> {
  return api.post<ImportResponse>('/api/recipes/import', body);
}

export function useImportRecipe() {
  return useMutation({ mutationFn: importRecipe });
}
