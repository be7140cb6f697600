import { randomBytes } from 'node:crypto';
import Fastify, { LogController, type FastifyInstance } from 'fastify';
import cookie from '@fastify/cookie';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { sql } from 'drizzle-orm';
import { appUrl, backupDir, type Env } from './env';
import { LOCKS, type Database } from './db/client';
import { appSettings } from './db/schema';
import { createMailer, type Mailer } from './mail/mailer';
import { DEFAULT_WORKER_OPTIONS, MailWorker, type WorkerOptions } from './mail/worker';
import { errorsPlugin } from './plugins/errors';
import { securityPlugin } from './plugins/security';
import { compiledSerializerCompiler } from './plugins/serializer';
import { loggerOptions, type LogStream } from './plugins/logging';
import { authPlugin, type Guard } from './plugins/auth';
import { RateLimiter } from './plugins/rate-limit';
import { webPlugin } from './plugins/web';
import { AuthRepository } from './modules/auth/auth.repository';
import { AuthService } from './modules/auth/auth.service';
import { AccountMailQueue } from './modules/auth/account-mail.queue';
import { authRoutes } from './modules/auth/auth.routes';
import { healthRoutes } from './modules/health/health.routes';
import { ingredientsRoutes } from './modules/ingredients/ingredients.routes';
import { PantryRepository } from './modules/pantry/pantry.repository';
import { PantryService } from './modules/pantry/pantry.service';
import { pantryRoutes } from './modules/pantry/pantry.routes';
import { RecipesRepository } from './modules/recipes/recipes.repository';
import { GenerationStats } from './modules/recipes/generation-stats';
import { RecipesService } from './modules/recipes/recipes.service';
import { recipesRoutes } from './modules/recipes/recipes.routes';
import { ScheduledMealsRepository } from './modules/scheduled-meals/scheduled-meals.repository';
import { ScheduledMealsService } from './modules/scheduled-meals/scheduled-meals.service';
import { scheduledMealsRoutes } from './modules/scheduled-meals/scheduled-meals.routes';
import { MealPlansService } from './modules/meal-plans/meal-plans.service';
import { mealPlansRoutes } from './modules/meal-plans/meal-plans.routes';
import { createRecipeEngine, modelSettings, type ChefEngine } from './chef/engine';
import { AdminRepository } from './modules/admin/admin.repository';
import { AdminService } from './modules/admin/admin.service';
import { adminRoutes } from './modules/admin/admin.routes';
import { AdminBackupsService } from './modules/admin/admin-backups.service';
import { startBackupSchedule, type BackupSchedule } from './backup/schedule';
import { MarketingRepository } from './modules/marketing/marketing.repository';
import { MarketingService, UnsubscribeTokens } from './modules/marketing/marketing.service';
import { marketingAdminRoutes, marketingPublicRoutes } from './modules/marketing/marketing.routes';
import { MarketingQueue } from './modules/marketing/marketing.queue';
import { ImprovementsRepository } from './modules/improvements/improvements.repository';
import { ImprovementsService } from './modules/improvements/improvements.service';
import { improvementsRoutes } from './modules/improvements/improvements.routes';
import { SessionRepository } from './modules/session/session.repository';
import { SessionService } from './modules/session/session.service';
import { sessionRoutes } from './modules/session/session.routes';
import { chatRoutes } from './modules/chat/chat.routes';
import { PreferencesRepository, preferencesRoutes } from './modules/preferences/preferences.routes';
import { AccountDataRepository } from './modules/account-data/account-data.repository';
import { AccountDataService } from './modules/account-data/account-data.service';
import { accountDataRoutes } from './modules/account-data/account-data.routes';
import { ImportService } from './modules/import/import.service';
import { importRoutes } from './modules/import/import.routes';

/** How long a closing server still reads requests already sent on idle keep-alive sockets. */
const SHUTDOWN_GRACE_MS = 250;

export interface AppOptions {
  env: Env;
  database: Database;
  /** Defaults to SMTP (SMTP_URL) or the outbox under DATA_DIR. */
  mailer?: Mailer;
  /** Send log lines here instead of stdout (tests read them). */
  logStream?: LogStream;
  /** The recipe engine; defaults to the one the LLM_* variables select. */
  chef?: ChefEngine;
  /** Serve the built web app from dist/web (when it exists). Default true. */
  serveWeb?: boolean;
  /** Mail worker tuning (tests shorten the backoff and lease); `false` runs no worker here. */
  mailWorker?: Partial<WorkerOptions> | false;
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
    /** Account mail's transport (also the health probe's). */
    mailer: Mailer;
    limiter: RateLimiter;
    database: Database;
    chef: ChefEngine;
    /** Sends account and marketing mail from their tables (null when the app runs none). */
    mailWorker: MailWorker | null;
    /** Automatic backups (BACKUP_*), and 'Take a backup now' on the admin dashboard. */
    backups: BackupSchedule;
  }
}

