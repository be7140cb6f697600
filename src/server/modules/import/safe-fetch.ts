// Fetching a page for the import without becoming a way into the server's own network (SSRF).
// Only http and https; every hop's host is resolved and refused when any of its addresses is
// private, loopback, link-local (cloud metadata), shared, multicast, unspecified or reserved, in
// any spelling (the WHATWG URL parser turns 2130706433, 0x7f.1 and 017700000001 into 127.0.0.1,
// and IPv4-mapped or -embedded IPv6 addresses are checked as the IPv4 they carry). The socket
// connects to the very address that was checked (a `lookup` that answers it), so a name cannot
// resolve to a public address for the check and a private one for the connection (DNS rebinding).
import { lookup as dnsLookup } from 'node:dns/promises';
import http, { type IncomingMessage } from 'node:http';
import https from 'node:https';
import { BlockList, isIP, type LookupFunction } from 'node:net';
import zlib from 'node:zlib';

export type FetchFailure =
  'address' | 'scheme' | 'refused' | 'status' | 'timeout' | 'too-large' | 'type' | 'network' | 'redirects';

export class FetchError extends Error {
  constructor(
    public readonly kind: FetchFailure,
    message: string,
    public readonly status?: number,
  ) {
    super(message);
    this.name = 'FetchError';
  }
}

export interface ResolvedAddress {
  address: string;
  family: 4 | 6;
}

export interface SafeFetchOptions {
  /** IMPORT_ALLOW_PRIVATE_NETWORKS: a home-lab install may import from its own network. */
  allowPrivate: boolean;
  timeoutMs?: number;
  maxBytes?: number;
  maxRedirects?: number;
  signal?: AbortSignal;
  /** Name resolution (tests give names their own answers); default: the system resolver. */
  resolve?: (hostname: string) => Promise<ResolvedAddress[]>;
  /** Which addresses are refused (tests only narrow it); default: `forbiddenAddress`. */
  forbidden?: (address: string, allowPrivate: boolean) => string | undefined;
}

export interface FetchedPage {
  /** The address of the page after redirects. */
  url: string;
  contentType: string;
  body: string;
}

export const FETCH_DEFAULTS = { timeoutMs: 10_000, maxBytes: 5 * 1024 * 1024, maxRedirects: 5 } as const;

// ---------------------------------------------------------------------------
// Addresses

/** Ranges no import may reach unless the operator allows private networks. */
const PRIVATE = new BlockList();
for (const [net, bits] of [
  ['0.0.0.0', 8], // "this network", unspecified
  ['10.0.0.0', 8],
  ['100.64.0.0', 10], // shared address space (carrier-grade NAT)
  ['127.0.0.0', 8],
  ['169.254.0.0', 16], // link-local: cloud metadata lives at 169.254.169.254
  ['172.16.0.0', 12],
  ['192.0.0.0', 24], // IETF protocol assignments
  ['192.0.2.0', 24], // documentation
  ['192.168.0.0', 16],
  ['198.18.0.0', 15], // benchmarking
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
] as const) {
  PRIVATE.addSubnet(net, bits, 'ipv4');
}
for (const [net, bits] of [
  ['::', 128], // unspecified
  ['::1', 128], // loopback
  ['::', 96], // IPv4-compatible (deprecated)
  ['100::', 64], // discard
  ['2001:db8::', 32], // documentation
  ['fc00::', 7], // unique local
  ['fe80::', 10], // link-local
  ['fec0::', 10], // site-local (deprecated)
] as const) {
  PRIVATE.addSubnet(net, bits, 'ipv6');
}
/** Never an HTTP server, whatever the setting. */
const NEVER = new BlockList();
NEVER.addSubnet('224.0.0.0', 4, 'ipv4'); // multicast
NEVER.addSubnet('240.0.0.0', 4, 'ipv4'); // reserved, broadcast
NEVER.addSubnet('ff00::', 8, 'ipv6'); // multicast

/** The IPv4 address an IPv6 one carries (mapped ::ffff:a.b.c.d, NAT64 64:ff9b::/96, 6to4 2002::/16). */
function embeddedIpv4(v6: string): string | undefined {
  const groups = expandIpv6(v6);
  if (!groups) return undefined;
  const v4 = (hi: number, lo: number) => `${hi >> 8}.${hi & 255}.${lo >> 8}.${lo & 255}`;
  const zero = (from: number, to: number) => groups.slice(from, to).every((g) => g === 0);
  if (zero(0, 5) && groups[5] === 0xffff) return v4(groups[6]!, groups[7]!);
  if (groups[0] === 0x64 && groups[1] === 0xff9b && zero(2, 6)) return v4(groups[6]!, groups[7]!);
  if (groups[0] === 0x2002) return v4(groups[1]!, groups[2]!);
  return undefined;
}

