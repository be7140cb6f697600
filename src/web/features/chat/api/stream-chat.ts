import {
  chatStreamEvent,
  type AttachedRecipe,
  type ChatMessage,
  type ChatStreamEvent,
  type Conversation,
} from '../../../../shared/api/chat';
import { NetworkError, throwIfResNotOk } from '../../../lib/api-client';

export const START_STREAM_URL = '/api/chat/conversations/stream';
export const messageStreamUrl = (conversationId: number) => `/api/chat/conversations/${conversationId}/messages/stream`;

export type ChatDone = Extract<ChatStreamEvent, { type: 'done' }>;

export class ChatStreamError extends Error {
  override readonly name = 'ChatStreamError';
}

export type StreamChatOptions = {
  signal?: AbortSignal;
  /** The reply so far, each time it grows (or is replaced). */
  onText: (text: string) => void;
};

export type StartBody = { title: string; message: string; recipe?: AttachedRecipe };

/**
 * POST the NDJSON twins of POST /api/chat/conversations and .../{id}/messages (spec section 7):
 * the reply arrives as text pieces, then 'done' with the stored conversation and messages.
 * Errors before the first line (limits, a missing conversation) throw the api client's ApiError.
 */
export async function streamChat(
  url: string,
  body: StartBody | { message: string },
  { signal, onText }: StreamChatOptions,
): Promise<ChatDone> {
  let res: Response;
  try {
    res = await fetch(url, {
      method: 'POST',
      credentials: 'include',
      headers: { 'Content-Type': 'application/json', Accept: 'application/x-ndjson, application/json' },
      body: JSON.stringify(body),
      signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new NetworkError(error);
  }
  await throwIfResNotOk(res, url);

  let text = '';
  let done: ChatDone | null = null;
  const handle = (line: string) => {
    if (!line.trim()) return;
    const parsed = chatStreamEvent.safeParse(JSON.parse(line));
    if (!parsed.success) throw new ChatStreamError('The chat answer could not be read.');
    const event = parsed.data;
    if (event.type === 'delta') onText((text += event.text));
    else if (event.type === 'replace') onText((text = event.text));
    else if (event.type === 'done') done = event;
    else throw new ChatStreamError(event.message);
  };

  if (!res.body) {
    for (const line of (await res.text()).split('\n')) handle(line);
  } else {
    const reader = res.body.getReader();
    const decoder = new TextDecoder();
    let buffer = '';
    try {
      for (;;) {
        const { value, done: end } = await reader.read();
        if (end) break;
        buffer += decoder.decode(value, { stream: true });
        let nl: number;
        while ((nl = buffer.indexOf('\n')) >= 0) {
          handle(buffer.slice(0, nl));
          buffer = buffer.slice(nl + 1);
        }
      }
    } catch (error) {
      if (error instanceof ChatStreamError || (error instanceof DOMException && error.name === 'AbortError'))
        throw error;
      throw new NetworkError(error);
    }
    handle(buffer + decoder.decode());
  }
  if (!done) throw new ChatStreamError('The chat answer ended early.');
  return done;
}

export type { AttachedRecipe, ChatMessage, Conversation };