/** Builds the whole app without listening, so tests drive it through app.inject. */
export async function buildApp(opts: AppOptions): Promise<FastifyInstance> {
  const { env, database } = opts;
  const publicUrl = appUrl(env);
  const secure = publicUrl.startsWith('https://');

  const app = Fastify({
    logger: loggerOptions(env.LOG_LEVEL, opts.logStream),
    // A hop count trusts exactly that many proxies from the socket inwards (see env.ts).
    trustProxy: typeof env.TRUST_PROXY === 'number' ? trustHops(env.TRUST_PROXY) : env.TRUST_PROXY,
    bodyLimit: 1024 * 1024,
    // Shutdown: idle keep-alive sockets are closed first; a request that still arrives on a busy
    // one is served (with Connection: close) instead of getting a 503, and in-flight ones finish.
    forceCloseConnections: 'idle',
    return503OnClosing: false,
    // Per-request lines only at LOG_LEVEL=debug or trace: at info the log stays readable.
    logController: new LogController({
      disableRequestLogging: (request) =>
        !(request.log as { isLevelEnabled?: (l: string) => boolean }).isLevelEnabled?.('debug'),
    }),
    routerOptions: { maxParamLength: 300 },
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  // Compiled per route at start; under test every answer is also checked against zod's own.
  app.setSerializerCompiler(compiledSerializerCompiler({ verify: env.NODE_ENV === 'test' }));

  const routeTable: RouteInfo[] = [];
  app.decorate('routeTable', routeTable);
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      if (method === 'HEAD') continue;
      routeTable.push({ method, url: route.url, guard: route.config?.guard });
    }
  });

  const mailer =
    opts.mailer ?? createMailer({ smtpUrl: env.SMTP_URL, from: env.MAIL_FROM, dataDir: env.DATA_DIR, logger: app.log });
  const limiter = new RateLimiter(database.db, env.RATE_LIMIT_MULTIPLIER);
  app.decorate('mailer', mailer);
  app.decorate('limiter', limiter);
  app.decorate('database', database);

  const secret = await sessionSecret(database, env);
  await app.register(cookie, { secret });
  await app.register(errorsPlugin);
  await app.register(securityPlugin, { appOrigin: new URL(publicUrl).origin, secure });

  const authRepo = new AuthRepository(database.db);
  await app.register(authPlugin, { repo: authRepo, secure });

  const mailDomain = /@([^>\s]+)/.exec(env.MAIL_FROM)?.[1] ?? new URL(publicUrl).hostname;
  const accountMails = new AccountMailQueue(database.db, authRepo, limiter, publicUrl, mailDomain);
  accountMails.onFailed = (job, reason) =>
    app.log.error({ mail: job.kind, id: job.id, reason }, 'account mail given up');
  accountMails.onSkipped = (job, reason) =>
    app.log.info({ mail: job.kind, id: job.id, userId: job.user_id, reason }, 'account mail skipped');
  const authService = new AuthService({ repo: authRepo, limiter, mail: accountMails });
  await app.register(authRoutes, { prefix: '/api/auth', service: authService });
  await app.register(preferencesRoutes, { prefix: '/api/account', repo: new PreferencesRepository(database.db) });
  await app.register(healthRoutes, { prefix: '/api' });
  await app.register(ingredientsRoutes, { prefix: '/api' });
  const pantryRepo = new PantryRepository(database.db);
  await app.register(pantryRoutes, { prefix: '/api', service: new PantryService(pantryRepo) });
  const chef = opts.chef ?? createRecipeEngine(env, app.log);
  app.decorate('chef', chef);
  const recipesRepo = new RecipesRepository(database.db);
  const generationStats = new GenerationStats(recipesRepo, app.log);
  const recipesService = new RecipesService(recipesRepo, pantryRepo, chef, limiter, generationStats);
  await app.register(recipesRoutes, { prefix: '/api', service: recipesService });
  const importService = new ImportService(
    limiter,
    { allowPrivate: env.IMPORT_ALLOW_PRIVATE_NETWORKS },
    modelSettings(env),
  );
  await app.register(importRoutes, { prefix: '/api', service: importService });
  const scheduledMealsRepo = new ScheduledMealsRepository(database.db);
  const scheduledMealsService = new ScheduledMealsService(
    scheduledMealsRepo,
    publicUrl,
    (v) => app.signCookie(v),
    limiter,
  );
  await app.register(scheduledMealsRoutes, { prefix: '/api', service: scheduledMealsService });
  await app.register(mealPlansRoutes, {
    prefix: '/api',
    service: new MealPlansService({
      recipes: recipesRepo,
      pantry: pantryRepo,
      meals: scheduledMealsRepo,
      schedule: scheduledMealsService,
      chef,
      limiter,
    }),
  });
  const marketingRepo = new MarketingRepository(database.db);
  const pendingMail = async () => (await accountMails.pending()) + (await marketingRepo.pendingCount());
  const adminService = new AdminService(new AdminRepository(database.db), () => generationStats.flush(), {
    mailer,
    pendingMail,
    dataDir: env.DATA_DIR,
    databaseKind: database.kind,
    model: modelSettings(env),
    log: app.log,
  });
  // Automatic backups (docs/SELF-HOSTING.md): every BACKUP_INTERVAL_HOURS, keeping BACKUP_KEEP
  // files; stopped (a running one finished) when the app closes, before the database does.
  const backupSettings = { dir: backupDir(env), intervalHours: env.BACKUP_INTERVAL_HOURS, keep: env.BACKUP_KEEP };
  const backups = startBackupSchedule({ database, ...backupSettings, log: app.log });
  app.decorate('backups', backups);
  await app.register(adminRoutes, {
    prefix: '/api/admin',
    service: adminService,
    backups: new AdminBackupsService(new AdminRepository(database.db), backups, limiter, backupSettings),
  });
  const tokens = new UnsubscribeTokens(secret);
  const marketingMailer =
    opts.mailer ??
    createMailer({ smtpUrl: env.SMTP_URL, from: env.MAIL_FROM, dataDir: env.DATA_DIR, logger: app.log, pool: true });
  const marketingQueue = new MarketingQueue(marketingRepo, {
    unsubscribeUrl: (userId) => `${publicUrl}/api/marketing/unsubscribe/${tokens.sign(userId)}`,
    unsubscribeMailto: `mailto:unsubscribe@${mailDomain}?subject=unsubscribe`,
    messageDomain: mailDomain,
  });
  const mailWorker =
    opts.mailWorker === false
      ? null
      : new MailWorker(
          {
            account: accountMails,
            accountMailer: mailer,
            marketing: marketingQueue,
            marketingMailer,
          },
          {
            ratePerSecond: env.MAIL_RATE_PER_SECOND,
            leaseMs: env.MAIL_LEASE_SECONDS * 1000,
            ...DEFAULT_WORKER_OPTIONS,
            ...opts.mailWorker,
          },
          app.log,
        );
  app.decorate('mailWorker', mailWorker);
  accountMails.onQueued = () => mailWorker?.kickAccount();
  const marketingService = new MarketingService(marketingRepo, tokens, () => mailWorker?.kickMarketing());
  await app.register(marketingAdminRoutes, { prefix: '/api/admin/marketing', service: marketingService });
  await app.register(marketingPublicRoutes, { prefix: '/api/marketing', service: marketingService });
  app.addHook('onReady', async () => mailWorker?.start());
  await app.register(improvementsRoutes, {
    prefix: '/api',
    service: new ImprovementsService(new ImprovementsRepository(database.db), limiter),
  });
  await app.register(sessionRoutes, {
    prefix: '/api',
    service: new SessionService(new SessionRepository(database.db)),
  });
  await app.register(chatRoutes, { prefix: '/api', db: database.db, env, limiter, pantryRepo });
  await app.register(accountDataRoutes, {
    prefix: '/api',
    service: new AccountDataService(new AccountDataRepository(database.db), limiter, publicUrl),
  });

  await app.register(webPlugin, { serve: opts.serveWeb ?? true });

  // Shutdown: every answer from now on says Connection: close, and a keep-alive socket that
  // goes idle closes at once, so the server stops without cutting a request it accepted.
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
    app.server.keepAliveTimeout = 1;
    // A request a client wrote on an idle keep-alive socket just before the signal may still be in
    // the socket's buffer: closing "idle" sockets now would reset it. A short grace lets such
    // requests be read (and answered with Connection: close) before the idle ones are closed.
    if (app.server.listening) await new Promise((resolve) => setTimeout(resolve, SHUTDOWN_GRACE_MS));
  });
  app.addHook('onSend', async (_request, reply, payload) => {
    if (closing) reply.header('connection', 'close');
    return payload;
  });

  app.addHook('onClose', async () => {
    await importService.pool.close();
    await backups.stop();
    await generationStats.flush();
    await mailWorker?.stop();
    await limiter.settled();
    mailer.close();
    if (marketingMailer !== mailer) marketingMailer.close();
  });

  return app;
}

function trustHops(hops: number) {
  return (_address: string, hop: number) => hop < hops;
}

/** SESSION_SECRET, or one generated on first start and kept in the database (shared by all instances). */
async function sessionSecret(database: Database, env: Env): Promise<string> {
  if (env.SESSION_SECRET) return env.SESSION_SECRET;
  // Instances starting together take turns: the first generates it, the others read it.
  return database.withLock(LOCKS.sessionSecret, async () => {
    await database.db
      .insert(appSettings)
      .values({ key: 'session_secret', value: randomBytes(32).toString('base64url') })
      .onConflictDoNothing();
    const [row] = await database.db
      .select({ value: appSettings.value })
      .from(appSettings)
      .where(sql`${appSettings.key} = 'session_secret'`);
    return row!.value;
  });
}
