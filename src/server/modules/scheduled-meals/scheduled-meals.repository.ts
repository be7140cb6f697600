import { and, asc, eq, gte, lte, sql } from 'drizzle-orm';
import type { ScheduleMealType } from '../../../shared/kitchen/meal-slots';
import { Repository } from '../../db/repository';
import { rows } from '../../db/client';
import { calendarFeeds, recipes, scheduledMeals, users } from '../../db/schema';
import type { RecipeRow } from '../recipes/recipes.repository';

export type ScheduledMealRow = typeof scheduledMeals.$inferSelect;
export type FeedRow = typeof calendarFeeds.$inferSelect;
export interface FeedMealRow {
  id: number;
  date: string;
  meal_type: ScheduleMealType;
  servings: number | null;
  recipe_id: number;
}
export interface FeedRecipeRow {
  id: number;
  title: string;
  servings: number;
  cooking_time: number;
  ingredients: string[];
}
export interface MealWithRecipe {
  meal: ScheduledMealRow;
  recipe: RecipeRow;
}
export interface MealWithSummary {
  meal: ScheduledMealRow;
  recipe: Pick<RecipeRow, 'id' | 'title' | 'cuisine' | 'mealType' | 'cookingTime' | 'servings' | 'difficulty'>;
}

/** A day holds at most this many planned meals (a bound on what one account can store). */
export const MAX_MEALS_PER_DAY = 12;

const SLOT_ORDER = sql`array_position(array['breakfast','lunch','dinner']::scheduled_meal_type[], ${scheduledMeals.mealType})`;

