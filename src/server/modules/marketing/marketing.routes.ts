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

  app.get('/templates', { config: guard, schema: { response: { 200: marketingTemplateList } } }, () =>
    service.templates(),
  );

  app.post(
    '/templates',
    { config: guard, schema: { body: marketingTemplateInput, response: { 201: marketingTemplate } } },
    async (request, reply) => reply.status(201).send(await service.createTemplate(actorOf(request), request.body)),
  );

  app.put(
    '/templates/:id',
    {
      config: guard,
      schema: { params: idParams, body: marketingTemplateUpdate, response: { 200: marketingTemplate } },
    },
    (request) => service.updateTemplate(actorOf(request), request.params.id, request.body),
  );

  app.delete(
    '/templates/:id',
    { config: guard, schema: { params: idParams, response: { 200: messageBody } } },
    async (request) => {
      await service.deleteTemplate(actorOf(request), request.params.id);
      return { message: 'Template deleted.' };
    },
  );

  app.get('/emails', { config: guard, schema: { response: { 200: marketingEmailList } } }, () => service.history());

  app.post(
    '/send',
    { config: guard, schema: { body: marketingSendInput, response: { 202: marketingSendResult } } },
    async (request, reply) => reply.status(202).send(await service.send(actorOf(request), request.body)),
  );

  app.post(
    '/emails/:id/pause',
    { config: guard, schema: { params: idParams, response: { 200: messageBody } } },
    async (request) => {
      await service.setPaused(actorOf(request), request.params.id, true);
      return { message: 'Campaign paused.' };
    },
  );

  app.post(
    '/emails/:id/resume',
    { config: guard, schema: { params: idParams, response: { 200: messageBody } } },
    async (request) => {
      await service.setPaused(actorOf(request), request.params.id, false);
      return { message: 'Campaign resumed.' };
    },
  );
};

/**
 * The unsubscribe pages: plain server-rendered HTML in the product's look (the web app's colours,
 * serif headings, a big primary button), so they work with no JavaScript and no cookie. The
 * inline <style> is allowed by the CSP (style-src 'unsafe-inline'); nothing else loads.
 */
const PAGE_STYLE = `
*{box-sizing:border-box}
html{background:#fffaf3;color:#2b1d14;font-family:ui-sans-serif,system-ui,-apple-system,'Segoe UI',Roboto,'Helvetica Neue',Arial,sans-serif;font-size:100%;line-height:1.6}
body{margin:0;min-height:100vh;display:flex;flex-direction:column;align-items:center;padding:24px 16px}
header{width:100%;max-width:32rem;padding:8px 0 24px}
.brand{font-family:ui-serif,'Iowan Old Style','Palatino Linotype',Palatino,Georgia,serif;font-size:1.75rem;font-weight:700;color:#9a3412;text-decoration:none}
main{width:100%;max-width:32rem;background:#fff;border:1px solid #eaded0;border-radius:20px;padding:28px 24px;box-shadow:0 1px 2px rgb(43 29 20/.05),0 8px 24px -12px rgb(43 29 20/.18)}
h1{font-family:ui-serif,'Iowan Old Style','Palatino Linotype',Palatino,Georgia,serif;font-size:1.6rem;line-height:1.25;margin:0 0 12px}
p{margin:0 0 16px;font-size:1.0625rem}
.muted{color:#6b5444;font-size:.95rem}
form{margin:24px 0 8px}
button,.button{display:inline-flex;align-items:center;justify-content:center;min-height:48px;padding:0 24px;border:0;border-radius:12px;background:#c2410c;color:#fff;font:inherit;font-weight:600;font-size:1.0625rem;text-decoration:none;cursor:pointer}
button:hover,.button:hover{background:#9a3412}
button:focus-visible,.button:focus-visible,a:focus-visible{outline:3px solid #9a3412;outline-offset:3px}
a{color:#9a3412}
`;

const page = (title: string, body: string) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(title)} · Chowdr</title><style>${PAGE_STYLE}</style></head>
<body><header><a class="brand" href="/">Chowdr</a></header><main><h1>${escapeHtml(title)}</h1>${body}</main></body></html>`;

const tokenParams = z.object({ token: z.string().max(64) });

/**
 * /api/marketing/*: the RFC 8058 one-click unsubscribe (no cookie; mail providers POST with
 * no Origin, which the cross-site guard lets through) and the signed-in user's switch.
 */
export const marketingPublicRoutes: FastifyPluginAsyncZod<{ service: MarketingService }> = async (app, { service }) => {
  // RFC 8058 bodies are form-encoded ("List-Unsubscribe=One-Click"); the body is not needed.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 1024 },
    (_req, _body, done) => done(null, {}),
  );

  app.get(
    '/unsubscribe/:token',
    { config: { guard: 'public' }, schema: { params: tokenParams } },
    async (request, reply) => {
      reply.type('text/html; charset=utf-8').header('cache-control', 'no-store');
      try {
        service.unsubscribeUserId(request.params.token);
      } catch {
        return reply.status(404).send(
          page(
            'This link does not work',
            `<p>This unsubscribe link is not valid. It may have been copied only in part.</p>
<p class="muted">You can switch product news and tips off in your account settings.</p>
<p><a class="button" href="/account-settings">Account settings</a></p>`,
          ),
        );
      }
      return reply.send(
        page(
          'Unsubscribe from Chowdr emails',
          `<p>Stop receiving product news and tips by email?</p>
<p class="muted">Emails about your account, like verification and password reset, still arrive.</p>
<form method="post"><button type="submit">Unsubscribe</button></form>`,
        ),
      );
    },
  );

  app.post(
    '/unsubscribe/:token',
    { config: { guard: 'public' }, schema: { params: tokenParams } },
    async (request, reply) => {
      await service.unsubscribe(request.params.token);
      return reply
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-store')
        .send(
          page(
            'You are unsubscribed',
            `<p>You will no longer receive product news and tips from Chowdr.</p>
<p class="muted">Changed your mind? Switch them back on in your <a href="/account-settings">account settings</a>.</p>
<p><a class="button" href="/">Back to Chowdr</a></p>`,
          ),
        );
    },
  );

  app.get(
    '/preferences',
    { config: { guard: 'signedIn' }, schema: { response: { 200: marketingPreferences } } },
    async (request) => ({
      productEmails: await service.productEmails(request.user!.id),
    }),
  );

  app.put(
    '/preferences',
    { config: { guard: 'signedIn' }, schema: { body: marketingPreferences, response: { 200: marketingPreferences } } },
    async (request) => {
      await service.setProductEmails(request.user!.id, request.body.productEmails);
      return { productEmails: request.body.productEmails };
    },
  );
};
