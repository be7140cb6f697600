import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, createTestApp, signUp, type TestApp } from '../../../../tests/support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const item = (ingredientId: string, frequency = 'usually', addedDate = '2026-11-01T10:00:00.000Z') => ({ ingredientId, frequency, addedDate });

describe('GET /api/ingredients', () => {
  it('serves the catalogue to anyone, cacheable', async () => {
    const res = await new Client(t.app).get('/api/ingredients');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toContain('max-age=86400');
    const { ingredients } = res.json();
    expect(ingredients.length).toBeGreaterThan(300);
    expect(ingredients.find((i: { id: string }) => i.id === 'chickpeas')).toMatchObject({ name: 'Chickpeas', category: 'Proteins' });
  });
});

describe('the pantry API', () => {
  it('starts empty, replaces the full list on PUT, and keeps it per user', async () => {
    const { client } = await signUp(t);
    expect((await client.get('/api/pantry')).json()).toEqual({ pantryItems: [] });

    const put = await client.put('/api/pantry', { pantryItems: [item('chickpeas', 'always'), item('garlic', 'sometimes')] });
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
    const date = await client.put('/api/pantry', { pantryItems: [{ ingredientId: 'onion', frequency: 'always', addedDate: 'yesterday' }] });
    expect(date.statusCode).toBe(400);
    expect((await client.get('/api/pantry')).json().pantryItems).toEqual([item('onion')]);
  });

  it('is for verified, signed-in users only', async () => {
    expect((await new Client(t.app).get('/api/pantry')).statusCode).toBe(401);
    const { client } = await signUp(t, { verify: false });
    expect((await client.put('/api/pantry', { pantryItems: [] })).statusCode).toBe(403);
  });
});
