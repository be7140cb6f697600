// Quality and speed bench of the built-in chef engine: `npm run bench:recipes`.
//
// Runs the engine over a seeded sample of the option grid (cuisines x meal types x servings
// x max time x texture x creative mode x ignore pantry x special ingredient) for pantries of
// 0 (exploring), 5, 12 and 30 items, and prints constraint violations, the share of
// ingredients drawn from the pantry, load-more duplicates, nutrition consistency, timings
// and sample recipes. Also: substance and energy bands, text rules, one dish per pattern, creative mode
// keeping the cuisine and explaining its direction, title-word repetition over long load-more series,
// narrow searches ending within 10 rounds, full batches for plain requests from a 12-item pantry.
// Exits non-zero when any constraint is violated.

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
} from '../src/shared/api/recipes';
import { FREQUENCIES } from '../src/shared/api/pantry';
import type { ChefContext } from '../src/server/chef/types';
import { composeBatch, type ComposedRecipe } from '../src/server/chef/builtin/index';
import {
  INFO_BY_ID,
  findIngredient,
  isVegan,
  isVegetarian,
  type IngredientInfo,
} from '../src/server/chef/builtin/ingredients';
import { createRng, type Rng } from '../src/server/chef/builtin/random';
import { energyViolation, realIngredientCount, textViolations } from '../src/server/chef/builtin/quality';
import { titleWords } from '../src/server/chef/builtin/variety';
import { PATTERN_BY_ID } from '../src/server/chef/builtin/patterns';
import { ACCENT_BY_ID } from '../src/server/chef/builtin/accents';
import { readSpecial } from '../src/server/chef/builtin/plan';
import { stripQuantityMarks } from '../src/shared/kitchen/step-quantities';
import { runCriticBench } from './recipes-critic';

const COMBOS_PER_PANTRY = 750;
const LOAD_MORE_SERIES = 150;
const PLAIN_PANTRIES = 40;
const LOAD_MORE_ROUNDS = 5;

const SERVINGS = [1, 2, 4, 6] as const;
const DIRECTIONS = [
  '',
  'spicy',
  'vegetarian',
  'vegan comfort food',
  'smoky and quick',
  'fresh and citrus',
  'healthy, light',
  'something sweet',
  'japanese twist',
  'smoky and spicy',
  'high protein',
  'kid friendly',
];
const SPECIALS = [
  undefined,
  undefined,
  'chickpeas',
  'garbanzo beans',
  'kimchi',
  'salmon',
  'dragon fruit',
  'spinach',
  'feta',
  'chicken breast',
  'truffle',
  'jackfruit',
];

type PantryItem = ChefContext['pantry'][number];

/** Everyday items most home pantries hold: drawn far more often than specialty ones. */
const EVERYDAY = new Set(
  'onion garlic eggs milk lemon rice pasta-penne spaghetti canned-tomatoes chicken-breast potatoes carrots tomatoes cheddar parmesan soy-sauce honey black-beans chickpeas bell-pepper spinach oats bananas apples greek-yogurt'.split(
    ' ',
  ),
);
/** Common items (the ones the engine's brief relies on). */
const COMMON = new Set(
  (
    'chicken-breast chickpeas garlic onion eggs lemon tomatoes basil parmesan spaghetti arborio-rice rice soy-sauce ginger milk heavy-cream ' +
    'chicken-stock vegetable-stock canned-tomatoes potatoes carrots bell-pepper spinach mushrooms salmon shrimp ground-beef tofu cumin paprika ' +
    'cilantro lime avocado black-beans tortillas-corn coconut-milk curry-powder garam-masala turmeric miso-paste mirin feta cucumber greek-yogurt ' +
    'honey oats bananas apples strawberries dark-chocolate vanilla-extract cheddar bacon shallots dijon-mustard thyme rosemary oregano parsley ' +
    'zucchini eggplant broccoli sesame-oil rice-vinegar red-lentils quinoa pasta-penne mozzarella pork-shoulder lamb cod chicken-thighs'
  ).split(' '),
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
    mealType: rng.next() < 0.3 ? undefined : rng.pick(MEAL_TYPES),
    maxCookingTime: max,
    texturePreference: rng.next() < 0.6 ? undefined : rng.pick(TEXTURES),
    creativeMode,
    creativeDirection: creativeMode ? rng.pick(DIRECTIONS) || undefined : undefined,
    ignorePantry,
    specialIngredient: special,
    excludedRecipes: [],
  };
}

