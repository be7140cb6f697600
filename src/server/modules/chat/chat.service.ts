import type { FastifyBaseLogger } from 'fastify';
import {
  type AttachedRecipe,
  type ChatMessage,
  CONVERSATION_PAGE_MAX,
  type Conversation,
  type ConversationMessagesQuery,
  type ConversationWithMessages,
} from '../../../shared/api/chat';
import { AppError, notFound } from '../../plugins/errors';
import type { RateLimiter } from '../../plugins/rate-limit';
import type { PantryRepository } from '../pantry/pantry.repository';
import { answer, COMPUTED_KINDS, type AssistantAnswer } from './assistant/assistant';
import { MIXED_PREFIX } from './assistant/topic';
import { buildModelMessages, ChatModelError, type ChatModel } from './chat.model';
import type { ChatRepository, ConversationRow, Engine, MessageRow } from './chat.repository';
import { RATE_LIMITS } from '../../plugins/rate-limits';

export function toConversation(row: ConversationRow): Conversation {
  return {
    id: row.id,
    title: row.title,
    recipe: row.recipe ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function toMessage(row: MessageRow): ChatMessage {
  return { id: row.id, role: row.role, content: row.content, createdAt: row.createdAt.toISOString() };
}

/** Per-user message limits (every instance shares them: they live in the database). */
export const CHAT_LIMITS = {
  perMinute: RATE_LIMITS.chat.perUserMinute,
  perDay: RATE_LIMITS.chat.perUserDay,
};

export interface SavedExchange {
  conversation: Conversation;
  userMessage: ChatMessage;
  assistantMessage: ChatMessage;
  engine: Engine;
}

/** Text shown as it is produced: `delta` appends, `replace` swaps everything shown so far. */
export type ReplyEvent = { type: 'delta'; text: string } | { type: 'replace'; text: string };

export type ExchangeTarget = { conversationId: number } | { title: string; recipe?: AttachedRecipe | null };

/** Runs the reply (reporting text as it arrives) and stores the exchange. */
export type RunExchange = (emit?: (e: ReplyEvent) => void) => Promise<SavedExchange>;

export class ChatService {
  constructor(
    private readonly repo: ChatRepository,
    private readonly pantry: PantryRepository,
    private readonly limiter: RateLimiter,
    private readonly model: ChatModel | undefined,
    private readonly fallback: boolean,
    private readonly log: FastifyBaseLogger,
  ) {}

  async list(userId: number): Promise<Conversation[]> {
    return (await this.repo.listByUser(userId)).map(toConversation);
  }

  /** The conversation with one page of its messages (oldest first) and the cursor of the older page. */
  async get(
    userId: number,
    id: number,
    query: ConversationMessagesQuery = {},
  ): Promise<ConversationWithMessages & { nextCursor?: number }> {
    const row = await this.repo.findOwned(userId, id);
    if (!row) throw notFound('Conversation not found.');
    const limit = query.limit ?? CONVERSATION_PAGE_MAX;
    // One more than asked tells whether an older page exists.
    const page = await this.repo.messagesPage(id, { before: query.before, limit: limit + 1 });
    const more = page.length > limit;
    const messages = page.slice(0, limit).reverse();
    return {
      conversation: toConversation(row),
      messages: messages.map(toMessage),
      ...(more && messages[0] ? { nextCursor: messages[0].id } : {}),
    };
  }

  async remove(userId: number, id: number): Promise<void> {
    if (!(await this.repo.deleteOwned(userId, id))) throw notFound('Conversation not found.');
  }

  /**
   * Checks everything the cook can be told about before any text is sent (limits, a missing
   * conversation), then hands back the work: the reply, streamed through `emit`, and the save.
   */
  async begin(userId: number, target: ExchangeTarget, message: string, signal?: AbortSignal): Promise<RunExchange> {
    await this.limiter.enforce(
      [
        [`chat:user:${userId}:minute`, CHAT_LIMITS.perMinute],
        [`chat:user:${userId}:day`, CHAT_LIMITS.perDay],
      ],
      'chat messages',
    );
    let recipe: AttachedRecipe | null = null;
    let history: MessageRow[] = [];
    if ('conversationId' in target) {
      const row = await this.repo.findOwned(userId, target.conversationId);
      if (!row) throw notFound('Conversation not found.');
      recipe = row.recipe ?? null;
      history = await this.repo.recentMessages(row.id);
    } else {
      recipe = target.recipe ?? null;
    }

    return async (emit) => {
      const { text, engine } = await this.reply(userId, message, recipe, history, emit ?? (() => {}), signal);
      // The exchange and its conversation are stored together or not at all.
      const saved = await this.repo.transaction(async (repo) => {
        const conversation =
          'conversationId' in target
            ? await repo.touchOwned(userId, target.conversationId)
            : await repo.createConversation(userId, target.title, recipe);
        if (!conversation) return undefined;
        return { conversation, ...(await repo.insertExchange(conversation.id, message, text, engine)) };
      });
      if (!saved) throw notFound('Conversation not found.');
      return {
        conversation: toConversation(saved.conversation),
        userMessage: toMessage(saved.userMessage),
        assistantMessage: toMessage(saved.assistantMessage),
        engine,
      };
    };
  }

  /** The built-in answer, or the model's with the built-in one behind it (LLM_FALLBACK). */
  private async reply(
    userId: number,
    message: string,
    recipe: AttachedRecipe | null,
    history: MessageRow[],
    emit: (e: ReplyEvent) => void,
    signal?: AbortSignal,
  ): Promise<{ text: string; engine: Engine }> {
    const builtin: AssistantAnswer = await answer(message, {
      recipe,
      // Scaled amounts read in the cook's units; only a recipe question can need them.
      unitSystem: recipe ? await this.repo.unitSystem(userId) : null,
      pantry: async () =>
        (await this.pantry.list(userId)).map((p) => ({ ingredientId: p.ingredientId, frequency: p.frequency })),
    });
    // Off-topic messages never reach a model; computed answers (scaling, conversions, the pantry) never come from one.
    if (!this.model || builtin.kind === 'redirect' || COMPUTED_KINDS.has(builtin.kind) || builtin.kind === 'pantry') {
      emit({ type: 'delta', text: builtin.text });
      return { text: builtin.text, engine: 'builtin' };
    }
    // A mixed message: say first that the rest is declined.
    let text = builtin.question ? MIXED_PREFIX : '';
    if (text) emit({ type: 'delta', text });
    try {
      // A mixed message sends the model only its cooking part.
      const messages = buildModelMessages(
        builtin.question ?? message,
        recipe,
        history.map((m) => ({ role: m.role, content: m.content })),
      );
      for await (const piece of this.model.stream(messages, signal)) {
        text += piece;
        emit({ type: 'delta', text: piece });
      }
      return { text, engine: 'model' };
    } catch (err) {
      if (!(err instanceof ChatModelError)) throw err;
      if (!this.fallback) {
        throw new AppError(503, 'CHAT_API_UNAVAILABLE', `${err.message}. Please try again in a moment.`);
      }
      this.log.warn(
        { reason: err.message, kind: err.kind, partial: text.length },
        'chat model failed; the built-in assistant answers',
      );
      emit(text ? { type: 'replace', text: builtin.text } : { type: 'delta', text: builtin.text });
      return { text: builtin.text, engine: 'builtin' };
    }
  }
}
