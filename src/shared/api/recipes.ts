import { z } from 'zod';
import { caseInsensitiveEnum, errorCode, httpUrl, plainText, text } from './common';
import { CUISINE_OPTIONS, DIFFICULTIES, MEAL_TYPES, TEXTURES } from '../kitchen/recipe-options';

export {
  BATCH_SIZE,
  CUISINE_OPTIONS,
  DIFFICULTIES,
  MAX_COOKING_TIMES,
  MEAL_TYPES,
  TEXTURES,
  type CuisineOption,
  type Difficulty,
  type MealType,
  type Texture,
} from '../kitchen/recipe-options';

export const nutrition = z.object({
  calories: z.number().nonnegative(),
  protein: z.number().nonnegative(),
  carbs: z.number().nonnegative(),
  fat: z.number().nonnegative(),
  fiber: z.number().nonnegative(),
});
export type Nutrition = z.infer<typeof nutrition>;

/**
 * Nutrition as a saved or imported recipe carries it (issue 27): with where the figures come from,
 * so the card can say so. Only these routes take and answer it; the engines' contract (and the
 * model's schema) keep the plain `nutrition`.
 */
export const recipeNutrition = nutrition.extend({
  /** Computed from the catalogue for `matched` of the recipe's `total` ingredient lines: fewer than all. */
  covers: z
    .object({ matched: z.number().int().nonnegative(), total: z.number().int().positive().max(1000) })
    .refine((c) => c.matched < c.total, { message: 'matched must be fewer than total', path: ['matched'] })
    .optional(),
  /** The per-serving values the recipe's own page gave. */
  fromPage: z.boolean().optional(),
});
export type RecipeNutrition = z.infer<typeof recipeNutrition>;

/**
 * Caps on one recipe (issue 9): a stored recipe is at most about 80,000 characters, so a page of
 * saved recipes stays small whatever a client sends. 100 lines and 60 steps fit real recipes a cook
 * imports (issue 27); the generators write far fewer.
 */
export const RECIPE_LIMITS = {
  title: 200,
  line: 500,
  ingredients: 100,
  instructions: 60,
} as const;

/** A recipe as the engines produce it and as clients send it to be saved. */
export const recipeInput = z.object({
  title: text(RECIPE_LIMITS.title),
  cuisine: text(40),
  mealType: text(40),
  cookingTime: z
    .number()
    .int()
    .min(1)
    .max(24 * 60),
  servings: z.number().int().min(1).max(100),
  difficulty: caseInsensitiveEnum(DIFFICULTIES),
  ingredients: z.array(text(RECIPE_LIMITS.line)).min(1).max(RECIPE_LIMITS.ingredients),
  instructions: z.array(text(RECIPE_LIMITS.line)).min(1).max(RECIPE_LIMITS.instructions),
  nutrition,
  /** Where an imported recipe came from (issue 27); the card shows 'From {host}'. */
  sourceUrl: httpUrl().optional(),
  /** How the chosen options were honoured ('Smoky: smoked paprika'); shown on the card, not stored. */
  notes: z.array(text(300)).max(8).optional(),
});
export type RecipeInput = z.infer<typeof recipeInput>;

/**
 * The same recipe in a response. Responses are serialised by encoding through their schema, and a
 * case-insensitive enum cannot encode, so answers use the plain (canonical lowercase) enum.
 */
export const recipeOutput = recipeInput.extend({ difficulty: z.enum(DIFFICULTIES) });

/** POST /api/recipes: a recipe to keep, its nutrition with where the figures come from. */
export const saveRecipeInput = recipeInput.extend({ nutrition: recipeNutrition });
export type SaveRecipeInput = z.infer<typeof saveRecipeInput>;

export const recipe = recipeOutput.extend({
  id: z.number().int().optional(),
  createdAt: z.string().optional(),
  userId: z.number().int().optional(),
});
export type Recipe = z.infer<typeof recipe>;

/** Enum values are accepted in any case, as the spec writes them ('Dinner'), and handed on in lowercase. */
export const generationOptions = z.object({
  cuisine: caseInsensitiveEnum(CUISINE_OPTIONS),
  servings: z.number().int().min(1).max(12).default(2),
  specialIngredient: text(100, 0).optional(),
  maxCookingTime: z.number().int().min(5).max(600).optional(),
  mealType: caseInsensitiveEnum(MEAL_TYPES).optional(),
  texturePreference: caseInsensitiveEnum(TEXTURES).optional(),
  creativeMode: z.boolean().default(false),
  creativeDirection: text(300, 0).optional(),
  ignorePantry: z.boolean().default(false),
  excludedRecipes: z.array(plainText(RECIPE_LIMITS.title)).max(500).default([]),
});
export type GenerationOptions = z.infer<typeof generationOptions>;

