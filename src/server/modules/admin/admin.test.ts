import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { Client, createTestApp, signUp, type TestApp } from '../../../../tests/support/test-app';
import { testDatabaseUrl } from '../../../../tests/support/test-db';
import type {
  AdminLog,
  AdminLogList,
  AdminRecipeList,
  AdminUser,
  AdminUserList,
  DashboardStats,
  AdminHealth,
} from '../../../shared/api/admin';
import type { RecipeInput } from '../../../shared/api/recipes';
import { pageWindow } from './admin.repository';
import { rows as dbRows } from '../../db/client';
import type { SQL } from 'drizzle-orm';

let t: TestApp;
let admin: Client;
let adminId: number;
beforeAll(async () => {
  t = await createTestApp();
  const a = await signUp(t); // the first account is the admin
  admin = a.client;
  adminId = a.user.id;
  expect(a.user.role).toBe('admin');
});
afterAll(async () => {
  await t?.close();
});

const db = () => t.db.database.db;
const rows = <T>(q: SQL) => dbRows<T>(db(), q);

const sample = (title: string): RecipeInput => ({
  title,
  cuisine: 'italian',
  mealType: 'dinner',
  cookingTime: 40,
  servings: 2,
  difficulty: 'medium',
  ingredients: ['150 g arborio rice', '1 lemon'],
  instructions: ['Toast the rice.', 'Finish with lemon.'],
  nutrition: { calories: 610, protein: 42, carbs: 70, fat: 14, fiber: 2 },
});

async function saveRecipe(client: Client, title: string): Promise<number> {
  const res = await client.post('/api/recipes', sample(title));
  expect(res.statusCode).toBe(201);
  return res.json().id;
}

async function logsFor(targetType: string, targetId: number): Promise<AdminLog[]> {
  const res = await admin.get('/api/admin/logs?limit=100');
  expect(res.statusCode).toBe(200);
  return res.json<AdminLogList>().logs.filter((l) => l.targetType === targetType && l.targetId === targetId);
}

/** The counters the dashboard reads must equal what recounting the tables gives. */
async function expectCountersExact() {
  const live = (await admin.get('/api/admin/dashboard')).json<DashboardStats>();
  const [real] = await rows<{ users: number; recipes: number; app: number; generated: number }>(sql`
    select (select count(*) from users)::int as users, (select count(*) from recipes)::int as recipes,
           (select coalesce(sum(total_app_time_minutes),0) from users)::int as app,
           (select coalesce(sum(recipe_count),0) from generation_events)::int as generated`);
  expect(live.totalUsers).toBe(real!.users);
  expect(live.savedRecipes).toBe(real!.recipes);
  expect(live.totalAppTimeMinutes).toBe(real!.app);
  expect(live.generatedRecipes).toBe(real!.generated);
  // The activity log's per-action totals (filtered pages) match the rows.
  const actionCounts = () =>
    rows<{ name: string; n: number }>(
      sql`select name, sum(value)::int as n from stat_counters where name like 'admin_logs:action:%' group by name order by name`,
    );
  const realActions = await rows<{ name: string; n: number }>(
    sql`select 'admin_logs:action:' || action as name, count(*)::int as n from admin_logs group by action order by 1`,
  );
  expect(await actionCounts()).toEqual(realActions);
  const buckets = () =>
    rows<{ tbl: string; bucket: number; n: number }>(
      sql`select tbl, bucket, n from page_buckets where n <> 0 order by 1, 2`,
    );
  const liveBuckets = await buckets();
  await db().execute(sql`select stat_counters_rebuild()`);
  expect((await admin.get('/api/admin/dashboard')).json()).toEqual(live);
  expect(await buckets()).toEqual(liveBuckets);
  expect(await actionCounts()).toEqual(realActions);
}

describe('pageWindow', () => {
  it('walks from whichever end is nearer', () => {
    expect(pageWindow(1, 20, 100)).toEqual({ empty: false, reverse: false, offset: 0, take: 20 });
    expect(pageWindow(5, 20, 100)).toEqual({ empty: false, reverse: true, offset: 0, take: 20 });
    expect(pageWindow(6, 20, 101)).toEqual({ empty: false, reverse: true, offset: 0, take: 1 });
    expect(pageWindow(4000, 20, 100_000)).toEqual({ empty: false, reverse: true, offset: 20_000, take: 20 });
    expect(pageWindow(7, 20, 100)).toEqual({ empty: true });
  });
});

