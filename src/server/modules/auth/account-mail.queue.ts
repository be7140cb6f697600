import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { MailMessage } from '../../mail/mailer';
import { spendTokens, type RateBudget } from '../../mail/rate-bucket';
import { accountExistsEmail, passwordResetEmail, verificationEmail } from '../../mail/templates';
import type { MailSource } from '../../mail/worker';
import type { Limit, RateLimiter } from '../../plugins/rate-limit';
import type { AuthRepository, UserRow } from './auth.repository';
import { hashToken, newToken } from './tokens';
import { rows } from '../../db/client';
import { RATE_LIMITS } from '../../plugins/rate-limits';

export const VERIFY_TOKEN_HOURS = 24;
export const RESET_TOKEN_MINUTES = 60;

/** Reset mails: extra ones are dropped silently (the answer never changes). */
export const RESET_MAIL_LIMITS = RATE_LIMITS.resetMail;
/** "Someone tried to sign up with your email": at most this many an hour per account. */
export const EXISTS_MAIL_LIMIT: Limit = RATE_LIMITS.accountExistsMail.perAccount;

export type AccountMailJob =
  | { kind: 'verify_email'; userId: number }
  | { kind: 'account_exists'; userId: number }
  | { kind: 'reset_password'; email: string; ip: string };

export interface ClaimedAccountMail {
  id: number;
  kind: AccountMailJob['kind'];
  user_id: number | null;
  email: string | null;
  ip: string | null;
  attempts: number;
}

/**
 * The account mails' durable queue (table account_mails, docs/decisions/011). A request stores
 * what to send (one insert, the same whether or not the address has an account) and the mail
 * worker does the rest: the per-address limits, the lookup, minting the link's token (only its
 * hash is stored, as before), rendering and sending. The row never holds a token or a message
 * and is deleted once the mail is out or dropped.
 */
export class AccountMailQueue implements MailSource<ClaimedAccountMail> {
  /** Set by the app: wakes the worker's account lane. */
  onQueued: () => void = () => {};

  constructor(
    private readonly db: Db,
    private readonly users: AuthRepository,
    private readonly limiter: RateLimiter,
    private readonly appUrl: string,
    private readonly messageDomain: string,
  ) {}

  private async rows<T>(q: ReturnType<typeof sql>): Promise<T[]> {
    return await rows<T>(this.db, q);
  }

  /** Stores the mail; it is sent even if this process dies the next moment. */
  async enqueue(job: AccountMailJob): Promise<void> {
    if (job.kind === 'reset_password') {
      await this.db.execute(
        sql`insert into account_mails (kind, email, ip) values ('reset_password', ${job.email}, ${job.ip})`,
      );
    } else {
      await this.db.execute(sql`insert into account_mails (kind, user_id) values (${job.kind}, ${job.userId})`);
    }
  }

  /**
   * Due rows and rows whose worker died (lease ran out). One statement, no transaction (the lane
   * polls it); what it claimed is then spent from the rate bucket, which it never waits for.
   */
  async claim(limit: number, leaseMs: number, budget: RateBudget) {
    const jobs = await this.rows<ClaimedAccountMail>(sql`
      update account_mails set attempts = attempts + 1, lease_until = now() + ${`${leaseMs} milliseconds`}::interval
      where id in (
        select id from account_mails
        where next_attempt_at <= now() and (lease_until is null or lease_until < now())
        order by next_attempt_at, id limit ${limit}
        for update skip locked)
      returning id, kind, user_id, email, ip, attempts`);
    await spendTokens(this.db, jobs.length, budget);
    return { jobs };
  }

