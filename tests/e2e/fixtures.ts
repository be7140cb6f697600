import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { test as base, expect, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import type { ReceivedMail } from '../support/smtp-peer';
import { E2E_ADMIN, MAIL_DIR } from './e2e-paths';
import { budget } from './budget';

export { expect };

export { budget, CI_SLOWDOWN } from './budget';

export interface Credentials {
  firstName: string;
  lastName: string;
  username: string;
  email: string;
  password: string;
}

export interface Mailbox {
  /** The first mail to `to` (optionally with a matching subject), waiting for it to arrive. */
  waitFor(to: string, subject?: RegExp, timeoutMs?: number): Promise<ReceivedMail>;
  /** Every such mail in the order they arrived, once at least `count` are here. */
  waitForAll(to: string, subject: RegExp | undefined, count: number, timeoutMs?: number): Promise<ReceivedMail[]>;
  /** The first link in that mail containing `part`. */
  linkIn(mail: ReceivedMail, part: string): string;
}

export interface Users {
  /** Registers a new account through the API (verified by following its mail unless verified: false). */
  /** A cook made through the API; `locale` is what a browser would send at sign-up (it picks the units). */
  create(opts?: { verified?: boolean; locale?: string }): Promise<Credentials>;
  /** The admin registered by global-setup (first account on the database). */
  admin: typeof E2E_ADMIN;
  /** Signs the page's browser context in through the API (sets the session cookie). */
  signIn(page: Page, creds: { username: string; password: string }): Promise<void>;
}

/** Fresh, unique sign-up data. */
export function newCredentials(): Credentials {
  const tag = `${Date.now().toString(36)}${randomBytes(3).toString('hex')}`;
  return {
    firstName: 'Sam',
    lastName: 'Cook',
    username: `cook_${tag}`,
    email: `cook_${tag}@example.com`,
    password: 'roast-veggies-42',
  };
}

async function mailsTo(to: string, subject?: RegExp): Promise<ReceivedMail[]> {
  const found: ReceivedMail[] = [];
  for (const f of (await readdir(MAIL_DIR)).filter((n) => n.endsWith('.json')).sort()) {
    const mail = JSON.parse(await readFile(path.join(MAIL_DIR, f), 'utf8')) as ReceivedMail;
    if (mail.to.includes(to.toLowerCase()) && (!subject || subject.test(mail.subject))) found.push(mail);
  }
  return found;
}

const mailbox: Mailbox = {
  async waitFor(to, subject, timeoutMs = budget(20_000)) {
    return (await mailbox.waitForAll(to, subject, 1, timeoutMs))[0]!;
  },
  async waitForAll(to, subject, count, timeoutMs = budget(20_000)) {
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      const found = await mailsTo(to, subject);
      if (found.length >= count) return found;
      await new Promise((r) => setTimeout(r, 100));
    }
    throw new Error(
      `fewer than ${count} mails to ${to}${subject ? ` matching ${subject}` : ''} within ${timeoutMs} ms`,
    );
  },
  linkIn(mail, part) {
    const link = mail.links.find((l) => l.includes(part));
    if (!link) throw new Error(`no link containing ${part} in "${mail.subject}"`);
    return link;
  },
};

/** Axe with the WCAG 2.2 A/AA rule sets; fails the test on any violation. */
export async function expectNoA11yViolations(page: Page, what = page.url()) {
  // Colour transitions (a chip turning on) must end first: mid-fade, text and background are
  // neither colour and axe would measure a contrast nobody sees.
  // Endless ones (a spinner) are skipped.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => Number(a.effect?.getComputedTiming().endTime) !== Infinity)
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
  // Axe counts the part of a button that the sticky header happens to cover at this scroll position
  // as missing (target-size): a card's Like button passing under the header is not a small target.
  // The page is checked from its top, as it is first seen, and put back where it was.
  const scrolledTo = await page.evaluate(() => {
    const y = window.scrollY;
    window.scrollTo({ top: 0, behavior: 'instant' });
    return y;
  });
  // Scrolling can start transitions of its own (cards fading in as they mount): let them end too.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => Number(a.effect?.getComputedTiming().endTime) !== Infinity)
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'])
    .analyze();
  await page.evaluate((y) => window.scrollTo({ top: y, behavior: 'instant' }), scrolledTo);
  const summary = results.violations.map(
    (v) => `${v.id} (${v.impact}): ${v.help}\n    ${v.nodes.map((n) => n.target.join(' ')).join('\n    ')}`,
  );
  expect(summary, `axe violations on ${what}`).toEqual([]);
}

