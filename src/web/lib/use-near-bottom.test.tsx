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
    const { rerender } = renderHook(({ enabled }) => useNearBottom(onNear, enabled), {
      initialProps: { enabled: true },
    });
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

describe('useNearBottom at the very end of the page (nothing left to scroll)', () => {
  // Closing a long card shrinks the page and the browser moves the cook up to its new end: from
  // there a wheel, key or finger pushing down fires no scroll event, and used to load nothing.
  function atEnd() {
    const page = 3000;
    scrollTo(page - window.innerHeight, page);
  }

  it('a wheel, a scrolling key or a finger pushing down loads more', () => {
    const onNear = vi.fn();
    atEnd();
    renderHook(() => useNearBottom(onNear, true));
    act(() => {
      window.dispatchEvent(new WheelEvent('wheel', { deltaY: 120 }));
    });
    expect(onNear).toHaveBeenCalledTimes(1);
    act(() => {
      document.body.dispatchEvent(new KeyboardEvent('keydown', { key: 'PageDown', bubbles: true }));
    });
    expect(onNear).toHaveBeenCalledTimes(2);
    act(() => {
      window.dispatchEvent(new TouchEvent('touchstart', { touches: [{ clientY: 500 } as Touch] }));
      window.dispatchEvent(new TouchEvent('touchmove', { touches: [{ clientY: 420 } as Touch] }));
    });
    expect(onNear).toHaveBeenCalledTimes(3);
  });

  it('ignores pushes up, far from the end, keys a control uses, and everything once disabled', () => {
    const onNear = vi.fn();
    atEnd();
    const { rerender } = renderHook(({ enabled }) => useNearBottom(onNear, enabled), {
      initialProps: { enabled: true },
    });
    act(() => {
      window.dispatchEvent(new WheelEvent('wheel', { deltaY: -120 }));
      window.dispatchEvent(new TouchEvent('touchstart', { touches: [{ clientY: 400 } as Touch] }));
      window.dispatchEvent(new TouchEvent('touchmove', { touches: [{ clientY: 480 } as Touch] }));
    });
    const input = document.createElement('input');
    const button = document.createElement('button');
    document.body.append(input, button);
    act(() => {
      input.dispatchEvent(new KeyboardEvent('keydown', { key: 'End', bubbles: true }));
      button.dispatchEvent(new KeyboardEvent('keydown', { key: ' ', bubbles: true }));
    });
    expect(onNear).not.toHaveBeenCalled();
    rerender({ enabled: false });
    act(() => {
      window.dispatchEvent(new WheelEvent('wheel', { deltaY: 120 }));
    });
    expect(onNear).not.toHaveBeenCalled();
    rerender({ enabled: true });
    scrollTo(0, 3000);
    act(() => {
      window.dispatchEvent(new WheelEvent('wheel', { deltaY: 120 }));
    });
    expect(onNear).not.toHaveBeenCalled();
    input.remove();
    button.remove();
  });
});
