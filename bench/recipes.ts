// Quality and speed bench of the built-in chef engine: `npm run bench:recipes`.
//
// Runs the engine over a seeded sample of the option grid (cuisines x meal types x servings
// x max time x texture x creative mode x ignore pantry x special ingredient) for pantries of
// 0 (exploring), 5, 12 and 30 items, and prints constraint violations, the share of
// ingredients drawn from the pantry, load-more duplicates, nutrition consistency, timings
// and three sample recipes. Exits non-zero when any constraint is violated.

import { performance } from 'node:perf_hooks';
import { CATALOGUE } from '../src/shared/kitchen/catalogue';
import { INGREDIENT_CATEGORIES } from '../src/shared/kitchen/types';
import {
  BATCH_SIZE,
  CUISINE_OPTIONS,
  MAX_COOKING_TIMES,
  MEAL_TYPES,
  TEXTURES,
  recipeInput,
  type GenerationOptions,
  type MealType,
  type RecipeInput,
  type Texture,
} from '../src/shared/api/recipes';
import { FREQUENCIES } from '../src/shared/api/pantry';
import type { ChefContext } from '../src/server/chef/types';
import { composeBatch, type ComposedRecipe } from '../src/server/chef/builtin/index';
import { INFO_BY_ID, findIngredient, isVegan, isVegetarian, type IngredientInfo } from '../src/server/chef/builtin/ingredients';
import { createRng, type Rng } from '../src/server/chef/builtin/random';

const COMBOS_PER_PANTRY = 750;
const LOAD_MORE_SERIES = 150;
const LOAD_MORE_ROUNDS = 5;

const SERVINGS = [1, 2, 4, 6] as const;
const DIRECTIONS = ['', 'spicy', 'vegetarian', 'vegan comfort food', 'smoky and quick', 'fresh and citrus', 'healthy, light', 'something sweet', 'japanese twist'];
const SPECIALS = [undefined, undefined, 'chickpeas', 'garbanzo beans', 'kimchi', 'salmon', 'dragon fruit', 'spinach', 'feta', 'chicken breast'];

type PantryItem = ChefContext['pantry'][number];

/** Everyday items most home pantries hold: drawn far more often than specialty ones. */
const EVERYDAY = new Set(
  'onion garlic eggs milk lemon rice pasta-penne spaghetti canned-tomatoes chicken-breast potatoes carrots tomatoes cheddar parmesan soy-sauce honey black-beans chickpeas bell-pepper spinach oats bananas apples greek-yogurt'.split(' '),
);
/** Common items (the ones the engine's brief relies on). */
const COMMON = new Set(
  ('chicken-breast chickpeas garlic onion eggs lemon tomatoes basil parmesan spaghetti arborio-rice rice soy-sauce ginger milk heavy-cream ' +
    'chicken-stock vegetable-stock canned-tomatoes potatoes carrots bell-pepper spinach mushrooms salmon shrimp ground-beef tofu cumin paprika ' +
    'cilantro lime avocado black-beans tortillas-corn coconut-milk curry-powder garam-masala turmeric miso-paste mirin feta cucumber greek-yogurt ' +
    'honey oats bananas apples strawberries dark-chocolate vanilla-extract cheddar bacon shallots dijon-mustard thyme rosemary oregano parsley ' +
    'zucchini eggplant broccoli sesame-oil rice-vinegar red-lentils quinoa pasta-penne mozzarella pork-shoulder lamb cod chicken-thighs').split(' '),
);

/**
 * A pantry drawn with a seeded PRNG from the catalogue's non-staple items (staples are always
 * available anyway). 'realistic' weights everyday items 40, common ones 8 and the rest 1, the
 * way real kitchens look; 'uniform' draws every item alike, round-robin across categories.
 */
function drawPantry(size: number, rng: Rng, kind: 'realistic' | 'uniform' = 'realistic'): PantryItem[] {
  const pool = CATALOGUE.filter((i) => !i.staple);
  const out: PantryItem[] = [];
  if (kind === 'uniform') {
    const byCategory = INGREDIENT_CATEGORIES.map((cat) => rng.shuffle(pool.filter((i) => i.category === cat)));
    for (let round = 0; out.length < size; round++) {
      for (const list of rng.shuffle(byCategory)) {
        const item = list[round];
        if (item && out.length < size) out.push({ ingredientId: item.id, frequency: rng.pick(FREQUENCIES)! });
      }
    }
    return out;
  }
  const taken = new Set<string>();
  while (out.length < size) {
    const item = rng.weighted(pool, (i) => (taken.has(i.id) ? 0 : EVERYDAY.has(i.id) ? 40 : COMMON.has(i.id) ? 8 : 1))!;
    taken.add(item.id);
    out.push({ ingredientId: item.id, frequency: rng.pick(FREQUENCIES)! });
  }
  return out;
}

