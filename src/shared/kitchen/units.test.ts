import { describe, expect, it } from 'vitest';
import {
  formatAmount,
  formatQuantity,
  parseIngredientLine,
  parseQuantity,
  roundKitchen,
  scaleIngredientLine,
} from './units';

describe('formatQuantity', () => {
  it('prints kitchen fractions', () => {
    expect(formatQuantity(1.5)).toBe('1 1/2');
    expect(formatQuantity(0.25)).toBe('1/4');
    expect(formatQuantity(0.33)).toBe('1/3');
    expect(formatQuantity(0.66)).toBe('2/3');
    expect(formatQuantity(0.125)).toBe('1/8');
    expect(formatQuantity(2)).toBe('2');
    expect(formatQuantity(1.9)).toBe('2');
    expect(formatQuantity(2.1)).toBe('2');
  });

  it('never prints zero for a positive amount, and rounds large ones to whole numbers', () => {
    expect(formatQuantity(0.01)).toBe('1/8');
    expect(formatQuantity(25.4)).toBe('25');
    expect(formatQuantity(0)).toBe('0');
  });

  it('roundKitchen returns the value formatQuantity shows', () => {
    for (const v of [0.1, 0.3, 0.7, 1.2, 1.4, 2.6, 3.33, 12.9]) {
      const shown = formatQuantity(v);
      const [whole, frac] = shown.includes(' ')
        ? shown.split(' ')
        : shown.includes('/')
          ? ['0', shown]
          : [shown, '0/1'];
      const [n, d] = frac!.split('/').map(Number);
      expect(roundKitchen(v)).toBeCloseTo(Number(whole) + n! / d!, 9);
    }
  });
});

describe('formatAmount', () => {
  it('writes metric amounts as decimals and switches to kg/l', () => {
    expect(formatAmount(200, 'g')).toBe('200 g');
    expect(formatAmount(73, 'g')).toBe('75 g');
    expect(formatAmount(1250, 'g')).toBe('1.25 kg');
    expect(formatAmount(2.3, 'g')).toBe('2.5 g');
    expect(formatAmount(1500, 'ml')).toBe('1.5 l');
  });

  it('writes spoons and cups as fractions with the right plural', () => {
    expect(formatAmount(1.5, 'cup')).toBe('1 1/2 cups');
    expect(formatAmount(1, 'cup')).toBe('1 cup');
    expect(formatAmount(0.25, 'tsp')).toBe('1/4 tsp');
    expect(formatAmount(1, 'tbsp')).toBe('1 tbsp');
    expect(formatAmount(3, 'tsp')).toBe('1 tbsp');
    expect(formatAmount(0.125, 'cup')).toBe('2 tbsp');
  });

  it('pluralises count units', () => {
    expect(formatAmount(2, 'clove')).toBe('2 cloves');
    expect(formatAmount(1, 'clove')).toBe('1 clove');
    expect(formatAmount(2, 'pinch')).toBe('2 pinches');
    expect(formatAmount(3, 'sprig')).toBe('3 sprigs');
  });
});

