import { Spinner } from '../../components/ui/spinner';

/** Shown while the current user is being fetched: we can't pick a screen before we know who you are. */
export function LoadingScreen() {
  return (
    <main id="main-content" className="grid min-h-dvh place-items-center bg-cream p-6">
      <div role="status" className="flex flex-col items-center gap-4 text-center">
        <Spinner className="size-10" />
        <p className="font-serif text-xl text-ink">Loading Chowdr...</p>
      </div>
    </main>
  );
}

/**
 * The fallback while a screen's code chunk downloads (inside the page frame, after a navigation; the
 * first screen is loaded before the app renders). The page frame's <main> already holds the viewport's
 * height, so the footer stays below the fold and nothing jumps when the screen arrives.
 */
export function ScreenFallback() {
  return (
    <div role="status" className="grid place-items-center py-24">
      <Spinner className="size-8" label="Loading..." />
    </div>
  );
}
