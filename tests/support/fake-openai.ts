// An in-process OpenAI-compatible server for tests of the model engine.
//
// It speaks the real wire protocol (POST /v1/chat/completions, JSON completions and SSE
// `data: {...}` chunks ending in `data: [DONE]`), so the engine is tested through the
// real `openai` SDK and real HTTP, with behaviours scripted per request.

import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export type FakeBehaviour =
  /** Answers with `content` as the assistant message: SSE when the request streams, unless `noStream`. */
  | {
      kind: 'reply';
      content: string;
      /** Characters per SSE chunk (default: the whole content in one chunk). */
      chunkSize?: number;
      /** Stops after this many chunks until `until` resolves (to observe early yields). */
      hold?: { afterChunks: number; until: Promise<void> };
      /** Answer with a plain JSON completion even when `stream: true` was asked for. */
      noStream?: boolean;
    }
  /** An error status with an OpenAI-style error body. */
  | { kind: 'status'; status: number; message?: string }
  /** Accepts the request and never answers. */
  | { kind: 'hang' }
  /** Sends the SSE headers and the first `afterChars` characters of `content`, then goes silent. */
  | { kind: 'hang-mid-stream'; content: string; afterChars: number };

export interface ReceivedRequest {
  /** The parsed JSON body. */
  body: Record<string, unknown>;
  authorization: string | undefined;
  /** open while the answer is being written; abandoned when the client went away first. */
  state: 'open' | 'finished' | 'abandoned';
}

export interface FakeOpenAI {
  /** Base URL for the SDK, ending in /v1. */
  baseURL: string;
  /** Every request received, in order, with its state. */
  requests: ReceivedRequest[];
  /** Behaviours for the next requests, in order; the last one repeats. */
  script(...behaviours: FakeBehaviour[]): void;
  close(): Promise<void>;
}

/** A promise the test opens by hand. */
export function gate(): { promise: Promise<void>; open: () => void } {
  let open!: () => void;
  const promise = new Promise<void>((resolve) => (open = resolve));
  return { promise, open };
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const parts: Buffer[] = [];
    req.on('data', (c: Buffer) => parts.push(c));
    req.on('end', () => resolve(Buffer.concat(parts).toString('utf8')));
    req.on('error', reject);
  });
}

function chunks(text: string, size: number | undefined): string[] {
  if (!size || size >= text.length) return [text];
  const out: string[] = [];
  for (let i = 0; i < text.length; i += size) out.push(text.slice(i, i + size));
  return out;
}

const completionId = 'chatcmpl-fake';

function sseChunk(model: unknown, delta: Record<string, unknown>, finish: string | null): string {
  const chunk = {
    id: completionId,
    object: 'chat.completion.chunk',
    created: Math.floor(Date.now() / 1000),
    model,
    choices: [{ index: 0, delta, finish_reason: finish }],
  };
  return `data: ${JSON.stringify(chunk)}\n\n`;
}

function jsonCompletion(model: unknown, content: string) {
  return {
    id: completionId,
    object: 'chat.completion',
    created: Math.floor(Date.now() / 1000),
    model,
    choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }],
    usage: { prompt_tokens: 1, completion_tokens: 1, total_tokens: 2 },
  };
}

export async function startFakeOpenAI(): Promise<FakeOpenAI> {
  let queue: FakeBehaviour[] = [{ kind: 'status', status: 500, message: 'no behaviour scripted' }];
  const fake: FakeOpenAI = {
    baseURL: '',
    requests: [],
    script: (...behaviours) => {
      queue = behaviours;
    },
    close: () => Promise.resolve(),
  };
  const next = (): FakeBehaviour => (queue.length > 1 ? queue.shift()! : queue[0]!);

  async function stream(res: ServerResponse, model: unknown, b: Extract<FakeBehaviour, { kind: 'reply' }>) {
    res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache', connection: 'keep-alive' });
    res.write(sseChunk(model, { role: 'assistant', content: '' }, null));
    const parts = chunks(b.content, b.chunkSize);
    for (let i = 0; i < parts.length; i++) {
      if (b.hold && i === b.hold.afterChunks) await b.hold.until;
      if (res.destroyed) return;
      res.write(sseChunk(model, { content: parts[i] }, null));
      // Yield to the event loop so chunks travel as separate writes.
      await new Promise((r) => setImmediate(r));
    }
    if (res.destroyed) return;
    res.write(sseChunk(model, {}, 'stop'));
    res.end('data: [DONE]\n\n');
  }

  async function handle(req: IncomingMessage, res: ServerResponse) {
    if (req.method !== 'POST' || req.url !== '/v1/chat/completions') {
      res.writeHead(404, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ error: { message: 'not found', type: 'invalid_request_error' } }));
      return;
    }
    const body = JSON.parse(await readBody(req)) as Record<string, unknown>;
    const received: ReceivedRequest = { body, authorization: req.headers.authorization, state: 'open' };
    fake.requests.push(received);
    res.on('close', () => {
      received.state = res.writableFinished ? 'finished' : 'abandoned';
    });
    const b = next();
    switch (b.kind) {
      case 'reply':
        if (body.stream === true && !b.noStream) return stream(res, body.model, b);
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(JSON.stringify(jsonCompletion(body.model, b.content)));
        return;
      case 'status':
        res.writeHead(b.status, { 'content-type': 'application/json' });
        res.end(
          JSON.stringify({ error: { message: b.message ?? `status ${b.status}`, type: 'server_error', code: null } }),
        );
        return;
      case 'hang':
        return; // the client's timeout or abort ends it
      case 'hang-mid-stream':
        res.writeHead(200, { 'content-type': 'text/event-stream' });
        res.write(sseChunk(body.model, { role: 'assistant', content: b.content.slice(0, b.afterChars) }, null));
        return;
    }
  }

  const server = createServer((req, res) => {
    handle(req, res).catch(() => {
      if (!res.headersSent) res.writeHead(500);
      res.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  fake.baseURL = `http://127.0.0.1:${port}/v1`;
  fake.close = () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return fake;
}
