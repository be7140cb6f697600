import { Readable } from 'node:stream';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ACCOUNT_IMPORT_MAX_BYTES, accountImportBody, accountImportResult } from '../../../shared/api/account-data';
import type { AccountDataService } from './account-data.service';

/** A file name from the username: letters, digits, '-' and '_' only. */
const fileName = (username: string, at = new Date()) =>
  `chowdr-data-${username.replace(/[^A-Za-z0-9_-]/g, '_').slice(0, 60)}-${at.toISOString().slice(0, 10)}.json`;

/** 'Download my data' and 'Import my data' on Account Settings (issue 30). */
export const accountDataRoutes: FastifyPluginAsyncZod<{ service: AccountDataService }> = async (app, { service }) => {
  app.get('/account/export', { config: { guard: 'verified' } }, async (request, reply) => {
    const user = await service.startExport(request.user!.id);
    // Streamed page by page: a big account never sits in memory whole, and a slow download pauses
    // the reads (a failure mid-way cuts the file short, which the import refuses as invalid JSON).
    return reply
      .type('application/json; charset=utf-8')
      .header('content-disposition', `attachment; filename="${fileName(user.username)}"`)
      .header('cache-control', 'no-store')
      .send(Readable.from(service.exportDocument(user)));
  });

  app.post(
    '/account/import',
    {
      config: { guard: 'verified' },
      bodyLimit: ACCOUNT_IMPORT_MAX_BYTES,
      schema: { body: accountImportBody, response: { 200: accountImportResult } },
    },
    (request) => service.import(request.user!.id, request.body),
  );
};
