// Measurements your way (issue 29): a recipe's amounts and temperatures shown in the cook's
// system (metric or US) and scale (°C or °F), with numbers a cook can measure.
//
// A pure view: stored recipes never change. A line already written in the chosen system, or in
// units both systems use (teaspoons, tablespoons, a pinch, counted things: eggs, cloves, cans),
// is shown exactly as stored, so switching back and forth always returns the stored text.
// Volume and weight meet only through the catalogue's density for that food (a cup of flour
// weighs 125 g, a cup of rice 185 g); a food we cannot name keeps its kind of measure.
// Liquids are shown by volume in both systems.
//
// Parsing, fractions and scaling come from ./units; food matching and factors from ./catalogue-match.

import { MASS_G, VOLUME_ML, densityOf, matchCatalogue } from './catalogue-match';
import type { CatalogueIngredient } from './types';
import { QUANTITY_MARK } from './step-quantities';
import { formatQuantity, parseIngredientLine, scaleIngredientLine } from './units';

export const UNIT_SYSTEMS = ['metric', 'us'] as const;
export type UnitSystem = (typeof UNIT_SYSTEMS)[number];
export const TEMPERATURE_SCALES = ['C', 'F'] as const;
export type TemperatureScale = (typeof TEMPERATURE_SCALES)[number];

/** How one cook reads amounts and temperatures. */
export interface MeasurementView {
  unitSystem: UnitSystem;
  temperature: TemperatureScale;
}

export const METRIC_VIEW: MeasurementView = { unitSystem: 'metric', temperature: 'C' };
export const US_VIEW: MeasurementView = { unitSystem: 'us', temperature: 'F' };

/** A browser locale's defaults: 'en-US' reads US units and °F, every other locale metric and °C. */
export function defaultMeasurementView(locale: string | null | undefined): MeasurementView {
  return typeof locale === 'string' && /^en[-_]us$/i.test(locale.trim()) ? US_VIEW : METRIC_VIEW;
}

/** The other way round (the recipe card's switch). */
export function otherView(view: MeasurementView): MeasurementView {
  return view.unitSystem === 'us' ? METRIC_VIEW : US_VIEW;
}

/** The system most of these lines are written in (US when cups, ounces and pounds outnumber grams and millilitres). */
export function writtenIn(lines: readonly string[]): UnitSystem {
  let us = 0;
  let metric = 0;
  for (const line of lines) {
    const unit = parseIngredientLine(line).unit;
    if (unit === 'g' || unit === 'kg' || unit === 'ml' || unit === 'l') metric++;
    else if (unit && ['cup', 'oz', 'lb', 'floz', 'pint', 'quart', 'stick'].includes(unit)) us++;
  }
  return us > metric ? 'us' : 'metric';
}

// ---------------------------------------------------------------------------
// Kitchen rounding

const CUP_FRACTIONS = [0, 1 / 4, 1 / 3, 1 / 2, 2 / 3, 3 / 4, 1] as const;
const QUARTERS = [0, 1 / 4, 1 / 2, 3 / 4, 1] as const;
const SPOON_BELOW_ONE = [1 / 4, 1 / 2, 1] as const;

function nearest(value: number, grid: readonly number[]): number {
  let best = grid[0]!;
  for (const g of grid) if (Math.abs(value - g) < Math.abs(value - best) - 1e-9) best = g;
  return best;
}

/** Whole part plus the nearest allowed fraction ('1 1/3 cups', never '1 3/8'). */
function wholeAndFraction(value: number, fractions: readonly number[]): number {
  if (value >= 20) return Math.round(value);
  const whole = Math.floor(value);
  return whole + nearest(value - whole, fractions);
}

/** Grams a scale shows: whole grams under 10 g, then 5 g steps, then 50 g steps in kilograms. */
export function roundGrams(grams: number): number {
  if (grams < 9.5) return Math.max(1, Math.round(grams));
  if (grams < 1000) return Math.round(grams / 5) * 5;
  return Math.round(grams / 50) * 50;
}

/** Millilitres a jug shows: 25 ml steps, 50 ml steps in litres (small amounts are spoons). */
export function roundMillilitres(ml: number): number {
  if (ml < 1000) return Math.max(25, Math.round(ml / 25) * 25);
  return Math.round(ml / 50) * 50;
}

