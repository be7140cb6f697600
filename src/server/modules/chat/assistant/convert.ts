// Unit and temperature conversions. Unit spellings come from the shared units code
// (src/shared/kitchen/units.ts), amounts are printed with its kitchen formatting, and grams
// per cup/spoon of a named ingredient come from the ingredient catalogue
// (src/shared/kitchen/catalogue.ts, USDA FoodData Central weights).
//
// Volume and mass factors: US customary units as defined by NIST Handbook 44, Appendix C
// (1 US cup = 236.588 ml, 1 tbsp = 14.787 ml, 1 tsp = 4.929 ml, 1 fl oz = 29.574 ml,
// 1 oz = 28.3495 g, 1 lb = 453.592 g).

import { CATALOGUE } from '../../../../shared/kitchen/catalogue';
import type { CatalogueIngredient } from '../../../../shared/kitchen/types';
import { formatQuantity, unitId } from '../../../../shared/kitchen/units';
import { cToF, fToC, normalize, NUMBER_WORDS } from './text';

type Dimension = 'volume' | 'mass';
interface Unit {
  id: string;
  dim: Dimension;
  /** ml or g per unit. */
  factor: number;
  singular: string;
  plural: string;
}

const UNITS: Record<string, Unit> = {
  tsp: { id: 'tsp', dim: 'volume', factor: 4.929, singular: 'teaspoon', plural: 'teaspoons' },
  tbsp: { id: 'tbsp', dim: 'volume', factor: 14.787, singular: 'tablespoon', plural: 'tablespoons' },
  cup: { id: 'cup', dim: 'volume', factor: 236.588, singular: 'cup', plural: 'cups' },
  floz: { id: 'floz', dim: 'volume', factor: 29.574, singular: 'fluid ounce', plural: 'fluid ounces' },
  pint: { id: 'pint', dim: 'volume', factor: 473.176, singular: 'pint', plural: 'pints' },
  quart: { id: 'quart', dim: 'volume', factor: 946.353, singular: 'quart', plural: 'quarts' },
  gallon: { id: 'gallon', dim: 'volume', factor: 3785.41, singular: 'gallon', plural: 'gallons' },
  ml: { id: 'ml', dim: 'volume', factor: 1, singular: 'ml', plural: 'ml' },
  l: { id: 'l', dim: 'volume', factor: 1000, singular: 'liter', plural: 'liters' },
  g: { id: 'g', dim: 'mass', factor: 1, singular: 'g', plural: 'g' },
  kg: { id: 'kg', dim: 'mass', factor: 1000, singular: 'kg', plural: 'kg' },
  oz: { id: 'oz', dim: 'mass', factor: 28.3495, singular: 'ounce', plural: 'ounces' },
  lb: { id: 'lb', dim: 'mass', factor: 453.592, singular: 'pound', plural: 'pounds' },
  // A US stick of butter: 1/2 cup, 8 tbsp, 4 oz (113 g).
  stick: { id: 'stick', dim: 'mass', factor: 113.4, singular: 'stick', plural: 'sticks' },
};

/** Words the shared units code does not know as measuring units. */
const EXTRA_SPELLINGS: Record<string, string> = {
  pint: 'pint',
  pints: 'pint',
  quart: 'quart',
  quarts: 'quart',
  qt: 'quart',
  gallon: 'gallon',
  gallons: 'gallon',
  gal: 'gallon',
  stick: 'stick',
  sticks: 'stick',
  mls: 'ml',
  millilitre: 'ml',
  millilitres: 'ml',
  cc: 'ml',
};

function unitOf(word: string): Unit | undefined {
  const id = EXTRA_SPELLINGS[word] ?? unitId(word);
  return id ? UNITS[id] : undefined;
}

function parseNumber(token: string): number | undefined {
  if (token in NUMBER_WORDS) return NUMBER_WORDS[token];
  const frac = /^(\d+)\/(\d+)$/.exec(token);
  if (frac) return Number(frac[2]) === 0 ? undefined : Number(frac[1]) / Number(frac[2]);
  const n = Number(token.replace(',', '.'));
  return Number.isFinite(n) && /\d/.test(token) ? n : undefined;
}

interface UnitMention {
  unit: Unit;
  index: number;
  quantity?: number;
}

/** Catalogue entries, longest name first, for 'a cup of brown sugar' (not 'sugar'). */
const BY_NAME: { name: string; entry: CatalogueIngredient }[] = CATALOGUE.flatMap((entry) =>
  [entry.name, ...entry.synonyms].map((name) => ({ name: name.toLowerCase(), entry })),
).sort((a, b) => b.name.length - a.name.length);

const FLOUR_DEFAULT = 'all-purpose-flour';

