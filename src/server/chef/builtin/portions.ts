// Portions and amounts: how much of an ingredient a slot takes per serving and how it is cut,
// portions moved into the energy band, eggs a pan can hold, tins sized for the servings, at most
// 10 steps on a card, and how hard it is.
import { escapeRegExp, type Item } from './ingredient-lines';
import type { RecipeInput } from '../../../shared/api/recipes';
import type { DishPattern, Slot } from './model';
import { nutritionPerServing } from './nutrition';
import type { Filled } from './slots';
import type { IngredientInfo } from './ingredients';
import type { Kind } from './ingredient-kinds';
import type { Plan } from './plan';
import { defaultPrep } from './phrases';

/**
 * Raw protein one large frying pan browns at once; more steams in its own juices, so it goes in
 * in batches (sixteenth read: 900 g of salmon and 1 kg of chicken laid in one pan). Mince, which is
 * broken up as it cooks, and eggs, beans and tofu cubes warmed through, are left as they are.
 */
const PAN_GRAMS = 600;
const IN_A_PAN = /\b(?:frying pan|skillet|wok|griddle|tawa|the pan)\b/i;
export function fitPans(steps: string[], main: Item, name: string): void {
  const info = main.info;
  // Mushrooms laid 'in one layer' fill one large pan at about 450 g (cook read 22: 780 g in one layer).
  if (info?.kinds.has('mushroom') && main.grams > 450) {
    const layer = new RegExp(String.raw`\b(the ${escapeRegExp(name)}) in one layer\b`);
    const at = steps.findIndex((s) => layer.test(s));
    if (at >= 0) steps[at] = steps[at]!.replace(layer, '$1 in batches, each in one layer,');
    return;
  }
  if (!info || !info.roles.has('protein') || main.grams <= PAN_GRAMS) return;
  if (['ground', 'egg', 'legume', 'soy'].some((k) => info.kinds.has(k as Kind))) return;
  if (steps.some((s) => /\bbatch(?:es)?\b|\bone at a time\b|\bFor each\b/i.test(s))) return;
  const escaped = escapeRegExp(name);
  // 'add the strips in one layer' for 1.2 kg of chicken: in batches (cook read 25's straccetti).
  const layer = new RegExp(String.raw`\b(the (?:${escaped}|strips|pieces|cubes)) in one layer\b`);
  const layered = steps.findIndex((s) => layer.test(s));
  if (layered >= 0) {
    steps[layered] = steps[layered]!.replace(layer, '$1 in batches, each in one layer,');
    return;
  }
  const fish = info.kinds.has('fish') ? '|fish' : '';
  const cooks = new RegExp(String.raw`\b(?:cook|fry|sear|brown|lay in|add|lay) the (?:${escaped}${fish})\b`, 'i');
  const at = steps.findIndex((s) => IN_A_PAN.test(s) && cooks.test(s) && !/\b(?:simmer|braise|oven)\b/i.test(s));
  if (at < 0) return;
  steps[at] = steps[at]!.replace(cooks, (m) => `${m} in batches`);
}

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
  // A frittata of 4 eggs for two sets in a 20 cm pan, not spread thin over 30 cm (sixteenth read).
  if (servings <= 2)
    for (let i = 0; i < steps.length; i++)
      steps[i] = steps[i]!.replace(/\ba 25-30 cm (ovenproof )?frying pan\b/, 'a 20 cm $1frying pan');
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

/** How far portions may move to land a dish in its energy band. */
const MIN_PORTION = 0.6;
const MAX_PORTION = 1.6;

/**
 * Portions: a dish lands in its meal type's energy band (a breakfast is not 34 kcal of miso and
 * water). Every amount scales alike, within reason; a dish that cannot get there with sensible
 * portions is not served (the caller checks the band after writing).
 */
