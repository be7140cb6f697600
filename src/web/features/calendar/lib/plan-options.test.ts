import { describe, expect, it } from 'vitest';
import { planOptionProblems, type PlanOptions } from './plan-options';

const base: PlanOptions = {
  startDate: '2026-11-26',
  days: '7',
  mealTypes: ['breakfast', 'dinner'],
  servings: '2',
  cuisines: [],
  weekday: '30',
  weekend: '',
  usePantry: true,
  savedShare: '0',
};

describe('Plan my week options', () => {
  it('passes a week from today', () => {
    expect(planOptionProblems(base, '2026-11-26')).toEqual({});
  });

  it('names each problem beside its field', () => {
    expect(
      planOptionProblems({ ...base, startDate: '2026-11-25', days: '15', mealTypes: [], servings: '0' }, '2026-11-26'),
    ).toEqual({
      startDate: 'Choose today or a later day.',
      days: 'Plan 1 to 14 days.',
      mealTypes: 'Choose at least one meal.',
      servings: 'Servings are 1 to 12.',
    });
    expect(planOptionProblems({ ...base, startDate: '', days: '2.5', servings: '' }, '2026-11-26')).toEqual({
      startDate: 'Choose the first day.',
      days: 'Plan 1 to 14 days.',
      servings: 'Servings are 1 to 12.',
    });
  });
});