export class ScheduledMealsRepository extends Repository {
  /**
   * Inside a transaction, after `lockUser`: plans one of the user's own recipes. Ownership is
   * checked in the same statement (INSERT ... SELECT), so a recipe that is not theirs, or is
   * deleted meanwhile, inserts nothing; so does a day that is full (counted under the user's lock,
   * so parallel posts to one day are counted one after another).
   */
  async insertOwned(
    userId: number,
    v: { recipeId: number; date: string; mealType: ScheduleMealType; servings: number | null },
  ): Promise<number | undefined> {
    const [row] = await rows<{ id: number }>(
      this.db,
      sql`
      insert into ${scheduledMeals} (user_id, recipe_id, date, meal_type, servings)
      select ${userId}, ${recipes.id}, ${v.date}::date, ${v.mealType}::scheduled_meal_type, ${v.servings}::integer
      from ${recipes} where ${recipes.id} = ${v.recipeId} and ${recipes.userId} = ${userId}
        and (select count(*) from ${scheduledMeals} where user_id = ${userId} and date = ${v.date}::date) < ${MAX_MEALS_PER_DAY}
      returning id`,
    );
    return row?.id;
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

  /** The calendar's read: each meal with a summary of its recipe (no ingredient or step text). */
  listRangeSummaries(userId: number, start: string, end: string, limit: number): Promise<MealWithSummary[]> {
    return this.db
      .select({
        meal: scheduledMeals,
        recipe: {
          id: recipes.id,
          title: recipes.title,
          cuisine: recipes.cuisine,
          mealType: recipes.mealType,
          cookingTime: recipes.cookingTime,
          servings: recipes.servings,
          difficulty: recipes.difficulty,
        },
      })
      .from(scheduledMeals)
      .innerJoin(recipes, eq(recipes.id, scheduledMeals.recipeId))
      .where(and(eq(scheduledMeals.userId, userId), gte(scheduledMeals.date, start), lte(scheduledMeals.date, end)))
      .orderBy(asc(scheduledMeals.date), asc(SLOT_ORDER), asc(scheduledMeals.id))
      .limit(limit);
  }

  /** Meals planned in a range (for the summaries' cap: their size does not depend on the recipes). */
  async countRange(userId: number, start: string, end: string): Promise<number> {
    const [row] = await this.db
      .select({ n: sql<number>`count(*)::int` })
      .from(scheduledMeals)
      .where(and(eq(scheduledMeals.userId, userId), gte(scheduledMeals.date, start), lte(scheduledMeals.date, end)));
    return row?.n ?? 0;
  }

  /**
   * Inside a transaction, after `lockUser`: moves or changes a meal; a move into a full day changes
   * nothing (the caller tells 404 from 409).
   */
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

  /** The feed of an active account for a token hash (a deactivated account's feed is off). */
  async activeFeedByTokenHash(tokenHash: string): Promise<FeedRow | undefined> {
    const [row] = await this.db
      .select({ feed: calendarFeeds })
      .from(calendarFeeds)
      .innerJoin(users, eq(users.id, calendarFeeds.userId))
      .where(and(eq(calendarFeeds.tokenHash, tokenHash), eq(users.isActive, true)));
    return row?.feed;
  }

  /**
   * The feed's meals, a page at a time in (date, id) order, after `after` when given: ascending
   * from `from` to `to`, or descending when `from` is after `to`. Served by the (user_id, date) index.
   */
  feedMeals(
    userId: number,
    range: { from: string; to: string; after?: { date: string; id: number } },
    limit: number,
  ): Promise<FeedMealRow[]> {
    const desc = range.from > range.to;
    const [lo, hi] = desc ? [range.to, range.from] : [range.from, range.to];
    const after = range.after
      ? desc
        ? sql`and (m.date, m.id) < (${range.after.date}::date, ${range.after.id})`
        : sql`and (m.date, m.id) > (${range.after.date}::date, ${range.after.id})`
      : sql``;
    return rows<FeedMealRow>(
      this.db,
      sql`
      select m.id, to_char(m.date, 'YYYY-MM-DD') as date, m.meal_type, m.servings, m.recipe_id
      from ${scheduledMeals} m
      where m.user_id = ${userId} and m.date between ${lo}::date and ${hi}::date ${after}
      order by ${desc ? sql`m.date desc, m.id desc` : sql`m.date, m.id`}
      limit ${limit}`,
    );
  }

  /** What the feed shows of these recipes: the first `lines` ingredient lines, each cut to `lineChars`. */
  feedRecipes(ids: number[], bounds: { lines: number; lineChars: number }): Promise<FeedRecipeRow[]> {
    return rows<FeedRecipeRow>(
      this.db,
      sql`
      select r.id, r.title, r.servings, r.cooking_time,
             array(select left(x.line, ${bounds.lineChars})
                   from jsonb_array_elements_text(r.ingredients) with ordinality as x(line, n)
                   order by x.n limit ${bounds.lines}) as ingredients
      from ${recipes} r where r.id = any(string_to_array(${ids.join(',')}, ',')::int[])`,
    );
  }

  /** Keeps a built feed, unless the meals changed while it was built (the triggers bumped the generation). */
  async storeFeed(userId: number, generation: number, body: string, etag: string): Promise<void> {
    await this.db
      .update(calendarFeeds)
      .set({ body, etag })
      .where(and(eq(calendarFeeds.userId, userId), eq(calendarFeeds.generation, generation)));
  }

  /**
   * How many meals and about how many bytes of JSON a range read would answer: each distinct
   * recipe's text is measured once (as JSON, so control characters count 6 times) and multiplied
   * by the meals that plan it.
   */
  async rangeSize(userId: number, start: string, end: string): Promise<{ meals: number; bytes: number }> {
    const [row] = await rows<{ meals: number; bytes: string | number }>(
      this.db,
      sql`
      with planned as (
        select recipe_id, count(*)::int as n from ${scheduledMeals}
        where user_id = ${userId} and date between ${start}::date and ${end}::date
        group by recipe_id
      )
      select coalesce(sum(p.n), 0)::int as meals,
             coalesce(sum(p.n * (octet_length(r.ingredients::text) + octet_length(r.instructions::text)
                          + octet_length(to_jsonb(r.title)::text) + octet_length(to_jsonb(r.cuisine)::text)
                          + octet_length(to_jsonb(r.meal_type)::text) + 400)), 0)::bigint as bytes
      from planned p join ${recipes} r on r.id = p.recipe_id`,
    );
    return { meals: row?.meals ?? 0, bytes: Number(row?.bytes ?? 0) };
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
