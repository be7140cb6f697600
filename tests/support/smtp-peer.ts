import { SMTPServer } from 'smtp-server';
import { simpleParser } from 'mailparser';
import type { AddressInfo } from 'node:net';

export interface ReceivedMail {
  to: string[];
  subject: string;
  text: string;
  html: string;
  /** Every http(s) link in the text part, in order. */
  links: string[];
  /** Every header as sent (lower-case names; the raw value after "Name: "). */
  headers: Record<string, string>;
  messageId: string;
}

/**
 * A real SMTP server on loopback: the app sends through nodemailer exactly as it
 * would to a production relay, and tests read what arrived.
 */
export class SmtpPeer {
  readonly mails: ReceivedMail[] = [];
  private waiters: { match: (m: ReceivedMail) => boolean; resolve: (m: ReceivedMail) => void }[] = [];
  private server: SMTPServer;
  port = 0;
  /** Called with each message as it arrives. */
  onMail?: (mail: ReceivedMail) => void;
  /** Refuse the next N messages with a temporary failure (451), to test retries. */
  failNext = 0;
  /** The code those refusals carry (4xx temporary, 5xx permanent). */
  failCode = 451;

  constructor() {
    this.server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onData: (stream, _session, callback) => {
        if (this.failNext > 0) {
          this.failNext--;
          stream.resume();
          stream.on('end', () =>
            callback(Object.assign(new Error('Try again later'), { responseCode: this.failCode })),
          );
          return;
        }
        simpleParser(stream)
          .then((parsed) => {
            const toField = Array.isArray(parsed.to) ? parsed.to : parsed.to ? [parsed.to] : [];
            const mail: ReceivedMail = {
              to: toField.flatMap((a) => a.value.map((v) => (v.address ?? '').toLowerCase())),
              subject: parsed.subject ?? '',
              text: parsed.text ?? '',
              html: typeof parsed.html === 'string' ? parsed.html : '',
              links: (parsed.text ?? '').match(/https?:\/\/[^\s<>"]+/g) ?? [],
              headers: Object.fromEntries(
                parsed.headerLines.map((h) => [
                  h.key,
                  h.line
                    .slice(h.line.indexOf(':') + 1)
                    .replace(/\r?\n[ \t]+/g, ' ')
                    .trim(),
                ]),
              ),
              messageId: parsed.messageId ?? '',
            };
            this.mails.push(mail);
            this.onMail?.(mail);
            this.waiters = this.waiters.filter((w) => {
              if (!w.match(mail)) return true;
              w.resolve(mail);
              return false;
            });
            callback();
          })
          .catch(callback);
      },
    });
  }

  async start(port = 0): Promise<string> {
    // A client that dies mid-conversation (a SIGKILLed server process) resets its socket:
    // smtp-server reports that as an 'error' event, which must not crash the test run.
    this.server.on('error', (err: NodeJS.ErrnoException) => {
      if (err.code !== 'ECONNRESET' && err.code !== 'EPIPE') throw err;
    });
    await new Promise<void>((resolve) => this.server.listen(port, '127.0.0.1', resolve));
    this.port = (this.server.server.address() as AddressInfo).port;
    return this.url;
  }

  get url() {
    return `smtp://127.0.0.1:${this.port}`;
  }

  /** The first mail (already received or still to come) to `to` whose subject matches. */
  waitFor(to: string, subject?: RegExp, timeoutMs = 10_000): Promise<ReceivedMail> {
    const match = (m: ReceivedMail) => m.to.includes(to.toLowerCase()) && (!subject || subject.test(m.subject));
    const found = this.mails.find(match);
    if (found) return Promise.resolve(found);
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`no mail to ${to} within ${timeoutMs} ms`)), timeoutMs);
      this.waiters.push({
        match,
        resolve: (m) => {
          clearTimeout(timer);
          resolve(m);
        },
      });
    });
  }

  /** Forgets received mail (e.g. between steps). */
  clear() {
    this.mails.length = 0;
  }

  stop(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}
