import { fork } from 'node:child_process';
import { existsSync } from 'node:fs';
import { rename, rm } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import v8 from 'node:v8';
import { buildApp } from './app';
import { appUrl, EnvError, parseEnv } from './env';
import { migrateDatabase, openDatabase, pgliteDir } from './db/client';
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

  if (!env.DATABASE_URL) {
    smallMachineFlags();
    await createPgliteApart(env.DATA_DIR);
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

/**
 * On PGlite, Postgres runs inside this process as WebAssembly (issue 30, small machines; measured with
 * `npm run bench:memory`): V8 compiles its 9 MB of code once with Liftoff, then again with TurboFan
 * for hot functions, and keeps both; Liftoff alone holds some 50 MB less and starts faster, and the
 * queries of a household are not where the time goes. Set here, before PGlite compiles, so `npm
 * start`, the image and `node dist/server/main.js` all get it. (The smaller young generation,
 * `--max-semi-space-size=2`, only works on the command line: `npm start` and the image pass it.)
 */
function smallMachineFlags(): void {
  v8.setFlagsFromString('--liftoff-only');
}

/** Set in the short-lived child that creates a new PGlite database (below). */
const CREATE_PGLITE = 'CHOWDR_CREATE_PGLITE_IN';

/**
 * A new PGlite database is created, and migrated, in a short-lived child process (issue 30): initdb
 * and the first migrations grow PGlite's WASM heap to several hundred MB, which a process never
 * gets back, so the server would carry them for its whole life. The child builds it in a folder
 * beside the real one and renames it when complete, so a start cut short leaves no half database.
 */
async function createPgliteApart(dataDir: string): Promise<void> {
  const target = pgliteDir(dataDir);
  if (existsSync(target)) return;
  const building = `${target}.creating`;
  await rm(building, { recursive: true, force: true });
  const child = fork(fileURLToPath(import.meta.url), [], {
    env: { ...process.env, [CREATE_PGLITE]: building },
    execArgv: process.execArgv,
    stdio: 'inherit',
  });
  const stop = () => child.kill('SIGTERM');
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  process.off('SIGTERM', stop);
  process.off('SIGINT', stop);
  if (code !== 0) {
    await rm(building, { recursive: true, force: true });
    console.error(`Creating the database in ${target} failed (exit ${code}).`);
    process.exit(1);
  }
  await rename(building, target);
}

/** The child's whole job: create the database in the folder it was given, migrate it, close it. */
async function createPgliteOnly(folder: string): Promise<void> {
  // openDatabase puts PGlite's files in <dataDir>/pglite: give it a parent whose 'pglite' is `folder`.
  const work = `${folder}.parent`;
  await rm(work, { recursive: true, force: true });
  const database = await openDatabase({ dataDir: work });
  await migrateDatabase(database);
  await database.close();
  await rename(pgliteDir(work), folder);
  await rm(work, { recursive: true, force: true });
}

const createIn = process.env[CREATE_PGLITE];
if (createIn) {
  createPgliteOnly(createIn).then(
    () => process.exit(0),
    (err: unknown) => {
      console.error('Creating the database failed:', err);
      process.exit(1);
    },
  );
} else {
  main().catch((err: unknown) => {
    console.error('Chowdr failed to start:', err);
    process.exit(1);
  });
}
