// Pages are parsed off the main thread (issue 27: parsing a 5 MB page never holds the event loop for
// more than 20 ms). Slicing the parse on the main thread (html.ts's Yielder) was not enough: a 5 MB
// page still held the loop 40 to 140 ms at a time, in garbage collection of its DOM and in the
// stretches between yields. Here one or two worker threads (parse-worker.ts) do the whole reading;
// the main thread only hands over the string and gets a recipe of a few KB back.
//
// Workers start on the first import (none for a server that never imports), stop after a minute
// idle or 5 s after a page over 1 MB (so its memory goes back), and stop on app close. A job that runs longer than `timeoutMs` or outgrows the worker's heap
// ends its worker and answers 422 with the next step; a long queue answers 503.
import { createRequire } from 'node:module';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import { AppError } from '../../plugins/errors';
import type { ErrorCode } from '../../../shared/api/error-codes';
import type { ImportResult } from './normalize';

export type ParseJob = { id: number } & (
  { kind: 'html'; input: string; url?: string; wantText?: boolean } | { kind: 'text'; input: string }
);

export type ParseReply =
  | { id: number; ok: true; result: ImportResult }
  | {
      id: number;
      ok: false;
      error: { status?: number; code?: ErrorCode; message: string };
      /** The page's visible text, when asked for and no recipe was found (for the model). */
      text?: string;
    };

export type ParseOutcome = { ok: true; result: ImportResult } | { ok: false; error: AppError; text?: string };

export interface ParsePoolOptions {
  /** Workers at most; by default one per spare core, one or two. */
  size?: number;
  /** A job running longer ends its worker. */
  timeoutMs?: number;
  /** Workers with nothing to do stop after this long. */
  idleMs?: number;
  /** Each worker's V8 old-generation heap, MB. */
  maxHeapMb?: number;
  /** After a page larger than this (characters), its worker stops after 5 s idle, so its memory goes back. */
  retireAfterChars?: number;
  /** Jobs waiting beyond this many are refused with 503. */
  maxQueue?: number;
}

const TOO_SLOW =
  'Chowdr gave up reading this page: it took too long. Copy the recipe from the page and use Paste text.';
const TOO_BIG = 'This page is too large for Chowdr to read. Copy the recipe from the page and use Paste text.';

/**
 * The worker: import-worker.js beside the bundle when built (scripts/build-server.mjs emits it), or
 * parse-worker.ts beside this file when running from src/ (tsx, vitest), loaded through tsx's
 * loader, registered inside the worker (Node 20 does not hand `--import tsx` on to workers).
 * The names are variables so Vite's build leaves `new URL()` alone.
 */
function workerSource(): { file: URL | string; eval: boolean } {
  const fromSource = /\.ts$/.test(new URL(import.meta.url).pathname);
  const file = fromSource ? './parse-worker.ts' : './import-worker.js';
  const url = new URL(file, import.meta.url);
  if (!fromSource) return { file: url, eval: false };
  const tsxRoot = path.dirname(createRequire(import.meta.url).resolve('tsx/package.json'));
  const tsx = pathToFileURL(path.join(tsxRoot, 'dist/esm/api/index.mjs')).href;
  const boot = `import(${JSON.stringify(tsx)}).then((api) => { api.register(); return import(${JSON.stringify(url.href)}); })`;
  return { file: boot, eval: true };
}

interface Slot {
  worker: Worker;
  busy?: { job: ParseJob; resolve: (o: ParseOutcome) => void; timer: NodeJS.Timeout };
  idleTimer?: NodeJS.Timeout;
}

interface Waiting {
  job: ParseJob;
  resolve: (o: ParseOutcome) => void;
  reject: (err: unknown) => void;
  signal?: AbortSignal;
  onAbort?: () => void;
}

export class ParsePool {
  private readonly size: number;
  private readonly timeoutMs: number;
  private readonly idleMs: number;
  private readonly maxHeapMb: number;
  private readonly maxQueue: number;
  private readonly retireAfterChars: number;
  private readonly slots = new Set<Slot>();
  private readonly queue: Waiting[] = [];
  private nextId = 1;
  private closed = false;

  constructor(opts: ParsePoolOptions = {}) {
    this.size = opts.size ?? Math.max(1, Math.min(2, availableParallelism() - 1));
    this.timeoutMs = opts.timeoutMs ?? 60_000;
    this.idleMs = opts.idleMs ?? 60_000;
    // A pathological 10 MB page (700,000 paragraphs) needs some 600 MB; the cap keeps a worse one
    // from taking the server's memory with it.
    this.maxHeapMb = opts.maxHeapMb ?? 1024;
    this.maxQueue = opts.maxQueue ?? 32;
    this.retireAfterChars = opts.retireAfterChars ?? 1_000_000;
  }

  /** Workers running now (for tests and the bench). */
  get workers(): number {
    return this.slots.size;
  }