const trim = (n: number) => String(Number(n.toFixed(2)));

/** One printed measure: '1 1/2', 'cups'. */
interface Measure {
  amount: string;
  unit: string;
}

function metricMass(grams: number): Measure {
  const g = roundGrams(grams);
  return g >= 1000 ? { amount: trim(g / 1000), unit: 'kg' } : { amount: String(g), unit: 'g' };
}

function metricVolume(ml: number): Measure {
  if (ml < 60) return usSpoons(ml);
  const r = roundMillilitres(ml);
  return r >= 1000 ? { amount: trim(r / 1000), unit: 'l' } : { amount: String(r), unit: 'ml' };
}

/** A pinch below 3/16 tsp; 1/4, 1/2 and 1 tsp; half spoons above one; tablespoons from 3 tsp. */
function usSpoons(ml: number): Measure {
  const tsp = ml / VOLUME_ML.tsp!;
  if (tsp < 3 / 16) return { amount: 'a', unit: 'pinch' };
  let t = tsp < 1 ? nearest(tsp, SPOON_BELOW_ONE) : Math.round(tsp * 2) / 2;
  if (t < 3) return { amount: formatQuantity(t), unit: 'tsp' };
  t = Math.round((tsp / 3) * 2) / 2;
  return { amount: formatQuantity(t), unit: 'tbsp' };
}

/** Spoons below a quarter cup; cups in quarters and thirds above. */
function usVolume(ml: number): Measure {
  const tbsp = ml / VOLUME_ML.tbsp!;
  if (tbsp < 3.75) return usSpoons(ml);
  const cups = wholeAndFraction(ml / VOLUME_ML.cup!, CUP_FRACTIONS);
  return { amount: formatQuantity(cups), unit: cups > 1 ? 'cups' : 'cup' };
}

/** Ounces (halves below 4 oz, whole above), pounds in quarters from a pound. */
function usMass(grams: number): Measure {
  const oz = grams / MASS_G.oz!;
  if (oz >= 15.5) {
    const lb = wholeAndFraction(oz / 16, QUARTERS);
    return { amount: formatQuantity(lb), unit: 'lb' };
  }
  const r = oz < 1 ? Math.max(1 / 4, nearest(oz, QUARTERS)) : oz < 4 ? Math.round(oz * 2) / 2 : Math.round(oz);
  return { amount: formatQuantity(r), unit: 'oz' };
}

const STICK_G = 113.4;

function butterSticks(grams: number): Measure {
  const sticks = wholeAndFraction(grams / STICK_G, QUARTERS);
  return { amount: formatQuantity(sticks), unit: sticks > 1 ? 'sticks' : 'stick' };
}

// ---------------------------------------------------------------------------
// What a food is

interface Food {
  ingredient?: CatalogueIngredient;
  /** Grams per ml, from the catalogue's cup or spoon weight. */
  density?: number;
  liquid: boolean;
  /**
   * US kitchens measure it by cup or spoon (flour, sugar, rice, spices, sauces, butter); meat, fish,
   * cheese, fruit and vegetables are weighed (ounces and pounds), weight to weight, no density needed.
   */
  byVolume: boolean;
  butter: boolean;
}

const LIQUID_WORDS =
  /\b(?:oil|vinegar|milk|cream|juice|syrup|wine|stock|broth|water|extract|sauce|mirin|sake|beer|buttermilk|dashi|passata)\b/i;
const NOT_LIQUID = /\b(?:sour cream|cream cheese|ice cream|creme fraiche|crème fraîche|milk chocolate|powder)\b/i;

const BY_VOLUME_AISLES = new Set<string>([
  'Grains & Starches',
  'Pantry Staples',
  'Herbs & Spices',
  'Oils & Condiments',
]);

/** A food a shop sells by volume (stock, milk, oil, sauces); everything else measured by the cup is weighed. */
export function isLiquidFood(ingredient: CatalogueIngredient): boolean {
  return (
    !NOT_LIQUID.test(ingredient.name) && (ingredient.roles.includes('liquid') || LIQUID_WORDS.test(ingredient.name))
  );
}

