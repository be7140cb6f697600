// Turning a filled dish into cookbook text: ingredient lines with kitchen amounts,
// step templates, and the cooking phrases that depend on what is actually in the pan
// (shrimp cook in 2-3 minutes, chicken thighs in 6-8).
//
// Template language (steps and titles):
//   {key}        the slot's ingredient name(s)        'chicken breast'
//   {a,b,c}      the filled ones as an English list   'zucchini and mushrooms'
//   {a|b}        the first filled of a and b
//   {key.q}      amount and name                       '2 tbsp olive oil'
//   {key.cook|simmer|braise|roast} a timing phrase     'for 6-8 minutes, ... until golden'
//   {key.juice}  'lemon juice' for citrus, the plain name for a vinegar
//   {key.ready}  a whole sentence readying it for a cold dish
//   {key.pl}     (titles) the plural display name      'Strawberries'
//   {key:Text}   Text when the slot is filled
//   [ ... ]      dropped when any token inside is unfilled; a token outside
//                brackets that is unfilled drops the whole step.
//   <1/2 tsp>    (steps) an amount the template writes itself, marked like {key.q} so the
//                card scales it; an amount per serving or per pancake stays plain text.

import type { CookingMethod } from '../../../shared/kitchen/types';
import { formatAmount, formatQuantity, pluralize, roundKitchen } from '../../../shared/kitchen/units';
import { markQuantity, QUANTITY_MARK } from '../../../shared/kitchen/step-quantities';

export { stripQuantityMarks } from '../../../shared/kitchen/step-quantities';
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

