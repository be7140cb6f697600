import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import { SIGNED_IN_HINT_COOKIE } from './auth';
import { precompress, sendPrecompressed, type Precompressed } from '../lib/precompressed';
import { ROOT } from '../paths';

/** The built web app: dist/web, or WEB_DIST_DIR (parallel test runs build side by side). */
export const WEB_DIST = process.env.WEB_DIST_DIR ? path.resolve(process.env.WEB_DIST_DIR) : path.join(ROOT, 'dist/web');

export interface WebOptions {
  /** Serve the built web app (when it exists). False: only the API's JSON 404. */
  serve: boolean;
  /** Where the build is; defaults to WEB_DIST. */
  root?: string;
}

type State = 'visitor' | 'member';
/** What the build writes (src/web/app/route-manifest.ts). */
type RoutePreloads = { routes: Record<State, { path: string; js: string[]; css: string[]; fetch?: string[] }[]> };

/**
 * The web app: hashed assets from the build (precompressed .br/.gz beside each), and for every other
 * GET outside /api the app shell. The shell names the route's screen chunk and its imports with
 * <link rel=modulepreload>, per path and signed-in hint cookie (visitor or member route table), so
 * they download beside the entry instead of after it has run. Each variant is built once and kept
 * compressed in memory; responses vary on the cookie.
 */
export const webPlugin = fp(async (app: FastifyInstance, opts: WebOptions) => {
  const root = opts.root ?? WEB_DIST;
  const serve = opts.serve && existsSync(path.join(root, 'index.html'));

  if (serve) {
    await app.register(fastifyStatic, {
      root,
      wildcard: false,
      index: false,
      // The build writes .br/.gz beside each asset; serve them to clients that accept them.
      preCompressed: true,
      setHeaders(res, file) {
        // Hashed asset names never change content.
        res.header(
          'cache-control',
          file.includes(`${path.sep}assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    });
  }
  const shell = serve ? appShell(root) : undefined;

  app.setNotFoundHandler((request, reply) => {
    // Client-side routes: any GET outside /api that is not a file gets the app shell.
    // Judged on the decoded, lower-cased path, so '/%61pi/x' and '/API/x' are API misses too.
    const isApi = /^\/api(\/|$)/.test(decodedPath(request.url));
    if (shell && !isApi && (request.method === 'GET' || request.method === 'HEAD')) return shell(request, reply);
    return reply
      .status(404)
      .send({ message: `No route for ${request.method} ${request.url.split('?')[0]}.`, code: 'NOT_FOUND' });
  });
});

/** Serves index.html with the route's preloads; one compressed copy per (route, state). */
function appShell(root: string) {
  const html = readFileSync(path.join(root, 'index.html'), 'utf8');
  const manifestFile = path.join(root, 'route-preloads.json');
  const preloads: RoutePreloads = existsSync(manifestFile)
    ? (JSON.parse(readFileSync(manifestFile, 'utf8')) as RoutePreloads)
    : { routes: { visitor: [], member: [] } };
  const cache = new Map<string, Precompressed>();

  const page = (state: State, pathname: string): Precompressed => {
    const route = preloads.routes[state].find((r) => matchesPath(r.path, pathname));
    const key = route ? `${state} ${route.path}` : '';
    let found = cache.get(key);
    if (!found) {
      const tags = [
        ...(route?.css ?? []).map((href) => `<link rel="stylesheet" crossorigin href="${href}">`),
        ...(route?.js ?? []).map((href) => `<link rel="modulepreload" crossorigin href="${href}">`),
        // A member's first screen waits on who they are: start that request with the HTML, not after the JS.
        // (The API client's fetch sends cookies, hence use-credentials, so the browser reuses this response.)
        ...(state === 'member'
          ? [`<link rel="preload" as="fetch" crossorigin="use-credentials" href="/api/auth/user">`]
          : []),
        // The screen's first reads (routes.ts `data`) start with the HTML too.
        ...(route?.fetch ?? []).map(
          (href) => `<link rel="preload" as="fetch" crossorigin="use-credentials" href="${escapeAttribute(href)}">`,
        ),
      ].join('');
      found = precompress(html.replace('</head>', `${tags}</head>`));
      cache.set(key, found);
    }
    return found;
  };

  return (request: FastifyRequest, reply: FastifyReply) => {
    const state: State = request.cookies[SIGNED_IN_HINT_COOKIE] ? 'member' : 'visitor';
    // The HTML varies on the signed-in hint (visitor or member preloads) as well as the encoding.
    reply
      .status(200)
      .header('content-type', 'text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .header('vary', 'Cookie');
    return sendPrecompressed(request, reply, page(state, request.url.split('?')[0]!));
  };
}

/** The router's matching: '/reset-password/:token' matches '/reset-password/abc'; a trailing slash is ignored. */
export function matchesPath(pattern: string, pathname: string): boolean {
  const a = pattern.split('/');
  const b = pathname.replace(/(.)\/$/, '$1').split('/');
  return a.length === b.length && a.every((part, i) => (part.startsWith(':') ? b[i] !== '' : part === b[i]));
}

function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}

function decodedPath(url: string): string {
  const p = url.split('?')[0] ?? '';
  try {
    return decodeURIComponent(p).toLowerCase();
  } catch {
    return p.toLowerCase();
  }
}
