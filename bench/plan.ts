// npm run bench:plan: the week planner with the built-in engine (issue 28). Prints p50/p95 of a
// 7 days x 3 meals plan (12-item pantry, Italian + Mexican + Asian, time limits), the first (cold)
// plan apart, and the shopping list's item count with and without the waste rule over many plans.

import { generateBatch } from '../src/server/chef/builtin/index';
import type { ChefContext } from '../src/server/chef/types';
import { planWeek, pantryItemsUsed, type PlanOptions, type PlanSlot } from '../src/server/modules/meal-plans/planner';
import { buildShoppingList } from '../src/shared/kitchen/shopping';
import { SCHEDULE_MEAL_TYPES } from '../src/shared/kitchen/meal-slots';
import type { Frequency } from '../src/shared/api/pantry';

const PANTRY: [string, Frequency][] = [
  ['chicken-breast', 'always'],
  ['eggs', 'always'],
  ['rice', 'always'],
  ['onion', 'always'],
  ['garlic', 'always'],
  ['tomatoes', 'usually'],
  ['spinach', 'usually'],
  ['pasta-penne', 'usually'],
  ['cheddar', 'usually'],
  ['black-beans', 'rarely'],
  ['bell-pepper', 'rarely'],
  ['greek-yogurt', 'rarely'],
];

export function weekSlots(start: string, days: number): PlanSlot[] {
  const out: PlanSlot[] = [];
  for (let d = 0; d < days; d++) {
    const date = new Date(Date.parse(`${start}T00:00:00Z`) + d * 86_400_000).toISOString().slice(0, 10);
    for (const mealType of SCHEDULE_MEAL_TYPES) out.push({ date, mealType });
  }
  return out;
}

const options: PlanOptions = {
  servings: 2,
  cuisines: ['italian', 'mexican', 'asian'],
  maxCookingTime: { weekday: 30, weekend: 60 },
  usePantry: true,
  savedShare: 0,
};

async function plan(seed: number, reuse = true) {
  const ctx: ChefContext = {
    pantry: PANTRY.map(([ingredientId, frequency]) => ({ ingredientId, frequency })),
    feedback: [],
    seed,
  };
  return planWeek({
    slots: weekSlots('2026-11-30', 7),
    fixed: [],
    options: { ...options, reusePerishables: reuse },
    ctx,
    saved: [],
    generate: (o, s) => generateBatch(o, { ...ctx, seed: s }),
  });
}

const t0 = performance.now();
const first = await plan(1);
const cold = performance.now() - t0;
const times: number[] = [];
for (let i = 0; i < 200; i++) {
  const t = performance.now();
  await plan(1000 + i);
  times.push(performance.now() - t);
}
times.sort((a, b) => a - b);
const q = (p: number) => times[Math.min(times.length - 1, Math.floor(p * times.length))]!.toFixed(1);
console.log(
  `7 x 3 plan, built-in engine: cold ${cold.toFixed(1)} ms, p50 ${q(0.5)} ms, p95 ${q(0.95)} ms, max ${q(0.999)} ms (200 plans)`,
);

const pantry = new Map(PANTRY);
const items = (meals: Awaited<ReturnType<typeof plan>>['plan']) =>
  buildShoppingList(meals.map((m) => ({ date: m.date, servings: m.recipe.servings, recipe: m.recipe }))).stats.items;
let withRule = 0;
let without = 0;
const N = 100;
for (let i = 0; i < N; i++) {
  withRule += items((await plan(5000 + i, true)).plan);
  without += items((await plan(5000 + i, false)).plan);
}
console.log(
  `shopping list items, 7 x 3 (mean of ${N} plans): ${(without / N).toFixed(1)} without the waste rule, ${(withRule / N).toFixed(1)} with it`,
);

if (process.argv.includes('--show')) {
  for (const m of first.plan) {
    console.log(
      `${m.date} ${m.mealType.padEnd(9)} ${m.recipe.cuisine.padEnd(8)} ${String(m.recipe.cookingTime).padStart(3)} min  ${m.recipe.title}  [pantry: ${pantryItemsUsed(m.recipe, pantry).join(', ')}]`,
    );
  }
  for (const n of first.notes) console.log('note:', n);
}
