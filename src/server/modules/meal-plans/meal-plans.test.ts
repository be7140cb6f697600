// Plan my week over HTTP (app.inject, real database): the proposal, locks, the save's all or nothing
// and parallel saves (run on PostgreSQL with TEST_DATABASE_URL).

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { Client, createTestApp, signUp, type TestApp } from '../../../../tests/support/test-app';
import { rows } from '../../db/client';
import type { PlannedMeal } from '../../../shared/api/meal-plans';
import { utcDay } from '../scheduled-meals/scheduled-meals.service';
import { MAX_MEALS_PER_DAY } from '../scheduled-meals/scheduled-meals.repository';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const PANTRY: [string, string][] = [
  ['chicken-breast', 'always'],
  ['eggs', 'always'],
  ['rice', 'always'],
  ['onion', 'always'],
  ['garlic', 'usually'],
  ['tomatoes', 'usually'],
  ['spinach', 'usually'],
  ['pasta-penne', 'usually'],
  ['cheddar', 'usually'],
  ['black-beans', 'rarely'],
  ['bell-pepper', 'rarely'],
  ['greek-yogurt', 'rarely'],
];

async function cook(): Promise<Client> {
  const { client } = await signUp(t);
  const res = await client.put('/api/pantry', {
    pantryItems: PANTRY.map(([ingredientId, frequency]) => ({
      ingredientId,
      frequency,
      addedDate: new Date().toISOString(),
    })),
  });
  expect(res.statusCode).toBe(200);
  return client;
}

const week = (start = utcDay(3)) => ({
  startDate: start,
  days: 7,
  mealTypes: ['Breakfast', 'LUNCH', 'dinner'],
  servings: 2,
  cuisines: ['Italian', 'mexican', 'asian'],
  maxCookingTime: { weekday: 30, weekend: 60 },
});

async function countRows(table: 'recipes' | 'scheduled_meals'): Promise<number> {
  const [row] = await rows<{ n: number }>(t.db.database.db, sql`select count(*)::int as n from ${sql.raw(table)}`);
  return row!.n;
}

