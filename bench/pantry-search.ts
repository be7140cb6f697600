// Per-keystroke latency of the pantry's ingredient search: `npm run bench:pantry`.
//
// Types 40 realistic queries letter by letter ('c', 'ch', 'chi', ...) against the full catalogue
// (331 entries, names and synonyms), with a 25-item pantry hidden from the results as on the
// screen, many times over, and prints p50/p90/p99/max per keystroke in milliseconds. The search
// index is built once per screen, so its build time is reported separately.

import { performance } from 'node:perf_hooks';
import { CATALOGUE } from '../src/shared/kitchen/catalogue';
import { createIngredientSearch, type CategoryFilter } from '../src/web/features/pantry/lib/search';

const QUERIES = [
  'chicken breast',
  'chickpeas',
  'garlic',
  'onion',
  'olive oil',
  'parmesan',
  'basil',
  'cumin',
  'tomatoes',
  'rice',
  'spaghetti',
  'eggs',
  'butter',
  'lemon',
  'ginger',
  'soy sauce',
  'coconut milk',
  'salmon',
  'tofu',
  'spinach',
  'mushrooms',
  'bell pepper',
  'jalapeño',
  'creme fraiche',
  'garbanzo',
  'aubergine',
  'courgette',
  'cilantro',
  'feta',
  'greek yogurt',
  'sweet potatoes',
  'black beans',
  'smoked paprika',
  'honey',
  'avocado',
  'lime',
  'broccoli',
  'pork shoulder',
  'red lentils',
  'scallions',
];
const PANTRY = new Set([
  'garlic',
  'onion',
  'olive-oil',
  'eggs',
  'rice',
  'lemon',
  'canned-tomatoes',
  'butter',
  'potatoes',
  'carrots',
  'spaghetti',
  'chicken-stock',
  'parmesan',
  'black-pepper',
  'soy-sauce',
  'milk',
  'honey',
  'cumin',
  'tomatoes',
  'chicken-thighs',
  'basil',
  'spinach',
  'feta',
  'lime',
  'ginger',
]);
const ITERATIONS = Number(process.env.BENCH_ITERATIONS ?? 300);
const WARMUP = 30;

function percentile(sorted: Float64Array, p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

function run(label: string, category: CategoryFilter) {
  const search = createIngredientSearch(CATALOGUE);
  const keystrokes = QUERIES.flatMap((q) => Array.from({ length: q.length }, (_, i) => q.slice(0, i + 1)));
  const samples = new Float64Array(keystrokes.length * ITERATIONS);
  let sink = 0;
  for (let w = 0; w < WARMUP; w++) for (const k of keystrokes) sink += search(k, { exclude: PANTRY, category }).total;
  let n = 0;
  for (let it = 0; it < ITERATIONS; it++) {
    for (const k of keystrokes) {
      const t0 = performance.now();
      const result = search(k, { exclude: PANTRY, category });
      samples[n++] = performance.now() - t0;
      sink += result.items.length;
    }
  }
  samples.sort();
  const ms = (v: number) => v.toFixed(4).padStart(8);
  console.log(
    `${label.padEnd(22)} ${String(samples.length).padStart(8)} keystrokes   p50 ${ms(percentile(samples, 50))} ms   p90 ${ms(
      percentile(samples, 90),
    )} ms   p99 ${ms(percentile(samples, 99))} ms   max ${ms(samples[samples.length - 1]!)} ms`,
  );
  return { p50: percentile(samples, 50), p99: percentile(samples, 99), sink };
}

const t0 = performance.now();
for (let i = 0; i < 50; i++) createIngredientSearch(CATALOGUE);
const build = (performance.now() - t0) / 50;

const keystrokes = QUERIES.reduce((a, q) => a + q.length, 0);
console.log(
  `Pantry search bench: ${CATALOGUE.length} ingredients, ${QUERIES.length} queries typed letter by letter (${keystrokes} keystrokes) x ${ITERATIONS} iterations, ${PANTRY.size} pantry items hidden`,
);
console.log(`index build (once per screen): ${build.toFixed(3)} ms`);
const all = run('all categories', 'all');
run('category: Vegetables', 'Vegetables');
console.log(
  `\nper-keystroke search latency: p50 ${all.p50.toFixed(4)} ms, p99 ${all.p99.toFixed(4)} ms (budget: one 60 Hz frame = 16.7 ms)`,
);
if (all.sink < 0) console.log(all.sink);