export const test = base.extend<{ mailbox: Mailbox; users: Users; consoleErrors: void; statusLog: void }>({
  // Playwright reads a fixture's dependencies from the destructuring pattern, so an empty one is needed.
  // eslint-disable-next-line no-empty-pattern
  mailbox: async ({}, use) => use(mailbox),

  users: async ({ baseURL }, use) => {
    const users: Users = {
      admin: E2E_ADMIN,
      async create({ verified = true, locale }: { verified?: boolean; locale?: string } = {}) {
        const creds = newCredentials();
        const res = await fetch(`${baseURL}/api/auth/register`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(locale ? { ...creds, locale } : creds),
        });
        if (res.status !== 201) throw new Error(`sign-up failed: ${res.status} ${await res.text()}`);
        if (verified) {
          const mail = await mailbox.waitFor(creds.email, /Verify/);
          const v = await fetch(mailbox.linkIn(mail, '/api/auth/verify-email'), { redirect: 'manual' });
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
    };
    await use(users);
  },

  // A console error or uncaught exception in the page fails the test (expected 4xx
  // answers, like GET /api/auth/user for a visitor, are not errors; a test that provokes others on
  // purpose names them with an 'expected console error' annotation, a regular expression).
  statusLog: [
    async ({ page }, use) => {
      await page.addInitScript(installStatusLog);
      await use();
    },
    { auto: true },
  ],

  consoleErrors: [
    async ({ page }, use, testInfo) => {
      const errors: string[] = [];
      page.on('console', (msg) => {
        if (msg.type() !== 'error') return;
        if (/Failed to load resource: the server responded with a status of 4\d\d/.test(msg.text())) return;
        errors.push(msg.text());
      });
      page.on('pageerror', (err) => errors.push(err.stack ?? err.message));
      await use();
      const expected = testInfo.annotations
        .filter((a) => a.type === 'expected console error')
        .map((a) => new RegExp(a.description ?? '^$'));
      expect(
        errors.filter((e) => !expected.some((pattern) => pattern.test(e))),
        'console errors in the page',
      ).toEqual([]);
    },
    { auto: true },
  ],
});

/** Skips the tutorial and stubs window.print (headless Chromium has no print dialog). */
export async function prepareBrowser(page: Page) {
  await page.addInitScript(() => {
    window.localStorage.setItem('chowdr-onboarding-completed', 'true');
    (window as unknown as { __printed: number }).__printed = 0;
    window.print = () => {
      (window as unknown as { __printed: number }).__printed++;
    };
  });
}

/** A local day in the browser, `offset` days from today, as yyyy-MM-dd. */
export async function localDay(page: Page, offset: number): Promise<string> {
  return page.evaluate((n) => {
    const d = new Date();
    d.setDate(d.getDate() + n);
    return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
  }, offset);
}

/** A toast (status, or alert for errors) with this text was shown: on screen now, or since the last check. */
export async function expectToast(page: Page, text: string | RegExp) {
  await expectShown(page, text);
}

/**
 * Records, in the page, the text of every status or alert message each time it changes, however
 * briefly it shows: "Email verified! Redirecting to Chowdr..." is on screen for 1.5 s and a toast
 * for 5 s, and a browser starved of CPU can render one and move on between two polls of an
 * assertion (two flaky journeys on 2026-11-28). Installed on every page by the `statusLog` fixture.
 */
function installStatusLog() {
  const log: string[] = [];
  (window as unknown as { __statuses: string[] }).__statuses = log;
  const last = new WeakMap<Element, string>();
  const look = () => {
    for (const el of document.querySelectorAll('[role="status"], [role="alert"]')) {
      const text = (el.textContent ?? '').trim();
      if (text && last.get(el) !== text) log.push(text);
      last.set(el, text);
    }
  };
  new MutationObserver(look).observe(document, { subtree: true, childList: true, characterData: true });
}

/**
 * A status or alert with this text was shown since the last such check on this page (or is on
 * screen now): each message counts once, so a second check needs a second message.
 */
async function expectShown(page: Page, text: string | RegExp) {
  const want = typeof text === 'string' ? { s: text } : { re: text.source, flags: text.flags };
  await expect
    .poll(
      () =>
        page.evaluate((w) => {
          const win = window as unknown as { __statuses?: string[]; __statusFrom?: number };
          const match = (t: string) => (w.s !== undefined ? t.includes(w.s) : new RegExp(w.re!, w.flags).test(t));
          const log = win.__statuses ?? [];
          const at = log.findIndex((t, i) => i >= (win.__statusFrom ?? 0) && match(t));
          if (at >= 0) {
            win.__statusFrom = at + 1;
            return true;
          }
          return [...document.querySelectorAll('[role="status"], [role="alert"]')].some((el) =>
            match((el.textContent ?? '').trim()),
          );
        }, want),
      { message: `a status or alert saying ${String(text)}` },
    )
    .toBe(true);
}

/** A status message with this text was shown ("Email verified!Redirecting to Chowdr..."). */
export async function expectStatusShown(page: Page, text: string) {
  await expectShown(page, text);
}
