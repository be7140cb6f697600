import {
  ACCOUNT_DATA_FORMAT,
  ACCOUNT_DATA_VERSION,
  type AccountImportBody,
  type AccountImportResult,
} from '../../../shared/api/account-data';
import { CATALOGUE_BY_ID } from '../../../shared/kitchen/catalogue';
import { MAX_SAVED_RECIPES } from '../../../shared/api/recipes';
import { accountGone } from '../../plugins/errors';
import type { RateLimiter } from '../../plugins/rate-limit';
import { RATE_LIMITS } from '../../plugins/rate-limits';
import { contentHash } from '../recipes/recipes.repository';
import { toPantryItem } from '../pantry/pantry.service';
import { toSavedRecipe } from '../recipes/recipes.service';
import { MAX_MEALS_PER_DAY } from '../scheduled-meals/scheduled-meals.repository';
import { SCHEDULE_HORIZON_DAYS, utcDay } from '../scheduled-meals/scheduled-meals.service';
import type { AccountDataRepository, MealInsert, RecipeInsert } from './account-data.repository';

/** Rows read per query while exporting: each page is one short step of the event loop. */
const PAGE = 200;
/** Rows per INSERT while importing. */
const BATCH = 500;

const iso = (d: Date | null) => d?.toISOString() ?? null;

/**
 * A cook's own data (issue 30): the export streams one JSON document page by page (no snapshot:
 * a slow download must not hold a transaction, which on PGlite would hold the one connection), and
 * the import takes recipes, pantry and meals into the signed-in account in one transaction.
 */
export class AccountDataService {
  constructor(
    private readonly repo: AccountDataRepository,
    private readonly limiter: RateLimiter,
    private readonly source: string,
  ) {}

  /** Rate limit, and the account's row (checked before the first byte goes out). */
  async startExport(userId: number) {
    await this.limiter.enforce([[`account-export:user:${userId}`, RATE_LIMITS.accountExport.perUser]], 'downloads');
    const user = await this.repo.user(userId);
    if (!user) throw accountGone();
    return user;
  }

  /** The document in pieces: the caller streams them as they come (backpressure pauses the reads). */
  async *exportDocument(user: NonNullable<Awaited<ReturnType<AccountDataRepository['user']>>>): AsyncGenerator<string> {
    const head = {
      format: ACCOUNT_DATA_FORMAT,
      version: ACCOUNT_DATA_VERSION,
      exportedAt: new Date().toISOString(),
      source: this.source,
      profile: {
        username: user.username,
        email: user.email,
        emailVerified: user.emailVerified,
        firstName: user.firstName,
        lastName: user.lastName,
        role: user.role,
        createdAt: iso(user.createdAt),
        lastLoginAt: iso(user.lastLoginAt),
        totalAppTimeMinutes: user.totalAppTimeMinutes,
      },
      preferences: {
        productEmails: !user.marketingOptOut,
        onboardingCompletedAt: iso(user.onboardingCompletedAt),
        // Measurements (null: recipes read as written). The import leaves preferences alone.
        unitSystem: user.unitSystem ?? null,
        temperature: user.temperature ?? null,
      },
    };
    yield JSON.stringify(head).slice(0, -1);
    const pantry = await this.repo.pantry(user.id);
    yield `,"pantry":${JSON.stringify(pantry.map(toPantryItem))}`;

    yield* this.pages(
      'savedRecipes',
      (after) => this.repo.recipesPage(user.id, after, PAGE),
      (r) => {
        const { userId: _owner, ...recipe } = toSavedRecipe(r);
        return recipe;
      },
    );
    yield* this.pages(
      'scheduledMeals',
      (after) => this.repo.mealsPage(user.id, after, PAGE),
      (m) => ({
        id: m.id,
        recipeId: m.recipeId,
        date: m.date,
        mealType: m.mealType,
        servings: m.servings,
        createdAt: iso(m.createdAt),
      }),
    );
    yield* this.pages(
      'feedback',
      (after) => this.repo.feedbackPage(user.id, after, PAGE),
      (f) => ({
        recipeTitle: f.recipeTitle,
        cuisine: f.cuisine,
        ingredients: f.ingredients,
        feedback: f.feedback,
        createdAt: iso(f.createdAt),
      }),
    );
    yield* this.pages(
      'chatConversations',
      (after) => this.repo.conversationsPage(user.id, after, PAGE),
      (c) => ({ id: c.id, title: c.title, recipe: c.recipe, createdAt: iso(c.createdAt), updatedAt: iso(c.updatedAt) }),
    );
    yield* this.pages(
      'chatMessages',
      async (after) => (await this.repo.messagesPage(user.id, after, PAGE)).map((r) => r.message),
      (m) => ({
        id: m.id,
        conversationId: m.conversationId,
        role: m.role,
        content: m.content,
        engine: m.engine,
        createdAt: iso(m.createdAt),
      }),
    );
    yield '}\n';
  }

