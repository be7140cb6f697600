import { describe, expect, it } from 'vitest';
import { INFO_BY_ID, findIngredient, findIngredientInLine } from './ingredients';
import { nutritionPerServing } from './nutrition';
import { readSpecial, titleMain } from './plan';
import { createRng, hashString } from './random';
import { cookPhrase, defaultPrep } from './phrases';
import { formatLine, type Item } from './ingredient-lines';
import { joinList, renderStep, renderTitle, type RenderScope } from './render';
import { PATTERN_BY_ID } from './patterns';
import { specialInto } from './special-steps';
import { generateBatch } from './compose';
import { INGREDIENTS } from './ingredients';
import { CUISINE_OPTIONS, type GenerationOptions } from '../../../shared/api/recipes';

const info = (id: string) => {
  const found = INFO_BY_ID.get(id);
  if (!found) throw new Error(`no ${id}`);
  return found;
};
const item = (id: string, grams: number, extra: Partial<Item> = {}): Item => ({
  info: info(id),
  grams,
  prep: defaultPrep(info(id), extra.cut),
  ...extra,
});

describe('ingredient lines', () => {
  it('prints amounts as a cookbook does', () => {
    expect(formatLine(item('chicken-breast', 300, { cut: 'bite' })).text).toBe(
      '300 g chicken breast, cut into bite-size pieces',
    );
    expect(formatLine(item('arborio-rice', 150)).text).toBe('3/4 cup arborio rice');
    // Wrappers and tortillas are counted however many there are; dozens of radishes are weighed.
    expect(formatLine(item('wonton-wrappers', 144)).text).toBe('18 wonton wrappers');
    expect(formatLine(item('radishes', 400)).text).toMatch(/^\d+ g radishes/);
    expect(formatLine(item('garlic', 6)).text).toBe('2 cloves garlic, minced');
    expect(formatLine(item('olive-oil', 13.5)).text).toBe('1 tbsp olive oil');
    expect(formatLine(item('onion', 100)).text).toBe('1 onion, diced');
    expect(formatLine(item('red-onion', 55)).text).toBe('1/2 red onion, diced');
    expect(formatLine(item('chickpeas', 240)).text).toBe('1 can chickpeas, drained and rinsed');
    expect(formatLine(item('canned-tomatoes', 400)).text).toBe('1 can chopped tomatoes');
    expect(formatLine(item('eggs', 100)).text).toBe('2 eggs');
    expect(formatLine(item('jalapeno', 14)).text).toBe('1 jalapeño, finely chopped');
    expect(formatLine(item('parmesan', 24)).text).toBe('25 g parmesan, grated');
    expect(formatLine(item('spinach', 240)).text).toBe('240 g spinach');
    expect(formatLine(item('cumin', 2.1)).text).toBe('1 tsp cumin');
    expect(formatLine(item('sugar', 12.5)).text).toBe('1 tbsp sugar');
    expect(formatLine({ info: info('vegetable-oil'), grams: 40, asNeeded: 'for shallow frying' }).text).toBe(
      'Vegetable oil, for shallow frying',
    );
    expect(formatLine({ text: 'Kimchi, to taste', grams: 0 }).text).toBe('Kimchi, to taste');
  });

  it('counts the grams it prints, not the grams it was asked for', () => {
    expect(formatLine(item('chickpeas', 200)).grams).toBe(240); // 1 can
    expect(formatLine(item('eggs', 60)).grams).toBe(50); // 1 egg
    expect(formatLine(item('chicken-breast', 301)).grams).toBe(300);
    expect(formatLine(item('olive-oil', 20)).grams).toBeCloseTo(20.25, 5); // 1 1/2 tbsp
  });
});

