import autocannon from 'autocannon';
import { performance } from 'node:perf_hooks';
import { Agent, request } from 'undici';
import { generateBatch } from '../src/server/chef/builtin';
import type { GenerationOptions } from '../src/shared/api/recipes';
import { benchServer, initialJsGzip, kb, signedInCookie } from './support';

/**
 * `npm run bench`: the hot paths side by side, in one run, on PGlite and (when DATABASE_URL
 * names a PostgreSQL server) on PostgreSQL:
 *  - GET /api/ping (bare route), GET /api/auth/user (session + user) and signed-in
 *    POST /api/recipes/generate at 1, 16 and 32 connections, as ratios to the bare route;
 *  - GET /api/auth/user at a fixed 500 req/s spread evenly over time (p50/p99);
 *  - the built-in chef's own time per batch beside the generate latency.
 * Figures vary with the machine and its load: read the ratios. BENCH_SECONDS sets the time per
 * row (default 6); BENCH_CPU_PROF=<dir> writes a CPU profile of each server to <dir>.
 */
const DURATION = Number(process.env.BENCH_SECONDS ?? 6);
const FIXED_RATE = 500;

const PANTRY = [
  'chicken-breast',
  'pasta-penne',
  'spaghetti',
  'tomatoes',
  'onion',
  'garlic',
  'spinach',
  'mushrooms',
  'eggs',
  'parmesan',
  'butter',
  'olive-oil',
  'basil',
  'lemon',
];
const GENERATE_BODY = { cuisine: 'Italian', servings: 2 };

interface Row {
  route: string;
  connections: number | string;
  rps: number;
  p50: number;
  p99: number;
  bad: number;
}

type Target = { method: 'GET' | 'POST'; path: string; body?: string };

async function maxRate(
  url: string,
  headers: Record<string, string>,
  target: Target,
  connections: number,
): Promise<Omit<Row, 'route' | 'connections'>> {
  const result = await autocannon({
    url: url + target.path,
    method: target.method,
    headers: target.body ? { ...headers, 'content-type': 'application/json' } : headers,
    body: target.body,
    connections,
    duration: DURATION,
  });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    bad: result.non2xx + result.errors,
  };
}

/**
 * A fixed request rate spread evenly over time (autocannon's rate option sends each second's
 * share in a burst): a request is due every 1000/rate ms, whatever the earlier ones are doing,
 * and its latency counts from the moment it was due, so a stall is not hidden.
 */
async function fixedRate(
  url: string,
  headers: Record<string, string>,
  path: string,
  rate: number,
  connections: number,
) {
  const agent = new Agent({ connections, pipelining: 1, keepAliveTimeout: 30_000 });
  const latencies: number[] = [];
  let bad = 0;
  const total = Math.round(rate * DURATION);
  const interval = 1000 / rate;
  const start = performance.now();
  const inFlight: Promise<void>[] = [];
  let sent = 0;
  while (sent < total) {
    const now = performance.now();
    const due = Math.min(total, Math.floor((now - start) / interval) + 1);
    for (; sent < due; sent++) {
      const dueAt = start + sent * interval;
      inFlight.push(
        request(url + path, { headers, dispatcher: agent })
          .then(async (res) => {
            await res.body.dump();
            if (res.statusCode !== 200) bad++;
            latencies.push(performance.now() - dueAt);
          })
          .catch(() => void bad++),
      );
    }
    const next = start + sent * interval;
    await new Promise((r) => setTimeout(r, Math.max(0, next - performance.now())));
  }
  await Promise.all(inFlight);
  await agent.close();
  const elapsed = (performance.now() - start) / 1000;
  latencies.sort((a, b) => a - b);
  const pct = (p: number) => latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))] ?? NaN;
  return { rps: latencies.length / elapsed, p50: round(pct(50)), p99: round(pct(99)), bad };
}

const round = (n: number) => Math.round(n * 10) / 10;

/** The built-in chef's own time for one batch, in this process (no HTTP, no database). */
function engineMs(): { p50: number; p99: number } {
  const opts: GenerationOptions = {
    cuisine: 'italian',
    servings: 2,
    creativeMode: false,
    ignorePantry: false,
    excludedRecipes: [],
  };
  const pantry = PANTRY.map((ingredientId) => ({ ingredientId, frequency: 'usually' as const }));
  for (let i = 0; i < 200; i++) generateBatch(opts, { pantry, feedback: [], seed: i });
  const times: number[] = [];
  for (let i = 0; i < 1000; i++) {
    const t = performance.now();
    generateBatch(opts, { pantry, feedback: [], seed: 1000 + i });
    times.push(performance.now() - t);
  }
  times.sort((a, b) => a - b);
  return { p50: times[500]!, p99: times[990]! };
}

