import { statfs } from 'node:fs/promises';
import { probeModelEndpoint } from '../../lib/model-client';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type {
  AdminHealth,
  AdminLog,
  AdminLogList,
  AdminRecipe,
  AdminRecipeList,
  AdminUser,
  AdminUserList,
  AdminUserUpdate,
  DashboardStats,
  HealthCheck,
} from '../../../shared/api/admin';
import type { Pagination } from '../../../shared/api/common';
import { ACTIVE_USER_DAYS, NEW_SIGNUP_DAYS } from '../../../shared/options/admin';
import type { Mailer } from '../../mail/mailer';
import type { Repository } from '../../db/repository';
import { conflict, forbidden, notFound } from '../../plugins/errors';
import { MarketingRepository } from '../marketing/marketing.repository';
import { type AdminLogRow, AdminRepository } from './admin.repository';
import { toSavedRecipe } from '../recipes/recipes.service';
import type { users, recipes } from '../../db/schema';

type UserRow = typeof users.$inferSelect;
type RecipeRow = typeof recipes.$inferSelect;

/** Who did it, from where: every admin log row carries this. */
export interface Actor {
  user: UserRow;
  ip: string;
  userAgent: string | undefined;
}

/**
 * Every admin write calls this first inside its transaction: the acting admin may have been
 * demoted or deactivated while the request was in flight (the guard checked before it began).
 */
export async function recheckActor(repo: Repository, actor: Actor): Promise<void> {
  if (!(await repo.join(AdminRepository).lockActiveAdmin(actor.user.id))) {
    throw forbidden('Your account is no longer an active admin.', 'ADMIN_ONLY');
  }
}

export function logEntry(
  actor: Actor,
  action: string,
  targetType: string,
  targetId: number | null,
  details: Record<string, unknown>,
) {
  return {
    action,
    adminId: actor.user.id,
    adminUsername: actor.user.username,
    targetType,
    targetId,
    details,
    ipAddress: actor.ip.slice(0, 100),
    userAgent: actor.userAgent?.slice(0, 300) ?? null,
  };
}

export function toAdminUser(u: UserRow): AdminUser {
  return {
    id: u.id,
    username: u.username,
    email: u.email,
    emailVerified: u.emailVerified,
    firstName: u.firstName,
    lastName: u.lastName,
    role: u.role,
    isActive: u.isActive,
    totalAppTimeMinutes: u.totalAppTimeMinutes,
    createdAt: u.createdAt.toISOString(),
    lastLoginAt: u.lastLoginAt?.toISOString() ?? null,
    marketingOptOut: u.marketingOptOut,
  };
}

function toAdminRecipe(r: RecipeRow, username: string): AdminRecipe {
  return { ...toSavedRecipe(r), username };
}

function toAdminLog(l: AdminLogRow): AdminLog {
  return {
    id: l.id,
    action: l.action,
    adminId: l.adminId,
    adminUsername: l.adminUsername,
    targetType: l.targetType,
    targetId: l.targetId,
    details: l.details,
    ipAddress: l.ipAddress,
    userAgent: l.userAgent,
    createdAt: l.createdAt.toISOString(),
  };
}

const pageInfo = (total: number, page: number, limit: number): Pagination => ({
  total,
  page,
  limit,
  totalPages: Math.ceil(total / limit),
});

export interface HealthDeps {
  mailer: Mailer;
  /** Mail due or in hand in the durable queues (account and marketing). */
  pendingMail: () => Promise<number>;
  dataDir: string;
  databaseKind: string;
  /** The model endpoint, when one is configured. */
  model?: { baseURL: string; apiKey?: string };
  log: FastifyBaseLogger;
}

const PROBE_TIMEOUT_MS = 3000;
/** Below this much free space the data folder counts as down. */
const MIN_FREE_BYTES = 200 * 1024 * 1024;

