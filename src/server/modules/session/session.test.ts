import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { Client, createTestApp, signUp, TEST_APP_URL, type TestApp } from '../../../../tests/support/test-app';
import { rows } from '../../db/client';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

/** Moves the last credit back in time (the account's and its sessions'), as if the user had been in the app that long. */
const rewind = async (userId: number, seconds: number) => {
  await t.db.database.db.execute(
    sql`update sessions set app_time_at = app_time_at - make_interval(secs => ${seconds}) where user_id = ${userId}`,
  );
  await t.db.database.db.execute(
    sql`update users set app_time_at = app_time_at - make_interval(secs => ${seconds}) where id = ${userId}`,
  );
};
const total = async (userId: number) =>
  (
    await rows<{ n: number; last_active_at: unknown }>(
      t.db.database.db,
      sql`select total_app_time_minutes as n, last_active_at from users where id = ${userId}`,
    )
  )[0]!;

describe('POST /api/session/update-time', () => {
  it('credits whole minutes since the last ping, carries the seconds over, caps at 5', async () => {
    const { client, user } = await signUp(t);
    const first = await client.post('/api/session/update-time');
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({ addedMinutes: 0, totalAppTimeMinutes: 0 });
    expect((await total(user.id)).last_active_at).not.toBeNull();
    await rewind(user.id, 150); // 2.5 minutes
    expect((await client.post('/api/session/update-time')).json()).toEqual({ addedMinutes: 2, totalAppTimeMinutes: 2 });
    await rewind(user.id, 35); // the 30 s left over plus 35 s: one more minute
    expect((await client.post('/api/session/update-time')).json().addedMinutes).toBe(1);
    await rewind(user.id, 3600); // away for an hour: at most 5
    expect((await client.post('/api/session/update-time')).json()).toEqual({ addedMinutes: 5, totalAppTimeMinutes: 8 });
    // Pinging again at once adds nothing.
    for (let i = 0; i < 5; i++) expect((await client.post('/api/session/update-time')).json().addedMinutes).toBe(0);
    expect((await total(user.id)).n).toBe(8);
  });

  it('concurrent pings cannot credit the same minutes twice', async () => {
    const { client, user } = await signUp(t);
    await client.post('/api/session/update-time');
    await rewind(user.id, 200);
    const results = await Promise.all(Array.from({ length: 8 }, () => client.post('/api/session/update-time')));
    expect(results.map((r) => r.statusCode)).toEqual(Array(8).fill(200));
    expect(results.reduce((s, r) => s + r.json().addedMinutes, 0)).toBe(3);
    expect((await total(user.id)).n).toBe(3);
    expect((await client.get('/api/admin/dashboard')).statusCode).toBe(403);
  });

  it('credits real time once per account, however many sessions ping (issue 25, finding 7)', async () => {
    const first = await signUp(t);
    const sessions = [first.client];
    for (let i = 0; i < 9; i++) {
      const c = new Client(t.app);
      const login = await c.post('/api/auth/login', {
        username: first.payload.username,
        password: first.payload.password,
      });
      expect(login.statusCode).toBe(200);
      sessions.push(c);
    }
    // Four minutes later, one ping from each of the ten sessions, in parallel.
    await t.db.database.db.execute(
      sql`update sessions set app_time_at = app_time_at - interval '4 minutes' where user_id = ${first.user.id}`,
    );
    const results = await Promise.all(sessions.map((c) => c.post('/api/session/update-time')));
    expect(results.map((r) => r.statusCode)).toEqual(Array(10).fill(200));
    expect(results.reduce((sum, r) => sum + r.json<{ addedMinutes: number }>().addedMinutes, 0)).toBe(4);
    expect((await total(first.user.id)).n).toBe(4);
    // One by one, too: each session's next ping finds the account's clock already there.
    for (const c of sessions) expect((await c.post('/api/session/update-time')).json().addedMinutes).toBe(0);
  });

  it('passes the CSRF check as a same-origin beacon (no body), refuses cross-site and visitors', async () => {
    const { client } = await signUp(t);
    const beacon = await client.request('POST', '/api/session/update-time', undefined, {
      origin: TEST_APP_URL,
      'sec-fetch-site': 'same-origin',
      'sec-fetch-mode': 'no-cors',
      'content-type': 'text/plain;charset=UTF-8',
    });
    expect(beacon.statusCode, beacon.body).toBe(200);
    const cross = await client.request('POST', '/api/session/update-time', undefined, {
      origin: 'https://evil.example',
      'sec-fetch-site': 'cross-site',
    });
    expect(cross.statusCode).toBe(403);
    expect((await new Client(t.app).post('/api/session/update-time')).statusCode).toBe(401);
  });

  it('sets lastLoginAt at login', async () => {
    const u = await signUp(t);
    await t.db.database.db.execute(sql`update users set last_login_at = null where id = ${u.user.id}`);
    const c = new Client(t.app);
    expect(
      (await c.post('/api/auth/login', { username: u.payload.username, password: u.payload.password })).statusCode,
    ).toBe(200);
    const row = (
      await rows<{ last_login_at: unknown }>(
        t.db.database.db,
        sql`select last_login_at from users where id = ${u.user.id}`,
      )
    )[0]!;
    expect(row.last_login_at).not.toBeNull();
  });
});
