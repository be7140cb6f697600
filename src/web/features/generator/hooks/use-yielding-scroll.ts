import { useCallback, useEffect, useRef } from 'react';

/** What a person does to take the page over: a scheduled or running automatic scroll gives way. */
const TAKE_OVER = ['pointerdown', 'touchstart', 'wheel', 'keydown'] as const;
/** A smooth scroll has ended by then, even where the browser sends no `scrollend`. */
const SCROLL_SETTLE_MS = 1500;

/** Ends a smooth scroll where it is (no-op where scrolling is not implemented, as in jsdom). */
function haltScrolling() {
  const root = document.scrollingElement;
  if (root && typeof root.scrollTo === 'function') root.scrollTo({ top: root.scrollTop, left: root.scrollLeft, behavior: 'instant' });
}

/**
 * Returns `schedule(scroll, delayMs)`: runs `scroll` after the delay unless the person acts first,
 * and stops the scroll where it is if they press while it runs. The page must never move under a
 * pressed pointer: the press lands on a button, the release on whatever slid under the pointer, and
 * the click is lost (the first click on Generate, issue 16). A new schedule replaces the last one.
 */
export function useYieldingScroll() {
  const cancel = useRef<(() => void) | null>(null);
  useEffect(() => () => cancel.current?.(), []);

  return useCallback((scroll: () => void, delayMs: number) => {
    cancel.current?.();
    let running = false;
    let settle: ReturnType<typeof setTimeout> | undefined;

    const stop = () => {
      clearTimeout(timer);
      clearTimeout(settle);
      for (const type of TAKE_OVER) window.removeEventListener(type, takeOver, true);
      window.removeEventListener('scrollend', stop);
      if (cancel.current === stop) cancel.current = null;
    };
    const takeOver = () => {
      if (running) haltScrolling();
      stop();
    };
    const timer = setTimeout(() => {
      running = true;
      window.addEventListener('scrollend', stop);
      settle = setTimeout(stop, SCROLL_SETTLE_MS);
      scroll();
    }, delayMs);

    // Capture phase on window: the press that scheduled this (a click) has already passed it.
    for (const type of TAKE_OVER) window.addEventListener(type, takeOver, { capture: true, passive: true });
    cancel.current = stop;
  }, []);
}