describe('POST /api/meal-plans/generate', () => {
  it('proposes every empty slot of the range from the pantry, in any case of meal type, and saves nothing', async () => {
    const client = await cook();
    const before = await countRows('recipes');
    const res = await client.post('/api/meal-plans/generate', week());
    expect(res.statusCode).toBe(200);
    const { plan, notes } = res.json() as { plan: PlannedMeal[]; notes: string[] };
    expect(plan).toHaveLength(21);
    expect(new Set(plan.map((p) => `${p.date}|${p.mealType}`)).size).toBe(21);
    for (const p of plan) {
      expect(['italian', 'mexican', 'asian']).toContain(p.recipe.cuisine);
      expect(p.source).toBe('generated');
      const weekend = [0, 6].includes(new Date(`${p.date}T12:00:00Z`).getUTCDay());
      expect(p.recipe.cookingTime).toBeLessThanOrEqual(weekend ? 60 : 30);
    }
    expect(new Set(plan.map((p) => p.recipe.title)).size).toBe(21);
    expect(notes.some((n) => /of 21 meals cook with two or more things from your pantry/.test(n))).toBe(true);
    expect(await countRows('recipes')).toBe(before);
  });

  it('keeps meals already on the calendar and locked meals; retrying one slot changes only that slot', async () => {
    const client = await cook();
    const start = utcDay(20);
    const first = (await client.post('/api/meal-plans/generate', { ...week(start), days: 2 })).json() as {
      plan: PlannedMeal[];
    };
    // One meal goes on the calendar the ordinary way.
    const saved = await client.post('/api/recipes', first.plan[0]!.recipe);
    expect(saved.statusCode).toBe(201);
    const scheduled = await client.post('/api/scheduled-meals', {
      recipeId: saved.json().id,
      date: first.plan[0]!.date,
      mealType: first.plan[0]!.mealType,
    });
    expect(scheduled.statusCode).toBe(201);
    // Try another for the lunch of day 1: every other open slot locked.
    const target = first.plan.find((p) => p.mealType === 'lunch')!;
    const locked = first.plan.slice(1).filter((p) => p !== target);
    const again = await client.post('/api/meal-plans/generate', {
      ...week(start),
      days: 2,
      lockedMeals: locked.map((p) => ({ date: p.date, mealType: p.mealType.toUpperCase(), recipe: p.recipe })),
    });
    expect(again.statusCode).toBe(200);
    const plan = (again.json() as { plan: PlannedMeal[] }).plan;
    expect(plan).toHaveLength(5);
    expect(plan.some((p) => p.date === first.plan[0]!.date && p.mealType === first.plan[0]!.mealType)).toBe(false);
    for (const l of locked)
      expect(plan.find((p) => p.date === l.date && p.mealType === l.mealType)!.recipe.title).toBe(l.recipe.title);
    const retried = plan.find((p) => p.date === target.date && p.mealType === 'lunch')!;
    expect(locked.map((l) => l.recipe.title)).not.toContain(retried.recipe.title);
  });

  it('mixes in saved recipes up to savedShare, scheduled by id', async () => {
    const client = await cook();
    const proposal = (
      await client.post('/api/meal-plans/generate', { ...week(utcDay(40)), mealTypes: ['dinner'] })
    ).json().plan as PlannedMeal[];
    for (const p of proposal.slice(0, 4)) expect((await client.post('/api/recipes', p.recipe)).statusCode).toBe(201);
    const res = await client.post('/api/meal-plans/generate', {
      ...week(utcDay(60)),
      mealTypes: ['dinner'],
      savedShare: 0.3,
    });
    const plan = res.json().plan as PlannedMeal[];
    const fromSaved = plan.filter((p) => p.source === 'saved');
    expect(fromSaved.length).toBeGreaterThanOrEqual(1);
    expect(fromSaved.length).toBeLessThanOrEqual(2);
    for (const p of fromSaved) expect(p.recipe.id).toEqual(expect.any(Number));
  });

  it('names the field of bad input and refuses what is not a verified cook', async () => {
    const client = await cook();
    const bad = async (body: object, status: number, text: RegExp) => {
      const res = await client.post('/api/meal-plans/generate', body);
      expect(res.statusCode, res.body).toBe(status);
      expect(res.json().message).toMatch(text);
    };
    await bad({ ...week(), days: 15 }, 400, /^days/);
    await bad({ ...week(), days: 0 }, 400, /^days/);
    await bad({ ...week(), startDate: '2026-02-30' }, 400, /^startDate/);
    await bad({ ...week(), startDate: utcDay(-5) }, 400, /^startDate: .* is in the past/);
    await bad({ ...week(), startDate: utcDay(729) }, 400, /^days: .* too far ahead/);
    await bad({ ...week(), cuisines: ['klingon'] }, 400, /^cuisines\.0/);
    await bad({ ...week(), mealTypes: ['brunch'] }, 400, /^mealTypes\.0/);
    await bad({ ...week(), mealTypes: ['dinner', 'Dinner'] }, 400, /^mealTypes/);
    await bad({ ...week(), savedShare: 1.5 }, 400, /^savedShare/);
    await bad({ ...week(), maxCookingTime: { weekday: 2 } }, 400, /^maxCookingTime\.weekday/);
    await bad({ ...week(), creativeDirection: 'a\u0000b' }, 400, /^creativeDirection/);
    const recipe = (await client.post('/api/meal-plans/generate', { ...week(), days: 1 })).json().plan[0].recipe;
    await bad(
      { ...week(), lockedMeals: [{ date: utcDay(30), mealType: 'dinner', recipe }] },
      400,
      /^lockedMeals\[0\]: .* not a slot of this plan/,
    );
    // A locked meal on a slot that already has a meal: 409 naming it.
    const start = utcDay(80);
    const id = (await client.post('/api/recipes', recipe)).json().id;
    await client.post('/api/scheduled-meals', { recipeId: id, date: start, mealType: 'dinner' });
    const taken = await client.post('/api/meal-plans/generate', {
      ...week(start),
      lockedMeals: [{ date: start, mealType: 'Dinner', recipe }],
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ code: 'SLOT_TAKEN', message: expect.stringMatching(/^lockedMeals\[0\]/) });

    const visitor = new Client(t.app);
    expect((await visitor.post('/api/meal-plans/generate', week())).statusCode).toBe(401);
    const { client: unverified } = await signUp(t, { verify: false });
    expect((await unverified.post('/api/meal-plans/generate', week())).statusCode).toBe(403);
  });

  it('is rate-limited per cook', async () => {
    const client = await cook();
    let status = 200;
    for (let i = 0; i < 25 && status === 200; i++)
      status = (await client.post('/api/meal-plans/generate', { ...week(), days: 1, mealTypes: ['lunch'] })).statusCode;
    expect(status).toBe(429);
  });
});

