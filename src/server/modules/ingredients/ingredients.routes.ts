import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ingredientsResponse, type IngredientsResponse } from '../../../shared/api/ingredients';
import { CATALOGUE } from '../../../shared/kitchen/catalogue';
import { precompress, sendPrecompressed } from '../../lib/precompressed';

// The catalogue is built in and changes only with a release: compute, check and compress it once
// (~38 KB of JSON, ~6 KB as brotli, on the pantry's first paint), cache a day.
const body: IngredientsResponse = ingredientsResponse.parse({
  ingredients: CATALOGUE.map(({ id, name, category, synonyms }) => ({ id, name, category, synonyms: [...synonyms] })),
});
const compressed = precompress(JSON.stringify(body));

export const ingredientsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/ingredients',
    { config: { guard: 'public' }, schema: { response: { 200: ingredientsResponse } } },
    async (request, reply) => {
      reply.header('cache-control', 'public, max-age=86400').type('application/json; charset=utf-8');
      return sendPrecompressed(request, reply, compressed);
    },
  );
};
