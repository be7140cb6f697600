import type { Difficulty, Nutrition, RecipeInput } from '../../../../shared/api/recipes';

// Spec section 9: a share link holds at most 5 ingredients and 3 instructions. The recipe travels in
// the link itself (base64url of a compact JSON), so anyone can open it without an account or a database row.
export const SHARE_MAX_INGREDIENTS = 5;
export const SHARE_MAX_INSTRUCTIONS = 3;
export const SHARED_RECIPE_PATH = '/shared-recipe';

/** The shortened recipe a share link carries. */
export type SharedRecipe = {
  title: string;
  cuisine: string;
  mealType: string;
  cookingTime: number;
  servings: number;
  difficulty: Difficulty;
  ingredients: string[];
  instructions: string[];
  nutrition?: Nutrition;
  /** How many ingredients and steps the full recipe has. */
  totalIngredients: number;
  totalInstructions: number;
};

/** Short keys keep the link short. */
type Compact = {
  v: 1;
  t: string;
  c: string;
  m: string;
  k: number;
  s: number;
  d: string;
  i: string[];
  n: string[];
  x?: [number, number, number, number, number];
  ti: number;
  tn: number;
};

function toBase64Url(text: string): string {
  let binary = '';
  for (const byte of new TextEncoder().encode(text)) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64Url(value: string): string {
  const base64 = value.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  const bytes = Uint8Array.from(binary, (ch) => ch.charCodeAt(0));
  return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
}

export function encodeSharedRecipe(recipe: RecipeInput): string {
  const n = recipe.nutrition;
  const compact: Compact = {
    v: 1,
    t: recipe.title,
    c: recipe.cuisine,
    m: recipe.mealType,
    k: recipe.cookingTime,
    s: recipe.servings,
    d: recipe.difficulty,
    i: recipe.ingredients.slice(0, SHARE_MAX_INGREDIENTS),
    n: recipe.instructions.slice(0, SHARE_MAX_INSTRUCTIONS),
    x: [n.calories, n.protein, n.carbs, n.fat, n.fiber],
    ti: recipe.ingredients.length,
    tn: recipe.instructions.length,
  };
  return toBase64Url(JSON.stringify(compact));
}

/** The full link, e.g. https://chowdr.example/shared-recipe?r=eyJ2Ijox... */
export function sharedRecipeUrl(recipe: RecipeInput, origin = window.location.origin): string {
  return `${origin}${SHARED_RECIPE_PATH}?r=${encodeSharedRecipe(recipe)}`;
}

const DIFFICULTY_VALUES: readonly string[] = ['easy', 'medium', 'hard'];

const isText = (v: unknown, max: number): v is string => typeof v === 'string' && v.trim().length > 0 && v.length <= max;
const isCount = (v: unknown, max: number): v is number => typeof v === 'number' && Number.isInteger(v) && v >= 0 && v <= max;
const isTextList = (v: unknown, maxItems: number, maxLength: number): v is string[] =>
  Array.isArray(v) && v.length <= maxItems && v.every((item) => isText(item, maxLength));

/** The recipe in a share link's `r` parameter, or null when the link is damaged or made up. */
export function decodeSharedRecipe(param: string | null | undefined): SharedRecipe | null {
  if (!param || param.length > 16_000) return null;
  let data: Partial<Compact>;
  try {
    data = JSON.parse(fromBase64Url(param)) as Partial<Compact>;
  } catch {
    return null;
  }
  if (!data || typeof data !== 'object') return null;
  const { t, c, m, k, s, d, i, n, x, ti, tn } = data;
  if (!isText(t, 200) || !isText(c, 40) || !isText(m, 40)) return null;
  if (!isCount(k, 24 * 60) || k < 1 || !isCount(s, 100) || s < 1) return null;
  if (typeof d !== 'string' || !DIFFICULTY_VALUES.includes(d)) return null;
  if (!isTextList(i, SHARE_MAX_INGREDIENTS, 300) || !isTextList(n, SHARE_MAX_INSTRUCTIONS, 2000)) return null;
  const nutrition =
    Array.isArray(x) && x.length === 5 && x.every((v) => typeof v === 'number' && Number.isFinite(v) && v >= 0)
      ? { calories: x[0], protein: x[1], carbs: x[2], fat: x[3], fiber: x[4] }
      : undefined;
  return {
    title: t,
    cuisine: c,
    mealType: m,
    cookingTime: k,
    servings: s,
    difficulty: d as Difficulty,
    ingredients: i,
    instructions: n,
    nutrition,
    totalIngredients: isCount(ti, 60) ? Math.max(ti, i.length) : i.length,
    totalInstructions: isCount(tn, 40) ? Math.max(tn, n.length) : n.length,
  };
}
