import { describe, expect, it } from 'vitest';
import { measureEventLoopDelay } from '../../lib/event-loop-probe';
import { HELD_OUT } from './corpus/held-out';
import { scoreCase } from './corpus/score';
import { fiveMegabytePage, TUNING } from './corpus/tuning';
import { extractFromHtml } from './extract';
import { parseJsonLd } from './json-ld';
import { parseDuration, parseYield, SERVINGS_LINE, splitLong } from './normalize';
import { extractFromText } from './text-paste';

describe('the import corpus (issue 27)', () => {
  it('has at least 40 pages and its own pasted-text cases', () => {
    const pages = [...TUNING, ...HELD_OUT].filter((c) => c.html !== undefined);
    expect(pages.length).toBeGreaterThanOrEqual(40);
    expect(TUNING.filter((c) => c.text !== undefined).length).toBeGreaterThanOrEqual(4);
    expect(HELD_OUT.length).toBeGreaterThanOrEqual(10);
  });

  for (const c of TUNING) {
    it(`tuning: ${c.id} (${c.kind})`, async () => {
      const score = await scoreCase(c);
      expect(score.problems).toEqual([]);
    });
  }

  // Held out: never tuned to. Reported apart, held to a floor rather than to every page.
  it('held-out pages: at least 80% complete', async () => {
    const scores = await Promise.all(HELD_OUT.map(scoreCase));
    const complete = scores.filter((s) => s.complete).length;
    console.info(`held-out complete ${complete}/${scores.length}`);
    expect(complete / scores.length).toBeGreaterThanOrEqual(0.8);
  });
});

describe('import details', () => {
  it('reads ISO 8601 and written durations', () => {
    expect(parseDuration('PT1H30M')).toBe(90);
    expect(parseDuration('P0DT0H45M')).toBe(45);
    expect(parseDuration('PT90M')).toBe(90);
    expect(parseDuration('P1D')).toBe(1440);
    expect(parseDuration('1 hr 10 mins')).toBe(70);
    expect(parseDuration('1 Std. 20 Min.')).toBe(80);
    expect(parseDuration('PT')).toBeUndefined();
    expect(parseDuration('soon')).toBeUndefined();
  });

  it('reads every recipeYield form', () => {
    expect(parseYield(['4'])).toBe(4);
    expect(parseYield(['Serves 4-6'])).toBe(4);
    expect(parseYield(['1 loaf', '10 servings'])).toBe(10);
    expect(parseYield(['6 personnes'])).toBe(6);
    expect(parseYield(['a big bowl'])).toBeUndefined();
  });

  it("reads 'For 4 people:' lines as the yield, and keeps group headings and steps that start alike", () => {
    for (const line of [
      'Para 4 personas:',
      'Para 1 persona:',
      'For 4 people:',
      'For 4-6 people',
      'Pour 4 personnes :',
      'Für 4 Personen:',
      'Voor 4 personen',
      'Per 4 persone:',
      'Serves 4:',
      'Para 6 personas::',
    ])
      expect(SERVINGS_LINE.test(line), line).toBe(true);
    for (const line of [
      'For the sauce:',
      'Para la salsa:',
      'Pour la pâte :',
      'Für den Teig:',
      'For 10 minutes, stir.',
      'Pour 200 ml de lait',
      'Für 2 EL Öl',
      '4 people',
    ])
      expect(SERVINGS_LINE.test(line), line).toBe(false);
    expect(parseYield(['Para 4 personas:'])).toBe(4);
  });

  it('splits long text at sentence ends and never loses a character', () => {
    const long = Array.from(
      { length: 20 },
      (_, i) => `Sentence number ${i} goes on for a while to be long enough.`,
    ).join(' ');
    const parts = splitLong(long, 200);
    expect(parts.every((p) => p.length <= 200)).toBe(true);
    expect(parts.every((p) => p.endsWith('.'))).toBe(true);
    expect(parts.join(' ')).toBe(long);
    const noStops = 'word '.repeat(300).trim();
    expect(splitLong(noStops, 100).join(' ')).toBe(noStops);
  });

  it('repairs trailing commas and control characters, and gives up on the rest', () => {
    expect(parseJsonLd('{"a": [1, 2,], }')).toEqual({ value: { a: [1, 2] }, repaired: true });
    expect(parseJsonLd('{"a": "x\ny"}')?.value).toEqual({ a: 'x y' });
    expect(parseJsonLd('{"a": ')).toBeUndefined();
    expect(parseJsonLd('x'.repeat(2_000_000))).toBeUndefined();
  });

  it('says what it guessed', async () => {
    const { warnings } = await extractFromHtml(
      '<h2>Ingredients</h2><ul><li>2 eggs</li><li>1 cup zorblax</li></ul><h2>Method</h2><ol><li>Whisk.</li></ol>',
    );
    expect(warnings.join(' ')).toMatch(/does not say how many it serves/);
    expect(warnings.join(' ')).toMatch(/does not name a cuisine/);
    expect(warnings.join(' ')).toMatch(/Nutrition is computed from 1 of 2 ingredient lines/);
  });

  it('pasted text with no ingredients is a 422 that says what to try', () => {
    expect(() => extractFromText('Just a note.')).toThrow(/Ingredients/);
  });

  it('parses a 5 MB page in slices: the event loop keeps turning', async () => {
    const html = fiveMegabytePage();
    expect(Buffer.byteLength(html)).toBeGreaterThanOrEqual(5 * 1024 * 1024);
    const { result, delay } = await measureEventLoopDelay(() => extractFromHtml(html), 2);
    expect(result.recipe.title).toBe('Tomato Basil Pasta');
    // The loop ran many times while the page was read (timing bars are measured in bench/import.ts).
    expect(delay.samples).toBeGreaterThan(10);
  });
});

describe('hostile pages', () => {
  it('reads long lines and deep nesting in linear time', async () => {
    const long = `<p>Ingredients (${'x'.repeat(300_000)}</p><p>${'Serves '.repeat(50_000)}</p>`;
    const deep = `${'<div>'.repeat(50_000)}<h2>Ingredients</h2><ul><li>1 egg</li></ul><h2>Method</h2><p>Boil.</p>${'</div>'.repeat(50_000)}`;
    const started = performance.now();
    await expect(extractFromHtml(long)).rejects.toThrow(/could not find a recipe/);
    expect((await extractFromHtml(deep)).recipe.ingredients).toEqual(['1 egg']);
    expect(() => extractFromText(`Ingredients (${'y'.repeat(100_000)}\n${'1 '.repeat(40_000)}`)).toThrow();
    // Generous: linear work takes well under a second here even on a loaded machine; quadratic takes minutes.
    expect(performance.now() - started).toBeLessThan(15_000);
  });
});
