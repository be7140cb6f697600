// A texture the cook asks for comes from the dish itself first (fourteenth read: 11 of 60 recipes
// were 'creamy' by a spoon of yogurt or mayonnaise on top, or 'crunchy' by nuts scattered over an
// omelette or a shake). Dishes that have the texture of their own are drawn before dishes a topping
// gives it, and an egg dish or a drink with such a topping is drawn last, while batches stay full.

import { describe, expect, it } from 'vitest';
import { CUISINE_OPTIONS, MEAL_TYPES, TEXTURES } from '../../../shared/api/recipes';
import { composeBatch, generateBatch } from './compose';
import { ctx, opts } from './engine-fixtures';
import { PATTERNS } from './patterns';
import { poorTopping } from './textures';

const BY_ID = new Map(PATTERNS.map((p) => [p.id, p]));

describe('texture from the dish first', () => {
  it('serves dishes with the texture of their own first; egg dishes, drinks and dishes of the opposite texture with a topping last', () => {
    let n = 0;
    let own = 0;
    let poor = 0;
    const short: string[] = [];
    for (const cuisine of CUISINE_OPTIONS)
      for (const mealType of MEAL_TYPES)
        for (const texturePreference of TEXTURES)
          for (const maxCookingTime of [15, 30, 60]) {
            const batch = composeBatch(
              opts({ cuisine, mealType, texturePreference, maxCookingTime, ignorePantry: true }),
              ctx(1, []),
            );
            if (batch.length < 4) short.push(`${cuisine}/${mealType}/${texturePreference}/${maxCookingTime}`);
            for (const c of batch) {
              const pattern = BY_ID.get(c.patternId)!;
              n++;
              if (pattern.textures.includes(texturePreference)) own++;
              else if (poorTopping(pattern, texturePreference)) poor++;
            }
          }
    expect(short).toEqual([]);
    // Measured when this landed (2,160 first-batch recipes): 65.4% own and 1.1% egg dishes or
    // drinks with a topping, against 54.4% and 4.5% when every dish a topping gives the texture
    // joined the first draw. Sixteenth read: a dish of the opposite texture (a silky custard for
    // crunchy, a saucy braise for crispy, a crisp fry for creamy) counts as a poor topping too; with
    // it drawn last, 64.0% own and 21.4% poor, against 61.0% own and 28.1% opposite before.
    expect(own / n).toBeGreaterThan(0.62);
    expect(poor / n).toBeLessThan(0.24);
  }, 90_000);
});

describe('a crisp dish stays crisp (sixteenth read)', () => {
  it('spoons no warm coconut milk over a crispy or crunchy dish that is not finished in its sauce', () => {
    let crisp = 0;
    for (const creativeDirection of ['citrus', 'comfort food'])
      for (const mealType of MEAL_TYPES)
        for (let seed = 1; seed <= 8; seed++)
          for (const c of composeBatch(
            opts({ cuisine: 'asian', mealType, creativeMode: true, creativeDirection, ignorePantry: true }),
            ctx(seed, []),
          )) {
            const pattern = BY_ID.get(c.patternId)!;
            if (pattern.finish === 'stir' || !pattern.textures.some((t) => t === 'crispy' || t === 'crunchy')) continue;
            crisp++;
            for (const s of c.recipe.instructions)
              expect(s, c.recipe.title).not.toMatch(/coconut milk[^.]*spoon it over/);
          }
    expect(crisp).toBeGreaterThan(0);
  });
});

describe('a tender dish is not called crisp (sixteenth read)', () => {
  it('sears thin chicken cutlets until golden and juicy, not crisp, when tender was asked', () => {
    let cutlets = 0;
    for (const cuisine of ['french', 'italian', 'american'] as const)
      for (let seed = 1; seed <= 20; seed++)
        for (const c of composeBatch(opts({ cuisine, mealType: 'dinner', texturePreference: 'tender' }), ctx(seed)))
          for (const s of c.recipe.instructions)
            if (/cook the chicken[^.]*3-4 minutes per side/.test(s)) {
              cutlets++;
              expect(s, c.recipe.title).not.toMatch(/\bcrisp\b/);
            }
    expect(cutlets).toBeGreaterThan(0);
  });
});

describe('a texture no dish of the request gives (cook read 24)', () => {
  it('serves the rest of the request without it, with a note, instead of nothing', () => {
    const o = opts({
      cuisine: 'french',
      mealType: 'snack',
      texturePreference: 'creamy',
      creativeMode: true,
      creativeDirection: 'vegan comfort food',
      ignorePantry: true,
    });
    expect(composeBatch(o, ctx(1, []))).toHaveLength(0);
    const batch = generateBatch(o, ctx(1, []));
    expect(batch.length).toBeGreaterThan(0);
    for (const r of batch) {
      expect(r.notes?.[0]).toBe(
        'Texture: we have no creamy French snack that fits the rest of this request yet, so these are not creamy',
      );
      expect(r.title).not.toMatch(/creamy/i);
    }
    // A request with dishes of that texture gets no such note.
    for (const r of generateBatch({ ...o, creativeMode: false, creativeDirection: undefined }, ctx(1, [])))
      expect(r.notes ?? []).not.toContainEqual(expect.stringMatching(/^Texture:/));
  });
});
