// Composing a batch: draw dish patterns (candidates.ts), fill their slots (slots.ts), add an accent
// (accent-choice.ts), write each one up (writing.ts, titles.ts) and serve only what the recipe critic passes.

import { critique } from '../critic/index';
import { BATCH_SIZE, type GenerationOptions, type RecipeInput } from '../../../shared/api/recipes';
import type { ChefContext } from '../types';
import { makePlan, seenTitles, type Plan } from './plan';
import { createRng, hashString } from './random';
import type { Item } from './ingredient-lines';
import { type Candidate, MAIN_MEALS, MEAL_WEIGHT, pantryMains } from './candidates';
import { prepare } from './prepare';
import { type BatchState, type Filled, fillDish } from './slots';
import { seenTitleWords, withoutSpecial } from './titles';
import { writeRecipe } from './writing';
import type { ComposedRecipe } from './model';
import { INFO_BY_ID } from './ingredients';

export type { ComposedRecipe } from './model';

/** Seed mixing: the same seed with different options should not line up the same choices. */
function batchSeed(options: GenerationOptions, seed: number): number {
  // Servings stay out of the key: changing them scales the same dishes.
  const key = [
    options.cuisine,
    options.mealType,
    options.maxCookingTime,
    options.texturePreference,
    options.creativeMode,
    options.creativeDirection,
    options.ignorePantry,
    options.specialIngredient,
  ].join('|');
  return hashString(key, seed >>> 0 || 1);
}

/**
 * Draft attempts per batch. Each failed draft blocks its dish/main pair, so narrow requests
 * (or a long load-more history) run out of new dishes within this and return fewer recipes.
 */
const MAX_ATTEMPTS = 48;
/** Dishes drafted per attempt when cooking from the pantry; the best-covered one is written up. */
const DRAFTS = 6;

/**
 * How well a draft suits the cook: the share of its non-staple ingredients they have, each
 * counted by how often they use it (always 1 ... rarely 5/8) and by their likes and dislikes.
 */
function pantryScore(filled: Filled, plan: Plan): number {
  let have = 0;
  let total = 0;
  const count = (item: Item) => {
    const info = item.info;
    if (!info || info.ing.staple || info === plan.special?.info) return;
    total++;
    const frequency = plan.pantry.get(info.id);
    // Having it at all matters most; how often it is used tips the balance.
    if (frequency) have += (0.5 + frequency / 8) * Math.min(2, plan.feedback.ingredient.get(info.id) ?? 1);
  };
  for (const item of filled.items.values()) count(item);
  for (const item of filled.accentItems) count(item);
  return total ? have / total : 1;
}

/** Non-staple pantry ingredients a draft uses. */
function pantryItems(filled: Filled, plan: Plan): number {
  let n = 0;
  for (const item of filled.items.values())
    if (item.info && !item.info.ing.staple && plan.pantry.has(item.info.id)) n++;
  for (const item of filled.accentItems) if (item.info && !item.info.ing.staple && plan.pantry.has(item.info.id)) n++;
  return n;
}

export interface ComposeSettings {
  /** Serve only what the recipe critic passes (default); false gives the unfiltered engine, for the bench. */
  critic?: boolean;
  /** The special ingredient may join any dish its kind suits, not only one with a slot for it. */
  anyDish?: boolean;
}

