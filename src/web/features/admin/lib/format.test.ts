import { describe, expect, it } from 'vitest';
import { actionLabel, emailStatus, formatAppTime } from './format';

describe('formatAppTime (spec 9)', () => {
  it('shows minutes, then hours and minutes, then days and hours', () => {
    expect(formatAppTime(0)).toBe('0m');
    expect(formatAppTime(59)).toBe('59m');
    expect(formatAppTime(60)).toBe('1h 0m');
    expect(formatAppTime(1439)).toBe('23h 59m');
    expect(formatAppTime(1440)).toBe('1d 0h');
    expect(formatAppTime(3000)).toBe('2d 2h');
  });
});

describe('emailStatus and actionLabel', () => {
  it('follows the spec wording', () => {
    expect(emailStatus({ email: 'a@b.c', emailVerified: true })).toBe('Verified');
    expect(emailStatus({ email: 'a@b.c', emailVerified: false })).toBe('Pending');
    expect(emailStatus({ email: '', emailVerified: false })).toBe('No Email');
    expect(actionLabel('update_user_role')).toBe('Update user role');
  });
});
