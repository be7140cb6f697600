import { desc, eq } from 'drizzle-orm';
import { Repository } from '../../db/repository';
import { improvements, users } from '../../db/schema';

export type ImprovementRow = typeof improvements.$inferSelect;

/**
 * The admin list shows the newest suggestions, up to this many: 200 of the longest (5,000
 * characters each) are about 2 MB of JSON, serialised without holding the event loop for long.
 */
export const IMPROVEMENT_LIST_MAX = 200;

export class ImprovementsRepository extends Repository {
  async create(input: typeof improvements.$inferInsert): Promise<ImprovementRow> {
    const [row] = await this.db.insert(improvements).values(input).returning();
    return row!;
  }

  list() {
    return this.db
      .select({ improvement: improvements, username: users.username })
      .from(improvements)
      .leftJoin(users, eq(users.id, improvements.userId))
      .orderBy(desc(improvements.createdAt), desc(improvements.id))
      .limit(IMPROVEMENT_LIST_MAX);
  }

  async find(id: number, lock = false) {
    const q = this.db
      .select({ improvement: improvements, username: users.username })
      .from(improvements)
      .leftJoin(users, eq(users.id, improvements.userId))
      .where(eq(improvements.id, id))
      .limit(1);
    const [row] = lock ? await q.for('update', { of: improvements }) : await q;
    return row;
  }

  async update(
    id: number,
    patch: Partial<Pick<ImprovementRow, 'status' | 'adminNotes'>>,
  ): Promise<ImprovementRow | undefined> {
    const [row] = await this.db
      .update(improvements)
      .set({ ...patch, updatedAt: new Date() })
      .where(eq(improvements.id, id))
      .returning();
    return row;
  }

  async delete(id: number): Promise<boolean> {
    return (
      (await this.db.delete(improvements).where(eq(improvements.id, id)).returning({ id: improvements.id })).length > 0
    );
  }
}