function mentions(line: string, info: IngredientInfo): boolean {
  const l = line.toLowerCase();
  return [info.textName, info.stepName, info.titleName, ...info.names].some(
    (n) => n.length >= 3 && l.includes(n.toLowerCase()),
  );
}

interface Violations {
  [kind: string]: number;
}

function checkBatch(
  options: GenerationOptions,
  batch: ComposedRecipe[],
  violations: Violations,
  notes: string[],
): void {
  const add = (kind: string, detail: string) => {
    violations[kind] = (violations[kind] ?? 0) + 1;
    if (notes.length < 15) notes.push(`${kind}: ${detail}`);
  };
  if (batch.length > BATCH_SIZE) add('batch > 4', `${batch.length}`);
  const titles = new Set<string>();
  const excluded = new Set(options.excludedRecipes.map((t) => t.toLowerCase()));
  const special = options.specialIngredient
    ? (findIngredient(options.specialIngredient) ?? findIngredientIn(options.specialIngredient))
    : undefined;
  const direction = (options.creativeDirection ?? '').toLowerCase();
  for (const { recipe, ingredients } of batch) {
    const parsed = recipeInput.safeParse(recipe);
    if (!parsed.success) add('schema', `${recipe.title}: ${parsed.error.issues[0]?.message}`);
    if (options.maxCookingTime !== undefined && recipe.cookingTime > options.maxCookingTime)
      add('cookingTime > max', `${recipe.title} ${recipe.cookingTime} > ${options.maxCookingTime}`);
    if (options.mealType ? recipe.mealType !== options.mealType : !MEAL_TYPES.includes(recipe.mealType as MealType))
      add('wrong mealType', `${recipe.title} ${recipe.mealType}`);
    if (recipe.servings !== options.servings) add('servings mismatch', recipe.title);
    if (options.cuisine !== 'any' && recipe.cuisine !== options.cuisine)
      add('wrong cuisine', `${recipe.title} ${recipe.cuisine}`);
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
        if (!(vegan ? isVegan(info) : isVegetarian(info)))
          add(vegan ? 'vegan violation' : 'vegetarian violation', `${info.id} in ${recipe.title}`);
      }
    }
    if (recipe.instructions.length < 4 || recipe.instructions.length > 10)
      add('instructions not 4-10', `${recipe.title}: ${recipe.instructions.length}`);
  }
  checkQuality(options, batch, add);
}

const LIGHT = /\b(light|lighter|low[- ]calorie|low[- ]cal)\b/;
const DIRECTION_NOTES: [RegExp, string][] = [
  [/\b(smoky|smokey)\b/, 'Smoky'],
  [/\b(spicy|hot|fiery)\b/, 'Spicy'],
  [/\bvegan\b/, 'Vegan'],
  [/\bvegetarian\b/, 'Vegetarian'],
  [/\blight\b/, 'Light'],
  [/\bhealthy\b/, 'Healthy'],
  [/\b(quick|fast)\b/, 'Quick'],
  [/\b(fresh|citrus|zesty)\b/, 'Fresh'],
  [/\b(high[- ]protein|protein)\b/, 'High protein'],
  [/\bkid/, 'Kid friendly'],
  [/\bsweet\b/, 'Sweet'],
  [/\bcomfort\b/, 'Comfort'],
];

