import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_SAVED_RECIPES, MY_RECIPES_PAGE_BYTES, RECIPE_LIMITS } from '../shared/api/recipes';
import { CONVERSATION_PAGE_MAX, MAX_MESSAGE_LENGTH } from '../shared/api/chat';
import { rows } from './db/client';
import { measureEventLoopDelay } from './lib/event-loop-probe';
import { MAX_REPLY_CHARS } from './modules/chat/chat.model';
import { MAX_MEALS_PER_DAY } from './modules/scheduled-meals/scheduled-meals.repository';
import {
  FEED_CAPS,
  RANGE_READ_CAPS,
  SCHEDULE_HORIZON_DAYS,
  utcDay,
} from './modules/scheduled-meals/scheduled-meals.service';
import { Client, createTestApp, signUp, type TestApp } from '../../tests/support/test-app';
import { LOOP_DELAY_GUARD_MS } from '../../tests/support/loop-guard';

/**
 * Issue 25's "every GET at every cap": one account (the admin, who can reach every route) filled to
 * every cap with maximum-size rows, then every GET route the server has is called. Each answer must be
 * a 2xx or a clear 4xx, within the largest answer the server allows, and quick; on PostgreSQL the event
 * loop must keep turning while it is built (PGlite runs SQL on this thread, so there a large query
 * holds the loop by design). Routes come from the route table: a GET added later is walked too.
 */

/** The largest answer any route may give: the range read's byte cap, with room for its envelope. */
const ANSWER_CAP_BYTES = RANGE_READ_CAPS.bytes + 64 * 1024;
/** The bar is 1 s; a loaded 2-core CI machine gets room, and the figures are printed. */
const SLOW_MS = 5_000;

let t: TestApp;
let admin: Client;
let adminId: number;
let feedPath: string;
let mealId: number;
let bigConversationId: number;

