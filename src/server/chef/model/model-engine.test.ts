import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { generationOptions, type GenerationOptions, type RecipeInput } from '../../../shared/api/recipes';
import { gate, startFakeOpenAI, type FakeOpenAI } from '../../../../tests/support/fake-openai';
import { ChefInputError, type ChefContext } from '../types';
import { estimateNutrition } from '../nutrition';
import { createModelEngine, ModelEngineError } from './model-engine';
import { RecipeArrayScanner } from './recipe-scanner';

const KEY = 'sk-test-SECRET-4f9a21';

const ctx: ChefContext = {
  pantry: [
    { ingredientId: 'garlic', frequency: 'usually' },
    { ingredientId: 'chicken-breast', frequency: 'always' },
    { ingredientId: 'not-in-catalogue', frequency: 'always' },
  ],
  feedback: [
    { recipeTitle: 'Smoky Bean Chili', cuisine: 'mexican', ingredients: [], feedback: 'like' },
    { recipeTitle: 'Plain Boiled Cabbage', cuisine: 'french', ingredients: [], feedback: 'dislike' },
  ],
  seed: 42,
};

const options = (over: Partial<GenerationOptions> = {}): GenerationOptions =>
  generationOptions.parse({ cuisine: 'italian', servings: 2, ...over });

/** A recipe as a model would write it, with the absurd nutrition models sometimes invent. */
function modelRecipe(title: string, over: Record<string, unknown> = {}) {
  return {
    title,
    cuisine: 'Italian',
    mealType: 'Dinner',
    cookingTime: 25,
    servings: 2,
    difficulty: 'Easy',
    ingredients: [
      '400 g chicken breast, diced',
      '2 cloves garlic, minced',
      '1 lemon, juiced',
      '2 tbsp olive oil',
      'Salt, to taste',
    ],
    instructions: [
      '1. Season the chicken.',
      'Sear it in the oil until golden.',
      'Add the garlic and lemon juice.',
      'Serve hot.',
    ],
    nutrition: { calories: 99999, protein: 5000, carbs: -3, fat: 1, fiber: 0 },
    ...over,
  };
}

// Titles with quotes, braces and backslashes exercise the scanner's string handling.
const FOUR = [
  modelRecipe('Lemon "Zesty" Chicken {quick}'),
  modelRecipe('Garlic Chicken Skillet \\ Weeknight'),
  modelRecipe('Chicken Piccata'),
  modelRecipe('Tuscan Chicken'),
];
const answer = (recipes: unknown[]) => JSON.stringify({ recipes });

async function collect(it: AsyncIterable<RecipeInput>): Promise<RecipeInput[]> {
  const out: RecipeInput[] = [];
  for await (const r of it) out.push(r);
  return out;
}

async function failureOf(it: AsyncIterable<RecipeInput>): Promise<unknown> {
  try {
    await collect(it);
  } catch (err) {
    return err;
  }
  throw new Error('expected the generation to fail');
}

function expectApiError(err: unknown, message: string | RegExp): void {
  expect(err).toBeInstanceOf(ModelEngineError);
  const msg = (err as Error).message;
  expect(msg).toMatch(message);
  expect(msg).toContain('API');
  expect(msg).not.toContain(KEY);
}

let fake: FakeOpenAI;
const engine = (timeoutMs = 3000) =>
  createModelEngine({ baseURL: fake.baseURL, apiKey: KEY, model: 'test-model', timeoutMs });

beforeAll(async () => {
  fake = await startFakeOpenAI();
});
afterAll(() => fake.close());
beforeEach(() => {
  fake.requests.length = 0;
});

