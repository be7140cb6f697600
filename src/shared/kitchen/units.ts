// Kitchen quantities: formatting amounts the way a cookbook prints them, reading the
// quantity at the start of an ingredient line, and scaling whole lines.
//
// Pure and dependency-free on purpose: the chef engine prints ingredient lines with it
// and the web scales saved recipes with it, so both sides agree on '1 1/2 cups'.

/** How a unit's amounts are written: metric ones as decimals, everything else as fractions. */
type UnitKind = 'mass' | 'volume' | 'spoon' | 'cup' | 'imperial' | 'count';

interface UnitDef {
  /** Canonical short id used in code ('g', 'tsp', 'clove'...). */
  id: string;
  kind: UnitKind;
  singular: string;
  plural: string;
  /** Metric units switch up (g to kg) and down; the factor to the base unit. */
  base?: { unit: string; factor: number };
}

const UNIT_DEFS: UnitDef[] = [
  { id: 'g', kind: 'mass', singular: 'g', plural: 'g', base: { unit: 'g', factor: 1 } },
  { id: 'kg', kind: 'mass', singular: 'kg', plural: 'kg', base: { unit: 'g', factor: 1000 } },
  { id: 'ml', kind: 'volume', singular: 'ml', plural: 'ml', base: { unit: 'ml', factor: 1 } },
  { id: 'l', kind: 'volume', singular: 'l', plural: 'l', base: { unit: 'ml', factor: 1000 } },
  { id: 'tsp', kind: 'spoon', singular: 'tsp', plural: 'tsp' },
  { id: 'tbsp', kind: 'spoon', singular: 'tbsp', plural: 'tbsp' },
  { id: 'cup', kind: 'cup', singular: 'cup', plural: 'cups' },
  { id: 'oz', kind: 'imperial', singular: 'oz', plural: 'oz' },
  { id: 'lb', kind: 'imperial', singular: 'lb', plural: 'lb' },
];

/** Spellings people write, mapped to a unit id. Case-sensitive first (T vs t), then lower case. */
const UNIT_SPELLINGS: Record<string, string> = {
  g: 'g',
  gr: 'g',
  gram: 'g',
  grams: 'g',
  gramme: 'g',
  grammes: 'g',
  kg: 'kg',
  kgs: 'kg',
  kilo: 'kg',
  kilos: 'kg',
  kilogram: 'kg',
  kilograms: 'kg',
  ml: 'ml',
  milliliter: 'ml',
  milliliters: 'ml',
  millilitre: 'ml',
  millilitres: 'ml',
  l: 'l',
  liter: 'l',
  liters: 'l',
  litre: 'l',
  litres: 'l',
  tsp: 'tsp',
  tsps: 'tsp',
  teaspoon: 'tsp',
  teaspoons: 'tsp',
  t: 'tsp',
  tbsp: 'tbsp',
  tbsps: 'tbsp',
  tbs: 'tbsp',
  tbl: 'tbsp',
  tablespoon: 'tbsp',
  tablespoons: 'tbsp',
  T: 'tbsp',
  cup: 'cup',
  cups: 'cup',
  oz: 'oz',
  ounce: 'oz',
  ounces: 'oz',
  lb: 'lb',
  lbs: 'lb',
  pound: 'lb',
  pounds: 'lb',
};

/**
 * Count words whose number must follow the quantity ('1 clove', '2 cloves'). Units are
 * listed first; the produce nouns let '1 onion, diced' scale to '2 onions, diced'.
 */
