import { useEffect, useRef } from 'react';

/** Spec section 9: scrolling within 1000 px of the page bottom triggers load-more. */
export const LOAD_MORE_THRESHOLD_PX = 1000;

export function distanceToBottom(): number {
  const doc = document.documentElement;
  return doc.scrollHeight - (window.scrollY + window.innerHeight);
}

/**
 * Calls `onNearBottom` when the cook scrolls down to within the threshold of the page bottom and
 * `enabled` is true. Upward scrolls are ignored: the page jumping up when the wizard folds away (or
 * scrolling back to a step) is not a request for more recipes.
 */
export function useNearBottom(onNearBottom: () => void, enabled: boolean, threshold = LOAD_MORE_THRESHOLD_PX) {
  const callback = useRef(onNearBottom);
  callback.current = onNearBottom;

  useEffect(() => {
    if (!enabled) return;
    let lastY = window.scrollY;
    const onScroll = () => {
      const y = window.scrollY;
      const down = y > lastY;
      lastY = y;
      if (down && distanceToBottom() <= threshold) callback.current();
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [enabled, threshold]);
}
