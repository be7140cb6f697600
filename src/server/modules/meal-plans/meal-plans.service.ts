// Plan my week (issue 28): a proposal for every empty slot of a range (nothing saved), and the save
// of a plan: its new recipes saved and every slot scheduled in one transaction, all or nothing.
// The rules of a good plan live in ./planner.ts; the calendar's rules (the date horizon, 12 meals a
// day, the user's row lock) are the scheduling service's and repository's, reused here.

import type { z } from 'zod';
import type {
  GeneratePlanResponse,
  generatePlanBody,
  PlanRecipeInput,
  savePlanBody,
} from '../../../shared/api/meal-plans';
import { MAX_SAVED_RECIPES, type RecipeInput } from '../../../shared/api/recipes';
import type { ScheduledMeal } from '../../../shared/api/scheduled-meals';
import { MEAL_TYPE_LABELS } from '../../../shared/kitchen/meal-slots';
import { generateBatch } from '../../chef/builtin/index';
import type { ChefEngine } from '../../chef/engine';
import { accountGone, AppError, badRequest, conflict, notFound } from '../../plugins/errors';
import type { RateLimiter } from '../../plugins/rate-limit';
import { RATE_LIMITS } from '../../plugins/rate-limits';
import type { PantryRepository } from '../pantry/pantry.repository';
import { RecipesRepository } from '../recipes/recipes.repository';
import { chefContext, mapChefError } from '../recipes/recipes.service';
import { MAX_MEALS_PER_DAY, type ScheduledMealsRepository } from '../scheduled-meals/scheduled-meals.repository';
import { toScheduledMeal, type ScheduledMealsService } from '../scheduled-meals/scheduled-meals.service';
import { planWeek, type FixedMeal, type PlanRecipe, type PlanSlot } from './planner';

type GenerateBody = z.output<typeof generatePlanBody>;
type SaveBody = z.output<typeof savePlanBody>;

const DAY_MS = 86_400_000;
const addDays = (date: string, n: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + n * DAY_MS).toISOString().slice(0, 10);
const slotKey = (s: { date: string; mealType: string }) => `${s.date}|${s.mealType}`;
/** Saved recipes the planner may mix in: the newest this many. */
const SAVED_POOL = 300;

export class MealPlansService {
  constructor(
    private readonly deps: {
      recipes: RecipesRepository;
      pantry: PantryRepository;
      meals: ScheduledMealsRepository;
      schedule: ScheduledMealsService;
      chef: ChefEngine;
      limiter: RateLimiter;
    },
  ) {}

  /** The scheduling service's date rule, with the field named in the message. */
  private assertPlannable(field: string, date: string): void {
    try {
      this.deps.schedule.assertPlannable(date);
    } catch (err) {
      if (err instanceof AppError) throw new AppError(err.statusCode, err.code, `${field}: ${err.message}`);
      throw err;
    }
  }

  async generate(userId: number, body: GenerateBody, signal?: AbortSignal): Promise<GeneratePlanResponse> {
    const start = body.startDate;
    const end = addDays(start, body.days - 1);
    this.assertPlannable('startDate', start);
    this.assertPlannable('days', end);
    const slots: PlanSlot[] = [];
    for (let d = 0; d < body.days; d++)
      for (const mealType of (['breakfast', 'lunch', 'dinner'] as const).filter((m) => body.mealTypes.includes(m)))
        slots.push({ date: addDays(start, d), mealType });
    const inRange = new Set(slots.map(slotKey));
    const lockedAt = new Map<string, number>();
    body.lockedMeals.forEach((m, i) => {
      if (!inRange.has(slotKey(m)))
        throw badRequest(
          `lockedMeals[${i}]: ${m.date} ${m.mealType} is not a slot of this plan (${start} to ${end}: ${body.mealTypes.join(', ')}).`,
          'BAD_RANGE',
        );
      if (lockedAt.has(slotKey(m)))
        throw badRequest(`lockedMeals[${i}]: ${m.date} ${m.mealType} is locked twice.`, 'BAD_REQUEST');
      lockedAt.set(slotKey(m), i);
    });
    await this.deps.limiter.enforce(
      [[`meal-plan:generate:user:${userId}`, RATE_LIMITS.mealPlan.generatePerUser]],
      'meal plans',
    );

    // Two days either side: a protein three days running across the range's edge counts too.
    const [pantry, feedback, around, saved] = await Promise.all([
      this.deps.pantry.list(userId),
      this.deps.recipes.recentFeedback(userId),
      this.deps.meals.listRange(userId, addDays(start, -2), addDays(end, 2), 500),
      body.savedShare > 0 ? this.deps.recipes.listPage(userId, { limit: SAVED_POOL }) : Promise.resolve([]),
    ]);
    const taken = new Set(around.map(({ meal }) => slotKey(meal)));
    for (const [key, i] of lockedAt) {
      if (taken.has(key)) {
        const m = body.lockedMeals[i]!;
        throw conflict(
          `lockedMeals[${i}]: ${m.date} already has a ${MEAL_TYPE_LABELS[m.mealType].toLowerCase()} planned.`,
          'SLOT_TAKEN',
        );
      }
    }
    const fixed: FixedMeal[] = [
      ...around.map(({ meal, recipe }) => ({
        date: meal.date,
        mealType: meal.mealType,
        recipe: toPlanRecipe(recipe),
        kind: 'existing' as const,
      })),
      ...body.lockedMeals.map((m) => ({ ...m, kind: 'locked' as const })),
    ];
    const ctx = chefContext(pantry, feedback);
    const chef = this.deps.chef;
    let fellBack = false;
    const result = await planWeek({
      slots,
      fixed,
      options: {
        servings: body.servings,
        cuisines: body.cuisines,
        maxCookingTime: body.maxCookingTime,
        usePantry: body.usePantry,
        savedShare: body.savedShare,
        creativeDirection: body.creativeDirection || undefined,
      },
      ctx,
      saved: saved.map(toPlanRecipe),
      // The built-in engine answers synchronously; a model goes through the generator's engine
      // choice and fallback, one batch per (cuisine, meal type) search.
      generate:
        chef.name === 'builtin'
          ? (options, seed) => generateBatch(options, { ...ctx, seed })
          : async (options, seed) => {
              try {
                const r = await chef.generateWithFallback(options, { ...ctx, seed }, signal);
                if (r.fallbackReason) fellBack = true;
                return r.recipes;
              } catch (err) {
                throw mapChefError(err);
              }
            },
    });
    const notes = fellBack
      ? [...result.notes, 'The recipe model did not answer for every meal, so the built-in chef wrote some of them.']
      : result.notes;
    return {
      plan: result.plan.map((p) => ({ date: p.date, mealType: p.mealType, recipe: p.recipe, source: p.source })),
      notes,
    };
  }

