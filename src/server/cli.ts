import path from 'node:path';
import { eq } from 'drizzle-orm';
import { backupDir, parseEnv } from './env';
import { migrateDatabase, openDatabase } from './db/client';
import { users } from './db/schema';
import { AuthRepository } from './modules/auth/auth.repository';
import { DataDirBusyError, lockDataDir } from './db/data-dir-lock';
import { backupFileName, backupToFile } from './backup/backup';
import { BackupFileError } from './backup/format';
import { restoreBackup, RestoreTargetNotEmptyError, verifyBackup } from './backup/restore';

const USAGE = `Manage Chowdr from the command line (uses DATABASE_URL or the PGlite data in DATA_DIR).

Usage: npm run cli -- <command> [arguments]

  backup [--out FILE]            write every table to one compressed file (default: BACKUP_DIR, or
                                 DATA_DIR/backups); safe while a server runs on PostgreSQL
  restore FILE [--replace]       load a backup into an empty database (PGlite or PostgreSQL), migrating it
                                 to this version; --replace first deletes everything already there
  check-backup FILE              check a backup completely (format, checksum, schema) without a database
  move-to-postgres URL [--replace]
                                 copy the PGlite database in DATA_DIR into the PostgreSQL database at URL
                                 (the backup taken on the way stays in BACKUP_DIR); then start with DATABASE_URL=URL
  users                          list every account
  set-role <user> <user|admin>   make an account an admin, or an ordinary user again
  verify <user>                  mark an account's email as verified
  activate <user>                let an account sign in again
  deactivate <user>              stop an account signing in and end its sessions

<user> is a username or an email address.`;

async function main(argv: string[]): Promise<number> {
  const [command, ...args] = argv;
  if (!command || command === 'help' || command === '--help') {
    console.log(USAGE);
    return command ? 0 : 1;
  }
  const env = parseEnv();
  if (command === 'backup' || command === 'restore' || command === 'check-backup' || command === 'move-to-postgres') {
    return backupCommand(command, args, env);
  }
  // Held for the whole run: a server starting meanwhile refuses instead of sharing the files.
  const unlock = env.DATABASE_URL ? async () => {} : await lockDataDir(env.DATA_DIR);
  let database;
  try {
    database = await openDatabase({ url: env.DATABASE_URL, dataDir: env.DATA_DIR });
  } catch (err) {
    await unlock();
    throw err;
  }
  try {
    await migrateDatabase(database);
    const repo = new AuthRepository(database.db);
    const find = async (login: string | undefined) => {
      if (!login) throw new UsageError('Name the account: a username or an email address.');
      const user = await repo.findUserByLogin(login);
      if (!user) throw new UsageError(`No account matches "${login}".`);
      return user;
    };
    switch (command) {
      case 'users': {
        const rows = await database.db.select().from(users).orderBy(users.id);
        if (rows.length === 0) console.log('No accounts yet.');
        for (const u of rows) {
          console.log(
            `#${u.id}\t${u.username}\t${u.email}\t${u.role}\t${u.emailVerified ? 'verified' : 'unverified'}\t${u.isActive ? 'active' : 'inactive'}`,
          );
        }
        return 0;
      }
      case 'set-role': {
        const user = await find(args[0]);
        const role = args[1];
        if (role !== 'user' && role !== 'admin') throw new UsageError('The role must be "user" or "admin".');
        await database.db.update(users).set({ role }).where(eq(users.id, user.id));
        console.log(`${user.username} is now ${role === 'admin' ? 'an admin' : 'a user'}.`);
        return 0;
      }
      case 'verify': {
        const user = await find(args[0]);
        await database.db.update(users).set({ emailVerified: true }).where(eq(users.id, user.id));
        console.log(`${user.username}'s email (${user.email}) is verified.`);
        return 0;
      }
      case 'activate':
      case 'deactivate': {
        const user = await find(args[0]);
        const isActive = command === 'activate';
        await database.db.update(users).set({ isActive }).where(eq(users.id, user.id));
        if (!isActive) await repo.deleteUserSessions(user.id);
        console.log(
          `${user.username} is ${isActive ? 'active and can sign in' : 'deactivated; their sessions have ended'}.`,
        );
        return 0;
      }
      default:
        throw new UsageError(`Unknown command "${command}".\n\n${USAGE}`);
    }
  } finally {
    await database.close();
    await unlock();
  }
}

class UsageError extends Error {}

type CliEnv = ReturnType<typeof parseEnv>;

/** Opens the configured database (PGlite: under its lock) without migrating it, runs fn, closes. */
async function withDatabase<T>(
  target: { url?: string; dataDir: string },
  fn: (database: Awaited<ReturnType<typeof openDatabase>>) => Promise<T>,
): Promise<T> {
  const unlock = target.url ? async () => {} : await lockDataDir(target.dataDir);
  try {
    const database = await openDatabase({ url: target.url, dataDir: target.dataDir });
    try {
      return await fn(database);
    } finally {
      await database.close();
    }
  } finally {
    await unlock();
  }
}

