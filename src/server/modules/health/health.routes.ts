import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBody } from '../../../shared/api/common';
import { RETRY_AFTER_SECONDS } from '../../plugins/errors';

const health = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.enum(['up', 'down']),
  timestamp: z.string(),
});

/** Liveness (ping: the process answers) and readiness (health: the database answers too). */
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/ping',
    { config: { guard: 'public' }, schema: { response: { 200: z.object({ ok: z.literal(true) }) } } },
    async () => ({ ok: true as const }),
  );

  app.get(
    '/health',
    { config: { guard: 'public' }, schema: { response: { 200: health, 503: z.union([health, errorBody]) } } },
    async (_request, reply) => {
      const timestamp = new Date().toISOString();
      try {
        await app.database.ping();
        return { status: 'ok' as const, database: 'up' as const, timestamp };
      } catch {
        return reply
          .header('retry-after', String(RETRY_AFTER_SECONDS))
          .status(503)
          .send({ status: 'degraded' as const, database: 'down' as const, timestamp });
      }
    },
  );
};
