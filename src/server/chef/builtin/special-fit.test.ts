// Where a special ingredient belongs: by a slot's own pick, or by its family in a headline slot
// when it cooks the way the dish does (issue 23).

import { describe, expect, it } from 'vitest';
import { CUISINE_OPTIONS, type GenerationOptions } from '../../../shared/api/recipes';
import { generateBatch } from './compose';
import { INFO_BY_ID } from './ingredients';
import { PATTERN_BY_ID, PATTERNS } from './patterns';
import { cookPhrase } from './phrases';
import { ACCENTS } from './accents';
import { familyHolds, familyOf, slotHolds } from './special-fit';

const info = (id: string) => INFO_BY_ID.get(id)!;
const pattern = (id: string) => PATTERN_BY_ID.get(id)!;
const slot = (patternId: string, key: string) => pattern(patternId).slots.find((s) => s.key === key)!;

describe('special ingredient families', () => {
  it('sorts ingredients into the families dishes hold', () => {
    expect(familyOf(info('duck-breast'))).toBe('meat');
    expect(familyOf(info('shrimp'))).toBe('seafood');
    expect(familyOf(info('salmon'))).toBe('seafood');
    expect(familyOf(info('tofu'))).toBe('plant-protein');
    expect(familyOf(info('chickpeas'))).toBe('legume');
    expect(familyOf(info('halloumi'))).toBe('cheese');
    expect(familyOf(info('mushrooms'))).toBe('vegetable');
    expect(familyOf(info('figs'))).toBe('fruit');
    expect(familyOf(info('garlic'))).toBe('other');
  });

  it('puts a protein in the protein slot of breakfast tacos, cooked by the tacos own step', () => {
    const tacos = 'mexican-breakfast-tacos';
    expect(slotHolds(pattern(tacos), slot(tacos, 'protein'), info('chicken-breast'))).toBe(true);
    expect(slotHolds(pattern(tacos), slot(tacos, 'protein'), info('shrimp'))).toBe(true);
    // Not a vegetable in a protein slot, not a protein in a vegetable slot.
    expect(familyHolds(pattern(tacos), slot(tacos, 'protein'), info('mushrooms'))).toBe(false);
    expect(familyHolds(pattern(tacos), slot(tacos, 'veg'), info('chicken-breast'))).toBe(false);
  });

  it("keeps a seafood dish to seafood and mince shaped raw to mince (cook's read: duck gambas al ajillo)", () => {
    const gambas = 'mediterranean-gambas-al-ajillo';
    expect(familyHolds(pattern(gambas), slot(gambas, 'shrimp'), info('duck-breast'))).toBe(false);
    expect(familyHolds(pattern(gambas), slot(gambas, 'shrimp'), info('chicken-breast'))).toBe(false);
    const burgers = PATTERNS.find((p) => p.steps.some((t) => /shape into patties/.test(t)))!;
    const patty = burgers.slots.find((s) => s.main === 1)!;
    expect(familyHolds(burgers, patty, info('duck-breast'))).toBe(false);
    const potstickers = 'asian-potstickers';
    expect(familyHolds(pattern(potstickers), slot(potstickers, 'protein'), info('duck-breast'))).toBe(false);
    // Strips of duck have no skin side to render; a whole breast does.
    expect(cookPhrase(info('duck-breast'), 'stir-fry', 'strips')).not.toMatch(/skin/);
    expect(cookPhrase(info('duck-breast'), 'saute', 'whole')).toMatch(/skin side down/);
    // Prawns still stand in for chicken.
    expect(
      slotHolds(pattern('mexican-breakfast-tacos'), slot('mexican-breakfast-tacos', 'protein'), info('shrimp')),
    ).toBe(true);
  });

  it('keeps to how the ingredient cooks: no salmon in a stir-fry, no slow cut in a quick dish', () => {
    const stirFry = pattern('asian-stir-fry');
    const protein = stirFry.slots.find((s) => s.main === 1)!;
    expect(familyHolds(stirFry, protein, info('salmon'))).toBe(false);
    expect(familyHolds(stirFry, protein, info('duck-breast'))).toBe(false);
  });

  it('keeps beans to bean slots, tofu out of a vegetable slot, a main protein out of a bacon slot', () => {
    const donburi = pattern('japanese-donburi');
    const protein = donburi.slots.find((s) => s.key === 'protein')!;
    expect(familyHolds(donburi, protein, info('chickpeas'))).toBe(false);
    expect(familyOf(info('bacon'))).toBe('other');
    const veg = donburi.slots.find((s) => s.key === 'veg')!;
    expect(familyHolds(donburi, veg, info('tofu'))).toBe(false);
  });

  it('never puts a vegetable, cheese or protein in a sweet dish by family', () => {
    const fruit = pattern('italian-roasted-fruit');
    const s = fruit.slots.find((x) => x.key === 'fruit')!;
    expect(familyHolds(fruit, s, info('mushrooms'))).toBe(false);
    expect(familyHolds(fruit, s, info('halloumi'))).toBe(false);
    expect(slotHolds(fruit, s, info('figs'))).toBe(true);
  });
});

