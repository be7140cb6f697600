import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, expectNoA11yViolations, test, localDay, expectToast } from './fixtures';

// Issue 27: a cook imports a recipe page from a link (a local test site; the e2e server runs with
// IMPORT_ALLOW_PRIVATE_NETWORKS=true), corrects the meal type, saves it, schedules it and finds its
// lines in the shopping list.

const PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Saffron Orzo Bake | Test Kitchen</title>
<script type="application/ld+json">${JSON.stringify({
  '@context': 'https://schema.org',
  '@graph': [
    { '@type': 'WebSite', name: 'Test Kitchen' },
    {
      '@type': 'Recipe',
      name: 'Saffron Orzo Bake',
      recipeYield: ['4', '4 servings'],
      totalTime: 'PT45M',
      recipeIngredient: [
        'For the bake:',
        '300 g orzo',
        '2 leeks, sliced',
        '750 ml vegetable stock',
        'To finish:',
        '100 g feta cheese',
      ],
      recipeInstructions: [
        { '@type': 'HowToStep', text: 'Heat the oven to 200°C.' },
        { '@type': 'HowToStep', text: 'Soften the leeks, stir in the orzo and stock and bake for 25 minutes.' },
        { '@type': 'HowToStep', text: 'Crumble over the feta and serve.' },
      ],
    },
  ],
})}</script></head><body><h1>Saffron Orzo Bake</h1><p>A story about saffron.</p></body></html>`;

let site: Server;
let siteUrl = '';
test.beforeAll(async () => {
  site = createServer((req, res) => {
    if (req.url === '/saffron-orzo-bake') {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      res.end(PAGE);
    } else {
      res.writeHead(404);
      res.end();
    }
  });
  await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
  siteUrl = `http://127.0.0.1:${(site.address() as AddressInfo).port}`;
});
test.afterAll(async () => {
  site.closeAllConnections();
  await new Promise((resolve) => site.close(resolve));
});

