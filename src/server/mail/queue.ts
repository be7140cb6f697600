import type { FastifyBaseLogger } from 'fastify';
import type { Mailer, MailMessage } from './mailer';

/**
 * Sends mail off the request path (so answers do not reveal whether a mail went out)
 * and remembers what is in flight, so shutdown can wait for it.
 */
export class MailQueue {
  private readonly inFlight = new Set<Promise<void>>();

  constructor(
    readonly mailer: Mailer,
    private readonly log: FastifyBaseLogger,
  ) {}

  enqueue(message: MailMessage): void {
    const p = this.mailer
      .send(message)
      .catch((err: unknown) => this.log.error({ err, to: message.to, subject: message.subject }, 'sending mail failed'))
      .finally(() => this.inFlight.delete(p));
    this.inFlight.add(p);
  }

  /** Messages and background jobs not yet finished (admin health). */
  get depth(): number {
    return this.inFlight.size;
  }

  /**
   * Runs work after the answer has gone (token writes, lookups that must not change how long a
   * request takes); failures are logged, and shutdown waits for it like for mail.
   */
  defer(job: () => Promise<void>): void {
    const p = Promise.resolve()
      .then(job)
      .catch((err: unknown) => this.log.error({ err }, 'background job failed'))
      .finally(() => this.inFlight.delete(p));
    this.inFlight.add(p);
  }

  /**
   * Like defer, but starts the job only once `response` has been sent (or the client left), so
   * the job cannot slow the answer down on a busy event loop or a single-connection database.
   */
  afterResponse(response: { once(event: 'finish' | 'close', cb: () => void): unknown }, job: () => Promise<void>): void {
    const sent = new Promise<void>((resolve) => {
      response.once('finish', resolve);
      response.once('close', resolve);
    });
    this.defer(async () => {
      await sent;
      // One more turn of the event loop, so whatever awaits the answer runs first.
      await new Promise((resolve) => setTimeout(resolve, 0));
      await job();
    });
  }

  /** Resolves when every queued message has been sent or has failed. */
  async drain(): Promise<void> {
    while (this.inFlight.size > 0) await Promise.allSettled([...this.inFlight]);
  }
}
