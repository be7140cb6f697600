import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { GenerationOptions, RecipeInput } from '../../../../shared/api/recipes';
import type { RecipeCardView } from '../../recipes';
import { DEFAULT_WIZARD_FORM, type WizardForm } from '../lib/wizard-form';
import { initialGenerationState, type GenerationState } from './generation-state';

/*
 * The current search survives navigation and reloads for the browser session (issue 17): the
 * wizard's step and options, the recipes on screen, and each card's expanded/scale/saved state.
 * The query cache answers a return within the app at once; sessionStorage answers a reload.
 * Each account (or the visitor) has its own entry, so a shared tablet never shows someone else's.
 */

export type Step = 1 | 2 | 3;

export type PersistedSearch = {
  step: Step;
  form: WizardForm;
  recipes: RecipeInput[];
  options: GenerationOptions | null;
  hasMore: boolean;
  /** Card state by recipe title. */
  cards: Record<string, RecipeCardView>;
  scrollY: number;
};

const STORAGE_PREFIX = 'chowdr-generator-search:';
const WRITE_DELAY_MS = 250;

const queryKey = (owner: string) => ['generator', 'search', owner] as const;
const storageKey = (owner: string) => `${STORAGE_PREFIX}${owner}`;

function readStorage(owner: string): PersistedSearch | null {
  try {
    const raw = window.sessionStorage.getItem(storageKey(owner));
    if (!raw) return null;
    const parsed = JSON.parse(raw) as Partial<PersistedSearch>;
    if (!parsed || !Array.isArray(parsed.recipes) || typeof parsed.form !== 'object' || parsed.form === null)
      return null;
    return {
      step: parsed.step === 1 || parsed.step === 2 || parsed.step === 3 ? parsed.step : 1,
      form: { ...DEFAULT_WIZARD_FORM, ...parsed.form },
      recipes: parsed.recipes,
      options: parsed.options ?? null,
      hasMore: parsed.hasMore === true,
      cards: parsed.cards && typeof parsed.cards === 'object' ? parsed.cards : {},
      scrollY: typeof parsed.scrollY === 'number' ? parsed.scrollY : 0,
    };
  } catch {
    // Blocked storage or a damaged entry: start afresh.
    return null;
  }
}

function writeStorage(owner: string, search: PersistedSearch) {
  try {
    window.sessionStorage.setItem(storageKey(owner), JSON.stringify(search));
  } catch {
    // Full or blocked: the query cache still keeps the search while the tab lives.
  }
}

function readSearch(client: QueryClient, owner: string): PersistedSearch | null {
  return client.getQueryData<PersistedSearch>(queryKey(owner)) ?? readStorage(owner);
}

/** The generation state to start from: an interrupted request counts as finished, with more to load. */
export function restoredGenerationState(search: PersistedSearch | null): GenerationState {
  if (!search || (search.recipes.length === 0 && !search.options)) return initialGenerationState;
  if (search.recipes.length === 0) return { ...initialGenerationState, options: search.options };
  return {
    ...initialGenerationState,
    status: 'loaded',
    recipes: search.recipes,
    options: search.options,
    received: search.recipes.length,
    hasMore: search.hasMore,
  };
}

// A Back/Forward press just before the screen mounts: the place on the page comes back too.
let lastHistoryMove = 0;
if (typeof window !== 'undefined') {
  window.addEventListener('popstate', () => {
    lastHistoryMove = Date.now();
  });
}

function arrivedByHistoryOrReload(): boolean {
  if (Date.now() - lastHistoryMove < 2000) return true;
  const entry = performance.getEntriesByType?.('navigation')[0] as PerformanceNavigationTiming | undefined;
  // Only the first screen of a reloaded page (performance.now is small then).
  return Boolean(entry && (entry.type === 'reload' || entry.type === 'back_forward') && performance.now() < 15_000);
}

/**
 * Reads the saved search once (for the screen's initial state) and saves the live one as it
 * changes. `save` is cheap to call on every render: it keeps the latest in the query cache and
 * writes sessionStorage a moment later (and when the page is hidden).
 */
export function usePersistedSearch(owner: string) {
  const client = useQueryClient();
  const [initial] = useState(() => readSearch(client, owner));
  const latest = useRef<PersistedSearch | null>(initial);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const flush = useCallback(() => {
    clearTimeout(timer.current);
    timer.current = undefined;
    if (latest.current) writeStorage(owner, { ...latest.current, scrollY: window.scrollY });
  }, [owner]);

  const save = useCallback(
    (search: Omit<PersistedSearch, 'scrollY'>) => {
      const next = { ...search, scrollY: window.scrollY };
      latest.current = next;
      client.setQueryData(queryKey(owner), next);
      if (timer.current === undefined) timer.current = setTimeout(flush, WRITE_DELAY_MS);
    },
    [client, owner, flush],
  );

  useEffect(() => {
    const onHide = () => flush();
    window.addEventListener('pagehide', onHide);
    document.addEventListener('visibilitychange', onHide);
    return () => {
      window.removeEventListener('pagehide', onHide);
      document.removeEventListener('visibilitychange', onHide);
      // Leaving the screen: keep where the cook was on the page, for Back.
      if (latest.current) {
        latest.current = { ...latest.current, scrollY: window.scrollY };
        client.setQueryData(queryKey(owner), latest.current);
      }
      flush();
    };
  }, [client, owner, flush]);

  // Back to where the cook was, after the router's scroll-to-top for a new page.
  useLayoutEffect(() => {
    const y = initial?.scrollY ?? 0;
    if (y <= 0 || initial?.recipes.length === 0 || !arrivedByHistoryOrReload()) return;
    const frame = requestAnimationFrame(() => window.scrollTo(0, y));
    return () => cancelAnimationFrame(frame);
  }, [initial]);

  return { initial, save };
}
