import type { ScheduleMealType } from '../../../../shared/kitchen/meal-slots';
import { todayLocal } from './dates';

export type ScheduleFormValues = { recipeId: string; date: string; mealType: ScheduleMealType | '' };

export const MISSING_DATE_AND_MEAL = 'Please select both a date and meal type.';
export const MISSING_RECIPE_DATE_AND_MEAL = 'Please select a recipe, date, and meal type.';
export const PAST_DATE = 'That date is in the past. Please choose today or a later day.';

export type ScheduleProblem = { field: 'recipeId' | 'date' | 'mealType'; title: string; message: string };

/**
 * The one rule of every schedule and move form (spec section 5): a recipe when the form asks for one,
 * a date and a meal type are required ('Missing Information'), and a past day cannot be planned; a typed
 * past date says so instead of claiming something is missing.
 */
export function scheduleProblem(
  values: ScheduleFormValues,
  needRecipe: boolean,
  today = todayLocal(),
): ScheduleProblem | null {
  const missing = needRecipe ? MISSING_RECIPE_DATE_AND_MEAL : MISSING_DATE_AND_MEAL;
  if (needRecipe && !values.recipeId) return { field: 'recipeId', title: 'Missing Information', message: missing };
  if (!/^\d{4}-\d{2}-\d{2}$/.test(values.date))
    return { field: 'date', title: 'Missing Information', message: missing };
  if (!values.mealType) return { field: 'mealType', title: 'Missing Information', message: missing };
  if (values.date < today) return { field: 'date', title: 'Date in the past', message: PAST_DATE };
  return null;
}
