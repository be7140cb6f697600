import type { ScheduleMealType } from '../../../../shared/kitchen/meal-slots';

export const MAX_PLAN_DAYS = 14;

/** What the Plan my week form holds (strings as the inputs give them). */
export type PlanOptions = {
  startDate: string;
  days: string;
  mealTypes: ScheduleMealType[];
  servings: string;
  cuisines: string[];
  weekday: string;
  weekend: string;
  usePantry: boolean;
  savedShare: string;
};

/** The form's checks, each with the words shown beside its field; the server checks the same (shared/api/meal-plans.ts). */
export function planOptionProblems(options: PlanOptions, today: string): Partial<Record<keyof PlanOptions, string>> {
  const days = Number(options.days);
  const servings = Number(options.servings);
  const problems: Partial<Record<keyof PlanOptions, string>> = {};
  if (!options.startDate) problems.startDate = 'Choose the first day.';
  else if (options.startDate < today) problems.startDate = 'Choose today or a later day.';
  if (!Number.isInteger(days) || days < 1 || days > MAX_PLAN_DAYS) problems.days = `Plan 1 to ${MAX_PLAN_DAYS} days.`;
  if (options.mealTypes.length === 0) problems.mealTypes = 'Choose at least one meal.';
  if (!Number.isInteger(servings) || servings < 1 || servings > 12) problems.servings = 'Servings are 1 to 12.';
  return problems;
}
