import {
  bigint,
  date,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { users } from './auth';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const improvementCategoryEnum = pgEnum('improvement_category', ['bug', 'feature', 'ui', 'performance', 'other']);
export const improvementPriorityEnum = pgEnum('improvement_priority', ['low', 'medium', 'high']);
export const improvementStatusEnum = pgEnum('improvement_status', [
  'pending',
  'reviewed',
  'in-progress',
  'completed',
  'rejected',
]);

/**
 * Improvement suggestions. When the author's account is deleted the suggestion stays, with no
 * link to the person (user_id set null).
 */
export const improvements = pgTable(
  'improvements',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    title: text('title').notNull(),
    description: text('description').notNull(),
    category: improvementCategoryEnum('category').notNull(),
    priority: improvementPriorityEnum('priority').notNull().default('medium'),
    status: improvementStatusEnum('status').notNull().default('pending'),
    adminNotes: text('admin_notes'),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [index('improvements_user_idx').on(t.userId), index('improvements_created_idx').on(t.createdAt)],
);

/**
 * What admins did, written in the same transaction as the change. Append-only: no route edits
 * or deletes it and a trigger refuses UPDATE and DELETE. admin_id has no foreign key and the
 * admin's username is copied, so the record outlives the admin's account.
 *
 * Triggers: `admin_logs_append_only` (refuses UPDATE and DELETE), `admin_logs_count_ins` and
 * `admin_logs_buckets_ins` (drizzle/0004_admin.sql), `admin_logs_action_count`
 * (drizzle/0011_log_action_counts.sql).
 */
export const adminLogs = pgTable(
  'admin_logs',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    action: text('action').notNull(),
    adminId: integer('admin_id').notNull(),
    adminUsername: text('admin_username').notNull(),
    targetType: text('target_type').notNull(),
    targetId: integer('target_id'),
    details: jsonb('details').$type<Record<string, unknown>>().notNull(),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [index('admin_logs_action_idx').on(t.action, t.id), index('admin_logs_admin_idx').on(t.adminId, t.id)],
);

/**
 * Counters kept up to date by triggers (drizzle/0004_admin.sql and 0011; the tables name theirs), so the dashboard and the page
 * totals never count a big table. Each counter is spread over a few slots so that concurrent
 * writers rarely wait on the same row; its value is the sum of its slots.
 */
export const statCounters = pgTable(
  'stat_counters',
  {
    name: text('name').notNull(),
    slot: smallint('slot').notNull(),
    value: bigint('value', { mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.name, t.slot] })],
);

/** Per-UTC-day counts: 'signup' by created day, 'active' by each user's latest activity day. */
export const dailyCounts = pgTable(
  'daily_counts',
  {
    kind: text('kind').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    n: integer('n').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.kind, t.day] })],
);

/**
 * Rows per block of 1024 ids, per big table (users, recipes, admin_logs), kept by triggers. A deep
 * page finds its block by summing at most a few thousand of these instead of walking the index
 * past every row before it.
 */
export const pageBuckets = pgTable(
  'page_buckets',
  {
    tbl: text('tbl').notNull(),
    bucket: integer('bucket').notNull(),
    n: integer('n').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.tbl, t.bucket] })],
);
