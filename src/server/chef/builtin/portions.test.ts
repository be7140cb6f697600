// A written recipe fitted to its batch (fifth read): tins sized for the servings, eggs a pan holds.
import { describe, expect, it } from 'vitest';
import { fitPans, fitTins } from './portions';
import { INFO_BY_ID } from './ingredients';
import { generateBatch } from './index';
import { opts } from './engine-fixtures';
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

describe('pieces shared out evenly (seventh read)', () => {
  it('serves bread by whole slices and eggs by whole eggs a serving, and says how many an omelette takes', () => {
    const uneven: string[] = [];
    let breadOrEggs = 0;
    let omelettes = 0;
    for (const servings of [2, 4, 6] as const)
      for (const mealType of ['breakfast', 'lunch', 'snack'] as const)
        for (const cuisine of ['american', 'french', 'mexican', 'asian'] as const)
          for (let seed = 1; seed <= 4; seed++) {
            const options = opts({ cuisine, mealType, servings, ignorePantry: true });
            for (const r of generateBatch(options, { pantry: [], feedback: [], seed })) {
              for (const line of r.ingredients) {
                const m = /^(\d+) (slices? bread|eggs?)\b/.exec(line);
                if (!m) continue;
                breadOrEggs++;
                const n = Number(m[1]);
                // Eggs shared in one pan (a rolled omelette, a frittata) need not divide; bread must.
                if (/bread/.test(m[2]!) && n >= servings && n % servings !== 0)
                  uneven.push(`${r.title} for ${servings}: ${line}`);
              }
              const each = r.instructions.find((s) => /^For each omelette, beat/.test(s));
              if (each) {
                omelettes++;
                expect(each).toMatch(/beat \d+ eggs?\b/);
              }
            }
          }
    expect(breadOrEggs).toBeGreaterThan(30);
    expect(omelettes).toBeGreaterThan(0);
    expect(uneven).toEqual([]);
  });
});

describe('a named dish carries what defines it (seventh read)', () => {
  it('makes fattoush with cucumber, herbs and sumac, and huevos rancheros with a chile and an even egg count', () => {
    let fattoush = 0;
    let huevos = 0;
    for (let seed = 1; seed <= 30; seed++) {
      for (const mealType of ['lunch', 'snack'] as const) {
        const options = opts({ cuisine: 'mediterranean', mealType, servings: 4, ignorePantry: true });
        for (const r of generateBatch(options, { pantry: [], feedback: [], seed })) {
          if (!/fattoush/i.test(r.title)) continue;
          fattoush++;
          const list = r.ingredients.join(' | ');
          expect(list, r.title).toMatch(/cucumber/);
          expect(list, r.title).toMatch(/sumac/);
          expect(list, r.title).toMatch(/parsley|mint/);
        }
      }
      const options = opts({ cuisine: 'mexican', mealType: 'breakfast', servings: 6, ignorePantry: true });
      for (const r of generateBatch(options, { pantry: [], feedback: [], seed })) {
        if (!/huevos rancheros/i.test(r.title)) continue;
        huevos++;
        expect(r.ingredients.join(' | '), r.title).toMatch(/jalape|serrano|chipotle/i);
        expect(r.instructions.join(' '), r.title).toMatch(/Top each tortilla with \d+ eggs?\b/);
      }
    }
    expect(fattoush).toBeGreaterThan(0);
    expect(huevos).toBeGreaterThan(0);
  });
});

describe('fitPans (sixteenth read: 900 g of salmon laid in one pan)', () => {
  const FRY = [
    'Rub the salmon with the spice paste.',
    'Heat the oil in a large frying pan over medium-high heat. Lay in the fish and fry 3 minutes a side until crisp.',
    'Serve with the lemon.',
  ];
  const salmon = (grams: number) => ({ info: INFO_BY_ID.get('salmon')!, grams });

  it('fries more than one pan holds in batches, and leaves a pan for two alone', () => {
    const six = FRY.slice();
    fitPans(six, salmon(900), 'salmon');
    expect(six[1]).toContain('Lay in the fish in batches and fry');
    const two = FRY.slice();
    fitPans(two, salmon(300), 'salmon');
    expect(two).toEqual(FRY);
  });

  it('leaves mince, a simmer and a recipe that already works in batches as they are', () => {
    const mince = ['Heat the oil in a frying pan and cook the ground beef, breaking it up.'];
    fitPans(mince, { info: INFO_BY_ID.get('ground-beef')!, grams: 900 }, 'ground beef');
    expect(mince[0]).not.toContain('batches');
    const simmer = ['Add the salmon to the pan and simmer 8 minutes in the sauce.'];
    fitPans(simmer, salmon(900), 'salmon');
    expect(simmer[0]).not.toContain('batches');
  });
});

