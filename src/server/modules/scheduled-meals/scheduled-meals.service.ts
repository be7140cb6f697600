import { createHash, randomBytes } from 'node:crypto';
import type {
  CalendarFeedStatus,
  ScheduledMeal,
  ScheduledMealSummary,
  ScheduleMealBody,
  UpdateScheduledMealBody,
} from '../../../shared/api/scheduled-meals';
import { MAX_RANGE_DAYS, MEAL_TIMES, MEAL_TYPE_LABELS } from '../../../shared/kitchen/meal-slots';
import { scaleIngredientLine } from '../../../shared/kitchen/units';
import { accountGone, badRequest, conflict, notFound } from '../../plugins/errors';
import type { RateLimiter } from '../../plugins/rate-limit';
import { RATE_LIMITS } from '../../plugins/rate-limits';
import { toSavedRecipe } from '../recipes/recipes.service';
import { CALENDAR_TAIL, calendarHead, eventText, floatingDateTime, type IcalEvent, utcStamp } from './ical';
import {
  type FeedMealRow,
  type FeedRecipeRow,
  MAX_MEALS_PER_DAY,
  type MealWithRecipe,
  type MealWithSummary,
  type ScheduledMealsRepository,
} from './scheduled-meals.repository';

const DAY_MS = 86_400_000;

/** Meals may be planned from a year back to two years ahead (UTC days; reads may look anywhere). */
export const SCHEDULE_HORIZON_DAYS = { past: 366, future: 731 } as const;

/**
 * One range read answers at most this much: a month view of an ordinary plan is far below; an
 * account filled to every cap with maximum-size recipes is told to ask for a shorter range.
 */
export const RANGE_READ_CAPS = { meals: 1_500, bytes: 8 * 1024 * 1024 } as const;

/**
 * The calendar feed: upcoming meals first, then the past month, at most `events` events and about
 * `bytes` octets; each event lists the first `ingredientLines` lines, each cut to `lineChars`.
 */
export const FEED_CAPS = { events: 1_500, bytes: 1024 * 1024, ingredientLines: 25, lineChars: 200 } as const;

/** Meals read and events built between two yields to the event loop. */
const FEED_CHUNK = 20;
const yieldToLoop = () => new Promise<void>((resolve) => setImmediate(resolve));

/** yyyy-MM-dd of a UTC day offset from now. */
export function utcDay(offsetDays = 0, now = Date.now()): string {
  return new Date(now + offsetDays * DAY_MS).toISOString().slice(0, 10);
}

function dayNumber(date: string): number {
  return Date.parse(`${date}T00:00:00Z`) / DAY_MS;
}

/** A planned meal's own fields; the servings planned default to the recipe's. */
function mealFields({ meal, recipe }: MealWithSummary) {
  return {
    id: meal.id,
    date: meal.date,
    mealType: meal.mealType,
    recipeId: meal.recipeId,
    servings: meal.servings ?? recipe.servings,
  };
}

export function toScheduledMeal(row: MealWithRecipe): ScheduledMeal {
  return { ...mealFields(row), recipe: toSavedRecipe(row.recipe) };
}

export function toScheduledMealSummary(row: MealWithSummary): ScheduledMealSummary {
  return { ...mealFields(row), recipe: row.recipe };
}

/** Postgres foreign-key violation: the recipe went away between the check and the insert. */
function isForeignKeyViolation(err: unknown): boolean {
  const e = err as { code?: string; cause?: { code?: string } };
  return e.code === '23503' || e.cause?.code === '23503';
}

const TOKEN_RE = /^[A-Za-z0-9_-]{43}$/;

export class ScheduledMealsService {
  constructor(
    private readonly repo: ScheduledMealsRepository,
    /** The public address of the app (feed links and UIDs). */
    private readonly appUrl: string,
    /** HMAC with the server secret: feed tokens are derived, never stored. */
    private readonly sign: (value: string) => string,
    private readonly limiter: RateLimiter,
  ) {}

  /**
   * A client's day may be one behind UTC, so "yesterday" is the earliest day that can be planned;
   * the latest is SCHEDULE_HORIZON_DAYS.future ahead. Public: meal plans (issue 28) keep the same rule.
   */
  assertPlannable(date: string): void {
    if (date < utcDay(-1)) throw badRequest(`${date} is in the past: choose today or a later day.`, 'DATE_IN_PAST');
    const last = utcDay(SCHEDULE_HORIZON_DAYS.future);
    if (date > last) {
      throw badRequest(`${date} is too far ahead: meals can be planned up to ${last}.`, 'DATE_OUT_OF_RANGE');
    }
  }

  private async enforceRate(userId: number): Promise<void> {
    await this.limiter.enforce(
      [
        [`schedule:user:${userId}`, RATE_LIMITS.scheduleMeal.perUserMinute],
        [`schedule:user-hour:${userId}`, RATE_LIMITS.scheduleMeal.perUserHour],
      ],
      'calendar changes',
    );
  }

