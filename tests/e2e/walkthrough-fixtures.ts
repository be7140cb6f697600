import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { test as base, expect, type Page } from '@playwright/test';
import type { ReceivedMail } from '../support/smtp-peer';
import { E2E_ADMIN, MAIL_DIR } from './e2e-paths';

// The walkthrough specs' fixtures: a cook made through the API (verified through the mail it gets),
// the admin, and sign-in by the API. (Kept apart from fixtures.ts while the lead restructures it.)

export { expect };

export type Credentials = { firstName: string; lastName: string; username: string; email: string; password: string };

async function verificationLink(to: string, timeoutMs = 10_000): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    for (const f of (await readdir(MAIL_DIR)).filter((n) => n.endsWith('.json'))) {
      const mail = JSON.parse(await readFile(path.join(MAIL_DIR, f), 'utf8')) as ReceivedMail;
      const link = mail.links.find((l) => l.includes('/api/auth/verify-email'));
      if (mail.to.includes(to.toLowerCase()) && link) return link;
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`no verification mail to ${to}`);
}

export type Users = {
  admin: typeof E2E_ADMIN;
  create(opts?: { verified?: boolean; firstName?: string }): Promise<Credentials>;
  signIn(page: Page, creds: { username: string; password: string }): Promise<void>;
};

export const test = base.extend<{ users: Users }>({
  users: async ({ baseURL }, use) => {
    await use({
      admin: E2E_ADMIN,
      async create({ verified = true, firstName = 'Sam' } = {}) {
        const tag = `${Date.now().toString(36)}${randomBytes(3).toString('hex')}`;
        const creds = {
          firstName,
          lastName: 'Cook',
          username: `cook_${tag}`,
          email: `cook_${tag}@example.com`,
          password: 'roast-veggies-42',
        };
        const res = await fetch(`${baseURL}/api/auth/register`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(creds),
        });
        if (res.status !== 201) throw new Error(`sign-up failed: ${res.status} ${await res.text()}`);
        if (verified) {
          const v = await fetch(await verificationLink(creds.email), { redirect: 'manual' });
          if (!String(v.headers.get('location')).includes('success')) throw new Error('verification failed');
        }
        return creds;
      },
      async signIn(page, creds) {
        const res = await page.request.post('/api/auth/login', {
          data: { username: creds.username, password: creds.password },
        });
        if (!res.ok()) throw new Error(`sign-in failed: ${res.status()} ${await res.text()}`);
      },
    });
  },
});
