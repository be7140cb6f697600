import { describe, expect, it } from 'vitest';
import { buildShoppingList, type ShoppingMeal } from './shopping';

// Issue 29: the week's list merged in the cook's system, in what shops sell.
const meal = (date: string, title: string, ingredients: string[], servings = 2): ShoppingMeal => ({
  date,
  servings,
  recipe: { title, servings: 2, ingredients },
});

const WEEK: ShoppingMeal[] = [
  meal('2026-11-23', 'Risotto', ['1 cup arborio rice', '4 cups chicken stock', '30 g parmesan', '2 tbsp butter']),
  meal('2026-11-24', 'Chicken', ['1 lb chicken breast', '1/2 cup heavy cream', '2 cloves garlic', 'a pinch of salt']),
  meal('2026-11-25', 'Pilaf', ['200 g arborio rice', '500 ml chicken stock', '300 g chicken breast', '3 eggs']),
  meal('2026-11-26', 'Cake', ['2 cups all-purpose flour', '1 stick butter', '1 cup sugar', '1 tsp vanilla extract']),
];

const texts = (system?: 'metric' | 'us') =>
  buildShoppingList(WEEK, system ? { unitSystem: system } : {}).items.map((i) => i.text);

describe('the shopping list in a unit system', () => {
  it('metric: weights in g/kg (rice and flour by weight), liquids in ml/l, counts untouched', () => {
    const list = texts('metric');
    expect(list).toContain('755 g chicken breast');
    expect(list).toContain('400 g arborio rice');
    expect(list).toContain('140 g butter');
    expect(list).toContain('250 g all-purpose flour');
    expect(list).toContain('200 g sugar');
    expect(list).toContain('1.45 l chicken stock');
    expect(list).toContain('125 ml heavy cream');
    expect(list).toContain('3 eggs');
    expect(list).toContain('2 cloves garlic');
    expect(list.join('\n')).not.toMatch(/\b(?:cups?|oz|lb)\b/);
  });

  it('metric: spoonfuls of spices and a pinch of salt stay spoons; cups of them are weighed', () => {
    const spiced = [
      meal('2026-11-23', 'Dal', ['1/2 tsp cinnamon', '1 tsp cumin', 'a pinch of salt', '1/2 cup basil']),
      meal('2026-11-24', 'Curry', ['1/2 tsp cumin', '2 tbsp brown sugar']),
    ];
    const list = buildShoppingList(spiced, { unitSystem: 'metric' }).items.map((i) => i.text);
    expect(list).toContain('1/2 tsp cinnamon');
    expect(list).toContain('1 1/2 tsp cumin');
    expect(list).toContain('a pinch of salt');
    expect(list.find((t) => t.endsWith('basil'))).toMatch(/^\d+ g basil$/);
    expect(list.find((t) => t.endsWith('brown sugar'))).toMatch(/^\d+ g brown sugar$/);
  });

  it('US: oz/lb, cups and fl oz; the same counts', () => {
    const list = texts('us');
    expect(list).toContain('1 3/4 lb chicken breast');
    expect(list).toContain('6 cups chicken stock');
    expect(list).toContain('1/2 cup heavy cream');
    expect(list).toContain('14 oz arborio rice');
    expect(list).toContain('2 cups all-purpose flour');
    expect(list).toContain('a pinch of salt');
    expect(list).toContain('3 eggs');
    expect(list.join('\n')).not.toMatch(/\d\s?(?:g|kg|ml|l)\b/);
  });

  it('US: fluid ounces only for liquids; a little of a solid measured by volume reads in spoons', () => {
    const small = [
      meal('2026-11-23', 'Salad', ['2 tbsp almonds', '1 tbsp tarragon', '3 tbsp red wine vinegar']),
      meal('2026-11-24', 'Greens', ['1 tbsp tarragon', '2 tbsp honey']),
    ];
    const list = buildShoppingList(small, { unitSystem: 'us' }).items.map((i) => i.text);
    expect(list.join('\n')).not.toMatch(/fl oz (?:almonds|tarragon)/);
    expect(list).toContain('2 tbsp almonds');
    expect(list).toContain('2 tbsp tarragon');
    expect(list).toContain('1 1/2 fl oz red wine vinegar');
  });

  it('without a system, the list reads as before (the system most recipes wrote in)', () => {
    expect(texts()).toEqual(buildShoppingList(WEEK).items.map((i) => i.text));
    expect(texts()).toContain('1 2/3 lb chicken breast');
    expect(texts()).toContain('400 g arborio rice');
  });
});