describe('parseQuantity', () => {
  it('reads whole numbers, decimals, fractions and mixed numbers', () => {
    expect(parseQuantity('2 eggs')).toEqual({ value: 2, length: 1 });
    expect(parseQuantity('1.5 kg potatoes')).toEqual({ value: 1.5, length: 3 });
    expect(parseQuantity('1/2 tsp salt')).toEqual({ value: 0.5, length: 3 });
    expect(parseQuantity('1 1/2 cups flour')).toEqual({ value: 1.5, length: 5 });
    expect(parseQuantity('1-1/2 cups sugar')?.value).toBe(1.5);
  });

  it('reads unicode fractions', () => {
    expect(parseQuantity('½ cup')).toEqual({ value: 0.5, length: 1 });
    expect(parseQuantity('1½ cups')?.value).toBe(1.5);
    expect(parseQuantity('1 ½ cups')?.value).toBe(1.5);
    expect(parseQuantity('¾ tsp')?.value).toBe(0.75);
  });

  it('reads ranges', () => {
    expect(parseQuantity('2-3 cloves')).toEqual({ value: 2, max: 3, length: 3 });
    expect(parseQuantity('2 – 3 cloves')).toMatchObject({ value: 2, max: 3 });
    expect(parseQuantity('2 to 3 tbsp honey')).toMatchObject({ value: 2, max: 3 });
    expect(parseQuantity('1/2-1 cup')).toMatchObject({ value: 0.5, max: 1 });
  });

  it('returns null when the line has no leading quantity', () => {
    expect(parseQuantity('Salt, to taste')).toBeNull();
    expect(parseQuantity('a pinch of salt')).toBeNull();
    expect(parseQuantity('3rd jar')).toBeNull();
    expect(parseQuantity('')).toBeNull();
  });

  it('accepts a unit glued to the number', () => {
    expect(parseQuantity('200g feta')).toEqual({ value: 200, length: 3 });
  });
});

describe('parseIngredientLine', () => {
  it('splits quantity, unit and the rest', () => {
    expect(parseIngredientLine('2 cloves garlic, minced')).toMatchObject({ unit: 'clove', rest: 'garlic, minced' });
    expect(parseIngredientLine('1 1/2 cups arborio rice')).toMatchObject({ unit: 'cup', rest: 'arborio rice' });
    expect(parseIngredientLine('200 g chicken breast, diced')).toMatchObject({
      unit: 'g',
      rest: 'chicken breast, diced',
    });
    expect(parseIngredientLine('1 onion, diced')).toEqual({ quantity: { value: 1, length: 1 }, rest: 'onion, diced' });
    expect(parseIngredientLine('1 pinch of salt')).toMatchObject({ unit: 'pinch', rest: 'salt' });
    expect(parseIngredientLine('Salt, to taste')).toEqual({ quantity: null, rest: 'Salt, to taste' });
  });
});

describe('scaleIngredientLine', () => {
  it('scales the examples from the brief', () => {
    expect(scaleIngredientLine('1 1/2 cups rice', 2)).toBe('3 cups rice');
    expect(scaleIngredientLine('1/2 tsp salt', 1.5)).toBe('3/4 tsp salt');
    expect(scaleIngredientLine('200 g chicken breast', 0.5)).toBe('100 g chicken breast');
  });

  it('leaves lines without a leading number unchanged', () => {
    expect(scaleIngredientLine('Salt and black pepper, to taste', 3)).toBe('Salt and black pepper, to taste');
    expect(scaleIngredientLine('Kimchi, to taste', 2)).toBe('Kimchi, to taste');
  });

  it('leaves everything unchanged for a factor of 1 or a bad factor', () => {
    expect(scaleIngredientLine('0.5 cup milk', 1)).toBe('0.5 cup milk');
    expect(scaleIngredientLine('2 eggs', 0)).toBe('2 eggs');
    expect(scaleIngredientLine('2 eggs', Number.NaN)).toBe('2 eggs');
  });

  it('scales unicode fractions and ranges', () => {
    expect(scaleIngredientLine('½ cup milk', 2)).toBe('1 cup milk');
    expect(scaleIngredientLine('2-3 cloves garlic', 2)).toBe('4-6 cloves garlic');
    expect(scaleIngredientLine('2 to 3 tbsp honey', 2)).toBe('4-6 tbsp honey');
    expect(scaleIngredientLine('1½ cups flour', 2)).toBe('3 cups flour');
  });

  it('keeps units and nouns in agreement with the new number', () => {
    expect(scaleIngredientLine('1 onion, diced', 2)).toBe('2 onions, diced');
    expect(scaleIngredientLine('2 onions, diced', 0.5)).toBe('1 onion, diced');
    expect(scaleIngredientLine('1 red bell pepper, sliced', 2)).toBe('2 red bell peppers, sliced');
    expect(scaleIngredientLine('2 cloves garlic', 0.5)).toBe('1 clove garlic');
    expect(scaleIngredientLine('1 link Italian sausage, sliced', 3)).toBe('3 links Italian sausage, sliced');
    expect(scaleIngredientLine('1 cup stock', 2)).toBe('2 cups stock');
    expect(scaleIngredientLine('1 (14 oz) can tomatoes', 2)).toBe('2 (14 oz) cans tomatoes');
    expect(scaleIngredientLine('3 eggs', 1 / 3)).toBe('1 egg');
  });

  it('moves between metric units and between spoons and cups', () => {
    expect(scaleIngredientLine('600 g beef', 2)).toBe('1.2 kg beef');
    expect(scaleIngredientLine('1.5 kg potatoes', 0.5)).toBe('750 g potatoes');
    expect(scaleIngredientLine('200g feta', 1.5)).toBe('300 g feta');
    expect(scaleIngredientLine('1 1/2 tsp cumin', 2)).toBe('1 tbsp cumin');
    expect(scaleIngredientLine('2 tbsp butter', 4)).toBe('1/2 cup butter');
    expect(scaleIngredientLine('1 tbsp oil', 0.5)).toBe('1 1/2 tsp oil');
    expect(scaleIngredientLine('1/4 cup water', 0.5)).toBe('2 tbsp water');
  });

  it('keeps the writer’s unit style', () => {
    expect(scaleIngredientLine('1 Tbsp soy sauce', 2)).toBe('2 Tbsp soy sauce');
    expect(scaleIngredientLine('1 teaspoon salt', 2)).toBe('2 teaspoons salt');
    expect(scaleIngredientLine('1 teaspoon salt', 3)).toBe('1 tablespoon salt');
    expect(scaleIngredientLine('100 grams flour', 2)).toBe('200 grams flour');
  });

  it('does not scale numbers that are part of a word', () => {
    expect(scaleIngredientLine('7up soda', 2)).toBe('7up soda');
  });
});

