// The week planner (issue 28): fills the empty slots of a range with recipes, one slot after another,
// from candidates the recipe engine writes for each slot (and the cook's saved recipes), keeping the
// rules of a good plan:
// - no dish twice by content (the critic's dishKey/sameDish), no main protein on three days running;
// - cuisines spread over the chosen ones (never more than ceil(n / k) + 1 meals of one);
// - the weekday / weekend time limits hold for every planned recipe;
// - the pantry first ('always' and 'usually' items weigh more than 'rarely' ones);
// - less waste: a perishable bought for one meal is reused in a later one where a dish allows, with a note;
// - liked recipes and cuisines favoured, disliked titles never planned, saved recipes up to savedShare;
// - meals already on the calendar and locked meals are kept as they are.
// Pure apart from the `generate` callback: the service passes the app's engine (built-in, or the model
// with its fallback), the bench and the property test the built-in engine's generateBatch.

import { sameDish } from '../../chef/critic/index';
import type { ChefContext } from '../../chef/types';
import type { GenerationOptions, RecipeInput } from '../../../shared/api/recipes';
import type { ScheduleMealType } from '../../../shared/kitchen/meal-slots';
import { SCHEDULE_MEAL_TYPES } from '../../../shared/kitchen/meal-slots';
import { CUISINES, type Cuisine } from '../../../shared/kitchen/types';
import type { Frequency } from '../../../shared/api/pantry';
import { parseShoppingLine } from '../../../shared/kitchen/shopping';
import { CATALOGUE } from '../../../shared/kitchen/catalogue';

/** A recipe as the planner handles it: the shared recipe, its card notes, and its id when it is saved. */
export type PlanRecipe = RecipeInput & { id?: number; notes?: string[] };

export interface PlanSlot {
  date: string;
  mealType: ScheduleMealType;
}

export interface FixedMeal extends PlanSlot {
  recipe: PlanRecipe;
  /** 'existing': already on the calendar (not part of the answer); 'locked': kept and answered as is. */
  kind: 'existing' | 'locked';
}

export interface PlannedMeal extends PlanSlot {
  recipe: PlanRecipe;
  source: 'generated' | 'saved';
  /** Locked by the cook (kept from the request). */
  locked?: boolean;
}

export interface PlanOptions {
  servings: number;
  /** Chosen cuisines; empty means every cuisine the cook has not disliked. */
  cuisines: readonly Cuisine[];
  maxCookingTime: { weekday?: number; weekend?: number };
  usePantry: boolean;
  /** 0-1: at most this share of the filled slots comes from saved recipes. */
  savedShare: number;
  creativeDirection?: string;
  /** The waste rule (on by default; the bench turns it off to measure what it saves). */
  reusePerishables?: boolean;
}

export interface PlanInput {
  /** Every slot of the range, in order (day by day, breakfast, lunch, dinner). */
  slots: readonly PlanSlot[];
  /** Meals already on the calendar and locked meals, in (or near) the range. */
  fixed: readonly FixedMeal[];
  options: PlanOptions;
  ctx: ChefContext;
  saved: readonly PlanRecipe[];
  /** One batch from the recipe engine for these options and seed. */
  generate: (options: GenerationOptions, seed: number) => RecipeInput[] | Promise<RecipeInput[]>;
}

export interface PlanResult {
  plan: PlannedMeal[];
  notes: string[];
}

const DAY_MS = 86_400_000;
export const dayNumber = (date: string) => Math.round(Date.parse(`${date}T00:00:00Z`) / DAY_MS);
export const isWeekend = (date: string) => {
  const d = new Date(`${date}T12:00:00Z`).getUTCDay();
  return d === 0 || d === 6;
};
const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
function dayLabel(date: string): string {
  const d = new Date(`${date}T12:00:00Z`);
  return `${WEEKDAYS[d.getUTCDay()]!} ${d.getUTCDate()} ${MONTHS[d.getUTCMonth()]!}`;
}

