import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { AttachedRecipe } from '../../../shared/api/chat';
import type { Db } from '../../db/client';
import { chatConversations, chatMessages } from '../../db/schema';

export type ConversationRow = typeof chatConversations.$inferSelect;
export type MessageRow = typeof chatMessages.$inferSelect;
export type Engine = 'builtin' | 'model';

/** The newest conversations a list shows; older ones stay stored and reachable by id. */
export const LIST_LIMIT = 100;
/** Earlier messages a model sees as context. */
export const HISTORY_LIMIT = 12;

export class ChatRepository {
  constructor(private readonly db: Db) {}

  /** A conversation that belongs to the user, or undefined (someone else's looks missing). */
  async findOwned(userId: number, id: number): Promise<ConversationRow | undefined> {
    const [row] = await this.db
      .select()
      .from(chatConversations)
      .where(and(eq(chatConversations.id, id), eq(chatConversations.userId, userId)));
    return row;
  }

  listByUser(userId: number): Promise<ConversationRow[]> {
    return this.db
      .select()
      .from(chatConversations)
      .where(eq(chatConversations.userId, userId))
      .orderBy(desc(chatConversations.updatedAt), desc(chatConversations.id))
      .limit(LIST_LIMIT);
  }

  messages(conversationId: number): Promise<MessageRow[]> {
    return this.db
      .select()
      .from(chatMessages)
      .where(eq(chatMessages.conversationId, conversationId))
      .orderBy(asc(chatMessages.id));
  }

  /** The last `limit` messages, oldest first. */
  async recentMessages(conversationId: number, limit = HISTORY_LIMIT): Promise<MessageRow[]> {
    const rows = await this.db
      .select()
      .from(chatMessages)
      .where(eq(chatMessages.conversationId, conversationId))
      .orderBy(desc(chatMessages.id))
      .limit(limit);
    return rows.reverse();
  }

  /** A new conversation with its first exchange, in one transaction. */
  async createWithExchange(
    userId: number,
    title: string,
    recipe: AttachedRecipe | null,
    question: string,
    reply: string,
    engine: Engine,
  ): Promise<{ conversation: ConversationRow; userMessage: MessageRow; assistantMessage: MessageRow }> {
    return this.db.transaction(async (tx) => {
      const [conversation] = await tx.insert(chatConversations).values({ userId, title, recipe }).returning();
      const [userMessage, assistantMessage] = await tx
        .insert(chatMessages)
        .values([
          { conversationId: conversation!.id, role: 'user', content: question },
          { conversationId: conversation!.id, role: 'assistant', content: reply, engine },
        ])
        .returning()
        .then((rows) => rows.sort((a, b) => a.id - b.id));
      return { conversation: conversation!, userMessage: userMessage!, assistantMessage: assistantMessage! };
    });
  }

  /**
   * Adds a question and its answer to a conversation the user owns, in one transaction.
   * Returns undefined when the conversation was deleted meanwhile (or is not theirs).
   */
  async addExchange(
    userId: number,
    conversationId: number,
    question: string,
    reply: string,
    engine: Engine,
  ): Promise<{ conversation: ConversationRow; userMessage: MessageRow; assistantMessage: MessageRow } | undefined> {
    return this.db.transaction(async (tx) => {
      // Locks the conversation row: a concurrent delete waits or wins, never leaves orphans.
      const [conversation] = await tx
        .update(chatConversations)
        .set({ updatedAt: sql`now()` })
        .where(and(eq(chatConversations.id, conversationId), eq(chatConversations.userId, userId)))
        .returning();
      if (!conversation) return undefined;
      const [userMessage, assistantMessage] = await tx
        .insert(chatMessages)
        .values([
          { conversationId, role: 'user', content: question },
          { conversationId, role: 'assistant', content: reply, engine },
        ])
        .returning()
        .then((rows) => rows.sort((a, b) => a.id - b.id));
      return { conversation, userMessage: userMessage!, assistantMessage: assistantMessage! };
    });
  }

  async deleteOwned(userId: number, id: number): Promise<boolean> {
    const rows = await this.db
      .delete(chatConversations)
      .where(and(eq(chatConversations.id, id), eq(chatConversations.userId, userId)))
      .returning({ id: chatConversations.id });
    return rows.length > 0;
  }
}
