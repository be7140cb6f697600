import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { messageBody } from '../../../shared/api/common';
import {
  type ChatStreamEvent,
  conversationList,
  conversationMessagesQuery,
  conversationParams,
  conversationWithMessages,
  sendMessageBody,
  sendMessageResponse,
  startConversationBody,
} from '../../../shared/api/chat';
import { NEXT_CURSOR_HEADER } from '../../../shared/api/recipes';
import type { Env } from '../../env';
import type { Db } from '../../db/client';
import { abortOnClose, streamNdjson } from '../../lib/ndjson';
import type { RateLimiter } from '../../plugins/rate-limit';
import type { PantryRepository } from '../pantry/pantry.repository';
import { createChatModel } from './chat.model';
import { ChatRepository } from './chat.repository';
import { ChatService, type RunExchange } from './chat.service';

export interface ChatDeps {
  db: Db;
  env: Env;
  limiter: RateLimiter;
  pantryRepo: PantryRepository;
}

/** The chat module, wired: the model (when LLM_* are set) follows the recipe engine's settings. */
export const chatRoutes: FastifyPluginAsyncZod<ChatDeps> = async (app, deps) => {
  const service = new ChatService(
    new ChatRepository(deps.db),
    deps.pantryRepo,
    deps.limiter,
    createChatModel(deps.env),
    deps.env.LLM_FALLBACK,
    app.log,
  );

  app.get(
    '/chat/conversations',
    { config: { guard: 'verified' }, schema: { response: { 200: conversationList } } },
    async (request) => ({ conversations: await service.list(request.user!.id) }),
  );

  app.get(
    '/chat/conversations/:id',
    {
      config: { guard: 'verified' },
      schema: {
        params: conversationParams,
        querystring: conversationMessagesQuery,
        response: { 200: conversationWithMessages },
      },
    },
    // One page of messages (the newest CONVERSATION_PAGE_MAX by default); X-Next-Cursor leads to older ones.
    async (request, reply) => {
      const { nextCursor, ...page } = await service.get(request.user!.id, request.params.id, request.query);
      if (nextCursor !== undefined) reply.header(NEXT_CURSOR_HEADER, String(nextCursor));
      return page;
    },
  );

  app.delete(
    '/chat/conversations/:id',
    { config: { guard: 'verified' }, schema: { params: conversationParams, response: { 200: messageBody } } },
    async (request) => {
      await service.remove(request.user!.id, request.params.id);
      return { message: 'Conversation deleted.' };
    },
  );

  // Spec section 7: {title, message} -> {conversation, messages}. An optional `recipe` is the
  // recipe the chat was opened for; it is stored with the conversation.
  app.post(
    '/chat/conversations',
    {
      config: { guard: 'verified' },
      schema: { body: startConversationBody, response: { 201: conversationWithMessages } },
    },
    async (request, reply) => {
      const { title, message, recipe } = request.body;
      const run = await service.begin(request.user!.id, { title, recipe }, message, abortOnClose(reply.raw).signal);
      const saved = await run();
      return reply
        .status(201)
        .send({ conversation: saved.conversation, messages: [saved.userMessage, saved.assistantMessage] });
    },
  );

  app.post(
    '/chat/conversations/:id/messages',
    {
      config: { guard: 'verified' },
      schema: { params: conversationParams, body: sendMessageBody, response: { 201: sendMessageResponse } },
    },
    async (request, reply) => {
      const run = await service.begin(
        request.user!.id,
        { conversationId: request.params.id },
        request.body.message,
        abortOnClose(reply.raw).signal,
      );
      const saved = await run();
      return reply.status(201).send({ userMessage: saved.userMessage, assistantMessage: saved.assistantMessage });
    },
  );

  // The same two calls streamed as NDJSON (the chat panel uses these): text as it is written,
  // then a 'done' line with the stored messages. Limits and a missing conversation are still
  // ordinary 4xx JSON answers, because they are checked before the first line.
  app.post(
    '/chat/conversations/stream',
    { config: { guard: 'verified' }, schema: { body: startConversationBody } },
    async (request, reply) => {
      const { title, message, recipe } = request.body;
      const abort = abortOnClose(reply.raw);
      const run = await service.begin(request.user!.id, { title, recipe }, message, abort.signal);
      return streamExchange(request, reply, run);
    },
  );

  app.post(
    '/chat/conversations/:id/messages/stream',
    { config: { guard: 'verified' }, schema: { params: conversationParams, body: sendMessageBody } },
    async (request, reply) => {
      const abort = abortOnClose(reply.raw);
      const run = await service.begin(
        request.user!.id,
        { conversationId: request.params.id },
        request.body.message,
        abort.signal,
      );
      return streamExchange(request, reply, run);
    },
  );
};

function streamExchange(request: FastifyRequest, reply: FastifyReply, run: RunExchange): Promise<void> {
  return streamNdjson<ChatStreamEvent>(
    request,
    reply,
    { fallbackMessage: 'Failed to send message', logMessage: 'chat reply failed mid-stream' },
    async (send) => {
      const saved = await run((e) => send(e));
      send({ type: 'done', ...saved });
    },
  );
}