export function composeBatch(
  options: GenerationOptions,
  ctx: ChefContext,
  settings: ComposeSettings = {},
): ComposedRecipe[] {
  const useCritic = settings.critic !== false;
  const prepared = prepare(options, ctx, settings.anyDish);
  const plan: Plan = { ...prepared.plan, excluded: seenTitles(options) };
  const rng = createRng(batchSeed(options, ctx.seed));
  const candidates = prepared.candidates.map((c) => ({ ...c, failures: 0 }));
  const state: BatchState = {
    titles: new Set(),
    patternUse: new Map(),
    mainUse: new Map(),
    cuisineUse: new Map(),
    combos: new Set(),
    mainBlock: new Map(),
    words: new Map(),
    seen: plan.excluded.size,
  };
  for (const seen of plan.excluded) {
    for (const w of withoutSpecial(seenTitleWords(seen, plan.anyCuisine ? undefined : plan.cuisines[0]), plan))
      state.words.set(w, (state.words.get(w) ?? 0) + 1);
  }
  const out: ComposedRecipe[] = [];
  let rejected = 0;
  for (
    let attempt = 0;
    attempt < MAX_ATTEMPTS + Math.min(rejected, MAX_ATTEMPTS) && out.length < BATCH_SIZE;
    attempt++
  ) {
    // One recipe per dish pattern in a batch.
    const open = candidates.filter((c) => c.failures < 4 && !state.patternUse.has(c.pattern.id));
    // The request's first-choice dishes first: the cuisine's own (keepHome), with the texture of
    // their own. A reserve one is drafted when none of those is left, or, for a pantry search, when
    // none of them cooks from two pantry items (pantry first).
    const own = open.filter((c) => !c.reserve);
    const pools = own.length && own.length < open.length ? [own, open.filter((c) => c.reserve)] : [open];
    const weightOf = (cand: Candidate) => {
      let w = cand.prep.drawWeight;
      // Variety: a fresh dish beats a second version of one already in the batch.
      w *= 1 / (1 + 3 * (state.patternUse.get(cand.pattern.id) ?? 0));
      if (plan.anyCuisine) w *= 1 / (1 + 3 * (state.cuisineUse.get(cand.cuisine) ?? 0));
      return w;
    };
    // Draft a few dishes and keep the one that cooks most from the pantry (drafts are cheap).
    let c: Candidate | undefined;
    let filled: Filled | null = null;
    let bestScore = -1;
    // Until a draft cooks from two pantry items, a few more dishes are drafted (pantry first).
    let bestTwo = false;
    for (const [p, live] of pools.entries()) {
      if (p > 0 && c && (bestTwo || plan.ignorePantry)) break;
      // The draw pool is `live` less the dishes drafted so far. Drafts change no state weightOf
      // reads, so the weights hold for the whole attempt; a drafted dish's weight is set to 0,
      // which draws exactly as removing it would (a zero weight adds nothing and is never drawn).
      const poolWeights = live.map(weightOf);
      let poolSize = live.length;
      for (let draft = 0; draft < (bestTwo ? DRAFTS : 2 * DRAFTS) && poolSize; draft++) {
        const at = rng.weightedIndex(poolWeights, live.length);
        if (at < 0) break;
        const cand = live[at]!;
        poolWeights[at] = 0;
        poolSize--;
        const attemptFill = fillDish(cand, plan, prepared.tables, state, rng);
        if (!attemptFill) {
          cand.failures++;
          continue;
        }
        // Cooking from the pantry means at least two things the cook has, beyond staples.
        const two = pantryItems(attemptFill, plan) >= 2;
        const score = pantryScore(attemptFill, plan) * (two ? 1 : 0.05);
        if (score > bestScore) {
          bestScore = score;
          c = cand;
          filled = attemptFill;
          bestTwo = two;
        }
        if (plan.ignorePantry) break;
      }
    }
    if (!c || !filled) {
      if (!open.length) break;
      continue;
    }
    const mainId = filled.main?.item.info?.id ?? filled.main?.item.text ?? '';
    const combo = `${c.pattern.id}|${mainId}`;
    const block = () => {
      let set = state.mainBlock.get(c.pattern.id);
      if (!set) state.mainBlock.set(c.pattern.id, (set = new Set()));
      if (mainId) set.add(mainId);
      c.failures++;
    };
    if (state.combos.has(combo) || plan.feedback.avoid.has(combo)) {
      block();
      continue;
    }
    const mealType =
      plan.mealType ??
      rng.weighted(c.pattern.mealTypes, (m) =>
        pantryMains(plan) && !MAIN_MEALS.has(m) && c.pattern.mealTypes.some((x) => MAIN_MEALS.has(x))
          ? 0
          : MEAL_WEIGHT[m],
      ) ??
      c.pattern.mealTypes[0]!;
    const composed = writeRecipe(c, filled, plan, state, rng, mealType);
    // What a cook would object to is replaced, not served (the critic reads only the card).
    if (!composed) {
      block();
      continue;
    }
    if (
      useCritic &&
      critique(
        composed.recipe,
        options,
        out.map((o) => o.recipe),
      ).length
    ) {
      // Another draw of the same dish (accent, sides) may pass: count a failure, do not block its main yet.
      rejected++;
      if (++c.failures >= 3) block();
      continue;
    }
    // Two titles of one batch that say the same words in another order ('Cardamom Coconut Ladoo',
    // 'Coconut Ladoo with Cardamom') read as the same dish twice.
    const words = [...composed.titleWords].sort().join(' ');
    if (words && out.some((o) => [...o.titleWords].sort().join(' ') === words)) {
      rejected++;
      if (++c.failures >= 3) block();
      continue;
    }
    out.push(composed);
    state.titles.add(composed.recipe.title.toLowerCase());
    for (const w of composed.titleWords) state.words.set(w, (state.words.get(w) ?? 0) + 1);
    state.combos.add(combo);
    state.patternUse.set(c.pattern.id, (state.patternUse.get(c.pattern.id) ?? 0) + 1);
    state.cuisineUse.set(c.cuisine, (state.cuisineUse.get(c.cuisine) ?? 0) + 1);
    if (mainId) state.mainUse.set(mainId, (state.mainUse.get(mainId) ?? 0) + 1);
    // A second recipe of this pattern needs a different main.
    block();
    c.failures = Math.max(0, c.failures - 1);
  }
  return out;
}

