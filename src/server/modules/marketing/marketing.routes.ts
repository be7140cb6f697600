import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  marketingEmailList,
  marketingPreferences,
  marketingSendInput,
  marketingSendResult,
  marketingTemplate,
  marketingTemplateInput,
  marketingTemplateList,
  marketingTemplateUpdate,
} from '../../../shared/api/marketing';
import { idParams, messageBody } from '../../../shared/api/common';
import { escapeHtml } from '../../mail/templates';
import { actorOf } from '../admin/admin.routes';
import type { MarketingService } from './marketing.service';

/** /api/admin/marketing/*: templates, history, send, pause/resume. Admins only. */
export const marketingAdminRoutes: FastifyPluginAsyncZod<{ service: MarketingService }> = async (app, { service }) => {
  const guard = { guard: 'admin' as const };

  app.get('/templates', { config: guard, schema: { response: { 200: marketingTemplateList } } }, () => service.templates());

  app.post(
    '/templates',
    { config: guard, schema: { body: marketingTemplateInput, response: { 201: marketingTemplate } } },
    async (request, reply) => reply.status(201).send(await service.createTemplate(actorOf(request), request.body)),
  );

  app.put(
    '/templates/:id',
    { config: guard, schema: { params: idParams, body: marketingTemplateUpdate, response: { 200: marketingTemplate } } },
    (request) => service.updateTemplate(actorOf(request), request.params.id, request.body),
  );

  app.delete('/templates/:id', { config: guard, schema: { params: idParams, response: { 200: messageBody } } }, async (request) => {
    await service.deleteTemplate(actorOf(request), request.params.id);
    return { message: 'Template deleted.' };
  });

  app.get('/emails', { config: guard, schema: { response: { 200: marketingEmailList } } }, () => service.history());

  app.post(
    '/send',
    { config: guard, schema: { body: marketingSendInput, response: { 202: marketingSendResult } } },
    async (request, reply) => reply.status(202).send(await service.send(actorOf(request), request.body)),
  );

  app.post('/emails/:id/pause', { config: guard, schema: { params: idParams, response: { 200: messageBody } } }, async (request) => {
    await service.setPaused(actorOf(request), request.params.id, true);
    return { message: 'Campaign paused.' };
  });

  app.post('/emails/:id/resume', { config: guard, schema: { params: idParams, response: { 200: messageBody } } }, async (request) => {
    await service.setPaused(actorOf(request), request.params.id, false);
    return { message: 'Campaign resumed.' };
  });
};

const page = (title: string, body: string) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(title)}</title></head>
<body><main><h1>${escapeHtml(title)}</h1>${body}</main></body></html>`;

const tokenParams = z.object({ token: z.string().max(64) });

/**
 * /api/marketing/*: the RFC 8058 one-click unsubscribe (no cookie; mail providers POST with
 * no Origin, which the cross-site guard lets through) and the signed-in user's switch.
 */
export const marketingPublicRoutes: FastifyPluginAsyncZod<{ service: MarketingService }> = async (app, { service }) => {
  // RFC 8058 bodies are form-encoded ("List-Unsubscribe=One-Click"); the body is not needed.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 1024 }, (_req, _body, done) => done(null, {}));

  app.get('/unsubscribe/:token', { config: { guard: 'public' }, schema: { params: tokenParams } }, async (request, reply) => {
    service.unsubscribeUserId(request.params.token);
    return reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(
        page(
          'Unsubscribe from Chowdr emails',
          `<p>Stop receiving product news and tips by email? Account emails (verification, password reset) still arrive.</p>
<form method="post"><button type="submit">Unsubscribe</button></form>`,
        ),
      );
  });

  app.post('/unsubscribe/:token', { config: { guard: 'public' }, schema: { params: tokenParams } }, async (request, reply) => {
    await service.unsubscribe(request.params.token);
    return reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(page('You are unsubscribed', '<p>You will no longer receive product news and tips from Chowdr. You can switch them back on in your account settings.</p>'));
  });

  app.get('/preferences', { config: { guard: 'signedIn' }, schema: { response: { 200: marketingPreferences } } }, async (request) => ({
    productEmails: await service.productEmails(request.user!.id),
  }));

  app.put(
    '/preferences',
    { config: { guard: 'signedIn' }, schema: { body: marketingPreferences, response: { 200: marketingPreferences } } },
    async (request) => {
      await service.setProductEmails(request.user!.id, request.body.productEmails);
      return { productEmails: request.body.productEmails };
    },
  );
};