function randomOptions(rng: Rng, ignorePantry: boolean): GenerationOptions {
  const creativeMode = rng.next() < 0.3;
  const special = rng.pick(SPECIALS);
  const max = rng.next() < 0.5 ? undefined : rng.pick(MAX_COOKING_TIMES);
  return {
    cuisine: rng.pick(CUISINE_OPTIONS)!,
    servings: rng.pick(SERVINGS)!,
    mealType: rng.next() < 0.3 ? undefined : (rng.pick(MEAL_TYPES) as MealType),
    maxCookingTime: max,
    texturePreference: rng.next() < 0.6 ? undefined : (rng.pick(TEXTURES) as Texture),
    creativeMode,
    creativeDirection: creativeMode ? rng.pick(DIRECTIONS) || undefined : undefined,
    ignorePantry,
    specialIngredient: special,
    excludedRecipes: [],
  };
}

function mentions(line: string, info: IngredientInfo): boolean {
  const l = line.toLowerCase();
  return [info.textName, info.stepName, info.titleName, ...info.names].some((n) => n.length >= 3 && l.includes(n.toLowerCase()));
}

interface Violations {
  [kind: string]: number;
}

function checkBatch(options: GenerationOptions, batch: ComposedRecipe[], violations: Violations, notes: string[]): void {
  const add = (kind: string, detail: string) => {
    violations[kind] = (violations[kind] ?? 0) + 1;
    if (notes.length < 15) notes.push(`${kind}: ${detail}`);
  };
  if (batch.length > BATCH_SIZE) add('batch > 4', `${batch.length}`);
  const titles = new Set<string>();
  const excluded = new Set(options.excludedRecipes.map((t) => t.toLowerCase()));
  const special = options.specialIngredient ? findIngredient(options.specialIngredient) ?? findIngredientIn(options.specialIngredient) : undefined;
  const direction = (options.creativeDirection ?? '').toLowerCase();
  for (const { recipe, ingredients } of batch) {
    const parsed = recipeInput.safeParse(recipe);
    if (!parsed.success) add('schema', `${recipe.title}: ${parsed.error.issues[0]?.message}`);
    if (options.maxCookingTime !== undefined && recipe.cookingTime > options.maxCookingTime) add('cookingTime > max', `${recipe.title} ${recipe.cookingTime} > ${options.maxCookingTime}`);
    if (options.mealType ? recipe.mealType !== options.mealType : !MEAL_TYPES.includes(recipe.mealType as MealType)) add('wrong mealType', `${recipe.title} ${recipe.mealType}`);
    if (recipe.servings !== options.servings) add('servings mismatch', recipe.title);
    if (options.cuisine !== 'any' && recipe.cuisine !== options.cuisine) add('wrong cuisine', `${recipe.title} ${recipe.cuisine}`);
    const key = recipe.title.toLowerCase();
    if (titles.has(key)) add('duplicate title in batch', recipe.title);
    titles.add(key);
    if (excluded.has(key)) add('excluded title returned', recipe.title);
    if (options.specialIngredient) {
      const found = special
        ? recipe.ingredients.some((l) => mentions(l, special))
        : recipe.ingredients.some((l) => l.toLowerCase().includes(options.specialIngredient!.toLowerCase()));
      if (!found) add('missing special ingredient', `${options.specialIngredient} in ${recipe.title}`);
    }
    const vegan = /\bvegan\b/.test(direction);
    const vegetarian = vegan || /\bvegetarian\b/.test(direction);
    if (vegetarian) {
      for (const i of ingredients) {
        if (i.special) continue; // what the cook asked for explicitly
        const info = INFO_BY_ID.get(i.id)!;
        if (!(vegan ? isVegan(info) : isVegetarian(info))) add(vegan ? 'vegan violation' : 'vegetarian violation', `${info.id} in ${recipe.title}`);
      }
    }
    if (recipe.instructions.length < 4 || recipe.instructions.length > 10) add('instructions not 4-10', `${recipe.title}: ${recipe.instructions.length}`);
  }
}

function findIngredientIn(text: string): IngredientInfo | undefined {
  return findIngredient(text.replace(/s$/, ''));
}

/** Calories within 15% of 4 x protein + 4 x (carbs - fiber) + 9 x fat + 2 x fiber. */
function nutritionConsistent(r: RecipeInput): boolean {
  const n = r.nutrition;
  const estimate = 4 * n.protein + 4 * (n.carbs - n.fiber) + 9 * n.fat + 2 * n.fiber;
  if (n.calories < 20) return Math.abs(estimate - n.calories) < 10;
  return Math.abs(estimate - n.calories) / n.calories <= 0.15;
}