describe('templates', () => {
  const scope: RenderScope = {
    method: 'saute',
    slots: new Map([
      ['protein', item('shrimp', 300, { cut: 'bite' })],
      ['veg', item('zucchini', 200)],
      ['veg2', item('mushrooms', 140)],
      ['fat', item('olive-oil', 27)],
    ]),
  };

  it('fills names, amounts, lists and alternatives', () => {
    expect(renderStep('Heat {fat.q} in a pan. Add the {veg,veg2}.', scope)).toBe(
      'Heat \u20602 tbsp olive oil\u2060 in a pan. Add the zucchini and mushrooms.',
    );
    expect(renderStep('Add the {herb|veg}.', scope)).toBe('Add the zucchini.');
    expect(renderStep('Cook the {protein} {protein.cook}.', scope)).toBe(
      'Cook the shrimp for 2-3 minutes until pink and just opaque.',
    );
  });

  it('names juice by its fruit however many there are: "the lemon juice", never "lemons juice"', () => {
    const lemons = item('lemon', info('lemon').ing.unit.grams * 2);
    const juiced: RenderScope = { method: 'saute', slots: new Map([['acid', lemons]]) };
    expect(renderStep('Squeeze over the {acid.juice}.', juiced)).toBe('Squeeze over the lemon juice.');
    expect(renderStep('Serve with the {acid} in wedges.', juiced)).toBe('Serve with the lemons in wedges.');
  });

  it('drops optional segments and steps that need a missing slot', () => {
    expect(renderStep('Add the {veg}[ and the {herb}][, then the {veg2}].', scope)).toBe(
      'Add the zucchini, then the mushrooms.',
    );
    expect(renderStep('[Scatter with the {herb}.]', scope)).toBeNull();
    expect(renderStep('Scatter with the {herb}.', scope)).toBeNull();
    expect(renderStep('Serve{herb:, garnished}.', scope)).toBeNull();
    expect(renderStep('Serve[{veg:, hot}].', scope)).toBe('Serve, hot.');
  });

  it('closes a list on the last part kept when its "and" part is dropped', () => {
    // "Whisk the eggs with the sugar, the lemon zest for 3-4 minutes" (cook read 4) read as a
    // sentence with a hole in it; a list the sentence itself goes on with is left alone.
    expect(renderStep('Whisk with the {protein}[, the {veg}][ and the {herb}] for 3 minutes.', scope)).toBe(
      'Whisk with the shrimp and the zucchini for 3 minutes.',
    );
    expect(renderStep('Add the {protein}[, the {veg}][, the {veg2}][ and the {herb}] to the pan.', scope)).toBe(
      'Add the shrimp, the zucchini and the mushrooms to the pan.',
    );
    expect(renderStep('Add the {protein}[, the {veg}][ and the {herb}], a pinch of salt and pepper.', scope)).toBe(
      'Add the shrimp, the zucchini, a pinch of salt and pepper.',
    );
    expect(renderStep('Whisk the {protein}[, then add the {veg}][ and the {herb}].', scope)).toBe(
      'Whisk the shrimp, then add the zucchini.',
    );
  });

  it('refuses a title that names the same ingredient twice', () => {
    const titled = (t: string) =>
      renderTitle(t, { ...scope, aliases: new Map([['main', scope.slots.get('protein')!]]) }, (i) => i.info!.titleName);
    expect(titled('{main} & {veg} Pasta')).toBe('Shrimp & Zucchini Pasta');
    expect(titled('{main} & {protein} Pasta')).toBeNull();
    expect(titled('{herb} Pasta')).toBeNull();
  });

  it('names many of a countable food that ends a title after with or &, one before a dish noun', () => {
    const beans = { ...scope, slots: new Map([...scope.slots, ['veg', item('green-beans', 300)]]) };
    const titled = (t: string) => renderTitle(t, beans, (i, plural) => (plural ? i.info!.textName : i.info!.titleName));
    expect(titled('Seared {protein} with {veg}')).toBe('Seared Shrimp with green beans');
    expect(titled('{protein} & {veg}')).toBe('Shrimp & green beans');
    expect(titled('{veg} Stir-Fry')).toBe('Green Bean Stir-Fry');
    expect(titled('{protein} with {veg2}')).toBe('Shrimp with mushrooms');
  });

  it('cooks each protein for its own time', () => {
    expect(cookPhrase(info('chicken-breast'), 'saute')).toMatch(/6-8 minutes.*cooked through/);
    expect(cookPhrase(info('salmon'), 'saute', 'whole')).toMatch(/per side.*flakes/);
    expect(cookPhrase(info('ground-beef'), 'saute')).toMatch(/breaking it up/);
    expect(joinList(['a', 'b', 'c'])).toBe('a, b and c');
  });
});

describe('names', () => {
  it('finds catalogue ingredients by name, synonym, id and inside lines', () => {
    expect(findIngredient('Garbanzo beans')?.id).toBe('chickpeas');
    expect(findIngredient('chicken-breast')?.id).toBe('chicken-breast');
    expect(findIngredient('Tomato')?.id).toBe('tomatoes');
    expect(findIngredientInLine('2 cloves garlic, minced')?.id).toBe('garlic');
    expect(findIngredientInLine('300 g chicken breast, cut into bite-size pieces')?.id).toBe('chicken-breast');
  });

  it('reads special ingredients, with or without an amount', () => {
    expect(readSpecial('  Garbanzo beans ')?.info?.id).toBe('chickpeas');
    expect(readSpecial('2 cups spinach')?.info?.id).toBe('spinach');
    expect(readSpecial('kimchi')?.info?.id).toBe('kimchi');
    expect(readSpecial('Chicken')?.info?.id).toBe('chicken-breast');
    expect(readSpecial('beef')?.info?.id).toBe('ground-beef');
    expect(readSpecial('dragon fruit')).toEqual({
      text: 'dragon fruit',
      line: 'Dragon fruit, to taste',
      name: 'dragon fruit',
    });
    expect(readSpecial('1 cup gochugaru flakes')?.line).toBe('1 cup gochugaru flakes');
    expect(readSpecial('')).toBeUndefined();
  });

  it('recognises the headline ingredient of a title', () => {
    expect(titleMain('Lemon-Garlic Chicken Risotto')?.id).toBe('chicken-breast');
    expect(titleMain('Chicken & Broccoli Stir-Fry')?.id).toBe('chicken-breast');
    expect(titleMain('Spiced Chickpea & Spinach Curry')?.id).toBe('chickpeas');
    expect(titleMain('Strawberry Crumble')?.id).toBe('strawberries');
  });
});

