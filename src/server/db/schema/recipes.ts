import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './auth';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export interface NutritionJson {
  calories: number;
  protein: number;
  carbs: number;
  fat: number;
  fiber: number;
}

/** Recipes users saved. Generated recipes are not stored until saved. */
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
    /** SHA-256 of the recipe's content: saving the same recipe twice keeps one copy. */
    contentHash: text('content_hash').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('recipes_user_content_idx').on(t.userId, t.contentHash),
    index('recipes_user_created_idx').on(t.userId, t.createdAt),
    /** Saved-recipe pages are newest first by id, after a cursor id (GET /api/recipes/my). */
    index('recipes_user_id_idx').on(t.userId, t.id),
    index('recipes_created_idx').on(t.createdAt),
  ],
);
