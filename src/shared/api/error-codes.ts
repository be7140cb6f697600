/**
 * Every `code` an error body can carry: a closed list, so the web branches on codes and never on
 * the text of a message (messages are display text and may change). Plain data without zod, so
 * the web's API client can import it without pulling zod into the first chunk;
 * `src/shared/api/common.ts` builds the schema from it.
 */
export const ERROR_CODES = [
  // Requests the server cannot read or accept.
  'BAD_REQUEST',
  'VALIDATION_ERROR',
  'INVALID_JSON',
  'EMPTY_BODY',
  'BODY_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'NOT_FOUND',
  'METHOD_NOT_ALLOWED',
  'CROSS_ORIGIN',
  'NO_GUARD',
  'RATE_LIMITED',
  'CONFLICT',
  'FORBIDDEN',
  // Accounts and sessions.
  'UNAUTHORIZED',
  'ACCOUNT_INACTIVE',
  'EMAIL_NOT_VERIFIED',
  'ADMIN_ONLY',
  'ALREADY_VERIFIED',
  'INVALID_CREDENTIALS',
  'INVALID_TOKEN',
  'USERNAME_TAKEN',
  'WEAK_PASSWORD',
  'WRONG_PASSWORD',
  'SAME_PASSWORD',
  // Kitchen: pantry, recipes, generation, calendar, chat.
  'UNKNOWN_INGREDIENT',
  'DUPLICATE_INGREDIENT',
  'CHEF_INPUT',
  'RECIPE_API_UNAVAILABLE',
  'RECIPE_API_BAD_RESPONSE',
  'SAVED_RECIPES_LIMIT',
  'CHAT_API_UNAVAILABLE',
  'DATE_IN_PAST',
  'DATE_OUT_OF_RANGE',
  'DAY_FULL',
  'BAD_RANGE',
  'RANGE_TOO_LONG',
  'RESPONSE_TOO_LARGE',
  // Recipe import (issue 27).
  'NO_RECIPE_FOUND',
  'ADDRESS_NOT_ALLOWED',
  'PAGE_UNAVAILABLE',
  // Meal plans (issue 28).
  'SLOT_TAKEN',
  // Admin and marketing.
  'SELF_PROTECTED',
  'LAST_ADMIN',
  'UNKNOWN_RECIPIENTS',
  'NO_ELIGIBLE_RECIPIENTS',
  'BACKUP_FAILED',
  // The server's side.
  'INTERNAL',
  'UNAVAILABLE',
] as const;

export type ErrorCode = (typeof ERROR_CODES)[number];

const KNOWN: ReadonlySet<string> = new Set(ERROR_CODES);

/** The code when `value` is one of ours (an answer from another server or version may not be). */
export function asErrorCode(value: unknown): ErrorCode | undefined {
  return typeof value === 'string' && KNOWN.has(value) ? (value as ErrorCode) : undefined;
}
