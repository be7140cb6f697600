import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ingredientsResponse, type IngredientsResponse } from '../../../shared/api/ingredients';
import { CATALOGUE } from '../../../shared/kitchen/catalogue';

// The catalogue is built in and changes only with a release: compute once, cache a day.
const body: IngredientsResponse = {
  ingredients: CATALOGUE.map(({ id, name, category, synonyms }) => ({ id, name, category, synonyms: [...synonyms] })),
};

export const ingredientsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/ingredients',
    { config: { guard: 'public' }, schema: { response: { 200: ingredientsResponse } } },
    async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=86400');
      return body;
    },
  );
};
