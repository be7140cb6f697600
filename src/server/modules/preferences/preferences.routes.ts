import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { eq } from 'drizzle-orm';
import {
  measurementPreferences,
  storedMeasurementPreferences,
  type MeasurementPreferences,
  type StoredMeasurementPreferences,
} from '../../../shared/api/preferences';
import { Repository } from '../../db/repository';
import { users } from '../../db/schema';
import { accountGone } from '../../plugins/errors';

/** The cook's measurement view, one row of `users`: both fields are written by one statement. */
export class PreferencesRepository extends Repository {
  async get(userId: number): Promise<StoredMeasurementPreferences | undefined> {
    const [row] = await this.db
      .select({ unitSystem: users.unitSystem, temperature: users.temperature })
      .from(users)
      .where(eq(users.id, userId));
    return row;
  }

  async set(userId: number, prefs: MeasurementPreferences): Promise<MeasurementPreferences | undefined> {
    const [row] = await this.db
      .update(users)
      .set({ unitSystem: prefs.unitSystem, temperature: prefs.temperature })
      .where(eq(users.id, userId))
      .returning({ id: users.id });
    return row ? prefs : undefined;
  }
}

/**
 * GET/PUT /api/account/preferences (issue 29): metric or US units, °C or °F. Signed-in cooks only.
 * GET answers nulls while the cook has not chosen; PUT sets both.
 */
export const preferencesRoutes: FastifyPluginAsyncZod<{ repo: PreferencesRepository }> = async (app, { repo }) => {
  app.get(
    '/preferences',
    { config: { guard: 'signedIn' }, schema: { response: { 200: storedMeasurementPreferences } } },
    async (request) => {
      const prefs = await repo.get(request.user!.id);
      if (!prefs) throw accountGone();
      return prefs;
    },
  );

  app.put(
    '/preferences',
    {
      config: { guard: 'signedIn' },
      schema: { body: measurementPreferences, response: { 200: measurementPreferences } },
    },
    async (request) => {
      const prefs = await repo.set(request.user!.id, request.body);
      if (!prefs) throw accountGone();
      return prefs;
    },
  );
};