/** The time limit of a day: the weekend one on Saturday and Sunday, else the weekday one. */
export function timeLimit(date: string, limits: PlanOptions['maxCookingTime']): number | undefined {
  return isWeekend(date) ? limits.weekend : limits.weekday;
}

// ---------------------------------------------------------------------------
// What a recipe uses, read from its card (the shopping list's line reader and the catalogue)

const CATALOGUE_BY_ID = new Map(CATALOGUE.map((c) => [c.id, c]));
/** Proteins that keep (tins, dried pulses) and produce that keeps for weeks: not perishable. */
const KEEPS = new Set([
  'canned-tuna',
  'anchovies',
  'sardines',
  'chickpeas',
  'black-beans',
  'pinto-beans',
  'kidney-beans',
  'cannellini-beans',
  'red-lentils',
  'lentils',
  'chana-dal',
  'onion',
  'red-onion',
  'shallots',
  'garlic',
  'potatoes',
  'red-potatoes',
  'sweet-potatoes',
  'butternut-squash',
  'pumpkin',
  'raisins',
  'dates',
  'dried-apricots',
  'dried-cranberries',
  'prunes',
  'parmesan',
  'pecorino',
  'ghee',
  'butter',
  'lemon',
  'lime',
  'apples',
  'oranges',
]);
const FRESH_HERBS = new Set([
  'basil',
  'thai-basil',
  'cilantro',
  'parsley',
  'mint',
  'dill',
  'chives',
  'tarragon',
  'lemongrass',
  'curry-leaves',
  'epazote',
]);
/** Foods bought fresh that spoil within the week once opened: what the waste rule reuses. */
export function isPerishable(id: string): boolean {
  const ing = CATALOGUE_BY_ID.get(id);
  if (!ing || ing.staple || KEEPS.has(id)) return false;
  if (FRESH_HERBS.has(id)) return true;
  return (
    ing.category === 'Vegetables' ||
    ing.category === 'Fruits' ||
    ing.category === 'Proteins' ||
    ing.category === 'Dairy & Eggs'
  );
}

/** Ingredients (by catalogue id, in list order) a recipe's lines name; cached per recipe object. */
const USES = new WeakMap<object, string[]>();
export function ingredientIds(recipe: RecipeInput): string[] {
  let ids = USES.get(recipe);
  if (!ids) {
    ids = [];
    for (const line of recipe.ingredients) {
      const id = parseShoppingLine(line).ingredient?.id;
      if (id && !ids.includes(id)) ids.push(id);
    }
    USES.set(recipe, ids);
  }
  return ids;
}

const PROTEIN_EXTRA = new Set(['eggs', 'paneer', 'halloumi']);
/** Words of a protein's name too general to name it in a title ('black' beans, 'ground' beef). */
const VAGUE = new Set(['black', 'pinto', 'kidney', 'ground', 'canned', 'smoked', 'whole', 'breast', 'thighs', 'wings']);
const singular = (w: string) => w.replace(/(?<=[a-z]{3})(es|s)$/, '');
/**
 * The recipe's main protein (eggs, paneer and halloumi count): the one its title names
 * ('Black Bean Breakfast Hash': black beans), else the first one listed.
 */
export function mainProtein(recipe: RecipeInput): string | undefined {
  const proteins = ingredientIds(recipe).filter(
    (id) => CATALOGUE_BY_ID.get(id)?.category === 'Proteins' || PROTEIN_EXTRA.has(id),
  );
  if (proteins.length < 2) return proteins[0];
  const title = ` ${recipe.title
    .toLowerCase()
    .replace(/[^a-z]+/g, ' ')
    .split(' ')
    .map(singular)
    .join(' ')} `;
  const named = proteins.find((id) => {
    const words = CATALOGUE_BY_ID.get(id)!
      .name.toLowerCase()
      .replace(/[^a-z]+/g, ' ')
      .trim()
      .split(' ')
      .map(singular);
    return (
      title.includes(` ${words.join(' ')} `) ||
      words.some((w) => w.length >= 4 && !VAGUE.has(w) && title.includes(` ${w} `))
    );
  });
  return named ?? proteins[0];
}

