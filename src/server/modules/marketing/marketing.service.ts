import { createHmac, timingSafeEqual } from 'node:crypto';
import type {
  CampaignStatus,
  MarketingEmail,
  MarketingSendInput,
  MarketingSendResult,
  MarketingTemplate,
  MarketingTemplateInput,
} from '../../../shared/api/marketing';
import { badRequest, notFound } from '../../plugins/errors';
import { logEntry, recheckActor, type Actor } from '../admin/admin.service';
import { AdminRepository } from '../admin/admin.repository';
import type { CampaignSummaryRow, MarketingRepository, TemplateRow } from './marketing.repository';

const toTemplate = (r: TemplateRow): MarketingTemplate => ({
  id: r.id,
  name: r.name,
  subject: r.subject,
  content: r.content,
});

export function campaignStatus(r: Pick<CampaignSummaryRow, 'state' | 'queued' | 'sent' | 'failed'>): CampaignStatus {
  if (r.queued > 0) return r.state === 'paused' ? 'paused' : 'sending';
  if (r.failed === 0) return 'sent';
  return r.sent > 0 ? 'partly failed' : 'failed';
}

/** Signed, per-user unsubscribe tokens (no expiry: a link in an old mail must keep working). */
export class UnsubscribeTokens {
  constructor(private readonly secret: string) {}

  private sig(userId: number) {
    return createHmac('sha256', this.secret).update(`marketing-unsubscribe:${userId}`).digest('base64url').slice(0, 32);
  }

  sign(userId: number): string {
    return `${userId}.${this.sig(userId)}`;
  }

  /** The user id, or null when the token is not one we signed. */
  verify(token: string): number | null {
    const m = /^([1-9][0-9]{0,9})\.([A-Za-z0-9_-]{32})$/.exec(token);
    if (!m) return null;
    const id = Number(m[1]);
    if (id > 2_147_483_647) return null;
    const expected = Buffer.from(this.sig(id));
    const given = Buffer.from(m[2]!);
    return timingSafeEqual(expected, given) ? id : null;
  }
}

export class MarketingService {
  constructor(
    private readonly repo: MarketingRepository,
    private readonly tokens: UnsubscribeTokens,
    private readonly onQueued: () => void,
  ) {}

  /** An admin write: one transaction that first re-checks the acting admin. */
  private inTx<T>(actor: Actor, fn: (repo: MarketingRepository, admin: AdminRepository) => Promise<T>): Promise<T> {
    return this.repo.transaction(async (repo) => {
      await recheckActor(repo, actor);
      return fn(repo, repo.join(AdminRepository));
    });
  }

  async templates(): Promise<MarketingTemplate[]> {
    return (await this.repo.listTemplates()).map(toTemplate);
  }

  createTemplate(actor: Actor, input: MarketingTemplateInput): Promise<MarketingTemplate> {
    return this.inTx(actor, async (repo, admin) => {
      const row = await repo.createTemplate({ ...input, createdBy: actor.user.id });
      await admin.insertLog(
        logEntry(actor, 'marketing_template_create', 'marketing_template', row.id, {
          name: row.name,
          subject: row.subject,
        }),
      );
      return toTemplate(row);
    });
  }

  updateTemplate(
    actor: Actor,
    id: number,
    input: MarketingTemplateInput & { id?: number },
  ): Promise<MarketingTemplate> {
    if (input.id !== undefined && input.id !== id)
      throw badRequest('The template id in the body does not match the address.');
    return this.inTx(actor, async (repo, admin) => {
      const row = await repo.updateTemplate(id, { name: input.name, subject: input.subject, content: input.content });
      if (!row) throw notFound('Template not found.');
      await admin.insertLog(
        logEntry(actor, 'marketing_template_update', 'marketing_template', id, {
          name: row.name,
          subject: row.subject,
        }),
      );
      return toTemplate(row);
    });
  }

  deleteTemplate(actor: Actor, id: number): Promise<void> {
    return this.inTx(actor, async (repo, admin) => {
      const row = await repo.deleteTemplate(id);
      if (!row) throw notFound('Template not found.');
      await admin.insertLog(logEntry(actor, 'marketing_template_delete', 'marketing_template', id, { name: row.name }));
    });
  }

  async history(): Promise<MarketingEmail[]> {
    return (await this.repo.listCampaigns()).map((r) => ({
      id: r.id,
      subject: r.subject,
      recipientCount: r.total,
      sentAt: new Date(r.created_at).toISOString(),
      queued: r.queued,
      sent: r.sent,
      failed: r.failed,
      status: campaignStatus(r),
      sentBy: r.created_by_username,
      recipients: r.recipients ?? [],
    }));
  }

  /** Freezes the campaign and its recipients in one transaction; the worker does the sending. */
  async send(actor: Actor, input: MarketingSendInput): Promise<MarketingSendResult> {
    const ids = [...new Set(input.recipients)];
    const result = await this.inTx(actor, async (repo, admin) => {
      const existing = await repo.countExistingUsers(ids);
      if (existing !== ids.length)
        throw badRequest(`${ids.length - existing} of the chosen recipients do not exist.`, 'UNKNOWN_RECIPIENTS');
      const campaign = await repo.createCampaign({
        subject: input.subject,
        content: input.content,
        requestedCount: ids.length,
        createdBy: actor.user.id,
        createdByUsername: actor.user.username,
      });
      const queued = await repo.freezeRecipients(campaign.id, ids);
      if (queued === 0) {
        // Thrown inside the transaction: the campaign is not kept either.
        throw badRequest(
          ids.length === 1
            ? 'The chosen recipient cannot receive product emails now: the account is unverified, deactivated or opted out.'
            : `None of the ${ids.length} chosen recipients can receive product emails now: each is unverified, deactivated or opted out.`,
          'NO_ELIGIBLE_RECIPIENTS',
        );
      }
      await admin.insertLog(
        logEntry(actor, 'marketing_send', 'marketing_campaign', campaign.id, {
          subject: input.subject,
          requested: ids.length,
          queued,
        }),
      );
      return { id: campaign.id, recipientCount: queued, skipped: ids.length - queued };
    });
    this.onQueued();
    return { ...result, message: `Email queued for ${result.recipientCount} recipients.` };
  }

  setPaused(actor: Actor, id: number, paused: boolean): Promise<void> {
    return this.inTx(actor, async (repo, admin) => {
      const row = await repo.setCampaignState(id, paused ? 'paused' : 'active');
      if (!row) throw notFound('Campaign not found.');
      await admin.insertLog(
        logEntry(actor, paused ? 'marketing_pause' : 'marketing_resume', 'marketing_campaign', id, {
          subject: row.subject,
        }),
      );
    }).then(() => {
      if (!paused) this.onQueued();
    });
  }

  // Consent -------------------------------------------------------------------------------------

  unsubscribeUserId(token: string): number {
    const id = this.tokens.verify(token);
    if (id === null) throw notFound('This unsubscribe link is not valid.');
    return id;
  }

  /** One-click unsubscribe: opts out and drops the user's pending marketing deliveries. */
  async unsubscribe(token: string): Promise<void> {
    const id = this.unsubscribeUserId(token);
    await this.setProductEmails(id, false);
  }

  async productEmails(userId: number): Promise<boolean> {
    return !(await this.repo.optOutOf(userId));
  }

  async setProductEmails(userId: number, on: boolean): Promise<void> {
    await this.repo.transaction(async (repo) => {
      await repo.setOptOut(userId, !on);
      if (!on) await repo.dropPending(userId, 'opted out');
    });
  }
}
