import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { generatePlanBody, generatePlanResponse, savePlanBody, savePlanResponse } from '../../../shared/api/meal-plans';
import { abortOnClose } from '../../lib/ndjson';
import type { MealPlansService } from './meal-plans.service';

/** Plan my week (issue 28): verified cooks only, rate-limited per cook in the service. */
export const mealPlansRoutes: FastifyPluginAsyncZod<{ service: MealPlansService }> = async (app, { service }) => {
  app.post(
    '/meal-plans/generate',
    { config: { guard: 'verified' }, schema: { body: generatePlanBody, response: { 200: generatePlanResponse } } },
    async (request, reply) => {
      const abort = abortOnClose(reply.raw);
      return service.generate(request.user!.id, request.body, abort.signal);
    },
  );

  app.post(
    '/meal-plans',
    { config: { guard: 'verified' }, schema: { body: savePlanBody, response: { 201: savePlanResponse } } },
    async (request, reply) => reply.status(201).send({ meals: await service.save(request.user!.id, request.body) }),
  );
};
