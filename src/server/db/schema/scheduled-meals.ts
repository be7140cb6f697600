import { date, index, integer, pgEnum, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { recipes } from './recipes';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const scheduledMealTypeEnum = pgEnum('scheduled_meal_type', ['breakfast', 'lunch', 'dinner']);

/**
 * A saved recipe planned for a day and a slot. Deleting the recipe (by its owner or an admin)
 * or the user removes the plan with it (ON DELETE CASCADE).
 *
 * Triggers: `scheduled_meals_count_ins`/`scheduled_meals_count_del` (drizzle/0004_admin.sql) keep
 * the 'scheduled_meals' counter; `scheduled_meals_feed_stale_*` (drizzle/0014_feed_cache.sql)
 * mark the owner's cached calendar feed stale on every insert, update and delete.
 */
export const scheduledMeals = pgTable(
  'scheduled_meals',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    recipeId: integer('recipe_id')
      .notNull()
      .references(() => recipes.id, { onDelete: 'cascade' }),
    /** The cook's local calendar day (no time zone): 'yyyy-MM-dd'. */
    date: date('date', { mode: 'string' }).notNull(),
    mealType: scheduledMealTypeEnum('meal_type').notNull(),
    /** Servings planned; null means the recipe's own servings. */
    servings: integer('servings'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('scheduled_meals_user_date_idx').on(t.userId, t.date),
    index('scheduled_meals_recipe_idx').on(t.recipeId),
  ],
);

/**
 * A cook's secret iCalendar feed. The token is never stored: it is derived from `nonce` with the
 * server secret when shown, and looked up by its SHA-256. Regenerating replaces the nonce.
 */
export const calendarFeeds = pgTable(
  'calendar_feeds',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    nonce: text('nonce').notNull(),
    tokenHash: text('token_hash').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
    /**
     * Bumped by the triggers whenever the owner's meals change: a build stores its body only if
     * no change came in while it ran.
     */
    generation: integer('generation').notNull().default(0),
    /** The feed as last built (null: stale, build again), with its ETag. */
    body: text('body'),
    etag: text('etag'),
  },
  (t) => [uniqueIndex('calendar_feeds_token_idx').on(t.tokenHash)],
);
