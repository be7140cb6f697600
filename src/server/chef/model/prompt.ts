// What the model engine asks: the strict JSON schema of the answer and the prompt built from
// the cook's options, pantry and feedback.

import type { ChatCompletionMessageParam } from 'openai/resources/chat/completions';
import { z } from 'zod';
import { BATCH_SIZE, MEAL_TYPES, recipeInput, type GenerationOptions } from '../../../shared/api/recipes';
import { FREQUENCIES } from '../../../shared/api/pantry';
import { CATALOGUE_BY_ID } from '../../../shared/kitchen/catalogue';
import type { ChefContext } from '../types';
import { isRecord } from './recipe-scanner';

// ---------------------------------------------------------------------------
// The response schema

/** Keywords OpenAI's strict structured outputs reject; bounds are enforced by zod afterwards. */
const UNSUPPORTED_KEYWORDS = new Set(['$schema', 'minLength', 'maxLength', 'default']);

/**
 * Makes a JSON schema acceptable to strict mode: every object lists all its properties as
 * required and forbids others, and unsupported keywords are dropped.
 */
export function toStrictJsonSchema(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(toStrictJsonSchema);
  if (!isRecord(node)) return node;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(node)) {
    if (UNSUPPORTED_KEYWORDS.has(key)) continue;
    // 'properties' maps names to schemas: keep every name (a property may be called 'default').
    out[key] =
      key === 'properties' && isRecord(value)
        ? Object.fromEntries(Object.entries(value).map(([k, v]) => [k, toStrictJsonSchema(v)]))
        : toStrictJsonSchema(value);
  }
  if (out.type === 'object' && isRecord(out.properties)) {
    out.required = Object.keys(out.properties);
    out.additionalProperties = false;
  }
  return out;
}

/** `{recipes: RecipeInput[]}` as a strict JSON schema, narrowed by the options the model must obey. */
export function recipeResponseSchema(options: GenerationOptions): Record<string, unknown> {
  const recipe = recipeInput.extend({
    cuisine: options.cuisine === 'any' ? recipeInput.shape.cuisine : z.enum([options.cuisine]),
    mealType: z.enum(options.mealType ? [options.mealType] : MEAL_TYPES),
    cookingTime: z
      .number()
      .int()
      .min(1)
      .max(options.maxCookingTime ?? 24 * 60),
  });
  return toStrictJsonSchema(z.toJSONSchema(z.object({ recipes: z.array(recipe) }), { io: 'output' })) as Record<
    string,
    unknown
  >;
}

// ---------------------------------------------------------------------------
// The prompt

const MAX_PANTRY_IN_PROMPT = 80;
const MAX_FEEDBACK_IN_PROMPT = 10;
const MAX_EXCLUDED_IN_PROMPT = 100;

const SYSTEM_PROMPT = [
  'You are the recipe writer of Chowdr, a recipe app for home cooks. You write original, realistic recipes that work in a home kitchen.',
  'Answer with one JSON object of the form {"recipes": [...]} and nothing else.',
  'Each recipe has: title (short and appetising; every title distinct), cuisine, mealType (breakfast, lunch, dinner, snack or dessert), cookingTime (total minutes including preparation, an integer), servings, difficulty (easy, medium or hard), ingredients, instructions and nutrition.',
  'ingredients: one line per ingredient, amount and unit first, scaled to the servings, metric weights or cups and spoons, e.g. "200 g chicken breast, diced", "1 tbsp olive oil", "2 cloves garlic, minced", "Salt, to taste".',
  'instructions: 4 to 10 clear steps, one action each, without step numbers.',
  'nutrition: per serving; calories in kcal; protein, carbs, fat and fiber in grams.',
].join('\n');