describe('scaled kitchen fractions (issue 26 item 9)', () => {
  const COMMON: [string, number][] = [
    ['1/8', 1 / 8],
    ['1/6', 1 / 6],
    ['1/4', 1 / 4],
    ['1/3', 1 / 3],
    ['3/8', 3 / 8],
    ['1/2', 1 / 2],
    ['5/8', 5 / 8],
    ['2/3', 2 / 3],
    ['3/4', 3 / 4],
    ['5/6', 5 / 6],
    ['7/8', 7 / 8],
    ['1', 1],
    ['1 1/4', 1.25],
    ['1 1/3', 4 / 3],
    ['1 1/2', 1.5],
    ['1 2/3', 5 / 3],
    ['1 3/4', 1.75],
    ['2', 2],
    ['2 1/2', 2.5],
    ['3', 3],
  ];
  const FACTORS = [0.5, 1, 1.5, 2, 2.5, 3, 3.5, 4];

  it('shows 1/3 baguette at 0.5x as 1/6 and at 2.5x as 5/6', () => {
    expect(scaleIngredientLine('1/3 baguette', 0.5)).toBe('1/6 baguette');
    expect(scaleIngredientLine('1/3 baguette', 2.5)).toBe('5/6 baguette');
  });

  it.each(COMMON.flatMap(([text, value]) => FACTORS.map((factor) => [text, value, factor] as const)))(
    '%s x%s stays within the rounding step of the exact amount',
    (text, value, factor) => {
      const exact = value * factor;
      const shown = parseQuantity(scaleIngredientLine(`${text} baguette`, factor));
      expect(shown).not.toBeNull();
      // Below one: eighths and sixths (at most 1/16 off; the smallest amount is 1/8). From one up:
      // quarters and thirds (at most 1/8 off).
      const step = exact < 1 ? 1 / 16 : 1 / 8;
      expect(Math.abs(shown!.value - exact)).toBeLessThanOrEqual(exact < 1 / 8 ? 1 / 8 - exact : step + 1e-9);
    },
  );
});
