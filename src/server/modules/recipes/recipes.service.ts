import {
  FEEDBACK_LIST_MAX,
  MAX_SAVED_RECIPES,
  MY_RECIPES_DEFAULT_LIMIT,
  MY_RECIPES_PAGE_BYTES,
  SAVED_INGREDIENTS_LINE,
  SAVED_INGREDIENTS_RECIPES,
  type FeedbackBody,
  type FeedbackState,
  type GenerationOptions,
  type MyRecipeCounts,
  type MyRecipesQuery,
  type RecipeInput,
  type SaveRecipeInput,
  type SavedIngredientLists,
  type SavedRecipe,
} from '../../../shared/api/recipes';
import type { ChefEngine } from '../../chef/engine';
import { ModelEngineError } from '../../chef/model/model-engine';
import type { ChefContext, EngineName } from '../../chef/types';
import { ChefInputError } from '../../chef/types';
import { accountGone, AppError, badRequest, conflict, notFound } from '../../plugins/errors';
import type { RateLimiter } from '../../plugins/rate-limit';
import type { UserRow } from '../auth/auth.repository';
import type { PantryRepository, PantryRow } from '../pantry/pantry.repository';
import type { GenerationStats } from './generation-stats';
import type { FeedbackRow, RecipeRow, RecipesRepository } from './recipes.repository';
import { RATE_LIMITS } from '../../plugins/rate-limits';

export function toSavedRecipe(r: RecipeRow): SavedRecipe {
  return {
    id: r.id,
    userId: r.userId,
    title: r.title,
    cuisine: r.cuisine,
    mealType: r.mealType,
    cookingTime: r.cookingTime,
    servings: r.servings,
    difficulty: r.difficulty,
    ingredients: r.ingredients,
    instructions: r.instructions,
    nutrition: r.nutrition,
    ...(r.sourceUrl ? { sourceUrl: r.sourceUrl } : {}),
    createdAt: r.createdAt.toISOString(),
  };
}

export interface Generation {
  /** The first recipe is already computed, so input errors surface before anything is sent. */
  recipes: AsyncIterable<RecipeInput>;
  engine(): EngineName;
}

export class RecipesService {
  constructor(
    private readonly repo: RecipesRepository,
    private readonly pantry: PantryRepository,
    private readonly chef: ChefEngine,
    private readonly limiter: RateLimiter,
    private readonly stats: GenerationStats,
  ) {}

  /**
   * Starts a generation. Visitors generate as if ignorePantry were set (they have no pantry).
   * Throws before yielding for problems the cook can fix (empty pantry) and for rate limits.
   */
  async generate(
    user: UserRow | null,
    options: GenerationOptions,
    ip: string,
    signal?: AbortSignal,
  ): Promise<Generation> {
    await this.limiter.enforce(
      [
        [`generate:ip:${ip}`, RATE_LIMITS.generate.perAddress],
        ...(user
          ? ([[`generate:user:${user.id}`, RATE_LIMITS.generate.perUser]] as [
              string,
              { max: number; windowSeconds: number },
            ][])
          : []),
      ],
      'recipe requests',
    );
    const [pantry, feedback] = user
      ? await Promise.all([this.pantry.list(user.id), this.repo.recentFeedback(user.id)])
      : [[], []];
    const ctx = chefContext(pantry, feedback);
    const effective: GenerationOptions = user ? options : { ...options, ignorePantry: true };
    let engine: EngineName = this.chef.name;
    const stream = this.chef.generate(effective, ctx, signal, { onEngine: (name) => (engine = name) });
    const iterator = stream[Symbol.asyncIterator]();
    let first: IteratorResult<RecipeInput>;
    try {
      first = await iterator.next();
    } catch (err) {
      throw mapChefError(err);
    }
    const stats = this.stats;
    let count = 0;
    async function* all(): AsyncGenerator<RecipeInput> {
      try {
        if (!first.done) {
          count++;
          yield first.value;
        }
        for (;;) {
          let next: IteratorResult<RecipeInput>;
          try {
            next = await iterator.next();
          } catch (err) {
            throw mapChefError(err);
          }
          if (next.done) break;
          count++;
          yield next.value;
        }
      } finally {
        await iterator.return?.();
        // Off the request path: written with others in a moment (GenerationStats).
        if (count > 0) stats.record(user?.id ?? null, count, engine);
      }
    }
    return { recipes: all(), engine: () => engine };
  }

