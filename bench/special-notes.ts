// Where the built-in chef gives up on a special ingredient (issue 23): the tuning grid's special
// requests (SPECIALS_TUNING x every cuisine x meal type, the 12-item pantry, seed 2, as in
// bench/recipes-critic.ts), and the recipes served with an honest 'does not fit' note, grouped by
// special x meal type (and x cuisine with --cuisine). The held-out specials are never run here.
//
// Run: `node --import tsx bench/special-notes.ts [--cuisine]`

import { CUISINE_OPTIONS, MEAL_TYPES, type GenerationOptions, type RecipeInput } from '../src/shared/api/recipes';
import { generateBatch } from '../src/server/chef/builtin/index';
import { critique } from '../src/server/chef/critic/index';
import { PANTRY_12, SPECIALS_TUNING } from './recipes-critic';

const byCuisine = process.argv.includes('--cuisine');
const groups = new Map<string, number>();
let asked = 0;
let placed = 0;
let honest = 0;
let findings = 0;
for (const cuisine of CUISINE_OPTIONS)
  for (const mealType of [undefined, ...MEAL_TYPES])
    for (const special of SPECIALS_TUNING) {
      const o: GenerationOptions = {
        cuisine,
        mealType,
        servings: 4,
        creativeMode: false,
        ignorePantry: false,
        excludedRecipes: [],
        specialIngredient: special,
      };
      const pantry = PANTRY_12.map((id) => ({ ingredientId: id, frequency: 'always' as const }));
      const served: RecipeInput[] = [];
      for (const r of generateBatch(o, { pantry, feedback: [], seed: 2 })) {
        asked++;
        const found = critique(r, o, served);
        findings += found.length;
        const listed = r.ingredients.some((l) => l.toLowerCase().includes(special.split(' ')[0]!));
        if (found.some((f) => f.kind === 'special-ingredient')) continue;
        if (listed) placed++;
        else {
          honest++;
          const key = [special, mealType ?? 'any meal', ...(byCuisine ? [cuisine] : [])].join(' | ');
          groups.set(key, (groups.get(key) ?? 0) + 1);
        }
        served.push(r);
      }
    }
const pct = (n: number) => `${((100 * n) / asked).toFixed(1)}%`;
console.log(`special requests (tuning): ${asked} recipes, ${findings} critic findings`);
console.log(`placed ${placed} (${pct(placed)}), honest 'does not fit' notes ${honest} (${pct(honest)})`);
for (const [key, n] of [...groups].sort((a, b) => b[1] - a[1])) console.log(`  ${key}: ${n}`);
