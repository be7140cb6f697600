import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { isCommonPassword } from './common-passwords';

describe('the shared common-password list', () => {
  it('is exactly the 1,000 most common passwords of @zxcvbn-ts/language-common, case-insensitive', () => {
    const require = createRequire(import.meta.url);
    const { dictionary } = require('@zxcvbn-ts/language-common') as { dictionary: Record<string, string[]> };
    const ranked = (dictionary['passwords-common'] ?? []).slice(0, 1000);
    expect(ranked).toHaveLength(1000);
    for (const p of ranked) expect(isCommonPassword(p)).toBe(true);
    expect(isCommonPassword('PASSWORD1')).toBe(true);
    expect(isCommonPassword((dictionary['passwords-common'] ?? [])[5000]!)).toBe(false);
    expect(isCommonPassword('simmer-slowly-42')).toBe(false);
    expect(isCommonPassword('')).toBe(false);
  });
});