export function fitPortions(
  filled: Filled,
  pattern: DishPattern,
  servings: number,
  band: readonly [number, number],
  light: boolean,
) {
  const portion = [...filled.items.values(), ...filled.accentItems];
  const estimate = nutritionPerServing(
    portion.map((i) => ({ info: i.info, grams: i.grams })),
    servings,
  ).calories;
  let portionFactor = 1;
  if (estimate > band[1] * 0.95) portionFactor = (band[1] * 0.9) / estimate;
  else if (!light && estimate < band[0] * 1.08) portionFactor = (band[0] * 1.15) / Math.max(1, estimate);
  else if (light && estimate > (band[0] + band[1]) / 2) portionFactor = 0.85;
  portionFactor = Math.min(MAX_PORTION, Math.max(MIN_PORTION, portionFactor));
  for (const item of portion) {
    const written = item.grams;
    if (portionFactor !== 1 && !item.asNeeded) item.grams = portioned(item, portionFactor, servings);
    item.grams = evenPieces(item, servings, written);
  }

  // Eggs cracked into a sauce in one pan (shakshuka, eggs in purgatory): a wide pan holds about
  // eight, so a big batch shares them out rather than asking for 12 in one pan (fifth read).
  if (pattern.steps.some((st) => ONE_PAN_EGGS.test(st)))
    for (const item of portion)
      if (item.info?.id === 'eggs') item.grams = Math.min(item.grams, MOST_EGGS_IN_ONE_PAN * EGG_GRAMS);
}

/** Strong spices are used by the pinch whatever the slot says: grams per serving at most. */
export const MAX_GRAMS_PER_SERVING: Record<string, number> = {
  saffron: 0.03,
  cloves: 0.15,
  'star-anise': 0.4,
  'bay-leaves': 0.2,
  cayenne: 0.2,
  nutmeg: 0.2,
  'red-pepper-flakes': 0.3,
  cardamom: 0.3,
  'dried-chilies': 1,
  wasabi: 2,
  'chipotle-in-adobo': 8,
  'hot-sauce': 5,
  sriracha: 4,
  'fish-sauce': 8,
  gochujang: 10,
  tamarind: 8,
  'vanilla-extract': 1,
  // A condiment by the catalogue, eaten like a vegetable: 25 g (40 g at the largest portion) a serving.
  kimchi: 25,
};

/** Beans are filling, dried fruit dense, hard cheese strong: a slot's portion shrinks for them. */
export function portionFactor(info: IngredientInfo, slot: Slot): number {
  if (slot.main !== undefined && slot.g >= 90 && info.kinds.has('legume')) return 0.8;
  if (slot.g >= 60 && info.kinds.has('dried-fruit')) return 0.35;
  if (slot.g >= 25 && info.kinds.has('hard-cheese')) return 0.5;
  if (slot.g >= 60 && info.kinds.has('cured')) return 0.4;
  if (slot.g >= 100 && info.kinds.has('paneer')) return 0.7;
  if (slot.g >= 12 && info.kinds.has('vinegar')) return 0.5;
  return 1;
}

/** Small or leafy things keep their own note: nobody dices peas or spinach. */
export const OWN_PREP = new Set([
  'peas',
  'corn',
  'edamame',
  'bean-sprouts',
  'cherry-tomatoes',
  'blueberries',
  'raspberries',
  'blackberries',
  'pomegranate',
  'grapes',
]);

/** A fruit cut as the slot says, with what that fruit needs taken out or off first. */
function fruitFirst(info: IngredientInfo, cut: string): string {
  if (info.id === 'cherries') return 'pitted and halved';
  if (info.id === 'strawberries') return `hulled and ${cut}`;
  if (info.id === 'mango') return `peeled, stoned and ${cut}`;
  if (info.id === 'pineapple') return `peeled, cored and ${cut}`;
  if (['bananas', 'kiwi', 'papaya', 'dragon-fruit', 'oranges', 'mandarins', 'melon', 'watermelon'].includes(info.id))
    return `peeled and ${cut}`;
  if (info.kinds.has('stone-fruit') && info.id !== 'dates') return `stoned and ${cut}`;
  if (info.kinds.has('orchard') && info.id !== 'figs') return `cored and ${cut}`;
  return cut;
}

