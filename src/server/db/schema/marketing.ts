import { sql } from 'drizzle-orm';
import { index, integer, pgEnum, pgTable, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './auth';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** Saved subject + content pairs an admin can load into the compose form. */
export const marketingTemplates = pgTable('marketing_templates', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  name: text('name').notNull(),
  subject: text('subject').notNull(),
  content: text('content').notNull(),
  createdBy: integer('created_by'),
  createdAt: ts('created_at').notNull().defaultNow(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});

export const campaignStateEnum = pgEnum('marketing_campaign_state', ['active', 'paused']);

/** One send: its text is frozen here, its recipients in marketing_deliveries. */
export const marketingCampaigns = pgTable('marketing_campaigns', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  subject: text('subject').notNull(),
  content: text('content').notNull(),
  state: campaignStateEnum('state').notNull().default('active'),
  /** Ids the admin chose; some may have been skipped (unverified, inactive, opted out). */
  requestedCount: integer('requested_count').notNull(),
  createdBy: integer('created_by'),
  createdByUsername: text('created_by_username').notNull(),
  createdAt: ts('created_at').notNull().defaultNow(),
});

export const deliveryStatusEnum = pgEnum('marketing_delivery_status', ['queued', 'sending', 'sent', 'failed']);

/**
 * The durable queue: one row per (campaign, user), frozen at send time. The worker claims
 * due queued rows, marks them sending with a lease, and then sent or (after retries) failed.
 * The address is copied so a later email change or account deletion does not alter history.
 */
export const marketingDeliveries = pgTable(
  'marketing_deliveries',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    campaignId: integer('campaign_id')
      .notNull()
      .references(() => marketingCampaigns.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    email: text('email').notNull(),
    firstName: text('first_name').notNull(),
    status: deliveryStatusEnum('status').notNull().default('queued'),
    attempts: smallint('attempts').notNull().default(0),
    nextAttemptAt: ts('next_attempt_at').notNull().defaultNow(),
    /** While status is 'sending': when the claim expires and another worker may take it. */
    leaseUntil: ts('lease_until'),
    lastError: text('last_error'),
    sentAt: ts('sent_at'),
  },
  (t) => [
    uniqueIndex('marketing_deliveries_campaign_user_idx').on(t.campaignId, t.userId),
    index('marketing_deliveries_due_idx')
      .on(t.nextAttemptAt, t.id)
      .where(sql`status in ('queued', 'sending')`),
  ],
);
