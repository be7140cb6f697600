import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { inject } from 'vitest';
import { buildApp, type AppOptions } from '../../src/server/app';
import { parseEnv, type Env } from '../../src/server/env';
import { SmtpPeer } from './smtp-peer';
import { createTestDatabase, type TestDatabase } from './test-db';

export interface TestApp {
  app: FastifyInstance;
  db: TestDatabase;
  smtp: SmtpPeer;
  env: Env;
  close(): Promise<void>;
}

export const TEST_APP_URL = 'http://chowdr.test';

/** The real app on its own database copy, sending mail to a real SMTP peer. */
export async function createTestApp(
  envOverrides: Record<string, string> = {},
  appOptions: Pick<AppOptions, 'mailWorker'> = {},
): Promise<TestApp> {
  const db = await createTestDatabase(inject('dbTemplate'));
  const smtp = new SmtpPeer();
  await smtp.start();
  const env = parseEnv({
    NODE_ENV: 'test',
    APP_URL: TEST_APP_URL,
    DATA_DIR: db.dataDir,
    SMTP_URL: smtp.url,
    LOG_LEVEL: 'silent',
    BACKUP_INTERVAL_HOURS: '0',
    ...envOverrides,
  });
  const app = await buildApp({ env, database: db.database, serveWeb: false, ...appOptions });
  await app.ready();
  return {
    app,
    db,
    smtp,
    env,
    async close() {
      await app.close();
      await smtp.stop();
      await db.destroy();
    },
  };
}

/** A cookie jar for app.inject: keeps the session cookie between calls like a browser. */
let clientCount = 0;
export class Client {
  private cookies = new Map<string, string>();
  /** Each client is its own "device" with its own address, so per-IP limits don't mix tests up. */
  readonly ip: string;
  constructor(private readonly app: FastifyInstance) {
    clientCount += 1;
    this.ip = `198.51.${Math.floor(clientCount / 250) % 250}.${(clientCount % 250) + 1}`;
  }

  async request(
    method: string,
    url: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ): Promise<LightMyRequestResponse> {
    const res = await this.app.inject({
      method: method as 'GET',
      url,
      remoteAddress: this.ip,
      headers: {
        ...(this.cookies.size ? { cookie: [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ') } : {}),
        ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
        ...headers,
      },
      ...(body !== undefined ? { payload: typeof body === 'string' ? body : JSON.stringify(body) } : {}),
    });
    for (const c of res.cookies) {
      if (
        c.value === '' ||
        (c.maxAge !== undefined && c.maxAge <= 0) ||
        (c.expires && c.expires.getTime() < Date.now())
      ) {
        this.cookies.delete(c.name);
      } else this.cookies.set(c.name, c.value);
    }
    return res;
  }
  get(url: string, headers?: Record<string, string>) {
    return this.request('GET', url, undefined, headers);
  }
  post(url: string, body?: unknown, headers?: Record<string, string>) {
    return this.request('POST', url, body, headers);
  }
  put(url: string, body?: unknown, headers?: Record<string, string>) {
    return this.request('PUT', url, body, headers);
  }
  delete(url: string, headers?: Record<string, string>) {
    return this.request('DELETE', url, undefined, headers);
  }
  get sessionCookie() {
    return [...this.cookies].find(([k]) => k.includes('chowdr_session'))?.[1];
  }
  forget() {
    this.cookies.clear();
  }
}

let counter = 0;
/** A unique, valid registration payload. */
export function newUserPayload(
  overrides: Partial<Record<'firstName' | 'lastName' | 'username' | 'email' | 'password' | 'locale', string>> = {},
) {
  counter += 1;
  const tag = `${Date.now().toString(36)}${counter}`;
  return {
    firstName: 'Test',
    lastName: 'Cook',
    username: `cook_${tag}`,
    email: `cook_${tag}@example.com`,
    password: 'simmer-slowly-42',
    ...overrides,
  };
}

/** Registers through the API and follows the verification mail; returns a signed-in client. */
export async function signUp(
  t: TestApp,
  opts: { verify?: boolean; overrides?: Partial<ReturnType<typeof newUserPayload>> } = {},
) {
  const { verify = true, overrides = {} } = opts;
  const payload = newUserPayload(overrides);
  const client = new Client(t.app);
  const res = await client.post('/api/auth/register', payload);
  if (res.statusCode !== 201) throw new Error(`register failed: ${res.statusCode} ${res.body}`);
  const user = res.json() as { id: number; role: string };
  if (verify) {
    const mail = await t.smtp.waitFor(payload.email, /Verify/);
    const link = new URL(mail.links.find((l) => l.includes('/api/auth/verify-email'))!);
    const v = await client.get(link.pathname + link.search);
    if (v.headers.location !== '/verify-email?status=success') throw new Error(`verify failed: ${v.headers.location}`);
  }
  return { client, payload, user };
}