function expandIpv6(v6: string): number[] | undefined {
  let s = v6.replace(/^\[|\]$/g, '').replace(/%.*$/, '');
  const dotted = /(\d+\.\d+\.\d+\.\d+)$/.exec(s);
  if (dotted) {
    const p = dotted[1]!.split('.').map(Number);
    s =
      s.slice(0, -dotted[1]!.length) + `${((p[0]! << 8) | p[1]!).toString(16)}:${((p[2]! << 8) | p[3]!).toString(16)}`;
  }
  const [head, tail] = s.split('::');
  const h = head ? head.split(':') : [];
  const t = tail !== undefined ? (tail ? tail.split(':') : []) : undefined;
  const groups = t === undefined ? h : [...h, ...Array<string>(8 - h.length - t.length).fill('0'), ...t];
  if (groups.length !== 8) return undefined;
  const nums = groups.map((g) => parseInt(g, 16));
  return nums.every((n) => Number.isInteger(n) && n >= 0 && n <= 0xffff) ? nums : undefined;
}

/**
 * Why an address may not be fetched, or undefined when it may. `allowPrivate` opens private,
 * loopback and link-local ranges (a home lab); multicast and reserved ranges stay closed.
 */
export function forbiddenAddress(address: string, allowPrivate: boolean): string | undefined {
  const bare = address.replace(/^\[|\]$/g, '');
  const family = isIP(bare);
  if (family === 0) return 'not an IP address';
  const v4 = family === 6 ? embeddedIpv4(bare) : bare;
  const checks: [string, 'ipv4' | 'ipv6'][] = [[bare, family === 4 ? 'ipv4' : 'ipv6']];
  if (v4 && family === 6) checks.push([v4, 'ipv4']);
  if (checks.some(([a, f]) => NEVER.check(a, f))) return 'a multicast or reserved address';
  if (allowPrivate) return undefined;
  if (checks.some(([a, f]) => PRIVATE.check(a, f))) return 'a private, loopback or link-local address';
  return undefined;
}

async function systemResolve(hostname: string): Promise<ResolvedAddress[]> {
  const list = await dnsLookup(hostname, { all: true, verbatim: true });
  return list.map((a) => ({ address: a.address, family: a.family === 6 ? 6 : 4 }));
}

// ---------------------------------------------------------------------------
// Fetching

const ACCEPTED_TYPES = /^(?:text\/html|application\/xhtml\+xml|application\/(?:ld\+)?json|text\/plain)$/i;

/** Fetches one page: checked addresses only, at most `maxRedirects` hops, `timeoutMs`, `maxBytes`. */
export async function safeFetch(url: string, opts: SafeFetchOptions): Promise<FetchedPage> {
  const timeoutMs = opts.timeoutMs ?? FETCH_DEFAULTS.timeoutMs;
  const maxBytes = opts.maxBytes ?? FETCH_DEFAULTS.maxBytes;
  const maxRedirects = opts.maxRedirects ?? FETCH_DEFAULTS.maxRedirects;
  const timeout = AbortSignal.timeout(timeoutMs);
  const signal = opts.signal ? AbortSignal.any([opts.signal, timeout]) : timeout;
  let current = url;
  for (let hop = 0; ; hop++) {
    const res = await requestOnce(current, opts, signal, timeoutMs);
    const status = res.statusCode ?? 0;
    if (status >= 300 && status < 400 && res.headers.location) {
      res.resume();
      if (hop >= maxRedirects)
        throw new FetchError('redirects', `The page redirected more than ${maxRedirects} times.`);
      try {
        current = new URL(res.headers.location, current).toString();
      } catch {
        throw new FetchError('network', 'The page redirected to an address that is not valid.');
      }
      continue;
    }
    if (status < 200 || status >= 300) {
      res.resume();
      const refused = [401, 403, 406, 429, 451, 503].includes(status);
      throw new FetchError(refused ? 'refused' : 'status', `The site answered ${status}.`, status);
    }
    const contentType = String(res.headers['content-type'] ?? '')
      .split(';')[0]!
      .trim();
    if (contentType && !ACCEPTED_TYPES.test(contentType)) {
      res.resume();
      throw new FetchError('type', `The link is not a web page (it is ${contentType.slice(0, 60)}).`);
    }
    const declared = Number(res.headers['content-length']);
    if (Number.isFinite(declared) && declared > maxBytes && !res.headers['content-encoding']) {
      res.destroy();
      throw new FetchError('too-large', 'The page is larger than Chowdr reads.');
    }
    const bytes = await readBody(res, maxBytes, signal, timeoutMs);
    return {
      url: current,
      contentType: contentType || 'text/html',
      body: decode(bytes, String(res.headers['content-type'] ?? '')),
    };
  }
}

