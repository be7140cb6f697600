import { createReadStream } from 'node:fs';
import type { Readable } from 'node:stream';
import { createGunzip } from 'node:zlib';
import { sql, type SQL } from 'drizzle-orm';
import { rows, type Database, type Db } from '../db/client';
import { allColumns, allSequences, tablesInLoadOrder } from './catalog';
import {
  BackupFileError,
  checksumSchema,
  control,
  endSchema,
  FORMAT_NAME,
  FORMAT_VERSION,
  headerSchema,
  LineHash,
  lines,
  tableSchema,
  type BackupHeader,
  type BackupTable,
} from './format';
import { applyMigrations, loadMigrations, type Migration } from './migrations';

/** The target holds data and the caller did not ask to replace it. */
export class RestoreTargetNotEmptyError extends Error {
  constructor(tables: string[]) {
    super(
      `The target database already holds Chowdr data (in ${tables.slice(0, 5).join(', ')}${tables.length > 5 ? ', …' : ''}). ` +
        'Restore into an empty database, or pass --replace to delete everything in it first.',
    );
    this.name = 'RestoreTargetNotEmptyError';
  }
}

/**
 * Tables that an empty Chowdr database already has rows in (written by migrations or at start:
 * counters, the generated session secret, rate-limit windows). Rows there do not make a database
 * "not empty"; everything else (accounts, recipes, logs…) does.
 */
const BOOKKEEPING = new Set([
  'app_settings',
  'rate_limits',
  'stat_counters',
  'daily_counts',
  'page_buckets',
  'mail_rate',
]);

const ROWS_PER_INSERT = 1000;
const CHARS_PER_INSERT = 4 * 1024 * 1024;

type Section =
  | { kind: 'header'; header: BackupHeader }
  | { kind: 'table'; table: BackupTable }
  | { kind: 'rows'; table: BackupTable; rows: string[] }
  | { kind: 'end'; table: BackupTable; rows: number }
  | { kind: 'checksum'; tables: number; rows: number };

function gunzipped(file: string): Readable {
  const gunzip = createGunzip();
  const source = createReadStream(file);
  source.on('error', (err) => gunzip.destroy(err));
  return source.pipe(gunzip);
}

function describeReadError(err: unknown, file: string): Error {
  if (err instanceof BackupFileError) return err;
  const e = err as NodeJS.ErrnoException;
  if (e.code === 'ENOENT') return new BackupFileError(`There is no file ${file}.`);
  if (e.code === 'Z_BUF_ERROR' || /unexpected end of file/i.test(e.message ?? ''))
    return new BackupFileError(
      'This backup is incomplete (the file ends early): it was cut off while being written or copied.',
    );
  if (
    e.code === 'Z_DATA_ERROR' ||
    e.code === 'Z_STREAM_ERROR' ||
    /incorrect header check|invalid/i.test(e.message ?? '')
  )
    return new BackupFileError('This file is not a Chowdr backup, or it is damaged (it is not valid gzip data).');
  return err as Error;
}

/**
 * Reads a backup file and checks everything about it that can be checked without a database:
 * its format, every line's shape, row counts and the checksum. Yields its sections in order;
 * throws BackupFileError on the first thing wrong. With `batch`, rows come in insert-sized groups.
 */