test('import a page by its link, correct the meal type, save, schedule and shop for it', async ({ page, users }) => {
  const cook = await users.create();
  await page.addInitScript(() => window.localStorage.setItem('chowdr-onboarding-completed', 'true'));
  await users.signIn(page, cook);
  await page.goto('/saved-recipes');
  await expect(page.getByRole('heading', { level: 1, name: 'Your Saved Recipes' })).toBeVisible();

  // The dialog: Link and Paste text, and the bookmarklet.
  await page.getByRole('button', { name: 'Import Recipe' }).click();
  const dialog = page.getByRole('dialog', { name: 'Import Recipe' });
  await expect(dialog.getByRole('tab', { name: 'Link' })).toHaveAttribute('aria-selected', 'true');
  await expect(dialog.getByRole('tab', { name: 'Paste text' })).toBeVisible();
  await expect(dialog.getByTestId('bookmarklet')).toBeVisible();
  await expectNoA11yViolations(page, 'import dialog');

  // A bad address is the field's error, and nothing is sent.
  await dialog.getByLabel('Recipe link').fill('not a link');
  await dialog.getByRole('button', { name: 'Import', exact: true }).click();
  await expect(dialog.getByText('Enter a web address that starts with http:// or https://')).toBeVisible();

  await dialog.getByLabel('Recipe link').fill(`${siteUrl}/saffron-orzo-bake`);
  await dialog.getByRole('button', { name: 'Import', exact: true }).click();
  const preview = dialog.getByTestId('import-preview');
  await expect(preview.getByRole('heading', { name: 'Saffron Orzo Bake' })).toBeVisible();
  await expect(preview.getByText(`From 127.0.0.1:${new URL(siteUrl).port}`)).toBeVisible();
  // The page named no meal: Chowdr guessed and says so, in plain words.
  await expect(dialog.getByTestId('import-warnings')).toContainText('does not say which meal it is');
  await expect(preview.getByTestId('ingredient-list')).toContainText('For the bake:');
  await expect(preview.getByTestId('ingredient-list')).toContainText('300 g orzo');
  await expectNoA11yViolations(page, 'import preview');

  // Correct it before saving.
  await preview.getByLabel('Meal type').selectOption('lunch');
  await expect(preview.getByText('Lunch', { exact: true }).first()).toBeVisible();
  await preview.getByRole('button', { name: 'Save Recipe' }).click();
  await expectToast(page, 'Recipe saved!');
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: 'Import Recipe' })).toBeFocused();

  // The saved card: lunch, with its source.
  const card = page.getByTestId('recipe-card').filter({ hasText: 'Saffron Orzo Bake' });
  await expect(card).toBeVisible();
  await expect(card.getByRole('link', { name: `From 127.0.0.1:${new URL(siteUrl).port}` })).toHaveAttribute(
    'href',
    `${siteUrl}/saffron-orzo-bake`,
  );
  const mine = (await (await page.request.get('/api/recipes/my')).json()) as { title: string; mealType: string }[];
  expect(mine.find((r) => r.title === 'Saffron Orzo Bake')?.mealType).toBe('lunch');

  // Schedule it for tomorrow's lunch.
  await card.getByRole('button', { name: 'Schedule recipe' }).click();
  const schedule = page.getByRole('dialog', { name: 'Schedule Meal' });
  const tomorrow = await localDay(page, 1);
  await schedule.getByLabel('Date', { exact: true }).fill(tomorrow);
  await schedule.getByRole('radio', { name: 'Lunch' }).click();
  await schedule.getByRole('button', { name: 'Schedule', exact: true }).click();
  await expectToast(page, 'Meal Scheduled!');

  // Its lines in the shopping list.
  await page.goto(`/calendar?date=${tomorrow}`);
  await expect(page.getByTestId(`day-${tomorrow}`).getByRole('button', { name: /Saffron Orzo Bake/ })).toBeVisible();
  await page.getByRole('button', { name: 'Shopping List' }).click();
  const shop = page.getByRole('dialog', { name: 'Shopping List Generator' });
  await shop.getByRole('button', { name: 'Generate List' }).click();
  // Every line to buy, merged like a generated recipe's (the catalogue knows leeks, feta and stock).
  await expect(shop.getByText('4 ingredient lines from 1 meal, merged into 4 items.')).toBeVisible();
  for (const line of ['300 g orzo', '2 leeks', '100 g feta', '750 ml vegetable stock']) {
    await expect(shop.getByText(line, { exact: true })).toBeVisible();
  }
  await expect(shop.getByTestId('shopping-item')).toHaveCount(4);
  // Group headings are not things to buy.
  await expect(shop.getByText(/For the bake|To finish/)).toHaveCount(0);
});

test('on a phone, by keyboard: paste a recipe as text and see it before saving', async ({ browser, users }) => {
  const cook = await users.create();
  const context = await browser.newContext({ viewport: { width: 375, height: 740 } });
  const page = await context.newPage();
  await page.addInitScript(() => window.localStorage.setItem('chowdr-onboarding-completed', 'true'));
  await users.signIn(page, cook);
  await page.goto('/saved-recipes');
  const open = page.getByRole('button', { name: 'Import Recipe' });
  await open.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Import Recipe' });
  await expect(dialog).toBeVisible();
  // Tabs move with the arrow keys.
  await dialog.getByRole('tab', { name: 'Link' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(dialog.getByRole('tab', { name: 'Paste text' })).toHaveAttribute('aria-selected', 'true');
  await dialog
    .getByLabel('Recipe text')
    .fill(
      'Green Smoothie\nServes 1\nIngredients\n1 banana\n1 handful spinach\n250 ml milk\nMethod\nBlend everything until smooth.',
    );
  await dialog.getByLabel('Recipe text').press('Tab');
  await expect(dialog.getByRole('button', { name: 'Import', exact: true })).toBeFocused();
  await page.keyboard.press('Enter');
  const preview = dialog.getByTestId('import-preview');
  await expect(preview.getByRole('heading', { name: 'Green Smoothie' })).toBeFocused();
  await expect(preview.getByLabel('Servings')).toHaveValue('1');
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  await expectNoA11yViolations(page, 'import preview on a phone');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(open).toBeFocused();
  await context.close();
});