function ingredientIn(text: string): CatalogueIngredient | undefined {
  const t = ` ${text.replace(/[^a-z0-9\s-]/g, ' ').replace(/\s+/g, ' ')} `;
  for (const { name, entry } of BY_NAME) if (t.includes(` ${name} `)) return entry;
  if (/\bflour\b/.test(text)) return CATALOGUE.find((c) => c.id === FLOUR_DEFAULT);
  return undefined;
}

/** Grams per ml of a catalogue ingredient, when its natural unit is a cup or spoon. */
function density(entry: CatalogueIngredient): number | undefined {
  // Butter by volume follows the US stick it is sold in: 1/2 cup = 4 oz = 113 g (1 cup 227 g),
  // not 8 tablespoons of 14.2 g rounded up (114 g).
  if (entry.id === 'butter') return UNITS.stick!.factor / (UNITS.cup!.factor / 2);
  const u = UNITS[unitId(entry.unit.name) ?? ''];
  if (!u || u.dim !== 'volume') return undefined;
  return spoonGrams(entry) / u.factor;
}

/**
 * Grams in one of the ingredient's spoons. Dried (instant or active dry) yeast is measured the
 * way its makers print it: a 7 g sachet is 2 1/4 teaspoons, so about 3.1 g a teaspoon.
 */
function spoonGrams(entry: CatalogueIngredient): number {
  return entry.id === 'yeast' ? 3.1 : entry.unit.grams;
}

function amountText(value: number, unit: Unit): string {
  if (unit.id === 'g' || unit.id === 'ml') {
    const v = value >= 100 ? Math.round(value) : Number(value.toFixed(value >= 10 ? 0 : 1));
    return `${v} ${unit.plural}`;
  }
  if (unit.id === 'kg' || unit.id === 'l')
    return `${Number(value.toFixed(2))} ${value === 1 ? unit.singular : unit.plural}`;
  if (unit.id === 'lb') return `${Number(value.toFixed(2))} ${value === 1 ? unit.singular : unit.plural}`;
  // Ounces are weighed on a scale, not measured in kitchen fractions: '17.6 ounces', not '17 2/3'.
  if (unit.id === 'oz' && value >= 1 && Math.abs(value - Math.round(value)) > 0.05)
    return `${Number(value.toFixed(1))} ${unit.plural}`;
  const printed =
    value >= 20 ? String(Math.round(value)) : value < 0.125 ? String(Number(value.toFixed(2))) : formatQuantity(value);
  const many = value > 1.0001 && printed !== '1';
  return `${printed} ${many ? unit.plural : unit.singular}`;
}

/** A part-cup that kitchen fractions round ('0.44 cups'): in tablespoons too ('about 7 tbsp'). */
function cupsInSpoons(value: number, unit: Unit): string {
  if (unit.id !== 'cup' || value >= 1) return '';
  const tbsp = Math.round(value * 16 * 2) / 2;
  return tbsp > 0 ? `, about ${formatQuantity(tbsp)} tbsp` : '';
}

export interface Conversion {
  text: string;
}

const TEMP_RE = /(-?\d+(?:\.\d+)?)\s*(?:°|º|degrees?|deg)?\s*(f|c|fahrenheit|celsius|centigrade)\b/;

/** UK gas marks with the °C and °F ovens usually print beside them. */
const GAS_MARKS: readonly { mark: number; c: number; f: number }[] = [
  { mark: 1, c: 140, f: 275 },
  { mark: 2, c: 150, f: 300 },
  { mark: 3, c: 170, f: 325 },
  { mark: 4, c: 180, f: 350 },
  { mark: 5, c: 190, f: 375 },
  { mark: 6, c: 200, f: 400 },
  { mark: 7, c: 220, f: 425 },
  { mark: 8, c: 230, f: 450 },
  { mark: 9, c: 240, f: 475 },
];

/** A fan (convection) oven runs about 20 °C (25 °F) hotter than its dial says for a conventional recipe. */
const FAN_C = 20;

/** Hotter than any home oven or cooler than any freezer: a typo, not a temperature. */
const ABSURD =
  "That number doesn't look like a realistic cooking temperature (home ovens go up to about 550 °F / 290 °C, freezers down to about -20 °C). Could you check it and ask again?";

