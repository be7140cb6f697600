import type { FastifyServerOptions } from 'fastify';

/** Where log lines go in tests (anything with a write method). */
export interface LogStream {
  write(line: string): void;
}

/**
 * Logger settings for the whole server: secrets never reach the log. Request fields named like
 * secrets are censored, and database errors keep their SQL text and error code but lose the
 * values that were bound to the query (argon2 hashes, token hashes, emails) and the server's
 * `detail` line, which repeats them ("Key (email)=(…) already exists").
 */
export const REDACTED_PATHS = [
  'req.headers.cookie',
  'req.headers.authorization',
  'res.headers["set-cookie"]',
  'headers.cookie',
  'headers.authorization',
  '*.password',
  '*.passwordHash',
  '*.currentPassword',
  '*.newPassword',
  '*.confirmPassword',
  '*.token',
  '*.tokenHash',
  '*.sessionHash',
  '*.cookie',
  '*.cookies',
  'password',
  'passwordHash',
  'token',
  'tokenHash',
];

export function loggerOptions(level: string, stream?: LogStream): FastifyServerOptions['logger'] {
  return {
    level,
    ...(stream ? { stream } : {}),
    redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
    serializers: {
      err: (err: Error) => serializeError(scrubError(err)) as { type: string; message: string; stack: string },
    },
  };
}

/** Plain JSON of an error: type, message, stack, its own fields and its causes. */
function serializeError(err: unknown, depth = 0): unknown {
  if (!err || typeof err !== 'object' || depth > 5) return err;
  const e = err as Record<string, unknown>;
  const out: Record<string, unknown> = { type: err.constructor?.name ?? 'Error' };
  if (typeof e.message === 'string') out.message = e.message;
  if (typeof e.stack === 'string') out.stack = e.stack;
  for (const key of Object.keys(e)) {
    if (key === 'cause' || key in out) continue;
    const v = e[key];
    if (typeof v !== 'function') out[key] = v;
  }
  if (e.cause !== undefined) out.cause = serializeError(e.cause, depth + 1);
  return out;
}

/** Fields of driver errors that carry the query's values. */
const VALUE_FIELDS = new Set(['params', 'parameters', 'values', 'detail', 'where', 'internalQuery']);

const stripParams = (s: string) => s.replace(/\nparams: [\s\S]*?(?=\n\s+at |$)/, '\nparams: [redacted]');

/** A copy of the error (and its causes) without bound values; the SQL text and codes stay. */
export function scrubError(err: unknown, depth = 0): unknown {
  if (!err || typeof err !== 'object' || depth > 5) return err;
  const source = err as Record<string, unknown>;
  const out = Object.create(Object.getPrototypeOf(err) as object) as Record<string, unknown>;
  for (const key of Object.keys(source)) {
    if (VALUE_FIELDS.has(key)) continue;
    out[key] = key === 'cause' ? scrubError(source[key], depth + 1) : source[key];
  }
  if (typeof source.message === 'string') out.message = stripParams(source.message);
  if (typeof source.stack === 'string') out.stack = stripParams(source.stack);
  if (source.cause !== undefined && !('cause' in out)) out.cause = scrubError(source.cause, depth + 1);
  return out;
}
