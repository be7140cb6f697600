// The built-in engine: the pantry, feedback, the written recipes and speed (engine.test.ts: input checks,
// a batch, options).

import { describe, expect, it } from 'vitest';
import { CUISINE_OPTIONS, MEAL_TYPES } from '../../../shared/api/recipes';
import type { ChefContext } from '../types';
import { composeBatch, generateBatch } from './index';
import { INFO_BY_ID } from './ingredients';
import { PATTERNS } from './patterns';
import { PANTRY, ctx, opts, seeds, type Pantry } from './engine-fixtures';

describe('the pantry', () => {
  it('supplies most non-staple ingredients when it is well stocked', () => {
    let fromPantry = 0;
    let total = 0;
    for (const cuisine of CUISINE_OPTIONS) {
      for (const seed of seeds(6)) {
        for (const c of composeBatch(opts({ cuisine }), ctx(seed))) {
          for (const i of c.ingredients) {
            if (i.staple || i.special) continue;
            total++;
            if (i.fromPantry) fromPantry++;
          }
        }
      }
    }
    expect(fromPantry / total).toBeGreaterThanOrEqual(0.7);
  });

  it('prefers items used always over items used rarely', () => {
    const pantry: Pantry = PANTRY.filter((p) => !['chicken-breast', 'shrimp'].includes(p.ingredientId));
    pantry.push(
      { ingredientId: 'chicken-breast', frequency: 'always' },
      { ingredientId: 'shrimp', frequency: 'rarely' },
    );
    let chicken = 0;
    let shrimp = 0;
    // The first dish of each batch (later ones favour a different main for variety).
    for (const seed of seeds(120)) {
      const first = composeBatch(opts({ cuisine: 'asian', mealType: 'dinner' }), ctx(seed, pantry))[0];
      if (first?.mainId === 'chicken-breast') chicken++;
      if (first?.mainId === 'shrimp') shrimp++;
    }
    expect(chicken).toBeGreaterThan(shrimp * 1.5);
  });
});

describe('feedback', () => {
  const mains = (feedback: ChefContext['feedback'], id: string) =>
    seeds(80).reduce(
      (n, s) =>
        n + composeBatch(opts({ cuisine: 'asian' }), ctx(s, PANTRY, feedback)).filter((c) => c.mainId === id).length,
      0,
    );
  const entry = (title: string, ingredients: string[], feedback: 'like' | 'dislike') => ({
    recipeTitle: title,
    cuisine: 'asian',
    ingredients,
    feedback,
  });

  it('makes a disliked main ingredient rarer and a liked one more common', () => {
    const base = mains([], 'chicken-breast');
    const disliked = mains(
      [
        entry(
          'Chicken & Broccoli Stir-Fry',
          ['260 g chicken breast, cut into thin strips', '2 cups broccoli'],
          'dislike',
        ),
      ],
      'chicken-breast',
    );
    const liked = mains(
      [entry('Shrimp Fried Rice', ['200 g shrimp, peeled and deveined', '1 cup jasmine rice'], 'like')],
      'shrimp',
    );
    const shrimpBase = mains([], 'shrimp');
    expect(disliked).toBeLessThan(base * 0.7);
    expect(liked).toBeGreaterThan(shrimpBase * 1.2);
  });

  it('avoids the dish and main ingredient of a disliked title', () => {
    const feedback = [entry('Ginger-Garlic Chicken Stir-Fry', ['260 g chicken breast'], 'dislike')];
    for (const seed of seeds(40)) {
      for (const c of composeBatch(opts({ cuisine: 'asian' }), ctx(seed, PANTRY, feedback))) {
        expect(`${c.patternId}|${c.mainId}`).not.toBe('asian-stir-fry|chicken-breast');
      }
    }
  });
});

