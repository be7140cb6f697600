// The engine brief's mechanical checks (items 1-4 and 6): every pattern rendered across
// varied pantries and options must read cleanly, be a real dish in its energy band, vary,
// end honestly and honour the options it was given.

import { describe, expect, it } from 'vitest';
import { PATTERN_BY_ID } from './patterns';
import { INFO_BY_ID } from './ingredients';
import {
  BATCH_SIZE,
  CUISINE_OPTIONS,
  MEAL_TYPES,
  type GenerationOptions,
  type MealType,
} from '../../../shared/api/recipes';
import { stripQuantityMarks, scaleStepText } from '../../../shared/kitchen/step-quantities';
import type { ChefContext } from '../types';
import { composeBatch, type ComposedRecipe } from './compose';
import { PATTERNS } from './patterns';
import { energyViolation, realIngredientCount, textViolations } from './quality';
import { titleWords } from './variety';

type Pantry = ChefContext['pantry'];
const pantryOf = (ids: string): Pantry =>
  ids.split(' ').map((ingredientId) => ({ ingredientId, frequency: 'usually' }));

/** Realistic 12-item pantries (what a new cook enters first) and a big one. */
const PANTRIES: Pantry[] = [
  pantryOf('onion garlic eggs milk lemon rice chicken-breast potatoes carrots tomatoes cheddar spinach'),
  pantryOf(
    'pasta-penne canned-tomatoes parmesan basil zucchini mushrooms bell-pepper greek-yogurt honey oats bananas apples',
  ),
  pantryOf('onion garlic tofu soy-sauce ginger coconut-milk chickpeas cumin cilantro lime eggs bananas'),
  pantryOf(
    'salmon shrimp ground-beef bacon spaghetti feta cucumber strawberries dark-chocolate heavy-cream broccoli sweet-potatoes',
  ),
];
const BIG = pantryOf(
  'onion garlic eggs milk lemon rice chicken-breast potatoes carrots tomatoes cheddar spinach pasta-penne canned-tomatoes parmesan basil zucchini mushrooms bell-pepper greek-yogurt honey oats bananas apples tofu soy-sauce ginger coconut-milk chickpeas lime',
);

const opts = (o: Partial<GenerationOptions>): GenerationOptions => ({
  cuisine: 'italian',
  servings: 2,
  creativeMode: false,
  ignorePantry: false,
  excludedRecipes: [],
  ...o,
});

function problems(c: ComposedRecipe, options: GenerationOptions): string[] {
  const r = c.recipe;
  const out = textViolations(
    r,
    c.ingredients.map((i) => i.id),
  ).map((v) => `${r.title}: ${v}`);
  if (realIngredientCount(r) < 4) out.push(`${r.title}: only ${realIngredientCount(r)} real ingredients`);
  const energy = energyViolation(r, /\blight\b/.test(options.creativeDirection ?? ''));
  if (energy) out.push(`${r.title}: ${energy}`);
  return out;
}

