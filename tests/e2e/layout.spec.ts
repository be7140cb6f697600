import type { Page } from '@playwright/test';
import { expect, test, type Credentials } from './fixtures';

// Issue 16: a page someone can read on a phone, that does not move while it loads, and whose
// controls stay still while they are pressed.

const VISITOR_SCREENS = [
  '/',
  '/login',
  '/register',
  '/forgot-password',
  '/reset-password/some-token',
  '/verify-email',
  '/generate',
  '/no/such/page',
];
const MEMBER_SCREENS = ['/', '/generate', '/pantry', '/saved-recipes', '/account-settings', '/no/such/page'];

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    window.localStorage.setItem('chowdr-onboarding-completed', 'true');
    // zod's eval probe used to trip the CSP on every page that parses (Lighthouse best practices).
    const w = window as unknown as { __csp: string[] };
    w.__csp = [];
    document.addEventListener('securitypolicyviolation', (e) =>
      w.__csp.push(`${e.violatedDirective} ${e.sourceFile}:${e.lineNumber}`),
    );
  });
});

/** The screen is drawn: its heading is up and nothing is loading any more. */
async function settled(page: Page) {
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible({ timeout: 20_000 });
  await page.waitForLoadState('networkidle');
}

/** How far the page scrolls sideways (0 when it fits). */
const sidewaysScroll = (page: Page) =>
  page.evaluate(() => Math.max(0, document.documentElement.scrollWidth - document.documentElement.clientWidth));

async function signedIn(
  page: Page,
  users: { create(): Promise<Credentials>; signIn(page: Page, c: Credentials): Promise<void> },
) {
  const creds = await users.create();
  await users.signIn(page, creds);
  // A pantry with a long name among its chips (a long chip used to overflow at 375 px).
  const res = await page.request.put('/api/pantry', {
    data: {
      pantryItems: ['sweetened-condensed-milk', 'chickpeas'].map((ingredientId) => ({
        ingredientId,
        frequency: 'usually',
        addedDate: new Date().toISOString(),
      })),
    },
  });
  expect(res.ok()).toBe(true);
}

for (const width of [320, 375, 414]) {
  test(`nothing scrolls sideways at ${width} px, signed out and signed in`, async ({ browser, baseURL, users }) => {
    test.slow();
    // A phone: its scrollbars overlay the page (a desktop's classic scrollbar would take 15 px of the 320).
    const context = await browser.newContext({
      baseURL,
      viewport: { width, height: 760 },
      isMobile: true,
      hasTouch: true,
    });
    const page = await context.newPage();
    await page.addInitScript(() => window.localStorage.setItem('chowdr-onboarding-completed', 'true'));
    for (const path of VISITOR_SCREENS) {
      await page.goto(path);
      await settled(page);
      expect(await sidewaysScroll(page), `visitor ${path} at ${width} px`).toBe(0);
    }
    await signedIn(page, users);
    for (const path of MEMBER_SCREENS) {
      await page.goto(path);
      await settled(page);
      expect(await sidewaysScroll(page), `member ${path} at ${width} px`).toBe(0);
    }
    // The generator with its results on screen.
    await page.goto('/generate');
    await settled(page);
    await page.getByRole('button', { name: /^Italian/ }).click();
    await page.getByRole('button', { name: 'Generate Recipes' }).click();
    await expect(page.getByTestId('recipe-card')).toHaveCount(4, { timeout: 30_000 });
    // A card opened (its details are the widest part).
    await page
      .getByTestId('recipe-card')
      .first()
      .getByRole('button', { name: /details/i })
      .first()
      .click();
    expect(await sidewaysScroll(page), `generator results at ${width} px`).toBe(0);
    await context.close();
  });
}

const cspViolations = (page: Page) => page.evaluate(() => (window as unknown as { __csp: string[] }).__csp);

