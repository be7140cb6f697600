import { useEffect, useState } from 'react';

type ResultsModule = typeof import('../components/recipe-results');

/*
 * The results UI (recipe cards with their share link, schedule and print dialogs) is most of the
 * generator's code and nothing of it shows before the first Generate: it is its own chunk, fetched
 * once the cook heads for Generate (step 2, hovering or focusing the button) or when results are
 * on screen after a reload.
 */
let loaded: ResultsModule | undefined;
let pending: Promise<ResultsModule> | undefined;

/** Starts fetching the results UI (once); a fetch that failed is tried again on the next call. */
export function preloadResults(): Promise<ResultsModule> {
  pending ??= import('../components/recipe-results').then(
    (module) => (loaded = module),
    (error: unknown) => {
      pending = undefined;
      throw error;
    },
  );
  return pending;
}

/**
 * The results module once it is here (undefined before). `wanted`: results are on screen, so fetch
 * it now; `attempt` changes with every generation, so a fetch that failed offline is tried again.
 */
export function useResultsModule(wanted: boolean, attempt: unknown): ResultsModule | undefined {
  const [module, setModule] = useState(loaded);
  useEffect(() => {
    if (!wanted || module) return;
    let live = true;
    preloadResults().then(
      (m) => live && setModule(m),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [wanted, module, attempt]);
  return module ?? loaded;
}
