import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { appTimeBody, appTimeResult } from '../../../shared/api/admin';
import { badRequest, unauthorized } from '../../plugins/errors';
import type { SessionRepository } from './session.repository';

/**
 * App time (spec 7, session): the web app pings at sign-in, every 5 minutes, when the tab
 * comes back, and by beacon on unload. The server decides how many minutes to credit, so
 * pinging more often adds nothing.
 */
export const sessionRoutes: FastifyPluginAsyncZod<{ repo: SessionRepository }> = async (app, { repo }) => {
  app.post(
    '/session/update-time',
    { config: { guard: 'verified' }, schema: { response: { 200: appTimeResult } } },
    async (request) => {
      // No body schema: Fastify would turn a missing body into null. A body, if sent, must be {} (or empty text).
      const sentBody =
        Number(request.headers['content-length'] ?? 0) > 0 || request.headers['transfer-encoding'] !== undefined;
      if (sentBody && !appTimeBody.safeParse(request.body).success)
        throw badRequest('This call takes no body: send nothing or {}.');
      const credited = await repo.creditAppTime(request.sessionHash!);
      if (!credited) throw unauthorized();
      return { addedMinutes: credited.minutes, totalAppTimeMinutes: credited.total };
    },
  );
};
