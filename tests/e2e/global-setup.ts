import { spawn, type ChildProcess } from 'node:child_process';
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { FullConfig } from '@playwright/test';
import { SmtpPeer } from '../support/smtp-peer';
import { createTestDatabaseFiles, ROOT } from '../support/test-db';
import { E2E_ADMIN, E2E_STATE_DIR, MAIL_DIR } from './e2e-paths';

/**
 * Starts, for the whole run: a real SMTP peer that files every message as JSON under
 * MAIL_DIR (workers read them), a fresh database, and the built app as a real server
 * process. Registers the first account (which becomes admin) so tests know who is admin.
 */
export default async function globalSetup(config: FullConfig) {
  const baseURL = config.projects[0]!.use.baseURL!;
  const port = new URL(baseURL).port;
  const webDist = path.resolve(ROOT, process.env.WEB_DIST_DIR ?? 'dist/web');
  if (!existsSync(path.join(webDist, 'index.html'))) {
    throw new Error(`${webDist} is missing: run \`npm run build\` before the e2e tests (npm test does).`);
  }
  await rm(E2E_STATE_DIR, { recursive: true, force: true });
  await mkdir(MAIL_DIR, { recursive: true });

  const smtp = new SmtpPeer();
  await smtp.start();
  let n = 0;
  // Written under a temporary name and renamed, so a worker never reads half a file.
  smtp.onMail = (mail) => {
    const name = `${Date.now()}-${++n}.json`;
    const tmp = path.join(MAIL_DIR, `.${name}.tmp`);
    void writeFile(tmp, JSON.stringify(mail)).then(() => rename(tmp, path.join(MAIL_DIR, name)));
  };

  const db = await createTestDatabaseFiles();
  const server: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: port,
      APP_URL: baseURL,
      DATA_DIR: db.dataDir,
      DATABASE_URL: db.url ?? '',
      SMTP_URL: smtp.url,
      LOG_LEVEL: 'warn',
      // Many sign-ups come from one address in a test run.
      RATE_LIMIT_MULTIPLIER: '50',
      MAIL_RATE_PER_SECOND: '100',
      BACKUP_INTERVAL_HOURS: '0',
      // import.spec.ts imports a page from a test server on this machine.
      IMPORT_ALLOW_PRIVATE_NETWORKS: 'true',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const exited = new Promise((resolve) => server.once('exit', resolve));
  try {
    await waitForHealth(`${baseURL}/api/health`, server);
  } catch (err) {
    // No teardown runs when the setup fails: never leave a server holding the port.
    server.kill('SIGKILL');
    await smtp.stop();
    throw err;
  }

  // The first account on a fresh database is the admin.
  const res = await fetch(`${baseURL}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ firstName: 'Ada', lastName: 'Admin', ...E2E_ADMIN }),
  });
  if (res.status !== 201) throw new Error(`admin sign-up failed: ${res.status} ${await res.text()}`);
  const mail = await smtp.waitFor(E2E_ADMIN.email, /Verify/);
  const verify = await fetch(
    mail.links.find((l) => l.includes('verify-email'))!,
    { redirect: 'manual' },
  );
  if (!String(verify.headers.get('location')).includes('success')) throw new Error('admin verification failed');

  return async () => {
    server.kill('SIGTERM');
    await exited;
    await smtp.stop();
    await db.destroy();
  };
}

async function waitForHealth(url: string, server: ChildProcess) {
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`server exited with ${server.exitCode}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`server did not become healthy at ${url}`);
}
