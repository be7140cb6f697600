import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, NetworkError } from './api-client';
import { NdjsonLineError, postNdjson, readNdjson } from './ndjson';

type Event = { n: number };
const parse = (json: unknown): Event | undefined =>
  typeof json === 'object' && json !== null && typeof (json as Event).n === 'number' ? (json as Event) : undefined;

/** A streaming body that records whether its reader was cancelled; `hold` leaves it open after the chunks. */
function streamed(chunks: string[], hold = false) {
  const state = { cancelled: false };
  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(encoder.encode(chunk));
      if (!hold) controller.close();
    },
    cancel() {
      state.cancelled = true;
    },
  });
  return { res: new Response(body), state };
}

afterEach(() => vi.unstubAllGlobals());

describe('readNdjson', () => {
  it('reads events split across chunks and skips blank lines; the last line needs no newline', async () => {
    const { res } = streamed(['{"n":1}\n\n{"n"', ':2}\n{"n":3}']);
    const seen: number[] = [];
    await readNdjson(res, { parse, onEvent: (e) => seen.push(e.n) });
    expect(seen).toEqual([1, 2, 3]);
  });

  it('reads a body without a stream the same way', async () => {
    const res = new Response('{"n":1}\n{"n":2}\n');
    Object.defineProperty(res, 'body', { value: null });
    const seen: number[] = [];
    await readNdjson(res, { parse, onEvent: (e) => seen.push(e.n) });
    expect(seen).toEqual([1, 2]);
  });

  it('turns a line that is not JSON into the caller’s error (never a raw SyntaxError) and cancels the reader', async () => {
    const { res, state } = streamed(['{"n":1}\nnot json\n{"n":3}\n'], true);
    const seen: number[] = [];
    const error = await readNdjson(res, {
      parse,
      onEvent: (e) => seen.push(e.n),
      badLine: () => new Error('Invalid recipe data received'),
    }).catch((e: unknown) => e);
    expect(error).not.toBeInstanceOf(SyntaxError);
    expect((error as Error).message).toBe('Invalid recipe data received');
    expect(seen).toEqual([1]);
    expect(state.cancelled).toBe(true);
  });

  it('rejects a JSON line that is not a valid event with NdjsonLineError by default', async () => {
    const { res, state } = streamed(['{"x":1}\n'], true);
    await expect(readNdjson(res, { parse, onEvent: () => undefined })).rejects.toBeInstanceOf(NdjsonLineError);
    expect(state.cancelled).toBe(true);
  });

  it('cancels the reader when a handler throws, and passes that error on', async () => {
    const { res, state } = streamed(['{"n":1}\n'], true);
    const boom = new Error('the server gave up');
    const error = await readNdjson(res, {
      parse,
      onEvent: () => {
        throw boom;
      },
    }).catch((e: unknown) => e);
    expect(error).toBe(boom);
    expect(state.cancelled).toBe(true);
  });

  it('cancels the reader on abort and rejects with an AbortError', async () => {
    const { res, state } = streamed(['{"n":1}\n'], true);
    const controller = new AbortController();
    const seen: number[] = [];
    const reading = readNdjson(res, {
      signal: controller.signal,
      parse,
      onEvent: (e) => {
        seen.push(e.n);
        setTimeout(() => controller.abort(), 0);
      },
    });
    const error = await reading.catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DOMException);
    expect((error as DOMException).name).toBe('AbortError');
    expect(seen).toEqual([1]);
    expect(state.cancelled).toBe(true);
  });

  it('reports a connection dropped mid-stream as a NetworkError', async () => {
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode('{"n":1}\n'));
        controller.error(new TypeError('network error'));
      },
    });
    await expect(readNdjson(new Response(body), { parse, onEvent: () => undefined })).rejects.toBeInstanceOf(
      NetworkError,
    );
  });
});

describe('postNdjson', () => {
  it('posts JSON asking for NDJSON; a non-2xx answer throws ApiError and no connection throws NetworkError', async () => {
    const fetchMock = vi.fn(async () => new Response('{"message":"Nope","code":"RATE_LIMITED"}', { status: 429 }));
    vi.stubGlobal('fetch', fetchMock);
    await expect(postNdjson('/api/x', { a: 1 })).rejects.toBeInstanceOf(ApiError);
    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(init.method).toBe('POST');
    expect((init.headers as Record<string, string>).Accept).toContain('application/x-ndjson');
    expect(init.body).toBe('{"a":1}');
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')));
    await expect(postNdjson('/api/x', {})).rejects.toBeInstanceOf(NetworkError);
  });
});
