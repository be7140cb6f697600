import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, createTestApp, signUp, TEST_APP_URL, type TestApp } from '../../../../tests/support/test-app';
import { LOOP_DELAY_GUARD_MS } from '../../../../tests/support/loop-guard';
import { sql } from 'drizzle-orm';
import { rows } from '../../db/client';
import { measureEventLoopDelay } from '../../lib/event-loop-probe';
import { foldLine } from './ical';
import { FEED_CAPS, RANGE_READ_CAPS, SCHEDULE_HORIZON_DAYS, utcDay } from './scheduled-meals.service';
import { MAX_MEALS_PER_DAY } from './scheduled-meals.repository';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

let n = 0;
function recipeBody(overrides: Record<string, unknown> = {}) {
  n += 1;
  return {
    title: `Lemon chicken traybake ${n}`,
    cuisine: 'mediterranean',
    mealType: 'Dinner',
    cookingTime: 40,
    servings: 2,
    difficulty: 'easy',
    ingredients: ['400 g chicken breast', '1 lemon, sliced', '2 tbsp olive oil', 'Salt, to taste'],
    instructions: ['Heat the oven.', 'Roast everything for 35 minutes.'],
    nutrition: { calories: 420, protein: 40, carbs: 10, fat: 20, fiber: 2 },
    ...overrides,
  };
}

async function saveRecipe(client: Client, overrides: Record<string, unknown> = {}): Promise<number> {
  const res = await client.post('/api/recipes', recipeBody(overrides));
  expect(res.statusCode).toBe(201);
  return res.json().id as number;
}

