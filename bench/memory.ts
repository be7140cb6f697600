import { readFile, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
// @ts-expect-error: a plain ESM script without types
import { buildServer } from '../scripts/build-server.mjs';
import { freePort, startServer, type ServerProcess } from '../tests/support/server-process';
import { signedInCookie } from './support';

/**
 * `npm run bench:memory` (issue 30, small machines): the built server's idle resident memory, as
 * `npm start` runs it,
 *  - on PGlite at its very first start (the database created), and at a later start;
 *  - on PostgreSQL (a new database on DATABASE_URL, default postgres://postgres@127.0.0.1:5432/postgres;
 *    BENCH_POSTGRES=0 skips it);
 *  - on PGlite after 1,000 generations and 100 saves by one cook, and again a minute later.
 * "Idle" is the RSS (VmRSS) 5 s after the server answers, once it stops changing by more than 1 MB.
 * Target: at most 250 MB on PGlite, first start included.
 */

const MB = 1024 * 1024;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function rssOf(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)![1]) * 1024;
}

/** RSS once it settles: sampled every 500 ms from 5 s on, until two samples agree within 1 MB (30 s at most). */
async function idleRss(server: ServerProcess): Promise<number> {
  await sleep(5000);
  let last = await rssOf(server.child.pid!);
  for (let i = 0; i < 50; i++) {
    await sleep(500);
    const now = await rssOf(server.child.pid!);
    if (Math.abs(now - last) < MB) return now;
    last = now;
  }
  return last;
}

async function start(env: Record<string, string>): Promise<ServerProcess> {
  const port = await freePort();
  const t0 = performance.now();
  const server = await startServer(
    {
      APP_URL: `http://127.0.0.1:${port}`,
      SMTP_URL: '',
      LOG_LEVEL: 'info',
      RATE_LIMIT_MULTIPLIER: '1000',
      NODE_ENV: 'production',
      ...env,
    },
    port,
    // With the flags `npm start` and the image give node; BENCH_NODE_ARGS replaces them (e.g. '' for V8's defaults).
    { built: true, nodeArgs: (process.env.BENCH_NODE_ARGS ?? '--max-semi-space-size=2').split(' ').filter(Boolean) },
  );
  console.log(`    ready in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
  return server;
}

const PANTRY = [
  'chicken-breast',
  'spaghetti',
  'tomatoes',
  'onion',
  'garlic',
  'spinach',
  'eggs',
  'parmesan',
  'olive-oil',
  'basil',
  'lemon',
];

async function workload(server: ServerProcess) {
  const cookie = await signedInCookie(server);
  const json = { cookie, 'content-type': 'application/json' };
  const now = new Date().toISOString();
  const put = await fetch(`${server.url}/api/pantry`, {
    method: 'PUT',
    headers: json,
    body: JSON.stringify({
      pantryItems: PANTRY.map((ingredientId) => ({ ingredientId, frequency: 'usually', addedDate: now })),
    }),
  });
  if (!put.ok) throw new Error(`pantry: ${put.status} ${await put.text()}`);
  const saveable: unknown[] = [];
  for (let i = 0; i < 1000; i++) {
    const res = await fetch(`${server.url}/api/recipes/generate`, {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ cuisine: ['Italian', 'Mexican', 'Indian', 'Japanese'][i % 4], servings: 2 + (i % 3) }),
    });
    if (!res.ok) throw new Error(`generate ${i}: ${res.status} ${await res.text()}`);
    const recipes = (await res.json()) as unknown[];
    if (saveable.length < 100) saveable.push(...recipes);
  }
  let saved = 0;
  for (const recipe of saveable.slice(0, 100)) {
    const res = await fetch(`${server.url}/api/recipes`, {
      method: 'POST',
      headers: json,
      body: JSON.stringify(recipe),
    });
    if (!res.ok) throw new Error(`save: ${res.status} ${await res.text()}`);
    saved += 1;
  }
  return saved;
}

async function main() {
  await buildServer();
  const rows: [string, string][] = [];
  const show = (label: string, bytes: number) => {
    const line = `${(bytes / MB).toFixed(0)} MB`;
    rows.push([label, line]);
    console.log(`  ${label}: ${line}`);
  };

  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'chowdr-memory-'));
  try {
    console.log('PGlite, first start (the database is created):');
    let server = await start({ DATA_DIR: dataDir, DATABASE_URL: '' });
    show('PGlite idle, first start', await idleRss(server));
    await server.stop();

    console.log('PGlite, a later start:');
    server = await start({ DATA_DIR: dataDir, DATABASE_URL: '' });
    show('PGlite idle, later start', await idleRss(server));

    console.log('PGlite, 1,000 generations and 100 saves:');
    const t0 = performance.now();
    const saved = await workload(server);
    console.log(`    done in ${((performance.now() - t0) / 1000).toFixed(1)} s (${saved} saves)`);
    show('PGlite after 1,000 generations and 100 saves', await idleRss(server));
    await sleep(60_000);
    show('PGlite a minute later', await rssOf(server.child.pid!));
    await server.stop();
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }

  if (process.env.BENCH_POSTGRES !== '0') {
    const url = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
    const name = `chowdr_memory_${process.pid}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`create database "${name}"`);
    const target = new URL(url);
    target.pathname = `/${name}`;
    const pgDir = await mkdtemp(path.join(os.tmpdir(), 'chowdr-memory-pg-'));
    try {
      console.log('PostgreSQL, first start (migrations run):');
      let server = await start({ DATA_DIR: pgDir, DATABASE_URL: target.toString() });
      show('PostgreSQL idle, first start', await idleRss(server));
      await server.stop();
      server = await start({ DATA_DIR: pgDir, DATABASE_URL: target.toString() });
      show('PostgreSQL idle, later start', await idleRss(server));
      console.log('PostgreSQL, 1,000 generations and 100 saves:');
      await workload(server);
      show('PostgreSQL after 1,000 generations and 100 saves', await idleRss(server));
      await server.stop();
    } finally {
      await admin.query(`drop database if exists "${name}" with (force)`);
      await admin.end();
      await rm(pgDir, { recursive: true, force: true });
    }
  }

  console.log('\nIdle RSS (target: PGlite at most 250 MB, first start included)');
  for (const [label, value] of rows) console.log(`  ${label.padEnd(52)} ${value}`);
}

await main();
