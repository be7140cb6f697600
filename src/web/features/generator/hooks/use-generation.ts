import { useCallback, useEffect, useReducer, useRef } from 'react';
import type { GenerationOptions } from '../../../../shared/api/recipes';
import type { streamRecipes } from '../../recipes';
import { describeGenerationError } from '../lib/generation-errors';
import {
  canLoadMore,
  generationReducer,
  initialGenerationState,
  type GenerationMode,
  type GenerationState,
} from './generation-state';

type Stream = typeof streamRecipes;

/*
 * The stream client (and zod, which checks every line) is not needed to draw steps 1 and 2: it loads
 * on the way to the first Generate (preloadStreamClient) or, at the latest, when Generate is pressed.
 * A chunk that cannot be fetched fails like a dropped connection ('Connection Issue').
 */
const loadStreamClient = () => import('../../recipes');

export function preloadStreamClient(): void {
  loadStreamClient().catch(() => undefined);
}

const streamLazily: Stream = (options, handlers) =>
  loadStreamClient().then((client) => client.streamRecipes(options, handlers));

function isAbort(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}

/**
 * Runs generations against the streaming endpoint and feeds the state machine. Only one request runs
 * at a time: starting a new one aborts the previous. `stream` is injectable for tests.
 */
export function useGeneration(stream: Stream = streamLazily, initial: GenerationState = initialGenerationState) {
  // `initial`: a search restored after navigation or a reload (use-persisted-search).
  const [state, dispatch] = useReducer(generationReducer, initial);
  // The latest state for callbacks fired by scroll events between renders.
  const stateRef = useRef<GenerationState>(state);
  stateRef.current = state;
  const controller = useRef<AbortController | null>(null);
  const lastRequest = useRef(0);
  const busy = useRef(false);

  const run = useCallback(
    (mode: GenerationMode, options: GenerationOptions, excludedRecipes: string[]) => {
      controller.current?.abort();
      const abort = new AbortController();
      controller.current = abort;
      const requestId = ++lastRequest.current;
      busy.current = true;
      dispatch({ type: 'start', requestId, mode, options });
      stream(
        { ...options, excludedRecipes },
        { signal: abort.signal, onRecipe: (recipe) => dispatch({ type: 'recipe', requestId, recipe }) },
      ).then(
        () => {
          if (requestId !== lastRequest.current) return;
          busy.current = false;
          dispatch({ type: 'done', requestId });
        },
        (error: unknown) => {
          if (requestId !== lastRequest.current || isAbort(error)) return;
          busy.current = false;
          dispatch({ type: 'fail', requestId, error: describeGenerationError(error) });
        },
      );
    },
    [stream],
  );

  useEffect(() => () => controller.current?.abort(), []);

  const titles = () => stateRef.current.recipes.map((r) => r.title);

  /** A first request: replaces whatever is on screen. */
  const generate = useCallback((options: GenerationOptions) => run('replace', options, []), [run]);

  /** The next batch of the same search; sends the titles on screen as excludedRecipes. True when a request started. */
  const loadMore = useCallback((): boolean => {
    const current = stateRef.current;
    if (busy.current || !canLoadMore(current) || !current.options) return false;
    run('append', current.options, titles());
    return true;
  }, [run]);

  /** A fresh batch of the same search, replacing the one on screen (and not repeating it). */
  const regenerate = useCallback(() => {
    const current = stateRef.current;
    if (!current.options) return;
    run('replace', current.options, titles());
  }, [run]);

  /** Repeats the request that failed, the same way (a failed load-more keeps its results). */
  const retry = useCallback(() => {
    const current = stateRef.current;
    if (!current.options) return;
    run(current.mode, current.options, current.mode === 'append' ? titles() : []);
  }, [run]);

  const reset = useCallback(() => {
    controller.current?.abort();
    busy.current = false;
    lastRequest.current++;
    dispatch({ type: 'reset' });
  }, []);

  return { state, generate, loadMore, regenerate, retry, reset };
}
