import type { MailMessage } from '../../mail/mailer';
import type { RateBudget } from '../../mail/rate-bucket';
import { marketingEmail } from '../../mail/templates';
import type { MailSource } from '../../mail/worker';
import type { ClaimedDelivery, MarketingRepository } from './marketing.repository';

export interface Links {
  unsubscribeUrl(userId: number): string;
  unsubscribeMailto: string;
  messageDomain: string;
}

/** The headers and body of one marketing message, built from its delivery row. */
export function buildMessage(d: ClaimedDelivery, links: Links): MailMessage {
  const url = d.user_id === null ? undefined : links.unsubscribeUrl(d.user_id);
  const content = marketingEmail(d.subject, d.content, url);
  return {
    to: d.email,
    subject: content.subject,
    html: content.html,
    text: content.text,
    // Stable across retries and crashes: a resend of the same delivery carries the same id.
    messageId: `<marketing.${d.campaign_id}.${d.id}@${links.messageDomain}>`,
    headers: url
      ? {
          'List-Unsubscribe': `<${url}>, <${links.unsubscribeMailto}>`,
          'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
        }
      : {},
  };
}

/** marketing_deliveries as the mail worker's marketing lane (claims spend the global rate bucket). */
export class MarketingQueue implements MailSource<ClaimedDelivery> {
  constructor(
    private readonly repo: MarketingRepository,
    private readonly links: Links,
  ) {}

  async claim(limit: number, leaseMs: number, budget: RateBudget) {
    // Nothing due: no write to the bucket row.
    if (!(await this.repo.anyDue())) return { jobs: [] };
    return this.repo.transaction((repo) => repo.claimWithinBudget(limit, leaseMs, budget));
  }

  async message(d: ClaimedDelivery) {
    // The account went away after the campaign froze its recipients (its row lost the user).
    if (d.user_id === null) return { skip: 'account deleted' };
    // Deactivated or opted out after the campaign froze its recipients: deactivated means off.
    if (d.recipient_active === false) return { skip: 'account deactivated' };
    if (d.recipient_opted_out === true) return { skip: 'opted out' };
    return buildMessage(d, this.links);
  }

  sent(d: ClaimedDelivery) {
    return this.repo.markSent(d.id);
  }

  skipped(d: ClaimedDelivery, reason: string) {
    return this.repo.markFailed(d.id, reason);
  }

  retry(d: ClaimedDelivery, delayMs: number, reason: string) {
    return this.repo.markRetry(d.id, delayMs, reason);
  }

  failed(d: ClaimedDelivery, reason: string) {
    return this.repo.markFailed(d.id, reason);
  }

  nextDue() {
    return this.repo.nextDue();
  }

  pending() {
    return this.repo.pendingCount();
  }
}
