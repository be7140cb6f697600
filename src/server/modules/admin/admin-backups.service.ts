import path from 'node:path';
import type { AdminBackups } from '../../../shared/api/admin';
import type { BackupSchedule } from '../../backup/schedule';
import { AppError } from '../../plugins/errors';
import type { RateLimiter } from '../../plugins/rate-limit';
import { RATE_LIMITS } from '../../plugins/rate-limits';
import type { AdminRepository } from './admin.repository';
import { logEntry, recheckActor, type Actor } from './admin.service';

export interface BackupSettings {
  dir: string;
  intervalHours: number;
  keep: number;
}

/**
 * The admin dashboard's view of the server's backups, and 'Take a backup now'
 * (docs/decisions/014-self-hosting.md). The backup itself runs outside any transaction of ours:
 * it opens its own snapshot, and on PGlite it needs the one connection.
 */
export class AdminBackupsService {
  constructor(
    private readonly repo: AdminRepository,
    private readonly schedule: BackupSchedule,
    private readonly limiter: RateLimiter,
    private readonly settings: BackupSettings,
  ) {}

  async status(): Promise<AdminBackups> {
    await this.schedule.ready();
    const s = this.schedule.status();
    return {
      dir: path.resolve(this.settings.dir),
      intervalHours: this.settings.intervalHours,
      keep: this.settings.keep,
      running: s.running,
      nextAt: s.nextAt ?? null,
      lastSuccess: s.lastSuccess
        ? { ...s.lastSuccess, rows: s.lastSuccess.rows ?? null, ms: s.lastSuccess.ms ?? null }
        : null,
      lastFailure: s.lastFailure ?? null,
    };
  }

  /**
   * Takes a backup now (or joins the one running). Rate-limited per admin and overall, since each
   * reads the whole database; the acting admin is re-checked first, and the outcome, success or
   * failure, goes into the admin log.
   */
  async takeNow(actor: Actor): Promise<AdminBackups> {
    await this.limiter.enforce(
      [
        [`admin-backup:user:${actor.user.id}`, RATE_LIMITS.adminBackup.perUser],
        ['admin-backup:all', RATE_LIMITS.adminBackup.overall],
      ],
      'backups',
    );
    await this.repo.transaction((repo) => recheckActor(repo, actor));
    let details: Record<string, unknown>;
    let failure: string | undefined;
    try {
      const r = await this.schedule.runNow();
      details = { after: { file: path.basename(r.file), bytes: r.bytes, rows: r.rows } };
    } catch (err) {
      failure = err instanceof Error ? err.message : String(err);
      details = { error: failure.slice(0, 500) };
    }
    await this.repo.insertLog(logEntry(actor, 'create_backup', 'backup', null, details));
    if (failure !== undefined) {
      throw new AppError(500, 'BACKUP_FAILED', `The backup failed: ${failure.slice(0, 300)}`);
    }
    return this.status();
  }
}
