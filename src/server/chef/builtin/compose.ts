// Composing a batch: choose dish patterns the pantry can cook, fill their slots
// (pantry first, then staples, then a sensible buy), add an accent, write it up.

import { critique } from '../critic/index';
import { BATCH_SIZE, type GenerationOptions, type MealType, type RecipeInput } from '../../../shared/api/recipes';
import type { ChefContext, ChefRecipe } from '../types';
import { CUISINES, type Cuisine, type IngredientCategory } from '../../../shared/kitchen/types';
import { INFO_BY_ID, INGREDIENTS, titleCase, type IngredientInfo } from './ingredients';
import { candidatesFor, USABLE_ACCENTS } from './indexes';
import type { Accent, DishPattern, Slot } from './model';
import { nutritionPerServing } from './nutrition';
import { PATTERNS } from './patterns';
import { makePlan, seenTitles, type Plan } from './plan';
import { directionAdditions, directionNotes } from './directions';
import { canGiveTexture, textureAddition } from './textures';
import { ENERGY_BANDS, energyViolation, realIngredientCount } from './quality';
import { titleWords, wordCap } from './variety';
import { createRng, hashString, type Rng } from './random';
import {
  cookPhrase,
  defaultPrep,
  formatLine,
  itemName,
  renderStep,
  renderTitle,
  tidySentence,
  type Item,
  type RenderScope,
} from './render';

/** What the bench and tests can inspect beyond the public recipe. */
export interface ComposedRecipe {
  recipe: ChefRecipe;
  /** The special ingredient is in the dish (false when there was none or it could not be used). */
  specialUsed: boolean;
  /** The title's words beyond its main ingredient and cuisine (what the variety cap counts). */
  titleWords: string[];
  patternId: string;
  mainId?: string;
  accentId?: string;
  /** Every catalogue ingredient used: from the pantry? a staple? the special? and its slot ('veg:required', 'accent', 'extra'). */
  ingredients: { id: string; fromPantry: boolean; staple: boolean; special: boolean; slot: string }[];
}

// ---------------------------------------------------------------------------
// Cuisine fit

/** Cuisines whose ingredients sit naturally in another's dishes. */
const RELATED: Record<Cuisine, readonly Cuisine[]> = {
  italian: ['mediterranean', 'french'],
  french: ['italian', 'mediterranean'],
  mediterranean: ['italian', 'french', 'indian'],
  mexican: ['american'],
  american: ['mexican', 'italian', 'french'],
  asian: ['japanese', 'indian'],
  japanese: ['asian'],
  indian: ['mediterranean', 'asian'],
};

/** Flavour-carrying categories must fit the cuisine (no miso in a carbonara unless creative). */
const STRICT_CATEGORIES = new Set<IngredientCategory>([
  'Herbs & Spices',
  'Oils & Condiments',
  'Dairy & Eggs',
  'Grains & Starches',
]);

/** 1.5 tagged for the cuisine, 1 universal, 0.8 a related cuisine, 0.3 a stranger (0 if strict). */
function cuisineFit(info: IngredientInfo, fit: ReadonlySet<Cuisine>, related: ReadonlySet<Cuisine>): number {
  if (info.cuisines.size === 0) return 1;
  let best = 0;
  for (const c of info.cuisines) {
    if (fit.has(c)) return 1.5;
    if (related.has(c)) best = 0.8;
  }
  if (best) return best;
  return STRICT_CATEGORIES.has(info.ing.category) ? 0 : 0.3;
}

// ---------------------------------------------------------------------------
// Candidates

interface Candidate {
  pattern: DishPattern;
  /** The recipe's cuisine (what the cook asked for). */
  cuisine: Cuisine;
  /** Where an accent must come from (creative mode); null means an optional same-cuisine accent. */
  accentFrom: readonly Cuisine[] | null;
  fit: ReadonlySet<Cuisine>;
  related: ReadonlySet<Cuisine>;
  weight: number;
  /** Per batch: drafts of this dish that failed (composeBatch works on per-batch copies). */
  failures: number;
  /** What the plan fixes about the dish: its draw weight, time budget, special slot, accents (see Prepared). */
  prep: DishPrep;
}

/** Dishes with the asked texture that make a request's draw on their own (fewer: others join with a topping). */
const TEXTURE_DISHES = 12;

const MEAL_WEIGHT: Record<MealType, number> = { dinner: 3, lunch: 2.5, breakfast: 1.5, snack: 1, dessert: 1 };
const TEXTURE_ROOT = { crispy: 'crisp', creamy: 'cream', tender: 'tender', crunchy: 'crunch' } as const;
const TEXTURE_WORD = { crispy: 'Crispy', creamy: 'Creamy', tender: 'Tender', crunchy: 'Crunchy' } as const;

/** Extra minutes a slow-cooking main adds to a long-cooked dish (lamb in a tagine). */
function extraMinutes(info: IngredientInfo | undefined, pattern: DishPattern, slot: Slot): number {
  if (!info || slot.main === undefined) return 0;
  const long =
    (pattern.method === 'simmer' || pattern.method === 'braise') && pattern.cook >= 25 && slot.cut !== 'strips';
  if (long && (info.kinds.has('lamb') || (info.kinds.has('beef') && !info.kinds.has('ground')))) return 25;
  return 0;
}

function baseMinutes(pattern: DishPattern, servings: number): number {
  return pattern.prep + pattern.cook + (servings >= 6 ? 5 : 0);
}

/** Can the dish be cooked at all under the diet (ignoring the pantry)? */
function dietFeasible(pattern: DishPattern, plan: Plan): boolean {
  return pattern.slots.every(
    (slot) =>
      slot.need !== 'required' || candidatesFor(slot).some((i) => !plan.banned.has(i.id) || plan.special?.info === i),
  );
}

/** Ingredients at home in a sweet dish: fruit, nuts, sweeteners, chocolate, sweet dairy, warm spices. */
const SWEET_KINDS = ['sweet', 'honey', 'syrup', 'sugar', 'jam', 'chocolate', 'yogurt', 'milk', 'cream', 'nut', 'seed'];
const SWEET_IDS = new Set([
  'ricotta',
  'mascarpone',
  'cream-cheese',
  'cinnamon',
  'cardamom',
  'ground-ginger',
  'nutmeg',
  'vanilla-extract',
  'oats',
]);
function sweetFriendly(info: IngredientInfo): boolean {
  if (info.diet.meat || info.diet.fish) return false;
  if (info.roles.has('fruit') || info.roles.has('nut') || SWEET_IDS.has(info.id)) return true;
  return SWEET_KINDS.some((k) => info.kinds.has(k as never));
}

