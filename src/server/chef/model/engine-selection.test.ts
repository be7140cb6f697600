import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { generationOptions, type GenerationOptions } from '../../../shared/api/recipes';
import { startFakeOpenAI, type FakeOpenAI } from '../../../../tests/support/fake-openai';
import { parseEnv } from '../../env';
import { createRecipeEngine, type ChefLog } from '../engine';
import type { ChefContext, EngineName } from '../types';
import { ModelEngineError } from './model-engine';

const KEY = 'sk-test-SECRET-77c1';

const ctx: ChefContext = {
  pantry: [
    { ingredientId: 'chicken-breast', frequency: 'always' },
    { ingredientId: 'garlic', frequency: 'always' },
    { ingredientId: 'onion', frequency: 'usually' },
    { ingredientId: 'tomatoes', frequency: 'usually' },
    { ingredientId: 'spaghetti', frequency: 'usually' },
    { ingredientId: 'rice', frequency: 'sometimes' },
    { ingredientId: 'eggs', frequency: 'usually' },
    { ingredientId: 'parmesan', frequency: 'sometimes' },
  ],
  feedback: [],
  seed: 7,
};
const options = (over: Partial<GenerationOptions> = {}): GenerationOptions =>
  generationOptions.parse({ cuisine: 'italian', servings: 2, ...over });

const modelRecipe = (title: string) => ({
  title,
  cuisine: 'italian',
  mealType: 'dinner',
  cookingTime: 30,
  servings: 2,
  difficulty: 'easy',
  ingredients: ['250 g spaghetti', '2 cloves garlic, sliced', '3 tbsp olive oil', '30 g parmesan, grated'],
  instructions: ['Boil the pasta.', 'Warm the garlic in the oil.', 'Toss together.', 'Finish with parmesan.'],
  nutrition: { calories: 600, protein: 20, carbs: 90, fat: 20, fiber: 4 },
});
const MODEL_TITLES = ['Model Aglio e Olio', 'Model Cacio e Pepe', 'Model Puttanesca', 'Model Carbonara'];
const answer = JSON.stringify({ recipes: MODEL_TITLES.map(modelRecipe) });

/** A logger that records instead of printing (console output fails tests). */
function recordingLog(): ChefLog & { warnings: string[] } {
  const warnings: string[] = [];
  return { warnings, warn: (_obj, msg) => warnings.push(msg) };
}

let fake: FakeOpenAI;
const modelEnv = (extra: Record<string, string> = {}) =>
  parseEnv({ LLM_BASE_URL: fake.baseURL, LLM_API_KEY: KEY, LLM_MODEL: 'test-model', LLM_TIMEOUT_MS: '5000', ...extra });

beforeAll(async () => {
  fake = await startFakeOpenAI();
});
afterAll(() => fake.close());
beforeEach(() => {
  fake.requests.length = 0;
});