  /** Saves a recipe (once per content), rate-limited per user and capped at MAX_SAVED_RECIPES. */
  async save(
    userId: number,
    recipe: SaveRecipeInput,
    maxSaved = MAX_SAVED_RECIPES,
  ): Promise<{ recipe: SavedRecipe; created: boolean }> {
    await this.limiter.enforce(
      [
        [`recipes:save:user:${userId}`, RATE_LIMITS.saveRecipe.perUserMinute],
        [`recipes:save:user-hour:${userId}`, RATE_LIMITS.saveRecipe.perUserHour],
      ],
      'saved recipes',
    );
    // Canonical lowercase, like the generator's options, so the meal-type filter and counts agree.
    const input = { ...recipe, cuisine: recipe.cuisine.toLowerCase(), mealType: recipe.mealType.toLowerCase() };
    // The user's row lock counts parallel saves by one user one after the other: never past the cap.
    const result = await this.repo.transaction(async (repo) => {
      if (!(await repo.lockUser(userId))) throw accountGone();
      return repo.save(userId, input, maxSaved);
    });
    if (result === 'full') {
      throw conflict(
        `You can keep up to ${maxSaved.toLocaleString('en-US')} saved recipes. Remove some you no longer cook to save new ones.`,
        'SAVED_RECIPES_LIMIT',
      );
    }
    return { recipe: toSavedRecipe(result.row), created: result.created };
  }

  /** One page, newest first, and the cursor of the next page (undefined on the last one). */
  async listMine(userId: number, query: MyRecipesQuery): Promise<{ recipes: SavedRecipe[]; nextCursor?: number }> {
    const limit = query.limit ?? MY_RECIPES_DEFAULT_LIMIT;
    const rows = await this.repo.listPage(userId, {
      mealType: query.mealType || undefined,
      before: query.cursor,
      limit: limit + 1,
    });
    // At most `limit` recipes and about MY_RECIPES_PAGE_BYTES of JSON (always at least one recipe).
    const page: typeof rows = [];
    let bytes = 0;
    for (const row of rows.slice(0, limit)) {
      bytes += Buffer.byteLength(JSON.stringify([row.title, row.ingredients, row.instructions, row.nutrition]));
      if (page.length > 0 && bytes > MY_RECIPES_PAGE_BYTES) break;
      page.push(row);
    }
    const more = rows.length > page.length;
    return { recipes: page.map(toSavedRecipe), nextCursor: more ? page.at(-1)!.id : undefined };
  }

  async countMine(userId: number): Promise<MyRecipeCounts> {
    const rows = await this.repo.countByMealType(userId);
    return {
      total: rows.reduce((sum, r) => sum + r.count, 0),
      byMealType: Object.fromEntries(rows.map((r) => [r.mealType, r.count])),
    };
  }

  /** The newest saved recipes' ingredient lines, bounded, for the pantry's smart suggestions. */
  async ingredientLists(userId: number): Promise<SavedIngredientLists> {
    const lists = await this.repo.ingredientLists(userId, SAVED_INGREDIENTS_RECIPES, SAVED_INGREDIENTS_LINE);
    return lists.map((ingredients) => ({ ingredients }));
  }

  async remove(userId: number, id: number): Promise<void> {
    // Someone else's recipe answers exactly like a missing one: ids reveal nothing.
    if (!(await this.repo.deleteOwned(userId, id))) throw notFound('Recipe not found.');
  }

  async feedback(userId: number, body: FeedbackBody): Promise<void> {
    await this.repo.setFeedback({ userId, ...body });
  }

  async clearFeedback(userId: number, recipeTitle: string): Promise<void> {
    await this.repo.clearFeedback(userId, recipeTitle);
  }

  /** The cook's current likes and dislikes, newest first (what the cards show). */
  async myFeedback(userId: number): Promise<FeedbackState[]> {
    const rows = await this.repo.recentFeedback(userId, FEEDBACK_LIST_MAX);
    return rows.map((r) => ({ recipeTitle: r.recipeTitle, feedback: r.feedback }));
  }
}

/** Engine failures the cook can act on become 4xx; service failures carry the spec's 'API' wording. */
/** What an engine reads of the cook: their pantry, their newest likes and dislikes, and a fresh seed. */
export function chefContext(
  pantry: readonly Pick<PantryRow, 'ingredientId' | 'frequency'>[],
  feedback: readonly Pick<FeedbackRow, 'recipeTitle' | 'cuisine' | 'ingredients' | 'feedback'>[],
): ChefContext {
  return {
    pantry: pantry.map((p) => ({ ingredientId: p.ingredientId, frequency: p.frequency })),
    feedback: feedback.map((f) => ({
      recipeTitle: f.recipeTitle,
      cuisine: f.cuisine,
      ingredients: f.ingredients,
      feedback: f.feedback,
    })),
    seed: Math.floor(Math.random() * 2 ** 31),
  };
}

export function mapChefError(err: unknown): unknown {
  if (err instanceof ChefInputError) return badRequest(err.message, 'CHEF_INPUT');
  if (err instanceof AppError) return err;
  if (err instanceof ModelEngineError) {
    // The model answered badly (502) or could not answer now (503); both messages say 'API'.
    const bad = err.kind === 'rejected' || err.kind === 'invalid-output';
    return new AppError(bad ? 502 : 503, bad ? 'RECIPE_API_BAD_RESPONSE' : 'RECIPE_API_UNAVAILABLE', err.message);
  }
  return err;
}
