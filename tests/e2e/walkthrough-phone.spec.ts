import type { Browser, Page } from '@playwright/test';
import { expect, test, type Credentials } from './fixtures';

// Issue 26, "a full walkthrough's stumbles": each test checks one stumble at the width where it
// happened. Screenshots go to test-results/walkthrough/<SHOT_TAG>-… (SHOT_TAG=before|after) so the
// note can show both.

const SHOT = process.env.SHOT_TAG ?? 'after';
const shot = (page: Page, name: string) => page.screenshot({ path: `test-results/walkthrough/${SHOT}-${name}.png` });

const WIDTHS = {
  w320: { width: 320, height: 700 },
  w375: { width: 375, height: 812 },
  w1366: { width: 1366, height: 900 },
};

async function pageFor(
  browser: Browser,
  viewport: { width: number; height: number },
  signIn?: (p: Page) => Promise<void>,
) {
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  await page.addInitScript(() => window.localStorage.setItem('chowdr-onboarding-completed', 'true'));
  if (signIn) await signIn(page);
  return page;
}

type Box = { x: number; y: number; width: number; height: number };
const overlap = (a: Box, b: Box) =>
  Math.max(0, Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x)) *
  Math.max(0, Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y));

test('item 1: the chat button never covers the footer’s Contact link on a phone', async ({ browser, users }) => {
  const cook = await users.create();
  for (const [name, viewport] of Object.entries(WIDTHS)) {
    const page = await pageFor(browser, viewport, (p) => users.signIn(p, cook));
    await page.goto('/pantry');
    const launcher = page.getByRole('button', { name: /Chef Assistant/ });
    await expect(launcher).toBeVisible();
    await page.evaluate(() => window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' }));
    const contact = page.getByRole('contentinfo').getByRole('button', { name: 'Contact' });
    await expect(contact).toBeInViewport();
    await shot(page, `item1-footer-${name}`);
    const [a, b] = [await contact.boundingBox(), await launcher.boundingBox()];
    expect(a && b ? overlap(a, b) : -1, `Contact under the chat button at ${name}`).toBe(0);
    await page.context().close();
  }
});

test('item 2: My Pantry at 320 px keeps names whole and the frequency select off the date', async ({
  browser,
  users,
}) => {
  const cook = await users.create();
  for (const [name, viewport] of Object.entries(WIDTHS)) {
    const page = await pageFor(browser, viewport, (p) => users.signIn(p, cook));
    const now = new Date().toISOString();
    const put = await page.request.put('/api/pantry', {
      data: {
        pantryItems: ['anchovies', 'cannellini-beans', 'chickpeas', 'olive-oil'].map((ingredientId) => ({
          ingredientId,
          frequency: 'always',
          addedDate: now,
        })),
      },
    });
    expect(put.ok()).toBe(true);
    await page.goto('/pantry');
    const pantry = page.getByRole('region', { name: 'Current Pantry' });
    await expect(pantry.getByText('Anchovies', { exact: true })).toBeVisible();
    await pantry.scrollIntoViewIfNeeded();
    await shot(page, `item2-pantry-${name}`);
    for (const item of ['Anchovies', 'Cannellini beans', 'Chickpeas']) {
      const nameLine = pantry.getByText(item, { exact: true });
      await expect(nameLine).toBeVisible();
      // A name fits its line without breaking inside a word: every word is as wide as its one-line self.
      const broken = await nameLine.evaluate((el) => {
        const range = document.createRange();
        range.selectNodeContents(el);
        const rects = [...range.getClientRects()];
        const words = (el.textContent ?? '').split(' ').length;
        return rects.length > words;
      });
      expect(broken, `${item} breaks inside a word at ${name}`).toBe(false);
      const row = pantry.getByRole('listitem').filter({ hasText: item });
      const added = await row.getByText(/^Added /).boundingBox();
      const select = await row.getByRole('combobox').boundingBox();
      expect(added && select ? overlap(added, select) : -1, `date under the select at ${name}`).toBe(0);
    }
    const sideways = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(sideways).toBeLessThanOrEqual(0);
    await page.context().close();
  }
});

async function seedRecipe(page: Page, title: string) {
  const res = await page.request.post('/api/recipes', {
    data: {
      title,
      cuisine: 'italian',
      mealType: 'dinner',
      cookingTime: 30,
      servings: 2,
      difficulty: 'easy',
      ingredients: ['1 1/2 cups arborio rice', '2 cloves garlic, minced'],
      instructions: ['Warm the stock.', 'Stir in the rice.'],
      nutrition: { calories: 480, protein: 14.2, carbs: 80.1, fat: 9.6, fiber: 3.1 },
    },
  });
  expect(res.status()).toBe(201);
}

test('item 3: both Schedule dialogs start on today and a typed past date says it is in the past', async ({
  browser,
  users,
}) => {
  const cook: Credentials = await users.create();
  const page = await pageFor(browser, WIDTHS.w375, (p) => users.signIn(p, cook));
  await seedRecipe(page, `Walkthrough Risotto ${Date.now().toString(36)}`);
  const today = await page.evaluate(() => {
    const d = new Date();
    return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
  });
  const yesterday = await page.evaluate(() => {
    const d = new Date(Date.now() - 86_400_000);
    return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
  });

  await page.goto('/saved-recipes');
  await page.getByRole('button', { name: 'Schedule recipe' }).first().click();
  const card = page.getByRole('dialog', { name: 'Schedule Meal' });
  await expect(card.getByLabel('Date')).toHaveValue(today);
  await card.getByLabel('Date').fill(yesterday);
  await card.getByRole('radio', { name: 'Dinner' }).click();
  await card.getByRole('button', { name: 'Schedule', exact: true }).click();
  await expect(card.getByTestId('schedule-error')).toContainText('That date is in the past.');
  await expect(card.getByTestId('schedule-error')).not.toContainText('Missing Information');
  await card.getByRole('button', { name: 'Cancel' }).click();

  await page.goto('/calendar');
  await page
    .getByRole('button', { name: /Schedule Recipe/ })
    .first()
    .click();
  const calendar = page.getByRole('dialog', { name: 'Schedule Saved Recipe' });
  await expect(calendar.getByLabel('Date')).toHaveValue(today);
  await calendar.getByLabel('Recipe', { exact: true }).selectOption({ index: 1 });
  await calendar.getByLabel('Date').fill(yesterday);
  await calendar.getByRole('radio', { name: 'Lunch' }).click();
  await calendar.getByRole('button', { name: 'Schedule', exact: true }).click();
  await expect(calendar.getByTestId('schedule-error')).toContainText('That date is in the past.');
  await shot(page, 'item3-schedule-375');
  await page.context().close();
});

test('item 7: the admin Users table is cards on a phone, their actions visible, e-mails whole', async ({
  browser,
  users,
}) => {
  const cook = await users.create();
  for (const [name, viewport] of Object.entries(WIDTHS)) {
    const page = await pageFor(browser, viewport, (p) => users.signIn(p, users.admin));
    await page.goto('/admin/users');
    await expect(page.getByRole('heading', { level: 1, name: 'User Management' })).toBeVisible();
    await expect(page.getByText(cook.email, { exact: true }).filter({ visible: true })).toBeVisible();
    await shot(page, `item7-users-${name}`);
    const deactivate = page.getByRole('button', { name: `Deactivate ${cook.username}` });
    const del = page.getByRole('button', { name: `Delete ${cook.username}` });
    // Pages hold the newest users first; the cook made above is on the first.
    // Scrolled down to, never sideways: both buttons lie inside the screen's width.
    for (const button of [deactivate, del]) {
      const y = await button.evaluate((el) => el.getBoundingClientRect().top + window.scrollY - 200);
      await page.evaluate((top) => window.scrollTo({ top, behavior: 'instant' }), y);
      const box = await button.boundingBox();
      expect(box && box.x >= 0 && box.x + box.width <= viewport.width, `actions off screen at ${name}`).toBe(true);
      await expect(button).toBeVisible();
    }
    const email = page.getByText(cook.email, { exact: true }).filter({ visible: true });
    const lines = await email.evaluate((el) => {
      const range = document.createRange();
      range.selectNodeContents(el);
      return new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top))).size;
    });
    // At 320 px a long address may break, but only after its '@' or a dot (the <wbr>s), in two lines.
    expect(lines, `${cook.email} wraps at ${name}`).toBe(name === 'w320' ? 2 : 1);
    if (name === 'w320') {
      const firstLine = await email.evaluate((el) => {
        const range = document.createRange();
        const top = el.getBoundingClientRect().top;
        let text = '';
        for (const node of el.childNodes) {
          if (node.nodeType !== Node.TEXT_NODE) continue;
          range.selectNodeContents(node);
          if (range.getBoundingClientRect().top - top < 5) text += node.textContent ?? '';
        }
        return text;
      });
      expect(firstLine, 'the first line ends at @ or .').toMatch(/[@.]$/);
    }
    const sideways = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(sideways).toBeLessThanOrEqual(0);
    await page.context().close();
  }
});