describe('dashboard and health', () => {
  it('counts users, signups, active users, recipes, generations and app time', async () => {
    const before = (await admin.get('/api/admin/dashboard')).json<DashboardStats>();
    const u = await signUp(t);
    await saveRecipe(u.client, 'Dashboard Risotto');
    await u.client.put('/api/pantry', {
      pantryItems: [{ ingredientId: 'eggs', frequency: 'usually', addedDate: '2026-11-01T00:00:00.000Z' }],
    });
    const gen = await u.client.post('/api/recipes/generate', { cuisine: 'italian' });
    expect(gen.statusCode).toBe(200);
    // A login 40 days ago is not "active"; a fresh one is.
    const old = await signUp(t);
    await db().execute(
      sql`update users set last_login_at = now() - interval '40 days', created_at = now() - interval '40 days' where id = ${old.user.id}`,
    );
    const after = (await admin.get('/api/admin/dashboard')).json<DashboardStats>();
    expect(after.totalUsers).toBe(before.totalUsers + 2);
    expect(after.recentSignups).toBe(before.recentSignups + 1);
    expect(after.savedRecipes).toBe(before.savedRecipes + 1);
    expect(after.generatedRecipes).toBeGreaterThanOrEqual(before.generatedRecipes + 1);
    expect(after.totalRecipes).toBe(after.savedRecipes + after.generatedRecipes);
    // signUp verifies through the link, which signs in: the fresh user counts as active.
    const [active] = await rows<{ n: number }>(
      sql`select count(*)::int as n from users where greatest(last_login_at, last_active_at) >= now() - interval '30 days'`,
    );
    expect(after.activeUsers).toBe(active!.n);
    await expectCountersExact();
  });

  it('probes the database, mail, model and disk with their latency', async () => {
    const res = await admin.get('/api/admin/health');
    expect(res.statusCode).toBe(200);
    const h = res.json<AdminHealth>();
    expect(h.status).toBe('healthy');
    expect(h.database.status).toBe('up');
    expect(h.mail).toMatchObject({ status: 'up', detail: expect.stringContaining('SMTP') });
    expect(h.model.status).toBe('not_configured');
    expect(h.disk.status).toBe('up');
    expect(h.disk.freeBytes).toBeGreaterThan(0);
    expect(h.database.latencyMs).toBeGreaterThanOrEqual(0);
  });

  it('reports degraded when a part is down (mail server gone)', async () => {
    const t2 = await createTestApp();
    try {
      const a = await signUp(t2);
      await t2.smtp.stop();
      const h = (await a.client.get('/api/admin/health')).json<AdminHealth>();
      expect(h.mail.status).toBe('down');
      expect(h.status).toBe('degraded');
    } finally {
      await t2.close().catch(() => {});
    }
  });
});

