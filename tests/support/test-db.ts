import { createHash, randomBytes } from 'node:crypto';
import { cp, mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import path from 'node:path';
import os from 'node:os';
import pg from 'pg';
import { MIGRATIONS_FOLDER, migrateDatabase, openDatabase, type Database } from '../../src/server/db/client';

/**
 * Test databases. Creating a database is slow (PGlite initdb ~6 s), so a template is
 * migrated once per migration set and each test file gets a cheap copy of it:
 *  - PGlite (default): the template data dir is copied to a temp dir.
 *  - PostgreSQL (TEST_DATABASE_URL): CREATE DATABASE ... TEMPLATE.
 */
export const ROOT = path.resolve(import.meta.dirname, '../..');
const PGLITE_TEMPLATES = path.join(ROOT, '.data-test', 'templates');

export async function migrationsHash(): Promise<string> {
  const h = createHash('sha256');
  for (const f of (await readdir(MIGRATIONS_FOLDER, { recursive: true })).sort()) {
    const full = path.join(MIGRATIONS_FOLDER, f);
    if ((await stat(full)).isFile()) h.update(f).update(await readFile(full));
  }
  return h.digest('hex').slice(0, 12);
}

export function testDatabaseUrl(): string | undefined {
  return process.env.TEST_DATABASE_URL || undefined;
}

function withDatabase(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

async function admin<T>(url: string, fn: (c: pg.Client) => Promise<T>): Promise<T> {
  const c = new pg.Client({ connectionString: withDatabase(url, 'postgres') });
  await c.connect();
  try {
    return await fn(c);
  } finally {
    await c.end();
  }
}

/** Makes sure a migrated template exists; returns its PGlite dir or PostgreSQL database name. */
export async function prepareTemplate(): Promise<string> {
  const hash = await migrationsHash();
  const url = testDatabaseUrl();
  if (url) {
    const name = `chowdr_tpl_${hash}`;
    const exists = await admin(
      url,
      async (c) => (await c.query('select 1 from pg_database where datname = $1', [name])).rowCount,
    );
    if (!exists) {
      const building = `${name}_${randomBytes(3).toString('hex')}`;
      await admin(url, (c) => c.query(`create database "${building}"`));
      const database = await openDatabase({ url: withDatabase(url, building) });
      await migrateDatabase(database);
      await database.close();
      await admin(url, async (c) => {
        try {
          await c.query(`alter database "${building}" rename to "${name}"`);
        } catch {
          await c.query(`drop database if exists "${building}"`); // another run won the race
        }
      });
    }
    return name;
  }
  const dir = path.join(PGLITE_TEMPLATES, hash);
  if (!existsSync(path.join(dir, 'ready'))) {
    // Built beside, then renamed into place: another test run in this checkout at the same time (two
    // terminals, or `npm run test:db` while `npm test` runs) sees no template or a whole one, never a
    // half-built folder.
    const building = `${dir}.building-${randomBytes(3).toString('hex')}`;
    await mkdir(building, { recursive: true });
    const database = await openDatabase({ dataDir: building });
    await migrateDatabase(database);
    await database.close();
    await writeFile(path.join(building, 'ready'), new Date().toISOString());
    if (!existsSync(path.join(dir, 'ready'))) await rm(dir, { recursive: true, force: true });
    try {
      await rename(building, dir);
    } catch {
      await rm(building, { recursive: true, force: true }); // another run won the race
    }
  }
  return dir;
}

export interface TestDatabase {
  database: Database;
  /** DATA_DIR for the app (outbox mail etc.). */
  dataDir: string;
  /** The postgres:// URL when on PostgreSQL (for a server process to use). */
  url?: string;
  destroy(): Promise<void>;
}

export interface TestDatabaseFiles {
  /** DATA_DIR for the app; on PGlite it holds the database copy in ./pglite. */
  dataDir: string;
  /** The postgres:// URL when on PostgreSQL. */
  url?: string;
  destroy(): Promise<void>;
}

/** A fresh copy of the template that nothing has opened yet (a server process can take it). */
export async function createTestDatabaseFiles(template?: string): Promise<TestDatabaseFiles> {
  const tpl = template ?? (await prepareTemplate());
  const dataDir = path.join(os.tmpdir(), `chowdr-test-${process.pid}-${randomBytes(4).toString('hex')}`);
  await mkdir(dataDir, { recursive: true });
  const url = testDatabaseUrl();
  if (url) {
    const name = `chowdr_t_${randomBytes(6).toString('hex')}`;
    await admin(url, (c) => c.query(`create database "${name}" template "${tpl}"`));
    return {
      dataDir,
      url: withDatabase(url, name),
      async destroy() {
        await admin(url, (c) => c.query(`drop database if exists "${name}" with (force)`));
        await rm(dataDir, { recursive: true, force: true });
      },
    };
  }
  await cp(path.join(tpl, 'pglite'), path.join(dataDir, 'pglite'), { recursive: true });
  return { dataDir, destroy: () => rm(dataDir, { recursive: true, force: true }) };
}

export interface TestDatabase extends TestDatabaseFiles {
  database: Database;
}

/** A fresh, migrated database of its own, from the template, opened. */
export async function createTestDatabase(template?: string): Promise<TestDatabase> {
  const files = await createTestDatabaseFiles(template);
  const database = await openDatabase({ url: files.url, dataDir: files.dataDir, onPoolError: () => {} });
  return {
    ...files,
    database,
    async destroy() {
      await database.close().catch(() => {});
      await files.destroy();
    },
  };
}
