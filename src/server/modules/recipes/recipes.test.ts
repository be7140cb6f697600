import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { generationEvents, recipeFeedback } from '../../db/schema';
import { Client, createTestApp, signUp, type TestApp } from '../../../../tests/support/test-app';
import type { RecipeInput } from '../../../shared/api/recipes';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const PANTRY_12 = ['chicken-breast', 'chickpeas', 'spinach', 'tomatoes', 'onion', 'garlic', 'rice', 'eggs', 'parmesan', 'lemon', 'mushrooms', 'basil'];

async function pantryUser(ids = PANTRY_12) {
  const u = await signUp(t);
  const res = await u.client.put('/api/pantry', {
    pantryItems: ids.map((ingredientId) => ({ ingredientId, frequency: 'usually', addedDate: '2026-11-01T00:00:00.000Z' })),
  });
  expect(res.statusCode).toBe(200);
  return u;
}

const sample = (overrides: Partial<RecipeInput> = {}): RecipeInput => ({
  title: 'Lemon Chicken Risotto',
  cuisine: 'italian',
  mealType: 'dinner',
  cookingTime: 40,
  servings: 2,
  difficulty: 'medium',
  ingredients: ['150 g arborio rice', '200 g chicken breast, diced', '1 lemon'],
  instructions: ['Toast the rice.', 'Add stock slowly.', 'Finish with lemon.'],
  nutrition: { calories: 610, protein: 42, carbs: 70, fat: 14, fiber: 2 },
  ...overrides,
});

