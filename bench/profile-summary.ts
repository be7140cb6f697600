import { existsSync, readFileSync } from 'node:fs';
import { SourceMap } from 'node:module';
import { fileURLToPath } from 'node:url';

/**
 * Summarises a V8 .cpuprofile (node --cpu-prof) by where a request's time goes: self time per
 * part (framework, cookies and session, query building, the database driver, the engine,
 * validation and serialisation, logging, Node's HTTP and sockets, GC, idle).
 * Usage: node --import tsx bench/profile-summary.ts <file.cpuprofile>
 */
interface Node {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
  children?: number[];
}
interface Profile {
  nodes: Node[];
  samples: number[];
  timeDeltas: number[];
}

const PARTS: [string, RegExp][] = [
  ['idle (waiting for I/O)', /^\(idle\)$/],
  ['garbage collection', /^\(garbage collector\)$/],
  ['chef engine', /src\/server\/chef\//],
  ['zod (validation)', /node_modules\/zod\//],
  ['response serialisation', /fast-json-stringify|node_modules\/fastify-type-provider-zod|JSON\.stringify/],
  ['logging (pino)', /node_modules\/(pino|sonic-boom|thread-stream)/],
  ['query building (drizzle)', /node_modules\/drizzle-orm\//],
  ['database driver (pg / PGlite)', /node_modules\/(pg|pg-protocol|pg-pool|pg-types|postgres-\w+|@electric-sql)\//],
  [
    'cookies and session',
    /node_modules\/(@fastify\/cookie|cookie|cookie-signature)\/|plugins\/auth\.ts|auth\/tokens\.ts|node:crypto|internal\/crypto/,
  ],
  ['security headers (helmet)', /node_modules\/(@fastify\/helmet|helmet)\//],
  [
    'framework (fastify, router)',
    /node_modules\/(fastify|find-my-way|avvio|light-my-request|@fastify\/[\w-]+|fast-querystring|toad-cache|content-type|secure-json-parse|fast-content-type-parse)\//,
  ],
  ['our code (routes, services, repositories)', /src\/server\//],
  [
    'Node HTTP and sockets',
    /node:(_http|http|net|stream|internal\/(http|streams|stream_base|net|timers|url|process))|internal\/(http|streams|stream_base|net|timers|url)|^node:internal/,
  ],
];

const file = process.argv[2];
if (!file) throw new Error('usage: profile-summary <file.cpuprofile>');
const profile = JSON.parse(readFileSync(file, 'utf8')) as Profile;
// The built server is one bundle (dist/server/main.js): map its frames back to the sources.
const maps = new Map<string, SourceMap | null>();
function original(url: string, line: number, column: number): string {
  if (!url.startsWith('file://') || !url.endsWith('.js') || url.includes('/node_modules/')) return url;
  let map = maps.get(url);
  if (map === undefined) {
    const file = `${fileURLToPath(url)}.map`;
    map = existsSync(file) ? new SourceMap(JSON.parse(readFileSync(file, 'utf8'))) : null;
    maps.set(url, map);
  }
  const entry = map?.findEntry(line, column);
  return (entry && 'originalSource' in entry ? entry.originalSource : undefined) ?? url;
}
for (const n of profile.nodes)
  n.callFrame.url = original(n.callFrame.url, n.callFrame.lineNumber, n.callFrame.columnNumber);
const byId = new Map(profile.nodes.map((n) => [n.id, n]));
const parent = new Map<number, number>();
for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);

function classify(id: number): string {
  // Self time is charged to the nearest frame (walking up) that belongs to a known part, so
  // natives and builtins count towards whoever called them.
  for (let cur: number | undefined = id; cur !== undefined; cur = parent.get(cur)) {
    const f = byId.get(cur)!.callFrame;
    const key = f.url ? f.url : f.functionName;
    for (const [name, re] of PARTS) if (re.test(key) || re.test(f.functionName)) return name;
  }
  return 'other (V8, natives)';
}

const totals = new Map<string, number>();
let all = 0;
profile.samples.forEach((id, i) => {
  const dt = profile.timeDeltas[i] ?? 0;
  const part = classify(id);
  totals.set(part, (totals.get(part) ?? 0) + dt);
  all += dt;
});
const busy = all - (totals.get('idle (waiting for I/O)') ?? 0);
console.log(`${file}: ${(all / 1e6).toFixed(1)} s sampled, ${(busy / 1e6).toFixed(1)} s busy`);
console.log('part                                        share of busy time');
for (const [name, t] of [...totals].sort((a, b) => b[1] - a[1])) {
  if (name.startsWith('idle')) continue;
  console.log(`${name.padEnd(44)} ${((t / busy) * 100).toFixed(1).padStart(5)}%`);
}
