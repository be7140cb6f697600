import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { pantryItems } from '../../db/schema';
import { Repository } from '../../db/repository';

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

export class PantryRepository extends Repository {
  private listQuery?: ReturnType<typeof pantryListStatement>;

  list(userId: number): Promise<PantryRow[]> {
    return (this.listQuery ??= pantryListStatement(this.db)).execute({ userId });
  }

  /** Inside a transaction, after `lockUser`: readers see the old list or the new one. */
  async replace(userId: number, items: Omit<PantryRow, 'userId'>[]): Promise<void> {
    await this.db.delete(pantryItems).where(eq(pantryItems.userId, userId));
    if (items.length > 0) await this.db.insert(pantryItems).values(items.map((i) => ({ ...i, userId })));
  }
}
