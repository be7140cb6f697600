import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { migrateDatabase, openDatabase, rows, type Database, type Db } from '../db/client';
import {
  createTestDatabase,
  migrationsHash,
  ROOT,
  testDatabaseUrl,
  type TestDatabase,
} from '../../../tests/support/test-db';
import { backupToFile } from './backup';
import { tablesInLoadOrder } from './catalog';
import { BackupFileError, LineHash } from './format';
import { applyMigrations, loadMigrations } from './migrations';
import { dropChowdrSchema, restoreBackup, RestoreTargetNotEmptyError, verifyBackup } from './restore';

/**
 * Backups cross database kinds, so this file uses both: PGlite always, and the local PostgreSQL
 * (TEST_DATABASE_URL, or the developers' and CI's 127.0.0.1:5432) for the cross-kind tests.
 */
const PG_URL = testDatabaseUrl() ?? 'postgres://postgres@127.0.0.1:5432/postgres';
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

let work: string;
const cleanups: (() => Promise<unknown>)[] = [];

function withDatabase(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

/** A new, empty PostgreSQL database (no tables). */
async function freshPostgres(): Promise<Database> {
  const name = `chowdr_bk_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: PG_URL });
  await admin.connect();
  await admin.query(`create database "${name}"`);
  await admin.end();
  const database = await openDatabase({ url: withDatabase(PG_URL, name), onPoolError: () => {} });
  cleanups.push(async () => {
    await database.close().catch(() => {});
    const c = new pg.Client({ connectionString: PG_URL });
    await c.connect();
    await c.query(`drop database if exists "${name}" with (force)`);
    await c.end();
  });
  return database;
}

/**
 * A PGlite database of its own: a copy of the migrated PGlite template when a PGlite run made one,
 * otherwise of one data dir created here once (creating PGlite costs seconds; copying does not).
 */
let pgliteSeed: string | undefined;
async function freshPglite(): Promise<Database> {
  if (!pgliteSeed) {
    const template = path.join(ROOT, '.data-test', 'templates', await migrationsHash());
    if (existsSync(path.join(template, 'ready'))) pgliteSeed = path.join(template, 'pglite');
    else {
      const dir = path.join(work, 'seed');
      const seed = await openDatabase({ dataDir: dir });
      await migrateDatabase(seed);
      await seed.close();
      pgliteSeed = path.join(dir, 'pglite');
    }
  }
  const dataDir = path.join(work, `pglite-${randomBytes(4).toString('hex')}`);
  await cp(pgliteSeed, path.join(dataDir, 'pglite'), { recursive: true });
  const database = await openDatabase({ dataDir });
  cleanups.push(() => database.close().catch(() => {}));
  return database;
}

/** Puts the database at the first `upTo` migrations (0: none), empty. */
async function atSchema(database: Database, upTo = loadMigrations().length): Promise<Database> {
  await database.db.transaction(async (tx) => {
    await dropChowdrSchema(tx as unknown as Db);
    await applyMigrations(tx as unknown as Db, loadMigrations(), upTo);
  });
  return database;
}

/** A household: accounts (one admin), sessions, recipes, a pantry, meals, chats, feedback, logs. */
async function seed(db: Db, users = 3): Promise<void> {
  for (let u = 1; u <= users; u++) {
    const [user] = await rows<{ id: number }>(
      db,
      sql`insert into users (username, email, email_verified, first_name, last_name, password_hash, role, created_at, last_login_at)
          values (${`cook${u}`}, ${`cook${u}@example.com`}, true, ${`Ada ${u}`}, 'Lovelace — «ünïcode» 🍲', ${`$argon2id$v=19$m=19456,t=2,p=1$${u}`},
                  ${u === 1 ? 'admin' : 'user'}, ${new Date(Date.UTC(2026, 0, u, 8, 30, 15, 123))}, now())
          returning id`,
    );
    const id = user!.id;
    await db.execute(
      sql`insert into sessions (token_hash, user_id, expires_at, user_agent) values (${`hash-${u}-${randomBytes(4).toString('hex')}`}, ${id}, now() + interval '30 days', 'Firefox "quoted"\nline')`,
    );
    await db.execute(
      sql`insert into pantry_items (user_id, ingredient_id, frequency) values (${id}, 'garlic', 'always'), (${id}, 'rice', 'usually')`,
    );
    for (let r = 0; r < 4; r++) {
      const [recipe] = await rows<{ id: number }>(
        db,
        sql`insert into recipes (user_id, title, cuisine, meal_type, cooking_time, servings, difficulty, ingredients, instructions, nutrition, content_hash)
            values (${id}, ${`Soup ${u}.${r} with "quotes" and \\ backslash`}, 'italian', 'dinner', 30, 4, 'easy',
                    ${JSON.stringify(['1 cup rice', '2 cloves garlic\u2060'])}::jsonb, ${JSON.stringify(['Boil.\nServe.'])}::jsonb,
                    ${JSON.stringify({ calories: 420.5, protein: 12, fat: null })}::jsonb, ${`h${u}${r}`})
            returning id`,
      );
      await db.execute(
        sql`insert into scheduled_meals (user_id, recipe_id, date, meal_type, servings) values (${id}, ${recipe!.id}, ${`2026-12-0${r + 1}`}, 'dinner', ${r === 0 ? null : r})`,
      );
    }
    const [conv] = await rows<{ id: number }>(
      db,
      sql`insert into chat_conversations (user_id, title, recipe) values (${id}, 'Rice?', ${JSON.stringify({ title: 'Soup', nested: { a: [1, 2] } })}::jsonb) returning id`,
    );
    await db.execute(
      sql`insert into chat_messages (conversation_id, role, content) values (${conv!.id}, 'user', 'How long?'), (${conv!.id}, 'assistant', 'About 18 minutes.')`,
    );
    await db.execute(
      sql`insert into recipe_feedback (user_id, recipe_title, cuisine, ingredients, feedback) values (${id}, 'Soup', 'italian', '["rice"]'::jsonb, 'like')`,
    );
    await db.execute(sql`insert into generation_events (user_id, recipe_count, engine) values (${id}, 3, 'chef')`);
    await db.execute(
      sql`insert into admin_logs (action, admin_id, admin_username, target_type, target_id, details) values (${u % 2 ? 'user_verify' : 'user_role'}, 1, 'cook1', 'user', ${id}, ${JSON.stringify({ from: 'user', to: 'admin' })}::jsonb)`,
    );
  }
  // A deleted recipe: its id was handed out, and the restored sequence must not hand it out again.
  await db.execute(sql`delete from recipes where id = (select max(id) from recipes)`);
  await db.execute(
    sql`insert into app_settings (key, value) values ('session_secret', 'not-a-real-secret') on conflict do nothing`,
  );
}

/** Every row of every table, as the database renders it, sorted: equal dumps mean equal data. */
async function dump(db: Db): Promise<Record<string, string[]>> {
  await db.execute(sql`set timezone = 'UTC'`);
  const out: Record<string, string[]> = {};
  for (const t of await tablesInLoadOrder(db)) {
    const found = await rows<{ j: string }>(db, sql`select row_to_json(t)::text as j from ${sql.identifier(t)} t`);
    out[t] = found.map((r) => r.j).sort();
  }
  return out;
}

const count = (d: Record<string, string[]>) => Object.values(d).reduce((a, r) => a + r.length, 0);

/** Rewrites a backup's lines (then, unless told otherwise, its checksum so only the edit is wrong). */
async function rewrite(file: string, edit: (lines: string[]) => string[], fixChecksum = true): Promise<string> {
  let lines = gunzipSync(await readFile(file))
    .toString('utf8')
    .split('\n')
    .filter(Boolean);
  lines = edit(lines);
  if (fixChecksum) {
    const body = lines.filter((l) => !l.startsWith('@checksum '));
    const hash = new LineHash();
    for (const l of body) hash.add(l);
    const old = JSON.parse(lines.find((l) => l.startsWith('@checksum '))!.slice(10)) as Record<string, unknown>;
    const tables = body.filter((l) => l.startsWith('@table ')).length;
    const rowCount = body.filter((l) => !l.startsWith('@')).length;
    lines = [...body, `@checksum ${JSON.stringify({ ...old, sha256: hash.hex(), tables, rows: rowCount })}`];
  }
  const out = path.join(work, `edited-${randomBytes(4).toString('hex')}.jsonl.gz`);
  await writeFile(out, gzipSync(`${lines.join('\n')}\n`));
  return out;
}

beforeAll(async () => {
  work = await mkdtemp(path.join(os.tmpdir(), 'chowdr-backup-test-'));
});
afterAll(async () => {
  for (const c of cleanups.reverse()) await c();
  await rm(work, { recursive: true, force: true });
});

describe.skipIf(!pgReachable)('backup and restore across database kinds', () => {
  it(
    'PGlite → PostgreSQL → PGlite: every table row for row, sessions kept, sequences continue',
    { timeout: 120_000 },
    async () => {
      const source = await freshPglite(); // migrated, empty
      await seed(source.db);
      const original = await dump(source.db);
      expect(original.users).toHaveLength(3);

      const fromPglite = path.join(work, 'from-pglite.jsonl.gz');
      const written = await backupToFile(source, fromPglite);
      expect(written.header.source).toBe('pglite');
      expect(written.rows).toBe(count(original));

      const postgres = await freshPostgres();
      const restored = await restoreBackup(postgres, fromPglite);
      expect(restored.migratedForward).toBe(0);
      expect(await dump(postgres.db)).toEqual(original);

      const fromPostgres = path.join(work, 'from-postgres.jsonl.gz');
      expect((await backupToFile(postgres, fromPostgres)).header.source).toBe('postgres');
      const back = await freshPglite();
      await restoreBackup(back, fromPostgres);
      expect(await dump(back.db)).toEqual(original);

      // The next insert continues after the highest id ever handed out (the deleted recipe's too).
      for (const database of [postgres, back]) {
        const [max] = await rows<{ m: number }>(database.db, sql`select max(id) as m from recipes`);
        const [added] = await rows<{ id: number }>(
          database.db,
          sql`insert into recipes (user_id, title, cuisine, meal_type, cooking_time, servings, difficulty, ingredients, instructions, nutrition, content_hash)
            select user_id, 'New', cuisine, meal_type, cooking_time, servings, difficulty, ingredients, instructions, nutrition, 'new' from recipes limit 1 returning id`,
        );
        expect(added!.id).toBe(max!.m + 2);
        await database.db.execute(
          sql`insert into users (username, email, first_name, last_name, password_hash) values ('next', 'n@x.org', 'N', 'X', 'h')`,
        );
      }
      // Both are at this Chowdr's schema: the server's own migrator finds nothing to do.
      const [applied] = await rows<{ n: number }>(
        postgres.db,
        sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
      );
      expect(applied!.n).toBe(loadMigrations().length);
    },
  );

  it('a backup taken during a stream of writes restores to one consistent moment', { timeout: 120_000 }, async () => {
    const source = await atSchema(await freshPostgres());
    await seed(source.db, 1);
    let writing = true;
    let writes = 0;
    const writer = (async () => {
      while (writing) {
        await source.db.transaction(async (tx) => {
          const [u] = await rows<{ id: number }>(
            tx as unknown as Db,
            sql`insert into users (username, email, first_name, last_name, password_hash) values (${`w${writes}`}, ${`w${writes}@x.org`}, 'W', 'W', 'h') returning id`,
          );
          await tx.execute(
            sql`insert into recipes (user_id, title, cuisine, meal_type, cooking_time, servings, difficulty, ingredients, instructions, nutrition, content_hash)
                values (${u!.id}, 'r', 'thai', 'lunch', 10, 2, 'easy', '[]'::jsonb, '[]'::jsonb, '{}'::jsonb, 'h')`,
          );
        });
        writes++;
      }
    })();
    const file = path.join(work, 'during-writes.jsonl.gz');
    let written;
    try {
      while (writes < 5) await new Promise((r) => setTimeout(r, 5));
      written = await backupToFile(source, file);
      const before = writes;
      while (writes < before + 5) await new Promise((r) => setTimeout(r, 5));
    } finally {
      writing = false;
      await writer;
    }

    const target = await freshPostgres();
    await restoreBackup(target, file);
    // Counters are kept by triggers in the writers' transactions: one snapshot has them equal to the rows.
    const [check] = await rows<{ users: number; recipes: number; cu: number; cr: number; orphans: number }>(
      target.db,
      sql`select (select count(*)::int from users) as users, (select count(*)::int from recipes) as recipes,
                 (select sum(value)::int from stat_counters where name = 'users') as cu,
                 (select sum(value)::int from stat_counters where name = 'recipes') as cr,
                 (select count(*)::int from users u where not exists (select 1 from recipes r where r.user_id = u.id)) as orphans`,
    );
    expect(check!.users).toBe(written.counts.users);
    expect(check!.cu).toBe(check!.users);
    expect(check!.cr).toBe(check!.recipes);
    expect(check!.orphans).toBe(0); // a user written without their recipe would be half a transaction
    expect(check!.users).toBeGreaterThan(1);
  });
});

describe('backup and restore on this run’s database', () => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await createTestDatabase(inject('dbTemplate'));
    cleanups.push(() => db.destroy());
  });

  it('restores a backup from the previous schema and migrates it forward', { timeout: 120_000 }, async () => {
    const migrations = loadMigrations();
    const older = migrations.length - 2;
    await atSchema(db.database, older);
    await seed(db.database.db, 2);
    const file = path.join(work, 'older.jsonl.gz');
    const written = await backupToFile(db.database, file);
    expect(written.header.schema.lastTag).toBe(migrations[older - 1]!.tag);

    const target = db.database; // the same database, emptied by the restore (replace)
    const restored = await restoreBackup(target, file, { replace: true });
    expect(restored.migratedForward).toBe(2);
    const [users] = await rows<{ n: number }>(target.db, sql`select count(*)::int as n from users`);
    expect(users!.n).toBe(2);
    // 0011 counts admin-log actions from the rows it finds: the restored rows were there to count.
    const counters = await rows<{ name: string; n: number }>(
      target.db,
      sql`select name, sum(value)::int as n from stat_counters where name like 'admin_logs:action:%' group by name order by name`,
    );
    expect(counters).toEqual([
      { name: 'admin_logs:action:user_role', n: 1 },
      { name: 'admin_logs:action:user_verify', n: 1 },
    ]);
  });

  it(
    'refuses a database that holds data unless told to replace it, and refuses bad files changing nothing',
    { timeout: 120_000 },
    async () => {
      await atSchema(db.database);
      await seed(db.database.db, 2);
      const file = path.join(work, 'good.jsonl.gz');
      await backupToFile(db.database, file);
      const before = await dump(db.database.db);

      await expect(restoreBackup(db.database, file)).rejects.toThrow(RestoreTargetNotEmptyError);
      await expect(restoreBackup(db.database, file)).rejects.toThrow(/--replace/);

      const bytes = await readFile(file);
      const truncated = path.join(work, 'truncated.jsonl.gz');
      await writeFile(truncated, bytes.subarray(0, Math.floor(bytes.length / 2)));
      const notGzip = path.join(work, 'not-gzip.jsonl.gz');
      await writeFile(notGzip, 'id,name\n1,ada\n');
      const notBackup = path.join(work, 'not-backup.jsonl.gz');
      await writeFile(notBackup, gzipSync('{"hello":"world"}\n'));

      const bad: [string, RegExp][] = [
        [truncated, /incomplete/],
        [notGzip, /not a Chowdr backup/],
        [notBackup, /not a Chowdr backup/],
        [
          await rewrite(file, (l) => l.map((x) => x.replace('cook2@example.com', 'evil@example.com')), false),
          /checksum does not match/,
        ],
        [await rewrite(file, (l) => l.slice(0, -3), false), /table .* has no end|misplaced|incomplete/],
        [
          await rewrite(file, (l) => l.map((x) => x.replace('"formatVersion":1', '"formatVersion":2'))),
          /newer Chowdr \(backup format 2/,
        ],
        [
          await rewrite(file, (l) =>
            l.map((x, i) => (i === 0 ? x.replace(/"lastMillis":\d+/, '"lastMillis":99999999999999') : x)),
          ),
          /newer Chowdr/,
        ],
        // An attacker's table name or column never reaches SQL as text.
        [
          await rewrite(file, (l) => l.map((x) => x.replace('"name":"users"', '"name":"users; drop table recipes"'))),
          /malformed|misplaced/,
        ],
        [
          await rewrite(file, (l) =>
            l.map((x) => x.replace('"username":"cook1"', '"username":"cook1","is_admin":true')),
          ),
          /does not have the table's columns/,
        ],
        [
          await rewrite(file, (l) => [
            ...l.slice(0, 1),
            '@table {"name":"pg_authid","columns":["rolname"],"sequences":{}}',
            '{"rolname":"x"}',
            '@end {"name":"pg_authid","rows":1}',
            ...l.slice(1),
          ]),
          /does not match this Chowdr's schema/,
        ],
      ];
      for (const [f, message] of bad) {
        const err = await restoreBackup(db.database, f, { replace: true }).catch((e: unknown) => e);
        expect(err, f).toBeInstanceOf(BackupFileError);
        expect((err as Error).message, f).toMatch(message);
      }
      // A value the database rejects (checksum fixed, shape right) rolls the whole restore back.
      const badValue = await rewrite(file, (l) =>
        l.map((x) => x.replace(/"cooking_time":30/, '"cooking_time":"half an hour"')),
      );
      await expect(restoreBackup(db.database, badValue, { replace: true })).rejects.toThrow();
      expect(await dump(db.database.db)).toEqual(before);

      // Told to replace: the backup's data, and nothing else.
      await db.database.db.execute(
        sql`insert into users (username, email, first_name, last_name, password_hash) values ('later', 'l@x.org', 'L', 'X', 'h')`,
      );
      await restoreBackup(db.database, file, { replace: true });
      expect(await dump(db.database.db)).toEqual(before);
      await expect(verifyBackup(file)).resolves.toMatchObject({ rows: count(before) });
    },
  );
});