describe('a special ingredient in a served batch', () => {
  const ask = (o: Partial<GenerationOptions>) =>
    generateBatch(
      { cuisine: 'italian', servings: 4, creativeMode: false, ignorePantry: true, excludedRecipes: [], ...o },
      { pantry: [], feedback: [], seed: 2 },
    );
  const honest = (notes: string[] | undefined) => (notes ?? []).some((n) => /we have no [\w ]+ recipe with/.test(n));

  it('joins a savoury snack in every cuisine when the dishes with a slot for it run out', () => {
    for (const cuisine of CUISINE_OPTIONS)
      for (const special of ['tomatoes', 'bell pepper']) {
        const batch = ask({ cuisine, mealType: 'snack', specialIngredient: special });
        expect(batch.length, `${cuisine} ${special}`).toBeGreaterThan(0);
        for (const r of batch) expect(honest(r.notes), `${cuisine} ${special}: ${r.title}`).toBe(false);
      }
  });

  it('names a dish after the special that took its one main ingredient\'s place (cook read 23: halloumi "Paneer Bhurji")', () => {
    let swapped = 0;
    for (const mealType of ['breakfast', 'lunch', 'dinner'] as const)
      for (const seed of [1, 2, 3, 4, 5, 6]) {
        const batch = generateBatch(
          {
            cuisine: 'indian',
            mealType,
            servings: 4,
            creativeMode: false,
            ignorePantry: true,
            excludedRecipes: [],
            specialIngredient: 'halloumi',
          },
          { pantry: [], feedback: [], seed },
        );
        for (const r of batch) {
          if (!/bhurji/i.test(r.title) || !r.ingredients.some((l) => /halloumi/.test(l))) continue;
          swapped++;
          expect(r.title).toMatch(/Halloumi Bhurji/);
        }
      }
    expect(swapped).toBeGreaterThan(0);
  });

  it('puts tofu in no dish that calls its filling "the meat" or braises it for hours, and serves a real portion (twelfth read)', () => {
    for (const cuisine of CUISINE_OPTIONS)
      for (const mealType of ['lunch', 'dinner'] as const)
        for (const r of ask({ cuisine, mealType, specialIngredient: 'tofu', servings: 2 })) {
          const text = r.instructions.join(' ');
          expect(text, `${cuisine}: ${r.title}`).not.toMatch(/\bthe meat\b/i);
          expect(r.cookingTime, `${cuisine}: ${r.title}`).toBeLessThan(120);
          const line = r.ingredients.find((l) => /\btofu\b/i.test(l));
          const grams = Number(/^(\d+) g\b/.exec(line ?? '')?.[1] ?? NaN);
          if (Number.isFinite(grams)) expect(grams / 2, `${cuisine}: ${line}`).toBeGreaterThanOrEqual(60);
        }
  });

  it('keeps a sweet fruit out of savoury dishes, and meat out of dessert', () => {
    for (const cuisine of CUISINE_OPTIONS) {
      for (const r of ask({ cuisine, mealType: 'lunch', specialIngredient: 'bananas' }))
        if (!honest(r.notes))
          expect(r.title, cuisine).not.toMatch(/\b(penne|salad|frittata|omelette|curry)\b.*banana/i);
      for (const r of ask({ cuisine, mealType: 'dessert', specialIngredient: 'duck' }))
        expect(honest(r.notes)).toBe(true);
    }
  });

  it('keeps a dense vegetable out of a slot cooked in minutes, and lets a quick one in', () => {
    const seared = 'french-quick-seared';
    expect(familyHolds(pattern(seared), slot(seared, 'veg'), info('sweet-potatoes'))).toBe(false);
    expect(familyHolds(pattern(seared), slot(seared, 'veg'), info('parsnips'))).toBe(false);
    expect(slotHolds(pattern(seared), slot(seared, 'veg'), info('mushrooms'))).toBe(true);
  });

  it('says the direction rules a special out (salmon in a vegetarian dinner), not that no dinner holds it', () => {
    const batch = ask({
      cuisine: 'american',
      mealType: 'dinner',
      specialIngredient: 'salmon',
      creativeMode: true,
      creativeDirection: 'vegetarian and one-pan',
    });
    expect(batch.length).toBeGreaterThan(0);
    for (const r of batch) {
      expect(r.notes?.[0]).toBe(
        'Special ingredient: salmon does not fit the direction "vegetarian and one-pan", so this one is made without it',
      );
      expect(r.ingredients.join(' ')).not.toMatch(/salmon/i);
    }
  });

  it('says the time rules a special out (a tofu mousse sets in 50 minutes) when a longer search would hold it', () => {
    const batch = ask({ cuisine: 'any', mealType: 'dessert', specialIngredient: 'tofu', maxCookingTime: 30 });
    expect(batch.length).toBeGreaterThan(0);
    for (const r of batch)
      expect(r.notes?.[0]).toMatch(
        /^Special ingredient: our quickest dessert with tofu takes \d+ minutes, more than the 30 asked, so this one is made without it; allow \d+ minutes or more for a dish with tofu$/,
      );
    const longer = ask({ cuisine: 'any', mealType: 'dessert', specialIngredient: 'tofu' });
    expect(longer.some((r) => /tofu/i.test(r.title))).toBe(true);
  });

  it('never sets a meat special beside another meat or fish (pork belly stirred into seared chicken, read in seed 10109)', () => {
    for (const cuisine of ['american', 'indian', 'french'] as const) {
      const batch = ask({ cuisine, mealType: 'dinner', specialIngredient: 'pork belly', maxCookingTime: 60 });
      for (const r of batch) {
        // Stock is no second meat: a squash soup made with chicken stock and topped with pork belly is one.
        const lines = r.ingredients
          .join(' | ')
          .toLowerCase()
          .replace(/\b(?:chicken|beef|fish|vegetable) (?:stock|broth)\b/g, 'stock');
        if (!lines.includes('pork belly')) continue;
        expect(lines, r.title).not.toMatch(/chicken|beef|salmon|cod|shrimp|turkey|lamb|duck|tuna|prawn/);
        expect(r.instructions.join(' '), r.title).toMatch(/pork belly[^.]*(?:12-15 minutes|hours?|braise|slow)/i);
      }
    }
  });
});

