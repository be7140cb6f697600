import { afterEach } from 'vitest';
import { cleanup, configure } from '@testing-library/react';

// A screen is a lazy chunk that Vite transforms on first import: on a loaded 2-core machine that can
// take over the default 1 s of findBy*/waitFor. Generous, never a timed assertion.
configure({ asyncUtilTimeout: 5000 });

// Tell React this environment supports act() (silences "not configured to support act" warnings).
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

// jsdom lacks a few browser APIs that Radix and our layout touch.
if (typeof window !== 'undefined') {
  window.scrollTo = () => undefined;
  if (!('ResizeObserver' in window)) {
    class ResizeObserverStub {
      observe() {}
      unobserve() {}
      disconnect() {}
    }
    (window as unknown as { ResizeObserver: unknown }).ResizeObserver = ResizeObserverStub;
  }
  if (!window.matchMedia) {
    window.matchMedia = (query: string) => ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    });
  }
}

afterEach(() => {
  cleanup();
  window.history.replaceState(null, '', '/');
  document.title = '';
});