describe('POST /api/meal-plans', () => {
  it('saves the new recipes and schedules every slot; the calendar then shows the week', async () => {
    const client = await cook();
    const start = utcDay(100);
    const plan = (await client.post('/api/meal-plans/generate', week(start))).json().plan as PlannedMeal[];
    const res = await client.post('/api/meal-plans', {
      plan: plan.map((p) => ({ date: p.date, mealType: p.mealType, recipe: p.recipe })),
    });
    expect(res.statusCode, res.body).toBe(201);
    const meals = res.json().meals as { date: string; mealType: string; recipe: { title: string } }[];
    expect(meals).toHaveLength(21);
    const list = await client.get(`/api/scheduled-meals?startDate=${start}&endDate=${utcDay(106)}`);
    expect(
      list
        .json()
        .meals.map((m: { recipe: { title: string } }) => m.recipe.title)
        .sort(),
    ).toEqual(plan.map((p) => p.recipe.title).sort());
    // Saving it again: every slot is taken now; nothing changes.
    const twice = await client.post('/api/meal-plans', {
      plan: plan.map((p) => ({ date: p.date, mealType: p.mealType, recipe: p.recipe })),
    });
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toMatchObject({ code: 'SLOT_TAKEN', message: expect.stringMatching(/^plan\[0\]/) });
  });

  it('is all or nothing: a full day, a foreign recipe id or a slot taken saves no recipe and no meal', async () => {
    const client = await cook();
    const other = await cook();
    const start = utcDay(140);
    const plan = (await client.post('/api/meal-plans/generate', { ...week(start), days: 3 })).json()
      .plan as PlannedMeal[];
    const body = plan.map((p) => ({ date: p.date, mealType: p.mealType, recipe: p.recipe }));
    const foreign = (await other.post('/api/recipes', plan[0]!.recipe)).json().id as number;

    const attempts: { body: object; status: number; code: string; field: RegExp }[] = [
      {
        body: { plan: [...body.slice(0, -1), { ...body.at(-1)!, recipe: { ...body.at(-1)!.recipe, id: foreign } }] },
        status: 404,
        code: 'NOT_FOUND',
        field: /^plan\[8\]\.recipe\.id/,
      },
      {
        body: { plan: [...body, { ...body[0]! }] },
        status: 400,
        code: 'BAD_REQUEST',
        field: /^plan\[9\]: .* planned twice/,
      },
      {
        body: { plan: [{ ...body[0]!, date: utcDay(-3) }] },
        status: 400,
        code: 'DATE_IN_PAST',
        field: /^plan\[0\]\.date/,
      },
    ];
    const recipesBefore = await countRows('recipes');
    const mealsBefore = await countRows('scheduled_meals');
    for (const a of attempts) {
      const res = await client.post('/api/meal-plans', a.body);
      expect(res.statusCode, res.body).toBe(a.status);
      expect(res.json().code).toBe(a.code);
      expect(res.json().message).toMatch(a.field);
    }
    // The last day full (12 meals): the save fails at its last slot and takes everything back.
    const filler = (await client.post('/api/recipes', { ...plan[0]!.recipe, title: 'Filler toast' })).json().id;
    const lastDay = plan.at(-1)!.date;
    await rows(
      t.db.database.db,
      sql`insert into scheduled_meals (user_id, recipe_id, date, meal_type)
          select r.user_id, r.id, ${lastDay}::date, 'breakfast' from recipes r, generate_series(1, ${MAX_MEALS_PER_DAY})
          where r.id = ${filler} returning id`,
    );
    const lateBody = { plan: body.filter((b) => b.date !== lastDay || b.mealType !== 'breakfast') };
    // A breakfast is on the last day now, so plan only its lunch and dinner there.
    const full = await client.post('/api/meal-plans', lateBody);
    expect(full.statusCode, full.body).toBe(409);
    expect(full.json()).toMatchObject({ code: 'DAY_FULL', message: expect.stringMatching(/^plan\[6\]/) });
    expect(await countRows('recipes')).toBe(recipesBefore + 1);
    expect(await countRows('scheduled_meals')).toBe(mealsBefore + MAX_MEALS_PER_DAY);
  });

  it('two saves of one week at once: one schedules every slot, the other changes nothing', async () => {
    const client = await cook();
    const start = utcDay(200);
    const plan = (await client.post('/api/meal-plans/generate', week(start))).json().plan as PlannedMeal[];
    const body = { plan: plan.map((p) => ({ date: p.date, mealType: p.mealType, recipe: p.recipe })) };
    const recipesBefore = await countRows('recipes');
    const answers = await Promise.all([client.post('/api/meal-plans', body), client.post('/api/meal-plans', body)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409]);
    expect(answers.find((a) => a.statusCode === 409)!.json().code).toBe('SLOT_TAKEN');
    const list = await client.get(`/api/scheduled-meals?startDate=${start}&endDate=${utcDay(206)}`);
    expect(list.json().meals).toHaveLength(21);
    expect(await countRows('recipes')).toBe(recipesBefore + 21);
  });

  it('refuses a visitor, an empty plan, a huge plan and strange text', async () => {
    const client = await cook();
    const visitor = new Client(t.app);
    expect((await visitor.post('/api/meal-plans', { plan: [] })).statusCode).toBe(401);
    const empty = await client.post('/api/meal-plans', { plan: [] });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toMatch(/^plan/);
    const recipe = (await client.post('/api/meal-plans/generate', { ...week(), days: 1 })).json().plan[0].recipe;
    const huge = Array.from({ length: 43 }, (_, i) => ({ date: utcDay(300 + i), mealType: 'dinner', recipe }));
    expect((await client.post('/api/meal-plans', { plan: huge })).statusCode).toBe(400);
    const nul = await client.post('/api/meal-plans', {
      plan: [{ date: utcDay(300), mealType: 'dinner', recipe: { ...recipe, title: 'x\u0000y' } }],
    });
    expect(nul.statusCode).toBe(400);
    expect(nul.json().message).toMatch(/^plan\.0\.recipe\.title/);
  });
});