/** Items 1-4 of the engine brief: substance, energy, text, variety in a batch, options visibly honoured. */
function checkQuality(
  options: GenerationOptions,
  batch: ComposedRecipe[],
  add: (kind: string, detail: string) => void,
): void {
  const direction = (options.creativeDirection ?? '').toLowerCase();
  const light = LIGHT.test(direction);
  const patterns = new Set<string>();
  const stems: string[][] = [];
  const special = readSpecial(options.specialIngredient);
  for (const c of batch) {
    const r = c.recipe;
    if (realIngredientCount(r) < 4)
      add('substance: under 4 real ingredients', `${r.title}: ${r.ingredients.join('; ')}`);
    const energy = energyViolation(r, light);
    if (energy) add('energy band', `${r.title}: ${energy}`);
    const extra = special && !special.info && c.specialUsed ? [special.name!] : [];
    for (const v of textViolations(
      r,
      c.ingredients.map((i) => i.id),
      extra,
    ))
      add(`text: ${v.split(':')[0]}`, `${r.title}: ${v}`);
    if (patterns.has(c.patternId)) add('variety: pattern twice in a batch', `${c.patternId} (${r.title})`);
    patterns.add(c.patternId);
    const words = titleWords(r.title, c.mainId, options.cuisine).sort();
    if (stems.some((w) => w.length && w.join(' ') === words.join(' ')))
      add('variety: near-identical titles in a batch', r.title);
    stems.push(words);
    const pattern = PATTERN_BY_ID.get(c.patternId)!;
    const accent = c.accentId ? ACCENT_BY_ID.get(c.accentId) : undefined;
    if (options.cuisine !== 'any' && options.creativeMode && !new RegExp(CUISINE_WORDS).test(direction)) {
      const ownDish = pattern.cuisine === options.cuisine;
      const ownAccent = !accent || accent.cuisine === options.cuisine;
      if (!ownAccent || (!ownDish && !accent))
        add(
          'creative: cuisine not kept',
          `${r.title} (${pattern.cuisine} dish, ${accent?.cuisine ?? 'no'} accent) for ${options.cuisine}`,
        );
    }
    if (options.creativeMode && direction) {
      for (const [re, label] of DIRECTION_NOTES) {
        // 'Fresh and citrus: lemon' explains both words (one note when they list the same things).
        const said = (n: string) =>
          n.startsWith(`${label}:`) || ((label === 'Fresh' || label === 'Citrus') && n.startsWith('Fresh and citrus:'));
        if (re.test(direction) && !(c.recipe.notes ?? []).some(said))
          add('creative: direction not explained', `${label} missing on ${r.title}`);
      }
    }
    if (
      options.specialIngredient &&
      !c.specialUsed &&
      !(c.recipe.notes ?? []).some((n) => /could not|couldn't|left out/i.test(n))
    ) {
      add('special: neither used nor explained', `${options.specialIngredient} in ${r.title}`);
    }
  }
}

const CUISINE_WORDS = '\\b(italian|mexican|asian|american|mediterranean|indian|french|japanese|japan|india)\\b';

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

function printRecipe(r: RecipeInput & { notes?: string[] }): void {
  console.log(`\n  ${r.title}`);
  console.log(`  ${r.cuisine} · ${r.mealType} · ${r.cookingTime} min · serves ${r.servings} · ${r.difficulty}`);
  console.log(
    `  per serving: ${r.nutrition.calories} kcal, protein ${r.nutrition.protein} g, carbs ${r.nutrition.carbs} g, fat ${r.nutrition.fat} g, fiber ${r.nutrition.fiber} g`,
  );
  console.log('  Ingredients:');
  for (const line of r.ingredients) console.log(`    - ${line}`);
  console.log('  Method:');
  r.instructions.forEach((s, i) => console.log(`    ${i + 1}. ${stripQuantityMarks(s)}`));
  for (const note of r.notes ?? []) console.log(`  Note: ${note}`);
}

interface SeriesResult {
  titles: { title: string; mainId?: string }[];
  /** The round whose batch came back short (the end message shows), or 0 if it never ended. */
  endRound: number;
}

/** Load more until a batch comes back short or `rounds` run out, passing every title seen. */
function runSeries(
  base: GenerationOptions,
  pantry: PantryItem[],
  rng: Rng,
  rounds: number,
  violations: Violations,
  notes: string[],
  timings: number[],
): SeriesResult {
  const titles: { title: string; mainId?: string }[] = [];
  for (let round = 1; round <= rounds; round++) {
    const options = { ...base, excludedRecipes: titles.map((t) => t.title) };
    const t0 = performance.now();
    const batch = composeBatch(options, { pantry, feedback: [], seed: rng.int(1e9) });
    timings.push(performance.now() - t0);
    checkBatch(options, batch, violations, notes);
    for (const c of batch) titles.push({ title: c.recipe.title, mainId: c.mainId });
    if (batch.length < BATCH_SIZE) return { titles, endRound: round };
  }
  return { titles, endRound: 0 };
}

/** The most repeated title word (beyond main ingredient and cuisine) and its share of the titles. */
function topWord(series: SeriesResult, cuisine: string): { word: string; share: number } {
  const counts = new Map<string, number>();
  for (const t of series.titles)
    for (const w of titleWords(t.title, t.mainId, cuisine)) counts.set(w, (counts.get(w) ?? 0) + 1);
  let best = { word: '', share: 0 };
  for (const [word, n] of counts)
    if (n / series.titles.length > best.share) best = { word, share: n / series.titles.length };
  return best;
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
          const plain =
            !options.creativeMode &&
            !options.texturePreference &&
            !options.maxCookingTime &&
            !options.specialIngredient;
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
    }
  }

  // Reference: the same measure with pantries drawn uniformly from the catalogue.
  const uniformShare: Record<number, { pantry: number; total: number }> = {};
  for (const size of [12, 30]) {
    for (let i = 0; i < 300; i++) {
      const options = randomOptions(rng, false);
      const batch = composeBatch(options, {
        pantry: drawPantry(size, rng, 'uniform'),
        feedback: [],
        seed: rng.int(1e9),
      });
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

  // Long load-more: every cuisine x meal type (plain, 12-item pantry and exploring) for up to 15 rounds.
  const LONG_ROUNDS = 15;
  let worstShare = { share: 0, word: '', search: '' };
  let seriesOver = 0;
  let seriesMeasured = 0;
  let neverEnded = 0;
  const seriesLengths: number[] = [];
  for (const cuisine of CUISINE_OPTIONS) {
    for (const mealType of [undefined, ...MEAL_TYPES] as (MealType | undefined)[]) {
      for (const explore of [false, true]) {
        const pantry = explore ? [] : drawPantry(12, rng);
        const base: GenerationOptions = {
          cuisine,
          servings: 2,
          mealType,
          creativeMode: false,
          ignorePantry: explore,
          excludedRecipes: [],
        };
        const series = runSeries(base, pantry, rng, LONG_ROUNDS, violations, notes, timings);
        seriesLengths.push(series.titles.length);
        if (!series.endRound) neverEnded++;
        if (series.titles.length >= 10) {
          seriesMeasured++;
          const top = topWord(series, cuisine);
          if (top.share > 0.2) {
            seriesOver++;
            if (notes.length < 30)
              notes.push(
                `title word '${top.word}' in ${(100 * top.share).toFixed(0)}% of ${series.titles.length} titles (${cuisine} ${mealType ?? 'any meal'}${explore ? ', exploring' : ''})`,
              );
          }
          if (top.share > worstShare.share)
            worstShare = { ...top, search: `${cuisine} ${mealType ?? 'any meal'}${explore ? ' exploring' : ''}` };
        }
      }
    }
  }
  if (seriesOver) violations['variety: a title word in > 20% of a search'] = seriesOver;

  // Narrow searches end (a short batch, so the end message shows) within the 10 rounds run.
  const NARROW: GenerationOptions[] = [
    {
      cuisine: 'japanese',
      mealType: 'dessert',
      maxCookingTime: 15,
      texturePreference: 'crunchy',
      servings: 2,
      creativeMode: false,
      ignorePantry: false,
      excludedRecipes: [],
    },
    {
      cuisine: 'italian',
      mealType: 'dessert',
      maxCookingTime: 15,
      servings: 2,
      creativeMode: false,
      ignorePantry: false,
      excludedRecipes: [],
    },
    {
      cuisine: 'french',
      mealType: 'snack',
      maxCookingTime: 15,
      servings: 4,
      creativeMode: false,
      ignorePantry: false,
      excludedRecipes: [],
    },
    {
      cuisine: 'indian',
      mealType: 'breakfast',
      maxCookingTime: 15,
      servings: 2,
      creativeMode: false,
      ignorePantry: true,
      excludedRecipes: [],
    },
    {
      cuisine: 'mexican',
      mealType: 'dessert',
      texturePreference: 'crispy',
      servings: 2,
      creativeMode: false,
      ignorePantry: false,
      excludedRecipes: [],
    },
    {
      cuisine: 'asian',
      mealType: 'breakfast',
      maxCookingTime: 30,
      servings: 2,
      creativeMode: true,
      creativeDirection: 'vegan',
      ignorePantry: false,
      excludedRecipes: [],
    },
  ];
  const narrowRounds: string[] = [];
  let narrowLate = 0;
  for (const options of NARROW) {
    const series = runSeries(options, drawPantry(12, rng), rng, 10, violations, notes, timings);
    narrowRounds.push(
      `${options.cuisine} ${options.mealType}${options.maxCookingTime ? ` ${options.maxCookingTime} min` : ''}${options.texturePreference ? ` ${options.texturePreference}` : ''}: ${series.titles.length} recipes, ended in round ${series.endRound || 'never'}`,
    );
    // A narrow search ends with the honest message rather than dribbling on; how many full rounds it
    // gives first grows with the dishes (Mexican crispy desserts: 26 recipes in 7 rounds).
    if (!series.endRound) narrowLate++;
  }
  if (narrowLate) violations['variety: narrow search not ended within 10 rounds'] = narrowLate;

  // Full batches: a 12-item realistic pantry, every plain request (cuisine x meal type, no time limit).
  // Forty pantries from a seed of their own: one draw of eight swung the 2+ pantry share between
  // 86.7% and 94.7% as other sections changed what the shared generator had drawn before it.
  const under4: Record<string, number> = {};
  let plainBatches = 0;
  let pantryRecipes = 0;
  let twoPantryItems = 0;
  const pantryRng = createRng(20261129);
  for (let p = 0; p < PLAIN_PANTRIES; p++) {
    const pantry = drawPantry(12, pantryRng);
    for (const cuisine of CUISINE_OPTIONS) {
      for (const mealType of [undefined, ...MEAL_TYPES] as (MealType | undefined)[]) {
        const options: GenerationOptions = {
          cuisine,
          servings: pantryRng.pick(SERVINGS)!,
          mealType,
          creativeMode: false,
          ignorePantry: false,
          excludedRecipes: [],
        };
        const batch = composeBatch(options, { pantry, feedback: [], seed: pantryRng.int(1e9) });
        plainBatches++;
        checkBatch(options, batch, violations, notes);
        if (batch.length < BATCH_SIZE) {
          const key = `${cuisine} ${mealType ?? 'any meal'}`;
          under4[key] = (under4[key] ?? 0) + 1;
        }
        for (const c of batch) {
          pantryRecipes++;
          if (c.ingredients.filter((i) => i.fromPantry && !i.staple).length >= 2) twoPantryItems++;
        }
      }
    }
  }
  const shortPlain = Object.values(under4).reduce((a, b) => a + b, 0);
  if (shortPlain) violations['full batches: plain request under 4'] = shortPlain;
  if (twoPantryItems < 0.9 * pantryRecipes) violations['pantry: under 90% of recipes use 2+ pantry items'] = 1;

  // Batches under 4 by option over the random sample above (informational: narrow options may end).
  const shortBy: Record<string, { short: number; total: number }> = {};
  for (let i = 0; i < 600; i++) {
    const options = randomOptions(rng, false);
    const batch = composeBatch(options, { pantry: drawPantry(12, rng), feedback: [], seed: rng.int(1e9) });
    const keys = [
      `meal ${options.mealType ?? 'any'}`,
      `time ${options.maxCookingTime ?? 'none'}`,
      `texture ${options.texturePreference ?? 'none'}`,
      `creative ${options.creativeMode ? 'on' : 'off'}`,
      `special ${options.specialIngredient ? 'yes' : 'no'}`,
    ];
    for (const k of keys) {
      const e = (shortBy[k] ??= { short: 0, total: 0 });
      e.total++;
      if (batch.length < BATCH_SIZE) e.short++;
    }
  }

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

  const gridSize =
    CUISINE_OPTIONS.length *
    (MEAL_TYPES.length + 1) *
    SERVINGS.length *
    (MAX_COOKING_TIMES.length + 1) *
    (TEXTURES.length + 1) *
    (DIRECTIONS.length + 1) *
    2 *
    SPECIALS.length;
  console.log('Built-in chef engine bench');
  console.log(
    `  option combinations: ${batches} drawn with a seeded PRNG from a grid of ${gridSize} (cuisine x meal type x servings x max time x texture x creative/direction x ignore pantry x special), over pantries of 0 (exploring), 5, 12 and 30 items`,
  );
  console.log(
    `  batches: ${batches} (+${LOAD_MORE_SERIES * LOAD_MORE_ROUNDS} load-more), recipes: ${recipes}, empty batches (options exhausted): ${emptyBatches}`,
  );
  console.log(`  constraint violations: ${totalViolations}`);
  for (const [kind, n] of Object.entries(violations)) console.log(`    ${kind}: ${n}`);
  for (const note of notes) console.log(`    e.g. ${note}`);
  console.log('  share of non-staple ingredients drawn from the pantry (pantry not ignored):');
  for (const [key, s] of Object.entries(share)) {
    const [size, plain] = key.split(' ');
    console.log(
      `    pantry of ${size} (realistic draw${plain ? ', plain requests' : ', all requests'}): ${pct(s.pantry, s.total)} (${s.pantry}/${s.total})`,
    );
  }
  for (const [size, s] of Object.entries(uniformShare))
    console.log(`    pantry of ${size} (uniform draw, reference): ${pct(s.pantry, s.total)} (${s.pantry}/${s.total})`);
  console.log(
    `  load-more: ${LOAD_MORE_SERIES} series x ${LOAD_MORE_ROUNDS} rounds, duplicate titles across rounds: ${crossDuplicates}, recipes per round: ${perRound.map((n) => (n / LOAD_MORE_SERIES).toFixed(2)).join(' / ')}`,
  );
  console.log(`  nutrition consistency (kcal within 15% of 4P + 4(C-F) + 9F + 2F): ${pct(consistent, recipes)}`);
  console.log(
    `  ms per batch, wall clock (best of 3 runs, 1000 combinations): p50 ${percentile(best, 50).toFixed(2)}, p99 ${percentile(best, 99).toFixed(2)}, max ${best[best.length - 1]!.toFixed(2)}`,
  );
  console.log(
    `  ms per batch, CPU time (best of 3 runs, same combinations): p50 ${percentile(cpu, 50).toFixed(2)}, p99 ${percentile(cpu, 99).toFixed(2)}, max ${cpu[cpu.length - 1]!.toFixed(2)}`,
  );
  console.log(
    `  ms per batch (every run above, wall clock, includes other processes): p50 ${percentile(timings, 50).toFixed(2)}, p99 ${percentile(timings, 99).toFixed(2)}, max ${timings[timings.length - 1]!.toFixed(2)}`,
  );
  console.log(
    `  load-more to the end, every cuisine x meal type, plain (12-item pantry) and exploring, up to ${LONG_ROUNDS} rounds: recipes per search p50 ${percentile(
      [...seriesLengths].sort((a, b) => a - b),
      50,
    )}, max ${Math.max(...seriesLengths)}; searches that never ended: ${neverEnded}`,
  );
  console.log(
    `  title-word repetition (searches of 10+ titles: ${seriesMeasured}): over 20%: ${seriesOver}; worst: '${worstShare.word}' in ${(100 * worstShare.share).toFixed(1)}% (${worstShare.search})`,
  );
  console.log('  narrow searches (end message within 10 rounds):');
  for (const line of narrowRounds) console.log(`    ${line}`);
  console.log(
    `  plain requests with a 12-item pantry (${PLAIN_PANTRIES} pantries x cuisine x meal type): ${plainBatches} batches, under 4: ${shortPlain}${
      shortPlain
        ? ` (${Object.entries(under4)
            .map(([k, v]) => `${k}: ${v}`)
            .join(', ')})`
        : ''
    }`,
  );
  console.log(
    `  pantry-based recipes using 2+ non-staple pantry items: ${pct(twoPantryItems, pantryRecipes)} (${twoPantryItems}/${pantryRecipes})`,
  );
  console.log('  batches under 4 by option (random sample, 12-item pantry):');
  console.log(
    `    ${Object.entries(shortBy)
      .map(([k, v]) => `${k}: ${v.short}/${v.total}`)
      .join(' · ')}`,
  );
  console.log('  substance, energy-band and text-rule violations: counted in the constraint violations above');

  console.log(
    '\nSample recipes (pantry of 12, one per meal type, a creative one, one with a special ingredient outside the catalogue):',
  );
  const samplePantry = drawPantry(12, createRng(7));
  const sampleOptions: GenerationOptions[] = [
    ...MEAL_TYPES.map((mealType, i): GenerationOptions => ({
      cuisine: (['french', 'italian', 'indian', 'mexican', 'japanese'] as const)[i]!,
      servings: 2,
      mealType,
      creativeMode: false,
      ignorePantry: false,
      excludedRecipes: [],
    })),
    {
      cuisine: 'asian',
      servings: 2,
      mealType: 'dinner',
      creativeMode: true,
      creativeDirection: 'smoky and spicy',
      ignorePantry: false,
      excludedRecipes: [],
    },
    // And one with a special ingredient outside the catalogue.
    {
      cuisine: 'mexican',
      servings: 2,
      mealType: 'dinner',
      specialIngredient: 'jackfruit',
      creativeMode: false,
      ignorePantry: false,
      excludedRecipes: [],
    },
  ];
  for (const options of sampleOptions) {
    const c = composeBatch(options, { pantry: samplePantry, feedback: [], seed: 11 })[0];
    if (c) printRecipe(c.recipe);
  }
  console.log(`\n  (pantry: ${samplePantry.map((p) => p.ingredientId).join(', ')})`);
  // Issue 23: the independent recipe critic over the option grid, old engine beside new.
  const criticClean = runCriticBench();
  if (!criticClean) console.error('\nThe critic still finds something in the new engine (see above).');
  if (totalViolations > 0) {
    console.error(`\nFAIL: ${totalViolations} constraint violations`);
    process.exit(1);
  }
}

main();
