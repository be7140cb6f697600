import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { Client, createTestApp, signUp, type TestApp } from '../../../../tests/support/test-app';
import { ACCOUNT_IMPORT_MAX_BYTES, type AccountImportResult } from '../../../shared/api/account-data';
import type { RecipeInput, SavedRecipe } from '../../../shared/api/recipes';
import { rows } from '../../db/client';
import { chatConversations, chatMessages, recipeFeedback, recipes } from '../../db/schema';
import { utcDay } from '../scheduled-meals/scheduled-meals.service';

// Two instances, each on its own database: the cook's data goes from `a` to `b`.
let a: TestApp;
let b: TestApp;
beforeAll(async () => {
  [a, b] = await Promise.all([createTestApp(), createTestApp()]);
  await Promise.all([signUp(a), signUp(b)]); // the first accounts (admins) are not the cooks
});
afterAll(async () => {
  await Promise.all([a?.close(), b?.close()]);
});

const sample = (title: string, extra: Partial<RecipeInput> = {}): RecipeInput => ({
  title,
  cuisine: 'Italian',
  mealType: 'Dinner',
  cookingTime: 40,
  servings: 2,
  difficulty: 'medium',
  ingredients: ['150 g arborio rice', '1 lemon'],
  instructions: ['Toast the rice.', 'Finish with lemon.'],
  nutrition: { calories: 610, protein: 42, carbs: 70, fat: 14, fiber: 2 },
  ...extra,
});

interface ExportFile {
  format: string;
  version: number;
  profile: { username: string; email: string };
  preferences: Record<string, unknown>;
  pantry: { ingredientId: string; frequency: string }[];
  savedRecipes: (RecipeInput & { id: number })[];
  scheduledMeals: { recipeId: number; date: string; mealType: string; servings: number | null }[];
  feedback: { recipeTitle: string; feedback: string }[];
  chatConversations: { id: number; title: string }[];
  chatMessages: { conversationId: number; content: string }[];
}

/** A cook on `t` with a pantry, three recipes, meals on two of them, feedback and a chat. */
async function cookWithData(t: TestApp) {
  const { client, user, payload } = await signUp(t);
  expect(
    (
      await client.put('/api/pantry', {
        pantryItems: [
          { ingredientId: 'chicken-breast', frequency: 'always', addedDate: '2026-01-02T10:00:00.000Z' },
          { ingredientId: 'whole-chicken', frequency: 'rarely', addedDate: '2026-01-03T10:00:00.000Z' },
        ],
      })
    ).statusCode,
  ).toBe(200);
  const saved: SavedRecipe[] = [];
  for (const title of ['Lemon risotto', 'Green curry', 'Shakshuka']) {
    const res = await client.post('/api/recipes', sample(title));
    expect(res.statusCode).toBe(201);
    saved.push(res.json());
  }
  const day = utcDay(3);
  for (const [recipe, mealType] of [
    [saved[0]!, 'dinner'],
    [saved[1]!, 'lunch'],
  ] as const) {
    const res = await client.post('/api/scheduled-meals', { recipeId: recipe.id, date: day, mealType, servings: 4 });
    expect(res.statusCode).toBe(201);
  }
  const db = t.db.database.db;
  await db.insert(recipeFeedback).values({
    userId: user.id,
    recipeTitle: 'Lemon risotto',
    cuisine: 'italian',
    ingredients: ['rice'],
    feedback: 'like',
  });
  const [conv] = await db
    .insert(chatConversations)
    .values({ userId: user.id, title: 'Risotto help' })
    .returning({ id: chatConversations.id });
  await db.insert(chatMessages).values([
    { conversationId: conv!.id, role: 'user', content: 'How long do I stir?' },
    { conversationId: conv!.id, role: 'assistant', content: 'About 18 minutes.', engine: 'builtin' },
  ]);
  return { client, user, payload, saved, day };
}

async function download(client: Client) {
  const res = await client.get('/api/account/export');
  expect(res.statusCode).toBe(200);
  return { res, file: JSON.parse(res.body) as ExportFile };
}

const counts = (t: TestApp, userId: number) =>
  rows<{ recipes: number; pantry: number; meals: number }>(
    t.db.database.db,
    sql`select (select count(*) from recipes where user_id = ${userId})::int as recipes,
               (select count(*) from pantry_items where user_id = ${userId})::int as pantry,
               (select count(*) from scheduled_meals where user_id = ${userId})::int as meals`,
  ).then((r) => r[0]!);

