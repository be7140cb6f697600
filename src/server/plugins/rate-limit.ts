import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { AppError } from './errors';

export interface Limit {
  /** How many hits a window allows. */
  max: number;
  windowSeconds: number;
}

/**
 * Fixed-window counters in the database, so every instance behind a load balancer
 * shares them and a restart does not reset an attacker's budget.
 */
export class RateLimiter {
  constructor(
    private readonly db: Db,
    private readonly multiplier = 1,
  ) {}

  /** Counts a hit; returns seconds to wait when the window is already full, else 0. */
  async hit(key: string, limit: Limit): Promise<number> {
    const max = Math.max(1, Math.round(limit.max * this.multiplier));
    const window = `${limit.windowSeconds} seconds`;
    const res = await this.db.execute<{ count: number; wait: number }>(sql`
      insert into rate_limits (key, count, reset_at)
      values (${key}, 1, now() + ${window}::interval)
      on conflict (key) do update set
        count = case when rate_limits.reset_at <= now() then 1 else rate_limits.count + 1 end,
        reset_at = case when rate_limits.reset_at <= now() then now() + ${window}::interval else rate_limits.reset_at end
      returning count, greatest(1, ceil(extract(epoch from reset_at - now())))::int as wait`);
    const row = (res as unknown as { rows: { count: number; wait: number }[] }).rows[0];
    if (!row) return 0;
    return Number(row.count) > max ? Number(row.wait) : 0;
  }

  /** Hits every key and throws 429 if any of them is over its limit. */
  async enforce(entries: [key: string, limit: Limit][], what: string): Promise<void> {
    let wait = 0;
    for (const [key, limit] of entries) wait = Math.max(wait, await this.hit(key, limit));
    if (wait > 0) throw tooMany(wait, what);
  }

  async clear(key: string): Promise<void> {
    await this.db.execute(sql`delete from rate_limits where key = ${key}`);
  }

  /** Drops expired windows; run now and then so the table stays small. */
  async prune(): Promise<void> {
    await this.db.execute(sql`delete from rate_limits where reset_at <= now()`);
  }
}

export function tooMany(waitSeconds: number, what: string): AppError {
  const minutes = Math.ceil(waitSeconds / 60);
  const when = waitSeconds < 90 ? `${waitSeconds} seconds` : `${minutes} minutes`;
  return new AppError(429, 'RATE_LIMITED', `Too many ${what}. Please try again in ${when}.`, {
    'retry-after': String(waitSeconds),
  });
}
