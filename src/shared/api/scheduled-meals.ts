import { z } from 'zod';
import { SCHEDULE_MEAL_TYPES } from '../kitchen/meal-slots';
import { caseInsensitiveEnum, isoDate } from './common';
import { savedRecipe } from './recipes';

export { MAX_RANGE_DAYS, MEAL_TYPE_LABELS, SCHEDULE_MEAL_TYPES, type ScheduleMealType } from '../kitchen/meal-slots';

const mealType = caseInsensitiveEnum(SCHEDULE_MEAL_TYPES);
const servings = z.number().int().min(1).max(100);

/** POST /api/scheduled-meals */
export const scheduleMealBody = z.object({
  recipeId: z.number().int().positive().max(2_147_483_647),
  date: isoDate(),
  mealType,
  /** Servings planned (the card's scaler); the recipe's own servings when absent. */
  servings: servings.optional(),
});
export type ScheduleMealBody = z.infer<typeof scheduleMealBody>;

/** PATCH /api/scheduled-meals/:id: move to another day and/or slot. */
export const updateScheduledMealBody = z
  .object({ date: isoDate().optional(), mealType: mealType.optional(), servings: servings.optional() })
  .refine((b) => b.date !== undefined || b.mealType !== undefined || b.servings !== undefined, {
    message: 'Send a new date, meal type or servings',
  });
export type UpdateScheduledMealBody = z.infer<typeof updateScheduledMealBody>;

/** GET /api/scheduled-meals?startDate=&endDate= (inclusive, at most 366 days). */
export const scheduledMealsQuery = z.object({ startDate: isoDate(), endDate: isoDate() });
export type ScheduledMealsQuery = z.infer<typeof scheduledMealsQuery>;

/** The spec's entity: id, date, mealType, recipe, recipeId (plus the servings planned). */
export const scheduledMeal = z.object({
  id: z.number().int(),
  date: z.string(),
  mealType: z.enum(SCHEDULE_MEAL_TYPES),
  recipeId: z.number().int(),
  servings: z.number().int(),
  recipe: savedRecipe,
});
export type ScheduledMeal = z.infer<typeof scheduledMeal>;

export const scheduledMealsResponse = z.object({ meals: z.array(scheduledMeal) });
export type ScheduledMealsResponse = z.infer<typeof scheduledMealsResponse>;

/**
 * What a calendar view shows of a planned meal's recipe: a summary whose size does not depend on
 * the recipe's text (the whole recipe is read when the meal is opened: GET /api/scheduled-meals/:id).
 */
export const recipeSummary = z.object({
  id: z.number().int(),
  title: z.string(),
  cuisine: z.string(),
  mealType: z.string(),
  cookingTime: z.number().int(),
  servings: z.number().int(),
  difficulty: z.string(),
});
export type RecipeSummary = z.infer<typeof recipeSummary>;

export const scheduledMealSummary = scheduledMeal.omit({ recipe: true }).extend({ recipe: recipeSummary });
export type ScheduledMealSummary = z.infer<typeof scheduledMealSummary>;

/** GET /api/scheduled-meals/summary?startDate=&endDate=: the calendar's views. */
export const scheduledMealSummariesResponse = z.object({ meals: z.array(scheduledMealSummary) });
export type ScheduledMealSummariesResponse = z.infer<typeof scheduledMealSummariesResponse>;

/** GET/POST /api/calendar-feed: whether the secret feed is on, and its address when it is. */
export const calendarFeedStatus = z.object({ enabled: z.boolean(), url: z.string().nullable() });
export type CalendarFeedStatus = z.infer<typeof calendarFeedStatus>;

/** POST /api/calendar-feed takes an empty object: it (re)generates the secret address. */
export const regenerateFeedBody = z.object({}).strict();

export const calendarFeedParams = z.object({ token: z.string().max(200) });
