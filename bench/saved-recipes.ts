import { readFile } from 'node:fs/promises';
import { benchServer, kb, signedInCookie } from './support';

/**
 * `npm run bench:saved`: one account saves BENCH_RECIPES (default 2,500) of the largest recipes the
 * API accepts, then reads its saved recipes the way the screens do. Prints the time, bytes and the
 * server's memory (RSS, and its peak) for GET /api/recipes/my, GET /api/recipes and a save, on
 * PGlite or PostgreSQL (DATABASE_URL). This is the issue 9 attack, re-run.
 */
const COUNT = Number(process.env.BENCH_RECIPES ?? 2_500);
const PARALLEL = 4;

/** The largest recipe the API takes: tries 98 KB (the old caps), then the current caps. */
function bigRecipe(i: number, line: number, steps: number) {
  const text = (n: number, tag: string) => `${tag} ${i} `.padEnd(n, 'simmer and stir ').slice(0, n);
  return {
    title: text(200, 'Big recipe'),
    cuisine: 'italian',
    mealType: i % 2 ? 'dinner' : 'lunch',
    cookingTime: 30,
    servings: 2,
    difficulty: 'easy',
    ingredients: Array.from({ length: 60 }, (_, j) => text(line === 2000 ? 300 : line, `ingredient ${j}`)),
    instructions: Array.from({ length: steps }, (_, j) => text(line, `step ${j}`)),
    nutrition: { calories: 500, protein: 10, carbs: 60, fat: 10, fiber: 4 },
  };
}

async function memory(pid: number): Promise<{ rss: number; peak: number }> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  const field = (name: string) => Number(new RegExp(`${name}:\\s+(\\d+) kB`).exec(status)?.[1] ?? 0) * 1024;
  return { rss: field('VmRSS'), peak: field('VmHWM') };
}

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;

async function main() {
  const { server, db, close } = await benchServer();
  try {
    const cookie = await signedInCookie(server);
    const headers = { cookie, 'content-type': 'application/json', origin: server.url };
    const save = (body: unknown) =>
      fetch(`${server.url}/api/recipes`, { method: 'POST', headers, body: JSON.stringify(body) });

    let shape = { line: 2000, steps: 40 };
    const probe = await save(bigRecipe(-1, shape.line, shape.steps));
    if (probe.status === 400) shape = { line: 500, steps: 40 };
    const size = JSON.stringify(bigRecipe(0, shape.line, shape.steps)).length;
    console.log(
      `Saving ${COUNT} recipes of ${kb(size)} each (${probe.status === 400 ? 'the 98 KB recipe is refused: 400' : 'the 98 KB recipe is accepted'})…`,
    );

    const statuses = new Map<number, number>();
    let next = 0;
    await Promise.all(
      Array.from({ length: PARALLEL }, async () => {
        while (next < COUNT) {
          const i = next++;
          const res = await save(bigRecipe(i, shape.line, shape.steps));
          statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
          await res.arrayBuffer();
        }
      }),
    );
    console.log(`  statuses: ${[...statuses].map(([s, n]) => `${s} x${n}`).join(', ')}`);

    const pid = server.child.pid!;
    const before = await memory(pid);
    console.log(
      `\nChowdr saved-recipes bench — database: ${db.url ? 'PostgreSQL' : 'PGlite'}; server RSS ${mb(before.rss)} (peak so far ${mb(before.peak)})\n`,
    );
    console.log('request                                 status   time ms      bytes   items   RSS after   peak RSS');
    for (const url of [
      '/api/recipes/my',
      '/api/recipes/my?mealType=dinner',
      '/api/recipes',
      '/api/recipes/my/counts',
    ]) {
      const started = performance.now();
      const res = await fetch(`${server.url}${url}`, { headers: { cookie } });
      const body = await res.text();
      const ms = performance.now() - started;
      let items = '-';
      try {
        const parsed: unknown = JSON.parse(body);
        if (Array.isArray(parsed)) items = String(parsed.length);
      } catch {
        /* not JSON */
      }
      const m = await memory(pid);
      console.log(
        `GET ${url.padEnd(36)} ${String(res.status).padStart(6)} ${ms.toFixed(0).padStart(9)} ${kb(body.length).padStart(10)} ${items.padStart(7)} ${mb(m.rss).padStart(11)} ${mb(m.peak).padStart(10)}`,
      );
    }
  } finally {
    await close();
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
