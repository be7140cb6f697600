import { access, mkdir, writeFile } from 'node:fs/promises';
import { constants } from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Extra headers (List-Unsubscribe, ...). */
  headers?: Record<string, string>;
  /** A stable Message-ID (marketing: derived from the delivery row). */
  messageId?: string;
}

export interface Mailer {
  readonly mode: 'smtp' | 'outbox';
  send(message: MailMessage): Promise<void>;
  /** Health probe: the SMTP server answers and accepts our login, or the outbox is writable. */
  verify(): Promise<void>;
  close(): void;
}

export interface MailerOptions {
  smtpUrl?: string;
  from: string;
  /** Outbox mode writes .eml files to `<dataDir>/outbox`. */
  dataDir: string;
  logger: FastifyBaseLogger;
  /** Keep SMTP connections open between messages (bulk sending). */
  pool?: boolean;
}

/**
 * SMTP when SMTP_URL is set. Otherwise an outbox: each message is rendered to a real
 * .eml file under the data folder and its links are printed to the log, so a newcomer
 * can verify an account without a mail server.
 */
export function createMailer(opts: MailerOptions): Mailer {
  if (opts.smtpUrl) {
    // Pooled (the mail worker's marketing lane): a campaign reuses a few SMTP connections instead of one
    // handshake per message (about 7/s -> 100+/s against a local peer on a loaded machine).
    const url = new URL(opts.smtpUrl);
    if (opts.pool && !url.searchParams.has('pool')) url.searchParams.set('pool', 'true');
    const transport = nodemailer.createTransport(url.toString());
    return {
      mode: 'smtp',
      async send(m) {
        await transport.sendMail({ from: opts.from, ...m });
      },
      async verify() {
        await transport.verify();
      },
      close: () => transport.close(),
    };
  }
  const outbox = path.resolve(opts.dataDir, 'outbox');
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    mode: 'outbox',
    async send(m) {
      const info = await transport.sendMail({ from: opts.from, ...m });
      await mkdir(outbox, { recursive: true });
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      const file = path.join(outbox, `${stamp}-${randomBytes(3).toString('hex')}.eml`);
      await writeFile(file, info.message as Buffer);
      const links = [...new Set(m.text.match(/https?:\/\/\S+/g) ?? [])];
      opts.logger.info(
        { to: m.to, subject: m.subject, file, links },
        `[mail outbox] "${m.subject}" to ${m.to}${links.length ? ` — ${links.join(' ')}` : ''}`,
      );
    },
    async verify() {
      await mkdir(outbox, { recursive: true });
      await access(outbox, constants.W_OK);
    },
    close: () => transport.close(),
  };
}
