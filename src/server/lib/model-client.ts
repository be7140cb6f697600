// The one client for OpenAI-compatible endpoints (OpenAI, Ollama, vLLM, llama.cpp server):
// used by recipe generation (chef/model/model-engine.ts), the Chef Assistant
// (modules/chat/chat.model.ts) and the admin health probe. It owns the SDK settings, the
// deadline, the mapping of failures to a few kinds with safe messages (never a URL, header or
// key), and the removal of a reasoning model's <think>…</think> block.

import OpenAI, { APIConnectionError, APIConnectionTimeoutError, APIError, APIUserAbortError } from 'openai';

export interface ModelClientOptions {
  baseURL: string;
  apiKey: string;
  timeoutMs: number;
  /** For tests and custom agents. */
  fetch?: typeof fetch;
}

/** One SDK client: no SDK retries (callers decide), no SDK logging (it would print prompts). */
export function createModelClient(opts: ModelClientOptions): OpenAI {
  return new OpenAI({
    baseURL: opts.baseURL,
    apiKey: opts.apiKey,
    timeout: opts.timeoutMs,
    maxRetries: 0,
    logLevel: 'off',
    ...(opts.fetch ? { fetch: opts.fetch } : {}),
  });
}

export interface Deadline {
  /** Aborts at the deadline or when the caller's signal does. */
  signal: AbortSignal;
  /** True once the deadline itself has passed. */
  expired(): boolean;
  clear(): void;
}

/** A whole-call deadline combined with the caller's signal. */
export function startDeadline(timeoutMs: number, caller?: AbortSignal): Deadline {
  const deadline = new AbortController();
  const timer = setTimeout(() => deadline.abort(), timeoutMs);
  return {
    signal: caller ? AbortSignal.any([caller, deadline.signal]) : deadline.signal,
    expired: () => deadline.signal.aborted,
    clear: () => clearTimeout(timer),
  };
}

export type ModelFailureKind = 'timeout' | 'rate-limited' | 'unavailable' | 'rejected' | 'invalid-output';

export interface ModelFailure {
  kind: ModelFailureKind;
  message: string;
  status?: number;
}

/**
 * What went wrong, in words a cook or an admin may read. `label` names the API ('Recipe API',
 * 'Chef Assistant API'). A caller's own abort is not a failure: check it before calling this.
 */
export function describeModelFailure(
  err: unknown,
  label: string,
  ctx: { deadlineExpired: boolean; timeoutMs: number },
): ModelFailure {
  if (ctx.deadlineExpired || err instanceof APIConnectionTimeoutError) {
    const seconds = Number((ctx.timeoutMs / 1000).toFixed(1));
    return { kind: 'timeout', message: `${label} timed out after ${seconds} s` };
  }
  if (err instanceof APIUserAbortError) return { kind: 'unavailable', message: `${label} request was aborted` };
  if (err instanceof APIConnectionError) {
    return { kind: 'unavailable', message: `${label} is unavailable (connection failed${connectionCode(err)})` };
  }
  if (err instanceof APIError) {
    const status = err.status;
    if (status === 429) return { kind: 'rate-limited', message: `${label} is rate limited; try again shortly`, status };
    if (status === undefined)
      return { kind: 'unavailable', message: `${label} is unavailable (error during the stream)` };
    if (status >= 500) return { kind: 'unavailable', message: `${label} is unavailable (HTTP ${status})`, status };
    if (status === 401 || status === 403)
      return { kind: 'rejected', message: `${label} rejected the credentials (HTTP ${status})`, status };
    if (status === 404)
      return { kind: 'rejected', message: `${label} does not know this model or endpoint (HTTP 404)`, status };
    return { kind: 'rejected', message: `${label} rejected the request (HTTP ${status})`, status };
  }
  // A stream frame that is not JSON, or similar protocol garbage.
  if (err instanceof SyntaxError) return { kind: 'invalid-output', message: `${label} returned an invalid response` };
  return { kind: 'unavailable', message: `${label} request failed` };
}

/** ': ECONNREFUSED' from undici's nested cause, when there is one; never the URL or headers. */
function connectionCode(err: APIConnectionError): string {
  let cause: unknown = err.cause;
  for (let depth = 0; depth < 3 && typeof cause === 'object' && cause !== null; depth++) {
    const c = cause as { code?: unknown; cause?: unknown };
    if (typeof c.code === 'string' && /^[A-Z_]+$/.test(c.code)) return `: ${c.code}`;
    cause = c.cause;
  }
  return '';
}

const OPEN = '<think>';
const CLOSE = '</think>';

/**
 * Removes a leading <think>…</think> block (DeepSeek-R1 distills, Qwen3, QwQ) from streamed
 * text: nothing is shown until it is clear whether the reply starts with one, nothing inside it
 * is ever shown, and the text after it streams as it arrives.
 */
export class ThinkStripper {
  private buffer = '';
  private state: 'start' | 'thinking' | 'answer' = 'start';
  /** After a block, the blank lines before the answer are dropped too. */
  private leading = false;

  /** The visible text this piece adds ('' while undecided or inside the block). */
  push(piece: string): string {
    if (this.state === 'answer') {
      if (!this.leading) return piece;
      const text = piece.trimStart();
      if (text) this.leading = false;
      return text;
    }
    this.buffer += piece;
    if (this.state === 'start') {
      const lead = this.buffer.trimStart();
      if (lead.length < OPEN.length && OPEN.startsWith(lead)) return '';
      if (!lead.startsWith(OPEN)) return this.release(this.buffer);
      this.state = 'thinking';
    }
    const end = this.buffer.indexOf(CLOSE);
    if (end < 0) return '';
    const after = this.buffer.slice(end + CLOSE.length).trimStart();
    this.release('');
    this.leading = after === '';
    return after;
  }

  /** What is left at the end: an undecided start is text; an unclosed block shows nothing. */
  finish(): string {
    if (this.state === 'start') return this.release(this.buffer);
    return '';
  }

  private release(text: string): string {
    this.state = 'answer';
    this.buffer = '';
    return text;
  }
}

/** The reply without its leading <think>…</think> block. */
export function stripThink(text: string): string {
  const s = new ThinkStripper();
  return (s.push(text) + s.finish()).trim();
}

/** The admin health probe: does the endpoint list its models? */
export async function probeModelEndpoint(
  model: { baseURL: string; apiKey?: string },
  timeoutMs: number,
): Promise<string> {
  const url = `${model.baseURL.replace(/\/+$/, '')}/models`;
  const res = await fetch(url, {
    headers: model.apiKey ? { authorization: `Bearer ${model.apiKey}` } : {},
    signal: AbortSignal.timeout(timeoutMs),
  });
  if (!res.ok) throw new Error(`model endpoint answered ${res.status}`);
  await res.body?.cancel();
  return `model endpoint answers (${res.status})`;
}
