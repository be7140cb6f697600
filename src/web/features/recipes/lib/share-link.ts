import type { Difficulty, Nutrition, RecipeInput } from '../../../../shared/api/recipes';
import type { MeasurementView } from '../../../../shared/kitchen/measurements';
import { clampScale } from './scaling';

// Spec section 9: a share link holds at most 5 ingredients and 3 instructions. The recipe travels in
// the link itself, so anyone can open it without an account or a database row (docs/decisions/006).
export const SHARE_MAX_INGREDIENTS = 5;
export const SHARE_MAX_INSTRUCTIONS = 3;
export const SHARED_RECIPE_PATH = '/shared-recipe';

/**
 * Longest `r` value a link may carry. It keeps the request line under 8 KB, the smallest limit
 * common servers and proxies apply (nginx's default header buffer; Node allows 16 KB for all
 * headers). A recipe whose shortened form does not fit after compression has its longest lines cut.
 */
export const SHARE_PARAM_MAX = 8_000;
/** Links longer than this, or that inflate to more than this many bytes, are not read at all. */
const READ_PARAM_MAX = 16_000;
const INFLATED_MAX = 64 * 1024;

/** The shortened recipe a share link carries. */
export type SharedRecipe = {
  title: string;
  cuisine: string;
  mealType: string;
  cookingTime: number;
  /** The recipe's own servings; `factor` is the scale the sharer had chosen on the card. */
  servings: number;
  factor: number;
  difficulty: Difficulty;
  ingredients: string[];
  instructions: string[];
  nutrition?: Nutrition;
  /** How many ingredients and steps the full recipe has. */
  totalIngredients: number;
  totalInstructions: number;
  /** Some lines were cut short so the link stays within SHARE_PARAM_MAX. */
  cut: boolean;
  /** The units the sharer read it in (issue 29); the reader may switch. Absent in older links. */
  view?: MeasurementView;
};

/** Short keys keep the link short. */
type Compact = {
  v: 1 | 2;
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
  /** v2: the scale chosen on the card (1 when absent). */
  f?: number;
  /** v2: lines were cut to fit. */
  u?: 1;
  /** v2: the sharer's unit system ('m' metric, 'u' US) and temperature scale (issue 29). */
  us?: 'm' | 'u';
  ts?: 'C' | 'F';
};

/**
 * Link formats of `r`:
 * - v2 (made now): 'z' + base64url(deflate-raw(JSON)). Deflate shrinks long, non-Latin text
 *   (3 bytes a character in UTF-8) to a link that fits.
 * - v1 (earlier links, still read): base64url(JSON), which always starts with 'eyJ' ('{"').
 */
const COMPRESSED_PREFIX = 'z';

export class ShareLinkTooLongError extends Error {
  override readonly name = 'ShareLinkTooLongError';
  constructor() {
    super('This recipe is too long to share as a link.');
  }
}

function bytesToBase64Url(bytes: Uint8Array): string {
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function base64UrlToBytes(value: string): Uint8Array {
  if (!/^[A-Za-z0-9_-]*$/.test(value)) throw new Error('not base64url');
  const base64 = value.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  return Uint8Array.from(binary, (ch) => ch.charCodeAt(0));
}

/** Runs bytes through a (de)compression stream; stops with an error past `limit` output bytes. */
async function pipe(
  bytes: Uint8Array,
  transform: CompressionStream | DecompressionStream,
  limit = Infinity,
): Promise<Uint8Array> {
  const input = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(bytes);
      controller.close();
    },
  });
  // The DOM typings want ArrayBuffer-backed chunks; ours are, the generic just cannot say so.
  const reader = input.pipeThrough(transform as unknown as ReadableWritablePair<Uint8Array, Uint8Array>).getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel();
      throw new Error('inflates too far');
    }
    chunks.push(value);
  }
  const out = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    out.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return out;
}

async function compress(compact: Compact): Promise<string> {
  const json = new TextEncoder().encode(JSON.stringify(compact));
  return COMPRESSED_PREFIX + bytesToBase64Url(await pipe(json, new CompressionStream('deflate-raw')));
}

/** Cuts a line to `max` characters (never inside a surrogate pair), ending it with '…'. */
function cutLine(line: string, max: number): string {
  if (line.length <= max) return line;
  let end = max - 1;
  const code = line.charCodeAt(end - 1);
  if (code >= 0xd800 && code <= 0xdbff) end -= 1;
  return `${line.slice(0, end).trimEnd()}…`;
}

