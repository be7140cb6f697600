import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it, inject } from 'vitest';
import { buildApp } from '../app';
import { parseEnv } from '../env';
import { openDatabase, type Database } from './client';
import { createTestDatabaseFiles, type TestDatabaseFiles } from '../../../tests/support/test-db';
import { Client, newUserPayload } from '../../../tests/support/test-app';
import type { FastifyInstance } from 'fastify';

/**
 * A TCP relay between the app and PostgreSQL that can "lose" the database: it drops
 * every connection and refuses new ones, then comes back on the same port.
 */
class FlakyRelay {
  private server?: net.Server;
  private sockets = new Set<net.Socket>();
  port = 0;
  constructor(private readonly target: { host: string; port: number }) {}

  async up(): Promise<void> {
    this.server = net.createServer((client) => {
      const upstream = net.connect(this.target.port, this.target.host);
      for (const s of [client, upstream]) {
        this.sockets.add(s);
        s.on('close', () => this.sockets.delete(s));
        s.on('error', () => {});
      }
      client.pipe(upstream).pipe(client);
    });
    await new Promise<void>((resolve) => this.server!.listen(this.port, '127.0.0.1', resolve));
    this.port = (this.server!.address() as net.AddressInfo).port;
  }

  async down(): Promise<void> {
    for (const s of this.sockets) s.destroy();
    await new Promise<void>((resolve) => this.server!.close(() => resolve()));
  }
}

const url = process.env.TEST_DATABASE_URL;

describe.skipIf(!url)('when PostgreSQL goes away and comes back', () => {
  let files: TestDatabaseFiles;
  let relay: FlakyRelay;
  let database: Database;
  let app: FastifyInstance;
  const poolErrors: Error[] = [];

  beforeAll(async () => {
    files = await createTestDatabaseFiles(inject('dbTemplate'));
    const target = new URL(files.url!);
    relay = new FlakyRelay({ host: target.hostname, port: Number(target.port || 5432) });
    await relay.up();
    const viaRelay = new URL(files.url!);
    viaRelay.hostname = '127.0.0.1';
    viaRelay.port = String(relay.port);
    database = await openDatabase({ url: viaRelay.toString(), onPoolError: (e) => poolErrors.push(e) });
    const env = parseEnv({ NODE_ENV: 'test', APP_URL: 'http://chowdr.test', DATA_DIR: files.dataDir, LOG_LEVEL: 'silent', SMTP_URL: 'smtp://127.0.0.1:9' });
    app = await buildApp({ env, database, serveWeb: false });
    await app.ready();
  });

  afterAll(async () => {
    await app?.close();
    await database?.close().catch(() => {});
    await files?.destroy();
  });

  it('answers 503 with a clear message while it is gone, and recovers by itself', async () => {
    const client = new Client(app);
    const payload = newUserPayload();
    expect((await client.post('/api/auth/register', payload)).statusCode).toBe(201);
    expect((await client.get('/api/auth/user')).statusCode).toBe(200);

    await relay.down();
    const during = await client.post('/api/auth/login', { username: payload.username, password: payload.password });
    expect(during.statusCode, during.body).toBe(503);
    expect(during.json().message).toMatch(/cannot reach its database/);
    expect((await client.get('/api/health')).statusCode).toBe(503);

    await relay.up();
    const after = await client.post('/api/auth/login', { username: payload.username, password: payload.password });
    expect(after.statusCode).toBe(200);
    expect((await client.get('/api/health')).json()).toMatchObject({ status: 'ok', database: 'up' });
  });
});
