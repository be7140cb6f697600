import type { RecipeInput } from '../../../../shared/api/recipes';
import type { MeasurementView } from '../../../../shared/kitchen/measurements';
import { formatGrams, formatMinutes, servingsLabel, titleCase } from './format';
import { recipeNotes, scaledServings, scaleIngredients, scaleSteps } from './scaling';

/** The recipe as plain text for the clipboard, with the ingredients at the chosen scale and in the cook's units. */
export function recipeToText(recipe: RecipeInput, factor = 1, view?: MeasurementView): string {
  const meta = [
    titleCase(recipe.cuisine),
    titleCase(recipe.mealType),
    formatMinutes(recipe.cookingTime),
    servingsLabel(scaledServings(recipe.servings, factor)),
    titleCase(recipe.difficulty),
  ].join(' · ');
  const n = recipe.nutrition;
  return [
    recipe.title,
    meta,
    '',
    'Ingredients',
    ...scaleIngredients(recipe.ingredients, factor, view).map((line) => `- ${line}`),
    '',
    'Instructions',
    ...scaleSteps(recipe.instructions, factor, view).map((step, i) => `${i + 1}. ${step}`),
    '',
    ...recipeNotes(recipe).flatMap((note) => [note, '']),
    `Nutrition per serving: ${Math.round(n.calories)} kcal, ${formatGrams(n.protein)} protein, ${formatGrams(n.carbs)} carbs, ${formatGrams(n.fat)} fat, ${formatGrams(n.fiber)} fiber`,
    '',
    'From Chowdr',
  ].join('\n');
}