/** '350 F in C', '180°C to fahrenheit', 'gas mark 6 in celsius', '160C fan in a normal oven'. */
export function convertTemperature(question: string): Conversion | undefined {
  const q = normalize(question);
  if (/\d{7,}/.test(q)) return { text: ABSURD };
  const gas = /\bgas (?:mark |no\.? |number )?(\d+(?:\.\d+)?)\b(?!\s*(?:°|degrees|c\b|f\b))/.exec(q);
  if (gas) {
    const g = GAS_MARKS.find((m) => m.mark === Number(gas[1]));
    if (!g)
      return { text: 'Gas marks run from 1 (140 °C, 275 °F) to 9 (240 °C, 475 °F). Which one does your recipe say?' };
    return {
      text: `**Gas mark ${g.mark} is ${g.c} °C (${g.f} °F)** in a conventional oven; in a fan oven use about ${g.c - FAN_C} °C.${/\b(runs?|running) (a bit |a little |quite )?hot\b/.test(q) ? ' An oven that runs hot: check it with an oven thermometer and set it 10-20 °C lower.' : ''}`,
    };
  }
  // 'oven says 425, what gas mark is that', 'what gas mark is 180c': a temperature to a gas mark.
  // '180C fan, what is that in a normal oven and gas mark?' is a fan temperature first: the fan
  // answer below gives the conventional figure and its gas mark.
  const FAN_TEMP =
    /(-?\d+(?:\.\d+)?)\s*(?:°|º|degrees?)?\s*(c|celsius)?\s*(?:fan|fan-forced|fan forced|fan oven|fan-assisted|convection)\b/;
  if (/\bgas( mark)?\b/.test(q) && !FAN_TEMP.test(q)) {
    const t = /(\d{3})\s*(?:°|º|degrees?)?\s*(c|f|celsius|fahrenheit)?\b/.exec(q);
    if (t) {
      const value = Number(t[1]);
      const inF = t[2] ? t[2].startsWith('f') : value > 260;
      const f = inF ? value : cToF(value);
      if (f < 225 || f > 500)
        return {
          text: 'Gas marks run from 1 (140 °C, 275 °F) to 9 (240 °C, 475 °F). Which temperature does your recipe say?',
        };
      const g = GAS_MARKS.reduce((a, b) => (Math.abs(b.f - f) < Math.abs(a.f - f) ? b : a));
      const asked = inF ? `${value} °F (${fToC(value)} °C)` : `${value} °C (${f} °F)`;
      return { text: `**${asked} is about gas mark ${g.mark}** (gas mark ${g.mark} is ${g.c} °C, ${g.f} °F).` };
    }
  }
  const fan = FAN_TEMP.exec(q);
  if (fan) {
    const c = Number(fan[1]);
    if (!Number.isFinite(c) || c > 320 || c < 30) return { text: ABSURD };
    const conventional = c + FAN_C;
    const f = cToF(conventional);
    // '180 fan in fahrenheit': the cook may have a fan oven with a °F dial, which takes the fan figure.
    const fahrenheitFan =
      /\b(f|fahrenheit)\b|°f/.test(q) && !/\b(normal|conventional|regular|standard|ordinary|non-fan)\b/.test(q)
        ? `If your fan oven's dial is in °F, set it to about ${dial(cToF(c))} °F (${c} °C = ${cToF(c)} °F).`
        : '';
    return {
      text: `**${c} °C fan is about ${conventional} °C in a conventional oven** (${f} °F, so about **${dial(f)} °F** on a conventional dial${gasNote(f)}).${fahrenheitFan ? ` ${fahrenheitFan}` : ''} Fan ovens cook hotter, so recipes lower the temperature by about 20 °C (25 °F).`,
    };
  }
  const m = TEMP_RE.exec(q);
  if (!m) {
    // 'oven at 350, what is that in celsius': a bare number plus one scale named.
    const bare = /(-?\d{2,3})\b/.exec(q);
    if (!bare) return undefined;
    const toC = /\b(celsius|centigrade|°c|c)\b/.test(q) && !/\bfahrenheit\b/.test(q);
    const toF = /\b(fahrenheit|°f|f)\b/.test(q) && !/\bcelsius\b/.test(q);
    if (toC === toF) return undefined;
    const value = Number(bare[1]);
    return toC ? tempText(value, 'f') : tempText(value, 'c');
  }
  const value = Number(m[1]);
  const scale = m[2]!.startsWith('f') ? 'f' : 'c';
  return tempText(value, scale);
}

function tempText(value: number, from: 'f' | 'c'): Conversion {
  if (!Number.isFinite(value) || Math.abs(value) > 1000) return { text: ABSURD };
  if (from === 'f') {
    const c = fToC(value);
    // An oven recipe's 350 °F is set as 180 °C (dials go in tens), 160 °C with a fan.
    return { text: `**${value} °F is ${c} °C**${ovenNote(value, Math.round(c / 10) * 10)}.` };
  }
  const f = cToF(value);
  return { text: `**${value} °C is ${f} °F**${ovenNote(f, value)}.` };
}