  /** `,"key":[…]`, read by id in pages of PAGE rows. */
  private async *pages<R extends { id: number }>(
    key: string,
    page: (after: number) => Promise<R[]>,
    map: (row: R) => unknown,
  ): AsyncGenerator<string> {
    yield `,${JSON.stringify(key)}:[`;
    let after = 0;
    let first = true;
    for (;;) {
      const rows = await page(after);
      if (rows.length === 0) break;
      const body = rows.map((r) => JSON.stringify(map(r))).join(',');
      yield first ? body : `,${body}`;
      first = false;
      after = rows.at(-1)!.id;
      if (rows.length < PAGE) break;
    }
    yield ']';
  }

  /**
   * Takes a file from 'Download my data' into this account: recipes (once per content, up to
   * MAX_SAVED_RECIPES), pantry ingredients this Chowdr knows and the cook does not have yet, and
   * meals within the calendar's range on days with room, each not already planned. All in one
   * transaction under the account's row lock, so two imports (or an import and a save) run in turn.
   */
  async import(userId: number, file: AccountImportBody): Promise<AccountImportResult> {
    await this.limiter.enforce([[`account-import:user:${userId}`, RATE_LIMITS.accountImport.perUser]], 'imports');

    // Recipes: canonical lowercase like a save; the first of two with the same content wins.
    const byHash = new Map<string, { fileId: number; row: RecipeInsert }>();
    const fileIdToHash = new Map<number, string>();
    for (const r of file.savedRecipes) {
      const { id, ...input } = r;
      const recipe = { ...input, cuisine: input.cuisine.toLowerCase(), mealType: input.mealType.toLowerCase() };
      const hash = contentHash(recipe);
      if (!fileIdToHash.has(id)) fileIdToHash.set(id, hash);
      if (!byHash.has(hash)) byHash.set(hash, { fileId: id, row: { ...recipe, userId, contentHash: hash } });
    }

    const now = Date.now();
    const seenPantry = new Set<string>();
    const pantryRows = file.pantry.flatMap((p) => {
      if (!CATALOGUE_BY_ID.has(p.ingredientId) || seenPantry.has(p.ingredientId)) return [];
      seenPantry.add(p.ingredientId);
      const added = new Date(p.addedDate);
      return [
        {
          userId,
          ingredientId: p.ingredientId,
          frequency: p.frequency,
          addedAt: added.getTime() > now ? new Date(now) : added,
        },
      ];
    });

    const first = utcDay(-SCHEDULE_HORIZON_DAYS.past);
    const last = utcDay(SCHEDULE_HORIZON_DAYS.future);

    return this.repo.transaction(async (repo) => {
      if (!(await repo.lockUser(userId))) throw accountGone();

      const ids = await repo.recipeIdsByHash(userId);
      const fresh = [...byHash.entries()].filter(([hash]) => !ids.has(hash)).map(([, v]) => v.row);
      const room = Math.max(0, MAX_SAVED_RECIPES - ids.size);
      const toInsert = fresh.slice(0, room);
      let recipesAdded = 0;
      for (let i = 0; i < toInsert.length; i += BATCH) {
        for (const r of await repo.insertRecipes(toInsert.slice(i, i + BATCH))) {
          ids.set(r.hash, r.id);
          recipesAdded += 1;
        }
      }

      const pantryHave = await repo.pantryIds(userId);
      const pantryNew = pantryRows.filter((p) => !pantryHave.has(p.ingredientId));
      let pantryAdded = 0;
      for (let i = 0; i < pantryNew.length; i += BATCH)
        pantryAdded += await repo.insertPantry(pantryNew.slice(i, i + BATCH));

      // Meals: only of recipes now in the account, within range, not already planned, with room that day.
      const candidates = file.scheduledMeals.flatMap((m) => {
        const hash = fileIdToHash.get(m.recipeId);
        const recipeId = hash === undefined ? undefined : ids.get(hash);
        if (recipeId === undefined || m.date < first || m.date > last) return [];
        return [{ recipeId, date: m.date, mealType: m.mealType, servings: m.servings ?? null }];
      });
      const dates = [...new Set(candidates.map((m) => m.date))];
      const planned = new Set<string>();
      const perDay = new Map<string, number>();
      for (const m of await repo.mealsOn(userId, dates)) {
        planned.add(`${m.recipeId}|${m.date}|${m.mealType}`);
        perDay.set(m.date, (perDay.get(m.date) ?? 0) + 1);
      }
      const meals: MealInsert[] = [];
      for (const m of candidates) {
        const key = `${m.recipeId}|${m.date}|${m.mealType}`;
        const count = perDay.get(m.date) ?? 0;
        if (planned.has(key) || count >= MAX_MEALS_PER_DAY) continue;
        planned.add(key);
        perDay.set(m.date, count + 1);
        meals.push({ userId, ...m });
      }
      let mealsAdded = 0;
      for (let i = 0; i < meals.length; i += BATCH) mealsAdded += await repo.insertMeals(meals.slice(i, i + BATCH));

      const result = {
        recipes: { added: recipesAdded, skipped: file.savedRecipes.length - recipesAdded },
        pantry: { added: pantryAdded, skipped: file.pantry.length - pantryAdded },
        meals: { added: mealsAdded, skipped: file.scheduledMeals.length - mealsAdded },
      };
      return {
        message: `Imported ${result.recipes.added} recipes, ${result.pantry.added} pantry ingredients and ${result.meals.added} meals.`,
        ...result,
      };
    });
  }
}
