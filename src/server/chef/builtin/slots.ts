// Filling a dish's slots: pantry first, then staples, then the slot's sensible buy, in portions
// a cook would serve.

import type { Cuisine } from '../../../shared/kitchen/types';
import { INGREDIENTS, type IngredientInfo } from './ingredients';
import { foreignCheese, foreignSignature } from './kitchens';
import { candidatesFor } from './indexes';
import type { Accent, DishPattern, Slot } from './model';
import type { Plan } from './plan';
import type { Rng } from './random';
import { defaultPrep } from './phrases';
import { type Item } from './ingredient-lines';
import { ACCENT_TRAITS, chooseAccent, nutsToDrop } from './accent-choice';
import { type Candidate, cuisineFit, extraMinutes, ingredientWeight, specialSlotOf } from './candidates';

// ---------------------------------------------------------------------------
// Preparation: what a request fixes, cached across its batches
//
// Everything below depends only on the request without its seed and seen titles (the options,
// the pantry, the feedback) and on the static patterns and catalogue: the plan, the candidate
// dishes and their draw weights, what the plan says about each catalogue ingredient, and,
// filled in on first use, each dish's accents. None of it reads the seed, the random draws or
// the batch's state (used items, blocked mains, titles), so reusing it gives byte-for-byte the
// recipes that computing it afresh would; per-batch counters live on per-batch copies
// (Candidate.failures). Load-more and repeated requests hit the cache. Slot fits go further:
// they depend on no request at all, so every request shares them.

/** Catalogue position of each ingredient: the index into PlanTables. */
export const INFO_INDEX = new Map(INGREDIENTS.map((info, i) => [info, i]));

/**
 * What the pattern and catalogue alone fix about an ingredient in a slot, for a dish cooked
 * as one cuisine: no plan involved, so it is built once per (pattern, cuisine) and shared by
 * every request. Ingredients the slot can never take for that cuisine (a slow cut outside a
 * slow dish, a cuisine misfit) are left out.
 */
export interface SlotFit {
  info: IngredientInfo;
  /** INFO_INDEX of info. */
  index: number;
  /** cuisineFit() for the dish's cuisine (> 0). */
  fit: number;
  isFallback: boolean;
  /** slotGrams() per serving, prepFor(), extraMinutes(). */
  perServing: number;
  prep: string | undefined;
  extraMinutes: number;
}

/** Per pattern, per recipe cuisine: each slot's fits, in candidatesFor() order. */
export const SLOT_FITS = new WeakMap<DishPattern, Map<Cuisine, SlotFit[][]>>();

export function slotFits(c: Candidate): SlotFit[][] {
  const pattern = c.pattern;
  let byCuisine = SLOT_FITS.get(pattern);
  if (!byCuisine) SLOT_FITS.set(pattern, (byCuisine = new Map()));
  let fits = byCuisine.get(c.cuisine);
  if (!fits) {
    fits = pattern.slots.map((slot) => {
      const out: SlotFit[] = [];
      for (const info of candidatesFor(slot)) {
        if (info.kinds.has('slow') && !pattern.slow) continue;
        const fit = slot.anyKitchen ? 1 : cuisineFit(info, c.fit, c.related);
        if (fit === 0) continue;
        // A dish (travelling or at home) takes its cuisine's cheeses: no parmesan or feta in a
        // Japanese omelette, no gruyère in aglio e olio.
        if (foreignCheese(info, c.cuisine) || foreignSignature(info, c.cuisine)) continue;
        out.push({
          info,
          index: INFO_INDEX.get(info)!,
          fit,
          isFallback: Boolean(slot.fallback?.includes(info.id)),
          perServing: gramsPerServing(info, slot),
          prep: prepFor(info, slot),
          extraMinutes: extraMinutes(info, pattern, slot),
        });
      }
      return out;
    });
    byCuisine.set(c.cuisine, fits);
  }
  return fits;
}

/**
 * What the plan says about every catalogue ingredient, by INFO_INDEX: built once per prepared
 * request, so drafting reads array slots instead of the plan's maps. (Float64Array holds any
 * number exactly, so the weights are the very values ingredientWeight() returns.)
 */
export interface PlanTables {
  banned: Uint8Array;
  /** ingredientWeight(). */
  weight: Float64Array;
  /** Feedback weight under DISLIKED. */
  disliked: Uint8Array;
  inPantry: Uint8Array;
  /** The pantry weight, or STAPLE_WEIGHT when it is not in the pantry. */
  pantryWeight: Float64Array;
}

