// Golden output of the built-in chef: runs composeBatch over a broad, fixed set of inputs
// (every cuisine and 'any', meal types, textures, max times, creative directions incl. diets,
// ignorePantry both ways, special ingredients, likes and dislikes, load-more histories, pantries
// from one item to most of the catalogue, ~40 seeds each) and hashes the JSON of every result.
//
// The engine is deterministic, so the hash must not move when the engine is only made faster.
// When a change is *meant* to alter recipes, rerun and update GOLDEN_HASH in the same commit.
//
//   npx esbuild bench/engine-golden.ts --bundle --platform=node --format=esm --outfile=/tmp/golden.mjs && node /tmp/golden.mjs
//
// bench/engine-golden.test.ts asserts the same hash under vitest.

import { createHash } from 'node:crypto';
import { CATALOGUE } from '../src/shared/kitchen/catalogue';
import {
  CUISINE_OPTIONS,
  MAX_COOKING_TIMES,
  MEAL_TYPES,
  TEXTURES,
  type GenerationOptions,
} from '../src/shared/api/recipes';
import { FREQUENCIES } from '../src/shared/api/pantry';
import type { ChefContext } from '../src/server/chef/types';
import { composeBatch } from '../src/server/chef/builtin/compose';

/** sha256 of every batch's JSON on the engine as of the golden commit. */
export const GOLDEN_HASH = '7aa8db00707b268434639a4b70bc0c38cbbe476c7e7466a6fdc28df6c66f0c2f';

type Pantry = ChefContext['pantry'];
type Feedback = ChefContext['feedback'];

/** A tiny independent PRNG so the inputs never depend on the engine's own random.ts. */
function lcg(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
    return s / 4294967296;
  };
}

const BENCH_IDS = [
  'chicken-breast',
  'pasta-penne',
  'spaghetti',
  'tomatoes',
  'onion',
  'garlic',
  'spinach',
  'mushrooms',
  'eggs',
  'parmesan',
  'butter',
  'olive-oil',
  'basil',
  'lemon',
];

function pantryOf(ids: readonly string[], freq: (i: number) => Pantry[number]['frequency'] = () => 'usually'): Pantry {
  return ids.map((ingredientId, i) => ({ ingredientId, frequency: freq(i) }));
}

/** Pantries: empty, one item, a few, the bench's 14, realistic 30, most of the catalogue, unknown ids. */
function pantries(): Record<string, Pantry> {
  const nonStaple = CATALOGUE.filter((i) => !i.staple).map((i) => i.id);
  const r = lcg(7);
  const pickN = (n: number) => {
    const pool = nonStaple.slice();
    const out: string[] = [];
    while (out.length < n && pool.length) out.push(pool.splice(Math.floor(r() * pool.length), 1)[0]!);
    return out;
  };
  const freq = (i: number) => FREQUENCIES[i % FREQUENCIES.length]!;
  return {
    empty: [],
    one: pantryOf(['eggs']),
    few: pantryOf(['rice', 'black-beans', 'onion'], freq),
    bench: pantryOf(BENCH_IDS),
    asian: pantryOf(
      ['tofu', 'soy-sauce', 'ginger', 'rice', 'bok-choy', 'sesame-oil', 'shrimp', 'miso-paste', 'mirin', 'scallions'],
      freq,
    ),
    sweet: pantryOf(
      ['bananas', 'oats', 'honey', 'greek-yogurt', 'strawberries', 'dark-chocolate', 'milk', 'apples'],
      freq,
    ),
    r30: pantryOf(pickN(30), freq),
    large: pantryOf(pickN(Math.floor(nonStaple.length * 0.8)), freq),
    unknown: [
      ...pantryOf(['not-an-ingredient', 'salmon', 'salmon']),
      { ingredientId: 'potatoes', frequency: 'rarely' },
      { ingredientId: 'potatoes', frequency: 'always' },
    ],
  };
}

