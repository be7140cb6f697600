/** TanStack Query keys of the recipes area; mutations invalidate `recipeKeys.all` (every saved-recipe list). */
export const recipeKeys = {
  all: ['recipes'] as const,
  /** GET /api/recipes/my: the caller's saved recipes, newest first, page by page (all filters). */
  mine: ['recipes', 'my'] as const,
  /** One filter's pages: 'all' or a meal type. */
  mineBy: (mealType: string) => ['recipes', 'my', 'pages', mealType] as const,
  /** The newest saved recipes as one list (pickers such as the calendar's). */
  newest: ['recipes', 'my', 'newest'] as const,
  /** GET /api/recipes/my/counts: totals per meal type. */
  counts: ['recipes', 'counts'] as const,
};