describe('scheduling meals', () => {
  it('schedules an own recipe, lists it with the recipe embedded, moves and removes it', async () => {
    const { client } = await signUp(t);
    const recipeId = await saveRecipe(client);
    const tomorrow = utcDay(1);
    const post = await client.post('/api/scheduled-meals', { recipeId, date: tomorrow, mealType: 'Dinner' });
    expect(post.statusCode).toBe(201);
    const meal = post.json();
    expect(meal).toMatchObject({
      date: tomorrow,
      mealType: 'dinner',
      recipeId,
      servings: 2,
      recipe: { id: recipeId, title: expect.stringContaining('Lemon') },
    });

    const list = await client.get(`/api/scheduled-meals?startDate=${utcDay(0)}&endDate=${utcDay(7)}`);
    expect(list.statusCode).toBe(200);
    expect(list.json().meals).toEqual([meal]);

    const moved = await client.request('PATCH', `/api/scheduled-meals/${meal.id}`, {
      date: utcDay(2),
      mealType: 'lunch',
    });
    expect(moved.statusCode).toBe(200);
    expect(moved.json()).toMatchObject({ id: meal.id, date: utcDay(2), mealType: 'lunch' });

    const del = await client.delete(`/api/scheduled-meals/${meal.id}`);
    expect(del.statusCode).toBe(200);
    expect((await client.delete(`/api/scheduled-meals/${meal.id}`)).statusCode).toBe(404);
    expect((await client.get(`/api/scheduled-meals?startDate=${utcDay(0)}&endDate=${utcDay(7)}`)).json().meals).toEqual(
      [],
    );
  });

  it('orders a day breakfast, lunch, dinner and keeps the servings planned', async () => {
    const { client } = await signUp(t);
    const a = await saveRecipe(client);
    const day = utcDay(3);
    for (const mealType of ['dinner', 'breakfast', 'lunch']) {
      expect(
        (await client.post('/api/scheduled-meals', { recipeId: a, date: day, mealType, servings: 5 })).statusCode,
      ).toBe(201);
    }
    const meals = (await client.get(`/api/scheduled-meals?startDate=${day}&endDate=${day}`)).json().meals;
    expect(meals.map((m: { mealType: string }) => m.mealType)).toEqual(['breakfast', 'lunch', 'dinner']);
    expect(meals.every((m: { servings: number }) => m.servings === 5)).toBe(true);
  });

  it('refuses bad dates, past days and bad ranges with clear 400s', async () => {
    const { client } = await signUp(t);
    const recipeId = await saveRecipe(client);
    const cases: [unknown, RegExp][] = [
      [{ recipeId, date: '2026-02-30', mealType: 'dinner' }, /real calendar date/],
      [{ recipeId, date: '24/11/2026', mealType: 'dinner' }, /yyyy-MM-dd/],
      [{ recipeId, date: utcDay(1), mealType: 'snack' }, /mealType/],
      [{ recipeId, date: utcDay(1) }, /mealType/],
      [{ recipeId: 'x', date: utcDay(1), mealType: 'dinner' }, /recipeId/],
      [{ recipeId, date: utcDay(-2), mealType: 'dinner' }, /in the past/],
      [{ recipeId, date: `${utcDay(1)}\u0000`, mealType: 'dinner' }, /yyyy-MM-dd/],
    ];
    for (const [body, message] of cases) {
      const res = await client.post('/api/scheduled-meals', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().message).toMatch(message);
    }
    // Yesterday (UTC) is allowed: the cook's time zone may be a day behind.
    expect(
      (await client.post('/api/scheduled-meals', { recipeId, date: utcDay(-1), mealType: 'dinner' })).statusCode,
    ).toBe(201);

    const range = async (q: string) => client.get(`/api/scheduled-meals?${q}`);
    expect((await range(`startDate=${utcDay(5)}&endDate=${utcDay(4)}`)).json().message).toMatch(/before startDate/);
    expect((await range('startDate=2026-01-01&endDate=2027-01-02')).json().message).toMatch(/at most 366 days/);
    expect((await range('startDate=2028-01-01&endDate=2028-12-31')).statusCode).toBe(200); // a leap year: 366 days
    expect((await range('startDate=2026-01-01')).statusCode).toBe(400);
    expect((await range('startDate=nope&endDate=2026-01-01')).statusCode).toBe(400);
    const moved = await client.request('PATCH', '/api/scheduled-meals/1', {});
    expect(moved.statusCode).toBe(400);
  });

  it("keeps users apart: another user's recipe cannot be scheduled and their meals are 404", async () => {
    const alice = (await signUp(t)).client;
    const bob = (await signUp(t)).client;
    const aliceRecipe = await saveRecipe(alice);
    const meal = (
      await alice.post('/api/scheduled-meals', { recipeId: aliceRecipe, date: utcDay(1), mealType: 'dinner' })
    ).json();

    const steal = await bob.post('/api/scheduled-meals', {
      recipeId: aliceRecipe,
      date: utcDay(1),
      mealType: 'dinner',
    });
    expect(steal.statusCode).toBe(404);
    expect((await bob.request('PATCH', `/api/scheduled-meals/${meal.id}`, { mealType: 'lunch' })).statusCode).toBe(404);
    expect((await bob.delete(`/api/scheduled-meals/${meal.id}`)).statusCode).toBe(404);
    expect((await bob.get(`/api/scheduled-meals?startDate=${utcDay(0)}&endDate=${utcDay(3)}`)).json().meals).toEqual(
      [],
    );
    expect(
      (await alice.post('/api/scheduled-meals', { recipeId: 2_000_000_000, date: utcDay(1), mealType: 'dinner' }))
        .statusCode,
    ).toBe(404);
    // Alice's meal is untouched.
    expect(
      (await alice.get(`/api/scheduled-meals?startDate=${utcDay(0)}&endDate=${utcDay(3)}`)).json().meals,
    ).toHaveLength(1);
  });

  it('caps one day at 12 meals with a clear 409', async () => {
    const { client } = await signUp(t);
    const recipeId = await saveRecipe(client);
    const day = utcDay(4);
    for (let i = 0; i < 12; i++)
      expect((await client.post('/api/scheduled-meals', { recipeId, date: day, mealType: 'dinner' })).statusCode).toBe(
        201,
      );
    const full = await client.post('/api/scheduled-meals', { recipeId, date: day, mealType: 'lunch' });
    expect(full.statusCode).toBe(409);
    expect(full.json().message).toMatch(/already has 12 planned meals/);
    const other = await client.post('/api/scheduled-meals', { recipeId, date: utcDay(5), mealType: 'lunch' });
    expect(other.statusCode).toBe(201);
    const move = await client.request('PATCH', `/api/scheduled-meals/${other.json().id}`, { date: day });
    expect(move.statusCode).toBe(409);
    // Changing the slot within a full day is fine.
    const meals = (await client.get(`/api/scheduled-meals?startDate=${day}&endDate=${day}`)).json().meals;
    expect(
      (await client.request('PATCH', `/api/scheduled-meals/${meals[0].id}`, { date: day, mealType: 'breakfast' }))
        .statusCode,
    ).toBe(200);
  });

  it('removes the plan when the recipe is deleted', async () => {
    const { client } = await signUp(t);
    const recipeId = await saveRecipe(client);
    await client.post('/api/scheduled-meals', { recipeId, date: utcDay(1), mealType: 'dinner' });
    expect((await client.delete(`/api/recipes/${recipeId}`)).statusCode).toBe(200);
    expect((await client.get(`/api/scheduled-meals?startDate=${utcDay(0)}&endDate=${utcDay(3)}`)).json().meals).toEqual(
      [],
    );
  });

  it('is for verified, signed-in users', async () => {
    expect(
      (await new Client(t.app).get(`/api/scheduled-meals?startDate=${utcDay(0)}&endDate=${utcDay(1)}`)).statusCode,
    ).toBe(401);
    const { client } = await signUp(t, { verify: false });
    expect(
      (await client.post('/api/scheduled-meals', { recipeId: 1, date: utcDay(1), mealType: 'dinner' })).statusCode,
    ).toBe(403);
    expect((await client.get('/api/calendar-feed')).statusCode).toBe(403);
  });

  it('survives parallel schedules, moves and deletes by one user (no 500, consistent end state)', async () => {
    const { client } = await signUp(t);
    const recipeIds = await Promise.all([saveRecipe(client), saveRecipe(client), saveRecipe(client)]);
    const posts = await Promise.all(
      Array.from({ length: 24 }, (_, i) =>
        client.post('/api/scheduled-meals', {
          recipeId: recipeIds[i % 3],
          date: utcDay(1 + (i % 5)),
          mealType: ['breakfast', 'lunch', 'dinner'][i % 3],
        }),
      ),
    );
    expect(posts.map((r) => r.statusCode)).toEqual(Array(24).fill(201));
    const ids = posts.map((r) => r.json().id as number);
    // Move and delete the same meals at the same time, and delete a recipe while scheduling it.
    const mixed = await Promise.all([
      ...ids.map((id, i) => client.request('PATCH', `/api/scheduled-meals/${id}`, { date: utcDay(10 + (i % 3)) })),
      ...ids.filter((_, i) => i % 2 === 0).map((id) => client.delete(`/api/scheduled-meals/${id}`)),
      client.delete(`/api/recipes/${recipeIds[2]}`),
      ...Array.from({ length: 6 }, () =>
        client.post('/api/scheduled-meals', { recipeId: recipeIds[2], date: utcDay(2), mealType: 'dinner' }),
      ),
    ]);
    for (const r of mixed) expect([200, 201, 404]).toContain(r.statusCode);
    const left = (await client.get(`/api/scheduled-meals?startDate=${utcDay(0)}&endDate=${utcDay(30)}`)).json()
      .meals as { id: number; recipeId: number }[];
    expect(left.some((m) => ids.indexOf(m.id) % 2 === 0 && ids.includes(m.id))).toBe(false);
    expect(left.some((m) => m.recipeId === recipeIds[2])).toBe(false);
    expect(left.filter((m) => ids.includes(m.id))).toHaveLength(
      ids.filter((_, i) => i % 2 === 1 && i % 3 !== 2).length,
    );
  });
});