  async schedule(userId: number, body: ScheduleMealBody): Promise<ScheduledMeal> {
    this.assertPlannable(body.date);
    await this.enforceRate(userId);
    let id: number | undefined;
    try {
      // The user's row lock counts parallel posts to one day one after another (the day's cap).
      id = await this.repo.transaction(async (repo) => {
        if (!(await repo.lockUser(userId))) throw accountGone();
        return repo.insertOwned(userId, {
          recipeId: body.recipeId,
          date: body.date,
          mealType: body.mealType,
          servings: body.servings ?? null,
        });
      });
    } catch (err) {
      if (!isForeignKeyViolation(err)) throw err;
    }
    if (id === undefined) {
      // Someone else's recipe answers exactly like a missing one; an own recipe on a full day is a 409.
      if (await this.repo.ownsRecipe(userId, body.recipeId)) {
        throw conflict(`${body.date} already has ${MAX_MEALS_PER_DAY} planned meals: remove one first.`, 'DAY_FULL');
      }
      throw notFound('Recipe not found: save it first, then schedule it.');
    }
    const row = await this.repo.findOwned(userId, id);
    if (!row) throw notFound('Recipe not found: save it first, then schedule it.');
    return toScheduledMeal(row);
  }

  private assertRange(startDate: string, endDate: string): void {
    if (endDate < startDate) throw badRequest('endDate is before startDate.', 'BAD_RANGE');
    if (dayNumber(endDate) - dayNumber(startDate) + 1 > MAX_RANGE_DAYS) {
      throw badRequest(`A range may cover at most ${MAX_RANGE_DAYS} days.`, 'RANGE_TOO_LONG');
    }
  }

  /** The calendar's views: bounded by the number of meals alone, whatever the recipes hold. */
  async listSummaries(userId: number, startDate: string, endDate: string): Promise<ScheduledMealSummary[]> {
    this.assertRange(startDate, endDate);
    const meals = await this.repo.countRange(userId, startDate, endDate);
    if (meals > RANGE_READ_CAPS.meals) {
      throw badRequest(
        `${startDate} to ${endDate} holds ${meals} planned meals, more than one answer carries: choose a shorter range.`,
        'RESPONSE_TOO_LARGE',
      );
    }
    return (await this.repo.listRangeSummaries(userId, startDate, endDate, RANGE_READ_CAPS.meals)).map(
      toScheduledMealSummary,
    );
  }

  /** One planned meal with its whole recipe (a calendar view opens it). */
  async get(userId: number, id: number): Promise<ScheduledMeal> {
    const row = await this.repo.findOwned(userId, id);
    if (!row) throw notFound('Scheduled meal not found.');
    return toScheduledMeal(row);
  }

  async list(userId: number, startDate: string, endDate: string): Promise<ScheduledMeal[]> {
    this.assertRange(startDate, endDate);
    // The count first (cheap); the size of the recipes' text only for a range that may fit.
    const meals = await this.repo.countRange(userId, startDate, endDate);
    const size =
      meals > RANGE_READ_CAPS.meals ? { meals, bytes: 0 } : await this.repo.rangeSize(userId, startDate, endDate);
    if (size.meals > RANGE_READ_CAPS.meals || size.bytes > RANGE_READ_CAPS.bytes) {
      throw badRequest(
        `${startDate} to ${endDate} holds ${size.meals} planned meals with their recipes, more than one answer carries: choose a shorter range.`,
        'RESPONSE_TOO_LARGE',
      );
    }
    return (await this.repo.listRange(userId, startDate, endDate, RANGE_READ_CAPS.meals)).map(toScheduledMeal);
  }

  async update(userId: number, id: number, body: UpdateScheduledMealBody): Promise<ScheduledMeal> {
    if (body.date !== undefined) this.assertPlannable(body.date);
    await this.enforceRate(userId);
    const patch = {
      ...(body.date !== undefined ? { date: body.date } : {}),
      ...(body.mealType !== undefined ? { mealType: body.mealType } : {}),
      ...(body.servings !== undefined ? { servings: body.servings } : {}),
    };
    const updated = await this.repo.transaction(async (repo) => {
      if (!(await repo.lockUser(userId))) throw accountGone();
      return repo.updateOwned(userId, id, patch);
    });
    if (!updated) {
      if (body.date !== undefined && (await this.repo.findOwned(userId, id))) {
        throw conflict(`${body.date} already has ${MAX_MEALS_PER_DAY} planned meals: remove one first.`, 'DAY_FULL');
      }
      throw notFound('Scheduled meal not found.');
    }
    const row = await this.repo.findOwned(userId, id);
    if (!row) throw notFound('Scheduled meal not found.');
    return toScheduledMeal(row);
  }

  async remove(userId: number, id: number): Promise<void> {
    if (!(await this.repo.deleteOwned(userId, id))) throw notFound('Scheduled meal not found.');
  }

  // --- the secret iCalendar feed

  private token(userId: number, nonce: string): string {
    return createHash('sha256')
      .update(this.sign(`calendar-feed:${userId}:${nonce}`))
      .digest('base64url');
  }

