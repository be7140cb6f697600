import { useEffect, useRef } from 'react';

/** Spec section 9: scrolling within 1000 px of the page bottom triggers load-more. */
export const LOAD_MORE_THRESHOLD_PX = 1000;

/** Keys that scroll the page down when focus is not in a field. */
const SCROLL_DOWN_KEYS = new Set(['ArrowDown', 'PageDown', 'End', ' ']);

export function distanceToBottom(): number {
  const doc = document.documentElement;
  return doc.scrollHeight - (window.scrollY + window.innerHeight);
}

/** Controls that use these keys themselves: a field, Space on a button, arrows in a group or dialog. */
const KEEPS_KEYS =
  'input, textarea, select, [contenteditable], [role=radiogroup], [role=listbox], [role=menu], [role=tablist], [role=slider], [role=dialog]';
const PRESSES_ON_SPACE = 'button, a, summary, [role=button], [role=checkbox], [role=radio], [role=switch], [role=tab]';

function keyScrollsPage(event: KeyboardEvent): boolean {
  if (!SCROLL_DOWN_KEYS.has(event.key) || event.altKey || event.ctrlKey || event.metaKey) return false;
  const target = event.target;
  if (!(target instanceof Element)) return true;
  if (target.closest(KEEPS_KEYS)) return false;
  return !(event.key === ' ' && target.closest(PRESSES_ON_SPACE));
}

/**
 * Calls `onNearBottom` when the cook scrolls down to within the threshold of the page bottom and
 * `enabled` is true. Upward scrolls are ignored: the page jumping up when the wizard folds away (or
 * scrolling back to a step) is not a request for more recipes.
 *
 * A cook can also already be at the very end with nowhere left to scroll: closing a long card
 * shrinks the page under them, and the browser moves them up to its new end. A wheel, key or
 * finger pushing down there moves nothing and fires no `scroll`, so those count as a scroll down
 * too (the caller ignores calls while a batch is loading).
 */
export function useNearBottom(onNearBottom: () => void, enabled: boolean, threshold = LOAD_MORE_THRESHOLD_PX) {
  const callback = useRef(onNearBottom);
  callback.current = onNearBottom;

  useEffect(() => {
    if (!enabled) return;
    let lastY = window.scrollY;
    let touchY: number | null = null;
    const pushedDown = () => {
      if (distanceToBottom() <= threshold) callback.current();
    };
    const onScroll = () => {
      const y = window.scrollY;
      const down = y > lastY;
      lastY = y;
      if (down) pushedDown();
    };
    const onWheel = (event: WheelEvent) => {
      if (event.deltaY > 0) pushedDown();
    };
    const onKey = (event: KeyboardEvent) => {
      if (keyScrollsPage(event)) pushedDown();
    };
    const onTouchStart = (event: TouchEvent) => {
      touchY = event.touches[0]?.clientY ?? null;
    };
    const onTouchMove = (event: TouchEvent) => {
      const y = event.touches[0]?.clientY;
      // A finger moving up the screen pushes the page down.
      if (touchY !== null && y !== undefined && touchY - y > 8) {
        touchY = null;
        pushedDown();
      }
    };
    const stop = new AbortController();
    const options = { passive: true, signal: stop.signal } as const;
    window.addEventListener('scroll', onScroll, options);
    window.addEventListener('wheel', onWheel, options);
    window.addEventListener('keydown', onKey, options);
    window.addEventListener('touchstart', onTouchStart, options);
    window.addEventListener('touchmove', onTouchMove, options);
    return () => stop.abort();
  }, [enabled, threshold]);
}
