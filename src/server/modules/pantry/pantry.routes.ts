import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { pantryBody, pantryResponse } from '../../../shared/api/pantry';
import type { PantryService } from './pantry.service';

export const pantryRoutes: FastifyPluginAsyncZod<{ service: PantryService }> = async (app, { service }) => {
  app.get(
    '/pantry',
    { config: { guard: 'verified' }, schema: { response: { 200: pantryResponse } } },
    async (request) => ({ pantryItems: await service.get(request.user!.id) }),
  );

  app.put(
    '/pantry',
    { config: { guard: 'verified' }, schema: { body: pantryBody, response: { 200: pantryResponse } } },
    async (request) => ({ pantryItems: await service.replace(request.user!.id, request.body.pantryItems) }),
  );
};
