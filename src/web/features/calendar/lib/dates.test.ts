import { describe, expect, it } from 'vitest';
import { addDays, sameDayNextMonth, startOfWeek, visibleDays, weekTitle } from './dates';

describe('calendar dates', () => {
  it('starts weeks on Sunday', () => {
    expect(startOfWeek('2026-11-24')).toBe('2026-11-22'); // a Tuesday
    expect(startOfWeek('2026-11-22')).toBe('2026-11-22');
    expect(visibleDays('week', '2026-11-28')).toEqual([
      '2026-11-22',
      '2026-11-23',
      '2026-11-24',
      '2026-11-25',
      '2026-11-26',
      '2026-11-27',
      '2026-11-28',
    ]);
  });

  it('pads a month to full Sunday-Saturday weeks', () => {
    const days = visibleDays('month', '2026-11-15');
    expect(days[0]).toBe('2026-11-01'); // November 2026 starts on a Sunday
    expect(days.at(-1)).toBe('2026-12-05');
    expect(days.length % 7).toBe(0);
    const feb = visibleDays('month', '2026-02-10');
    expect(feb[0]).toBe('2026-02-01');
    expect(feb.length).toBe(28);
    const march = visibleDays('month', '2026-03-31');
    expect(march[0]).toBe('2026-03-01');
    expect(march.at(-1)).toBe('2026-04-04');
  });

  it('does day arithmetic across daylight-saving changes and month ends', () => {
    expect(addDays('2026-03-28', 2)).toBe('2026-03-30');
    expect(addDays('2026-10-24', 3)).toBe('2026-10-27');
    expect(sameDayNextMonth('2026-01-31')).toBe('2026-02-28');
    expect(sameDayNextMonth('2026-11-23')).toBe('2026-12-23');
    expect(weekTitle('2026-11-29')).toBe('29 November - 5 December 2026');
    expect(weekTitle('2026-12-27')).toBe('27 December 2026 - 2 January 2027');
  });
});
