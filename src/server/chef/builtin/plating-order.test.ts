// Nothing goes on a dish before it exists (issue 23, a cook's read): a sweet dish whose last step
// plates and tops it (spoons the pudding into bowls and tops it with fruit, scatters the crumble
// over the fruit) gets a new topping, glaze or drizzle after that step, not before.

import { describe, expect, it } from 'vitest';
import { CUISINE_OPTIONS, TEXTURES } from '../../../shared/api/recipes';
import { generateBatch } from './index';
import { ctx, opts, seeds } from './engine-fixtures';

const PLATES = /\b(spoon (?:it |them )?into (?:bowls|glasses)|scatter the (?:\w+ )?topping over)\b/i;
const TOPS_OVER = /\b(drizzle (?:it|them) over|scatter (?:it|them) over|dust (?:it|them) over)\b/i;

describe('plating order in sweet dishes', () => {
  it('tops a plated dessert after the plating step', () => {
    let plated = 0;
    const early: string[] = [];
    for (const cuisine of CUISINE_OPTIONS)
      for (const texturePreference of [undefined, ...TEXTURES])
        for (const seed of seeds(3)) {
          const batch = generateBatch(
            opts({ cuisine, mealType: 'dessert', texturePreference, ignorePantry: true }),
            ctx(seed, []),
          );
          for (const r of batch) {
            const at = r.instructions.findIndex((s) => PLATES.test(s));
            if (at < 0) continue;
            plated++;
            r.instructions.slice(0, at).forEach((s) => {
              if (TOPS_OVER.test(s) && !/\bpan\b.*\bover the (fruit|pears|apples)\b/i.test(s))
                early.push(`${r.title}: ${s}`);
            });
          }
        }
    expect(plated).toBeGreaterThan(20);
    expect(early).toEqual([]);
  });
});

describe('nothing is cooked into a soup or pasta already in its bowls (review read)', () => {
  it('stirs pesto and specials in before "Ladle into bowls", and never into "the bowls"', () => {
    let ladled = 0;
    for (const specialIngredient of [undefined, 'dragon fruit', 'spinach'])
      for (const seed of seeds(12)) {
        const batch = generateBatch(
          opts({ cuisine: 'italian', mealType: 'dinner', specialIngredient, ignorePantry: true }),
          ctx(seed, []),
        );
        for (const r of batch) {
          const at = r.instructions.findIndex((s) => /^Ladle into (?:warm )?bowls\b/.test(s));
          if (at < 0) continue;
          ladled++;
          for (const s of r.instructions.slice(at + 1))
            expect(s, r.title).not.toMatch(/last minute of cooking|\bsimmer\b/);
          for (const s of r.instructions) expect(s, r.title).not.toMatch(/into the bowls and simmer/);
        }
      }
    expect(ladled).toBeGreaterThan(0);
  });
});
