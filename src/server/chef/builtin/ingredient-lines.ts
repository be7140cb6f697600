// Ingredient lines as a cook reads them: kitchen amounts a cook can measure ('1 1/2 cups',
// '2 cloves garlic', '300 g salmon'), counts rounded to what a shop sells, and the names steps use.

import { formatAmount, formatQuantity, pluralize, roundKitchen } from '../../../shared/kitchen/units';
import { QUANTITY_MARK } from '../../../shared/kitchen/step-quantities';
import type { IngredientInfo } from './ingredients';
import type { Cut } from './model';

/** One ingredient as it will be printed and counted. */
export interface Item {
  /** Catalogue entry; undefined for a free-text special ingredient. */
  info?: IngredientInfo;
  /** Free text for ingredients outside the catalogue ('kimchi'). */
  text?: string;
  /** Total grams for the whole recipe (before rounding to a printable amount). */
  grams: number;
  prep?: string;
  cut?: Cut;
  asNeeded?: string;
}

/** The name as steps say it after the ingredient list: 'chicken breast' -> 'chicken', 'white rice' -> 'rice'. */
export function itemName(item: Item): string {
  if (!item.info) return item.text ?? '';
  const info = item.info;
  const unit = info.ing.unit;
  // One egg is 'the egg', one tomato 'the tomato': the count the list prints decides.
  if (
    info.stepName === unit.plural &&
    unit.name !== 'g' &&
    !item.asNeeded &&
    roundCount(item.grams / unit.grams, unit) <= 1
  )
    return unit.name;
  // And four onions are 'the onions', two lemons 'the lemons'.
  if (
    info.stepName === unit.name &&
    unit.plural !== unit.name &&
    unit.name !== 'g' &&
    !item.asNeeded &&
    roundCount(item.grams / unit.grams, unit) >= 2
  )
    return unit.plural;
  return info.stepName;
}

// ---------------------------------------------------------------------------
// Ingredient lines

/** Units that are a container or measure, not the thing itself ('2 cloves garlic', '1 can chickpeas'). */
const MEASURE_UNITS = new Set([
  'g',
  'cup',
  'tbsp',
  'tsp',
  'can',
  'slice',
  'sheet',
  'clove',
  'stalk',
  'leaf',
  'sprig',
  'pod',
  'bulb',
  'link',
  'fillet',
  'wrapper',
  'spear',
]);
/** Nouns that read better than 'unit + name' for a few catalogue entries. */
const COUNT_NOUNS: Record<string, [string, string]> = {
  'spring-onions': ['spring onion', 'spring onions'],
  asparagus: ['asparagus spear', 'asparagus spears'],
  anchovies: ['anchovy fillet', 'anchovy fillets'],
  'chipotle-in-adobo': ['chipotle pepper in adobo', 'chipotle peppers in adobo'],
  naan: ['naan bread', 'naan breads'],
};

/** Units counted whole (nobody buys 1/2 egg or 1/3 clove): eggs, breads, small items. */
const WHOLE_UNITS = new Set([
  'egg',
  'tortilla',
  'bun',
  'pita',
  'naan',
  'clove',
  'slice',
  'sheet',
  'link',
  'fillet',
  'wrapper',
  'spear',
  'leaf',
  'sprig',
  'pod',
  'stalk',
]);

/** Things bought and used by the piece however many there are ('18 wonton wrappers', '16 tortillas'). */
const COUNTED = new Set(['wrapper', 'tortilla', 'slice', 'sheet', 'bun', 'pita']);

/** Rounds a count to what a shopper buys: whole small items, halves of big ones below two. */
function roundCount(qty: number, unit: { name: string; grams: number }): number {
  if (WHOLE_UNITS.has(unit.name) || unit.grams < 40) return Math.max(1, Math.round(qty));
  // Produce is bought whole and cut in half at most: '1/2 onion', never '2/3 lemon' or '1/4 orange'.
  if (qty < 1) return qty < 0.75 ? 0.5 : 1;
  if (unit.grams >= 150 && qty < 2) return Math.round(qty * 2) / 2;
  return Math.round(qty);
}

/** How a few catalogue entries read after a can count ('1 can chopped tomatoes'). */
const CAN_NAMES: Record<string, string> = {
  'canned-tomatoes': 'chopped tomatoes',
  'canned-tuna': 'tuna',
  'san-marzano-tomatoes': 'San Marzano tomatoes',
};

/** Cheese, meat and fish are bought and weighed in grams even when the catalogue unit is a cup. */
function weighed(info: IngredientInfo): boolean {
  return info.ing.unit.name === 'g' || info.kinds.has('cheese');
}

