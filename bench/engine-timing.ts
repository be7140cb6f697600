// Per-batch timing of the built-in chef for the issue-15 case (a 14-item pantry, Italian).
// Measure on a bundle, not under tsx (its __name wrappers distort timings):
//
//   npx esbuild bench/engine-timing.ts --bundle --platform=node --format=esm --outfile=/tmp/engine-timing.mjs && node /tmp/engine-timing.mjs [batches] [--cold]
//
// --cold gives every batch its own pantry (the same 14 items, frequencies 'usually' or 'always'
// by the bits of the batch number), so no batch reuses another's prepared request: the cost of
// a request seen for the first time.

import { performance } from 'node:perf_hooks';
import type { GenerationOptions } from '../src/shared/api/recipes';
import type { ChefContext } from '../src/server/chef/types';
import { generateBatch } from '../src/server/chef/builtin/compose';

const OPTIONS: GenerationOptions = {
  cuisine: 'italian',
  servings: 2,
  creativeMode: false,
  ignorePantry: false,
  excludedRecipes: [],
};
const PANTRY: ChefContext['pantry'] = [
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
].map((ingredientId) => ({ ingredientId, frequency: 'usually' as const }));

const args = process.argv.slice(2);
const cold = args.includes('--cold');
const n = Number(args.find((a) => /^\d+$/.test(a)) ?? 4000);
const coldPantry = (i: number): ChefContext['pantry'] =>
  PANTRY.map((p, bit) => ({
    ingredientId: p.ingredientId,
    frequency: (i >> bit) & 1 ? ('always' as const) : ('usually' as const),
  }));
const warm = 1000;
const times: number[] = [];
/**
 * Process CPU time per batch (microsecond resolution): unlike wall clock, not inflated when other
 * processes take the core; its tail includes GC helper threads, so only its median is printed.
 */
const cpu: number[] = [];
let recipes = 0;
for (let i = 0; i < warm + n; i++) {
  const c0 = process.cpuUsage();
  const t0 = performance.now();
  const pantry = cold ? coldPantry(i) : PANTRY;
  const out = generateBatch(OPTIONS, { pantry, feedback: [], seed: i * 7919 + 1 });
  const ms = performance.now() - t0;
  const used = process.cpuUsage(c0);
  if (i >= warm) {
    times.push(ms);
    cpu.push((used.user + used.system) / 1000);
    recipes += out.length;
  }
}
times.sort((a, b) => a - b);
cpu.sort((a, b) => a - b);
const q = (list: number[], p: number) => list[Math.min(list.length - 1, Math.floor(p * list.length))]!;
const mean = times.reduce((a, b) => a + b, 0) / times.length;
console.log(
  `${cold ? 'cold: ' : ''}${n} batches (${(recipes / n).toFixed(2)} recipes each): p50 ${q(times, 0.5).toFixed(3)} ms  p99 ${q(times, 0.99).toFixed(3)} ms  mean ${mean.toFixed(3)} ms` +
    `  | CPU time p50 ${q(cpu, 0.5).toFixed(3)} ms`,
);
