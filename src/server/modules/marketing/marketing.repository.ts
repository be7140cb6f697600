import { desc, eq, sql, type SQL } from 'drizzle-orm';
import { Repository } from '../../db/repository';
import { spendTokens, takeTokens, type RateBudget } from '../../mail/rate-bucket';
import { marketingCampaigns, marketingTemplates, users } from '../../db/schema';
import { rows } from '../../db/client';

export type TemplateRow = typeof marketingTemplates.$inferSelect;

export interface CampaignSummaryRow {
  id: number;
  subject: string;
  state: 'active' | 'paused';
  created_by_username: string;
  created_at: Date | string;
  total: number;
  queued: number;
  sent: number;
  failed: number;
  /** The first 20 recipients' e-mails (the history shows them; the count says how many in all). */
  recipients: string[] | null;
}

/** A delivery claimed by a worker, with its campaign's frozen text. */
export interface ClaimedDelivery {
  id: number;
  campaign_id: number;
  user_id: number | null;
  email: string;
  first_name: string;
  attempts: number;
  subject: string;
  content: string;
  /** The recipient's state at claim time (null when the account is gone). */
  recipient_active: boolean | null;
  recipient_opted_out: boolean | null;
}

/** Postgres text form of an id list: one parameter however long the list is. */
const idArray = (ids: number[]): SQL => sql`string_to_array(${ids.join(',')}, ',')::int[]`;

export class MarketingRepository extends Repository {
  private async rows<T>(q: SQL): Promise<T[]> {
    return await rows<T>(this.db, q);
  }

  // Templates -------------------------------------------------------------------------------

  listTemplates(): Promise<TemplateRow[]> {
    return this.db
      .select()
      .from(marketingTemplates)
      .orderBy(desc(marketingTemplates.updatedAt), desc(marketingTemplates.id));
  }

  async createTemplate(values: {
    name: string;
    subject: string;
    content: string;
    createdBy: number;
  }): Promise<TemplateRow> {
    const [row] = await this.db.insert(marketingTemplates).values(values).returning();
    return row!;
  }

