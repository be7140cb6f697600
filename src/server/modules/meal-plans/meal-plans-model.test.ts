// Plan my week with a model configured: each (cuisine, meal type) batch goes through the
// generator's engine choice and fallback (the real openai SDK against tests/support/fake-openai.ts).

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeOpenAI, type FakeOpenAI } from '../../../../tests/support/fake-openai';
import { createTestApp, signUp, type TestApp } from '../../../../tests/support/test-app';
import type { PlannedMeal } from '../../../shared/api/meal-plans';
import type { RecipeInput } from '../../../shared/api/recipes';
import { utcDay } from '../scheduled-meals/scheduled-meals.service';

let fake: FakeOpenAI;
let t: TestApp;

const modelRecipe = (title: string): RecipeInput => ({
  title,
  cuisine: 'italian',
  mealType: 'dinner',
  cookingTime: 25,
  servings: 2,
  difficulty: 'easy',
  ingredients: ['200 g spaghetti', '2 tbsp olive oil', '2 cloves garlic, sliced', '30 g parmesan, grated'],
  instructions: ['Boil the spaghetti.', 'Warm the garlic in the oil.', 'Toss together with the parmesan.'],
  nutrition: { calories: 600, protein: 20, carbs: 80, fat: 20, fiber: 4 },
});

beforeAll(async () => {
  fake = await startFakeOpenAI();
  t = await createTestApp({
    LLM_BASE_URL: fake.baseURL,
    LLM_API_KEY: 'sk-test-secret',
    LLM_MODEL: 'chef-test',
    LLM_TIMEOUT_MS: '2000',
  });
});
afterAll(async () => {
  await t?.close();
  await fake?.close();
});

async function cook() {
  const { client } = await signUp(t);
  await client.put('/api/pantry', {
    pantryItems: ['spaghetti', 'garlic', 'parmesan', 'chicken-breast', 'tomatoes'].map((ingredientId) => ({
      ingredientId,
      frequency: 'always',
      addedDate: '2026-11-01T00:00:00.000Z',
    })),
  });
  return client;
}

const body = { startDate: utcDay(5), days: 1, mealTypes: ['dinner'], cuisines: ['italian'] };

describe('meal plans with a model configured', () => {
  it("plans with the model's recipes", async () => {
    fake.script({ kind: 'reply', content: JSON.stringify({ recipes: [modelRecipe('Garlic Parmesan Spaghetti')] }) });
    const client = await cook();
    const res = await client.post('/api/meal-plans/generate', body);
    expect(res.statusCode, res.body).toBe(200);
    const plan = res.json().plan as PlannedMeal[];
    expect(plan.map((p) => p.recipe.title)).toEqual(['Garlic Parmesan Spaghetti']);
    expect(fake.requests.length).toBeGreaterThan(0);
  });

  it('falls back to the built-in chef when the model fails, and says so', async () => {
    fake.script({ kind: 'status', status: 503, message: 'overloaded' });
    const client = await cook();
    const res = await client.post('/api/meal-plans/generate', { ...body, days: 2 });
    expect(res.statusCode, res.body).toBe(200);
    const { plan, notes } = res.json() as { plan: PlannedMeal[]; notes: string[] };
    expect(plan).toHaveLength(2);
    expect(notes).toContain('The recipe model did not answer for every meal, so the built-in chef wrote some of them.');
  });
});