describe('createRecipeEngine', () => {
  it('uses the built-in engine when no model is configured', async () => {
    const log = recordingLog();
    const chef = createRecipeEngine(parseEnv({}), log);
    expect(chef.name).toBe('builtin');
    expect(chef.describe()).toMatch(/built-in/);
    const result = await chef.generateWithFallback(options(), ctx);
    expect(result.engine).toBe('builtin');
    expect(result.recipes.length).toBeGreaterThan(0);
    expect(result.fallbackReason).toBeUndefined();
    expect(log.warnings).toEqual([]);
  });

  it('warns about a half-configured model and stays built-in', () => {
    const log = recordingLog();
    const chef = createRecipeEngine(parseEnv({ LLM_MODEL: 'llama3.1' }), log);
    expect(chef.name).toBe('builtin');
    expect(log.warnings).toHaveLength(1);
  });

  it('answers with the model when it works', async () => {
    fake.script({ kind: 'reply', content: answer, chunkSize: 200 });
    const chef = createRecipeEngine(modelEnv(), recordingLog());
    expect(chef.name).toBe('model');
    const result = await chef.generateWithFallback(options(), ctx);
    expect(result.engine).toBe('model');
    expect(result.fallbackReason).toBeUndefined();
    expect(result.recipes.map((r) => r.title)).toEqual(MODEL_TITLES);
  });

  it('reports the engine through the streaming hook before the first recipe', async () => {
    fake.script({ kind: 'reply', content: answer });
    const chef = createRecipeEngine(modelEnv(), recordingLog());
    const seen: string[] = [];
    for await (const r of chef.generate(options(), ctx, undefined, { onEngine: (e) => seen.push(`engine:${e}`) })) {
      seen.push(r.title);
    }
    expect(seen).toEqual(['engine:model', ...MODEL_TITLES]);
  });

  it('falls back to the built-in engine when the model fails before any recipe', async () => {
    fake.script({ kind: 'status', status: 500 });
    const log = recordingLog();
    const chef = createRecipeEngine(modelEnv(), log);
    const engines: EngineName[] = [];
    const fallbacks: string[] = [];
    const recipes = [];
    for await (const r of chef.generate(options(), ctx, undefined, {
      onEngine: (e) => engines.push(e),
      onFallback: (err) => fallbacks.push(err.message),
    })) {
      recipes.push(r);
    }
    expect(engines).toEqual(['builtin']);
    expect(fallbacks).toEqual(['Recipe API is unavailable (HTTP 500)']);
    expect(recipes.length).toBeGreaterThan(0);
    expect(recipes.some((r) => MODEL_TITLES.includes(r.title))).toBe(false);
    expect(log.warnings).toHaveLength(1);
    expect(fake.requests).toHaveLength(1);

    fake.script({ kind: 'status', status: 429 });
    const result = await chef.generateWithFallback(options(), ctx);
    expect(result.engine).toBe('builtin');
    expect(result.fallbackReason).toBe('Recipe API is rate limited; try again shortly');
  });

  it('fills the rest of the batch from the built-in engine when the model stalls midway', async () => {
    const first = JSON.stringify(modelRecipe(MODEL_TITLES[0]!));
    fake.script({ kind: 'hang-mid-stream', content: answer, afterChars: answer.indexOf(first) + first.length + 2 });
    // A short deadline here: the stall is what is tested; elsewhere a busy machine gets 5 s.
    const chef = createRecipeEngine(modelEnv({ LLM_TIMEOUT_MS: '2000' }), recordingLog());
    const result = await chef.generateWithFallback(options(), ctx);
    expect(result.engine).toBe('model');
    expect(result.fallbackReason).toMatch(/timed out/);
    expect(result.recipes[0]!.title).toBe(MODEL_TITLES[0]);
    expect(result.recipes.length).toBeGreaterThan(1);
    expect(result.recipes.length).toBeLessThanOrEqual(4);
    expect(new Set(result.recipes.map((r) => r.title)).size).toBe(result.recipes.length);
  });

  it('lets the error through with LLM_FALLBACK=false', async () => {
    fake.script({ kind: 'status', status: 503 });
    const chef = createRecipeEngine(modelEnv({ LLM_FALLBACK: 'false' }), recordingLog());
    const err = await chef.generateWithFallback(options(), ctx).then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(err).toBeInstanceOf(ModelEngineError);
    expect((err as Error).message).toBe('Recipe API is unavailable (HTTP 503)');
  });

  it('does not fall back when the caller aborts', async () => {
    fake.script({ kind: 'hang' });
    const chef = createRecipeEngine(modelEnv(), recordingLog());
    const controller = new AbortController();
    const pending = chef.generateWithFallback(options(), ctx, controller.signal);
    await expect.poll(() => fake.requests.length).toBe(1);
    controller.abort();
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
  });

  it('describes the model without the key or URL credentials', () => {
    const chef = createRecipeEngine(
      parseEnv({
        LLM_BASE_URL: 'https://user:pw@llm.example.com/v1/?token=x',
        LLM_API_KEY: KEY,
        LLM_MODEL: 'gpt-4o-mini',
      }),
      recordingLog(),
    );
    const text = chef.describe();
    expect(text).toContain('gpt-4o-mini');
    expect(text).toContain('https://llm.example.com/v1');
    expect(text).not.toMatch(new RegExp(`${KEY}|pw|token`));
  });
});
