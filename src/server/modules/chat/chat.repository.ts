import { and, desc, eq, lt, sql } from 'drizzle-orm';
import type { AttachedRecipe } from '../../../shared/api/chat';
import { Repository } from '../../db/repository';
import { chatConversations, chatMessages, users } from '../../db/schema';

export type ConversationRow = typeof chatConversations.$inferSelect;
export type MessageRow = typeof chatMessages.$inferSelect;
export type Engine = 'builtin' | 'model';

/** The newest conversations a list shows; older ones stay stored and reachable by id. */
export const LIST_LIMIT = 100;
/** Earlier messages a model sees as context. */
export const HISTORY_LIMIT = 12;

export class ChatRepository extends Repository {
  /** The cook's unit system (issue 29), for computed answers; null: as written. */
  async unitSystem(userId: number): Promise<'metric' | 'us' | null> {
    const [row] = await this.db.select({ u: users.unitSystem }).from(users).where(eq(users.id, userId));
    return row?.u ?? null;
  }

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

  /** Up to `limit` messages before the id `before` (or the newest), newest first. */
  messagesPage(conversationId: number, opts: { before?: number; limit: number }): Promise<MessageRow[]> {
    return this.db
      .select()
      .from(chatMessages)
      .where(
        and(
          eq(chatMessages.conversationId, conversationId),
          opts.before !== undefined ? lt(chatMessages.id, opts.before) : undefined,
        ),
      )
      .orderBy(desc(chatMessages.id))
      .limit(opts.limit);
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

  async createConversation(userId: number, title: string, recipe: AttachedRecipe | null): Promise<ConversationRow> {
    const [conversation] = await this.db.insert(chatConversations).values({ userId, title, recipe }).returning();
    return conversation!;
  }

  /**
   * Marks a conversation the user owns as just used, locking its row (a concurrent delete waits
   * or wins, never leaves orphans). Undefined when it was deleted meanwhile or is not theirs.
   */
  async touchOwned(userId: number, conversationId: number): Promise<ConversationRow | undefined> {
    const [conversation] = await this.db
      .update(chatConversations)
      .set({ updatedAt: sql`now()` })
      .where(and(eq(chatConversations.id, conversationId), eq(chatConversations.userId, userId)))
      .returning();
    return conversation;
  }

  /** A question and its answer, in that order. */
  async insertExchange(
    conversationId: number,
    question: string,
    reply: string,
    engine: Engine,
  ): Promise<{ userMessage: MessageRow; assistantMessage: MessageRow }> {
    const [userMessage, assistantMessage] = await this.db
      .insert(chatMessages)
      .values([
        { conversationId, role: 'user', content: question },
        { conversationId, role: 'assistant', content: reply, engine },
      ])
      .returning()
      .then((rows) => rows.sort((a, b) => a.id - b.id));
    return { userMessage: userMessage!, assistantMessage: assistantMessage! };
  }

  async deleteOwned(userId: number, id: number): Promise<boolean> {
    const rows = await this.db
      .delete(chatConversations)
      .where(and(eq(chatConversations.id, id), eq(chatConversations.userId, userId)))
      .returning({ id: chatConversations.id });
    return rows.length > 0;
  }
}
