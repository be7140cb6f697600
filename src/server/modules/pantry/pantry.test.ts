import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, createTestApp, signUp, type TestApp } from '../../../../tests/support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const item = (ingredientId: string, frequency = 'usually', addedDate = '2026-11-01T10:00:00.000Z') => ({
  ingredientId,
  frequency,
  addedDate,
});

describe('GET /api/ingredients', () => {
  it('serves the catalogue to anyone, cacheable', async () => {
    const res = await new Client(t.app).get('/api/ingredients');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toContain('max-age=86400');
    const { ingredients } = res.json();
    expect(ingredients.length).toBeGreaterThan(300);
    expect(ingredients.find((i: { id: string }) => i.id === 'chickpeas')).toMatchObject({
      name: 'Chickpeas',
      category: 'Proteins',
    });
  });

  it('is sent compressed to clients that accept it (compressed once, at start)', async () => {
    const plain = await t.app.inject({ method: 'GET', url: '/api/ingredients' });
    for (const [accept, encoding, decode] of [
      ['br, gzip', 'br', brotliDecompressSync],
      ['gzip', 'gzip', gunzipSync],
    ] as const) {
      const res = await t.app.inject({
        method: 'GET',
        url: '/api/ingredients',
        headers: { 'accept-encoding': accept },
      });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBe(encoding);
      expect(res.headers['content-type']).toContain('application/json');
      expect(res.headers.vary).toContain('Accept-Encoding');
      expect(res.rawPayload.length).toBeLessThan(plain.rawPayload.length / 4);
      expect(JSON.parse(decode(res.rawPayload).toString())).toEqual(plain.json());
    }
  });
});

describe('the pantry API', () => {
  it('starts empty, replaces the full list on PUT, and keeps it per user', async () => {
    const { client } = await signUp(t);
    expect((await client.get('/api/pantry')).json()).toEqual({ pantryItems: [] });

    const put = await client.put('/api/pantry', {
      pantryItems: [item('chickpeas', 'always'), item('garlic', 'sometimes')],
    });
    expect(put.statusCode).toBe(200);
    expect(put.json().pantryItems).toEqual([item('chickpeas', 'always'), item('garlic', 'sometimes')]);

    const second = await client.put('/api/pantry', { pantryItems: [item('garlic', 'rarely')] });
    expect(second.json().pantryItems).toEqual([item('garlic', 'rarely')]);
    expect((await client.get('/api/pantry')).json().pantryItems).toEqual([item('garlic', 'rarely')]);

    const other = (await signUp(t)).client;
    expect((await other.get('/api/pantry')).json()).toEqual({ pantryItems: [] });
  });

  it('refuses unknown ingredients, duplicates and bad frequencies, and changes nothing', async () => {
    const { client } = await signUp(t);
    await client.put('/api/pantry', { pantryItems: [item('onion')] });
    const unknown = await client.put('/api/pantry', { pantryItems: [item('unicorn-steak')] });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toContain('Unknown ingredient "unicorn-steak"');
    const dup = await client.put('/api/pantry', { pantryItems: [item('onion'), item('onion', 'always')] });
    expect(dup.statusCode).toBe(400);
    expect(dup.json().message).toContain('appears twice');
    const freq = await client.put('/api/pantry', { pantryItems: [item('onion', 'daily')] });
    expect(freq.statusCode).toBe(400);
    expect(freq.json().message).toMatch(/frequency/);
    const date = await client.put('/api/pantry', {
      pantryItems: [{ ingredientId: 'onion', frequency: 'always', addedDate: 'yesterday' }],
    });
    expect(date.statusCode).toBe(400);
    expect((await client.get('/api/pantry')).json().pantryItems).toEqual([item('onion')]);
  });

  it('takes frequencies in any case and refuses dates PostgreSQL cannot store, NUL bytes and lone surrogates', async () => {
    const { client } = await signUp(t);
    const cased = await client.put('/api/pantry', { pantryItems: [item('onion', 'Always')] });
    expect(cased.statusCode).toBe(200);
    expect(cased.json().pantryItems).toEqual([item('onion', 'always')]);
    for (const bad of [
      item('onion', 'always', '0000-01-01T00:00:00Z'),
      item('onion\u0000'),
      item('onion\uDC00'),
      item('onion', 'always', '10000-01-01T00:00:00Z'),
    ]) {
      const res = await client.put('/api/pantry', { pantryItems: [bad] });
      expect(res.statusCode, JSON.stringify(bad)).toBe(400);
    }
  });

  it('survives 20 rounds of 8 parallel saves by one user: all 2xx, and the pantry is one of the bodies', async () => {
    const { client } = await signUp(t);
    const pool = [
      'onion',
      'garlic',
      'rice',
      'eggs',
      'lemon',
      'basil',
      'spinach',
      'chickpeas',
      'tomatoes',
      'mushrooms',
      'parmesan',
      'butter',
    ];
    const failures: string[] = [];
    for (let round = 0; round < 20; round++) {
      const bodies = Array.from({ length: 8 }, (_, i) => {
        // Overlapping sets of different sizes, so parallel replacements collide on the same keys.
        const ids = pool.filter((_, j) => (j + i + round) % 3 !== 0).slice(0, 3 + ((i + round) % 8));
        return ids.map((id) => item(id, i % 2 ? 'always' : 'rarely'));
      });
      const results = await Promise.all(bodies.map((b) => client.put('/api/pantry', { pantryItems: b })));
      for (const r of results)
        if (r.statusCode >= 300) failures.push(`round ${round}: ${r.statusCode} ${r.body.slice(0, 120)}`);
      const final = (await client.get('/api/pantry')).json().pantryItems as ReturnType<typeof item>[];
      const key = (list: ReturnType<typeof item>[]) =>
        JSON.stringify([...list].map((x) => `${x.ingredientId}:${x.frequency}`).sort());
      expect(bodies.map(key), `round ${round}`).toContain(key(final));
    }
    expect(failures).toEqual([]);
  });

  it('is for verified, signed-in users only', async () => {
    expect((await new Client(t.app).get('/api/pantry')).statusCode).toBe(401);
    const { client } = await signUp(t, { verify: false });
    expect((await client.put('/api/pantry', { pantryItems: [] })).statusCode).toBe(403);
  });
});