describe('users', () => {
  it('pages 20 at a time, newest first, with the spec pagination', async () => {
    for (let i = 0; i < 3; i++) await signUp(t);
    const total = Number((await rows<{ n: number }>(sql`select count(*)::int as n from users`))[0]!.n);
    const p1 = (await admin.get('/api/admin/users?page=1&limit=2')).json<AdminUserList>();
    expect(p1.pagination).toEqual({ total, page: 1, limit: 2, totalPages: Math.ceil(total / 2) });
    expect(p1.users).toHaveLength(2);
    expect(p1.users[0]!.id).toBeGreaterThan(p1.users[1]!.id);
    const all = (await admin.get('/api/admin/users?limit=1000')).json<AdminUserList>();
    expect(all.users).toHaveLength(total);
    expect(all.users.map((u) => u.id)).toEqual([...all.users.map((u) => u.id)].sort((a, b) => b - a));
    const last = (await admin.get(`/api/admin/users?page=${Math.ceil(total / 2)}&limit=2`)).json<AdminUserList>();
    expect(last.users.map((u) => u.id)).toEqual(all.users.slice((Math.ceil(total / 2) - 1) * 2).map((u) => u.id));
    expect((await admin.get('/api/admin/users')).json().pagination.limit).toBe(20);
    expect((await admin.get('/api/admin/users?page=999')).json().users).toEqual([]);
    expect(JSON.stringify(all)).not.toMatch(/password|hash/i);
    expect((await admin.get('/api/admin/users?limit=1001')).statusCode).toBe(400);
    expect((await admin.get('/api/admin/users?page=0')).statusCode).toBe(400);
  });

  it('changes a role and logs before and after, with IP and user agent', async () => {
    const u = await signUp(t);
    const res = await admin.put(`/api/admin/users/${u.user.id}`, { role: 'admin' }, { 'user-agent': 'AdminTest/1.0' });
    expect(res.statusCode).toBe(200);
    expect(res.json<AdminUser>().role).toBe('admin');
    expect((await u.client.get('/api/admin/dashboard')).statusCode).toBe(200);
    expect((await admin.put(`/api/admin/users/${u.user.id}`, { role: 'user' })).statusCode).toBe(200);
    expect((await u.client.get('/api/admin/dashboard')).statusCode).toBe(403);
    const logs = await logsFor('user', u.user.id);
    expect(logs.map((l) => l.action)).toEqual(['update_user_role', 'update_user_role']);
    const first = logs[1]!;
    expect(first).toMatchObject({
      adminId,
      details: { before: { role: 'user' }, after: { role: 'admin' }, username: u.payload.username },
      ipAddress: admin.ip,
      userAgent: 'AdminTest/1.0',
    });
  });

  it('deactivation ends the user’s open session at once; activation lets them sign in again', async () => {
    const u = await signUp(t);
    expect((await u.client.get('/api/auth/user')).statusCode).toBe(200);
    const res = await admin.put(`/api/admin/users/${u.user.id}`, { isActive: false });
    expect(res.statusCode).toBe(200);
    expect(res.json().isActive).toBe(false);
    expect((await u.client.get('/api/recipes/my')).statusCode).toBe(401);
    const [s] = await rows<{ n: number }>(sql`select count(*)::int as n from sessions where user_id = ${u.user.id}`);
    expect(s!.n).toBe(0);
    const login = await new Client(t.app).post('/api/auth/login', {
      username: u.payload.username,
      password: u.payload.password,
    });
    expect(login.statusCode).toBeGreaterThanOrEqual(400);
    expect((await admin.put(`/api/admin/users/${u.user.id}`, { isActive: true })).statusCode).toBe(200);
    const again = new Client(t.app);
    expect(
      (await again.post('/api/auth/login', { username: u.payload.username, password: u.payload.password })).statusCode,
    ).toBe(200);
    const logs = await logsFor('user', u.user.id);
    expect(logs.map((l) => l.action)).toEqual(['activate_user', 'deactivate_user']);
    expect(logs[1]!.details).toMatchObject({
      before: { isActive: true },
      after: { isActive: false },
      sessionsEnded: 1,
    });
  });

  it('protects the admin from themselves with a clear 409', async () => {
    for (const [method, body, msg] of [
      ['PUT', { role: 'user' }, 'You cannot change your own role.'],
      ['PUT', { isActive: false }, 'You cannot deactivate your own account.'],
      ['DELETE', undefined, 'You cannot delete your own account.'],
    ] as const) {
      const res = await admin.request(method, `/api/admin/users/${adminId}`, body);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({ message: msg, code: 'SELF_PROTECTED' });
    }
    expect((await admin.get('/api/auth/user')).json().role).toBe('admin');
  });

  it('refuses bad bodies and unknown users', async () => {
    const u = await signUp(t);
    for (const body of [
      {},
      { role: 'root' },
      { isActive: 'yes' },
      { role: 'admin', isActive: true },
      { role: 'user', passwordHash: 'x' },
    ]) {
      expect((await admin.put(`/api/admin/users/${u.user.id}`, body)).statusCode, JSON.stringify(body)).toBe(400);
    }
    expect((await admin.put('/api/admin/users/999999', { role: 'admin' })).statusCode).toBe(404);
    expect((await admin.delete('/api/admin/users/999999')).statusCode).toBe(404);
    expect((await admin.delete('/api/admin/users/abc')).statusCode).toBe(400);
  });

  it('deletes a user with everything of theirs in one transaction, keeps their suggestions anonymous', async () => {
    const u = await signUp(t);
    const recipeId = await saveRecipe(u.client, 'Doomed Soup');
    await u.client.put('/api/pantry', {
      pantryItems: [{ ingredientId: 'eggs', frequency: 'usually', addedDate: '2026-11-01T00:00:00.000Z' }],
    });
    await u.client.post('/api/recipes/feedback', { recipeTitle: 'Doomed Soup', feedback: 'like' });
    const sug = await u.client.post('/api/improvements', {
      title: 'More soups',
      description: 'Please',
      category: 'feature',
    });
    expect(sug.statusCode).toBe(201);
    const res = await admin.delete(`/api/admin/users/${u.user.id}`);
    expect(res.statusCode).toBe(200);
    const [left] = await rows<Record<string, number>>(sql`
      select (select count(*) from users where id = ${u.user.id})::int as users,
             (select count(*) from recipes where user_id = ${u.user.id})::int as recipes,
             (select count(*) from pantry_items where user_id = ${u.user.id})::int as pantry,
             (select count(*) from recipe_feedback where user_id = ${u.user.id})::int as feedback,
             (select count(*) from sessions where user_id = ${u.user.id})::int as sessions`);
    expect(left).toEqual({ users: 0, recipes: 0, pantry: 0, feedback: 0, sessions: 0 });
    const kept = (
      (await admin.get('/api/admin/improvements')).json().suggestions as {
        id: number;
        userId: number | null;
        username?: string;
      }[]
    ).find((s) => s.id === sug.json().id);
    expect(kept).toMatchObject({ userId: null });
    expect(kept!.username).toBeUndefined();
    expect((await u.client.get('/api/auth/user')).statusCode).toBe(401);
    const [log] = await logsFor('user', u.user.id);
    expect(log).toMatchObject({
      action: 'delete_user',
      details: { before: { username: u.payload.username, recipes: 1 }, after: null },
    });
    expect(JSON.stringify(log)).not.toMatch(/password|hash|token/i);
    expect(
      (await admin.get(`/api/admin/recipes?limit=25`)).json().recipes.some((r: { id: number }) => r.id === recipeId),
    ).toBe(false);
    await expectCountersExact();
  });

  it('a failed delete leaves no trace: the log row and the delete commit together', async () => {
    const u = await signUp(t);
    const before = await rows<{ n: number }>(sql`select count(*)::int as n from admin_logs`);
    // Make the log insert fail inside the transaction: the user must survive.
    await db().execute(
      sql`create or replace function fail_log() returns trigger language plpgsql as $$ begin raise exception 'boom'; end $$`,
    );
    await db().execute(
      sql`create trigger fail_log before insert on admin_logs for each row execute function fail_log()`,
    );
    try {
      const res = await admin.delete(`/api/admin/users/${u.user.id}`);
      expect(res.statusCode).toBe(500);
    } finally {
      await db().execute(sql`drop trigger fail_log on admin_logs`);
    }
    expect((await rows<{ n: number }>(sql`select count(*)::int as n from users where id = ${u.user.id}`))[0]!.n).toBe(
      1,
    );
    expect((await rows<{ n: number }>(sql`select count(*)::int as n from admin_logs`))[0]!.n).toBe(before[0]!.n);
  });
});

