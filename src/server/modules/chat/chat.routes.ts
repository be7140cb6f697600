import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { messageBody } from '../../../shared/api/common';
import {
  type ChatStreamEvent,
  conversationList,
  conversationParams,
  conversationWithMessages,
  sendMessageBody,
  sendMessageResponse,
  startConversationBody,
} from '../../../shared/api/chat';
import type { Env } from '../../env';
import type { Db } from '../../db/client';
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
      schema: { params: conversationParams, response: { 200: conversationWithMessages } },
    },
    async (request) => service.get(request.user!.id, request.params.id),
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

async function streamExchange(
  request: import('fastify').FastifyRequest,
  reply: import('fastify').FastifyReply,
  run: RunExchange,
): Promise<void> {
  reply.hijack();
  const res = reply.raw;
  res.writeHead(200, {
    ...(reply.getHeaders() as Record<string, string>),
    'content-type': 'application/x-ndjson; charset=utf-8',
    'cache-control': 'no-store',
    'x-content-type-options': 'nosniff',
  });
  const send = (e: ChatStreamEvent) => {
    if (!res.destroyed) res.write(`${JSON.stringify(e)}\n`);
  };
  try {
    const saved = await run((e) => send(e));
    send({ type: 'done', ...saved });
  } catch (err) {
    if (res.destroyed) return; // the cook closed the panel; nothing to tell
    const status =
      err instanceof Error && 'statusCode' in err ? Number((err as { statusCode: number }).statusCode) : 500;
    if (status >= 500) request.log.error({ err }, 'chat reply failed mid-stream');
    send({
      type: 'error',
      message: status < 500 || status === 503 ? (err as Error).message : 'Failed to send message',
    });
  } finally {
    res.end();
  }
}

/** Aborts the model call when the client goes away before the answer is complete. */
function abortOnClose(res: import('node:http').ServerResponse): AbortController {
  const controller = new AbortController();
  res.once('close', () => {
    if (!res.writableFinished) controller.abort();
  });
  return controller;
}
