import { createHash } from 'node:crypto';
import { and, count, desc, eq, lt, sql } from 'drizzle-orm';
import type { RecipeInput } from '../../../shared/api/recipes';
import type { Db } from '../../db/client';
import { recipeFeedback, recipes } from '../../db/schema';
import { Repository } from '../../db/repository';

export type RecipeRow = typeof recipes.$inferSelect;
export type FeedbackRow = typeof recipeFeedback.$inferSelect;

export function contentHash(r: RecipeInput): string {
  const key = [r.title.trim().toLowerCase(), ...r.ingredients.map((i) => i.trim().toLowerCase())].join('\n');
  return createHash('sha256').update(key).digest('hex');
}

/** Read by every signed-in generate: prepared once. */
function recentFeedbackStatement(db: Db) {
  return db
    .select()
    .from(recipeFeedback)
    .where(eq(recipeFeedback.userId, sql.placeholder('userId')))
    .orderBy(desc(recipeFeedback.createdAt), desc(recipeFeedback.id))
    .limit(sql.placeholder('limit'))
    .prepare('recent_feedback');
}

export class RecipesRepository extends Repository {
  /**
   * Inside a transaction, after `lockUser`: inserts unless this user already saved the same recipe
   * (then returns the stored row), or answers 'full' when they already keep `max` recipes.
   */
  async save(userId: number, r: RecipeInput, max: number): Promise<{ row: RecipeRow; created: boolean } | 'full'> {
    const hash = contentHash(r);
    const [existing] = await this.db
      .select()
      .from(recipes)
      .where(and(eq(recipes.userId, userId), eq(recipes.contentHash, hash)))
      .limit(1);
    if (existing) return { row: existing, created: false };
    const [{ n } = { n: 0 }] = await this.db.select({ n: count() }).from(recipes).where(eq(recipes.userId, userId));
    if (Number(n) >= max) return 'full' as const;
    const [row] = await this.db
      .insert(recipes)
      .values({ ...r, userId, contentHash: hash })
      .returning();
    return { row: row!, created: true };
  }

  /** One page of the user's recipes, newest first (by id), after the recipe `before` when given. */
  listPage(userId: number, opts: { mealType?: string; before?: number; limit: number }): Promise<RecipeRow[]> {
    return this.db
      .select()
      .from(recipes)
      .where(
        and(
          eq(recipes.userId, userId),
          opts.mealType ? sql`lower(${recipes.mealType}) = ${opts.mealType.toLowerCase()}` : undefined,
          opts.before !== undefined ? lt(recipes.id, opts.before) : undefined,
        ),
      )
      .orderBy(desc(recipes.id))
      .limit(opts.limit);
  }

  /** How many recipes the user keeps per lowercase meal type. */
  async countByMealType(userId: number): Promise<{ mealType: string; count: number }[]> {
    const mealType = sql<string>`lower(${recipes.mealType})`;
    const rows = await this.db
      .select({ mealType, count: count() })
      .from(recipes)
      .where(eq(recipes.userId, userId))
      .groupBy(mealType);
    return rows.map((r) => ({ mealType: r.mealType, count: Number(r.count) }));
  }

  /** The ingredient lists of the user's newest `limit` recipes, each line cut to `lineMax` characters. */
  async ingredientLists(userId: number, limit: number, lineMax: number): Promise<string[][]> {
    const rows = await this.db
      .select({
        ingredients: sql<
          string[]
        >`(select coalesce(jsonb_agg(left(x.line, ${lineMax}::int) order by x.n), '[]'::jsonb) from jsonb_array_elements_text(${recipes.ingredients}) with ordinality as x(line, n))`,
      })
      .from(recipes)
      .where(eq(recipes.userId, userId))
      .orderBy(desc(recipes.id))
      .limit(limit);
    return rows.map((r) => r.ingredients);
  }

  /** Deletes the user's own recipe; false when it is not theirs or does not exist. */
  async deleteOwned(userId: number, id: number): Promise<boolean> {
    const rows = await this.db
      .delete(recipes)
      .where(and(eq(recipes.id, id), eq(recipes.userId, userId)))
      .returning({ id: recipes.id });
    return rows.length > 0;
  }

  /** One row per user and title: a new value replaces the old one (and counts as the newest). */
  async setFeedback(f: Omit<FeedbackRow, 'id' | 'createdAt'>): Promise<void> {
    await this.db
      .insert(recipeFeedback)
      .values(f)
      .onConflictDoUpdate({
        target: [recipeFeedback.userId, recipeFeedback.recipeTitle],
        set: { feedback: f.feedback, cuisine: f.cuisine, ingredients: f.ingredients, createdAt: sql`now()` },
      });
  }

  /** Undoes a like or dislike; false when there was none. */
  async clearFeedback(userId: number, recipeTitle: string): Promise<boolean> {
    const rows = await this.db
      .delete(recipeFeedback)
      .where(and(eq(recipeFeedback.userId, userId), eq(recipeFeedback.recipeTitle, recipeTitle)))
      .returning({ id: recipeFeedback.id });
    return rows.length > 0;
  }

  private recentFeedbackQuery?: ReturnType<typeof recentFeedbackStatement>;

  recentFeedback(userId: number, limit = 50): Promise<FeedbackRow[]> {
    return (this.recentFeedbackQuery ??= recentFeedbackStatement(this.db)).execute({ userId, limit });
  }

  /** One insert for a batch of generations (see GenerationStats). */
  async recordGenerations(
    events: { userId: number | null; recipeCount: number; engine: string; createdAt: Date }[],
  ): Promise<void> {
    if (events.length === 0) return;
    // A cook deleted since their generation counts as a visitor (the foreign key would refuse them).
    await this.db.execute(sql`
      insert into generation_events (user_id, recipe_count, engine, created_at)
      select u.id, v.recipe_count, v.engine, v.created_at
      from unnest(${sql.param(events.map((e) => e.userId))}::int[], ${sql.param(events.map((e) => e.recipeCount))}::int[],
                  ${sql.param(events.map((e) => e.engine))}::text[], ${sql.param(events.map((e) => e.createdAt.toISOString()))}::timestamptz[])
           with ordinality as v(user_id, recipe_count, engine, created_at, ord)
      left join users u on u.id = v.user_id
      order by v.ord`);
  }
}