async function* sections(file: string, batch: boolean): AsyncGenerator<Section> {
  const hash = new LineHash();
  let header: BackupHeader | undefined;
  let table: BackupTable | undefined;
  let columns = new Set<string>();
  let pending: string[] = [];
  let pendingChars = 0;
  let inTable = 0;
  let total = 0;
  const seen = new Set<string>();
  let finished = false;
  try {
    for await (const line of lines(gunzipped(file))) {
      if (finished) throw new BackupFileError('This backup has data after its checksum: it was edited or damaged.');
      const ctl = control(line);
      if (!header) {
        if (ctl?.kind !== FORMAT_NAME) throw new BackupFileError('This file is not a Chowdr backup.');
        const version = (ctl.value as { formatVersion?: unknown }).formatVersion;
        if (typeof version === 'number' && version > FORMAT_VERSION)
          throw new BackupFileError(
            `This backup was written by a newer Chowdr (backup format ${version}; this one reads ${FORMAT_VERSION}). Upgrade Chowdr, then restore.`,
          );
        const parsed = headerSchema.safeParse(ctl.value);
        if (!parsed.success) throw new BackupFileError('This backup has a malformed header: it is damaged.');
        header = parsed.data;
        hash.add(line);
        yield { kind: 'header', header };
        continue;
      }
      if (!ctl) {
        if (!table) throw new BackupFileError('This backup has a row outside any table: it is damaged.');
        let row: unknown;
        try {
          row = JSON.parse(line);
        } catch {
          throw new BackupFileError(`This backup has a malformed row in ${table.name}: it is damaged.`);
        }
        if (typeof row !== 'object' || row === null || Array.isArray(row))
          throw new BackupFileError(`This backup has a malformed row in ${table.name}: it is damaged.`);
        const keys = Object.keys(row);
        if (keys.length !== columns.size || keys.some((k) => !columns.has(k)))
          throw new BackupFileError(`A row in ${table.name} does not have the table's columns: the backup is damaged.`);
        hash.add(line);
        inTable++;
        total++;
        if (batch) {
          pending.push(line);
          pendingChars += line.length;
          if (pending.length >= ROWS_PER_INSERT || pendingChars >= CHARS_PER_INSERT) {
            yield { kind: 'rows', table, rows: pending };
            pending = [];
            pendingChars = 0;
          }
        }
        continue;
      }
      if (ctl.kind === 'table') {
        if (table) throw new BackupFileError(`This backup's table ${table.name} has no end: it is damaged.`);
        const parsed = tableSchema.safeParse(ctl.value);
        if (!parsed.success) throw new BackupFileError('This backup has a malformed table line: it is damaged.');
        if (seen.has(parsed.data.name))
          throw new BackupFileError(`This backup holds table ${parsed.data.name} twice: it is damaged.`);
        seen.add(parsed.data.name);
        table = parsed.data;
        columns = new Set(table.columns);
        if (columns.size !== table.columns.length)
          throw new BackupFileError(`This backup names a column of ${table.name} twice: it is damaged.`);
        inTable = 0;
        hash.add(line);
        yield { kind: 'table', table };
      } else if (ctl.kind === 'end') {
        const parsed = endSchema.safeParse(ctl.value);
        if (!table || !parsed.success || parsed.data.name !== table.name)
          throw new BackupFileError('This backup has a misplaced table end: it is damaged.');
        if (parsed.data.rows !== inTable)
          throw new BackupFileError(
            `This backup's table ${table.name} should hold ${parsed.data.rows} rows but holds ${inTable}: it is damaged.`,
          );
        if (pending.length) yield { kind: 'rows', table, rows: pending };
        pending = [];
        pendingChars = 0;
        hash.add(line);
        yield { kind: 'end', table, rows: inTable };
        table = undefined;
      } else if (ctl.kind === 'checksum') {
        const parsed = checksumSchema.safeParse(ctl.value);
        if (table || !parsed.success) throw new BackupFileError('This backup has a misplaced checksum: it is damaged.');
        if (parsed.data.sha256 !== hash.hex() || parsed.data.rows !== total || parsed.data.tables !== seen.size)
          throw new BackupFileError(
            "This backup's checksum does not match its contents: the file was changed or damaged after it was written.",
          );
        finished = true;
        yield { kind: 'checksum', tables: seen.size, rows: total };
      } else {
        throw new BackupFileError(`This backup has an unknown line (@${ctl.kind}): it is damaged.`);
      }
    }
  } catch (err) {
    throw describeReadError(err, file);
  }
  if (!header) throw new BackupFileError('This file is empty: it is not a Chowdr backup.');
  if (!finished)
    throw new BackupFileError(
      'This backup is incomplete (it ends before its checksum): it was cut off while being written or copied.',
    );
}

export interface BackupSummary {
  header: BackupHeader;
  tables: Record<string, number>;
  rows: number;
  /** How many of this Chowdr's migrations the backup's schema has. */
  schemaIndex: number;
}

