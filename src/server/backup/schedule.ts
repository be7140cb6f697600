import { readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Database } from '../db/client';
import { BACKUP_FILE, backupFileName, backupToFile, type BackupFileResult } from './backup';

/**
 * The server's automatic backups (docs/decisions/014-self-hosting.md): every BACKUP_INTERVAL_HOURS
 * into BACKUP_DIR, keeping the newest BACKUP_KEEP. This is also how a server on PGlite is backed up
 * while it runs, since no other process may open its files. The schedule counts from the newest
 * backup in the folder, so restarts neither skip one nor take extra ones.
 */
export interface BackupStatus {
  /** The last backup that worked. */
  /** `rows` and `ms` are unknown for a file found in the folder at start (taken by an earlier run). */
  lastSuccess?: { at: string; file: string; bytes: number; rows?: number; ms?: number };
  /** The last attempt that failed, if it came after the last success. */
  lastFailure?: { at: string; message: string };
  /** When the next automatic backup is due (none when they are off). */
  nextAt?: string;
  running: boolean;
}

export interface BackupLog {
  info(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

export interface BackupScheduleOptions {
  database: Database;
  dir: string;
  /** 0: no automatic backups (runNow still works). */
  intervalHours: number;
  keep: number;
  log: BackupLog;
  /** First backup on a folder with none: this long after start, so it does not compete with the boot. */
  firstDelayMs?: number;
}

export interface BackupSchedule {
  /** Takes a backup now (waits for one already running instead of starting a second). */
  runNow(): Promise<BackupFileResult>;
  status(): BackupStatus;
  /** Stops the timer and waits for a running backup to finish (call before closing the database). */
  stop(): Promise<void>;
  /** Resolves once the folder has been read at start (the status knows the newest file). */
  ready(): Promise<void>;
}

/** Backups in `dir` by name (the names sort by time), newest first. */
export async function listBackups(dir: string): Promise<string[]> {
  const names = await readdir(dir).catch((err: NodeJS.ErrnoException) => {
    if (err.code === 'ENOENT') return [] as string[];
    throw err;
  });
  return names
    .filter((n) => BACKUP_FILE.test(n))
    .sort()
    .reverse();
}

/** Deletes all but the newest `keep` backups; only files with backupFileName's names are touched. */
export async function pruneBackups(dir: string, keep: number): Promise<string[]> {
  const old = (await listBackups(dir)).slice(keep);
  for (const name of old) await rm(path.join(dir, name), { force: true });
  return old;
}

const MAX_TIMER_MS = 2 ** 31 - 1;

export function startBackupSchedule(opts: BackupScheduleOptions): BackupSchedule {
  const status: BackupStatus = { running: false };
  const intervalMs = opts.intervalHours * 3600_000;
  let running: Promise<BackupFileResult> | undefined;
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;

  const run = (): Promise<BackupFileResult> => {
    if (running) return running;
    const started = performance.now();
    status.running = true;
    const attempt = (async () => {
      try {
        const result = await backupToFile(opts.database, path.join(opts.dir, backupFileName()));
        const ms = Math.round(performance.now() - started);
        status.lastSuccess = {
          at: new Date().toISOString(),
          file: result.file,
          bytes: result.bytes,
          rows: result.rows,
          ms,
        };
        status.lastFailure = undefined;
        const removed = await pruneBackups(opts.dir, opts.keep);
        opts.log.info({ file: result.file, bytes: result.bytes, rows: result.rows, ms, removed }, 'backup written');
        return result;
      } catch (err) {
        status.lastFailure = {
          at: new Date().toISOString(),
          message: err instanceof Error ? err.message : String(err),
        };
        opts.log.error({ err, dir: opts.dir }, 'backup failed');
        throw err;
      } finally {
        status.running = false;
        running = undefined;
      }
    })();
    running = attempt;
    return attempt;
  };

  const schedule = (delayMs: number) => {
    if (stopped || intervalMs <= 0) return;
    const delay = Math.max(0, Math.min(delayMs, MAX_TIMER_MS));
    status.nextAt = new Date(Date.now() + delay).toISOString();
    timer = setTimeout(() => {
      run().then(
        () => schedule(intervalMs),
        // A failure is in the status and the log; try again in an hour rather than a whole interval.
        () => schedule(Math.min(intervalMs, 3600_000)),
      );
    }, delay);
    timer.unref();
  };

  // The newest file in the folder is the last backup until this process takes one (the admin
  // dashboard shows it after a restart), and the schedule counts from it.
  const started = (async () => {
    let delay = opts.firstDelayMs ?? 60_000;
    try {
      const [newest] = await listBackups(opts.dir);
      if (newest) {
        const file = path.join(opts.dir, newest);
        const info = await stat(file);
        status.lastSuccess ??= { at: info.mtime.toISOString(), file: path.resolve(file), bytes: info.size };
        delay = Math.max(delay, intervalMs - (Date.now() - info.mtimeMs));
      }
    } catch (err) {
      // Without a schedule, the first backup taken says what is wrong with the folder.
      if (intervalMs > 0) opts.log.error({ err, dir: opts.dir }, 'backup folder unreadable');
    }
    if (intervalMs > 0) schedule(delay);
  })();

  return {
    runNow: run,
    status: () => ({ ...status }),
    ready: () => started,
    async stop() {
      stopped = true;
      await started;
      if (timer) clearTimeout(timer);
      status.nextAt = undefined;
      await running?.catch(() => {});
    },
  };
}
