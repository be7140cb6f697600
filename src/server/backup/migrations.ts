import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import { MIGRATIONS_FOLDER, rows, type Db } from '../db/client';

/**
 * This Chowdr's migrations, applied the way drizzle's migrator applies them (same bookkeeping
 * table, same hashes and created_at), but inside the caller's transaction and only up to a given
 * one: a restore builds the backup's schema, loads its rows, then migrates forward, all or nothing.
 */
export interface Migration {
  tag: string;
  when: number;
  hash: string;
  statements: string[];
}

export function loadMigrations(folder = MIGRATIONS_FOLDER): Migration[] {
  const journal = JSON.parse(readFileSync(path.join(folder, 'meta', '_journal.json'), 'utf8')) as {
    entries: { tag: string; when: number }[];
  };
  const files = readMigrationFiles({ migrationsFolder: folder });
  return journal.entries.map((entry, i) => ({
    tag: entry.tag,
    when: entry.when,
    hash: files[i]!.hash,
    statements: files[i]!.sql,
  }));
}

export interface AppliedSchema {
  migrations: number;
  lastMillis: number;
}

/** What a database has applied; 0 migrations when it has never been migrated. */
export async function appliedSchema(db: Db): Promise<AppliedSchema> {
  const [exists] = await rows<{ t: string | null }>(
    db,
    sql`select to_regclass('drizzle.__drizzle_migrations')::text as t`,
  );
  if (!exists?.t) return { migrations: 0, lastMillis: 0 };
  const [row] = await rows<{ n: number | string; last: number | string | null }>(
    db,
    sql`select count(*)::int as n, max(created_at)::bigint as last from drizzle.__drizzle_migrations`,
  );
  return { migrations: Number(row?.n ?? 0), lastMillis: Number(row?.last ?? 0) };
}

/** Applies, in order, the migrations after what `db` has and up to `upTo` entries of the journal. */
export async function applyMigrations(db: Db, migrations: Migration[], upTo: number): Promise<void> {
  await db.execute(sql`create schema if not exists drizzle`);
  await db.execute(
    sql`create table if not exists drizzle.__drizzle_migrations (id serial primary key, hash text not null, created_at bigint)`,
  );
  const { lastMillis } = await appliedSchema(db);
  for (const m of migrations.slice(0, upTo)) {
    if (m.when <= lastMillis) continue;
    for (const statement of m.statements) await db.execute(sql.raw(statement));
    await db.execute(sql`insert into drizzle.__drizzle_migrations (hash, created_at) values (${m.hash}, ${m.when})`);
  }
}
