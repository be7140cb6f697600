// The model engine: recipes from any OpenAI-compatible chat endpoint (OpenAI, Ollama,
// vLLM, llama.cpp server).
//
// The model is asked for {"recipes": [...]} under a strict JSON schema derived from the
// shared zod schema, and the answer is streamed: each recipe is handed on as soon as its
// JSON object closes, so the first card can render while the model still writes the rest.
// Nothing the model says is trusted as-is: every recipe is validated with zod, the options
// are enforced again here, and nutrition is recomputed from the catalogue.

import type OpenAI from 'openai';
import type {
  ChatCompletion,
  ChatCompletionCreateParamsStreaming,
  ChatCompletionMessageParam,
} from 'openai/resources/chat/completions';
import { z } from 'zod';
import {
  BATCH_SIZE,
  MEAL_TYPES,
  recipeInput,
  type GenerationOptions,
  type RecipeInput,
} from '../../../shared/api/recipes';
import { FREQUENCIES } from '../../../shared/api/pantry';
import { CATALOGUE_BY_ID } from '../../../shared/kitchen/catalogue';
import { ChefInputError, type ChefContext, type RecipeEngine } from '../types';
import { applyCatalogueNutrition } from '../nutrition';
import { createModelClient, describeModelFailure, startDeadline } from '../../lib/model-client';

// ---------------------------------------------------------------------------
// Errors

/** Why the model could not answer; routes map these to 502/503 and the engine selector falls back. */
export type ModelFailure = 'timeout' | 'rate-limited' | 'unavailable' | 'rejected' | 'invalid-output';

/**
 * A failure of the recipe model service. Messages always contain 'API' (the web client
 * maps such messages to 'Recipe generation service is temporarily unavailable') and never
 * contain the API key or the provider's raw error text.
 */
export class ModelEngineError extends Error {
  constructor(
    message: string,
    readonly kind: ModelFailure,
    readonly status?: number,
  ) {
    super(message);
    this.name = 'ModelEngineError';
  }
}

const invalidResponse = () => new ModelEngineError('Recipe API returned an invalid response', 'invalid-output');

// ---------------------------------------------------------------------------
// Incremental JSON: complete recipe objects out of a growing text

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * Finds the objects inside the answer's recipe array while the text is still arriving.
 *
 * It tracks container nesting (respecting strings and escapes) and cuts out each object
 * that sits directly in an array at the top of the document: `{"recipes": [ {..}, {..} ]}`
 * or a bare `[ {..}, {..} ]`. Text before the first bracket (a code fence, a preamble) is
 * skipped. finish() falls back to parsing the whole text for answers of another shape.
 */
export class RecipeArrayScanner {
  private text = '';
  private pos = 0;
  private readonly stack: ('{' | '[')[] = [];
  private inString = false;
  private escaped = false;
  private started = false;
  private itemStart = -1;
  /** Where the answer starts (after a reasoning block). */
  private bodyStart = 0;
  /** Objects cut out so far (including ones that failed JSON.parse). */
  found = 0;

  /** Adds text; returns the objects it completed. Objects that are not valid JSON are skipped. */
  push(chunk: string): unknown[] {
    this.text += chunk;
    const out: unknown[] = [];
    if (!this.skipReasoning()) return out;
    for (; this.pos < this.text.length; this.pos++) {
      const c = this.text[this.pos]!;
      if (this.inString) {
        if (this.escaped) this.escaped = false;
        else if (c === '\\') this.escaped = true;
        else if (c === '"') this.inString = false;
        continue;
      }
      // Outside the JSON document quotes mean nothing (prose, code fences).
      if (this.stack.length === 0 && c !== '{' && c !== '[') continue;
      if (c === '"') {
        this.inString = true;
      } else if (c === '{' || c === '[') {
        if (!this.started) this.started = true;
        else if (c === '{' && this.atItemLevel()) this.itemStart = this.pos;
        this.stack.push(c);
      } else if (c === '}' || c === ']') {
        this.stack.pop();
        if (c === '}' && this.itemStart >= 0 && this.atItemLevel()) {
          const item = this.text.slice(this.itemStart, this.pos + 1);
          this.itemStart = -1;
          this.found++;
          try {
            out.push(JSON.parse(item));
          } catch {
            // A broken object; the others may still be fine.
          }
        }
      }
    }
    return out;
  }

  /**
   * Reasoning models served without a schema (Ollama's qwen3, deepseek-r1) open with a
   * <think> block whose braces are not the answer: wait for its end and scan after it.
   */
  private skipReasoning(): boolean {
    if (this.started || this.pos > 0) return true;
    const lead = this.text.trimStart();
    if (!'<think>'.startsWith(lead.slice(0, 7))) return true;
    const end = this.text.indexOf('</think>');
    if (end < 0) return false;
    this.pos = this.bodyStart = end + '</think>'.length;
    return true;
  }

  /** Items of the recipe array sit in an array that is the document or a member of it. */
  private atItemLevel(): boolean {
    const s = this.stack;
    return (s.length === 1 && s[0] === '[') || (s.length === 2 && s[0] === '{' && s[1] === '[');
  }

