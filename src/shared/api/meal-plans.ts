import { z } from 'zod';
import { SCHEDULE_MEAL_TYPES } from '../kitchen/meal-slots';
import { CUISINES } from '../kitchen/types';
import { caseInsensitiveEnum, isoDate, text } from './common';
import { recipeInput, recipeOutput } from './recipes';
import { scheduledMeal } from './scheduled-meals';

/** Plan my week (issue 28): at most this many days in one plan. */
export const PLAN_MAX_DAYS = 14;
/** Most slots one plan holds (days x breakfast, lunch, dinner). */
export const PLAN_MAX_SLOTS = PLAN_MAX_DAYS * SCHEDULE_MEAL_TYPES.length;

const mealType = caseInsensitiveEnum(SCHEDULE_MEAL_TYPES);
const minutes = z.number().int().min(5).max(600);
/** A recipe in a plan: a saved one carries its id (it is scheduled as is), a new one none (it is saved first). */
export const planRecipeInput = recipeInput.extend({ id: z.number().int().positive().max(2_147_483_647).optional() });
export const planRecipeOutput = recipeOutput.extend({ id: z.number().int().optional() });
export type PlanRecipeInput = z.infer<typeof planRecipeInput>;

const unique = (values: readonly string[]) => new Set(values).size === values.length;

/** POST /api/meal-plans/generate: a proposal for every empty slot of the range; nothing is saved. */
export const generatePlanBody = z.object({
  startDate: isoDate(),
  days: z.number().int().min(1).max(PLAN_MAX_DAYS),
  mealTypes: z
    .array(mealType)
    .min(1)
    .max(SCHEDULE_MEAL_TYPES.length)
    .refine(unique, 'Each meal type may be listed once'),
  servings: z.number().int().min(1).max(12).default(2),
  /** Cuisines to spread the plan over; none means every cuisine the cook has not disliked. */
  cuisines: z
    .array(caseInsensitiveEnum(CUISINES))
    .max(CUISINES.length)
    .refine(unique, 'Each cuisine may be listed once')
    .default([]),
  /** Minutes: `weekday` Monday to Friday, `weekend` Saturday and Sunday. */
  maxCookingTime: z.object({ weekday: minutes.optional(), weekend: minutes.optional() }).strict().default({}),
  usePantry: z.boolean().default(true),
  /** 0-1: how much of the plan may come from the cook's saved recipes. */
  savedShare: z.number().min(0).max(1).default(0),
  creativeDirection: text(300, 0).optional(),
  /** Meals the cook keeps (try another one slot: every other slot locked). */
  lockedMeals: z
    .array(z.object({ date: isoDate(), mealType, recipe: planRecipeInput }))
    .max(PLAN_MAX_SLOTS)
    .default([]),
});
export type GeneratePlanBody = z.input<typeof generatePlanBody>;

export const PLAN_SOURCES = ['generated', 'saved'] as const;
export const plannedMeal = z.object({
  date: z.string(),
  mealType: z.enum(SCHEDULE_MEAL_TYPES),
  recipe: planRecipeOutput,
  source: z.enum(PLAN_SOURCES),
});
export type PlannedMeal = z.infer<typeof plannedMeal>;

export const generatePlanResponse = z.object({ plan: z.array(plannedMeal), notes: z.array(z.string()) });
export type GeneratePlanResponse = z.infer<typeof generatePlanResponse>;

/** POST /api/meal-plans: saves the new recipes and schedules every slot, all or nothing. */
export const savePlanBody = z.object({
  plan: z
    .array(z.object({ date: isoDate(), mealType, recipe: planRecipeInput }))
    .min(1)
    .max(PLAN_MAX_SLOTS),
});
export type SavePlanBody = z.input<typeof savePlanBody>;

export const savePlanResponse = z.object({ meals: z.array(scheduledMeal) });
export type SavePlanResponse = z.infer<typeof savePlanResponse>;
