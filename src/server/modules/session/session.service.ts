import type { AppTimeResult } from '../../../shared/api/admin';
import { unauthorized } from '../../plugins/errors';
import type { SessionRepository } from './session.repository';

export class SessionService {
  constructor(private readonly repo: SessionRepository) {}

  /** Credits the account's app time for a ping from this session (the server decides how much). */
  async updateTime(sessionHash: string): Promise<AppTimeResult> {
    const credited = await this.repo.creditAppTime(sessionHash);
    if (!credited) throw unauthorized();
    return { addedMinutes: credited.minutes, totalAppTimeMinutes: credited.total };
  }
}