async function benchDatabase(postgresUrl: string | undefined) {
  const profileDir = process.env.BENCH_CPU_PROF;
  const { server, close } = await benchServer(
    {},
    postgresUrl ?? '',
    profileDir ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : [],
  );
  try {
    const cookie = await signedInCookie(server);
    const headers = { cookie };
    const now = new Date().toISOString();
    const put = await fetch(`${server.url}/api/pantry`, {
      method: 'PUT',
      headers: { cookie, 'content-type': 'application/json' },
      body: JSON.stringify({
        pantryItems: PANTRY.map((ingredientId) => ({ ingredientId, frequency: 'usually', addedDate: now })),
      }),
    });
    if (!put.ok) throw new Error(`pantry: ${put.status} ${await put.text()}`);
    const ping: Target = { method: 'GET', path: '/api/ping' };
    const user: Target = { method: 'GET', path: '/api/auth/user' };
    const generate: Target = { method: 'POST', path: '/api/recipes/generate', body: JSON.stringify(GENERATE_BODY) };
    // Warm up the JIT, the pools and the caches on every route.
    for (const t of [ping, user, generate]) {
      await autocannon({
        url: server.url + t.path,
        method: t.method,
        headers: { ...headers, 'content-type': 'application/json' },
        body: t.body,
        connections: 8,
        duration: 2,
      });
    }
    const rows: Row[] = [];
    // BENCH_ROWS=ping,user,paced,generate runs a part (e.g. to profile one load).
    const want = (name: string) => !process.env.BENCH_ROWS || process.env.BENCH_ROWS.split(',').includes(name);
    const add = async (route: string, target: Target, connections: number) =>
      rows.push({ route, connections, ...(await maxRate(server.url, headers, target, connections)) });
    if (want('ping')) for (const c of [1, 16, 32]) await add('GET /api/ping (bare)', ping, c);
    if (want('user')) for (const c of [1, 16, 32]) await add('GET /api/auth/user', user, c);
    if (want('paced'))
      rows.push({
        route: 'GET /api/auth/user',
        connections: `${FIXED_RATE}/s`,
        ...(await fixedRate(server.url, headers, user.path, FIXED_RATE, 32)),
      });
    if (want('generate')) for (const c of [1, 16]) await add('POST /api/recipes/generate', generate, c);
    return rows;
  } finally {
    await close();
  }
}

function print(title: string, rows: Row[], engine: { p50: number; p99: number }) {
  const bare = new Map(rows.filter((r) => r.route.includes('bare')).map((r) => [r.connections, r.rps]));
  console.log(`\n${title}: ${DURATION} s per row`);
  console.log('route                        conns     req/s  of bare   p50 ms   p99 ms  non-2xx');
  for (const r of rows) {
    const ratio =
      typeof r.connections === 'number' ? `${((r.rps / (bare.get(r.connections) ?? NaN)) * 100).toFixed(0)}%` : '';
    console.log(
      `${r.route.padEnd(28)} ${String(r.connections).padStart(5)} ${r.rps.toFixed(0).padStart(9)} ${ratio.padStart(8)} ${String(r.p50).padStart(8)} ${String(r.p99).padStart(8)} ${String(r.bad).padStart(8)}`,
    );
  }
  const userAt32 = rows.find((r) => r.route === 'GET /api/auth/user' && r.connections === 32);
  const paced = rows.find((r) => typeof r.connections === 'string');
  const gen1 = rows.find((r) => r.route.includes('generate') && r.connections === 1);
  const gen16 = rows.find((r) => r.route.includes('generate') && r.connections === 16);
  if (!userAt32 || !paced || !gen1 || !gen16 || !bare.get(32)) return;
  const check = (ok: boolean) => (ok ? 'met' : 'NOT met');
  console.log('targets:');
  console.log(
    `  auth/user at 32 connections >= 40% of bare: ${((userAt32.rps / bare.get(32)!) * 100).toFixed(0)}% (${check(userAt32.rps >= 0.4 * bare.get(32)!)})`,
  );
  console.log(
    `  auth/user at a fixed ${FIXED_RATE} req/s, p99 <= 25 ms: ${paced.p99} ms (${check(paced.p99 <= 25 && paced.bad === 0)})`,
  );
  console.log(
    `  generate at 16 connections >= 1,000 req/s with p99 <= 30 ms: ${gen16.rps.toFixed(0)} req/s, p99 ${gen16.p99} ms (${check(gen16.rps >= 1000 && gen16.p99 <= 30 && gen16.bad === 0)})`,
  );
  console.log(
    `  the engine's own share of a generate: ${engine.p50.toFixed(2)} ms per batch (p99 ${engine.p99.toFixed(2)} ms) of ${gen1.p50} ms p50 at 1 connection` +
      ` (${((engine.p50 / Math.max(gen1.p50, 0.01)) * 100).toFixed(0)}%)`,
  );
}

async function main() {
  const engine = engineMs();
  const only = process.env.BENCH_DATABASES?.split(',');
  const pgUrl = process.env.DATABASE_URL;
  if (!only || only.includes('pglite')) print('PGlite (embedded)', await benchDatabase(undefined), engine);
  if (pgUrl && (!only || only.includes('postgres'))) print('PostgreSQL', await benchDatabase(pgUrl), engine);
  if (!pgUrl) console.log('\nSet DATABASE_URL=postgres://… to bench PostgreSQL too.');

  const js = await initialJsGzip();
  if (js) {
    console.log(`\nInitial JS (gzip -9): ${kb(js.total)} (budget 170 KB)`);
    for (const f of js.files) console.log(`  ${f.file}  ${kb(f.gzip)}`);
  } else {
    console.log('\nInitial JS: dist/web is missing; run `npm run build` first.');
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
