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
  private lastPrune = Date.now();
  private pruning?: Promise<void>;

  constructor(
    private readonly db: Db,
    private readonly multiplier = 1,
    /** Expired windows are purged at most this often, from the request path, in the background. */
    private readonly pruneEveryMs = 5 * 60_000,
  ) {}

  private max(limit: Limit): number {
    return Math.max(1, Math.round(limit.max * this.multiplier));
  }

  /** Counts a hit; returns seconds to wait when the window is already full, else 0. */
  async hit(key: string, limit: Limit): Promise<number> {
    this.maybePrune();
    const res = await this.db.execute<{ count: number; wait: number }>(
      sql`${upsert(key, limit)} returning count, ${WAIT}`,
    );
    const row = (res as { rows: { count: number; wait: number }[] }).rows[0];
    if (!row) return 0;
    return Number(row.count) > this.max(limit) ? Number(row.wait) : 0;
  }

  /** Hits in the current window of `key` (0 when none or expired). */
  async count(key: string): Promise<number> {
    const res = await this.db.execute<{ count: number }>(
      sql`select count from rate_limits where key = ${key} and reset_at > now()`,
    );
    return Number((res as { rows: { count: number }[] }).rows[0]?.count ?? 0);
  }

  /**
   * Hits the keys in order (broadest first, e.g. the caller's address) and throws 429 at the
   * first one over its limit, without touching the rest: a refused request adds no rows.
   * All keys go in one statement (one round trip): each key's upsert runs only when the
   * keys before it were within their limits.
   */
  async enforce(entries: [key: string, limit: Limit][], what: string): Promise<void> {
    if (entries.length === 0) return;
    if (entries.length === 1 || new Set(entries.map(([k]) => k)).size !== entries.length) {
      for (const [key, limit] of entries) {
        const wait = await this.hit(key, limit);
        if (wait > 0) throw tooMany(wait, what);
      }
      return;
    }
    this.maybePrune();
    const steps = entries.map(([key, limit], i) => {
      const guard =
        i === 0 ? sql`` : sql` where (select count from ${sql.raw(`h${i - 1}`)}) <= ${this.max(entries[i - 1]![1])}`;
      return sql`${sql.raw(`h${i}`)} as (${upsert(key, limit, guard)} returning count, ${WAIT})`;
    });
    const rowsOf = entries.map((_, i) => sql`select ${i}::int as i, count, wait from ${sql.raw(`h${i}`)}`);
    const res = await this.db.execute<{ i: number; count: number; wait: number }>(
      sql`with ${sql.join(steps, sql`, `)} ${sql.join(rowsOf, sql` union all `)}`,
    );
    const rows = (res as { rows: { i: number; count: number; wait: number }[] }).rows;
    for (const row of [...rows].sort((a, b) => Number(a.i) - Number(b.i))) {
      if (Number(row.count) > this.max(entries[Number(row.i)]![1])) throw tooMany(Number(row.wait), what);
    }
  }

  async clear(key: string): Promise<void> {
    await this.db.execute(sql`delete from rate_limits where key = ${key}`);
  }

  /** Drops expired windows; run now and then so the table stays small. */
  async prune(): Promise<void> {
    await this.db.execute(sql`delete from rate_limits where reset_at <= now()`);
  }

  /** Resolves when a background purge started by a hit has finished (for tests and shutdown). */
  async settled(): Promise<void> {
    await this.pruning;
  }

  private maybePrune(): void {
    if (this.pruning || Date.now() - this.lastPrune < this.pruneEveryMs) return;
    this.lastPrune = Date.now();
    this.pruning = this.prune()
      .catch(() => {}) // the database may be away; the next window retries
      .finally(() => (this.pruning = undefined));
  }
}

const WAIT = sql`greatest(1, ceil(extract(epoch from reset_at - now())))::int as wait`;

/** One hit on a fixed window: starts the window, or counts in it, or starts the next one. */
function upsert(key: string, limit: Limit, guard = sql``) {
  const window = `${limit.windowSeconds} seconds`;
  return sql`insert into rate_limits (key, count, reset_at)
      select ${key}, 1, now() + ${window}::interval${guard}
      on conflict (key) do update set
        count = case when rate_limits.reset_at <= now() then 1 else rate_limits.count + 1 end,
        reset_at = case when rate_limits.reset_at <= now() then now() + ${window}::interval else rate_limits.reset_at end`;
}

export function tooMany(waitSeconds: number, what: string): AppError {
  const minutes = Math.ceil(waitSeconds / 60);
  const when = waitSeconds < 90 ? `${waitSeconds} seconds` : `${minutes} minutes`;
  return new AppError(429, 'RATE_LIMITED', `Too many ${what}. Please try again in ${when}.`, {
    'retry-after': String(waitSeconds),
  });
}
