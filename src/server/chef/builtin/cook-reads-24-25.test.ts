// Cook reads 24 and 25 (issue 23): what a cook found in 60 recipes each, now made the way a cook would.
// Toppings and specials go on before the step that serves the dish; a cook asking for a texture no
// dish of the request gives still gets recipes, with a note; one citrus and one cream per dish; a
// curry's cream is stirred into its sauce; truffle goes where it belongs.

import { describe, expect, it } from 'vitest';
import { CUISINE_OPTIONS, MEAL_TYPES, TEXTURES } from '../../../shared/api/recipes';
import { composeBatch, generateBatch } from './compose';
import { PANTRY, ctx, opts } from './engine-fixtures';
import { clashes, stacksSyrup } from './accent-choice';
import { ACCENT_BY_ID } from './accents';
import { INFO_BY_ID } from './ingredients';
import { cookPhrase } from './phrases';
import { PATTERN_BY_ID } from './patterns';
import { familyHolds } from './special-fit';
import { read } from '../critic/index';
import { saucedAfterServed } from '../critic/order';
import type { Item } from './ingredient-lines';

const itemsOf = (...ids: string[]): Map<string, Item> =>
  new Map(ids.map((id) => [id, { info: INFO_BY_ID.get(id)!, grams: 50 } as Item]));

describe('nothing goes on a dish after the step that serves it (cook read 24)', () => {
  it('moves "...and serve cold" and its like after the toppings, over the whole plain grid with the critic off', () => {
    const after: string[] = [];
    let n = 0;
    for (const cuisine of CUISINE_OPTIONS)
      for (const mealType of MEAL_TYPES)
        for (const texturePreference of [undefined, ...TEXTURES]) {
          const o = opts({ cuisine, mealType, texturePreference, ignorePantry: true });
          for (const c of composeBatch(o, ctx(1, []), { critic: false })) {
            n++;
            if (saucedAfterServed(read(c.recipe, o)).length)
              after.push(`${c.recipe.title}: ${c.recipe.instructions.slice(-3).join(' / ')}`);
          }
        }
    expect(n).toBeGreaterThan(500);
    expect(after).toEqual([]);
  });

  it('tucks a special into a sandwich with the rest of its filling, and cools one cooked for a cold dish', () => {
    let tucked = 0;
    let cooled = 0;
    for (let seed = 1; seed <= 30; seed++) {
      for (const r of generateBatch(
        opts({
          cuisine: 'asian',
          mealType: 'breakfast',
          servings: 6,
          specialIngredient: 'sweet potato',
          ignorePantry: true,
        }),
        ctx(seed, []),
      )) {
        const tuck = r.instructions.find((s) => /Tuck in the /.test(s));
        if (!tuck) continue;
        tucked++;
        expect(tuck, r.title).toMatch(/Tuck in the \w+ with the sweet potatoes, /);
        expect(r.instructions.at(-1), r.title).not.toMatch(/^Add the sweet potatoes/);
      }
      for (const r of generateBatch(
        opts({ cuisine: 'japanese', mealType: 'breakfast', specialIngredient: 'jackfruit', ignorePantry: true }),
        ctx(seed, []),
      )) {
        if (!/hiyayakko|cold tofu/i.test(`${r.title} ${r.instructions.join(' ')}`)) continue;
        cooled++;
        expect(r.instructions[0], r.title).toMatch(/set it aside to cool\.$/);
        expect(r.instructions.at(-1), r.title).toMatch(/Serve cold\.$/);
      }
    }
    expect(tucked).toBeGreaterThan(0);
    expect(cooled).toBeGreaterThan(0);
  });
});

describe('one citrus and one cream a dish (cook read 24)', () => {
  it('pairs no lime juice with a dish squeezed with lemon, and no second cream with a creamy dish', () => {
    const chutney = [...ACCENT_BY_ID.values()].find((a) =>
      a.items.some((i) => i.id === 'lime' && /juice/.test(i.prep ?? '')),
    )!;
    expect(clashes(chutney, itemsOf('mushrooms', 'lemon'))).toBe(true);
    expect(clashes(chutney, itemsOf('mushrooms'))).toBe(false);
    const vanilla = ACCENT_BY_ID.get('french-vanilla-cream')!;
    expect(clashes(vanilla, itemsOf('apples', 'greek-yogurt'))).toBe(true);
    expect(clashes(vanilla, itemsOf('apples'))).toBe(false);
    // Lime zest is a garnish, not a second sour juice.
    const zest = ACCENT_BY_ID.get('asian-coconut-lime-sweet')!;
    expect(clashes(zest, itemsOf('apples', 'lemon'))).toBe(false);
  });
});