const FEEDBACK: Record<string, Feedback> = {
  none: [],
  mixed: [
    {
      recipeTitle: 'Lemon-Garlic Chicken Risotto',
      cuisine: 'italian',
      ingredients: [
        '300 g chicken breast, diced',
        '1 1/2 cups arborio rice',
        '2 cloves garlic, minced',
        '1 lemon, juiced',
      ],
      feedback: 'dislike',
    },
    {
      recipeTitle: 'Spinach & Mushroom Penne',
      cuisine: 'Italian',
      ingredients: ['200 g pasta penne', '2 cups spinach', '200 g mushrooms, sliced'],
      feedback: 'like',
    },
    {
      recipeTitle: 'Chicken Tacos',
      cuisine: 'mexican',
      ingredients: ['6 corn tortillas', '300 g chicken thighs'],
      feedback: 'like',
    },
    {
      recipeTitle: 'Miso Salmon Donburi',
      cuisine: 'japanese',
      ingredients: ['2 salmon fillets', '1 tbsp miso paste'],
      feedback: 'dislike',
    },
    {
      recipeTitle: 'Tomato Basil Spaghetti',
      cuisine: 'italian',
      ingredients: ['200 g spaghetti', '3 tomatoes, chopped', 'basil'],
      feedback: 'like',
    },
  ],
  dislikes: [
    {
      recipeTitle: 'Creamy Mushroom Risotto',
      cuisine: 'italian',
      ingredients: ['mushrooms', 'parmesan', 'butter'],
      feedback: 'dislike',
    },
    {
      recipeTitle: 'Chicken Carbonara',
      cuisine: 'italian',
      ingredients: ['chicken breast', 'eggs', 'parmesan', 'spaghetti'],
      feedback: 'dislike',
    },
    { recipeTitle: 'Spinach Frittata', cuisine: 'italian', ingredients: ['eggs', 'spinach'], feedback: 'dislike' },
    {
      recipeTitle: 'Chickpea Curry',
      cuisine: 'indian',
      ingredients: ['chickpeas', 'coconut milk', 'garam masala'],
      feedback: 'dislike',
    },
  ],
};

const DIRECTIONS = [
  undefined,
  'spicy',
  'vegetarian',
  'vegan comfort food',
  'smoky and quick',
  'fresh and citrus',
  'healthy, light',
  'something sweet',
  'a japanese twist',
  'gluten-free, dairy free',
  'pescatarian high protein',
  'kid friendly',
  'no mushrooms, with mango',
  'indian and mexican fusion',
];
const SPECIALS = [
  undefined,
  'chickpeas',
  'garbanzo beans',
  'kimchi',
  'salmon',
  'dragon fruit',
  'spinach',
  'feta',
  '2 cups chicken',
  'truffle oil',
  'jackfruit',
  'pork sausages',
];
const SERVINGS = [1, 2, 4, 6, 12];

interface Case {
  options: GenerationOptions;
  pantry: string;
  feedback: string;
}

/** The fixed scenario list: a few explicit ones, then a seeded sample of the option grid. */
function cases(): Case[] {
  const out: Case[] = [];
  const base = (o: Partial<GenerationOptions>): GenerationOptions => ({
    cuisine: 'italian',
    servings: 2,
    creativeMode: false,
    ignorePantry: false,
    excludedRecipes: [],
    ...o,
  });
  // Plain requests for every cuisine from the bench pantry, and exploring.
  for (const cuisine of CUISINE_OPTIONS) {
    out.push({ options: base({ cuisine }), pantry: 'bench', feedback: 'none' });
    out.push({ options: base({ cuisine, ignorePantry: true }), pantry: 'empty', feedback: 'none' });
  }
  for (const mealType of MEAL_TYPES)
    out.push({ options: base({ cuisine: 'any', mealType }), pantry: 'r30', feedback: 'mixed' });
  for (const texturePreference of TEXTURES)
    out.push({ options: base({ cuisine: 'american', texturePreference }), pantry: 'large', feedback: 'none' });
  for (const maxCookingTime of [...MAX_COOKING_TIMES, 5, 20])
    out.push({ options: base({ cuisine: 'asian', maxCookingTime }), pantry: 'asian', feedback: 'none' });
  out.push({ options: base({}), pantry: 'empty', feedback: 'none' }); // no pantry: an input error
  out.push({ options: base({ cuisine: 'french' }), pantry: 'one', feedback: 'dislikes' });
  out.push({ options: base({ cuisine: 'italian' }), pantry: 'bench', feedback: 'dislikes' });
  out.push({ options: base({ cuisine: 'any', mealType: 'dessert' }), pantry: 'sweet', feedback: 'none' });
  out.push({ options: base({ cuisine: 'mexican' }), pantry: 'unknown', feedback: 'mixed' });
  // A seeded sample of the whole grid.
  const r = lcg(20240601);
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(r() * xs.length)]!;
  const pantryNames = Object.keys(pantries()).filter((p) => p !== 'empty');
  for (let i = 0; i < 90; i++) {
    const creativeMode = r() < 0.45;
    const ignorePantry = r() < 0.25;
    out.push({
      options: {
        cuisine: pick(CUISINE_OPTIONS),
        servings: pick(SERVINGS),
        mealType: r() < 0.4 ? undefined : pick(MEAL_TYPES),
        maxCookingTime: r() < 0.55 ? undefined : pick(MAX_COOKING_TIMES),
        texturePreference: r() < 0.65 ? undefined : pick(TEXTURES),
        creativeMode,
        creativeDirection: creativeMode || r() < 0.1 ? pick(DIRECTIONS) : undefined,
        ignorePantry,
        specialIngredient: r() < 0.5 ? undefined : pick(SPECIALS),
        excludedRecipes: [],
      },
      pantry: ignorePantry && r() < 0.5 ? 'empty' : pick(pantryNames),
      feedback: pick(Object.keys(FEEDBACK)),
    });
  }
  return out;
}

