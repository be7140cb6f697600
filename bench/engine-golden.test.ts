import { describe, expect, it } from 'vitest';
import { GOLDEN_HASH, goldenHash } from './engine-golden';

// The built-in chef is deterministic: speed work must not change a byte of its output.
describe('built-in chef golden output', () => {
  it('hashes the same over the fixed input set', () => {
    const { hash, batches } = goldenHash();
    expect(batches).toBeGreaterThan(5000);
    expect(hash).toBe(GOLDEN_HASH);
  }, 240_000);
});