const COUNT_WORDS: [singular: string, plural: string][] = [
  ['clove', 'cloves'],
  ['can', 'cans'],
  ['tin', 'tins'],
  ['pinch', 'pinches'],
  ['dash', 'dashes'],
  ['slice', 'slices'],
  ['sprig', 'sprigs'],
  ['stalk', 'stalks'],
  ['stick', 'sticks'],
  ['bunch', 'bunches'],
  ['handful', 'handfuls'],
  ['piece', 'pieces'],
  ['fillet', 'fillets'],
  ['link', 'links'],
  ['head', 'heads'],
  ['leaf', 'leaves'],
  ['sheet', 'sheets'],
  ['package', 'packages'],
  ['packet', 'packets'],
  ['jar', 'jars'],
  ['bottle', 'bottles'],
  ['box', 'boxes'],
  ['bag', 'bags'],
  ['block', 'blocks'],
  ['cube', 'cubes'],
  ['strip', 'strips'],
  ['wedge', 'wedges'],
  ['ear', 'ears'],
  ['knob', 'knobs'],
  ['scoop', 'scoops'],
  ['drop', 'drops'],
  ['splash', 'splashes'],
  ['pint', 'pints'],
  ['quart', 'quarts'],
  ['bulb', 'bulbs'],
  ['thumb', 'thumbs'],
  ['onion', 'onions'],
  ['egg', 'eggs'],
  ['lemon', 'lemons'],
  ['lime', 'limes'],
  ['orange', 'oranges'],
  ['tomato', 'tomatoes'],
  ['potato', 'potatoes'],
  ['carrot', 'carrots'],
  ['apple', 'apples'],
  ['banana', 'bananas'],
  ['shallot', 'shallots'],
  ['tortilla', 'tortillas'],
  ['avocado', 'avocados'],
  ['pepper', 'peppers'],
  ['zucchini', 'zucchinis'],
  ['courgette', 'courgettes'],
  ['eggplant', 'eggplants'],
  ['cucumber', 'cucumbers'],
  ['breast', 'breasts'],
  ['thigh', 'thighs'],
  ['chop', 'chops'],
  ['steak', 'steaks'],
  ['sausage', 'sausages'],
  ['chili', 'chilies'],
  ['chile', 'chiles'],
  ['pear', 'pears'],
  ['peach', 'peaches'],
  ['mango', 'mangoes'],
  ['scallion', 'scallions'],
  ['leek', 'leeks'],
  ['bun', 'buns'],
  ['roll', 'rolls'],
  ['pita', 'pitas'],
  ['naan', 'naans'],
  ['bagel', 'bagels'],
  ['muffin', 'muffins'],
  ['date', 'dates'],
  ['fig', 'figs'],
  ['plum', 'plums'],
];
const COUNT_BY_WORD = new Map<string, { singular: string; plural: string }>();
for (const [singular, plural] of COUNT_WORDS) {
  COUNT_BY_WORD.set(singular, { singular, plural });
  COUNT_BY_WORD.set(plural, { singular, plural });
}

const UNIT_BY_ID = new Map(UNIT_DEFS.map((u) => [u.id, u]));

const VULGAR_FRACTIONS: Record<string, number> = {
  '½': 1 / 2,
  '⅓': 1 / 3,
  '⅔': 2 / 3,
  '¼': 1 / 4,
  '¾': 3 / 4,
  '⅕': 1 / 5,
  '⅖': 2 / 5,
  '⅗': 3 / 5,
  '⅘': 4 / 5,
  '⅙': 1 / 6,
  '⅚': 5 / 6,
  '⅛': 1 / 8,
  '⅜': 3 / 8,
  '⅝': 5 / 8,
  '⅞': 7 / 8,
};
const VULGAR_CLASS = Object.keys(VULGAR_FRACTIONS).join('');

// ---------------------------------------------------------------------------
// Numbers as kitchen fractions

type Grid = readonly (readonly [num: number, den: number])[];

/** The cups and spoons of a measuring set (1/8 for the smallest spoon). */
const MEASURING_SET: Grid = [
  [0, 1],
  [1, 8],
  [1, 4],
  [1, 3],
  [1, 2],
  [2, 3],
  [3, 4],
  [1, 1],
];

/**
 * Below one, amounts are written in eighths and sixths: a third scaled by 0.5 or 2.5 is a sixth
 * (1/3 x 0.5 = 1/6, never 1/8; x 2.5 = 5/6, never 3/4). No two neighbours are more than 1/8 apart,
 * so rounding moves a value by at most 1/16. From one up, quarters and thirds (no '2 1/8 cups'), at
 * most 1/8 off (issue 26 item 9; units.test.ts walks every common fraction times every scale factor).
 */
const FINE_GRID: Grid = [
  [0, 1],
  [1, 8],
  [1, 6],
  [1, 4],
  [1, 3],
  [3, 8],
  [1, 2],
  [5, 8],
  [2, 3],
  [3, 4],
  [5, 6],
  [7, 8],
  [1, 1],
];
const ABOVE_ONE_GRID: Grid = MEASURING_SET.filter(([n, d]) => !(n === 1 && d === 8));

