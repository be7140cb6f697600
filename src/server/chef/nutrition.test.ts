import { describe, expect, it } from 'vitest';
import type { RecipeInput } from '../../shared/api/recipes';
import { CATALOGUE_BY_ID } from '../../shared/kitchen/catalogue';
import { applyCatalogueNutrition, estimateNutrition, gramsFromLine } from './nutrition';

const weigh = (line: string) => {
  const found = gramsFromLine(line);
  return found && { id: found.info.id, grams: Math.round(found.grams * 10) / 10 };
};

describe('gramsFromLine', () => {
  it.each([
    ['400 g chicken breast, diced', 'chicken-breast', 400],
    ['1.5 kg potatoes', 'potatoes', 1500],
    ['8 oz spaghetti', 'spaghetti', 226.8],
    ['1 lb ground beef', 'ground-beef', 453.6],
    ['200 ml heavy cream', 'heavy-cream', 198.3], // density from its cup weight (238 g)
    ['1 l water', 'water', 987.5],
    ['1 cup basmati rice', 'basmati-rice', 185],
    ['2 tbsp olive oil', 'olive-oil', 27],
    ['1/2 tsp salt', 'salt', 3],
    ['2 cloves garlic, minced', 'garlic', 6],
    ['3 garlic cloves', 'garlic', 9],
    ['2 large eggs', 'eggs', 100],
    ['1 onion, chopped', 'onion', 110],
    ['2-3 carrots, sliced', 'carrots', 152.5], // a range counts as its middle
    ['2 stalks celery', 'celery', 80],
    ['1 can chickpeas, drained', 'chickpeas', 240], // the catalogue's drained can
    ['1 (400 g) can chickpeas, drained', 'chickpeas', 240],
    ['2 chicken breasts', 'chicken-breast', 350], // a typical piece of a by-weight ingredient
    ['4 salmon fillets', 'salmon', 600],
  ])('%s', (line, id, grams) => {
    expect(weigh(line)).toEqual({ id, grams });
  });

  it('weighs a pinch as 1/16 tsp', () => {
    const cumin = CATALOGUE_BY_ID.get('cumin')!;
    expect(gramsFromLine('1 pinch cumin')!.grams).toBeCloseTo(cumin.unit.grams / 16, 5);
  });

  it.each(['Salt, to taste', 'Fresh basil, to serve', '2 handfuls of moonbeams', '1 head broccoli'])(
    'gives nothing for %s',
    (line) => {
      expect(gramsFromLine(line)).toBeUndefined();
    },
  );
});

describe('estimateNutrition', () => {
  it('sums the lines from the catalogue and divides by servings', () => {
    const chicken = CATALOGUE_BY_ID.get('chicken-breast')!.per100g;
    const oil = CATALOGUE_BY_ID.get('olive-oil')!.per100g;
    const { nutrition, matched, total } = estimateNutrition(
      ['400 g chicken breast', '2 tbsp olive oil', 'Salt and pepper, to taste'],
      2,
    );
    expect(matched).toBe(2);
    expect(total).toBe(3);
    expect(nutrition.calories).toBe(Math.round((chicken.kcal * 4 + oil.kcal * 0.27) / 2));
    expect(nutrition.protein).toBe(Math.round(((chicken.protein * 4) / 2) * 10) / 10);
    expect(nutrition.fat).toBe(Math.round(((chicken.fat * 4 + oil.fat * 0.27) / 2) * 10) / 10);
  });

  it('rounds calories to whole numbers and grams to one decimal', () => {
    const { nutrition } = estimateNutrition(['1 cup milk', '1 tbsp sugar'], 3);
    expect(Number.isInteger(nutrition.calories)).toBe(true);
    for (const v of [nutrition.protein, nutrition.carbs, nutrition.fat, nutrition.fiber]) {
      expect(Math.round(v * 10) / 10).toBe(v);
    }
  });

  it('gives zeros for lines it cannot weigh', () => {
    expect(estimateNutrition(['Salt, to taste'], 2)).toEqual({
      nutrition: { calories: 0, protein: 0, carbs: 0, fat: 0, fiber: 0 },
      matched: 0,
      total: 1,
    });
  });
});

describe('applyCatalogueNutrition', () => {
  const recipe = (ingredients: string[]): RecipeInput => ({
    title: 'Test',
    cuisine: 'italian',
    mealType: 'dinner',
    cookingTime: 20,
    servings: 2,
    difficulty: 'easy',
    ingredients,
    instructions: ['Cook.'],
    nutrition: { calories: 99999, protein: 5000, carbs: 0, fat: 12.345, fiber: 1 },
  });

  it('replaces the figures when at least half of the lines are weighed', () => {
    const lines = ['400 g chicken breast', '1 cup basmati rice', 'A secret sauce', 'Salt, to taste'];
    expect(applyCatalogueNutrition(recipe(lines)).nutrition).toEqual(estimateNutrition(lines, 2).nutrition);
  });

  it('keeps the given figures when a line with an amount is not in the catalogue (issue 27)', () => {
    const lines = ['300 g chicken breast', '150 g freekeh', '1 lemon'];
    expect(applyCatalogueNutrition(recipe(lines)).nutrition.calories).toBe(3000);
  });

  it("counts the orzo in a model's Lemon Chicken Orzo (issue 27)", () => {
    const lines = ['150 g orzo', '300 g chicken breast, diced', '1 lemon', 'Salt, to taste'];
    const out = applyCatalogueNutrition({
      ...recipe(lines),
      nutrition: { calories: 620, protein: 40, carbs: 60, fat: 10, fiber: 3 },
    });
    // 150 g of dry pasta alone is about 556 kcal; before, the total left it out (253 kcal, 3.7 g carbs).
    expect(out.nutrition.calories).toBeGreaterThan(400);
    expect(out.nutrition.carbs).toBeGreaterThan(50);
  });

  it('keeps the given figures, clamped, when too few lines are weighed', () => {
    const out = applyCatalogueNutrition(recipe(['400 g chicken breast', 'A secret sauce', 'Some magic dust']));
    expect(out.nutrition).toEqual({ calories: 3000, protein: 250, carbs: 0, fat: 12.3, fiber: 1 });
  });
});