/** A dish that holds a meat or fish special beside a meat or fish of its own. */
function secondMain(c: ComposedRecipe): boolean {
  const special = c.ingredients.find((i) => i.special);
  const flesh = (id: string) => {
    const info = INFO_BY_ID.get(id);
    return Boolean(info && (info.diet.meat || info.diet.fish));
  };
  return Boolean(special && flesh(special.id) && c.ingredients.some((i) => !i.special && flesh(i.id)));
}

/** A recipe with a note in front of its own (at most 8, the card's limit). */
function noted(recipe: RecipeInput, why: string): RecipeInput {
  return { ...recipe, notes: [why, ...(recipe.notes ?? [])].slice(0, 8) };
}

/** What a note calls the request: 'French snack', 'dish'. */
function requestName(options: GenerationOptions): string {
  const kitchen =
    options.cuisine && options.cuisine.toLowerCase() !== 'any'
      ? `${options.cuisine.charAt(0).toUpperCase()}${options.cuisine.slice(1).toLowerCase()} `
      : '';
  return `${kitchen}${options.mealType?.toLowerCase() ?? 'dish'}`;
}

/** The engine's synchronous core: at most BATCH_SIZE recipes, fewer when the options run out. */
export function generateBatch(
  options: GenerationOptions,
  ctx: ChefContext,
  settings: ComposeSettings = {},
): RecipeInput[] {
  const batch = withTexture(options, ctx, settings);
  const direction = options.creativeMode ? options.creativeDirection?.trim() : undefined;
  if (batch.length || !direction || settings.critic === false) return batch;
  // Never when the direction rules a food out (vegan, nut free, halal): a cook who cannot eat it is
  // not served it because nothing else fitted; the empty batch says so.
  const plain = { ...options, creativeMode: false, creativeDirection: undefined };
  const bannedWithout = makePlan(plain, ctx).banned;
  if ([...makePlan(options, ctx).banned].some((id) => !bannedWithout.has(id))) return batch;
  // No dish of the request can follow the creative direction (cook read 28: a 'protein-packed' French
  // snack within 15 minutes came back empty): the rest of the request is served, and the note says so.
  const why = `Direction: we have no ${requestName(options)} that is "${direction}" and fits the rest of this request yet, so these are made without it`;
  return withTexture(plain, ctx, settings).map((recipe) => noted(recipe, why));
}