describe('recipes', () => {
  it('lists every user’s recipes with the username, deletes with a log row', async () => {
    const u = await signUp(t);
    const id = await saveRecipe(u.client, 'Admin Listed Stew');
    const list = (await admin.get('/api/admin/recipes?page=1&limit=20')).json<AdminRecipeList>();
    expect(list.pagination.limit).toBe(20);
    const row = list.recipes.find((r) => r.id === id);
    expect(row).toMatchObject({ title: 'Admin Listed Stew', username: u.payload.username, userId: u.user.id });
    expect(row!.ingredients.length).toBeGreaterThan(0);
    expect((await admin.delete(`/api/admin/recipes/${id}`)).statusCode).toBe(200);
    expect((await admin.delete(`/api/admin/recipes/${id}`)).statusCode).toBe(404);
    expect((await u.client.get('/api/recipes/my')).json()).toEqual([]);
    const [log] = await logsFor('recipe', id);
    expect(log).toMatchObject({
      action: 'delete_recipe',
      details: { before: { title: 'Admin Listed Stew', username: u.payload.username }, after: null },
    });
    await expectCountersExact();
  });
});

describe('deep pages', () => {
  it('find the same rows through page_buckets as a full index walk, after bulk inserts and deletes', async () => {
    await db().execute(sql`
      insert into admin_logs (action, admin_id, admin_username, target_type, target_id, details)
      select 'bulk_seed', ${adminId}, 'bulk', 'recipe', g, '{}'::jsonb from generate_series(1, 5000) g`);
    await db().execute(sql`
      insert into users (username, email, email_verified, first_name, last_name, password_hash)
      select 'bulk_' || g, 'bulk_' || g || '@example.com', true, 'Bulk', 'User', 'x' from generate_series(1, 3000) g`);
    await db().execute(
      sql`delete from users where username like 'bulk\_%' and (substr(username, 6)::int % 7 = 0 or substr(username, 6)::int between 1000 and 1400)`,
    );
    for (const [table, url, limit, pages] of [
      ['admin_logs', '/api/admin/logs', 50, [1, 41, 60, 100, 101]],
      ['users', '/api/admin/users', 20, [1, 103, 104, 120, 130]],
    ] as const) {
      const total = Number((await rows<{ n: number }>(sql`select count(*)::int as n from ${sql.raw(table)}`))[0]!.n);
      for (const page of [...pages, Math.ceil(total / limit)]) {
        const expected = (
          await rows<{ id: number }>(
            sql`select id from ${sql.raw(table)} order by id desc limit ${limit} offset ${(page - 1) * limit}`,
          )
        ).map((r) => r.id);
        const res = await admin.get(`${url}?page=${page}&limit=${limit}`);
        expect(res.statusCode).toBe(200);
        const body = res.json();
        const got = (table === 'users' ? body.users : body.logs).map((r: { id: number }) => r.id);
        expect(got, `${table} page ${page}`).toEqual(expected);
        expect(body.pagination.total).toBe(total);
      }
    }
    await expectCountersExact();
  });
});