describe("a curry's cream goes into its sauce (cook read 24)", () => {
  it('stirs yogurt or soured cream into a stirred dish off the heat, never a spoonful on each plate', () => {
    let stirred = 0;
    for (const cuisine of ['indian', 'mexican'] as const)
      for (const mealType of ['lunch', 'dinner'] as const)
        for (let seed = 1; seed <= 4; seed++)
          for (const r of generateBatch(
            opts({ cuisine, mealType, texturePreference: 'creamy', ignorePantry: true }),
            ctx(seed, []),
          )) {
            if (
              r.instructions.some((t) =>
                /^Take the pan off the heat, stir in the [\w ]+ a spoonful at a time\b/.test(t),
              )
            )
              stirred++;
            if (/\b(?:masala|curry|diabla)\b/i.test(r.title))
              expect(r.instructions.join(' '), r.title).not.toMatch(/a spoonful of the \w+ each for a creamy finish/);
          }
    expect(stirred).toBeGreaterThan(0);
  });
});

describe('a texture no dish of the request gives, and truffle where it belongs (cook read 24)', () => {
  it('shaves no truffle over a masala, a curry or chilli noodles; says so when no dish of the request suits it', () => {
    for (const cuisine of ['indian', 'mexican', 'asian'] as const)
      for (const mealType of ['lunch', 'dinner'] as const)
        for (let seed = 1; seed <= 3; seed++)
          for (const r of generateBatch(
            opts({ cuisine, mealType, specialIngredient: 'truffle', ignorePantry: true }),
            ctx(seed, []),
          )) {
            const shaved = r.instructions.some((s) => /\btruffle\b/i.test(s));
            if (shaved) expect(r.title).not.toMatch(/masala|curry|korma|dal\b|diabla|salsa|pad /i);
            else expect(r.notes?.[0] ?? '', r.title).toMatch(/^Special ingredient: .*truffle/);
          }
  });
});