describe('model engine: answers', () => {
  it('streams a batch and sends the options, pantry and JSON schema', async () => {
    fake.script({ kind: 'reply', content: answer(FOUR), chunkSize: 50 });
    const opts = options({
      servings: 4,
      specialIngredient: 'smoked paprika',
      maxCookingTime: 30,
      mealType: 'dinner',
      texturePreference: 'crispy',
      creativeMode: true,
      creativeDirection: 'street food',
      excludedRecipes: ['Chicken Marsala'],
    });
    const recipes = await collect(engine().generate(opts, ctx));

    expect(recipes.map((r) => r.title)).toEqual(FOUR.map((r) => r.title));
    expect(recipes.every((r) => r.servings === 4 && r.cuisine === 'italian' && r.mealType === 'dinner')).toBe(true);
    expect(recipes[0]!.difficulty).toBe('easy');
    expect(recipes[0]!.instructions[0]).toBe('Season the chicken.');

    expect(fake.requests).toHaveLength(1);
    const { body, authorization } = fake.requests[0]!;
    expect(authorization).toBe(`Bearer ${KEY}`);
    expect(body.model).toBe('test-model');
    expect(body.stream).toBe(true);
    type JsonSchema = {
      properties: Record<string, JsonSchema>;
      items: JsonSchema;
      required?: string[];
      additionalProperties?: boolean;
      enum?: unknown[];
      maximum?: number;
    };
    const format = body.response_format as {
      type: string;
      json_schema: { name: string; strict: boolean; schema: JsonSchema };
    };
    expect(format.type).toBe('json_schema');
    expect(format.json_schema.name).toBe('recipes');
    expect(format.json_schema.strict).toBe(true);
    const item = format.json_schema.schema.properties.recipes!.items;
    expect(item.required).toEqual(Object.keys(item.properties));
    expect(item.additionalProperties).toBe(false);
    expect(item.properties.nutrition!.additionalProperties).toBe(false);
    expect(item.properties.mealType!.enum).toEqual(['dinner']);
    expect(item.properties.cookingTime!.maximum).toBe(30);
    expect(JSON.stringify(format.json_schema.schema)).not.toMatch(/minLength|maxLength|\$schema/);

    const messages = body.messages as { role: string; content: string }[];
    expect(messages.map((m) => m.role)).toEqual(['system', 'user']);
    const prompt = messages[1]!.content;
    for (const expected of [
      'Write 4 distinct recipes',
      'Cuisine: italian',
      'Servings: 4',
      '"smoked paprika"',
      'at most 30 minutes',
      'Meal type: dinner',
      'texture: crispy',
      '"street food"',
      'Chicken breast (always), Garlic (usually)',
      'liked: "Smoky Bean Chili"',
      'disliked: "Plain Boiled Cabbage"',
      '"Chicken Marsala"',
    ]) {
      expect(prompt).toContain(expected);
    }
    expect(prompt).not.toContain('not-in-catalogue');
  });

  it('yields the first recipe while the stream is still open', async () => {
    const content = answer(FOUR);
    const first = JSON.stringify(FOUR[0]);
    const endOfFirst = content.indexOf(first) + first.length;
    const held = gate();
    fake.script({ kind: 'reply', content, chunkSize: endOfFirst, hold: { afterChunks: 1, until: held.promise } });

    const it = engine().generate(options(), ctx)[Symbol.asyncIterator]();
    const r1 = await it.next();
    expect(r1.value?.title).toBe(FOUR[0]!.title);
    expect(fake.requests[0]!.state).toBe('open'); // the server is still holding the rest

    held.open();
    const rest: string[] = [];
    for (let r = await it.next(); !r.done; r = await it.next()) rest.push(r.value.title);
    expect(rest).toEqual(FOUR.slice(1).map((r) => r.title));
  });

  it('reassembles recipes split across many tiny chunks', async () => {
    fake.script({ kind: 'reply', content: answer(FOUR), chunkSize: 5 });
    const recipes = await collect(engine().generate(options(), ctx));
    expect(recipes.map((r) => r.title)).toEqual(FOUR.map((r) => r.title));
  });

  it('accepts a server that answers with one JSON completion instead of a stream', async () => {
    fake.script({ kind: 'reply', content: answer(FOUR), noStream: true });
    const recipes = await collect(engine().generate(options(), ctx));
    expect(recipes).toHaveLength(4);
  });

  it('recomputes nutrition from the catalogue instead of trusting the model', async () => {
    fake.script({ kind: 'reply', content: answer(FOUR) });
    const [recipe] = await collect(engine().generate(options({ servings: 2 }), ctx));
    expect(recipe!.nutrition).toEqual(estimateNutrition(recipe!.ingredients, 2).nutrition);
    // 400 g chicken, 2 tbsp oil, lemon and garlic for two: a few hundred kcal each.
    expect(recipe!.nutrition.calories).toBeGreaterThan(300);
    expect(recipe!.nutrition.calories).toBeLessThan(600);
    expect(recipe!.nutrition.protein).toBeLessThan(60);
  });

  it('enforces the options the model ignored', async () => {
    fake.script({
      kind: 'reply',
      content: answer([
        modelRecipe('Slow Braised Chicken', { cookingTime: 90 }),
        modelRecipe('Chicken Marsala'), // excluded by the client
        modelRecipe('Chicken Pancakes', { mealType: 'breakfast' }),
        modelRecipe('Quick Chicken Salad', { cuisine: 'Greek', servings: 7 }),
        modelRecipe('quick chicken salad!'), // the same title again
        modelRecipe('Broken', { ingredients: [] }),
        modelRecipe('Chicken Cacciatore', { cookingTime: '30' }),
      ]),
    });
    const opts = options({ servings: 3, maxCookingTime: 30, mealType: 'dinner', excludedRecipes: ['chicken marsala'] });
    const recipes = await collect(engine().generate(opts, ctx));
    expect(recipes.map((r) => r.title)).toEqual(['Quick Chicken Salad', 'Chicken Cacciatore']);
    expect(recipes.every((r) => r.servings === 3 && r.cuisine === 'italian' && r.cookingTime <= 30)).toBe(true);
  });

  it("keeps the model's cuisine when the cook asked for any", async () => {
    fake.script({ kind: 'reply', content: answer([modelRecipe('Chicken Souvlaki', { cuisine: 'Mediterranean' })]) });
    const [recipe] = await collect(engine().generate(options({ cuisine: 'any' }), ctx));
    expect(recipe!.cuisine).toBe('mediterranean');
  });
});