describe('logs', () => {
  it('pages 50 at a time and filters by action and admin; nothing edits or deletes them', async () => {
    const res = await admin.get('/api/admin/logs');
    expect(res.statusCode).toBe(200);
    const all = res.json<AdminLogList>();
    expect(all.pagination.limit).toBe(50);
    expect(all.admins.some((a) => a.id === adminId)).toBe(true);
    const del = (await admin.get('/api/admin/logs?action=delete_recipe')).json<AdminLogList>();
    expect(del.logs.length).toBeGreaterThan(0);
    expect(del.logs.every((l) => l.action === 'delete_recipe')).toBe(true);
    expect(del.pagination.total).toBe(del.logs.length);
    const mine = (await admin.get(`/api/admin/logs?adminId=${adminId}`)).json<AdminLogList>();
    expect(mine.pagination.total).toBe(all.pagination.total);
    expect((await admin.get('/api/admin/logs?adminId=424242')).json().logs).toEqual([]);
    expect((await admin.get('/api/admin/logs?action=DROP%20TABLE')).statusCode).toBe(400);
    const writes = t.app.routeTable.filter((r) => r.url.startsWith('/api/admin/logs') && r.method !== 'GET');
    expect(writes).toEqual([]);
    await expect(db().execute(sql`update admin_logs set action = 'x'`)).rejects.toThrow();
    await expect(db().execute(sql`delete from admin_logs`)).rejects.toThrow();
  });
});