/** What templates can see: the filled slots and the dish's main technique. */
export interface RenderScope {
  slots: ReadonlyMap<string, Item>;
  method: CookingMethod;
  /** Extra names usable as tokens ({main}, {a0}...). */
  aliases?: ReadonlyMap<string, Item>;
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
    return { text: `${printed} ${name.replace(/^canned\s+/i, '')}`, grams: parsePrintedGrams(printed) };
  }
  if (!['cup', 'tbsp', 'tsp'].includes(unit.name)) qty = roundCount(qty, unit);
  // Dozens of radishes or olives, or of asparagus spears and spring onions, read better by weight.
  if (qty > 12 && unit.grams < 55 && info.id !== 'eggs') {
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

export function capitalise(text: string): string {
  // A step may open with a marked quantity: capitalise the first real character.
  const at = text.startsWith(QUANTITY_MARK) ? 1 : 0;
  return text.length > at ? text.slice(0, at) + text[at]!.toUpperCase() + text.slice(at + 1) : text;
}

// ---------------------------------------------------------------------------
// Default preparation notes

/** The usual note for an ingredient line when the slot does not say ('onion' -> 'diced'). */
export function defaultPrep(info: IngredientInfo, cut: Cut | undefined): string | undefined {
  const k = info.kinds;
  if (cut && cut !== 'none') return cutPrep(info, cut);
  if (info.id === 'garlic') return 'minced';
  if (info.id === 'ginger') return 'grated';
  if (k.has('scallion')) return 'thinly sliced';
  if (k.has('onion') || info.id === 'leeks') return 'diced';
  if (k.has('soft-herb')) return 'chopped';
  if (['thyme', 'rosemary'].includes(info.id)) return 'leaves chopped';
  if (k.has('lemon') || k.has('lime')) return 'juiced';
  if (k.has('hard-cheese') || k.has('melting-cheese')) return info.id === 'mozzarella' ? 'torn' : 'grated';
  if (k.has('fresh-cheese') && ['feta', 'goat-cheese', 'cotija'].includes(info.id)) return 'crumbled';
  if (info.id === 'blue-cheese') return 'crumbled';
  if (info.id === 'cherry-tomatoes') return 'halved';
  if (k.has('tomato')) return 'chopped';
  if (k.has('mushroom')) return info.id === 'enoki' ? 'separated' : 'sliced';
  if (k.has('pepper') || info.id === 'poblano') return 'sliced';
  if (k.has('chili')) return 'finely chopped';
  if (info.id === 'broccoli' || info.id === 'cauliflower') return 'cut into small florets';
  if (k.has('brassica') && info.id.includes('cabbage')) return 'shredded';
  if (info.id === 'bok-choy') return 'quartered';
  if (k.has('leafy') && info.id !== 'spinach' && info.id !== 'arugula' && info.id !== 'watercress')
    return 'roughly chopped';
  if (info.id === 'green-beans' || info.id === 'snow-peas' || info.id === 'asparagus') return 'trimmed';
  if (k.has('potato') || k.has('sweet-potato') || k.has('root') || k.has('squash') || info.id === 'eggplant')
    return 'diced';
  if (
    info.id === 'avocado' ||
    info.id === 'mango' ||
    info.id === 'cucumber' ||
    info.id === 'pineapple' ||
    info.id === 'papaya'
  )
    return 'diced';
  if (info.id === 'strawberries') return 'hulled and sliced';
  if (k.has('orchard') && info.id !== 'figs') return 'cored and sliced';
  if (info.id === 'figs') return 'quartered';
  if (k.has('stone-fruit') && info.id !== 'cherries') return 'stoned and sliced';
  if (info.id === 'cherries') return 'pitted';
  if (info.id === 'bananas' || info.id === 'kiwi') return 'sliced';
  if (k.has('legume') && info.ing.unit.name === 'can') return 'drained and rinsed';
  if (k.has('lentil')) return 'rinsed';
  if (k.has('nut') && !['sesame-seeds', 'pine-nuts', 'pumpkin-seeds', 'shredded-coconut'].includes(info.id))
    return 'roughly chopped';
  if (info.id === 'dark-chocolate') return 'chopped';
  return undefined;
}

function cutPrep(info: IngredientInfo, cut: Cut): string | undefined {
  const k = info.kinds;
  if (k.has('legume')) return info.ing.unit.name === 'can' ? 'drained and rinsed' : 'rinsed';
  if (k.has('ground')) return undefined;
  if (info.id === 'shrimp') return 'peeled and deveined';
  if (info.id === 'scallops') return 'patted dry';
  if (info.id === 'squid') return 'cleaned and cut into rings';
  if (info.id === 'mussels' || info.id === 'clams') return 'scrubbed';
  if (info.id === 'smoked-salmon' || info.id === 'prosciutto') return 'torn into strips';
  if (info.ing.unit.name === 'can') return 'drained';
  if (k.has('cured')) return info.id === 'italian-sausage' || info.id === 'chorizo' ? 'sliced' : 'chopped';
  if (k.has('soy'))
    return cut === 'whole' || cut === 'cutlet'
      ? 'pressed and cut into thick slabs'
      : cut === 'strips'
        ? 'pressed and cut into strips'
        : 'pressed and cubed';
  if (k.has('paneer')) return cut === 'whole' ? 'sliced' : 'cubed';
  if (k.has('fish')) {
    if (cut === 'whole' || cut === 'cutlet') return 'cut into portions';
    return 'skinned and cut into chunks';
  }
  switch (cut) {
    case 'bite':
      return 'cut into bite-size pieces';
    case 'strips':
      return 'cut into thin strips';
    case 'chunks':
      return 'cut into 3 cm chunks';
    case 'cutlet':
      return 'sliced into thin cutlets';
    case 'whole':
      return k.has('poultry') && info.id !== 'duck-breast' ? 'patted dry' : undefined;
    default:
      return undefined;
  }
}

// ---------------------------------------------------------------------------
// Cooking phrases

type Family = 'pan' | 'fry' | 'grill';

function family(method: CookingMethod): Family {
  if (method === 'fry') return 'fry';
  if (method === 'grill') return 'grill';
  return 'pan';
}

/** How long and to what doneness the ingredient cooks in a pan, grill or shallow oil. */
export function cookPhrase(info: IngredientInfo, method: CookingMethod, cut: Cut = 'bite', coated = false): string {
  const k = info.kinds;
  // Only a dredged or crumbed dish is fried per side until its coating crisps; bare pieces are pan-cooked.
  const f = family(method) === 'fry' && !coated ? 'pan' : family(method);
  const crisp = 'the coating is crisp';
  const whole = cut === 'whole' || cut === 'cutlet';
  if (info.id === 'duck-breast')
    return 'skin side down for 8 minutes until the skin is crisp, then 3-4 minutes on the other side';
  if (k.has('shellfish')) {
    if (info.id === 'scallops') return 'for 1-2 minutes per side until golden and just opaque';
    if (info.id === 'squid') return 'for 1-2 minutes until just opaque; any longer and it turns rubbery';
    return f === 'grill'
      ? 'for 3-4 minutes, turning once, until pink and lightly charred'
      : 'for 2-3 minutes until pink and just opaque';
  }
  if (k.has('fish')) {
    if (f === 'fry') return `for 3-4 minutes per side until ${crisp} and deep golden and the fish flakes easily`;
    if (f === 'grill') return 'for 6-8 minutes, turning carefully once, until charred and the fish flakes easily';
    if (info.id === 'tuna-steak') return 'for 1-2 minutes per side, leaving it pink in the middle';
    return whole
      ? 'for 3-4 minutes per side until golden and crisp at the edges and the flesh flakes easily'
      : 'for 3-4 minutes, turning gently, until just opaque';
  }
  if (k.has('ground')) return 'for 6-8 minutes until browned, breaking it up with a spoon';
  if (k.has('cured')) {
    if (info.id === 'italian-sausage') return 'for 6-8 minutes, turning, until browned and cooked through';
    return 'for 4-5 minutes until crisp and the fat has rendered';
  }
  if (k.has('poultry')) {
    if (f === 'fry') return `for 4-5 minutes per side until ${crisp} and deep golden and the chicken is cooked through`;
    if (f === 'grill')
      return 'for 10-12 minutes, turning every couple of minutes, until charred at the edges and cooked through';
    if (whole)
      return cut === 'cutlet'
        ? 'for 3-4 minutes per side until golden, crisp and cooked through'
        : 'for 5-6 minutes per side until golden and cooked through';
    return method === 'stir-fry'
      ? 'for 5-6 minutes until golden and cooked through'
      : 'for 6-8 minutes, stirring now and then, until golden and cooked through';
  }
  if (k.has('beef')) {
    if (f === 'grill') return 'for 6-8 minutes, turning, until charred outside and still juicy inside';
    return whole
      ? 'for 3-4 minutes per side for medium-rare, then rest 5 minutes'
      : 'for 2-3 minutes until browned but still pink inside';
  }
  if (k.has('pork')) {
    if (f === 'fry') return `for 4-5 minutes per side until ${crisp} and deep golden and the pork is cooked through`;
    if (f === 'grill') return 'for 10-12 minutes, turning, until charred and cooked through';
    return whole
      ? 'for 4-5 minutes per side until golden and just cooked through'
      : 'for 5-6 minutes until browned and cooked through';
  }
  if (k.has('lamb')) {
    if (f === 'grill') return 'for 8-10 minutes, turning, until charred outside and still slightly pink inside';
    return 'for 6-8 minutes until browned all over';
  }
  if (k.has('soy')) {
    if (f === 'fry') return `for 2-3 minutes per side until ${crisp} and golden`;
    if (f === 'grill') return 'for 6-8 minutes, turning, until charred at the edges';
    return 'for 6-8 minutes, turning, until golden on all sides';
  }
  if (k.has('paneer'))
    return f === 'grill'
      ? 'for 6-8 minutes, turning, until charred in spots'
      : 'for 2-3 minutes per side until golden in spots';
  if (k.has('legume')) return 'for 4-5 minutes until lightly crisp at the edges';
  if (k.has('egg')) return 'for 2-3 minutes until just set';
  if (k.has('mushroom')) return 'for 6-7 minutes until browned and their liquid has cooked off';
  return 'for 5-6 minutes until tender and lightly browned';
}

/** Cooking in liquid (curries, broths, donburi). */
export function simmerPhrase(info: IngredientInfo, cut: Cut = 'bite'): string {
  const k = info.kinds;
  const strips = cut === 'strips';
  if (k.has('shellfish')) return 'for 2-3 minutes until just cooked';
  if (k.has('fish')) return 'for 4-5 minutes until the fish just flakes';
  if (k.has('ground')) return 'for 10 minutes, breaking it up with a spoon, until cooked through';
  if (k.has('poultry'))
    return strips ? 'for 6-8 minutes until cooked through' : 'for 15-20 minutes until cooked through';
  if (k.has('beef')) return strips ? 'for 2-3 minutes until just cooked' : 'for 40-45 minutes until tender';
  if (k.has('lamb')) return 'for 40-45 minutes until tender';
  if (k.has('pork') || k.has('cured'))
    return strips ? 'for 4-5 minutes until cooked through' : 'for 15-20 minutes until cooked through';
  return 'for 8-10 minutes so it soaks up the flavours';
}

/** Long, covered cooking (tagine, fricassée). */
export function braisePhrase(info: IngredientInfo): string {
  const k = info.kinds;
  if (k.has('lamb') || (k.has('beef') && !k.has('ground'))) return 'for 60 minutes';
  if (k.has('fish')) return 'for 10-12 minutes';
  if (k.has('shellfish')) return 'for 5 minutes';
  if (k.has('legume') || k.has('soy')) return 'for 20 minutes';
  return 'for 30-35 minutes';
}

/** In a hot oven. */
export function roastPhrase(info: IngredientInfo): string {
  const k = info.kinds;
  const name = info.stepName;
  if (k.has('shellfish')) return 'for 8-10 minutes until pink and just cooked';
  if (k.has('fish')) return `for 12-15 minutes until the ${name} flakes easily`;
  if (k.has('cured')) return 'for 25 minutes until browned and cooked through';
  if (k.has('poultry')) return 'for 25-30 minutes until golden and cooked through';
  if (k.has('pork')) return 'for 20-25 minutes until cooked through';
  if (k.has('lamb')) return 'for 20-25 minutes until browned outside and just pink inside';
  if (k.has('beef')) return 'for 15-20 minutes until browned outside and pink inside';
  if (k.has('soy')) return 'for 25 minutes until golden and firm';
  if (k.has('paneer')) return 'for 15-20 minutes until golden in spots';
  if (k.has('legume')) return 'for 20-25 minutes until hot and crisp at the edges';
  return 'for 25-30 minutes until tender and golden';
}

/** A whole sentence that gets a protein ready for a cold dish (salads, rice balls). */
export function readySentence(info: IngredientInfo): string {
  const k = info.kinds;
  const name = info.stepName;
  if (k.has('legume') && info.ing.unit.name === 'can') return `Drain and rinse the ${name}, then pat dry.`;
  if (info.id === 'edamame') return `Cook the ${name} in boiling salted water for 4 minutes, then drain and cool.`;
  if (info.ing.unit.name === 'can') return `Drain the ${name} and break it into chunks.`;
  if (info.id === 'smoked-salmon' || info.id === 'prosciutto') return `Tear the ${name} into strips.`;
  if (info.id === 'anchovies') return `Roughly chop the ${name}.`;
  if (info.id === 'tuna-steak')
    return `Season the ${name} and sear it in a very hot dry pan for 1-2 minutes per side, leaving it pink inside; slice thickly.`;
  if (k.has('shellfish'))
    return `Cook the ${name} in boiling salted water for 2-3 minutes until just cooked, then drain and cool.`;
  if (k.has('cured'))
    return `Cook the ${name} in a dry frying pan over medium heat for 5-6 minutes until crisp, then drain on paper towels and break into pieces.`;
  if (k.has('soy'))
    return `Pat the ${name} dry and grill it under a hot grill (broiler) for 10 minutes, turning once, until golden; cool and cut into cubes.`;
  if (k.has('fish'))
    return `Season the ${name} and cook it under a hot grill (broiler) for 8-10 minutes until it flakes easily; cool, then flake it.`;
  if (k.has('poultry'))
    return `Season the ${name} and cook it under a hot grill (broiler) for 12-15 minutes, turning once, until cooked through; cool a little, then slice.`;
  if (info.methods.has('raw')) return `Finely chop the ${name}.`;
  return `Cook the ${name} in a little boiling salted water until tender, then drain and cool.`;
}

// ---------------------------------------------------------------------------
// Templates

/** English list: 'a', 'a and b', 'a, b and c'. */
export function joinList(parts: string[]): string {
  if (parts.length <= 1) return parts[0] ?? '';
  return `${parts.slice(0, -1).join(', ')} and ${parts[parts.length - 1]}`;
}

/** Coating ingredients: a dish with one of these in a slot has a coating to crisp. */
const COATINGS = ['flour', 'breadcrumbs', 'cornstarch', 'semolina'] as const;
function isCoated(scope: RenderScope): boolean {
  for (const item of scope.slots.values()) if (item.info && COATINGS.some((k) => item.info!.kinds.has(k))) return true;
  return false;
}

function lookup(scope: RenderScope, key: string): Item | undefined {
  return scope.aliases?.get(key) ?? scope.slots.get(key);
}

// Templates are parsed once into literal text and tokens (they are static pattern and accent
// text); rendering then only looks up slots. Parsing follows the template language exactly:
// [ ] segments first, then {tokens} inside each, read as the resolvers below read them.

/** A {token}, parsed. Steps read every kind; titles read only 'cond' and 'field' (see TITLE_TOKENS). */
type Token =
  /** {a,b:Text}: Text when any key is filled. */
  | { kind: 'cond'; keys: string[]; text: string }
  /** {a|b}: the first filled. */
  | { kind: 'first'; keys: string[] }
  /** {a,b,c}: the filled ones as an English list. */
  | { kind: 'list'; keys: string[] }
  /** {key} or {key.field}. */
  | { kind: 'field'; key: string; field: string | undefined; raw: string };

/** Literal text and tokens, in order. */
type Parts = (string | Token)[];

const TOKEN = /\{([^{}]+)\}/g;
const COND = /^([\w,-]+):(.*)$/;

function parseToken(token: string, forTitle: boolean): Token {
  const cond = COND.exec(token);
  if (cond) return { kind: 'cond', keys: cond[1]!.split(','), text: cond[2]! };
  if (!forTitle && token.includes('|')) return { kind: 'first', keys: token.split('|').map((k) => k.trim()) };
  if (!forTitle && token.includes(',')) return { kind: 'list', keys: token.split(',').map((k) => k.trim()) };
  const [key, field] = token.split('.') as [string, string | undefined];
  return { kind: 'field', key, field, raw: token };
}

function parseParts(text: string, forTitle: boolean): Parts {
  const parts: Parts = [];
  let at = 0;
  for (const m of text.matchAll(TOKEN)) {
    if (m.index > at) parts.push(text.slice(at, m.index));
    parts.push(parseToken(m[1]!, forTitle));
    at = m.index + m[0].length;
  }
  if (at < text.length) parts.push(text.slice(at));
  return parts;
}

/** Fills parts; null when any token is unfilled. Every token is resolved, as String.replace did. */
function fillParts(parts: Parts, resolve: (token: Token) => string | null): string | null {
  let out = '';
  let missing = false;
  for (const part of parts) {
    if (typeof part === 'string') {
      out += part;
      continue;
    }
    const value = resolve(part);
    if (value === null) missing = true;
    else out += value;
  }
  return missing ? null : out;
}

/** Resolves one token for a step; null when it refers to nothing filled. */
function stepToken(token: Token, scope: RenderScope): string | null {
  switch (token.kind) {
    case 'cond':
      return token.keys.some((k) => lookup(scope, k)) ? token.text : null;
    case 'first':
      for (const key of token.keys) {
        const item = lookup(scope, key);
        if (item) return itemName(item);
      }
      return null;
    case 'list': {
      const names: string[] = [];
      for (const key of token.keys) {
        const item = lookup(scope, key);
        if (item) names.push(itemName(item));
      }
      return names.length ? joinList(names) : null;
    }
  }
  const { key, field } = token;
  const item = lookup(scope, key);
  if (!item) return null;
  if (!field) return itemName(item);
  // Amounts are marked so the card can scale them with the ingredient list (see step-quantities.ts).
  if (field === 'q')
    return item.info && !item.asNeeded ? markQuantity(formatLine({ ...item, prep: undefined }).text) : itemName(item);
  if (!item.info) return field === 'ready' ? `Prepare the ${itemName(item)}.` : '';
  switch (field) {
    case 'cook':
      return cookPhrase(item.info, scope.method, item.cut, isCoated(scope));
    case 'simmer':
      return simmerPhrase(item.info, item.cut);
    case 'braise':
      return braisePhrase(item.info);
    case 'roast':
      return roastPhrase(item.info);
    case 'ready':
      return readySentence(item.info);
    case 'juice':
      // 'the lemon juice', but 'the red wine vinegar' when the acid is a vinegar.
      return item.info.kinds.has('citrus') ? `${itemName(item)} juice` : itemName(item);
    default:
      throw new Error(`Unknown template field '${field}' in {${token.raw}}`);
  }
}

/** Splits a template into plain text and [optional] segments. */
function segments(template: string): { text: string; optional: boolean }[] {
  const out: { text: string; optional: boolean }[] = [];
  let depth = 0;
  let current = '';
  for (const ch of template) {
    if (ch === '[') {
      if (depth === 0 && current) {
        out.push({ text: current, optional: false });
        current = '';
      }
      depth++;
      if (depth > 1) throw new Error(`Nested [ ] in template: ${template}`);
      continue;
    }
    if (ch === ']') {
      depth--;
      out.push({ text: current, optional: true });
      current = '';
      continue;
    }
    current += ch;
  }
  if (current) out.push({ text: current, optional: false });
  return out;
}

/**
 * Parsed templates by text. Templates are the patterns' and accents' static strings, so these
 * stay small; the clear is only a guard against a caller rendering unbounded ad-hoc text.
 */
const STEP_TEMPLATES = new Map<string, { parts: Parts; optional: boolean }[]>();
const TITLE_TEMPLATES = new Map<string, Parts>();
const MAX_TEMPLATES = 10_000;

/** `<1/2 tsp>` in a step template: a written amount that scales with the card. */
const WRITTEN_AMOUNT = /<([^<>{}[\]]+)>/g;

function stepTemplate(template: string): { parts: Parts; optional: boolean }[] {
  let parsed = STEP_TEMPLATES.get(template);
  if (!parsed) {
    const marked = template.replace(WRITTEN_AMOUNT, (_, amount: string) => markQuantity(amount));
    parsed = segments(marked).map((seg) => ({ parts: parseParts(seg.text, false), optional: seg.optional }));
    if (STEP_TEMPLATES.size >= MAX_TEMPLATES) STEP_TEMPLATES.clear();
    STEP_TEMPLATES.set(template, parsed);
  }
  return parsed;
}

/** Renders a step template; null when a required token is unfilled (the step is skipped). */
export function renderStep(template: string, scope: RenderScope): string | null {
  let out = '';
  for (const seg of stepTemplate(template)) {
    const value = fillParts(seg.parts, (t) => stepToken(t, scope));
    if (value === null) {
      if (seg.optional) continue;
      return null;
    }
    out += value;
  }
  return tidySentence(out);
}

/**
 * tidySentence results by input. It is a pure function of its text, and a dish's sentences
 * recur from batch to batch (same pattern, same ingredients), so most calls are one lookup
 * instead of seven regular-expression passes. Cleared when full: at most a few megabytes.
 */
const TIDIED = new Map<string, string | null>();
const MAX_TIDIED = 8_000;

/** Cleans spacing and punctuation left by dropped segments, and capitalises. */
export function tidySentence(text: string): string | null {
  const known = TIDIED.get(text);
  if (known !== undefined) return known;
  const tidied = tidy(text);
  if (TIDIED.size >= MAX_TIDIED) TIDIED.clear();
  TIDIED.set(text, tidied);
  return tidied;
}

function tidy(text: string): string | null {
  let s = text
    .replace(/\s+/g, ' ')
    .replace(/\s+([,.;:])/g, '$1')
    .replace(/([,;])\1+/g, '$1')
    .replace(/\.\s*\./g, '.')
    .trim();
  s = s.replace(/^[,;.\s]+/, '').replace(/,\s*\./g, '.');
  if (!s) return null;
  s = capitalise(s);
  if (!/[.!?]$/.test(s)) s += '.';
  return s;
}

/** Renders a title template; null when it needs an unfilled slot or repeats a name. */
export function renderTitle(
  template: string,
  scope: RenderScope,
  titleName: (item: Item, plural: boolean) => string,
): string | null {
  let parts = TITLE_TEMPLATES.get(template);
  if (!parts) {
    parts = parseParts(template, true);
    if (TITLE_TEMPLATES.size >= MAX_TEMPLATES) TITLE_TEMPLATES.clear();
    TITLE_TEMPLATES.set(template, parts);
  }
  const used: string[] = [];
  const value = fillParts(parts, (token) => {
    if (token.kind === 'cond') return token.keys.some((k) => lookup(scope, k)) ? token.text : null;
    // Titles read {key} and {key.pl} only (parseParts gives them no 'first' or 'list' tokens).
    const { key, field } = token as Extract<Token, { kind: 'field' }>;
    const item = lookup(scope, key);
    if (!item) return null;
    const name = titleName(item, field === 'pl');
    used.push(nameStem(name));
    return name;
  });
  if (value === null) return null;
  // 'Chicken & Chicken Risotto', 'Lemon-Lemon': a name may appear once.
  for (let i = 1; i < used.length; i++) if (used.indexOf(used[i]!) < i) return null;
  return value.replace(/\s+/g, ' ').trim();
}

/** A title name without its plural ending, lower case, cached: names come from the catalogue, a small set. */
const NAME_STEMS = new Map<string, string>();
function nameStem(name: string): string {
  let stem = NAME_STEMS.get(name);
  if (stem === undefined) {
    stem = name.toLowerCase().replace(/(ies|es|s)$/, '');
    if (NAME_STEMS.size >= MAX_TEMPLATES) NAME_STEMS.clear();
    NAME_STEMS.set(name, stem);
  }
  return stem;
}