describe('cook read 25', () => {
  it('says "Fresh and citrus" once when both list the same, and calls warm spice in a sweet dish what it is', () => {
    let merged = 0;
    let warm = 0;
    for (const cuisine of CUISINE_OPTIONS)
      for (let seed = 1; seed <= 3; seed++) {
        for (const r of generateBatch(
          opts({
            cuisine,
            mealType: 'dinner',
            creativeMode: true,
            creativeDirection: 'fresh and citrus',
            ignorePantry: true,
          }),
          ctx(seed, []),
        )) {
          const notes = r.notes ?? [];
          if (notes.some((n) => n.startsWith('Fresh and citrus: '))) merged++;
          const fresh = notes.find((n) => n.startsWith('Fresh: '));
          const citrus = notes.find((n) => n.startsWith('Citrus: '));
          if (fresh && citrus) expect(fresh.includes(citrus.slice('Citrus: '.length)), r.title).toBe(false);
        }
        for (const r of generateBatch(
          opts({ cuisine, mealType: 'dessert', creativeMode: true, creativeDirection: 'spicy', ignorePantry: true }),
          ctx(seed, []),
        )) {
          const spicy = (r.notes ?? []).find((n) => n.startsWith('Spicy: '));
          if (
            spicy &&
            !/chil|pepper|cayenne|jalape|serrano|gochujang|sriracha|hot sauce/i.test(r.ingredients.join(' '))
          ) {
            warm++;
            expect(spicy).toMatch(/^Spicy: a sweet dish takes no chilli, so this one is warmly spiced instead: /);
          }
        }
      }
    expect(merged).toBeGreaterThan(0);
    expect(warm).toBeGreaterThan(0);
  });

  it('browns the meat of a pulao rather than cooking it through before it steams with the rice', () => {
    let pulaos = 0;
    for (let seed = 1; seed <= 12; seed++)
      for (const r of generateBatch(
        opts({ cuisine: 'indian', mealType: 'dinner', specialIngredient: 'chicken breast', ignorePantry: true }),
        ctx(seed, []),
      )) {
        if (!/Pulao/.test(r.title) || !/chicken/i.test(r.ingredients.join(' '))) continue;
        pulaos++;
        const step = r.instructions.find((s) => /Add the chicken/.test(s));
        if (step) expect(step).toMatch(/browned all over; it cooks through with the rice/);
      }
    expect(pulaos).toBeGreaterThan(0);
  });

  it('sears 1.2 kg of chicken strips in batches, and puts a raw special on savoury chillas, never through them', () => {
    let batches = 0;
    for (let seed = 1; seed <= 12; seed++)
      for (const r of generateBatch(
        opts({ cuisine: 'italian', mealType: 'dinner', servings: 6, ignorePantry: true }),
        ctx(seed, []),
      ))
        if (/Straccetti/.test(r.title)) {
          batches++;
          expect(r.instructions.join(' ')).toMatch(/the strips in batches, each in one layer,/);
        }
    expect(batches).toBeGreaterThan(0);
    let topped = 0;
    for (let seed = 1; seed <= 8; seed++)
      for (const r of generateBatch(
        opts({ cuisine: 'indian', mealType: 'breakfast', specialIngredient: 'avocado', ignorePantry: true }),
        ctx(seed, []),
      )) {
        if (!/Chilla/.test(r.title)) continue;
        topped++;
        expect(r.instructions.join(' ')).not.toMatch(/through the chillas/);
        expect(r.instructions.join(' ')).toMatch(/Top the chillas with the avocado\./);
      }
    expect(topped).toBeGreaterThan(0);
  });

  it('calls a borrowed frittata an open omelette in its steps as in its title', () => {
    let borrowed = 0;
    for (const cuisine of CUISINE_OPTIONS)
      for (const mealType of ['breakfast', 'lunch'] as const)
        for (let seed = 1; seed <= 6; seed++)
          for (const r of generateBatch(
            opts({ cuisine, mealType, ignorePantry: true, creativeMode: seed % 2 === 0 }),
            ctx(seed, []),
          ))
            if (/Open Omelette/.test(r.title)) {
              borrowed++;
              expect(r.instructions.join(' '), r.title).not.toMatch(/frittata/i);
            }
    expect(borrowed).toBeGreaterThan(0);
  });

  it('pours no second syrup over a dish sweetened or caramelised already when another pairing is there', () => {
    const maple = ACCENT_BY_ID.get('american-maple-pecan')!;
    const banana = { steps: ['Cook the bananas in the butter and sugar until caramelised.'] } as never;
    expect(stacksSyrup(maple, itemsOf('bananas', 'honey'))).toBe(true);
    expect(stacksSyrup(maple, itemsOf('bananas'), banana)).toBe(true);
    expect(stacksSyrup(maple, itemsOf('bananas'))).toBe(false);
    // Tahini and a salty cheese are not paired either.
    const tahini = [...ACCENT_BY_ID.values()].find((a) => a.items.some((i) => i.id === 'tahini'))!;
    expect(clashes(tahini, itemsOf('shrimp', 'feta'))).toBe(true);
    let stacked = 0;
    for (const cuisine of CUISINE_OPTIONS)
      for (let seed = 1; seed <= 4; seed++)
        for (const c of composeBatch(
          opts({ cuisine, mealType: 'dessert', creativeMode: true, ignorePantry: true }),
          ctx(seed, []),
        )) {
          const accent = c.accentId ? ACCENT_BY_ID.get(c.accentId) : undefined;
          if (!accent) continue;
          const ids = new Set(c.ingredients.filter((i) => !accent.items.some((a) => a.id === i.id)).map((i) => i.id));
          if (
            accent.items.some((a) => a.id === 'honey' || a.id === 'maple-syrup') &&
            (ids.has('honey') || ids.has('maple-syrup'))
          )
            stacked++;
        }
    expect(stacked).toBe(0);
  });
});