// Awkward text: two-byte characters, and quotes that JSON escapes (the answer grows past the stored size).
const awkward = (n: number, salt = '') => `${salt} ${'é"'.repeat(n)}`.slice(0, n);

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_MULTIPLIER: '1000' });
  const first = await signUp(t); // the first account is the admin
  admin = first.client;
  adminId = first.user.id;
  const db = t.db.database.db;

  // One maximum-size recipe through the API (so it is stored as the server stores recipes) ...
  const line = (i: number) => awkward(RECIPE_LIMITS.line, String(i));
  const saved = await admin.post('/api/recipes', {
    title: awkward(RECIPE_LIMITS.title, 'Max'),
    cuisine: 'italian',
    mealType: 'dinner',
    cookingTime: 60,
    servings: 4,
    difficulty: 'hard',
    ingredients: Array.from({ length: RECIPE_LIMITS.ingredients }, (_, i) => line(i)),
    instructions: Array.from({ length: RECIPE_LIMITS.instructions }, (_, i) => line(i)),
    notes: Array.from({ length: 8 }, (_, i) => awkward(300, `n${i}`)),
    nutrition: { calories: 900, protein: 50, carbs: 80, fat: 40, fiber: 10 },
  });
  expect(saved.statusCode).toBe(201);
  const recipeId = saved.json<{ id: number }>().id;
  // ... copied to the saved-recipe cap, each its own recipe.
  await db.execute(sql`
    insert into recipes (user_id, title, cuisine, meal_type, cooking_time, servings, difficulty, ingredients, instructions, nutrition, content_hash)
    select user_id, left(g || ' ' || title, 200), cuisine, meal_type, cooking_time, servings, difficulty, ingredients, instructions, nutrition, content_hash || '-' || g
    from recipes, generate_series(2, ${MAX_SAVED_RECIPES}) g where id = ${recipeId}`);

  // Every day of the horizon full, each meal a different recipe.
  await db.execute(sql`
    with mine as (select id, row_number() over (order by id) - 1 as k from recipes where user_id = ${adminId})
    insert into scheduled_meals (user_id, recipe_id, date, meal_type, servings)
    select ${adminId}, m.id, (now() at time zone 'UTC')::date + d, (array['breakfast','lunch','dinner'])[1 + s % 3]::scheduled_meal_type, 100
    from generate_series(-1, ${SCHEDULE_HORIZON_DAYS.future}) d cross join generate_series(0, ${MAX_MEALS_PER_DAY - 1}) s
    join mine m on m.k = ((d + 1) * ${MAX_MEALS_PER_DAY} + s) % ${MAX_SAVED_RECIPES}`);

  // The pantry's cap (1,000 items) with the longest ids; likes on 3,000 titles.
  await db.execute(sql`
    insert into pantry_items (user_id, ingredient_id, frequency)
    select ${adminId}, left(g || '-' || repeat('é', 80), 80), 'always' from generate_series(1, 1000) g`);
  await db.execute(sql`
    insert into recipe_feedback (user_id, recipe_title, cuisine, ingredients, feedback)
    select ${adminId}, left(g || ' ' || repeat('é"', 100), 200), 'italian', ${JSON.stringify(Array.from({ length: 60 }, () => awkward(200)))}::jsonb, 'like'
    from generate_series(1, 3000) g`);

  // 150 conversations; one holds 30 days of messages at the daily cap, at the longest lengths.
  await db.execute(sql`
    insert into chat_conversations (user_id, title)
    select ${adminId}, left(g || ' ' || repeat('é"', 100), 100) from generate_series(1, 150) g`);
  const [conv] = await rows<{ id: number }>(
    db,
    sql`select max(id)::int as id from chat_conversations where user_id = ${adminId}`,
  );
  bigConversationId = conv!.id;
  await db.execute(sql`
    insert into chat_messages (conversation_id, role, content, engine)
    select ${bigConversationId},
           case when g % 2 = 0 then 'user' else 'assistant' end,
           case when g % 2 = 0 then ${awkward(MAX_MESSAGE_LENGTH)} else ${awkward(MAX_REPLY_CHARS)} end,
           case when g % 2 = 0 then null else 'builtin' end
    from generate_series(1, 18000) g`);

  // 2,000 suggestions at the longest title and description.
  await db.execute(sql`
    insert into improvements (user_id, title, description, category)
    select ${adminId}, left(g || ' ' || ${awkward(200)}, 200), ${awkward(5000)}, 'feature' from generate_series(1, 2000) g`);

  // The secret feed on; a meal to open.
  feedPath = new URL((await admin.post('/api/calendar-feed', {})).json<{ url: string }>().url).pathname;
  const [meal] = await rows<{ id: number }>(
    db,
    sql`select min(id)::int as id from scheduled_meals where user_id = ${adminId}`,
  );
  mealId = meal!.id;
}, 240_000);

afterAll(async () => {
  await t?.close();
});

/** What each GET route is called with: its widest reasonable query, real ids of the full account. */
function requestFor(url: string): string[] {
  const month = `startDate=${utcDay(0)}&endDate=${utcDay(41)}`;
  const year = `startDate=${utcDay(0)}&endDate=${utcDay(365)}`;
  switch (url) {
    case '/api/scheduled-meals':
      return [`${url}?${month}`, `${url}?${year}`, `${url}?startDate=${utcDay(0)}&endDate=${utcDay(0)}`];
    case '/api/scheduled-meals/summary':
      return [`${url}?${month}`, `${url}?${year}`];
    case '/api/scheduled-meals/:id':
      return [`/api/scheduled-meals/${mealId}`];
    case '/api/calendar-feed/:token':
      return [feedPath];
    case '/api/chat/conversations/:id':
      return [`/api/chat/conversations/${bigConversationId}`, `/api/chat/conversations/${bigConversationId}?limit=200`];
    case '/api/recipes/my':
      return [url, `${url}?limit=100`];
    case '/api/admin/users':
      return [url, `${url}?limit=1000`];
    case '/api/admin/recipes':
      return [url, `${url}?limit=25`];
    case '/api/admin/logs':
      return [url, `${url}?limit=100`];
    case '/api/account/export':
      // 'Download my data' is the whole account by design, streamed in pages (its own tests
      // measure it); every other answer here is bounded.
      return [];
    default:
      // Routes with other path parameters get a well-formed value that matches nothing.
      return [url.replace(/:[A-Za-z_]+/g, 'x'.repeat(43))];
  }
}

