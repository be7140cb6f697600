// Nutrition from ingredient lines, computed from the catalogue.
//
// A language model's calorie and macro figures are guesses (and sometimes absurd), so
// recipes from the model engine get their nutrition recomputed here: each line that
// names a catalogue ingredient with a usable amount is converted to grams and multiplied
// by the ingredient's per-100 g values. Lines we cannot weigh ('Salt, to taste') add
// nothing; when too few lines can be weighed, the model's own figures are kept, clamped.

import type { Nutrition, RecipeInput } from '../../shared/api/recipes';
import type { CatalogueIngredient } from '../../shared/kitchen/types';
import { parseIngredientLine, singularize, unitId } from '../../shared/kitchen/units';
import { findIngredientInLine, type IngredientInfo } from './builtin/ingredients';
// The built-in engine sums grams the same way; sharing it keeps both engines' figures comparable.
import { nutritionPerServing } from './builtin/nutrition';

/** Grams per written mass unit. */
const MASS_GRAMS: Record<string, number> = { g: 1, kg: 1000, oz: 28.35, lb: 453.6 };

/**
 * Millilitres per written volume unit (US kitchen measures, as the brief fixes them).
 * A pinch is 1/16 tsp and a dash 1/8 tsp, so spices weigh what their density says.
 */
const VOLUME_ML: Record<string, number> = {
  ml: 1,
  l: 1000,
  floz: 29.57,
  cup: 240,
  tbsp: 15,
  tsp: 5,
  pinch: 5 / 16,
  dash: 5 / 8,
};

/**
 * Typical weights of pieces named by count words, for lines whose ingredient is sold by
 * weight ('2 chicken breasts', natural unit g) or a unit the catalogue does not use.
 */
const PIECE_GRAMS: Record<string, number> = {
  breast: 175,
  thigh: 115,
  fillet: 150,
  steak: 225,
  chop: 150,
  sausage: 75,
  can: 400,
  tin: 400,
  clove: 3,
  slice: 30,
  sprig: 1,
  stalk: 40,
  leaf: 0.5,
};

export interface NutritionEstimate {
  /** Per serving; calories whole, the rest to one decimal. */
  nutrition: Nutrition;
  /** Lines that named a catalogue ingredient with an amount we could weigh. */
  matched: number;
  total: number;
}

/** Grams per millilitre: from the natural unit when it is a volume measure, else water-like. */
function densityOf(ing: CatalogueIngredient): number {
  const ml = VOLUME_ML[unitId(ing.unit.name) ?? ''];
  return ml ? ing.unit.grams / ml : 1;
}

/** True when the ingredient's natural unit is a piece (egg, onion, clove), not a measure. */
function isPieceUnit(ing: CatalogueIngredient): boolean {
  const id = unitId(ing.unit.name);
  return id === undefined || !(id in MASS_GRAMS || id in VOLUME_ML);
}

function isNaturalUnit(word: string, ing: CatalogueIngredient): boolean {
  const w = word.toLowerCase();
  return w === ing.unit.name.toLowerCase() || w === ing.unit.plural.toLowerCase() || singularize(w) === ing.unit.name;
}

/** Grams of one measured unit ('cup', 'clove', 'can'...) of this ingredient, if known. */
function gramsPerUnit(unit: string, written: string | undefined, ing: CatalogueIngredient): number | undefined {
  const mass = MASS_GRAMS[unit];
  if (mass !== undefined) return mass;
  const ml = VOLUME_ML[unit];
  if (ml !== undefined) return ml * densityOf(ing);
  if (isNaturalUnit(unit, ing) || (written && isNaturalUnit(written, ing))) return ing.unit.grams;
  return PIECE_GRAMS[unit];
}

/** Weight of a parenthetical package size: '(400 g)', '(14 oz)', '(1 cup)'. */
function parentheticalGrams(rest: string, ing: CatalogueIngredient): { grams: number; after: string } | undefined {
  const m = /^\(([^)]*)\)\s*/.exec(rest);
  if (!m) return undefined;
  const inner = parseIngredientLine(m[1]!);
  if (!inner.quantity || !inner.unit) return undefined;
  const perUnit = MASS_GRAMS[inner.unit] ?? (VOLUME_ML[inner.unit] ?? 0) * densityOf(ing);
  return perUnit > 0 ? { grams: inner.quantity.value * perUnit, after: rest.slice(m[0].length) } : undefined;
}