  /** Reads a page (`html`) or a pasted text in a worker. */
  run(
    job: { kind: 'html'; input: string; url?: string; wantText?: boolean } | { kind: 'text'; input: string },
    signal?: AbortSignal,
  ): Promise<ParseOutcome> {
    if (this.closed) return Promise.reject(new AppError(503, 'UNAVAILABLE', 'The server is shutting down.'));
    if (this.queue.length >= this.maxQueue)
      return Promise.reject(
        new AppError(503, 'UNAVAILABLE', 'Chowdr is reading many pages right now. Try again in a minute.', {
          'retry-after': '30',
        }),
      );
    const aborted = () => (signal?.reason instanceof Error ? signal.reason : new Error('The request was aborted.'));
    if (signal?.aborted) return Promise.reject(aborted());
    return new Promise<ParseOutcome>((resolve, reject) => {
      const waiting: Waiting = { job: { ...job, id: this.nextId++ } as ParseJob, resolve, reject, signal };
      if (signal) {
        waiting.onAbort = () => {
          const i = this.queue.indexOf(waiting);
          if (i >= 0) {
            this.queue.splice(i, 1);
            reject(aborted());
          }
        };
        signal.addEventListener('abort', waiting.onAbort, { once: true });
      }
      this.queue.push(waiting);
      this.pump();
    });
  }

  /** Stops every worker; queued jobs are refused. */
  async close(): Promise<void> {
    this.closed = true;
    for (const w of this.queue.splice(0)) w.reject(new AppError(503, 'UNAVAILABLE', 'The server is shutting down.'));
    await Promise.all([...this.slots].map((s) => this.retire(s)));
  }

  private pump(): void {
    while (this.queue.length) {
      let slot = [...this.slots].find((s) => !s.busy);
      if (!slot && this.slots.size < this.size) slot = this.spawn();
      if (!slot) return;
      const next = this.queue.shift()!;
      if (next.onAbort) next.signal?.removeEventListener('abort', next.onAbort);
      this.start(slot, next);
    }
  }

  private spawn(): Slot {
    const source = workerSource();
    const worker = new Worker(source.file, {
      eval: source.eval,
      resourceLimits: { maxOldGenerationSizeMb: this.maxHeapMb },
      // No stdin; its logs are the server's.
      stdin: false,
    });
    const slot: Slot = { worker };
    this.slots.add(slot);
    worker.on('message', (reply: ParseReply) => {
      const busy = slot.busy;
      if (!busy || busy.job.id !== reply.id) return;
      this.finish(slot, reply.ok ? { ok: true, result: reply.result } : this.failure(reply));
    });
    worker.on('error', (err: Error & { code?: string }) => {
      const busy = slot.busy;
      slot.busy = undefined;
      this.drop(slot);
      if (busy) {
        clearTimeout(busy.timer);
        busy.resolve({
          ok: false,
          error:
            err.code === 'ERR_WORKER_OUT_OF_MEMORY'
              ? new AppError(422, 'PAGE_UNAVAILABLE', TOO_BIG)
              : new AppError(500, 'INTERNAL', `Reading the page failed: ${err.message}`),
        });
      }
      this.pump();
    });
    worker.on('exit', () => {
      const busy = slot.busy;
      this.drop(slot);
      if (busy) {
        clearTimeout(busy.timer);
        busy.resolve({
          ok: false,
          error: new AppError(500, 'INTERNAL', 'Reading the page failed: its worker stopped.'),
        });
      }
      if (!this.closed) this.pump();
    });
    return slot;
  }

  private failure(reply: Extract<ParseReply, { ok: false }>): ParseOutcome {
    const { status, code, message } = reply.error;
    const error = code ? new AppError(status ?? 422, code, message) : new AppError(500, 'INTERNAL', message);
    return { ok: false, error, text: reply.text };
  }

  private start(slot: Slot, w: Waiting): void {
    clearTimeout(slot.idleTimer);
    slot.worker.ref();
    const timer = setTimeout(() => {
      // A page that takes this long is not read to the end: its worker goes, the next job gets a new one.
      const busy = slot.busy;
      slot.busy = undefined;
      void this.retire(slot);
      busy?.resolve({ ok: false, error: new AppError(422, 'PAGE_UNAVAILABLE', TOO_SLOW) });
      this.pump();
    }, this.timeoutMs);
    slot.busy = { job: w.job, resolve: w.resolve, timer };
    slot.worker.postMessage(w.job);
  }

  private finish(slot: Slot, outcome: ParseOutcome): void {
    const busy = slot.busy!;
    clearTimeout(busy.timer);
    slot.busy = undefined;
    busy.resolve(outcome);
    if (this.queue.length) return this.pump();
    // Nothing waiting: the worker no longer keeps the process alive, and goes after a while idle; after
    // a large page (its DOM leaves the heap large, issue 30) within seconds, so its memory goes back
    // soon, while a cook importing several pages in a row still finds it started.
    slot.worker.unref();
    const idle = busy.job.input.length > this.retireAfterChars ? Math.min(this.idleMs, 5_000) : this.idleMs;
    slot.idleTimer = setTimeout(() => void this.retire(slot), idle);
    slot.idleTimer.unref();
  }

  private drop(slot: Slot): void {
    clearTimeout(slot.idleTimer);
    this.slots.delete(slot);
  }

  private async retire(slot: Slot): Promise<void> {
    this.drop(slot);
    slot.busy = undefined;
    await slot.worker.terminate();
  }
}
