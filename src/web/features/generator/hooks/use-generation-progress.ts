import { useEffect, useState } from 'react';

// Spec sections 4 and 9: the bar starts at 0, grows by about 3 to 15 every 400 ms, stays below 90,
// and the ticker stops after 25 s. On finish it shows 100 with 'Recipes ready!'.
export const PROGRESS_TICK_MS = 400;
export const PROGRESS_STOP_MS = 25_000;
export const PROGRESS_CAP = 90;
/** After this long a generation is a slow (model) one and the cook is told how long it takes. */
export const SLOW_HINT_MS = 2000;
export const PROGRESS_DONE_MESSAGE = 'Recipes ready!';

/** A whole number from 3 to 15. */
export function progressIncrement(random: () => number = Math.random): number {
  return 3 + Math.min(12, Math.floor(random() * 13));
}

/** The next value: grows by the increment, capped below PROGRESS_CAP. */
export function nextProgress(current: number, random: () => number = Math.random): number {
  return Math.min(current + progressIncrement(random), PROGRESS_CAP - 1);
}

export function progressMessage(progress: number): string {
  if (progress >= 100) return PROGRESS_DONE_MESSAGE;
  if (progress < 25) return 'Analyzing your ingredients...';
  if (progress < 50) return 'Finding perfect recipes...';
  if (progress < 75) return 'Calculating nutrition info...';
  return 'Adding final touches...';
}

export type ProgressPhase = 'idle' | 'running' | 'done';

/**
 * The progress of one generation. `runKey` changes for every new generation, so a regenerate
 * starts again from 0 even though the phase was already 'running'.
 */
export function useGenerationProgress(phase: ProgressPhase, runKey: number, random: () => number = Math.random) {
  const [progress, setProgress] = useState(0);
  const [slow, setSlow] = useState(false);

  useEffect(() => {
    if (phase === 'done') {
      setProgress(100);
      setSlow(false);
      return;
    }
    setProgress(0);
    setSlow(false);
    if (phase !== 'running') return;
    const ticker = setInterval(() => setProgress((p) => nextProgress(p, random)), PROGRESS_TICK_MS);
    const stop = setTimeout(() => clearInterval(ticker), PROGRESS_STOP_MS);
    const hint = setTimeout(() => setSlow(true), SLOW_HINT_MS);
    return () => {
      clearInterval(ticker);
      clearTimeout(stop);
      clearTimeout(hint);
    };
  }, [phase, runKey, random]);

  return { progress, message: progressMessage(progress), slow };
}