describe('the iCalendar feed', () => {
  it('is off until turned on; serves RFC 5545 that ical.js parses; regenerate and off kill old links', async () => {
    const { client } = await signUp(t);
    expect((await client.get('/api/calendar-feed')).json()).toEqual({ enabled: false, url: null });
    const recipeId = await saveRecipe(client, {
      title: 'Crème brûlée; with a comma, and a very long title that goes on and on to force folding of lines — ok',
      servings: 2,
    });
    const day = utcDay(1);
    await client.post('/api/scheduled-meals', { recipeId, date: day, mealType: 'breakfast', servings: 4 });
    await client.post('/api/scheduled-meals', { recipeId, date: day, mealType: 'lunch' });
    await client.post('/api/scheduled-meals', { recipeId, date: day, mealType: 'dinner' });

    const on = await client.post('/api/calendar-feed', {});
    expect(on.statusCode).toBe(200);
    const { url } = on.json() as { url: string };
    expect(url.startsWith(`${TEST_APP_URL}/api/calendar-feed/`)).toBe(true);
    expect((await client.get('/api/calendar-feed')).json()).toEqual({ enabled: true, url });

    const path = new URL(url).pathname;
    const feed = await new Client(t.app).get(path); // no cookie: calendar apps have none
    expect(feed.statusCode).toBe(200);
    expect(feed.headers['content-type']).toContain('text/calendar');
    const body = feed.body;
    // Every line ends in CRLF and no physical line is longer than 75 octets.
    expect(body.endsWith('\r\n')).toBe(true);
    for (const line of body.split('\r\n')) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
    expect(body.replace(/\r\n/g, '')).not.toMatch(/\n/);

    const comp = new ICAL.Component(ICAL.parse(body));
    const events = comp.getAllSubcomponents('vevent').map((v) => new ICAL.Event(v));
    expect(events).toHaveLength(3);
    const times = events.map((e) => `${e.startDate.hour}:${e.startDate.minute}`);
    expect(times).toEqual(['8:0', '12:30', '18:30']);
    for (const e of events) {
      expect(e.startDate.isDate).toBe(false);
      expect(e.startDate.zone?.tzid ?? 'floating').toBe('floating');
      expect(e.summary).toContain('Crème brûlée; with a comma, and a very long title');
      expect(e.description).toContain(`${TEST_APP_URL}/calendar?date=${day}`);
      expect(e.description).toContain('Ingredients:');
      expect(e.component.getFirstPropertyValue('dtstamp')).toBeTruthy();
    }
    expect(events[0]!.description).toContain('- 800 g chicken breast'); // 4 servings of a 2-serving recipe
    expect(new Set(events.map((e) => e.uid)).size).toBe(3);
    expect(events[0]!.uid).toMatch(/@chowdr\.test$/);

    const again = (await client.post('/api/calendar-feed', {})).json() as { url: string };
    expect(again.url).not.toBe(url);
    expect((await new Client(t.app).get(path)).statusCode).toBe(404);
    expect((await new Client(t.app).get(new URL(again.url).pathname)).statusCode).toBe(200);
    expect((await client.delete('/api/calendar-feed')).json()).toEqual({ enabled: false, url: null });
    expect((await new Client(t.app).get(new URL(again.url).pathname)).statusCode).toBe(404);
  });

  it('answers every wrong token with the same 404', async () => {
    const anon = new Client(t.app);
    for (const token of ['x', 'A'.repeat(43), `${'A'.repeat(43)}.ics`, '%00', 'a'.repeat(190)]) {
      const res = await anon.get(`/api/calendar-feed/${token}`);
      expect(res.statusCode, token).toBe(404);
    }
  });
});

