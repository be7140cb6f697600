import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  GeneratePlanBody,
  GeneratePlanResponse,
  SavePlanBody,
  SavePlanResponse,
} from '../../../../shared/api/meal-plans';
import { api } from '../../../lib/api-client';
import { recipeKeys } from '../../recipes';
import { calendarKeys } from './keys';

/** POST /api/meal-plans/generate: a proposal for every empty slot of the range (nothing is saved). */
export function generatePlan(body: GeneratePlanBody): Promise<GeneratePlanResponse> {
  return api.post<GeneratePlanResponse>('/api/meal-plans/generate', body);
}

export function useGeneratePlan() {
  return useMutation({ mutationFn: generatePlan });
}

/** POST /api/meal-plans: the new recipes saved and every slot scheduled, all or nothing. */
export function useSavePlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SavePlanBody) => api.post<SavePlanResponse>('/api/meal-plans', body),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: calendarKeys.meals });
      void queryClient.invalidateQueries({ queryKey: recipeKeys.all });
    },
  });
}
