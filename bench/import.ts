// Recipe import bench: `npm run bench:import`.
//
// Prints (1) the share of the corpus imported complete (title, every ingredient line and every step
// as expected), tuning and held-out pages apart; (2) parse time p50/p99 by page size; (3) the
// largest event-loop delay seen while parsing (monitorEventLoopDelay at 1 ms resolution, a timer
// ticking beside the parse), in the worker the server uses and, for comparison, on the main thread in
// slices (with the longest slice between two yields); (4) what stays on the main thread per 5 MB page;
// (5) /api/ping times on the built server while it imports 5 MB pages.
// On a loaded machine wall times include time the process was not scheduled at all.

import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import { Worker } from 'node:worker_threads';
import { HELD_OUT } from '../src/server/modules/import/corpus/held-out';
import { scoreCase } from '../src/server/modules/import/corpus/score';
import { fiveMegabytePage, storyPage, TUNING } from '../src/server/modules/import/corpus/tuning';
import type { CorpusCase } from '../src/server/modules/import/corpus/types';
import { extractFromHtml } from '../src/server/modules/import/extract';
import { Yielder } from '../src/server/modules/import/html';
import { ParsePool } from '../src/server/modules/import/parse-pool';
import { importRequest } from '../src/shared/api/recipe-import';
import { benchServer, signedInCookie } from './support';

async function share(name: string, cases: CorpusCase[]) {
  const scores = [];
  for (const c of cases) scores.push(await scoreCase(c));
  const complete = scores.filter((s) => s.complete).length;
  const fields = scores.filter((s) => s.fieldsRight).length;
  console.log(
    `${name.padEnd(9)} ${complete}/${cases.length} complete (${((100 * complete) / cases.length).toFixed(0)}%), ${fields}/${cases.length} with every named field right`,
  );
  for (const s of scores.filter((x) => !x.fieldsRight))
    console.log(`   ${s.id}: ${s.problems.join('; ').slice(0, 200)}`);
}

const pct = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))]!;
};

// The longest stretch between two yields, measured inside the parser's own Yielder: in wall time,
// and in CPU time (process.cpuUsage), which a busy machine's scheduling does not inflate.
let longestSlice = 0;
let longestCpuSlice = 0;
let cpuAtResume = process.cpuUsage();
const maybe = Yielder.prototype.maybe;
Yielder.prototype.maybe = async function (this: Yielder) {
  longestSlice = Math.max(longestSlice, performance.now() - (this as unknown as { last: number }).last);
  const cpu = process.cpuUsage(cpuAtResume);
  longestCpuSlice = Math.max(longestCpuSlice, (cpu.user + cpu.system) / 1000);
  await maybe.call(this);
  cpuAtResume = process.cpuUsage();
};

console.log('Corpus');
await share('tuning', TUNING);
await share('held-out', HELD_OUT);

console.log('\nParse time by page size: in a worker (parse-pool.ts, what the server does) and, for comparison,');
console.log('on the main thread in 4 ms slices (the design before the worker)');
console.log(
  'size     where         runs   p50 ms   p99 ms   loop delay max ms   main thread busy ms/parse   longest slice ms (wall / CPU)',
);
const sizes: [string, string, number][] = [
  ['20 KB', storyPage(20 * 1024), 60],
  ['200 KB', storyPage(200 * 1024), 40],
  ['1 MB', storyPage(1024 * 1024), 15],
  ['5 MB', fiveMegabytePage(), 8],
];
// The server's pool stops a worker 5 s after a page over 1 MB (its memory goes back); here one worker
// stays, so the figures are parse times, not worker starts through tsx.
const pool = new ParsePool({ retireAfterChars: Infinity });
const worst = { worker: 0, main: 0 };
for (const [label, html, runs] of sizes) {
  for (const where of ['worker', 'main'] as const) {
    const parse =
      where === 'worker'
        ? async () => {
            const read = await pool.run({ kind: 'html', input: html });
            if (!read.ok) throw read.error;
          }
        : () => extractFromHtml(html);
    for (let i = 0; i < 2; i++) await parse(); // warm up (and start the worker)
    const times: number[] = [];
    const h = monitorEventLoopDelay({ resolution: 1 });
    longestSlice = 0;
    longestCpuSlice = 0;
    const elu = performance.eventLoopUtilization();
    h.enable();
    for (let i = 0; i < runs; i++) {
      const t = performance.now();
      await parse();
      times.push(performance.now() - t);
    }
    h.disable();
    // The loop's active time (in callbacks, not waiting): the main thread's own share of the work.
    const busyMs = performance.eventLoopUtilization(elu).active / runs;
    const delay = h.max / 1e6;
    worst[where] = Math.max(worst[where], delay);
    const slices = where === 'main' ? `${longestSlice.toFixed(1).padStart(18)} / ${longestCpuSlice.toFixed(1)}` : '';
    console.log(
      `${label.padEnd(8)} ${(where === 'worker' ? 'worker' : 'main, sliced').padEnd(12)} ${String(runs).padStart(5)} ${pct(times, 50).toFixed(1).padStart(8)} ${pct(times, 99).toFixed(1).padStart(8)} ${delay.toFixed(1).padStart(19)} ${busyMs.toFixed(1).padStart(27)} ${slices}`,
    );
  }
}
await pool.close();