async function requestOnce(
  url: string,
  opts: SafeFetchOptions,
  signal: AbortSignal,
  timeoutMs: number,
): Promise<IncomingMessage> {
  let target: URL;
  try {
    target = new URL(url);
  } catch {
    throw new FetchError('scheme', 'That is not a web address.');
  }
  if (target.protocol !== 'http:' && target.protocol !== 'https:') {
    throw new FetchError('scheme', 'Only http:// and https:// addresses can be imported.');
  }
  const hostname = target.hostname.replace(/^\[|\]$/g, '');
  const forbidden = opts.forbidden ?? forbiddenAddress;
  let addresses: ResolvedAddress[];
  if (isIP(hostname)) addresses = [{ address: hostname, family: isIP(hostname) === 6 ? 6 : 4 }];
  else {
    try {
      addresses = await (opts.resolve ?? systemResolve)(hostname);
    } catch {
      throw new FetchError('network', `Chowdr could not find the site ${hostname}.`);
    }
  }
  if (addresses.length === 0) throw new FetchError('network', `Chowdr could not find the site ${hostname}.`);
  // Every address the name has must pass: a name with one public and one private address is refused.
  for (const a of addresses) {
    const why = forbidden(a.address, opts.allowPrivate);
    if (why) throw new FetchError('address', `${target.host} is ${why}.`);
  }
  const pinned = addresses[0]!;
  // The connection goes to the checked address and nowhere else.
  const lookup: LookupFunction = (_host, options, cb) => {
    if ((options as { all?: boolean }).all) (cb as (e: null, a: ResolvedAddress[]) => void)(null, [pinned]);
    else cb(null, pinned.address, pinned.family);
  };
  const mod = target.protocol === 'https:' ? https : http;
  return new Promise<IncomingMessage>((resolve, reject) => {
    const req = mod.request(
      {
        protocol: target.protocol,
        hostname: isIP(hostname) ? pinned.address : hostname,
        port: target.port || undefined,
        path: `${target.pathname}${target.search}`,
        method: 'GET',
        agent: false,
        lookup,
        signal,
        ...(target.protocol === 'https:' && !isIP(hostname) ? { servername: hostname } : {}),
        headers: {
          // A browser's headers: many recipe sites refuse anything that looks like a bot.
          'user-agent':
            'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36 Chowdr-recipe-import',
          accept: 'text/html,application/xhtml+xml,application/ld+json;q=0.9,application/json;q=0.8,*/*;q=0.5',
          'accept-language': 'en,*;q=0.5',
          'accept-encoding': 'gzip, deflate, br',
        },
      },
      resolve,
    );
    req.setTimeout(timeoutMs);
    req.on('timeout', () => req.destroy(new FetchError('timeout', 'The site took too long to answer.')));
    req.on('error', (err) => reject(asFetchError(err, signal, target.host)));
    req.end();
  });
}

function asFetchError(err: unknown, signal: AbortSignal, host: string): FetchError {
  if (err instanceof FetchError) return err;
  if (signal.aborted) return new FetchError('timeout', 'The site took too long to answer.');
  return new FetchError('network', `Chowdr could not reach ${host}.`);
}

function readBody(res: IncomingMessage, maxBytes: number, signal: AbortSignal, timeoutMs: number): Promise<Buffer> {
  const encoding = String(res.headers['content-encoding'] ?? '')
    .trim()
    .toLowerCase();
  let stream: NodeJS.ReadableStream = res;
  // Decompressed with a cap: a small gzip bomb cannot grow past maxBytes.
  const limits = { maxOutputLength: maxBytes + 1 };
  if (encoding === 'gzip' || encoding === 'x-gzip') stream = res.pipe(zlib.createGunzip(limits));
  else if (encoding === 'deflate') stream = res.pipe(zlib.createInflate(limits));
  else if (encoding === 'br') stream = res.pipe(zlib.createBrotliDecompress(limits));
  return new Promise<Buffer>((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const stop = (err: FetchError) => {
      res.destroy();
      (stream as NodeJS.ReadableStream & { destroy?: () => void }).destroy?.();
      reject(err);
    };
    const timer = setTimeout(
      () => stop(new FetchError('timeout', 'The site took too long to send the page.')),
      timeoutMs,
    );
    timer.unref();
    signal.addEventListener(
      'abort',
      () => stop(new FetchError('timeout', 'The site took too long to send the page.')),
      {
        once: true,
      },
    );
    stream.on('data', (c: Buffer) => {
      size += c.length;
      if (size > maxBytes) stop(new FetchError('too-large', 'The page is larger than Chowdr reads.'));
      else chunks.push(c);
    });
    stream.on('end', () => {
      clearTimeout(timer);
      resolve(Buffer.concat(chunks));
    });
    stream.on('error', (err: Error & { code?: string }) => {
      clearTimeout(timer);
      if (err.code === 'ERR_BUFFER_TOO_LARGE' || /maxOutputLength|too large/i.test(err.message)) {
        stop(new FetchError('too-large', 'The page is larger than Chowdr reads.'));
      } else stop(err instanceof FetchError ? err : new FetchError('network', 'The page could not be read.'));
    });
    res.on('error', () => stop(new FetchError('network', 'The connection broke while the page was sent.')));
  });
}

/** Text in the charset the server or the page declares (UTF-8 when neither does or it is unknown). */
export function decode(bytes: Buffer, contentType: string): string {
  let charset = /charset\s*=\s*"?([\w.:-]+)/i.exec(contentType)?.[1];
  if (!charset) {
    const head = bytes.subarray(0, 4096).toString('latin1');
    charset = /<meta[^>]+charset\s*=\s*["']?([\w.:-]+)/i.exec(head)?.[1];
  }
  try {
    return new TextDecoder(charset ?? 'utf-8').decode(bytes);
  } catch {
    return new TextDecoder('utf-8').decode(bytes);
  }
}
