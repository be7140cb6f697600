// A written recipe fitted to its batch (fifth read): tins sized for the servings, eggs a pan holds.
import { describe, expect, it } from 'vitest';
import { fitTins } from './portions';
import { generateBatch } from './index';
import type { GenerationOptions } from '../../../shared/api/recipes';

const TORTA = [
  'Heat the oven to 180°C (350°F) and line a 22-24 cm cake tin with baking paper.',
  'Whisk the eggs with the sugar, then fold in the flour.',
  'Pour into the tin and bake. Bake 40-45 minutes until a skewer comes out clean.',
];

describe('fitTins', () => {
  it('gives a batter for 2 a 15 cm tin and a shorter bake, and leaves a batch for 8 alone', () => {
    const two = TORTA.slice();
    fitTins(two, 2);
    expect(two[0]).toContain('line a 15 cm cake tin');
    expect(two[2]).toMatch(/Bake 30-35 minutes/);
    const eight = TORTA.slice();
    fitTins(eight, 8);
    expect(eight).toEqual(TORTA);
  });

  it('gives 4 servings an 18 cm tin at about the same depth, so the time stays', () => {
    const four = TORTA.slice();
    fitTins(four, 4);
    expect(four[0]).toContain('line an 18 cm cake tin');
    expect(four[2]).toMatch(/Bake 40-45 minutes/);
  });
});

describe('eggs cracked into one pan of sauce', () => {
  it('never asks a wide pan to hold more than 8 eggs, whatever the servings', () => {
    let seen = 0;
    for (let seed = 1; seed <= 40; seed++) {
      for (const cuisine of ['italian', 'mediterranean', 'american'] as const) {
        const batch = generateBatch(
          {
            cuisine,
            mealType: 'breakfast',
            servings: 6,
            creativeMode: false,
            ignorePantry: true,
            excludedRecipes: [],
          } as GenerationOptions,
          { pantry: [], feedback: [], seed },
        );
        for (const r of batch) {
          if (!r.instructions.some((s) => /\bhollows?\b/.test(s))) continue;
          seen++;
          const eggs = Number(/^(\d+) eggs?\b/m.exec(r.ingredients.join('\n'))?.[1] ?? 0);
          expect(eggs, r.title).toBeLessThanOrEqual(8);
        }
      }
    }
    expect(seen).toBeGreaterThan(0);
  });
});
