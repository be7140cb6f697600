import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * PGlite is an embedded database: exactly one process may open its files. The server
 * holds this lock while it runs so the CLI (or a second server) refuses instead of
 * corrupting the data. PostgreSQL needs no such lock.
 */
const LOCK = 'pglite.lock';

export class DataDirBusyError extends Error {
  constructor(dataDir: string, pid: number) {
    super(
      `The embedded database in ${dataDir} is in use by process ${pid} (a running Chowdr server). ` +
        'Stop it first, or set DATABASE_URL to use PostgreSQL, which many processes can share.',
    );
    this.name = 'DataDirBusyError';
  }
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

async function holder(dataDir: string): Promise<number | undefined> {
  try {
    const pid = Number((await readFile(path.join(dataDir, LOCK), 'utf8')).trim());
    return pid && pid !== process.pid && alive(pid) ? pid : undefined;
  } catch {
    return undefined;
  }
}

export async function assertDataDirFree(dataDir: string): Promise<void> {
  const pid = await holder(dataDir);
  if (pid) throw new DataDirBusyError(dataDir, pid);
}

/** Takes the lock for this process; returns a function that releases it. */
export async function lockDataDir(dataDir: string): Promise<() => Promise<void>> {
  await assertDataDirFree(dataDir);
  await mkdir(dataDir, { recursive: true });
  const file = path.join(dataDir, LOCK);
  await writeFile(file, String(process.pid));
  return () => rm(file, { force: true });
}