/** Every layout shift while the page loads (not caused by input), as PerformanceObserver reports them. */
async function layoutShifts(page: Page, path: string) {
  await page.goto(path);
  await settled(page);
  // Late work (fonts, images, deferred queries) may move things too: wait until the network is quiet.
  await page.waitForLoadState('networkidle');
  return page.evaluate(
    () =>
      new Promise<number[]>((resolve) => {
        const values: number[] = [];
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
            if (!entry.hadRecentInput) values.push(entry.value);
          }
        }).observe({ type: 'layout-shift', buffered: true });
        setTimeout(() => resolve(values), 100);
      }),
  );
}

for (const viewport of [
  { name: 'desktop', width: 1280, height: 720 },
  { name: 'phone', width: 390, height: 844 },
]) {
  test(`no screen shifts by more than 0.01 while it loads (${viewport.name})`, async ({ page, users }) => {
    test.slow();
    await page.setViewportSize(viewport);
    for (const path of VISITOR_SCREENS) {
      const shifts = await layoutShifts(page, path);
      expect(
        shifts.filter((s) => s > 0.01),
        `visitor ${path}: ${shifts.join(', ')}`,
      ).toEqual([]);
      expect(await cspViolations(page), `CSP violations on visitor ${path}`).toEqual([]);
    }
    await signedIn(page, users);
    for (const path of MEMBER_SCREENS) {
      const shifts = await layoutShifts(page, path);
      expect(
        shifts.filter((s) => s > 0.01),
        `member ${path}: ${shifts.join(', ')}`,
      ).toEqual([]);
      expect(await cspViolations(page), `CSP violations on member ${path}`).toEqual([]);
    }
  });
}

test("the first click on 'Add to Pantry' works while the results list is open", async ({ page, users }) => {
  const creds = await users.create();
  await users.signIn(page, creds);
  await page.goto('/pantry');
  const search = page.getByRole('combobox', { name: 'Search ingredients' });
  await expect(search).toBeEnabled();
  await search.fill('chick');
  const list = page.getByRole('listbox', { name: 'Matching ingredients' });
  await list.getByRole('option', { name: /^Chickpeas/ }).click();
  await expect(list.getByRole('option', { name: /^Chickpeas/ })).toHaveAttribute('aria-selected', 'true');
  await expect(list).toBeVisible();

  // As a person does: the pointer goes to where the button is now, presses, releases.
  const add = page.getByRole('button', { name: 'Add to Pantry' });
  await add.scrollIntoViewIfNeeded();
  await expect(list).toBeVisible();
  const box = (await add.boundingBox())!;
  const [response] = await Promise.all([
    page.waitForResponse((r) => r.url().endsWith('/api/pantry') && r.request().method() === 'PUT'),
    (async () => {
      await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
      await page.mouse.down();
      await page.mouse.up();
    })(),
  ]);
  expect(response.status()).toBe(200);
  const stored = (await response.json()) as { pantryItems: { ingredientId: string }[] };
  expect(stored.pantryItems.map((i) => i.ingredientId)).toEqual(['chickpeas']);
  await expect(page.getByRole('region', { name: 'Current Pantry' }).getByText('Chickpeas')).toBeVisible();
  // The list closed once the click was done.
  await expect(list).toBeHidden();
});

test('a failed sign-in says why beside the form, and its toast covers no input (phone and desktop)', async ({
  page,
}) => {
  for (const viewport of [
    { width: 360, height: 700 },
    { width: 1280, height: 720 },
  ]) {
    await page.setViewportSize(viewport);
    await page.goto('/login');
    await page.getByLabel('Username or email').fill('nobody_here');
    await page.getByLabel('Password', { exact: true }).fill('wrong-password');
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    const toast = page.getByTestId('toast');
    await expect(toast).toContainText('Failed to login');
    // Inline too, so the reason outlives the toast's 5 s.
    const form = page.getByRole('form', { name: 'Login' });
    await expect(form.getByText('Invalid username or password.')).toBeVisible();

    const toastBox = (await toast.boundingBox())!;
    for (const control of await form.locator('input, button').all()) {
      const box = await control.boundingBox();
      if (!box) continue;
      const overlaps =
        box.x < toastBox.x + toastBox.width &&
        toastBox.x < box.x + box.width &&
        box.y < toastBox.y + toastBox.height &&
        toastBox.y < box.y + box.height;
      expect(
        overlaps,
        `the toast covers ${(await control.getAttribute('name')) ?? (await control.textContent())} at ${viewport.width} px`,
      ).toBe(false);
    }
  }
});

