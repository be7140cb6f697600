import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { SCHEDULE_MEAL_TYPES } from '../../../../shared/kitchen/meal-slots';
import { todayLocal } from './dates';
import { planOptionProblems, type PlanOptions } from './plan-options';

/* Loaded on first use (lib/lazy-resolver.ts): zod stays out of the calendar's first load. */
export const planOptionsResolver = zodResolver(
  z
    .object({
      startDate: z.string(),
      days: z.string(),
      mealTypes: z.array(z.enum(SCHEDULE_MEAL_TYPES)),
      servings: z.string(),
      cuisines: z.array(z.string()),
      weekday: z.string(),
      weekend: z.string(),
      usePantry: z.boolean(),
      savedShare: z.string(),
    })
    .superRefine((values, ctx) => {
      for (const [field, message] of Object.entries(planOptionProblems(values, todayLocal()))) {
        ctx.addIssue({ code: 'custom', path: [field], message });
      }
    }) satisfies z.ZodType<PlanOptions>,
);
