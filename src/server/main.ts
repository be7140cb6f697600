import { buildApp } from './app';
import { appUrl, EnvError, parseEnv } from './env';
import { migrateDatabase, openDatabase } from './db/client';
import { AuthRepository } from './modules/auth/auth.repository';
import { DataDirBusyError, lockDataDir } from './db/data-dir-lock';

/** Starts Chowdr: parse config, open and migrate the database, listen, and shut down gracefully. */
async function main() {
  let env;
  try {
    env = parseEnv();
  } catch (err) {
    if (err instanceof EnvError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }

  let unlock = async () => {};
  if (!env.DATABASE_URL) {
    try {
      unlock = await lockDataDir(env.DATA_DIR);
    } catch (err) {
      if (err instanceof DataDirBusyError) {
        console.error(err.message);
        process.exit(1);
      }
      throw err;
    }
  }

  let onPoolError: (err: Error) => void = () => {};
  const database = await openDatabase({
    url: env.DATABASE_URL,
    dataDir: env.DATA_DIR,
    onPoolError: (err) => onPoolError(err),
  });
  await migrateDatabase(database);

  const app = await buildApp({ env, database });
  onPoolError = (err) => app.log.warn({ err }, 'database connection lost; it will be re-established on the next query');

  // Housekeeping: expired sessions and rate-limit windows. A failure (database down) is only logged.
  const housekeeping = setInterval(() => {
    Promise.all([new AuthRepository(database.db).deleteExpiredSessions(), app.limiter.prune()]).catch((err: unknown) =>
      app.log.warn({ err }, 'housekeeping failed'),
    );
  }, 3600_000);
  housekeeping.unref();

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: finishing in-flight requests');
    clearInterval(housekeeping);
    const force = setTimeout(() => {
      app.log.error('shutdown took longer than 20 s; exiting');
      process.exit(1);
    }, 20_000);
    force.unref();
    try {
      // Closing the app also stops the automatic backups (a running one finishes first).
      await app.close();
      await database.close();
      await unlock();
      process.exit(0);
    } catch (err) {
      app.log.error({ err }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ host: env.HOST, port: env.PORT });
  app.log.info(
    `Chowdr is ready at ${appUrl(env)} (database: ${database.kind === 'pglite' ? `PGlite in ${env.DATA_DIR}` : 'PostgreSQL'}, mail: ${
      app.mailer.mode === 'smtp' ? 'SMTP' : `outbox in ${env.DATA_DIR}/outbox and this log`
    }, recipes: ${app.chef.describe()})`,
  );
}

main().catch((err: unknown) => {
  console.error('Chowdr failed to start:', err);
  process.exit(1);
});