  async updateTemplate(
    id: number,
    values: { name: string; subject: string; content: string },
  ): Promise<TemplateRow | undefined> {
    const [row] = await this.db
      .update(marketingTemplates)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(marketingTemplates.id, id))
      .returning();
    return row;
  }

  async deleteTemplate(id: number): Promise<TemplateRow | undefined> {
    const [row] = await this.db.delete(marketingTemplates).where(eq(marketingTemplates.id, id)).returning();
    return row;
  }

  // Campaigns -------------------------------------------------------------------------------

  async countExistingUsers(ids: number[]): Promise<number> {
    const [r] = await this.rows<{ n: number }>(
      sql`select count(*)::int as n from users where id = any(${idArray(ids)})`,
    );
    return r!.n;
  }

  async createCampaign(values: {
    subject: string;
    content: string;
    requestedCount: number;
    createdBy: number;
    createdByUsername: string;
  }) {
    const [row] = await this.db.insert(marketingCampaigns).values(values).returning();
    return row!;
  }

  /** Freezes the recipients: one delivery per eligible user (verified, active, not opted out). */
  async freezeRecipients(campaignId: number, ids: number[]): Promise<number> {
    const r = await this.rows<{ id: number }>(sql`
      insert into marketing_deliveries (campaign_id, user_id, email, first_name)
      select ${campaignId}, u.id, u.email, u.first_name from users u
      where u.id = any(${idArray(ids)}) and u.email_verified and u.is_active and not u.marketing_opt_out
      order by u.id
      on conflict (campaign_id, user_id) do nothing
      returning id`);
    return r.length;
  }

  async listCampaigns(limit = 200): Promise<CampaignSummaryRow[]> {
    return this.rows<CampaignSummaryRow>(sql`
      select c.id, c.subject, c.state, c.created_by_username, c.created_at,
        count(d.id)::int as total,
        (count(d.id) filter (where d.status in ('queued', 'sending')))::int as queued,
        (count(d.id) filter (where d.status = 'sent'))::int as sent,
        (count(d.id) filter (where d.status = 'failed'))::int as failed,
        ((array_agg(d.email order by d.id) filter (where d.id is not null))[1:20]) as recipients
      from marketing_campaigns c left join marketing_deliveries d on d.campaign_id = c.id
      group by c.id order by c.id desc limit ${limit}`);
  }

  async setCampaignState(id: number, state: 'active' | 'paused') {
    const [row] = await this.db
      .update(marketingCampaigns)
      .set({ state })
      .where(eq(marketingCampaigns.id, id))
      .returning();
    return row;
  }

  // Consent ---------------------------------------------------------------------------------

  async setOptOut(userId: number, optOut: boolean): Promise<boolean> {
    const r = await this.db
      .update(users)
      .set({ marketingOptOut: optOut })
      .where(eq(users.id, userId))
      .returning({ id: users.id });
    return r.length > 0;
  }

  async optOutOf(userId: number): Promise<boolean | undefined> {
    const [r] = await this.db.select({ v: users.marketingOptOut }).from(users).where(eq(users.id, userId));
    return r?.v;
  }

  /** A user opted out: their deliveries not yet sent are dropped (marked failed with the reason). */
  /** Not yet sent deliveries of the user end as skipped ('failed' with the reason), never sent. */
  async dropPending(userId: number, reason: string): Promise<void> {
    await this.db.execute(
      sql`update marketing_deliveries set status = 'failed', lease_until = null, last_error = ${reason} where user_id = ${userId} and status = 'queued'`,
    );
  }

  // Queue (the worker) ----------------------------------------------------------------------

  /** Whether any delivery of an active campaign is due (idle processes poll every few seconds). */
  async anyDue(): Promise<boolean> {
    const [due] = await this.rows<{ x: number }>(sql`
      select 1 as x from marketing_deliveries d join marketing_campaigns c on c.id = d.campaign_id
      where c.state = 'active'
        and ((d.status = 'queued' and d.next_attempt_at <= now()) or (d.status = 'sending' and d.lease_until < now()))
      limit 1`);
    return due !== undefined;
  }

  /**
   * Inside a transaction: claims up to `limit` due deliveries of active campaigns, as many as the
   * global rate bucket allows now: queued ones whose time has come and 'sending' ones whose lease
   * ran out (their worker died). SKIP LOCKED lets several workers claim side by side without ever
   * taking the same row; the bucket's row lock makes them share one MAIL_RATE_PER_SECOND.
   */
  async claimWithinBudget(
    limit: number,
    leaseMs: number,
    budget: RateBudget,
  ): Promise<{ jobs: ClaimedDelivery[]; waitMs?: number }> {
    const { granted, waitMs } = await takeTokens(this.db, limit, budget);
    if (granted === 0) return { jobs: [], waitMs };
    const jobs = await this.claimRows(granted, leaseMs);
    await spendTokens(this.db, jobs.length, budget);
    return { jobs };
  }

  private claimRows(limit: number, leaseMs: number): Promise<ClaimedDelivery[]> {
    return this.rows<ClaimedDelivery>(sql`
      update marketing_deliveries d
      set status = 'sending', attempts = d.attempts + 1,
          lease_until = now() + ${`${leaseMs} milliseconds`}::interval
      from marketing_campaigns c
      where c.id = d.campaign_id and d.id in (
        select x.id from marketing_deliveries x join marketing_campaigns xc on xc.id = x.campaign_id
        where xc.state = 'active'
          and ((x.status = 'queued' and x.next_attempt_at <= now()) or (x.status = 'sending' and x.lease_until < now()))
        order by x.next_attempt_at, x.id
        limit ${limit}
        for update of x skip locked)
      returning d.id, d.campaign_id, d.user_id, d.email, d.first_name, d.attempts, c.subject, c.content,
        (select u.is_active from users u where u.id = d.user_id) as recipient_active,
        (select u.marketing_opt_out from users u where u.id = d.user_id) as recipient_opted_out`);
  }

  /** Deliveries due now or held by a worker, of active campaigns. */
  async pendingCount(): Promise<number> {
    const [r] = await this.rows<{ n: number }>(sql`
      select count(*)::int as n from marketing_deliveries d join marketing_campaigns c on c.id = d.campaign_id
      where c.state = 'active' and d.status in ('queued', 'sending') and d.next_attempt_at <= now()`);
    return r!.n;
  }

  async markSent(id: number): Promise<void> {
    await this.db.execute(
      sql`update marketing_deliveries set status = 'sent', sent_at = now(), lease_until = null, last_error = null where id = ${id} and status = 'sending'`,
    );
  }

  async markRetry(id: number, delayMs: number, reason: string): Promise<void> {
    await this.db.execute(sql`
      update marketing_deliveries set status = 'queued', lease_until = null, last_error = ${reason},
        next_attempt_at = now() + ${`${delayMs} milliseconds`}::interval
      where id = ${id} and status = 'sending'`);
  }

  async markFailed(id: number, reason: string): Promise<void> {
    await this.db.execute(
      sql`update marketing_deliveries set status = 'failed', lease_until = null, last_error = ${reason} where id = ${id} and status = 'sending'`,
    );
  }

  /** When the next delivery becomes due (for the idle loop), or null if nothing is pending. */
  async nextDue(): Promise<Date | null> {
    const [r] = await this.rows<{ at: Date | string | null }>(sql`
      select min(case when d.status = 'queued' then d.next_attempt_at else d.lease_until end) as at
      from marketing_deliveries d join marketing_campaigns c on c.id = d.campaign_id
      where d.status in ('queued', 'sending') and c.state = 'active'`);
    return r?.at ? new Date(r.at) : null;
  }
}
