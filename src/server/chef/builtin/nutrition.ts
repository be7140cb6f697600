// Nutrition per serving from the catalogue's per-100 g values and the grams the recipe
// actually prints (so a rounded '1 can chickpeas' counts as the 240 g it is).

import type { Nutrition } from '../../../shared/api/recipes';
import type { IngredientInfo } from './ingredients';

export interface CountedIngredient {
  info?: IngredientInfo;
  grams: number;
}

const round1 = (n: number) => Math.round(n * 10) / 10;

export function nutritionPerServing(items: readonly CountedIngredient[], servings: number): Nutrition {
  let kcal = 0;
  let protein = 0;
  let carbs = 0;
  let fat = 0;
  let fiber = 0;
  for (const { info, grams } of items) {
    // Free-text special ingredients have no catalogue values: they count as 0, knowingly.
    if (!info || !(grams > 0)) continue;
    const f = grams / 100;
    const p = info.ing.per100g;
    kcal += p.kcal * f;
    protein += p.protein * f;
    carbs += p.carbs * f;
    fat += p.fat * f;
    fiber += p.fiber * f;
  }
  const n = Math.max(1, servings);
  return {
    calories: Math.round(kcal / n),
    protein: round1(protein / n),
    carbs: round1(carbs / n),
    fat: round1(fat / n),
    fiber: round1(fiber / n),
  };
}
