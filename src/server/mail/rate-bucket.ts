import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { rows as dbRows } from '../db/client';
import type { SQL } from 'drizzle-orm';

/**
 * MAIL_RATE_PER_SECOND for every process on one database together (docs/decisions/011): a token
 * bucket in the `mail_rate` row, refilled by the time since it was last refilled and spent by
 * the claiming transactions. The row lock serialises claimers across processes, so two
 * processes can never spend the same second twice.
 */
export interface RateBudget {
  perSecond: number;
  /** The most the bucket holds: a quarter second of sending, at least one message. */
  burst: number;
}

export function rateBudget(perSecond: number): RateBudget {
  return { perSecond, burst: Math.max(1, perSecond / 4) };
}

const rows = <T>(db: Db, q: SQL) => dbRows<T>(db, q);

/**
 * Refills the bucket and says how many whole messages (at most `want`) may be sent now, or,
 * when none, how long until one may. Call inside the claiming transaction, then `spend` what
 * was actually claimed before it commits.
 */
export async function takeTokens(
  db: Db,
  want: number,
  budget: RateBudget,
): Promise<{ granted: number; waitMs: number }> {
  const [r] = await rows<{ tokens: number }>(
    db,
    sql`insert into mail_rate as m (key, tokens, updated_at) values ('mail', ${budget.burst}::float8, clock_timestamp())
      on conflict (key) do update set
        tokens = least(${budget.burst}::float8,
          m.tokens + greatest(0, extract(epoch from clock_timestamp() - m.updated_at))::float8 * ${budget.perSecond}::float8),
        updated_at = clock_timestamp()
      returning tokens`,
  );
  const tokens = Number(r!.tokens);
  const granted = Math.max(0, Math.min(want, Math.floor(tokens)));
  return { granted, waitMs: granted > 0 ? 0 : Math.ceil(((1 - tokens) / budget.perSecond) * 1000) };
}

/**
 * Spends `n` messages' worth. Account mails spend too but never wait: the bucket may go below
 * zero (down to one burst), and marketing waits for it to refill.
 */
export async function spendTokens(db: Db, n: number, budget: RateBudget): Promise<void> {
  if (n <= 0) return;
  await db.execute(
    sql`update mail_rate set tokens = greatest(-${budget.burst}::float8, tokens - ${n}::float8) where key = 'mail'`,
  );
}
