import { z } from 'zod';
import { SCHEDULE_MEAL_TYPES } from '../kitchen/meal-slots';
import { caseInsensitiveEnum, isoDate } from './common';
import { pantryItem } from './pantry';
import { MAX_SAVED_RECIPES, saveRecipeInput } from './recipes';

/**
 * 'Download my data' and 'Import my data' (issue 30): one JSON file with everything of a cook's,
 * which another Chowdr takes back in (recipes, pantry and meals; the rest is the cook's to keep).
 */
import { ACCOUNT_DATA_FORMAT, ACCOUNT_DATA_VERSION } from '../options/account-data';

export {
  ACCOUNT_DATA_FORMAT,
  ACCOUNT_DATA_VERSION,
  ACCOUNT_IMPORT_KEYS,
  ACCOUNT_IMPORT_MAX_BYTES,
} from '../options/account-data';
/** At most 12 meals a day over the calendar's three years. */
export const ACCOUNT_IMPORT_MAX_MEALS = 15_000;
export const ACCOUNT_IMPORT_MAX_PANTRY = 2_000;

const fileId = z.number().int().positive().max(2_147_483_647);

/**
 * What the import reads from the file; everything else in it (profile, feedback, chats) is
 * ignored. Recipe ids are the file's own: they only tie meals to recipes, and are never database
 * ids here.
 */
export const accountImportBody = z.object({
  format: z.literal(ACCOUNT_DATA_FORMAT, {
    message: `Not a Chowdr data file (format must be '${ACCOUNT_DATA_FORMAT}')`,
  }),
  version: z.literal(ACCOUNT_DATA_VERSION, {
    message: `Unknown version: this Chowdr reads version ${ACCOUNT_DATA_VERSION}`,
  }),
  pantry: z.array(pantryItem).max(ACCOUNT_IMPORT_MAX_PANTRY).default([]),
  savedRecipes: z
    .array(saveRecipeInput.omit({ notes: true }).extend({ id: fileId }))
    .max(MAX_SAVED_RECIPES)
    .default([]),
  scheduledMeals: z
    .array(
      z.object({
        recipeId: fileId,
        date: isoDate(),
        mealType: caseInsensitiveEnum(SCHEDULE_MEAL_TYPES),
        servings: z.number().int().min(1).max(100).nullable().optional(),
      }),
    )
    .max(ACCOUNT_IMPORT_MAX_MEALS)
    .default([]),
});
export type AccountImportBody = z.infer<typeof accountImportBody>;

const tally = z.object({ added: z.number().int(), skipped: z.number().int() });
export const accountImportResult = z.object({
  message: z.string(),
  recipes: tally,
  pantry: tally,
  meals: tally,
});
export type AccountImportResult = z.infer<typeof accountImportResult>;
