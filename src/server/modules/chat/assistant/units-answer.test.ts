import { describe, expect, it } from 'vitest';
import { answer } from './assistant';

// Issue 29: the assistant's computed answers (scaling) read in the cook's units; stored lines never change.
const recipe = {
  title: 'Lemon risotto',
  servings: 2,
  ingredients: ['1 cup arborio rice', '1 lb chicken breast', '4 cups chicken stock', '2 cloves garlic', '1 tsp salt'],
};

describe('the assistant scales in the cook units', () => {
  it('metric: cups weighed through the food, pounds in grams, stock in millilitres, counts and spoons kept', async () => {
    const a = await answer('Scale this recipe for 4 people', { recipe, unitSystem: 'metric' });
    expect(a.kind).toBe('scale');
    expect(a.text).toContain('- 400 g arborio rice');
    expect(a.text).toContain('- 905 g chicken breast');
    expect(a.text).toContain('- 1.9 l chicken stock');
    expect(a.text).toContain('- 4 cloves garlic');
    expect(a.text).toContain('- 2 tsp salt');
  });

  it('US, or no choice: the recipe as written, scaled', async () => {
    for (const unitSystem of ['us', null] as const) {
      const a = await answer('Scale this recipe for 4 people', { recipe, unitSystem });
      expect(a.text).toContain('- 2 cups arborio rice');
      expect(a.text).toContain('- 2 lb chicken breast');
      expect(a.text).toContain('- 8 cups chicken stock');
    }
    expect(recipe.ingredients[0]).toBe('1 cup arborio rice');
  });
});

describe('numbers as cooks type them (issue 24)', () => {
  it('reads ½ and 1½, a decimal comma and a thousands comma', async () => {
    const { convertUnits, plainNumbers } = await import('./convert');
    expect(plainNumbers('1½ cups')).toBe('1 1/2 cups');
    expect(convertUnits('½ cup sugar in grams')?.text).toContain('1/2 cup sugar = 100 g');
    expect(convertUnits('1,5 kg in pounds')?.text).toContain('1.5 kg = 3.31 pounds');
    expect(convertUnits('1,000 g in pounds')?.text).toContain('2.2 pounds');
    // A rounded cup says so, in the singular.
    expect(convertUnits('250ml in cups')?.text).toContain('1 cup (1.06 cups)');
  });
});
