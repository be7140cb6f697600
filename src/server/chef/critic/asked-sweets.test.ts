// dish-fit and the special ingredient (issue 23): a cheese, bean curd or beans the cook asked for
// may make a real sweet named for it (honey-fried halloumi with figs, a tofu chocolate mousse);
// meat, kimchi, and anything blended or layered into a parfait are still flagged.

import { describe, expect, it } from 'vitest';
import { critique, type CriticOptions, type ServedRecipe } from './index';

const NUTRITION = { calories: 420, protein: 12, carbs: 40, fat: 20, fiber: 3 };

function dessert(title: string, ingredients: string[], instructions: string[]): ServedRecipe {
  return {
    title,
    cuisine: 'mediterranean',
    mealType: 'dessert',
    cookingTime: 20,
    servings: 4,
    difficulty: 'easy',
    ingredients,
    instructions,
    nutrition: NUTRITION,
  };
}

const fitFindings = (r: ServedRecipe, specialIngredient: string) => {
  const options: CriticOptions = { cuisine: 'mediterranean', mealType: 'dessert', specialIngredient };
  return critique(r, options).filter((f) => f.kind === 'dish-fit');
};

describe('a special ingredient in a sweet dish', () => {
  it('still flags duck, kimchi and a halloumi parfait when they were asked for', () => {
    const pears = (title: string, extra: string, step: string) =>
      dessert(
        title,
        ['2 pears, peeled', '1/4 cup sugar', '1 cup greek yogurt', extra],
        ['Prepare the pears with the sugar and yogurt.', step],
      );
    expect(
      fitFindings(pears('Duck Clafoutis', '160 g duck breast', 'Cook the duck breast in a hot pan.'), 'duck'),
    ).not.toEqual([]);
    expect(
      fitFindings(pears('Kimchi Poached Pears', '1/2 cup kimchi', 'Simmer the kimchi with the pears.'), 'kimchi'),
    ).not.toEqual([]);
    expect(
      fitFindings(
        pears('Halloumi Yogurt Parfait', '100 g halloumi', 'Layer the halloumi with the yogurt.'),
        'halloumi',
      ),
    ).not.toEqual([]);
  });

  it('passes a real sweet built on the cheese or bean curd the cook asked for', () => {
    const halloumi = dessert(
      'Honey-Fried Halloumi with Figs',
      ['240 g halloumi, cut into 1 cm slices', '8 figs, halved', '3 tbsp honey', '1/4 cup walnuts, roughly chopped'],
      [
        'Fry the halloumi in a dry non-stick frying pan for 1-2 minutes per side until deep golden.',
        'Cook the figs cut side down in the same pan for 2-3 minutes.',
        'Drizzle with the honey and scatter with the walnuts.',
      ],
    );
    expect(fitFindings(halloumi, 'halloumi')).toEqual([]);
    const mousse = dessert(
      'Chocolate Silken Tofu Mousse',
      ['300 g silken tofu, drained', '140 g dark chocolate', '3 tbsp maple syrup'],
      ['Melt the dark chocolate.', 'Blend the silken tofu with the maple syrup, then blend in the chocolate.'],
    );
    expect(fitFindings(mousse, 'tofu')).toEqual([]);
    // Not asked for: the same cheese is a savoury cheese in a sweet dish.
    expect(fitFindings(halloumi, 'figs')).not.toEqual([]);
  });
});
