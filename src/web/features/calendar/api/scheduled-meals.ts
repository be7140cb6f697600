import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { RecipeInput, SavedRecipe } from '../../../../shared/api/recipes';
import type {
  ScheduledMeal,
  ScheduledMealSummariesResponse,
  ScheduledMealsResponse,
  ScheduleMealBody,
  UpdateScheduledMealBody,
} from '../../../../shared/api/scheduled-meals';
import { api } from '../../../lib/api-client';
import { recipeKeys } from '../../recipes';
import { saveRecipe } from '../../recipes';
import { calendarKeys } from './keys';

/** GET /api/scheduled-meals?startDate=&endDate= -> {meals}, the recipe embedded in each. */
export async function getScheduledMeals(
  startDate: string,
  endDate: string,
  signal?: AbortSignal,
): Promise<ScheduledMeal[]> {
  const q = new URLSearchParams({ startDate, endDate });
  const body = await api.get<ScheduledMealsResponse>(`/api/scheduled-meals?${q}`, { signal });
  return body.meals;
}

export const scheduledMealsQueryOptions = (startDate: string, endDate: string) =>
  queryOptions({
    queryKey: calendarKeys.range(startDate, endDate),
    queryFn: ({ signal }) => getScheduledMeals(startDate, endDate, signal),
    // Meals change on other screens (the recipe card's Schedule): read afresh when a view opens.
    staleTime: 0,
    placeholderData: keepPreviousData,
  });

export function useScheduledMeals(startDate: string, endDate: string, enabled = true) {
  return useQuery({ ...scheduledMealsQueryOptions(startDate, endDate), enabled });
}

/**
 * GET /api/scheduled-meals/summary: the calendar's views, each meal with a summary of its recipe
 * (bounded whatever the recipes hold); the whole recipe is read when a meal is opened.
 */
export function useScheduledMealSummaries(startDate: string, endDate: string) {
  return useQuery({
    queryKey: calendarKeys.summaries(startDate, endDate),
    queryFn: async ({ signal }) => {
      const q = new URLSearchParams({ startDate, endDate });
      return (await api.get<ScheduledMealSummariesResponse>(`/api/scheduled-meals/summary?${q}`, { signal })).meals;
    },
    staleTime: 0,
    placeholderData: keepPreviousData,
  });
}

/** GET /api/scheduled-meals/:id: one planned meal with its whole recipe. */
export function useScheduledMeal(id: number | null) {
  return useQuery({
    queryKey: calendarKeys.meal(id ?? 0),
    queryFn: ({ signal }) => api.get<ScheduledMeal>(`/api/scheduled-meals/${id}`, { signal }),
    enabled: id !== null,
  });
}

export function scheduleMeal(body: ScheduleMealBody): Promise<ScheduledMeal> {
  return api.post<ScheduledMeal>('/api/scheduled-meals', body);
}

export type ScheduleInput = Omit<ScheduleMealBody, 'recipeId'> & {
  /** A saved recipe (has an id) or a freshly generated one, which is saved first. */
  recipe: RecipeInput & { id?: number };
};

/**
 * Schedules a recipe. A generated recipe has no id yet: it is saved first (POST /api/recipes is
 * idempotent per user and content, so a recipe saved before keeps its one copy and id).
 */
export function useScheduleMeal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ recipe, ...rest }: ScheduleInput): Promise<{ meal: ScheduledMeal; saved?: SavedRecipe }> => {
      let recipeId = recipe.id;
      let saved: SavedRecipe | undefined;
      if (recipeId === undefined) {
        saved = await saveRecipe(recipe);
        recipeId = saved.id;
      }
      return { meal: await scheduleMeal({ recipeId, ...rest }), ...(saved ? { saved } : {}) };
    },
    onSuccess: ({ saved }) => {
      void queryClient.invalidateQueries({ queryKey: calendarKeys.meals });
      if (saved) void queryClient.invalidateQueries({ queryKey: recipeKeys.all });
    },
  });
}

/** PATCH /api/scheduled-meals/:id {date?, mealType?}: move a meal to another day or slot. */
export function useMoveMeal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: UpdateScheduledMealBody & { id: number }) =>
      api.patch<ScheduledMeal>(`/api/scheduled-meals/${id}`, body),
    onSettled: () => queryClient.invalidateQueries({ queryKey: calendarKeys.meals }),
  });
}

/** DELETE /api/scheduled-meals/:id */
export function useRemoveMeal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete<{ message: string }>(`/api/scheduled-meals/${id}`),
    onSettled: (_data, _error, id) => {
      // The removed meal's own read would only answer 404 now: drop it rather than read it again.
      queryClient.removeQueries({ queryKey: calendarKeys.meal(id) });
      return queryClient.invalidateQueries({ queryKey: calendarKeys.meals });
    },
  });
}
