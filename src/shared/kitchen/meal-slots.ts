// Meal slots of the calendar (spec section 9), as plain constants so screens need no zod.

export const SCHEDULE_MEAL_TYPES = ['breakfast', 'lunch', 'dinner'] as const;
export type ScheduleMealType = (typeof SCHEDULE_MEAL_TYPES)[number];

export const MEAL_TYPE_LABELS: Record<ScheduleMealType, string> = {
  breakfast: 'Breakfast',
  lunch: 'Lunch',
  dinner: 'Dinner',
};

/** Local start times of each slot in the iCalendar feed (floating times: the cook's own clock). */
export const MEAL_TIMES: Record<ScheduleMealType, { hour: number; minute: number }> = {
  breakfast: { hour: 8, minute: 0 },
  lunch: { hour: 12, minute: 30 },
  dinner: { hour: 18, minute: 30 },
};

/** The longest range one calendar or shopping-list read may cover. */
export const MAX_RANGE_DAYS = 366;