/** The kind of dish a title names: its last two words ('oven omelette', 'chopped salad'). */
export function dishNoun(title: string): string {
  return title
    .toLowerCase()
    .replace(/[^a-z ]+/g, ' ')
    .trim()
    .split(/\s+/)
    .slice(-2)
    .join(' ');
}

/** A dish as a cook names it: its kind and its main protein ('chopped salad|black-beans'). */
export function dishKind(recipe: RecipeInput): string {
  return `${dishNoun(recipe.title)}|${mainProtein(recipe) ?? ''}`;
}

/** The cook's pantry items (non-staples) a recipe uses. */
export function pantryItemsUsed(recipe: RecipeInput, pantry: ReadonlyMap<string, Frequency>): string[] {
  return ingredientIds(recipe).filter((id) => pantry.has(id) && !CATALOGUE_BY_ID.get(id)?.staple);
}

export const FREQUENCY_WEIGHT: Record<Frequency, number> = { always: 4, usually: 3, sometimes: 2, rarely: 0.5 };

// ---------------------------------------------------------------------------
// The cook's taste, from the feedback the generator learns from

interface Taste {
  liked: Set<string>;
  disliked: Set<string>;
  cuisineScore: Map<string, number>;
}

function readTaste(feedback: ChefContext['feedback']): Taste {
  const liked = new Set<string>();
  const disliked = new Set<string>();
  const cuisineScore = new Map<string, number>();
  for (const f of feedback) {
    const title = f.recipeTitle.trim().toLowerCase();
    (f.feedback === 'like' ? liked : disliked).add(title);
    const cuisine = f.cuisine.trim().toLowerCase();
    if (cuisine) cuisineScore.set(cuisine, (cuisineScore.get(cuisine) ?? 0) + (f.feedback === 'like' ? 1 : -1));
  }
  return { liked, disliked, cuisineScore };
}

/** The cuisines a plan spreads over: the chosen ones, else every cuisine the cook has not disliked. */
export function planCuisines(chosen: readonly Cuisine[], feedback: ChefContext['feedback']): Cuisine[] {
  if (chosen.length) return [...new Set(chosen)];
  const taste = readTaste(feedback);
  const kept = CUISINES.filter((c) => (taste.cuisineScore.get(c) ?? 0) >= 0);
  return kept.length ? kept : [...CUISINES];
}

/** The most meals of one cuisine a plan of `n` meals over `k` cuisines may hold. */
export const cuisineCap = (n: number, k: number) => Math.ceil(n / k) + 1;

// ---------------------------------------------------------------------------
// The planner

/** A 32-bit mix of a seed and a few integers (deterministic seeds per slot and attempt). */
function mix(...parts: number[]): number {
  let h = 0x811c9dc5;
  for (const p of parts) {
    h ^= p | 0;
    h = Math.imul(h, 0x01000193);
    h ^= h >>> 15;
  }
  return (h >>> 0) % 2 ** 31;
}

/** New batches one slot may ask for, and batches one (cuisine, meal type) search may have. */
const ATTEMPTS = 6;
const MAX_BATCHES = 8;

interface Pool {
  recipes: RecipeInput[];
  batches: number;
  /** Time limits (0: none) for which the engine has nothing more. */
  exhausted: Set<number>;
}

