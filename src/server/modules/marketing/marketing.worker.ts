import type { FastifyBaseLogger } from 'fastify';
import type { Mailer, MailMessage } from '../../mail/mailer';
import { marketingEmail } from '../../mail/templates';
import type { ClaimedDelivery, MarketingRepository } from './marketing.repository';

export interface WorkerOptions {
  /** Messages per second this worker sends at most (MAIL_RATE_PER_SECOND). */
  ratePerSecond: number;
  /** Attempts before a delivery is marked failed. */
  maxAttempts: number;
  /** First retry delay; doubles with each attempt. */
  backoffMs: number;
  /** How long a claim holds before another worker may take the delivery over. */
  leaseMs: number;
  /** Longest sleep when nothing is due (a send also wakes the worker at once). */
  idleMs: number;
}

export const DEFAULT_WORKER_OPTIONS: Omit<WorkerOptions, 'ratePerSecond'> = {
  maxAttempts: 5,
  backoffMs: 30_000,
  leaseMs: 5 * 60_000,
  idleMs: 5_000,
};

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
      ? { 'List-Unsubscribe': `<${url}>, <${links.unsubscribeMailto}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' }
      : {},
  };
}

const sleep = (ms: number, signal: { wake?: () => void }) =>
  new Promise<void>((resolve) => {
    const t = setTimeout(resolve, ms);
    signal.wake = () => {
      clearTimeout(t);
      resolve();
    };
  });

/**
 * The marketing queue's worker: one loop per process, over marketing_deliveries. It claims a
 * batch (FOR UPDATE SKIP LOCKED, so any number of processes can share a campaign), sends each
 * message at the configured pace and records the outcome. Nothing lives only in memory: after a
 * crash the claimed rows' leases run out and any worker takes them over.
 */
export class MarketingWorker {
  private running = false;
  private loop: Promise<void> | null = null;
  private readonly signal: { wake?: () => void } = {};
  private nextSendAt = 0;
  /** Messages this worker has handed to SMTP (figures for tests and logs). */
  sentCount = 0;

  constructor(
    private readonly repo: MarketingRepository,
    private readonly mailer: Mailer,
    private readonly links: Links,
    private readonly opts: WorkerOptions,
    private readonly log: FastifyBaseLogger,
  ) {}

  start(): void {
    if (this.running) return;
    this.running = true;
    this.loop = this.run();
  }

  /** Something was queued: look now instead of after the idle sleep. */
  kick(): void {
    this.signal.wake?.();
  }

  /** Stops after the message in hand; claimed but unsent rows are released for the next start. */
  async stop(): Promise<void> {
    this.running = false;
    this.kick();
    await this.loop;
  }

  private async run(): Promise<void> {
    const interval = 1000 / this.opts.ratePerSecond;
    const batch = Math.max(1, Math.min(100, Math.ceil(this.opts.ratePerSecond)));
    while (this.running) {
      let claimed: ClaimedDelivery[] = [];
      try {
        claimed = await this.repo.claim(batch, this.opts.leaseMs);
      } catch (err) {
        this.log.error({ err }, 'marketing queue: claim failed');
        await sleep(this.opts.idleMs, this.signal);
        continue;
      }
      if (claimed.length === 0) {
        const due = await this.repo.nextDue().catch(() => null);
        const wait = due ? Math.max(10, Math.min(this.opts.idleMs, due.getTime() - Date.now())) : this.opts.idleMs;
        await sleep(wait, this.signal);
        continue;
      }
      for (const [i, d] of claimed.entries()) {
        if (!this.running) {
          // Hand the rest back at once rather than waiting for their lease to expire.
          for (const rest of claimed.slice(i)) await this.repo.markRetry(rest.id, 0, 'worker stopped').catch(() => {});
          break;
        }
        const wait = this.nextSendAt - Date.now();
        if (wait > 0) await new Promise((r) => setTimeout(r, wait));
        this.nextSendAt = Math.max(Date.now(), this.nextSendAt) + interval;
        await this.deliver(d);
      }
    }
  }

  private async deliver(d: ClaimedDelivery): Promise<void> {
    try {
      await this.mailer.send(buildMessage(d, this.links));
    } catch (err) {
      const e = err as { responseCode?: number; message?: string };
      const reason = (e.responseCode ? `${e.responseCode} ` : '') + String(e.message ?? err).slice(0, 300);
      const permanent = typeof e.responseCode === 'number' && e.responseCode >= 500;
      try {
        if (permanent || d.attempts >= this.opts.maxAttempts) await this.repo.markFailed(d.id, reason);
        else await this.repo.markRetry(d.id, this.opts.backoffMs * 2 ** (d.attempts - 1), reason);
      } catch (dbErr) {
        this.log.error({ err: dbErr, delivery: d.id }, 'marketing queue: could not record a failure (the lease will retry it)');
      }
      return;
    }
    this.sentCount++;
    try {
      await this.repo.markSent(d.id);
    } catch (err) {
      // Accepted by SMTP but not recorded: the lease expires and it is sent again with the same Message-ID.
      this.log.error({ err, delivery: d.id }, 'marketing queue: sent but not recorded');
    }
  }
}
