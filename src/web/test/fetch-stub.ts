import { vi } from 'vitest';

type Reply = { status?: number; body?: unknown } | (() => Promise<Response>);

/** Stubs global fetch with replies by "METHOD path" (unit tests only; e2e uses the real server). */
export function stubFetch(routes: Record<string, Reply>) {
  const calls: { method: string; url: string; body: unknown }[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.pathname : input.url;
    const method = init?.method ?? 'GET';
    calls.push({ method, url, body: init?.body ? JSON.parse(init.body as string) : undefined });
    const reply = routes[`${method} ${url}`];
    if (!reply) return new Response('{"message":"not stubbed","code":"NOT_FOUND"}', { status: 404 });
    if (typeof reply === 'function') return reply();
    const status = reply.status ?? 200;
    return new Response(reply.body === undefined ? null : JSON.stringify(reply.body), {
      status,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { fetchMock, calls };
}