function percentile(sorted: number[], p: number): number {
  if (!sorted.length) return 0;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

function printRecipe(r: RecipeInput): void {
  console.log(`\n  ${r.title}`);
  console.log(`  ${r.cuisine} · ${r.mealType} · ${r.cookingTime} min · serves ${r.servings} · ${r.difficulty}`);
  console.log(`  per serving: ${r.nutrition.calories} kcal, protein ${r.nutrition.protein} g, carbs ${r.nutrition.carbs} g, fat ${r.nutrition.fat} g, fiber ${r.nutrition.fiber} g`);
  console.log('  Ingredients:');
  for (const line of r.ingredients) console.log(`    - ${line}`);
  console.log('  Method:');
  r.instructions.forEach((s, i) => console.log(`    ${i + 1}. ${s}`));
}

function main(): void {
  const rng = createRng(20240611);
  const violations: Violations = {};
  const notes: string[] = [];
  const timings: number[] = [];
  const share: Record<string, { pantry: number; total: number }> = {};
  let recipes = 0;
  let consistent = 0;
  let batches = 0;
  let emptyBatches = 0;
  const samples: RecipeInput[] = [];

  // Warm up the JIT so timings reflect a running server.
  for (let i = 0; i < 50; i++) composeBatch(randomOptions(rng, true), { pantry: [], feedback: [], seed: i });

  for (const size of [0, 5, 12, 30]) {
    for (let i = 0; i < COMBOS_PER_PANTRY; i++) {
      const ignorePantry = size === 0 || rng.next() < 0.15;
      const options = randomOptions(rng, ignorePantry);
      const pantry = drawPantry(size, rng);
      const ctx: ChefContext = { pantry, feedback: [], seed: rng.int(1e9) };
      const t0 = performance.now();
      const batch = composeBatch(options, ctx);
      timings.push(performance.now() - t0);
      batches++;
      if (!batch.length) emptyBatches++;
      checkBatch(options, batch, violations, notes);
      for (const c of batch) {
        recipes++;
        if (nutritionConsistent(c.recipe)) consistent++;
        if (!ignorePantry) {
          // Plain requests (no creative pairing, texture, time limit or special) are tallied apart too.
          const plain = !options.creativeMode && !options.texturePreference && !options.maxCookingTime && !options.specialIngredient;
          for (const key of plain ? [`${size}`, `${size} plain`] : [`${size}`]) {
            const s = (share[key] ??= { pantry: 0, total: 0 });
            for (const ing of c.ingredients) {
              if (ing.staple || ing.special) continue;
              s.total++;
              if (ing.fromPantry) s.pantry++;
            }
          }
        }
      }
      // Samples for a person to read: everyday requests, three different cuisines.
      const plain = !options.creativeMode && !options.specialIngredient && !options.texturePreference;
      const first = batch[0]?.recipe;
      if (size === 12 && plain && first && samples.length < 3 && !samples.some((r) => r.cuisine === first.cuisine)) samples.push(first);
    }
  }

  // Reference: the same measure with pantries drawn uniformly from the catalogue.
  const uniformShare: Record<number, { pantry: number; total: number }> = {};
  for (const size of [12, 30]) {
    for (let i = 0; i < 300; i++) {
      const options = randomOptions(rng, false);
      const batch = composeBatch(options, { pantry: drawPantry(size, rng, 'uniform'), feedback: [], seed: rng.int(1e9) });
      const s = (uniformShare[size] ??= { pantry: 0, total: 0 });
      for (const c of batch) {
        for (const ing of c.ingredients) {
          if (ing.staple || ing.special) continue;
          s.total++;
          if (ing.fromPantry) s.pantry++;
        }
      }
    }
  }

  // Load more: each round passes every title seen so far as excludedRecipes.
  let crossDuplicates = 0;
  const perRound = new Array<number>(LOAD_MORE_ROUNDS).fill(0);
  for (let i = 0; i < LOAD_MORE_SERIES; i++) {
    const size = rng.pick([0, 12, 30])!;
    const base = randomOptions(rng, size === 0);
    const pantry = drawPantry(size, rng);
    const seen = new Set<string>();
    const titles: string[] = [];
    for (let round = 0; round < LOAD_MORE_ROUNDS; round++) {
      const options = { ...base, excludedRecipes: [...titles] };
      const t0 = performance.now();
      const batch = composeBatch(options, { pantry, feedback: [], seed: rng.int(1e9) });
      timings.push(performance.now() - t0);
      checkBatch(options, batch, violations, notes);
      perRound[round]! += batch.length;
      for (const { recipe } of batch) {
        const key = recipe.title.toLowerCase();
        if (seen.has(key)) crossDuplicates++;
        seen.add(key);
        titles.push(recipe.title);
      }
    }
  }
  if (crossDuplicates) violations['duplicate titles across load-more rounds'] = crossDuplicates;

  // Timing on a shared machine: wall-clock spikes come from other processes taking the CPU,
  // so also time each combination three times and keep its best run, in wall-clock and CPU time.
  const best: number[] = [];
  const cpu: number[] = [];
  for (let i = 0; i < 1000; i++) {
    const size = rng.pick([0, 5, 12, 30])!;
    const options = randomOptions(rng, size === 0);
    const ctx: ChefContext = { pantry: drawPantry(size, rng), feedback: [], seed: rng.int(1e9) };
    let min = Infinity;
    let minCpu = Infinity;
    for (let run = 0; run < 3; run++) {
      const t0 = performance.now();
      const c0 = process.cpuUsage();
      composeBatch(options, ctx);
      const used = process.cpuUsage(c0);
      min = Math.min(min, performance.now() - t0);
      minCpu = Math.min(minCpu, (used.user + used.system) / 1000);
    }
    best.push(min);
    cpu.push(minCpu);
  }
  best.sort((a, b) => a - b);
  cpu.sort((a, b) => a - b);
  timings.sort((a, b) => a - b);
  const totalViolations = Object.values(violations).reduce((a, b) => a + b, 0);
  const pct = (a: number, b: number) => (b ? `${((100 * a) / b).toFixed(1)}%` : 'n/a');

  const gridSize = CUISINE_OPTIONS.length * (MEAL_TYPES.length + 1) * SERVINGS.length * (MAX_COOKING_TIMES.length + 1) * (TEXTURES.length + 1) * (DIRECTIONS.length + 1) * 2 * SPECIALS.length;
  console.log('Built-in chef engine bench');
  console.log(`  option combinations: ${batches} drawn with a seeded PRNG from a grid of ${gridSize} (cuisine x meal type x servings x max time x texture x creative/direction x ignore pantry x special), over pantries of 0 (exploring), 5, 12 and 30 items`);
  console.log(`  batches: ${batches} (+${LOAD_MORE_SERIES * LOAD_MORE_ROUNDS} load-more), recipes: ${recipes}, empty batches (options exhausted): ${emptyBatches}`);
  console.log(`  constraint violations: ${totalViolations}`);
  for (const [kind, n] of Object.entries(violations)) console.log(`    ${kind}: ${n}`);
  for (const note of notes) console.log(`    e.g. ${note}`);
  console.log('  share of non-staple ingredients drawn from the pantry (pantry not ignored):');
  for (const [key, s] of Object.entries(share)) {
    const [size, plain] = key.split(' ');
    console.log(`    pantry of ${size} (realistic draw${plain ? ', plain requests' : ', all requests'}): ${pct(s.pantry, s.total)} (${s.pantry}/${s.total})`);
  }
  for (const [size, s] of Object.entries(uniformShare)) console.log(`    pantry of ${size} (uniform draw, reference): ${pct(s.pantry, s.total)} (${s.pantry}/${s.total})`);
  console.log(`  load-more: ${LOAD_MORE_SERIES} series x ${LOAD_MORE_ROUNDS} rounds, duplicate titles across rounds: ${crossDuplicates}, recipes per round: ${perRound.map((n) => (n / LOAD_MORE_SERIES).toFixed(2)).join(' / ')}`);
  console.log(`  nutrition consistency (kcal within 15% of 4P + 4(C-F) + 9F + 2F): ${pct(consistent, recipes)}`);
  console.log(`  ms per batch, wall clock (best of 3 runs, 1000 combinations): p50 ${percentile(best, 50).toFixed(2)}, p99 ${percentile(best, 99).toFixed(2)}, max ${best[best.length - 1]!.toFixed(2)}`);
  console.log(`  ms per batch, CPU time (best of 3 runs, same combinations): p50 ${percentile(cpu, 50).toFixed(2)}, p99 ${percentile(cpu, 99).toFixed(2)}, max ${cpu[cpu.length - 1]!.toFixed(2)}`);
  console.log(`  ms per batch (every run above, wall clock, includes other processes): p50 ${percentile(timings, 50).toFixed(2)}, p99 ${percentile(timings, 99).toFixed(2)}, max ${timings[timings.length - 1]!.toFixed(2)}`);
  console.log('\nSample recipes (pantry of 12):');
  for (const r of samples) printRecipe(r);
  if (totalViolations > 0) {
    console.error(`\nFAIL: ${totalViolations} constraint violations`);
    process.exit(1);
  }
}

main();
