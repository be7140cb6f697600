// A request prepared once: its plan, candidate dishes with draw weights, per-ingredient tables and
// each dish's accents, cached for the last 32 requests (load-more and repeats reuse it). No seed,
// no draw and no batch state goes in, so the same seed still gives the same recipes.

import type { GenerationOptions } from '../../../shared/api/recipes';
import type { ChefContext } from '../types';
import { OCCASION_MAIN } from './direction-words';
import { makePlan, type Plan } from './plan';
import { type Candidate, MEAL_WEIGHT, baseMinutes, buildCandidates } from './candidates';
import { slotHolds } from './special-fit';
import { type PlanTables, mainSlotsOf, planTables, slotFits } from './slots';

export interface Prepared {
  /** The plan without seen titles (excluded is empty): composeBatch adds the batch's own. */
  plan: Plan;
  /** Templates: composeBatch copies them per batch (failures are per batch). */
  candidates: readonly Candidate[];
  tables: PlanTables;
}

/** Bounded LRU of prepared requests. An entry is a plan, at most ~100 dishes and a few small tables: tens of kilobytes. */
export const PREPARED = new Map<string, Prepared>();
export const PREPARED_MAX = 32;

export const PANTRY_FIELDS = ['ingredientId', 'frequency'];
export const FEEDBACK_FIELDS = ['recipeTitle', 'cuisine', 'ingredients', 'feedback'];

/** Every input makePlan and buildCandidates read, except the seen titles; strings quoted so nothing collides. */
export function preparedKey(options: GenerationOptions, ctx: ChefContext): string {
  const o = options;
  let key = '';
  for (const v of [
    o.cuisine,
    o.servings,
    o.mealType,
    o.maxCookingTime,
    o.texturePreference,
    o.creativeMode,
    o.creativeDirection,
    o.ignorePantry,
    o.specialIngredient,
  ]) {
    key += `${typeof v === 'string' ? JSON.stringify(v) : String(v)}|`;
  }
  return `${key}${JSON.stringify(ctx.pantry, PANTRY_FIELDS)}|${JSON.stringify(ctx.feedback, FEEDBACK_FIELDS)}`;
}

/**
 * `anyDish`: the special ingredient may join any dish its kind suits, not only those with a slot
 * for it (generateBatch's second try when every dish with a slot failed).
 */
export function prepare(options: GenerationOptions, ctx: ChefContext, anyDish = false): Prepared {
  const key = `${preparedKey(options, ctx)}${anyDish ? '|any-dish' : ''}`;
  let prepared = PREPARED.get(key);
  if (prepared) {
    // Most recently used last.
    PREPARED.delete(key);
    PREPARED.set(key, prepared);
    return prepared;
  }
  const plan = makePlan({ ...options, excludedRecipes: [] }, ctx);
  const candidates = buildCandidates(plan, anyDish);
  for (const c of candidates) {
    c.prep.drawWeight = patternWeight(c, plan);
    c.prep.budget = plan.maxTime === undefined ? Infinity : plan.maxTime - baseMinutes(c.pattern, plan.servings);
  }
  prepared = { plan, candidates, tables: planTables(plan) };
  PREPARED.set(key, prepared);
  if (PREPARED.size > PREPARED_MAX) PREPARED.delete(PREPARED.keys().next().value!);
  return prepared;
}

/**
 * How well the pantry covers a pattern, as the share of its ingredients the cook already
 * has: slots the pantry can fill count for, needed slots nothing on hand can fill count
 * against (each is a purchase). Cubed, so dishes cookable from the pantry win clearly.
 */
export function pantryCoverage(c: Candidate, plan: Plan): number {
  if (plan.ignorePantry) return exploreScore(c, plan);
  let fromPantry = 0;
  let toBuy = 0;
  let mainFromPantry = false;
  const fits = slotFits(c);
  for (let s = 0; s < fits.length; s++) {
    const slot = c.pattern.slots[s]!;
    let pantryHit = Boolean(plan.special?.info && slotHolds(c.pattern, slot, plan.special.info));
    let stapleHit = false;
    if (!pantryHit) {
      for (const { info } of fits[s]!) {
        if (plan.banned.has(info.id)) continue;
        if (info.ing.staple) stapleHit = true;
        else if (plan.pantry.has(info.id)) {
          pantryHit = true;
          break;
        }
      }
    }
    if (pantryHit) {
      fromPantry++;
      if (slot.main !== undefined) mainFromPantry = true;
    } else if (!stapleHit && slot.need !== 'optional') toBuy++;
  }
  const share = (fromPantry + 0.25) / (fromPantry + toBuy + 0.25);
  return share ** 4 * (1 + 0.1 * fromPantry) * (mainFromPantry ? 1.5 : 1);
}

/** Exploring: dishes whose required slots can only be filled from the pantry are poor picks. */
export function exploreScore(c: Candidate, plan: Plan): number {
  let score = 1;
  const fits = slotFits(c);
  for (let s = 0; s < fits.length; s++) {
    if (c.pattern.slots[s]!.need !== 'required') continue;
    // (Slot fits already leave out slow cuts and cuisine misfits, which count as unusable here.)
    const onlyPantry = fits[s]!.every(
      ({ info }) => plan.banned.has(info.id) || (plan.pantry.has(info.id) && !info.ing.staple),
    );
    if (onlyPantry) score *= 0.1;
  }
  return score;
}

export function patternWeight(c: Candidate, plan: Plan): number {
  const p = c.pattern;
  let w = c.weight;
  w *= plan.mealType ? 1 : Math.max(...p.mealTypes.map((m) => MEAL_WEIGHT[m]));
  w *= plan.feedback.pattern.get(p.id) ?? 1;
  w *= plan.feedback.cuisine.get(c.cuisine) ?? 1;
  for (const tag of p.tags ?? []) w *= plan.tagBoost.get(tag) ?? 1;
  // A sweet direction is a strong hint about the kind of dish, not just its seasoning.
  if (p.sweet) w *= (plan.tagBoost.get('sweet') ?? 1) ** 2;
  // A food the cook asked for ('with mango') draws the dishes that can hold it.
  const wanted = plan.namedFoods.filter((f) => f.wanted);
  if (wanted.length) {
    const fits = slotFits(c);
    const holds = wanted.some((f) =>
      fits.some((list) => list.some(({ info }) => f.is(info) && !plan.banned.has(info.id))),
    );
    w *= holds ? 4 : 0.5;
  }
  // An occasion leans to dishes whose headline can be seafood, steak, lamb or duck, and away from
  // everyday breakfast dishes (an omelette for a date night).
  if (plan.labels.has('Occasion')) {
    if (plan.mealType !== 'breakfast' && p.mealTypes.includes('breakfast')) w *= 0.2;
    const fits = slotFits(c);
    const mains = new Set(mainSlotsOf(p));
    const premium = p.slots.some(
      (slot, s) =>
        mains.has(slot) && fits[s]!.some(({ info }) => !plan.banned.has(info.id) && OCCASION_MAIN.test(info.id)),
    );
    w *= premium ? 3 : 0.25;
  }
  if (plan.quick) {
    const minutes = p.prep + p.cook;
    w *= minutes <= 25 ? 3 : minutes <= 35 ? 1.5 : 0.5;
  }
  return w * pantryCoverage(c, plan);
}
