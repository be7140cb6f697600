import type { ServerResponse } from 'node:http';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ErrorCode } from '../../shared/api/common';
import { AppError } from '../plugins/errors';

/**
 * The one NDJSON writer (application/x-ndjson: one JSON object a line) for the streaming routes.
 * Everything the cook can be told before the first line (limits, validation, a missing
 * conversation) is checked before `streamNdjson` is called and stays an ordinary 4xx/5xx JSON
 * answer. Once streaming, the rules are the same for every stream:
 * - a line is written only while the socket is open; a client that went away aborts the work
 *   (`abortOnClose`) and is told nothing more;
 * - a failure becomes one last `{type:'error', message, code}` line: an AppError's own message and
 *   code when it is the cook's to act on (4xx) or a service that is away (503), otherwise the
 *   stream's fallback message with code INTERNAL, logged with the request id;
 * - the response always ends.
 */

/** An AbortController aborted when the client goes away before the answer is complete. */
export function abortOnClose(res: ServerResponse): AbortController {
  const controller = new AbortController();
  res.once('close', () => {
    if (!res.writableFinished) controller.abort();
  });
  return controller;
}

export interface NdjsonErrorLine {
  type: 'error';
  message: string;
  code?: ErrorCode;
}

export async function streamNdjson<E extends { type: string }>(
  request: FastifyRequest,
  reply: FastifyReply,
  opts: { fallbackMessage: string; logMessage: string },
  run: (send: (event: E) => void) => Promise<void>,
): Promise<void> {
  reply.hijack();
  const res = reply.raw;
  res.writeHead(200, {
    ...(reply.getHeaders() as Record<string, string>),
    'content-type': 'application/x-ndjson; charset=utf-8',
    'cache-control': 'no-store',
    'x-content-type-options': 'nosniff',
  });
  const write = (event: E | NdjsonErrorLine) => {
    if (!res.destroyed) res.write(`${JSON.stringify(event)}\n`);
  };
  try {
    await run(write);
  } catch (err) {
    if (res.destroyed) return; // the client left; nothing to tell
    write(errorLine(request, err, opts));
  } finally {
    res.end();
  }
}

function errorLine(
  request: FastifyRequest,
  err: unknown,
  opts: { fallbackMessage: string; logMessage: string },
): NdjsonErrorLine {
  const status = err instanceof AppError ? err.statusCode : 500;
  if (err instanceof AppError && (status < 500 || status === 503)) {
    return { type: 'error', message: err.message, code: err.code };
  }
  request.log.error({ err }, opts.logMessage);
  return { type: 'error', message: opts.fallbackMessage, code: err instanceof AppError ? err.code : 'INTERNAL' };
}
