import type {
  Improvement,
  ImprovementBody,
  ImprovementList,
  ImprovementUpdateBody,
} from '../../../shared/api/improvements';
import { notFound } from '../../plugins/errors';
import type { RateLimiter } from '../../plugins/rate-limit';
import { AdminRepository } from '../admin/admin.repository';
import { logEntry, recheckActor, type Actor } from '../admin/admin.service';
import type { ImprovementRow, ImprovementsRepository } from './improvements.repository';
import { RATE_LIMITS } from '../../plugins/rate-limits';

export function toImprovement(row: ImprovementRow, username: string | null | undefined): Improvement {
  return {
    id: row.id,
    userId: row.userId,
    ...(username ? { username } : {}),
    title: row.title,
    description: row.description,
    category: row.category,
    priority: row.priority,
    status: row.status,
    ...(row.adminNotes ? { adminNotes: row.adminNotes } : {}),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export class ImprovementsService {
  constructor(
    private readonly repo: ImprovementsRepository,
    private readonly limiter: RateLimiter,
  ) {}

  async submit(user: { id: number; username: string }, body: ImprovementBody): Promise<Improvement> {
    await this.limiter.enforce(
      [
        [`improvement:user:${user.id}`, RATE_LIMITS.improvement.perUserQuarterHour],
        [`improvement:user-day:${user.id}`, RATE_LIMITS.improvement.perUserDay],
      ],
      'suggestions',
    );
    const row = await this.repo.create({ userId: user.id, ...body });
    return toImprovement(row, user.username);
  }

  async list(): Promise<ImprovementList> {
    return { suggestions: (await this.repo.list()).map((r) => toImprovement(r.improvement, r.username)) };
  }

  async update(actor: Actor, id: number, body: ImprovementUpdateBody): Promise<Improvement> {
    return this.repo.transaction(async (repo) => {
      await recheckActor(repo, actor);
      const found = await repo.find(id, true);
      if (!found) throw notFound('Suggestion not found.');
      const before = found.improvement;
      const patch: Partial<Pick<ImprovementRow, 'status' | 'adminNotes'>> = {};
      if (body.status !== undefined) patch.status = body.status;
      if (body.adminNotes !== undefined && body.adminNotes !== '') patch.adminNotes = body.adminNotes;
      const after = (await repo.update(id, patch))!;
      await repo.join(AdminRepository).insertLog(
        logEntry(actor, 'update_improvement', 'improvement', id, {
          title: before.title,
          before: { status: before.status, adminNotes: before.adminNotes },
          after: { status: after.status, adminNotes: after.adminNotes },
        }),
      );
      return toImprovement(after, found.username);
    });
  }

  async remove(actor: Actor, id: number): Promise<void> {
    await this.repo.transaction(async (repo) => {
      await recheckActor(repo, actor);
      const found = await repo.find(id, true);
      if (!found) throw notFound('Suggestion not found.');
      await repo.delete(id);
      const i = found.improvement;
      await repo.join(AdminRepository).insertLog(
        logEntry(actor, 'delete_improvement', 'improvement', id, {
          before: { title: i.title, category: i.category, priority: i.priority, status: i.status, userId: i.userId },
          after: null,
        }),
      );
    });
  }
}
