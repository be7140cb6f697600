// The shopping list: every ingredient line of the planned meals is read (quantity, unit, food),
// matched to the catalogue, scaled by the servings planned, converted within weight, volume and
// count (and between volume and weight where the catalogue knows what a cup or a piece weighs),
// summed per food and grouped by catalogue category, like the aisles of a shop.
//
// A line we cannot read is kept exactly as written: it is never dropped.
// Pure and dependency-free apart from units.ts and the catalogue: the web builds the list in the
// browser from the meals it already has, and bench/shopping.ts measures it.

import { MASS_G, VOLUME_ML, densityOf, matchCatalogue } from './catalogue-match';
export { matchCatalogue } from './catalogue-match';
import { INGREDIENT_CATEGORIES, type CatalogueIngredient, type IngredientCategory } from './types';
import { formatAmount, parseIngredientLine, roundKitchen, singularize, unitId } from './units';
import { isLiquidFood, shopAmount, type UnitSystem } from './measurements';

// ---------------------------------------------------------------------------
// Units

const METRIC = new Set(['g', 'kg', 'ml', 'l']);
/** A metric list weighs a solid measured by volume from 2 tablespoons (29.6 ml) up; less stays in spoons. */
const METRIC_WEIGH_FROM_ML = 29;
/** Typical weights of named pieces of foods sold by weight ('2 salmon fillets', '1 stick butter'). */
const PIECE_G: Record<string, number> = {
  fillet: 150,
  breast: 175,
  thigh: 115,
  steak: 225,
  chop: 150,
  sausage: 75,
  stick: 113,
};
/** Natural units that are containers or parts, printed with the food ('3 cloves garlic'); others are the food itself ('2 onions'). */
const UNIT_LIKE = new Set([
  'clove',
  'can',
  'tin',
  'stalk',
  'sprig',
  'slice',
  'sheet',
  'bunch',
  'head',
  'leaf',
  'fillet',
  'jar',
  'package',
  'packet',
  'block',
  'stick',
  'cube',
  'piece',
  'bag',
  'box',
  'bottle',
  'thumb',
  'knob',
]);

/** Words that may stand before a food and say nothing about what to buy. */
const DESCRIPTORS = new Set([
  'large',
  'small',
  'medium',
  'big',
  'extra',
  'fresh',
  'freshly',
  'chopped',
  'finely',
  'roughly',
  'coarsely',
  'thinly',
  'thickly',
  'minced',
  'diced',
  'sliced',
  'grated',
  'shredded',
  'crushed',
  'ground',
  'peeled',
  'cubed',
  'halved',
  'quartered',
  'softened',
  'melted',
  'cold',
  'warm',
  'hot',
  'room',
  'temperature',
  'packed',
  'heaping',
  'heaped',
  'level',
  'generous',
  'about',
  'approximately',
  'approx',
  'of',
  'a',
  'an',
  'the',
  'few',
  'some',
  'good',
  'quality',
  'ripe',
  'boneless',
  'skinless',
  'trimmed',
  'rinsed',
  'drained',
  'cooked',
  'uncooked',
  'raw',
  'dried',
  'whole',
  'beaten',
  'lightly',
  'toasted',
  'plus',
  'more',
  'optional',
  'juiced',
  'zested',
  'pitted',
  'torn',
]);

// ---------------------------------------------------------------------------
// Reading one line

export interface ParsedShoppingLine {
  /** The line as written. */
  original: string;
  /** Amount (the middle of a range), already multiplied by `factor`. */
  amount?: number;
  /** Canonical unit ('g', 'cup', 'clove'...); undefined for bare counts ('2 eggs'). */
  unit?: string;
  /** A named piece in a bare count ('fillet' in '2 salmon fillets'). */
  piece?: string;
  /** The food phrase without amount, unit, notes and descriptors: 'chicken breast'. */
  name: string;
  ingredient?: CatalogueIngredient;
  toTaste: boolean;
  optional: boolean;
  /** False when the line could not be read: it is then listed as written. */
  parsed: boolean;
}

