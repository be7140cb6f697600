import { NetworkError, throwIfResNotOk } from './api-client';

/**
 * The web's one NDJSON reader (recipe generation and the chef chat both stream one JSON event a line).
 * Every caller gets the same handling: a line that is not JSON, or that its `parse` rejects, becomes
 * the caller's `badLine()` error (never a raw SyntaxError); a dropped connection is a NetworkError; an
 * abort stays an AbortError; and whenever reading stops early (a bad line, a handler that throws, an
 * abort) the reader is cancelled so the rest of the body is not downloaded for nobody.
 */

/** The default error for a line that cannot be read. */
export class NdjsonLineError extends Error {
  override readonly name = 'NdjsonLineError';
  constructor(message = 'A streamed line could not be read.') {
    super(message);
  }
}

export function isAbortError(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}

function abortError(): DOMException {
  return new DOMException('The operation was aborted.', 'AbortError');
}

export type NdjsonOptions<T> = {
  signal?: AbortSignal;
  /** Turns one parsed JSON value into an event, or returns undefined when it is not a valid event. */
  parse: (json: unknown) => T | undefined;
  /** Called for each event in order; a throw stops reading (the reader is cancelled) and rejects. */
  onEvent: (event: T) => void;
  /** The error for a line that is not JSON or not a valid event. */
  badLine?: () => Error;
};

/**
 * POST `body` as JSON to `url` asking for NDJSON. Errors before the first line (limits, validation)
 * are ordinary non-2xx answers and throw the api client's ApiError; no connection throws NetworkError.
 */
export async function postNdjson(url: string, body: unknown, signal?: AbortSignal): Promise<Response> {
  let res: Response;
  try {
    res = await fetch(url, {
      method: 'POST',
      credentials: 'include',
      headers: { 'Content-Type': 'application/json', Accept: 'application/x-ndjson, application/json' },
      body: JSON.stringify(body),
      signal,
    });
  } catch (error) {
    if (isAbortError(error)) throw error;
    throw new NetworkError(error);
  }
  await throwIfResNotOk(res, url);
  return res;
}

/** Read every line of `res` as NDJSON, calling `onEvent` for each event as its line arrives. */
export async function readNdjson<T>(res: Response, options: NdjsonOptions<T>): Promise<void> {
  const { signal, parse, onEvent } = options;
  const badLine = options.badLine ?? (() => new NdjsonLineError());
  if (signal?.aborted) throw abortError();

  const handleLine = (line: string) => {
    if (!line.trim()) return;
    let json: unknown;
    try {
      json = JSON.parse(line);
    } catch {
      throw badLine();
    }
    const event = parse(json);
    if (event === undefined) throw badLine();
    onEvent(event);
  };

  if (!res.body) {
    // No streaming body (old browsers, some test doubles): the same lines, all at once.
    for (const line of (await res.text()).split('\n')) {
      if (signal?.aborted) throw abortError();
      handleLine(line);
    }
    return;
  }

  const reader = res.body.getReader();
  const cancel = () => void reader.cancel().catch(() => undefined);
  signal?.addEventListener('abort', cancel, { once: true });
  const decoder = new TextDecoder();
  let buffer = '';
  try {
    for (;;) {
      let chunk: ReadableStreamReadResult<Uint8Array>;
      try {
        chunk = await reader.read();
      } catch (error) {
        if (isAbortError(error) || signal?.aborted) throw signal?.aborted ? abortError() : error;
        throw new NetworkError(error);
      }
      if (signal?.aborted) throw abortError();
      if (chunk.done) break;
      buffer += decoder.decode(chunk.value, { stream: true });
      let newline = buffer.indexOf('\n');
      while (newline !== -1) {
        handleLine(buffer.slice(0, newline));
        buffer = buffer.slice(newline + 1);
        newline = buffer.indexOf('\n');
      }
    }
    handleLine(buffer + decoder.decode());
  } catch (error) {
    cancel();
    throw error;
  } finally {
    signal?.removeEventListener('abort', cancel);
  }
}
