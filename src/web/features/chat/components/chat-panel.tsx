import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { ChevronUp, MessageCircle, Minus, Plus, Send, X } from 'lucide-react';
import { Textarea } from '../../../components/ui/textarea';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';
import { MAX_MESSAGE_LENGTH } from '../../../../shared/api/chat';
import { useChat, type ShownMessage } from '../hooks/use-chat';
import { prefillFor, type ChatView, type OpenRequest } from '../lib/events';
import { suggestedQuestions } from '../lib/suggestions';
import { ChatMarkdown } from './chat-markdown';

type ChatPanelProps = {
  view: ChatView;
  request: OpenRequest | null;
  onMinimize: () => void;
  onExpand: () => void;
  onClose: () => void;
  onStarted: (started: boolean) => void;
};

/** Within this of the end, the log counts as at the end and follows a streaming reply. */
const FOLLOW_END_PX = 48;

export const WELCOME_TEXT =
  "Hi! I'm your Chef Assistant. Ask me about food, cooking and recipes: substitutions, safe temperatures, storage, techniques, or the recipe you're making. Questions on other topics get redirected back to the kitchen.";

/** The Chef Assistant panel (spec sections 2-5, 8, 9). Stays mounted while closed, so the conversation survives. */
export default function ChatPanel({ view, request, onMinimize, onExpand, onClose, onStarted }: ChatPanelProps) {
  const { state, send, reset } = useChat();
  const [draft, setDraft] = useState('');
  const titleId = useId();
  const inputId = useId();
  const inputRef = useRef<HTMLTextAreaElement>(null);
  const logRef = useRef<HTMLDivElement>(null);
  const sectionRef = useRef<HTMLElement>(null);
  const handled = useRef(0);
  const started = state.conversationId !== null;

  useEffect(() => onStarted(started), [started, onStarted]);

  // The recipe event: reset the conversation and prefill the question (spec section 2).
  useEffect(() => {
    if (!request || request.nonce === handled.current) return;
    handled.current = request.nonce;
    reset(request.recipe);
    setDraft(prefillFor(request));
  }, [request, reset]);

  // Focus moves into the panel when it opens (the end of the prefilled text).
  useEffect(() => {
    if (view !== 'open') return;
    const el = inputRef.current;
    if (!el) return;
    el.focus();
    el.setSelectionRange(el.value.length, el.value.length);
  }, [view, request]);

  // The box is disabled while a reply is pending, which drops focus; once it is enabled again
  // (after React commits), focus returns to it unless the cook has moved elsewhere.
  const wasPending = useRef(false);
  useEffect(() => {
    if (wasPending.current && !state.pending && view === 'open') {
      const active = document.activeElement;
      if (!active || active === document.body || sectionRef.current?.contains(active)) inputRef.current?.focus();
    }
    wasPending.current = state.pending;
  }, [state.pending, view]);

  // Keep the newest words in sight while the cook is at the end of the conversation. Once they
  // scroll up to read an earlier answer, the log stays where they put it (nothing slides under
  // their finger) until they scroll back down or send again.
  const followEnd = useRef(true);
  const onLogScroll = () => {
    const log = logRef.current;
    if (log) followEnd.current = log.scrollHeight - log.scrollTop - log.clientHeight <= FOLLOW_END_PX;
  };
  useEffect(() => {
    const log = logRef.current;
    if (state.messages.length === 0) followEnd.current = true; // a new conversation
    if (log && followEnd.current) log.scrollTop = log.scrollHeight;
  }, [state.messages, state.streaming]);

  if (view === 'closed') return null;
  const minimized = view === 'minimized';
  const title = started ? 'Chef Assistant' : 'Ask Chef Assistant';

  async function submit(question?: string) {
    const text = question ?? draft;
    if (!text.trim() || state.pending) return;
    setDraft('');
    followEnd.current = true;
    const ok = await send(text);
    if (!ok) setDraft((d) => (d === '' ? text : d));
  }

  function onKeyDown(e: KeyboardEvent<HTMLTextAreaElement>) {
    // Enter sends; Shift+Enter is a newline; an IME composition's Enter is neither.
    if (e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing) {
      e.preventDefault();
      void submit();
    }
  }

  function newChat() {
    reset(null);
    setDraft('');
    inputRef.current?.focus();
  }

  return (
    // The panel listens for Escape and Tab anywhere inside it (a non-modal dialog's keyboard handling).
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <section
      ref={sectionRef}
      aria-labelledby={titleId}
      onKeyDown={(e) => {
        if (e.key === 'Escape') {
          e.stopPropagation();
          onClose();
        }
      }}
      className={cn(
        'fixed z-50 flex flex-col overflow-hidden border-line bg-surface text-ink shadow-lift print:hidden',
        minimized
          ? 'right-0 bottom-0 left-0 h-16 border-t sm:right-6 sm:bottom-6 sm:left-auto sm:w-96 sm:rounded-2xl sm:border'
          : 'inset-0 h-dvh sm:inset-auto sm:right-6 sm:bottom-6 sm:h-[500px] sm:max-h-[calc(100dvh-3rem)] sm:w-96 sm:rounded-2xl sm:border',
      )}
    >
      <header className="flex h-16 shrink-0 items-center gap-1 border-b border-line bg-cream px-3">
        <MessageCircle aria-hidden="true" className="size-5 shrink-0 text-primary" />
        <h2 id={titleId} className="min-w-0 flex-1 truncate pl-1 font-serif text-lg font-semibold">
          {title}
        </h2>
        {!minimized ? (
          <Button variant="ghost" size="sm" onClick={newChat} className="px-2">
            <Plus aria-hidden="true" />
            {/* Icon-only on phones so the title stays whole (375 px); the name stays 'New Chat'. */}
            <span className="max-sm:sr-only">New Chat</span>
          </Button>
        ) : null}
        {minimized ? (
          <Button variant="ghost" size="icon" aria-label="Expand chat" title="Expand" onClick={onExpand}>
            <ChevronUp aria-hidden="true" className="size-5!" />
          </Button>
        ) : (
          <Button variant="ghost" size="icon" aria-label="Minimize chat" title="Minimize" onClick={onMinimize}>
            <Minus aria-hidden="true" className="size-5!" />
          </Button>
        )}
        <Button variant="ghost" size="icon" aria-label="Close chat" title="Close" onClick={onClose}>
          <X aria-hidden="true" className="size-5!" />
        </Button>
      </header>

      <div hidden={minimized} className="flex min-h-0 flex-1 flex-col">
        <div
          ref={logRef}
          onScroll={onLogScroll}
          className="min-h-0 flex-1 space-y-3 overflow-y-auto px-4 py-4 text-[15px] leading-relaxed"
          aria-busy={state.pending}
        >
          {state.messages.length === 0 ? (
            <div className="rounded-2xl bg-sand px-4 py-3 text-ink">
              <p>{WELCOME_TEXT}</p>
              {state.recipe ? (
                <>
                  <p className="mt-2 text-sm text-muted">
                    Asking about <strong className="font-semibold text-ink">{state.recipe.title}</strong>.
                  </p>
                  <ul aria-label="Suggested questions" className="mt-3 flex flex-wrap gap-2">
                    {suggestedQuestions(state.recipe).map((q) => (
                      <li key={q}>
                        <button
                          type="button"
                          disabled={state.pending}
                          onClick={() => void submit(q)}
                          className="min-h-11 rounded-full border border-line-strong/60 bg-surface px-3 py-2 text-left text-sm text-ink hover:border-primary hover:text-primary focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary disabled:cursor-not-allowed disabled:opacity-60"
                        >
                          {q}
                        </button>
                      </li>
                    ))}
                  </ul>
                </>
              ) : null}
            </div>
          ) : (
            <ol className="space-y-3" aria-label="Conversation">
              {state.messages.map((m) => (
                <Bubble key={m.key} message={m} />
              ))}
              {state.streaming !== null ? (
                <li className="mr-8">
                  <span className="sr-only">Chef Assistant: </span>
                  <div className="rounded-2xl rounded-bl-md bg-sand px-4 py-2.5">
                    {state.streaming ? <ChatMarkdown text={state.streaming} /> : <Thinking />}
                  </div>
                </li>
              ) : null}
            </ol>
          )}
        </div>

        {state.notice ? (
          <p role="alert" className="mx-4 mb-2 rounded-xl bg-danger-soft px-3 py-2 text-sm text-danger-ink">
            {state.notice}
          </p>
        ) : null}

        <form
          className="flex shrink-0 items-end gap-2 border-t border-line bg-surface p-3"
          onSubmit={(e) => {
            e.preventDefault();
            void submit();
          }}
        >
          <label htmlFor={inputId} className="sr-only">
            Message the Chef Assistant
          </label>
          <Textarea
            id={inputId}
            ref={inputRef}
            rows={2}
            value={draft}
            maxLength={MAX_MESSAGE_LENGTH}
            disabled={state.pending}
            onChange={(e) => setDraft(e.target.value)}
            onKeyDown={onKeyDown}
            placeholder="Ask about cooking, recipes or ingredients…"
            className="min-h-11 w-auto flex-1 resize-none px-3"
          />
          <Button
            type="submit"
            size="icon"
            aria-label="Send message"
            disabled={state.pending || !draft.trim()}
            loading={state.pending}
          >
            {state.pending ? null : <Send aria-hidden="true" className="size-5!" />}
          </Button>
        </form>
      </div>

      {/* New replies are read out once, when complete (not word by word). */}
      <div aria-live="polite" aria-atomic="true" className="sr-only">
        {state.announcement ? `Chef Assistant: ${state.announcement}` : ''}
      </div>
    </section>
  );
}

function Bubble({ message }: { message: ShownMessage }) {
  if (message.role === 'user') {
    return (
      <li className="ml-8 flex justify-end">
        <span className="sr-only">You: </span>
        <div className="max-w-full rounded-2xl rounded-br-md bg-primary-soft px-4 py-2.5 break-words whitespace-pre-wrap text-ink">
          {message.content}
        </div>
      </li>
    );
  }
  return (
    <li className="mr-8">
      <span className="sr-only">Chef Assistant: </span>
      <div className="rounded-2xl rounded-bl-md bg-sand px-4 py-2.5 break-words">
        <ChatMarkdown text={message.content} />
      </div>
    </li>
  );
}

function Thinking() {
  return (
    <p className="flex items-center gap-1.5 text-muted">
      <span>Chef Assistant is thinking</span>
      <span aria-hidden="true" className="inline-flex gap-1">
        <span className="size-1.5 animate-pulse rounded-full bg-muted" />
        <span className="size-1.5 animate-pulse rounded-full bg-muted [animation-delay:150ms]" />
        <span className="size-1.5 animate-pulse rounded-full bg-muted [animation-delay:300ms]" />
      </span>
    </p>
  );
}
