import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../tests/support/test-db';
import { verifyBackup } from './restore';
import { listBackups, startBackupSchedule, type BackupLog } from './schedule';

let db: TestDatabase;
let dir: string;
beforeAll(async () => {
  db = await createTestDatabase(inject('dbTemplate'));
  dir = await mkdtemp(path.join(os.tmpdir(), 'chowdr-backups-'));
});
afterAll(async () => {
  await db.destroy();
  await rm(dir, { recursive: true, force: true });
});

function recorder() {
  const lines: { level: string; msg: string; obj: object }[] = [];
  const log: BackupLog = {
    info: (obj, msg) => lines.push({ level: 'info', msg, obj }),
    error: (obj, msg) => lines.push({ level: 'error', msg, obj }),
  };
  return { log, lines };
}

describe('automatic backups', () => {
  it('keeps the newest BACKUP_KEEP, never touches other files, and reports the last one', async () => {
    const backups = path.join(dir, 'kept');
    const { log, lines } = recorder();
    const schedule = startBackupSchedule({ database: db.database, dir: backups, intervalHours: 0, keep: 2, log });
    await schedule.runNow();
    await writeFile(path.join(backups, 'my-notes.txt'), 'mine');
    await schedule.runNow();
    const last = await schedule.runNow();
    const names = await listBackups(backups);
    expect(names).toHaveLength(2);
    expect(path.join(backups, names[0]!)).toBe(last.file);
    expect(await readdir(backups)).toContain('my-notes.txt');
    expect(schedule.status()).toMatchObject({ running: false, lastSuccess: { file: last.file } });
    expect(schedule.status().nextAt).toBeUndefined();
    await expect(verifyBackup(last.file)).resolves.toMatchObject({ rows: last.rows });
    expect(lines.filter((l) => l.msg === 'backup written')).toHaveLength(3);
    await schedule.stop();
  });

  it('after a restart, the newest backup in the folder is the last one shown', async () => {
    const backups = path.join(dir, 'restart');
    const before = startBackupSchedule({
      database: db.database,
      dir: backups,
      intervalHours: 0,
      keep: 3,
      log: recorder().log,
    });
    await before.runNow();
    const newest = await before.runNow();
    await before.stop();
    const after = startBackupSchedule({
      database: db.database,
      dir: backups,
      intervalHours: 0,
      keep: 3,
      log: recorder().log,
    });
    await after.ready();
    expect(after.status().lastSuccess).toMatchObject({ file: newest.file, bytes: newest.bytes });
    expect(after.status().lastSuccess?.rows).toBeUndefined();
    await after.stop();
  });

  it('makes a failed backup visible in the status and the log', async () => {
    const blocker = path.join(dir, 'a-file');
    await writeFile(blocker, 'not a folder');
    const { log, lines } = recorder();
    const schedule = startBackupSchedule({
      database: db.database,
      dir: path.join(blocker, 'backups'),
      intervalHours: 0,
      keep: 2,
      log,
    });
    await expect(schedule.runNow()).rejects.toThrow();
    expect(schedule.status().lastFailure?.message).toMatch(/ENOTDIR|EEXIST/);
    expect(lines).toMatchObject([{ level: 'error', msg: 'backup failed' }]);
    await schedule.stop();
  });

  it('runs on its interval, counting from the newest backup in the folder', async () => {
    const backups = path.join(dir, 'timed');
    const { log } = recorder();
    const first = startBackupSchedule({
      database: db.database,
      dir: backups,
      intervalHours: 1,
      keep: 3,
      log,
      firstDelayMs: 0,
    });
    for (let i = 0; i < 600 && (await listBackups(backups)).length === 0; i++)
      await new Promise((r) => setTimeout(r, 50));
    await first.stop();
    expect(await listBackups(backups)).toHaveLength(1);

    // A restart right after: the next one is due an interval after that backup, not at once.
    const second = startBackupSchedule({
      database: db.database,
      dir: backups,
      intervalHours: 1,
      keep: 3,
      log,
      firstDelayMs: 0,
    });
    for (let i = 0; i < 100 && !second.status().nextAt; i++) await new Promise((r) => setTimeout(r, 10));
    const due = Date.parse(second.status().nextAt!) - Date.now();
    expect(due).toBeGreaterThan(50 * 60_000);
    await second.stop();
  });
});
