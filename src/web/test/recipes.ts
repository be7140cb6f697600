import type { RecipeInput } from '../../shared/api/recipes';

/** A recipe as the generator returns it (unit tests only). */
export function makeRecipe(overrides: Partial<RecipeInput> = {}): RecipeInput {
  return {
    title: 'Lemon Risotto',
    cuisine: 'italian',
    mealType: 'dinner',
    cookingTime: 35,
    servings: 2,
    difficulty: 'medium',
    ingredients: [
      '1 1/2 cups arborio rice',
      '200 g chicken breast',
      '1 onion, diced',
      '2 cloves garlic, minced',
      '1 lemon, juiced',
      'Salt, to taste',
    ],
    instructions: ['Warm the stock.', 'Soften the onion and garlic.', 'Toast the rice.', 'Add stock slowly.'],
    nutrition: { calories: 512, protein: 31.4, carbs: 70.2, fat: 11.9, fiber: 2.4 },
    ...overrides,
  };
}

/** An NDJSON streaming response, delivered in the given chunks (split anywhere, even mid-line). */
export function ndjsonResponse(chunks: (string | Uint8Array)[], init: ResponseInit = {}): Response {
  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(typeof chunk === 'string' ? encoder.encode(chunk) : chunk);
      controller.close();
    },
  });
  return new Response(body, { status: 200, headers: { 'Content-Type': 'application/x-ndjson' }, ...init });
}

export function recipeLines(recipes: RecipeInput[], engine: 'builtin' | 'model' = 'builtin'): string {
  return (
    recipes.map((recipe) => JSON.stringify({ type: 'recipe', recipe })).join('\n') +
    '\n' +
    JSON.stringify({ type: 'done', count: recipes.length, engine }) +
    '\n'
  );
}
