// A reading sample (issue 23): 20 recipes across the option grid, drawn with a seed given on the
// command line, printed in full the way a cook reads them. `node --import tsx bench/read-sample.ts 8101`
import { CUISINE_OPTIONS, MEAL_TYPES, TEXTURES, type GenerationOptions } from '../src/shared/api/recipes';
import { generateBatch } from '../src/server/chef/builtin/index';
import { critique } from '../src/server/chef/critic/index';
import { PANTRY_12, SPECIALS_ALL, DIRECTIONS_ALL } from './recipes-critic';

const seed = Number(process.argv[2] ?? 8101);
let s = seed;
const rand = () => ((s = (s * 1103515245 + 12345) % 2147483648), s / 2147483648);
const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rand() * xs.length)]!;

for (let i = 0; i < 20; i++) {
  const o: GenerationOptions = {
    cuisine: pick(CUISINE_OPTIONS),
    mealType: rand() < 0.15 ? undefined : pick(MEAL_TYPES),
    servings: pick([2, 4, 6]),
    maxCookingTime: pick([undefined, 15, 30, 45, 60] as const),
    texturePreference: rand() < 0.3 ? pick(TEXTURES) : undefined,
    specialIngredient: rand() < 0.3 ? pick(SPECIALS_ALL) : undefined,
    creativeMode: rand() < 0.25,
    ignorePantry: rand() < 0.4,
    excludedRecipes: [],
  } as GenerationOptions;
  if (o.creativeMode) o.creativeDirection = pick(DIRECTIONS_ALL);
  const ctx = o.ignorePantry
    ? { pantry: [], feedback: [], seed: seed + i }
    : {
        pantry: PANTRY_12.map((id) => ({ ingredientId: id, frequency: 'always' as const })),
        feedback: [],
        seed: seed + i,
      };
  const batch = generateBatch(o, ctx as never);
  const r = batch[Math.floor(rand() * batch.length)];
  const asked = Object.entries(o)
    .filter(([k, v]) => v !== undefined && v !== false && k !== 'excludedRecipes')
    .map(([k, v]) => `${k}=${String(v)}`)
    .join(' ');
  console.log(`\n#${i + 1} [${asked}]`);
  if (!r) {
    console.log('  (no recipe)');
    continue;
  }
  console.log(`${r.title} (${r.cuisine}, ${r.mealType}, ${r.cookingTime} min, serves ${r.servings})`);
  console.log(`  ${r.nutrition.calories} kcal, P ${r.nutrition.protein} g`);
  for (const l of r.ingredients) console.log(`  - ${l}`);
  r.instructions.forEach((t, k) => console.log(`  ${k + 1}. ${t.replace(/\u2060/g, '')}`));
  for (const n of (r as { notes?: string[] }).notes ?? []) console.log(`  note: ${n}`);
  const f = critique(r, o, []);
  if (f.length) console.log(`  CRITIC: ${f.map((x) => x.kind + ': ' + x.message).join(' | ')}`);
}
