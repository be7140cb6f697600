// A written recipe fitted to its batch: portions moved into the energy band, eggs a pan can hold,
// tins sized for the servings, at most 10 steps on a card, and how hard it is.
import type { Item } from './ingredient-lines';
import type { RecipeInput } from '../../../shared/api/recipes';
import type { DishPattern, Slot } from './model';

/**
 * At most 10 steps (the schema's and a card's limit): steps added for accents, extras and the
 * direction join the step before them rather than pushing the last step (serving) off the end.
 */
export function fitSteps(steps: string[]): string[] {
  const out = steps.slice();
  while (out.length > 10) {
    const at = out.length - 3;
    out.splice(at, 2, `${out[at]} ${out[at + 1]}`);
  }
  return out;
}

/** 'veg:required': how the output names a slot's ingredient (ComposedRecipe.ingredients). */
export const SLOT_LABELS = new WeakMap<Slot, string>();
export function slotLabel(slot: Slot): string {
  let label = SLOT_LABELS.get(slot);
  if (label === undefined) SLOT_LABELS.set(slot, (label = `${slot.key}:${slot.need}`));
  return label;
}

/** A step that cracks the eggs into hollows in a pan of sauce. */
export const ONE_PAN_EGGS = /\bhollows? (?:in the sauce|for each of the \{eggs\})/;
export const MOST_EGGS_IN_ONE_PAN = 8;
export const EGG_GRAMS = 50;

/** Eggs a serving holds at most when portions grow: three, as in a generous omelette. */
const MOST_EGG_GRAMS_PER_SERVING = 150;

/**
 * An item's grams when the dish's portions move to land in its energy band. Seasonings (herbs,
 * spices, ginger) stay as the pattern has them when portions grow: more food needs no more ginger
 * ("5 tbsp ginger" in bhurji for 6), and eggs grow to three a serving at most.
 */
export function portioned(item: Item, factor: number, servings: number): number {
  if (factor <= 1) return item.grams * factor;
  if (item.info?.ing.category === 'Herbs & Spices') return item.grams;
  if (item.info?.id === 'eggs')
    return Math.max(item.grams, Math.min(item.grams * factor, MOST_EGG_GRAMS_PER_SERVING * servings));
  return item.grams * factor;
}

/** Things served by the piece, so many to each plate: slices of bread, tortillas, buns, pittas. */
const BY_THE_PIECE = new Set(['slice', 'tortilla', 'bun', 'pita', 'wrapper']);

/**
 * Pieces shared out evenly: '5 slices bread' for 2 plates of French toast or '7 slices' for 4
 * sandwiches cannot be shared out (seventh read), so a count of at least one a serving becomes a
 * whole number a serving (halfway rounds down: the energy band already chose the portion). Eggs
 * keep a whole number a serving when the dish was written with one (an egg a tortilla), not when
 * several share one pan (a rolled omelette, a frittata).
 */
export function evenPieces(item: Item, servings: number, written = item.grams): number {
  const info = item.info;
  const unit = info?.ing.unit;
  if (!info || !unit || unit.grams <= 0 || item.asNeeded) return item.grams;
  const eggs = info.id === 'eggs';
  if (!eggs && !BY_THE_PIECE.has(unit.name)) return item.grams;
  const before = written / unit.grams / servings;
  if (eggs && (Math.round(before) < 1 || Math.abs(before - Math.round(before)) > 0.01)) return item.grams;
  const after = item.grams / unit.grams / servings;
  if (after < 1) return item.grams;
  return Math.max(1, Math.round(after - 0.01)) * unit.grams * servings;
}

export function difficultyOf(pattern: DishPattern, steps: number, minutes: number): RecipeInput['difficulty'] {
  const methodScore: Record<string, number> = { raw: 0, boil: 0, steam: 0, fry: 2, braise: 2 };
  let score = methodScore[pattern.method] ?? 1;
  if (pattern.hard) score += 2;
  if (steps >= 8) score += 1;
  if (minutes >= 50) score += 1;
  return score <= 1 ? 'easy' : score <= 3 ? 'medium' : 'hard';
}

/** Servings a pattern's stated cake or traybake tin is written for (a round cake cuts 8 slices). */
const TIN_SERVINGS = 8;
/** Tin sizes sold in shops, cm. */
const TIN_SIZES = [15, 18, 20, 23];
const TIN = /\b(an?) (\d{2})(?:-(\d{2}))? cm (cake|round|springform|square) tin\b/;
const BAKE_MINUTES = /\b(Bake) (\d+)-(\d+) minutes\b/;

/**
 * A tin sized for the batch: the batter for 2 is not poured into a 22-24 cm tin and baked 40-45
 * minutes (fifth read). The tin shrinks with the batter's area; a thinner layer bakes sooner.
 */
export function fitTins(steps: string[], servings: number): void {
  if (servings >= TIN_SERVINGS) return;
  const at = steps.findIndex((s) => TIN.test(s));
  if (at < 0) return;
  const m = TIN.exec(steps[at]!)!;
  const stated = Number(m[3] ?? m[2]);
  const wanted = stated * Math.sqrt(servings / TIN_SERVINGS);
  const size = TIN_SIZES.find((d) => d >= wanted) ?? stated;
  if (size >= Number(m[2])) return;
  steps[at] = steps[at]!.replace(TIN, `${size === 18 ? 'an' : 'a'} ${size} cm ($4) tin`.replace('($4)', m[4]!));
  // The batter's depth against the stated tin's: half as deep bakes in about 70% of the time.
  const depth = (servings / TIN_SERVINGS) * (stated / size) ** 2;
  if (depth > 0.85) return;
  const factor = 0.4 + 0.6 * depth;
  const round5 = (n: number) => Math.max(10, Math.round((n * factor) / 5) * 5);
  for (let i = at + 1; i < steps.length; i++) {
    const b = BAKE_MINUTES.exec(steps[i]!);
    if (!b) continue;
    const lo = round5(Number(b[2]));
    const hi = Math.max(lo + 5, round5(Number(b[3])));
    steps[i] = steps[i]!.replace(BAKE_MINUTES, `$1 ${lo}-${hi} minutes`);
    break;
  }
}
