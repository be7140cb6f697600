import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RecipeInput } from '../../../../shared/api/recipes';
import { ApiError, NetworkError } from '../../../lib/api-client';
import { makeRecipe, ndjsonResponse, recipeLines } from '../../../test/recipes';
import { GenerationStreamError, InvalidRecipeDataError, streamRecipes } from './generate-recipes';

const options = {
  cuisine: 'italian' as const,
  servings: 2,
  creativeMode: false,
  ignorePantry: false,
  excludedRecipes: ['Old'],
};

function stub(response: Response | (() => Promise<Response>)) {
  const fetchMock = vi.fn(async () => (typeof response === 'function' ? response() : response));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

afterEach(() => vi.unstubAllGlobals());

describe('streamRecipes (POST /api/recipes/generate/stream)', () => {
  it('posts the options and reports each recipe as its line arrives, even split across chunks', async () => {
    const recipes = [makeRecipe({ title: 'A' }), makeRecipe({ title: 'B – ünïcode' })];
    const text = recipeLines(recipes);
    // Split inside a line, and inside the two bytes of 'ü'.
    const bytes = new TextEncoder().encode(text);
    const u = bytes.indexOf(0xc3, text.indexOf('ünïcode'));
    const fetchMock = stub(ndjsonResponse([bytes.slice(0, 17), bytes.slice(17, u + 1), bytes.slice(u + 1)]));
    const seen: RecipeInput[] = [];
    const result = await streamRecipes(options, { onRecipe: (r) => seen.push(r) });
    expect(seen.map((r) => r.title)).toEqual(['A', 'B – ünïcode']);
    expect(result).toEqual({ count: 2, engine: 'builtin' });
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/recipes/generate/stream');
    expect(init.method).toBe('POST');
    expect(init.credentials).toBe('include');
    expect(JSON.parse(init.body as string)).toEqual(options);
  });

  it("throws the api client's ApiError (`${status}: ${body}`) for an error before the first recipe", async () => {
    const body = '{"message":"Too many recipe requests. Please try again in 9 seconds.","code":"RATE_LIMITED"}';
    stub(new Response(body, { status: 429, headers: { 'Content-Type': 'application/json' } }));
    const error = await streamRecipes(options, { onRecipe: () => undefined }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe(`429: ${body}`);
    expect((error as ApiError).body?.message).toContain('Too many recipe requests');
  });

  it("turns an {type:'error'} line into an error carrying the server's message", async () => {
    const line = JSON.stringify({ type: 'recipe', recipe: makeRecipe() });
    stub(ndjsonResponse([`${line}\n{"type":"error","message":"Recipe API failed while generating."}\n`]));
    const seen: RecipeInput[] = [];
    const error = await streamRecipes(options, { onRecipe: (r) => seen.push(r) }).catch((e: unknown) => e);
    expect(seen).toHaveLength(1);
    expect(error).toBeInstanceOf(GenerationStreamError);
    expect((error as Error).message).toContain('API');
  });

  it("reports bad lines as 'Invalid recipe data received'", async () => {
    stub(ndjsonResponse(['{"type":"recipe","recipe":{"title":"No fields"}}\n']));
    await expect(streamRecipes(options, { onRecipe: () => undefined })).rejects.toBeInstanceOf(InvalidRecipeDataError);
    stub(ndjsonResponse(['this is not json\n']));
    await expect(streamRecipes(options, { onRecipe: () => undefined })).rejects.toThrow('Invalid recipe data received');
  });

  it('treats a stream that ends without its closing line, or no connection at all, as a connection problem', async () => {
    stub(ndjsonResponse([`${JSON.stringify({ type: 'recipe', recipe: makeRecipe() })}\n`]));
    await expect(streamRecipes(options, { onRecipe: () => undefined })).rejects.toBeInstanceOf(NetworkError);
    stub(() => Promise.reject(new TypeError('Failed to fetch')));
    await expect(streamRecipes(options, { onRecipe: () => undefined })).rejects.toBeInstanceOf(NetworkError);
  });
});
