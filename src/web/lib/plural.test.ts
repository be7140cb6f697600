import { describe, expect, it } from 'vitest';
import { count, plural } from './plural';

describe('plural helper', () => {
  it('says 1 user, 0 users, 2 users, and takes irregular plurals', () => {
    expect(count(1, 'user')).toBe('1 user');
    expect(count(0, 'user')).toBe('0 users');
    expect(count(2, 'recipient')).toBe('2 recipients');
    expect(count(3, 'person', 'people')).toBe('3 people');
    expect(count(1234, 'item')).toBe('1,234 items');
    expect(plural(1, 'meal')).toBe('meal');
    expect(plural(5, 'meal')).toBe('meals');
  });
});
