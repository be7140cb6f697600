// npm run bench:plan: the week planner with the built-in engine (issue 28). Prints p50/p95 of a
// 7 days x 3 meals plan (12-item pantry, Italian + Mexican + Asian, time limits), the first (cold)
// plan apart, and the shopping list's item count with and without the waste rule over many plans.

import { cpus, loadavg } from 'node:os';
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

async function plan(seed: number, reuse = true, usePantry = true) {
  const ctx: ChefContext = {
    pantry: PANTRY.map(([ingredientId, frequency]) => ({ ingredientId, frequency })),
    feedback: [],
    seed,
  };
  return planWeek({
    slots: weekSlots('2026-11-30', 7),
    fixed: [],
    options: { ...options, usePantry, reusePerishables: reuse },
    ctx,
    saved: [],
    generate: (o, s) => generateBatch(o, { ...ctx, seed: s }),
  });
}

const t0 = performance.now();
const first = await plan(1);
const cold = performance.now() - t0;
const times: number[] = [];
const cpu: number[] = [];
for (let i = 0; i < 200; i++) {
  const t = performance.now();
  const c = process.cpuUsage();
  await plan(1000 + i);
  const used = process.cpuUsage(c);
  cpu.push((used.user + used.system) / 1000);
  times.push(performance.now() - t);
}
// CPU time beside wall time: on a shared machine the wall clock also counts waiting for a core.
const q = (xs: number[], p: number) =>
  [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(p * xs.length))]!.toFixed(1);
console.log(
  `7 x 3 plan, built-in engine (200 plans): cold ${cold.toFixed(1)} ms; wall p50 ${q(times, 0.5)} ms, p95 ${q(times, 0.95)} ms; CPU p50 ${q(cpu, 0.5)} ms, p95 ${q(cpu, 0.95)} ms; load average ${loadavg()[0]!.toFixed(1)} on ${cpus().length} cores`,
);

const pantry = new Map(PANTRY);
const items = (meals: Awaited<ReturnType<typeof plan>>['plan']) =>
  buildShoppingList(meals.map((m) => ({ date: m.date, servings: m.recipe.servings, recipe: m.recipe }))).stats.items;
for (const usePantry of [true, false]) {
  let withRule = 0;
  let without = 0;
  let notes = 0;
  const N = 100;
  for (let i = 0; i < N; i++) {
    const on = await plan(5000 + i, true, usePantry);
    notes += on.notes.filter((n) => n.startsWith('Less waste')).length;
    withRule += items(on.plan);
    without += items((await plan(5000 + i, false, usePantry)).plan);
  }
  console.log(
    `shopping list items, 7 x 3 ${usePantry ? 'from the 12-item pantry' : 'ignoring the pantry'} (mean of ${N} plans): ${(without / N).toFixed(1)} without the waste rule, ${(withRule / N).toFixed(1)} with it; ${(notes / N).toFixed(1)} reuse notes a plan`,
  );
}

if (process.argv.includes('--show')) {
  for (const m of first.plan) {
    console.log(
      `${m.date} ${m.mealType.padEnd(9)} ${m.recipe.cuisine.padEnd(8)} ${String(m.recipe.cookingTime).padStart(3)} min  ${m.recipe.title}  [pantry: ${pantryItemsUsed(m.recipe, pantry).join(', ')}]`,
    );
  }
  for (const n of first.notes) console.log('note:', n);
}
