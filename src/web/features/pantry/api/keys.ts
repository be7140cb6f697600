/** TanStack Query keys of the pantry area, in one place so writes can update and invalidate them. */
export const pantryKeys = {
  all: ['pantry'] as const,
  items: ['pantry', 'items'] as const,
  ingredients: ['pantry', 'ingredients'] as const,
  /** The saved recipes, read for their ingredient lines (smart suggestions). */
  savedRecipes: ['pantry', 'saved-recipes'] as const,
  suggestionEngine: ['pantry', 'suggestion-engine'] as const,
};