describe('foldLine', () => {
  it('folds at 75 octets without splitting a UTF-8 character', () => {
    const line = `DESCRIPTION:${'é'.repeat(100)}🍅${'a'.repeat(50)}`;
    const folded = foldLine(line);
    const parts = folded.split('\r\n');
    expect(parts.length).toBeGreaterThan(2);
    for (const p of parts) expect(Buffer.byteLength(p)).toBeLessThanOrEqual(75);
    expect(parts.map((p, i) => (i ? p.slice(1) : p)).join('')).toBe(line);
    expect(parts.slice(1).every((p) => p.startsWith(' '))).toBe(true);
  });
});

const guardsLoop = () => t.db.database.kind === 'postgres';

/** The largest recipe the contract allows: 60 ingredients and 40 steps of 500 characters. */
function maxRecipe(fill = 'x') {
  const line = (i: number) => `${i} ${fill.repeat(495)}`.slice(0, 500);
  return recipeBody({
    title: `Max ${fill.repeat(150)}`.slice(0, 200),
    ingredients: Array.from({ length: 60 }, (_, i) => line(i)),
    instructions: Array.from({ length: 40 }, (_, i) => line(i)),
  });
}

/** Plans `perDay` meals of `recipeId` on every day from `from` for `days` days, straight into the table. */
async function fillDays(userId: number, recipeId: number, from: number, days: number, perDay: number) {
  await t.db.database.db.execute(sql`
    insert into scheduled_meals (user_id, recipe_id, date, meal_type)
    select ${userId}, ${recipeId}, (now() at time zone 'UTC')::date + d, (array['breakfast','lunch','dinner'])[1 + k % 3]::scheduled_meal_type
    from generate_series(${from}::int, ${from + days - 1}::int) d, generate_series(1, ${perDay}::int) k`);
}

