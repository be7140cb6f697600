import { useCallback, useEffect, useRef } from 'react';

/** What a person does to take the page over: a scheduled or running automatic scroll gives way. */
const TAKE_OVER = ['pointerdown', 'touchstart', 'wheel', 'keydown'] as const;
/** The glide to a step: quick over a short way, never long enough to feel like waiting. */
const MIN_GLIDE_MS = 250;
const MAX_GLIDE_MS = 500;

function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/** Where the page must be for `element` to sit at the top, below the sticky header (its scroll-margin). */
function topFor(element: HTMLElement): number {
  const margin = parseFloat(getComputedStyle(element).scrollMarginTop) || 0;
  const wanted = element.getBoundingClientRect().top + window.scrollY - margin;
  const end = document.documentElement.scrollHeight - window.innerHeight;
  return Math.max(0, Math.min(wanted, end));
}

function jumpTo(top: number) {
  window.scrollTo({ top, left: window.scrollX, behavior: 'instant' });
}

const easeInOut = (t: number) => (t < 0.5 ? 4 * t * t * t : 1 - (-2 * t + 2) ** 3 / 2);

/**
 * Returns `schedule(target, delayMs)`: after the delay, `target()` names the element to bring to the
 * top (it may also move focus) and the page glides there, unless the person acts first. A press,
 * touch, wheel or key during the glide stops it on the spot. The page must never move under a
 * pressed pointer: the press lands on a button, the release on whatever slid under the pointer, and
 * the click is lost (the first click on Generate, issue 16).
 *
 * The glide is our own, a frame at a time, rather than the browser's smooth scroll: that one runs
 * off the main thread and a page cannot reliably stop it (Chromium carries on for several frames, or
 * to the end, after a scrollTo to where it is). A new schedule replaces the last one.
 */
export function useYieldingScroll() {
  const cancel = useRef<(() => void) | null>(null);
  useEffect(() => () => cancel.current?.(), []);

  return useCallback((target: () => HTMLElement | null | undefined, delayMs: number) => {
    cancel.current?.();
    let frame = 0;

    const stop = () => {
      clearTimeout(timer);
      cancelAnimationFrame(frame);
      for (const type of TAKE_OVER) window.removeEventListener(type, stop, true);
      if (cancel.current === stop) cancel.current = null;
    };

    const timer = setTimeout(() => {
      const element = target();
      if (!element) return stop();
      const from = window.scrollY;
      const distance = Math.abs(topFor(element) - from);
      if (prefersReducedMotion() || distance < 1) {
        jumpTo(topFor(element));
        return stop();
      }
      const duration = Math.min(MAX_GLIDE_MS, Math.max(MIN_GLIDE_MS, distance / 2));
      let start: number | null = null;
      const step = (now: number) => {
        start ??= now;
        const progress = Math.min(1, (now - start) / duration);
        // The target is measured again each frame: a step still settling keeps its place as the goal.
        jumpTo(Math.round(from + (topFor(element) - from) * easeInOut(progress)));
        if (progress < 1) frame = requestAnimationFrame(step);
        else stop();
      };
      frame = requestAnimationFrame(step);
    }, delayMs);

    // Capture phase on window: the press that scheduled this (a click) has already passed it.
    for (const type of TAKE_OVER) window.addEventListener(type, stop, { capture: true, passive: true });
    cancel.current = stop;
  }, []);
}
