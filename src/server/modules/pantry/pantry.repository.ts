import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { pantryItems, users } from '../../db/schema';

export type PantryRow = typeof pantryItems.$inferSelect;

/** Read by every signed-in generate: prepared once. */
function pantryListStatement(db: Db) {
  return db
    .select()
    .from(pantryItems)
    .where(eq(pantryItems.userId, sql.placeholder('userId')))
    .orderBy(asc(pantryItems.addedAt), asc(pantryItems.ingredientId))
    .prepare('pantry_list');
}

export class PantryRepository {
  constructor(private readonly db: Db) {}

  private listQuery?: ReturnType<typeof pantryListStatement>;

  list(userId: number): Promise<PantryRow[]> {
    return (this.listQuery ??= pantryListStatement(this.db)).execute({ userId });
  }

  /**
   * Replaces the whole pantry in one transaction: readers see the old list or the new one. The
   * user's row is locked first, so parallel replacements by one user run one after the other
   * (under READ COMMITTED, two delete-then-insert transactions would otherwise collide on the key).
   */
  async replace(userId: number, items: Omit<PantryRow, 'userId'>[]): Promise<void> {
    await this.db.transaction(async (tx) => {
      await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('no key update');
      await tx.delete(pantryItems).where(eq(pantryItems.userId, userId));
      if (items.length > 0) await tx.insert(pantryItems).values(items.map((i) => ({ ...i, userId })));
    });
  }
}