/** Grams for a count with no measuring unit: '2 eggs', '3 garlic cloves', '2 chicken breasts'. */
function gramsPerPiece(rest: string, ing: CatalogueIngredient): number | undefined {
  if (isPieceUnit(ing)) return ing.unit.grams;
  // Sold by weight or volume: only a named piece ('breasts', 'fillets') has a typical weight.
  const phrase = rest.split(/[,(]/)[0]!.toLowerCase();
  for (const word of phrase.split(/\s+/)) {
    const piece = PIECE_GRAMS[singularize(word)];
    if (piece !== undefined && singularize(word) !== 'can') return piece;
  }
  return undefined;
}

/**
 * The catalogue ingredient of a line and its weight in grams, or undefined when the line
 * has no amount ('Salt, to taste'), no catalogue match or a unit we cannot weigh.
 */
export function gramsFromLine(line: string): { info: IngredientInfo; grams: number } | undefined {
  const parsed = parseIngredientLine(line);
  if (!parsed.quantity) return undefined;
  const info = findIngredientInLine(parsed.rest);
  if (!info) return undefined;
  const ing = info.ing;
  const { value, max } = parsed.quantity;
  // A range ('2-3 cloves') is cooked somewhere in the middle.
  const amount = max !== undefined ? (value + max) / 2 : value;

  let perUnit: number | undefined;
  if (parsed.unit) {
    perUnit = gramsPerUnit(parsed.unit, parsed.unitText, ing);
  } else {
    // '1 (400 g) can chickpeas': the natural unit wins (it knows drained weights), else the package size.
    const paren = parentheticalGrams(parsed.rest, ing);
    const nextWord = paren ? /^[A-Za-z]+/.exec(paren.after)?.[0] : undefined;
    if (paren && nextWord && isNaturalUnit(nextWord, ing)) perUnit = ing.unit.grams;
    else if (paren) perUnit = paren.grams;
    else perUnit = gramsPerPiece(parsed.rest, ing);
  }
  if (perUnit === undefined || !Number.isFinite(amount) || amount <= 0) return undefined;
  return { info, grams: amount * perUnit };
}

const round1 = (n: number) => Math.round(n * 10) / 10;

/** Per-serving nutrition of a recipe's lines from the catalogue. */
export function estimateNutrition(ingredientLines: string[], servings: number): NutritionEstimate {
  const weighed = ingredientLines.map(gramsFromLine).filter((w) => w !== undefined);
  const n = Number.isFinite(servings) && servings >= 1 ? servings : 1;
  return { nutrition: nutritionPerServing(weighed, n), matched: weighed.length, total: ingredientLines.length };
}

/** Upper bounds for one serving; beyond these a figure is a model's mistake, not a meal. */
const PER_SERVING_MAX: Nutrition = { calories: 3000, protein: 250, carbs: 400, fat: 250, fiber: 80 };

function clampNutrition(n: Nutrition): Nutrition {
  const clamp = (v: number, max: number) => (Number.isFinite(v) ? Math.min(Math.max(v, 0), max) : 0);
  return {
    calories: Math.round(clamp(n.calories, PER_SERVING_MAX.calories)),
    protein: round1(clamp(n.protein, PER_SERVING_MAX.protein)),
    carbs: round1(clamp(n.carbs, PER_SERVING_MAX.carbs)),
    fat: round1(clamp(n.fat, PER_SERVING_MAX.fat)),
    fiber: round1(clamp(n.fiber, PER_SERVING_MAX.fiber)),
  };
}

/**
 * Replaces a recipe's nutrition with the catalogue estimate when at least half of its lines could
 * be weighed and no line with an amount was left out; otherwise the estimate would undercount
 * (issue 27: '150 g orzo' missing made a 620 kcal dish 253), so the given figures are kept,
 * clamped to sane per-serving ranges. Lines without an amount ('Salt, to taste') add little.
 */
export function applyCatalogueNutrition(recipe: RecipeInput): RecipeInput {
  const estimate = estimateNutrition(recipe.ingredients, recipe.servings);
  const leftOut = recipe.ingredients.some(
    (line) => !/:\s*$/.test(line) && parseIngredientLine(line).quantity !== null && gramsFromLine(line) === undefined,
  );
  const trusted = estimate.total > 0 && estimate.matched * 2 >= estimate.total && !leftOut;
  return { ...recipe, nutrition: trusted ? estimate.nutrition : clampNutrition(recipe.nutrition) };
}
