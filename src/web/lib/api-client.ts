import type { ErrorBody } from '../../shared/api/common';
import { asErrorCode, type ErrorCode } from '../../shared/api/error-codes';

/*
 * The one API client (spec section 8):
 * - every call sends cookies (credentials: 'include'); bodies are JSON and sent only when present;
 * - a non-ok response throws an ApiError whose message is `${status}: ${bodyText || statusText}`;
 * - a 401 sends the browser to /login, except for /api/auth/user (that 401 just means "no user");
 * - a read may ask for null on 401 instead ('returnNull'); the default is 'throw'.
 */

export type On401 = 'throw' | 'returnNull';

export const CURRENT_USER_URL = '/api/auth/user';
export const LOGIN_PATH = '/login';

/** An error body as it arrived: parsed JSON, not yet trusted to follow the contract. */
export type ReceivedErrorBody = Partial<Omit<ErrorBody, 'code'>> & { code?: string };

/**
 * A response that was not ok. `body` is the parsed JSON error body when the server sent one;
 * `code` is its code when it is one of the contract's (`shared/api/error-codes.ts`). Screens
 * decide what an error means from `code`; the message is only shown.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly code: ErrorCode | undefined;
  constructor(
    message: string,
    readonly status: number,
    readonly body: ReceivedErrorBody | null,
  ) {
    super(message);
    this.code = asErrorCode(body?.code);
  }
}

/** The contract's error code of what a call threw, if it was an answer carrying one. */
export function errorCodeOf(error: unknown): ErrorCode | undefined {
  return error instanceof ApiError ? error.code : undefined;
}

/** The request never got a response (offline, DNS, server down, CORS...). */
export class NetworkError extends Error {
  override readonly name = 'NetworkError';
  constructor(override readonly cause: unknown) {
    super('Network error. Please try again.');
  }
}

export type RequestOptions = {
  on401?: On401;
  /**
   * Whether a 401 sends the browser to /login. Defaults to true (a session that ended mid-use),
   * except for /api/auth/user. Sign-in style calls set it to false: there a 401 means
   * "wrong credentials" and the screen shows the message instead.
   */
  redirectOn401?: boolean;
  signal?: AbortSignal;
};

/** Where a 401 sends the browser. An object so tests can observe it without a real navigation. */
export const unauthorized = {
  redirect(): void {
    if (typeof window === 'undefined') return;
    // Already there: a reload would only swallow the screen's own error message.
    if (window.location.pathname === LOGIN_PATH) return;
    window.location.assign(LOGIN_PATH);
  },
};

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/** Throws an ApiError for a non-ok response; redirects to /login on 401 per the rules above. */
export async function throwIfResNotOk(res: Response, url: string, options: RequestOptions = {}): Promise<void> {
  if (res.ok) return;
  const text = await res.text().catch(() => '');
  if (res.status === 401 && url !== CURRENT_USER_URL && options.redirectOn401 !== false) {
    unauthorized.redirect();
  }
  const parsed = text ? parseJson(text) : null;
  const body = parsed && typeof parsed === 'object' ? (parsed as ReceivedErrorBody) : null;
  throw new ApiError(`${res.status}: ${text || res.statusText}`, res.status, body);
}

export async function apiRequest<T>(
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  data?: unknown,
  options: RequestOptions = {},
): Promise<T> {
  let res: Response;
  try {
    res = await fetch(url, {
      method,
      credentials: 'include',
      headers:
        data !== undefined
          ? { 'Content-Type': 'application/json', Accept: 'application/json' }
          : { Accept: 'application/json' },
      body: data !== undefined ? JSON.stringify(data) : undefined,
      signal: options.signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new NetworkError(error);
  }

  if (res.status === 401 && options.on401 === 'returnNull') return null as T;
  await throwIfResNotOk(res, url, options);

  if (res.status === 204) return undefined as T;
  const text = await res.text();
  return (text ? JSON.parse(text) : undefined) as T;
}

export const api = {
  get: <T>(url: string, options?: RequestOptions) => apiRequest<T>('GET', url, undefined, options),
  post: <T>(url: string, data?: unknown, options?: RequestOptions) => apiRequest<T>('POST', url, data, options),
  put: <T>(url: string, data?: unknown, options?: RequestOptions) => apiRequest<T>('PUT', url, data, options),
  patch: <T>(url: string, data?: unknown, options?: RequestOptions) => apiRequest<T>('PATCH', url, data, options),
  delete: <T>(url: string, options?: RequestOptions) => apiRequest<T>('DELETE', url, undefined, options),
};

/**
 * A default query function for TanStack Query: the query key's string parts joined by "/"
 * form the URL (e.g. ['/api/recipes/my']).
 */
export function getQueryFn<T>({ on401 = 'throw' }: { on401?: On401 } = {}) {
  return ({ queryKey, signal }: { queryKey: readonly unknown[]; signal?: AbortSignal }) =>
    api.get<T>(queryKey.filter((part) => typeof part === 'string').join('/'), { on401, signal });
}

/** The server's human `message` for an ApiError; `fallback` for anything else. */
export function getErrorMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError) {
    const message = error.body?.message;
    if (typeof message === 'string' && message.trim()) return message;
  }
  return fallback;
}

export function isApiError(error: unknown, status?: number): error is ApiError {
  return error instanceof ApiError && (status === undefined || error.status === status);
}

export function isNetworkError(error: unknown): error is NetworkError {
  return error instanceof NetworkError;
}
