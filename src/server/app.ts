import { randomBytes } from 'node:crypto';
import Fastify, { LogController, type FastifyInstance, type FastifyServerOptions } from 'fastify';
import cookie from '@fastify/cookie';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { sql } from 'drizzle-orm';
import { appUrl, type Env } from './env';
import type { Database } from './db/client';
import { appSettings } from './db/schema';
import { createMailer, type Mailer } from './mail/mailer';
import { MailQueue } from './mail/queue';
import { errorsPlugin } from './plugins/errors';
import { securityPlugin } from './plugins/security';
import { authPlugin, type Guard } from './plugins/auth';
import { RateLimiter } from './plugins/rate-limit';
import { webPlugin } from './plugins/web';
import { AuthRepository } from './modules/auth/auth.repository';
import { AuthService } from './modules/auth/auth.service';
import { authRoutes } from './modules/auth/auth.routes';
import { healthRoutes } from './modules/health/health.routes';
import { ingredientsRoutes } from './modules/ingredients/ingredients.routes';
import { PantryRepository } from './modules/pantry/pantry.repository';
import { PantryService } from './modules/pantry/pantry.service';
import { pantryRoutes } from './modules/pantry/pantry.routes';
import { RecipesRepository } from './modules/recipes/recipes.repository';
import { RecipesService } from './modules/recipes/recipes.service';
import { recipesRoutes } from './modules/recipes/recipes.routes';
import { createRecipeEngine, type ChefEngine } from './chef/engine';

export interface AppOptions {
  env: Env;
  database: Database;
  /** Defaults to SMTP (SMTP_URL) or the outbox under DATA_DIR. */
  mailer?: Mailer;
  logger?: FastifyServerOptions['logger'];
  /** The recipe engine; defaults to the one the LLM_* variables select. */
  chef?: ChefEngine;
  /** Serve the built web app from dist/web (when it exists). Default true. */
  serveWeb?: boolean;
}

export interface RouteInfo {
  method: string;
  url: string;
  guard: Guard | undefined;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route as registered, with its declared guard (for tests and audits). */
    routeTable: RouteInfo[];
    mailQueue: MailQueue;
    limiter: RateLimiter;
    database: Database;
    chef: ChefEngine;
  }
}

/** Builds the whole app without listening, so tests drive it through app.inject. */
export async function buildApp(opts: AppOptions): Promise<FastifyInstance> {
  const { env, database } = opts;
  const publicUrl = appUrl(env);
  const secure = publicUrl.startsWith('https://');

  const app = Fastify({
    logger: opts.logger ?? { level: env.LOG_LEVEL },
    trustProxy: env.TRUST_PROXY,
    bodyLimit: 1024 * 1024,
    forceCloseConnections: 'idle',
    // Per-request lines only at LOG_LEVEL=debug or trace: at info the log stays readable.
    logController: new LogController({
      disableRequestLogging: (request) => !(request.log as { isLevelEnabled?: (l: string) => boolean }).isLevelEnabled?.('debug'),
    }),
    routerOptions: { maxParamLength: 300 },
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const routeTable: RouteInfo[] = [];
  app.decorate('routeTable', routeTable);
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      if (method === 'HEAD') continue;
      routeTable.push({ method, url: route.url, guard: (route.config as { guard?: Guard } | undefined)?.guard });
    }
  });

  const mailer = opts.mailer ?? createMailer({ smtpUrl: env.SMTP_URL, from: env.MAIL_FROM, dataDir: env.DATA_DIR, logger: app.log });
  const mailQueue = new MailQueue(mailer, app.log);
  const limiter = new RateLimiter(database.db, env.RATE_LIMIT_MULTIPLIER);
  app.decorate('mailQueue', mailQueue);
  app.decorate('limiter', limiter);
  app.decorate('database', database);

  await app.register(cookie, { secret: await sessionSecret(database, env) });
  await app.register(errorsPlugin);
  await app.register(securityPlugin, { appOrigin: new URL(publicUrl).origin, secure });

  const authRepo = new AuthRepository(database.db);
  await app.register(authPlugin, { repo: authRepo, secure });

  const authService = new AuthService({ repo: authRepo, limiter, mail: mailQueue, appUrl: publicUrl });
  await app.register(authRoutes, { prefix: '/api/auth', service: authService });
  await app.register(healthRoutes, { prefix: '/api' });
  await app.register(ingredientsRoutes, { prefix: '/api' });
  const pantryRepo = new PantryRepository(database.db);
  await app.register(pantryRoutes, { prefix: '/api', service: new PantryService(pantryRepo) });
  const chef = opts.chef ?? createRecipeEngine(env, app.log);
  app.decorate('chef', chef);
  const recipesService = new RecipesService(new RecipesRepository(database.db), pantryRepo, chef, limiter, app.log);
  await app.register(recipesRoutes, { prefix: '/api', service: recipesService });

  await app.register(webPlugin, { serve: opts.serveWeb ?? true });

  app.addHook('onClose', async () => {
    await mailQueue.drain();
    mailer.close();
  });

  return app;
}

/** SESSION_SECRET, or one generated on first start and kept in the database (shared by all instances). */
async function sessionSecret(database: Database, env: Env): Promise<string> {
  if (env.SESSION_SECRET) return env.SESSION_SECRET;
  await database.db
    .insert(appSettings)
    .values({ key: 'session_secret', value: randomBytes(32).toString('base64url') })
    .onConflictDoNothing();
  const [row] = await database.db
    .select({ value: appSettings.value })
    .from(appSettings)
    .where(sql`${appSettings.key} = 'session_secret'`);
  return row!.value;
}