describe('every GET at every cap (issue 25)', () => {
  it('answers every GET route for an account at every cap: bounded, quick, never a 5xx', async () => {
    const gets = t.app.routeTable.filter((r) => r.method === 'GET' && r.url.startsWith('/api/'));
    expect(gets.length).toBeGreaterThan(20);
    const report: string[] = [];
    const failures: string[] = [];
    for (const route of gets) {
      for (const path of requestFor(route.url)) {
        const started = performance.now();
        const { result: res, delay } = await measureEventLoopDelay(() => admin.get(path));
        const ms = performance.now() - started;
        const bytes = Buffer.byteLength(res.rawPayload);
        report.push(
          `${res.statusCode} ${path.slice(0, 70).padEnd(70)} ${(bytes / 1024).toFixed(0).padStart(6)} KB ${ms.toFixed(0).padStart(5)} ms loop p99 ${delay.p99Ms.toFixed(0)} ms`,
        );
        if (res.statusCode >= 500) failures.push(`${path}: ${res.statusCode}`);
        // A 4xx says why: a JSON message, or a page for the routes a person opens from a mail.
        const isJson = String(res.headers['content-type']).startsWith('application/json');
        const says = isJson ? Boolean(res.json<{ message?: string }>().message) : res.body.length > 0;
        if (res.statusCode >= 400 && !says) failures.push(`${path}: no message`);
        if (bytes > ANSWER_CAP_BYTES) failures.push(`${path}: ${bytes} bytes`);
        if (ms > SLOW_MS) failures.push(`${path}: ${ms.toFixed(0)} ms`);
        if (t.db.database.kind === 'postgres' && delay.p99Ms > LOOP_DELAY_GUARD_MS) {
          failures.push(`${path}: event loop p99 ${delay.p99Ms.toFixed(0)} ms`);
        }
      }
    }
    console.info(`every GET at every cap (${t.db.database.kind}):\n${report.join('\n')}`);
    expect(failures).toEqual([]);
  }, 240_000);

  it('keeps each list within its own cap and says how to read the rest', async () => {
    const page = await admin.get(`/api/chat/conversations/${bigConversationId}`);
    expect(page.statusCode).toBe(200);
    expect(page.json<{ messages: unknown[] }>().messages).toHaveLength(CONVERSATION_PAGE_MAX);
    expect(page.headers['x-next-cursor']).toBeTruthy();

    const year = await admin.get(`/api/scheduled-meals?startDate=${utcDay(0)}&endDate=${utcDay(365)}`);
    expect(year.statusCode).toBe(400);
    expect(year.json()).toMatchObject({ code: 'RESPONSE_TOO_LARGE' });
    const month = await admin.get(`/api/scheduled-meals/summary?startDate=${utcDay(0)}&endDate=${utcDay(41)}`);
    expect(month.statusCode).toBe(200);
    expect(month.json<{ meals: unknown[] }>().meals).toHaveLength(42 * MAX_MEALS_PER_DAY);

    const feed = await new Client(t.app).get(feedPath);
    expect(feed.statusCode).toBe(200);
    expect(Buffer.byteLength(feed.body)).toBeLessThanOrEqual(FEED_CAPS.bytes);

    // A page of the largest recipes ends at its byte budget, and the cursor reads on from there.
    const saved = await admin.get('/api/recipes/my?limit=100');
    const first = saved.json<{ id: number }[]>();
    expect(first.length).toBeGreaterThan(0);
    expect(first.length).toBeLessThan(100);
    expect(Buffer.byteLength(saved.body)).toBeLessThanOrEqual(MY_RECIPES_PAGE_BYTES + 128 * 1024);
    const cursor = saved.headers['x-next-cursor'] as string;
    expect(Number(cursor)).toBe(first.at(-1)!.id);
    const next = (await admin.get(`/api/recipes/my?limit=100&cursor=${cursor}`)).json<{ id: number }[]>();
    expect(next[0]!.id).toBeLessThan(first.at(-1)!.id);
    expect((await admin.get('/api/admin/recipes?limit=26')).statusCode).toBe(400);
  });
});
