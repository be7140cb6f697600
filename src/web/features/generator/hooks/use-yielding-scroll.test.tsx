import { renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useYieldingScroll } from './use-yielding-scroll';

// jsdom has no scrolling element; a stand-in records how the page was asked to scroll.
let rootScrollTo: ReturnType<typeof vi.fn>;
beforeEach(() => {
  vi.useFakeTimers();
  rootScrollTo = vi.fn();
  Object.defineProperty(document, 'scrollingElement', {
    configurable: true,
    value: { scrollTop: 640, scrollLeft: 0, scrollTo: rootScrollTo },
  });
});
afterEach(() => {
  vi.useRealTimers();
  Reflect.deleteProperty(document, 'scrollingElement');
});

function press(type: string) {
  window.dispatchEvent(new Event(type));
}

describe('useYieldingScroll (the page never moves under a pressed pointer)', () => {
  it('scrolls after the delay when the person does nothing', () => {
    const scroll = vi.fn();
    const { result } = renderHook(() => useYieldingScroll());
    result.current(scroll, 300);
    vi.advanceTimersByTime(299);
    expect(scroll).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(scroll).toHaveBeenCalledTimes(1);
  });

  it.each(['pointerdown', 'touchstart', 'wheel', 'keydown'])('a %s before the delay cancels the scroll', (type) => {
    const scroll = vi.fn();
    const { result } = renderHook(() => useYieldingScroll());
    result.current(scroll, 300);
    vi.advanceTimersByTime(200);
    press(type);
    vi.advanceTimersByTime(1000);
    expect(scroll).not.toHaveBeenCalled();
    expect(rootScrollTo).not.toHaveBeenCalled(); // nothing was moving: nothing to stop
  });

  it('a press while the scroll runs stops it where it is, once', () => {
    const { result } = renderHook(() => useYieldingScroll());
    result.current(() => undefined, 300);
    vi.advanceTimersByTime(300);
    press('pointerdown');
    expect(rootScrollTo).toHaveBeenCalledWith({ top: 640, left: 0, behavior: 'instant' });
    press('pointerdown');
    expect(rootScrollTo).toHaveBeenCalledTimes(1);
  });

  it('after the scroll has ended, presses are the page’s own again', () => {
    const { result } = renderHook(() => useYieldingScroll());
    result.current(() => undefined, 0);
    vi.advanceTimersByTime(0);
    window.dispatchEvent(new Event('scrollend'));
    press('pointerdown');
    expect(rootScrollTo).not.toHaveBeenCalled();
    // Without a scrollend event, it lets go once a smooth scroll must be over.
    result.current(() => undefined, 0);
    vi.advanceTimersByTime(1500);
    press('pointerdown');
    expect(rootScrollTo).not.toHaveBeenCalled();
  });

  it('a new schedule replaces the last, and unmounting cancels it', () => {
    const first = vi.fn();
    const second = vi.fn();
    const { result, unmount } = renderHook(() => useYieldingScroll());
    result.current(first, 300);
    result.current(second, 300);
    vi.advanceTimersByTime(300);
    expect(first).not.toHaveBeenCalled();
    expect(second).toHaveBeenCalledTimes(1);

    const third = vi.fn();
    result.current(third, 300);
    unmount();
    vi.advanceTimersByTime(300);
    expect(third).not.toHaveBeenCalled();
  });
});
