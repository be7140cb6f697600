import type { FastifyBaseLogger } from 'fastify';
import type { Mailer, MailMessage } from './mailer';
import { rateBudget, type RateBudget } from './rate-bucket';

/** A row a worker has claimed: its id and how many times it has now been tried (this one included). */
export interface ClaimedMail {
  id: number;
  attempts: number;
}

/**
 * A durable mail queue the worker works: a table whose rows it claims with a lease, sends and
 * records. Account mails and marketing deliveries are the two (docs/decisions/011).
 */
export interface MailSource<J extends ClaimedMail> {
  /**
   * Claims up to `limit` due rows for `leaseMs`. `waitMs`: the sending budget is spent, look again
   * then (the marketing source takes from the global rate bucket; account mail never waits).
   */
  claim(limit: number, leaseMs: number, budget: RateBudget): Promise<{ jobs: J[]; waitMs?: number }>;
  /** The message to send now, or why there is nothing to send any more. */
  message(job: J): Promise<MailMessage | { skip: string }>;
  sent(job: J): Promise<void>;
  skipped(job: J, reason: string): Promise<void>;
  retry(job: J, delayMs: number, reason: string): Promise<void>;
  failed(job: J, reason: string): Promise<void>;
  /** When the next row becomes due (claimable), or null when nothing waits. */
  nextDue(): Promise<Date | null>;
  /** Rows due now or held by a worker (tests wait for 0; admin health shows it). */
  pending(): Promise<number>;
}

export interface WorkerOptions {
  /** Messages per second all processes together send at most (MAIL_RATE_PER_SECOND). */
  ratePerSecond: number;
  /** Attempts before a row is given up. */
  maxAttempts: number;
  /** First retry delay; doubles with each attempt. */
  backoffMs: number;
  /** How long a claim holds before another worker may take the row over (MAIL_LEASE_SECONDS). */
  leaseMs: number;
  /** Longest sleep when nothing is due (a new row also wakes the worker at once). */
  idleMs: number;
  /** Marketing messages in flight at once (the pooled transport's connections). */
  concurrency: number;
}

export const DEFAULT_WORKER_OPTIONS: Omit<WorkerOptions, 'ratePerSecond' | 'leaseMs'> = {
  maxAttempts: 5,
  backoffMs: 30_000,
  idleMs: 5_000,
  concurrency: 4,
};

/** Lanes: account mail first and on its own connection; marketing behind it, at the rate. */
interface LaneSpec<J extends ClaimedMail> {
  name: string;
  source: MailSource<J>;
  mailer: Mailer;
  batch: number;
  concurrency: number;
}

class Lane<J extends ClaimedMail> {
  private wake?: () => void;
  private loop: Promise<void> | null = null;
  busy = false;
  /** Messages handed to SMTP by this lane (figures for tests and logs). */
  sentCount = 0;

  constructor(
    readonly spec: LaneSpec<J>,
    private readonly opts: WorkerOptions,
    private readonly budget: RateBudget,
    private readonly isRunning: () => boolean,
    private readonly log: FastifyBaseLogger,
  ) {}

  start() {
    this.loop ??= this.run().finally(() => (this.loop = null));
  }

  kick() {
    this.wake?.();
  }

  stopped(): Promise<void> {
    this.kick();
    return this.loop ?? Promise.resolve();
  }

  private sleep(ms: number) {
    return new Promise<void>((resolve) => {
      const t = setTimeout(resolve, ms);
      this.wake = () => {
        clearTimeout(t);
        resolve();
      };
    }).finally(() => (this.wake = undefined));
  }

  private async run(): Promise<void> {
    const { source, batch } = this.spec;
    while (this.isRunning()) {
      let claimed: Awaited<ReturnType<MailSource<J>['claim']>>;
      try {
        claimed = await source.claim(batch, this.opts.leaseMs, this.budget);
      } catch (err) {
        this.log.error({ err }, `${this.spec.name} queue: claim failed`);
        await this.sleep(this.opts.idleMs);
        continue;
      }
      if (claimed.jobs.length === 0) {
        let wait = claimed.waitMs;
        if (wait === undefined) {
          const due = await source.nextDue().catch(() => null);
          wait = due ? due.getTime() - Date.now() : this.opts.idleMs;
        }
        await this.sleep(Math.max(5, Math.min(this.opts.idleMs, wait)));
        continue;
      }
      this.busy = true;
      const queue = [...claimed.jobs];
      const sender = async () => {
        for (let job = queue.shift(); job; job = queue.shift()) {
          // Stopping: hand the rest back now rather than when their lease runs out.
          if (!this.isRunning()) await source.retry(job, 0, 'worker stopped').catch(() => {});
          else await this.deliver(job);
        }
      };
      await Promise.all(Array.from({ length: Math.min(this.spec.concurrency, queue.length) }, sender));
      this.busy = false;
    }
  }

