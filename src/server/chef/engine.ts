// Engine selection: the one recipe engine the routes talk to.
//
// Without a model configured this is the built-in engine. With LLM_BASE_URL and LLM_MODEL
// set it is the model engine, wrapped so that a model failure (timeout, rate limit, outage,
// unusable output) is answered by the built-in engine when LLM_FALLBACK is on: a cook gets
// recipes rather than an error, and the route learns which engine answered (to log it and
// to tell the client). See the 'Engines' section of ./README.md.

import { BATCH_SIZE, type GenerationOptions, type RecipeInput } from '../../shared/api/recipes';
import type { Env } from '../env';
import { createBuiltinEngine } from './builtin/index';
import { createModelEngine, ModelEngineError, type ModelEngineOptions } from './model/model-engine';
import type { ChefContext, EngineName, RecipeEngine } from './types';

/** The slice of a pino/Fastify logger the selector uses. */
export interface ChefLog {
  warn(obj: object, msg: string): void;
}

export interface GenerateHooks {
  /** Called once, just before the first recipe, with the engine that wrote it. */
  onEngine?: (engine: EngineName) => void;
  /** Called when the model failed and the built-in engine answers instead (the whole batch or its rest). */
  onFallback?: (error: ModelEngineError) => void;
}

export interface GenerationResult {
  /** The engine that wrote the first recipe: 'model', or 'builtin' when the model failed before any. */
  engine: EngineName;
  recipes: RecipeInput[];
  /** The model's error message when the built-in engine stepped in (for logs; it names no secrets). */
  fallbackReason?: string;
}

export interface ChefEngine extends RecipeEngine {
  /** One line for the startup log: which engine, which model and endpoint (never the key). */
  describe(): string;
  /** Streams recipes like any engine; `hooks` report which engine answered and any fallback. */
  generate(
    options: GenerationOptions,
    ctx: ChefContext,
    signal?: AbortSignal,
    hooks?: GenerateHooks,
  ): AsyncIterable<RecipeInput>;
  /** The whole batch at once, with the engine that answered: what a JSON route needs. */
  generateWithFallback(options: GenerationOptions, ctx: ChefContext, signal?: AbortSignal): Promise<GenerationResult>;
}

const PLACEHOLDER_KEY = 'not-needed';

/**
 * The model settings, or undefined when no model is configured. A key is optional because
 * local servers (Ollama, llama.cpp) ignore it; the SDK still wants a non-empty one.
 */
export function modelSettings(env: Env): ModelEngineOptions | undefined {
  if (!env.LLM_BASE_URL || !env.LLM_MODEL) return undefined;
  return {
    baseURL: env.LLM_BASE_URL,
    apiKey: env.LLM_API_KEY ?? PLACEHOLDER_KEY,
    model: env.LLM_MODEL,
    timeoutMs: env.LLM_TIMEOUT_MS,
  };
}

/** The endpoint without credentials or query, for logs. */
function safeEndpoint(baseURL: string): string {
  try {
    const url = new URL(baseURL);
    return `${url.protocol}//${url.host}${url.pathname.replace(/\/+$/, '')}`;
  } catch {
    return '(invalid URL)';
  }
}

/** Runs any engine's stream to the end and keeps what it yields. */
async function runBatch(
  engine: ChefEngine,
  options: GenerationOptions,
  ctx: ChefContext,
  signal?: AbortSignal,
): Promise<GenerationResult> {
  const result: GenerationResult = { engine: engine.name, recipes: [] };
  const hooks: GenerateHooks = {
    onEngine: (name) => (result.engine = name),
    onFallback: (error) => {
      result.fallbackReason = error.message;
      if (result.recipes.length === 0) result.engine = 'builtin';
    },
  };
  for await (const recipe of engine.generate(options, ctx, signal, hooks)) result.recipes.push(recipe);
  return result;
}

/** The built-in engine as a ChefEngine (hooks report 'builtin'). */
function builtinOnly(builtin: RecipeEngine): ChefEngine {
  const engine: ChefEngine = {
    name: 'builtin',
    describe: () => 'built-in chef engine (no LLM_BASE_URL/LLM_MODEL set)',
    async *generate(options, ctx, signal, hooks) {
      let first = true;
      for await (const recipe of builtin.generate(options, ctx, signal)) {
        if (first) hooks?.onEngine?.('builtin');
        first = false;
        yield recipe;
      }
    },
    generateWithFallback: (options, ctx, signal) => runBatch(engine, options, ctx, signal),
  };
  return engine;
}

/**
 * The model engine with the built-in engine behind it. A ModelEngineError before the first
 * recipe hands the whole batch to the built-in engine; one after some recipes (a stream that
 * stalled) fills the rest of the batch, so the client does not take a short batch for the
 * end of the search. A caller's abort and input errors are never masked.
 */
function modelWithFallback(
  model: RecipeEngine,
  builtin: RecipeEngine,
  settings: ModelEngineOptions,
  fallback: boolean,
  log: ChefLog,
): ChefEngine {
  const engine: ChefEngine = {
    name: 'model',
    describe: () =>
      `model "${settings.model}" at ${safeEndpoint(settings.baseURL)}` +
      (fallback ? ', falling back to the built-in chef engine on failure' : ', no fallback (LLM_FALLBACK=false)'),
    async *generate(options, ctx, signal, hooks) {
      const titles: string[] = [];
      try {
        for await (const recipe of model.generate(options, ctx, signal)) {
          if (titles.length === 0) hooks?.onEngine?.('model');
          titles.push(recipe.title);
          yield recipe;
        }
        return;
      } catch (err) {
        if (!(err instanceof ModelEngineError) || !fallback) throw err;
        log.warn(
          { reason: err.message, kind: err.kind, modelRecipes: titles.length },
          'recipe model failed; the built-in engine answers',
        );
        hooks?.onFallback?.(err);
      }
      const rest = { ...options, excludedRecipes: [...options.excludedRecipes, ...titles] };
      let count = titles.length;
      for await (const recipe of builtin.generate(rest, ctx, signal)) {
        if (count >= BATCH_SIZE) break;
        if (count === 0) hooks?.onEngine?.('builtin');
        count++;
        yield recipe;
      }
    },
    generateWithFallback: (options, ctx, signal) => runBatch(engine, options, ctx, signal),
  };
  return engine;
}

/**
 * The engine for the routes. Without a model: the built-in engine. With one: the model,
 * falling back to the built-in engine unless LLM_FALLBACK=false, in which case the
 * ModelEngineError (its message contains 'API') reaches the route.
 */
export function createRecipeEngine(env: Env, log: ChefLog): ChefEngine {
  const builtin = createBuiltinEngine();
  const settings = modelSettings(env);
  if (!settings) {
    if (env.LLM_BASE_URL || env.LLM_MODEL || env.LLM_API_KEY) {
      log.warn({}, 'LLM_BASE_URL and LLM_MODEL must both be set to use a model; using the built-in chef engine');
    }
    return builtinOnly(builtin);
  }
  return modelWithFallback(createModelEngine(settings), builtin, settings, env.LLM_FALLBACK, log);
}
