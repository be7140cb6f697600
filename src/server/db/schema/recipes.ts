import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { DIFFICULTIES } from '../../../shared/kitchen/recipe-options';
import { sqlList } from './sql-list';
import { users } from './auth';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export interface NutritionJson {
  calories: number;
  protein: number;
  carbs: number;
  fat: number;
  fiber: number;
  /** Imported recipes: computed from the catalogue for `matched` of `total` lines (shared/api/recipes.ts). */
  covers?: { matched: number; total: number };
  /** Imported recipes: the per-serving values the page gave. */
  fromPage?: boolean;
}

/**
 * Recipes users saved. Generated recipes are not stored until saved.
 *
 * Triggers (drizzle/0004_admin.sql): `recipes_count_ins`/`recipes_count_del` keep the 'recipes'
 * stat counter, `recipes_buckets_ins`/`recipes_buckets_del` keep its page_buckets.
 * Cuisine and meal type are free text in the contract (a model may name any cuisine), stored
 * trimmed and lowercase (no A-Z: the same test under every collation); difficulty is one of the shared DIFFICULTIES.
 */
export const recipes = pgTable(
  'recipes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    cuisine: text('cuisine').notNull(),
    mealType: text('meal_type').notNull(),
    cookingTime: integer('cooking_time').notNull(),
    servings: integer('servings').notNull(),
    difficulty: text('difficulty', { enum: ['easy', 'medium', 'hard'] }).notNull(),
    ingredients: jsonb('ingredients').$type<string[]>().notNull(),
    instructions: jsonb('instructions').$type<string[]>().notNull(),
    nutrition: jsonb('nutrition').$type<NutritionJson>().notNull(),
    /** Where an imported recipe came from (http/https, at most 2,000 characters); null for generated ones. */
    sourceUrl: text('source_url'),
    /** SHA-256 of the recipe's content: saving the same recipe twice keeps one copy. */
    contentHash: text('content_hash').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('recipes_user_content_idx').on(t.userId, t.contentHash),
    /** Saved-recipe pages are newest first by id, after a cursor id (GET /api/recipes/my). */
    index('recipes_user_id_idx').on(t.userId, t.id),
    check(
      'recipes_cuisine_check',
      sql`${t.cuisine} = btrim(${t.cuisine}) and ${t.cuisine} !~ '[A-Z]' and char_length(${t.cuisine}) between 1 and 40`,
    ),
    check(
      'recipes_meal_type_check',
      sql`${t.mealType} = btrim(${t.mealType}) and ${t.mealType} !~ '[A-Z]' and char_length(${t.mealType}) between 1 and 40`,
    ),
    check('recipes_difficulty_check', sql`${t.difficulty} in (${sqlList(DIFFICULTIES)})`),
    check(
      'recipes_source_url_check',
      sql`${t.sourceUrl} IS NULL OR (${t.sourceUrl} ~ '^https?://' AND char_length(${t.sourceUrl}) <= 2000)`,
    ),
  ],
);
