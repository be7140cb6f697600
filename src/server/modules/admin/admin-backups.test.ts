import { mkdtemp, readdir, rm, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { Client, createTestApp, signUp, type TestApp } from '../../../../tests/support/test-app';
import type { AdminBackups, AdminLogList } from '../../../shared/api/admin';
import { rows } from '../../db/client';
import { users } from '../../db/schema';
import { verifyBackup } from '../../backup/restore';
import { AdminBackupsService } from './admin-backups.service';
import { AdminRepository } from './admin.repository';

let scratch: string;
beforeAll(async () => {
  scratch = await mkdtemp(path.join(os.tmpdir(), 'chowdr-admin-backups-'));
});
afterAll(async () => {
  await rm(scratch, { recursive: true, force: true });
});

async function backupLogs(t: TestApp) {
  const r = await rows<{ admin_id: number; details: Record<string, unknown> }>(
    t.db.database.db,
    sql`select admin_id, details from admin_logs where action = 'create_backup' order by id`,
  );
  return r;
}

describe('admin backups', () => {
  let t: TestApp;
  let admin: Client;
  let adminId: number;
  let cook: Client;
  let dir: string;
  beforeAll(async () => {
    dir = path.join(scratch, 'ok');
    t = await createTestApp({ BACKUP_DIR: dir });
    const a = await signUp(t);
    admin = a.client;
    adminId = a.user.id;
    cook = (await signUp(t)).client;
  });
  afterAll(async () => {
    await t?.close();
  });

  it('only admins see the backups or take one', async () => {
    for (const res of [await cook.get('/api/admin/backups'), await cook.post('/api/admin/backups', {})]) {
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ code: 'ADMIN_ONLY' });
    }
    const visitor = new Client(t.app);
    expect((await visitor.post('/api/admin/backups', {})).statusCode).toBe(401);
    expect(await readdir(dir).catch(() => [])).toEqual([]);
    expect(await backupLogs(t)).toEqual([]);
  });

  it('shows no backup at first, then the one taken now: its time, size and file, in the admin log too', async () => {
    const before = (await admin.get('/api/admin/backups')).json<AdminBackups>();
    expect(before).toMatchObject({
      dir,
      intervalHours: 0,
      keep: 7,
      lastSuccess: null,
      lastFailure: null,
      nextAt: null,
    });

    const res = await admin.post('/api/admin/backups', {});
    expect(res.statusCode).toBe(201);
    const after = res.json<AdminBackups>();
    const last = after.lastSuccess!;
    expect(path.dirname(last.file)).toBe(dir);
    expect(last.bytes).toBe((await stat(last.file)).size);
    expect(Date.now() - Date.parse(last.at)).toBeLessThan(60_000);
    expect(last.rows).toBeGreaterThan(0);
    // The file is a whole, valid backup with the rows it says.
    await expect(verifyBackup(last.file)).resolves.toMatchObject({ rows: last.rows });
    expect((await admin.get('/api/admin/backups')).json<AdminBackups>().lastSuccess).toEqual(last);

    const logged = await backupLogs(t);
    expect(logged).toEqual([
      {
        admin_id: adminId,
        details: { after: { file: path.basename(last.file), bytes: last.bytes, rows: last.rows } },
      },
    ]);
    // Listed like every other admin action, and filterable by it.
    const list = (await admin.get('/api/admin/logs?action=create_backup')).json<AdminLogList>();
    expect(list.logs).toHaveLength(1);
    expect(list.logs[0]).toMatchObject({ action: 'create_backup', targetType: 'backup', targetId: null });
  });

  it('re-checks the acting admin: one demoted after the guard passed takes no backup', async () => {
    const demoted = await signUp(t);
    await t.db.database.db.update(users).set({ role: 'admin' }).where(eq(users.id, demoted.user.id));
    const [row] = await t.db.database.db.select().from(users).where(eq(users.id, demoted.user.id));
    // The request was checked as an admin; then another admin demoted the account.
    await t.db.database.db.update(users).set({ role: 'user' }).where(eq(users.id, demoted.user.id));
    const service = new AdminBackupsService(new AdminRepository(t.db.database.db), t.app.backups, t.app.limiter, {
      dir,
      intervalHours: 0,
      keep: 7,
    });
    const files = await readdir(dir);
    const logs = await backupLogs(t);
    await expect(service.takeNow({ user: row!, ip: '203.0.113.9', userAgent: undefined })).rejects.toMatchObject({
      statusCode: 403,
      code: 'ADMIN_ONLY',
    });
    expect(await readdir(dir)).toEqual(files);
    expect(await backupLogs(t)).toEqual(logs);
  });
});

describe('a failed backup', () => {
  let t: TestApp;
  let admin: Client;
  beforeAll(async () => {
    const blocker = path.join(scratch, 'a-file');
    await writeFile(blocker, 'not a folder');
    t = await createTestApp({ BACKUP_DIR: path.join(blocker, 'backups') });
    admin = (await signUp(t)).client;
  });
  afterAll(async () => {
    await t?.close();
  });

  it('answers 500 BACKUP_FAILED with the reason, shows it on the dashboard and logs the attempt', async () => {
    const res = await admin.post('/api/admin/backups', {});
    expect(res.statusCode).toBe(500);
    expect(res.json()).toMatchObject({
      code: 'BACKUP_FAILED',
      message: expect.stringMatching(/^The backup failed: .*(ENOTDIR|EEXIST)/),
    });
    const status = (await admin.get('/api/admin/backups')).json<AdminBackups>();
    expect(status.lastSuccess).toBeNull();
    expect(status.lastFailure?.message).toMatch(/ENOTDIR|EEXIST/);
    const logged = await backupLogs(t);
    expect(logged).toHaveLength(1);
    expect(logged[0]!.details.error).toMatch(/ENOTDIR|EEXIST/);
  });

  it('is rate-limited per admin: past six an hour, 429 with Retry-After and nothing attempted', async () => {
    let last = await admin.post('/api/admin/backups', {});
    for (let i = 0; i < 10 && last.statusCode !== 429; i++) last = await admin.post('/api/admin/backups', {});
    expect(last.statusCode).toBe(429);
    expect(last.json()).toMatchObject({ code: 'RATE_LIMITED' });
    expect(Number(last.headers['retry-after'])).toBeGreaterThan(0);
    // Six attempts reached the backup (one in the test above), the refused ones did not.
    expect(await backupLogs(t)).toHaveLength(6);
  });
});

describe('taking backups at the same time', () => {
  let t: TestApp;
  let admins: Client[];
  let dir: string;
  beforeAll(async () => {
    dir = path.join(scratch, 'together');
    t = await createTestApp({ BACKUP_DIR: dir });
    const first = await signUp(t);
    const second = await signUp(t);
    await t.db.database.db.update(users).set({ role: 'admin' }).where(eq(users.id, second.user.id));
    admins = [first.client, second.client];
  });
  afterAll(async () => {
    await t?.close();
  });

  it('two admins at once both get a whole backup, and both are logged', async () => {
    const [a, b] = await Promise.all(admins.map((c) => c.post('/api/admin/backups', {})));
    expect([a!.statusCode, b!.statusCode]).toEqual([201, 201]);
    const files = new Set([a!.json<AdminBackups>().lastSuccess!.file, b!.json<AdminBackups>().lastSuccess!.file]);
    for (const f of files) await expect(verifyBackup(f)).resolves.toMatchObject({ rows: expect.any(Number) });
    expect((await readdir(dir)).filter((n) => n.endsWith('.jsonl.gz')).length).toBe(files.size);
    expect(await backupLogs(t)).toHaveLength(2);
  });
});