function nearestFraction(frac: number, grid: Grid = FINE_GRID): [number, number] {
  let best: [number, number] = [0, 1];
  let bestDiff = Infinity;
  for (const [n, d] of grid) {
    const diff = Math.abs(frac - n / d);
    if (diff < bestDiff - 1e-9) {
      best = [n, d];
      bestDiff = diff;
    }
  }
  return best;
}

function roundToGrid(value: number, below: Grid, above: Grid): number {
  if (!Number.isFinite(value) || value <= 0) return 0;
  if (value >= 20) return Math.round(value);
  if (value < 1 / 8) return 1 / 8; // the smallest measure in a set; "a pinch" is written by callers
  const whole = Math.floor(value);
  const [n, d] = nearestFraction(value - whole, whole >= 1 ? above : below);
  return whole + n / d;
}

/** The value a printed quantity will show, so callers can compute nutrition from what is printed. */
export function roundKitchen(value: number): number {
  return roundToGrid(value, FINE_GRID, ABOVE_ONE_GRID);
}

/** '1 1/2', '3/4', '2'. Values >= 20 are whole numbers; tiny positive values become '1/8'. */
export function formatQuantity(value: number): string {
  const rounded = roundKitchen(value);
  if (rounded === 0) return '0';
  const whole = Math.floor(rounded + 1e-9);
  const frac = rounded - whole;
  if (frac < 1e-6) return String(whole);
  const [n, d] = nearestFraction(frac);
  if (n === d) return String(whole + 1);
  return whole > 0 ? `${whole} ${n}/${d}` : `${n}/${d}`;
}

/** Metric amounts read as decimals a scale shows: 2.5 g, 75 g, 230 g, 1.25 kg. */
function roundMetric(value: number): number {
  if (value < 10) return Math.max(0.5, Math.round(value * 2) / 2);
  if (value < 1000) return Math.round(value / 5) * 5;
  return Math.round(value / 50) * 50;
}

function trimDecimal(value: number): string {
  return String(Number(value.toFixed(2)));
}

function formatMetric(value: number, baseUnit: 'g' | 'ml'): string {
  const rounded = roundMetric(value);
  if (rounded >= 1000) return `${trimDecimal(rounded / 1000)} ${baseUnit === 'g' ? 'kg' : 'l'}`;
  return `${trimDecimal(rounded)} ${baseUnit}`;
}

/** True when a value sits within 5% of the kitchen grid (so '3 tsp' can honestly read '1 tbsp'). */
function isClose(value: number): boolean {
  const r = roundToGrid(value, MEASURING_SET, ABOVE_ONE_GRID);
  return r > 0 && Math.abs(r - value) / value < 0.05;
}

/**
 * Spoons and cups are one family: 3 tsp = 1 tbsp, 16 tbsp = 1 cup. Small amounts always move
 * down (1/8 cup reads '2 tbsp'); large ones move up only when they land on a measuring-set value.
 */
function normalizeSpoons(value: number, unit: 'tsp' | 'tbsp' | 'cup'): { value: number; unit: 'tsp' | 'tbsp' | 'cup' } {
  if (unit === 'cup' && value < 1 / 4) return normalizeSpoons(value * 16, 'tbsp');
  if (unit === 'tbsp' && value < 1) return { value: value * 3, unit: 'tsp' };
  if (unit === 'tsp' && value >= 3) return normalizeSpoons(value / 3, 'tbsp');
  if (unit === 'tbsp' && value >= 4 && isClose(value / 16)) return { value: value / 16, unit: 'cup' };
  return { value, unit };
}

/** Spoonfuls above one are measured to the half spoon ('1 1/2 tbsp', not '1 3/4 tbsp'). */
function roundSpoon(value: number, unit: 'tsp' | 'tbsp' | 'cup'): number {
  if (unit !== 'cup' && value >= 1) return Math.round(value * 2) / 2;
  return roundKitchen(value);
}

/**
 * An amount with its unit, as printed in an ingredient line: formatAmount(200, 'g') = '200 g',
 * formatAmount(1.5, 'cup') = '1 1/2 cups', formatAmount(2, 'clove') = '2 cloves'.
 * Unknown unit words are pluralised by simple English rules.
 */
