// The rules of a good plan (issue 28), checked over random plans: random pantries, options, saved
// recipes, feedback, meals already on the calendar and locked meals. `npm test` checks 250 plans;
// `PLAN_COUNT=1000 npx vitest run planner` runs the 1,000-plan sweep that issue 28 reported. The
// checker reads only the plan (the cards, their dates and sources) and the request, never the
// planner's state.

import { describe, expect, it } from 'vitest';
import { generateBatch } from '../../chef/builtin/index';
import { sameDish } from '../../chef/critic/index';
import type { ChefContext } from '../../chef/types';
import type { Frequency } from '../../../shared/api/pantry';
import type { RecipeInput } from '../../../shared/api/recipes';
import { CATALOGUE } from '../../../shared/kitchen/catalogue';
import { SCHEDULE_MEAL_TYPES, type ScheduleMealType } from '../../../shared/kitchen/meal-slots';
import { CUISINES, type Cuisine } from '../../../shared/kitchen/types';
import {
  cuisineCap,
  dayNumber,
  ingredientIds,
  isPerishable,
  isWeekend,
  mainProtein,
  pantryItemsUsed,
  planWeek,
  type FixedMeal,
  type PlanOptions,
  type PlanRecipe,
  type PlanResult,
  type PlanSlot,
} from './planner';

function rng(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (lo: number, hi: number) => lo + Math.floor(next() * (hi - lo + 1)),
    pick: <T>(xs: readonly T[]): T => xs[Math.floor(next() * xs.length)]!,
    chance: (p: number) => next() < p,
  };
}
type Rng = ReturnType<typeof rng>;