describe('cook read 26', () => {
  it('spoons a warm pairing over a rolled omelette after it is sliced, made just before', () => {
    let split = 0;
    for (const cuisine of CUISINE_OPTIONS)
      for (const mealType of ['breakfast', 'lunch'] as const)
        for (let seed = 1; seed <= 12; seed++)
          for (const r of generateBatch(
            opts({ cuisine, mealType, creativeMode: true, ignorePantry: true }),
            ctx(seed, []),
          )) {
            const cut = r.instructions.findIndex((s) => /\bcut into thick slices\b/.test(s));
            if (cut < 0) continue;
            if (/keep (?:it|the [\w ]+) warm\.$/.test(r.instructions[cut - 1] ?? '')) split++;
            r.instructions.forEach((s, i) => {
              if (/over the omelette slices/.test(s)) expect(i, `${r.title}: ${s}`).toBeGreaterThan(cut);
            });
          }
    expect(split).toBeGreaterThan(0);
  });

  it("says 'everyday pakoras' and 'an everyday pulao' in a date-night note", () => {
    const notes = new Set<string>();
    for (const mealType of ['snack', 'dinner'] as const)
      for (let seed = 1; seed <= 6; seed++)
        for (const r of generateBatch(
          opts({
            cuisine: 'indian',
            mealType,
            creativeMode: true,
            creativeDirection: 'date night',
            ignorePantry: true,
          }),
          ctx(seed, []),
        ))
          for (const n of r.notes ?? []) if (n.startsWith('Date night: ')) notes.add(n);
    expect(notes.size).toBeGreaterThan(0);
    for (const n of notes) expect(n).not.toMatch(/\ban everyday \w+[^s]s,|\ban everyday \w*s, nothing in it\b/);
  });

  it('blends no special in place of the tomatoes of a salsa, and fries a savoury pancake for six in turns', () => {
    const chilaquiles = PATTERN_BY_ID.get('mexican-chilaquiles')!;
    const tomato = chilaquiles.slots.find((sl) => sl.key === 'tomato')!;
    expect(familyHolds(chilaquiles, tomato, INFO_BY_ID.get('mushrooms')!)).toBe(false);
    const pancake = PATTERN_BY_ID.get('asian-vegetable-pancake')!;
    expect(pancake.steps.join(' ')).toMatch(
      /Spread about two servings of the batter thinly\b.*Repeat with any batter left/,
    );
  });

  it('lists a lime squeezed and served on the side as wedges, and names a special after a dish named by its cooking', () => {
    let bowls = 0;
    for (let seed = 1; seed <= 6; seed++)
      for (const r of generateBatch(
        opts({ cuisine: 'mexican', mealType: 'dinner', ignorePantry: true }),
        ctx(seed, []),
      ))
        if (/Burrito Bowl/.test(r.title) && r.instructions.some((s) => /the rest of the lime/.test(s))) {
          bowls++;
          expect(r.ingredients.find((l) => /\blimes?\b/.test(l))).toMatch(/cut into wedges/);
        }
    expect(bowls).toBeGreaterThan(0);
    const pantry = PANTRY.slice(0, 12);
    let named = 0;
    for (let seed = 1; seed <= 20; seed++)
      for (const r of generateBatch(
        opts({ cuisine: 'indian', mealType: 'snack', servings: 4, maxCookingTime: 30, specialIngredient: 'lamb' }),
        ctx(seed, pantry),
      ))
        if (/^Sautéed .* with .* and Lamb$/.test(r.title)) named++;
        else expect(r.title).not.toMatch(/^Lamb Sautéed/);
    expect(named).toBeGreaterThan(0);
  });
});