describe('generation', () => {
  it('gives a signed-in cook with a 12-item pantry 4 distinct recipes that honour the options', async () => {
    const { client } = await pantryUser();
    const res = await client.post('/api/recipes/generate', { cuisine: 'italian', mealType: 'dinner', servings: 4, maxCookingTime: 45 });
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-chowdr-engine']).toBe('builtin');
    const recipes = res.json() as RecipeInput[];
    expect(recipes).toHaveLength(4);
    expect(new Set(recipes.map((r) => r.title)).size).toBe(4);
    for (const r of recipes) {
      expect(r).toMatchObject({ cuisine: 'italian', mealType: 'dinner', servings: 4 });
      expect(r.cookingTime).toBeLessThanOrEqual(45);
      expect(r.ingredients.length).toBeGreaterThan(2);
      expect(r.instructions.length).toBeGreaterThanOrEqual(3);
      expect(r.nutrition.calories).toBeGreaterThan(0);
    }
  });

  it('does not repeat excluded titles (load more)', async () => {
    const { client } = await pantryUser();
    const first = (await client.post('/api/recipes/generate', { cuisine: 'asian' })).json() as RecipeInput[];
    const more = (await client.post('/api/recipes/generate', { cuisine: 'asian', excludedRecipes: first.map((r) => r.title) })).json() as RecipeInput[];
    const titles = new Set(first.map((r) => r.title.toLowerCase()));
    for (const r of more) expect(titles.has(r.title.toLowerCase())).toBe(false);
  });

  it("answers an empty pantry with the spec's 'No pantry ingredients' error, unless the pantry is ignored", async () => {
    const { client } = await signUp(t);
    const res = await client.post('/api/recipes/generate', { cuisine: 'mexican' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('No pantry ingredients');
    const ignoring = await client.post('/api/recipes/generate', { cuisine: 'mexican', ignorePantry: true });
    expect(ignoring.statusCode).toBe(200);
    expect(ignoring.json().length).toBeGreaterThan(0);
  });

  it('lets visitors generate (as if ignoring the pantry) but not unverified accounts', async () => {
    const visitor = await new Client(t.app).post('/api/recipes/generate', { cuisine: 'french' });
    expect(visitor.statusCode).toBe(200);
    expect(visitor.json().length).toBeGreaterThan(0);
    const { client } = await signUp(t, { verify: false });
    expect((await client.post('/api/recipes/generate', { cuisine: 'french' })).statusCode).toBe(403);
  });

  it('streams each recipe as an NDJSON line, then a done line naming the engine', async () => {
    const { client } = await pantryUser();
    const res = await client.post('/api/recipes/generate/stream', { cuisine: 'indian', mealType: 'lunch' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/x-ndjson');
    const lines = res.body.trim().split('\n').map((l) => JSON.parse(l));
    const recipes = lines.filter((l) => l.type === 'recipe');
    expect(recipes.length).toBeGreaterThan(0);
    expect(recipes.every((l) => l.recipe.mealType === 'lunch')).toBe(true);
    expect(lines.at(-1)).toEqual({ type: 'done', count: recipes.length, engine: 'builtin' });
    const empty = await (await signUp(t)).client.post('/api/recipes/generate/stream', { cuisine: 'indian' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toContain('No pantry ingredients');
  });

  it('counts each generation for the statistics', async () => {
    const { client, user } = await pantryUser();
    await client.post('/api/recipes/generate', { cuisine: 'japanese' });
    const rows = await t.db.database.db.select().from(generationEvents).where(eq(generationEvents.userId, user.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ engine: 'builtin' });
    expect(rows[0]!.recipeCount).toBeGreaterThan(0);
  });

  it('rejects bad options with a clear message', async () => {
    const client = new Client(t.app);
    const res = await client.post('/api/recipes/generate', { cuisine: 'martian' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/^cuisine: /);
    expect((await client.post('/api/recipes/generate', { cuisine: 'italian', servings: 0 })).statusCode).toBe(400);
  });

  it('rate-limits generation with 429', async () => {
    const client = new Client(t.app);
    let last;
    for (let i = 0; i < 61; i++) last = await client.post('/api/recipes/generate', { cuisine: 'american' });
    expect(last!.statusCode).toBe(429);
    expect(last!.json().message).toMatch(/Too many recipe requests/);
  });
});

describe('saved recipes', () => {
  it('saves once per recipe, lists only the caller’s, filters by meal type, and deletes', async () => {
    const { client } = await signUp(t);
    const first = await client.post('/api/recipes', sample());
    expect(first.statusCode).toBe(201);
    const again = await client.post('/api/recipes', sample());
    expect(again.statusCode).toBe(200);
    expect(again.json().id).toBe(first.json().id);
    await client.post('/api/recipes', sample({ title: 'Berry Oat Bowl', mealType: 'breakfast' }));

    const mine = (await client.get('/api/recipes/my')).json();
    expect(mine.map((r: RecipeInput) => r.title)).toEqual(['Berry Oat Bowl', 'Lemon Chicken Risotto']);
    expect((await client.get('/api/recipes/my?mealType=breakfast')).json()).toHaveLength(1);
    expect((await client.get('/api/recipes')).json()[1].ingredients).toEqual(sample().ingredients);

    const other = (await signUp(t)).client;
    expect((await other.get('/api/recipes/my')).json()).toEqual([]);
    // Another user's recipe cannot be deleted, and the answer reveals nothing.
    const steal = await other.delete(`/api/recipes/${first.json().id}`);
    expect(steal.statusCode).toBe(404);
    expect((await client.get('/api/recipes/my')).json()).toHaveLength(2);

    expect((await client.delete(`/api/recipes/${first.json().id}`)).statusCode).toBe(200);
    expect((await client.get('/api/recipes/my')).json()).toHaveLength(1);
    expect((await client.delete(`/api/recipes/${first.json().id}`)).statusCode).toBe(404);
  });

  it('refuses invalid recipes and visitors', async () => {
    const { client } = await signUp(t);
    const bad = await client.post('/api/recipes', { ...sample(), ingredients: [] });
    expect(bad.statusCode).toBe(400);
    expect((await new Client(t.app).post('/api/recipes', sample())).statusCode).toBe(401);
  });
});

describe('feedback', () => {
  it('stores likes and dislikes per user, for signed-in users only', async () => {
    const { client, user } = await signUp(t);
    const like = await client.post('/api/recipes/feedback', { recipeTitle: 'Lemon Chicken Risotto', cuisine: 'italian', ingredients: ['rice'], feedback: 'like' });
    expect(like.statusCode).toBe(201);
    expect(like.json().message).toBe('Thanks!');
    const dislike = await client.post('/api/recipes/feedback', { recipeTitle: 'Fish Custard', cuisine: 'french', ingredients: [], feedback: 'dislike' });
    expect(dislike.json().message).toBe('Noted');
    const rows = await t.db.database.db.select().from(recipeFeedback).where(eq(recipeFeedback.userId, user.id));
    expect(rows.map((r) => r.feedback).sort()).toEqual(['dislike', 'like']);
    expect((await new Client(t.app).post('/api/recipes/feedback', { recipeTitle: 'x', feedback: 'like' })).statusCode).toBe(401);
    expect((await client.post('/api/recipes/feedback', { recipeTitle: 'x', feedback: 'love' })).statusCode).toBe(400);
  });
});

describe('feedback as a toggle', () => {
  const body = (feedback: 'like' | 'dislike', recipeTitle = 'Lemon Chicken Risotto') => ({
    recipeTitle,
    cuisine: 'italian',
    ingredients: ['rice'],
    feedback,
  });
  const rowsOf = (userId: number) => t.db.database.db.select().from(recipeFeedback).where(eq(recipeFeedback.userId, userId));

  it('keeps one row per recipe: a repeat or a change replaces it, and DELETE undoes it', async () => {
    const { client, user } = await signUp(t);
    await client.post('/api/recipes/feedback', body('like'));
    await client.post('/api/recipes/feedback', body('like'));
    expect(await rowsOf(user.id)).toHaveLength(1);
    await client.post('/api/recipes/feedback', body('dislike'));
    const rows = await rowsOf(user.id);
    expect(rows.map((r) => r.feedback)).toEqual(['dislike']);

    const list = await client.get('/api/recipes/feedback');
    expect(list.statusCode).toBe(200);
    expect(list.json()).toEqual([{ recipeTitle: 'Lemon Chicken Risotto', feedback: 'dislike' }]);

    const undo = await client.request('DELETE', `/api/recipes/feedback?recipeTitle=${encodeURIComponent('Lemon Chicken Risotto')}`);
    expect(undo.statusCode).toBe(200);
    expect(await rowsOf(user.id)).toHaveLength(0);
    expect((await client.get('/api/recipes/feedback')).json()).toEqual([]);
    // Undoing again is harmless.
    expect((await client.request('DELETE', '/api/recipes/feedback?recipeTitle=Lemon%20Chicken%20Risotto')).statusCode).toBe(200);
  });

  it("never touches another cook's feedback and refuses bad input with a 4xx", async () => {
    const a = await signUp(t);
    const b = await signUp(t);
    await a.client.post('/api/recipes/feedback', body('like', 'Shared Title'));
    await b.client.request('DELETE', '/api/recipes/feedback?recipeTitle=Shared%20Title');
    expect(await rowsOf(a.user.id)).toHaveLength(1);
    expect((await b.client.get('/api/recipes/feedback')).json()).toEqual([]);
    expect((await b.client.request('DELETE', '/api/recipes/feedback')).statusCode).toBe(400);
    expect((await b.client.request('DELETE', '/api/recipes/feedback?recipeTitle=a%00b')).statusCode).toBe(400);
    expect((await b.client.request('DELETE', `/api/recipes/feedback?recipeTitle=${'x'.repeat(201)}`)).statusCode).toBe(400);
    expect((await new Client(t.app).get('/api/recipes/feedback')).statusCode).toBe(401);
    expect((await new Client(t.app).request('DELETE', '/api/recipes/feedback?recipeTitle=x')).statusCode).toBe(401);
  });

  it('stores one row when many taps race', async () => {
    const { client, user } = await signUp(t);
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) => client.post('/api/recipes/feedback', body(i % 2 ? 'like' : 'dislike', 'Race Stew'))),
    );
    expect(answers.every((r) => r.statusCode === 201)).toBe(true);
    expect(await rowsOf(user.id)).toHaveLength(1);
  });
});
