import { lazy, Suspense, useRef, useState, type ComponentType, type MouseEvent, type ReactElement } from 'react';
import { Slot } from '@radix-ui/react-slot';

/** What a dialog opened by lazyDialog receives besides its own props. */
export type LazyDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The trigger that opened it: focus goes back there on close (Radix does so only for a DialogTrigger). */
  returnFocusTo: HTMLElement | null;
};

/**
 * A dialog's code fetched once (and again after a failure, e.g. offline): `Dialog` is the lazy
 * component to render inside Suspense, `preload` starts the fetch when the cook heads for it.
 * For a dialog opened from several places (no single trigger to wrap with lazyDialog).
 */
export function dialogLoader<P extends object>(load: () => Promise<ComponentType<P>>) {
  let pending: Promise<ComponentType<P>> | undefined;
  const fetchDialog = () =>
    (pending ??= load().catch((error: unknown) => {
      pending = undefined; // offline: the next hover or click tries again
      throw error;
    }));
  const Dialog = lazy(() => fetchDialog().then((component) => ({ default: component })));
  const preload = () => void fetchDialog().catch(() => undefined);
  return { Dialog, preload };
}

/** True from the first time `open` is true: a lazy dialog stays mounted after that, so closing plays out. */
export function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened || open;
}

/**
 * A dialog whose code (and Radix Dialog with it) loads on first use instead of with the screen: the
 * returned component renders `trigger` and fetches the dialog when the pointer or focus reaches it,
 * so it is usually there by the click. `load` resolves to the dialog component.
 */
export function lazyDialog<P extends object>(load: () => Promise<ComponentType<P & LazyDialogProps>>) {
  const { Dialog, preload } = dialogLoader(load);

  return function LazyDialogTrigger({ trigger, ...props }: P & { trigger: ReactElement }) {
    const [open, setOpen] = useState(false);
    // Mounted from the first open on, so closing plays out and gives focus back.
    const [mounted, setMounted] = useState(false);
    const opener = useRef<HTMLElement | null>(null);
    return (
      <>
        <Slot
          aria-haspopup="dialog"
          aria-expanded={open}
          onPointerEnter={preload}
          onFocus={preload}
          onClick={(event: MouseEvent<HTMLElement>) => {
            opener.current = event.currentTarget;
            setMounted(true);
            setOpen(true);
          }}
        >
          {trigger}
        </Slot>
        {mounted ? (
          <Suspense fallback={null}>
            <Dialog {...(props as P)} open={open} onOpenChange={setOpen} returnFocusTo={opener.current} />
          </Suspense>
        ) : null}
      </>
    );
  };
}