describe('every pattern, across pantries and options', () => {
  it('reads cleanly, has substance and lands in its energy band', () => {
    const seen = new Set<string>();
    const found: string[] = [];
    let recipes = 0;
    const directions = [
      undefined,
      'smoky and spicy',
      'vegan',
      'fresh and light',
      'something sweet',
      'high protein',
      'kid friendly',
    ];
    for (const [p, pantry] of [[], BIG, ...PANTRIES].entries()) {
      for (const cuisine of CUISINE_OPTIONS) {
        for (const mealType of [undefined, ...MEAL_TYPES] as (MealType | undefined)[]) {
          for (const [d, direction] of directions.entries()) {
            if ((p + d) % 3 !== 0 && direction) continue; // a third of the directions per pantry keeps this quick
            const options = opts({
              cuisine,
              mealType,
              ignorePantry: pantry.length === 0,
              creativeMode: Boolean(direction),
              creativeDirection: direction,
              servings: [1, 2, 4, 6][(p + d) % 4]!,
            });
            const batch = composeBatch(options, { pantry, feedback: [], seed: 7 + p * 31 + d });
            expect(new Set(batch.map((c) => c.patternId)).size, `${cuisine} ${mealType}: a pattern twice`).toBe(
              batch.length,
            );
            for (const c of batch) {
              recipes++;
              seen.add(c.patternId);
              found.push(...problems(c, options));
            }
          }
        }
      }
    }
    expect(found.slice(0, 10)).toEqual([]);
    expect(recipes).toBeGreaterThan(1000);
    // Nearly every dish pattern is exercised (a few need pantry items none of these hold); dishes
    // for a special ingredient are tried below.
    const general = PATTERNS.filter((p) => !p.forSpecial);
    expect(general.filter((p) => seen.has(p.id)).length / general.length).toBeGreaterThan(0.9);
  }, 120_000);

  it('serves every dish made for a special ingredient, and it reads cleanly (issue 23)', () => {
    const seen = new Set<string>();
    const found: string[] = [];
    const specials = ['halloumi', 'paneer', 'feta', 'brie', 'tofu', 'chickpeas', 'carrots', 'kimchi', 'salmon'];
    for (const special of [...specials, 'apples', 'peaches', 'parsnips', 'zucchini', 'shrimp', 'avocado'])
      for (const [i, cuisine] of CUISINE_OPTIONS.entries())
        for (const mealType of MEAL_TYPES) {
          const options = opts({
            cuisine,
            mealType,
            specialIngredient: special,
            ignorePantry: true,
            servings: [2, 4, 6][i % 3]!,
          });
          for (const c of composeBatch(options, { pantry: [], feedback: [], seed: 11 + i })) {
            seen.add(c.patternId);
            found.push(...problems(c, options));
          }
        }
    expect(found.slice(0, 10)).toEqual([]);
    expect(PATTERNS.filter((p) => p.forSpecial && !seen.has(p.id)).map((p) => p.id)).toEqual([]);
  }, 60_000);

  it('marks step quantities so they scale with the card, and reads plainly without the marks', () => {
    const batch = composeBatch(opts({ cuisine: 'asian', mealType: 'dinner' }), {
      pantry: PANTRIES[2]!,
      feedback: [],
      seed: 3,
    });
    const marked = batch.flatMap((c) => c.recipe.instructions).filter((s) => s.includes('\u2060'));
    expect(marked.length).toBeGreaterThan(0);
    for (const step of marked) {
      expect(stripQuantityMarks(step)).not.toContain('\u2060');
      expect(scaleStepText(step, 1)).toBe(stripQuantityMarks(step));
    }
    expect(scaleStepText('Heat \u20601 1/2 tbsp olive oil\u2060 in a pan.', 2)).toBe('Heat 3 tbsp olive oil in a pan.');
    expect(scaleStepText('Beat \u20602 eggs\u2060 with a fork.', 0.5)).toBe('Beat 1 egg with a fork.');
  });
});

describe('full batches from a realistic pantry', () => {
  it('returns 4 for every plain request, and pantry recipes use two or more pantry items', () => {
    let recipes = 0;
    let twoOrMore = 0;
    const short: string[] = [];
    let requests = 0;
    for (const [p, pantry] of PANTRIES.entries()) {
      for (const cuisine of CUISINE_OPTIONS) {
        for (const mealType of [undefined, ...MEAL_TYPES] as (MealType | undefined)[]) {
          const batch = composeBatch(opts({ cuisine, mealType }), { pantry, feedback: [], seed: 100 + p });
          requests++;
          if (batch.length !== BATCH_SIZE) short.push(`${cuisine} ${mealType ?? 'any meal'} with pantry ${p}`);
          for (const c of batch) {
            recipes++;
            if (c.ingredients.filter((i) => i.fromPantry && !i.staple).length >= 2) twoOrMore++;
          }
        }
      }
    }
    // Issue 23: what the critic rejects is replaced, not served; a few plain requests still come back
    // one short (see the README's open work). Before the critic every one of these was full.
    expect(short.length / requests, short.join(', ')).toBeLessThanOrEqual(0.05);
    expect(twoOrMore / recipes).toBeGreaterThanOrEqual(0.9);
  });
});