export function formatAmount(value: number, unit?: string): string {
  if (!unit) return formatQuantity(value);
  const id = unitId(unit);
  const def = id ? UNIT_BY_ID.get(id) : undefined;
  if (def?.base && (def.kind === 'mass' || def.kind === 'volume')) {
    return formatMetric(value * def.base.factor, def.base.unit as 'g' | 'ml');
  }
  if (def && (def.id === 'tsp' || def.id === 'tbsp' || def.id === 'cup')) {
    let n = normalizeSpoons(value, def.id);
    let q = roundSpoon(n.value, n.unit);
    // Rounding can land on 3 tsp: that is a tablespoon.
    if (n.unit === 'tsp' && q >= 3) {
      n = { value: q / 3, unit: 'tbsp' };
      q = roundSpoon(n.value, 'tbsp');
    }
    const d = UNIT_BY_ID.get(n.unit)!;
    return `${formatQuantity(q)} ${q > 1 ? d.plural : d.singular}`;
  }
  const q = roundKitchen(value);
  if (def) return `${formatQuantity(q)} ${q > 1 ? def.plural : def.singular}`;
  return `${formatQuantity(q)} ${q > 1 ? pluralize(unit) : singularize(unit)}`;
}

/** Simple English plural for unit and count words ('clove' to 'cloves', 'pinch' to 'pinches'). */
export function pluralize(word: string): string {
  const known = COUNT_BY_WORD.get(word.toLowerCase());
  if (known) return matchCase(known.plural, word);
  if (/(s|x|z|ch|sh)$/i.test(word)) return /es$/i.test(word) ? word : `${word}es`;
  if (/[^aeiou]y$/i.test(word)) return `${word.slice(0, -1)}ies`;
  return `${word}s`;
}

export function singularize(word: string): string {
  const known = COUNT_BY_WORD.get(word.toLowerCase());
  if (known) return matchCase(known.singular, word);
  return word;
}

function matchCase(target: string, model: string): string {
  return model[0] && model[0] === model[0].toUpperCase() && model[0] !== model[0].toLowerCase()
    ? target[0]!.toUpperCase() + target.slice(1)
    : target;
}

/** Canonical id ('tsp', 'g'...) of a written unit, or undefined for other words. */
export function unitId(written: string): string | undefined {
  const exact = UNIT_SPELLINGS[written.replace(/\.$/, '')];
  if (exact) return exact;
  const lower = written.toLowerCase().replace(/\.$/, '');
  if (lower === 't') return undefined; // a lone 't'/'T' is only a unit in its exact case
  return UNIT_SPELLINGS[lower];
}

// ---------------------------------------------------------------------------
// Parsing

export interface ParsedQuantity {
  /** The amount (the low end of a range). */
  value: number;
  /** The high end of a range ('2-3 cloves'). */
  max?: number;
  /** Characters of the line the quantity used, without the following space. */
  length: number;
}

// One number: '1 1/2', '1-1/2' (US mixed), '1½', '1 ½', '½', '1/2', '1.5', '2'.
const NUM = String.raw`(?:\d+(?:[ -]|(?=[${VULGAR_CLASS}]))?(?:\d+\s*[/⁄]\s*\d+|[${VULGAR_CLASS}])(?!\d)|\d+\s*[/⁄]\s*\d+|[${VULGAR_CLASS}]|\d+(?:\.\d+)?|\.\d+)`;
const QUANTITY_RE = new RegExp(String.raw`^\s*(${NUM})(?:\s*(?:-|–|—|to|or)\s*(${NUM}))?`);

function numberValue(text: string): number {
  const t = text.trim();
  let total = 0;
  // A mixed number's whole part is followed by a space, hyphen or directly by a vulgar fraction.
  const mixed = new RegExp(String.raw`^(\d+)(?:[ -]|(?=[${VULGAR_CLASS}]))(.+)$`).exec(t);
  if (mixed && /[/⁄]|[^\d.]/.test(mixed[2]!)) {
    total += Number(mixed[1]);
    return total + numberValue(mixed[2]!);
  }
  const vulgar = VULGAR_FRACTIONS[t];
  if (vulgar !== undefined) return vulgar;
  const frac = /^(\d+)\s*[/⁄]\s*(\d+)$/.exec(t);
  if (frac) {
    const den = Number(frac[2]);
    return den === 0 ? NaN : Number(frac[1]) / den;
  }
  return Number(t);
}