  private feedUrl(token: string): string {
    return `${this.appUrl}/api/calendar-feed/${token}.ics`;
  }

  async feedStatus(userId: number): Promise<CalendarFeedStatus> {
    const row = await this.repo.feedOf(userId);
    return row ? { enabled: true, url: this.feedUrl(this.token(userId, row.nonce)) } : { enabled: false, url: null };
  }

  /** Turns the feed on with a new secret address; any older address stops working. */
  async regenerateFeed(userId: number): Promise<CalendarFeedStatus> {
    const nonce = randomBytes(16).toString('base64url');
    const token = this.token(userId, nonce);
    await this.repo.upsertFeed(userId, nonce, sha256(token));
    return { enabled: true, url: this.feedUrl(token) };
  }

  async disableFeed(userId: number): Promise<void> {
    await this.repo.deleteFeed(userId);
  }

  /**
   * The feed for a token, with its ETag; any wrong, old or malformed token, or a deactivated
   * account's, is the same 404. Built once and kept until the meals change (the triggers of
   * drizzle/0014 empty it), so polling calendar apps cost one indexed read.
   */
  async feed(rawToken: string): Promise<{ body: string; etag: string }> {
    const token = rawToken.endsWith('.ics') ? rawToken.slice(0, -4) : rawToken;
    if (!TOKEN_RE.test(token)) throw notFound();
    const row = await this.repo.activeFeedByTokenHash(sha256(token));
    if (!row) throw notFound();
    if (row.body !== null && row.etag !== null) return { body: row.body, etag: row.etag };
    const body = await this.buildFeed(row.userId);
    const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 32)}"`;
    await this.repo.storeFeed(row.userId, row.generation, body, etag);
    return { body, etag };
  }

  /**
   * Linear in what it writes and bounded by FEED_CAPS: meals are read FEED_CHUNK at a time (so no
   * read or parse is large) and the event loop gets a turn between chunks.
   */
  private async buildFeed(userId: number): Promise<string> {
    const host = new URL(this.appUrl).host;
    const stamp = utcStamp(new Date());
    const head = calendarHead('Chowdr meals');
    const parts: string[] = [head];
    let bytes = Buffer.byteLength(head) + CALENDAR_TAIL.length;
    let events = 0;
    const recipesById = new Map<number, FeedRecipeRow>();
    // Upcoming meals first (a year ahead), then the past month, newest first: what a cut keeps.
    const phases = [
      { from: utcDay(-1), to: utcDay(MAX_RANGE_DAYS - 32) },
      { from: utcDay(-2), to: utcDay(-31) },
    ];
    build: for (const phase of phases) {
      let after: { date: string; id: number } | undefined;
      while (events < FEED_CAPS.events) {
        const meals = await this.repo.feedMeals(
          userId,
          { ...phase, after },
          Math.min(FEED_CHUNK, FEED_CAPS.events - events),
        );
        // Each recipe is read once, however many meals plan it.
        const missing = [...new Set(meals.map((m) => m.recipe_id))].filter((id) => !recipesById.has(id));
        if (missing.length > 0) {
          for (const r of await this.repo.feedRecipes(missing, {
            lines: FEED_CAPS.ingredientLines,
            lineChars: FEED_CAPS.lineChars,
          }))
            recipesById.set(r.id, r);
        }
        for (const meal of meals) {
          const recipe = recipesById.get(meal.recipe_id);
          if (!recipe) continue; // deleted meanwhile
          const text = eventText(this.feedEvent(meal, recipe, host), stamp);
          bytes += Buffer.byteLength(text);
          if (bytes > FEED_CAPS.bytes) break build;
          parts.push(text);
          events++;
        }
        await yieldToLoop();
        if (meals.length < FEED_CHUNK) break;
        const last = meals.at(-1)!;
        after = { date: last.date, id: last.id };
      }
    }
    parts.push(CALENDAR_TAIL);
    return parts.join('');
  }

  private feedEvent(meal: FeedMealRow, recipe: FeedRecipeRow, host: string): IcalEvent {
    const time = MEAL_TIMES[meal.meal_type];
    const servings = meal.servings ?? recipe.servings;
    const factor = servings / recipe.servings;
    const link = `${this.appUrl}/calendar?date=${meal.date}&meal=${meal.id}`;
    const description = [
      `${recipe.title}: ${servings} servings, ${recipe.cooking_time} min.`,
      link,
      '',
      'Ingredients:',
      ...recipe.ingredients.map((line) => `- ${scaleIngredientLine(line, factor)}`),
    ].join('\n');
    return {
      uid: `meal-${meal.id}@${host}`,
      start: floatingDateTime(meal.date, time.hour, time.minute),
      durationMinutes: Math.min(Math.max(recipe.cooking_time, 15), 180),
      summary: `${MEAL_TYPE_LABELS[meal.meal_type]}: ${recipe.title}`,
      description,
      url: link,
      categories: MEAL_TYPE_LABELS[meal.meal_type],
    };
  }
}

function sha256(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}