test('an opened recipe card takes its whole row and leaves no hole beside it (desktop)', async ({ page }, testInfo) => {
  test.slow();
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/generate');
  await page.getByRole('button', { name: /^Mediterranean/ }).click();
  await page.getByRole('button', { name: 'Generate Recipes' }).click();
  await expect(page.getByRole('heading', { name: 'Recipes generated!' })).toBeVisible();
  const cards = page.getByTestId('recipe-card');
  await expect(cards).toHaveCount(4);
  const grid = cards.first().locator('xpath=..');

  /** Card boxes by row; every row but the last is full: two cards side by side, or one row-wide. */
  const layout = async () => {
    const gridBox = (await grid.boundingBox())!;
    const boxes = await cards.evaluateAll((els) => els.map((el) => el.getBoundingClientRect().toJSON() as DOMRect));
    const rows = new Map<number, DOMRect[]>();
    for (const box of boxes) rows.set(Math.round(box.top), [...(rows.get(Math.round(box.top)) ?? []), box]);
    const sorted = [...rows.entries()].sort((a, b) => a[0] - b[0]).map(([, row]) => row);
    const holes = sorted
      .slice(0, -1)
      .filter((row) => row.length === 1 && Math.abs(row[0]!.width - gridBox.width) > 1).length;
    return { gridBox, boxes, rows: sorted, holes };
  };

  const before = await layout();
  expect(before.rows.map((r) => r.length)).toEqual([2, 2]);

  for (const index of [0, 1]) {
    const card = cards.nth(index);
    const show = card.getByRole('button', { name: 'Show Details' });
    await show.scrollIntoViewIfNeeded();
    const topBefore = (await card.boundingBox())!.y;
    await show.click();
    await expect(card.getByRole('heading', { name: 'Instructions' })).toBeVisible();
    const after = await layout();
    // The opened card spans the row; the others fill whole rows around it; nothing overlaps.
    expect(after.boxes[index]!.width, `card ${index + 1} spans the row`).toBeCloseTo(after.gridBox.width, 0);
    expect(after.holes, `holes with card ${index + 1} open`).toBe(0);
    for (const [i, a] of after.boxes.entries()) {
      for (const b of after.boxes.slice(i + 1)) {
        expect(
          a.right <= b.left + 1 || b.right <= a.left + 1 || a.bottom <= b.top + 1 || b.bottom <= a.top + 1,
          'cards overlap',
        ).toBe(true);
      }
    }
    // It opens where the cook clicked: its top stays put on screen (the page scrolls if it moved down a row).
    expect(
      Math.abs((await card.boundingBox())!.y - topBefore),
      `card ${index + 1} stays in view where it was`,
    ).toBeLessThan(2);
    await page.screenshot({ path: testInfo.outputPath(`card-${index + 1}-open.png`) });
    await card.getByRole('button', { name: 'Hide Details' }).click();
    await expect(card.getByRole('heading', { name: 'Instructions' })).toBeHidden();
  }
  // Closed again, every row holds two cards (scrolling may have loaded more meanwhile).
  const closed = await layout();
  expect(
    closed.rows.slice(0, -1).every((r) => r.length === 2),
    `rows ${closed.rows.map((r) => r.length)}`,
  ).toBe(true);
});
