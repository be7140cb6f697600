import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestApp, newUserPayload, type TestApp } from '../../../tests/support/test-app';
import { parseEnv } from '../env';
import { RateLimiter } from './rate-limit';
import { rows } from '../db/client';

const base = { NODE_ENV: 'test' };

describe('TRUST_PROXY', () => {
  it('takes a hop count or proxy addresses, never "every hop"', () => {
    expect(parseEnv(base).TRUST_PROXY).toBe(false);
    expect(parseEnv({ ...base, TRUST_PROXY: 'false' }).TRUST_PROXY).toBe(false);
    expect(parseEnv({ ...base, TRUST_PROXY: '0' }).TRUST_PROXY).toBe(false);
    expect(parseEnv({ ...base, TRUST_PROXY: 'true' }).TRUST_PROXY).toBe(1);
    expect(parseEnv({ ...base, TRUST_PROXY: '2' }).TRUST_PROXY).toBe(2);
    expect(parseEnv({ ...base, TRUST_PROXY: '10.0.0.0/8, 192.168.1.10,loopback' }).TRUST_PROXY).toEqual([
      '10.0.0.0/8',
      '192.168.1.10',
      'loopback',
    ]);
    expect(parseEnv({ ...base, TRUST_PROXY: 'fd00::/8' }).TRUST_PROXY).toEqual(['fd00::/8']);
    for (const bad of ['yes', '10.0.0.0/33', '10.0.0', 'example.com', '-1']) {
      expect(() => parseEnv({ ...base, TRUST_PROXY: bad }), bad).toThrow(/TRUST_PROXY/);
    }
  });

  // The attack: the client writes the leftmost X-Forwarded-For; rotating it must not give it a
  // fresh per-address budget. forgot-password allows 20 requests per address per hour.
  const flood = async (t: TestApp, remoteAddress: string, forwarded: (i: number) => string) => {
    const statuses: number[] = [];
    for (let i = 0; i < 21; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/forgot-password',
        remoteAddress,
        headers: { 'x-forwarded-for': forwarded(i) },
        payload: { email: `someone-${i}@example.com` },
      });
      statuses.push(res.statusCode);
    }
    return statuses;
  };

  for (const setting of ['1', 'true', '10.0.0.0/8']) {
    it(`TRUST_PROXY=${setting}: a spoofed X-Forwarded-For does not change the address the limiter sees`, async () => {
      const t = await createTestApp({ TRUST_PROXY: setting });
      try {
        // Behind the proxy (10.0.0.5), which appends the real client 203.0.113.9.
        const spoofed = await flood(t, '10.0.0.5', (i) => `1.2.3.${i}, 203.0.113.9`);
        expect(spoofed.slice(0, 20).every((s) => s === 200)).toBe(true);
        expect(spoofed[20]).toBe(429);
        // A different real client behind the same proxy has its own budget.
        const other = await t.app.inject({
          method: 'POST',
          url: '/api/auth/forgot-password',
          remoteAddress: '10.0.0.5',
          headers: { 'x-forwarded-for': '203.0.113.10' },
          payload: { email: 'x@example.com' },
        });
        expect(other.statusCode).toBe(200);
      } finally {
        await t.close();
      }
    });
  }

  it('without TRUST_PROXY the header is ignored altogether', async () => {
    const t = await createTestApp();
    try {
      const statuses = await flood(t, '198.51.100.77', (i) => `1.2.3.${i}`);
      expect(statuses[20]).toBe(429);
    } finally {
      await t.close();
    }
  });
});

describe('the rate-limit table', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });
  const countRows = async () =>
    Number((await rows<{ n: number }>(t.db.database.db, sql`select count(*)::int as n from rate_limits`))[0]!.n);

  it('does not grow for refused requests: 200 logins with fresh names from one address', async () => {
    const before = await countRows();
    const statuses: number[] = [];
    for (let i = 0; i < 200; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        remoteAddress: '203.0.113.50',
        payload: { username: `nobody-${i}-${newUserPayload().username}`, password: 'wrong-password-1' },
      });
      statuses.push(res.statusCode);
    }
    const added = (await countRows()) - before;
    console.info(
      `[rate-limit rows] 200 logins: ${statuses.filter((s) => s === 401).length}x401, ${statuses.filter((s) => s === 429).length}x429, ${added} rows added`,
    );
    expect(statuses.filter((s) => s === 401)).toHaveLength(30);
    expect(statuses.filter((s) => s === 429)).toHaveLength(170);
    // One row for the address, two per attempt it let through (account+address, account).
    expect(added).toBeLessThanOrEqual(1 + 30 * 2);
  });

  it('purges expired windows by itself as requests come in', async () => {
    await t.db.database.db.execute(
      sql`insert into rate_limits (key, count, reset_at) select 'stale:' || g, 1, now() - interval '1 minute' from generate_series(1, 500) g`,
    );
    const limiter = new RateLimiter(t.db.database.db, 1, 0);
    expect(await limiter.hit('fresh:key', { max: 5, windowSeconds: 60 })).toBe(0);
    await limiter.settled();
    const stale = (await t.db.database.db.execute(
      sql`select count(*)::int as n from rate_limits where key like 'stale:%'`,
    )) as unknown as {
      rows: { n: number }[];
    };
    expect(stale.rows[0]!.n).toBe(0);
    expect(await limiter.count('fresh:key')).toBe(1);
  });

  it('enforces several keys in one statement, broadest first, counting nothing past the first full one', async () => {
    const limiter = new RateLimiter(t.db.database.db, 1, 60_000);
    const ip = { max: 3, windowSeconds: 60 };
    const user = { max: 2, windowSeconds: 60 };
    const call = () =>
      limiter.enforce(
        [
          ['multi:ip', ip],
          ['multi:user', user],
        ],
        'things',
      );
    await call();
    await call();
    // The user's window is full: 429 with its wait; the address was counted first.
    await expect(call()).rejects.toMatchObject({
      statusCode: 429,
      message: expect.stringMatching(/^Too many things\. Please try again in \d+ seconds\.$/),
    });
    expect(await limiter.count('multi:ip')).toBe(3);
    expect(await limiter.count('multi:user')).toBe(3);
    // Now the address is full: refused before the user's key is touched.
    await expect(call()).rejects.toMatchObject({ statusCode: 429 });
    expect(await limiter.count('multi:ip')).toBe(4);
    expect(await limiter.count('multi:user')).toBe(3);
    // A third key behind a full one is never written.
    await expect(
      limiter.enforce(
        [
          ['multi:ip', ip],
          ['multi:user', user],
          ['multi:third', user],
        ],
        'things',
      ),
    ).rejects.toMatchObject({ statusCode: 429 });
    expect(await limiter.count('multi:third')).toBe(0);
    // An expired window starts again at 1, for every key of the statement.
    await t.db.database.db.execute(
      sql`update rate_limits set reset_at = now() - interval '1 second' where key like 'multi:%'`,
    );
    await call();
    expect(await limiter.count('multi:ip')).toBe(1);
    expect(await limiter.count('multi:user')).toBe(1);
  });

  it('keeps its windows in an unlogged table: no write-ahead log for short-lived counters', async () => {
    const res = (await t.db.database.db.execute(
      sql`select relpersistence from pg_class where relname = 'rate_limits'`,
    )) as unknown as {
      rows: { relpersistence: string }[];
    };
    expect(res.rows[0]!.relpersistence).toBe('u');
  });
});