export function pantryLines(ctx: ChefContext): string[] {
  const rank = (f: string) => FREQUENCIES.indexOf(f as (typeof FREQUENCIES)[number]);
  return [...ctx.pantry]
    .sort((a, b) => rank(a.frequency) - rank(b.frequency))
    .map((p) => {
      const name = CATALOGUE_BY_ID.get(p.ingredientId)?.name;
      return name ? `${name} (${p.frequency})` : undefined;
    })
    .filter((line): line is string => line !== undefined)
    .slice(0, MAX_PANTRY_IN_PROMPT);
}

function feedbackLines(ctx: ChefContext): string[] {
  return ctx.feedback.slice(0, MAX_FEEDBACK_IN_PROMPT).map((f) => {
    const cuisine = f.cuisine ? ` (${f.cuisine})` : '';
    return `${f.feedback === 'like' ? 'liked' : 'disliked'}: ${JSON.stringify(f.recipeTitle)}${cuisine}`;
  });
}

/** The user message: the request as a list of requirements. Free text from the cook is quoted. */
export function buildUserPrompt(options: GenerationOptions, ctx: ChefContext): string {
  const lines = [`Write ${BATCH_SIZE} distinct recipes.`];
  lines.push(
    options.cuisine === 'any' ? '- Cuisine: any; vary the cuisines.' : `- Cuisine: ${options.cuisine}.`,
    `- Servings: ${options.servings}; scale every amount for ${options.servings}.`,
  );
  if (options.specialIngredient)
    lines.push(`- Every recipe must feature: ${JSON.stringify(options.specialIngredient)}.`);
  if (options.maxCookingTime) lines.push(`- Total cooking time: at most ${options.maxCookingTime} minutes.`);
  if (options.mealType) lines.push(`- Meal type: ${options.mealType}.`);
  if (options.texturePreference) lines.push(`- Preferred texture: ${options.texturePreference}.`);
  if (options.creativeMode) {
    const direction = options.creativeDirection ? ` Direction: ${JSON.stringify(options.creativeDirection)}.` : '';
    lines.push(`- Creative mode: surprising but sound combinations and techniques.${direction}`);
    if (options.cuisine !== 'any')
      lines.push(
        `  Keep the dishes ${options.cuisine} unless the direction names another cuisine; honour every word of the direction in the ingredients or technique.`,
      );
  }
  // The same bars the built-in engine meets (see ../README.md).
  lines.push(
    '- Each recipe is a real dish for its meal type: at least four ingredients beyond salt, pepper and water; no two recipes of the same kind of dish; every listed ingredient is used in the steps.',
  );
  const pantry = pantryLines(ctx);
  if (options.ignorePantry) {
    lines.push('- Explore new ingredients: ignore what the cook has at home.');
  } else if (pantry.length > 0) {
    lines.push(
      `- Build the recipes mainly from the cook's pantry (how often they have each item): ${pantry.join(', ')}.`,
      '  Staples (salt, pepper, oil, water) may be added; keep other purchases few.',
    );
  } else {
    lines.push('- No pantry given: use ingredients from an ordinary supermarket.');
  }
  const feedback = feedbackLines(ctx);
  if (feedback.length > 0) {
    lines.push(
      `- The cook's recent feedback (lean towards liked dishes, avoid disliked ones): ${feedback.join('; ')}.`,
    );
  }
  // The newest exclusions are at the end of the list (load-more appends).
  const excluded = options.excludedRecipes.slice(-MAX_EXCLUDED_IN_PROMPT);
  if (excluded.length > 0)
    lines.push(`- Do not repeat these titles: ${excluded.map((t) => JSON.stringify(t)).join(', ')}.`);
  return lines.join('\n');
}

const RETRY_NOTE =
  'Your previous answer was not usable. Reply with only the JSON object {"recipes": [...]} following the schema and every requirement above.';

export function buildMessages(
  options: GenerationOptions,
  ctx: ChefContext,
  retry: boolean,
): ChatCompletionMessageParam[] {
  const user = buildUserPrompt(options, ctx);
  return [
    { role: 'system', content: SYSTEM_PROMPT },
    { role: 'user', content: retry ? `${user}\n\n${RETRY_NOTE}` : user },
  ];
}
