import { sql } from 'drizzle-orm';
import { doublePrecision, index, integer, pgEnum, pgTable, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './auth';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const accountMailKind = pgEnum('account_mail_kind', ['verify_email', 'reset_password', 'account_exists']);

/**
 * The account mails' durable queue (docs/decisions/011): verification, password reset and
 * "someone tried to sign up with your email". A row holds what to send, never the message or a
 * token: the worker looks the user up and mints the link's token when it sends, and deletes the
 * row once the mail is out (or dropped). `lease_until` set means a worker holds it.
 */
export const accountMails = pgTable(
  'account_mails',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    kind: accountMailKind('kind').notNull(),
    /** verify_email, account_exists: the account. A deleted account takes its mails with it. */
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    /** reset_password: the address as asked for (it may have no account). */
    email: text('email'),
    /** reset_password: the asker's address, for the per-address mail limit. */
    ip: text('ip'),
    attempts: smallint('attempts').notNull().default(0),
    nextAttemptAt: ts('next_attempt_at').notNull().defaultNow(),
    leaseUntil: ts('lease_until'),
    lastError: text('last_error'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [index('account_mails_due_idx').on(t.nextAttemptAt, t.id)],
);

/**
 * The global sending budget (MAIL_RATE_PER_SECOND for all processes together): a token bucket
 * the claiming transactions refill by elapsed time and spend from. One row, key 'mail'.
 */
export const mailRate = pgTable('mail_rate', {
  key: text('key').primaryKey(),
  tokens: doublePrecision('tokens').notNull(),
  updatedAt: ts('updated_at')
    .notNull()
    .default(sql`clock_timestamp()`),
});