describe('every admin endpoint', () => {
  it('answers 2xx to an admin, 401 to visitors and deactivated accounts, 403 to non-admins', async () => {
    const victim = await signUp(t);
    const recipeId = await saveRecipe(victim.client, 'Walker Pie');
    const sug = (
      await victim.client.post('/api/improvements', { title: 'Walk', description: 'it', category: 'ui' })
    ).json();
    const verified = await signUp(t);
    const unverified = await signUp(t, { verify: false });
    const inactive = await signUp(t);
    await admin.put(`/api/admin/users/${inactive.user.id}`, { role: 'admin' });
    await admin.put(`/api/admin/users/${inactive.user.id}`, { isActive: false });

    const mkt = { name: 'Weekly', subject: 'News', content: 'Hello' };
    const tpl = (await admin.post('/api/admin/marketing/templates', mkt)).json() as { id: number };
    const campaign = (
      await admin.post('/api/admin/marketing/send', { ...mkt, recipients: [verified.user.id] })
    ).json() as { id: number };
    const fixtures: Record<string, { id?: number; body?: unknown }> = {
      'PUT /api/admin/users/:id': { id: victim.user.id, body: { role: 'user' } },
      'DELETE /api/admin/recipes/:id': { id: recipeId },
      'PUT /api/admin/improvements/:id': { id: sug.id, body: { status: 'reviewed' } },
      'DELETE /api/admin/improvements/:id': { id: sug.id },
      'DELETE /api/admin/users/:id': { id: victim.user.id },
      'POST /api/admin/marketing/templates': { body: mkt },
      'PUT /api/admin/marketing/templates/:id': { id: tpl.id, body: mkt },
      'DELETE /api/admin/marketing/templates/:id': { id: tpl.id },
      'POST /api/admin/marketing/send': { body: { ...mkt, recipients: [verified.user.id] } },
      'POST /api/admin/marketing/emails/:id/pause': { id: campaign.id },
      'POST /api/admin/marketing/emails/:id/resume': { id: campaign.id },
      'POST /api/admin/backups': { body: {} },
    };
    const order = (k: string) => (k.startsWith('DELETE /api/admin/users') ? 2 : k.startsWith('DELETE') ? 1 : 0);
    const routes = t.app.routeTable
      .filter((r) => r.url.startsWith('/api/admin/'))
      .map((r) => ({ ...r, key: `${r.method} ${r.url}` }))
      .sort((a, b) => order(a.key) - order(b.key));
    expect(routes.length).toBeGreaterThanOrEqual(10);
    for (const r of routes) {
      expect(r.guard, r.key).toBe('admin');
      const f = fixtures[r.key] ?? {};
      if (r.url.includes(':id')) expect(f.id, `fixture for ${r.key}`).toBeDefined();
      const url = r.url.replace(':id', String(f.id));
      const body = r.method === 'GET' || r.method === 'DELETE' ? undefined : f.body;
      expect((await new Client(t.app).request(r.method, url, body)).statusCode, `visitor ${r.key}`).toBe(401);
      expect((await inactive.client.request(r.method, url, body)).statusCode, `inactive ${r.key}`).toBe(401);
      expect((await unverified.client.request(r.method, url, body)).statusCode, `unverified ${r.key}`).toBe(403);
      expect((await verified.client.request(r.method, url, body)).statusCode, `verified ${r.key}`).toBe(403);
      const res = await admin.request(r.method, url, body);
      expect(res.statusCode, `admin ${r.key}: ${res.body}`).toBeGreaterThanOrEqual(200);
      expect(res.statusCode, `admin ${r.key}: ${res.body}`).toBeLessThan(300);
    }
  });
});

describe.runIf(testDatabaseUrl())('concurrency (PostgreSQL)', () => {
  it('two admins demoting each other at once: exactly one wins, an active admin always remains', async () => {
    const t2 = await createTestApp();
    try {
      const a = await signUp(t2);
      const b = await signUp(t2);
      expect((await a.client.put(`/api/admin/users/${b.user.id}`, { role: 'admin' })).statusCode).toBe(200);
      const [ra, rb] = await Promise.all([
        a.client.put(`/api/admin/users/${b.user.id}`, { role: 'user' }),
        b.client.put(`/api/admin/users/${a.user.id}`, { role: 'user' }),
      ]);
      // The loser's request runs after the winner's demotion of them: it re-checks its actor and
      // finds them no longer an admin (403), or, had it run first, the last-admin rule (409).
      const loser = ra.statusCode === 200 ? rb : ra;
      expect([ra.statusCode, rb.statusCode]).toContain(200);
      expect([403, 409]).toContain(loser.statusCode);
      expect(['ADMIN_ONLY', 'LAST_ADMIN']).toContain(loser.json().code);
      const admins = (
        await dbRows<{ n: number }>(
          t2.db.database.db,
          sql`select count(*)::int as n from users where role = 'admin' and is_active`,
        )
      )[0]!.n;
      expect(admins).toBe(1);
    } finally {
      await t2.close();
    }
  });

  it('concurrent recipe saves and deletes keep the counters exact', async () => {
    const users = await Promise.all([signUp(t), signUp(t), signUp(t)]);
    const ids = await Promise.all(
      users.flatMap((u, i) => [0, 1, 2, 3].map((j) => saveRecipe(u.client, `Race ${i}-${j}`))),
    );
    await Promise.all(ids.slice(0, 6).map((id) => admin.delete(`/api/admin/recipes/${id}`)));
    await Promise.all([
      admin.delete(`/api/admin/users/${users[2].user.id}`),
      users[0].client.post('/api/recipes', sample('Race late')),
    ]);
    await expectCountersExact();
  });
});