export function planTables(plan: Plan): PlanTables {
  const n = INGREDIENTS.length;
  const t: PlanTables = {
    banned: new Uint8Array(n),
    weight: new Float64Array(n),
    disliked: new Uint8Array(n),
    inPantry: new Uint8Array(n),
    pantryWeight: new Float64Array(n),
  };
  for (let i = 0; i < n; i++) {
    const info = INGREDIENTS[i]!;
    t.banned[i] = plan.banned.has(info.id) ? 1 : 0;
    t.weight[i] = ingredientWeight(info, plan);
    t.disliked[i] = (plan.feedback.ingredient.get(info.id) ?? 1) >= DISLIKED ? 0 : 1;
    t.inPantry[i] = plan.pantry.has(info.id) ? 1 : 0;
    t.pantryWeight[i] = plan.pantry.get(info.id) ?? STAPLE_WEIGHT;
  }
  return t;
}

export interface BatchState {
  titles: Set<string>;
  patternUse: Map<string, number>;
  mainUse: Map<string, number>;
  cuisineUse: Map<Cuisine, number>;
  combos: Set<string>;
  /** Mains that already failed (or were used) for a pattern: skip them next time. */
  mainBlock: Map<string, Set<string>>;
  /** Title words (beyond main ingredient and cuisine) over the titles seen and this batch. */
  words: Map<string, number>;
  /** Titles the cook has already seen in this search (excludedRecipes). */
  seen: number;
}

export interface Filled {
  items: Map<string, Item>;
  main?: { key: string; item: Item };
  accent?: Accent;
  accentItems: Item[];
  extraMinutes: number;
}

export const STAPLE_WEIGHT = 3;
/** How far portions may move to land a dish in its energy band. */
export const MIN_PORTION = 0.6;
export const MAX_PORTION = 1.6;
/** Feedback multiplier below which an ingredient counts as disliked. */
export const DISLIKED = 0.35;

/**
 * Purchases for 'preferred' slots a recipe may make when cooking from the pantry: the first
 * one (slots are listed by importance) is bought, the rest are left out so the dish leans on
 * what the cook has.
 */
export const PREFERRED_PURCHASES = 1;

/**
 * Scratch lists for pickForSlot: the open options and one draw's candidates and weights.
 * pickForSlot fills them from index 0 and reads only what it filled in the same call (the
 * engine is synchronous), which spares a few arrays per slot on every draft.
 */
export const OPEN: SlotFit[] = [];
export const DRAW: SlotFit[] = [];
export const DRAW_WEIGHTS: number[] = [];

/** Is this ingredient already in the dish? (A dish holds a dozen at most: a scan beats a Set.) */
export function isUsed(used: readonly IngredientInfo[], info: IngredientInfo): boolean {
  for (let i = 0; i < used.length; i++) if (used[i] === info) return true;
  return false;
}