/** Oven dials in °F go in steps of 25: 392 °F is set as 400 °F. */
function dial(f: number): number {
  return Math.round(f / 25) * 25;
}

function gasNote(f: number): string {
  if (f < 262 || f > 490) return '';
  const g = GAS_MARKS.reduce((a, b) => (Math.abs(b.f - f) < Math.abs(a.f - f) ? b : a));
  return `, about gas mark ${g.mark}`;
}

/** For an oven temperature, what to set: the dial (°C in tens, °F in 25s), the gas mark and a fan oven's figure. */
function ovenNote(f: number, dialC: number): string {
  if (f < 262 || f > 490) return '';
  const mark = GAS_MARKS.reduce((a, b) => (Math.abs(b.f - f) < Math.abs(a.f - f) ? b : a)).mark;
  return ` (on an oven dial **${dialC} °C** or **${dial(f)} °F**, about gas mark ${mark}; in a fan oven set about **${dialC - FAN_C} °C**)`;
}

/** Spoken amounts as numbers: 'half a cup' -> '0.5 cup', 'one and a half' -> '1.5'. */
export function spokenAmounts(q: string): string {
  return (
    q
      // 'a cup and a half', '2 tablespoons and a half': the half belongs to the amount before the unit.
      .replace(/\b(an?|one|\d+) (\w+) and an? half\b/g, (m, n: string, unit: string) =>
        unitOf(unit) ? `${(/^\d+$/.test(n) ? Number(n) : 1) + 0.5} ${unit}` : m,
      )
      .replace(/\b(\d+) and an? half\b/g, (_, n: string) => String(Number(n) + 0.5))
      .replace(/\bone and an? half\b/g, '1.5')
      .replace(/\b(\d+) and an? quarter\b/g, (_, n: string) => String(Number(n) + 0.25))
      .replace(/\bthree quarters?( of)?( an?)?\b/g, '0.75')
      .replace(/\b(an? )?quarter( of)?( an?)?\b/g, '0.25')
      .replace(/\b(an? )?third( of)?( an?)?\b/g, '0.333')
      .replace(/\b(a )?half( of)?( an?)?\b/g, '0.5')
  );
}

/**
 * Converts amounts: 'how many grams in a cup of flour', '2 cups to ml', 'how many tablespoons
 * in a cup', '8 oz in grams', 'how much is a stick of butter'. Volume to weight needs an
 * ingredient from the catalogue.
 */
/**
 * Informal measures that are not units: what they roughly mean (the small measuring spoons sold
 * as "dash, pinch, smidgen" sets define the first three; the rest are kitchen conventions).
 */
const INFORMAL: readonly { keys: RegExp; text: string }[] = [
  {
    keys: /\bpinch(es)?\b/,
    text: 'A **pinch** is about **1/16 teaspoon** (roughly 0.3-0.4 g of fine salt): what you can hold between thumb and finger.',
  },
  { keys: /\bdash(es)?\b/, text: 'A **dash** is about **1/8 teaspoon** (for liquids, a quick shake from the bottle).' },
  { keys: /\bsmidgen\b/, text: 'A **smidgen** is about **1/32 teaspoon**: half a pinch.' },
  {
    keys: /\bknob of butter\b|\bknob\b/,
    text: 'A **knob of butter** is about **1 tablespoon (15 g)**; a generous knob, up to 2 tablespoons (30 g).',
  },
  { keys: /\bsplash\b/, text: 'A **splash** is about **1-2 tablespoons (15-30 ml)** of liquid.' },
];

/** Written numbers a cook will not mean ('1e400', 30 digits): a polite question, never Infinity. */
const ABSURD_AMOUNT = "That amount doesn't look like a kitchen quantity. Could you check the number and ask again?";

/** '½ cup', '1½ cups', '1,5 kg' (a decimal comma) as the parser reads them: '1/2', '1 1/2', '1.5'. */
export function plainNumbers(text: string): string {
  const FRACTIONS: Record<string, string> = { '½': '1/2', '¼': '1/4', '¾': '3/4', '⅓': '1/3', '⅔': '2/3', '⅛': '1/8' };
  return (
    text
      .replace(
        /(\d)?\s*([½¼¾⅓⅔⅛])/g,
        (_, whole: string | undefined, f: string) => `${whole ? `${whole} ` : ' '}${FRACTIONS[f]}`,
      )
      .replace(/(\d),(\d{3})(?!\d)/g, '$1$2')
      .replace(/(\d),(\d{1,2})(?!\d)/g, '$1.$2')
      // '1lb 4oz', '2 pounds and 8 ounces': one weight, in ounces (20 oz), not two amounts.
      .replace(
        /\b(\d+)\s*(?:lbs?|pounds?)\s*(?:and\s+)?(\d+(?:\.\d+)?)\s*(?:oz|ounces?)\b/gi,
        (_, lb: string, oz: string) => `${Number(lb) * 16 + Number(oz)} oz`,
      )
  );
}

