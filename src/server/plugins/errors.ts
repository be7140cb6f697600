import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import type { ErrorBody, ErrorCode } from '../../shared/api/common';

/** The one error type services throw: a status, a stable code and a message a person can read. */
export class AppError extends Error {
  constructor(
    public readonly statusCode: number,
    public readonly code: ErrorCode,
    message: string,
    public readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const badRequest = (message: string, code: ErrorCode = 'BAD_REQUEST') => new AppError(400, code, message);
export const unauthorized = (message = 'Please sign in to continue.') => new AppError(401, 'UNAUTHORIZED', message);
export const forbidden = (message = 'You do not have access to this.', code: ErrorCode = 'FORBIDDEN') =>
  new AppError(403, code, message);
export const notFound = (message = 'Not found.') => new AppError(404, 'NOT_FOUND', message);
/** The signed-in account was deleted while its request ran. */
export const accountGone = () => unauthorized('Your account no longer exists. Please sign in again.');
export const conflict = (message: string, code: ErrorCode = 'CONFLICT') => new AppError(409, code, message);

/** Messages and codes for Fastify's own 4xx errors, which are too technical to show a person. */
const FASTIFY_ERRORS: Record<string, { message: string; code: ErrorCode }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { message: 'The request body is not valid JSON.', code: 'INVALID_JSON' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { message: 'The request body is empty; send a JSON object.', code: 'EMPTY_BODY' },
  FST_ERR_CTP_BODY_TOO_LARGE: { message: 'The request body is too large.', code: 'BODY_TOO_LARGE' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: {
    message: 'Send the request body as application/json.',
    code: 'UNSUPPORTED_MEDIA_TYPE',
  },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: {
    message: 'The request body length does not match its Content-Length.',
    code: 'BAD_REQUEST',
  },
};

/** Any other 4xx from Fastify or a plugin keeps its message and gets the code of its status. */
function codeOfStatus(status: number): ErrorCode {
  if (status === 401) return 'UNAUTHORIZED';
  if (status === 403) return 'FORBIDDEN';
  if (status === 404) return 'NOT_FOUND';
  if (status === 405) return 'METHOD_NOT_ALLOWED';
  if (status === 409) return 'CONFLICT';
  if (status === 413) return 'BODY_TOO_LARGE';
  if (status === 415) return 'UNSUPPORTED_MEDIA_TYPE';
  if (status === 429) return 'RATE_LIMITED';
  return 'BAD_REQUEST';
}

export const errorsPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((err: FastifyError, request, reply) => {
    if (err instanceof AppError) {
      for (const [k, v] of Object.entries(err.headers)) reply.header(k, v);
      return reply.status(err.statusCode).send({ message: err.message, code: err.code } satisfies ErrorBody);
    }
    if (hasZodFastifySchemaValidationErrors(err)) {
      const issues = err.validation.map((v) => ({
        path: v.instancePath.replace(/^\//, '').replace(/\//g, '.'),
        message: v.message ?? 'Invalid value',
      }));
      const first = issues[0];
      const where = err.validationContext === 'body' ? '' : ` (${err.validationContext})`;
      const message = first
        ? `${first.path ? `${first.path}: ` : ''}${first.message}${where}`
        : 'The request is not valid.';
      return reply.status(400).send({ message, code: 'VALIDATION_ERROR', issues } satisfies ErrorBody);
    }
    if (isResponseSerializationError(err)) {
      request.log.error({ err, issues: err.cause.issues }, 'response did not match its schema');
      return reply
        .status(500)
        .send({ message: 'Something went wrong on our side. Please try again.', code: 'INTERNAL' });
    }
    const status = err.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const known = FASTIFY_ERRORS[err.code];
      const message = known?.message ?? err.message ?? 'The request is not valid.';
      return reply.status(status).send({ message, code: known?.code ?? codeOfStatus(status) } satisfies ErrorBody);
    }
    if (pgCode(err) === '23503') {
      // A row this write refers to (the account, a recipe, a conversation) was deleted while the
      // request ran: the write cannot happen, and it is not the server's fault.
      return reply.status(404).send({
        message: 'Something this change refers to was removed meanwhile. Reload and try again.',
        code: 'NOT_FOUND',
      } satisfies ErrorBody);
    }
    request.log.error({ err }, 'request failed');
    const unavailable = isDatabaseUnavailable(err);
    if (unavailable) reply.header('retry-after', String(RETRY_AFTER_SECONDS));
    return reply.status(unavailable ? 503 : 500).send({
      message: unavailable
        ? 'Chowdr cannot reach its database right now. Please try again in a moment.'
        : 'Something went wrong on our side. Please try again.',
      code: unavailable ? 'UNAVAILABLE' : 'INTERNAL',
    } satisfies ErrorBody);
  });
});

/** The PostgreSQL error code of a driver error, also when Drizzle wrapped it. */
function pgCode(err: unknown): string | undefined {
  const e = err as { code?: unknown; cause?: { code?: unknown } } | null;
  const code = e?.cause?.code ?? e?.code;
  return typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code) ? code : undefined;
}

/** What a 503 asks clients to wait before retrying. */
export const RETRY_AFTER_SECONDS = 5;

/**
 * Connection-class failures: the database is unreachable, silent, restarting or overloaded.
 * Socket errors, PostgreSQL's connection (08xxx), shutdown (57P0x) and statement-timeout
 * (57014) codes, and node-postgres' own timeouts (pool acquire, connect, query read).
 */
const CONNECTION_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  '57P01',
  '57P02',
  '57P03',
  '57014',
  '53300',
  '08000',
  '08001',
  '08003',
  '08004',
  '08006',
]);
const CONNECTION_MESSAGES =
  /Connection terminated|connection timeout|timeout exceeded when trying to connect|Query read timeout|Client has encountered a connection error|Client was closed and is not queryable|Cannot use a pool after calling end/i;

export function isDatabaseUnavailable(err: unknown): boolean {
  let cur: unknown = err;
  for (let i = 0; i < 5 && cur && typeof cur === 'object'; i++) {
    const code = (cur as { code?: unknown }).code;
    if (typeof code === 'string' && CONNECTION_CODES.has(code)) return true;
    const msg = (cur as { message?: unknown }).message;
    if (typeof msg === 'string' && CONNECTION_MESSAGES.test(msg)) return true;
    cur = (cur as { cause?: unknown }).cause;
  }
  return false;
}