function slotAccepts(slot: Slot, info: IngredientInfo): boolean {
  return candidatesFor(slot).includes(info);
}

/** Cuisine sets per (dish cuisine, asked cuisine) pair, built once rather than per request. */
const FIT_SETS = new Map<string, { fit: ReadonlySet<Cuisine>; related: ReadonlySet<Cuisine> }>();
for (const a of CUISINES) {
  for (const b of CUISINES) {
    FIT_SETS.set(`${a}|${b}`, { fit: new Set([a, b]), related: new Set([...RELATED[a], ...RELATED[b]]) });
  }
}

/**
 * Dishes that travel: a plain frame (fruit, eggs, toast, a bowl) that takes another cuisine's
 * flavours well. A cuisine with few dishes for a meal type borrows them, always with one of its
 * own accents, so the dish and its title carry the cuisine asked for ('Miso-Caramel Yogurt Parfait').
 */
const ADAPTABLE = new Set([
  'italian-roasted-fruit',
  'american-crumble',
  'american-oatmeal',
  'american-pancakes',
  'american-smoothie',
  'mediterranean-yogurt-parfait',
  'mediterranean-poached-fruit',
  'mexican-fruit-cups',
  'french-crepes',
  'french-pain-perdu',
  'american-energy-bites',
  'french-omelette',
  'italian-frittata',
  'french-tartine',
  'mediterranean-flatbread',
  'american-roasted-chickpeas',
  'american-deviled-eggs',
  'american-chopped-salad',
  'mediterranean-grain-bowl',
  'american-breakfast-hash',
  'french-quick-seared',
  'french-warm-salad',
  'american-wraps',
]);

const MAIN_MEALS: ReadonlySet<MealType> = new Set(['dinner', 'lunch']);

/** A pantry search with no meal type: main dishes only. */
function pantryMains(plan: Plan): boolean {
  return !plan.mealType && !plan.ignorePantry && plan.pantry.size > 0;
}

function buildCandidates(plan: Plan): Candidate[] {
  const out: Candidate[] = [];
  const push = (pattern: DishPattern, cuisine: Cuisine, accentFrom: readonly Cuisine[] | null, weight: number) => {
    const { fit, related } = FIT_SETS.get(`${pattern.cuisine}|${cuisine}`)!;
    out.push({ pattern, cuisine, accentFrom, fit, related, weight, failures: 0, prep: newDishPrep() });
  };
  for (const pattern of PATTERNS) {
    if (plan.mealType && !pattern.mealTypes.includes(plan.mealType)) continue;
    if (plan.maxTime !== undefined && baseMinutes(pattern, plan.servings) > plan.maxTime) continue;
    if (!dietFeasible(pattern, plan)) continue;
    // Creative mode keeps the cuisine: its twist is an accent from the same cuisine, or from
    // the cuisines the direction names ('a Japanese twist').
    const named = plan.directionCuisines;
    if (plan.anyCuisine) {
      push(pattern, pattern.cuisine, plan.creative ? (named.length ? named : [pattern.cuisine]) : null, 1);
    } else {
      const target = plan.cuisines[0]!;
      if (pattern.cuisine === target)
        push(pattern, target, plan.creative ? (named.length ? named : [target]) : null, 1);
      // A travelling dish (or, in creative mode, a dish of a cuisine the direction names) with this cuisine's flavours.
      else if (plan.creative && named.length ? named.includes(pattern.cuisine) : ADAPTABLE.has(pattern.id))
        push(pattern, target, [target], 0.25);
    }
  }
  let list = out;
  if (pantryMains(plan)) {
    // Pantry first (issue 23): with no meal type, a cook searching their pantry wants a main dish
    // built on it, not a dessert or a snack.
    const mains = list.filter((c) => c.pattern.mealTypes.some((m) => MAIN_MEALS.has(m)));
    if (mains.length) list = mains;
  }
  if (plan.texture) {
    const texture = plan.texture;
    const withTexture = list.filter((c) => c.pattern.textures.includes(texture));
    // Too few dishes with the texture for full batches and load-more: dishes a topping (or their
    // own braise or simmer) gives it join at a lower weight (textures.ts).
    if (withTexture.length >= TEXTURE_DISHES) list = withTexture;
    else if (withTexture.length) {
      const joining = list.filter(
        (c) => !c.pattern.textures.includes(texture) && canGiveTexture(c.pattern, texture, c.cuisine),
      );
      for (const c of joining) c.weight *= 0.3;
      list = [...withTexture, ...joining];
    }
  }
  const special = plan.special?.info;
  if (special) {
    const fitting = list.filter((c) => c.pattern.slots.some((s) => slotAccepts(s, special)));
    if (fitting.length) list = fitting;
    // No slot takes it: it joins a dish with a step of its own, and only a dish it suits. Savoury
    // things (meat, vegetables, cheese) never go into a sweet dish; when only sweet dishes are left
    // (duck for dessert) the list is empty and generateBatch says so honestly.
    else if (!sweetFriendly(special)) list = list.filter((c) => !c.pattern.sweet);
  }
  return list;
}

// ---------------------------------------------------------------------------
// Weights

function ingredientWeight(info: IngredientInfo, plan: Plan): number {
  let w = plan.feedback.ingredient.get(info.id) ?? 1;
  if (plan.kindBoost.size) {
    for (const k of info.kinds) {
      const b = plan.kindBoost.get(k);
      if (b !== undefined) w *= b;
    }
  }
  const named = plan.idBoost.get(info.id);
  if (named) w *= named;
  return w;
}

// An ingredient is allowed in a dish unless the plan bans it, or it is a slow cut and the dish
// is not made for one: slotFits() applies the second rule, plan.banned / PlanTables the first.

/**
 * How well the pantry covers a pattern, as the share of its ingredients the cook already
 * has: slots the pantry can fill count for, needed slots nothing on hand can fill count
 * against (each is a purchase). Cubed, so dishes cookable from the pantry win clearly.
 */