function foodOf(rest: string): Food {
  const head = rest.replace(/\([^)]*\)/g, ' ').split(/[,;]/)[0] ?? rest;
  const ingredient = matchCatalogue(head) ?? matchCatalogue(rest);
  const name = ingredient ? `${ingredient.name} ${head}` : head;
  const liquid =
    !NOT_LIQUID.test(name) &&
    (Boolean(ingredient?.roles.includes('liquid')) || LIQUID_WORDS.test(ingredient?.name ?? head));
  const density = densityOf(ingredient);
  return {
    ...(ingredient ? { ingredient } : {}),
    ...(density ? { density } : {}),
    liquid,
    byVolume:
      density !== undefined && (BY_VOLUME_AISLES.has(ingredient!.category) || /butter|ghee/i.test(ingredient!.id)),
    butter: /\b(?:butter|margarine)\b/i.test(name) && !/\bpeanut|almond|nut butter|apple butter/i.test(name),
  };
}

// ---------------------------------------------------------------------------
// One amount

type Family = 'mass' | 'volume';

/** A written unit as a family and factor to grams or millilitres; undefined for counts. */
function measureOf(unit: string | undefined, food: Food): { family: Family; factor: number; us: boolean } | undefined {
  if (!unit) return undefined;
  if (unit === 'stick') return food.butter ? { family: 'mass', factor: STICK_G, us: true } : undefined;
  if (unit === 'pinch' || unit === 'dash') return undefined;
  const mass = MASS_G[unit];
  if (mass) {
    // '8 oz milk' is fluid ounces.
    if (unit === 'oz' && food.liquid) return { family: 'volume', factor: VOLUME_ML.floz!, us: true };
    return { family: 'mass', factor: mass, us: unit === 'oz' || unit === 'lb' };
  }
  const ml = VOLUME_ML[unit];
  if (ml) return { family: 'volume', factor: ml, us: unit !== 'ml' && unit !== 'l' };
  return undefined;
}

/** Whether a written measure shows as it is in this system (teaspoons and tablespoons serve both). */
function isNative(unit: string, us: boolean, system: UnitSystem): boolean {
  if (unit === 'tsp' || unit === 'tbsp') return true;
  return system === 'us' ? us : !us;
}

/** Prints an amount in the target system; `values` are grams or ml (one, or the two ends of a range). */
function printIn(family: Family, values: readonly number[], food: Food, system: UnitSystem): string {
  const top = values[values.length - 1]!;
  let pick: (v: number) => Measure;
  if (system === 'metric') {
    if (family === 'volume' && !food.liquid && food.density) {
      // A cup of flour is weighed in a metric kitchen.
      pick = (v) => metricMass(v * food.density!);
    } else if (family === 'mass' && food.liquid && food.density) {
      pick = (v) => metricVolume(v / food.density!);
    } else {
      pick = family === 'mass' ? metricMass : metricVolume;
    }
  } else if (family === 'mass') {
    if (food.butter && top >= STICK_G / 2 - 1) pick = butterSticks;
    else if ((food.liquid || food.byVolume) && food.density) pick = (v) => usVolume(v / food.density!);
    else pick = usMass;
  } else {
    pick = usVolume;
  }
  const measures = values.map(pick);
  const high = measures[measures.length - 1]!;
  if (measures.length === 2) {
    const low = measures[0]!;
    if (low.amount === high.amount && low.unit === high.unit) return `${high.amount} ${high.unit}`;
    if (baseUnit(low.unit) === baseUnit(high.unit)) return `${low.amount}-${high.amount} ${high.unit}`;
    // '905 g-1.35 kg' reads '0.9-1.35 kg'.
    if ((low.unit === 'g' && high.unit === 'kg') || (low.unit === 'ml' && high.unit === 'l')) {
      const lowRounded = Math.round(Number(low.amount) / 50) * 50;
      return `${trim(lowRounded / 1000)}-${high.amount} ${high.unit}`;
    }
    // Ends in different units ('2 tsp-1 tbsp'): the low end in the high end's unit is not worth it; show both.
    return `${low.amount} ${low.unit}-${high.amount} ${high.unit}`;
  }
  return high.amount === 'a' ? `a ${high.unit}` : `${high.amount} ${high.unit}`;
}

/** US measures that scaled spoons can roll into ('2 tbsp' x2 is '1/4 cup'). */
const US_ROLLED = new Set(['cup', 'pint', 'quart', 'floz']);

const baseUnit = (u: string) => (u === 'cups' ? 'cup' : u === 'sticks' ? 'stick' : u);