async function probe(run: () => Promise<string>): Promise<HealthCheck> {
  const start = performance.now();
  let timer: NodeJS.Timeout | undefined;
  try {
    const detail = await Promise.race([
      run(),
      new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error(`no answer within ${PROBE_TIMEOUT_MS} ms`)), PROBE_TIMEOUT_MS);
      }),
    ]);
    return { status: 'up', latencyMs: Math.round((performance.now() - start) * 10) / 10, detail };
  } catch (err) {
    return {
      status: 'down',
      latencyMs: Math.round((performance.now() - start) * 10) / 10,
      detail: err instanceof Error ? err.message.slice(0, 200) : 'failed',
    };
  } finally {
    clearTimeout(timer);
  }
}

export class AdminService {
  constructor(
    private readonly repo: AdminRepository,
    /** Writes this instance's pending generation statistics (they are batched off the request path). */
    private readonly flushStats: () => Promise<void>,
    private readonly health: HealthDeps,
  ) {}

  async dashboard(): Promise<DashboardStats> {
    await this.flushStats();
    const [c, activeUsers, recentSignups, totalMeals] = await Promise.all([
      this.repo.counters(),
      this.repo.dailySince('active', ACTIVE_USER_DAYS),
      this.repo.dailySince('signup', NEW_SIGNUP_DAYS),
      this.repo.mealCount(),
    ]);
    const totalUsers = c.get('users') ?? 0;
    const savedRecipes = c.get('recipes') ?? 0;
    const generatedRecipes = c.get('generated_recipes') ?? 0;
    const totalAppTimeMinutes = c.get('app_time_minutes') ?? 0;
    return {
      totalUsers,
      activeUsers,
      savedRecipes,
      generatedRecipes,
      totalMeals,
      recentSignups,
      totalAppTimeMinutes,
      avgAppTimePerUser: totalUsers > 0 ? Math.round(totalAppTimeMinutes / totalUsers) : 0,
      totalRecipes: savedRecipes + generatedRecipes,
    };
  }

  async systemHealth(): Promise<AdminHealth> {
    const h = this.health;
    const [database, mail, model, disk, mailQueueDepth] = await Promise.all([
      probe(async () => {
        await this.repo.ping();
        return `${h.databaseKind} answers`;
      }),
      probe(async () => {
        await h.mailer.verify();
        return h.mailer.mode === 'smtp' ? 'SMTP server accepts connections' : 'outbox folder is writable';
      }),
      h.model
        ? probe(() => this.probeModel(h.model!))
        : Promise.resolve<HealthCheck>({ status: 'not_configured', latencyMs: 0, detail: 'built-in chef engine' }),
      this.probeDisk(),
      h.pendingMail().catch(() => 0),
    ]);
    const healthy = database.status === 'up' && mail.status === 'up' && model.status !== 'down' && disk.status === 'up';
    const mem = process.memoryUsage();
    return {
      status: healthy ? 'healthy' : 'degraded',
      timestamp: new Date().toISOString(),
      database,
      mail,
      model,
      disk,
      stats: {
        uptimeSeconds: Math.round(process.uptime()),
        rssBytes: mem.rss,
        mailQueueDepth,
        node: process.version,
        databaseKind: h.databaseKind,
      },
    };
  }

  private async probeModel(model: { baseURL: string; apiKey?: string }): Promise<string> {
    return probeModelEndpoint(model, PROBE_TIMEOUT_MS);
  }

  private async probeDisk() {
    const start = performance.now();
    try {
      const s = await statfs(path.resolve(this.health.dataDir));
      const freeBytes = s.bavail * s.bsize;
      const totalBytes = s.blocks * s.bsize;
      const latencyMs = Math.round((performance.now() - start) * 10) / 10;
      const gb = (n: number) => `${(n / 1024 ** 3).toFixed(1)} GB`;
      return {
        status: freeBytes >= MIN_FREE_BYTES ? ('up' as const) : ('down' as const),
        latencyMs,
        detail: `${gb(freeBytes)} free of ${gb(totalBytes)}`,
        freeBytes,
        totalBytes,
      };
    } catch (err) {
      return {
        status: 'down' as const,
        latencyMs: 0,
        detail: err instanceof Error ? err.message.slice(0, 200) : 'failed',
      };
    }
  }

  // Users ------------------------------------------------------------------------------------

  async users(page: number, limit: number): Promise<AdminUserList> {
    const { total, rows } = await this.repo.listUsers(page, limit);
    return { users: rows.map(toAdminUser), pagination: pageInfo(total, page, limit) };
  }