describe('a special ingredient outside the catalogue', () => {
  const batch = (over: Partial<GenerationOptions>, seed: number) =>
    generateBatch(
      { cuisine: 'any', servings: 2, excludedRecipes: [], ignorePantry: true, ...over } as GenerationOptions,
      {
        pantry: [],
        feedback: [],
        seed,
      },
    );

  it('a savoury one (truffle) never tops a sweet dish, and for dessert the batch says so (read in seed 10311)', () => {
    for (let seed = 1; seed <= 6; seed++) {
      for (const r of batch({ mealType: 'breakfast', specialIngredient: 'truffle' }, seed))
        expect(r.ingredients.join(' '), r.title).not.toMatch(/\b(bananas?|maple syrup|oats|berries|chocolate|jam)\b/i);
      for (const r of batch({ mealType: 'dessert', specialIngredient: 'truffle' }, seed)) {
        expect(r.ingredients.join(' ')).not.toMatch(/truffle/i);
        expect((r as { notes?: string[] }).notes?.join(' ')).toContain('we have no dessert recipe with truffle yet');
      }
    }
  });
});

describe('a special ingredient that is never eaten raw', () => {
  it('is cooked by a step of its own or of the dish: no raw sweet potato arranged over a 15-minute dish (fourth read)', () => {
    let seen = 0;
    for (const cuisine of CUISINE_OPTIONS)
      for (const mealType of [undefined, 'breakfast', 'lunch', 'dinner', 'snack'] as const)
        for (const maxCookingTime of [undefined, 15] as const) {
          const options = {
            cuisine,
            mealType,
            maxCookingTime,
            servings: 4,
            specialIngredient: 'sweet potato',
            creativeMode: false,
            ignorePantry: true,
            excludedRecipes: [],
          } as GenerationOptions;
          for (const r of generateBatch(options, { pantry: [], feedback: [], seed: 11 })) {
            if (!r.ingredients.some((l) => /sweet potato/i.test(l))) continue;
            seen++;
            const first = r.instructions.findIndex((s) => /sweet potato/i.test(s));
            const steps = r.instructions.slice(first);
            // Cooked where it is named, or with the mixture it went into (pakora batter, a soup).
            expect(
              steps.some((s) =>
                /\b(cook|simmer|roast|boil|fry|bake|steam|braise)[^.]*\b(?:minutes?|hours?)\b/i.test(s),
              ),
              `${r.title}: ${steps.join(' | ')}`,
            ).toBe(true);
            expect(steps.join(' '), r.title).not.toMatch(
              /Arrange the sweet potatoes over|sweet potatoes to the \w+ and toss/,
            );
          }
        }
    expect(seen).toBeGreaterThan(50);
  });
});