/**
 * The `r` value of a share link: the shortened recipe with the card's scale, compressed. When it
 * would exceed SHARE_PARAM_MAX, lines are cut shorter (longest budget first) and the link says so;
 * if even the shortest form does not fit, ShareLinkTooLongError.
 */
export async function encodeSharedRecipe(recipe: RecipeInput, factor = 1, view?: MeasurementView): Promise<string> {
  const n = recipe.nutrition;
  const scale = clampScale(factor);
  const base: Compact = {
    v: 2,
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
    ...(scale !== 1 ? { f: scale } : {}),
    ...(view ? { us: view.unitSystem === 'us' ? 'u' : 'm', ts: view.temperature } : {}),
  };
  const full = await compress(base);
  if (full.length <= SHARE_PARAM_MAX) return full;
  for (const max of [300, 200, 120, 80, 40]) {
    const shorter = await compress({
      ...base,
      t: cutLine(base.t, Math.max(max, 80)),
      i: base.i.map((l) => cutLine(l, max)),
      n: base.n.map((l) => cutLine(l, max)),
      u: 1,
    });
    if (shorter.length <= SHARE_PARAM_MAX) return shorter;
  }
  throw new ShareLinkTooLongError();
}

/** The full link, e.g. https://chowdr.example/shared-recipe?r=z... */
export async function sharedRecipeUrl(
  recipe: RecipeInput,
  factor = 1,
  origin = window.location.origin,
  view?: MeasurementView,
): Promise<string> {
  return `${origin}${SHARED_RECIPE_PATH}?r=${await encodeSharedRecipe(recipe, factor, view)}`;
}

const DIFFICULTY_VALUES: readonly string[] = ['easy', 'medium', 'hard'];

const isText = (v: unknown, max: number): v is string =>
  typeof v === 'string' && v.trim().length > 0 && v.length <= max;
const isCount = (v: unknown, max: number): v is number =>
  typeof v === 'number' && Number.isInteger(v) && v >= 0 && v <= max;
const isTextList = (v: unknown, maxItems: number, maxLength: number): v is string[] =>
  Array.isArray(v) && v.length <= maxItems && v.every((item) => isText(item, maxLength));

async function readCompact(param: string): Promise<Partial<Compact> | null> {
  try {
    const bytes = param.startsWith(COMPRESSED_PREFIX)
      ? await pipe(
          base64UrlToBytes(param.slice(COMPRESSED_PREFIX.length)),
          new DecompressionStream('deflate-raw'),
          INFLATED_MAX,
        )
      : base64UrlToBytes(param);
    const data: unknown = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes));
    return data && typeof data === 'object' && !Array.isArray(data) ? data : null;
  } catch {
    return null;
  }
}

/** The recipe in a share link's `r` parameter, or null when the link is damaged or made up. */
export async function decodeSharedRecipe(param: string | null | undefined): Promise<SharedRecipe | null> {
  if (!param || param.length > READ_PARAM_MAX) return null;
  const data = await readCompact(param);
  if (!data) return null;
  const { t, c, m, k, s, d, i, n, x, ti, tn, f, u, us, ts } = data;
  if (!isText(t, 200) || !isText(c, 40) || !isText(m, 40)) return null;
  if (!isCount(k, 24 * 60) || k < 1 || !isCount(s, 100) || s < 1) return null;
  if (typeof d !== 'string' || !DIFFICULTY_VALUES.includes(d)) return null;
  // Version 1 links carried steps of up to 2,000 characters; recipes now keep lines to 500.
  if (!isTextList(i, SHARE_MAX_INGREDIENTS, 500) || !isTextList(n, SHARE_MAX_INSTRUCTIONS, 2000)) return null;
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
    factor: typeof f === 'number' && Number.isFinite(f) ? clampScale(f) : 1,
    difficulty: d as Difficulty,
    ingredients: i,
    instructions: n,
    nutrition,
    totalIngredients: isCount(ti, 60) ? Math.max(ti, i.length) : i.length,
    totalInstructions: isCount(tn, 40) ? Math.max(tn, n.length) : n.length,
    cut: u === 1,
    ...((us === 'm' || us === 'u') && (ts === 'C' || ts === 'F')
      ? { view: { unitSystem: us === 'u' ? 'us' : 'metric', temperature: ts } }
      : {}),
  };
}
