import autocannon from 'autocannon';
import { benchServer, initialJsGzip, kb, signedInCookie } from './support';

/**
 * `npm run bench`: HTTP throughput and latency of a bare route and of GET /api/auth/user
 * (session lookup + user read) in the same run, on PGlite or on PostgreSQL (DATABASE_URL),
 * plus the gzip size of the initial JS. Figures vary with the machine: compare ratios.
 */
const DURATION = Number(process.env.BENCH_SECONDS ?? 8);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 32);

async function run(title: string, url: string, headers: Record<string, string>, overallRate?: number) {
  const result = await autocannon({ url, headers, connections: CONNECTIONS, duration: DURATION, ...(overallRate ? { overallRate } : {}) });
  const non2xx = result.non2xx + result.errors;
  return {
    title,
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx,
  };
}

async function main() {
  const { server, db, close } = await benchServer();
  try {
    const cookie = await signedInCookie(server);
    const headers = { cookie };
    // Warm up JIT, pools and caches.
    await autocannon({ url: `${server.url}/api/auth/user`, headers, connections: 8, duration: 2 });

    const rows = [
      await run('bare route  GET /api/ping          (max rate)', `${server.url}/api/ping`, {}),
      await run('signed in   GET /api/auth/user     (max rate)', `${server.url}/api/auth/user`, headers),
      await run('signed in   GET /api/auth/user     (500 req/s)', `${server.url}/api/auth/user`, headers, 500),
    ];
    console.log(`\nChowdr HTTP bench — database: ${db.url ? 'PostgreSQL' : 'PGlite'}, ${CONNECTIONS} connections, ${DURATION} s per run\n`);
    console.log('route                                              req/s      p50 ms   p99 ms   errors/non-2xx');
    for (const r of rows) {
      console.log(`${r.title.padEnd(50)} ${r.rps.toFixed(0).padStart(7)} ${String(r.p50).padStart(9)} ${String(r.p99).padStart(8)} ${String(r.non2xx).padStart(8)}`);
    }
    const [bare, user] = rows;
    console.log(`\n/api/auth/user throughput is ${((user!.rps / bare!.rps) * 100).toFixed(0)}% of the bare route's.`);

    const js = await initialJsGzip();
    if (js) {
      console.log(`\nInitial JS (gzip -9): ${kb(js.total)} (budget 170 KB)`);
      for (const f of js.files) console.log(`  ${f.file}  ${kb(f.gzip)}`);
    } else {
      console.log('\nInitial JS: dist/web is missing; run `npm run build` first.');
    }
  } finally {
    await close();
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
