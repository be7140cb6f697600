import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import cookie from '@fastify/cookie';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { matchesPath, webPlugin } from './web';

// A build in miniature: the shell, one asset, and the route preloads file the Vite build writes.
let dir: string;
let app: FastifyInstance;
const SHELL = '<!doctype html><html><head><title>Chowdr</title></head><body><div id="root"></div></body></html>';

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'chowdr-web-'));
  await mkdir(path.join(dir, 'assets'));
  await writeFile(path.join(dir, 'index.html'), SHELL);
  await writeFile(path.join(dir, 'assets', 'landing-1.js'), 'export default 1;');
  await writeFile(
    path.join(dir, 'route-preloads.json'),
    JSON.stringify({
      entry: 'assets/index-1.js',
      routes: {
        visitor: [
          { path: '/', js: ['/assets/landing-1.js', '/assets/icon-1.js'], css: [] },
          { path: '/reset-password/:token', js: ['/assets/reset-1.js'], css: [] },
        ],
        member: [
          { path: '/', js: ['/assets/generator-1.js'], css: ['/assets/generator-1.css'] },
          {
            path: '/pantry',
            js: ['/assets/pantry-1.js'],
            css: [],
            fetch: ['/api/pantry', '/api/recipes/my?limit=24&x=1'],
          },
        ],
      },
    }),
  );
  app = Fastify({ logger: false });
  await app.register(cookie);
  await app.register(webPlugin, { serve: true, root: dir });
  await app.ready();
});

afterAll(async () => {
  await app.close();
  await rm(dir, { recursive: true, force: true });
});

const preloads = (html: string) =>
  [...html.matchAll(/<link rel="(?:modulepreload|stylesheet|preload)"[^>]*href="([^"]+)"/g)].map((m) => m[1]);

describe('web plugin: the app shell', () => {
  it('gives a visitor the visitor screen preloads only, and varies on the cookie', async () => {
    const res = await app.inject({ url: '/' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(String(res.headers.vary)).toMatch(/Cookie/);
    expect(preloads(res.body)).toEqual(['/assets/landing-1.js', '/assets/icon-1.js']);
    expect(res.body).toContain('<title>Chowdr</title>');
  });

  it('gives a signed-in hint the member table, its CSS, and starts the current-user request', async () => {
    const res = await app.inject({ url: '/', cookies: { chowdr_signed_in: '1' } });
    expect(preloads(res.body)).toEqual(['/assets/generator-1.css', '/assets/generator-1.js', '/api/auth/user']);
    expect(res.body).toContain('<link rel="preload" as="fetch" crossorigin="use-credentials" href="/api/auth/user">');
  });

  it("starts a member screen's first reads with the HTML", async () => {
    const res = await app.inject({ url: '/pantry', cookies: { chowdr_signed_in: '1' } });
    expect(preloads(res.body)).toEqual([
      '/assets/pantry-1.js',
      '/api/auth/user',
      '/api/pantry',
      '/api/recipes/my?limit=24&amp;x=1',
    ]);
    expect(res.body).toContain('<link rel="preload" as="fetch" crossorigin="use-credentials" href="/api/pantry">');
  });

  it('matches route parameters and ignores the query string', async () => {
    const res = await app.inject({ url: '/reset-password/abc123?x=1' });
    expect(preloads(res.body)).toEqual(['/assets/reset-1.js']);
  });

  it('serves an unknown path the plain shell (the app shows its not-found screen)', async () => {
    const res = await app.inject({ url: '/no/such/page' });
    expect(res.statusCode).toBe(200);
    expect(preloads(res.body)).toEqual([]);
  });

  it('sends the precompressed copy the client accepts, the same page each time', async () => {
    const br = await app.inject({ url: '/', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    const gz = await app.inject({ url: '/', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    const plain = await app.inject({ url: '/' });
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    expect(gunzipSync(gz.rawPayload).toString()).toBe(plain.body);
    const again = await app.inject({ url: '/', headers: { 'accept-encoding': 'br' } });
    expect(again.rawPayload.equals(br.rawPayload)).toBe(true);
  });

  it('serves hashed assets as immutable files and keeps API 404s as JSON', async () => {
    const asset = await app.inject({ url: '/assets/landing-1.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const api = await app.inject({ url: '/api/nope' });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toEqual({ message: 'No route for GET /api/nope.', code: 'NOT_FOUND' });
    const post = await app.inject({ method: 'POST', url: '/login' });
    expect(post.statusCode).toBe(404);
  });
});

describe('matchesPath', () => {
  it('matches as the router does', () => {
    expect(matchesPath('/', '/')).toBe(true);
    expect(matchesPath('/pantry', '/pantry/')).toBe(true);
    expect(matchesPath('/pantry', '/pantry/x')).toBe(false);
    expect(matchesPath('/reset-password/:token', '/reset-password/')).toBe(false);
    expect(matchesPath('/reset-password/:token', '/reset-password/t')).toBe(true);
  });
});