const addDays = (date: string, n: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
const FOODS = CATALOGUE.filter((c) => !c.staple).map((c) => c.id);
const FREQUENCIES: Frequency[] = ['always', 'usually', 'sometimes', 'rarely'];
/** What home kitchens commonly keep: half the random pantries are drawn from these. */
const KITCHEN = [
  'chicken-breast',
  'chicken-thighs',
  'ground-beef',
  'salmon',
  'shrimp',
  'tofu',
  'bacon',
  'chickpeas',
  'black-beans',
  'eggs',
  'milk',
  'cheddar',
  'parmesan',
  'greek-yogurt',
  'mozzarella',
  'feta',
  'onion',
  'garlic',
  'tomatoes',
  'bell-pepper',
  'spinach',
  'carrots',
  'broccoli',
  'zucchini',
  'mushrooms',
  'potatoes',
  'cabbage',
  'cucumber',
  'lemon',
  'lime',
  'avocado',
  'bananas',
  'apples',
  'blueberries',
  'rice',
  'pasta-penne',
  'spaghetti',
  'bread',
  'tortillas-flour',
  'oats',
  'canned-tomatoes',
  'coconut-milk',
];

/** Recipes written once by the engine, for saved recipes, existing and locked meals. */
const LIBRARY: RecipeInput[] = [];
for (const cuisine of CUISINES)
  for (const mealType of SCHEDULE_MEAL_TYPES)
    LIBRARY.push(
      ...generateBatch(
        {
          cuisine,
          mealType,
          servings: 2,
          creativeMode: false,
          ignorePantry: true,
          excludedRecipes: [],
        },
        { pantry: [], feedback: [], seed: 7 },
      ),
    );

interface Case {
  slots: PlanSlot[];
  fixed: FixedMeal[];
  options: PlanOptions;
  ctx: ChefContext;
  saved: PlanRecipe[];
  /** The pantry is a home kitchen's (else any foods of the catalogue, however odd together). */
  kitchen: boolean;
}

function randomCase(r: Rng, seed: number): Case {
  const start = addDays('2026-12-01', r.int(0, 60));
  const days = r.chance(0.5) ? 7 : r.int(1, 14);
  const mealTypes = SCHEDULE_MEAL_TYPES.filter(() => r.chance(0.7));
  if (!mealTypes.length) mealTypes.push(r.pick(SCHEDULE_MEAL_TYPES));
  const slots: PlanSlot[] = [];
  for (let d = 0; d < days; d++) for (const mealType of mealTypes) slots.push({ date: addDays(start, d), mealType });
  const kitchen = r.chance(0.5);
  const pantry = [
    ...new Set(Array.from({ length: kitchen ? r.int(8, 20) : r.int(0, 20) }, () => r.pick(kitchen ? KITCHEN : FOODS))),
  ].map((ingredientId) => ({
    ingredientId,
    frequency: r.pick(FREQUENCIES),
  }));
  const saved: PlanRecipe[] = Array.from({ length: r.int(0, 12) }, (_, i) => ({ ...r.pick(LIBRARY), id: 1000 + i }));
  const uniqueSaved = saved.filter((s, i) => saved.findIndex((o) => o.title === s.title) === i);
  const feedback: ChefContext['feedback'] = [];
  for (const s of uniqueSaved)
    if (r.chance(0.3))
      feedback.push({
        recipeTitle: s.title,
        cuisine: s.cuisine,
        ingredients: s.ingredients,
        feedback: r.chance(0.5) ? 'like' : 'dislike',
      });
  if (r.chance(0.3))
    feedback.push({ recipeTitle: 'Some Old Dish', cuisine: r.pick(CUISINES), ingredients: [], feedback: 'dislike' });
  const fixed: FixedMeal[] = [];
  for (const slot of slots) {
    if (r.chance(0.12)) fixed.push({ ...slot, recipe: r.pick(LIBRARY), kind: 'existing' });
    else if (r.chance(0.08)) fixed.push({ ...slot, recipe: r.pick(LIBRARY), kind: 'locked' });
  }
  const cuisines = r.chance(0.3) ? [] : [...new Set(Array.from({ length: r.int(1, 4) }, () => r.pick(CUISINES)))];
  const options: PlanOptions = {
    servings: r.int(1, 8),
    cuisines,
    maxCookingTime: {
      weekday: r.pick([undefined, 15, 20, 30, 45, 60]),
      weekend: r.pick([undefined, 30, 60, 90]),
    },
    usePantry: r.chance(0.8),
    savedShare: r.pick([0, 0, 0.25, 0.5, 1]),
    creativeDirection: r.chance(0.1) ? r.pick(['vegetarian', 'spicy', 'light']) : undefined,
  };
  return { slots, fixed, options, ctx: { pantry, feedback, seed }, saved: uniqueSaved, kitchen };
}

function run(c: Case, reusePerishables = true): Promise<PlanResult> {
  return planWeek({
    ...c,
    options: { ...c.options, reusePerishables },
    generate: (o, s) => generateBatch(o, { ...c.ctx, seed: s }),
  });
}

const key = (s: PlanSlot) => `${s.date}|${s.mealType}`;
const lower = (s: string) => s.trim().toLowerCase();

/** Every rule of the issue, read from the plan; returns the violations found. */
function violations(c: Case, result: PlanResult): string[] {
  const out: string[] = [];
  const { plan, notes } = result;
  const existing = new Set(c.fixed.filter((f) => f.kind === 'existing').map(key));
  const locked = new Map(c.fixed.filter((f) => f.kind === 'locked').map((f) => [key(f), f]));
  const open = c.slots.filter((s) => !existing.has(key(s)));
  const planned = new Map(plan.map((p) => [key(p), p]));

  // Meals on the calendar are kept; every other slot answered once; locked ones as they were.
  if (plan.length !== planned.size) out.push('a slot is answered twice');
  for (const p of plan) if (existing.has(key(p))) out.push(`${key(p)} already has a meal`);
  for (const s of open) {
    const p = planned.get(key(s));
    const lock = locked.get(key(s));
    if (lock && (!p || p.recipe !== lock.recipe)) out.push(`${key(s)}: the locked meal changed`);
    if (!p && !notes.some((n) => n.startsWith('No dish fits'))) out.push(`${key(s)} is empty without a note`);
  }
  const picks = plan.filter((p) => !locked.has(key(p)));
  const n = open.length - locked.size;

  const disliked = new Set(c.ctx.feedback.filter((f) => f.feedback === 'dislike').map((f) => lower(f.recipeTitle)));
  const net = new Map<string, number>();
  for (const f of c.ctx.feedback)
    net.set(lower(f.cuisine), (net.get(lower(f.cuisine)) ?? 0) + (f.feedback === 'like' ? 1 : -1));
  let allowed: string[] = c.options.cuisines.length
    ? [...c.options.cuisines]
    : CUISINES.filter((x) => (net.get(x) ?? 0) >= 0);
  if (!allowed.length) allowed = [...CUISINES];
  const perCuisine = new Map<string, number>();
  for (const p of picks) {
    const where = key(p);
    const limit = isWeekend(p.date) ? c.options.maxCookingTime.weekend : c.options.maxCookingTime.weekday;
    if (limit !== undefined && p.recipe.cookingTime > limit)
      out.push(`${where}: ${p.recipe.cookingTime} min over ${limit}`);
    if (!allowed.includes(lower(p.recipe.cuisine))) out.push(`${where}: cuisine ${p.recipe.cuisine} not chosen`);
    if (disliked.has(lower(p.recipe.title))) out.push(`${where}: disliked "${p.recipe.title}"`);
    if (p.mealType !== lower(p.recipe.mealType)) out.push(`${where}: a ${p.recipe.mealType} recipe`);
    perCuisine.set(lower(p.recipe.cuisine), (perCuisine.get(lower(p.recipe.cuisine)) ?? 0) + 1);
    if (p.source === 'saved' && !c.saved.some((s) => s.id === p.recipe.id)) out.push(`${where}: saved but not saved`);
  }
  // Cuisines spread over the chosen ones.
  for (const [cuisine, count] of perCuisine)
    if (count > cuisineCap(n, allowed.length)) out.push(`${count} ${cuisine} meals of ${n}`);
  // Saved recipes up to savedShare, each once.
  const savedPicks = picks.filter((p) => p.source === 'saved');
  if (savedPicks.length > Math.floor(c.options.savedShare * n + 1e-9))
    out.push(`${savedPicks.length} saved meals of ${n} over share ${c.options.savedShare}`);
  // No dish twice (by content or title), against each other and the meals kept.
  const all = [...c.fixed.map((f) => ({ ...f, fixed: true })), ...picks.map((p) => ({ ...p, fixed: false }))];
  for (let i = 0; i < all.length; i++)
    for (let j = 0; j < i; j++) {
      const [a, b] = [all[i]!, all[j]!];
      if (a.fixed && b.fixed) continue;
      if (a.recipe === b.recipe) continue; // one locked meal seen twice
      if (sameDish(a.recipe, [b.recipe]) || lower(a.recipe.title) === lower(b.recipe.title))
        out.push(`"${a.recipe.title}" (${key(a)}) is "${b.recipe.title}" (${key(b)}) again`);
    }
  // No main protein on more than two days running (unless the cook planned all three days).
  const byProtein = new Map<string, Map<number, boolean>>();
  for (const m of all) {
    const protein = mainProtein(m.recipe);
    if (!protein) continue;
    const days = byProtein.get(protein) ?? new Map<number, boolean>();
    byProtein.set(protein, days);
    const d = dayNumber(m.date);
    days.set(d, (days.get(d) ?? false) || !m.fixed);
  }
  for (const [protein, days] of byProtein)
    for (const [d] of days)
      if (days.has(d + 1) && days.has(d + 2) && (days.get(d)! || days.get(d + 1)! || days.get(d + 2)!))
        out.push(`${protein} three days running from day ${d}`);
  // The pantry first: most meals use two or more pantry items; 'always'/'usually' before 'rarely'.
  const pantry = new Map(c.ctx.pantry.map((p) => [p.ingredientId, p.frequency]));
  const generated = picks.filter((p) => p.source === 'generated');
  if (c.kitchen && c.options.usePantry && roomy(c.options) && richPantry(c.ctx.pantry) && generated.length >= 4) {
    const withTwo = generated.filter((p) => pantryItemsUsed(p.recipe, pantry).length >= 2).length;
    if (withTwo * 2 < generated.length) out.push(`only ${withTwo} of ${generated.length} meals use 2+ pantry items`);
  }
  if (c.options.usePantry) {
    // 'Always' and 'usually' before 'rarely': no 'rarely' item in more meals than the most used
    // 'always'/'usually' item (one meal is always allowed).
    const uses = new Map<string, number>();
    for (const p of picks) for (const id of pantryItemsUsed(p.recipe, pantry)) uses.set(id, (uses.get(id) ?? 0) + 1);
    let often = 0;
    for (const [id, f] of pantry) if (f === 'always' || f === 'usually') often = Math.max(often, uses.get(id) ?? 0);
    for (const [id, f] of pantry)
      if (f === 'rarely' && (uses.get(id) ?? 0) > Math.max(1, often))
        out.push(`rarely ${id} in ${uses.get(id)} meals, the most used always/usually item in ${often}`);
  }
  // Less waste: every note names a perishable both meals list, the second one later; and a
  // perishable bought for one meal and used again later is in a note.
  const reuseNotes = notes.filter((x) => x.startsWith('Less waste:'));
  for (const note of reuseNotes) {
    const m = /^Less waste: the (.+) bought for .+? \((.+)\) is used again on .+? \((.+)\)\.$/.exec(note);
    const first = m && plan.find((p) => p.recipe.title === m[2]);
    const later = m && plan.find((p) => p.recipe.title === m[3]);
    if (!m || !first || !later || !(first.date < later.date)) {
      out.push(`note does not hold: ${note}`);
      continue;
    }
    const name = m[1]!;
    const food = CATALOGUE.find((x) => x.name.toLowerCase() === name)!;
    if (!ingredientIds(first.recipe).includes(food.id) || !ingredientIds(later.recipe).includes(food.id))
      out.push(`note names a food a meal lacks: ${note}`);
  }
  const boughtOn = new Map<string, string>();
  for (const p of picks)
    for (const id of ingredientIds(p.recipe)) {
      if (!isPerishable(id) || (c.options.usePantry && pantry.has(id))) continue;
      const first = boughtOn.get(id);
      if (first === undefined) boughtOn.set(id, p.date);
      else if (first < p.date) {
        const name = CATALOGUE.find((x) => x.id === id)!.name.toLowerCase();
        if (!reuseNotes.some((x) => x.startsWith(`Less waste: the ${name} bought`)))
          out.push(`${name} is reused without a note`);
      }
    }
  return out;
}

/** Options that leave dishes to choose from: no weekday limit under 30 minutes, no diet. */
function roomy(o: PlanOptions): boolean {
  return (o.maxCookingTime.weekday ?? 60) >= 30 && (o.maxCookingTime.weekend ?? 60) >= 30 && !o.creativeDirection;
}

/**
 * A pantry a week can cook from: eight or more foods the cook keeps more than 'rarely', across
 * proteins, vegetables and starches ('rarely' items come last, so they cannot carry the rule).
 */
function richPantry(pantry: ChefContext['pantry']): boolean {
  const foods = pantry.filter((p) => usable(p.ingredientId) && p.frequency !== 'rarely');
  const cats = new Set(foods.map((p) => CATALOGUE.find((c) => c.id === p.ingredientId)!.category));
  return foods.length >= 8 && cats.has('Proteins') && cats.has('Vegetables') && cats.has('Grains & Starches');
}
/** Foods that fill a dish (not spices, herbs, condiments). */
function usable(id: string): boolean {
  const c = CATALOGUE.find((x) => x.id === id);
  return Boolean(c && !c.staple && !['Herbs & Spices', 'Oils & Condiments', 'Pantry Staples'].includes(c.category));
}

describe('planWeek: the rules of a good plan', () => {
  it('random plans break no rule', { timeout: 600_000 }, async () => {
    const r = rng(20261126);
    const found: string[] = [];
    const empty = { roomy: { empty: 0, slots: 0 }, tight: { empty: 0, slots: 0 } };
    for (let i = 0; i < Number(process.env.PLAN_COUNT ?? 250); i++) {
      const c = randomCase(r, i + 1);
      const result = await run(c);
      const tally = roomy(c.options) ? empty.roomy : empty.tight;
      tally.slots += c.slots.length;
      tally.empty += c.slots.filter(
        (s) =>
          !result.plan.some((p) => key(p) === key(s)) &&
          !c.fixed.some((f) => f.kind === 'existing' && key(f) === key(s)),
      ).length;
      for (const v of violations(c, result)) found.push(`plan ${i}: ${v}`);
    }
    console.info(
      `empty slots: ${empty.roomy.empty} of ${empty.roomy.slots} with roomy options, ${empty.tight.empty} of ${empty.tight.slots} with 15-20 minute limits or a diet`,
    );
    expect(found.slice(0, 20)).toEqual([]);
    // Every slot is filled where the options leave dishes to choose from (an empty one says why).
    expect(empty.roomy.empty / empty.roomy.slots).toBeLessThan(0.005);
  });

  it('the checker finds what it looks for', async () => {
    const r = rng(5);
    const c = randomCase(r, 5);
    c.slots = [0, 1, 2].map((d) => ({ date: addDays('2026-12-07', d), mealType: 'dinner' as ScheduleMealType }));
    c.fixed = [];
    c.options = { ...c.options, cuisines: ['italian'], maxCookingTime: { weekday: 20 }, savedShare: 0 };
    const good = await run(c);
    expect(violations(c, good)).toEqual([]);
    const chicken = LIBRARY.find((x) => mainProtein(x) && x.cuisine === 'italian' && x.mealType === 'dinner')!;
    const slow = { ...chicken, cookingTime: 90 };
    const bad: PlanResult = {
      notes: [],
      plan: c.slots.map((s) => ({
        ...s,
        recipe: { ...chicken, title: `${chicken.title} ${s.date}` },
        source: 'generated',
      })),
    };
    bad.plan[0]!.recipe = slow;
    const found = violations(c, bad).join('\n');
    expect(found).toContain('min over 20');
    expect(found).toContain('again');
    expect(found).toContain(`${mainProtein(chicken)} three days running`);
  });

  it('favours liked cuisines and saved recipes, avoids disliked ones, mixes saved ones in up to savedShare', async () => {
    const italianDinners = LIBRARY.filter((x) => x.cuisine === 'italian' && x.mealType === 'dinner');
    const saved: PlanRecipe[] = italianDinners.map((x, i) => ({ ...x, id: 10 + i }));
    const liked = saved[2]!;
    const disliked = saved[0]!;
    const slots = [0, 1, 2, 3, 4, 5, 6].map((d) => ({ date: addDays('2026-12-07', d), mealType: 'dinner' as const }));
    const ctx: ChefContext = {
      pantry: [],
      seed: 3,
      feedback: [
        { recipeTitle: liked.title, cuisine: 'italian', ingredients: [], feedback: 'like' },
        { recipeTitle: disliked.title, cuisine: 'italian', ingredients: [], feedback: 'dislike' },
        { recipeTitle: 'x', cuisine: 'indian', ingredients: [], feedback: 'dislike' },
        { recipeTitle: 'y', cuisine: 'mexican', ingredients: [], feedback: 'like' },
      ],
    };
    const result = await planWeek({
      slots,
      fixed: [],
      options: { servings: 2, cuisines: [], maxCookingTime: {}, usePantry: false, savedShare: 2 / 7 },
      ctx,
      saved,
      generate: (o, s) => generateBatch(o, { ...ctx, seed: s }),
    });
    const fromSaved = result.plan.filter((p) => p.source === 'saved');
    expect(fromSaved).toHaveLength(2);
    expect(fromSaved.map((p) => p.recipe.title)).toContain(liked.title);
    expect(result.plan.map((p) => p.recipe.title)).not.toContain(disliked.title);
    expect(result.plan.map((p) => p.recipe.cuisine)).not.toContain('indian');
    expect(result.plan.map((p) => p.recipe.cuisine)).toContain('mexican');
    expect(result.notes).toContain('2 of 7 meals come from your saved recipes.');
  });

  it('reuses perishables later in the week, and the shopping list is no longer for it', async () => {
    const r = rng(99);
    let reused = 0;
    for (let i = 0; i < 20; i++) {
      const c = randomCase(r, 300 + i);
      c.slots = [];
      for (let d = 0; d < 7; d++)
        for (const mealType of SCHEDULE_MEAL_TYPES) c.slots.push({ date: addDays('2026-12-07', d), mealType });
      c.fixed = [];
      const result = await run(c);
      reused += result.notes.filter((n) => n.startsWith('Less waste:')).length;
      expect(violations(c, result)).toEqual([]);
    }
    expect(reused).toBeGreaterThan(20);
  });

  it('is deterministic for a seed', async () => {
    const c = randomCase(rng(1), 1);
    const [a, b] = [await run(c), await run(c)];
    expect(a.plan.map((p) => p.recipe.title)).toEqual(b.plan.map((p) => p.recipe.title));
  });
});

export type { Cuisine };
