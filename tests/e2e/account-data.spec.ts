import { readFile } from 'node:fs/promises';
import { expect, test, budget } from './fixtures';
import { freePort, startServer, type ServerProcess } from '../support/server-process';
import { SmtpPeer } from '../support/smtp-peer';
import { createTestDatabaseFiles, type TestDatabaseFiles } from '../support/test-db';

// 'Download my data' on this run's server, then 'Import my data' on a second Chowdr: its own
// server process on its own database, with its own mail peer (issue 30).
let second: { server: ServerProcess; smtp: SmtpPeer; db: TestDatabaseFiles } | undefined;

test.beforeAll(async () => {
  test.setTimeout(budget(180_000));
  const smtp = new SmtpPeer();
  await smtp.start();
  const db = await createTestDatabaseFiles();
  const port = await freePort();
  const server = await startServer(
    {
      NODE_ENV: 'production',
      APP_URL: `http://127.0.0.1:${port}`,
      DATA_DIR: db.dataDir,
      DATABASE_URL: db.url ?? '',
      SMTP_URL: smtp.url,
      RATE_LIMIT_MULTIPLIER: '50',
    },
    port,
  );
  second = { server, smtp, db };
});

test.afterAll(async () => {
  if (!second) return;
  await second.server.stop();
  await second.smtp.stop();
  await second.db.destroy();
});

const noTutorial = () => window.localStorage.setItem('chowdr-onboarding-completed', 'true');

test('a cook downloads their data and imports it into a second Chowdr', async ({ page, users, browser }, testInfo) => {
  test.setTimeout(budget(120_000));
  // On the first Chowdr: a pantry, a saved recipe and a planned meal.
  const cook = await users.create();
  await users.signIn(page, cook);
  expect(
    (
      await page.request.put('/api/pantry', {
        data: {
          pantryItems: [
            { ingredientId: 'chicken-thighs', frequency: 'always', addedDate: '2026-01-02T10:00:00.000Z' },
            { ingredientId: 'whole-chicken', frequency: 'rarely', addedDate: '2026-01-03T10:00:00.000Z' },
          ],
        },
      })
    ).ok(),
  ).toBe(true);
  const saved = await page.request.post('/api/recipes', {
    data: {
      title: 'Portable Lemon Chicken',
      cuisine: 'greek',
      mealType: 'dinner',
      cookingTime: 35,
      servings: 2,
      difficulty: 'easy',
      ingredients: ['2 chicken thighs', '1 lemon'],
      instructions: ['Roast the chicken.', 'Squeeze over the lemon.'],
      nutrition: { calories: 420, protein: 38, carbs: 6, fat: 22, fiber: 1 },
    },
  });
  expect(saved.status()).toBe(201);
  const day = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10);
  const planned = await page.request.post('/api/scheduled-meals', {
    data: { recipeId: (await saved.json()).id, date: day, mealType: 'dinner' },
  });
  expect(planned.status()).toBe(201);

  await page.addInitScript(noTutorial);
  await page.goto('/account-settings');
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download my data' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(
    new RegExp(`^chowdr-data-${cook.username}-\\d{4}-\\d\\d-\\d\\d\\.json$`),
  );
  const file = testInfo.outputPath('my-data.json');
  await download.saveAs(file);
  const data = JSON.parse(await readFile(file, 'utf8'));
  expect(data).toMatchObject({ format: 'chowdr-account-data', profile: { username: cook.username } });
  expect(data.savedRecipes).toHaveLength(1);

  // On the second Chowdr: a new account of the same cook, in a browser context of its own.
  const other = second!;
  const creds = { ...cook, username: `${cook.username}_b` };
  const reg = await fetch(`${other.server.url}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(creds),
  });
  expect(reg.status).toBe(201);
  const mail = await other.smtp.waitFor(creds.email, /Verify/);
  await fetch(
    mail.links.find((l) => l.includes('/api/auth/verify-email'))!,
    { redirect: 'manual' },
  );
  const context = await browser.newContext({ baseURL: other.server.url });
  try {
    const pageB = await context.newPage();
    await pageB.addInitScript(noTutorial);
    const login = await pageB.request.post('/api/auth/login', {
      data: { username: creds.username, password: creds.password },
    });
    expect(login.ok()).toBe(true);
    await pageB.goto('/account-settings');
    const choosing = pageB.waitForEvent('filechooser');
    await pageB.getByRole('button', { name: 'Import my data' }).click();
    await (await choosing).setFiles(file);
    await expect(pageB.getByRole('status').filter({ hasText: 'Data imported' })).toContainText(
      'Added 1 recipe, 2 pantry ingredients and 1 meal.',
    );

    await pageB.goto('/saved-recipes');
    await expect(pageB.getByText('Portable Lemon Chicken').first()).toBeVisible();
    const meals = await pageB.request.get(`/api/scheduled-meals?startDate=${day}&endDate=${day}`);
    expect((await meals.json()).meals).toEqual([
      expect.objectContaining({
        date: day,
        mealType: 'dinner',
        recipe: expect.objectContaining({ title: 'Portable Lemon Chicken' }),
      }),
    ]);

    // The same file again: everything is already there.
    await pageB.goto('/account-settings');
    const again = pageB.waitForEvent('filechooser');
    await pageB.getByRole('button', { name: 'Import my data' }).click();
    await (await again).setFiles(file);
    await expect(pageB.getByRole('status').filter({ hasText: 'Data imported' })).toContainText(
      'Added 0 recipes (1 skipped), 0 pantry ingredients (2 skipped) and 0 meals (1 skipped).',
    );
  } finally {
    await context.close();
  }
});