/** Halves or wedges of a fruit (the slot leaves the choice to the fruit), prepared as fruitFirst says. */
function fruitPieces(info: IngredientInfo): string {
  const cut =
    info.id === 'bananas'
      ? 'halved lengthwise'
      : info.id === 'mango'
        ? 'cut into thick slices'
        : info.kinds.has('stone-fruit') || ['cherries', 'figs', 'grapes', 'strawberries'].includes(info.id)
          ? 'halved'
          : 'cut into wedges';
  return fruitFirst(info, cut);
}

export function prepFor(info: IngredientInfo, slot: Slot): string | undefined {
  const own =
    OWN_PREP.has(info.id) || info.kinds.has('leafy') || info.kinds.has('legume') || info.kinds.has('soft-herb');
  // Seeds are never chopped ('sesame seeds, roughly chopped' in a nut slot).
  const seed =
    info.kinds.has('seed') ||
    info.kinds.has('sesame') ||
    ['sesame-seeds', 'pine-nuts', 'pumpkin-seeds'].includes(info.id);
  // A dish that keeps its leaves whole says so ('leaves separated' for lettuce cups: eighth read).
  if (info.kinds.has('leafy') && slot.prep === 'leaves separated') return slot.prep;
  // Hummus keeps some of the chickpeas' liquid: the list does not say 'drained and rinsed' (ninth read).
  if (info.kinds.has('legume') && slot.prep?.includes('liquid kept')) return slot.prep;
  // Fruit cut in halves or wedges is stoned, cored or peeled as that fruit needs (ninth read:
  // '5 bananas, halved, stoned or cored', cherries halved with their stones in).
  if (info.roles.has('fruit') && slot.prep && /^halved(?:, stoned or cored| or cut into wedges)$/.test(slot.prep))
    return fruitPieces(info);
  // Any other cut of a fruit says what comes out or off first (tenth read: '4 cups cherries, cut
  // into thick slices', '3 kiwis, sliced', never pitted or peeled).
  if (
    info.roles.has('fruit') &&
    slot.prep &&
    /\b(slice[sd]?|halved|wedges|chunks|cubes?|cubed|diced|pieces|chopped|rings|quartered)\b/.test(slot.prep) &&
    !/\b(peel|stone|pit|core|hull|seed)/.test(slot.prep)
  )
    return fruitFirst(info, slot.prep);
  return own || !slot.prep || (seed && /chop/.test(slot.prep)) ? defaultPrep(info, slot.cut) : slot.prep;
}

export function gramsPerServing(info: IngredientInfo, slot: Slot): number {
  return Math.min(slot.g * portionFactor(info, slot), MAX_GRAMS_PER_SERVING[info.id] ?? Infinity);
}

export function slotGrams(info: IngredientInfo, slot: Slot, plan: Plan): number {
  return gramsPerServing(info, slot) * plan.servings;
}

/** Proteins that are a topping or a side by nature, not a portion of meat, fish or tofu. */
const NOT_A_PORTION: readonly Kind[] = ['cured', 'cheese', 'egg', 'legume', 'nut', 'seed'];

/**
 * The special ingredient in its slot: a meat, fish or tofu the cook asked for is a serving of it,
 * not a token (twelfth read: 40 g chicken breast for two on a flatbread, 80 g tofu in a hash):
 * at least 90 g a serving in a main, 50 g in a breakfast or snack. Portions are then fitted to the
 * energy band as for any dish.
 */
export function specialGrams(info: IngredientInfo, slot: Slot, plan: Plan, pattern: DishPattern): number {
  const grams = slotGrams(info, slot, plan);
  const fresh =
    info.roles.has('protein') && info.ing.unit.name === 'g' && !NOT_A_PORTION.some((k) => info.kinds.has(k));
  if (!fresh) return grams;
  const small = pattern.mealTypes.every((m) => m === 'breakfast' || m === 'snack');
  return Math.max(grams, (small ? 50 : 90) * plan.servings);
}
