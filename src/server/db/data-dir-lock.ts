import { randomBytes } from 'node:crypto';
import { link, mkdir, readFile, rm, unlink, writeFile } from 'node:fs/promises';
import { readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * PGlite is an embedded database: exactly one process may open its files. The server (and the
 * CLI, for its whole run) holds this lock so a second process refuses instead of corrupting
 * the data. PostgreSQL needs no such lock.
 *
 * Taking it is atomic: the owner's identity is written to a private file which is then
 * hard-linked to the lock name, and link() fails if the name exists, so of two processes
 * starting together exactly one wins (and the lock file is never seen half-written). A lock
 * whose owner is dead (exited, killed, a zombie, or a reused pid with another start time) is
 * free at once; clearing it is serialised by a second lock of the same kind, so two newcomers
 * cannot both clear it and both win.
 */
const LOCK = 'pglite.lock';
const STEAL = 'pglite.lock.steal';

export class DataDirBusyError extends Error {
  constructor(dataDir: string, pid: number) {
    super(
      `The embedded database in ${dataDir} is in use by process ${pid} (a running Chowdr server or CLI). ` +
        'Stop it first, or set DATABASE_URL to use PostgreSQL, which many processes can share.',
    );
    this.name = 'DataDirBusyError';
  }
}

interface Owner {
  pid: number;
  /** Linux: the process start time (field 22 of /proc/<pid>/stat), to tell a reused pid apart. */
  started?: string;
}

function procStat(pid: number): string[] | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name (field 2) may hold spaces and parentheses: split after its last ')'.
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  } catch {
    return undefined;
  }
}

function me(): Owner {
  return { pid: process.pid, started: procStat(process.pid)?.[19] };
}

function alive(owner: Owner): boolean {
  try {
    process.kill(owner.pid, 0);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EPERM') return false;
  }
  const stat = procStat(owner.pid);
  if (!stat) return true; // not Linux (or no /proc): the pid answering is all we know
  if (stat[0] === 'Z' || stat[0] === 'X') return false; // killed, not yet reaped
  return !owner.started || stat[19] === owner.started;
}

async function readOwner(file: string): Promise<Owner | undefined> {
  try {
    const [pid, started] = (await readFile(file, 'utf8')).trim().split(/\s+/);
    const n = Number(pid);
    return Number.isInteger(n) && n > 0 ? { pid: n, started } : undefined;
  } catch {
    return undefined;
  }
}

/** Creates `file` holding our identity, atomically; false if it already exists. */
async function create(file: string): Promise<boolean> {
  const self = me();
  const tmp = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
  await writeFile(tmp, `${self.pid}${self.started ? ` ${self.started}` : ''}\n`);
  try {
    await link(tmp, file);
    return true;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw err;
  } finally {
    await rm(tmp, { force: true });
  }
}

/** Takes the lock for this process; returns a function that releases it. */
export async function lockDataDir(dataDir: string): Promise<() => Promise<void>> {
  await mkdir(dataDir, { recursive: true });
  const file = path.join(dataDir, LOCK);
  const release = () => rm(file, { force: true });
  for (let attempt = 0; attempt < 50; attempt++) {
    if (await create(file)) return release;
    const owner = await readOwner(file);
    if (owner && owner.pid === process.pid) return release;
    if (owner && alive(owner)) throw new DataDirBusyError(dataDir, owner.pid);
    await clearStale(dataDir, owner);
  }
  throw new Error(`Could not take the lock on ${dataDir}; remove ${file} if no Chowdr process is running.`);
}

/** Removes a lock whose owner is dead, unless someone else is doing so (or already did). */
async function clearStale(dataDir: string, seen: Owner | undefined): Promise<void> {
  const file = path.join(dataDir, LOCK);
  const steal = path.join(dataDir, STEAL);
  if (!(await create(steal))) {
    const stealer = await readOwner(steal);
    if (!stealer || !alive(stealer)) await unlink(steal).catch(() => {});
    await new Promise((r) => setTimeout(r, 20));
    return;
  }
  try {
    // Still the same dead owner? (Another newcomer may have replaced it meanwhile.)
    const now = await readOwner(file);
    if (now?.pid === seen?.pid && now?.started === seen?.started) await unlink(file).catch(() => {});
  } finally {
    await unlink(steal).catch(() => {});
  }
}