export interface Line {
  text: string;
  /** Grams actually used, from the printed amount (what nutrition counts). */
  grams: number;
}

/**
 * '200 g chicken breast, diced', '1 1/2 cups arborio rice', '2 cloves garlic, minced',
 * '1 onion, finely chopped', 'Vegetable oil, for shallow frying'.
 */
export function formatLine(item: Item): Line {
  const suffix = item.prep ? `, ${item.prep}` : '';
  if (!item.info) {
    const text = item.text ?? '';
    return { text: `${capitalise(text)}${suffix}`, grams: 0 };
  }
  const info = item.info;
  if (item.asNeeded) return { text: `${capitalise(info.textName)}, ${item.asNeeded}`, grams: item.grams };
  const measured = measuredLine(info, item.grams);
  return { text: `${measured.text}${suffix}`, grams: measured.grams };
}

/**
 * measureLine() by ingredient and grams. It is a pure function of the two, and the same dishes
 * come back with the same amounts batch after batch. Cleared when full.
 */
const MEASURED = new Map<IngredientInfo, Map<number, Line>>();
let measuredCount = 0;
const MAX_MEASURED = 20_000;

function measuredLine(info: IngredientInfo, grams: number): Line {
  // Zero, negative and NaN amounts are left uncached (Map keys do not tell 0 from -0).
  if (!(grams > 0)) return measureLine(info, grams);
  const known = MEASURED.get(info)?.get(grams);
  if (known) return known;
  if (measuredCount >= MAX_MEASURED) {
    MEASURED.clear();
    measuredCount = 0;
  }
  let byGrams = MEASURED.get(info);
  if (!byGrams) MEASURED.set(info, (byGrams = new Map()));
  const line = measureLine(info, grams);
  byGrams.set(grams, line);
  measuredCount++;
  return line;
}

/** The measured part of an ingredient line (amount and name, before any ', prep'), and the grams it stands for. */
function measureLine(info: IngredientInfo, total: number): Line {
  const name = info.textName;
  const unit = info.ing.unit;
  if (weighed(info)) {
    const printed = formatAmount(total, 'g');
    const grams = parsePrintedGrams(printed);
    return { text: `${printed} ${name}`, grams };
  }
  let qty = total / unit.grams;
  // A splash from a can (an accent's coconut milk) is measured in spoons, not as half a can.
  if (unit.name === 'can' && qty < 0.4) {
    const printed = ownedSpoons(formatAmount(total / 15, 'tbsp'));
    return { text: `${printed} ${name}`, grams: spoonGrams(printed, { name: 'tbsp', grams: 15 }) };
  }
  // Cans are opened whole: a part of one is weighed (or measured, for a liquid) instead.
  if (unit.name === 'can' && Math.abs(qty - Math.round(qty)) > 0.2) {
    const printed = formatAmount(total, info.roles.has('liquid') || /milk|stock|broth/.test(info.id) ? 'ml' : 'g');
    // 'canned' goes when the steps do not say it either ('295 g chickpeas'); canned tomatoes stay canned.
    const shown = /\bcanned\b/i.test(info.stepName) ? name : name.replace(/^canned\s+/i, '');
    return { text: `${printed} ${shown}`, grams: parsePrintedGrams(printed) };
  }
  if (!['cup', 'tbsp', 'tsp'].includes(unit.name)) qty = roundCount(qty, unit);
  // Dozens of radishes or olives, or of asparagus spears and spring onions, read better by weight.
  if (qty > 12 && unit.grams < 55 && info.id !== 'eggs' && !COUNTED.has(unit.name)) {
    const printed = formatAmount(total, 'g');
    return { text: `${printed} ${name}`, grams: parsePrintedGrams(printed) };
  }
  // Leafy greens by the cup get silly ('15 cups kale'): weigh them instead; liquids by volume ('1 l', not '1 kg').
  if (unit.name === 'cup' && qty > 4) {
    const printed = formatAmount(total, info.roles.has('liquid') ? 'ml' : 'g');
    return { text: `${printed} ${name}`, grams: parsePrintedGrams(printed) };
  }
  if (['cup', 'tbsp', 'tsp'].includes(unit.name)) {
    const printed = ownedSpoons(formatAmount(qty, unit.name));
    return { text: `${printed} ${name}`, grams: spoonGrams(printed, unit) };
  }
  const shown = roundKitchen(qty);
  const amount = formatQuantity(shown);
  const many = shown > 1;
  const grams = shown * unit.grams;
  const noun = COUNT_NOUNS[info.id];
  if (noun) return { text: `${amount} ${many ? noun[1] : noun[0]}`, grams };
  const words = name.split(' ');
  const last = words[words.length - 1]!.toLowerCase();
  // 'Red onion' measured in onions: '1/2 red onion'; 'Sweet potatoes' in sweet potatoes.
  if (
    last === unit.name ||
    last === unit.plural ||
    name.toLowerCase().endsWith(unit.name) ||
    name.toLowerCase().endsWith(unit.plural)
  ) {
    const head = name.toLowerCase().endsWith(unit.plural)
      ? name.slice(0, name.length - unit.plural.length)
      : name.slice(0, name.length - unit.name.length);
    return { text: `${amount} ${head}${many ? unit.plural : unit.name}`, grams };
  }
  if (MEASURE_UNITS.has(unit.name)) {
    const bare = CAN_NAMES[info.id] ?? (unit.name === 'can' ? name.replace(/^canned\s+/i, '') : name);
    return { text: `${amount} ${many ? unit.plural : unit.name} ${bare}`, grams };
  }
  // A unit named inside the name ('Pita bread' in pitas) or the item itself ('Jalapeño').
  if (name.toLowerCase().split(' ').includes(unit.name))
    return { text: `${amount} ${many ? unit.plural : unit.name}`, grams };
  return { text: `${amount} ${many ? pluralize(name) : name}`, grams };
}

