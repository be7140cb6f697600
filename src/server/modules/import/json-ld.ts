// schema.org Recipe in JSON-LD: top level, in arrays, in @graph, nested under mainEntity; repaired
// when a page's JSON is slightly broken (trailing commas, raw control characters, comments).
import { emptyRaw, type RawRecipe, type RawStep } from './normalize';

type Json = null | boolean | number | string | Json[] | { [k: string]: Json };
type Obj = { [k: string]: Json };

/** A JSON-LD block larger than this is not a recipe (and JSON.parse would hold the loop). */
export const MAX_JSON_LD = 1_000_000;

/** Parses a JSON-LD block, repairing what pages commonly break. Undefined when it cannot be read. */
export function parseJsonLd(source: string): { value: Json; repaired: boolean } | undefined {
  if (source.length > MAX_JSON_LD) return undefined;
  const text = source
    .trim()
    .replace(/^<!--/, '')
    .replace(/-->$/, '')
    .replace(/^\s*\/\/\s*<!\[CDATA\[/, '')
    .replace(/\/\/\s*\]\]>\s*$/, '')
    .trim();
  try {
    return { value: JSON.parse(text) as Json, repaired: false };
  } catch {
    // fall through to the repairs
  }
  const repaired = text
    // Raw control characters inside strings: JSON wants them escaped; as spaces they change nothing a cook reads.
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u001F]+/g, ' ')
    // Trailing commas before a closing bracket.
    .replace(/,(\s*[}\]])/g, '$1')
    // Two objects written one after the other without an array.
    .replace(/}\s*{/g, '},{');
  for (const candidate of [repaired, `[${repaired}]`]) {
    try {
      return { value: JSON.parse(candidate) as Json, repaired: true };
    } catch {
      // next
    }
  }
  return undefined;
}

const isObj = (v: Json | undefined): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);

function typesOf(o: Obj): string[] {
  const t = o['@type'];
  const list = Array.isArray(t) ? t : [t];
  return list.filter((x): x is string => typeof x === 'string').map((x) => x.replace(/^.*[/#:]/, '').toLowerCase());
}

/** Every Recipe object anywhere in a JSON-LD value, in document order. */
export function findRecipes(value: Json, out: Obj[] = [], depth = 0): Obj[] {
  if (depth > 12 || out.length >= 20) return out;
  if (Array.isArray(value)) {
    for (const v of value) findRecipes(v, out, depth + 1);
  } else if (isObj(value)) {
    if (typesOf(value).includes('recipe')) {
      out.push(value);
      return out;
    }
    for (const key of ['@graph', 'mainEntity', 'mainEntityOfPage', 'itemListElement', 'item', 'hasPart', 'about']) {
      const v = value[key];
      if (v !== undefined) findRecipes(v, out, depth + 1);
    }
  }
  return out;
}

/** Strings from a value that may be a string, number, array or object with a text/name/url. */
function strings(v: Json | undefined, field?: string): string[] {
  if (v === undefined || v === null) return [];
  if (typeof v === 'string') return [v];
  if (typeof v === 'number') return [String(v)];
  if (Array.isArray(v)) return v.flatMap((x) => strings(x, field));
  if (isObj(v)) {
    for (const k of field ? [field] : ['text', 'name', '@value', 'url', 'value']) {
      if (typeof v[k] === 'string' || typeof v[k] === 'number') return [String(v[k])];
    }
  }
  return [];
}

const first = (v: Json | undefined, field?: string) => strings(v, field)[0];

/** Comma-separated lists ('Italian, Pasta') become separate words. */
const list = (v: Json | undefined) =>
  strings(v)
    .flatMap((s) => s.split(/\s*[,;|]\s*/))
    .filter(Boolean);

/** recipeInstructions in all its forms: text, strings, HowToStep, HowToSection (name kept), ItemList. */
export function instructionSteps(v: Json | undefined, depth = 0): RawStep[] {
  if (v === undefined || v === null || depth > 6) return [];
  if (typeof v === 'string') {
    // One string: steps are its lines or paragraphs; a single paragraph of numbered steps is split at the numbers.
    const byTags = v.split(/<\/(?:p|li|div)>|<br\s*\/?>/i);
    const parts = byTags.length > 1 ? byTags : v.split(/\r?\n+/);
    const steps = parts.flatMap((p) => p.split(/\s(?=\d{1,2}[.)]\s+[A-ZÄÖÜÉ])/));
    return steps.map((text) => ({ text })).filter((s) => s.text.replace(/<[^>]*>/g, '').trim());
  }
  if (typeof v === 'number') return [{ text: String(v) }];
  if (typeof v === 'boolean') return [];
  if (Array.isArray(v)) return v.flatMap((x) => instructionSteps(x, depth + 1));
  const types = typesOf(v);
  if (types.includes('howtosection') || (v.itemListElement !== undefined && !types.includes('howtostep'))) {
    const name = first(v.name);
    const inner = instructionSteps(v.itemListElement ?? v.steps ?? v.step, depth + 1);
    return name && types.includes('howtosection') ? [{ heading: name }, ...inner] : inner;
  }
  const text = first(v.text) ?? first(v.description) ?? first(v.name);
  if (text) return instructionSteps(text, depth + 1);
  // A ListItem wraps its step in `item`.
  if (v.item !== undefined) return instructionSteps(v.item, depth + 1);
  if (v.itemListElement) return instructionSteps(v.itemListElement, depth + 1);
  return [];
}

/** A JSON-LD Recipe as a RawRecipe. */
export function fromJsonLd(o: Obj, baseUrl?: string): RawRecipe {
  const raw = emptyRaw('json-ld');
  raw.name = first(o.name) ?? first(o.headline);
  raw.description = first(o.description);
  const image = first(o.image, 'url') ?? first(o.image) ?? first(o.thumbnailUrl);
  if (image) raw.image = absolute(image, baseUrl);
  const lines = o.recipeIngredient ?? o.ingredients;
  raw.ingredients = Array.isArray(lines)
    ? lines.flatMap((l) => strings(l))
    : strings(lines).flatMap((s) => s.split(/\r?\n+/));
  raw.instructions = instructionSteps(o.recipeInstructions ?? o.instructions ?? o.step);
  raw.yields = strings(o.recipeYield ?? o.yield ?? o.servings);
  raw.totalTime = first(o.totalTime);
  raw.cookTime = first(o.cookTime);
  raw.prepTime = first(o.prepTime);
  raw.cuisine = list(o.recipeCuisine);
  raw.category = list(o.recipeCategory);
  raw.keywords = list(o.keywords);
  if (isObj(o.nutrition)) {
    const n: Record<string, string> = {};
    for (const [k, v] of Object.entries(o.nutrition)) {
      const s = first(v);
      if (s !== undefined) n[k] = s;
    }
    raw.nutrition = n;
  }
  return raw;
}

export function absolute(url: string, base?: string): string {
  try {
    return new URL(url.trim(), base).toString();
  } catch {
    return url;
  }
}
