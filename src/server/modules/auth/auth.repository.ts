import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { Repository } from '../../db/repository';
import { emailTokens, pantryItems, sessions, users } from '../../db/schema';

export type UserRow = typeof users.$inferSelect;
export type EmailTokenKind = (typeof emailTokens.$inferSelect)['kind'];

// Advisory lock key serialising "is this the first account?" decisions.
const FIRST_ADMIN_LOCK = 7_240_001;

/**
 * Every signed-in request runs this: a prepared statement, built once and parsed once per
 * database connection, so a request pays only the round trip.
 */
function findSessionStatement(db: Db) {
  return db
    .select({ session: sessions, user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.tokenHash, sql.placeholder('tokenHash')), gt(sessions.expiresAt, sql`now()`)))
    .limit(1)
    .prepare('find_session');
}

export class AuthRepository extends Repository {
  async findUserById(id: number): Promise<UserRow | undefined> {
    const [row] = await this.db.select().from(users).where(eq(users.id, id)).limit(1);
    return row;
  }

  /** By username or email, ignoring case. */
  async findUserByLogin(login: string): Promise<UserRow | undefined> {
    const l = login.toLowerCase();
    const [row] = await this.db
      .select()
      .from(users)
      .where(sql`lower(${users.username}) = ${l} or lower(${users.email}) = ${l}`)
      .orderBy(sql`lower(${users.username}) = ${l} desc`)
      .limit(1);
    return row;
  }

  async findUserByEmail(email: string): Promise<UserRow | undefined> {
    const [row] = await this.db
      .select()
      .from(users)
      .where(sql`lower(${users.email}) = ${email.toLowerCase()}`)
      .limit(1);
    return row;
  }

  async findUserByUsername(username: string): Promise<UserRow | undefined> {
    const [row] = await this.db
      .select()
      .from(users)
      .where(sql`lower(${users.username}) = ${username.toLowerCase()}`)
      .limit(1);
    return row;
  }

  /**
   * Inside a transaction: creates a user; the very first account becomes admin. The advisory lock
   * makes the count-then-insert atomic across concurrent registrations and instances.
   */
  async createUser(input: {
    username: string;
    email: string;
    firstName: string;
    lastName: string;
    passwordHash: string;
    unitSystem?: UserRow['unitSystem'];
    temperature?: UserRow['temperature'];
  }): Promise<UserRow> {
    await this.db.execute(sql`select pg_advisory_xact_lock(${FIRST_ADMIN_LOCK})`);
    const [{ n } = { n: 0 }] = await this.db.select({ n: sql<number>`count(*)::int` }).from(users);
    const [row] = await this.db
      .insert(users)
      .values({ ...input, role: Number(n) === 0 ? 'admin' : 'user' })
      .returning();
    return row!;
  }

  /**
   * Inside a transaction: the round trips of createUser without the insert (a sign-up with a taken email must take
   * as long as a real one); returns the id the next account would plausibly get.
   */
  async rehearseCreateUser(): Promise<number> {
    await this.db.execute(sql`select pg_advisory_xact_lock(${FIRST_ADMIN_LOCK})`);
    const [{ next } = { next: 1 }] = await this.db
      .select({ next: sql<number>`coalesce(max(${users.id}), 0)::int + 1` })
      .from(users);
    // A real insert also runs the admin counters' triggers (drizzle/0004_admin.sql): make the
    // same upserts with nothing added, so the rehearsal writes, commits and takes as long.
    await this.db.execute(sql`select stat_bump('users', 0), daily_bump('signup', (now() at time zone 'UTC')::date, 0)`);
    await this.db.execute(sql`insert into page_buckets (tbl, bucket, n) values ('users', ${Number(next)} / 1024, 0)
      on conflict (tbl, bucket) do update set n = page_buckets.n + excluded.n`);
    return Number(next);
  }

  async updateUser(id: number, patch: Partial<Omit<UserRow, 'id'>>): Promise<UserRow | undefined> {
    const [row] = await this.db.update(users).set(patch).where(eq(users.id, id)).returning();
    return row;
  }

  // Sessions ---------------------------------------------------------------------------

  async createSession(s: { tokenHash: string; userId: number; expiresAt: Date; userAgent?: string }) {
    await this.db.insert(sessions).values(s);
  }

