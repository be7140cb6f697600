import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { MessageCircle } from 'lucide-react';
import { cn } from '../../../lib/cn';
import { OPEN_CHAT_EVENT, readOpenChatDetail } from '../lib/events';
import type { ChatView, OpenRequest } from '../lib/events';

// The panel (and zod, which reads the stream) loads on first open, not with every page.
const ChatPanel = lazy(() => import('./chat-panel'));

/**
 * The floating Chef Assistant button, bottom-right on every screen for signed-in verified cooks
 * (spec section 2). It owns the panel's state: closed, open, minimized (spec section 4), and
 * listens for the `openChatWithRecipe` window event.
 */
export function ChatLauncher() {
  const [view, setView] = useState<ChatView>('closed');
  const [loaded, setLoaded] = useState(false);
  const [request, setRequest] = useState<OpenRequest | null>(null);
  const [started, setStarted] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const returnFocus = useRef<HTMLElement | null>(null);

  const open = useCallback(() => {
    const active = document.activeElement;
    if (active instanceof HTMLElement && active !== document.body) returnFocus.current = active;
    setLoaded(true);
    setView('open');
  }, []);

  useEffect(() => {
    let nonce = 0;
    const onOpen = (event: Event) => {
      const detail = readOpenChatDetail(event);
      if (!detail) return;
      setRequest({ ...detail, nonce: ++nonce });
      open();
    };
    window.addEventListener(OPEN_CHAT_EVENT, onOpen);
    return () => window.removeEventListener(OPEN_CHAT_EVENT, onOpen);
  }, [open]);

  const close = useCallback(() => {
    setView('closed');
    // Focus goes back where it came from (the button or a recipe card's chat button).
    requestAnimationFrame(() => {
      const target = returnFocus.current?.isConnected ? returnFocus.current : buttonRef.current;
      target?.focus();
      returnFocus.current = null;
    });
  }, []);

  return (
    <>
      {view === 'closed' ? (
        <button
          ref={buttonRef}
          type="button"
          onClick={open}
          aria-label={started ? 'Open Chef Assistant' : 'Ask Chef Assistant'}
          title="Chef Assistant"
          className={cn(
            'fixed right-4 bottom-4 z-40 inline-flex size-14 items-center justify-center rounded-full bg-primary text-white shadow-lift sm:right-6 sm:bottom-6',
            'transition-colors hover:bg-primary-hover focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary print:hidden',
          )}
        >
          <MessageCircle aria-hidden="true" className="size-6" />
        </button>
      ) : null}
      {loaded ? (
        <Suspense fallback={view === 'closed' ? null : <PanelSkeleton />}>
          <ChatPanel
            view={view}
            request={request}
            onMinimize={() => setView('minimized')}
            onExpand={() => setView('open')}
            onClose={close}
            onStarted={setStarted}
          />
        </Suspense>
      ) : null}
    </>
  );
}

function PanelSkeleton() {
  return (
    <div
      aria-hidden="true"
      className="fixed inset-0 z-50 bg-surface sm:inset-auto sm:right-6 sm:bottom-6 sm:h-[500px] sm:w-96 sm:rounded-2xl sm:border sm:border-line sm:shadow-lift"
    />
  );
}