const TO_TASTE =
  /\b(?:to taste|as needed|as required|for (?:serving|garnish|garnishing|frying|greasing|dusting|drizzling)|to serve|to garnish)\b/i;
const OPTIONAL = /\(\s*optional\s*\)|,?\s*\boptional\b/i;
const LEADING_WORD_AMOUNT = /^\s*(?:a|an|one)\s+(pinch|dash|handful|splash|few|couple(?:\s+of)?)\b\s*(?:of\s+)?/i;

/** Reads one ingredient line, scaled by `factor` (servings planned / recipe servings). */
export function parseShoppingLine(line: string, factor = 1): ParsedShoppingLine {
  const original = line;
  let text = line.replace(/\s+/g, ' ').trim();
  const optional = OPTIONAL.test(text);
  text = text.replace(OPTIONAL, '');
  const toTaste = TO_TASTE.test(text);
  // 'Juice of 2 limes', 'zest of 1 lemon': the fruit is what to buy.
  text = text.replace(
    /^(?:the\s+)?(?:finely\s+grated\s+)?(?:juice|zest|zest and juice|juice and zest)\s+(?:of\s+)?/i,
    '',
  );
  // '2 x 400g tins tomatoes': a multiplier before the package size.
  let times = 1;
  const multiplier = /^(\d+)\s*[x×]\s+(?=\d)/i.exec(text);
  if (multiplier) {
    times = Number(multiplier[1]);
    text = text.slice(multiplier[0].length);
  }

  let amount: number | undefined;
  let unit: string | undefined;
  let rest: string;

  // 'Pinch of salt', 'a handful of basil'
  const wordAmount = LEADING_WORD_AMOUNT.exec(text) ?? /^\s*(pinch|dash|handful|splash)\s+of\s+/i.exec(text);
  if (wordAmount) {
    const w = wordAmount[1]!.toLowerCase();
    if (w === 'few' || w.startsWith('couple')) {
      amount = w === 'few' ? 3 : 2;
    } else {
      amount = 1;
      unit = w;
    }
    rest = text.slice(wordAmount[0].length);
  } else {
    const p = parseIngredientLine(text);
    rest = p.rest;
    if (p.quantity) {
      amount = p.quantity.max !== undefined ? (p.quantity.value + p.quantity.max) / 2 : p.quantity.value;
      unit = p.unit;
      // '1 (400 g) can chickpeas': the package size is the amount.
      const pkg = /^\(([^)]*)\)\s*/.exec(rest);
      if (!unit && pkg) {
        const inner = parseIngredientLine(pkg[1]!);
        if (inner.quantity && inner.unit && (MASS_G[inner.unit] || VOLUME_ML[inner.unit])) {
          amount *= inner.quantity.value;
          unit = inner.unit;
          rest = rest
            .slice(pkg[0].length)
            .replace(/^(?:cans?|tins?|jars?|packages?|packets?|bags?|boxes|box|bottles?)\s+(?:of\s+)?/i, '');
        }
      }
      // Two-word units units.ts leaves in the rest: '2 pints milk'.
      const pint = /^(pints?|quarts?|qts?)\s+(?:of\s+)?/i.exec(rest);
      if (!unit && pint) {
        unit = /^p/i.test(pint[1]!) ? 'pint' : 'quart';
        rest = rest.slice(pint[0].length);
      }
    }
  }
  if (amount !== undefined && !(Number.isFinite(amount) && amount > 0)) amount = undefined;
  if (amount !== undefined) amount *= factor * times;

  // The food is the phrase before notes: 'chicken breast, cut into strips' -> 'chicken breast'.
  let head = rest
    .replace(/\([^)]*\)/g, ' ')
    .split(/,|;| - | – | — /)[0]!
    .replace(TO_TASTE, ' ')
    .replace(/\b(?:or|and\/or)\b.*$/i, ' ');
  head = head.replace(/\s+/g, ' ').trim();
  const ingredient = matchCatalogue(head) ?? matchCatalogue(rest);

  const kept = head
    .split(' ')
    .filter((w) => w && !DESCRIPTORS.has(w.toLowerCase()))
    .join(' ')
    .replace(/[^\p{L}\p{N}' -]/gu, '')
    .trim()
    .toLowerCase();
  const nameWords = kept.split(' ').filter(Boolean);
  // 'For the sauce:' is a heading, not a food.
  const readable = !/:\s*$/.test(text) && nameWords.length > 0 && nameWords.length <= 6 && /\p{L}/u.test(kept);
  const piece =
    unit === undefined
      ? head
          .toLowerCase()
          .split(' ')
          .map((w) => singularize(w))
          .find((w) => PIECE_G[w])
      : undefined;
  const name = ingredient
    ? ingredient.name.toLowerCase()
    : nameWords.map((w, i) => (i === nameWords.length - 1 ? singularize(w) : w)).join(' ');
  return {
    original,
    ...(amount !== undefined ? { amount } : {}),
    ...(unit !== undefined ? { unit } : {}),
    ...(piece !== undefined ? { piece } : {}),
    name,
    ...(ingredient ? { ingredient } : {}),
    toTaste,
    optional,
    parsed: Boolean(ingredient) || readable,
  };
}

// ---------------------------------------------------------------------------
// Merging

export interface ShoppingMeal {
  date: string;
  /** Servings planned for this meal. */
  servings: number;
  recipe: { title: string; servings: number; ingredients: string[] };
}

export type ShoppingCategory = IngredientCategory | 'Other';
export const SHOPPING_CATEGORIES: readonly ShoppingCategory[] = [...INGREDIENT_CATEGORIES, 'Other'];

export interface ShoppingItem {
  /** Stable key: catalogue id, 'name:<cleaned name>' or 'line:<original>'. */
  key: string;
  ingredientId?: string;
  name: string;
  category: ShoppingCategory;
  /** The summed amount ('1 1/2 lb', '3 cloves + 1 tsp'); '' when only 'to taste'. */
  amount: string;
  /** What the list shows: '1 1/2 lb chicken breast', 'Salt (to taste)' or the line as written. */
  text: string;
  /** How many planned meals use it. */
  meals: number;
  toTaste: boolean;
  /** Every mention was optional. */
  optional: boolean;
  /** The line could not be read; `text` is the line as written. */
  unparsed: boolean;
  /** The lines that were merged into this item, as written. */
  sources: string[];
}

export interface ShoppingListStats {
  /** Ingredient lines read (one per line per meal). */
  lines: number;
  /** Items after merging. */
  items: number;
  /** Lines matched to the catalogue. */
  matched: number;
  /** Lines kept as written. */
  unparsed: number;
}

export interface ShoppingList {
  items: ShoppingItem[];
  stats: ShoppingListStats;
}

interface Acc {
  key: string;
  ingredient?: CatalogueIngredient;
  name: string;
  grams: number;
  ml: number;
  /** Pieces by unit word ('' = bare count). */
  counts: Map<string, number>;
  imperialMass: number;
  metricMass: number;
  usVolume: number;
  metricVolume: number;
  meals: Set<number>;
  toTaste: boolean;
  optional: boolean;
  unparsed: boolean;
  sources: string[];
  firstText: string;
}

/** Whether a count unit is the catalogue's natural piece ('clove' of garlic, bare 'onion'). */
function isNaturalPiece(unit: string, ing: CatalogueIngredient | undefined): boolean {
  if (!ing) return false;
  const id = unitId(ing.unit.name);
  if (id && (MASS_G[id] || VOLUME_ML[id])) return false; // measured, not counted
  return unit === '' || unit === ing.unit.name || singularize(unit) === ing.unit.name;
}

function add(acc: Acc, p: ParsedShoppingLine) {
  if (p.amount === undefined) return;
  const u = p.unit ?? '';
  if (MASS_G[u]) {
    const g = p.amount * MASS_G[u];
    acc.grams += g;
    if (METRIC.has(u)) acc.metricMass += g;
    else acc.imperialMass += g;
  } else if (VOLUME_ML[u]) {
    const ml = p.amount * VOLUME_ML[u];
    acc.ml += ml;
    if (METRIC.has(u)) acc.metricVolume += ml;
    else acc.usVolume += ml;
  } else {
    const key = u === '' ? (p.piece ?? '') : singularize(u);
    const pieceGrams = PIECE_G[key];
    // Named pieces of a food measured by weight (a salmon fillet) are weighed, not counted.
    if (pieceGrams && p.ingredient && !isNaturalPiece(key, p.ingredient)) {
      acc.grams += p.amount * pieceGrams;
      acc.metricMass += p.amount * pieceGrams;
      return;
    }
    acc.counts.set(key, (acc.counts.get(key) ?? 0) + p.amount);
  }
}

function formatMass(grams: number, imperial: boolean, system?: UnitSystem): string {
  if (system) return shopAmount('mass', grams, system);
  if (!imperial) return formatAmount(grams, 'g');
  const oz = grams / MASS_G.oz!;
  return oz >= 16 ? formatAmount(oz / 16, 'lb') : formatAmount(oz, 'oz');
}

function formatVolume(ml: number, metric: boolean, system?: UnitSystem, liquid = true): string {
  if (system) return shopAmount('volume', ml, system, liquid);
  if (metric) return formatAmount(ml, 'ml');
  // A shopper thinks in cups from a quarter cup up (35 tbsp of stock is 2 1/4 cups).
  if (ml >= VOLUME_ML.cup! / 4) return formatAmount(ml / VOLUME_ML.cup!, 'cup');
  return formatAmount(ml / VOLUME_ML.tsp!, 'tsp');
}

/**
 * Combines an item's weights, volumes and counts into as few parts as honest conversion allows.
 * With a unit system (the cook's, issue 29) weights and volumes read in that system's shop units;
 * without one, in whichever system most of the recipes wrote them. Counts are never converted.
 */
function amountText(acc: Acc, system?: UnitSystem): string {
  const ing = acc.ingredient;
  let grams = acc.grams;
  let ml = acc.ml;
  const counts = new Map(acc.counts);
  const density = densityOf(ing);

  // Natural pieces (onions, cloves) weigh what the catalogue says.
  let pieces = 0;
  let countedInUnits = false;
  if (ing) {
    for (const [u, n] of [...counts]) {
      if (isNaturalPiece(u, ing)) {
        pieces += n;
        if (u !== '') countedInUnits = true;
        counts.delete(u);
      }
    }
  }
  const pieceGrams = pieces > 0 && ing ? ing.unit.grams : 0;
  // Volume <-> weight where the catalogue knows the density: keep the larger family.
  if (density && grams > 0 && ml > 0) {
    if (grams >= ml * density) {
      grams += ml * density;
      ml = 0;
    } else {
      ml += grams / density;
      grams = 0;
    }
  }
  // A metric shop sells rice, flour, butter and herbs by weight: cups of them are weighed (issue 29).
  // Spoonfuls are not: '1/2 tsp cinnamon' and 'a pinch of salt', never '1 g cinnamon' or '1 g salt'.
  if (system === 'metric' && density && ing && ml >= METRIC_WEIGH_FROM_ML && !isLiquidFood(ing)) {
    grams += ml * density;
    ml = 0;
  }
  // Pieces and weight of the same food: count it in pieces when pieces are most of it.
  if (pieceGrams > 0 && grams > 0) {
    if (pieces * pieceGrams >= grams) {
      pieces += grams / pieceGrams;
      grams = 0;
    } else {
      grams += pieces * pieceGrams;
      pieces = 0;
    }
  }

  const parts: string[] = [];
  const imperial = acc.imperialMass > acc.metricMass;
  if (grams > 0) parts.push(formatMass(grams, imperial, system));
  if (ml > 0) parts.push(formatVolume(ml, acc.metricVolume > acc.usVolume, system, !ing || isLiquidFood(ing)));
  if (pieces > 0 && ing) {
    // 'Cloves' of garlic print their unit; an onion or a jalapeño is counted as itself.
    // ('8 spring onions' stays bare when every line counted them bare; 'bay leaves' never reads '4 leaves bay leaves'.)
    const unitInName =
      ing.name.toLowerCase().includes(ing.unit.name) || ing.name.toLowerCase().includes(ing.unit.plural);
    parts.push(
      UNIT_LIKE.has(ing.unit.name) && countedInUnits && !unitInName
        ? formatAmount(pieces, ing.unit.name)
        : formatPieces(pieces),
    );
  }
  for (const [u, n] of counts) parts.push(u === '' ? formatPieces(n) : formatAmount(n, u));
  return parts.join(' + ');
}

function formatPieces(n: number): string {
  // Whole things are bought whole: 7 1/3 peppers means 8; halves stay (1 1/2 onions), and so do
  // parts of one (1/3 lime), which say a piece will be left over.
  const r = roundKitchen(n);
  const frac = r % 1;
  return formatAmount(r >= 1 && frac > 1e-9 && Math.abs(frac - 0.5) > 1e-9 ? Math.ceil(r) : r);
}

function displayName(acc: Acc, amount: string): string {
  const base = acc.ingredient ? acc.ingredient.name : acc.name;
  const lower = base.charAt(0).toLowerCase() + base.slice(1);
  if (!amount) return base;
  // Bare counts read naturally with a plural noun: '3 eggs', '2 onions'.
  const bare = /^[\d /]+$/.test(amount);
  if (bare && acc.ingredient && !unitId(acc.ingredient.unit.name)) {
    const many = Number(amount.split(' ')[0]) > 1 || amount.includes(' ');
    const name = many ? pluralName(lower) : singularName(lower);
    return `${amount} ${name}`;
  }
  return `${amount} ${lower}`;
}

function pluralName(name: string): string {
  if (/s$/.test(name)) return name;
  if (/(?:ch|sh|x|tomato|potato|mango)$/.test(name)) return `${name}es`;
  if (/[^aeiou]y$/.test(name)) return `${name.slice(0, -1)}ies`;
  return `${name}s`;
}

function singularName(name: string): string {
  if (/ies$/.test(name)) return `${name.slice(0, -3)}y`;
  if (/oes$/.test(name)) return name.slice(0, -2);
  if (/[^s]s$/.test(name)) return name.slice(0, -1);
  return name;
}

const GROUP_HEADING = /^[^\d]*:\s*$/;

/**
 * Builds the merged list of every ingredient line of the meals, in catalogue aisle order; with
 * `unitSystem`, every amount reads in that system's shop units (g/kg and ml/l, or oz/lb, cups and fl oz).
 */
export function buildShoppingList(
  meals: readonly ShoppingMeal[],
  options: { unitSystem?: UnitSystem } = {},
): ShoppingList {
  const byKey = new Map<string, Acc>();
  let lines = 0;
  let matched = 0;
  let unparsed = 0;
  // Plans repeat lines ('2 tbsp olive oil'): read each distinct line once, then scale.
  const seen = new Map<string, ParsedShoppingLine>();
  meals.forEach((meal, mealIndex) => {
    const base = meal.recipe.servings > 0 ? meal.recipe.servings : 1;
    const factor = meal.servings > 0 ? meal.servings / base : 1;
    for (const line of meal.recipe.ingredients) {
      // Group headings of imported recipes ('For the sauce:') are not things to buy.
      if (!line.trim() || GROUP_HEADING.test(line)) continue;
      lines++;
      let base = seen.get(line);
      if (!base) {
        base = parseShoppingLine(line);
        seen.set(line, base);
      }
      const p = base.amount !== undefined && factor !== 1 ? { ...base, amount: base.amount * factor } : base;
      if (p.ingredient) matched++;
      const key = p.ingredient ? p.ingredient.id : p.parsed ? `name:${p.name}` : `line:${line.trim().toLowerCase()}`;
      if (!p.parsed) unparsed++;
      let acc = byKey.get(key);
      if (!acc) {
        acc = {
          key,
          ...(p.ingredient ? { ingredient: p.ingredient } : {}),
          name: p.parsed ? p.name : line.trim(),
          grams: 0,
          ml: 0,
          counts: new Map(),
          imperialMass: 0,
          metricMass: 0,
          usVolume: 0,
          metricVolume: 0,
          meals: new Set(),
          toTaste: false,
          optional: true,
          unparsed: !p.parsed,
          sources: [],
          firstText: line.trim(),
        };
        byKey.set(key, acc);
      }
      acc.meals.add(mealIndex);
      acc.sources.push(line.trim());
      acc.optional &&= p.optional;
      if (p.amount === undefined) acc.toTaste = true;
      if (p.parsed) add(acc, p);
    }
  });

  const items: ShoppingItem[] = [];
  for (const acc of byKey.values()) {
    // Water comes from the tap: it is read and counted, but nobody shops for it.
    if (acc.ingredient?.id === 'water') continue;
    const amount = acc.unparsed ? '' : amountText(acc, options.unitSystem);
    const category: ShoppingCategory = acc.ingredient?.category ?? 'Other';
    let text: string;
    if (acc.unparsed) text = acc.firstText;
    else {
      text = displayName(acc, amount);
      if (!amount) text = text.charAt(0).toUpperCase() + text.slice(1);
      if (acc.toTaste) text += amount ? ' (plus some to taste)' : ' (to taste)';
    }
    if (acc.optional) text += ' (optional)';
    items.push({
      key: acc.key,
      ...(acc.ingredient ? { ingredientId: acc.ingredient.id } : {}),
      name: acc.ingredient?.name ?? acc.name,
      category,
      amount,
      text,
      meals: acc.meals.size,
      toTaste: acc.toTaste && !amount,
      optional: acc.optional,
      unparsed: acc.unparsed,
      sources: acc.sources,
    });
  }
  const order = new Map(SHOPPING_CATEGORIES.map((c, i) => [c, i]));
  items.sort((a, b) => order.get(a.category)! - order.get(b.category)! || a.name.localeCompare(b.name));
  return { items, stats: { lines, items: items.length, matched, unparsed } };
}

/** Items by category, in aisle order, leaving out empty categories. */
export function groupByCategory<T extends { category: ShoppingCategory }>(
  items: readonly T[],
): { category: ShoppingCategory; items: T[] }[] {
  return SHOPPING_CATEGORIES.map((category) => ({
    category,
    items: items.filter((i) => i.category === category),
  })).filter((g) => g.items.length > 0);
}

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** '2026-11-24' -> 'Tue 24 Nov' (with the year when asked): the same on every device and locale. */
export function formatShortDate(date: string, withYear = false): string {
  const d = new Date(`${date}T12:00:00Z`);
  const text = `${WEEKDAYS[d.getUTCDay()]} ${d.getUTCDate()} ${MONTHS[d.getUTCMonth()]}`;
  return withYear ? `${text} ${d.getUTCFullYear()}` : text;
}

/** 'Tue 24 Nov - Mon 30 Nov 2026' */
export function formatDateRange(start: string, end: string): string {
  if (start === end) return formatShortDate(start, true);
  return `${formatShortDate(start, start.slice(0, 4) !== end.slice(0, 4))} - ${formatShortDate(end, true)}`;
}

/** The list as plain text for the clipboard: a header naming the dates, aisles, and a footer. */
export function shoppingListText(
  items: readonly Pick<ShoppingItem, 'category' | 'text' | 'meals'>[],
  range: { start: string; end: string; meals: number },
): string {
  const out = [`Chowdr shopping list: ${formatDateRange(range.start, range.end)}`, ''];
  for (const group of groupByCategory(items)) {
    out.push(group.category);
    for (const item of group.items) out.push(`- [ ] ${item.text}${item.meals > 1 ? ` (${item.meals} meals)` : ''}`);
    out.push('');
  }
  out.push(
    `${items.length} ${items.length === 1 ? 'item' : 'items'} for ${range.meals} planned ${range.meals === 1 ? 'meal' : 'meals'}. Made with Chowdr.`,
  );
  return out.join('\n');
}
