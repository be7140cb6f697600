import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, createTestApp, newUserPayload, signUp, type TestApp } from '../../../../tests/support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

async function register(locale?: unknown) {
  const client = new Client(t.app);
  const payload = { ...newUserPayload(), ...(locale !== undefined ? { locale } : {}) };
  const res = await client.post('/api/auth/register', payload);
  return { client, res, payload };
}

describe('GET/PUT /api/account/preferences', () => {
  it('a new account reads the defaults of the browser locale it signed up with', async () => {
    const us = await register('en-US');
    expect(us.res.statusCode).toBe(201);
    expect((await us.client.get('/api/account/preferences')).json()).toEqual({ unitSystem: 'us', temperature: 'F' });
    // The sign-up answer and the current user carry it too (the web's first paint is in the cook's units).
    expect(us.res.json()).toMatchObject({ unitSystem: 'us', temperature: 'F' });
    await us.client.put('/api/account/preferences', { unitSystem: 'metric', temperature: 'F' });
    expect((await us.client.get('/api/auth/user')).json()).toMatchObject({ unitSystem: 'metric', temperature: 'F' });
    // Without a locale (an API sign-up): metric and °C, like every locale but en-US.
    const none = await register();
    expect((await none.client.get('/api/account/preferences')).json()).toEqual({
      unitSystem: 'metric',
      temperature: 'C',
    });
    for (const locale of ['en-GB', 'fr-FR', 'de']) {
      const other = await register(locale);
      expect(other.res.statusCode).toBe(201);
      expect((await other.client.get('/api/account/preferences')).json()).toEqual({
        unitSystem: 'metric',
        temperature: 'C',
      });
    }
  });

  it('refuses a locale that is not a language tag, naming the field, and creates no account', async () => {
    for (const locale of ['en-US\u0000', 'x'.repeat(36), '<script>', 42, '']) {
      const { client, res, payload } = await register(locale);
      expect(res.statusCode, String(locale)).toBe(400);
      expect(res.body).toContain('locale');
      const login = await client.post('/api/auth/login', { username: payload.username, password: payload.password });
      expect(login.statusCode).toBe(401);
    }
  });

  it('reads and writes both fields; bad input is a 400 naming the field and changes nothing', async () => {
    const { client } = await signUp(t);
    // An API sign-up without a locale: metric and °C.
    expect((await client.get('/api/account/preferences')).json()).toEqual({ unitSystem: 'metric', temperature: 'C' });
    const ok = await client.put('/api/account/preferences', { unitSystem: 'us', temperature: 'F' });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ unitSystem: 'us', temperature: 'F' });
    const bad: [unknown, string][] = [
      [{ unitSystem: 'imperial', temperature: 'C' }, 'unitSystem'],
      [{ unitSystem: 'metric', temperature: 'K' }, 'temperature'],
      [{ unitSystem: 'metric' }, 'temperature'],
      [{ unitSystem: 'metric\u0000', temperature: 'C' }, 'unitSystem'],
      [{ unitSystem: 'metric', temperature: 'C', role: 'admin' }, 'role'],
      [{ unitSystem: ['metric'], temperature: 'C' }, 'unitSystem'],
      [{ unitSystem: null, temperature: null }, 'unitSystem'],
    ];
    for (const [body, field] of bad) {
      const res = await client.put('/api/account/preferences', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.body, JSON.stringify(body)).toContain(field);
    }
    expect((await client.get('/api/account/preferences')).json()).toEqual({ unitSystem: 'us', temperature: 'F' });
  });

  it('is for signed-in cooks only, and each cook sees their own', async () => {
    const visitor = new Client(t.app);
    expect((await visitor.get('/api/account/preferences')).statusCode).toBe(401);
    expect((await visitor.put('/api/account/preferences', { unitSystem: 'us', temperature: 'F' })).statusCode).toBe(
      401,
    );
    const a = await signUp(t, { verify: false });
    const b = await signUp(t, { verify: false });
    await a.client.put('/api/account/preferences', { unitSystem: 'us', temperature: 'F' });
    expect((await b.client.get('/api/account/preferences')).json()).toEqual({ unitSystem: 'metric', temperature: 'C' });
  });

  it('concurrent writes leave one whole preference, never half of each', async () => {
    const { client } = await signUp(t, { verify: false });
    const views = [
      { unitSystem: 'us', temperature: 'F' },
      { unitSystem: 'metric', temperature: 'C' },
      { unitSystem: 'us', temperature: 'C' },
      { unitSystem: 'metric', temperature: 'F' },
    ];
    for (let round = 0; round < 3; round++) {
      const results = await Promise.all(
        Array.from({ length: 16 }, (_, i) => client.put('/api/account/preferences', views[i % views.length])),
      );
      for (const r of results) expect(r.statusCode).toBe(200);
      // Every answer is what that request wrote, and the stored pair is exactly one request's.
      results.forEach((r, i) => expect(r.json()).toEqual(views[i % views.length]));
      const final = (await client.get('/api/account/preferences')).json();
      expect(views).toContainEqual(final);
    }
  });
});