/** The unit a cook asks for: 'in grams', 'to cups', 'i only do grams', 'in metric'. */
const ASKED_UNIT =
  /\b(?:in|to|into|only (?:do|use|have|cook in|work in|measure in|got))\s+(grams?|g|kg|kilos?|ml|millilit\w*|cups?|ounces?|oz|pounds?|lbs?|metric|imperial)\b/;
const WEIGHT_UNITS = /^(sticks?|lbs?|pounds?|oz|ounces?|kg|g|grams?)$/;
/** An amount and what it is of: '1 stick butter', '2 lb of carrots', '1 1/2 cups flour'. */
const AMOUNT_OF =
  /(?<![\w./])(\d+(?:\.\d+)?(?: \d+\/\d+)?|\d+\/\d+)\s*(sticks?|cups?|lbs?|pounds?|oz|ounces?|kg|g|grams?|tbsp|tsp|tablespoons?|teaspoons?|ml|pints?)\s+(?:of\s+)?([a-z][a-z-]*(?: (?!and\b|plus\b|in\b|to\b|but\b|i\b|for\b)[a-z][a-z-]*){0,2})/g;

/**
 * '2 sticks of butter and 1 lb carrots, i only do grams': every amount converted to the unit asked
 * for (grams for weights and sticks, ml for volumes when 'metric'), one line each.
 */
function eachAmount(q: string): Conversion | undefined {
  const asked = ASKED_UNIT.exec(q)?.[1];
  if (!asked) return undefined;
  const amounts = [...q.matchAll(AMOUNT_OF)];
  if (amounts.length < 2) return undefined;
  const lines = amounts.map((m) => {
    const target =
      asked === 'metric'
        ? WEIGHT_UNITS.test(m[2]!)
          ? 'grams'
          : 'ml'
        : asked === 'imperial'
          ? WEIGHT_UNITS.test(m[2]!)
            ? 'ounces'
            : 'cups'
          : asked;
    return convertUnits(`${m[1]} ${m[2]} ${m[3]} in ${target}`)?.text;
  });
  if (lines.some((l) => !l || l === ABSURD_AMOUNT)) return undefined;
  return { text: lines.map((l) => `- ${l}`).join('\n') };
}

/**
 * An Australian tablespoon holds 20 ml (4 teaspoons), against 15 ml (3 teaspoons) in the UK, US
 * and most other places; teaspoons (5 ml) and metric cups (250 ml) are the same everywhere but the US.
 */
function australianSpoons(n: string): Conversion | undefined {
  if (!/\b(australian?|aussie|aus)\b/.test(n)) return undefined;
  const m = /(\d+(?:\.\d+)?|\d+\/\d+)\s*(?:australian |aussie )?(tbsp|tablespoons?|tbs)\b/.exec(n);
  const qty = m ? parseNumber(m[1]!) : /\b(tbsp|tablespoons?)\b/.test(n) ? 1 : undefined;
  if (qty === undefined || !Number.isFinite(qty) || qty <= 0 || qty > 100) return undefined;
  const tsp = qty * 4;
  const whole = Math.floor(tsp / 3 + 1e-9);
  const left = Math.round((tsp - whole * 3) * 100) / 100;
  const spoons = [whole ? `${formatQuantity(whole)} tbsp` : '', left ? `${formatQuantity(left)} tsp` : '']
    .filter(Boolean)
    .join(' + ');
  const ml = Math.round(qty * 20 * 10) / 10;
  return {
    text: `An **Australian tablespoon is 20 ml (4 teaspoons)**; a UK or US tablespoon is 15 ml (3 teaspoons). So **${formatQuantity(qty)} Australian tbsp = ${ml} ml = ${spoons}** with UK or US spoons (${formatQuantity(tsp)} teaspoons). Teaspoons are 5 ml in both. For gelatine, yeast, baking powder and salt the difference matters: measure it out in teaspoons, or weigh it if the recipe gives grams.`,
  };
}

