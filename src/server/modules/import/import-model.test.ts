import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeOpenAI, type FakeOpenAI } from '../../../../tests/support/fake-openai';
import { createTestApp, signUp, type TestApp } from '../../../../tests/support/test-app';
import type { ImportResponse } from '../../../shared/api/recipe-import';

// Issue 27, item 4: with a model configured, a page with no structured recipe is read by the model.

const PAGE = `<html><body><article><h1>Nan's Scones</h1><p>My nan made these every Sunday.</p>
<p>You need 225 g self-raising flour, then 55 g butter, and also 150 ml milk.</p>
<p>Rub the butter into the flour. Stir in the milk to a soft dough. Bake at 220°C for 12 minutes.</p></article></body></html>`;

let fake: FakeOpenAI;
let t: TestApp;
beforeAll(async () => {
  fake = await startFakeOpenAI();
  t = await createTestApp({ LLM_BASE_URL: fake.baseURL, LLM_MODEL: 'test-model', LLM_API_KEY: 'k' });
});
afterAll(async () => {
  await t?.close();
  await fake?.close();
});

const reply = (value: unknown) => ({ kind: 'reply' as const, content: JSON.stringify(value), noStream: true });

describe('a page without recipe data, with a model', () => {
  it('is read by the model from the page text, checked against it and marked as such', async () => {
    fake.script(
      reply({
        found: true,
        title: "Nan's Scones",
        ingredients: ['225 g self-raising flour', '55 g butter', '150 ml milk'],
        instructions: [
          'Rub the butter into the flour.',
          'Stir in the milk to a soft dough.',
          'Bake at 220°C for 12 minutes.',
        ],
        servings: 8,
        totalMinutes: 25,
        mealType: 'snack',
      }),
    );
    const { client } = await signUp(t);
    const res = await client.post('/api/recipes/import', { html: PAGE, url: 'https://nan.example/scones' });
    expect(res.statusCode).toBe(200);
    const { recipe, warnings } = res.json<ImportResponse>();
    expect(recipe).toMatchObject({
      title: "Nan's Scones",
      servings: 8,
      mealType: 'snack',
      sourceUrl: 'https://nan.example/scones',
    });
    expect(recipe.ingredients).toEqual(['225 g self-raising flour', '55 g butter', '150 ml milk']);
    expect(warnings[0]).toMatch(/read from its text by the model/);
    // The page text went to the model as data.
    const sent = JSON.stringify(fake.requests.at(-1)!.body);
    expect(sent).toContain('self-raising flour');
    expect(sent).toContain('page_text');
  });

  it('an answer the page does not contain is refused: 422 NO_RECIPE_FOUND', async () => {
    fake.script(
      reply({
        found: true,
        title: 'Invented Cake',
        ingredients: ['3 cups sugar', '2 cups cocoa', '1 cup oil', '225 g self-raising flour'],
        instructions: ['Mix and bake.'],
      }),
    );
    const { client } = await signUp(t);
    const res = await client.post('/api/recipes/import', { html: PAGE });
    expect(res.statusCode).toBe(422);
    expect(res.json().code).toBe('NO_RECIPE_FOUND');
  });

  it('a model that finds nothing, or fails, leaves the ordinary answer with its next steps', async () => {
    const { client } = await signUp(t);
    fake.script(reply({ found: false }));
    expect((await client.post('/api/recipes/import', { html: PAGE })).json().code).toBe('NO_RECIPE_FOUND');
    fake.script({ kind: 'status', status: 500 });
    const failed = await client.post('/api/recipes/import', { html: PAGE });
    expect(failed.statusCode).toBe(422);
    expect(failed.json().message).toMatch(/Paste text|paste the recipe/i);
  });
});
