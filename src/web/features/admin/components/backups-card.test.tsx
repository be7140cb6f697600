import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AdminBackups } from '../../../../shared/api/admin';
import { dismissToast } from '../../../components/ui/toast';
import { stubFetch } from '../../../test/fetch-stub';
import { makeUser, renderWithApp } from '../../../test/render';
import { BackupsCard } from './backups-card';

afterEach(() => {
  act(() => dismissToast());
  vi.unstubAllGlobals();
});

const admin = makeUser({ id: 1, role: 'admin', username: 'ada' });
const base: AdminBackups = {
  dir: '/data/backups',
  intervalHours: 24,
  keep: 7,
  running: false,
  nextAt: '2026-11-27T10:00:00.000Z',
  lastSuccess: null,
  lastFailure: null,
};
const taken = {
  at: '2026-11-26T10:00:00.000Z',
  file: '/data/backups/chowdr-backup-2026-11-26T10-00-00-000Z.jsonl.gz',
  bytes: 14_540,
  rows: 120,
  ms: 80,
};

describe('BackupsCard', () => {
  it('shows no backup, then the one taken now with its size and file', async () => {
    const { calls } = stubFetch({
      'GET /api/admin/backups': { body: base },
      'POST /api/admin/backups': { status: 201, body: { ...base, lastSuccess: taken } },
    });
    renderWithApp(<BackupsCard />, { user: admin });
    expect(await screen.findByText('None yet')).toBeTruthy();
    expect(screen.getByText('Automatic every 24 hours, keeping the newest 7 files.')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Take a backup now' }));
    expect(await screen.findByText('14.2 KB')).toBeTruthy();
    expect(screen.getByText('chowdr-backup-2026-11-26T10-00-00-000Z.jsonl.gz')).toBeTruthy();
    expect(calls.filter((c) => c.method === 'POST')).toEqual([{ method: 'POST', url: '/api/admin/backups', body: {} }]);
    expect(await screen.findByText('Backup Taken')).toBeTruthy();
  });

  it('shows a failed backup, and the server’s reason when taking one fails', async () => {
    const failure = { at: '2026-11-26T11:00:00.000Z', message: "EACCES: permission denied, mkdir '/data/backups'" };
    stubFetch({
      'GET /api/admin/backups': { body: { ...base, intervalHours: 0, lastSuccess: taken, lastFailure: failure } },
      'POST /api/admin/backups': {
        status: 500,
        body: { message: `The backup failed: ${failure.message}`, code: 'BACKUP_FAILED' },
      },
    });
    renderWithApp(<BackupsCard />, { user: admin });
    const reason = await screen.findByText(failure.message);
    expect(reason.closest('[role="alert"]')).toBeTruthy();
    expect(screen.getByText('Last backup failed')).toBeTruthy();
    expect(screen.getByText('Automatic backups are off (BACKUP_INTERVAL_HOURS=0).')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Take a backup now' }));
    expect(await screen.findByText('Backup Failed')).toBeTruthy();
    expect(screen.getByText(`The backup failed: ${failure.message}`)).toBeTruthy();
  });
});
