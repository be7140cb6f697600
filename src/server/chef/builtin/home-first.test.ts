// A named cuisine gets its own dishes (issue 23): another cuisine's dish is drafted only when the
// cuisine's own are used up or cannot be made, or (pantry first) none of them cooks from the pantry.

import { describe, expect, it } from 'vitest';
import { composeBatch } from './index';
import { PATTERN_BY_ID } from './patterns';
import { ctx, opts, seeds } from './engine-fixtures';

const cuisineOf = (id: string) => PATTERN_BY_ID.get(id)!.cuisine;

describe('home first', () => {
  it("serves a cuisine's own dishes in a first batch when it has a batch's worth of them", () => {
    let borrowed = 0;
    let served = 0;
    for (const seed of seeds(40)) {
      for (const c of composeBatch(
        opts({ cuisine: 'japanese', mealType: 'dinner', maxCookingTime: 45, ignorePantry: true }),
        ctx(seed, []),
      )) {
        served++;
        if (cuisineOf(c.patternId) !== 'japanese') borrowed++;
      }
    }
    expect(served).toBe(160);
    // Without home-first drafting: 20 of 160 were borrowed (checked by turning it off).
    expect(borrowed).toBe(0);
  });

  it('still fills a batch by borrowing where the cuisine has too few dishes of its own', () => {
    // French snacks in 15 minutes: one dish of its own before this change.
    const batch = composeBatch(
      opts({ cuisine: 'french', mealType: 'snack', maxCookingTime: 15, ignorePantry: true }),
      ctx(1, []),
    );
    expect(batch).toHaveLength(4);
    expect(batch.every((c) => c.recipe.cuisine.toLowerCase() === 'french')).toBe(true);
  });
});
