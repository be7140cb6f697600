// Shopping-list bench: `npm run bench:shopping`.
//
// Plans a month of three meals a day (90 meals) from the built-in chef engine's recipes, across
// every cuisine and with mixed servings, then prints the merge figures (ingredient lines in,
// items out, lines matched to the catalogue, lines kept as written) and the time to build the
// list (p50/p99 over repeated builds). The list is built in the browser, so this is the cost a
// cook waits for after pressing Generate List.

import { performance } from 'node:perf_hooks';
import { composeBatch } from '../src/server/chef/builtin/index';
import type { ChefContext } from '../src/server/chef/types';
import { CUISINE_OPTIONS, type GenerationOptions } from '../src/shared/api/recipes';
import { buildShoppingList, shoppingListText, type ShoppingMeal } from '../src/shared/kitchen/shopping';
import { convertIngredientLine, convertStepText, METRIC_VIEW, US_VIEW } from '../src/shared/kitchen/measurements';
import { stripQuantityMarks } from '../src/shared/kitchen/step-quantities';

const DAYS = 30;
const SLOTS = ['breakfast', 'lunch', 'dinner'] as const;
const RUNS = 300;

const meals: ShoppingMeal[] = [];
/** The whole recipes behind `meals`, in the same order (the list reads only their lines). */
const recipes: ReturnType<typeof composeBatch>[number]['recipe'][] = [];
let seed = 7;
for (let day = 0; day < DAYS; day++) {
  for (const mealType of SLOTS) {
    const cuisine = CUISINE_OPTIONS[(day + SLOTS.indexOf(mealType)) % CUISINE_OPTIONS.length]!;
    const options = {
      cuisine,
      mealType,
      servings: 2,
      creativeMode: false,
      ignorePantry: true,
      excludedRecipes: [],
    } as GenerationOptions;
    const ctx: ChefContext = { pantry: [], feedback: [], seed: seed++ };
    // A cuisine with no dish for a slot (few cuisines have breakfasts) falls back to 'any'.
    const batch = composeBatch(options, ctx);
    const recipe = (batch[0] ?? composeBatch({ ...options, cuisine: 'any' }, ctx)[0])!.recipe;
    const date = new Date(Date.UTC(2026, 11, 1 + day)).toISOString().slice(0, 10);
    meals.push({ date, servings: [2, 2, 4, 1][day % 4]!, recipe });
    recipes.push(recipe);
  }
}

const list = buildShoppingList(meals);
const times: number[] = [];
for (let i = 0; i < RUNS; i++) {
  const t0 = performance.now();
  buildShoppingList(meals);
  times.push(performance.now() - t0);
}
times.sort((a, b) => a - b);
const pct = (p: number) => times[Math.min(times.length - 1, Math.floor((p / 100) * times.length))]!;

console.log(`Shopping list for ${meals.length} meals (${DAYS} days x 3 meals, built-in engine recipes)`);
console.log(`  ingredient lines in:      ${list.stats.lines}`);
console.log(
  `  items after merging:      ${list.stats.items} (${((1 - list.stats.items / list.stats.lines) * 100).toFixed(1)}% fewer lines)`,
);
console.log(
  `  lines matched to catalogue: ${list.stats.matched} (${((list.stats.matched / list.stats.lines) * 100).toFixed(1)}%)`,
);
console.log(`  lines kept as written:    ${list.stats.unparsed}`);
console.log(`  items in several meals:   ${list.items.filter((i) => i.meals > 1).length}`);
console.log(`  build time over ${RUNS} runs: p50 ${pct(50).toFixed(2)} ms, p99 ${pct(99).toFixed(2)} ms`);
console.log('\nSample items:');
for (const item of list.items.filter((i) => i.meals > 3).slice(0, 12))
  console.log(`  ${item.category.padEnd(18)} ${item.text} (${item.meals} meals)`);

// `npm run bench:shopping -- --week`: the first week's list in both systems, and that week's first
// dinner in both, verbatim (what a cook reads with metric/°C and with US/°F).
if (process.argv.includes('--week')) {
  const week = meals.slice(0, 21);
  const range = { start: week[0]!.date, end: week.at(-1)!.date, meals: week.length };
  for (const unitSystem of ['metric', 'us'] as const) {
    console.log(`\n=== One week's shopping list, ${unitSystem} ===`);
    console.log(shoppingListText(buildShoppingList(week, { unitSystem }).items, range));
  }
  const dinner = recipes.slice(0, 21).find((r) => r.mealType === 'dinner')!;
  for (const view of [METRIC_VIEW, US_VIEW]) {
    console.log(`\n=== "${dinner.title}" for ${dinner.servings}, ${view.unitSystem}/°${view.temperature} ===`);
    for (const line of dinner.ingredients) console.log(`- ${convertIngredientLine(line, view.unitSystem)}`);
    dinner.instructions.forEach((step, i) =>
      console.log(`${i + 1}. ${stripQuantityMarks(convertStepText(step, view))}`),
    );
  }
}
