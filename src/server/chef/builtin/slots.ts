// Filling a dish's slots: pantry first, then staples, then the slot's sensible buy, in portions
// a cook would serve.

import type { Cuisine } from '../../../shared/kitchen/types';
import { INGREDIENTS, type IngredientInfo } from './ingredients';
import { foreignCheese, foreignSignature } from './kitchens';
import { candidatesFor } from './indexes';
import type { Accent, DishPattern, Slot } from './model';
import type { Plan } from './plan';
import type { Rng } from './random';
import { gramsPerServing, prepFor, specialGrams } from './portions';
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
    // Small berries are not sliced or cut into pieces (seventeenth read: 'raspberries, sliced',
    // 'blackberries, cut into bite-size pieces').
    if (
      prep &&
      info.kinds.has('berry') &&
      !['strawberries', 'cherries'].includes(info.id) &&
      /\b(?:slic|cut|dice|chop)/.test(prep)
    )
      prep = undefined;
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
        specialGrams(special, slot, plan, pattern),
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
