import { benchServer } from './support';

/**
 * `npm run bench:auth-timing`: no account enumeration by timing. Forgot-password for a known and an
 * unknown email, and register with a new and a taken email, 30 each (alternating which goes first),
 * against a real server; prints the medians and a Mann-Whitney rank test (|z| > 3.3 is p < 0.001).
 * A statistic, not a test: on a loaded machine it belongs in a bench (issue 22).
 */
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 30);

function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2]! : (s[s.length / 2 - 1]! + s[s.length / 2]!) / 2;
}

/** Mann-Whitney U as a z score (normal approximation, ties averaged). */
export function mannWhitneyZ(a: number[], b: number[]): number {
  const all = [...a.map((v) => ({ v, g: 0 })), ...b.map((v) => ({ v, g: 1 }))].sort((x, y) => x.v - y.v);
  const ranks: number[] = [];
  for (let i = 0; i < all.length;) {
    let j = i;
    while (j + 1 < all.length && all[j + 1]!.v === all[i]!.v) j++;
    for (let k = i; k <= j; k++) ranks[k] = (i + j) / 2 + 1;
    i = j + 1;
  }
  const rankA = all.reduce((sum, x, i) => sum + (x.g === 0 ? ranks[i]! : 0), 0);
  const n1 = a.length;
  const n2 = b.length;
  const u = rankA - (n1 * (n1 + 1)) / 2;
  return (u - (n1 * n2) / 2) / Math.sqrt((n1 * n2 * (n1 + n2 + 1)) / 12);
}

let seq = 0;
const user = (email?: string) => {
  const n = `${Date.now().toString(36)}${++seq}`;
  return {
    firstName: 'Tim',
    lastName: 'Ing',
    username: `timing${n}`,
    email: email ?? `timing${n}@example.com`,
    password: 'timing-bench-77',
  };
};

async function timed(url: string, body: unknown, expected: number): Promise<number> {
  const t0 = process.hrtime.bigint();
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const elapsed = Number(process.hrtime.bigint() - t0) / 1e6;
  await res.arrayBuffer();
  if (res.status !== expected) throw new Error(`${url}: ${res.status}, expected ${expected}`);
  return elapsed;
}

async function pairUp(label: [string, string], run: (i: number, which: 0 | 1) => Promise<number>) {
  const a: number[] = [];
  const b: number[] = [];
  for (let i = 0; i < ROUNDS; i++) {
    for (const which of i % 2 ? ([1, 0] as const) : ([0, 1] as const)) {
      (which === 0 ? a : b).push(await run(i, which));
      // Let the mail worker's background work settle, so neither side inherits the other's load.
      await new Promise((r) => setTimeout(r, 60));
    }
  }
  const z = mannWhitneyZ(a, b);
  console.log(
    `  ${label[0]} ${median(a).toFixed(2)} ms   ${label[1]} ${median(b).toFixed(2)} ms   z=${z.toFixed(2)}   ${Math.abs(z) < 3.3 ? 'indistinguishable (|z| < 3.3)' : 'DIFFERENT (|z| >= 3.3)'}`,
  );
}

const bench = await benchServer({ LOG_LEVEL: 'warn' });
try {
  const url = bench.server.url;
  const known = user();
  await timed(`${url}/api/auth/register`, known, 201);
  console.log(
    `\nAccount enumeration by timing (${ROUNDS} each, ${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'})\n`,
  );
  console.log('forgot-password');
  await pairUp(['known email', 'unknown email'], (i, which) =>
    timed(`${url}/api/auth/forgot-password`, { email: which === 0 ? known.email : `nobody-${i}@example.com` }, 200),
  );
  console.log('register');
  await pairUp(['new email', 'taken email'], (_i, which) =>
    timed(`${url}/api/auth/register`, which === 0 ? user() : user(known.email), 201),
  );
} finally {
  await bench.close();
}