describe('a special that changes what the dish is (seventeenth and eighteenth reads)', () => {
  it('puts no tofu in gambas al ajillo and no raw salmon on deviled eggs', () => {
    const gambas = 'mediterranean-gambas-al-ajillo';
    const protein = pattern(gambas).slots.find((s) => s.main !== undefined)!;
    expect(slotHolds(pattern(gambas), protein, info('tofu'))).toBe(false);
    expect(slotHolds(pattern('american-deviled-eggs'), slot('american-deviled-eggs', 'extra'), info('salmon'))).toBe(
      false,
    );
    // Smoked salmon needs no cooking: it still tops the eggs.
    expect(
      slotHolds(pattern('american-deviled-eggs'), slot('american-deviled-eggs', 'extra'), info('smoked-salmon')),
    ).toBe(true);
    for (let seed = 1; seed <= 6; seed++) {
      for (const r of generateBatch(
        {
          cuisine: 'mediterranean',
          mealType: 'lunch',
          servings: 6,
          maxCookingTime: 15,
          specialIngredient: 'tofu',
          ignorePantry: true,
          excludedRecipes: [],
        } as unknown as GenerationOptions,
        { pantry: [], feedback: [], seed } as never,
      ))
        expect(r.title).not.toMatch(/Gambas/);
      for (const r of generateBatch(
        {
          cuisine: 'mediterranean',
          mealType: 'snack',
          servings: 6,
          specialIngredient: 'salmon',
          ignorePantry: true,
          excludedRecipes: [],
        } as unknown as GenerationOptions,
        { pantry: [], feedback: [], seed } as never,
      ))
        if (/Deviled Eggs/.test(r.title))
          expect(r.instructions.join(' '), r.title).toMatch(
            /\b(?:cook|bake|poach|fry|roast|grill)\b[^.]*\bsalmon\b|\bsalmon\b[^.]*\b(?:cook|bake|poach|fry|roast|grill)/i,
          );
    }
  });
});

describe('finishing touches a cook would make (seventeenth and eighteenth reads)', () => {
  it('shaves a truffle over the finished dish', () => {
    let truffles = 0;
    for (let seed = 1; seed <= 10; seed++)
      for (const r of generateBatch(
        {
          cuisine: 'any',
          mealType: 'dinner',
          servings: 4,
          specialIngredient: 'truffle',
          ignorePantry: true,
          excludedRecipes: [],
        } as unknown as GenerationOptions,
        { pantry: [], feedback: [], seed } as never,
      ))
        for (const s of r.instructions)
          if (/\btruffle\b/.test(s)) {
            truffles++;
            expect(s, r.title).toMatch(
              /Shave (?:some of )?the truffle thinly over the [^.]+ (?:just before serving|in the pan)/,
            );
            // Seasoned before the truffle goes on, not after.
            expect(s, r.title).not.toMatch(/just before serving\.[^.]*Taste and season/);
          }
    expect(truffles).toBeGreaterThan(0);
  });

  it('makes the Dijon-thyme accent a warm mustard cream, not mustard thinned with water', () => {
    const dijon = ACCENTS.find((a) => a.id === 'french-dijon-thyme')!;
    expect(dijon.items.map((i) => i.id)).toContain('creme-fraiche');
    expect(dijon.top).toMatch(/mustard cream/);
    expect(`${dijon.top} ${dijon.stir}`).not.toMatch(/water/);
  });
});

describe('a special in an egg dish (nineteenth read)', () => {
  it('stirs it into the pan before the eggs go in, not laid over the cooked frittata', () => {
    let frittatas = 0;
    for (let seed = 1; seed <= 30 && frittatas < 3; seed++)
      for (const r of generateBatch(
        {
          cuisine: 'italian',
          mealType: 'lunch',
          servings: 2,
          specialIngredient: 'kimchi',
          ignorePantry: true,
          excludedRecipes: [],
        } as unknown as GenerationOptions,
        { pantry: [], feedback: [], seed } as never,
      )) {
        const eggsAt = r.instructions.findIndex((s) => /^Pour in the eggs\b/.test(s));
        if (eggsAt < 0 || !r.ingredients.some((l) => /kimchi/.test(l))) continue;
        frittatas++;
        const kimchiAt = r.instructions.findIndex((s) => /\bkimchi\b/.test(s));
        expect(kimchiAt, r.title).toBeLessThan(eggsAt);
        expect(r.instructions.join(' '), r.title).not.toMatch(/Arrange the kimchi over/);
      }
    expect(frittatas).toBeGreaterThan(0);
  });
});