  private async deliver(job: J): Promise<void> {
    const { source, mailer, name } = this.spec;
    try {
      const message = await source.message(job);
      if ('skip' in message) {
        await source.skipped(job, message.skip);
        return;
      }
      await mailer.send(message);
    } catch (err) {
      const e = err as { responseCode?: number; message?: string };
      const reason = (e.responseCode ? `${e.responseCode} ` : '') + String(e.message ?? err).slice(0, 300);
      const permanent = typeof e.responseCode === 'number' && e.responseCode >= 500;
      try {
        if (permanent || job.attempts >= this.opts.maxAttempts) await source.failed(job, reason);
        else await source.retry(job, this.opts.backoffMs * 2 ** (job.attempts - 1), reason);
      } catch (dbErr) {
        this.log.error(
          { err: dbErr, id: job.id },
          `${name} queue: could not record a failure (the lease will retry it)`,
        );
      }
      return;
    }
    this.sentCount++;
    try {
      await source.sent(job);
    } catch (err) {
      // Accepted by SMTP but not recorded: the lease runs out and it goes again with the same Message-ID.
      this.log.error({ err, id: job.id }, `${name} queue: sent but not recorded`);
    }
  }
}

/**
 * The mail worker: one per process, two lanes over durable tables. The account lane (verify,
 * reset) claims first, never waits for the rate and sends on its own SMTP connection, so a big
 * campaign never delays a reset link. The marketing lane claims from the global rate bucket and
 * sends a few at a time on a pooled connection. Nothing lives only in memory: after a crash the
 * claimed rows' leases run out and any worker takes them over.
 */
export class MailWorker {
  private running = false;
  readonly account: Lane<ClaimedMail>;
  readonly marketing: Lane<ClaimedMail>;

  constructor(
    sources: {
      account: MailSource<ClaimedMail>;
      accountMailer: Mailer;
      marketing: MailSource<ClaimedMail>;
      marketingMailer: Mailer;
    },
    readonly opts: WorkerOptions,
    log: FastifyBaseLogger,
  ) {
    const budget = rateBudget(opts.ratePerSecond);
    const running = () => this.running;
    this.account = new Lane(
      { name: 'account mail', source: sources.account, mailer: sources.accountMailer, batch: 10, concurrency: 2 },
      opts,
      budget,
      running,
      log,
    );
    this.marketing = new Lane(
      {
        name: 'marketing',
        source: sources.marketing,
        mailer: sources.marketingMailer,
        batch: Math.min(100, Math.max(1, Math.floor(budget.burst))),
        concurrency: opts.concurrency,
      },
      opts,
      budget,
      running,
      log,
    );
  }

  start(): void {
    this.running = true;
    this.account.start();
    this.marketing.start();
  }

  /** A new account mail: look now instead of after the idle sleep. */
  kickAccount(): void {
    this.account.kick();
  }

  /** A campaign was queued or resumed. */
  kickMarketing(): void {
    this.marketing.kick();
  }

  /** Stops after the messages in hand; claimed but unsent rows are handed back for the next start. */
  async stop(): Promise<void> {
    this.running = false;
    await Promise.all([this.account.stopped(), this.marketing.stopped()]);
  }

  /** Marketing messages this process has handed to SMTP. */
  get sentCount(): number {
    return this.marketing.sentCount;
  }

  /** Resolves once no account mail is due or in hand (tests: "the mail has gone, or never will"). */
  async accountMailSettled(timeoutMs = 15_000): Promise<void> {
    const until = Date.now() + timeoutMs;
    this.kickAccount();
    while (this.account.busy || (await this.account.spec.source.pending()) > 0) {
      if (Date.now() > until) throw new Error('account mail did not settle');
      await new Promise((r) => setTimeout(r, 10));
    }
  }
}