// What stays on the main thread when a cook's browser sends a 5 MB page: the body's JSON and the
// contract's check that it can be stored. (Fetched pages skip both.) Each is one piece of work.
const five = fiveMegabytePage();
const body = JSON.stringify({ html: five });
const jsonMs: number[] = [];
const checkMs: number[] = [];
for (let i = 0; i < 10; i++) {
  let t = performance.now();
  const parsed = JSON.parse(body) as { html: string };
  jsonMs.push(performance.now() - t);
  t = performance.now();
  importRequest.parse(parsed);
  checkMs.push(performance.now() - t);
}
console.log(
  `\nMain thread per 5 MB page sent as {html}: JSON.parse p50 ${pct(jsonMs, 50).toFixed(1)} ms (max ${Math.max(...jsonMs).toFixed(1)}), request check p50 ${pct(checkMs, 50).toFixed(1)} ms (max ${Math.max(...checkMs).toFixed(1)})`,
);

// The built server (`npm start`'s dist/server, whose worker is dist/server/import-worker.js): a
// /api/ping every 2 ms while 5 MB pages are imported through POST /api/recipes/import, against the
// same pings with nothing imported. A ping's time is what any other request waited.
{
  const { server, close } = await benchServer({}, '');
  try {
    const cookie = await signedInCookie(server);
    const pings = async (until: Promise<unknown>) => {
      let done = false;
      void until.finally(() => (done = true));
      const times: number[] = [];
      while (!done) {
        const t = performance.now();
        await (await fetch(`${server.url}/api/ping`)).arrayBuffer();
        times.push(performance.now() - t);
        await new Promise((r) => setTimeout(r, 2));
      }
      return times;
    };
    const imports: number[] = [];
    const importing = (async () => {
      for (let i = 0; i < 6; i++) {
        const t = performance.now();
        const res = await fetch(`${server.url}/api/recipes/import`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', cookie },
          body,
        });
        const answer = await res.text();
        if (res.status !== 200) throw new Error(`import failed: ${res.status} ${answer}`);
        imports.push(performance.now() - t);
      }
    })();
    const busy = await pings(importing);
    const quiet = await pings(new Promise((r) => setTimeout(r, 3000)));
    console.log(
      `\nBuilt server, 6 imports of a 5 MB page (p50 ${pct(imports, 50).toFixed(0)} ms each, body upload included): /api/ping p50 ${pct(busy, 50).toFixed(1)} ms, max ${Math.max(...busy).toFixed(1)} ms over ${busy.length} pings; nothing imported: p50 ${pct(quiet, 50).toFixed(1)} ms, max ${Math.max(...quiet).toFixed(1)} ms`,
    );
  } finally {
    await close();
  }
}

// Control: a thread that only spins (at the main thread's priority) for as long as eight 5 MB parses,
// so the delay that any second busy thread causes on a loaded machine shows apart from the parser's.
{
  const h = monitorEventLoopDelay({ resolution: 1 });
  h.enable();
  const spin = new Worker('const end = Date.now() + 8000; while (Date.now() < end);', { eval: true });
  await new Promise((resolve) => spin.once('exit', resolve));
  h.disable();
  console.log(
    `Spin control (a thread busy 8 s, nothing parsed): largest event-loop delay ${(h.max / 1e6).toFixed(1)} ms`,
  );
}

// Control: the same histogram over an idle loop for as long, so a busy machine's own delays show.
const idle = monitorEventLoopDelay({ resolution: 1 });
idle.enable();
await new Promise((resolve) => setTimeout(resolve, 3000));
idle.disable();
console.log(
  `Idle control (3 s, nothing running): largest event-loop delay ${(idle.max / 1e6).toFixed(1)} ms, p99 ${(idle.percentile(99) / 1e6).toFixed(1)} ms`,
);
const os = await import('node:os');
console.log(
  `\nLargest event-loop delay while parsing (bar: 20 ms): ${worst.worker.toFixed(1)} ms with the worker, ${worst.main.toFixed(1)} ms parsing on the main thread; load average ${os.loadavg()[0]!.toFixed(1)} on ${os.availableParallelism()} cores`,
);
