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

describe('a special that needs a pan of its own is ready before the dish (fourteenth read)', () => {
  it('cooks it first and sets it aside, then adds it where the dish takes it', () => {
    let cookedFirst = 0;
    for (const [cuisine, mealType, specialIngredient] of [
      ['indian', 'dinner', 'pork belly'],
      ['italian', 'dinner', 'jackfruit'],
      ['japanese', 'lunch', 'pork belly'],
      ['asian', 'dinner', 'seitan'],
      ['french', 'breakfast', 'sweet potato'],
    ] as const)
      for (const seed of seeds(4)) {
        for (const r of generateBatch(
          opts({ cuisine, mealType, specialIngredient, maxCookingTime: 30, servings: 2, ignorePantry: true }),
          ctx(seed, []),
        )) {
          // Never the old form: cooked for minutes in a pan of its own after the dish was done, then added.
          for (const s of r.instructions)
            expect(s, r.title).not.toMatch(/non-stick frying pan [^.]*, then (?:stir|toss|fold|tuck) it\b/);
          const at = r.instructions.findIndex((s) => /non-stick frying pan [^.]*; set (?:it|them) aside\.$/.test(s));
          if (at < 0) continue;
          cookedFirst++;
          expect(at, r.title).toBe(0);
        }
      }
    expect(cookedFirst).toBeGreaterThan(5);
  });

  it('stirs a special into a noodle soup while it simmers, not into noodles already in their bowls', () => {
    let soups = 0;
    for (const seed of seeds(10))
      for (const r of generateBatch(
        opts({ cuisine: 'japanese', mealType: 'lunch', specialIngredient: 'kimchi', maxCookingTime: 15, servings: 2 }),
        ctx(seed),
      )) {
        const bowls = r.instructions.findIndex((s) => /\b(?:divide|share) (?:them )?between (?:deep )?bowls\b/.test(s));
        const kimchi = r.instructions.findIndex((s) => /^Stir the kimchi\b[^.]*\bsimmer\b/.test(s));
        if (bowls < 0 || kimchi < 0) continue;
        soups++;
        expect(kimchi, r.title).toBeLessThan(bowls);
      }
    expect(soups).toBeGreaterThan(0);
  });
});

describe('a crunchy or crisp topping is toasted before the dish is cooked (fifteenth read)', () => {
  it('toasts nuts and crumbs first and scatters them at the end, never toasting once the dish is plated', () => {
    let toasted = 0;
    for (const cuisine of CUISINE_OPTIONS)
      for (const texturePreference of ['crunchy', 'crispy'] as const)
        for (const mealType of ['lunch', 'dinner', 'breakfast'] as const)
          for (const r of generateBatch(
            opts({ cuisine, mealType, texturePreference, ignorePantry: true }),
            ctx(3, []),
          )) {
            for (const s of r.instructions)
              expect(s, r.title).not.toMatch(/^Toast the [^.]*\bthen scatter (?:them )?over\b/);
            r.instructions.forEach((s, i) => {
              const m = /^Scatter the toasted ([\w ]+?) over\b/.exec(s);
              if (!m) return;
              toasted++;
              const at = r.instructions.findIndex((t) => t.startsWith(`Toast the ${m[1]} `));
              expect(at, r.title).toBeGreaterThanOrEqual(0);
              expect(at, r.title).toBeLessThan(i);
            });
          }
    expect(toasted).toBeGreaterThan(5);
  });
});

describe('a slow-cooking main is cooked until tender in a step (fifteenth read)', () => {
  it('simmers lamb in a pulao before the rice goes in, for the minutes the card adds', () => {
    let pulaos = 0;
    for (const seed of seeds(8))
      for (const r of generateBatch(
        opts({ cuisine: 'indian', mealType: 'dinner', specialIngredient: 'lamb', ignorePantry: true }),
        ctx(seed, []),
      )) {
        if (!/pulao/i.test(r.title)) continue;
        pulaos++;
        const simmer = r.instructions.findIndex((s) =>
          /simmer gently for \d+ minutes, until the lamb is tender/.test(s),
        );
        const rice = r.instructions.findIndex((s) => /^Stir in the rice\b/.test(s));
        expect(simmer, r.title).toBeGreaterThanOrEqual(0);
        expect(simmer, r.title).toBeLessThan(rice);
      }
    expect(pulaos).toBeGreaterThan(0);
  });
});

describe('nothing is stirred in or made after the dish is served (sixteenth read)', () => {
  it('stirs a finishing accent into a soup before it is ladled, and makes a drizzle before the salad is eaten', () => {
    const late: string[] = [];
    let served = 0;
    for (const cuisine of CUISINE_OPTIONS)
      for (const mealType of ['lunch', 'dinner', 'snack'] as const)
        for (const seed of seeds(4)) {
          const batch = generateBatch(
            opts({ cuisine, mealType, creativeMode: true, creativeDirection: 'smoky and spicy', ignorePantry: true }),
            ctx(seed, []),
          );
          for (const r of batch) {
            const at = r.instructions.findIndex((s) => /^Ladle into\b|\beat straight away\b/i.test(s));
            if (at < 0 || at === r.instructions.length - 1) continue;
            served++;
            for (const s of r.instructions.slice(at + 1))
              if (/^Stir in\b|^(?:Mash|Sizzle|Whisk)\b/.test(s)) late.push(`${r.title}: ${s}`);
          }
        }
    expect(served).toBeGreaterThan(0);
    expect(late).toEqual([]);
  });

  it('names a dish called by its style by what is on the plate, and sends no dessert to load more for steak', () => {
    for (const seed of seeds(6)) {
      for (const r of generateBatch(
        opts({
          cuisine: 'mexican',
          mealType: 'dinner',
          creativeMode: true,
          creativeDirection: 'smoky and fresh',
          ignorePantry: true,
        }),
        ctx(seed, []),
      ))
        for (const s of r.instructions) expect(s, r.title).not.toMatch(/\bthe a la\b/i);
      for (const r of generateBatch(
        opts({
          cuisine: 'any',
          mealType: 'dessert',
          creativeMode: true,
          creativeDirection: 'date night',
          ignorePantry: true,
        }),
        ctx(seed, []),
      ))
        for (const n of r.notes ?? []) expect(n, r.title).not.toMatch(/seafood, steak or lamb/);
      // A dish named by a cooking word is 'a simple dish', not 'a simple seared' (seventeenth read).
      for (const r of generateBatch(
        opts({ cuisine: 'french', mealType: 'dinner', creativeMode: true, creativeDirection: 'date night' }),
        ctx(seed),
      ))
        for (const n of r.notes ?? []) expect(n, r.title).not.toMatch(/\ba simple \w+ed\b/);
    }
  });
});
