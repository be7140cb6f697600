import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { Repository } from '../../db/repository';
import { adminLogs, improvements, recipes, sessions, users } from '../../db/schema';

export type AdminLogInsert = typeof adminLogs.$inferInsert;
export type AdminLogRow = typeof adminLogs.$inferSelect;
type UserRow = typeof users.$inferSelect;

// Serialises decisions about who stays admin (the last-active-admin rule) across instances.
const ADMIN_ROLES_LOCK = 7_240_013;

const rows = <T>(res: unknown): T[] => (res as { rows: T[] }).rows;

/** Tables whose rows per block of ids are kept in page_buckets (see the admin migration). */
type BucketedTable = 'users' | 'recipes' | 'admin_logs';
const BUCKET_SIZE = 1024;
/** Up to this offset a plain index walk is as cheap as asking page_buckets first. */
const DIRECT_WALK_MAX = 2048;

/**
 * Which slice of an id-ordered list (newest first) a page is, and whether it is cheaper to walk
 * the index from the other end (filtered logs, which have no page buckets).
 */
export function pageWindow(page: number, limit: number, total: number) {
  const offset = (page - 1) * limit;
  if (offset >= total) return { empty: true as const };
  const take = Math.min(limit, total - offset);
  const fromEnd = total - offset - take;
  return fromEnd < offset
    ? { empty: false as const, reverse: true, offset: fromEnd, take }
    : { empty: false as const, reverse: false, offset, take };
}

export class AdminRepository extends Repository {
  // Counters -------------------------------------------------------------------------------

  /** Trigger-maintained counters (summed over their slots), by name. */
  async counters(): Promise<Map<string, number>> {
    const res = await this.db.execute(sql`select name, sum(value)::bigint as value from stat_counters group by name`);
    return new Map(rows<{ name: string; value: string | number }>(res).map((r) => [r.name, Number(r.value)]));
  }

  async counter(name: string): Promise<number> {
    const res = await this.db.execute(
      sql`select coalesce(sum(value), 0)::bigint as value from stat_counters where name = ${name}`,
    );
    return Number(rows<{ value: string | number }>(res)[0]?.value ?? 0);
  }

  /** Sum of a daily count over the days since `days` days ago (UTC days). */
  async dailySince(kind: 'signup' | 'active', days: number): Promise<number> {
    const res = await this.db.execute(sql`
      select coalesce(sum(n), 0)::bigint as n from daily_counts
      where kind = ${kind} and day >= ((now() at time zone 'UTC') - make_interval(days => ${days}))::date`);
    return Number(rows<{ n: string | number }>(res)[0]?.n ?? 0);
  }

  /** Scheduled meals, from the counter that the triggers of drizzle/0004_admin.sql keep. */
  mealCount(): Promise<number> {
    return this.counter('scheduled_meals');
  }

  async ping(): Promise<void> {
    await this.db.execute(sql`select 1`);
  }

  // Users ----------------------------------------------------------------------------------

  async listUsers(page: number, limit: number): Promise<{ total: number; rows: UserRow[] }> {
    const total = await this.counter('users');
    const ids = this.pageIds('users', (page - 1) * limit, limit, total);
    if (!ids) return { total, rows: [] };
    const list = await this.db
      .select()
      .from(users)
      .where(sql`${users.id} in (${ids})`)
      .orderBy(desc(users.id));
    return { total, rows: list };
  }

  /**
   * A subquery giving the ids of one page of a table listed newest first (by id), or null when the
   * page is past the end. Near the top it is a plain index walk. Deeper, page_buckets (rows per
   * block of 1024 ids, kept by triggers) says which block the page starts in, so the walk skips at
   * most 1023 entries however deep the page is. The caller reads the rows in the same statement:
   * a page costs one round trip after the counter, at any depth.
   */
  pageIds(table: BucketedTable, offset: number, take: number, total: number): SQL | null {
    if (offset >= total) return null;
    const t = sql.raw(table);
    if (offset <= DIRECT_WALK_MAX) return sql`select id from ${t} order by id desc limit ${take} offset ${offset}`;
    return sql`
      with b as (
        select bucket, before from (
          select bucket, n, (sum(n) over (order by bucket desc))::bigint - n as before
          from page_buckets where tbl = ${table}
        ) x where before <= ${offset} and before + n > ${offset}
        order by bucket desc limit 1
      )
      select id from ${t}
      where id < (select (bucket + 1) * ${BUCKET_SIZE} from b)
      order by id desc limit ${take} offset (select ${offset} - before from b)`;
  }

  async findUser(id: number, lock = false): Promise<UserRow | undefined> {
    const q = this.db.select().from(users).where(eq(users.id, id)).limit(1);
    const [row] = lock ? await q.for('update') : await q;
    return row;
  }

