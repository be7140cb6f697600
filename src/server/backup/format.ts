import { createHash, type Hash } from 'node:crypto';
import type { Readable } from 'node:stream';
import { z } from 'zod';

/**
 * The backup file: gzip-compressed UTF-8 lines (docs/decisions/014-backups.md).
 *
 *   @chowdr-backup {"formatVersion":1,"createdAt":…,"source":"pglite","schema":{…}}
 *   @table {"name":"users","columns":[…],"sequences":{"id":42}}
 *   {"id":1,"username":"ada",…}          one line per row: the database's own row_to_json
 *   @end {"name":"users","rows":1}
 *   …
 *   @checksum {"sha256":"…","tables":24,"rows":1234}
 *
 * The checksum covers every byte before its line, so a truncated or edited file is refused before
 * anything is written. The file is data only: restore quotes validated identifiers and passes every
 * row as a bound JSON parameter; the schema it builds comes from this Chowdr's own migrations.
 */
export const FORMAT_NAME = 'chowdr-backup';
export const FORMAT_VERSION = 1;
/** No line (one row) may be longer: a recipe is at most ~50 KB. */
export const MAX_LINE_CHARS = 16 * 1024 * 1024;

const identifier = z.string().regex(/^[a-z_][a-z0-9_]{0,62}$/, 'not a valid table or column name');

export const headerSchema = z.object({
  formatVersion: z.number().int().positive(),
  createdAt: z.string(),
  source: z.enum(['pglite', 'postgres']),
  schema: z.object({
    /** How many migrations the source database had applied. */
    migrations: z.number().int().nonnegative(),
    /** drizzle's created_at of the last one (the journal's `when`): what restore matches on. */
    lastMillis: z.number().int().nonnegative(),
    /** Its tag (file name), when the Chowdr that wrote the backup knew it. */
    lastTag: z.string().max(200).nullable(),
  }),
});
export type BackupHeader = z.infer<typeof headerSchema>;

export const tableSchema = z.object({
  name: identifier,
  columns: z.array(identifier).min(1).max(1600),
  /** The last value each identity/serial column's sequence handed out (null: never used). */
  sequences: z.record(identifier, z.number().int().nullable()),
});
export type BackupTable = z.infer<typeof tableSchema>;

export const endSchema = z.object({ name: identifier, rows: z.number().int().nonnegative() });
export const checksumSchema = z.object({
  sha256: z.string().regex(/^[0-9a-f]{64}$/),
  tables: z.number().int().nonnegative(),
  rows: z.number().int().nonnegative(),
});

/** A file that is not a good backup: the message says what is wrong, in words a self-hoster can act on. */
export class BackupFileError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'BackupFileError';
  }
}

/** Running SHA-256 over the lines exactly as written (each with its newline). */
export class LineHash {
  private readonly hash: Hash = createHash('sha256');
  add(line: string): void {
    this.hash.update(line);
    this.hash.update('\n');
  }
  hex(): string {
    return this.hash.digest('hex');
  }
}

/**
 * The lines of a decompressed stream, never holding more than one line (capped) in memory.
 * A stream that ends without a newline yields its last piece too (the checksum then refuses it).
 */
export async function* lines(stream: Readable): AsyncGenerator<string> {
  stream.setEncoding('utf8');
  let pending = '';
  for await (const chunk of stream as AsyncIterable<string>) {
    let start = 0;
    let nl = chunk.indexOf('\n');
    while (nl !== -1) {
      const line = pending + chunk.slice(start, nl);
      pending = '';
      yield line;
      start = nl + 1;
      nl = chunk.indexOf('\n', start);
    }
    pending += chunk.slice(start);
    if (pending.length > MAX_LINE_CHARS) {
      throw new BackupFileError(`This backup has a line longer than ${MAX_LINE_CHARS} characters: it is damaged.`);
    }
  }
  if (pending) yield pending;
}

/** Splits a control line (`@kind {json}`) into its kind and parsed payload. */
export function control(line: string): { kind: string; value: unknown } | undefined {
  if (!line.startsWith('@')) return undefined;
  const space = line.indexOf(' ');
  if (space === -1) throw new BackupFileError('This backup has a malformed line: it is damaged.');
  let value: unknown;
  try {
    value = JSON.parse(line.slice(space + 1));
  } catch {
    throw new BackupFileError('This backup has a malformed line: it is damaged.');
  }
  return { kind: line.slice(1, space), value };
}

export function controlLine(kind: string, value: unknown): string {
  return `@${kind} ${JSON.stringify(value)}`;
}
