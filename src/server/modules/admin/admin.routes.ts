import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import {
  adminBackups,
  takeBackupBody,
  adminHealth,
  adminLogList,
  adminLogsQuery,
  adminRecipeList,
  adminRecipesQuery,
  adminUser,
  adminUserList,
  adminUsersQuery,
  adminUserUpdate,
  dashboardStats,
} from '../../../shared/api/admin';
import { idParams, messageBody } from '../../../shared/api/common';
import type { Actor, AdminService } from './admin.service';
import type { AdminBackupsService } from './admin-backups.service';

export function actorOf(request: FastifyRequest): Actor {
  const ua = request.headers['user-agent'];
  return { user: request.user!, ip: request.ip, userAgent: typeof ua === 'string' ? ua : undefined };
}

/** /api/admin/*: every route needs an admin (verified, active, role admin). */
export const adminRoutes: FastifyPluginAsyncZod<{ service: AdminService; backups: AdminBackupsService }> = async (
  app,
  { service, backups },
) => {
  const guard = { guard: 'admin' as const };

  app.get('/dashboard', { config: guard, schema: { response: { 200: dashboardStats } } }, () => service.dashboard());

  app.get('/health', { config: guard, schema: { response: { 200: adminHealth } } }, () => service.systemHealth());

  app.get(
    '/users',
    { config: guard, schema: { querystring: adminUsersQuery, response: { 200: adminUserList } } },
    (request) => service.users(request.query.page, request.query.limit),
  );

  app.put(
    '/users/:id',
    { config: guard, schema: { params: idParams, body: adminUserUpdate, response: { 200: adminUser } } },
    (request) => service.updateUser(actorOf(request), request.params.id, request.body),
  );

  app.delete(
    '/users/:id',
    { config: guard, schema: { params: idParams, response: { 200: messageBody } } },
    async (request) => {
      await service.deleteUser(actorOf(request), request.params.id);
      return { message: 'User deleted.' };
    },
  );

  app.get(
    '/recipes',
    { config: guard, schema: { querystring: adminRecipesQuery, response: { 200: adminRecipeList } } },
    (request) => service.recipes(request.query.page, request.query.limit),
  );

  app.delete(
    '/recipes/:id',
    { config: guard, schema: { params: idParams, response: { 200: messageBody } } },
    async (request) => {
      await service.deleteRecipe(actorOf(request), request.params.id);
      return { message: 'Recipe deleted.' };
    },
  );

  app.get(
    '/logs',
    { config: guard, schema: { querystring: adminLogsQuery, response: { 200: adminLogList } } },
    (request) =>
      service.logs(request.query.page, request.query.limit, {
        action: request.query.action,
        adminId: request.query.adminId,
      }),
  );

  app.get('/backups', { config: guard, schema: { response: { 200: adminBackups } } }, () => backups.status());

  // 'Take a backup now': the body is an empty JSON object.
  app.post(
    '/backups',
    { config: guard, schema: { body: takeBackupBody, response: { 201: adminBackups } } },
    async (request, reply) => reply.status(201).send(await backups.takeNow(actorOf(request))),
  );
};
