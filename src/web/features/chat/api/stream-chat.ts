import {
  chatStreamEvent,
  type AttachedRecipe,
  type ChatMessage,
  type ChatStreamEvent,
  type Conversation,
} from '../../../../shared/api/chat';
import { postNdjson, readNdjson } from '../../../lib/ndjson';

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
  const res = await postNdjson(url, body, signal);
  let text = '';
  let done: ChatDone | null = null;
  await readNdjson(res, {
    signal,
    parse: (json) => chatStreamEvent.safeParse(json).data,
    badLine: () => new ChatStreamError('The chat answer could not be read.'),
    onEvent: (event) => {
      if (event.type === 'delta') onText((text += event.text));
      else if (event.type === 'replace') onText((text = event.text));
      else if (event.type === 'done') done = event;
      else throw new ChatStreamError(event.message);
    },
  });
  if (!done) throw new ChatStreamError('The chat answer ended early.');
  return done;
}

export type { AttachedRecipe, ChatMessage, Conversation };
