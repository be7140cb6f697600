import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signUp, type TestApp } from '../../../../tests/support/test-app';
import { startFakeOpenAI, type FakeOpenAI } from '../../../../tests/support/fake-openai';
import type { RecipeInput } from '../../../shared/api/recipes';

// The recipe API with a model configured: the in-process OpenAI-compatible server speaks
// the real protocol, so this is the openai SDK over real HTTP, through our routes.
let fake: FakeOpenAI;
let withFallback: TestApp;
let noFallback: TestApp;

const modelRecipe = (title: string): RecipeInput => ({
  title,
  cuisine: 'italian',
  mealType: 'dinner',
  cookingTime: 30,
  servings: 2,
  difficulty: 'easy',
  ingredients: ['200 g spaghetti', '2 tbsp olive oil', '2 cloves garlic, sliced', '30 g parmesan, grated'],
  instructions: ['Boil the spaghetti.', 'Warm the garlic in the oil.', 'Toss together with the parmesan.'],
  nutrition: { calories: 99999, protein: 1, carbs: 1, fat: 1, fiber: 1 },
});
const reply = (titles: string[]) => JSON.stringify({ recipes: titles.map(modelRecipe) });

beforeAll(async () => {
  fake = await startFakeOpenAI();
  const llm = {
    LLM_BASE_URL: fake.baseURL,
    LLM_API_KEY: 'sk-test-secret',
    LLM_MODEL: 'chef-test',
    LLM_TIMEOUT_MS: '2000',
  };
  withFallback = await createTestApp(llm);
  noFallback = await createTestApp({ ...llm, LLM_FALLBACK: 'false' });
});
afterAll(async () => {
  await withFallback?.close();
  await noFallback?.close();
  await fake?.close();
});

async function cook(t: TestApp) {
  const { client } = await signUp(t);
  await client.put('/api/pantry', {
    pantryItems: ['spaghetti', 'garlic', 'parmesan', 'olive-oil'].map((ingredientId) => ({
      ingredientId,
      frequency: 'always',
      addedDate: '2026-11-01T00:00:00.000Z',
    })),
  });
  return client;
}

describe('generation with a model configured', () => {
  it('returns the model’s recipes with nutrition recomputed from the catalogue', async () => {
    fake.script({
      kind: 'reply',
      content: reply(['Garlic Spaghetti', 'Parmesan Spaghetti', 'Olive Oil Spaghetti', 'Simple Spaghetti']),
      chunkSize: 40,
    });
    const client = await cook(withFallback);
    const res = await client.post('/api/recipes/generate', { cuisine: 'italian', mealType: 'dinner' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-chowdr-engine']).toBe('model');
    const recipes = res.json<RecipeInput[]>();
    expect(recipes.map((r) => r.title)).toEqual([
      'Garlic Spaghetti',
      'Parmesan Spaghetti',
      'Olive Oil Spaghetti',
      'Simple Spaghetti',
    ]);
    expect(recipes[0]!.nutrition.calories).toBeGreaterThan(300);
    expect(recipes[0]!.nutrition.calories).toBeLessThan(2000);
    const sent = fake.requests.at(-1)!.body;
    expect(JSON.stringify(sent)).toContain('json_schema');
    expect(JSON.stringify(sent)).toMatch(/Parmesan/i);
  });

  it('streams the model’s recipes as NDJSON', async () => {
    fake.script({ kind: 'reply', content: reply(['Streamed One', 'Streamed Two']), chunkSize: 25 });
    const client = await cook(withFallback);
    const res = await client.post('/api/recipes/generate/stream', { cuisine: 'italian', mealType: 'dinner' });
    const lines = res.body
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l));
    expect(lines.filter((l) => l.type === 'recipe').map((l) => l.recipe.title)).toEqual([
      'Streamed One',
      'Streamed Two',
    ]);
    expect(lines.at(-1)).toMatchObject({ type: 'done', engine: 'model' });
  });

  it('falls back to the built-in engine when the model fails, and says so', async () => {
    for (const failure of [
      { kind: 'status', status: 500 },
      { kind: 'status', status: 429 },
      { kind: 'hang' },
    ] as const) {
      fake.script(failure);
      const client = await cook(withFallback);
      const res = await client.post('/api/recipes/generate', { cuisine: 'italian', mealType: 'dinner' });
      expect(res.statusCode, JSON.stringify(failure)).toBe(200);
      expect(res.headers['x-chowdr-engine']).toBe('builtin');
      expect(res.json().length).toBeGreaterThan(0);
    }
  });

  it('without fallback answers a clear 5xx whose message names the API, never a 500, and no key', async () => {
    const cases = [
      [{ kind: 'status', status: 500 }, 503],
      [{ kind: 'status', status: 429 }, 503],
      [{ kind: 'reply', content: '{"recipes": [ not json' }, 502],
    ] as const;
    for (const [failure, status] of cases) {
      fake.script(failure);
      const client = await cook(noFallback);
      const res = await client.post('/api/recipes/generate', { cuisine: 'italian' });
      expect(res.statusCode, JSON.stringify(failure)).toBe(status);
      expect(res.json().message).toContain('API');
      expect(res.body).not.toContain('sk-test-secret');
      const streamed = await client.post('/api/recipes/generate/stream', { cuisine: 'italian' });
      expect(streamed.statusCode).toBe(status);
    }
  });
});
