import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParams, messageBody } from '../../../shared/api/common';
import { improvement, improvementBody, improvementList, improvementUpdateBody } from '../../../shared/api/improvements';
import { actorOf } from '../admin/admin.routes';
import type { ImprovementsService } from './improvements.service';

export const improvementsRoutes: FastifyPluginAsyncZod<{ service: ImprovementsService }> = async (app, { service }) => {
  app.post(
    '/improvements',
    { config: { guard: 'verified' }, schema: { body: improvementBody, response: { 201: improvement } } },
    async (request, reply) => reply.status(201).send(await service.submit(request.user!, request.body)),
  );

  app.get('/admin/improvements', { config: { guard: 'admin' }, schema: { response: { 200: improvementList } } }, () =>
    service.list(),
  );

  app.put(
    '/admin/improvements/:id',
    {
      config: { guard: 'admin' },
      schema: { params: idParams, body: improvementUpdateBody, response: { 200: improvement } },
    },
    (request) => service.update(actorOf(request), request.params.id, request.body),
  );

  app.delete(
    '/admin/improvements/:id',
    { config: { guard: 'admin' }, schema: { params: idParams, response: { 200: messageBody } } },
    async (request) => {
      await service.remove(actorOf(request), request.params.id);
      return { message: 'Suggestion deleted.' };
    },
  );
};
