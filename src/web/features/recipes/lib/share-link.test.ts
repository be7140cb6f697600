import { describe, expect, it } from 'vitest';
import type { RecipeInput } from '../../../../shared/api/recipes';
import { decodeSharedRecipe, encodeSharedRecipe, sharedRecipeUrl } from './share-link';

const recipe: RecipeInput = {
  title: 'Crème brûlée & café 🍮',
  cuisine: 'french',
  mealType: 'dessert',
  cookingTime: 50,
  servings: 4,
  difficulty: 'medium',
  ingredients: ['2 cups cream', '4 egg yolks', '1/2 cup sugar', '1 vanilla pod', '1 pinch salt', '2 tbsp brown sugar', 'Berries'],
  instructions: ['Heat the cream.', 'Whisk yolks and sugar.', 'Combine and strain.', 'Bake in a water bath.', 'Chill and torch.'],
  nutrition: { calories: 420, protein: 6.1, carbs: 30.2, fat: 31.5, fiber: 0 },
};

describe('share links (spec section 9)', () => {
  it('round-trips a shortened recipe: at most 5 ingredients and 3 instructions', () => {
    const shared = decodeSharedRecipe(encodeSharedRecipe(recipe));
    expect(shared).not.toBeNull();
    expect(shared!.title).toBe(recipe.title);
    expect(shared!.ingredients).toEqual(recipe.ingredients.slice(0, 5));
    expect(shared!.instructions).toEqual(recipe.instructions.slice(0, 3));
    expect(shared!.totalIngredients).toBe(7);
    expect(shared!.totalInstructions).toBe(5);
    expect(shared!.nutrition).toEqual(recipe.nutrition);
    expect(shared!.difficulty).toBe('medium');
  });

  it('builds a URL-safe link under /shared-recipe', () => {
    const url = sharedRecipeUrl(recipe, 'https://chowdr.example');
    expect(url.startsWith('https://chowdr.example/shared-recipe?r=')).toBe(true);
    const r = new URL(url).searchParams.get('r')!;
    expect(r).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(decodeSharedRecipe(r)?.title).toBe(recipe.title);
  });

  it('refuses damaged or made-up links', () => {
    expect(decodeSharedRecipe(null)).toBeNull();
    expect(decodeSharedRecipe('')).toBeNull();
    expect(decodeSharedRecipe('not-base64!')).toBeNull();
    expect(decodeSharedRecipe(encodeSharedRecipe(recipe).slice(0, 40))).toBeNull();
    const tooMany = btoa(JSON.stringify({ v: 1, t: 'x', c: 'a', m: 'b', k: 5, s: 1, d: 'easy', i: ['1', '2', '3', '4', '5', '6'], n: [] }));
    expect(decodeSharedRecipe(tooMany)).toBeNull();
    const badDifficulty = btoa(JSON.stringify({ v: 1, t: 'x', c: 'a', m: 'b', k: 5, s: 1, d: 'extreme', i: [], n: [] }));
    expect(decodeSharedRecipe(badDifficulty)).toBeNull();
  });
});
