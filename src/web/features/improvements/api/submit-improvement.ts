import { useMutation } from '@tanstack/react-query';
import type { Improvement } from '../../../../shared/api/improvements';
import type { ImprovementCategory, ImprovementPriority } from '../../../../shared/options/admin';
import { api } from '../../../lib/api-client';

export type SuggestionInput = {
  title: string;
  description: string;
  category: ImprovementCategory;
  priority: ImprovementPriority;
};

/** POST /api/improvements {title, description, category, priority}. */
export function submitImprovement(input: SuggestionInput): Promise<Improvement> {
  return api.post<Improvement>('/api/improvements', input);
}

export function useSubmitImprovement() {
  return useMutation({ mutationFn: submitImprovement });
}
