import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { IMPORT_LIMITS, importRequest, importResponse } from '../../../shared/api/recipe-import';
import { abortOnClose } from '../../lib/ndjson';
import type { ImportService } from './import.service';

/** The page a cook's browser sends may be large; every other route keeps the app's 1 MB. */
export const IMPORT_BODY_LIMIT = IMPORT_LIMITS.html + 64 * 1024;

export const importRoutes: FastifyPluginAsyncZod<{ service: ImportService }> = async (app, { service }) => {
  // 200 {recipe, warnings} and nothing saved: the cook corrects the preview and saves it with POST /api/recipes.
  app.post(
    '/recipes/import',
    {
      bodyLimit: IMPORT_BODY_LIMIT,
      config: { guard: 'verified' },
      schema: { body: importRequest, response: { 200: importResponse } },
    },
    async (request, reply) => {
      const abort = abortOnClose(reply.raw);
      return service.importRecipe(request.user!.id, request.body, abort.signal);
    },
  );
};
