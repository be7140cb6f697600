import { afterAll, beforeAll, describe, expect, it, inject } from 'vitest';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { parseEnv } from '../env';
import { createTestDatabase, type TestDatabase } from '../../../tests/support/test-db';
import { Client, newUserPayload, signUp, TEST_APP_URL } from '../../../tests/support/test-app';
import { SmtpPeer } from '../../../tests/support/smtp-peer';
import { hashToken } from '../modules/auth/tokens';

// A failing query must not write its bound values (argon2 hashes, token hashes, emails) to the log.
let db: TestDatabase;
let smtp: SmtpPeer;
let app: FastifyInstance;
const lines: string[] = [];

beforeAll(async () => {
  db = await createTestDatabase(inject('dbTemplate'));
  smtp = new SmtpPeer();
  await smtp.start();
  const env = parseEnv({
    NODE_ENV: 'test',
    APP_URL: TEST_APP_URL,
    DATA_DIR: db.dataDir,
    SMTP_URL: smtp.url,
    LOG_LEVEL: 'debug',
  });
  app = await buildApp({
    env,
    database: db.database,
    serveWeb: false,
    logStream: { write: (l) => void lines.push(l) },
  });
  await app.ready();
});
afterAll(async () => {
  await app?.close();
  await smtp?.stop();
  await db?.destroy();
});

async function failInsertsInto(table: 'users' | 'sessions') {
  await db.database.db.execute(
    sql.raw(`create or replace function chowdr_test_refuse() returns trigger language plpgsql as $$
      begin raise exception 'refused by the test'; end $$`),
  );
  await db.database.db.execute(
    sql.raw(
      `create trigger chowdr_test_refuse before insert on ${table} for each row execute function chowdr_test_refuse()`,
    ),
  );
}

describe('logs', () => {
  it('a failed insert of a user logs its SQL and code, not the hash, email or password', async () => {
    const t = { app, smtp, db } as never;
    const { payload: someone } = await signUp(t);
    await failInsertsInto('users');
    lines.length = 0;
    const payload = newUserPayload({ password: 'secret-sauce-91' });
    const res = await new Client(app).post('/api/auth/register', payload);
    expect(res.statusCode).toBe(500);
    const log = lines.join('');
    expect(log).toContain('insert into \\"users\\"');
    expect(log).toContain('P0001');
    expect(log).not.toMatch(/\$argon2/);
    expect(log).not.toContain(payload.email);
    expect(log).not.toContain(payload.password);
    expect(log).not.toContain(someone.email);

    // Signing in writes a session: its token hash must not leak either.
    await db.database.db.execute(sql.raw('drop trigger chowdr_test_refuse on users'));
    await failInsertsInto('sessions');
    lines.length = 0;
    const login = await new Client(app).post(
      '/api/auth/login',
      { username: someone.username, password: someone.password },
      { cookie: 'chowdr_session=some-cookie-value.sig' },
    );
    expect(login.statusCode).toBe(500);
    const log2 = lines.join('');
    expect(log2).toContain('insert into \\"sessions\\"');
    expect(log2).not.toMatch(/\b[0-9a-f]{64}\b/); // a SHA-256 token hash
    expect(log2).not.toContain('some-cookie-value');
    expect(log2).not.toContain(someone.password);
    expect(hashToken('x')).toMatch(/^[0-9a-f]{64}$/);
  });
});