/**
 * The quantity at the start of an ingredient line, or null when the line has none
 * ('Salt, to taste'). '2-3 cloves' gives {value: 2, max: 3}.
 */
export function parseQuantity(line: string): ParsedQuantity | null {
  const m = QUANTITY_RE.exec(line);
  if (!m) return null;
  const value = numberValue(m[1]!);
  if (!Number.isFinite(value)) return null;
  const max = m[2] !== undefined ? numberValue(m[2]) : undefined;
  const hasRange = max !== undefined && Number.isFinite(max) && max > value;
  // Without a real range, the quantity ends after the first number ('3 or 2' is odd; keep '3').
  const length = hasRange ? m[0].length : m[0].indexOf(m[1]!) + m[1]!.length;
  // A number glued to a word is only a quantity when the word is a unit ('200g', not '3rd').
  const glued = /^[A-Za-z]+/.exec(line.slice(length));
  if (glued && unitId(glued[0]) === undefined) return null;
  return hasRange ? { value, max, length } : { value, length };
}

export interface ParsedLine {
  quantity: ParsedQuantity | null;
  /** Canonical unit id when the word after the quantity is a measuring unit. */
  unit?: string;
  /** The unit as written ('cups', 'Tbsp', 'cloves'), when there is one. */
  unitText?: string;
  /** Everything after the quantity and unit: 'chicken breast, diced'. */
  rest: string;
}

/** Splits '1 1/2 cups arborio rice' into quantity, unit and the rest. */
export function parseIngredientLine(line: string): ParsedLine {
  const trimmed = line.trim();
  const quantity = parseQuantity(trimmed);
  if (!quantity) return { quantity: null, rest: trimmed };
  let after = trimmed.slice(quantity.length).replace(/^\s+/, '');
  // 'fl oz' is the one two-word unit people write.
  const fl = /^(fl\.?\s*oz\.?)(?=\s|$)/i.exec(after);
  if (fl) return { quantity, unit: 'floz', unitText: fl[1], rest: after.slice(fl[1]!.length).trim() };
  const word = /^([A-Za-z]+\.?)(?=[\s,]|$)/.exec(after);
  if (word) {
    const id = unitId(word[1]!);
    const count = COUNT_BY_WORD.get(word[1]!.toLowerCase());
    const isUnit = id !== undefined || (count !== undefined && UNIT_LIKE_COUNT.has(count.singular));
    if (isUnit) {
      after = after.slice(word[1]!.length).replace(/^\s*(of\s+)?/i, '');
      return { quantity, unit: id ?? count!.singular, unitText: word[1], rest: after.trim() };
    }
  }
  return { quantity, rest: after.trim() };
}

/** Count words that act as units (the noun follows them: '2 cloves garlic'). */
const UNIT_LIKE_COUNT = new Set(
  COUNT_WORDS.slice(
    0,
    COUNT_WORDS.findIndex(([s]) => s === 'onion'),
  ).map(([s]) => s),
);

// ---------------------------------------------------------------------------
// Scaling

function formatScaled(
  value: number,
  unitIdOrWord: string | undefined,
  unitText: string | undefined,
): {
  value: string;
  unit?: string;
} {
  if (!unitIdOrWord) return { value: formatQuantity(value) };
  const def = UNIT_BY_ID.get(unitIdOrWord);
  if (def?.kind === 'mass' || def?.kind === 'volume') {
    const printed = formatAmount(value, def.id); // '100 g', '1.2 kg'
    const i = printed.indexOf(' ');
    const outUnit = printed.slice(i + 1);
    // Keep the writer's unit spelling when the unit did not change ('grams' stays 'grams').
    const keep = unitText && unitId(unitText) === outUnit ? unitText : outUnit;
    return { value: printed.slice(0, i), unit: keep };
  }
  if (def && (def.id === 'tsp' || def.id === 'tbsp' || def.id === 'cup')) {
    const n = normalizeSpoons(value, def.id);
    const q = roundSpoon(n.value, n.unit);
    return { value: formatQuantity(q), unit: spellUnit(n.unit, q, unitText) };
  }
  const q = roundKitchen(value);
  if (unitIdOrWord === 'floz') return { value: formatQuantity(q), unit: unitText ?? 'fl oz' };
  if (def) return { value: formatQuantity(q), unit: spellUnit(def.id, q, unitText) };
  return {
    value: formatQuantity(q),
    unit: matchCase(q > 1 ? pluralize(unitIdOrWord) : singularize(unitIdOrWord), unitText ?? unitIdOrWord),
  };
}

