import { createHash, randomBytes } from 'node:crypto';
import type {
  CalendarFeedStatus,
  ScheduledMeal,
  ScheduleMealBody,
  UpdateScheduledMealBody,
} from '../../../shared/api/scheduled-meals';
import { MAX_RANGE_DAYS, MEAL_TIMES, MEAL_TYPE_LABELS } from '../../../shared/kitchen/meal-slots';
import { scaleIngredientLine } from '../../../shared/kitchen/units';
import { badRequest, conflict, notFound } from '../../plugins/errors';
import { toSavedRecipe } from '../recipes/recipes.service';
import { buildCalendar, floatingDateTime, type IcalEvent } from './ical';
import { MAX_MEALS_PER_DAY, type MealWithRecipe, type ScheduledMealsRepository } from './scheduled-meals.repository';

const DAY_MS = 86_400_000;

/** yyyy-MM-dd of a UTC day offset from now. */
export function utcDay(offsetDays = 0, now = Date.now()): string {
  return new Date(now + offsetDays * DAY_MS).toISOString().slice(0, 10);
}

function dayNumber(date: string): number {
  return Date.parse(`${date}T00:00:00Z`) / DAY_MS;
}

export function toScheduledMeal({ meal, recipe }: MealWithRecipe): ScheduledMeal {
  return {
    id: meal.id,
    date: meal.date,
    mealType: meal.mealType,
    recipeId: meal.recipeId,
    servings: meal.servings ?? recipe.servings,
    recipe: toSavedRecipe(recipe),
  };
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
  ) {}

  /** A client's day may be one behind UTC, so "yesterday" is the earliest day that can be planned. */
  private assertPlannable(date: string): void {
    if (date < utcDay(-1)) throw badRequest(`${date} is in the past: choose today or a later day.`, 'DATE_IN_PAST');
  }

  async schedule(userId: number, body: ScheduleMealBody): Promise<ScheduledMeal> {
    this.assertPlannable(body.date);
    let id: number | undefined;
    try {
      id = await this.repo.insertOwned(userId, {
        recipeId: body.recipeId,
        date: body.date,
        mealType: body.mealType,
        servings: body.servings ?? null,
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

  async list(userId: number, startDate: string, endDate: string): Promise<ScheduledMeal[]> {
    if (endDate < startDate) throw badRequest('endDate is before startDate.', 'BAD_RANGE');
    if (dayNumber(endDate) - dayNumber(startDate) + 1 > MAX_RANGE_DAYS) {
      throw badRequest(`A range may cover at most ${MAX_RANGE_DAYS} days.`, 'RANGE_TOO_LONG');
    }
    return (await this.repo.listRange(userId, startDate, endDate)).map(toScheduledMeal);
  }

  async update(userId: number, id: number, body: UpdateScheduledMealBody): Promise<ScheduledMeal> {
    if (body.date !== undefined) this.assertPlannable(body.date);
    const patch = {
      ...(body.date !== undefined ? { date: body.date } : {}),
      ...(body.mealType !== undefined ? { mealType: body.mealType } : {}),
      ...(body.servings !== undefined ? { servings: body.servings } : {}),
    };
    if (!(await this.repo.updateOwned(userId, id, patch))) {
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

  /** The feed for a token; any wrong, old or malformed token is the same 404. */
  async feed(rawToken: string): Promise<string> {
    const token = rawToken.endsWith('.ics') ? rawToken.slice(0, -4) : rawToken;
    if (!TOKEN_RE.test(token)) throw notFound();
    const row = await this.repo.feedByTokenHash(sha256(token));
    if (!row) throw notFound();
    // From a month back to a year ahead: what a calendar app shows.
    const meals = await this.repo.listRange(row.userId, utcDay(-31), utcDay(MAX_RANGE_DAYS - 32));
    const host = new URL(this.appUrl).host;
    const events: IcalEvent[] = meals.map(({ meal, recipe }) => {
      const time = MEAL_TIMES[meal.mealType];
      const servings = meal.servings ?? recipe.servings;
      const factor = servings / recipe.servings;
      const link = `${this.appUrl}/calendar?date=${meal.date}&meal=${meal.id}`;
      const description = [
        `${recipe.title}: ${servings} servings, ${recipe.cookingTime} min.`,
        link,
        '',
        'Ingredients:',
        ...recipe.ingredients.map((line) => `- ${scaleIngredientLine(line, factor)}`),
      ].join('\n');
      return {
        uid: `meal-${meal.id}@${host}`,
        start: floatingDateTime(meal.date, time.hour, time.minute),
        durationMinutes: Math.min(Math.max(recipe.cookingTime, 15), 180),
        summary: `${MEAL_TYPE_LABELS[meal.mealType]}: ${recipe.title}`,
        description,
        url: link,
        categories: MEAL_TYPE_LABELS[meal.mealType],
      };
    });
    return buildCalendar({ name: 'Chowdr meals', events });
  }
}

function sha256(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}