describe('recipes', () => {
  const sample = CUISINE_OPTIONS.flatMap((cuisine) =>
    seeds(4).flatMap((seed) => composeBatch(opts({ cuisine }), ctx(seed))),
  );

  it('computes honest nutrition: integer calories, macros to one decimal, consistent with the energy formula', () => {
    let consistent = 0;
    for (const { recipe } of sample) {
      const n = recipe.nutrition;
      expect(Number.isInteger(n.calories)).toBe(true);
      for (const v of [n.protein, n.carbs, n.fat, n.fiber]) expect(Math.round(v * 10) / 10).toBe(v);
      const estimate = 4 * n.protein + 4 * (n.carbs - n.fiber) + 9 * n.fat + 2 * n.fiber;
      if (Math.abs(estimate - n.calories) <= 0.15 * n.calories) consistent++;
      expect(n.calories).toBeGreaterThan(20);
      expect(n.calories).toBeLessThan(1500);
    }
    expect(consistent / sample.length).toBeGreaterThanOrEqual(0.95);
  });

  it('writes steps that name the ingredients it lists', () => {
    for (const { recipe, ingredients } of sample) {
      const steps = recipe.instructions.join(' ').toLowerCase();
      for (const { id } of ingredients) {
        const info = INFO_BY_ID.get(id)!;
        expect(
          steps.includes(info.stepName.toLowerCase()) ||
            steps.includes(info.textName.toLowerCase()) ||
            // One egg is 'the egg' (issue 23: the count in the list decides the word).
            steps.includes(info.ing.unit.name.toLowerCase()),
          `${id} in ${recipe.title}`,
        ).toBe(true);
      }
    }
  });

  it('prints amounts the way a cookbook does', () => {
    for (const { recipe } of sample) {
      for (const line of recipe.ingredients) {
        expect(line, recipe.title).toMatch(
          /^(\d+( \d+\/\d+)?|\d+\/\d+|\d+(\.\d+)?) \S|, to taste$|^Pinch of salt$|, for /,
        );
        expect(line).not.toMatch(/\d\.\d{2,}|NaN|undefined/);
      }
      expect(recipe.ingredients.at(-1)).toMatch(/to taste|Pinch of salt|.+/);
    }
  });

  it('keeps chocolate and desserts out of savoury dishes unless creative', () => {
    for (const { ingredients, patternId } of sample) {
      const pattern = PATTERNS.find((p) => p.id === patternId)!;
      if (pattern.sweet) continue;
      for (const { id } of ingredients)
        expect(INFO_BY_ID.get(id)!.kinds.has('chocolate'), `${id} in ${patternId}`).toBe(false);
    }
  });

  it('rates difficulty from technique and steps', () => {
    const byPattern = new Map(sample.map((c) => [c.patternId, c.recipe.difficulty]));
    const all = generateBatch(opts({ cuisine: 'japanese', mealType: 'dinner', ignorePantry: true }), ctx(3));
    for (const r of all) expect(['easy', 'medium', 'hard']).toContain(r.difficulty);
    // Panko only fits a katsu: a deep-fried, breaded dish is hard.
    const katsu = composeBatch(
      opts({ cuisine: 'japanese', mealType: 'dinner', specialIngredient: 'panko' }),
      ctx(3),
    ).find((c) => c.patternId === 'japanese-katsu');
    expect(katsu?.recipe.difficulty).toBe('hard');
    if (byPattern.has('american-oatmeal')) expect(byPattern.get('american-oatmeal')).toBe('easy');
  });
});

describe('performance', () => {
  it('generates a batch in well under 20 ms at the 99th percentile', () => {
    const cuisines = CUISINE_OPTIONS;
    const cases = Array.from({ length: 200 }, (_, i) =>
      opts({
        cuisine: cuisines[i % cuisines.length],
        mealType: i % 3 ? MEAL_TYPES[i % MEAL_TYPES.length] : undefined,
        creativeMode: i % 4 === 0,
        ignorePantry: i % 5 === 0,
        maxCookingTime: i % 2 ? 30 : undefined,
      }),
    );
    for (const [i, o] of cases.entries()) generateBatch(o, ctx(i)); // warm up the JIT
    // Test files run in parallel on small, shared machines, so wall-clock time mostly measures
    // the wait for a CPU. CPU time of this process is the engine's own cost: best of three runs.
    const best = cases.map((o, i) => {
      let min = Infinity;
      for (let run = 0; run < 3; run++) {
        const before = process.cpuUsage();
        generateBatch(o, ctx(i));
        const used = process.cpuUsage(before);
        min = Math.min(min, (used.user + used.system) / 1000);
      }
      return min;
    });
    best.sort((a, b) => a - b);
    expect(best[Math.floor(best.length * 0.99)]!).toBeLessThan(20);
  });
});

describe('a narrow sweet request with an everyday pantry', () => {
  it('fills an American crunchy dessert within 15 minutes (it came back with 3 for 53 of 60 seeds)', () => {
    const pantry = [
      'chicken-breast',
      'rice',
      'onion',
      'garlic',
      'tomatoes',
      'bell-pepper',
      'olive-oil',
      'eggs',
      'spinach',
      'parmesan',
      'lemon',
      'potatoes',
    ];
    let short = 0;
    for (let seed = 1; seed <= 20; seed++) {
      const batch = generateBatch(
        { ...opts({ cuisine: 'american', mealType: 'dessert' }), maxCookingTime: 15, texturePreference: 'crunchy' },
        { pantry: pantry.map((ingredientId) => ({ ingredientId, frequency: 'always' as const })), feedback: [], seed },
      );
      if (batch.length < 4) short++;
    }
    expect(short).toBe(0);
  });

  it("serves the cuisine's own vegan dessert even when no cross-cuisine pairing suits it (sixth read: none came back)", () => {
    for (let seed = 1; seed <= 5; seed++) {
      const batch = generateBatch(
        {
          ...opts({ cuisine: 'french', mealType: 'dessert', ignorePantry: true }),
          creativeMode: true,
          creativeDirection: 'vegan comfort food',
        },
        { pantry: [], feedback: [], seed },
      );
      expect(batch.length, `seed ${seed}`).toBeGreaterThanOrEqual(1);
      for (const r of batch) expect(r.ingredients.join(' ')).not.toMatch(/\b(butter|cream|milk|eggs?|honey)\b/i);
    }
  });
});