  async message(job: ClaimedAccountMail): Promise<MailMessage | { skip: string }> {
    const first = job.attempts === 1; // limits count a request once, not once per retry
    let user: UserRow | undefined;
    if (job.kind === 'reset_password') {
      const e = job.email!.toLowerCase();
      if (first && (await this.limiter.hit(`forgot:email-ip:${e}:${job.ip}`, RESET_MAIL_LIMITS.perEmailAndAddress)) > 0)
        return { skip: 'limit' };
      if (first && (await this.limiter.hit(`forgot:email:${e}`, RESET_MAIL_LIMITS.perEmail)) > 0)
        return { skip: 'limit' };
      user = await this.users.findUserByEmail(job.email!);
      if (!user || !user.isActive) return { skip: 'no active account' };
    } else {
      user = job.user_id === null ? undefined : await this.users.findUserById(job.user_id);
      if (!user) return { skip: 'account deleted' };
      if (!user.isActive) return { skip: 'account deactivated' };
      if (job.kind === 'verify_email' && user.emailVerified) return { skip: 'already verified' };
      if (
        job.kind === 'account_exists' &&
        first &&
        (await this.limiter.hit(`exists-mail:${user.id}`, EXISTS_MAIL_LIMIT)) > 0
      ) {
        return { skip: 'limit' };
      }
    }
    const messageId = `<account.${job.id}@${this.messageDomain}>`;
    if (job.kind === 'account_exists') {
      return {
        to: user.email,
        messageId,
        ...accountExistsEmail(user.firstName, `${this.appUrl}/login`, `${this.appUrl}/forgot-password`),
      };
    }
    // Minted now, at sending: only its hash is stored. A retry mints a new one (the older link,
    // never delivered, is known to no one and expires). Earlier reset links stay valid until one
    // is used (a stranger's request must not void the owner's link).
    const token = newToken();
    const reset = job.kind === 'reset_password';
    await this.users.createEmailToken({
      tokenHash: hashToken(token),
      userId: user.id,
      kind: job.kind === 'reset_password' ? 'reset_password' : 'verify_email',
      expiresAt: new Date(Date.now() + (reset ? RESET_TOKEN_MINUTES * 60_000 : VERIFY_TOKEN_HOURS * 3600_000)),
    });
    return reset
      ? { to: user.email, messageId, ...passwordResetEmail(user.firstName, `${this.appUrl}/reset-password/${token}`) }
      : {
          to: user.email,
          messageId,
          ...verificationEmail(
            user.firstName,
            `${this.appUrl}/api/auth/verify-email?token=${encodeURIComponent(token)}`,
          ),
        };
  }

  private async remove(id: number) {
    await this.db.execute(sql`delete from account_mails where id = ${id}`);
  }

  sent(job: ClaimedAccountMail) {
    return this.remove(job.id);
  }

  /** Not sent, on purpose (deleted or deactivated account, limits): the log keeps the reason; the row goes. */
  skipped(job: ClaimedAccountMail, reason: string) {
    this.onSkipped(job, reason);
    return this.remove(job.id);
  }

  /** Set by the app: logs a skipped account mail. */
  onSkipped: (job: ClaimedAccountMail, reason: string) => void = () => {};

  async retry(job: ClaimedAccountMail, delayMs: number, reason: string) {
    await this.db.execute(sql`
      update account_mails set lease_until = null, last_error = ${reason},
        next_attempt_at = now() + ${`${delayMs} milliseconds`}::interval
      where id = ${job.id}`);
  }

  /** Given up (5xx or out of attempts): the log keeps the reason; the row goes. */
  failed(job: ClaimedAccountMail, reason: string) {
    this.onFailed(job, reason);
    return this.remove(job.id);
  }

  /** Set by the app: logs a given-up account mail. */
  onFailed: (job: ClaimedAccountMail, reason: string) => void = () => {};

  async nextDue(): Promise<Date | null> {
    const [r] = await this.rows<{ at: Date | string | null }>(
      sql`select min(case when lease_until is null then next_attempt_at else greatest(next_attempt_at, lease_until) end) as at from account_mails`,
    );
    return r?.at ? new Date(r.at) : null;
  }

  async pending(): Promise<number> {
    const [r] = await this.rows<{ n: number }>(
      sql`select count(*)::int as n from account_mails where next_attempt_at <= now() or lease_until is not null`,
    );
    return r!.n;
  }
}
