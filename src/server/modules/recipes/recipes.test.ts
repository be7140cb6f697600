import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { recipeFeedback, recipes } from '../../db/schema';
import { Client, createTestApp, signUp, type TestApp } from '../../../../tests/support/test-app';
import {
  MAX_SAVED_RECIPES,
  RECIPE_LIMITS,
  SAVED_INGREDIENTS_LINE,
  SAVED_INGREDIENTS_RECIPES,
  type RecipeInput,
} from '../../../shared/api/recipes';
import { contentHash } from './recipes.repository';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const PANTRY_12 = [
  'chicken-breast',
  'chickpeas',
  'spinach',
  'tomatoes',
  'onion',
  'garlic',
  'rice',
  'eggs',
  'parmesan',
  'lemon',
  'mushrooms',
  'basil',
];

async function pantryUser(ids = PANTRY_12) {
  const u = await signUp(t);
  const res = await u.client.put('/api/pantry', {
    pantryItems: ids.map((ingredientId) => ({
      ingredientId,
      frequency: 'usually',
      addedDate: '2026-11-01T00:00:00.000Z',
    })),
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
    const res = await client.post('/api/recipes/generate', {
      cuisine: 'italian',
      mealType: 'dinner',
      servings: 4,
      maxCookingTime: 45,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-chowdr-engine']).toBe('builtin');
    const recipes = res.json<RecipeInput[]>();
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
    const first = (await client.post('/api/recipes/generate', { cuisine: 'asian' })).json<RecipeInput[]>();
    const more = (
      await client.post('/api/recipes/generate', { cuisine: 'asian', excludedRecipes: first.map((r) => r.title) })
    ).json<RecipeInput[]>();
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
    const lines = res.body
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l));
    const recipes = lines.filter((l) => l.type === 'recipe');
    expect(recipes.length).toBeGreaterThan(0);
    expect(recipes.every((l) => l.recipe.mealType === 'lunch')).toBe(true);
    expect(lines.at(-1)).toEqual({ type: 'done', count: recipes.length, engine: 'builtin' });
    const empty = await (await signUp(t)).client.post('/api/recipes/generate/stream', { cuisine: 'indian' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toContain('No pantry ingredients');
  });

  it("accepts the spec's option values in any case and answers in lowercase", async () => {
    const { client } = await pantryUser();
    const res = await client.post('/api/recipes/generate', {
      cuisine: 'Italian',
      mealType: 'Dinner',
      texturePreference: 'Creamy',
    });
    expect(res.statusCode).toBe(200);
    for (const r of res.json<RecipeInput[]>()) expect(r).toMatchObject({ cuisine: 'italian', mealType: 'dinner' });
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

  // The per-address and per-user windows are counted in one statement; parallel requests by one
  // cook (one connection each on PostgreSQL) must neither slip past the limit nor lose counts.
  it('lets exactly 30 of 40 parallel generates by one cook through (the per-user limit)', async () => {
    const { client } = await pantryUser();
    const results = await Promise.all(
      Array.from({ length: 40 }, () => client.post('/api/recipes/generate', { cuisine: 'italian' })),
    );
    const statuses = results.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 200)).toHaveLength(30);
    expect(statuses.filter((s) => s === 429)).toHaveLength(10);
    // Every request was counted for the address (within its 60); none was lost in the race.
    const counts = (await t.db.database.db.execute(
      sql`select count from rate_limits where key = ${`generate:ip:${client.ip}`}`,
    )) as unknown as {
      rows: { count: number }[];
    };
    expect(counts.rows[0]?.count).toBe(40);
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
    expect((await client.get('/api/recipes')).json()).toEqual([
      { ingredients: sample().ingredients },
      { ingredients: sample().ingredients },
    ]);

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

  it(`caps each field: title 200, each ingredient and step 500 characters, ${RECIPE_LIMITS.ingredients} ingredients, ${RECIPE_LIMITS.instructions} steps`, async () => {
    const { client } = await signUp(t);
    const line = (n: number) => 'ü'.repeat(n);
    const ok = await client.post(
      '/api/recipes',
      sample({
        title: 'T'.repeat(200),
        ingredients: Array.from({ length: RECIPE_LIMITS.ingredients }, (_, i) => `${i} ${line(490)}`),
        instructions: Array.from({ length: RECIPE_LIMITS.instructions }, (_, i) => `${i} ${line(490)}`),
      }),
    );
    expect(ok.statusCode).toBe(201);
    const refused: [string, Partial<RecipeInput>][] = [
      ['title 201', { title: 'T'.repeat(201) }],
      ['ingredient 501', { ingredients: [line(501)] }],
      ['step 501', { instructions: [line(501)] }],
      [
        'one ingredient too many',
        { ingredients: Array.from({ length: RECIPE_LIMITS.ingredients + 1 }, (_, i) => `item ${i}`) },
      ],
      [
        'one step too many',
        { instructions: Array.from({ length: RECIPE_LIMITS.instructions + 1 }, (_, i) => `step ${i}`) },
      ],
      ['NUL in the title', { title: 'Risotto\u0000' }],
      ['lone surrogate in an ingredient', { ingredients: ['rice \uD800'] }],
    ];
    for (const [what, overrides] of refused) {
      const res = await client.post('/api/recipes', sample({ title: `Refused ${what}`, ...overrides }));
      expect(res.statusCode, what).toBe(400);
      expect(res.json().code, what).toBe('VALIDATION_ERROR');
    }
    expect((await client.get('/api/recipes/my')).json()).toHaveLength(1);
  });

  it(`caps saved recipes at ${MAX_SAVED_RECIPES} per user with a 409, also under parallel saves`, async () => {
    const { client, user } = await signUp(t);
    const db = t.db.database.db;
    const filler = Array.from({ length: MAX_SAVED_RECIPES - 5 }, (_, i) => {
      const r = sample({ title: `Filler ${i}` });
      return { ...r, userId: user.id, contentHash: contentHash(r) };
    });
    for (let i = 0; i < filler.length; i += 500) await db.insert(recipes).values(filler.slice(i, i + 500));
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) => client.post('/api/recipes', sample({ title: `Parallel ${i}` }))),
    );
    const statuses = results.map((r) => r.statusCode).sort();
    expect(statuses.filter((s) => s === 201)).toHaveLength(5);
    expect(statuses.filter((s) => s === 409)).toHaveLength(15);
    const full = results.find((r) => r.statusCode === 409)!.json();
    expect(full).toMatchObject({ code: 'SAVED_RECIPES_LIMIT' });
    expect(full.message).toContain('5,000 saved recipes');
    expect((await client.get('/api/recipes/my/counts')).json().total).toBe(MAX_SAVED_RECIPES);
    // Saving one it already has is still fine (nothing new is stored); removing one makes room.
    const again = await client.post('/api/recipes', sample({ title: 'Filler 7' }));
    expect(again.statusCode).toBe(200);
    expect((await client.delete(`/api/recipes/${again.json().id}`)).statusCode).toBe(200);
    expect((await client.post('/api/recipes', sample({ title: 'One more' }))).statusCode).toBe(201);
  });

  it('rate-limits saving per user with 429', async () => {
    const { client } = await signUp(t);
    const statuses: number[] = [];
    for (let i = 0; i < 31; i++)
      statuses.push((await client.post('/api/recipes', sample({ title: `Quick ${i}` }))).statusCode);
    expect(statuses.slice(0, 30).every((s) => s === 201)).toBe(true);
    expect(statuses[30]).toBe(429);
    const last = await client.post('/api/recipes', sample({ title: 'Quick 99' }));
    expect(last.json().message).toMatch(/Too many saved recipes/);
    expect(Number(last.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('pages GET /api/recipes/my by cursor: the first page is the plain list, X-Next-Cursor leads on', async () => {
    const { client, user } = await signUp(t);
    const db = t.db.database.db;
    const rows = Array.from({ length: 57 }, (_, i) => {
      const r = sample({ title: `Dish ${String(i).padStart(2, '0')}`, mealType: i % 3 === 0 ? 'breakfast' : 'dinner' });
      return { ...r, userId: user.id, contentHash: contentHash(r) };
    });
    await db.insert(recipes).values(rows);

    // No parameters: the spec's recipe list, newest first, 50 of them, and where the rest are.
    const first = await client.get('/api/recipes/my');
    expect(first.statusCode).toBe(200);
    expect(Array.isArray(first.json())).toBe(true);
    expect(first.json()).toHaveLength(50);
    expect(first.json()[0].title).toBe('Dish 56');
    const cursor = first.headers['x-next-cursor'] as string;
    expect(cursor).toBe(String(first.json()[49].id));
    expect(first.headers.link).toBe(`</api/recipes/my?cursor=${cursor}>; rel="next"`);
    const rest = await client.get(`/api/recipes/my?cursor=${cursor}`);
    expect(rest.json().map((r: RecipeInput) => r.title)).toEqual([
      'Dish 06',
      'Dish 05',
      'Dish 04',
      'Dish 03',
      'Dish 02',
      'Dish 01',
      'Dish 00',
    ]);
    expect(rest.headers['x-next-cursor']).toBeUndefined();

    // Filtered pages walk only that meal type, and every recipe comes exactly once.
    const seen: string[] = [];
    let url: string | undefined = '/api/recipes/my?mealType=Breakfast&limit=7';
    while (url) {
      const page = await client.get(url);
      expect(page.statusCode).toBe(200);
      seen.push(...page.json().map((r: RecipeInput) => r.title));
      url = page.headers.link ? /<([^>]+)>/.exec(page.headers.link as string)![1] : undefined;
    }
    expect(seen).toHaveLength(19);
    expect(new Set(seen).size).toBe(19);

    const counts = (await client.get('/api/recipes/my/counts')).json();
    expect(counts).toEqual({ total: 57, byMealType: { breakfast: 19, dinner: 38 } });
    expect((await (await signUp(t)).client.get('/api/recipes/my/counts')).json()).toEqual({ total: 0, byMealType: {} });

    for (const bad of [
      'cursor=abc',
      'cursor=0',
      'cursor=99999999999',
      'limit=0',
      'limit=101',
      'limit=x',
      'cursor=%00',
    ]) {
      const res = await client.get(`/api/recipes/my?${bad}`);
      expect(res.statusCode, bad).toBe(400);
    }
  });

  it(`GET /api/recipes gives only the newest ${SAVED_INGREDIENTS_RECIPES} ingredient lists, lines cut to ${SAVED_INGREDIENTS_LINE} characters`, async () => {
    const { client, user } = await signUp(t);
    const db = t.db.database.db;
    const rows = Array.from({ length: SAVED_INGREDIENTS_RECIPES + 30 }, (_, i) => {
      const r = sample({ title: `Bowl ${i}`, ingredients: [`${i} g rice`, `garlic ${'x'.repeat(400)}`] });
      return { ...r, userId: user.id, contentHash: contentHash(r) };
    });
    await db.insert(recipes).values(rows);
    const res = await client.get('/api/recipes');
    expect(res.statusCode).toBe(200);
    const lists = res.json() as { ingredients: string[] }[];
    expect(lists).toHaveLength(SAVED_INGREDIENTS_RECIPES);
    expect(Object.keys(lists[0]!)).toEqual(['ingredients']);
    expect(lists[0]!.ingredients[0]).toBe(`${SAVED_INGREDIENTS_RECIPES + 29} g rice`);
    expect(lists[0]!.ingredients[1]).toHaveLength(SAVED_INGREDIENTS_LINE);
    expect(lists.at(-1)!.ingredients[0]).toBe('30 g rice');
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
    const like = await client.post('/api/recipes/feedback', {
      recipeTitle: 'Lemon Chicken Risotto',
      cuisine: 'italian',
      ingredients: ['rice'],
      feedback: 'like',
    });
    expect(like.statusCode).toBe(201);
    expect(like.json().message).toBe('Thanks!');
    const dislike = await client.post('/api/recipes/feedback', {
      recipeTitle: 'Fish Custard',
      cuisine: 'french',
      ingredients: [],
      feedback: 'dislike',
    });
    expect(dislike.json().message).toBe('Noted');
    const rows = await t.db.database.db.select().from(recipeFeedback).where(eq(recipeFeedback.userId, user.id));
    expect(rows.map((r) => r.feedback).sort()).toEqual(['dislike', 'like']);
    expect(
      (await new Client(t.app).post('/api/recipes/feedback', { recipeTitle: 'x', feedback: 'like' })).statusCode,
    ).toBe(401);
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
  const rowsOf = (userId: number) =>
    t.db.database.db.select().from(recipeFeedback).where(eq(recipeFeedback.userId, userId));

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

    const undo = await client.request(
      'DELETE',
      `/api/recipes/feedback?recipeTitle=${encodeURIComponent('Lemon Chicken Risotto')}`,
    );
    expect(undo.statusCode).toBe(200);
    expect(await rowsOf(user.id)).toHaveLength(0);
    expect((await client.get('/api/recipes/feedback')).json()).toEqual([]);
    // Undoing again is harmless.
    expect(
      (await client.request('DELETE', '/api/recipes/feedback?recipeTitle=Lemon%20Chicken%20Risotto')).statusCode,
    ).toBe(200);
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
    expect((await b.client.request('DELETE', `/api/recipes/feedback?recipeTitle=${'x'.repeat(201)}`)).statusCode).toBe(
      400,
    );
    expect((await new Client(t.app).get('/api/recipes/feedback')).statusCode).toBe(401);
    expect((await new Client(t.app).request('DELETE', '/api/recipes/feedback?recipeTitle=x')).statusCode).toBe(401);
  });

  it('stores one row when many taps race', async () => {
    const { client, user } = await signUp(t);
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        client.post('/api/recipes/feedback', body(i % 2 ? 'like' : 'dislike', 'Race Stew')),
      ),
    );
    expect(answers.every((r) => r.statusCode === 201)).toBe(true);
    expect(await rowsOf(user.id)).toHaveLength(1);
  });
});
