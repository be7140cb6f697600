// Recipe import bench: `npm run bench:import`.
//
// Prints (1) the share of the corpus imported complete (title, every ingredient line and every step
// as expected), tuning and held-out pages apart; (2) parse time p50/p99 by page size; (3) the
// largest event-loop delay seen while parsing (monitorEventLoopDelay at 1 ms resolution, a timer
// ticking beside the parse) and the longest slice of parsing between two yields, in wall time.
// On a loaded machine wall times include time the process was not scheduled at all.

import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import { HELD_OUT } from '../src/server/modules/import/corpus/held-out';
import { scoreCase } from '../src/server/modules/import/corpus/score';
import { fiveMegabytePage, storyPage, TUNING } from '../src/server/modules/import/corpus/tuning';
import type { CorpusCase } from '../src/server/modules/import/corpus/types';
import { extractFromHtml } from '../src/server/modules/import/extract';
import { Yielder } from '../src/server/modules/import/html';

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

console.log('\nParse time by page size (extractFromHtml: parse, scan, read, normalise)');
console.log('size        runs   p50 ms   p99 ms   loop delay max ms   longest slice ms (wall / CPU)');
const sizes: [string, string, number][] = [
  ['20 KB', storyPage(20 * 1024), 60],
  ['200 KB', storyPage(200 * 1024), 40],
  ['1 MB', storyPage(1024 * 1024), 15],
  ['5 MB', fiveMegabytePage(), 8],
];
let worstDelay = 0;
for (const [label, html, runs] of sizes) {
  for (let i = 0; i < 2; i++) await extractFromHtml(html); // warm up
  const times: number[] = [];
  const h = monitorEventLoopDelay({ resolution: 1 });
  longestSlice = 0;
  longestCpuSlice = 0;
  h.enable();
  for (let i = 0; i < runs; i++) {
    const t = performance.now();
    await extractFromHtml(html);
    times.push(performance.now() - t);
  }
  h.disable();
  const delay = h.max / 1e6;
  worstDelay = Math.max(worstDelay, delay);
  console.log(
    `${label.padEnd(10)} ${String(runs).padStart(5)} ${pct(times, 50).toFixed(1).padStart(8)} ${pct(times, 99).toFixed(1).padStart(8)} ${delay.toFixed(1).padStart(19)} ${longestSlice.toFixed(1).padStart(18)} / ${longestCpuSlice.toFixed(1)}`,
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
console.log(
  `\nLargest event-loop delay while parsing: ${worstDelay.toFixed(1)} ms (bar: 20 ms); load average ${(await import('node:os')).loadavg()[0]!.toFixed(1)} on ${(await import('node:os')).availableParallelism()} cores`,
);
