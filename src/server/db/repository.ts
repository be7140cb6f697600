import { eq } from 'drizzle-orm';
import type { Db } from './client';
import { users } from './schema';

/**
 * The base of every repository, and the one transaction style of the server: a service runs
 * `repo.transaction(async (r) => …)`, and `r` is a copy of the repository bound to that
 * transaction. Another repository joins the same transaction with `r.join(OtherRepository)`.
 * Repositories never open transactions of their own: what must happen together is the service's
 * decision, so it stays visible there.
 */
export abstract class Repository {
  constructor(protected readonly db: Db) {}

  transaction<T>(fn: (repo: this) => Promise<T>): Promise<T> {
    return this.db.transaction((tx) => fn(this.bind(tx)));
  }

  /** A repository of another kind on this repository's connection or transaction. */
  join<R extends Repository>(Other: new (db: Db) => R): R {
    return new Other(this.db);
  }

  /**
   * Inside a transaction: locks the user's row (`FOR NO KEY UPDATE`), so per-user caps are counted
   * one writer after another. False when the user is gone (deleted while the request ran): the
   * caller answers 401 instead of failing on the foreign key.
   */
  async lockUser(userId: number): Promise<boolean> {
    const found = await this.db.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('no key update');
    return found.length > 0;
  }

  private bind(db: Db): this {
    const Self = this.constructor as new (db: Db) => this;
    return new Self(db);
  }
}
