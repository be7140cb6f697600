import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';

/** The most one ping can credit, in minutes (the client pings every 5 minutes). */
export const MAX_MINUTES_PER_PING = 5;

export class SessionRepository {
  constructor(private readonly db: Db) {}

  /**
   * Credits the session's app time since its last credit, in whole minutes, capped at the real
   * elapsed time and at MAX_MINUTES_PER_PING; leftover seconds carry over to the next ping.
   * The session row is locked first, so concurrent pings cannot credit the same minutes twice.
   */
  async creditAppTime(tokenHash: string): Promise<{ minutes: number; total: number } | undefined> {
    const cap = MAX_MINUTES_PER_PING;
    const res = await this.db.execute(sql`
      with old as (
        select token_hash, user_id, app_time_at,
               greatest(0, extract(epoch from (now() - app_time_at)))::float8 as secs
        from sessions where token_hash = ${tokenHash} and expires_at > now()
        for update
      ),
      credit as (
        update sessions s
        set app_time_at = case when old.secs >= ${cap * 60} then now()
                               else old.app_time_at + make_interval(mins => floor(old.secs / 60)::int) end
        from old where s.token_hash = old.token_hash
        returning old.user_id, least(${cap}, floor(old.secs / 60))::int as minutes
      )
      update users u
      set total_app_time_minutes = u.total_app_time_minutes + credit.minutes, last_active_at = now()
      from credit where u.id = credit.user_id
      returning credit.minutes, u.total_app_time_minutes as total`);
    const row = (res as { rows: { minutes: number; total: number }[] }).rows[0];
    return row ? { minutes: Number(row.minutes), total: Number(row.total) } : undefined;
  }
}
