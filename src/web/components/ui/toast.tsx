import { useSyncExternalStore } from 'react';
import { CheckCircle2, Info, TriangleAlert, X } from 'lucide-react';
import { cn } from '../../lib/cn';

/*
 * Our own tiny toast store (spec section 9): only ONE toast is shown at a time, a new one
 * replaces the old, and each closes itself after 5000 ms unless the pointer or focus rests on it.
 */
export const TOAST_LIMIT = 1;
export const TOAST_DURATION_MS = 5000;

export type ToastVariant = 'default' | 'success' | 'destructive';

export type ToastInput = {
  title: string;
  description?: string;
  variant?: ToastVariant;
  /** Milliseconds before it closes itself; defaults to TOAST_DURATION_MS. */
  duration?: number;
  /** One button beside the message (e.g. Undo); pressing it runs onClick and closes the toast. */
  action?: { label: string; onClick: () => void };
};

export type ToastItem = Required<Pick<ToastInput, 'title' | 'variant' | 'duration'>> &
  Pick<ToastInput, 'description' | 'action'> & { id: number };

let current: ToastItem | null = null;
let seq = 0;
let timer: ReturnType<typeof setTimeout> | undefined;
let deadline = 0;
let remaining = 0;
const listeners = new Set<() => void>();

function emit() {
  for (const listener of listeners) listener();
}

function startTimer(ms: number) {
  clearTimeout(timer);
  remaining = ms;
  deadline = Date.now() + ms;
  const id = current?.id;
  timer = setTimeout(() => dismissToast(id), ms);
}

/** Shows a toast, replacing whatever toast is on screen. */
export function toast(input: ToastInput): { id: number; dismiss: () => void } {
  const item: ToastItem = {
    id: ++seq,
    title: input.title,
    description: input.description,
    variant: input.variant ?? 'default',
    duration: input.duration ?? TOAST_DURATION_MS,
    action: input.action,
  };
  current = item;
  startTimer(item.duration);
  emit();
  return { id: item.id, dismiss: () => dismissToast(item.id) };
}

/** Closes the toast with this id (or the current one when no id is given). */
export function dismissToast(id?: number) {
  if (!current || (id !== undefined && current.id !== id)) return;
  clearTimeout(timer);
  timer = undefined;
  current = null;
  emit();
}

/** Stops the countdown while the user reads or interacts with the toast. */
export function pauseToast() {
  if (!current || timer === undefined) return;
  clearTimeout(timer);
  timer = undefined;
  remaining = Math.max(0, deadline - Date.now());
}

export function resumeToast() {
  if (!current || timer !== undefined) return;
  startTimer(Math.max(remaining, 1000));
}

/** The toasts on screen: at most TOAST_LIMIT (one). */
export function getToasts(): ToastItem[] {
  return current ? [current] : [];
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

const getSnapshot = () => current;

export function useToast() {
  const item = useSyncExternalStore(subscribe, getSnapshot, getSnapshot);
  return { toast, dismiss: dismissToast, toasts: item ? [item] : [] };
}

const variantClasses: Record<ToastVariant, string> = {
  default: 'border-line bg-surface text-ink',
  success: 'border-success/40 bg-success-soft text-success-ink',
  destructive: 'border-danger/40 bg-danger-soft text-danger-ink',
};

const variantIcon = {
  default: Info,
  success: CheckCircle2,
  destructive: TriangleAlert,
} as const;

function ToastCard({ item }: { item: ToastItem }) {
  const Icon = variantIcon[item.variant];
  return (
    <div
      className={cn(
        'pointer-events-auto flex w-full items-start gap-3 rounded-2xl border p-4 pr-2 shadow-lift animate-toast-in',
        variantClasses[item.variant],
      )}
      onMouseEnter={pauseToast}
      onMouseLeave={resumeToast}
      onFocus={pauseToast}
      onBlur={resumeToast}
      data-variant={item.variant}
      data-testid="toast"
    >
      <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
      <div className="grid min-w-0 flex-1 gap-0.5">
        <p className="font-semibold">{item.title}</p>
        {item.description ? <p className="text-sm break-words">{item.description}</p> : null}
      </div>
      {item.action ? (
        <button
          type="button"
          onClick={() => {
            dismissToast(item.id);
            item.action?.onClick();
          }}
          className="-my-1 inline-flex min-h-11 min-w-11 shrink-0 items-center justify-center rounded-xl px-3 font-semibold underline underline-offset-4 hover:bg-black/5 focus-visible:outline-2 focus-visible:outline-primary"
        >
          {item.action.label}
        </button>
      ) : null}
      <button
        type="button"
        onClick={() => dismissToast(item.id)}
        aria-label="Dismiss notification"
        className="-my-1 inline-flex size-11 shrink-0 items-center justify-center rounded-full opacity-80 hover:opacity-100 focus-visible:outline-2 focus-visible:outline-primary"
      >
        <X aria-hidden="true" className="size-4" />
      </button>
    </div>
  );
}

/**
 * Renders the current toast. Both live regions stay mounted so screen readers announce changes:
 * errors go to the assertive one, everything else to the polite one.
 */
export function Toaster() {
  const { toasts } = useToast();
  const item = toasts[0];
  const urgent = item?.variant === 'destructive';
  return (
    <section
      data-toaster=""
      aria-label="Notifications"
      // Below lg it sits over the header at the very top, where it covers no form control (at the bottom it
      // hid a phone's Sign In button); while a dialog is open it moves to the bottom, off the dialog's
      // title (styles.css, body[data-scroll-locked]). From lg up it sits in the
      // top right corner under the header, clear of the navigation and narrow enough to stay beside a
      // centred dialog (issue 26 item 13).
      className="pointer-events-none fixed inset-x-0 top-0 z-[60] mx-auto flex w-full max-w-[26rem] flex-col items-center gap-2 p-2 sm:p-3 lg:inset-x-auto lg:top-18 lg:right-2 lg:max-w-[22rem]"
    >
      <div role="status" aria-live="polite" aria-atomic="true" className="w-full">
        {item && !urgent ? <ToastCard key={item.id} item={item} /> : null}
      </div>
      <div role="alert" aria-live="assertive" aria-atomic="true" className="w-full">
        {item && urgent ? <ToastCard key={item.id} item={item} /> : null}
      </div>
    </section>
  );
}
