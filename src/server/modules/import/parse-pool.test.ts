import { afterEach, describe, expect, it } from 'vitest';
import { ParsePool } from './parse-pool';

const PAGE =
  '<h1>Toast</h1><h2>Ingredients</h2><ul><li>2 slices bread</li></ul><h2>Method</h2><ol><li>Toast the bread.</li></ol>';

let pool: ParsePool | undefined;
afterEach(async () => {
  await pool?.close();
  pool = undefined;
});

describe('the import parsing pool', () => {
  it('starts its worker on the first job, reads pages and texts, and stops it when closed', async () => {
    pool = new ParsePool({ size: 1 });
    expect(pool.workers).toBe(0);
    const page = await pool.run({ kind: 'html', input: PAGE, url: 'https://a.example/toast' });
    expect(page.ok && page.result.recipe).toMatchObject({
      title: 'Toast',
      ingredients: ['2 slices bread'],
      sourceUrl: 'https://a.example/toast',
    });
    expect(pool.workers).toBe(1);
    const text = await pool.run({ kind: 'text', input: 'Soup\nIngredients\n1 l stock\nMethod\nHeat it.' });
    expect(text.ok && text.result.recipe.instructions).toEqual(['Heat it.']);
    await pool.close();
    expect(pool.workers).toBe(0);
    await expect(pool.run({ kind: 'text', input: 'x' })).rejects.toMatchObject({ statusCode: 503 });
  });

  it('answers no recipe as the AppError it is, with the page text when asked for', async () => {
    pool = new ParsePool({ size: 1 });
    const read = await pool.run({
      kind: 'html',
      input: '<h1>News</h1><p>Eggs cost more this week.</p>',
      wantText: true,
    });
    expect(read.ok).toBe(false);
    if (read.ok) return;
    expect(read.error).toMatchObject({ statusCode: 422, code: 'NO_RECIPE_FOUND' });
    expect(read.text).toBe('News\nEggs cost more this week.');
  });

  it('ends a job that runs too long with its worker, and the next job gets a new one', async () => {
    pool = new ParsePool({ size: 1, timeoutMs: 1 });
    const slow = await pool.run({ kind: 'html', input: `${PAGE}${'<p>story</p>'.repeat(50_000)}` });
    expect(slow.ok).toBe(false);
    if (!slow.ok) expect(slow.error).toMatchObject({ statusCode: 422, code: 'PAGE_UNAVAILABLE' });
    expect(slow.ok || slow.error.message).toMatch(/took too long.*Paste text/);
    expect(pool.workers).toBe(0);
  });

  it('ends a job that outgrows the heap cap with a plain answer', async () => {
    // 32 MB: a fresh worker loads its parser well inside it even on a busy machine (16 MB left the
    // worker that follows the huge page at the edge: one loaded CI run saw it fail), while the page's
    // 800,000 nodes still outgrow it.
    pool = new ParsePool({ size: 1, maxHeapMb: 32, timeoutMs: 60_000 });
    const huge = await pool.run({ kind: 'html', input: `${PAGE}${'<p><b>story</b></p>'.repeat(400_000)}` });
    expect(huge.ok).toBe(false);
    if (!huge.ok) expect(huge.error).toMatchObject({ statusCode: 422, code: 'PAGE_UNAVAILABLE' });
    expect(huge.ok || huge.error.message).toMatch(/too large/);
    // The pool carries on with a fresh worker.
    const small = await pool.run({ kind: 'html', input: PAGE });
    expect(small.ok, small.ok ? '' : small.error.message).toBe(true);
  });

  it('refuses a job whose request went away while it waited, and one beyond the queue', async () => {
    pool = new ParsePool({ size: 1, maxQueue: 1 });
    const first = pool.run({ kind: 'html', input: PAGE });
    const abort = new AbortController();
    const second = pool.run({ kind: 'html', input: PAGE }, abort.signal);
    await expect(pool.run({ kind: 'html', input: PAGE })).rejects.toMatchObject({ statusCode: 503 });
    abort.abort(new Error('client went away'));
    await expect(second).rejects.toThrow('client went away');
    expect((await first).ok).toBe(true);
  });
});