/** Which of our migrations the backup's schema ends at; refuses a schema this Chowdr does not know. */
function schemaIndex(header: BackupHeader, migrations: Migration[]): number {
  if (header.schema.migrations === 0) return 0;
  const i = migrations.findIndex((m) => m.when === header.schema.lastMillis);
  const last = migrations[migrations.length - 1];
  if (i === -1 && last && header.schema.lastMillis > last.when)
    throw new BackupFileError(
      `This backup comes from a newer Chowdr (database schema ${header.schema.lastTag ?? header.schema.migrations}; this one knows up to ${last.tag}). Upgrade Chowdr, then restore.`,
    );
  if (i === -1) throw new BackupFileError('This backup has a database schema this Chowdr does not know.');
  return i + 1;
}

/** Reads the whole file once and checks it (format, shape, counts, checksum, schema version). */
export async function verifyBackup(file: string, migrations = loadMigrations()): Promise<BackupSummary> {
  let header: BackupHeader | undefined;
  const tables: Record<string, number> = {};
  let total = 0;
  for await (const s of sections(file, false)) {
    if (s.kind === 'header') header = s.header;
    else if (s.kind === 'end') tables[s.table.name] = s.rows;
    else if (s.kind === 'checksum') total = s.rows;
  }
  return { header: header!, tables, rows: total, schemaIndex: schemaIndex(header!, migrations) };
}

export interface RestoreOptions {
  /** Delete everything in the target first, even accounts and recipes. */
  replace?: boolean;
}

export interface RestoreResult extends BackupSummary {
  /** Migrations applied after loading the rows (the backup came from an older Chowdr). */
  migratedForward: number;
}

/**
 * Loads a backup into `database`: checks the whole file first, then in ONE transaction removes
 * Chowdr's (empty) schema, builds the backup's schema from this Chowdr's migrations, loads every
 * row (bound JSON parameters into quoted, checked identifiers), migrates forward to this version
 * and moves every sequence past its highest id. Anything wrong rolls all of it back.
 */
export async function restoreBackup(
  database: Database,
  file: string,
  opts: RestoreOptions = {},
): Promise<RestoreResult> {
  const migrations = loadMigrations();
  const summary = await verifyBackup(file, migrations);
  await database.db.transaction(async (tx) => {
    const db = tx as unknown as Db;
    if (!opts.replace) {
      const holding = await tablesWithData(db);
      if (holding.length) throw new RestoreTargetNotEmptyError(holding);
    }
    await dropChowdrSchema(db);
    await applyMigrations(db, migrations, summary.schemaIndex);
    // Migrations may have seeded rows (counters at zero): the backup's rows replace them.
    const present = await tablesInLoadOrder(db);
    if (present.length)
      await db.execute(
        sql`truncate table ${sql.join(
          present.map((t) => sql`${sql.identifier('public')}.${sql.identifier(t)}`),
          sql`, `,
        )}`,
      );
    const targetColumns = await allColumns(db);
    const loaded: string[] = [];
    const recorded = new Map<string, Record<string, number | null>>();
    for await (const s of sections(file, true)) {
      if (s.kind === 'table') {
        const target = targetColumns.get(s.table.name) ?? [];
        const insertable = target.filter((c) => !c.generated).map((c) => c.name);
        if (
          !insertable.length ||
          insertable.length !== s.table.columns.length ||
          s.table.columns.some((c) => !insertable.includes(c))
        )
          throw new BackupFileError(
            `The backup's table ${s.table.name} does not match this Chowdr's schema ${summary.header.schema.lastTag ?? ''}: the backup is damaged.`,
          );
        // Counters and page buckets come from the backup as they were; their triggers must not add to them.
        await db.execute(
          sql`alter table ${sql.identifier('public')}.${sql.identifier(s.table.name)} disable trigger user`,
        );
        loaded.push(s.table.name);
        recorded.set(s.table.name, s.table.sequences);
      } else if (s.kind === 'rows') {
        await db.execute(insertRows(s.table, s.rows));
      }
    }
    for (const t of loaded)
      await db.execute(sql`alter table ${sql.identifier('public')}.${sql.identifier(t)} enable trigger user`);
    await applyMigrations(db, migrations, migrations.length);
    await resetSequences(db, recorded);
  });
  return { ...summary, migratedForward: migrations.length - summary.schemaIndex };
}

