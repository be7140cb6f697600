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
 * every connection and refuses new ones, then comes back on the same port. Or it goes
 * silent: connections stay open and new ones are accepted, but not a byte moves (a network
 * that drops packets without a reset).
 */
class FlakyRelay {
  private server?: net.Server;
  private sockets = new Set<net.Socket>();
  private silent = false;
  port = 0;
  constructor(private readonly target: { host: string; port: number }) {}

  silence(): void {
    this.silent = true;
    for (const s of this.sockets) {
      s.unpipe();
      s.pause();
    }
  }

  /** Ends the silence: the stuck connections are cut (as a real network timeout would) and new ones pass. */
  heal(): void {
    this.silent = false;
    for (const s of this.sockets) s.destroy();
  }

  async up(): Promise<void> {
    this.server = net.createServer((client) => {
      if (this.silent) {
        this.sockets.add(client);
        client.on('close', () => this.sockets.delete(client));
        client.on('error', () => {});
        client.pause();
        return;
      }
      const upstream = net.connect(this.target.port, this.target.host);
      for (const s of [client, upstream]) {
        this.sockets.add(s);
        s.on('close', () => this.sockets.delete(s));
        s.on('error', () => {});
      }
      client.pipe(upstream).pipe(client);
    });
    await new Promise<void>((resolve) => this.server!.listen(this.port, '127.0.0.1', resolve));
    this.port = (this.server.address() as net.AddressInfo).port;
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
    database = await openDatabase({
      url: viaRelay.toString(),
      onPoolError: (e) => poolErrors.push(e),
      timeouts: { connectMs: 1_000, statementMs: 1_000, queryMs: 1_500 },
    });
    const env = parseEnv({
      NODE_ENV: 'test',
      APP_URL: 'http://chowdr.test',
      DATA_DIR: files.dataDir,
      LOG_LEVEL: 'silent',
      SMTP_URL: 'smtp://127.0.0.1:9',
    });
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
    expect(during.headers['retry-after']).toBe('5');
    expect((await client.get('/api/health')).statusCode).toBe(503);

    await relay.up();
    const after = await client.post('/api/auth/login', { username: payload.username, password: payload.password });
    expect(after.statusCode).toBe(200);
    expect((await client.get('/api/health')).json()).toMatchObject({ status: 'ok', database: 'up' });
  });

  it('answers 503 with Retry-After within seconds when the network goes silent, and recovers', async () => {
    const client = new Client(app);
    const payload = newUserPayload();
    expect((await client.post('/api/auth/register', payload)).statusCode).toBe(201);

    relay.silence();
    const started = Date.now();
    // More parallel requests than the pool has connections: some wait for a connection that
    // never frees up ('timeout exceeded when trying to connect'), the others for an answer.
    const results = await Promise.all(
      Array.from({ length: 15 }, (_, i) =>
        (i % 3 === 0
          ? client.get('/api/auth/user')
          : client.post('/api/auth/login', { username: payload.username, password: payload.password })
        ).then((res) => ({ status: res.statusCode, retryAfter: res.headers['retry-after'], ms: Date.now() - started })),
      ),
    );
    const health = await client.get('/api/health');
    const slowest = Math.max(...results.map((r) => r.ms));
    console.info(
      `[silent database] ${results.length} requests: ${results.map((r) => r.status).join(',')}; slowest ${slowest} ms; health ${health.statusCode}`,
    );
    expect(results.map((r) => r.status)).toEqual(results.map(() => 503));
    expect(results.every((r) => r.retryAfter === '5')).toBe(true);
    expect(slowest).toBeLessThan(15_000);
    expect(health.statusCode).toBe(503);
    expect(health.headers['retry-after']).toBe('5');

    relay.heal();
    let after = 0;
    for (let i = 0; i < 20 && after !== 200; i++) {
      after = (await client.post('/api/auth/login', { username: payload.username, password: payload.password }))
        .statusCode;
      if (after !== 200) await new Promise((r) => setTimeout(r, 250));
    }
    expect(after).toBe(200);
  });
});