// ---------------------------------------------------------------------------
// Lines

/**
 * An ingredient line scaled by `factor` and shown in `system`: '1 1/2 cups all-purpose flour'
 * reads '190 g all-purpose flour' in metric; '200 g basmati rice' reads '1 cup basmati rice' in US.
 * Lines in the chosen system or in units both use are only scaled (the stored text at 1x).
 */
export function convertIngredientLine(line: string, system: UnitSystem, factor = 1): string {
  const f = Number.isFinite(factor) && factor > 0 ? factor : 1;
  const lead = /^\s*/.exec(line)![0];
  const parsed = parseIngredientLine(line);
  if (!parsed.quantity) return scaleIngredientLine(line, f);
  const food = foodOf(parsed.rest);
  const measure = measureOf(parsed.unit, food);
  if (!measure) return convertPackage(scaleIngredientLine(line, f), system);
  const native = isNative(parsed.unit!, measure.us, system);
  // Liquids written by weight are shown by volume ('1 kg water' reads '1 l water').
  const liquidByWeight = measure.family === 'mass' && food.liquid && food.density !== undefined;
  if (native && !liquidByWeight) {
    const scaled = scaleIngredientLine(line, f);
    // Spoons scaled up roll into cups ('2 tbsp' x2 is '1/4 cup'): a metric kitchen weighs or pours those.
    const spoonsInMetric = system === 'metric' && (parsed.unit === 'tsp' || parsed.unit === 'tbsp');
    if (!spoonsInMetric || !US_ROLLED.has(parseIngredientLine(scaled).unit ?? '')) return scaled;
  }
  const { value, max } = parsed.quantity;
  const values = (max !== undefined ? [value, max] : [value]).map((v) => v * f * measure.factor);
  const amount = printIn(measure.family, values, food, system);
  return lead + [amount, parsed.rest].filter(Boolean).join(' ');
}

/** '1 (14 oz) can tomatoes': the size on the label is shown in the system; the count is not converted. */
function convertPackage(line: string, system: UnitSystem): string {
  return line.replace(/\(([^()]{1,40})\)/, (whole, inner: string) => {
    const p = parseIngredientLine(inner);
    if (!p.quantity || !p.unit || p.rest) return whole;
    const food: Food = { liquid: false, byVolume: false, butter: false };
    const m = measureOf(p.unit, food);
    if (!m || isNative(p.unit, m.us, system)) return whole;
    const values = [p.quantity.value * m.factor];
    return `(${printIn(m.family, values, food, system)})`;
  });
}

// ---------------------------------------------------------------------------
// Temperatures

/** The pairs printed on oven dials and in cookbooks (350°F is 180°C, not 177°C). */
const OVEN_F_TO_C: Record<number, number> = {
  250: 120,
  275: 140,
  300: 150,
  325: 160,
  350: 180,
  375: 190,
  400: 200,
  425: 220,
  450: 230,
  475: 240,
  500: 260,
};
const OVEN_C_TO_F: Record<number, number> = {
  120: 250,
  140: 275,
  150: 300,
  160: 325,
  175: 350,
  180: 350,
  190: 375,
  200: 400,
  220: 425,
  230: 450,
  240: 475,
  250: 480,
  260: 500,
};

/** One temperature in the other scale: ovens and frying oil to 5 degrees, gentler heat to the degree. */
export function convertTemperature(value: number, from: TemperatureScale, to: TemperatureScale): number {
  if (from === to) return value;
  if (from === 'F') {
    const table = OVEN_F_TO_C[value];
    if (table !== undefined) return table;
    const c = ((value - 32) * 5) / 9;
    return value >= 200 ? Math.round(c / 5) * 5 : Math.round(c);
  }
  const table = OVEN_C_TO_F[value];
  if (table !== undefined) return table;
  const f = (value * 9) / 5 + 32;
  return value >= 95 ? Math.round(f / 5) * 5 : Math.round(f);
}

const TEMPERATURE =
  /(?<![\d.])(\d{2,3})(?:\s*(?:°|º|˚)\s*|\s*degrees?\s+|\s?)(C|F|Celsius|Fahrenheit|celsius|fahrenheit)\b(?!\s*\/\s*\d)/g;
