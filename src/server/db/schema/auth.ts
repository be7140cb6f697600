import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgEnum, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

// Every timestamp is timestamptz: stored and compared in UTC.
const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const roleEnum = pgEnum('user_role', ['user', 'admin']);
export const emailTokenKind = pgEnum('email_token_kind', ['verify_email', 'reset_password']);

/**
 * Accounts. Triggers (drizzle/0004_admin.sql): `users_stats` (row level: the users counter, signups
 * and active users by day), `users_buckets_ins`/`users_buckets_del` (page_buckets).
 */
export const users = pgTable(
  'users',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    username: text('username').notNull(),
    email: text('email').notNull(),
    emailVerified: boolean('email_verified').notNull().default(false),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    passwordHash: text('password_hash').notNull(),
    role: roleEnum('role').notNull().default('user'),
    isActive: boolean('is_active').notNull().default(true),
    totalAppTimeMinutes: integer('total_app_time_minutes').notNull().default(0),
    currentSessionStart: ts('current_session_start'),
    createdAt: ts('created_at').notNull().defaultNow(),
    lastLoginAt: ts('last_login_at'),
    /**
     * Up to when app time has been credited, for the whole account: however many sessions or tabs
     * ping, real time is credited once. Null until the first credit.
     */
    appTimeAt: ts('app_time_at'),
    /** Last app-time ping; with lastLoginAt it decides who counts as an active user. */
    lastActiveAt: ts('last_active_at'),
    /** When the cook finished or skipped the first-run tutorial (on any device); null until then. */
    onboardingCompletedAt: ts('onboarding_completed_at'),
    /** 'Product news and tips by email' switched off (settings or one-click unsubscribe). */
    marketingOptOut: boolean('marketing_opt_out').notNull().default(false),
    /**
     * How the cook reads amounts (issue 29): 'metric' or 'us'; a view, recipes are stored as written.
     * Null (with temperature) until chosen or guessed from the sign-up locale: recipes read as written.
     */
    unitSystem: text('unit_system', { enum: ['metric', 'us'] }),
    /** How the cook reads temperatures: 'C' or 'F' (null with unitSystem). */
    temperature: text('temperature_scale', { enum: ['C', 'F'] }),
  },
  (t) => [
    // Usernames and emails are unique regardless of case.
    uniqueIndex('users_username_lower_idx').on(sql`lower(${t.username})`),
    uniqueIndex('users_email_lower_idx').on(sql`lower(${t.email})`),
    check('users_unit_system_check', sql`${t.unitSystem} in ('metric', 'us')`),
    check('users_temperature_scale_check', sql`${t.temperature} in ('C', 'F')`),
    check('users_measurements_together_check', sql`(${t.unitSystem} is null) = (${t.temperature} is null)`),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    /** SHA-256 (hex) of the cookie token; the token itself is never stored. */
    tokenHash: text('token_hash').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: ts('created_at').notNull().defaultNow(),
    lastSeenAt: ts('last_seen_at').notNull().defaultNow(),
    expiresAt: ts('expires_at').notNull(),
    userAgent: text('user_agent'),
    /** Up to when this session's app time has been credited (POST /api/session/update-time). */
    appTimeAt: ts('app_time_at').notNull().defaultNow(),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

export const emailTokens = pgTable(
  'email_tokens',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    tokenHash: text('token_hash').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: emailTokenKind('kind').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
    expiresAt: ts('expires_at').notNull(),
    usedAt: ts('used_at'),
  },
  (t) => [uniqueIndex('email_tokens_hash_idx').on(t.tokenHash), index('email_tokens_user_idx').on(t.userId, t.kind)],
);

/**
 * Fixed-window counters shared by every instance (rate limits survive restarts and scale-out).
 * UNLOGGED (drizzle/0010_hot_paths.sql): counters need no write-ahead log.
 */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  count: integer('count').notNull(),
  resetAt: ts('reset_at').notNull(),
});

/** Small key/value store for generated secrets and similar instance-wide settings. */
export const appSettings = pgTable('app_settings', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
});
