import { eq } from 'drizzle-orm';
import { parseEnv } from './env';
import { migrateDatabase, openDatabase } from './db/client';
import { users } from './db/schema';
import { AuthRepository } from './modules/auth/auth.repository';
import { lockDataDir } from './db/data-dir-lock';

const USAGE = `Manage Chowdr accounts from the command line (uses DATABASE_URL or the PGlite data in DATA_DIR).

Usage: npm run cli -- <command> [arguments]

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