describe('nutrition', () => {
  it('sums per-100 g values over the grams used, per serving', () => {
    const n = nutritionPerServing(
      [{ info: info('chicken-breast'), grams: 200 }, { info: info('olive-oil'), grams: 10 }, { grams: 50 }],
      2,
    );
    const chicken = info('chicken-breast').ing.per100g;
    const oil = info('olive-oil').ing.per100g;
    expect(n.calories).toBe(Math.round((chicken.kcal * 2 + oil.kcal * 0.1) / 2));
    expect(n.protein).toBe(Math.round(((chicken.protein * 2 + oil.protein * 0.1) / 2) * 10) / 10);
    expect(n.fat).toBe(Math.round(((chicken.fat * 2 + oil.fat * 0.1) / 2) * 10) / 10);
  });
});

describe('random', () => {
  it('is deterministic per seed', () => {
    const a = createRng(5);
    const b = createRng(5);
    expect(Array.from({ length: 5 }, () => a.next())).toEqual(Array.from({ length: 5 }, () => b.next()));
    expect(createRng(6).next()).not.toBe(createRng(5).next());
    expect(hashString('abc')).toBe(hashString('abc'));
    expect(hashString('abc')).not.toBe(hashString('abd'));
  });

  it('picks in proportion to weight and never picks weight 0', () => {
    const rng = createRng(1);
    const counts = { a: 0, b: 0, c: 0 };
    for (let i = 0; i < 4000; i++) counts[rng.weighted(['a', 'b', 'c'] as const, (x) => ({ a: 3, b: 1, c: 0 })[x])!]++;
    expect(counts.c).toBe(0);
    expect(counts.a / counts.b).toBeGreaterThan(2.5);
    expect(counts.a / counts.b).toBeLessThan(3.5);
    expect(rng.weighted([], () => 1)).toBeUndefined();
    expect(rng.shuffle([1, 2, 3, 4]).sort()).toEqual([1, 2, 3, 4]);
  });
});

describe('a special cooked in its own pan', () => {
  it('goes into the mixture of a dish not yet cooked, and through a finished one', () => {
    expect(specialInto(PATTERN_BY_ID.get('japanese-tamagoyaki')!)).toMatch(/^stir it into the \w+ mixture$/);
    expect(specialInto(PATTERN_BY_ID.get('american-pancakes')!)).toBe('stir it into the pancake mixture');
    expect(specialInto(PATTERN_BY_ID.get('mexican-guacamole')!)).toBe('fold it through the guacamole');
  });
});

describe('titles a cook reads (thirteenth read)', () => {
  const ask = (o: Partial<GenerationOptions>, seed: number) =>
    generateBatch(
      {
        cuisine: 'french',
        servings: 4,
        creativeMode: false,
        ignorePantry: true,
        excludedRecipes: [],
        ...o,
      } as GenerationOptions,
      { pantry: [], feedback: [], seed } as never,
    );
  const singularFruit = new Set(
    INGREDIENTS.filter((i) => i.ing.category === 'Fruits' && !i.roles.has('acid') && /s$/.test(i.textName)).map(
      (i) => i.titleName,
    ),
  );

  it('ends a title with a fruit by its plural: the dish is many pieces of it', () => {
    for (const cuisine of CUISINE_OPTIONS)
      for (const mealType of ['dessert', 'snack', 'breakfast'] as const)
        for (const seed of [1, 2])
          for (const r of ask({ cuisine, mealType }, seed)) {
            const lastWords = [...singularFruit].filter((name) => r.title.endsWith(` ${name}`));
            expect(lastWords, r.title).toEqual([]);
          }
  });

  it('claims no other texture than the one asked for', () => {
    for (const cuisine of CUISINE_OPTIONS)
      for (const texturePreference of ['creamy', 'tender', 'crispy', 'crunchy'] as const)
        for (const r of ask({ cuisine, mealType: 'lunch', texturePreference }, 3)) {
          const others = ['Creamy', 'Tender', 'Crispy', 'Crunchy'].filter(
            (w) => w.toLowerCase() !== texturePreference && r.title.startsWith(`${w} `),
          );
          expect(others, r.title).toEqual([]);
        }
  });
});