const FULL_UNIT_WORDS: Record<string, [singular: string, plural: string]> = {
  tsp: ['teaspoon', 'teaspoons'],
  tbsp: ['tablespoon', 'tablespoons'],
  cup: ['cup', 'cups'],
  oz: ['ounce', 'ounces'],
  lb: ['pound', 'pounds'],
};

/** Writes a unit in the style the original line used: abbreviations stay short, words stay words. */
function spellUnit(id: string, quantity: number, written: string | undefined): string {
  const def = UNIT_BY_ID.get(id)!;
  const many = quantity > 1;
  const longStyle = written !== undefined && written.length > 4 && !written.endsWith('.');
  if (longStyle) {
    const [s, p] = FULL_UNIT_WORDS[id] ?? [def.singular, def.plural];
    return matchCase(many ? p : s, written);
  }
  // Same unit, short style: keep the writer's spelling ('Tbsp') where number does not show.
  if (written && unitId(written) === id && def.singular === def.plural && written.length > 1) return written;
  return matchCase(many ? def.plural : def.singular, written ?? def.singular);
}

/** Fixes the number of a counted noun with no unit: '1 onion, diced' x2 = '2 onions, diced'. */
function agreeNoun(rest: string, quantity: number): string {
  // '1 (14 oz) can tomatoes': the count word follows the parenthetical.
  const paren = /^\([^)]*\)\s*([A-Za-z]+)/.exec(rest);
  if (paren) {
    const word = paren[1]!;
    const count = COUNT_BY_WORD.get(word.toLowerCase());
    if (!count) return rest;
    const at = paren[0].length - word.length;
    return (
      rest.slice(0, at) + matchCase(quantity > 1 ? count.plural : count.singular, word) + rest.slice(at + word.length)
    );
  }
  // Otherwise the head noun of the first phrase ('large egg', 'red bell pepper').
  const phraseEnd = rest.search(/[,(]/);
  const phrase = (phraseEnd === -1 ? rest : rest.slice(0, phraseEnd)).trimEnd();
  const words = phrase.split(/\s+/);
  const last = words[words.length - 1];
  if (!last) return rest;
  const count = COUNT_BY_WORD.get(last.toLowerCase());
  if (!count || UNIT_LIKE_COUNT.has(count.singular)) return rest;
  const wanted = matchCase(quantity > 1 ? count.plural : count.singular, last);
  const cut = phrase.length;
  return rest.slice(0, cut - last.length) + wanted + rest.slice(cut);
}

/**
 * Scales the quantity at the start of a line: '1 1/2 cups rice' x2 = '3 cups rice',
 * '1/2 tsp salt' x1.5 = '3/4 tsp salt', '200 g chicken breast' x0.5 = '100 g chicken breast'.
 * Lines without a leading quantity, a factor of 1 or a bad factor return the line unchanged.
 */
export function scaleIngredientLine(line: string, factor: number): string {
  if (!Number.isFinite(factor) || factor <= 0 || factor === 1) return line;
  const lead = /^\s*/.exec(line)![0];
  const parsed = parseIngredientLine(line);
  if (!parsed.quantity) return line;
  const { value, max } = parsed.quantity;
  const low = formatScaled(value * factor, parsed.unit, parsed.unitText);
  let amount = low.value;
  let unitOut = low.unit;
  if (max !== undefined) {
    const high = formatScaled(max * factor, parsed.unit, parsed.unitText);
    if (high.unit === low.unit && high.value !== low.value) {
      amount = `${low.value}-${high.value}`;
      unitOut = high.unit;
    } else if (high.unit !== low.unit) {
      // The ends landed in different units ('2 tsp-1 tbsp'); print the range in the original unit.
      amount = `${formatQuantity(value * factor)}-${formatQuantity(max * factor)}`;
      unitOut = parsed.unitText;
    }
  }
  const scaledMax = (max ?? value) * factor;
  let rest = parsed.rest;
  if (!parsed.unit) rest = agreeNoun(rest, roundKitchen(scaledMax));
  const parts = [amount, unitOut, rest].filter((p): p is string => Boolean(p && p.length));
  return lead + parts.join(' ');
}
