import { existsSync } from 'node:fs';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort, startServer } from '../../tests/support/server-process';

// The very first start on PGlite (issue 30, small machines): the database is created and migrated in
// a short-lived child process, in a folder beside the real one, renamed when complete.
let dataDir: string;
afterAll(async () => {
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

const user = {
  firstName: 'Ngozi',
  lastName: 'Eze',
  username: 'ngozi',
  email: 'ngozi@example.com',
  password: 'pepper-soup-31',
};

describe('the first start on PGlite', () => {
  it('creates the database apart, serves, and a later start finds the same account', { timeout: 240_000 }, async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'chowdr-first-start-'));
    const env = { DATA_DIR: dataDir, DATABASE_URL: '', SMTP_URL: '', APP_URL: 'http://127.0.0.1' };
    let port = await freePort();
    let server = await startServer({ ...env, APP_URL: `http://127.0.0.1:${port}` }, port);
    try {
      expect(existsSync(path.join(dataDir, 'pglite', 'PG_VERSION'))).toBe(true);
      // Nothing of the child's work is left beside it.
      expect((await readdir(dataDir)).filter((n) => n.startsWith('pglite.creating'))).toEqual([]);
      const res = await fetch(`${server.url}/api/auth/register`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(user),
      });
      expect(res.status).toBe(201);
    } finally {
      expect(await server.stop()).toBe(0);
    }
    port = await freePort();
    server = await startServer({ ...env, APP_URL: `http://127.0.0.1:${port}` }, port);
    try {
      const login = await fetch(`${server.url}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: user.username, password: user.password }),
      });
      expect(login.status).toBe(200);
    } finally {
      expect(await server.stop()).toBe(0);
    }
  });

  it('a half-built database from a start cut short is thrown away and built again', { timeout: 240_000 }, async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'chowdr-first-start-'));
    try {
      // What a start killed during creation leaves: a folder that is not the database.
      const { mkdir, writeFile } = await import('node:fs/promises');
      await mkdir(path.join(dir, 'pglite.creating'), { recursive: true });
      await writeFile(path.join(dir, 'pglite.creating', 'PG_VERSION'), '17');
      const port = await freePort();
      const server = await startServer(
        { DATA_DIR: dir, DATABASE_URL: '', SMTP_URL: '', APP_URL: `http://127.0.0.1:${port}` },
        port,
      );
      try {
        expect((await fetch(`${server.url}/api/health`)).status).toBe(200);
        expect(existsSync(path.join(dir, 'pglite.creating'))).toBe(false);
      } finally {
        expect(await server.stop()).toBe(0);
      }
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