describe('cuts a cook would use (sixteenth read)', () => {
  it('leaves strawberries whole for tanghulu skewers, and simmers no chicken breast for 35 minutes in a chili', () => {
    let skewers = 0;
    let chilis = 0;
    for (let seed = 1; seed <= 40; seed++) {
      for (const mealType of ['snack', 'dessert'] as const)
        for (const r of generateBatch(
          opts({ cuisine: 'asian', mealType, ignorePantry: true, specialIngredient: 'strawberries' }),
          { pantry: [], feedback: [], seed } as never,
        ))
          if (/tanghulu|skewers/i.test(r.title) && r.ingredients.some((l) => /strawberries/.test(l))) {
            skewers++;
            expect(
              r.ingredients.find((l) => /strawberries/.test(l)),
              r.title,
            ).toMatch(/hulled, left whole/);
          }
      for (const r of generateBatch(opts({ cuisine: 'american', mealType: 'dinner', ignorePantry: true }), {
        pantry: [],
        feedback: [],
        seed,
      } as never))
        if (/\bchili\b/i.test(r.title) && r.instructions.some((s) => /simmer 30-35 minutes/.test(s))) {
          chilis++;
          expect(r.ingredients.join(' | '), r.title).not.toMatch(/chicken breast/);
        }
    }
    expect(skewers).toBeGreaterThan(0);
    expect(chilis).toBeGreaterThan(0);
  });
});

describe('a pan sized for the eggs (sixteenth read)', () => {
  it('sets a frittata for two in a 20 cm pan and leaves the 25-30 cm pan for four', () => {
    const step = 'Heat 1 tbsp olive oil in a 25-30 cm ovenproof frying pan over medium heat.';
    const two = [step];
    fitTins(two, 2);
    expect(two[0]).toContain('a 20 cm ovenproof frying pan');
    const four = [step];
    fitTins(four, 4);
    expect(four[0]).toBe(step);
  });
});

describe('dishes with what makes them (sixteenth read)', () => {
  it('puts a creamy sauce in every wrap and raw onion in every chaat when nothing rules them out', () => {
    let wraps = 0;
    let chaats = 0;
    for (let seed = 1; seed <= 30; seed++) {
      for (const r of generateBatch(opts({ cuisine: 'american', mealType: 'lunch', ignorePantry: true }), {
        pantry: [],
        feedback: [],
        seed,
      } as never))
        if (/\bWraps\b/.test(r.title) && r.instructions.some((s) => /^Spread each with\b/.test(s))) {
          wraps++;
          expect(r.ingredients.join(' | '), r.title).toMatch(/mayonnaise|yogurt|sour cream/);
        }
      for (const r of generateBatch(opts({ cuisine: 'indian', mealType: 'snack', ignorePantry: true }), {
        pantry: [],
        feedback: [],
        seed,
      } as never))
        if (/\bChaat\b/.test(r.title)) {
          chaats++;
          expect(r.ingredients.join(' | '), r.title).toMatch(/red onion/);
        }
    }
    expect(wraps).toBeGreaterThan(0);
    expect(chaats).toBeGreaterThan(0);
  });
});

describe('ingredient lines a cook reads as the steps do (seventeenth read)', () => {
  it('slices no small berries, and lists gratin potatoes as thinly sliced', () => {
    let berries = 0;
    let gratins = 0;
    for (let seed = 1; seed <= 20; seed++) {
      for (const specialIngredient of ['raspberries', 'blackberries', 'blueberries'])
        for (const r of generateBatch(
          opts({ cuisine: 'any', mealType: 'dessert', specialIngredient, ignorePantry: true }),
          {
            pantry: [],
            feedback: [],
            seed,
          } as never,
        ))
          for (const l of r.ingredients)
            if (/(rasp|black|blue)berries/.test(l)) {
              berries++;
              expect(l, r.title).not.toMatch(/sliced|cut into|diced|chopped/);
            }
      for (const r of generateBatch(opts({ cuisine: 'french', mealType: 'dinner', ignorePantry: true }), {
        pantry: [],
        feedback: [],
        seed,
      } as never))
        if (/Gratin/.test(r.title)) {
          gratins++;
          expect(r.ingredients[0], r.title).toMatch(/thinly sliced/);
          expect(r.instructions.join(' ')).not.toMatch(/Slice the [\w ]+ very thinly/);
        }
    }
    expect(berries).toBeGreaterThan(0);
    expect(gratins).toBeGreaterThan(0);
  });
});