describe('each kitchen its own egg dishes', () => {
  it('serves no frittata or chopped salad in a Japanese, Indian, Mexican or Asian search', () => {
    const foreign: string[] = [];
    for (const cuisine of ['japanese', 'indian', 'mexican', 'asian'] as const)
      for (const mealType of ['breakfast', 'lunch', 'dinner'] as const)
        for (const seed of [1, 2, 3])
          for (const c of composeBatch(opts({ cuisine, mealType }), { pantry: PANTRIES[0]!, feedback: [], seed }))
            if (/Open Omelette|Frittata|Chopped Salad/.test(c.recipe.title))
              foreign.push(`${cuisine}: ${c.recipe.title}`);
    expect(foreign).toEqual([]);
  });
});

describe('quick dishes for a bigger table', () => {
  it('gives a full batch of 15-minute dishes for six as for four, and cards within the limit', () => {
    const short: string[] = [];
    for (const cuisine of ['italian', 'mexican', 'asian', 'indian', 'japanese'] as const)
      for (const mealType of ['breakfast', 'lunch', 'dinner'] as const) {
        const batch = composeBatch(opts({ cuisine, mealType, servings: 6, maxCookingTime: 15 }), {
          pantry: PANTRIES[0]!,
          feedback: [],
          seed: 3,
        });
        if (batch.length < BATCH_SIZE) short.push(`${cuisine} ${mealType}: ${batch.length}`);
        for (const c of batch) expect(c.recipe.cookingTime, c.recipe.title).toBeLessThanOrEqual(15);
      }
    expect(short).toEqual([]);
  });
});

/** Load more until a short batch, as the web client does. */
function series(options: GenerationOptions, pantry: Pantry, rounds: number) {
  const titles: { title: string; mainId?: string }[] = [];
  for (let round = 1; round <= rounds; round++) {
    const batch = composeBatch(
      { ...options, excludedRecipes: titles.map((t) => t.title) },
      { pantry, feedback: [], seed: round },
    );
    titles.push(...batch.map((c) => ({ title: c.recipe.title, mainId: c.mainId })));
    if (batch.length < BATCH_SIZE) return { titles, endRound: round };
  }
  return { titles, endRound: 0 };
}

describe('variety with an honest end', () => {
  it('keeps every title word beyond the main ingredient and cuisine under a fifth of a long search', () => {
    for (const [cuisine, mealType, pantry] of [
      ['italian', 'dinner', PANTRIES[1]!],
      ['italian', undefined, []],
      ['mexican', 'lunch', PANTRIES[2]!],
      ['japanese', 'breakfast', PANTRIES[0]!],
    ] as const) {
      const { titles } = series(opts({ cuisine, mealType, ignorePantry: pantry.length === 0 }), [...pantry], 15);
      expect(new Set(titles.map((t) => t.title.toLowerCase())).size).toBe(titles.length);
      if (titles.length < 10) continue;
      const counts = new Map<string, number>();
      for (const t of titles)
        for (const w of titleWords(t.title, t.mainId, cuisine)) counts.set(w, (counts.get(w) ?? 0) + 1);
      for (const [word, n] of counts)
        expect(n / titles.length, `'${word}' in ${cuisine} ${mealType}`).toBeLessThanOrEqual(0.2);
    }
  });

  it('does not stack a flavour label on a title that opens with its own description', () => {
    const stacked: string[] = [];
    for (const cuisine of ['italian', 'japanese', 'french', 'mexican'] as const)
      for (const mealType of ['dessert', 'breakfast', 'snack'] as const) {
        const { titles } = series(opts({ cuisine, mealType, ignorePantry: true }), [], 4);
        for (const { title } of titles.map((t) => ({ title: t.title.split(' with ')[0]! })))
          if (
            /^\S.*\s(Warm|[A-Z][a-z]+-(Macerated|Caramelised|Glazed|Roasted)|Honeyed)\s/.test(title) &&
            !/^(Warm|Honeyed)\s/.test(title)
          )
            stacked.push(title);
      }
    expect(stacked).toEqual([]);
  });

  it('ends a narrow search with a short batch within 6 rounds', () => {
    for (const options of [
      opts({ cuisine: 'japanese', mealType: 'dessert', maxCookingTime: 15, texturePreference: 'crunchy' }),
      opts({ cuisine: 'french', mealType: 'snack', maxCookingTime: 15 }),
      opts({ cuisine: 'indian', mealType: 'breakfast', maxCookingTime: 15, ignorePantry: true }),
    ]) {
      const { endRound } = series(options, PANTRIES[0]!, 10);
      expect(endRound, `${options.cuisine} ${options.mealType}`).toBeGreaterThan(0);
      expect(endRound).toBeLessThanOrEqual(6);
    }
  });
});

