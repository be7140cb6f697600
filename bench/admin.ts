/**
 * Admin console at scale: p95 of the admin reads with 100 users and with 100,000 users (1M saved
 * recipes, scheduled meals when the calendar exists, logs), in the same run on the same machine,
 * and the ratio. Needs PostgreSQL: DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npm run bench:admin
 * Options: --users 100000 (the large size), --samples 300.
 */
import { benchServer, signedInCookie } from './support';
import { defaultsFor, seedScale } from '../scripts/seed-scale';

const arg = (name: string, dflt: number) => {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? Number(process.argv[i + 1]) : dflt;
};
const LARGE = arg('users', 100_000);
const SAMPLES = arg('samples', 300);
const WARMUP = 30;

// Page 4,000 of the users list; the recipes deep page is the middle of 1M/20 = 50,000 pages,
// the worst case for a list that walks its index from the nearer end.
const deepRecipePage = Math.max(1, Math.round((LARGE * 10) / 20 / 2));
const ENDPOINTS: [string, string][] = [
  ['dashboard', '/api/admin/dashboard'],
  ['users page 1', '/api/admin/users?page=1&limit=20'],
  ['users page 4,000', '/api/admin/users?page=4000&limit=20'],
  ['recipes page 1', '/api/admin/recipes?page=1&limit=20'],
  [`recipes page ${deepRecipePage.toLocaleString('en')}`, `/api/admin/recipes?page=${deepRecipePage}&limit=20`],
  ['logs page 1', '/api/admin/logs?page=1&limit=50'],
  ['logs filtered', '/api/admin/logs?page=1&limit=50&action=delete_recipe'],
];

interface Stat {
  p50: number;
  p95: number;
  max: number;
}

async function seededServer(users: number) {
  const bench = await benchServer();
  try {
    const cookie = await signedInCookie(bench.server);
    if (!bench.db.url) throw new Error('bench:admin needs PostgreSQL: set DATABASE_URL');
    const t0 = performance.now();
    await seedScale(bench.db.url, { ...defaultsFor(users), log: () => {} });
    console.log(`seeded ${users.toLocaleString('en')} users in ${((performance.now() - t0) / 1000).toFixed(0)} s`);
    return { bench, cookie };
  } catch (err) {
    await bench.close();
    throw err;
  }
}

/**
 * Both sizes run side by side and each endpoint is sampled alternately (small, large, small, …),
 * so the noise of a shared machine lands on both sides of the ratio alike.
 */
async function measurePair(
  a: { base: string; cookie: string },
  b: { base: string; cookie: string },
  url: string,
): Promise<[Stat, Stat]> {
  const ta: number[] = [];
  const tb: number[] = [];
  const once = async (side: { base: string; cookie: string }) => {
    const t0 = performance.now();
    const res = await fetch(side.base + url, { headers: { cookie: side.cookie } });
    await res.arrayBuffer();
    if (res.status !== 200) throw new Error(`${url}: ${res.status}`);
    return performance.now() - t0;
  };
  for (let i = 0; i < WARMUP + SAMPLES; i++) {
    const x = await once(a);
    const y = await once(b);
    if (i >= WARMUP) {
      ta.push(x);
      tb.push(y);
    }
  }
  return [stat(ta), stat(tb)];
}

function stat(times: number[]): Stat {
  times.sort((p, q) => p - q);
  const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))]!;
  return { p50: at(0.5), p95: at(0.95), max: times[times.length - 1]! };
}

async function main() {
  if (!process.env.DATABASE_URL) {
    console.error(
      'bench:admin needs PostgreSQL: DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npm run bench:admin',
    );
    process.exit(1);
  }
  const a = await seededServer(100);
  const b = await seededServer(LARGE).catch(async (err: unknown) => {
    await a.bench.close();
    throw err;
  });
  const small = new Map<string, Stat>();
  const large = new Map<string, Stat>();
  try {
    for (const [name, url] of ENDPOINTS) {
      const [s, l] = await measurePair(
        { base: a.bench.server.url, cookie: a.cookie },
        { base: b.bench.server.url, cookie: b.cookie },
        url,
      );
      small.set(name, s);
      large.set(name, l);
    }
  } finally {
    await a.bench.close();
    await b.bench.close();
  }
  const f = (n: number) => n.toFixed(1).padStart(7);
  console.log(`\nadmin reads, sequential, ${SAMPLES} samples each (ms)`);
  console.log(
    `${'endpoint'.padEnd(22)} ${'p50@100'.padStart(8)} ${`p50@${LARGE / 1000}k`.padStart(9)} ${'p95@100'.padStart(8)} ${`p95@${LARGE / 1000}k`.padStart(9)} ${'ratio'.padStart(6)} ${'max@100'.padStart(8)} ${'max@large'.padStart(9)}`,
  );
  let ok = true;
  for (const [name] of ENDPOINTS) {
    const s = small.get(name)!;
    const l = large.get(name)!;
    const ratio = l.p95 / s.p95;
    if (ratio > 1.5 || l.max >= 100) ok = false;
    console.log(
      `${name.padEnd(22)} ${f(s.p50)} ${f(l.p50).padStart(9)} ${f(s.p95)} ${f(l.p95).padStart(9)} ${ratio.toFixed(2).padStart(6)} ${f(s.max)} ${f(l.max).padStart(9)}`,
    );
  }
  console.log(`(at 100 users the deep pages are past the end: an empty page after one counter read)`);
  console.log(
    ok
      ? '\nall within target (p95 ratio <= 1.5, every request < 100 ms)'
      : '\nsome endpoints miss the target (ratio <= 1.5 and < 100 ms)',
  );
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
