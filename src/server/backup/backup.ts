import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { createWriteStream } from 'node:fs';
import { mkdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { Writable } from 'node:stream';
import { createGzip, type Gzip } from 'node:zlib';
import { sql } from 'drizzle-orm';
import { rows, type Database, type Db } from '../db/client';
import { allColumns, allSequences, tablesInLoadOrder } from './catalog';
import { controlLine, FORMAT_NAME, FORMAT_VERSION, LineHash, type BackupHeader } from './format';
import { appliedSchema, loadMigrations } from './migrations';

export interface BackupResult {
  tables: number;
  rows: number;
  /** Rows per table, in the file's order. */
  counts: Record<string, number>;
  header: BackupHeader;
}

const FETCH_ROWS = 1000;
const FLUSH_CHARS = 256 * 1024;

/** Writes lines into the gzip stream in large pieces, waiting when it is full. */
class LineSink {
  readonly hash = new LineHash();
  private pending: string[] = [];
  private size = 0;
  constructor(private readonly gzip: Gzip) {}
  async line(text: string, hashed = true): Promise<void> {
    if (hashed) this.hash.add(text);
    this.pending.push(text);
    this.size += text.length;
    if (this.size >= FLUSH_CHARS) await this.flush();
  }
  async flush(): Promise<void> {
    if (this.pending.length === 0) return;
    const chunk = `${this.pending.join('\n')}\n`;
    this.pending = [];
    this.size = 0;
    if (!this.gzip.write(chunk)) await once(this.gzip, 'drain');
  }
}

/**
 * Writes a backup of the whole database to `out` (gzip). Every table is read in one snapshot: a
 * REPEATABLE READ, READ ONLY transaction, so writes going on meanwhile are either all in the file
 * or not at all (on PGlite the transaction holds the one connection, so writes wait for it).
 */
export async function writeBackup(database: Database, out: Writable): Promise<BackupResult> {
  const gzip = createGzip({ level: 6 });
  const piped = pipeline(gzip, out);
  // If the destination fails, stop reading the database at once.
  let failed: unknown;
  piped.catch((err: unknown) => {
    failed = err ?? new Error('backup destination failed');
  });
  const sink = new LineSink(gzip);
  const counts: Record<string, number> = {};
  let header!: BackupHeader;
  try {
    await database.db.transaction(
      async (tx) => {
        const db = tx as unknown as Db;
        await db.execute(sql`set local timezone = 'UTC'`);
        const schema = await appliedSchema(db);
        const known = loadMigrations().find((m) => m.when === schema.lastMillis);
        header = {
          formatVersion: FORMAT_VERSION,
          createdAt: new Date().toISOString(),
          source: database.kind,
          schema: { ...schema, lastTag: known?.tag ?? null },
        };
        await sink.line(controlLine(FORMAT_NAME, header));
        const columnsByTable = await allColumns(db);
        const sequencesByTable = await allSequences(db);
        for (const table of await tablesInLoadOrder(db)) {
          const columns = (columnsByTable.get(table) ?? []).filter((c) => !c.generated).map((c) => c.name);
          const sequences: Record<string, number | null> = {};
          for (const s of sequencesByTable.get(table) ?? []) sequences[s.column] = s.lastValue;
          await sink.line(controlLine('table', { name: table, columns, sequences }));
          const list = sql.join(
            columns.map((c) => sql.identifier(c)),
            sql`, `,
          );
          // row_to_json of the listed columns: the database's own text for every type, no driver parsing.
          await db.execute(
            sql`declare chowdr_backup no scroll cursor for select row_to_json(r)::text as j from (select ${list} from ${sql.identifier('public')}.${sql.identifier(table)}) r`,
          );
          let n = 0;
          for (;;) {
            if (failed) throw failed;
            const batch = await rows<{ j: string }>(db, sql.raw(`fetch forward ${FETCH_ROWS} from chowdr_backup`));
            for (const { j } of batch) {
              // jsonb output never holds a raw newline; a plain json column's text could.
              await sink.line(j.includes('\n') ? JSON.stringify(JSON.parse(j)) : j);
            }
            n += batch.length;
            if (batch.length < FETCH_ROWS) break;
          }
          await db.execute(sql`close chowdr_backup`);
          await sink.line(controlLine('end', { name: table, rows: n }));
          counts[table] = n;
        }
      },
      { isolationLevel: 'repeatable read', accessMode: 'read only' },
    );
    const total = Object.values(counts).reduce((a, b) => a + b, 0);
    const digest = sink.hash.hex();
    await sink.line(
      controlLine('checksum', { sha256: digest, tables: Object.keys(counts).length, rows: total }),
      false,
    );
    await sink.flush();
    gzip.end();
    await piped;
    return { tables: Object.keys(counts).length, rows: total, counts, header };
  } catch (err) {
    gzip.destroy();
    await piped.catch(() => {});
    throw err;
  }
}

export interface BackupFileResult extends BackupResult {
  file: string;
  bytes: number;
}

/**
 * Writes a backup to `file` (owner-only: it holds password hashes and the session secret). It is
 * written under a temporary name and renamed when complete, so a half-written backup never has
 * the name of a good one.
 */
export async function backupToFile(database: Database, file: string): Promise<BackupFileResult> {
  const target = path.resolve(file);
  await mkdir(path.dirname(target), { recursive: true });
  const partial = `${target}.partial-${randomBytes(4).toString('hex')}`;
  try {
    const result = await writeBackup(database, createWriteStream(partial, { mode: 0o600 }));
    await rename(partial, target);
    return { ...result, file: target, bytes: (await stat(target)).size };
  } catch (err) {
    await rm(partial, { force: true });
    throw err;
  }
}

/** `chowdr-backup-2026-11-26T13-20-05-123Z.jsonl.gz`: sorts by time, safe on every file system. */
export function backupFileName(at = new Date()): string {
  return `chowdr-backup-${at.toISOString().replace(/[:.]/g, '-')}.jsonl.gz`;
}

/** The names backupFileName gives (what retention may delete; nothing else in the folder). */
export const BACKUP_FILE = /^chowdr-backup-\d{4}-\d\d-\d\dT\d\d-\d\d-\d\d-\d{3}Z\.jsonl\.gz$/;