describe('Download my data', () => {
  it('is one JSON file with the profile, preferences, pantry, recipes, meals, feedback and chats, and nobody else’s', async () => {
    const other = await cookWithData(a);
    const cook = await cookWithData(a);
    const { res, file } = await download(cook.client);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.headers['content-disposition']).toMatch(
      new RegExp(`^attachment; filename="chowdr-data-${cook.payload.username}-\\d{4}-\\d\\d-\\d\\d\\.json"$`),
    );
    expect(file).toMatchObject({
      format: 'chowdr-account-data',
      version: 1,
      profile: { username: cook.payload.username, email: cook.payload.email },
      preferences: { productEmails: true },
    });
    expect(file.pantry.map((p) => p.ingredientId)).toEqual(['chicken-breast', 'whole-chicken']);
    expect(file.savedRecipes.map((r) => r.id)).toEqual(cook.saved.map((r) => r.id));
    expect(file.savedRecipes[0]).toMatchObject({ title: 'Lemon risotto', cuisine: 'italian', mealType: 'dinner' });
    expect(file.scheduledMeals).toEqual([
      expect.objectContaining({ recipeId: cook.saved[0]!.id, date: cook.day, mealType: 'dinner', servings: 4 }),
      expect.objectContaining({ recipeId: cook.saved[1]!.id, date: cook.day, mealType: 'lunch', servings: 4 }),
    ]);
    expect(file.feedback).toEqual([expect.objectContaining({ recipeTitle: 'Lemon risotto', feedback: 'like' })]);
    expect(file.chatConversations).toEqual([expect.objectContaining({ title: 'Risotto help' })]);
    expect(file.chatMessages.map((m) => m.content)).toEqual(['How long do I stir?', 'About 18 minutes.']);
    expect(file.chatMessages.every((m) => m.conversationId === file.chatConversations[0]!.id)).toBe(true);
    // Nothing of the other cook's, and no secrets of the account.
    expect(res.body).not.toContain(other.payload.email);
    expect(file.savedRecipes.some((r) => other.saved.some((o) => o.id === r.id))).toBe(false);
    expect(res.body).not.toMatch(/password|hash/i);
  });

  it('pages through a large account (more recipes than one page) in order', async () => {
    const { client, user } = await signUp(a);
    const many = Array.from({ length: 450 }, (_, i) => ({
      userId: user.id,
      title: `Dish ${i}`,
      cuisine: 'thai',
      mealType: 'dinner',
      cookingTime: 20,
      servings: 2,
      difficulty: 'easy' as const,
      ingredients: [`${i} g rice`],
      instructions: ['Cook.'],
      nutrition: { calories: 1, protein: 1, carbs: 1, fat: 1, fiber: 1 },
      contentHash: `hash-${i}`,
    }));
    await a.db.database.db.insert(recipes).values(many);
    const { file } = await download(client);
    expect(file.savedRecipes.map((r) => r.title)).toEqual(many.map((r) => r.title));
  });

  it('needs a verified account', async () => {
    expect((await new Client(a.app).get('/api/account/export')).statusCode).toBe(401);
    const unverified = await signUp(a, { verify: false });
    expect((await unverified.client.get('/api/account/export')).statusCode).toBe(403);
  });
});

