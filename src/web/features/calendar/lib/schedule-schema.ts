import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { SCHEDULE_MEAL_TYPES } from '../../../../shared/kitchen/meal-slots';
import { scheduleProblem, type ScheduleFormValues } from './schedule-rules';

/* Loaded on first use (lib/lazy-resolver.ts): zod stays out of the calendar's first load. */
function schema(needRecipe: boolean) {
  return z
    .object({ recipeId: z.string(), date: z.string(), mealType: z.union([z.enum(SCHEDULE_MEAL_TYPES), z.literal('')]) })
    .superRefine((values, ctx) => {
      const problem = scheduleProblem(values, needRecipe);
      if (problem) ctx.addIssue({ code: 'custom', path: [problem.field], message: problem.message });
    }) satisfies z.ZodType<ScheduleFormValues>;
}

export const scheduleResolver = zodResolver(schema(false));
export const scheduleWithRecipeResolver = zodResolver(schema(true));
