// Mechanical quality rules for a written recipe: what the bench counts and the tests assert
// across every pattern. They read only the public recipe text (plus the engine's list of
// catalogue ingredients), so they also catch seams the templates did not foresee.

import type { MealType, RecipeInput } from '../../../shared/api/recipes';
import { INFO_BY_ID, type IngredientInfo } from './ingredients';
import { stripQuantityMarks } from './render';

/** Per-serving energy bands by meal type (kcal), unless the cook asked for something light. */
export const ENERGY_BANDS: Record<MealType, readonly [number, number]> = {
  breakfast: [250, 700],
  lunch: [350, 900],
  dinner: [350, 900],
  snack: [100, 400],
  dessert: [200, 600],
};

/** Lines that are not real ingredients (water, salt and pepper). */
const NOT_REAL = /^(salt|pinch of salt|salt and black pepper|black pepper|water|ice)\b/i;

export function realIngredientCount(recipe: RecipeInput): number {
  let n = 0;
  for (const line of recipe.ingredients) if (isRealLine(line)) n++;
  return n;
}

/**
 * Whether each line is a real ingredient, by line: a pure function of the text, and the engine
 * checks the same lines batch after batch. Cleared when full.
 */
const REAL_LINES = new Map<string, boolean>();

function isRealLine(line: string): boolean {
  let real = REAL_LINES.get(line);
  if (real === undefined) {
    real = !NOT_REAL.test(line.replace(/^[\d\s/.½¼¾⅓⅔-]+(g|ml|cups?|tbsp|tsp)?\s*/i, ''));
    if (REAL_LINES.size >= 20_000) REAL_LINES.clear();
    REAL_LINES.set(line, real);
  }
  return real;
}

export function energyViolation(recipe: RecipeInput, light: boolean): string | null {
  const band = ENERGY_BANDS[recipe.mealType as MealType];
  if (!band) return null;
  const kcal = recipe.nutrition.calories;
  if (kcal > band[1]) return `${kcal} kcal > ${band[1]} for ${recipe.mealType}`;
  if (!light && kcal < band[0]) return `${kcal} kcal < ${band[0]} for ${recipe.mealType}`;
  return null;
}

const singular = (w: string) =>
  w
    .replace(/(ies)$/, 'y')
    .replace(/(oes|ches|shes|xes)$/, (m) => m.slice(0, -2))
    .replace(/([^s])s$/, '$1');

/** Every way a step may name the ingredient: its step, text and catalogue names, singular or plural, and their last word. */
function namesFor(info: IngredientInfo): string[] {
  const out = new Set<string>();
  for (const n of [info.stepName, info.textName, info.titleName, ...info.names]) {
    const l = n.toLowerCase();
    out.add(l);
    out.add(singular(l));
  }
  return [...out].filter((n) => n.length >= 3);
}

/** Words that may follow a name without making it a different thing ('lemon juice' still uses the lemon). */
function mentions(text: string, names: readonly string[]): boolean {
  for (const n of names) {
    let at = text.indexOf(n);
    while (at >= 0) {
      const before = text[at - 1];
      if (!before || !/[a-z]/.test(before)) return true;
      at = text.indexOf(n, at + 1);
    }
  }
  return false;
}

/** Words that name something a dish must have declared. */
const NEEDS: { word: RegExp; has: (ids: ReadonlySet<string>, r: RecipeInput) => boolean; what: string }[] = [
  {
    word: /\bthe coating\b/,
    what: 'a coating',
    has: (ids) => [...ids].some((id) => /flour|panko|breadcrumbs|cornstarch|cornmeal|semolina|sesame|coconut/.test(id)),
  },
  {
    word: /\bsecond pan\b/,
    what: 'a second pan',
    has: (_, r) => r.instructions.some((s) => /\b(two|2) pans\b|\banother pan\b/i.test(s)),
  },
];

/** Plural words that are a single thing ('hummus', 'couscous'). */
const NOT_PLURAL =
  /^(hummus|couscous|asparagus|molasses|swiss|grits|brussels|citrus|quinoa|this|its|is|was|has|does|plus|less|glass|gras|bass|lassi|chickpeas?)$/;

/** Returns one message per broken text rule (empty when the recipe reads cleanly). */
export function textViolations(
  recipe: RecipeInput,
  ingredientIds: readonly string[],
  extraNames: readonly string[] = [],
): string[] {
  const out: string[] = [];
  const steps = recipe.instructions.map((s) => stripQuantityMarks(s).toLowerCase());
  const all = ` ${steps.join(' ')} `;
  const ids = new Set(ingredientIds);
  // Every listed ingredient is used.
  for (const id of ids) {
    const info = INFO_BY_ID.get(id);
    if (info && !mentions(all, namesFor(info))) out.push(`unused ingredient: ${info.stepName}`);
  }
  for (const name of extraNames) if (!all.includes(name.toLowerCase())) out.push(`unused ingredient: ${name}`);
  // No step refers to something the recipe does not have.
  for (const need of NEEDS)
    if (need.word.test(all) && !need.has(ids, recipe)) out.push(`refers to ${need.what} it does not have`);
  // Grammar agrees in number.
  for (const s of steps) {
    for (const m of s.matchAll(/\b(?:each|every|one|a|an) (?:of each )?([a-z]+s)\b(?! (?:of|and))/g)) {
      const word = m[1]!;
      if (
        !NOT_PLURAL.test(word) &&
        !/ss$|us$|is$/.test(word) &&
        !/^(a|an) (few|couple|total|pinch|handful|splash|dash|drizzle|little|spoonful|knob|sprinkle|squeeze|sheet|bowl|plate|layer|mixture|tray|dish|pan|pot|jug|piece|portion)\b/.test(
          m[0],
        )
      ) {
        out.push(`plural after '${m[0].split(' ')[0]}': '${m[0]}'`);
      }
    }
    if (/\bhalf of each [a-z ]+s\b/.test(s)) out.push(`plural after 'each': '${s}'`);
    for (const m of s.matchAll(/\bthe ([a-z]+(?:ies|oes|ches|[^s]s)) (is|has|was)\b/g)) {
      if (!NOT_PLURAL.test(m[1]!)) out.push(`plural noun with singular verb: '${m[0]}'`);
    }
  }
  for (const line of recipe.ingredients) {
    const m = /^1 ([a-z]+s)\b/.exec(line);
    if (m && !NOT_PLURAL.test(m[1]!) && !/ss$/.test(m[1]!)) out.push(`plural after 1: '${line}'`);
    const n =
      /^([2-9]|\d{2,}) (cup|clove|can|slice|stalk|sprig|tortilla|egg|bun|pita|sheet|link|fillet|wrapper)\b(?!s)/.exec(
        line,
      );
    if (n) out.push(`singular after ${n[1]}: '${line}'`);
  }
  return out;
}
