import { createHash } from 'node:crypto';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { RecipeInput } from '../../../shared/api/recipes';
import type { Db } from '../../db/client';
import { generationEvents, recipeFeedback, recipes } from '../../db/schema';

export type RecipeRow = typeof recipes.$inferSelect;
export type FeedbackRow = typeof recipeFeedback.$inferSelect;

export function contentHash(r: RecipeInput): string {
  const key = [r.title.trim().toLowerCase(), ...r.ingredients.map((i) => i.trim().toLowerCase())].join('\n');
  return createHash('sha256').update(key).digest('hex');
}

export class RecipesRepository {
  constructor(private readonly db: Db) {}

  /** Inserts unless this user already saved the same recipe; returns the stored row either way. */
  async save(userId: number, r: RecipeInput): Promise<{ row: RecipeRow; created: boolean }> {
    const hash = contentHash(r);
    const [inserted] = await this.db
      .insert(recipes)
      .values({ ...r, userId, contentHash: hash })
      .onConflictDoNothing({ target: [recipes.userId, recipes.contentHash] })
      .returning();
    if (inserted) return { row: inserted, created: true };
    const [existing] = await this.db
      .select()
      .from(recipes)
      .where(and(eq(recipes.userId, userId), eq(recipes.contentHash, hash)))
      .limit(1);
    return { row: existing!, created: false };
  }

  listByUser(userId: number, mealType?: string): Promise<RecipeRow[]> {
    return this.db
      .select()
      .from(recipes)
      .where(mealType ? and(eq(recipes.userId, userId), sql`lower(${recipes.mealType}) = ${mealType.toLowerCase()}`) : eq(recipes.userId, userId))
      .orderBy(desc(recipes.createdAt), desc(recipes.id));
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

  recentFeedback(userId: number, limit = 50): Promise<FeedbackRow[]> {
    return this.db
      .select()
      .from(recipeFeedback)
      .where(eq(recipeFeedback.userId, userId))
      .orderBy(desc(recipeFeedback.createdAt), desc(recipeFeedback.id))
      .limit(limit);
  }

  async recordGeneration(userId: number | null, recipeCount: number, engine: string): Promise<void> {
    await this.db.insert(generationEvents).values({ userId, recipeCount, engine });
  }
}
