import { z } from 'zod';
import { INGREDIENT_CATEGORIES } from '../kitchen/types';

/** What clients need of a catalogue entry (search, pantry grouping). */
export const ingredientSummary = z.object({
  id: z.string(),
  name: z.string(),
  category: z.enum(INGREDIENT_CATEGORIES),
  synonyms: z.array(z.string()),
});
export type IngredientSummary = z.infer<typeof ingredientSummary>;

export const ingredientsResponse = z.object({ ingredients: z.array(ingredientSummary) });
export type IngredientsResponse = z.infer<typeof ingredientsResponse>;