  /**
   * Whether the user is still an active admin, holding their row (FOR SHARE) until the transaction
   * ends: a demotion or deactivation waits for this write, or, if it came first, is seen here.
   */
  async lockActiveAdmin(id: number): Promise<boolean> {
    const found = await this.db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.id, id), eq(users.role, 'admin'), eq(users.isActive, true)))
      .for('share');
    return found.length > 0;
  }

  async lockAdminRoles(): Promise<void> {
    await this.db.execute(sql`select pg_advisory_xact_lock(${ADMIN_ROLES_LOCK})`);
  }

  /** Active admins other than `exceptId`. */
  async countOtherActiveAdmins(exceptId: number): Promise<number> {
    const res = await this.db.execute(sql`
      select count(*)::int as n from users where role = 'admin' and is_active and id <> ${exceptId}`);
    return Number(rows<{ n: number }>(res)[0]?.n ?? 0);
  }

  async updateUser(id: number, patch: Partial<Pick<UserRow, 'role' | 'isActive'>>): Promise<UserRow | undefined> {
    const [row] = await this.db.update(users).set(patch).where(eq(users.id, id)).returning();
    return row;
  }

  async endSessions(userId: number): Promise<number> {
    const res = await this.db.delete(sessions).where(eq(sessions.userId, userId)).returning({ h: sessions.tokenHash });
    return res.length;
  }

  /**
   * Deletes the user; the database cascades to everything of theirs (their queued account mails
   * too). Marketing mail not yet sent to them goes first; what was sent stays in the campaign's
   * history with the user unlinked (ON DELETE SET NULL), and the worker skips any row that lost
   * its user (marketing.queue.ts), so nothing more reaches a deleted account.
   */
  async deleteUser(id: number): Promise<boolean> {
    await this.db.execute(
      sql`delete from marketing_deliveries where user_id = ${id} and status in ('queued', 'sending')`,
    );
    const res = await this.db.delete(users).where(eq(users.id, id)).returning({ id: users.id });
    return res.length > 0;
  }

  async countRecipesOf(userId: number): Promise<number> {
    const [r] = await this.db
      .select({ n: sql<number>`count(*)::int` })
      .from(recipes)
      .where(eq(recipes.userId, userId));
    return Number(r?.n ?? 0);
  }

  // Recipes --------------------------------------------------------------------------------

  async listRecipes(page: number, limit: number) {
    const total = await this.counter('recipes');
    const ids = this.pageIds('recipes', (page - 1) * limit, limit, total);
    if (!ids) return { total, rows: [] };
    const list = await this.db
      .select({ recipe: recipes, username: users.username })
      .from(recipes)
      .innerJoin(users, eq(users.id, recipes.userId))
      .where(sql`${recipes.id} in (${ids})`)
      .orderBy(desc(recipes.id));
    return { total, rows: list };
  }

  async findRecipe(id: number) {
    const [row] = await this.db
      .select({ recipe: recipes, username: users.username })
      .from(recipes)
      .innerJoin(users, eq(users.id, recipes.userId))
      .where(eq(recipes.id, id))
      .limit(1);
    return row;
  }

  async deleteRecipe(id: number): Promise<boolean> {
    const res = await this.db.delete(recipes).where(eq(recipes.id, id)).returning({ id: recipes.id });
    return res.length > 0;
  }

  // Logs -----------------------------------------------------------------------------------

  async insertLog(entry: AdminLogInsert): Promise<void> {
    await this.db.insert(adminLogs).values(entry);
  }

  async listLogs(page: number, limit: number, filter: { action?: string; adminId?: number }) {
    const where: SQL[] = [];
    if (filter.action) where.push(eq(adminLogs.action, filter.action));
    if (filter.adminId) where.push(eq(adminLogs.adminId, filter.adminId));
    const cond = where.length ? and(...where) : undefined;
    if (!cond) {
      const total = await this.counter('admin_logs');
      const ids = this.pageIds('admin_logs', (page - 1) * limit, limit, total);
      if (!ids) return { total, rows: [] as AdminLogRow[] };
      return {
        total,
        rows: await this.db
          .select()
          .from(adminLogs)
          .where(sql`${adminLogs.id} in (${ids})`)
          .orderBy(desc(adminLogs.id)),
      };
    }
    // Filtered: walked through the (action, id) or (admin_id, id) index. By action alone the
    // total is a trigger-kept counter (migration 0011); otherwise the matching rows are counted.
    const total =
      filter.action && !filter.adminId
        ? await this.counter(`admin_logs:action:${filter.action}`)
        : Number(
            (
              await this.db
                .select({ n: sql<number>`count(*)::int` })
                .from(adminLogs)
                .where(cond)
            )[0]?.n ?? 0,
          );
    const w = pageWindow(page, limit, total);
    if (w.empty) return { total, rows: [] as AdminLogRow[] };
    const ids = this.db
      .select({ id: adminLogs.id })
      .from(adminLogs)
      .where(cond)
      .orderBy(w.reverse ? asc(adminLogs.id) : desc(adminLogs.id))
      .limit(w.take)
      .offset(w.offset);
    const list = await this.db.select().from(adminLogs).where(inArray(adminLogs.id, ids)).orderBy(desc(adminLogs.id));
    return { total, rows: list };
  }

  /** Accounts that are admins now (uses the partial index on role = 'admin'). */
  async listAdmins(): Promise<{ id: number; username: string }[]> {
    return this.db
      .select({ id: users.id, username: users.username })
      .from(users)
      .where(sql`${users.role} = 'admin'`)
      .orderBy(asc(users.username))
      .limit(200);
  }

  // Improvements ---------------------------------------------------------------------------

  async findImprovement(id: number) {
    const [row] = await this.db.select().from(improvements).where(eq(improvements.id, id)).limit(1);
    return row;
  }
}
