// The model engine: recipes from any OpenAI-compatible chat endpoint (OpenAI, Ollama,
// vLLM, llama.cpp server).
//
// The model is asked for {"recipes": [...]} under a strict JSON schema derived from the
// shared zod schema, and the answer is streamed: each recipe is handed on as soon as its
// JSON object closes, so the first card can render while the model still writes the rest.
// Nothing the model says is trusted as-is: every recipe is validated with zod, the options
// are enforced again here, and nutrition is recomputed from the catalogue.

import type OpenAI from 'openai';
import type { ChatCompletion, ChatCompletionCreateParamsStreaming } from 'openai/resources/chat/completions';
import { BATCH_SIZE, recipeInput, type GenerationOptions, type RecipeInput } from '../../../shared/api/recipes';
import { ChefInputError, type ChefContext, type RecipeEngine } from '../types';
import { applyCatalogueNutrition } from '../nutrition';
import { createModelClient, describeModelFailure, startDeadline } from '../../lib/model-client';
import { invalidResponse, ModelEngineError } from './errors';
import { buildMessages, pantryLines, recipeResponseSchema } from './prompt';
import { isRecord, RecipeArrayScanner } from './recipe-scanner';

export { ModelEngineError, type ModelFailure } from './errors';

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