  async updateUser(actor: Actor, id: number, patch: AdminUserUpdate): Promise<AdminUser> {
    if (id === actor.user.id) {
      throw conflict(
        patch.role !== undefined ? 'You cannot change your own role.' : 'You cannot deactivate your own account.',
        'SELF_PROTECTED',
      );
    }
    return this.repo.transaction(async (repo) => {
      await repo.lockAdminRoles();
      const before = await repo.findUser(id, true);
      if (!before) throw notFound('User not found.');
      await recheckActor(repo, actor);
      const losesAdmin =
        before.role === 'admin' && before.isActive && (patch.role === 'user' || patch.isActive === false);
      if (losesAdmin && (await repo.countOtherActiveAdmins(id)) === 0) {
        throw conflict('This is the last active admin: make another user admin first.', 'LAST_ADMIN');
      }
      const after = (await repo.updateUser(id, patch))!;
      let action: string;
      let details: Record<string, unknown>;
      if (patch.role !== undefined) {
        action = 'update_user_role';
        details = { username: before.username, before: { role: before.role }, after: { role: after.role } };
      } else {
        action = after.isActive ? 'activate_user' : 'deactivate_user';
        details = {
          username: before.username,
          before: { isActive: before.isActive },
          after: { isActive: after.isActive },
        };
        if (!after.isActive) {
          details.sessionsEnded = await repo.endSessions(id);
          // Deactivated means off: queued campaign mail for the account is skipped, with the reason.
          await repo.join(MarketingRepository).dropPending(id, 'account deactivated');
        }
      }
      await repo.insertLog(logEntry(actor, action, 'user', id, details));
      return toAdminUser(after);
    });
  }

  async deleteUser(actor: Actor, id: number): Promise<void> {
    if (id === actor.user.id) throw conflict('You cannot delete your own account.', 'SELF_PROTECTED');
    await this.repo.transaction(async (repo) => {
      await repo.lockAdminRoles();
      const before = await repo.findUser(id, true);
      if (!before) throw notFound('User not found.');
      await recheckActor(repo, actor);
      if (before.role === 'admin' && before.isActive && (await repo.countOtherActiveAdmins(id)) === 0) {
        throw conflict('This is the last active admin: make another user admin first.', 'LAST_ADMIN');
      }
      const recipeCount = await repo.countRecipesOf(id);
      await repo.deleteUser(id);
      await repo.insertLog(
        logEntry(actor, 'delete_user', 'user', id, {
          before: {
            username: before.username,
            email: before.email,
            role: before.role,
            isActive: before.isActive,
            createdAt: before.createdAt.toISOString(),
            recipes: recipeCount,
          },
          after: null,
        }),
      );
    });
  }

  // Recipes ----------------------------------------------------------------------------------

  async recipes(page: number, limit: number): Promise<AdminRecipeList> {
    const { total, rows } = await this.repo.listRecipes(page, limit);
    return { recipes: rows.map((r) => toAdminRecipe(r.recipe, r.username)), pagination: pageInfo(total, page, limit) };
  }

  async deleteRecipe(actor: Actor, id: number): Promise<void> {
    await this.repo.transaction(async (repo) => {
      await recheckActor(repo, actor);
      const found = await repo.findRecipe(id);
      if (!found) throw notFound('Recipe not found.');
      // Scheduled meals of this recipe go with it (ON DELETE CASCADE).
      if (!(await repo.deleteRecipe(id))) throw notFound('Recipe not found.');
      await repo.insertLog(
        logEntry(actor, 'delete_recipe', 'recipe', id, {
          before: {
            title: found.recipe.title,
            cuisine: found.recipe.cuisine,
            userId: found.recipe.userId,
            username: found.username,
          },
          after: null,
        }),
      );
    });
  }

  // Logs -------------------------------------------------------------------------------------

  async logs(page: number, limit: number, filter: { action?: string; adminId?: number }): Promise<AdminLogList> {
    const [{ total, rows }, admins] = await Promise.all([
      this.repo.listLogs(page, limit, filter),
      this.repo.listAdmins(),
    ]);
    return { logs: rows.map(toAdminLog), pagination: pageInfo(total, page, limit), admins };
  }
}