const HAS_C = /\d\s*(?:°|º|˚|degrees?\s+)?\s?(?:C|Celsius|celsius)\b/;
const HAS_F = /\d\s*(?:°|º|˚|degrees?\s+)?\s?(?:F|Fahrenheit|fahrenheit)\b/;

const DEG = String.raw`\s*(?:°|º|˚)\s*`;
/** '220°C (425°F)' or '220°C/425°F': one temperature written in both scales. */
const PAIR = new RegExp(
  String.raw`(\d{2,3})${DEG}([CF])\b(?:\s*\(\s*(\d{2,3})${DEG}([CF])\s*\)|\s*\/\s*(\d{2,3})${DEG}([CF])\b)`,
  'g',
);

/**
 * Temperatures in a text ('Heat the oven to 200°C', '350 degrees F', '180C') in the chosen scale.
 * One written in both scales ('220°C (425°F)', '200°C/400°F') keeps the writer's figure in the
 * chosen scale; a text mixing scales otherwise is left as written.
 */
export function convertTemperatures(text: string, to: TemperatureScale): string {
  if (!/\d/.test(text)) return text;
  const paired = text.replace(
    PAIR,
    (whole, a: string, sa: string, b1?: string, sb1?: string, b2?: string, sb2?: string) => {
      const b = b1 ?? b2!;
      const sb = sb1 ?? sb2!;
      if (sa === sb) return whole;
      return sa === to ? `${a}°${to}` : `${b}°${to}`;
    },
  );
  if (paired !== text) return paired;
  if (HAS_C.test(text) && HAS_F.test(text)) return text;
  return text.replace(TEMPERATURE, (whole, digits: string, scale: string) => {
    const from: TemperatureScale = scale[0]!.toUpperCase() === 'C' ? 'C' : 'F';
    if (from === to) return whole;
    return `${convertTemperature(Number(digits), from, to)}°${to}`;
  });
}

// ---------------------------------------------------------------------------
// Steps

const MARKED = /\u2060([^\u2060]*)\u2060/g;

/** A step with its marked amounts scaled and shown in the system, and its temperatures in the scale. */
export function convertStepText(step: string, view: MeasurementView, factor = 1): string {
  const amounts = step.includes(QUANTITY_MARK)
    ? step
        .replace(MARKED, (_, inner: string) => convertIngredientLine(inner, view.unitSystem, factor))
        .replaceAll(QUANTITY_MARK, '')
    : step;
  return convertTemperatures(amounts, view.temperature);
}

// ---------------------------------------------------------------------------
// Shopping

/**
 * An amount as a shop sells it (the shopping list, issue 29): metric in g/kg and ml/l, US in
 * oz/lb, cups and fl oz. `amount` is grams or millilitres. Less than a fluid ounce reads in spoons
 * (nobody buys 0.2 fl oz), less than 3/16 tsp as 'a pinch'. Fluid ounces are for liquids only: a
 * little of a solid measured by volume (nuts, herbs) reads in spoons below a quarter cup.
 */
export function shopAmount(family: 'mass' | 'volume', amount: number, system: UnitSystem, liquid = true): string {
  const m = shopMeasure(family, amount, system, liquid);
  return m.amount === 'a' ? `a ${m.unit} of` : `${m.amount} ${m.unit}`;
}

function shopMeasure(family: 'mass' | 'volume', amount: number, system: UnitSystem, liquid: boolean): Measure {
  if (family === 'mass') return system === 'metric' ? metricMass(amount) : usMass(amount);
  if (amount < (VOLUME_ML.tsp! * 3) / 16) return { amount: 'a', unit: 'pinch' };
  if (system === 'metric') {
    // A little of a solid the list could not weigh reads in spoons ('1 1/2 tsp cumin', not '5 ml cumin').
    if (amount < 5 || (!liquid && amount < 60)) return usSpoons(amount);
    if (amount < 25) return { amount: String(Math.round(amount / 5) * 5), unit: 'ml' };
    const r = roundMillilitres(amount);
    return r >= 1000 ? { amount: trim(r / 1000), unit: 'l' } : { amount: String(r), unit: 'ml' };
  }
  if (amount >= VOLUME_ML.cup! / 4) return usVolume(amount);
  if (liquid && amount >= VOLUME_ML.floz!)
    return { amount: formatQuantity(Math.round((amount / VOLUME_ML.floz!) * 2) / 2), unit: 'fl oz' };
  return usSpoons(amount);
}
