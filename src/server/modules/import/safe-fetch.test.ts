import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FetchError, forbiddenAddress, safeFetch, type SafeFetchOptions } from './safe-fetch';

const PAGE = '<!doctype html><title>Soup</title><h1>Soup</h1>';
let server: Server;
let port = 0;
const hits: string[] = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    hits.push(req.url ?? '');
    const url = req.url ?? '/';
    if (url === '/recipe') {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      res.end(PAGE);
    } else if (url === '/to-private') {
      res.writeHead(302, { location: `http://127.0.0.1:${port}/recipe` });
      res.end();
    } else if (url.startsWith('/hop/')) {
      const n = Number(url.slice(5));
      res.writeHead(301, { location: n > 0 ? `/hop/${n - 1}` : '/recipe' });
      res.end();
    } else if (url === '/big') {
      res.writeHead(200, { 'content-type': 'text/html' });
      res.end('x'.repeat(6 * 1024 * 1024));
    } else if (url === '/bomb') {
      res.writeHead(200, { 'content-type': 'text/html', 'content-encoding': 'gzip' });
      res.end(gzipSync(Buffer.alloc(50 * 1024 * 1024, 32)));
    } else if (url === '/gzip') {
      res.writeHead(200, { 'content-type': 'text/html', 'content-encoding': 'gzip' });
      res.end(gzipSync(Buffer.from(PAGE)));
    } else if (url === '/latin1') {
      res.writeHead(200, { 'content-type': 'text/html; charset=iso-8859-1' });
      res.end(Buffer.from('<p>Crème brûlée</p>', 'latin1'));
    } else if (url === '/image') {
      res.writeHead(200, { 'content-type': 'image/png' });
      res.end('png');
    } else if (url === '/forbidden') {
      res.writeHead(403, { 'content-type': 'text/html' });
      res.end('Access denied');
    } else if (url === '/slow') {
      res.writeHead(200, { 'content-type': 'text/html' });
      res.write('<p>');
      // never ends
    } else {
      res.writeHead(404);
      res.end();
    }
  });
  // '::' listens on IPv6 and IPv4 (dual stack), so ::1, 127.0.0.1 and ::ffff:127.0.0.1 all reach it.
  await new Promise<void>((resolve) => server.listen(0, '::', resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

/** In these tests 127.0.0.2 plays a public address: the same machine, but the policy lets it pass. */
const PUBLIC_STAND_IN = '127.0.0.2';
const opts = (allowPrivate: boolean, extra: Partial<SafeFetchOptions> = {}): SafeFetchOptions => ({
  allowPrivate,
  timeoutMs: 3000,
  forbidden: (a, allow) => (a === PUBLIC_STAND_IN ? undefined : forbiddenAddress(a, allow)),
  resolve: async (host) => {
    if (host === 'private.test') return [{ address: '127.0.0.1', family: 4 }];
    if (host === 'public.test') return [{ address: PUBLIC_STAND_IN, family: 4 }];
    if (host === 'mixed.test')
      return [
        { address: PUBLIC_STAND_IN, family: 4 },
        { address: '10.1.2.3', family: 4 },
      ];
    throw new Error('ENOTFOUND');
  },
  ...extra,
});

async function failure(p: Promise<unknown>): Promise<FetchError> {
  try {
    await p;
  } catch (err) {
    if (err instanceof FetchError) return err;
    throw err;
  }
  throw new Error('expected a FetchError');
}

describe('the address matrix (issue 27)', () => {
  const reachable = () => [
    `http://127.0.0.1:${port}/recipe`,
    `http://[::1]:${port}/recipe`,
    `http://0.0.0.0:${port}/recipe`,
    `http://2130706433:${port}/recipe`,
    `http://0x7f.1:${port}/recipe`,
    `http://017700000001:${port}/recipe`,
    `http://[::ffff:127.0.0.1]:${port}/recipe`,
    `http://private.test:${port}/recipe`,
    `http://public.test:${port}/to-private`,
  ];
  const unreachable = () => [`http://10.0.0.1:${port}/recipe`, `http://169.254.169.254:${port}/latest/meta-data/`];

  it('refuses every private spelling by default, before any request reaches the server', async () => {
    for (const url of [...reachable(), ...unreachable()]) {
      const before = hits.filter((h) => h === '/recipe').length;
      const err = await failure(safeFetch(url, opts(false)));
      expect(err.kind, url).toBe('address');
      expect(hits.filter((h) => h === '/recipe').length, url).toBe(before);
    }
  });

  it('fetches them all with IMPORT_ALLOW_PRIVATE_NETWORKS', async () => {
    for (const url of reachable()) {
      const page = await safeFetch(url, opts(true));
      expect(page.body, url).toBe(PAGE);
    }
    // Not on this machine's network: the address passes the check and the connection is tried.
    for (const url of unreachable()) {
      const err = await failure(safeFetch(url, opts(true, { timeoutMs: 800 }))).catch(() => undefined);
      if (err) expect(err.kind, url).not.toBe('address');
    }
  });

  it('a public address is fetched, and redirects are checked hop by hop', async () => {
    expect((await safeFetch(`http://public.test:${port}/recipe`, opts(false))).body).toBe(PAGE);
    expect((await safeFetch(`http://public.test:${port}/hop/4`, opts(false))).url).toBe(
      `http://public.test:${port}/recipe`,
    );
    expect((await failure(safeFetch(`http://public.test:${port}/hop/5`, opts(false)))).kind).toBe('redirects');
  });

  it('refuses a name with any private address, and connects to the address it checked (no rebinding)', async () => {
    expect((await failure(safeFetch(`http://mixed.test:${port}/recipe`, opts(false)))).kind).toBe('address');
    let calls = 0;
    const rebinding = opts(false, {
      resolve: async () => [{ address: calls++ === 0 ? PUBLIC_STAND_IN : '10.9.9.9', family: 4 }],
    });
    expect((await safeFetch(`http://rebind.test:${port}/recipe`, rebinding)).body).toBe(PAGE);
    expect(calls).toBe(1);
  });

  it('only http and https', async () => {
    for (const url of ['file:///etc/passwd', 'ftp://example.com/', 'gopher://x/', 'javascript:alert(1)']) {
      expect((await failure(safeFetch(url, opts(true)))).kind, url).toBe('scheme');
    }
  });

  it('caps size (also decompressed), type and time; names a refusal', async () => {
    const base = `http://public.test:${port}`;
    expect((await failure(safeFetch(`${base}/big`, opts(false)))).kind).toBe('too-large');
    expect((await failure(safeFetch(`${base}/bomb`, opts(false)))).kind).toBe('too-large');
    expect((await safeFetch(`${base}/gzip`, opts(false))).body).toBe(PAGE);
    expect((await safeFetch(`${base}/latin1`, opts(false))).body).toBe('<p>Crème brûlée</p>');
    expect((await failure(safeFetch(`${base}/image`, opts(false)))).kind).toBe('type');
    const refused = await failure(safeFetch(`${base}/forbidden`, opts(false)));
    expect([refused.kind, refused.status]).toEqual(['refused', 403]);
    expect((await failure(safeFetch(`${base}/slow`, opts(false, { timeoutMs: 300 })))).kind).toBe('timeout');
    expect((await failure(safeFetch(`http://nowhere.test:${port}/`, opts(false)))).kind).toBe('network');
  });
});

describe('forbiddenAddress', () => {
  it('refuses private, loopback, link-local, shared, unspecified and local IPv6 in every form', () => {
    for (const a of [
      '127.0.0.1',
      '127.255.255.254',
      '10.0.0.1',
      '172.16.0.1',
      '172.31.255.255',
      '192.168.1.1',
      '169.254.169.254',
      '100.64.0.1',
      '100.127.255.255',
      '0.0.0.0',
      '::',
      '::1',
      '[::1]',
      '::ffff:127.0.0.1',
      '::ffff:7f00:1',
      '::ffff:a9fe:a9fe',
      '64:ff9b::7f00:1',
      '2002:c0a8:101::1',
      'fc00::1',
      'fd00::2',
      'fe80::1',
      'fe80::1%eth0',
      '::127.0.0.1',
    ]) {
      expect(forbiddenAddress(a, false), a).toBeDefined();
    }
  });

  it('lets public addresses through, and private ones only with the setting', () => {
    for (const a of ['8.8.8.8', '1.1.1.1', '100.128.0.1', '172.32.0.1', '2606:4700:4700::1111', '::ffff:8.8.8.8']) {
      expect(forbiddenAddress(a, false), a).toBeUndefined();
    }
    for (const a of ['127.0.0.1', '10.0.0.1', '169.254.169.254', '::1', 'fd00::2']) {
      expect(forbiddenAddress(a, true), a).toBeUndefined();
    }
    // Multicast and reserved stay closed: no web page lives there.
    for (const a of ['224.0.0.1', '239.255.255.250', '255.255.255.255', 'ff02::1', '::ffff:224.0.0.1']) {
      expect(forbiddenAddress(a, true), a).toBeDefined();
    }
  });
});