function withTexture(options: GenerationOptions, ctx: ChefContext, settings: ComposeSettings): RecipeInput[] {
  const batch = withSpecial(options, ctx, settings);
  if (batch.length || !options.texturePreference || settings.critic === false) return batch;
  // No dish of the request gives the texture (cook read 24: a creamy French snack that is also
  // vegan came back empty, crème fraîche being the French cream): the rest of the request is served
  // without it, and the note says so rather than leaving the cook with nothing.
  const texture = options.texturePreference.toLowerCase();
  const why = `Texture: we have no ${texture} ${requestName(options)} that fits the rest of this request yet, so these are not ${texture}`;
  return withSpecial({ ...options, texturePreference: undefined }, ctx, settings).map((recipe) => noted(recipe, why));
}

function withSpecial(options: GenerationOptions, ctx: ChefContext, settings: ComposeSettings): RecipeInput[] {
  const batch = composeBatch(options, ctx, settings).map((c) => c.recipe);
  if (batch.length || !options.specialIngredient?.trim() || settings.critic === false) return batch;
  // Every dish with a slot for the special failed (too few for this request): it joins another dish
  // its kind suits with a step of its own, before the honest note.
  // A meat or fish special is not set beside another dish's meat or fish (pork belly stirred into a
  // seared chicken): that is two mains, not a dish; the honest note below serves instead.
  const joined = composeBatch(options, ctx, { ...settings, anyDish: true })
    .filter((c) => !secondMain(c))
    .map((c) => c.recipe);
  if (joined.length) return joined;
  // The special ingredient fits no dish of this request (duck for dessert): say so, and offer the
  // closest honest alternative, the same request without it.
  const special = options.specialIngredient.trim();
  // Named with its cuisine: avocado has a place in lunches, just not in any Indian one we make (seventh read).
  const what = requestName(options);
  // The cook's own direction may rule it out (salmon in a vegetarian dinner): say that, not the meal type.
  const plan = makePlan(options, ctx);
  const info = plan.special?.info;
  const ruledOut = Boolean(info && options.creativeMode && plan.banned.has(info.id));
  // Or the time: a tofu mousse sets in 50 minutes, so a 30-minute dessert search cannot hold it.
  const untimed =
    !ruledOut && options.maxCookingTime !== undefined
      ? composeBatch({ ...options, maxCookingTime: undefined }, ctx, settings)
      : [];
  const quickest = untimed.length ? Math.min(...untimed.map((c) => c.recipe.cookingTime)) : undefined;
  const why = ruledOut
    ? `Special ingredient: ${special} does not fit the direction "${options.creativeDirection?.trim()}", so this one is made without it`
    : quickest !== undefined
      ? // Scoped to the chef's own dishes (seventeenth read: 'every Japanese snack we make with avocado takes
        // longer than 15 minutes' read as a claim that avocado needs cooking; cook read 22: 'allow more
        // time to cook with mango' read the same way).
        `Special ingredient: our quickest ${what} with ${special} takes ${quickest} minutes, more than the ${options.maxCookingTime} asked, so this one is made without it; allow ${quickest} minutes or more for a dish with ${special}`
      : // What the chef has, not a claim about the world (sixteenth read: 'sweet potato has no place
        // in any Asian dessert' read as false, candied sweet potato being one).
        `Special ingredient: we have no ${what} recipe with ${special} yet, so this one is made without it; try ${special} with another meal type`;
  return composeBatch({ ...options, specialIngredient: undefined }, ctx, settings).map(({ recipe }) =>
    noted(recipe, why),
  );
}
