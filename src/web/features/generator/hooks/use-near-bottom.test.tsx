import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LOAD_MORE_THRESHOLD_PX, useNearBottom } from './use-near-bottom';

function scrollTo(y: number, pageHeight: number) {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
  Object.defineProperty(document.documentElement, 'scrollHeight', { value: pageHeight, configurable: true });
  act(() => {
    window.dispatchEvent(new Event('scroll'));
  });
}

afterEach(() => {
  scrollTo(0, 0);
});

describe('useNearBottom (load-more on scroll, spec section 9)', () => {
  it('fires when scrolling down to within 1000 px of the bottom, only while enabled', () => {
    expect(LOAD_MORE_THRESHOLD_PX).toBe(1000);
    const onNear = vi.fn();
    const { rerender } = renderHook(({ enabled }) => useNearBottom(onNear, enabled), { initialProps: { enabled: true } });
    const page = 5000;
    const viewport = window.innerHeight;
    scrollTo(100, page); // far from the bottom
    expect(onNear).not.toHaveBeenCalled();
    scrollTo(page - viewport - 1001, page);
    expect(onNear).not.toHaveBeenCalled();
    scrollTo(page - viewport - 1000, page);
    expect(onNear).toHaveBeenCalledTimes(1);
    scrollTo(page - viewport - 900, page);
    expect(onNear).toHaveBeenCalledTimes(2);
    rerender({ enabled: false });
    scrollTo(page - viewport - 100, page);
    expect(onNear).toHaveBeenCalledTimes(2);
  });

  it('ignores the page moving up (the wizard folding away, a scroll back to a step)', () => {
    const onNear = vi.fn();
    scrollTo(4000, 5000);
    renderHook(() => useNearBottom(onNear, true));
    scrollTo(3500, 5000);
    expect(onNear).not.toHaveBeenCalled();
  });
});