export const FEEDBACK_VALUES = ['like', 'dislike'] as const;
export const feedbackBody = z.object({
  recipeTitle: text(RECIPE_LIMITS.title),
  cuisine: text(40, 0).default(''),
  ingredients: z.array(text(RECIPE_LIMITS.line, 0)).max(RECIPE_LIMITS.ingredients).default([]),
  feedback: caseInsensitiveEnum(FEEDBACK_VALUES),
});
export type FeedbackBody = z.infer<typeof feedbackBody>;

/** DELETE /api/recipes/feedback?recipeTitle=…: undo the like or dislike of one recipe. */
export const clearFeedbackQuery = z.object({ recipeTitle: text(200) });
export type ClearFeedbackQuery = z.infer<typeof clearFeedbackQuery>;

/** GET /api/recipes/feedback: the newest likes and dislikes, one per title. */
export const FEEDBACK_LIST_MAX = 1000;
export const feedbackState = z.object({ recipeTitle: z.string(), feedback: z.enum(FEEDBACK_VALUES) });
export type FeedbackState = z.infer<typeof feedbackState>;
export const feedbackStateList = z.array(feedbackState);

/** A recipe stored in a user's collection. */
export const savedRecipe = recipeOutput.extend({
  nutrition: recipeNutrition,
  id: z.number().int(),
  userId: z.number().int(),
  createdAt: z.string(),
});
export type SavedRecipe = z.infer<typeof savedRecipe>;
export const savedRecipeList = z.array(savedRecipe);

/** Most recipes one account may keep; saving more is a 409 until some are removed. */
export const MAX_SAVED_RECIPES = 5_000;
/** GET /api/recipes/my pages: `limit` defaults to this and may go up to MY_RECIPES_MAX_LIMIT. */
export const MY_RECIPES_DEFAULT_LIMIT = 50;
export const MY_RECIPES_MAX_LIMIT = 100;
/**
 * A page of saved recipes also ends early (with a next cursor) once it holds about this much JSON:
 * 100 of the largest recipes the contract allows would be ~10 MB.
 */
export const MY_RECIPES_PAGE_BYTES = 4 * 1024 * 1024;
/** The header naming the `cursor` of the next page; absent on the last page. */
export const NEXT_CURSOR_HEADER = 'x-next-cursor';

/**
 * GET /api/recipes/my?mealType=&cursor=&limit=. Pages are newest first. The answer is always the
 * spec's recipe list (an array); `cursor` is the id of the last recipe of the page before (the
 * X-Next-Cursor header of the previous answer), so a client that ignores paging reads the first page.
 */
export const myRecipesQuery = z.object({
  mealType: text(40, 0).optional(),
  cursor: text(10)
    .regex(/^[1-9][0-9]*$/, 'cursor must be the X-Next-Cursor value of the previous page')
    .transform(Number)
    .refine((n) => n <= 2_147_483_647, 'cursor is out of range')
    .optional(),
  limit: text(3)
    .regex(/^[0-9]+$/, `limit must be a whole number from 1 to ${MY_RECIPES_MAX_LIMIT}`)
    .transform(Number)
    .refine(
      (n) => n >= 1 && n <= MY_RECIPES_MAX_LIMIT,
      `limit must be a whole number from 1 to ${MY_RECIPES_MAX_LIMIT}`,
    )
    .optional(),
});
export type MyRecipesQuery = z.infer<typeof myRecipesQuery>;

/** GET /api/recipes/my/counts: how many recipes the caller saved, in all and per meal type (lowercase). */
export const myRecipeCounts = z.object({
  total: z.number().int(),
  byMealType: z.record(z.string(), z.number().int()),
});
export type MyRecipeCounts = z.infer<typeof myRecipeCounts>;

/** How many saved recipes GET /api/recipes reads, newest first, and how much of each line. */
export const SAVED_INGREDIENTS_RECIPES = 100;
export const SAVED_INGREDIENTS_LINE = 100;
/**
 * GET /api/recipes: the ingredient lists of the caller's newest saved recipes (spec: "ingredients
 * list used for suggestions"), bounded in count and line length. The pantry's smart suggestions read it.
 */
export const savedIngredientLists = z.array(z.object({ ingredients: z.array(z.string()) }));
export type SavedIngredientLists = z.infer<typeof savedIngredientLists>;

/** Lines of the streaming generation response (application/x-ndjson), one JSON object each. */
export const generationStreamEvent = z.discriminatedUnion('type', [
  z.object({ type: z.literal('recipe'), recipe: recipeInput }),
  z.object({ type: z.literal('done'), count: z.number().int(), engine: z.enum(['builtin', 'model']) }),
  // The code is the contract's (shared/api/error-codes.ts): clients branch on it, not on the message.
  z.object({ type: z.literal('error'), message: z.string(), code: errorCode.optional() }),
]);
export type GenerationStreamEvent = z.infer<typeof generationStreamEvent>;