describe('model engine: retries and failures', () => {
  it('retries once after malformed JSON and then succeeds', async () => {
    fake.script(
      { kind: 'reply', content: '{"recipes": [{"title": "Half a rec' },
      { kind: 'reply', content: answer(FOUR) },
    );
    const recipes = await collect(engine().generate(options(), ctx));
    expect(recipes).toHaveLength(4);
    expect(fake.requests).toHaveLength(2);
    const retryPrompt = (fake.requests[1]!.body.messages as { content: string }[])[1]!.content;
    expect(retryPrompt).toContain('previous answer was not usable');
  });

  it('gives up after exactly one retry when the output stays malformed', async () => {
    fake.script({ kind: 'reply', content: 'Sorry, I cannot help with that.' });
    const err = await failureOf(engine().generate(options(), ctx));
    expectApiError(err, 'Recipe API returned an invalid response');
    expect(fake.requests).toHaveLength(2);
  });

  it('retries once when nothing fits the options, then says so', async () => {
    fake.script({ kind: 'reply', content: answer([modelRecipe('Slow Roast', { cookingTime: 240 })]) });
    const err = await failureOf(engine().generate(options({ maxCookingTime: 30 }), ctx));
    expectApiError(err, 'no recipes that fit the options');
    expect(fake.requests).toHaveLength(2);
  });

  it('times out a server that never answers', async () => {
    fake.script({ kind: 'hang' });
    const started = Date.now();
    const err = await failureOf(engine(300).generate(options(), ctx));
    expectApiError(err, 'Recipe API timed out after 0.3 s');
    expect(Date.now() - started).toBeLessThan(2000);
    expect(fake.requests).toHaveLength(1);
  });

  it('times out a stream that stalls after the headers', async () => {
    fake.script({ kind: 'hang-mid-stream', content: answer(FOUR), afterChars: 20 });
    const err = await failureOf(engine(300).generate(options(), ctx));
    expectApiError(err, 'Recipe API timed out after 0.3 s');
    expect(fake.requests).toHaveLength(1);
  });

  it('reports recipes already streamed, then the timeout, when a stream stalls midway', async () => {
    const content = answer(FOUR);
    const first = JSON.stringify(FOUR[0]);
    fake.script({ kind: 'hang-mid-stream', content, afterChars: content.indexOf(first) + first.length + 5 });
    const got: string[] = [];
    const err = await failureOf(
      (async function* () {
        for await (const r of engine(300).generate(options(), ctx)) {
          got.push(r.title);
          yield r;
        }
      })(),
    );
    expect(got).toEqual([FOUR[0]!.title]);
    expectApiError(err, 'timed out');
  });

  it('maps HTTP 500 to unavailable without retrying', async () => {
    fake.script({ kind: 'status', status: 500, message: 'upstream exploded' });
    const err = await failureOf(engine().generate(options(), ctx));
    expectApiError(err, 'Recipe API is unavailable (HTTP 500)');
    expect((err as Error).message).not.toContain('exploded');
    expect(fake.requests).toHaveLength(1);
  });

  it('maps HTTP 429 to rate limited', async () => {
    fake.script({ kind: 'status', status: 429, message: 'Rate limit reached' });
    const err = await failureOf(engine().generate(options(), ctx));
    expectApiError(err, 'Recipe API is rate limited; try again shortly');
    expect(fake.requests).toHaveLength(1);
  });

  it('never repeats the key, even when the provider echoes it', async () => {
    fake.script({ kind: 'status', status: 401, message: `Incorrect API key provided: ${KEY}` });
    const err = await failureOf(engine().generate(options(), ctx));
    expectApiError(err, 'Recipe API rejected the credentials (HTTP 401)');
  });

  it('falls back to prompt-only JSON when the server rejects the schema', async () => {
    fake.script(
      { kind: 'status', status: 400, message: 'response_format json_schema is not supported' },
      { kind: 'reply', content: answer(FOUR) },
    );
    const recipes = await collect(engine().generate(options(), ctx));
    expect(recipes).toHaveLength(4);
    expect(fake.requests).toHaveLength(2);
    expect(fake.requests[1]!.body.response_format).toBeUndefined();
    expect(JSON.stringify(fake.requests[1]!.body.messages)).not.toContain('previous answer');
  });

  it('maps a refused connection to unavailable', async () => {
    const closed = await startFakeOpenAI();
    const baseURL = closed.baseURL;
    await closed.close();
    const err = await failureOf(
      createModelEngine({ baseURL, apiKey: KEY, model: 'm', timeoutMs: 2000 }).generate(options(), ctx),
    );
    expectApiError(err, /^Recipe API is unavailable \(connection failed/);
  });

  it("stops at once when the caller aborts, with the caller's abort error", async () => {
    const held = gate();
    const content = answer(FOUR);
    const first = JSON.stringify(FOUR[0]);
    fake.script({
      kind: 'reply',
      content,
      chunkSize: content.indexOf(first) + first.length,
      hold: { afterChunks: 1, until: held.promise },
    });
    const controller = new AbortController();
    const it = engine().generate(options(), ctx, controller.signal)[Symbol.asyncIterator]();
    expect((await it.next()).done).toBe(false);
    controller.abort();
    const err = await it.next().then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(err).not.toBeInstanceOf(ModelEngineError);
    expect((err as Error).name).toBe('AbortError');
    await expect.poll(() => fake.requests[0]!.state).toBe('abandoned');
    held.open();
  });

  it('asks for a pantry like the built-in engine, without calling the model', async () => {
    const err = await failureOf(
      engine().generate(options(), { ...ctx, pantry: [{ ingredientId: 'unknown-thing', frequency: 'always' }] }),
    );
    expect(err).toBeInstanceOf(ChefInputError);
    expect((err as Error).message).toContain('No pantry ingredients');
    expect(fake.requests).toHaveLength(0);
    fake.script({ kind: 'reply', content: answer(FOUR) });
    expect(await collect(engine().generate(options({ ignorePantry: true }), { ...ctx, pantry: [] }))).toHaveLength(4);
  });

  it('ends the HTTP request when the consumer stops early', async () => {
    const held = gate();
    const content = answer(FOUR);
    const first = JSON.stringify(FOUR[0]);
    fake.script({
      kind: 'reply',
      content,
      chunkSize: content.indexOf(first) + first.length,
      hold: { afterChunks: 1, until: held.promise },
    });
    for await (const recipe of engine().generate(options(), ctx)) {
      expect(recipe.title).toBe(FOUR[0]!.title);
      break;
    }
    await expect.poll(() => fake.requests[0]!.state).toBe('abandoned');
    held.open();
  });

  it('does not start when the signal is already aborted', async () => {
    const err = await failureOf(engine().generate(options(), ctx, AbortSignal.abort()));
    expect((err as Error).name).toBe('AbortError');
    expect(fake.requests).toHaveLength(0);
  });
});

describe('RecipeArrayScanner', () => {
  it('cuts objects out of the recipes array as they complete', () => {
    const s = new RecipeArrayScanner();
    expect(s.push('```json\n{"recipes": [{"title": "a \\"}\\" b", "x": [1, {"y": "]"}]}')).toEqual([
      { title: 'a "}" b', x: [1, { y: ']' }] },
    ]);
    expect(s.push(', {"title": "c"')).toEqual([]);
    expect(s.push('}]}\n```')).toEqual([{ title: 'c' }]);
    expect(s.finish()).toEqual([]);
  });

  it('reads a bare array and a single recipe object', () => {
    const bare = new RecipeArrayScanner();
    expect(bare.push('[{"title": "a"}, {"title": "b"}]')).toHaveLength(2);
    const single = new RecipeArrayScanner();
    expect(single.push('{"title": "solo", "ingredients": ["1 egg"]}')).toEqual([]);
    expect(single.finish()).toEqual([{ title: 'solo', ingredients: ['1 egg'] }]);
  });

  it('skips a reasoning block before the answer', () => {
    const s = new RecipeArrayScanner();
    expect(s.push('<thi')).toEqual([]);
    expect(s.push('nk>maybe {"title": "no"} or [this]</think>\n{"recipes": [{"title": "yes"}]}')).toEqual([
      { title: 'yes' },
    ]);
  });

  it('skips a broken object and keeps the rest', () => {
    const s = new RecipeArrayScanner();
    expect(s.push('{"recipes": [{"title": "a",}, {"title": "b"}]}')).toEqual([{ title: 'b' }]);
  });

  it('reports text that is not JSON as an invalid API response', () => {
    const s = new RecipeArrayScanner();
    s.push('no json here');
    expect(() => s.finish()).toThrow('Recipe API returned an invalid response');
  });
});
