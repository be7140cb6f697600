import type { SQL } from 'drizzle-orm';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import * as schema from './schema';
import { ROOT } from '../paths';

/** One Drizzle type for both drivers: repositories never know which one is underneath. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Cheap round trip, for health checks. */
  ping(): Promise<void>;
  /**
   * Runs fn while holding a PostgreSQL advisory lock, so instances starting at the same moment
   * take turns (migrations, generating the stored session secret). PGlite has one process only.
   */
  withLock<T>(key: number, fn: () => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

export const MIGRATIONS_FOLDER = path.join(ROOT, 'drizzle');

export interface DatabaseOptions {
  /** postgres:// URL; when absent an embedded PGlite database lives in `dataDir`. */
  url?: string;
  dataDir?: string;
  /** Called when an idle pooled connection dies (e.g. the server restarted). */
  onPoolError?: (err: Error) => void;
  /** PostgreSQL only: how long to wait before giving up (tests shorten them). */
  timeouts?: Partial<DatabaseTimeouts>;
}

export interface DatabaseTimeouts {
  /** Opening a connection, or waiting for a free one in the pool. */
  connectMs: number;
  /** The server cancels a statement running longer than this. */
  statementMs: number;
  /** The client gives up on an answer after this long (a silent network never answers). */
  queryMs: number;
}

/** Advisory lock keys (one namespace for the whole app; auth.repository has the first-admin one). */
export const LOCKS = { migrations: 7_240_100, sessionSecret: 7_240_101 } as const;

export const DEFAULT_TIMEOUTS: DatabaseTimeouts = { connectMs: 5_000, statementMs: 10_000, queryMs: 12_000 };

const QUERY_TIMEOUT = /Query read timeout/;

export async function openDatabase(opts: DatabaseOptions): Promise<Database> {
  if (opts.url) {
    const { default: pg } = await import('pg');
    const { drizzle } = await import('drizzle-orm/node-postgres');
    const timeouts = { ...DEFAULT_TIMEOUTS, ...opts.timeouts };
    const pool = new pg.Pool({
      connectionString: opts.url,
      max: 10,
      connectionTimeoutMillis: timeouts.connectMs,
      statement_timeout: timeouts.statementMs,
      query_timeout: timeouts.queryMs,
      keepAlive: true,
    });
    // Without a listener an idle client's error (database restart) would crash the process.
    pool.on('error', (err) => opts.onPoolError?.(err));
    // A query that got no answer leaves its connection unusable (the answer may still come, or
    // never): cut it, so the rollback after it fails at once and the pool drops the client.
    pool.on('connect', (client) => {
      // A connection that dies while checked out (between the statements of a transaction, say)
      // fails its queries and then emits 'error', which the pool only listens to on idle ones:
      // report it instead of letting it crash the process.
      client.on('error', (err) => opts.onPoolError?.(err));
      const query = client.query.bind(client) as (...args: unknown[]) => unknown;
      (client as unknown as { query: (...args: unknown[]) => unknown }).query = (...args: unknown[]) => {
        const result = query(...args);
        if (result && typeof (result as Promise<unknown>).then === 'function') {
          (result as Promise<unknown>).catch((err: unknown) => {
            if (err instanceof Error && QUERY_TIMEOUT.test(err.message)) {
              (client as unknown as { connection?: { stream?: { destroy(): void } } }).connection?.stream?.destroy();
            }
          });
        }
        return result;
      };
    });
    const db = drizzle({ client: pool, schema }) as unknown as Db;
    return {
      db,
      kind: 'postgres',
      ping: async () => {
        await pool.query('select 1');
      },
      async withLock(key, fn) {
        // A session-level lock on a connection of its own, held across fn's pooled queries.
        const lockClient = new pg.Client({ connectionString: opts.url, connectionTimeoutMillis: timeouts.connectMs });
        await lockClient.connect();
        try {
          await lockClient.query('select pg_advisory_lock($1)', [key]);
          return await fn();
        } finally {
          await lockClient.query('select pg_advisory_unlock($1)', [key]).catch(() => {});
          await lockClient.end().catch(() => {});
        }
      },
      close: () => pool.end(),
    };
  }
  const dataDir = pgliteDir(opts.dataDir);
  await mkdir(path.dirname(dataDir), { recursive: true });
  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  const client = await PGlite.create(dataDir, {
    startParams: [...PGlite.defaultStartParams, ...PGLITE_SETTINGS.flatMap((s) => ['-c', s])],
  });
  const db = drizzle({ client, schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    ping: async () => {
      await client.query('select 1');
    },
    withLock: (_key, fn) => fn(),
    close: () => client.close(),
  };
}

/** Where PGlite keeps its files under DATA_DIR. */
export function pgliteDir(dataDir = './data'): string {
  return path.resolve(dataDir, 'pglite');
}

/**
 * Postgres settings for PGlite, sized for one process on a small machine (issue 30,
 * docs/decisions/014-self-hosting.md). PGlite's WASM heap grows to what Postgres touches and never
 * gives memory back, and Postgres sizes its buffers for a server shared by many connections: 128 MB
 * of shared buffers alone. One process with one connection needs far less; a household's whole
 * database is a few MB and the operating system's page cache still holds the files.
 */
export const PGLITE_SETTINGS = [
  'shared_buffers=16MB',
  'temp_buffers=2MB',
  'work_mem=2MB',
  'maintenance_work_mem=16MB',
  'wal_buffers=1MB',
];

/** Applies pending migrations; concurrent starts on one PostgreSQL wait for each other. */
export async function migrateDatabase(database: Database): Promise<void> {
  await database.withLock(LOCKS.migrations, async () => {
    if (database.kind === 'pglite') {
      const { migrate } = await import('drizzle-orm/pglite/migrator');
      await migrate(database.db as never, { migrationsFolder: MIGRATIONS_FOLDER });
    } else {
      const { migrate } = await import('drizzle-orm/node-postgres/migrator');
      await migrate(database.db as never, { migrationsFolder: MIGRATIONS_FOLDER });
    }
  });
}

/** The rows of a raw SQL query, typed by the caller (both drivers answer `{ rows }`). */
export async function rows<T>(db: Db, query: SQL): Promise<T[]> {
  const result = await db.execute(query);
  return (result as { rows: T[] }).rows;
}
