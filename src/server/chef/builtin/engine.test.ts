import { describe, expect, it } from 'vitest';
import {
  BATCH_SIZE,
  CUISINE_OPTIONS,
  MEAL_TYPES,
  TEXTURES,
  recipeInput,
  type RecipeInput,
} from '../../../shared/api/recipes';
import { CUISINES } from '../../../shared/kitchen/types';
import { parseIngredientLine } from '../../../shared/kitchen/units';
import { ChefInputError } from '../types';
import { ACCENTS } from './accents';
import { composeBatch, createBuiltinEngine, generateBatch, type ComposedRecipe } from './index';
import { INFO_BY_ID, isVegan, isVegetarian } from './ingredients';
import { PATTERNS } from './patterns';
import { ctx, opts, seeds, text } from './engine-fixtures';

describe('input checks', () => {
  it('refuses an empty pantry with a message the web recognises', () => {
    expect(() => generateBatch(opts(), ctx(1, []))).toThrow(ChefInputError);
    expect(() => generateBatch(opts(), ctx(1, []))).toThrow(/No pantry ingredients/);
    // Ids that are not in the catalogue do not count as a pantry.
    expect(() => generateBatch(opts(), ctx(1, [{ ingredientId: 'unobtainium', frequency: 'always' }]))).toThrow(
      /No pantry ingredients/,
    );
  });

  it('cooks for a visitor (ignorePantry) with no pantry at all', () => {
    expect(generateBatch(opts({ ignorePantry: true }), ctx(1, []))).toHaveLength(BATCH_SIZE);
  });

  it('streams the same batch through the RecipeEngine interface', async () => {
    const engine = createBuiltinEngine();
    expect(engine.name).toBe('builtin');
    const got: RecipeInput[] = [];
    for await (const r of engine.generate(opts({ cuisine: 'italian' }), ctx(7))) got.push(r);
    expect(got).toEqual(generateBatch(opts({ cuisine: 'italian' }), ctx(7)));
    await expect(async () => {
      for await (const r of engine.generate(opts(), ctx(1, []))) void r;
    }).rejects.toThrow(/No pantry ingredients/);
  });
});

describe('a batch', () => {
  it('is BATCH_SIZE valid recipes with distinct titles and dishes, for every cuisine', () => {
    for (const cuisine of CUISINE_OPTIONS) {
      for (const seed of seeds(5)) {
        const batch = composeBatch(opts({ cuisine }), ctx(seed));
        expect(batch, `${cuisine} ${seed}`).toHaveLength(BATCH_SIZE);
        const titles = batch.map((c) => c.recipe.title.toLowerCase());
        expect(new Set(titles).size).toBe(BATCH_SIZE);
        // Distinct dishes: a pattern repeats only with a different main ingredient.
        expect(new Set(batch.map((c) => `${c.patternId}|${c.mainId}`)).size).toBe(BATCH_SIZE);
        for (const { recipe } of batch) {
          expect(() => recipeInput.parse(recipe)).not.toThrow();
          expect(CUISINES).toContain(recipe.cuisine);
          if (cuisine !== 'any') expect(recipe.cuisine).toBe(cuisine);
          expect(Number.isInteger(recipe.cookingTime)).toBe(true);
          expect(recipe.instructions.length).toBeGreaterThanOrEqual(4);
          expect(recipe.instructions.length).toBeLessThanOrEqual(10);
        }
      }
    }
  });

  it('is deterministic for a seed and varies with the seed', () => {
    const a = generateBatch(opts({ cuisine: 'mexican' }), ctx(42));
    expect(generateBatch(opts({ cuisine: 'mexican' }), ctx(42))).toEqual(a);
    const variants = new Set(
      seeds(12).map((s) =>
        generateBatch(opts({ cuisine: 'mexican' }), ctx(s))
          .map((r) => r.title)
          .join('|'),
      ),
    );
    expect(variants.size).toBeGreaterThanOrEqual(8);
  });

  it('mixes cuisines when the cuisine is any', () => {
    const distinct = seeds(20).map((s) => new Set(generateBatch(opts(), ctx(s)).map((r) => r.cuisine)).size);
    expect(distinct.reduce((a, b) => a + b, 0) / distinct.length).toBeGreaterThanOrEqual(3);
  });

  it('returns fewer recipes, not wrong ones, when the options run out', () => {
    // Crunchy Japanese desserts in 15 minutes: a first batch is full (issue 23), but load-more runs out of
    // dishes within a few rounds, and the short batch that ends the search (the end message) still fits.
    const seen: string[] = [];
    let short: RecipeInput[] | undefined;
    for (let round = 1; round <= 8 && !short; round++) {
      const batch = generateBatch(
        opts({
          cuisine: 'japanese',
          mealType: 'dessert',
          maxCookingTime: 15,
          texturePreference: 'crunchy',
          excludedRecipes: [...seen],
        }),
        ctx(round),
      );
      for (const r of batch) {
        expect(r.cookingTime).toBeLessThanOrEqual(15);
        expect(r.mealType).toBe('dessert');
        expect(r.cuisine).toBe('japanese');
        expect(seen).not.toContain(r.title);
        seen.push(r.title);
      }
      if (batch.length < BATCH_SIZE) short = batch;
    }
    expect(short).toBeDefined();
  });
});