describe('Import my data', () => {
  it('takes recipes, pantry and meals into an account on another instance; a second import skips them all', async () => {
    const source = await cookWithData(a);
    const { file } = await download(source.client);
    const target = await signUp(b);
    // The target already has one of the recipes and one pantry item.
    expect((await target.client.post('/api/recipes', sample('Green curry'))).statusCode).toBe(201);
    await target.client.put('/api/pantry', {
      pantryItems: [{ ingredientId: 'chicken-breast', frequency: 'sometimes', addedDate: '2026-02-01T00:00:00.000Z' }],
    });

    const res = await target.client.post('/api/account/import', file);
    expect(res.statusCode).toBe(200);
    expect(res.json<AccountImportResult>()).toMatchObject({
      recipes: { added: 2, skipped: 1 },
      pantry: { added: 1, skipped: 1 },
      meals: { added: 2, skipped: 0 },
    });
    // The existing pantry item kept its own frequency.
    const pantry = (await target.client.get('/api/pantry')).json<{
      pantryItems: { ingredientId: string; frequency: string }[];
    }>();
    expect(pantry.pantryItems).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ ingredientId: 'chicken-breast', frequency: 'sometimes' }),
        expect.objectContaining({ ingredientId: 'whole-chicken', frequency: 'rarely' }),
      ]),
    );
    // Meals point at the target's own copies of the recipes, on the same day and slot.
    const meals = (await target.client.get(`/api/scheduled-meals?startDate=${source.day}&endDate=${source.day}`)).json<{
      meals: { mealType: string; servings: number; recipe: SavedRecipe }[];
    }>().meals;
    expect(meals.map((m) => [m.mealType, m.recipe.title, m.servings, m.recipe.userId]).sort()).toEqual([
      ['dinner', 'Lemon risotto', 4, target.user.id],
      ['lunch', 'Green curry', 4, target.user.id],
    ]);

    const before = await counts(b, target.user.id);
    const again = await target.client.post('/api/account/import', file);
    expect(again.json<AccountImportResult>()).toMatchObject({
      recipes: { added: 0, skipped: 3 },
      pantry: { added: 0, skipped: 2 },
      meals: { added: 0, skipped: 2 },
    });
    expect(await counts(b, target.user.id)).toEqual(before);
  });

  it('skips meals of recipes not in the file, outside the calendar, or on a full day, and ingredients this Chowdr does not know', async () => {
    const { client, user } = await signUp(b);
    const file = {
      format: 'chowdr-account-data',
      version: 1,
      pantry: [{ ingredientId: 'dragon-fruit-from-mars', frequency: 'always', addedDate: '2026-01-01T00:00:00Z' }],
      savedRecipes: [{ ...sample('Soup'), id: 7 }],
      scheduledMeals: [
        { recipeId: 999, date: utcDay(1), mealType: 'dinner' },
        { recipeId: 7, date: '1999-01-01', mealType: 'dinner' },
        ...Array.from({ length: 14 }, (_, i) => ({
          recipeId: 7,
          date: utcDay(2),
          mealType: (['breakfast', 'lunch', 'dinner'] as const)[i % 3],
          servings: i + 1,
        })),
      ],
    };
    const res = await client.post('/api/account/import', file);
    expect(res.statusCode).toBe(200);
    // Same recipe, day and slot is a duplicate: three distinct slots, the rest skipped.
    expect(res.json<AccountImportResult>()).toMatchObject({
      recipes: { added: 1, skipped: 0 },
      pantry: { added: 0, skipped: 1 },
      meals: { added: 3, skipped: 13 },
    });
    expect(await counts(b, user.id)).toEqual({ recipes: 1, pantry: 0, meals: 3 });
  });

  it('refuses a bad file with a 400 naming the field, and changes nothing', async () => {
    const { client, user } = await signUp(b);
    const good = { format: 'chowdr-account-data', version: 1, savedRecipes: [{ ...sample('Fine'), id: 1 }] };
    const bad: [unknown, RegExp][] = [
      [{ ...good, format: 'mealie' }, /^format: Not a Chowdr data file/],
      [{ ...good, version: 2 }, /^version: Unknown version/],
      [{ ...good, savedRecipes: [...good.savedRecipes, { ...sample('Nul\u0000'), id: 2 }] }, /^savedRecipes\.1\.title/],
      [{ ...good, savedRecipes: [{ ...sample('Neg'), id: -1 }] }, /^savedRecipes\.0\.id/],
      [
        { ...good, scheduledMeals: [{ recipeId: 1, date: '2026-02-30', mealType: 'dinner' }] },
        /^scheduledMeals\.0\.date/,
      ],
      [{ ...good, pantry: Array.from({ length: 2001 }, () => ({})) }, /^pantry/],
      [[], /expected object/i],
    ];
    for (const [body, message] of bad) {
      const res = await client.post('/api/account/import', body);
      expect(res.statusCode, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(res.json()).toMatchObject({ code: 'VALIDATION_ERROR', message: expect.stringMatching(message) });
    }
    expect((await client.post('/api/account/import', '{"format":')).json()).toMatchObject({ code: 'INVALID_JSON' });
    expect(await counts(b, user.id)).toEqual({ recipes: 0, pantry: 0, meals: 0 });
  });

  it('refuses a file over the size cap with 413', async () => {
    const { client } = await signUp(b);
    const huge = JSON.stringify({
      format: 'chowdr-account-data',
      version: 1,
      pad: 'x'.repeat(ACCOUNT_IMPORT_MAX_BYTES),
    });
    const res = await client.post('/api/account/import', huge);
    expect(res.statusCode).toBe(413);
  });

  it('needs a verified account, and is rate-limited', async () => {
    const file = { format: 'chowdr-account-data', version: 1 };
    expect((await new Client(b.app).post('/api/account/import', file)).statusCode).toBe(401);
    const unverified = await signUp(b, { verify: false });
    expect((await unverified.client.post('/api/account/import', file)).statusCode).toBe(403);
    const { client } = await signUp(b);
    let last = await client.post('/api/account/import', file);
    for (let i = 0; i < 10 && last.statusCode === 200; i++) last = await client.post('/api/account/import', file);
    expect(last.statusCode).toBe(429);
  });

  it('two imports of one file at the same time add each recipe, ingredient and meal once', async () => {
    const source = await cookWithData(a);
    const { file } = await download(source.client);
    const target = await signUp(b);
    const results = await Promise.all([
      target.client.post('/api/account/import', file),
      target.client.post('/api/account/import', file),
    ]);
    expect(results.map((r) => r.statusCode)).toEqual([200, 200]);
    const added = results.map((r) => r.json<AccountImportResult>().recipes.added).sort();
    expect(added).toEqual([0, 3]);
    expect(await counts(b, target.user.id)).toEqual({ recipes: 3, pantry: 2, meals: 2 });
    const [{ n } = { n: -1 }] = await rows<{ n: number }>(
      b.db.database.db,
      sql`select count(*)::int as n from (select recipe_id, date, meal_type from scheduled_meals
          where user_id = ${target.user.id} group by 1, 2, 3 having count(*) > 1) d`,
    );
    expect(n).toBe(0);
  });
});
