// Rule: one search never serves the same dish twice. Two recipes with the same ingredients (amounts
// aside) and the same steps (numbers aside) are one dish, whatever their titles.

import { parseLine, stepText } from './lexicon';
import type { ServedRecipe } from './types';

/** What a dish is, by content: its foods and its method, without titles, amounts or times. */
const KEYS = new WeakMap<ServedRecipe, string>();
export function dishKey(recipe: ServedRecipe): string {
  let key = KEYS.get(recipe);
  if (key === undefined) KEYS.set(recipe, (key = contentKey(recipe)));
  return key;
}

function contentKey(recipe: ServedRecipe): string {
  const foods = recipe.ingredients.map((l) => parseLine(l).name).sort();
  const steps = recipe.instructions.map((s) =>
    stepText(s)
      .replace(/[\d/½¼¾.-]+/g, '#')
      .replace(/\s+/g, ' '),
  );
  return `${foods.join('|')}\n${steps.join('\n')}`;
}

/** Foods only: two dishes with the same foods and most steps alike are the same dish. */
function foodsKey(recipe: ServedRecipe): string {
  return recipe.ingredients
    .map((l) => parseLine(l).name)
    .sort()
    .join('|');
}

/** The same dish as an earlier one of the search, or undefined. */
export function sameDish(recipe: ServedRecipe, earlier: readonly ServedRecipe[]): ServedRecipe | undefined {
  const key = dishKey(recipe);
  const foods = foodsKey(recipe);
  const steps = new Set(recipe.instructions.map((s) => stepText(s).replace(/[\d/½¼¾.-]+/g, '#')));
  return earlier.find((e) => {
    if (dishKey(e) === key) return true;
    if (foodsKey(e) !== foods) return false;
    const alike = e.instructions.filter((s) => steps.has(stepText(s).replace(/[\d/½¼¾.-]+/g, '#'))).length;
    return alike >= 0.8 * Math.max(e.instructions.length, steps.size);
  });
}
