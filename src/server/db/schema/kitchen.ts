import { index, integer, jsonb, pgEnum, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './auth';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const frequencyEnum = pgEnum('pantry_frequency', ['always', 'usually', 'sometimes', 'rarely']);
export const feedbackEnum = pgEnum('recipe_feedback_value', ['like', 'dislike']);

/** A user's pantry: catalogue ingredient ids (validated by the API) with how often they have them. */
export const pantryItems = pgTable(
  'pantry_items',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    ingredientId: text('ingredient_id').notNull(),
    frequency: frequencyEnum('frequency').notNull(),
    addedAt: ts('added_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.ingredientId] })],
);

/**
 * Likes and dislikes; the chef engine reads the newest to steer what it picks. One row per recipe
 * title and user: a new tap replaces the old value, a second tap of the same value deletes it.
 */
export const recipeFeedback = pgTable(
  'recipe_feedback',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    recipeTitle: text('recipe_title').notNull(),
    cuisine: text('cuisine').notNull(),
    ingredients: jsonb('ingredients').$type<string[]>().notNull(),
    feedback: feedbackEnum('feedback').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('recipe_feedback_user_idx').on(t.userId, t.createdAt),
    uniqueIndex('recipe_feedback_user_title_idx').on(t.userId, t.recipeTitle),
  ],
);

/**
 * One row per generation request, for the admin statistics (generatedRecipes).
 * Trigger: `generation_events_stats` (drizzle/0004_admin.sql) adds to the counters.
 */
export const generationEvents = pgTable(
  'generation_events',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** Null for visitors. */
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    recipeCount: integer('recipe_count').notNull(),
    engine: text('engine').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [index('generation_events_created_idx').on(t.createdAt)],
);
