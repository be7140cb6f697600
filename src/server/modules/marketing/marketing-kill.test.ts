import { afterAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { freePort, startServer } from '../../../../tests/support/server-process';
import { SmtpPeer } from '../../../../tests/support/smtp-peer';
import { createTestDatabaseFiles, testDatabaseUrl } from '../../../../tests/support/test-db';

// The durable marketing queue against real processes (src/server/main.ts as children) on one
// PostgreSQL database and a real SMTP peer: a 10,000-recipient campaign, the sending process
// killed with SIGKILL mid-run, then two processes started that share what is left.

const cleanups: (() => Promise<unknown>)[] = [];
afterAll(async () => {
  for (const c of cleanups.reverse()) await c().catch(() => {});
});

const RECIPIENTS = 10_000;
const SUBJECT = 'Kill test campaign';

describe.skipIf(!testDatabaseUrl())('marketing queue: a worker process killed mid-campaign', () => {
  it(
    'every recipient gets the mail once a restarted pair of processes finishes; duplicates only from the killed batch',
    { timeout: 240_000 }, // 40-60 s on a quiet machine, 101 s seen under load
    async () => {
      const files = await createTestDatabaseFiles();
      cleanups.push(() => files.destroy());
      const smtp = new SmtpPeer();
      await smtp.start();
      cleanups.push(() => smtp.stop());
      const db = new pg.Client({ connectionString: files.url });
      await db.connect();
      cleanups.push(() => db.end());

      const env = (name: string) => ({
        DATABASE_URL: files.url!,
        DATA_DIR: files.dataDir,
        SMTP_URL: smtp.url,
        APP_URL: 'http://chowdr.kill',
        SESSION_SECRET: 'kill-test-secret-kill-test-secret',
        MAIL_FROM: `Chowdr <${name}@chowdr.kill>`,
        MAIL_RATE_PER_SECOND: '10000',
        // A killed worker's claim is taken over after this long (production: 300 s).
        MAIL_LEASE_SECONDS: '5',
      });
      const start = async (name: string) => {
        const s = await startServer(env(name), await freePort());
        cleanups.push(() => s.stop('SIGKILL'));
        return s;
      };

      const a = await start('a');
      // The first account is the admin; then 10,000 verified cooks, straight into the table.
      const json = { 'content-type': 'application/json' };
      const reg = await fetch(`${a.url}/api/auth/register`, {
        method: 'POST',
        headers: json,
        body: JSON.stringify({
          firstName: 'Kim',
          lastName: 'Admin',
          username: 'kill_admin',
          email: 'admin@chowdr.kill',
          password: 'simmer-slowly-42',
        }),
      });
      expect(reg.status).toBe(201);
      const cookie = reg.headers
        .getSetCookie()
        .map((c) => c.split(';')[0])
        .join('; ');
      const verify = new URL(
        (await smtp.waitFor('admin@chowdr.kill', /Verify/, 30_000)).links.find((l) => l.includes('verify-email'))!,
      );
      expect(
        (
          await fetch(`${a.url}${verify.pathname}${verify.search}`, { headers: { cookie }, redirect: 'manual' })
        ).headers.get('location'),
      ).toBe('/verify-email?status=success');
      const ids = (
        await db.query<{ id: number }>(`
        insert into users (username, email, email_verified, first_name, last_name, password_hash)
        select 'k' || g, 'k' || g || '@example.test', true, 'Kai', 'Bulk', 'x' from generate_series(1, ${RECIPIENTS}) g
        returning id`)
      ).rows.map((r) => r.id);

      const started = Date.now();
      const send = await fetch(`${a.url}/api/admin/marketing/send`, {
        method: 'POST',
        headers: { ...json, cookie },
        body: JSON.stringify({ subject: SUBJECT, content: 'Soup season is here.', recipients: ids }),
      });
      expect(send.status, await send.clone().text()).toBe(202);
      const campaignId = ((await send.json()) as { id: number }).id;

      const campaignMails = () => smtp.mails.filter((m) => m.subject === SUBJECT);
      // Kill A with SIGKILL a third of the way through.
      while (campaignMails().length < RECIPIENTS / 3) {
        if (Date.now() - started > 60_000) throw new Error(`campaign too slow: ${campaignMails().length} mails`);
        await new Promise((r) => setTimeout(r, 5));
      }
      a.child.kill('SIGKILL');
      await a.exited;
      const killedAt = Date.now();
      const receivedAtKill = campaignMails().length;
      const count = async (status: string) =>
        Number(
          (
            await db.query(`select count(*) from marketing_deliveries where campaign_id = $1 and status = $2`, [
              campaignId,
              status,
            ])
          ).rows[0].count,
        );
      const inFlight = await count('sending');
      const recordedAtKill = await count('sent');

      // "Restart": two processes this time, sharing what is left.
      const [b, c] = await Promise.all([start('b'), start('c')]);
      for (;;) {
        const left = Number(
          (
            await db.query(
              `select count(*) from marketing_deliveries where campaign_id = $1 and status in ('queued', 'sending')`,
              [campaignId],
            )
          ).rows[0].count,
        );
        if (left === 0) break;
        if (Date.now() - killedAt > 90_000) throw new Error(`campaign stuck after the restart: ${left} left`);
        await new Promise((r) => setTimeout(r, 100));
      }
      const seconds = (Date.now() - started) / 1000;

      const mails = campaignMails();
      const perRecipient = new Map<string, number>();
      for (const m of mails) perRecipient.set(m.to[0]!, (perRecipient.get(m.to[0]!) ?? 0) + 1);
      const expected = new Set(ids.map((_, i) => `k${i + 1}@example.test`));
      const lost = [...expected].filter((e) => !perRecipient.has(e)).length;
      const duplicates = mails.length - perRecipient.size;
      const from = (name: string) => mails.filter((m) => m.headers.from?.includes(`${name}@chowdr.kill`)).length;
      // Duplicates are resends of rows the killed process held; each keeps its Message-ID.
      const dupIds = mails.filter((m) => perRecipient.get(m.to[0]!)! > 1).map((m) => m.messageId);
      console.info(
        `[kill test] ${RECIPIENTS} recipients in ${seconds.toFixed(1)} s (${(RECIPIENTS / seconds).toFixed(0)}/s overall); ` +
          `SIGKILL after ${receivedAtKill} received (${recordedAtKill} recorded sent, ${inFlight} in flight); ` +
          `sent ${perRecipient.size}, lost ${lost}, duplicates ${duplicates}; after the restart B sent ${from('b')}, C sent ${from('c')}`,
      );

      expect(lost).toBe(0);
      expect(perRecipient.size).toBe(RECIPIENTS);
      expect([...perRecipient.keys()].every((e) => expected.has(e))).toBe(true);
      expect(duplicates).toBeLessThanOrEqual(inFlight);
      expect(new Set(dupIds).size).toBe(dupIds.length / 2); // the two copies of a duplicate carry one Message-ID
      expect(await count('sent')).toBe(RECIPIENTS);
      // B and C shared the rest, and neither sent a recipient what the other (or A) had sent,
      // beyond the killed batch.
      expect(from('b')).toBeGreaterThan(0);
      expect(from('c')).toBeGreaterThan(0);
      const afterRestart = mails.filter((m) => !m.headers.from?.includes('a@chowdr.kill'));
      const fromA = new Set(mails.filter((m) => m.headers.from?.includes('a@chowdr.kill')).map((m) => m.to[0]));
      expect(new Set(afterRestart.map((m) => m.to[0])).size).toBe(afterRestart.length);
      expect(afterRestart.filter((m) => fromA.has(m.to[0])).length).toBe(duplicates);

      await Promise.all([b.stop(), c.stop()]);
    },
  );
});