/** Grams behind a printed spoon/cup amount ('1 tbsp' -> 1 x grams per tbsp), after unit conversion. */
function spoonGrams(printed: string, unit: { name: string; grams: number }): number {
  const m = /^(\d+(?: \d+\/\d+)?|\d+\/\d+) (tsp|tbsp|cups?)/.exec(printed);
  if (!m) return 0;
  const [wholePart, frac] = m[1]!.includes(' ')
    ? m[1]!.split(' ')
    : m[1]!.includes('/')
      ? ['0', m[1]!]
      : [m[1]!, undefined];
  let value = Number(wholePart);
  if (frac) {
    const [n, d] = frac.split('/').map(Number);
    value += n! / d!;
  }
  const printedUnit = m[2]!.startsWith('cup') ? 'cup' : m[2]!;
  const inTsp: Record<string, number> = { tsp: 1, tbsp: 3, cup: 48 };
  return ((value * inTsp[printedUnit]!) / inTsp[unit.name]!) * unit.grams;
}

function parsePrintedGrams(printed: string): number {
  const [num, unit] = printed.split(' ');
  return Number(num) * (unit === 'kg' || unit === 'l' ? 1000 : 1);
}

/**
 * Spoons a cook owns: 1/4, 1/2 and whole ones, and half spoons above one. Thirds, three quarters
 * and eighths of a teaspoon or tablespoon ('2/3 tsp', '3/4 tsp') go to the nearest of them.
 */
function ownedSpoons(printed: string): string {
  const m = /^(?:(\d+) )?(\d+)\/(\d+) (tsp|tbsp|cups?)$/.exec(printed);
  if (!m) return printed;
  const value = Number(m[1] ?? 0) + Number(m[2]) / Number(m[3]);
  if (m[4]!.startsWith('cup')) return ownedCups(value, Number(m[3]), printed);
  // A set holds 1/4, 1/2 and 1: below a spoon the nearest of them (by ratio), above it half spoons.
  const q = value >= 1 ? Math.max(1, Math.round(value * 2) / 2) : value < 0.36 ? 0.25 : value < 0.71 ? 0.5 : 1;
  return `${formatQuantity(q)} ${m[4]}`;
}

/**
 * Cups a cook owns: 1/4, 1/3, 1/2, 2/3, 3/4 and whole ones. An eighth or sixth of a cup ('3/8 cup') is
 * tablespoons below half a cup ('6 tbsp') and the nearest cup a set holds above it ('5/8' -> '2/3').
 */
function ownedCups(value: number, denominator: number, printed: string): string {
  if (denominator !== 8 && denominator !== 6) return printed;
  if (value < 0.5) return `${Math.round(value * 16)} tbsp`;
  const whole = Math.floor(value);
  const parts = [0, 1 / 4, 1 / 3, 1 / 2, 2 / 3, 3 / 4, 1];
  const frac = parts.reduce((best, p) => (Math.abs(p - (value - whole)) < Math.abs(best - (value - whole)) ? p : best));
  const q = whole + frac;
  return `${formatQuantity(q)} ${q > 1 ? 'cups' : 'cup'}`;
}

/** The text as a regular expression matching it literally ('1/2 cup (120 ml)'). */
export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

export function capitalise(text: string): string {
  // A step may open with a marked quantity: capitalise the first real character.
  const at = text.startsWith(QUANTITY_MARK) ? 1 : 0;
  return text.length > at ? text.slice(0, at) + text[at]!.toUpperCase() + text.slice(at + 1) : text;
}
