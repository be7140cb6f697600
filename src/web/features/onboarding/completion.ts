import { useSyncExternalStore } from 'react';

/*
 * The onboarding tutorial's completion flag (spec section 4), stored in this browser only.
 * Other features may import this file (the pantry marks completion after a successful update);
 * everything else in features/onboarding is internal.
 */
export const ONBOARDING_FLAG_KEY = 'chowdr-onboarding-completed';

const listeners = new Set<() => void>();

function readFlag(): boolean {
  try {
    return window.localStorage.getItem(ONBOARDING_FLAG_KEY) === 'true';
  } catch {
    // Storage blocked (private mode, policies): never nag on every page.
    return true;
  }
}

export function isOnboardingCompleted(): boolean {
  return typeof window === 'undefined' ? true : readFlag();
}

/** Marks the tutorial done (Skip Tutorial, Get Started Cooking, the pantry link, a pantry update). */
export function markOnboardingCompleted(): void {
  try {
    window.localStorage.setItem(ONBOARDING_FLAG_KEY, 'true');
  } catch {
    // Nothing to persist to; the tutorial still closes for this page view.
  }
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  // Another tab finishing (or resetting) the tutorial counts too.
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === ONBOARDING_FLAG_KEY) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** Whether the tutorial is completed, re-rendering when that changes. */
export function useOnboardingCompleted(): boolean {
  return useSyncExternalStore(subscribe, isOnboardingCompleted, () => true);
}
