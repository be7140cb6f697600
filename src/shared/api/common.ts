import { z } from 'zod';
import { ERROR_CODES } from './error-codes';

export { asErrorCode, ERROR_CODES, type ErrorCode } from './error-codes';

/** The closed list of error codes (`./error-codes.ts`); clients branch on these, never on messages. */
export const errorCode = z.enum(ERROR_CODES);

/** Every 4xx/5xx body: a human message, a machine code, and field issues for validation errors. */
export const errorBody = z.object({
  message: z.string(),
  code: errorCode,
  issues: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
});
export type ErrorBody = z.infer<typeof errorBody>;

export const messageBody = z.object({ message: z.string() });
export type MessageBody = z.infer<typeof messageBody>;

/** Positive integer id in a URL path ("/things/:id"). */
export const idParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

export const pagination = z.object({
  total: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
  totalPages: z.number().int(),
});
export type Pagination = z.infer<typeof pagination>;

/**
 * Strings the database can store. PostgreSQL refuses NUL bytes in text and lone UTF-16
 * surrogates cannot be encoded as UTF-8, so both are refused here, once, as a 400, instead of
 * surfacing as a 500 from the driver. Every string in a request schema goes through this.
 */
// eslint-disable-next-line no-control-regex
const UNSTORABLE = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
export const storable = (s: string) => !UNSTORABLE.test(s);
const STORABLE_MESSAGE = 'Contains characters that cannot be stored (NUL or an unpaired surrogate)';

/** Any storable string up to `max` characters (may be empty; not trimmed). */
export const plainText = (max: number) => z.string().max(max).refine(storable, STORABLE_MESSAGE);

/** A trimmed, non-empty (unless `min` is 0), storable string of at most `max` characters. */
export const text = (max: number, min = 1) => z.string().trim().min(min).max(max).refine(storable, STORABLE_MESSAGE);

/** An absolute http(s) address of at most `max` characters (recipe sources, import links). */
export const httpUrl = (max = 2_000) =>
  z
    .string()
    .trim()
    .max(max)
    .refine(storable, STORABLE_MESSAGE)
    .refine((s) => {
      try {
        const u = new URL(s);
        return u.protocol === 'http:' || u.protocol === 'https:';
      } catch {
        return false;
      }
    }, 'Use a web address that starts with http:// or https://');

/** A calendar date `yyyy-MM-dd` that is real (no Feb 30) and within years 1000-9999. */
export const isoDate = () =>
  z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'Use the date format yyyy-MM-dd')
    .refine((s) => {
      const [y, m, d] = s.split('-').map(Number) as [number, number, number];
      const date = new Date(Date.UTC(y, m - 1, d));
      return y >= 1000 && date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
    }, 'Not a real calendar date');

/** An ISO 8601 date-time with an offset, within years 1000-9999 (PostgreSQL's safe range). */
export const isoDateTime = () =>
  z.iso.datetime({ offset: true }).refine((s) => {
    const t = Date.parse(s);
    const y = Number(s.slice(0, 4));
    return Number.isFinite(t) && y >= 1000 && y <= 9999;
  }, 'Date is out of range');

/**
 * One of `values`, accepted in any letter case and with surrounding spaces ('Dinner' is
 * 'dinner'), always handed on in the canonical spelling.
 */
export function caseInsensitiveEnum<const T extends readonly [string, ...string[]]>(values: T) {
  const byLower = new Map(values.map((v) => [v.toLowerCase(), v] as const));
  return z.preprocess((v) => (typeof v === 'string' ? (byLower.get(v.trim().toLowerCase()) ?? v) : v), z.enum(values));
}
