import type { PantryItem } from '../../../shared/api/pantry';
import { CATALOGUE_BY_ID } from '../../../shared/kitchen/catalogue';
import { accountGone, badRequest } from '../../plugins/errors';
import type { PantryRepository, PantryRow } from './pantry.repository';

export function toPantryItem(row: PantryRow): PantryItem {
  return { ingredientId: row.ingredientId, frequency: row.frequency, addedDate: row.addedAt.toISOString() };
}

export class PantryService {
  constructor(private readonly repo: PantryRepository) {}

  async get(userId: number): Promise<PantryItem[]> {
    return (await this.repo.list(userId)).map(toPantryItem);
  }

  /** The client sends the full list every time; it must name real catalogue ingredients, once each. */
  async replace(userId: number, items: PantryItem[]): Promise<PantryItem[]> {
    const seen = new Set<string>();
    for (const item of items) {
      const entry = CATALOGUE_BY_ID.get(item.ingredientId);
      if (!entry)
        throw badRequest(
          `Unknown ingredient "${item.ingredientId}": pick ingredients from the catalogue.`,
          'UNKNOWN_INGREDIENT',
        );
      if (seen.has(item.ingredientId))
        throw badRequest(`${entry.name} appears twice in the pantry list.`, 'DUPLICATE_INGREDIENT');
      seen.add(item.ingredientId);
    }
    const now = Date.now();
    const rows = items.map((i) => {
      const added = new Date(i.addedDate);
      // A date from the future (a wrong device clock) is stored as now.
      return {
        ingredientId: i.ingredientId,
        frequency: i.frequency,
        addedAt: added.getTime() > now ? new Date(now) : added,
      };
    });
    // The user's row lock makes parallel replacements by one user run in turn (two
    // delete-then-insert transactions would otherwise collide on the key under READ COMMITTED).
    await this.repo.transaction(async (repo) => {
      if (!(await repo.lockUser(userId))) throw accountGone();
      await repo.replace(userId, rows);
    });
    return this.get(userId);
  }
}