describe('options visibly honoured', () => {
  it("never says a word twice in a direction's note ('a warm, hearty warm salad', read in seed 10109)", () => {
    for (const seed of [1, 2, 3, 4]) {
      const batch = composeBatch(
        opts({
          cuisine: 'japanese',
          mealType: 'lunch',
          maxCookingTime: 15,
          creativeMode: true,
          creativeDirection: 'vegan comfort food',
        }),
        { pantry: PANTRIES[0]!, feedback: [], seed },
      );
      for (const c of batch) for (const n of c.recipe.notes ?? []) expect(n).not.toMatch(/\bwarm\b.*\bwarm\b/i);
    }
  });

  it('says how a creative direction was honoured, with chilli in a stated amount', () => {
    for (const seed of [1, 2, 3]) {
      for (const c of composeBatch(
        opts({ cuisine: 'asian', creativeMode: true, creativeDirection: 'smoky and spicy' }),
        { pantry: PANTRIES[0]!, feedback: [], seed },
      )) {
        const notes = c.recipe.notes ?? [];
        expect(
          notes.find((n) => n.startsWith('Smoky: ')),
          c.recipe.title,
        ).toBeDefined();
        expect(
          notes.find((n) => n.startsWith('Spicy: ')),
          c.recipe.title,
        ).toMatch(/\d/);
        expect(c.recipe.cuisine).toBe('asian');
      }
    }
  });

  it('cooks a free-text special ingredient that needs a pan, and says it is outside the catalogue', () => {
    const batch = composeBatch(opts({ cuisine: 'mexican', mealType: 'dinner', specialIngredient: 'jackfruit' }), {
      pantry: PANTRIES[2]!,
      feedback: [],
      seed: 4,
    });
    expect(batch.length).toBeGreaterThan(0);
    for (const c of batch) {
      expect(c.recipe.ingredients).toContain('Jackfruit, to taste');
      expect(c.recipe.instructions.join(' ')).toMatch(
        /Drain the jackfruit, pull it into shreds with two forks and cook it in a hot non-stick frying pan/,
      );
      expect(c.recipe.notes?.join(' ')).toMatch(/jackfruit is not in our ingredient list/);
    }
  });

  it('puts young jackfruit in savoury dishes without meat of their own, ripe jackfruit in sweet ones (fourth read)', () => {
    for (const mealType of ['dessert', 'breakfast', 'dinner'] as const)
      for (const cuisine of ['french', 'mexican', 'american'] as const)
        for (const c of composeBatch(opts({ cuisine, mealType, specialIngredient: 'jackfruit', ignorePantry: true }), {
          pantry: [],
          feedback: [],
          seed: 5,
        })) {
          const pattern = PATTERN_BY_ID.get(c.patternId)!;
          // No fried jackfruit over a clafoutis, crêpes or a smoothie: a dessert is made without it, and says so.
          if (pattern.sweet) expect(c.recipe.ingredients.join(' '), c.recipe.title).not.toMatch(/jackfruit/i);
          else if (c.specialUsed && c.mainId) {
            const main = INFO_BY_ID.get(c.mainId)!;
            expect(main.diet.meat || main.diet.fish, c.recipe.title).toBe(false);
          }
        }
    const ripe = composeBatch(
      opts({ cuisine: 'french', mealType: 'dessert', specialIngredient: 'ripe jackfruit', ignorePantry: true }),
      {
        pantry: [],
        feedback: [],
        seed: 5,
      },
    );
    expect(ripe.length).toBeGreaterThan(0);
    for (const c of ripe) expect(c.recipe.instructions.join(' ')).not.toMatch(/frying pan for 5-6 minutes/);
  });
});
