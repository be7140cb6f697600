import { describe, expect, it } from 'vitest';
import { caseInsensitiveEnum, isoDate, isoDateTime, plainText, text } from './common';

describe('shared string and date helpers', () => {
  it('refuses NUL bytes and lone surrogates, keeps real text', () => {
    expect(text(50).safeParse('  Crème brûlée 🍮 ').data).toBe('Crème brûlée 🍮');
    expect(text(50).safeParse('a\u0000b').success).toBe(false);
    expect(text(50).safeParse('a\uD800b').success).toBe(false);
    expect(text(50).safeParse('a\uDC00').success).toBe(false);
    expect(text(50).safeParse('   ').success).toBe(false);
    expect(text(50, 0).safeParse('   ').data).toBe('');
    expect(plainText(5).safeParse('\u0000').success).toBe(false);
    expect(plainText(5).safeParse('').success).toBe(true);
  });
  it('accepts only real dates in range', () => {
    expect(isoDate().safeParse('2026-02-28').success).toBe(true);
    expect(isoDate().safeParse('2028-02-29').success).toBe(true);
    expect(isoDate().safeParse('2026-02-30').success).toBe(false);
    expect(isoDate().safeParse('0000-01-01').success).toBe(false);
    expect(isoDate().safeParse('2026-1-1').success).toBe(false);
    expect(isoDateTime().safeParse('2026-11-23T10:00:00Z').success).toBe(true);
    expect(isoDateTime().safeParse('0000-01-01T00:00:00Z').success).toBe(false);
  });
  it('takes enum values in any case and hands on the canonical one', () => {
    const meal = caseInsensitiveEnum(['breakfast', 'lunch', 'dinner'] as const);
    expect(meal.parse('Dinner')).toBe('dinner');
    expect(meal.parse(' LUNCH ')).toBe('lunch');
    expect(meal.safeParse('brunch').success).toBe(false);
  });
});