describe('bounded work (issue 25)', () => {
  it('builds a year-long feed of maximum-size meals without holding the event loop, caps it, caches it, answers If-None-Match', async () => {
    const { client, user } = await signUp(t);
    const recipeId = await saveRecipe(client, maxRecipe('é'));
    await fillDays(user.id, recipeId, -31, 366 + 31, MAX_MEALS_PER_DAY);
    const { url } = (await client.post('/api/calendar-feed', {})).json<{ url: string }>();
    const path = new URL(url).pathname;
    const anon = new Client(t.app);

    const started = performance.now();
    const { result: first, delay } = await measureEventLoopDelay(() => anon.get(path));
    const buildMs = performance.now() - started;
    expect(first.statusCode).toBe(200);
    const bytes = Buffer.byteLength(first.body);
    const events = first.body.split('BEGIN:VEVENT').length - 1;
    console.info(
      `feed: ${events} events, ${(bytes / 1024 / 1024).toFixed(2)} MB built in ${buildMs.toFixed(0)} ms; event loop p99 ${delay.p99Ms.toFixed(1)} ms, max ${delay.maxMs.toFixed(1)} ms over ${delay.samples} samples`,
    );
    expect(bytes).toBeLessThanOrEqual(FEED_CAPS.bytes);
    expect(events).toBeGreaterThan(0);
    expect(events).toBeLessThanOrEqual(FEED_CAPS.events);
    if (guardsLoop()) expect(delay.p99Ms).toBeLessThan(LOOP_DELAY_GUARD_MS);
    // Upcoming meals come first: tomorrow is in, even though the past month alone is 372 meals.
    expect(first.body).toContain(`DTSTART:${utcDay(1).replace(/-/g, '')}T`);
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[A-Za-z0-9_-]+"$/);

    // Kept: the second fetch is the same body, and a calendar app that has it gets a 304.
    const second = await anon.get(path);
    expect(second.body).toBe(first.body);
    const notModified = await anon.request('GET', path, undefined, { 'if-none-match': etag });
    expect(notModified.statusCode).toBe(304);
    expect(notModified.body).toBe('');
    // A change to the meals builds it again.
    const tomorrow = await client.get(`/api/scheduled-meals?startDate=${utcDay(1)}&endDate=${utcDay(1)}`);
    const firstMeal = tomorrow.json<{ meals: { id: number }[] }>().meals[0]!;
    expect((await client.delete(`/api/scheduled-meals/${firstMeal.id}`)).statusCode).toBe(200);
    const changed = await anon.request('GET', path, undefined, { 'if-none-match': etag });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
  });

  it("turns a deactivated account's feed off (404) and back on when reactivated (finding 3)", async () => {
    const { client, user } = await signUp(t);
    const recipeId = await saveRecipe(client);
    await client.post('/api/scheduled-meals', { recipeId, date: utcDay(1), mealType: 'dinner' });
    const { url } = (await client.post('/api/calendar-feed', {})).json<{ url: string }>();
    const path = new URL(url).pathname;
    const anon = new Client(t.app);
    expect((await anon.get(path)).statusCode).toBe(200);
    await t.db.database.db.execute(sql`update users set is_active = false where id = ${user.id}`);
    const off = await anon.get(path);
    expect(off.statusCode).toBe(404);
    expect(off.body).not.toContain('VEVENT');
    await t.db.database.db.execute(sql`update users set is_active = true where id = ${user.id}`);
    expect((await anon.get(path)).statusCode).toBe(200);
  });

  it('answers a range read over its caps with a 4xx asking for a shorter range, never a 500 (finding 2)', async () => {
    const { client, user } = await signUp(t);
    // Control characters become 6 characters each in JSON: the cap counts what is sent.
    const recipeId = await saveRecipe(client, maxRecipe('\u0001'));
    await fillDays(user.id, recipeId, 0, 42, MAX_MEALS_PER_DAY);
    const { result: month, delay } = await measureEventLoopDelay(() =>
      client.get(`/api/scheduled-meals?startDate=${utcDay(0)}&endDate=${utcDay(41)}`),
    );
    expect(month.statusCode).toBe(400);
    expect(month.json()).toMatchObject({ code: 'RESPONSE_TOO_LARGE' });
    expect(month.json().message).toContain('choose a shorter range');
    if (guardsLoop()) expect(delay.p99Ms).toBeLessThan(LOOP_DELAY_GUARD_MS);
    // One day of them (12 meals, ~3.6 MB of JSON) fits.
    const day = await client.get(`/api/scheduled-meals?startDate=${utcDay(0)}&endDate=${utcDay(0)}`);
    expect(day.statusCode).toBe(200);
    expect(Buffer.byteLength(day.body)).toBeLessThanOrEqual(RANGE_READ_CAPS.bytes);
    expect(day.json().meals).toHaveLength(MAX_MEALS_PER_DAY);
  });

  it("serves the calendar's month of maximum-size meals as summaries, and one meal whole when it is opened", async () => {
    const { client, user } = await signUp(t);
    const recipeId = await saveRecipe(client, maxRecipe('\u0001'));
    await fillDays(user.id, recipeId, 0, 42, MAX_MEALS_PER_DAY);
    const { result: month, delay } = await measureEventLoopDelay(() =>
      client.get(`/api/scheduled-meals/summary?startDate=${utcDay(0)}&endDate=${utcDay(41)}`),
    );
    expect(month.statusCode).toBe(200);
    const meals = month.json<{ meals: { id: number; recipe: Record<string, unknown> }[] }>().meals;
    expect(meals).toHaveLength(42 * MAX_MEALS_PER_DAY);
    expect(Object.keys(meals[0]!.recipe).sort()).toEqual(
      ['cookingTime', 'cuisine', 'difficulty', 'id', 'mealType', 'servings', 'title'].sort(),
    );
    // 504 meals whatever the recipe holds: a few hundred bytes each.
    expect(Buffer.byteLength(month.body)).toBeLessThan(504 * 1500);
    if (guardsLoop()) expect(delay.p99Ms).toBeLessThan(LOOP_DELAY_GUARD_MS);

    const one = await client.get(`/api/scheduled-meals/${meals[0]!.id}`);
    expect(one.statusCode).toBe(200);
    expect(one.json()).toMatchObject({ id: meals[0]!.id, recipeId, recipe: { id: recipeId } });
    expect(one.json().recipe.ingredients).toHaveLength(60);
    // Someone else's meal, a missing one and a malformed id.
    const other = (await signUp(t)).client;
    expect((await other.get(`/api/scheduled-meals/${meals[0]!.id}`)).statusCode).toBe(404);
    expect((await client.get('/api/scheduled-meals/2000000000')).statusCode).toBe(404);
    expect((await client.get('/api/scheduled-meals/abc')).statusCode).toBe(400);
    expect(
      (await client.get(`/api/scheduled-meals/summary?startDate=${utcDay(1)}&endDate=${utcDay(0)}`)).statusCode,
    ).toBe(400);
    // Over the meal cap (a year of full days), a clear 400.
    await fillDays(user.id, recipeId, 42, 130, MAX_MEALS_PER_DAY);
    const year = await client.get(`/api/scheduled-meals/summary?startDate=${utcDay(0)}&endDate=${utcDay(200)}`);
    expect(year.statusCode).toBe(400);
    expect(year.json()).toMatchObject({ code: 'RESPONSE_TOO_LARGE' });
  });

  it('refuses dates beyond the horizon (finding 4)', async () => {
    const { client } = await signUp(t);
    const recipeId = await saveRecipe(client);
    for (const date of ['9999-12-31', utcDay(SCHEDULE_HORIZON_DAYS.future + 1)]) {
      const res = await client.post('/api/scheduled-meals', { recipeId, date, mealType: 'dinner' });
      expect(res.statusCode, date).toBe(400);
      expect(res.json()).toMatchObject({ code: 'DATE_OUT_OF_RANGE' });
    }
    const ok = await client.post('/api/scheduled-meals', {
      recipeId,
      date: utcDay(SCHEDULE_HORIZON_DAYS.future),
      mealType: 'dinner',
    });
    expect(ok.statusCode).toBe(201);
    const meal = ok.json<{ id: number }>();
    const move = await client.request('PATCH', `/api/scheduled-meals/${meal.id}`, { date: '9999-12-31' });
    expect(move.statusCode).toBe(400);
  });

  it('rate-limits scheduling per user with 429 (finding 4)', async () => {
    const { client } = await signUp(t);
    const recipeId = await saveRecipe(client);
    const limit = 60; // RATE_LIMITS.scheduleMeal.perUserMinute
    const statuses: number[] = [];
    for (let i = 0; i < limit + 1; i++) {
      const res = await client.post('/api/scheduled-meals', {
        recipeId,
        date: utcDay(1 + (i % 30)),
        mealType: 'dinner',
      });
      statuses.push(res.statusCode);
    }
    expect(statuses.slice(0, limit).every((s) => s === 201)).toBe(true);
    expect(statuses[limit]).toBe(429);
  });

  it('keeps the per-day cap under 40 parallel posts to one day (finding 4; a race on PostgreSQL)', async () => {
    const { client, user } = await signUp(t);
    const recipeId = await saveRecipe(client);
    const day = utcDay(3);
    const results = await Promise.all(
      Array.from({ length: 40 }, () => client.post('/api/scheduled-meals', { recipeId, date: day, mealType: 'lunch' })),
    );
    expect(results.filter((r) => r.statusCode === 201)).toHaveLength(MAX_MEALS_PER_DAY);
    expect(results.every((r) => r.statusCode === 201 || r.statusCode === 409)).toBe(true);
    const [stored] = await rows<{ n: number }>(
      t.db.database.db,
      sql`select count(*)::int as n from scheduled_meals where user_id = ${user.id} and date = ${day}::date`,
    );
    expect(stored!.n).toBe(MAX_MEALS_PER_DAY);
  });

  it('answers 401, not 500, when the account is deleted while its write waits (finding 5)', async () => {
    if (t.db.database.kind !== 'postgres') return; // holding a row lock from outside needs a second connection
    const pg = await import('pg');
    const { client, user } = await signUp(t);
    const recipeId = await saveRecipe(client);
    const holder = new pg.default.Client({ connectionString: t.db.url });
    await holder.connect();
    try {
      await holder.query('begin');
      await holder.query('select id from users where id = $1 for update', [user.id]);
      const writes = [
        client.post('/api/scheduled-meals', { recipeId, date: utcDay(2), mealType: 'dinner' }),
        client.post('/api/recipes', recipeBody()),
        client.put('/api/pantry', {
          pantryItems: [{ ingredientId: 'onion', frequency: 'always', addedDate: new Date().toISOString() }],
        }),
      ];
      await new Promise((r) => setTimeout(r, 300));
      await holder.query('delete from users where id = $1', [user.id]);
      await holder.query('commit');
      const answers = await Promise.all(writes);
      for (const res of answers) expect([401, 404], res.body).toContain(res.statusCode);
    } finally {
      await holder.end();
    }
  });
});