  /** Saves the plan's new recipes and schedules every slot in one transaction: all or nothing. */
  async save(userId: number, body: SaveBody): Promise<ScheduledMeal[]> {
    const seen = new Map<string, number>();
    body.plan.forEach((m, i) => {
      this.assertPlannable(`plan[${i}].date`, m.date);
      const j = seen.get(slotKey(m));
      if (j !== undefined) throw badRequest(`plan[${i}]: ${m.date} ${m.mealType} is planned twice (plan[${j}]).`);
      seen.set(slotKey(m), i);
    });
    await this.deps.limiter.enforce(
      [
        [`meal-plan:save:user:${userId}`, RATE_LIMITS.mealPlan.savePerUserMinute],
        [`meal-plan:save:user-hour:${userId}`, RATE_LIMITS.mealPlan.savePerUserHour],
      ],
      'saved meal plans',
    );
    const dates = body.plan.map((m) => m.date).sort();
    const ids = await this.deps.meals.transaction(async (meals) => {
      // The user's row lock: parallel saves (and single schedules) of one cook go one after another,
      // so a slot is taken once and a day's cap is counted right.
      if (!(await meals.lockUser(userId))) throw accountGone();
      const recipes = meals.join(RecipesRepository);
      const taken = new Set(
        (await meals.listRange(userId, dates[0]!, dates.at(-1)!, MAX_MEALS_PER_DAY * 15)).map(({ meal }) =>
          slotKey(meal),
        ),
      );
      const out: number[] = [];
      for (const [i, m] of body.plan.entries()) {
        if (taken.has(slotKey(m)))
          throw conflict(
            `plan[${i}]: ${m.date} already has a ${MEAL_TYPE_LABELS[m.mealType].toLowerCase()} planned. Plan again to fill only the empty slots.`,
            'SLOT_TAKEN',
          );
        let recipeId = m.recipe.id;
        if (recipeId === undefined) {
          const saved = await recipes.save(userId, canonical(m.recipe), MAX_SAVED_RECIPES);
          if (saved === 'full')
            throw conflict(
              `plan[${i}]: you keep ${MAX_SAVED_RECIPES.toLocaleString('en-US')} saved recipes already. Remove some you no longer cook, then save the plan.`,
              'SAVED_RECIPES_LIMIT',
            );
          recipeId = saved.row.id;
        }
        const id = await meals.insertOwned(userId, { recipeId, date: m.date, mealType: m.mealType, servings: null });
        if (id === undefined) {
          if (m.recipe.id !== undefined && !(await meals.ownsRecipe(userId, m.recipe.id)))
            throw notFound(`plan[${i}].recipe.id: recipe not found: save it first, then plan it.`);
          throw conflict(
            `plan[${i}]: ${m.date} already has ${MAX_MEALS_PER_DAY} planned meals: remove one first.`,
            'DAY_FULL',
          );
        }
        taken.add(slotKey(m));
        out.push(id);
      }
      return out;
    });
    const wanted = new Set(ids);
    const rows = await this.deps.meals.listRange(userId, dates[0]!, dates.at(-1)!, MAX_MEALS_PER_DAY * 15);
    return rows.filter(({ meal }) => wanted.has(meal.id)).map(toScheduledMeal);
  }
}

/** A stored recipe as the planner reads it (with its id: scheduled as is when picked). */
function toPlanRecipe(r: {
  id: number;
  title: string;
  cuisine: string;
  mealType: string;
  cookingTime: number;
  servings: number;
  difficulty: RecipeInput['difficulty'];
  ingredients: string[];
  instructions: string[];
  nutrition: RecipeInput['nutrition'];
}): PlanRecipe {
  return {
    id: r.id,
    title: r.title,
    cuisine: r.cuisine,
    mealType: r.mealType,
    cookingTime: r.cookingTime,
    servings: r.servings,
    difficulty: r.difficulty,
    ingredients: r.ingredients,
    instructions: r.instructions,
    nutrition: r.nutrition,
  };
}

/** As RecipesService.save stores a recipe: lowercase cuisine and meal type, no id or notes. */
function canonical(r: PlanRecipeInput): RecipeInput {
  const { id: _id, notes: _notes, ...recipe } = r;
  return { ...recipe, cuisine: recipe.cuisine.toLowerCase(), mealType: recipe.mealType.toLowerCase() };
}
