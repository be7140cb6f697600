import { useCallback, useEffect, useRef, useState } from 'react';
import { DEFAULT_CONVERSATION_TITLE, type AttachedRecipe, type ChatMessage } from '../../../../shared/api/chat';
import { toast } from '../../../components/ui/toast';
import { getErrorMessage, isApiError } from '../../../lib/api-client';
import { messageStreamUrl, START_STREAM_URL, streamChat } from '../api/stream-chat';

/** A message shown in the panel; `pending` ones are not stored yet. */
export type ShownMessage = Pick<ChatMessage, 'role' | 'content'> & { key: string; pending?: boolean };

export type ChatState = {
  conversationId: number | null;
  recipe: AttachedRecipe | null;
  messages: ShownMessage[];
  /** The reply being written, or '' while waiting for its first words. */
  streaming: string | null;
  pending: boolean;
  /** The server's words when a message was refused (e.g. the per-minute limit). */
  notice: string | null;
  /** The last finished reply, for the polite live region. */
  announcement: string;
};

const EMPTY: ChatState = {
  conversationId: null,
  recipe: null,
  messages: [],
  streaming: null,
  pending: false,
  notice: null,
  announcement: '',
};

let keySeq = 0;
const nextKey = () => `m${++keySeq}`;

/** The conversation in the panel: spec section 4, no conversation until the first message. */
export function useChat() {
  const [state, setState] = useState<ChatState>(EMPTY);
  const abortRef = useRef<AbortController | null>(null);
  const stateRef = useRef(state);
  stateRef.current = state;

  useEffect(() => () => abortRef.current?.abort(), []);

  /** 'New Chat' and the recipe event: forget the conversation (optionally about a recipe). */
  const reset = useCallback((recipe: AttachedRecipe | null = null) => {
    abortRef.current?.abort();
    abortRef.current = null;
    setState({ ...EMPTY, recipe });
  }, []);

  /** Sends a message; resolves true when it was answered (the caller clears the input). */
  const send = useCallback(async (raw: string): Promise<boolean> => {
    const message = raw.trim();
    const current = stateRef.current;
    if (!message || current.pending) return false;
    const starting = current.conversationId === null;
    const controller = new AbortController();
    abortRef.current = controller;
    const userKey = nextKey();
    setState((s) => ({
      ...s,
      pending: true,
      streaming: '',
      notice: null,
      messages: [...s.messages, { key: userKey, role: 'user', content: message, pending: true }],
    }));
    try {
      const done = await streamChat(
        starting ? START_STREAM_URL : messageStreamUrl(current.conversationId!),
        starting
          ? { title: DEFAULT_CONVERSATION_TITLE, message, ...(current.recipe ? { recipe: current.recipe } : {}) }
          : { message },
        {
          signal: controller.signal,
          onText: (text) => setState((s) => (abortRef.current === controller ? { ...s, streaming: text } : s)),
        },
      );
      if (abortRef.current !== controller) return false;
      setState((s) => ({
        ...s,
        conversationId: done.conversation.id,
        pending: false,
        streaming: null,
        announcement: done.assistantMessage.content,
        messages: [
          ...s.messages.map((m) => (m.key === userKey ? { ...m, pending: false } : m)),
          { key: nextKey(), role: 'assistant', content: done.assistantMessage.content },
        ],
      }));
      return true;
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') return false;
      if (abortRef.current !== controller) return false;
      setState((s) => ({
        ...s,
        pending: false,
        streaming: null,
        notice: isApiError(error) && error.status < 500 ? getErrorMessage(error, '') || null : null,
        messages: s.messages.filter((m) => m.key !== userKey),
      }));
      toast({
        title: 'Error',
        description: starting ? 'Failed to start conversation' : 'Failed to send message',
        variant: 'destructive',
      });
      return false;
    } finally {
      if (abortRef.current === controller) abortRef.current = null;
    }
  }, []);

  return { state, send, reset };
}
