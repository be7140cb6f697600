/** TanStack Query keys of the recipes area; mutations invalidate `recipeKeys.all` (every saved-recipe list). */
export const recipeKeys = {
  all: ['recipes'] as const,
  /** GET /api/recipes/my: the caller's saved recipes, newest first, page by page (all filters). */
  mine: ['recipes', 'my'] as const,
  /** One filter's pages: 'all' or a meal type. */
  mineBy: (mealType: string) => ['recipes', 'my', mealType] as const,
  /** GET /api/recipes/my/counts: totals per meal type. */
  counts: ['recipes', 'counts'] as const,
};
