import { and, asc, eq, gte, lte, sql } from 'drizzle-orm';
import type { ScheduleMealType } from '../../../shared/kitchen/meal-slots';
import { Repository } from '../../db/repository';
import { calendarFeeds, recipes, scheduledMeals } from '../../db/schema';
import type { RecipeRow } from '../recipes/recipes.repository';

export type ScheduledMealRow = typeof scheduledMeals.$inferSelect;
export type FeedRow = typeof calendarFeeds.$inferSelect;
export interface MealWithRecipe {
  meal: ScheduledMealRow;
  recipe: RecipeRow;
}

/** A day holds at most this many planned meals (a bound on what one account can store). */
export const MAX_MEALS_PER_DAY = 12;

const SLOT_ORDER = sql`array_position(array['breakfast','lunch','dinner']::scheduled_meal_type[], ${scheduledMeals.mealType})`;

export class ScheduledMealsRepository extends Repository {
  /**
   * Plans one of the user's own recipes. Ownership is checked in the same statement
   * (INSERT ... SELECT), so a recipe that is not theirs, or is deleted meanwhile, inserts nothing.
   */
  async insertOwned(
    userId: number,
    v: { recipeId: number; date: string; mealType: ScheduleMealType; servings: number | null },
  ): Promise<number | undefined> {
    const result: unknown = await this.db.execute(sql`
      insert into ${scheduledMeals} (user_id, recipe_id, date, meal_type, servings)
      select ${userId}, ${recipes.id}, ${v.date}::date, ${v.mealType}::scheduled_meal_type, ${v.servings}::integer
      from ${recipes} where ${recipes.id} = ${v.recipeId} and ${recipes.userId} = ${userId}
        and (select count(*) from ${scheduledMeals} where user_id = ${userId} and date = ${v.date}::date) < ${MAX_MEALS_PER_DAY}
      returning id`);
    // node-postgres and PGlite both answer { rows }.
    return (result as { rows: { id: number }[] }).rows[0]?.id;
  }

  async ownsRecipe(userId: number, recipeId: number): Promise<boolean> {
    const [row] = await this.db
      .select({ id: recipes.id })
      .from(recipes)
      .where(and(eq(recipes.id, recipeId), eq(recipes.userId, userId)));
    return Boolean(row);
  }

  async findOwned(userId: number, id: number): Promise<MealWithRecipe | undefined> {
    const [row] = await this.db
      .select({ meal: scheduledMeals, recipe: recipes })
      .from(scheduledMeals)
      .innerJoin(recipes, eq(recipes.id, scheduledMeals.recipeId))
      .where(and(eq(scheduledMeals.id, id), eq(scheduledMeals.userId, userId)));
    return row;
  }

  /** The user's meals from `start` to `end` inclusive, by day, then breakfast/lunch/dinner. */
  listRange(userId: number, start: string, end: string, limit = 5000): Promise<MealWithRecipe[]> {
    return this.db
      .select({ meal: scheduledMeals, recipe: recipes })
      .from(scheduledMeals)
      .innerJoin(recipes, eq(recipes.id, scheduledMeals.recipeId))
      .where(and(eq(scheduledMeals.userId, userId), gte(scheduledMeals.date, start), lte(scheduledMeals.date, end)))
      .orderBy(asc(scheduledMeals.date), asc(SLOT_ORDER), asc(scheduledMeals.id))
      .limit(limit);
  }

  /** Moves or changes a meal; a move into a full day changes nothing (the caller tells 404 from 409). */
  async updateOwned(
    userId: number,
    id: number,
    patch: Partial<Pick<ScheduledMealRow, 'date' | 'mealType' | 'servings'>>,
  ): Promise<boolean> {
    const conditions = [eq(scheduledMeals.id, id), eq(scheduledMeals.userId, userId)];
    if (patch.date !== undefined) {
      conditions.push(
        sql`(${scheduledMeals.date} = ${patch.date}::date or (select count(*) from ${scheduledMeals} s where s.user_id = ${userId} and s.date = ${patch.date}::date) < ${MAX_MEALS_PER_DAY})`,
      );
    }
    const rows = await this.db
      .update(scheduledMeals)
      .set(patch)
      .where(and(...conditions))
      .returning({ id: scheduledMeals.id });
    return rows.length > 0;
  }

  async deleteOwned(userId: number, id: number): Promise<boolean> {
    const rows = await this.db
      .delete(scheduledMeals)
      .where(and(eq(scheduledMeals.id, id), eq(scheduledMeals.userId, userId)))
      .returning({ id: scheduledMeals.id });
    return rows.length > 0;
  }

  // --- the secret calendar feed

  async feedOf(userId: number): Promise<FeedRow | undefined> {
    const [row] = await this.db.select().from(calendarFeeds).where(eq(calendarFeeds.userId, userId));
    return row;
  }

  async feedByTokenHash(tokenHash: string): Promise<FeedRow | undefined> {
    const [row] = await this.db.select().from(calendarFeeds).where(eq(calendarFeeds.tokenHash, tokenHash));
    return row;
  }

  /** One feed per user: a new nonce replaces the old one, which stops working at once. */
  async upsertFeed(userId: number, nonce: string, tokenHash: string): Promise<void> {
    await this.db
      .insert(calendarFeeds)
      .values({ userId, nonce, tokenHash })
      .onConflictDoUpdate({ target: calendarFeeds.userId, set: { nonce, tokenHash, createdAt: sql`now()` } });
  }

  async deleteFeed(userId: number): Promise<void> {
    await this.db.delete(calendarFeeds).where(eq(calendarFeeds.userId, userId));
  }
}
