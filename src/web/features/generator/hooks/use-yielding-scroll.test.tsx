import { renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useYieldingScroll } from './use-yielding-scroll';

// jsdom lays nothing out and cannot scroll: the page is a stand-in 5000 px tall with a 800 px
// window, and the target section starts 2000 px down with the sticky header's 96 px scroll margin.
const PAGE = 5000;
let y = 0;
let moves: number[];
let target: HTMLElement;
let reducedMotion = false;

beforeEach(() => {
  vi.useFakeTimers({
    toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame', 'cancelAnimationFrame', 'performance', 'Date'],
  });
  y = 0;
  moves = [];
  reducedMotion = false;
  vi.spyOn(window, 'scrollY', 'get').mockImplementation(() => y);
  vi.spyOn(window, 'innerHeight', 'get').mockImplementation(() => 800);
  vi.spyOn(document.documentElement, 'scrollHeight', 'get').mockImplementation(() => PAGE);
  vi.spyOn(window, 'scrollTo').mockImplementation(((options: ScrollToOptions) => {
    y = options.top!;
    moves.push(y);
  }) as typeof window.scrollTo);
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: reducedMotion && query.includes('reduce') }));
  target = document.createElement('section');
  target.style.scrollMarginTop = '96px';
  document.body.append(target);
  vi.spyOn(target, 'getBoundingClientRect').mockImplementation(() => ({ top: 2000 - y }) as DOMRect);
});
afterEach(() => {
  target.remove();
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

function press(type: string) {
  window.dispatchEvent(new Event(type));
}

describe('useYieldingScroll (the page never moves under a pressed pointer)', () => {
  it('glides to the target after the delay when the person does nothing, ending below the header', () => {
    const { result } = renderHook(() => useYieldingScroll());
    const find = vi.fn(() => target);
    result.current(find, 300);
    vi.advanceTimersByTime(299);
    expect(find).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(find).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1000);
    expect(moves.length).toBeGreaterThan(5); // a glide, frame by frame, not a jump
    expect(moves).toEqual([...moves].sort((a, b) => a - b));
    expect(y).toBe(2000 - 96);
  });

  it('jumps at once for a cook who asked for less motion', () => {
    reducedMotion = true;
    const { result } = renderHook(() => useYieldingScroll());
    result.current(() => target, 0);
    vi.advanceTimersByTime(0);
    expect(moves).toEqual([1904]);
  });

  it('never goes past the end of the page', () => {
    vi.spyOn(target, 'getBoundingClientRect').mockImplementation(() => ({ top: 4900 - y }) as DOMRect);
    const { result } = renderHook(() => useYieldingScroll());
    result.current(() => target, 0);
    vi.advanceTimersByTime(1000);
    expect(y).toBe(PAGE - 800);
  });

  it.each(['pointerdown', 'touchstart', 'wheel', 'keydown'])('a %s before the delay cancels the move', (type) => {
    const find = vi.fn(() => target);
    const { result } = renderHook(() => useYieldingScroll());
    result.current(find, 300);
    vi.advanceTimersByTime(200);
    press(type);
    vi.advanceTimersByTime(1000);
    expect(find).not.toHaveBeenCalled();
    expect(moves).toEqual([]);
  });

  it.each(['pointerdown', 'touchstart', 'wheel', 'keydown'])('a %s during the glide stops it on the spot', (type) => {
    const { result } = renderHook(() => useYieldingScroll());
    result.current(() => target, 0);
    vi.advanceTimersByTime(100);
    const stoppedAt = y;
    expect(stoppedAt).toBeGreaterThan(0);
    expect(stoppedAt).toBeLessThan(1904);
    press(type);
    vi.advanceTimersByTime(1000);
    expect(y).toBe(stoppedAt);
  });

  it('after the glide, presses are the page’s own again', () => {
    const { result } = renderHook(() => useYieldingScroll());
    result.current(() => target, 0);
    vi.advanceTimersByTime(1000);
    const count = moves.length;
    press('pointerdown');
    press('wheel');
    vi.advanceTimersByTime(1000);
    expect(moves).toHaveLength(count);
  });

  it('a new schedule replaces the last, and unmounting cancels it', () => {
    const first = vi.fn(() => target);
    const second = vi.fn(() => target);
    const { result, unmount } = renderHook(() => useYieldingScroll());
    result.current(first, 300);
    result.current(second, 300);
    vi.advanceTimersByTime(300);
    expect(first).not.toHaveBeenCalled();
    expect(second).toHaveBeenCalledTimes(1);

    vi.advanceTimersByTime(1000);
    const third = vi.fn(() => target);
    result.current(third, 300);
    unmount();
    vi.advanceTimersByTime(300);
    expect(third).not.toHaveBeenCalled();
  });
});
