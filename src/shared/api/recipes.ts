import { z } from 'zod';
import { text as storableText } from './common';
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

const text = (max: number) => z.string().trim().min(1).max(max);

/** A recipe as the engines produce it and as clients send it to be saved. */
export const recipeInput = z.object({
  title: text(200),
  cuisine: z.string().trim().min(1).max(40),
  mealType: z.string().trim().min(1).max(40),
  cookingTime: z.number().int().min(1).max(24 * 60),
  servings: z.number().int().min(1).max(100),
  difficulty: z.enum(DIFFICULTIES),
  ingredients: z.array(text(300)).min(1).max(60),
  instructions: z.array(text(2000)).min(1).max(40),
  nutrition,
});
export type RecipeInput = z.infer<typeof recipeInput>;

export const recipe = recipeInput.extend({
  id: z.number().int().optional(),
  createdAt: z.string().optional(),
  userId: z.number().int().optional(),
});
export type Recipe = z.infer<typeof recipe>;

export const generationOptions = z.object({
  cuisine: z.enum(CUISINE_OPTIONS),
  servings: z.number().int().min(1).max(12).default(2),
  specialIngredient: z.string().trim().max(100).optional(),
  maxCookingTime: z.number().int().min(5).max(600).optional(),
  mealType: z.enum(MEAL_TYPES).optional(),
  texturePreference: z.enum(TEXTURES).optional(),
  creativeMode: z.boolean().default(false),
  creativeDirection: z.string().trim().max(300).optional(),
  ignorePantry: z.boolean().default(false),
  excludedRecipes: z.array(z.string().max(200)).max(500).default([]),
});
export type GenerationOptions = z.infer<typeof generationOptions>;

export const FEEDBACK_VALUES = ['like', 'dislike'] as const;
export const feedbackBody = z.object({
  recipeTitle: text(200),
  cuisine: z.string().trim().max(40).default(''),
  ingredients: z.array(z.string().trim().max(300)).max(60).default([]),
  feedback: z.enum(FEEDBACK_VALUES),
});
export type FeedbackBody = z.infer<typeof feedbackBody>;

/** DELETE /api/recipes/feedback?recipeTitle=…: undo the like or dislike of one recipe. */
export const clearFeedbackQuery = z.object({ recipeTitle: storableText(200) });
export type ClearFeedbackQuery = z.infer<typeof clearFeedbackQuery>;

/** GET /api/recipes/feedback: the newest likes and dislikes, one per title. */
export const FEEDBACK_LIST_MAX = 1000;
export const feedbackState = z.object({ recipeTitle: z.string(), feedback: z.enum(FEEDBACK_VALUES) });
export type FeedbackState = z.infer<typeof feedbackState>;
export const feedbackStateList = z.array(feedbackState);

/** A recipe stored in a user's collection. */
export const savedRecipe = recipeInput.extend({
  id: z.number().int(),
  userId: z.number().int(),
  createdAt: z.string(),
});
export type SavedRecipe = z.infer<typeof savedRecipe>;
export const savedRecipeList = z.array(savedRecipe);

export const myRecipesQuery = z.object({ mealType: z.string().trim().max(40).optional() });

/** Lines of the streaming generation response (application/x-ndjson), one JSON object each. */
export const generationStreamEvent = z.discriminatedUnion('type', [
  z.object({ type: z.literal('recipe'), recipe: recipeInput }),
  z.object({ type: z.literal('done'), count: z.number().int(), engine: z.enum(['builtin', 'model']) }),
  z.object({ type: z.literal('error'), message: z.string() }),
]);
export type GenerationStreamEvent = z.infer<typeof generationStreamEvent>;