function insertRows(table: BackupTable, lines: string[]): SQL {
  const target = sql`${sql.identifier('public')}.${sql.identifier(table.name)}`;
  const list = sql.join(
    table.columns.map((c) => sql.identifier(c)),
    sql`, `,
  );
  const json = `[${lines.join(',')}]`;
  return sql`insert into ${target} (${list}) overriding system value
             select ${list} from json_populate_recordset(null::${target}, ${json}::json)`;
}

/** Tables holding rows that matter (not bookkeeping), for the not-empty refusal. */
async function tablesWithData(db: Db): Promise<string[]> {
  const tables = (await tablesInLoadOrder(db)).filter((t) => !BOOKKEEPING.has(t));
  if (tables.length === 0) return [];
  const checks = tables.map(
    (t) => sql`select ${t}::text as t where exists (select 1 from ${sql.identifier('public')}.${sql.identifier(t)})`,
  );
  return (await rows<{ t: string }>(db, sql.join(checks, sql` union all `))).map((r) => r.t);
}

/**
 * Removes what Chowdr's migrations create in `public` (tables, views, sequences, enum types,
 * functions; nothing that belongs to an extension) and drizzle's migration record.
 */
export async function dropChowdrSchema(db: Db): Promise<void> {
  const notExtension = (catalog: string, oid: string) =>
    `not exists (select 1 from pg_depend d where d.classid = '${catalog}'::regclass and d.objid = ${oid} and d.deptype = 'e')`;
  const relations = await rows<{ name: string; kind: string }>(
    db,
    sql.raw(`select format('%I.%I', n.nspname, c.relname) as name, c.relkind as kind from pg_class c
             join pg_namespace n on n.oid = c.relnamespace
             where n.nspname = 'public' and c.relkind in ('r', 'p', 'v', 'm', 'S') and ${notExtension('pg_class', 'c.oid')}`),
  );
  const drop = (what: string, names: string[]) =>
    names.length ? db.execute(sql.raw(`drop ${what} if exists ${names.join(', ')} cascade`)) : undefined;
  await drop(
    'view',
    relations.filter((r) => r.kind === 'v').map((r) => r.name),
  );
  await drop(
    'materialized view',
    relations.filter((r) => r.kind === 'm').map((r) => r.name),
  );
  await drop(
    'table',
    relations.filter((r) => r.kind === 'r' || r.kind === 'p').map((r) => r.name),
  );
  await drop(
    'sequence',
    relations.filter((r) => r.kind === 'S').map((r) => r.name),
  );
  const functions = await rows<{ name: string }>(
    db,
    sql.raw(`select p.oid::regprocedure::text as name from pg_proc p join pg_namespace n on n.oid = p.pronamespace
             where n.nspname = 'public' and ${notExtension('pg_proc', 'p.oid')}`),
  );
  await drop(
    'function',
    functions.map((f) => f.name),
  );
  const types = await rows<{ name: string }>(
    db,
    sql.raw(`select format('%I.%I', n.nspname, t.typname) as name from pg_type t join pg_namespace n on n.oid = t.typnamespace
             where n.nspname = 'public' and t.typtype in ('e', 'd') and ${notExtension('pg_type', 't.oid')}`),
  );
  await drop(
    'type',
    types.map((t) => t.name),
  );
  await db.execute(sql`drop schema if exists drizzle cascade`);
}

/** Every identity/serial sequence continues after the highest id (and what the source had handed out). */
async function resetSequences(db: Db, recorded: Map<string, Record<string, number | null>>): Promise<void> {
  for (const [t, sequences] of await allSequences(db)) {
    for (const s of sequences) {
      const [r] = await rows<{ v: string | number | null }>(
        db,
        sql`select max(${sql.identifier(s.column)})::bigint as v from ${sql.identifier('public')}.${sql.identifier(t)}`,
      );
      const v = Math.max(Number(r?.v ?? 0), recorded.get(t)?.[s.column] ?? 0);
      if (v > 0) await db.execute(sql`select setval(${s.sequence}::regclass, ${v}, true)`);
      else await db.execute(sql`select setval(${s.sequence}::regclass, 1, false)`);
    }
  }
}
