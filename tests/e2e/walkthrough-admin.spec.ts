import type { Browser, Page } from '@playwright/test';
import { expect, test } from './fixtures';

// Issue 26 items 8 and 10 in the admin console, at the widths where they happened.

const SHOT = process.env.SHOT_TAG ?? 'after';
const shot = (page: Page, name: string) => page.screenshot({ path: `test-results/walkthrough/${SHOT}-${name}.png` });

async function adminPage(
  browser: Browser,
  viewport: { width: number; height: number },
  signIn: (p: Page) => Promise<void>,
) {
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  await page.addInitScript(() => window.localStorage.setItem('chowdr-onboarding-completed', 'true'));
  await signIn(page);
  return page;
}

test('item 10: nothing on the dashboard is cut or runs past its box at 1366 px', async ({ browser, users }) => {
  const page = await adminPage(browser, { width: 1366, height: 900 }, (p) => users.signIn(p, users.admin));
  await page.goto('/admin');
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible();
  await expect(page.getByRole('link', { name: /Send Marketing Email/ })).toBeVisible();
  await shot(page, 'item10-dashboard-1366');
  const overflowing = await page.evaluate(() =>
    [...document.querySelectorAll('nav[aria-label="Admin sections"] a span, main a')]
      .filter((el) => el.scrollWidth > el.clientWidth + 1 || el.scrollHeight > el.clientHeight + 1)
      .map((el) => el.textContent?.trim()),
  );
  expect(overflowing).toEqual([]);
  await page.context().close();
});

test('item 8: the marketing history shows a campaign with its time and recipients, and plural words', async ({
  browser,
  users,
}) => {
  const cook = await users.create();
  const page = await adminPage(browser, { width: 375, height: 812 }, (p) => users.signIn(p, users.admin));
  const list = (await (await page.request.get('/api/admin/users?limit=1000')).json()) as {
    users: { id: number; username: string }[];
  };
  const id = list.users.find((u) => u.username === cook.username)!.id;
  const sent = await page.request.post('/api/admin/marketing/send', {
    data: { subject: `Walkthrough ${Date.now().toString(36)}`, content: 'Hello', recipients: [id] },
  });
  expect(sent.status()).toBe(202);
  await page.goto('/admin/marketing');
  await page.getByRole('tab', { name: 'History' }).click();
  const item = page.getByRole('listitem').filter({ hasText: cook.email }).first();
  await expect(item).toBeVisible();
  await expect(item).toContainText(/Sent to 1 recipient · .*\d{1,2}:\d{2}/);
  await expect(item).not.toContainText('1 recipients');
  await item.scrollIntoViewIfNeeded();
  await shot(page, 'item8-history-375');
  await page.context().close();
});