function pantryCoverage(c: Candidate, plan: Plan): number {
  if (plan.ignorePantry) return exploreScore(c, plan);
  let fromPantry = 0;
  let toBuy = 0;
  let mainFromPantry = false;
  const fits = slotFits(c);
  for (let s = 0; s < fits.length; s++) {
    const slot = c.pattern.slots[s]!;
    let pantryHit = Boolean(plan.special?.info && slotAccepts(slot, plan.special.info));
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
function exploreScore(c: Candidate, plan: Plan): number {
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

function patternWeight(c: Candidate, plan: Plan): number {
  const p = c.pattern;
  let w = c.weight;
  w *= plan.mealType ? 1 : Math.max(...p.mealTypes.map((m) => MEAL_WEIGHT[m]));
  w *= plan.feedback.pattern.get(p.id) ?? 1;
  w *= plan.feedback.cuisine.get(c.cuisine) ?? 1;
  for (const tag of p.tags ?? []) w *= plan.tagBoost.get(tag) ?? 1;
  // A sweet direction is a strong hint about the kind of dish, not just its seasoning.
  if (p.sweet) w *= (plan.tagBoost.get('sweet') ?? 1) ** 2;
  if (plan.quick) {
    const minutes = p.prep + p.cook;
    w *= minutes <= 25 ? 3 : minutes <= 35 ? 1.5 : 0.5;
  }
  return w * pantryCoverage(c, plan);
}

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
const INFO_INDEX = new Map(INGREDIENTS.map((info, i) => [info, i]));

/**
 * What the pattern and catalogue alone fix about an ingredient in a slot, for a dish cooked
 * as one cuisine: no plan involved, so it is built once per (pattern, cuisine) and shared by
 * every request. Ingredients the slot can never take for that cuisine (a slow cut outside a
 * slow dish, a cuisine misfit) are left out.
 */
interface SlotFit {
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
const SLOT_FITS = new WeakMap<DishPattern, Map<Cuisine, SlotFit[][]>>();

function slotFits(c: Candidate): SlotFit[][] {
  const pattern = c.pattern;
  let byCuisine = SLOT_FITS.get(pattern);
  if (!byCuisine) SLOT_FITS.set(pattern, (byCuisine = new Map()));
  let fits = byCuisine.get(c.cuisine);
  if (!fits) {
    fits = pattern.slots.map((slot) => {
      const out: SlotFit[] = [];
      for (const info of candidatesFor(slot)) {
        if (info.kinds.has('slow') && !pattern.slow) continue;
        const fit = cuisineFit(info, c.fit, c.related);
        if (fit === 0) continue;
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
interface PlanTables {
  banned: Uint8Array;
  /** ingredientWeight(). */
  weight: Float64Array;
  /** Feedback weight under DISLIKED. */
  disliked: Uint8Array;
  inPantry: Uint8Array;
  /** The pantry weight, or STAPLE_WEIGHT when it is not in the pantry. */
  pantryWeight: Float64Array;
}

function planTables(plan: Plan): PlanTables {
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

interface DishPrep {
  /** patternWeight(): how likely a draft draws the dish, before the batch's variety factors. */
  drawWeight: number;
  /** Minutes a slow-cooking main may add within maxTime (Infinity without one). */
  budget: number;
  /** The slot the special ingredient takes (null: none fits); undefined until first asked. */
  specialSlot?: Slot | null;
  accents?: readonly AccentChoice[];
}

function newDishPrep(): DishPrep {
  return { drawWeight: 0, budget: Infinity };
}

function specialSlotOf(c: Candidate, special: IngredientInfo): Slot | undefined {
  if (c.prep.specialSlot === undefined) {
    const fitting = c.pattern.slots.filter((s) => slotAccepts(s, special));
    c.prep.specialSlot =
      fitting.filter((s) => s.main !== undefined).sort((a, b) => a.main! - b.main!)[0] ?? fitting[0] ?? null;
  }
  return c.prep.specialSlot ?? undefined;
}

interface Prepared {
  /** The plan without seen titles (excluded is empty): composeBatch adds the batch's own. */
  plan: Plan;
  /** Templates: composeBatch copies them per batch (failures are per batch). */
  candidates: readonly Candidate[];
  tables: PlanTables;
}

/** Bounded LRU of prepared requests. An entry is a plan, at most ~100 dishes and a few small tables: tens of kilobytes. */
const PREPARED = new Map<string, Prepared>();
const PREPARED_MAX = 32;

const PANTRY_FIELDS = ['ingredientId', 'frequency'];
const FEEDBACK_FIELDS = ['recipeTitle', 'cuisine', 'ingredients', 'feedback'];

/** Every input makePlan and buildCandidates read, except the seen titles; strings quoted so nothing collides. */
function preparedKey(options: GenerationOptions, ctx: ChefContext): string {
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

function prepare(options: GenerationOptions, ctx: ChefContext): Prepared {
  const key = preparedKey(options, ctx);
  let prepared = PREPARED.get(key);
  if (prepared) {
    // Most recently used last.
    PREPARED.delete(key);
    PREPARED.set(key, prepared);
    return prepared;
  }
  const plan = makePlan({ ...options, excludedRecipes: [] }, ctx);
  const candidates = buildCandidates(plan);
  for (const c of candidates) {
    c.prep.drawWeight = patternWeight(c, plan);
    c.prep.budget = plan.maxTime === undefined ? Infinity : plan.maxTime - baseMinutes(c.pattern, plan.servings);
  }
  prepared = { plan, candidates, tables: planTables(plan) };
  PREPARED.set(key, prepared);
  if (PREPARED.size > PREPARED_MAX) PREPARED.delete(PREPARED.keys().next().value!);
  return prepared;
}

// ---------------------------------------------------------------------------
// Filling slots

interface BatchState {
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

interface Filled {
  items: Map<string, Item>;
  main?: { key: string; item: Item };
  accent?: Accent;
  accentItems: Item[];
  extraMinutes: number;
}

const STAPLE_WEIGHT = 3;
/** How far portions may move to land a dish in its energy band. */
const MIN_PORTION = 0.6;
const MAX_PORTION = 1.6;
/** Feedback multiplier below which an ingredient counts as disliked. */
const DISLIKED = 0.35;

/**
 * Purchases for 'preferred' slots a recipe may make when cooking from the pantry: the first
 * one (slots are listed by importance) is bought, the rest are left out so the dish leans on
 * what the cook has.
 */
const PREFERRED_PURCHASES = 1;

/**
 * Scratch lists for pickForSlot: the open options and one draw's candidates and weights.
 * pickForSlot fills them from index 0 and reads only what it filled in the same call (the
 * engine is synchronous), which spares a few arrays per slot on every draft.
 */
const OPEN: SlotFit[] = [];
const DRAW: SlotFit[] = [];
const DRAW_WEIGHTS: number[] = [];

/** Is this ingredient already in the dish? (A dish holds a dozen at most: a scan beats a Set.) */
function isUsed(used: readonly IngredientInfo[], info: IngredientInfo): boolean {
  for (let i = 0; i < used.length; i++) if (used[i] === info) return true;
  return false;
}

function pickForSlot(
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

/**
 * What the engine needs of an accent, read once: for clashes(), its non-staple ids and whether
 * it brings a cheese; for its ingredient lines, each item's catalogue entry and preparation.
 */
const ACCENT_TRAITS = new Map(
  USABLE_ACCENTS.map((a) => {
    const infos = a.items.map((item) => INFO_BY_ID.get(item.id)!);
    return [
      a,
      {
        ids: new Set(infos.filter((i) => !i.ing.staple).map((i) => i.id)),
        cheese: infos.some((i) => i.kinds.has('cheese')),
        items: a.items.map((item, i) => ({
          info: infos[i]!,
          g: item.g,
          prep: item.prep ?? defaultPrep(infos[i]!, undefined),
        })),
      },
    ];
  }),
);

/**
 * Accents share no ingredient (and no cheese) with the dish, so a layer never doubles an item.
 * A staple both use (butter for the crêpes and for the caramel) shares one line instead.
 */
function clashes(accent: Accent, items: ReadonlyMap<string, Item>): boolean {
  const traits = ACCENT_TRAITS.get(accent)!;
  for (const { info } of items.values()) {
    if (info && (traits.ids.has(info.id) || (traits.cheese && info.kinds.has('cheese')))) return true;
  }
  return false;
}

const NOT_SWEET = new Set([
  'red-chili',
  'jalapeno',
  'serrano',
  'chili-powder',
  'cayenne',
  'red-pepper-flakes',
  'dried-chilies',
  'gochujang',
  'sriracha',
  'hot-sauce',
  'chipotle-in-adobo',
  'kimchi',
  'smoked-paprika',
  'paprika',
  'black-pepper',
  'cumin',
  'garlic',
  'onion',
  'soy-sauce',
  'miso-paste',
]);

/** An accent a dish may take under the plan, with what the plan fixes about it. */
interface AccentChoice {
  accent: Accent;
  weight: number;
  /** Exploring: made of things the cook does not have yet (staples aside). */
  fresh: boolean;
  /** Cooking from the pantry: everything in it is on hand (or a staple). */
  onHand: boolean;
}

/** The accents a dish may take under the plan (sweetness, cuisine, diet), before clashes with its items. */
function accentChoices(c: Candidate, plan: Plan): readonly AccentChoice[] {
  if (c.prep.accents) return c.prep.accents;
  const sweet = Boolean(c.pattern.sweet);
  const from = c.accentFrom ?? [c.pattern.cuisine];
  const preferred = plan.directionCuisines.filter((d) => from.includes(d));
  const onHandItem = (item: Accent['items'][number]) => plan.pantry.has(item.id) || INFO_BY_ID.get(item.id)!.ing.staple;
  const weightOf = (a: Accent) => {
    let w = 1;
    for (const t of a.tags) w *= plan.tagBoost.get(t) ?? 1;
    for (const item of a.items) w *= plan.feedback.ingredient.get(item.id) ?? 1;
    if (!plan.ignorePantry) {
      // Cooking from the pantry: accents the cook can make from what they have win clearly.
      const have = a.items.filter(onHandItem).length;
      w *= (1 + (4 * have) / a.items.length) ** 2;
    }
    return w;
  };
  c.prep.accents = USABLE_ACCENTS.filter(
    (a) =>
      a.sweet === sweet &&
      // No chilli, smoke or pepper on a sweet dish (issue 23), whatever its cuisine's accents.
      !(sweet && a.items.some((item) => NOT_SWEET.has(item.id))) &&
      (preferred.length ? preferred : from).includes(a.cuisine) &&
      a.items.every((item) => !plan.banned.has(item.id)),
  ).map((accent) => ({
    accent,
    weight: weightOf(accent),
    fresh: accent.items.every((item) => !plan.pantry.has(item.id) || INFO_BY_ID.get(item.id)!.ing.staple),
    onHand: accent.items.every(onHandItem),
  }));
  return c.prep.accents;
}

function pickAccent(choices: readonly AccentChoice[], rng: Rng): Accent | undefined {
  const weights = choices.map((a) => a.weight);
  return choices[rng.weightedIndex(weights, choices.length)]?.accent;
}

function chooseAccent(
  c: Candidate,
  plan: Plan,
  rng: Rng,
  items: ReadonlyMap<string, Item>,
): Accent | undefined | 'fail' {
  const choices = accentChoices(c, plan);
  if (!c.accentFrom && !plan.ignorePantry) {
    // The common case, cooking from the pantry without a creative accent: the general path
    // below, with the usable accents filtered in one go (on hand first, the cheaper test) and
    // the list built only when the 1-in-5 draw asks for it. Same draws: rng.next() runs
    // exactly when some accent is available.
    const available = (a: AccentChoice) => a.onHand && !clashes(a.accent, items);
    if (!choices.some(available) || rng.next() > 0.2) return undefined;
    return pickAccent(choices.filter(available), rng);
  }
  let usable = choices.filter((a) => !clashes(a.accent, items));
  if (plan.ignorePantry) {
    // Exploring: accents made of things the cook does not have yet (a creative pairing
    // needs one, so it may fall back to any).
    const fresh = usable.filter((a) => a.fresh);
    if (fresh.length || !c.accentFrom) usable = fresh;
  }
  if (c.accentFrom) return pickAccent(usable, rng) ?? 'fail';
  // Same-cuisine accents are an occasional variation, and only from what is on hand.
  const available = plan.ignorePantry ? usable : usable.filter((a) => a.onHand);
  if (!available.length || rng.next() > 0.2) return undefined;
  return pickAccent(available, rng);
}

/** Strong spices are used by the pinch whatever the slot says: grams per serving at most. */
const MAX_GRAMS_PER_SERVING: Record<string, number> = {
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
function portionFactor(info: IngredientInfo, slot: Slot): number {
  if (slot.main !== undefined && slot.g >= 90 && info.kinds.has('legume')) return 0.8;
  if (slot.g >= 60 && info.kinds.has('dried-fruit')) return 0.35;
  if (slot.g >= 25 && info.kinds.has('hard-cheese')) return 0.5;
  if (slot.g >= 60 && info.kinds.has('cured')) return 0.4;
  if (slot.g >= 100 && info.kinds.has('paneer')) return 0.7;
  if (slot.g >= 12 && info.kinds.has('vinegar')) return 0.5;
  return 1;
}

/** Small or leafy things keep their own note: nobody dices peas or spinach. */
const OWN_PREP = new Set([
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

function prepFor(info: IngredientInfo, slot: Slot): string | undefined {
  const own =
    OWN_PREP.has(info.id) || info.kinds.has('leafy') || info.kinds.has('legume') || info.kinds.has('soft-herb');
  return own || !slot.prep ? defaultPrep(info, slot.cut) : slot.prep;
}

function gramsPerServing(info: IngredientInfo, slot: Slot): number {
  return Math.min(slot.g * portionFactor(info, slot), MAX_GRAMS_PER_SERVING[info.id] ?? Infinity);
}

function slotGrams(info: IngredientInfo, slot: Slot, plan: Plan): number {
  return gramsPerServing(info, slot) * plan.servings;
}

function fillDish(c: Candidate, plan: Plan, tables: PlanTables, state: BatchState, rng: Rng): Filled | null {
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
const MAIN_SLOTS = new WeakMap<DishPattern, Slot[]>();
function mainSlotsOf(pattern: DishPattern): Slot[] {
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

function titleName(item: Item, plural: boolean): string {
  if (!item.info) return titleCase(itemName(item));
  return plural ? titleCase(item.info.textName) : item.info.titleName;
}

function difficultyOf(pattern: DishPattern, steps: number, minutes: number): RecipeInput['difficulty'] {
  const methodScore: Record<string, number> = { raw: 0, boil: 0, steam: 0, fry: 2, braise: 2 };
  let score = methodScore[pattern.method] ?? 1;
  if (pattern.hard) score += 2;
  if (steps >= 8) score += 1;
  if (minutes >= 50) score += 1;
  return score <= 1 ? 'easy' : score <= 3 ? 'medium' : 'hard';
}

/** The sentence that brings in an ingredient the dish had no slot for. */
/** The step that brings a special ingredient with no slot into the dish, by how the dish is finished. */
function extraStep(name: string, pattern: DishPattern): string {
  const dish = pattern.servedAs ?? pattern.dish.toLowerCase();
  switch (pattern.finish) {
    case 'stir':
      return `Stir the ${name} into the ${dish} and simmer for 1-2 minutes so it takes on the flavours; taste and adjust the seasoning.`;
    case 'fold':
      return `Fold the ${name} gently through the ${dish}.`;
    case 'toss':
      return `Add the ${name} to the ${dish} and toss to combine.`;
    case 'fill':
      return `Share the ${name} between the ${dish} with the other fillings.`;
    default:
      return `Arrange the ${name} over the ${dish}.`;
  }
}

/** Free-text special ingredients that want a pan of their own (jackfruit, seitan, a sausage). */
const NEEDS_PAN =
  /\b(jackfruit|seitan|sausages?|meat|steak|fish|prawns?|crab|lobster|octopus|plantains?|halloumi|gnocchi|dumplings?|bratwurst|chorizo|venison|rabbit|quail|goose|bison|boar|tempeh|tofu|mushrooms?)\b/i;
/** ...unless they are a finishing touch (truffle oil, mushroom powder). */
const FINISHING = /\b(oil|salt|powder|sauce|paste|flakes|dust|zest|seasoning|spice|sprinkles?)\b/i;

/** Default grams per serving for a catalogue special ingredient that has no slot in the dish. */
function extraGrams(info: IngredientInfo): number {
  return Math.min(extraGramsByKind(info), MAX_GRAMS_PER_SERVING[info.id] ?? Infinity);
}

function extraGramsByKind(info: IngredientInfo): number {
  const k = info.kinds;
  if (info.roles.has('protein')) return 80;
  if (k.has('cheese')) return 20;
  if (info.roles.has('vegetable') || info.roles.has('fruit')) return 50;
  if (info.roles.has('spice') || info.roles.has('herb')) return info.ing.unit.grams < 3 ? 0.5 : 1.5;
  if (info.roles.has('nut')) return 10;
  return 10;
}

/** Where a special ingredient cooked in its own pan goes: into the dish by name ('tuck it into the tacos'). */
function specialInto(pattern: DishPattern): string {
  const dish = pattern.servedAs ?? pattern.dish.toLowerCase();
  switch (pattern.finish) {
    case 'fill':
      return `tuck it into the ${dish} with the filling`;
    case 'fold':
      return `fold it through the ${dish}`;
    case 'toss':
      return `toss it through the ${dish}`;
    default:
      return `stir it into the ${dish}`;
  }
}

/** The special ingredient was in a slot but no step names it (it is added with its own step). */
function specialNamedInPattern(steps: readonly string[], info: IngredientInfo): boolean {
  const name = info.stepName.toLowerCase();
  return steps.some((s) => s.toLowerCase().includes(name));
}

/**
 * Title words without the special ingredient's: every title of a special-ingredient search names it,
 * so it is what was asked for (like the cuisine), not a word the variety cap should count.
 */
function withoutSpecial(words: string[], plan: Plan): string[] {
  const special = plan.special;
  if (!special) return words;
  const name = (special.info ? special.info.titleName : (special.name ?? special.text)).toLowerCase();
  const specialWords = new Set(titleWords(name));
  return specialWords.size ? words.filter((w) => !specialWords.has(w)) : words;
}

/** Everyday names of travelling dishes, for when they are served outside their home cuisine. */
const BORROWED_NAMES: [RegExp, string][] = [
  [/\bPain Perdu\b/g, 'French Toast'],
  [/\bFrench Crêpes\b/g, 'Thin Pancakes'],
  [/\bCrêpes\b/g, 'Thin Pancakes'],
  [/\bFrench Omelette\b/g, 'Omelette'],
  [/\bFrittata\b/g, 'Oven Omelette'],
];
function borrowedTitle(title: string): string {
  let t = title;
  for (const [re, name] of BORROWED_NAMES) t = t.replace(re, name);
  return t;
}

function writeRecipe(
  c: Candidate,
  filled: Filled,
  plan: Plan,
  state: BatchState,
  rng: Rng,
  mealType: MealType,
): ComposedRecipe | null {
  const pattern = c.pattern;
  // Portions: a dish lands in its meal type's energy band (a breakfast is not 34 kcal of
  // miso and water). Every amount scales alike, within reason; a dish that cannot get there
  // with sensible portions is not served.
  const band = ENERGY_BANDS[mealType];
  const light = plan.labels.has('Light');
  const portion = [...filled.items.values(), ...filled.accentItems];
  const estimate = nutritionPerServing(
    portion.map((i) => ({ info: i.info, grams: i.grams })),
    plan.servings,
  ).calories;
  let portionFactor = 1;
  if (estimate > band[1] * 0.95) portionFactor = (band[1] * 0.9) / estimate;
  else if (!light && estimate < band[0] * 1.08) portionFactor = (band[0] * 1.15) / Math.max(1, estimate);
  else if (light && estimate > (band[0] + band[1]) / 2) portionFactor = 0.85;
  portionFactor = Math.min(MAX_PORTION, Math.max(MIN_PORTION, portionFactor));
  if (portionFactor !== 1) for (const item of portion) if (!item.asNeeded) item.grams *= portionFactor;

  const aliases = new Map<string, Item>();
  if (filled.main) aliases.set('main', filled.main.item);
  filled.accentItems.forEach((item, i) => aliases.set(`a${i}`, item));
  const scope: RenderScope = { slots: filled.items, method: pattern.method, aliases };

  const rendered = pattern.steps.map((t, index) => ({ index, text: renderStep(t, scope) })).filter((s) => s.text);
  const steps = rendered.map((s) => s.text!);
  const insertBeforeLast = (step: string | null) => {
    if (step) steps.splice(Math.max(0, steps.length - 1), 0, step);
  };
  // Extras go before the step that assembles or cooks a filled or folded dish. Runs before
  // the accent is added, so template indices still line up with the rendered steps.
  const insertExtra = (step: string | null) => {
    if (!step) return;
    const at = pattern.extraAt === undefined ? -1 : rendered.findIndex((s) => s.index >= pattern.extraAt!);
    if (at < 0) insertBeforeLast(step);
    else steps.splice(at, 0, step);
  };
  // The special ingredient: in a slot already, or added with its own step.
  const extras: Item[] = [];
  let extraMinutes = 0;
  let freeTextNote: string | undefined;
  const special = plan.special;
  if (special?.info) {
    const inSlot = [...filled.items.values(), ...filled.accentItems].some((i) => i.info === special.info);
    if (!inSlot) {
      const info = special.info;
      const item: Item = { info, grams: extraGrams(info) * plan.servings, prep: defaultPrep(info, 'bite') };
      extras.push(item);
      // Meat and fish get their own pan; in a sweet dish they are served alongside, not folded in.
      const readyToEat = info.ing.unit.name === 'can' || ['smoked-salmon', 'prosciutto', 'anchovies'].includes(info.id);
      const needsCooking =
        !readyToEat &&
        (info.diet.meat ||
          info.diet.fish ||
          (!info.methods.has('raw') && (info.roles.has('protein') || info.kinds.has('potato'))));
      if (needsCooking) {
        const into = pattern.sweet
          ? `spoon it over the ${pattern.servedAs ?? pattern.dish.toLowerCase()}`
          : specialInto(pattern);
        const step = tidySentence(
          `Season the ${info.stepName} and cook it in a hot non-stick frying pan ${cookPhrase(info, 'saute', 'bite')}, then ${into}.`,
        );
        if (pattern.sweet) insertBeforeLast(step);
        else insertExtra(step);
        extraMinutes = 8;
      } else {
        insertExtra(extraStep(info.stepName, pattern));
      }
    } else if (!steps.some((s) => s.toLowerCase().includes(special.info!.stepName.toLowerCase()))) {
      insertExtra(extraStep(special.info.stepName, pattern));
    }
  } else if (special?.line) {
    // Outside the catalogue: added to taste, cooked first when it is something that needs a pan.
    const name = special.name ?? special.text;
    extras.push({ text: special.line, grams: 0 });
    if (NEEDS_PAN.test(name) && !FINISHING.test(name)) {
      const into = pattern.sweet
        ? `spoon it over the ${pattern.servedAs ?? pattern.dish.toLowerCase()}`
        : specialInto(pattern);
      const step = `Cook the ${name} in a hot non-stick frying pan for 5-6 minutes until hot through and golden at the edges, then ${into}.`;
      if (pattern.sweet) insertBeforeLast(step);
      else insertExtra(step);
      extraMinutes = 6;
    } else {
      insertExtra(extraStep(name, pattern));
    }
    freeTextNote = `Special ingredient: ${name} is not in our ingredient list, so it goes in to taste and is not counted in the nutrition`;
  }

  // A special ingredient the dish's own steps do not cook is named in the title ('... with Kimchi'):
  // it is a component the cook asked for, not a garnish slipped in (issue 23).
  const specialTitle =
    special && (extras.length || (special.info && !specialNamedInPattern(steps, special.info)))
      ? titleCase(special.info ? special.info.titleName : (special.name ?? special.text))
      : undefined;

  if (filled.accent) {
    // Accents go over what is served: the dumplings, not the pork inside them.
    const accentAliases = new Map(aliases);
    if (pattern.servedAs || !filled.main) accentAliases.set('main', { text: pattern.servedAs ?? 'dish', grams: 0 });
    insertBeforeLast(
      renderStep(pattern.finish === 'stir' ? filled.accent.stir : filled.accent.top, {
        ...scope,
        aliases: accentAliases,
      }),
    );
  }

  // The creative direction: ingredients it needs that the dish lacks, each with its step.
  // What reaches the table: the tacos, the soup (not the blended celeriac), else the headline ingredient.
  const servedAs =
    pattern.servedAs ??
    (pattern.finish === 'stir' || !filled.main ? pattern.dish.toLowerCase() : itemName(filled.main.item));
  const directionItems: Item[] = [];
  for (const addition of directionAdditions(
    plan,
    pattern,
    c.cuisine,
    [...filled.items.values(), ...filled.accentItems, ...extras],
    servedAs,
  )) {
    directionItems.push(addition.item);
    insertBeforeLast(addition.step);
  }
  // The texture the cook asked for, when the dish lacks it: a topping whose step makes it.
  const texture = textureAddition(
    plan,
    pattern,
    c.cuisine,
    [...filled.items.values(), ...filled.accentItems, ...extras, ...directionItems],
    servedAs,
  );
  if (texture) {
    directionItems.push(texture.item);
    insertBeforeLast(texture.step);
  } else if (
    plan.texture &&
    !pattern.textures.includes(plan.texture) &&
    canGiveTexture(pattern, plan.texture, c.cuisine) &&
    !steps.some((s) => s.toLowerCase().includes(TEXTURE_ROOT[plan.texture!]))
  ) {
    // It joined the draw for a texture it cannot give after all (the diet rules out the topping, it has
    // the topping already, or the step that makes it tender was left out).
    return null;
  }

  const minutes = baseMinutes(pattern, plan.servings) + filled.extraMinutes + extraMinutes;
  if (plan.maxTime !== undefined && minutes > plan.maxTime) return null;

  // Title: try templates in a seeded order that favours the first (canonical) ones.
  // With an accent, templates that start with an ingredient come first ('Miso-Glazed Chicken
  // Tacos', not 'Miso-Glazed Crispy Chicken Tacos').
  // With an accent: '{main} ...' reads best, then an adjective-led template, then other slots first.
  // A title should name the headline ingredient when there is one (titleRanks() has both ranks per template).
  const ranks = titleRanks(pattern, filled.main?.key);
  const accentRank = filled.accent ? ranks.accent : ranks.plain;
  // The draw that orders the titles comes from the dish's content, not the batch: the same dish always
  // gets the same title, so a title the cook has seen stands for its dish (issue 23: no repeats under new titles).
  const contentKey = [
    pattern.id,
    filled.accent?.id ?? '',
    ...[...filled.items.values(), ...filled.accentItems].map((i) => i.info?.id ?? i.text ?? ''),
  ].join('|');
  const contentDraw = (i: number) => (hashString(`${contentKey}#${i}`, 7) % 10_000) / 10_000;
  const order = pattern.titles
    .map((t, i) => ({ t, key: contentDraw(i) * (1 + i * 0.4) + accentRank[i]! + ranks.missesMain[i]! }))
    .sort((a, b) => a.key - b.key)
    .map((x) => x.t);
  let allText: string | undefined; // the steps, lower case: read only for a texture, so built on demand
  let title: string | null = null;
  let titleWordList: string[] = [];
  const cap = wordCap(state.seen);
  // With an accent, the title names it; when its label is already spent on a fifth of the
  // search's titles, the plain title serves (the accent is still in the dish).
  // In creative mode a travelling dish always names the accent that gives it the cuisine.
  const labelRequired = plan.creative && pattern.cuisine !== c.cuisine;
  const variants = (base: string) =>
    filled.accent && !base.includes(filled.accent.label)
      ? [`${filled.accent.label} ${base.replace(/^(Simple|Classic) /, '')}`, ...(labelRequired ? [] : [base])]
      : [base];
  // Templates are rendered one at a time until a title fits (rendering is pure, so stopping
  // early picks the same title as rendering them all first).
  const finalTitle = (t0: string) => {
    // A travelling dish served in another cuisine goes by its everyday name, not its home cuisine's.
    let t = pattern.cuisine === c.cuisine ? t0 : borrowedTitle(t0);
    if (specialTitle && !t.toLowerCase().includes(specialTitle.toLowerCase()))
      t = / with /.test(t) ? `${specialTitle} ${t}` : `${t} with ${specialTitle}`;
    if (plan.texture) {
      // The title claims the texture only when a step makes it (no 'Crispy Mango Lassi').
      const root = TEXTURE_ROOT[plan.texture];
      if (!/\b(crisp|cream|tender|crunch)/i.test(t) && (allText ??= steps.join(' ').toLowerCase()).includes(root))
        t = `${TEXTURE_WORD[plan.texture]} ${t}`;
    }
    return t;
  };
  // The cook has seen this dish under one of its titles: it is not served again under another.
  if (plan.excluded.size) {
    for (const template of order) {
      const base = renderTitle(template, scope, titleName);
      if (base && variants(base).some((v) => plan.excluded.has(finalTitle(v).toLowerCase()))) return null;
    }
  }
  titles: for (const template of order) {
    const base = renderTitle(template, scope, titleName);
    if (!base) continue;
    for (const t0 of variants(base)) {
      const t = finalTitle(t0);
      if (t.length > 200 || state.titles.has(t.toLowerCase())) continue;
      // The cook has seen this dish under this title: it is not served again under another one.
      if (plan.excluded.has(t.toLowerCase())) return null;
      // Variety over the search: no title word (beyond the main ingredient and cuisine) in more than a fifth of the titles.
      const words = withoutSpecial(cachedTitleWords(t, filled.main?.item.info?.id, c.cuisine), plan);
      if (words.some((w) => (state.words.get(w) ?? 0) + 1 > cap)) continue;
      title = t;
      titleWordList = words.slice();
      break titles;
    }
  }
  if (!title) return null;

  // Ingredient lines: slots in pattern order, then accent, extras and seasoning.
  const ordered: Item[] = [];
  const slotOf = new Map<Item, string>();
  for (const slot of pattern.slots) {
    const item = filled.items.get(slot.key);
    if (item) {
      ordered.push(item);
      slotOf.set(item, slotLabel(slot));
    }
  }
  filled.accentItems.forEach((i) => slotOf.set(i, 'accent'));
  extras.forEach((i) => slotOf.set(i, 'extra'));
  directionItems.forEach((i) => slotOf.set(i, 'direction'));
  for (const item of [...filled.accentItems, ...extras, ...directionItems]) {
    // One line per ingredient: a staple the accent shares with the dish adds to the dish's line.
    const same = item.info && !item.asNeeded ? ordered.find((o) => o.info === item.info && !o.asNeeded) : undefined;
    if (same) same.grams += item.grams;
    else ordered.push(item);
  }
  const lines = ordered.map(formatLine);
  const season = pattern.season ?? (pattern.sweet ? 'none' : 'taste');
  const ingredients = lines.map((l) => l.text);
  if (season === 'taste') {
    ingredients.push('Salt and black pepper, to taste');
    // The list's salt and pepper are used: a dish whose steps never season gets seasoned at the end.
    if (!steps.some((s) => /\bseason/i.test(s)))
      steps.splice(Math.max(0, steps.length - 1), 0, 'Taste and season with salt and pepper.');
  }
  // A sweet dish whose steps add a pinch of salt lists it (issue 23: salt is an ingredient too).
  if (season === 'pinch' || (season === 'none' && steps.some((st) => /\bsalt\b/i.test(st))))
    ingredients.push('Pinch of salt');

  const counted = ordered.map((item, i) => ({ info: item.info, grams: lines[i]!.grams }));
  const recipe: ChefRecipe = {
    title,
    cuisine: c.cuisine,
    mealType,
    cookingTime: minutes,
    servings: plan.servings,
    difficulty: difficultyOf(pattern, steps.length, minutes),
    ingredients,
    instructions: fitSteps(steps),
    nutrition: nutritionPerServing(counted, plan.servings),
  };
  // Substance: four real ingredients beyond salt, pepper and water, and energy within the band.
  if (realIngredientCount(recipe) < 4 || energyViolation(recipe, light)) return null;
  const notes = directionNotes(plan, pattern, ordered, recipe.nutrition, minutes);
  if (freeTextNote) notes.push(freeTextNote);
  if (plan.unheard.length)
    notes.push(
      `Direction: we do not know how to cook "${plan.unheard.join(' ')}" yet, so this dish is made as it would be without it`,
    );
  if (notes.length) recipe.notes = notes.slice(0, 8);
  const specialId = plan.special?.info?.id;
  return {
    recipe,
    specialUsed: Boolean(plan.special),
    titleWords: titleWordList,
    patternId: pattern.id,
    mainId: filled.main?.item.info?.id,
    accentId: filled.accent?.id,
    ingredients: ordered
      .filter((i): i is Item & { info: IngredientInfo } => Boolean(i.info))
      .map((i) => ({
        id: i.info.id,
        fromPantry: plan.pantry.has(i.info.id),
        staple: i.info.ing.staple,
        special: i.info.id === specialId,
        slot: slotOf.get(i) ?? '',
      })),
  };
}

// ---------------------------------------------------------------------------
// The batch

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

/**
 * At most 10 steps (the schema's and a card's limit): steps added for accents, extras and the
 * direction join the step before them rather than pushing the last step (serving) off the end.
 */
function fitSteps(steps: string[]): string[] {
  const out = steps.slice();
  while (out.length > 10) {
    const at = out.length - 3;
    out.splice(at, 2, `${out[at]} ${out[at + 1]}`);
  }
  return out;
}

/**
 * What orders a pattern's title templates besides the draw, per headline slot key: the rank
 * with and without an accent ('{main} ...' first, then an adjective-led template, then other
 * slots first) and 20 for a template that does not name the headline ingredient. Static
 * (templates and slot keys only), so worked out once rather than on every recipe.
 */
const TITLE_RANKS = new WeakMap<
  DishPattern,
  Map<string | undefined, { plain: number[]; accent: number[]; missesMain: number[] }>
>();
function titleRanks(
  pattern: DishPattern,
  mainKey: string | undefined,
): { plain: number[]; accent: number[]; missesMain: number[] } {
  let byMain = TITLE_RANKS.get(pattern);
  if (!byMain) TITLE_RANKS.set(pattern, (byMain = new Map()));
  let ranks = byMain.get(mainKey);
  if (!ranks) {
    const namesMain = (t: string) =>
      !mainKey || t.includes('{main') || t.includes(`{${mainKey}}`) || t.includes(`{${mainKey}.`);
    ranks = {
      plain: pattern.titles.map(() => 0),
      accent: pattern.titles.map((t) => (t.startsWith('{main') ? 0 : t.startsWith('{') ? 8 : 5)),
      missesMain: pattern.titles.map((t) => (namesMain(t) ? 0 : 20)),
    };
    byMain.set(mainKey, ranks);
  }
  return ranks;
}

/**
 * titleWords() of candidate titles, cached: a pure function of its arguments, and the same
 * dishes are titled again and again. Callers must not modify the returned list. Cleared when full.
 */
const TITLE_WORDS = new Map<string, string[]>();
function cachedTitleWords(title: string, mainId: string | undefined, cuisine: string): string[] {
  const key = `${mainId ?? ''}|${cuisine}|${title}`;
  let words = TITLE_WORDS.get(key);
  if (!words) {
    if (TITLE_WORDS.size >= 20_000) TITLE_WORDS.clear();
    words = titleWords(title, mainId, cuisine);
    TITLE_WORDS.set(key, words);
  }
  return words;
}

/** 'veg:required': how the output names a slot's ingredient (ComposedRecipe.ingredients). */
const SLOT_LABELS = new WeakMap<Slot, string>();
function slotLabel(slot: Slot): string {
  let label = SLOT_LABELS.get(slot);
  if (label === undefined) SLOT_LABELS.set(slot, (label = `${slot.key}:${slot.need}`));
  return label;
}

/** Title words of titles the cook has seen, cached: load-more sends the same titles again and again. */
const SEEN_WORDS = new Map<string, string[]>();
function seenTitleWords(title: string, cuisine: string | undefined): string[] {
  const key = `${cuisine ?? ''}|${title}`;
  let words = SEEN_WORDS.get(key);
  if (!words) {
    if (SEEN_WORDS.size > 20_000) SEEN_WORDS.clear();
    // Every word counts for a seen title (its main is not known for sure): the cap errs on the side of variety.
    words = titleWords(title, undefined, cuisine);
    SEEN_WORDS.set(key, words);
  }
  return words;
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
}

export function composeBatch(
  options: GenerationOptions,
  ctx: ChefContext,
  settings: ComposeSettings = {},
): ComposedRecipe[] {
  const useCritic = settings.critic !== false;
  const prepared = prepare(options, ctx);
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
    const live = candidates.filter((c) => c.failures < 4 && !state.patternUse.has(c.pattern.id));
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
    // The draw pool is `live` less the dishes drafted so far. Drafts change no state weightOf
    // reads, so the weights hold for the whole attempt; a drafted dish's weight is set to 0,
    // which draws exactly as removing it would (a zero weight adds nothing and is never drawn).
    const poolWeights = live.map(weightOf);
    let poolSize = live.length;
    for (let draft = 0; draft < DRAFTS && poolSize; draft++) {
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
      const score = pantryScore(attemptFill, plan) * (pantryItems(attemptFill, plan) >= 2 ? 1 : 0.05);
      if (score > bestScore) {
        bestScore = score;
        c = cand;
        filled = attemptFill;
      }
      if (plan.ignorePantry) break;
    }
    if (!c || !filled) {
      if (!poolSize && !live.length) break;
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

/** The engine's synchronous core: at most BATCH_SIZE recipes, fewer when the options run out. */
export function generateBatch(
  options: GenerationOptions,
  ctx: ChefContext,
  settings: ComposeSettings = {},
): RecipeInput[] {
  const batch = composeBatch(options, ctx, settings).map((c) => c.recipe);
  if (batch.length || !options.specialIngredient?.trim() || settings.critic === false) return batch;
  // The special ingredient fits no dish of this request (duck for dessert): say so, and offer the
  // closest honest alternative, the same request without it.
  const special = options.specialIngredient.trim();
  const what = options.mealType ?? 'dish';
  return composeBatch({ ...options, specialIngredient: undefined }, ctx, settings).map(({ recipe }) => ({
    ...recipe,
    notes: [
      `Special ingredient: ${special} has no place in any ${what} we know how to make, so this one is made without it; try ${special} with another meal type`,
      ...(recipe.notes ?? []),
    ].slice(0, 8),
  }));
}
