import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { CHAT_ENGINES, CHAT_ROLES } from '../../../shared/api/chat';
import { sqlList } from './sql-list';
import type { AttachedRecipe } from '../../../shared/api/chat';
import { users } from './auth';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** A cook's conversation with the Chef Assistant; the recipe it was opened for travels with it. */
export const chatConversations = pgTable(
  'chat_conversations',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    recipe: jsonb('recipe').$type<AttachedRecipe>(),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [index('chat_conversations_user_updated_idx').on(t.userId, t.updatedAt)],
);

export const chatMessages = pgTable(
  'chat_messages',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    conversationId: integer('conversation_id')
      .notNull()
      .references(() => chatConversations.id, { onDelete: 'cascade' }),
    role: text('role', { enum: CHAT_ROLES }).notNull(),
    content: text('content').notNull(),
    /** Which assistant wrote an answer ('builtin' or 'model'); null for the cook's messages. */
    engine: text('engine', { enum: CHAT_ENGINES }),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('chat_messages_conversation_idx').on(t.conversationId, t.id),
    check('chat_messages_role_check', sql`${t.role} in (${sqlList(CHAT_ROLES)})`),
    check('chat_messages_engine_check', sql`${t.engine} is null or ${t.engine} in (${sqlList(CHAT_ENGINES)})`),
  ],
);