const seconds = (since: number) => `${((performance.now() - since) / 1000).toFixed(1)} s`;
const size = (bytes: number) =>
  bytes < 1024 * 1024 ? `${(bytes / 1024).toFixed(1)} KB` : `${(bytes / 1024 / 1024).toFixed(1)} MB`;

async function backupCommand(command: string, args: string[], env: CliEnv): Promise<number> {
  const flags = new Set<string>(args.filter((a) => a === '--replace'));
  const rest = args.filter((a) => !flags.has(a));
  const replace = flags.has('--replace');
  const started = performance.now();
  try {
    if (command === 'backup') {
      const outAt = rest.indexOf('--out');
      if (outAt !== -1 && !rest[outAt + 1]) throw new UsageError('Name the file after --out.');
      const file = outAt === -1 ? path.join(backupDir(env), backupFileName()) : rest[outAt + 1]!;
      const result = await withDatabase({ url: env.DATABASE_URL, dataDir: env.DATA_DIR }, (db) =>
        backupToFile(db, file),
      );
      console.log(
        `Backed up ${result.rows} rows of ${result.tables} tables (${result.counts.users ?? 0} accounts, schema ${result.header.schema.lastTag ?? 'none'}) to ${result.file}: ${size(result.bytes)} in ${seconds(started)}.\n` +
          'It holds password hashes and the session secret: keep it as private as the database.',
      );
      return 0;
    }
    if (command === 'check-backup') {
      const file = rest[0];
      if (!file) throw new UsageError('Name the backup file: npm run cli -- check-backup FILE');
      const summary = await verifyBackup(file);
      console.log(
        `${file} is a complete Chowdr backup: ${summary.rows} rows of ${Object.keys(summary.tables).length} tables ` +
          `(${summary.tables.users ?? 0} accounts), written ${summary.header.createdAt} on ${summary.header.source === 'pglite' ? 'PGlite' : 'PostgreSQL'}, ` +
          `schema ${summary.header.schema.lastTag ?? 'none'}; this Chowdr can restore it.`,
      );
      return 0;
    }
    if (command === 'restore') {
      const file = rest[0];
      if (!file) throw new UsageError('Name the backup file: npm run cli -- restore FILE');
      const result = await withDatabase({ url: env.DATABASE_URL, dataDir: env.DATA_DIR }, (db) =>
        restoreBackup(db, file, { replace }),
      );
      console.log(
        `Restored ${result.rows} rows of ${Object.keys(result.tables).length} tables (${result.tables.users ?? 0} accounts) from ${file}, ` +
          `written ${result.header.createdAt} on ${result.header.source === 'pglite' ? 'PGlite' : 'PostgreSQL'}` +
          `${result.migratedForward ? `, and migrated it forward ${result.migratedForward} step(s) to this version` : ''}, in ${seconds(started)}. ` +
          `Start Chowdr${env.DATABASE_URL ? ' with this DATABASE_URL' : ''}.`,
      );
      return 0;
    }
    // move-to-postgres
    const url = rest[0];
    if (!url || !/^postgres(ql)?:\/\//.test(url))
      throw new UsageError(
        'Name the PostgreSQL database: npm run cli -- move-to-postgres postgres://user:pass@host:5432/chowdr',
      );
    if (env.DATABASE_URL)
      throw new UsageError('DATABASE_URL is set: this command moves the PGlite database in DATA_DIR; unset it.');
    const file = path.join(backupDir(env), backupFileName());
    const written = await withDatabase({ dataDir: env.DATA_DIR }, (db) => backupToFile(db, file));
    const restored = await withDatabase({ url, dataDir: env.DATA_DIR }, (db) => restoreBackup(db, file, { replace }));
    console.log(
      `Moved ${restored.rows} rows (${restored.tables.users ?? 0} accounts) from PGlite in ${env.DATA_DIR} to PostgreSQL in ${seconds(started)}; ` +
        `the backup taken on the way is ${written.file}.\nNow start Chowdr with DATABASE_URL set to that database. ` +
        `The PGlite files stay in ${env.DATA_DIR}/pglite until you delete them.`,
    );
    return 0;
  } catch (err) {
    if (err instanceof DataDirBusyError && command !== 'restore') {
      throw new UsageError(
        `${err.message}\nA backup of the embedded database needs the server stopped for a moment: stop it, run this again ` +
          '(a household takes a second or two), start it again.',
      );
    }
    if (err instanceof BackupFileError || err instanceof RestoreTargetNotEmptyError) throw new UsageError(err.message);
    throw err;
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (err: unknown) => {
    console.error(
      err instanceof Error && (err instanceof UsageError || err.name === 'EnvError' || err.name === 'DataDirBusyError')
        ? err.message
        : err,
    );
    process.exit(1);
  },
);
