import { z } from 'zod';
import { errorCode, idParams, isoDateTime, text } from './common';
import { RECIPE_LIMITS } from './recipes';
import { DIFFICULTIES } from '../kitchen/recipe-options';

/** Spec section 9: the first conversation's title. */
export const DEFAULT_CONVERSATION_TITLE = 'Cooking Question';
/** A message is 1 to 4,000 characters after trimming (spec section 5: non-blank). */
export const MAX_MESSAGE_LENGTH = 4000;

export const chatMessageText = text(MAX_MESSAGE_LENGTH);

/**
 * The recipe a chat was opened for (the `openChatWithRecipe` event). Only the title is
 * required; the rest lets the assistant scale, swap and count nutrition. Stored with the
 * conversation, so later messages still know it.
 */
export const attachedRecipe = z.object({
  title: text(200),
  cuisine: text(40).optional(),
  mealType: text(40).optional(),
  cookingTime: z
    .number()
    .int()
    .min(1)
    .max(24 * 60)
    .optional(),
  servings: z.number().int().min(1).max(100).optional(),
  difficulty: z.enum(DIFFICULTIES).optional(),
  ingredients: z.array(text(300)).max(RECIPE_LIMITS.ingredients).optional(),
  instructions: z.array(text(2000)).max(RECIPE_LIMITS.instructions).optional(),
  nutrition: z
    .object({
      calories: z.number().nonnegative().max(100_000),
      protein: z.number().nonnegative().max(10_000),
      carbs: z.number().nonnegative().max(10_000),
      fat: z.number().nonnegative().max(10_000),
      fiber: z.number().nonnegative().max(10_000),
    })
    .optional(),
});
export type AttachedRecipe = z.infer<typeof attachedRecipe>;

export const startConversationBody = z.object({
  title: text(100).default(DEFAULT_CONVERSATION_TITLE),
  message: chatMessageText,
  recipe: attachedRecipe.optional(),
});
export type StartConversationBody = z.input<typeof startConversationBody>;

export const sendMessageBody = z.object({ message: chatMessageText });
export type SendMessageBody = z.infer<typeof sendMessageBody>;

export const CHAT_ROLES = ['user', 'assistant'] as const;
export const chatMessage = z.object({
  id: z.number().int(),
  role: z.enum(CHAT_ROLES),
  content: z.string(),
  createdAt: isoDateTime(),
});
export type ChatMessage = z.infer<typeof chatMessage>;

export const conversation = z.object({
  id: z.number().int(),
  title: z.string(),
  recipe: attachedRecipe.nullable(),
  createdAt: isoDateTime(),
  updatedAt: isoDateTime(),
});
export type Conversation = z.infer<typeof conversation>;

/** POST /api/chat/conversations and GET /api/chat/conversations/{id}. */
export const conversationWithMessages = z.object({ conversation, messages: z.array(chatMessage) });
export type ConversationWithMessages = z.infer<typeof conversationWithMessages>;

/** POST /api/chat/conversations/{id}/messages. */
export const sendMessageResponse = z.object({ userMessage: chatMessage, assistantMessage: chatMessage });
export type SendMessageResponse = z.infer<typeof sendMessageResponse>;

export const conversationList = z.object({ conversations: z.array(conversation) });
export type ConversationList = z.infer<typeof conversationList>;

export const conversationParams = idParams;

/** Messages per page of GET /api/chat/conversations/:id (the newest page by default). */
export const CONVERSATION_PAGE_MAX = 200;

/**
 * GET /api/chat/conversations/:id?before=&limit=: one page of messages, oldest first, the newest
 * `limit` before the message id `before` (or the newest of all). When older ones exist,
 * `X-Next-Cursor` names the `before` of the next (older) page.
 */
export const conversationMessagesQuery = z.object({
  before: z.coerce.number().int().positive().max(2_147_483_647).optional(),
  limit: z.coerce.number().int().min(1).max(CONVERSATION_PAGE_MAX).optional(),
});
export type ConversationMessagesQuery = z.infer<typeof conversationMessagesQuery>;

export const CHAT_ENGINES = ['builtin', 'model'] as const;

/**
 * Lines of the streaming endpoints (application/x-ndjson), one JSON object each: text arrives
 * as `delta`s; `replace` swaps everything shown so far (the model failed mid-answer and the
 * built-in assistant answered instead); `done` carries the stored conversation and messages.
 */
export const chatStreamEvent = z.discriminatedUnion('type', [
  z.object({ type: z.literal('delta'), text: z.string() }),
  z.object({ type: z.literal('replace'), text: z.string() }),
  z.object({
    type: z.literal('done'),
    conversation,
    userMessage: chatMessage,
    assistantMessage: chatMessage,
    engine: z.enum(CHAT_ENGINES),
  }),
  // The code is the contract's (shared/api/error-codes.ts): clients branch on it, not on the message.
  z.object({ type: z.literal('error'), message: z.string(), code: errorCode.optional() }),
]);
export type ChatStreamEvent = z.infer<typeof chatStreamEvent>;