export function pickForSlot(
  slot: Slot,
  fits: readonly SlotFit[],
  c: Candidate,
  plan: Plan,
  tables: PlanTables,
  state: BatchState,
  rng: Rng,
  used: readonly IngredientInfo[],
  purchases: { preferred: number },
): SlotFit | null | 'fail' {
  const main = slot.main !== undefined;
  const budget = c.prep.budget;
  const blocked = main ? state.mainBlock.get(c.pattern.id) : undefined;
  // The open options: allowed (slot fits already leave out slow cuts and cuisine misfits),
  // within the time budget, not in the dish yet, not a main this batch has blocked.
  let open = 0;
  let liked = 0;
  for (const f of fits) {
    if (tables.banned[f.index] || f.extraMinutes > budget || isUsed(used, f.info) || blocked?.has(f.info.id)) continue;
    OPEN[open++] = f;
    if (!tables.disliked[f.index]) liked++;
  }
  // Something the cook disliked is used only when nothing else fits.
  if (liked && liked < open) {
    let kept = 0;
    for (let i = 0; i < open; i++) if (!tables.disliked[OPEN[i]!.index]) OPEN[kept++] = OPEN[i]!;
    open = kept;
  }
  const weightOf = (f: SlotFit): number => {
    let w = f.fit * tables.weight[f.index]!;
    if (f.isFallback) w *= 1.5;
    if (main) w *= 1 / (1 + 2 * (state.mainUse.get(f.info.id) ?? 0));
    return w;
  };
  let drawn = 0;
  if (!plan.ignorePantry) {
    for (let i = 0; i < open; i++) {
      const f = OPEN[i]!;
      if (!tables.inPantry[f.index] && !f.info.ing.staple) continue;
      DRAW_WEIGHTS[drawn] = tables.pantryWeight[f.index]! * weightOf(f);
      DRAW[drawn++] = f;
    }
    if (drawn) {
      const at = rng.weightedIndex(DRAW_WEIGHTS, drawn);
      return at < 0 ? null : DRAW[at]!;
    }
    if (slot.need === 'optional') return null;
    if (slot.need === 'preferred' && purchases.preferred++ >= PREFERRED_PURCHASES) return null;
  } else {
    // Exploring: ingredients the cook does not have yet; pantry staples are fine.
    if (slot.need === 'optional' && rng.next() > 0.6) return null;
    for (let i = 0; i < open; i++) {
      const f = OPEN[i]!;
      if (tables.inPantry[f.index] && !f.info.ing.staple) continue;
      DRAW_WEIGHTS[drawn] = weightOf(f) * (f.isFallback ? 3 : 1);
      DRAW[drawn++] = f;
    }
    if (drawn) {
      const at = rng.weightedIndex(DRAW_WEIGHTS, drawn);
      return at < 0 ? null : DRAW[at]!;
    }
    // Only a dish that cannot do without it uses something the cook already has.
    if (slot.need !== 'required') return null;
  }
  // Nothing on hand: buy the classic choice for this slot, else anything that fits.
  const ok = OPEN.slice(0, open);
  const fallbacks = (slot.fallback ?? [])
    .map((id) => ok.find((f) => f.info.id === id))
    .filter((f): f is SlotFit => Boolean(f));
  const pool = fallbacks.length ? fallbacks : ok;
  const chosen = rng.weighted(
    pool,
    (f) => weightOf(f) * (fallbacks.length ? fallbacks.length - fallbacks.indexOf(f) : 1),
  );
  if (chosen) return chosen;
  return slot.need === 'required' ? 'fail' : null;
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

export function fillDish(c: Candidate, plan: Plan, tables: PlanTables, state: BatchState, rng: Rng): Filled | null {
  const pattern = c.pattern;
  const used: IngredientInfo[] = [];
  const special = plan.special?.info;
  // The special ingredient takes the first fitting main slot, else the first fitting slot.
  const specialSlot = special ? specialSlotOf(c, special) : undefined;
  const items = new Map<string, Item>();
  let extra = 0;
  const place = (slot: Slot, info: IngredientInfo, grams: number, prep: string | undefined, minutes: number) => {
    used.push(info);
    items.set(slot.key, { info, grams, prep, cut: slot.cut, asNeeded: slot.asNeeded });
    extra = Math.max(extra, minutes);
  };
  const later: number[] = [];
  const purchases = { preferred: 0 };
  const slots = pattern.slots;
  const fits = slotFits(c);
  for (let s = 0; s < slots.length; s++) {
    const slot = slots[s]!;
    if (slot.with || slot.without) {
      later.push(s);
      continue;
    }
    if (slot === specialSlot && special) {
      place(
        slot,
        special,
        slotGrams(special, slot, plan),
        prepFor(special, slot),
        extraMinutes(special, pattern, slot),
      );
      continue;
    }
    const chosen = pickForSlot(slot, fits[s]!, c, plan, tables, state, rng, used, purchases);
    if (chosen === 'fail') return null;
    if (chosen) place(slot, chosen.info, chosen.perServing * plan.servings, chosen.prep, chosen.extraMinutes);
  }
  for (const s of later) {
    const slot = slots[s]!;
    if (slot.with && !items.has(slot.with)) continue;
    if (slot.without && items.has(slot.without)) continue;
    const chosen = pickForSlot(slot, fits[s]!, c, plan, tables, state, rng, used, purchases);
    if (chosen === 'fail') return null;
    if (chosen) place(slot, chosen.info, chosen.perServing * plan.servings, chosen.prep, chosen.extraMinutes);
  }
  const mainSlot = mainSlotsOf(pattern).find((s) => items.has(s.key));
  const accent = chooseAccent(c, plan, rng, items);
  if (accent === 'fail') return null;
  // An accent that brings its own nut takes the place of the dish's optional one.
  if (accent && ACCENT_TRAITS.get(accent)!.nut) for (const key of nutsToDrop(pattern, items)) items.delete(key);
  const accentItems: Item[] = accent
    ? ACCENT_TRAITS.get(accent)!.items.map((a) => ({ info: a.info, grams: a.g * plan.servings, prep: a.prep }))
    : [];
  return {
    items,
    main: mainSlot ? { key: mainSlot.key, item: items.get(mainSlot.key)! } : undefined,
    accent,
    accentItems,
    extraMinutes: extra,
  };
}

/** A pattern's headline slots, by priority (a stable sort keeps ties in slot order). */
export const MAIN_SLOTS = new WeakMap<DishPattern, Slot[]>();
export function mainSlotsOf(pattern: DishPattern): Slot[] {
  let list = MAIN_SLOTS.get(pattern);
  if (!list)
    MAIN_SLOTS.set(
      pattern,
      (list = pattern.slots.filter((s) => s.main !== undefined).sort((a, b) => a.main! - b.main!)),
    );
  return list;
}

// ---------------------------------------------------------------------------
// Writing the recipe
