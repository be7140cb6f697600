import { sql } from 'drizzle-orm';
import { rows } from '../../db/client';
import { Repository } from '../../db/repository';

/** The most one ping can credit, in minutes (the client pings every 5 minutes). */
export const MAX_MINUTES_PER_PING = 5;

export class SessionRepository extends Repository {
  /**
   * Credits app time for the session's account: whole minutes since the account's last credit or
   * this session's start, whichever is later, capped at MAX_MINUTES_PER_PING; leftover seconds
   * carry over. The clock is the account's (`users.app_time_at`), under the user's row lock, so
   * however many sessions or tabs ping, in parallel or not, real time is credited once.
   */
  async creditAppTime(tokenHash: string): Promise<{ minutes: number; total: number } | undefined> {
    const cap = MAX_MINUTES_PER_PING;
    const [row] = await rows<{ minutes: number; total: number }>(
      this.db,
      sql`
      with old as (
        select s.token_hash, u.id as user_id, greatest(u.app_time_at, s.app_time_at) as since
        from sessions s join users u on u.id = s.user_id
        where s.token_hash = ${tokenHash} and s.expires_at > now()
        for update of u
      ),
      calc as (
        select token_hash, user_id, since, greatest(0, extract(epoch from (now() - since)))::float8 as secs from old
      ),
      credit as (
        update users u
        set app_time_at = case when calc.secs >= ${cap * 60} then now()
                               else calc.since + make_interval(mins => floor(calc.secs / 60)::int) end,
            total_app_time_minutes = u.total_app_time_minutes + least(${cap}, floor(calc.secs / 60))::int,
            last_active_at = now()
        from calc where u.id = calc.user_id
        returning u.app_time_at, least(${cap}, floor(calc.secs / 60))::int as minutes, u.total_app_time_minutes as total
      )
      update sessions s set app_time_at = credit.app_time_at
      from credit, calc where s.token_hash = calc.token_hash
      returning credit.minutes, credit.total`,
    );
    return row ? { minutes: Number(row.minutes), total: Number(row.total) } : undefined;
  }
}
