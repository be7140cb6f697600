import { renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { dialogLoader, useOpenedOnce } from './lazy-dialog';

const Dialog = () => null;

describe('dialogLoader (a dialog fetched on first use)', () => {
  it('fetches once however often it is preloaded, and again after a failed fetch', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(Dialog);
    const { preload } = dialogLoader(load);
    preload();
    preload();
    expect(load).toHaveBeenCalledTimes(1);
    await new Promise((r) => setTimeout(r, 0)); // the failure settles: the next preload tries again
    preload();
    preload();
    expect(load).toHaveBeenCalledTimes(2);
  });
});

describe('useOpenedOnce (a lazy dialog stays mounted from its first open)', () => {
  it('is false until the first open, then true for good', () => {
    const { result, rerender } = renderHook(({ open }) => useOpenedOnce(open), { initialProps: { open: false } });
    expect(result.current).toBe(false);
    rerender({ open: true });
    expect(result.current).toBe(true);
    rerender({ open: false });
    expect(result.current).toBe(true);
  });
});
