import { describe, expect, it } from 'vitest';
import type { RecipeInput } from '../../../../shared/api/recipes';
import { decodeSharedRecipe, encodeSharedRecipe, SHARE_PARAM_MAX, sharedRecipeUrl } from './share-link';

const recipe: RecipeInput = {
  title: 'Crème brûlée & café 🍮',
  cuisine: 'french',
  mealType: 'dessert',
  cookingTime: 50,
  servings: 4,
  difficulty: 'medium',
  ingredients: [
    '2 cups cream',
    '4 egg yolks',
    '1/2 cup sugar',
    '1 vanilla pod',
    '1 pinch salt',
    '2 tbsp brown sugar',
    'Berries',
  ],
  instructions: [
    'Heat the cream.',
    'Whisk yolks and sugar.',
    'Combine and strain.',
    'Bake in a water bath.',
    'Chill and torch.',
  ],
  nutrition: { calories: 420, protein: 6.1, carbs: 30.2, fat: 31.5, fiber: 0 },
};

/** Version 1 links (before compression): base64url of the compact JSON. */
const v1 = (data: unknown) => btoa(JSON.stringify(data)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');

// A long Japanese recipe written from real phrases (so it compresses like real text would).
const PHRASES = [
  '鍋に油を熱し、玉ねぎを弱火でじっくりと炒めます。',
  '鶏もも肉は一口大に切り、塩と胡椒で下味をつけておきます。',
  '醤油、みりん、砂糖、酒を合わせて甘辛いたれを作ります。',
  '火を止めてから蓋をして、余熱で十分ほど蒸らしてください。',
  '器に盛り付け、刻んだ青ねぎと白ごまを散らして完成です。',
  'ご飯は炊きたてを用意し、しゃもじで軽く混ぜておきます。',
  '生姜とにんにくはすりおろし、香りが立つまで炒めます。',
  '中火にして肉の表面に焼き色がつくまで焼きます。',
];
const sentence = (i: number, length: number) => {
  let s = '';
  for (let j = i; s.length < length; j += 3) s += PHRASES[j % PHRASES.length];
  return s.slice(0, length);
};
const longJapanese: RecipeInput = {
  ...recipe,
  title: '照り焼きチキンと季節の野菜の炊き込みご飯、香味だれ添え',
  cuisine: 'japanese',
  mealType: 'dinner',
  ingredients: Array.from({ length: 40 }, (_, i) => `${i + 1}00 g ${sentence(i, 60)}`),
  instructions: Array.from({ length: 20 }, (_, i) => sentence(i, 480)),
};

describe('share links (spec section 9)', () => {
  it('round-trips a shortened recipe: at most 5 ingredients and 3 instructions', async () => {
    const shared = await decodeSharedRecipe(await encodeSharedRecipe(recipe));
    expect(shared).not.toBeNull();
    expect(shared!.title).toBe(recipe.title);
    expect(shared!.ingredients).toEqual(recipe.ingredients.slice(0, 5));
    expect(shared!.instructions).toEqual(recipe.instructions.slice(0, 3));
    expect(shared!.totalIngredients).toBe(7);
    expect(shared!.totalInstructions).toBe(5);
    expect(shared!.nutrition).toEqual(recipe.nutrition);
    expect(shared!.difficulty).toBe('medium');
    expect(shared!.factor).toBe(1);
    expect(shared!.cut).toBe(false);
  });

  it("carries the card's chosen scale", async () => {
    expect((await decodeSharedRecipe(await encodeSharedRecipe(recipe, 2.5)))!.factor).toBe(2.5);
    expect((await decodeSharedRecipe(await encodeSharedRecipe(recipe, 0.5)))!.factor).toBe(0.5);
  });

  it('builds a URL-safe link under /shared-recipe', async () => {
    const url = await sharedRecipeUrl(recipe, 1, 'https://chowdr.example');
    expect(url.startsWith('https://chowdr.example/shared-recipe?r=')).toBe(true);
    const r = new URL(url).searchParams.get('r')!;
    expect(r).toMatch(/^[A-Za-z0-9_-]+$/);
    expect((await decodeSharedRecipe(r))?.title).toBe(recipe.title);
  });

  it('fits a 30 KB Japanese recipe, whole, in a link well under the cap', async () => {
    expect(new TextEncoder().encode(JSON.stringify(longJapanese)).length).toBeGreaterThan(30_000);
    const r = await encodeSharedRecipe(longJapanese, 2);
    // Uncompressed (version 1), the shortened form alone would be over 7,000 characters.
    expect(r.length).toBeLessThan(SHARE_PARAM_MAX);
    const shared = await decodeSharedRecipe(r);
    expect(shared).toMatchObject({
      title: longJapanese.title,
      factor: 2,
      cut: false,
      totalIngredients: 40,
      totalInstructions: 20,
    });
    expect(shared!.instructions).toEqual(longJapanese.instructions.slice(0, 3));
  });

  it('cuts the longest lines, and says so, when even the compressed recipe is past the cap', async () => {
    // Incompressible: random characters from across the CJK block and emoji, every line at its 500 limit.
    let seed = 7;
    const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
    const noise = (length: number) =>
      Array.from({ length }, () => (random() < 0.1 ? '🍜' : String.fromCharCode(0x4e00 + Math.floor(random() * 20000))))
        .join('')
        .slice(0, length);
    const worst: RecipeInput = {
      ...recipe,
      title: noise(200),
      ingredients: Array.from({ length: 60 }, () => noise(500)),
      instructions: Array.from({ length: 40 }, () => noise(500)),
    };
    const r = await encodeSharedRecipe(worst);
    expect(r.length).toBeLessThanOrEqual(SHARE_PARAM_MAX);
    const shared = await decodeSharedRecipe(r);
    expect(shared!.cut).toBe(true);
    expect(shared!.ingredients).toHaveLength(5);
    expect(shared!.instructions).toHaveLength(3);
    for (const line of [...shared!.ingredients, ...shared!.instructions]) {
      expect(line.endsWith('…')).toBe(true);
      expect(line).not.toMatch(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])/); // never half an emoji
    }
  });

  it('still opens links made before compression (version 1)', async () => {
    const old = v1({
      v: 1,
      t: 'Old Soup',
      c: 'french',
      m: 'lunch',
      k: 20,
      s: 2,
      d: 'easy',
      i: ['1 leek'],
      n: ['Simmer.'],
      ti: 4,
      tn: 2,
    });
    expect(await decodeSharedRecipe(old)).toMatchObject({
      title: 'Old Soup',
      factor: 1,
      totalIngredients: 4,
      cut: false,
    });
  });

  it('refuses damaged or made-up links', async () => {
    expect(await decodeSharedRecipe(null)).toBeNull();
    expect(await decodeSharedRecipe('')).toBeNull();
    expect(await decodeSharedRecipe('not-base64!')).toBeNull();
    expect(await decodeSharedRecipe((await encodeSharedRecipe(recipe)).slice(0, 40))).toBeNull();
    expect(await decodeSharedRecipe('z' + 'A'.repeat(200))).toBeNull();
    const tooMany = v1({
      v: 1,
      t: 'x',
      c: 'a',
      m: 'b',
      k: 5,
      s: 1,
      d: 'easy',
      i: ['1', '2', '3', '4', '5', '6'],
      n: [],
    });
    expect(await decodeSharedRecipe(tooMany)).toBeNull();
    const badDifficulty = v1({ v: 1, t: 'x', c: 'a', m: 'b', k: 5, s: 1, d: 'extreme', i: [], n: [] });
    expect(await decodeSharedRecipe(badDifficulty)).toBeNull();
  });

  it('refuses a link that inflates past 64 KB (a zip bomb)', async () => {
    const huge = new TextEncoder().encode(JSON.stringify({ v: 2, t: 'x'.repeat(500_000) }));
    const stream = new ReadableStream<Uint8Array>({ start: (c) => (c.enqueue(huge), c.close()) }).pipeThrough(
      new CompressionStream('deflate-raw') as unknown as ReadableWritablePair<Uint8Array, Uint8Array>,
    );
    const bytes = new Uint8Array(await new Response(stream).arrayBuffer());
    let binary = '';
    for (const b of bytes) binary += String.fromCharCode(b);
    const bomb = 'z' + btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
    expect(bomb.length).toBeLessThan(2_000);
    expect(await decodeSharedRecipe(bomb)).toBeNull();
  });
});
