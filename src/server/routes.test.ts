import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyRequest } from 'fastify';
import { enforceGuard, GUARDS } from './plugins/auth';
import { Client, createTestApp, signUp, type TestApp } from '../../tests/support/test-app';

// Walks every registered route, so a route added later is covered without touching this file.
let t: TestApp;
let admin: Client;
beforeAll(async () => {
  t = await createTestApp();
  admin = (await signUp(t)).client; // first account: verified admin, passes every guard
});
afterAll(async () => {
  await t?.close();
});

const apiRoutes = () => t.app.routeTable.filter((r) => r.url.startsWith('/api/'));
// Logout would end the walker's own session half-way; it has its own tests.
const walkable = () => apiRoutes().filter((r) => r.url !== '/api/auth/logout');
const fill = (url: string, value: string) => url.replace(/:[A-Za-z_]+/g, encodeURIComponent(value));

describe('route guards', () => {
  it('every API route declares who may call it', () => {
    expect(apiRoutes().length).toBeGreaterThan(10);
    const missing = apiRoutes().filter((r) => !GUARDS.includes(r.guard as never));
    expect(missing).toEqual([]);
  });

  it('every route that needs an account refuses visitors with 401', async () => {
    const needsAccount = apiRoutes().filter((x) => x.guard === 'signedIn' || x.guard === 'verified' || x.guard === 'admin');
    expect(needsAccount.length).toBeGreaterThan(8);
    for (const r of needsAccount) {
      const res = await new Client(t.app).request(r.method, fill(r.url, '1'), r.method === 'GET' ? undefined : {});
      expect(res.statusCode, `${r.method} ${r.url}`).toBe(401);
      expect(res.json().message, `${r.method} ${r.url}`).toBeTruthy();
    }
  });

  it('an encoded or mixed-case path gets exactly the guard of its route (or no route at all)', async () => {
    const needsAccount = apiRoutes().filter((x) => x.guard === 'signedIn' || x.guard === 'verified' || x.guard === 'admin');
    const variants = (url: string) => [
      url.replace('/api/', '/%61pi/'),
      url.replace('/api/', '/%61%70%69/'),
      url.replace(/\/([a-z])/g, (_m, c: string) => `/%${c.charCodeAt(0).toString(16)}`),
      url.replace('/api/', '/API/'),
      url.replace('/api/', '/Api/'),
      url.toUpperCase(),
      url.replace('/api/', '/api//'),
      url.replace('/api/', '/api/./'),
    ];
    let walked = 0;
    for (const r of needsAccount) {
      for (const v of variants(fill(r.url, '1'))) {
        const res = await new Client(t.app).request(r.method, v, r.method === 'GET' ? undefined : {});
        walked += 1;
        // Either the router does not match it (404) or the route's own guard refuses the visitor.
        expect([401, 404], `${r.method} ${v}: ${res.statusCode} ${res.body.slice(0, 120)}`).toContain(res.statusCode);
        expect(res.headers['content-type'], `${r.method} ${v}`).toMatch(/application\/json/);
      }
    }
    expect(walked).toBeGreaterThan(50);
  });

  it('routes for verified users refuse unverified accounts with 403', async () => {
    const { client } = await signUp(t, { verify: false });
    for (const r of apiRoutes().filter((x) => ['verified', 'admin', 'visitorOrVerified'].includes(x.guard!))) {
      const res = await client.request(r.method, fill(r.url, '1'), r.method === 'GET' ? undefined : {});
      expect(res.statusCode, `${r.method} ${r.url}`).toBe(403);
      expect(res.json().code).toBe('EMAIL_NOT_VERIFIED');
    }
  });

  it('admin routes refuse verified non-admins with 403', async () => {
    // The guard itself, so this holds even before the first admin route exists.
    const fakeRequest = (role: 'user' | 'admin') =>
      ({ user: { emailVerified: true, role }, log: { error() {} }, routeOptions: {} }) as unknown as FastifyRequest;
    expect(() => enforceGuard('admin', fakeRequest('user'))).toThrow(expect.objectContaining({ statusCode: 403, code: 'ADMIN_ONLY' }));
    expect(() => enforceGuard('admin', fakeRequest('admin'))).not.toThrow();
    const { client } = await signUp(t);
    for (const r of apiRoutes().filter((x) => x.guard === 'admin')) {
      const res = await client.request(r.method, fill(r.url, '1'), r.method === 'GET' ? undefined : {});
      expect(res.statusCode, `${r.method} ${r.url}`).toBe(403);
    }
  });
});

describe('bad input gets a clear 4xx, never a 500', () => {
  const huge = 'x'.repeat(200_000);
  const bodies: [string, string][] = [
    ['malformed JSON', '{"username": "a", '],
    ['a JSON array', '[1,2,3]'],
    ['a JSON string', '"hello"'],
    ['null', 'null'],
    ['wrong types', JSON.stringify({ username: 5, password: true, email: [], token: {}, firstName: null, pantryItems: 'x', cuisine: 7 })],
    ['huge strings', JSON.stringify({ username: huge, password: huge, email: huge, token: huge, firstName: huge, lastName: huge, newPassword: huge, currentPassword: huge, confirmPassword: huge })],
    ['unknown fields only', JSON.stringify({ zzz: 1, __proto__: { admin: true }, constructor: 'x' })],
  ];

  it('for every body-taking route', async () => {
    const writes = walkable().filter((r) => ['POST', 'PUT', 'PATCH'].includes(r.method));
    expect(writes.length).toBeGreaterThan(5);
    for (const r of writes) {
      for (const [what, payload] of bodies) {
        const res = await admin.request(r.method, fill(r.url, '1'), payload);
        expect(res.statusCode, `${r.method} ${r.url} with ${what}: ${res.body}`).toBeLessThan(500);
        expect(res.json().message, `${r.method} ${r.url} with ${what}`).toEqual(expect.any(String));
      }
      expect((await admin.get('/api/auth/user')).statusCode, `still signed in after ${r.url}`).toBe(200);
    }
  });

  it('for every route with odd params and query strings', async () => {
    for (const r of walkable()) {
      for (const value of ['abc', '-1', '0', '99999999999999999999', 'x'.repeat(2000), "1'; drop table users; --", '%00']) {
        const url = `${fill(r.url, value)}?page=${encodeURIComponent(value)}&limit=${encodeURIComponent(value)}&token=${encodeURIComponent(value)}&startDate=${encodeURIComponent(value)}`;
        const res = await admin.request(r.method, url, r.method === 'GET' || r.method === 'DELETE' ? undefined : {});
        expect(res.statusCode, `${r.method} ${url.slice(0, 120)}: ${res.body.slice(0, 200)}`).toBeLessThan(500);
      }
    }
    // The admin is still signed in and the users table is intact.
    expect((await admin.get('/api/auth/user')).statusCode).toBe(200);
  });

  it('a body over 1 MB is refused with 413', async () => {
    const res = await admin.post('/api/auth/login', JSON.stringify({ username: 'a', password: 'x'.repeat(1_100_000) }));
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBe('The request body is too large.');
  });

  it('unknown API paths answer 404 as JSON', async () => {
    const res = await admin.get('/api/does-not-exist');
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toContain('No route');
  });
});
