import { CUISINES } from './types';

// The generator's option values as plain constants (no zod), so screens that only need the
// lists don't load the schema library. src/shared/api/recipes.ts builds its schemas from these.

export const CUISINE_OPTIONS = ['any', ...CUISINES] as const;
export type CuisineOption = (typeof CUISINE_OPTIONS)[number];

export const MEAL_TYPES = ['breakfast', 'lunch', 'dinner', 'snack', 'dessert'] as const;
export type MealType = (typeof MEAL_TYPES)[number];

export const TEXTURES = ['crispy', 'creamy', 'tender', 'crunchy'] as const;
export type Texture = (typeof TEXTURES)[number];

export const DIFFICULTIES = ['easy', 'medium', 'hard'] as const;
export type Difficulty = (typeof DIFFICULTIES)[number];

export const MAX_COOKING_TIMES = [15, 30, 45, 60] as const;
/** A batch is this many recipes; fewer back means the search is exhausted. */
export const BATCH_SIZE = 4;
