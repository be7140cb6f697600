import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { appTimeBody, appTimeResult } from '../../../shared/api/admin';
import { badRequest } from '../../plugins/errors';
import type { SessionService } from './session.service';

/**
 * App time (spec 7, session): the web app pings at sign-in, every 5 minutes, when the tab
 * comes back, and by beacon on unload. The server decides how many minutes to credit, so
 * pinging more often, or from more sessions or tabs, adds nothing.
 */
export const sessionRoutes: FastifyPluginAsyncZod<{ service: SessionService }> = async (app, { service }) => {
  app.post(
    '/session/update-time',
    { config: { guard: 'verified' }, schema: { response: { 200: appTimeResult } } },
    async (request) => {
      // No body schema: Fastify would turn a missing body into null. A body, if sent, must be {} (or empty text).
      const sentBody =
        Number(request.headers['content-length'] ?? 0) > 0 || request.headers['transfer-encoding'] !== undefined;
      if (sentBody && !appTimeBody.safeParse(request.body).success)
        throw badRequest('This call takes no body: send nothing or {}.');
      return service.updateTime(request.sessionHash!);
    },
  );
};
