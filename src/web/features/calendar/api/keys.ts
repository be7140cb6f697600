/** TanStack Query keys of the calendar area; writes invalidate `calendarKeys.meals` (every range). */
export const calendarKeys = {
  all: ['calendar'] as const,
  meals: ['calendar', 'meals'] as const,
  range: (startDate: string, endDate: string) => ['calendar', 'meals', startDate, endDate] as const,
  summaries: (startDate: string, endDate: string) => ['calendar', 'meals', 'summary', startDate, endDate] as const,
  meal: (id: number) => ['calendar', 'meals', 'one', id] as const,
  feed: ['calendar', 'feed'] as const,
};