describe('cook read 27', () => {
  it('browns lamb strips in minutes, names palanquetas in one language and rolls tamagoyaki four eggs at a time', () => {
    expect(cookPhrase(INFO_BY_ID.get('lamb')!, 'saute', 'strips')).toMatch(/^for 2-3 minutes/);
    expect(cookPhrase(INFO_BY_ID.get('lamb')!, 'saute', 'bite')).toMatch(/^for 6-8 minutes/);
    expect(PATTERN_BY_ID.get('mexican-palanquetas')?.titles.join(' ') ?? '').not.toMatch(/ de \{/);
    expect(PATTERN_BY_ID.get('japanese-tamagoyaki')?.steps.join(' ') ?? '').toMatch(/holds about 4 eggs/);
  });

  it('agrees a note with a plural dish and gives a flatbread its meat at a main weight', () => {
    const notes = new Set<string>();
    for (const cuisine of CUISINE_OPTIONS)
      for (let seed = 1; seed <= 4; seed++)
        for (const r of generateBatch(
          opts({
            cuisine,
            mealType: 'dinner',
            creativeMode: true,
            creativeDirection: 'comfort food',
            ignorePantry: true,
          }),
          ctx(seed, []),
        ))
          for (const n of r.notes ?? []) if (n.startsWith('Comfort')) notes.add(n);
    expect(notes.size).toBeGreaterThan(0);
    for (const n of notes) expect(n).not.toMatch(/\ba (?:warm, )?(?:hearty|light) [^,]*?[^s]s(?: with\b.*|, .*)?$/);
    let flatbreads = 0;
    for (let seed = 1; seed <= 12; seed++)
      for (const r of generateBatch(
        opts({
          cuisine: 'mediterranean',
          mealType: 'lunch',
          servings: 4,
          specialIngredient: 'chicken breast',
          ignorePantry: true,
        }),
        ctx(seed, []),
      )) {
        if (!/Flatbread/.test(r.title)) continue;
        flatbreads++;
        const line = r.ingredients.find((l) => /chicken breast/.test(l))!;
        expect(Number(/^(\d+) g/.exec(line)?.[1] ?? 0), line).toBeGreaterThanOrEqual(160);
      }
    expect(flatbreads).toBeGreaterThan(0);
  });
});

describe('cook read 28', () => {
  it('puts no tofu in a dish whose steps sear "the steak", and blooms two direction spices in one sentence', () => {
    const tagliata = PATTERN_BY_ID.get('italian-tagliata')!;
    const steak = tagliata.slots.find((sl) => sl.key === 'steak')!;
    expect(familyHolds(tagliata, steak, INFO_BY_ID.get('tofu')!)).toBe(false);
    let bloomed = 0;
    for (const cuisine of CUISINE_OPTIONS)
      for (let seed = 1; seed <= 4; seed++)
        for (const r of generateBatch(
          opts({
            cuisine,
            mealType: 'breakfast',
            creativeMode: true,
            creativeDirection: 'smoky and spicy',
            ignorePantry: true,
          }),
          ctx(seed, []),
        )) {
          for (const st of r.instructions)
            expect((st.match(/for the last 30 seconds/g) ?? []).length, st).toBeLessThanOrEqual(1);
          if (
            r.instructions.some((st) =>
              / and the [\w ]+ for the last 30 seconds, so they cook into the dish\./.test(st),
            )
          )
            bloomed++;
        }
    expect(bloomed).toBeGreaterThan(0);
  });

  it('serves a request no dish of which follows its direction without it, with a note, unless the direction rules a food out', () => {
    const o = opts({
      cuisine: 'french',
      mealType: 'snack',
      maxCookingTime: 15,
      creativeMode: true,
      creativeDirection: 'protein-packed',
      ignorePantry: true,
    });
    expect(composeBatch(o, ctx(1, []))).toHaveLength(0);
    const batch = generateBatch(o, ctx(1, []));
    expect(batch.length).toBeGreaterThan(0);
    for (const r of batch) {
      expect(r.notes?.[0]).toBe(
        'Direction: we have no French snack that is "protein-packed" and fits the rest of this request yet, so these are made without it',
      );
      expect(r.cookingTime).toBeLessThanOrEqual(15);
    }
    // A vegan cook is never served a non-vegan dish because no vegan one fitted.
    const vegan = opts({
      cuisine: 'asian',
      mealType: 'lunch',
      maxCookingTime: 15,
      creativeMode: true,
      creativeDirection: 'vegan',
      ignorePantry: true,
    });
    expect(generateBatch(vegan, ctx(1, []))).toEqual([]);
  });
});
