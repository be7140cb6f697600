import { describe, expect, it } from 'vitest';
import {
  clampScale,
  formatFactor,
  ingredientName,
  scaledServings,
  scaleIngredients,
  SCALE_MAX,
  SCALE_MIN,
} from './scaling';

describe('serving scaling (spec section 9)', () => {
  it('shows base servings times the factor, rounded, with 4 when the recipe has none', () => {
    expect(scaledServings(2, 3)).toBe(6);
    expect(scaledServings(3, 1.5)).toBe(5); // 4.5 rounds up
    expect(scaledServings(1, 0.5)).toBe(1); // 0.5 rounds to 1
    expect(scaledServings(undefined, 1)).toBe(4);
    expect(scaledServings(0, 2)).toBe(8);
    expect(scaledServings(null, 0.5)).toBe(2);
  });

  it('keeps the factor between 0.5 and 4 in steps of 0.5', () => {
    expect(SCALE_MIN).toBe(0.5);
    expect(SCALE_MAX).toBe(4);
    expect(clampScale(0)).toBe(0.5);
    expect(clampScale(4.5)).toBe(4);
    expect(clampScale(1.4)).toBe(1.5);
    expect(clampScale(2)).toBe(2);
  });

  it('scales every quantity with the shared kitchen helper', () => {
    expect(scaleIngredients(['1 1/2 cups arborio rice', '200 g chicken breast', 'Salt, to taste'], 2)).toEqual([
      '3 cups arborio rice',
      '400 g chicken breast',
      'Salt, to taste',
    ]);
    expect(scaleIngredients(['1 onion, diced'], 2)).toEqual(['2 onions, diced']);
    expect(scaleIngredients(['1/2 tsp salt'], 1)).toEqual(['1/2 tsp salt']);
  });

  it('formats the factor and finds the ingredient name for the preview chips', () => {
    expect(formatFactor(1)).toBe('1x');
    expect(formatFactor(2.5)).toBe('2.5x');
    expect(ingredientName('80 g mozzarella, torn')).toBe('mozzarella');
    expect(ingredientName('2 cloves garlic, minced')).toBe('garlic');
    expect(ingredientName('Salt and black pepper, to taste')).toBe('Salt and black pepper');
  });
});