  /** The live session and its user, or nothing if expired or unknown. */
  private findSessionQuery?: ReturnType<typeof findSessionStatement>;

  async findSession(tokenHash: string) {
    const [row] = await (this.findSessionQuery ??= findSessionStatement(this.db)).execute({ tokenHash });
    return row;
  }

  async touchSession(tokenHash: string, expiresAt: Date) {
    await this.db
      .update(sessions)
      .set({ lastSeenAt: sql`now()`, expiresAt })
      .where(eq(sessions.tokenHash, tokenHash));
  }

  async deleteSession(tokenHash: string) {
    await this.db.delete(sessions).where(eq(sessions.tokenHash, tokenHash));
  }

  /** Ends every session of a user, except the one given (the caller's own). */
  async deleteUserSessions(userId: number, exceptTokenHash?: string) {
    await this.db
      .delete(sessions)
      .where(
        exceptTokenHash
          ? and(eq(sessions.userId, userId), ne(sessions.tokenHash, exceptTokenHash))
          : eq(sessions.userId, userId),
      );
  }

  async deleteExpiredSessions() {
    await this.db.delete(sessions).where(sql`${sessions.expiresAt} <= now()`);
  }

  // Email tokens -------------------------------------------------------------------------

  async createEmailToken(t: { tokenHash: string; userId: number; kind: EmailTokenKind; expiresAt: Date }) {
    await this.db.insert(emailTokens).values(t);
  }

  /** Marks earlier unused tokens of a kind as used, so only the newest link works. */
  async retireEmailTokens(userId: number, kind: EmailTokenKind) {
    await this.db
      .update(emailTokens)
      .set({ usedAt: sql`now()` })
      .where(and(eq(emailTokens.userId, userId), eq(emailTokens.kind, kind), isNull(emailTokens.usedAt)));
  }

  /** A usable token's user, without spending it. */
  async peekEmailToken(tokenHash: string, kind: EmailTokenKind) {
    const [row] = await this.db
      .select({ user: users })
      .from(emailTokens)
      .innerJoin(users, eq(users.id, emailTokens.userId))
      .where(
        and(
          eq(emailTokens.tokenHash, tokenHash),
          eq(emailTokens.kind, kind),
          isNull(emailTokens.usedAt),
          gt(emailTokens.expiresAt, sql`now()`),
        ),
      )
      .limit(1);
    return row?.user;
  }

  /** Whether this (spent or retired) token was followed by a newer one of its kind for the same user. */
  async hasNewerEmailToken(tokenHash: string, kind: EmailTokenKind): Promise<boolean> {
    const rows = await this.db.execute<{ newer: boolean }>(sql`
      select exists (
        select 1 from ${emailTokens} old
        join ${emailTokens} newer on newer.user_id = old.user_id and newer.kind = old.kind and newer.id > old.id
        where old.token_hash = ${tokenHash} and old.kind = ${kind} and old.used_at is not null
      ) as newer`);
    return (rows as { rows: { newer: boolean }[] }).rows[0]?.newer === true;
  }

  /** Records that the cook finished the tutorial (first time wins); returns the stored moment. */
  async markOnboardingCompleted(userId: number): Promise<Date> {
    const [row] = await this.db
      .update(users)
      .set({ onboardingCompletedAt: sql`coalesce(${users.onboardingCompletedAt}, now())` })
      .where(eq(users.id, userId))
      .returning({ at: users.onboardingCompletedAt });
    return row?.at ?? new Date();
  }

  async hasPantryItems(userId: number): Promise<boolean> {
    const [row] = await this.db
      .select({ userId: pantryItems.userId })
      .from(pantryItems)
      .where(eq(pantryItems.userId, userId))
      .limit(1);
    return Boolean(row);
  }

  /** Spends a token atomically: of two concurrent uses exactly one gets the user id. */
  async consumeEmailToken(tokenHash: string, kind: EmailTokenKind): Promise<number | undefined> {
    const [row] = await this.db
      .update(emailTokens)
      .set({ usedAt: sql`now()` })
      .where(
        and(
          eq(emailTokens.tokenHash, tokenHash),
          eq(emailTokens.kind, kind),
          isNull(emailTokens.usedAt),
          gt(emailTokens.expiresAt, sql`now()`),
        ),
      )
      .returning({ userId: emailTokens.userId });
    return row?.userId;
  }
}
