import { spawn } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ROOT } from '../../../tests/support/test-db';
import { DataDirBusyError, lockDataDir } from './data-dir-lock';

// The PGlite single-writer lock, tried by real processes racing for it.
const dirs: string[] = [];
afterAll(async () => {
  for (const d of dirs) await rm(d, { recursive: true, force: true });
});
async function tempDir() {
  const d = await mkdtemp(path.join(os.tmpdir(), 'chowdr-lock-'));
  dirs.push(d);
  return d;
}

/** A process that tries to take the lock, says whether it got it, and holds it for a while. */
async function probeScript(dir: string): Promise<string> {
  const file = path.join(dir, 'probe.mts');
  await writeFile(
    file,
    `import { lockDataDir } from ${JSON.stringify(path.join(ROOT, 'src/server/db/data-dir-lock.ts'))};
const [dataDir, holdMs, go] = process.argv.slice(2);
// Start together: wait for the same wall-clock moment.
await new Promise((r) => setTimeout(r, Math.max(0, Number(go) - Date.now())));
try {
  const unlock = await lockDataDir(dataDir);
  console.log('got');
  await new Promise((r) => setTimeout(r, Number(holdMs)));
  await unlock();
} catch (err) {
  console.log(err.name === 'DataDirBusyError' ? 'busy' : 'error ' + err.message);
}
`,
  );
  return file;
}

function run(script: string, args: string[]): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', script, ...args], {
      cwd: ROOT,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    child.stdout.on('data', (d) => (out += d));
    child.stderr.on('data', (d) => (out += d));
    child.on('error', reject);
    child.on('exit', () => resolve(out.trim()));
  });
}

describe('the data-dir lock', () => {
  it('of processes starting together exactly one gets it, round after round', { timeout: 120_000 }, async () => {
    const work = await tempDir();
    const script = await probeScript(work);
    const rounds: string[][] = [];
    for (let round = 0; round < 3; round++) {
      const dataDir = path.join(work, `data-${round}`);
      // Far enough ahead that every process has loaded tsx before the moment comes.
      const go = String(Date.now() + 6_000);
      rounds.push(await Promise.all(Array.from({ length: 4 }, () => run(script, [dataDir, '1500', go]))));
    }
    console.info(`[data-dir lock] 3 rounds of 4 processes: ${rounds.map((r) => r.join('/')).join(' | ')}`);
    for (const r of rounds) {
      expect(
        r.filter((x) => x === 'got'),
        r.join(','),
      ).toHaveLength(1);
      expect(
        r.filter((x) => x === 'busy'),
        r.join(','),
      ).toHaveLength(3);
    }
  });

  it('a lock left by a dead process is free at once', async () => {
    const dataDir = await tempDir();
    const child = spawn(process.execPath, ['-e', '0']);
    const deadPid = child.pid!;
    await new Promise((r) => child.on('exit', r));
    await writeFile(path.join(dataDir, 'pglite.lock'), `${deadPid}\n`);
    const started = Date.now();
    const unlock = await lockDataDir(dataDir);
    expect(Date.now() - started).toBeLessThan(1000);
    expect((await readFile(path.join(dataDir, 'pglite.lock'), 'utf8')).split(' ')[0]).toBe(String(process.pid));
    await unlock();
  });

  it.skipIf(process.platform !== 'linux')(
    'a just-killed owner (a zombie its parent has not reaped yet) is free at once',
    async () => {
      const dataDir = await tempDir();
      // sh starts a child, then becomes a process that never reaps it: killing the child leaves a zombie.
      const parent = spawn('sh', ['-c', 'sleep 30 & echo $!; exec sleep 60'], { stdio: ['ignore', 'pipe', 'ignore'] });
      try {
        const victim = Number(
          await new Promise<string>((resolve) => parent.stdout.once('data', (d) => resolve(String(d).trim()))),
        );
        // Kill it only once sh has become `sleep 60` (sh itself would reap it).
        for (let i = 0; i < 200; i++) {
          if ((await readFile(`/proc/${parent.pid}/comm`, 'utf8').catch(() => '')).trim() === 'sleep') break;
          await new Promise((r) => setTimeout(r, 10));
        }
        process.kill(victim, 'SIGKILL');
        for (let i = 0; i < 50 && !(await readFile(`/proc/${victim}/stat`, 'utf8')).includes(') Z'); i++) {
          await new Promise((r) => setTimeout(r, 20));
        }
        expect(() => process.kill(victim, 0)).not.toThrow(); // the pid still "exists"
        await writeFile(path.join(dataDir, 'pglite.lock'), `${victim}\n`);
        const unlock = await lockDataDir(dataDir);
        await unlock();
      } finally {
        parent.kill('SIGKILL');
      }
    },
  );

  it('a live owner with a reused pid but another start time does not count; a live one does', async () => {
    const dataDir = await tempDir();
    // Our parent is alive; with a start time that is not its own it is a different process.
    await writeFile(path.join(dataDir, 'pglite.lock'), `${process.ppid} 1\n`);
    const unlock = await lockDataDir(dataDir);
    await unlock();
    await writeFile(path.join(dataDir, 'pglite.lock'), `${process.ppid}\n`);
    await expect(lockDataDir(dataDir)).rejects.toBeInstanceOf(DataDirBusyError);
  });
});
