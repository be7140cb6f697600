import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { cp, mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateDatabase, openDatabase, rows } from '../db/client';
import { lockDataDir } from '../db/data-dir-lock';
import { migrationsHash, ROOT, testDatabaseUrl } from '../../../tests/support/test-db';

/** `npm run cli -- move-to-postgres`: the documented way from PGlite to PostgreSQL, end to end. */
const PG_URL = testDatabaseUrl() ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const run = promisify(execFile);
const cli = (args: string[], env: Record<string, string>) =>
  run(process.execPath, ['--import', 'tsx', path.join(ROOT, 'src/server/cli.ts'), ...args], {
    cwd: ROOT,
    env: { PATH: process.env.PATH ?? '', ...env },
    timeout: 90_000,
  }).then(
    (r) => ({ code: 0, ...r }),
    (e: { code: number; stdout: string; stderr: string }) => ({ code: e.code, stdout: e.stdout, stderr: e.stderr }),
  );

const pgReachable = await (async () => {
  const c = new pg.Client({ connectionString: PG_URL, connectionTimeoutMillis: 2000 });
  try {
    await c.connect();
    await c.end();
    return true;
  } catch {
    return false;
  }
})();

let dataDir: string;
const dbName = `chowdr_move_${randomBytes(5).toString('hex')}`;
const target = () => {
  const u = new URL(PG_URL);
  u.pathname = `/${dbName}`;
  return u.toString();
};

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'chowdr-move-test-'));
  // The migrated PGlite template of a PGlite run, or (on a PostgreSQL run) a new PGlite migrated here.
  const template = path.join(ROOT, '.data-test', 'templates', await migrationsHash(), 'pglite');
  await cp(template, path.join(dataDir, 'pglite'), { recursive: true }).catch(() => undefined);
});
afterAll(async () => {
  if (pgReachable) {
    const c = new pg.Client({ connectionString: PG_URL });
    await c.connect();
    await c.query(`drop database if exists "${dbName}" with (force)`);
    await c.end();
  }
  await rm(dataDir, { recursive: true, force: true });
});

describe.skipIf(!pgReachable)('npm run cli -- move-to-postgres', () => {
  it(
    'says how to back up while a server holds the embedded database, then moves a household',
    { timeout: 180_000 },
    async () => {
      const unlock = await lockDataDir(dataDir); // this process stands in for a running server
      const busy = await cli(['backup'], { DATA_DIR: dataDir });
      await unlock();
      expect(busy.code).toBe(1);
      expect(busy.stderr).toMatch(/in use by process .*stop it, run this again/s);

      const source = await openDatabase({ dataDir });
      await migrateDatabase(source);
      await source.db.execute(
        sql`insert into users (username, email, email_verified, first_name, last_name, password_hash, role) values ('ada', 'ada@example.com', true, 'Ada', 'L', '$argon2id$x', 'admin')`,
      );
      await source.db.execute(
        sql`insert into sessions (token_hash, user_id, expires_at) select 'tok', id, now() + interval '1 day' from users`,
      );
      await source.close();

      const admin = new pg.Client({ connectionString: PG_URL });
      await admin.connect();
      await admin.query(`create database "${dbName}"`);
      await admin.end();

      const moved = await cli(['move-to-postgres', target()], { DATA_DIR: dataDir });
      expect(moved.stderr).toBe('');
      expect(moved.code).toBe(0);
      expect(moved.stdout).toMatch(/Moved \d+ rows \(1 accounts\)/);
      expect(await readdir(path.join(dataDir, 'backups'))).toHaveLength(1);

      const postgres = await openDatabase({ url: target() });
      try {
        const found = await rows<{ username: string; sessions: number }>(
          postgres.db,
          sql`select u.username, (select count(*)::int from sessions s where s.user_id = u.id) as sessions from users u`,
        );
        expect(found).toEqual([{ username: 'ada', sessions: 1 }]);
        const [next] = await rows<{ id: number }>(
          postgres.db,
          sql`insert into users (username, email, first_name, last_name, password_hash) values ('bo', 'bo@example.com', 'B', 'O', 'h') returning id`,
        );
        expect(next!.id).toBe(2);
      } finally {
        await postgres.close();
      }
    },
  );
});
