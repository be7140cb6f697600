/** TanStack Query keys of the recipes area; mutations invalidate `recipeKeys.all` (every saved-recipe list). */
export const recipeKeys = {
  all: ['recipes'] as const,
  /** GET /api/recipes/my: the caller's saved recipes, newest first. */
  mine: ['recipes', 'my'] as const,
};
