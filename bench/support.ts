import { readFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
// @ts-expect-error: a plain ESM script without types
import { buildServer } from '../scripts/build-server.mjs';
import { createTestDatabaseFiles, ROOT, type TestDatabaseFiles } from '../tests/support/test-db';
import { freePort, startServer, type ServerProcess } from '../tests/support/server-process';

/**
 * A real server process on a throwaway database: PGlite by default, or a fresh database
 * on the PostgreSQL server named by DATABASE_URL (e.g. postgres://postgres@127.0.0.1:5432/postgres).
 */
export async function benchServer(
  extraEnv: Record<string, string> = {},
  /** The PostgreSQL server to use; default DATABASE_URL; '' forces PGlite. */
  postgresUrl: string | undefined = process.env.DATABASE_URL,
  nodeArgs: string[] = [],
): Promise<{ server: ServerProcess; db: TestDatabaseFiles; close(): Promise<void> }> {
  await buildServer();
  if (postgresUrl) process.env.TEST_DATABASE_URL = postgresUrl;
  else delete process.env.TEST_DATABASE_URL;
  const db = await createTestDatabaseFiles();
  const port = await freePort();
  const server = await startServer(
    {
      DATA_DIR: db.dataDir,
      DATABASE_URL: db.url ?? '',
      SMTP_URL: '',
      LOG_LEVEL: 'info',
      APP_URL: `http://127.0.0.1:${port}`,
      RATE_LIMIT_MULTIPLIER: '1000',
      NODE_ENV: 'production',
      ...extraEnv,
    },
    port,
    // As `npm start` runs it: plain JavaScript built once, not TypeScript compiled on the fly.
    { nodeArgs, built: true },
  );
  return {
    server,
    db,
    async close() {
      await server.stop();
      await db.destroy();
    },
  };
}

/** Registers and verifies an account through the API; returns its session cookie. */
export async function signedInCookie(server: ServerProcess): Promise<string> {
  const email = `bench${Date.now()}@example.com`;
  const res = await fetch(`${server.url}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      firstName: 'Bench',
      lastName: 'Mark',
      username: `bench${Date.now()}`,
      email,
      password: 'bench-marking-77',
    }),
  });
  if (res.status !== 201) throw new Error(`sign-up failed: ${res.status} ${await res.text()}`);
  const cookie = res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  // Outbox mode prints the verification link to the log.
  let link: string | undefined;
  for (let i = 0; i < 50 && !link; i++) {
    link = server.output().match(/http:\/\/127\.0\.0\.1:\d+\/api\/auth\/verify-email\?token=[\w-]+/)?.[0];
    if (!link) await new Promise((r) => setTimeout(r, 100));
  }
  if (!link) throw new Error('no verification link in the server log');
  await fetch(link, { redirect: 'manual' });
  return cookie;
}

/**
 * gzip size of the JS a page loads before anything else: the entry and its modulepreloads from
 * index.html, plus the route's screen chunks that the server announces (route-preloads.json).
 * Default: the landing page as a visitor sees it.
 */
export async function initialJsGzip(
  route = '/',
  state: 'visitor' | 'member' = 'visitor',
): Promise<{ files: { file: string; gzip: number }[]; total: number } | undefined> {
  const dist = path.resolve(ROOT, process.env.WEB_DIST_DIR ?? 'dist/web');
  if (!existsSync(path.join(dist, 'index.html'))) return undefined;
  const html = await readFile(path.join(dist, 'index.html'), 'utf8');
  const srcs = [...html.matchAll(/<(?:script[^>]*\ssrc|link[^>]*rel="modulepreload"[^>]*\shref)="([^"]+\.js)"/g)].map(
    (m) => m[1]!,
  );
  const preloadsFile = path.join(dist, 'route-preloads.json');
  if (existsSync(preloadsFile)) {
    const preloads = JSON.parse(await readFile(preloadsFile, 'utf8')) as {
      routes: Record<string, { path: string; js: string[] }[]>;
    };
    srcs.push(...(preloads.routes[state]?.find((r) => r.path === route)?.js ?? []));
  }
  const files = [];
  for (const src of new Set(srcs)) {
    const buf = await readFile(path.join(dist, src.replace(/^\//, '')));
    files.push({ file: src, gzip: gzipSync(buf, { level: 9 }).length });
  }
  return { files, total: files.reduce((a, f) => a + f.gzip, 0) };
}

export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
