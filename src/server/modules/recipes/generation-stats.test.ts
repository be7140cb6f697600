import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import pino from 'pino';
import { createTestApp, signUp, type TestApp } from '../../../../tests/support/test-app';
import { GenerationStats } from './generation-stats';
import { RecipesRepository } from './recipes.repository';
import { rows } from '../../db/client';

// Generation statistics leave the request path: a generate appends in memory, batches are
// written in one insert (decision 012). Nothing the cook made is involved.
describe('generation statistics', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });
  const db = () => t.db.database.db;
  const events = async () =>
    await rows<{ user_id: number | null; recipe_count: number; engine: string; created_at: string | Date }>(
      db(),
      sql`select user_id, recipe_count, engine, created_at from generation_events order by id`,
    );
  const counter = async () =>
    Number(
      (
        await rows<{ n: number }>(
          db(),
          sql`select coalesce(sum(value), 0)::int as n from stat_counters where name = 'generated_recipes'`,
        )
      )[0]?.n ?? 0,
    );

  it('a generate writes nothing on its way; the dashboard shows it at once (it flushes first)', async () => {
    const admin = await signUp(t); // the first account is the admin
    const before = (await admin.client.get('/api/admin/dashboard')).json() as { generatedRecipes: number };
    const rowsBefore = (await events()).length;
    const gen = await admin.client.post('/api/recipes/generate', { cuisine: 'Italian', ignorePantry: true });
    expect(gen.statusCode).toBe(200);
    const made = gen.json<unknown[]>().length;
    expect(made).toBeGreaterThan(0);
    expect((await events()).length).toBe(rowsBefore); // still in memory
    const after = (await admin.client.get('/api/admin/dashboard')).json() as { generatedRecipes: number };
    expect(after.generatedRecipes).toBe(before.generatedRecipes + made);
    const last = (await events()).at(-1)!;
    expect(last).toMatchObject({ user_id: admin.user.id, recipe_count: made, engine: 'builtin' });
  });

  it('writes a batch in one insert, keeps each event time, and counts a since-deleted cook as a visitor', async () => {
    const stats = new GenerationStats(new RecipesRepository(db()), pino({ level: 'silent' }), {
      flushEveryMs: 60_000,
      maxPending: 1000,
      maxKept: 1000,
    });
    const gone = await signUp(t);
    const kept = await signUp(t);
    const c0 = await counter();
    const n0 = (await events()).length;
    stats.record(gone.user.id, 5, 'builtin');
    stats.record(kept.user.id, 4, 'model');
    stats.record(null, 3, 'builtin');
    expect(stats.waiting).toBe(3);
    await db().execute(sql`delete from users where id = ${gone.user.id}`);
    await stats.flush();
    expect(stats.waiting).toBe(0);
    const rows = (await events()).slice(n0);
    expect(rows.map((r) => [r.user_id, r.recipe_count, r.engine])).toEqual([
      [null, 5, 'builtin'],
      [kept.user.id, 4, 'model'],
      [null, 3, 'builtin'],
    ]);
    for (const r of rows) expect(Math.abs(new Date(r.created_at).getTime() - Date.now())).toBeLessThan(60_000);
    // The statement-level trigger keeps the dashboard's counter exact.
    expect(await counter()).toBe(c0 + 12);
  });

  it('writes by itself when enough are waiting, and keeps what a failed write could not store', async () => {
    const repo = new RecipesRepository(db());
    let fail = true;
    const flaky = Object.assign(Object.create(repo) as RecipesRepository, {
      recordGenerations: async (batch: Parameters<RecipesRepository['recordGenerations']>[0]) => {
        if (fail) throw new Error('database away');
        return repo.recordGenerations(batch);
      },
    });
    const stats = new GenerationStats(flaky, pino({ level: 'silent' }), {
      flushEveryMs: 60_000,
      maxPending: 3,
      maxKept: 4,
    });
    const n0 = (await events()).length;
    stats.record(null, 1, 'builtin');
    stats.record(null, 1, 'builtin');
    stats.record(null, 1, 'builtin'); // the third starts a write, which fails
    await stats.flush();
    expect(stats.waiting).toBe(3);
    for (let i = 0; i < 3; i++) stats.record(null, 2, 'builtin');
    await stats.flush(); // fails again: at most maxKept are kept, the oldest dropped
    expect(stats.waiting).toBe(4);
    fail = false;
    await stats.flush();
    expect(stats.waiting).toBe(0);
    expect((await events()).slice(n0).map((r) => r.recipe_count)).toEqual([1, 2, 2, 2]);
  });
});