export function convertUnits(raw: string): Conversion | undefined {
  const question = plainNumbers(raw);
  const n = normalize(question);
  if (/\d(\.\d+)?e[+-]?\d+\b|\d{10,}/.test(n)) return { text: ABSURD_AMOUNT };
  const aussie = australianSpoons(n);
  if (aussie) return aussie;
  const informal = INFORMAL.find((i) => i.keys.test(n));
  if (
    informal &&
    !/\d\s*(g|grams?|ml|oz|ounces?|cups?|tbsp|tsp|tablespoons?|teaspoons?)\b/.test(n.replace(/\b(in|to|into) \w+$/, ''))
  )
    return { text: informal.text };
  // A range ('1-2 cups of water in ml'): both ends.
  const range = /(\d+(?:\.\d+)?|\d+\/\d+)\s*(?:-|to)\s*(\d+(?:\.\d+)?|\d+\/\d+)\s+(?=[a-z])/.exec(normalize(question));
  if (range) {
    const low = convertUnits(question.replace(range[0], `${range[1]} `));
    const high = convertUnits(question.replace(range[0], `${range[2]} `));
    if (low && high) return { text: `${low.text}\n\n${high.text}` };
  }
  const each = eachAmount(spokenAmounts(normalize(question)).replace(/(\d)(g|kg|ml|l|oz|lb|lbs|tsp|tbsp)\b/g, '$1 $2'));
  if (each) return each;
  const q = spokenAmounts(normalize(question))
    .replace(/(\d)(g|kg|ml|l|oz|lb|lbs|tsp|tbsp)\b/g, '$1 $2')
    .replace(/\bfl\.? ?oz\b/g, 'floz')
    .replace(/\bfluid ounces?\b/g, 'floz');
  const tokens = q.split(/[^a-z0-9./]+/).filter(Boolean);
  const mentions: UnitMention[] = [];
  tokens.forEach((tok, index) => {
    const unit = tok === 'floz' ? UNITS.floz : unitOf(tok.replace(/\.$/, ''));
    if (!unit) return;
    // 't' alone and 'l' alone are too ambiguous in prose unless right after a number.
    const prev = tokens[index - 1];
    const prevNum = prev !== undefined ? parseNumber(prev) : undefined;
    if ((tok === 'l' || tok === 't') && prevNum === undefined) return;
    let quantity = prevNum;
    // 'one and a half cups', '1 1/2 cups'
    const prev2 = tokens[index - 2];
    if (quantity !== undefined && prev2 !== undefined && /^\d+$/.test(prev2) && /\//.test(prev!))
      quantity += Number(prev2);
    mentions.push({ unit, index, quantity });
  });
  if (mentions.length === 0) return undefined;
  const ingredient = ingredientIn(q);
  const howMany = /\bhow (many|much)\b/.test(q);

  let from: UnitMention | undefined;
  let to: Unit | undefined;
  // 'Recipe says 12 fl oz of milk: is that 12 oz on my scales?': a volume against a weight.
  const fl = mentions.find((m) => m.unit.id === 'floz');
  if (fl && mentions.some((m) => m.unit.id === 'oz'))
    return { text: fluidOuncesByWeight(fl.quantity ?? 1, ingredient) };
  // 'how many oz in a cup' with no ingredient: fluid ounces, the volume a cook means.
  const fluid = (u: Unit) =>
    u.id === 'oz' && !ingredient && mentions.some((m) => m.unit.dim === 'volume') ? UNITS.floz! : u;
  for (const m of mentions) m.unit = fluid(m.unit);
  // 'how many grams (are) in a cup of flour': no amount given, the first unit is the one asked for.
  // With an amount ('recipe is in pounds - 2 lbs chicken. how many kg') the amount is converted.
  if (howMany && mentions.length >= 2 && mentions.every((m) => m.quantity === undefined)) {
    to = mentions[0]!.unit;
    from = mentions.find((m, i) => i > 0 && m.unit.id !== to!.id);
  } else {
    from = mentions.find((m) => m.quantity !== undefined) ?? mentions[0];
    // '20 oz of steak and a pint of stock in grams and ml': a unit asked for of the amount's own kind.
    const others = mentions.filter((m) => m !== from && m.unit.id !== from!.unit.id);
    to = (others.find((m) => m.quantity === undefined && m.unit.dim === from!.unit.dim) ?? others[0])?.unit;
  }
  if (!from) return undefined;
  // '250ml buttermilk… how much lemon juice': a unit into itself is no conversion ('250 ml = 250 ml').
  if (to && to.id === from.unit.id) return undefined;
  // 'convert a pinch to grams': the only unit is the one asked for, so there is nothing to convert.
  if (mentions.length === 1 && from.quantity === undefined && /^(in|to|into)$/.test(tokens[from.index - 1] ?? ''))
    return undefined;
  const qty = from.quantity ?? 1;
  if (!Number.isFinite(qty) || qty > 1_000_000 || qty < 0) return { text: ABSURD_AMOUNT };

  // A stick of butter, or 'how much does a cup of flour weigh': give the useful equivalents.
  const targets: Unit[] = to
    ? [to]
    : from.unit.id === 'stick'
      ? [UNITS.g!, UNITS.tbsp!, UNITS.cup!]
      : from.unit.dim === 'volume'
        ? ingredient && density(ingredient)
          ? [UNITS.g!]
          : [UNITS.ml!]
        : [UNITS.oz!.id === from.unit.id ? UNITS.g! : from.unit.id === 'g' ? UNITS.oz! : UNITS.g!];

  const lines: string[] = [];
  for (const target of targets) {
    // 'And how many ml is it?' names one unit and no amount: '1 ml = 1 ml' converts nothing.
    if (target.id === from.unit.id) continue;
    const value = convertAmount(qty, from.unit, target, ingredient);
    if (value === undefined) continue;
    const printed = amountText(value, target);
    // A weight turned into cups: the decimal too, since kitchen fractions round.
    const decimal =
      target.dim === 'volume' &&
      (from.unit.dim === 'mass' || target.id === 'cup') &&
      !printed.startsWith(String(Number(value.toFixed(1))))
        ? ` (${Number(value.toFixed(2))} ${target.plural}${cupsInSpoons(value, target)})`
        : '';
    lines.push(printed + decimal);
  }
  if (lines.length === 0) {
    if (to && from.unit.dim !== to.dim) {
      return {
        text:
          `Cups and spoons measure volume and grams measure weight, so the answer depends on the ingredient. ` +
          `Tell me which one (for example "how many grams in a cup of sugar") and I will use Chowdr's ingredient weights.`,
      };
    }
    return undefined;
  }
  const what =
    ingredient && from.unit.dim !== (to ?? targets[0]!).dim
      ? ` ${ingredient.name.toLowerCase()}`
      : from.unit.id === 'stick'
        ? ' butter'
        : '';
  const source =
    ingredient && from.unit.dim !== (to ?? targets[0]!).dim
      ? ingredient.id === 'butter'
        ? ' (a US stick of butter is 1/2 cup, 8 tbsp, 4 oz or 113 g)'
        : ingredient.id === 'yeast'
          ? ' (a 7 g sachet of dried yeast is 2 1/4 tsp, so 1 tsp weighs about 3.1 g)'
          : ` (Chowdr's ingredient catalogue: 1 ${ingredient.unit.name} of ${ingredient.name.toLowerCase()} weighs ${ingredient.unit.grams} g)`
      : '';
  const head = `**${amountText(qty, from.unit)}${what} = ${lines.join(' = ')}**${source}.`;
  const byCup = from.unit.dim === 'volume' ? from.unit : (to ?? targets[0]!);
  const tip =
    from.unit.dim !== (to ?? targets[0]!).dim && ingredient && /\bflour\b/i.test(ingredient.name) && byCup.id === 'cup'
      ? ` That is flour **spooned** into the cup and **levelled**; a cup **scooped** straight from the bag packs down to 140-150 g, which is why cup weights vary from site to site. Weighing is more accurate than cups for baking.`
      : from.unit.dim === 'volume' && (to ?? targets[0]!).dim === 'mass'
        ? ' Weighing is more accurate than cups for baking.'
        : '';
  return { text: head + tip + imperialNote(qty, from.unit, to ?? targets[0]!) };
}

/** Fluid ounces (a volume) read against ounces on the scales (a weight), for one ingredient or water. */
function fluidOuncesByWeight(qty: number, ingredient: CatalogueIngredient | undefined): string {
  const ml = qty * UNITS.floz!.factor;
  const grams = ml * ((ingredient && density(ingredient)) || 1);
  const name = ingredient ? ingredient.name.toLowerCase() : 'water';
  const round = (v: number) => Number(v.toFixed(v < 10 ? 1 : 0));
  return (
    `**${round(qty)} fl oz = ${round(ml)} ml** (US fluid ounces; ${round(qty)} UK fl oz = ${round(qty * IMPERIAL_ML.floz!)} ml). ` +
    `**Fluid ounces measure volume and the ounces on your scales measure weight, so they are not the same thing**: ` +
    `${round(qty)} fl oz of ${name} weighs about **${round(grams / 28.3495)} oz (${round(grams)} g)**. ` +
    `For water and milk the two are close, so either a measuring jug or the scales works; for flour, sugar, honey or oil they differ a lot, so measure those as the recipe says.`
  );
}

/** UK (imperial) measures of the same name: a British pint is 568 ml, not the US 473 ml. */
const IMPERIAL_ML: Record<string, number> = { pint: 568.261, quart: 1136.52, gallon: 4546.09, floz: 28.4131 };

function imperialNote(qty: number, from: Unit, to: Unit): string {
  const side = IMPERIAL_ML[from.id] ? from : IMPERIAL_ML[to.id] ? to : undefined;
  if (!side || from.dim !== 'volume' || to.dim !== 'volume') return '';
  const ml = IMPERIAL_ML[side.id]!;
  const uk =
    side === from
      ? `${amountText(qty, from)} = ${Math.round(qty * ml)} ml`
      : `${amountText(qty, from)} = ${Number(((qty * from.factor) / ml).toFixed(1))} UK ${side.plural}`;
  const size = ml > side.factor ? 'bigger' : 'a little smaller';
  return ` That is the **US** ${side.singular}; the **UK (imperial)** one is ${size}: **${uk}** in a British recipe.`;
}

function convertAmount(
  qty: number,
  from: Unit,
  to: Unit,
  ingredient: CatalogueIngredient | undefined,
): number | undefined {
  if (from.id === 'stick') {
    // Butter: by weight, or by volume (1 stick = 1/2 cup).
    if (to.dim === 'mass') return (qty * from.factor) / to.factor;
    return (qty * UNITS.cup!.factor * 0.5) / to.factor;
  }
  if (to.id === 'stick') {
    if (from.dim === 'mass') return (qty * from.factor) / to.factor;
    return (qty * from.factor) / (UNITS.cup!.factor * 0.5);
  }
  if (from.dim === to.dim) return (qty * from.factor) / to.factor;
  const d = ingredient ? density(ingredient) : undefined;
  if (!d) return undefined;
  return from.dim === 'volume' ? (qty * from.factor * d) / to.factor : (qty * from.factor) / d / to.factor;
}

/**
 * How much a dry grain or pulse grows when cooked, by volume (USA Rice Federation; USDA FoodData
 * Central cooked/dry weights; Whole Grains Council). 'I need 6 cups of cooked rice: how much dry?'
 */
const COOKED_YIELD: readonly { re: RegExp; name: string; times: number; note: string }[] = [
  { re: /\bbrown rice\b/, name: 'brown rice', times: 3.5, note: '1 cup dry brown rice makes about 3-4 cups cooked' },
  {
    re: /\b(?:wild )?rice\b/,
    name: 'white rice',
    times: 3,
    note: '1 cup (185 g) dry long-grain white rice makes about 3 cups cooked',
  },
  { re: /\bquinoa\b/, name: 'quinoa', times: 3, note: '1 cup dry quinoa makes about 3 cups cooked' },
  { re: /\bcouscous\b/, name: 'couscous', times: 2.5, note: '1 cup dry couscous makes about 2 1/2 cups' },
  { re: /\blentils?\b/, name: 'lentils', times: 2.5, note: '1 cup dry lentils makes about 2 1/2 cups cooked' },
  {
    re: /\b(?:dried |dry )?(?:beans?|chickpeas?)\b/,
    name: 'dried beans',
    times: 2.75,
    note: '1 cup dried beans or chickpeas makes about 2 1/2-3 cups cooked',
  },
  {
    re: /\b(?:pasta|macaroni|penne|spaghetti)\b/,
    name: 'pasta',
    times: 2,
    note: '1 cup dry short pasta makes about 2 cups cooked (2 oz / 55 g dry is about 1 cup cooked)',
  },
  {
    re: /\b(?:rolled )?oats\b/,
    name: 'rolled oats',
    times: 2,
    note: '1 cup rolled oats makes about 2 cups cooked porridge',
  },
];

/** Cups of a dry grain for an amount of it cooked, or the reverse; undefined when not asked. */
export function cookedYield(raw: string): string | undefined {
  const q = spokenAmounts(normalize(plainNumbers(raw)));
  if (!/\bcooked\b/.test(q) || !/\b(dry|dried|uncooked|raw)\b/.test(q)) return undefined;
  const food = COOKED_YIELD.find((f) => f.re.test(q));
  if (!food) return undefined;
  // The amount given and which state it is in: '6 cups of cooked rice' or '2 cups dry rice'.
  const m = /(\d+(?:\.\d+)?|\d+\/\d+)\s*cups?\s+(?:of\s+)?(?:\w+\s+)?(cooked|dry|dried|uncooked|raw)\b/.exec(q);
  if (!m) return undefined;
  const amount = m[1]!.includes('/') ? Number(m[1]!.split('/')[0]) / Number(m[1]!.split('/')[1]) : Number(m[1]);
  if (!Number.isFinite(amount) || amount <= 0 || amount > 1000) return ABSURD_AMOUNT;
  if (m[2] === 'cooked') {
    const dry = amount / food.times;
    return `For **${formatQuantity(amount)} cups cooked ${food.name}**, cook about **${formatQuantity(dry)} cups dry** (${food.note}).`;
  }
  return `**${formatQuantity(amount)} cups dry ${food.name}** makes about **${formatQuantity(amount * food.times)} cups cooked** (${food.note}).`;
}