describe('options', () => {
  it('scales amounts linearly with servings, keeping the same dishes', () => {
    for (const seed of seeds(6)) {
      const two = generateBatch(opts({ cuisine: 'italian', servings: 2 }), ctx(seed));
      const four = generateBatch(opts({ cuisine: 'italian', servings: 4 }), ctx(seed));
      expect(four.map((r) => r.title)).toEqual(two.map((r) => r.title));
      two.forEach((r, i) => {
        const other = four[i]!;
        expect(r.servings).toBe(2);
        expect(other.servings).toBe(4);
        r.ingredients.forEach((line, j) => {
          const a = parseIngredientLine(line);
          const b = parseIngredientLine(other.ingredients[j]!);
          if (a.unit === 'g' && b.unit === 'g' && a.quantity && b.quantity) {
            expect(
              Math.abs(b.quantity.value - 2 * a.quantity.value),
              `${line} vs ${other.ingredients[j]}`,
            ).toBeLessThanOrEqual(10);
          }
        });
        expect(Math.abs(other.nutrition.calories - r.nutrition.calories) / r.nutrition.calories).toBeLessThan(0.15);
      });
    }
  });

  it('grows portions into the energy band without growing the seasoning, and with three eggs a person at most', () => {
    // The engine alone (the critic off): a cook's read found "19 eggs" and "5 tbsp ginger" in an
    // egg bhurji for 6, every amount grown alike to reach a dinner's energy.
    let bhurji = 0;
    for (const cuisine of CUISINE_OPTIONS) {
      for (const mealType of ['breakfast', 'lunch', 'dinner'] as const) {
        for (const seed of seeds(3)) {
          const o = opts({ cuisine, mealType, servings: 6, ignorePantry: seed % 2 === 0 });
          for (const c of composeBatch(o, ctx(seed), { critic: false })) {
            for (const line of c.recipe.ingredients) {
              const eggs = /^(\d+) eggs?\b/.exec(line);
              if (eggs) expect(Number(eggs[1]), `${line} in ${c.recipe.title} for 6`).toBeLessThanOrEqual(18);
            }
            if (c.patternId !== 'indian-egg-bhurji') continue;
            bhurji++;
            const ginger = c.recipe.ingredients.find((l) => /\bginger\b/.test(l));
            if (ginger) expect(ginger, c.recipe.title).toMatch(/^(1\/2|1|1 1\/2|2) tbsp ginger|^[\d /]+ tsp ginger/);
          }
        }
      }
    }
    expect(bhurji).toBeGreaterThan(0);
  });

  it('always includes a special ingredient from the catalogue, matched by synonym', () => {
    for (const cuisine of CUISINE_OPTIONS) {
      for (const r of generateBatch(opts({ cuisine, specialIngredient: 'garbanzo beans' }), ctx(3))) {
        expect(
          r.ingredients.some((l) => l.toLowerCase().includes('chickpea')),
          r.title,
        ).toBe(true);
      }
    }
  });

  it('includes a free-text special ingredient as a line and a step', () => {
    for (const cuisine of ['italian', 'japanese', 'any'] as const) {
      for (const r of generateBatch(opts({ cuisine, specialIngredient: 'dragon fruit' }), ctx(5))) {
        // Issue 23: a special ingredient only bolted on is not served; when no dish can take it, the
        // batch is the request without it and the first note says so.
        if (!r.ingredients.includes('Dragon fruit, to taste')) {
          expect(r.notes?.[0], r.title).toMatch(/^Special ingredient: we have no [\w ]+ recipe with dragon fruit yet/);
          continue;
        }
        expect(
          r.instructions.some((s) => s.includes('dragon fruit')),
          r.title,
        ).toBe(true);
      }
    }
  });

  it('never exceeds the max cooking time', () => {
    for (const cuisine of CUISINE_OPTIONS) {
      for (const max of [15, 30, 45, 60]) {
        for (const seed of seeds(3)) {
          for (const r of generateBatch(opts({ cuisine, maxCookingTime: max, servings: 6 }), ctx(seed))) {
            expect(r.cookingTime, `${r.title}`).toBeLessThanOrEqual(max);
          }
        }
      }
    }
  });

  it('honours the meal type, and every cuisine has something for every meal type', () => {
    for (const cuisine of CUISINES) {
      for (const mealType of MEAL_TYPES) {
        for (const pantryMode of [true, false]) {
          const batch = generateBatch(opts({ cuisine, mealType, ignorePantry: pantryMode }), ctx(9));
          expect(batch.length, `${cuisine} ${mealType}`).toBeGreaterThan(0);
          for (const r of batch) expect(r.mealType).toBe(mealType);
        }
      }
    }
  });

  it("uses the dish's own meal type when none is asked for", () => {
    for (const { recipe, patternId } of composeBatch(opts(), ctx(11))) {
      const pattern = PATTERNS.find((p) => p.id === patternId)!;
      expect(pattern.mealTypes).toContain(recipe.mealType);
    }
  });

  it('gives every recipe the preferred texture, and says so', () => {
    // A dish without the texture joins only with a step that makes it (a topping, or its own 'until tender').
    const roots = { crispy: 'crisp', creamy: 'cream', tender: 'tender', crunchy: 'crunch' } as const;
    for (const texture of TEXTURES) {
      for (const cuisine of CUISINE_OPTIONS) {
        for (const { recipe, patternId } of composeBatch(opts({ cuisine, texturePreference: texture }), ctx(4))) {
          expect(text(recipe), `${cuisine} ${patternId} ${recipe.title}`).toContain(roots[texture]);
        }
      }
    }
  });

  it('claims a texture in the title only when the dish itself has it, not by a topping', () => {
    // Cook's read: 'Creamy' pasta that is creamy by a spoon of ricotta on top.
    const roots = { crispy: 'crisp', creamy: 'cream', tender: 'tender', crunchy: 'crunch' } as const;
    let toppings = 0;
    for (const texture of TEXTURES) {
      for (const cuisine of CUISINE_OPTIONS) {
        for (const { recipe, patternId } of composeBatch(opts({ cuisine, texturePreference: texture }), ctx(6))) {
          const pattern = PATTERNS.find((p) => p.id === patternId)!;
          const own =
            pattern.textures.includes(texture) || pattern.steps.some((t) => t.toLowerCase().includes(roots[texture]));
          if (own) continue;
          toppings++;
          expect(recipe.title.toLowerCase(), `${cuisine} ${patternId}`).not.toContain(roots[texture]);
        }
      }
    }
    expect(toppings).toBeGreaterThan(0);
  });

  it('keeps the cuisine in creative mode: the twist is an accent of that cuisine', () => {
    for (const cuisine of CUISINE_OPTIONS.filter((c) => c !== 'any')) {
      for (const { recipe, accentId, patternId } of composeBatch(opts({ cuisine, creativeMode: true }), ctx(8))) {
        const accent = ACCENTS.find((a) => a.id === accentId);
        expect(accent, recipe.title).toBeDefined();
        expect(accent!.cuisine, recipe.title).toBe(cuisine);
        expect(recipe.cuisine).toBe(cuisine);
        const pattern = PATTERNS.find((p) => p.id === patternId)!;
        if (pattern.cuisine !== cuisine) expect(recipe.title).toContain(accent!.label);
        expect(recipe.instructions.join(' ')).toContain(INFO_BY_ID.get(accent!.items[0]!.id)!.stepName);
      }
    }
  });

  it("layers an accent only when it shares nothing with the dish, staples too: no second use of the batter's sugar", () => {
    let accented = 0;
    for (const cuisine of CUISINE_OPTIONS.filter((c) => c !== 'any')) {
      for (const mealType of ['dessert', 'breakfast', 'dinner'] as const) {
        for (const { recipe, accentId, ingredients } of composeBatch(
          opts({ cuisine, mealType, creativeMode: true }),
          ctx(3),
        )) {
          if (!accentId) continue;
          accented++;
          const accentIds = ACCENTS.find((a) => a.id === accentId)!.items.map((i) => i.id);
          const dishIds = ingredients.filter((i) => i.slot !== 'accent').map((i) => i.id);
          expect(
            accentIds.filter((id) => dishIds.includes(id)),
            recipe.title,
          ).toEqual([]);
        }
      }
    }
    expect(accented).toBeGreaterThan(40);
  });

  it('says what comes out or off a cut fruit first: cherries pitted, kiwis peeled, peaches stoned (ninth and tenth reads)', () => {
    const needs: [RegExp, RegExp][] = [
      [/\bcherries\b/, /\bpitted\b/],
      [/\b(kiwis?|bananas?|mangoes|mango|papaya)\b/, /\bpeeled\b/],
      [/\b(peach(es)?|plums?|apricots?|nectarines?)\b/, /\bstoned\b/],
    ];
    let cut = 0;
    for (const cuisine of CUISINE_OPTIONS)
      for (const mealType of ['dessert', 'breakfast', 'snack'] as const)
        for (const seed of seeds(2))
          for (const r of generateBatch(opts({ cuisine, mealType, ignorePantry: true }), ctx(seed, [])))
            for (const line of r.ingredients) {
              if (!/\b(slice[sd]?|halved|wedges|chunks|cubes?|diced|pieces|chopped|quartered)\b/.test(line)) continue;
              for (const [fruit, done] of needs)
                if (fruit.test(line.split(',')[0]!)) {
                  cut++;
                  expect(line, r.title).toMatch(done);
                }
            }
    expect(cut).toBeGreaterThan(10);
  });

  it('puts no accent on a drink or a closed dish, and no second nut on a nutty one (eighth read)', () => {
    let closedOrDrink = 0;
    let nutty = 0;
    for (const cuisine of CUISINE_OPTIONS.filter((c) => c !== 'any'))
      for (const mealType of ['breakfast', 'lunch', 'snack', 'dessert'] as const)
        for (const creativeMode of [false, true])
          for (const seed of seeds(2)) {
            for (const { recipe, accentId, patternId, ingredients } of composeBatch(
              opts({ cuisine, mealType, creativeMode, ignorePantry: seed % 2 === 0 }),
              ctx(seed),
            )) {
              const pattern = PATTERNS.find((p) => p.id === patternId)!;
              // (A closed dish finished by stirring, sloppy joes, takes its accent stirred into the filling.)
              if ((pattern.closed && pattern.finish !== 'stir') || pattern.drink) {
                closedOrDrink++;
                expect(accentId, recipe.title).toBeUndefined();
              }
              const nuts = ingredients.filter((i) => INFO_BY_ID.get(i.id)!.kinds.has('nut'));
              if (nuts.some((i) => i.slot !== 'accent')) {
                nutty++;
                expect(
                  nuts.filter((i) => i.slot === 'accent').map((i) => i.id),
                  recipe.title,
                ).toEqual([]);
              }
            }
          }
    expect(closedOrDrink).toBeGreaterThan(10);
    expect(nutty).toBeGreaterThan(10);
  });

  it('takes another cuisine only when the direction names it', () => {
    for (const seed of seeds(6)) {
      for (const { accentId, patternId, recipe } of composeBatch(
        opts({ cuisine: 'italian', creativeMode: true, creativeDirection: 'a Japanese twist' }),
        ctx(seed),
      )) {
        // A Japanese accent on an Italian dish, or a Japanese dish with Italian flavours.
        const cuisines = [
          ACCENTS.find((a) => a.id === accentId)!.cuisine,
          PATTERNS.find((p) => p.id === patternId)!.cuisine,
        ];
        expect(cuisines.sort(), recipe.title).toEqual(['italian', 'japanese']);
      }
    }
  });

  it('excludes meat and fish for vegetarian, and dairy, eggs and honey too for vegan', () => {
    for (const direction of ['vegetarian', 'vegan please', 'something vegan and spicy']) {
      const vegan = direction.includes('vegan');
      for (const cuisine of CUISINE_OPTIONS) {
        for (const seed of seeds(3)) {
          for (const c of composeBatch(
            opts({ cuisine, creativeMode: true, creativeDirection: direction }),
            ctx(seed),
          )) {
            for (const { id } of c.ingredients) {
              const info = INFO_BY_ID.get(id)!;
              expect(vegan ? isVegan(info) : isVegetarian(info), `${id} in ${c.recipe.title} (${direction})`).toBe(
                true,
              );
            }
          }
        }
      }
    }
  });

  it('lets direction words steer: spicy brings heat, sweet brings sweet dishes', () => {
    const count = (direction: string | undefined, test: (c: ComposedRecipe) => boolean) =>
      seeds(40).reduce(
        (n, s) =>
          n +
          composeBatch(
            opts({ creativeMode: true, creativeDirection: direction, ignorePantry: true }),
            ctx(s, []),
          ).filter(test).length,
        0,
      );
    const spicy = (c: ComposedRecipe) => c.ingredients.some((i) => INFO_BY_ID.get(i.id)!.kinds.has('spicy'));
    expect(count('spicy', spicy)).toBeGreaterThan(count(undefined, spicy) * 1.3);
    const sweet = (c: ComposedRecipe) => Boolean(PATTERNS.find((p) => p.id === c.patternId)!.sweet);
    const sweetCount = count('something sweet', sweet);
    expect(sweetCount).toBeGreaterThan(count(undefined, sweet) * 1.25);
    expect(sweetCount).toBeGreaterThan(40 * BATCH_SIZE * 0.55);
  });

  it("honours 'fresh and citrus' with a citrus fruit in every dish, not only a herb", () => {
    for (const cuisine of CUISINE_OPTIONS)
      for (const mealType of ['breakfast', 'dinner', 'dessert'] as const)
        for (const { recipe, ingredients } of composeBatch(
          opts({ cuisine, mealType, creativeMode: true, creativeDirection: 'fresh and citrus' }),
          ctx(2),
        )) {
          expect(
            ingredients.some((i) => INFO_BY_ID.get(i.id)!.kinds.has('citrus')),
            recipe.title,
          ).toBe(true);
          expect(recipe.notes?.join(' ')).toMatch(/\b(?:Citrus|citrus): /);
        }
  });

  it('explores with ignorePantry: pantry items only where a dish cannot do without them', () => {
    let exploring = 0;
    let normal = 0;
    for (const cuisine of CUISINE_OPTIONS) {
      for (const seed of seeds(4)) {
        for (const c of composeBatch(opts({ cuisine, ignorePantry: true }), ctx(seed))) {
          for (const i of c.ingredients) {
            if (!i.fromPantry || i.staple) continue;
            exploring++;
            // Soy sauce for a teriyaki, say: a required slot, never an optional extra; or the
            // accent a travelling dish needs to carry the cuisine.
            const borrowed = PATTERNS.find((p) => p.id === c.patternId)!.cuisine !== c.recipe.cuisine;
            expect(i.slot, `${i.id} in ${c.recipe.title}`).toMatch(borrowed ? /:required$|^accent$/ : /:required$/);
          }
        }
        for (const c of composeBatch(opts({ cuisine }), ctx(seed)))
          normal += c.ingredients.filter((i) => i.fromPantry && !i.staple).length;
      }
    }
    expect(exploring).toBeLessThan(normal * 0.2);
  });

  it('never returns an excluded title, and load-more keeps finding new ones', () => {
    const first = generateBatch(opts({ cuisine: 'indian' }), ctx(6));
    const excluded = first.map((r) => r.title.toUpperCase());
    const next = generateBatch(opts({ cuisine: 'indian', excludedRecipes: excluded }), ctx(6));
    expect(next.length).toBeGreaterThan(0);
    for (const r of next) expect(excluded.map((t) => t.toLowerCase())).not.toContain(r.title.toLowerCase());

    const seen: string[] = [];
    for (let round = 0; round < 5; round++) {
      const batch = generateBatch(opts({ cuisine: 'italian', excludedRecipes: [...seen] }), ctx(100 + round));
      for (const r of batch) {
        expect(seen.map((t) => t.toLowerCase())).not.toContain(r.title.toLowerCase());
        seen.push(r.title);
      }
    }
    expect(seen.length).toBeGreaterThanOrEqual(16);
  });
});