  /**
   * After the last chunk: when streaming found no objects, parse the whole text, which
   * accepts a single recipe object. Throws an invalid-output error when it is not JSON.
   */
  finish(): unknown[] {
    if (this.found > 0) return [];
    const body = this.text.slice(this.bodyStart);
    const start = body.search(/[{[]/);
    const end = Math.max(body.lastIndexOf('}'), body.lastIndexOf(']'));
    if (start < 0 || end < start) throw invalidResponse();
    let doc: unknown;
    try {
      doc = JSON.parse(body.slice(start, end + 1));
    } catch {
      throw invalidResponse();
    }
    if (Array.isArray(doc)) return doc;
    if (isRecord(doc) && Array.isArray(doc.recipes)) return doc.recipes;
    if (isRecord(doc) && typeof doc.title === 'string') return [doc];
    return [];
  }
}

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

function pantryLines(ctx: ChefContext): string[] {
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

function buildMessages(options: GenerationOptions, ctx: ChefContext, retry: boolean): ChatCompletionMessageParam[] {
  const user = buildUserPrompt(options, ctx);
  return [
    { role: 'system', content: SYSTEM_PROMPT },
    { role: 'user', content: retry ? `${user}\n\n${RETRY_NOTE}` : user },
  ];
}

// ---------------------------------------------------------------------------
// Candidates to recipes: normalise, validate, enforce the options

const toNumber = (v: unknown): number =>
  typeof v === 'number' ? v : typeof v === 'string' ? Number.parseFloat(v) : NaN;
const lower = (v: unknown): unknown => (typeof v === 'string' ? v.trim().toLowerCase() : v);

/** Models number their steps although asked not to; the UI numbers them itself. */
const stripStepNumber = (v: unknown): unknown =>
  typeof v === 'string' ? v.replace(/^\s*(?:step\s*)?\d+\s*[.):-]\s+/i, '') : v;

/** Model nutrition is replaced or clamped later; here it only has to pass the schema. */
function looseNutrition(v: unknown): Record<string, number> {
  const n = isRecord(v) ? v : {};
  const num = (x: unknown) => {
    const value = toNumber(x);
    return Number.isFinite(value) && value > 0 ? value : 0;
  };
  return {
    calories: num(n.calories),
    protein: num(n.protein),
    carbs: num(n.carbs),
    fat: num(n.fat),
    fiber: num(n.fiber),
  };
}

/** A candidate object as a RecipeInput with the requested servings and cuisine, or undefined. */
export function toRecipe(candidate: unknown, options: GenerationOptions): RecipeInput | undefined {
  if (!isRecord(candidate)) return undefined;
  const parsed = recipeInput.safeParse({
    ...candidate,
    cuisine: options.cuisine === 'any' ? lower(candidate.cuisine) : options.cuisine,
    mealType: lower(candidate.mealType),
    difficulty: lower(candidate.difficulty),
    cookingTime: Math.round(toNumber(candidate.cookingTime)),
    servings: options.servings,
    instructions: Array.isArray(candidate.instructions)
      ? candidate.instructions.map(stripStepNumber)
      : candidate.instructions,
    nutrition: looseNutrition(candidate.nutrition),
  });
  return parsed.success ? parsed.data : undefined;
}

const titleKey = (title: string) =>
  title
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();

/** Keeps a batch within the options: time limit, meal type, no excluded or repeated titles. */
class BatchGate {
  private readonly taken: Set<string>;
  accepted = 0;
  rejected = 0;

  constructor(private readonly options: GenerationOptions) {
    this.taken = new Set(options.excludedRecipes.map(titleKey));
  }

  /** The recipe ready to hand out, or undefined when it breaks a rule. */
  admit(candidate: unknown): RecipeInput | undefined {
    const recipe = toRecipe(candidate, this.options);
    if (!recipe || !this.fits(recipe)) {
      this.rejected++;
      return undefined;
    }
    this.taken.add(titleKey(recipe.title));
    this.accepted++;
    return applyCatalogueNutrition(recipe);
  }

  private fits(recipe: RecipeInput): boolean {
    const { maxCookingTime, mealType } = this.options;
    if (maxCookingTime !== undefined && recipe.cookingTime > maxCookingTime) return false;
    if (mealType !== undefined && recipe.mealType !== mealType) return false;
    return !this.taken.has(titleKey(recipe.title));
  }
}

// ---------------------------------------------------------------------------
// Talking to the endpoint

export interface ModelEngineOptions {
  baseURL: string;
  apiKey: string;
  model: string;
  /** The most one generate() call may take, retry included. */
  timeoutMs: number;
  /** For tests and custom agents. */
  fetch?: typeof fetch;
}

type JsonMode = 'schema' | 'prompt-only';

function requestBody(
  model: string,
  options: GenerationOptions,
  ctx: ChefContext,
  attempt: { retry: boolean; mode: JsonMode },
): ChatCompletionCreateParamsStreaming {
  return {
    model,
    messages: buildMessages(options, ctx, attempt.retry),
    stream: true,
    temperature: options.creativeMode ? 1 : 0.7,
    seed: ctx.seed,
    ...(attempt.mode === 'schema'
      ? {
          response_format: {
            type: 'json_schema' as const,
            json_schema: { name: 'recipes', strict: true, schema: recipeResponseSchema(options) },
          },
        }
      : {}),
  };
}

/**
 * Sends one request and yields the raw recipe objects as they complete. Handles both an
 * SSE stream and servers that ignore `stream: true` and answer with one JSON completion.
 */
async function* requestCandidates(
  client: OpenAI,
  body: ChatCompletionCreateParamsStreaming,
  signal: AbortSignal,
): AsyncGenerator<unknown> {
  // Our own controller, so leaving early (a full batch, a consumer break) ends the HTTP request.
  const local = new AbortController();
  const requestSignal = AbortSignal.any([signal, local.signal]);
  const scanner = new RecipeArrayScanner();
  try {
    const { data, response } = await client.chat.completions.create(body, { signal: requestSignal }).withResponse();
    if ((response.headers.get('content-type') ?? '').includes('application/json')) {
      const completion = (await response.json()) as ChatCompletion;
      yield* scanner.push(completion.choices?.[0]?.message?.content ?? '');
    } else {
      for await (const chunk of data) {
        const piece = chunk.choices?.[0]?.delta?.content;
        if (piece) yield* scanner.push(piece);
      }
    }
    // The SDK ends a stream quietly when aborted; an abort must not look like a short answer.
    requestSignal.throwIfAborted();
    yield* scanner.finish();
  } finally {
    local.abort();
  }
}

/** One failure of the endpoint as a ModelEngineError; a caller's abort is passed through as is. */
function mapFailure(err: unknown, deadlineExpired: boolean, timeoutMs: number, callerSignal?: AbortSignal): unknown {
  if (callerSignal?.aborted) return callerSignal.reason ?? err;
  if (err instanceof ModelEngineError) return err;
  const f = describeModelFailure(err, 'Recipe API', { deadlineExpired, timeoutMs });
  return new ModelEngineError(f.message, f.kind, f.status);
}

/** Which failures of a first attempt that produced nothing are worth a second request. */
function worthRetrying(err: ModelEngineError | undefined, mode: JsonMode): { retry: boolean; mode: JsonMode } {
  if (!err || err.kind === 'invalid-output') return { retry: true, mode };
  // Some OpenAI-compatible servers reject json_schema; the prompt alone still asks for JSON.
  if (err.kind === 'rejected' && (err.status === 400 || err.status === 422) && mode === 'schema') {
    return { retry: true, mode: 'prompt-only' };
  }
  return { retry: false, mode };
}

/**
 * Creates the engine. Every generate() call may send two requests at most: the second
 * only when the first produced no usable recipe (invalid JSON, nothing that fits the
 * options, or a server that rejects the JSON schema).
 */
export function createModelEngine(opts: ModelEngineOptions): RecipeEngine {
  const client = createModelClient(opts);

  async function* generate(
    options: GenerationOptions,
    ctx: ChefContext,
    signal?: AbortSignal,
  ): AsyncGenerator<RecipeInput> {
    signal?.throwIfAborted();
    // Same rule and words as the built-in engine (builtin/plan.ts): the client shows
    // 'Pantry Setup Needed' for 'No pantry ingredients', whichever engine answers.
    if (!options.ignorePantry && pantryLines(ctx).length === 0) {
      throw new ChefInputError('No pantry ingredients found. Add some ingredients to your pantry first.');
    }
    const deadline = startDeadline(opts.timeoutMs, signal);
    const combined = deadline.signal;
    const gate = new BatchGate(options);
    let mode: JsonMode = 'schema';
    let retryNote = false;
    try {
      for (let attempt = 1; attempt <= 2; attempt++) {
        let failure: ModelEngineError | undefined;
        try {
          const body = requestBody(opts.model, options, ctx, { retry: retryNote, mode });
          for await (const candidate of requestCandidates(client, body, combined)) {
            const recipe = gate.admit(candidate);
            if (!recipe) continue;
            yield recipe;
            if (gate.accepted >= BATCH_SIZE) return;
          }
        } catch (err) {
          const mapped = mapFailure(err, deadline.expired(), opts.timeoutMs, signal);
          if (!(mapped instanceof ModelEngineError) || gate.accepted > 0) throw mapped;
          failure = mapped;
        }
        // Fewer than a batch is still an answer: the model had no more that fit.
        if (gate.accepted > 0) return;
        const next = worthRetrying(failure, mode);
        if (attempt === 2 || !next.retry) throw failure ?? nothingUsable(gate);
        // Tell the model its answer was unusable, unless the server refused the request itself.
        retryNote = next.mode === mode;
        mode = next.mode;
      }
    } finally {
      deadline.clear();
    }
  }

  return { name: 'model', generate };
}

function nothingUsable(gate: BatchGate): ModelEngineError {
  return gate.rejected > 0
    ? new ModelEngineError('Recipe API returned no recipes that fit the options', 'invalid-output')
    : invalidResponse();
}