export async function planWeek(input: PlanInput): Promise<PlanResult> {
  const { options, ctx } = input;
  const taste = readTaste(ctx.feedback);
  const pantry = new Map<string, Frequency>(
    options.usePantry ? ctx.pantry.map((p) => [p.ingredientId, p.frequency]) : [],
  );
  const cuisines = planCuisines(options.cuisines, ctx.feedback);
  const allowed = new Set<string>(cuisines);
  const reuse = options.reusePerishables !== false;
  // An empty pantry cannot come first: the plan cooks without it (the generator would refuse).
  const ignorePantry = !options.usePantry || !ctx.pantry.some((p) => CATALOGUE_BY_ID.has(p.ingredientId));

  const slotKey = (s: PlanSlot) => `${s.date}|${s.mealType}`;
  const existing = new Set(input.fixed.filter((f) => f.kind === 'existing').map(slotKey));
  const locked = new Map(input.fixed.filter((f) => f.kind === 'locked').map((f) => [slotKey(f), f]));
  const open = input.slots.filter((s) => !existing.has(slotKey(s)) && !locked.has(slotKey(s)));

  // Everything already decided: the fixed meals, then each pick.
  const chosen: { date: string; mealType: ScheduleMealType; recipe: PlanRecipe; fixed: boolean }[] = input.fixed.map(
    (f) => ({ date: f.date, mealType: f.mealType, recipe: f.recipe, fixed: true }),
  );
  const proteinDays = new Map<string, Map<number, { fixed: number; picked: number }>>();
  const addProtein = (recipe: RecipeInput, date: string, fixed: boolean) => {
    const p = mainProtein(recipe);
    if (!p) return;
    let days = proteinDays.get(p);
    if (!days) proteinDays.set(p, (days = new Map()));
    const day = dayNumber(date);
    const entry = days.get(day) ?? { fixed: 0, picked: 0 };
    if (fixed) entry.fixed++;
    else entry.picked++;
    days.set(day, entry);
  };
  for (const c of chosen) addProtein(c.recipe, c.date, true);

  /** Would this protein on `date` make three days running (that the cook did not fix themselves)? */
  const proteinRun = (recipe: RecipeInput, date: string): boolean => {
    const p = mainProtein(recipe);
    if (!p) return false;
    const days = proteinDays.get(p);
    if (!days) return false;
    const d = dayNumber(date);
    const has = (n: number) => n === d || days.has(n);
    return has(d - 2) && has(d - 1) ? true : has(d - 1) && has(d + 1) ? true : has(d + 1) && has(d + 2);
  };

  const pickedCuisine = new Map<string, number>();
  const n = open.length;
  const cap = cuisineCap(n, cuisines.length);
  const savedMax = Math.floor(options.savedShare * n + 1e-9);
  let savedUsed = 0;
  const usedSaved = new Set<number | string>();
  const titles = new Set(chosen.map((c) => c.recipe.title.trim().toLowerCase()));
  /** Perishables bought (not in the pantry) for a meal, by id: the first meal that needs them. */
  const bought = new Map<string, { date: string; mealType: ScheduleMealType; title: string }>();
  const reuseNotes = new Map<string, string>();
  const pantryUses = new Map<string, number>();
  const notes: string[] = [];
  const plan: PlannedMeal[] = [];

  /**
   * 'Always' and 'usually' before 'rarely': a 'rarely' item may be used in one meal, and in more only
   * while some 'always' or 'usually' item is used in at least as many.
   */
  const rarelyLeads = (recipe: RecipeInput): boolean => {
    const used = pantryItemsUsed(recipe, pantry);
    let often = 0;
    for (const [id, f] of pantry)
      if (f === 'always' || f === 'usually')
        often = Math.max(often, (pantryUses.get(id) ?? 0) + (used.includes(id) ? 1 : 0));
    return used.some((id) => pantry.get(id) === 'rarely' && (pantryUses.get(id) ?? 0) + 1 > Math.max(1, often));
  };

  const fits = (recipe: RecipeInput, slot: PlanSlot): boolean => {
    const limit = timeLimit(slot.date, options.maxCookingTime);
    if (limit !== undefined && recipe.cookingTime > limit) return false;
    if (!allowed.has(recipe.cuisine.trim().toLowerCase())) return false;
    if (taste.disliked.has(recipe.title.trim().toLowerCase())) return false;
    if (titles.has(recipe.title.trim().toLowerCase())) return false;
    if ((pickedCuisine.get(recipe.cuisine.trim().toLowerCase()) ?? 0) >= cap) return false;
    if (proteinRun(recipe, slot.date)) return false;
    if (rarelyLeads(recipe)) return false;
    return !sameDish(
      recipe,
      chosen.map((c) => c.recipe),
    );
  };

  const score = (recipe: RecipeInput, slot: PlanSlot): number => {
    let s = 0;
    const used = pantryItemsUsed(recipe, pantry);
    for (const id of used) s += FREQUENCY_WEIGHT[pantry.get(id)!] / (1 + 0.5 * (pantryUses.get(id) ?? 0));
    if (used.length >= 2) s += 6;
    const cuisine = recipe.cuisine.trim().toLowerCase();
    s += 1.5 * Math.max(-2, Math.min(2, taste.cuisineScore.get(cuisine) ?? 0));
    if (taste.liked.has(recipe.title.trim().toLowerCase())) s += 3;
    // Spread: a cuisine used less so far wins ties.
    s -= 0.8 * (pickedCuisine.get(cuisine) ?? 0);
    // ... and not the cuisine of the meal before, or of the same meal the day before.
    const prev = plan.at(-1);
    if (prev && prev.recipe.cuisine.trim().toLowerCase() === cuisine) s -= 1.5;
    const yesterday = plan.find((p) => p.mealType === slot.mealType && dayNumber(p.date) === dayNumber(slot.date) - 1);
    if (yesterday && yesterday.recipe.cuisine.trim().toLowerCase() === cuisine) s -= 4;
    // Variety a cook sees: another 'Open Omelette' or 'Chopped Salad' loses to a new kind of dish.
    const noun = dishNoun(recipe.title);
    s -= 8 * chosen.filter((c) => dishNoun(c.recipe.title) === noun).length;
    // ... and the same kind with the same main protein ('Black Bean Chopped Salad' and 'Garlic-Rosemary
    // Black Bean Chopped Salad') loses unless nothing else fits (a hard rule empties slots of narrow plans).
    const kind = dishKind(recipe);
    s -= 10 * chosen.filter((c) => dishKind(c.recipe) === kind).length;
    if (reuse) {
      let reused = 0;
      let fresh = 0;
      for (const id of ingredientIds(recipe)) {
        if (!isPerishable(id) || pantry.has(id)) continue;
        const first = bought.get(id);
        if (first && first.date < slot.date) reused++;
        else if (!first) fresh++;
      }
      s += 4 * Math.min(reused, 2) - 1.2 * fresh;
    }
    return s;
  };

  const take = (slot: PlanSlot, recipe: PlanRecipe, source: 'generated' | 'saved') => {
    const cuisine = recipe.cuisine.trim().toLowerCase();
    pickedCuisine.set(cuisine, (pickedCuisine.get(cuisine) ?? 0) + 1);
    chosen.push({ ...slot, recipe, fixed: false });
    addProtein(recipe, slot.date, false);
    titles.add(recipe.title.trim().toLowerCase());
    for (const id of pantryItemsUsed(recipe, pantry)) pantryUses.set(id, (pantryUses.get(id) ?? 0) + 1);
    for (const id of ingredientIds(recipe)) {
      if (!isPerishable(id) || pantry.has(id)) continue;
      const first = bought.get(id);
      if (!first) bought.set(id, { date: slot.date, mealType: slot.mealType, title: recipe.title });
      else if (first.date < slot.date && !reuseNotes.has(id)) {
        const name = CATALOGUE_BY_ID.get(id)!.name;
        reuseNotes.set(
          id,
          `Less waste: the ${name.toLowerCase()} bought for ${dayLabel(first.date)} ${first.mealType} (${first.title}) is used again on ${dayLabel(slot.date)} ${slot.mealType} (${recipe.title}).`,
        );
      }
    }
    plan.push({ ...slot, recipe, source });
  };

  // Saved recipes: liked ones first, then newest; never a disliked title.
  const savedPool = input.saved
    .filter((r) => !taste.disliked.has(r.title.trim().toLowerCase()))
    .map((r, i) => ({ r, rank: (taste.liked.has(r.title.trim().toLowerCase()) ? 0 : 1) * 1e6 + i }))
    .sort((a, b) => a.rank - b.rank)
    .map((x) => x.r);

  const pools = new Map<string, Pool>();
  const poolOf = (cuisine: string, mealType: string): Pool => {
    const k = `${cuisine}|${mealType}`;
    let pool = pools.get(k);
    if (!pool) pools.set(k, (pool = { recipes: [], batches: 0, exhausted: new Set() }));
    return pool;
  };

  let index = 0;
  for (const slot of input.slots) {
    const key = slotKey(slot);
    if (existing.has(key)) continue;
    const lock = locked.get(key);
    if (lock) {
      plan.push({ ...slot, recipe: lock.recipe, source: lock.recipe.id ? 'saved' : 'generated', locked: true });
      continue;
    }
    index++;
    // Saved recipes are spread over the plan: by the i-th open slot, at most floor(share * i) of them.
    if (savedUsed < savedMax && savedUsed < Math.floor(options.savedShare * index + 1e-9)) {
      const pick = savedPool
        .filter(
          (r) => !usedSaved.has(r.id ?? r.title) && r.mealType.trim().toLowerCase() === slot.mealType && fits(r, slot),
        )
        .map((r) => ({ r, s: score(r, slot) + (taste.liked.has(r.title.trim().toLowerCase()) ? 5 : 0) }))
        .sort((a, b) => b.s - a.s)[0];
      if (pick) {
        usedSaved.add(pick.r.id ?? pick.r.title);
        savedUsed++;
        take(slot, pick.r, 'saved');
        continue;
      }
    }
    let best: { recipe: RecipeInput; s: number } | undefined;
    // While saved recipes are still due, a generated one that is the same dish as one of them leaves
    // it its place (a fresh copy of a saved dish would shut the saved one out of the plan).
    const savedDue = savedUsed < savedMax ? savedPool.filter((r) => !usedSaved.has(r.id ?? r.title)) : [];
    const consider = (recipe: RecipeInput) => {
      if (!fits(recipe, slot)) return;
      if (savedDue.length && sameDish(recipe, savedDue)) return;
      const s = score(recipe, slot);
      if (!best || s > best.s) best = { recipe, s };
    };
    const yesterdayCuisine = plan
      .find((p) => p.mealType === slot.mealType && dayNumber(p.date) === dayNumber(slot.date) - 1)
      ?.recipe.cuisine.trim()
      .toLowerCase();
    // Cuisines within one meal of the least used are eligible (the spread); least used first.
    const least = Math.min(...cuisines.map((c) => pickedCuisine.get(c) ?? 0));
    const eligible = cuisines
      .filter((c) => (pickedCuisine.get(c) ?? 0) <= least + 1)
      .sort(
        (a, b) =>
          // Not the cuisine of the same meal yesterday (Italian every breakfast is no spread).
          Number(a === yesterdayCuisine) - Number(b === yesterdayCuisine) ||
          (pickedCuisine.get(a) ?? 0) - (pickedCuisine.get(b) ?? 0) ||
          (taste.cuisineScore.get(b) ?? 0) - (taste.cuisineScore.get(a) ?? 0) ||
          mix(ctx.seed, index, CUISINES.indexOf(a)) - mix(ctx.seed, index, CUISINES.indexOf(b)),
      );
    // First what the engine already wrote for this meal type (a batch serves several slots), then
    // one new batch at a time, for the least used cuisine whose search is not exhausted.
    for (const cuisine of eligible) for (const r of poolOf(cuisine, slot.mealType).recipes) consider(r);
    // When those have nothing that fits (a 15-minute dinner), any chosen cuisine under its cap may serve.
    const others = cuisines.filter((c) => !eligible.includes(c));
    if (!best) for (const cuisine of others) for (const r of poolOf(cuisine, slot.mealType).recipes) consider(r);
    const searchOrder = [...eligible, ...others];
    const limit = timeLimit(slot.date, options.maxCookingTime);
    const tried = new Set<string>();
    // Good enough: cooks from the pantry, and is not yesterday's cuisine for this meal while another
    // cuisine's search for it has not even started.
    const enough = () =>
      best &&
      (ignorePantry || pantryItemsUsed(best.recipe, pantry).length >= 2) &&
      !(
        best.recipe.cuisine.trim().toLowerCase() === yesterdayCuisine &&
        eligible.some((c) => c !== yesterdayCuisine && poolOf(c, slot.mealType).batches === 0)
      );
    for (let attempt = 0; attempt < ATTEMPTS && !enough(); attempt++) {
      // A pick that cooks from the pantry is worth one more batch from a cuisine not yet asked.
      if (best && attempt >= 2) break;
      const open = (c: string) => !poolOf(c, slot.mealType).exhausted.has(limit ?? 0);
      const cuisine =
        eligible.find((c) => !tried.has(c) && open(c)) ??
        eligible.find(open) ??
        (best ? undefined : searchOrder.find((c) => !tried.has(c) && open(c)));
      tried.add(cuisine ?? '');
      if (!cuisine) break;
      const pool = poolOf(cuisine, slot.mealType);
      const batch = await input.generate(
        {
          cuisine,
          mealType: slot.mealType,
          servings: options.servings,
          maxCookingTime: limit,
          creativeMode: Boolean(options.creativeDirection),
          creativeDirection: options.creativeDirection,
          ignorePantry,
          excludedRecipes: pool.recipes.map((r) => r.title).slice(-500),
        },
        mix(ctx.seed, CUISINES.indexOf(cuisine), SCHEDULE_MEAL_TYPES.indexOf(slot.mealType), pool.batches++),
      );
      // A short batch ends a generator search, but the planner asks again with another seed until a
      // batch brings no new dish.
      const known = new Set(pool.recipes.map((r) => r.title.toLowerCase()));
      const fresh = batch.filter((r) => !known.has(r.title.toLowerCase()));
      if (!fresh.length || pool.batches >= MAX_BATCHES) pool.exhausted.add(limit ?? 0);
      pool.recipes.push(...fresh);
      for (const r of fresh) consider(r);
    }
    if (best) take(slot, best.recipe, 'generated');
    else
      notes.push(
        `No dish fits ${dayLabel(slot.date)} ${slot.mealType} with these limits: try a longer time limit or more cuisines.`,
      );
  }

  plan.sort(
    (a, b) =>
      a.date.localeCompare(b.date) || SCHEDULE_MEAL_TYPES.indexOf(a.mealType) - SCHEDULE_MEAL_TYPES.indexOf(b.mealType),
  );
  if (options.usePantry && ignorePantry && n)
    notes.push(
      'Your pantry is empty, so this plan does not cook from it: add what you keep at home on the Pantry page.',
    );
  if (savedUsed) notes.push(`${savedUsed} of ${n} meals come from your saved recipes.`);
  const withPantry = plan.filter((p) => !p.locked && pantryItemsUsed(p.recipe, pantry).length >= 2).length;
  if (pantry.size && n) notes.push(`${withPantry} of ${n} meals cook with two or more things from your pantry.`);
  notes.push(...reuseNotes.values());
  return { plan, notes };
}