const SEEDS_PER_CASE = 40;
/** Load-more series: each round excludes every title shown so far. */
const SERIES = 12;
const SERIES_ROUNDS = 6;

/** Runs every input and feeds each result (or input error) to `record`. Returns the number of batches. */
function runGolden(record: (json: string) => void): number {
  const pans = pantries();
  const all = cases();
  let batches = 0;
  const run = (options: GenerationOptions, ctx: ChefContext) => {
    batches++;
    let json: string;
    try {
      json = JSON.stringify(composeBatch(options, ctx));
    } catch (err) {
      json = `error: ${(err as Error).name}: ${(err as Error).message}`;
    }
    record(json);
    return json;
  };
  for (const c of all) {
    for (let s = 0; s < SEEDS_PER_CASE; s++) {
      run(c.options, { pantry: pans[c.pantry]!, feedback: FEEDBACK[c.feedback]!, seed: (s * 2654435761 + 17) >>> 0 });
    }
  }
  // Interleaved: the same cases again, seed-major, so any cache sees other inputs in between.
  for (let s = 0; s < 4; s++) {
    for (const c of all) run(c.options, { pantry: pans[c.pantry]!, feedback: FEEDBACK[c.feedback]!, seed: 1000 + s });
  }
  // Load more: each round sends every title seen so far.
  for (let i = 0; i < SERIES; i++) {
    const c = all[(i * 7) % all.length]!;
    const excluded: string[] = [];
    for (let round = 0; round < SERIES_ROUNDS; round++) {
      const json = run(
        { ...c.options, excludedRecipes: excluded.slice() },
        { pantry: pans[c.pantry]!, feedback: FEEDBACK[c.feedback]!, seed: 5000 + i * 31 + round },
      );
      if (json.startsWith('error')) break;
      for (const r of JSON.parse(json) as { recipe: { title: string } }[]) excluded.push(r.recipe.title);
    }
  }
  return batches;
}

export function goldenHash(): { hash: string; batches: number; recipes: number } {
  const h = createHash('sha256');
  let recipes = 0;
  const batches = runGolden((json) => {
    h.update(json);
    h.update('\n');
    if (json.startsWith('[')) recipes += (JSON.parse(json) as unknown[]).length;
  });
  return { hash: h.digest('hex'), batches, recipes };
}

// CLI: print the hash and whether it matches.
if (process.argv[1] && /engine-golden\.(ts|mjs|js)$/.test(process.argv[1])) {
  const t0 = performance.now();
  const { hash, batches, recipes } = goldenHash();
  const ms = performance.now() - t0;
  console.log(`${batches} batches, ${recipes} recipes, ${ms.toFixed(0)} ms (${(ms / batches).toFixed(3)} ms/batch)`);
  console.log(`hash ${hash}`);
  console.log(hash === GOLDEN_HASH ? 'MATCHES the golden hash' : `DIFFERS from the golden hash ${GOLDEN_HASH}`);
  if (hash !== GOLDEN_HASH) process.exitCode = 1;
}
