import { lazy, Suspense, useRef, useState, type MouseEvent, type ReactElement } from 'react';
import { Slot } from '@radix-ui/react-slot';

/*
 * The header's Suggest Improvement trigger. The dialog (and Radix Dialog with it) is its own chunk,
 * fetched when the pointer or focus reaches the trigger, so it stays out of every page's first load.
 */
const loadDialog = () => import('./suggest-improvement-dialog');
const LazyDialog = lazy(() => loadDialog().then((m) => ({ default: m.SuggestImprovementDialog })));
const preload = () => void loadDialog().catch(() => undefined);

/** `children` is the trigger (a button); it opens the Suggest Improvement dialog. */
export function SuggestImprovement({ children }: { children: ReactElement }) {
  const [open, setOpen] = useState(false);
  // Mounted from the first open on, so closing plays out and returns focus.
  const [mounted, setMounted] = useState(false);
  const trigger = useRef<HTMLElement | null>(null);
  return (
    <>
      <Slot
        aria-haspopup="dialog"
        aria-expanded={open}
        onPointerEnter={preload}
        onFocus={preload}
        onClick={(event: MouseEvent<HTMLElement>) => {
          trigger.current = event.currentTarget;
          setMounted(true);
          setOpen(true);
        }}
      >
        {children}
      </Slot>
      {mounted ? (
        <Suspense fallback={null}>
          <LazyDialog open={open} onOpenChange={setOpen} returnFocusTo={trigger.current} />
        </Suspense>
      ) : null}
    </>
  );
}
