import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort, startServer, type ServerProcess } from '../../../tests/support/server-process';
import { SmtpPeer } from '../../../tests/support/smtp-peer';
import { MIGRATIONS_FOLDER } from './client';

// The architecture promises that any number of instances can share one PostgreSQL database.
// Three processes start at the same moment on a fresh, empty database: migrations and the
// stored session secret must be made once, and state made through one is honoured by all.
const url = process.env.TEST_DATABASE_URL;

const cleanups: (() => Promise<unknown>)[] = [];
afterAll(async () => {
  for (const c of cleanups.reverse()) await c().catch(() => {});
});

function withDatabase(base: string, name: string) {
  const u = new URL(base);
  u.pathname = `/${name}`;
  return u.toString();
}

async function admin<T>(fn: (c: pg.Client) => Promise<T>): Promise<T> {
  const c = new pg.Client({ connectionString: withDatabase(url!, 'postgres') });
  await c.connect();
  try {
    return await fn(c);
  } finally {
    await c.end();
  }
}

const json = { 'content-type': 'application/json' };

describe.skipIf(!url)('three instances on one fresh PostgreSQL database', () => {
  it(
    'all start, and a session, a rate-limit window and a reset link work across them',
    { timeout: 180_000 },
    async () => {
      const name = `chowdr_t_multi_${randomBytes(5).toString('hex')}`;
      await admin((c) => c.query(`create database "${name}"`));
      cleanups.push(() => admin((c) => c.query(`drop database if exists "${name}" with (force)`)));
      const smtp = new SmtpPeer();
      await smtp.start();
      cleanups.push(() => smtp.stop());

      const ports = [await freePort(), await freePort(), await freePort()];
      const env = {
        DATABASE_URL: withDatabase(url!, name),
        SMTP_URL: smtp.url,
        APP_URL: 'http://chowdr.multi',
        DATA_DIR: path.join('/tmp', name),
        SESSION_SECRET: '',
      };
      const started = Date.now();
      const settled = await Promise.allSettled(ports.map((port) => startServer(env, port)));
      const startMs = Date.now() - started;
      for (const s of settled) if (s.status === 'fulfilled') cleanups.push(() => s.value.stop());
      const failures = settled.flatMap((s) => (s.status === 'rejected' ? [String(s.reason).slice(0, 600)] : []));
      expect(failures).toEqual([]);
      const [a, b, c] = settled.map((s) => (s as PromiseFulfilledResult<ServerProcess>).value) as [
        ServerProcess,
        ServerProcess,
        ServerProcess,
      ];

      // Every migration applied exactly once; one session secret.
      const journal = JSON.parse(await readFile(path.join(MIGRATIONS_FOLDER, 'meta', '_journal.json'), 'utf8')) as {
        entries: unknown[];
      };
      const db = new pg.Client({ connectionString: env.DATABASE_URL });
      await db.connect();
      cleanups.push(() => db.end());
      expect(Number((await db.query('select count(*) from drizzle.__drizzle_migrations')).rows[0].count)).toBe(
        journal.entries.length,
      );
      expect(
        Number((await db.query(`select count(*) from app_settings where key = 'session_secret'`)).rows[0].count),
      ).toBe(1);

      // A session made through A is honoured by B and C.
      const payload = {
        firstName: 'Ada',
        lastName: 'Multi',
        username: 'ada_multi',
        email: 'ada@multi.example',
        password: 'three-pans-9',
      };
      const reg = await fetch(`${a.url}/api/auth/register`, {
        method: 'POST',
        headers: json,
        body: JSON.stringify(payload),
      });
      expect(reg.status).toBe(201);
      const cookie = reg.headers
        .getSetCookie()
        .map((c) => c.split(';')[0])
        .join('; ');
      for (const s of [b, c]) {
        const me = await fetch(`${s.url}/api/auth/user`, { headers: { cookie } });
        expect(me.status, s.url).toBe(200);
        expect(((await me.json()) as { username: string }).username).toBe('ada_multi');
      }

      // A reset link asked for through A is checked by B and spent by C.
      expect(
        (
          await fetch(`${a.url}/api/auth/forgot-password`, {
            method: 'POST',
            headers: json,
            body: JSON.stringify({ email: payload.email }),
          })
        ).status,
      ).toBe(200);
      const mail = await smtp.waitFor(payload.email, /Reset/, 30_000);
      const token = mail.links
        .find((l) => l.includes('/reset-password/'))!
        .split('/')
        .pop()!;
      expect(
        ((await (await fetch(`${b.url}/api/auth/verify-reset-token/${token}`)).json()) as { valid: boolean }).valid,
      ).toBe(true);
      const reset = await fetch(`${c.url}/api/auth/reset-password`, {
        method: 'POST',
        headers: json,
        body: JSON.stringify({ token, password: 'four-pans-10' }),
      });
      expect(reset.status).toBe(200);
      expect((await fetch(`${a.url}/api/auth/user`, { headers: { cookie } })).status).toBe(401); // the reset ended the session everywhere

      // A rate-limit window filled through A holds on B and C (same client address).
      const wrong = (s: ServerProcess) =>
        fetch(`${s.url}/api/auth/login`, {
          method: 'POST',
          headers: json,
          body: JSON.stringify({ username: 'ada_multi', password: 'not-it-at-all' }),
        }).then((r) => r.status);
      const statuses: number[] = [];
      for (let i = 0; i < 10; i++) statuses.push(await wrong(a));
      expect(statuses.every((s) => s === 401)).toBe(true);
      expect(await wrong(b)).toBe(429);
      expect(await wrong(c)).toBe(429);
      console.info(
        `[many instances] 3 started together in ${startMs} ms; cross-instance session, reset link and limit window honoured`,
      );
    },
  );
});
