import { and, asc, eq, gt, sql } from 'drizzle-orm';
import {
  chatConversations,
  chatMessages,
  pantryItems,
  recipeFeedback,
  recipes,
  scheduledMeals,
  users,
} from '../../db/schema';
import { Repository } from '../../db/repository';

export type RecipeInsert = typeof recipes.$inferInsert;
export type PantryInsert = typeof pantryItems.$inferInsert;
export type MealInsert = typeof scheduledMeals.$inferInsert;

/** Reads a cook's own rows in pages (the export) and writes the import's rows in batches. */
export class AccountDataRepository extends Repository {
  async user(userId: number) {
    const [row] = await this.db.select().from(users).where(eq(users.id, userId));
    return row;
  }

  pantry(userId: number) {
    return this.db
      .select()
      .from(pantryItems)
      .where(eq(pantryItems.userId, userId))
      .orderBy(asc(pantryItems.addedAt), asc(pantryItems.ingredientId));
  }

  recipesPage(userId: number, after: number, limit: number) {
    return this.db
      .select()
      .from(recipes)
      .where(and(eq(recipes.userId, userId), gt(recipes.id, after)))
      .orderBy(asc(recipes.id))
      .limit(limit);
  }

  mealsPage(userId: number, after: number, limit: number) {
    return this.db
      .select()
      .from(scheduledMeals)
      .where(and(eq(scheduledMeals.userId, userId), gt(scheduledMeals.id, after)))
      .orderBy(asc(scheduledMeals.id))
      .limit(limit);
  }

  feedbackPage(userId: number, after: number, limit: number) {
    return this.db
      .select()
      .from(recipeFeedback)
      .where(and(eq(recipeFeedback.userId, userId), gt(recipeFeedback.id, after)))
      .orderBy(asc(recipeFeedback.id))
      .limit(limit);
  }

  conversationsPage(userId: number, after: number, limit: number) {
    return this.db
      .select()
      .from(chatConversations)
      .where(and(eq(chatConversations.userId, userId), gt(chatConversations.id, after)))
      .orderBy(asc(chatConversations.id))
      .limit(limit);
  }

  /** The cook's messages across all their conversations, by id. */
  messagesPage(userId: number, after: number, limit: number) {
    return this.db
      .select({ message: chatMessages })
      .from(chatMessages)
      .innerJoin(chatConversations, eq(chatConversations.id, chatMessages.conversationId))
      .where(and(eq(chatConversations.userId, userId), gt(chatMessages.id, after)))
      .orderBy(asc(chatMessages.id))
      .limit(limit);
  }

  // Import (inside the service's transaction, after lockUser) ---------------------------------

  async recipeIdsByHash(userId: number): Promise<Map<string, number>> {
    const found = await this.db
      .select({ id: recipes.id, hash: recipes.contentHash })
      .from(recipes)
      .where(eq(recipes.userId, userId));
    return new Map(found.map((r) => [r.hash, r.id]));
  }

  async insertRecipes(rows: RecipeInsert[]): Promise<{ id: number; hash: string }[]> {
    if (rows.length === 0) return [];
    return this.db
      .insert(recipes)
      .values(rows)
      .onConflictDoNothing({ target: [recipes.userId, recipes.contentHash] })
      .returning({ id: recipes.id, hash: recipes.contentHash });
  }

  async pantryIds(userId: number): Promise<Set<string>> {
    const found = await this.db
      .select({ id: pantryItems.ingredientId })
      .from(pantryItems)
      .where(eq(pantryItems.userId, userId));
    return new Set(found.map((r) => r.id));
  }

  async insertPantry(rows: PantryInsert[]): Promise<number> {
    if (rows.length === 0) return 0;
    const done = await this.db
      .insert(pantryItems)
      .values(rows)
      .onConflictDoNothing()
      .returning({ id: pantryItems.ingredientId });
    return done.length;
  }

  /** The cook's meals on the given days: what an import must not repeat, and each day's count. */
  async mealsOn(userId: number, dates: string[]) {
    if (dates.length === 0) return [];
    return this.db
      .select({ recipeId: scheduledMeals.recipeId, date: scheduledMeals.date, mealType: scheduledMeals.mealType })
      .from(scheduledMeals)
      .where(
        and(
          eq(scheduledMeals.userId, userId),
          // One parameter, an array literal of validated yyyy-MM-dd dates (any count of days).
          sql`${scheduledMeals.date} = any(${`{${dates.join(',')}}`}::date[])`,
        ),
      );
  }

  async insertMeals(rows: MealInsert[]): Promise<number> {
    if (rows.length === 0) return 0;
    const done = await this.db.insert(scheduledMeals).values(rows).returning({ id: scheduledMeals.id });
    return done.length;
  }
}
