import { expect, expectNoA11yViolations, test, budget } from './fixtures';

// An admin's first campaign, as a new admin would do it: compose, preview, save a template, edit
// it, load it, send to the verified users, watch the history reach 'sent', and the mail arrives
// with its one-click unsubscribe header.

test('an admin composes, previews, keeps a template, sends to verified users and the mail arrives', async ({
  page,
  users,
  mailbox,
}) => {
  test.setTimeout(budget(240_000));
  const cook = await users.create();
  const tag = Date.now().toString(36);
  const subject = `Autumn soups ${tag}`;

  await page.addInitScript(() => window.localStorage.setItem('chowdr-onboarding-completed', 'true'));
  await users.signIn(page, users.admin);
  await page.goto('/admin/marketing');
  await expect(page.getByRole('heading', { level: 1, name: 'Marketing Emails' })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText('Send targeted email campaigns to your users')).toBeVisible();

  // Compose
  await expect(page.getByText(cook.email)).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('button', { name: 'Send to 0 users' })).toBeDisabled();
  await expectNoA11yViolations(page, 'marketing compose');
  const compose = page.getByRole('tabpanel', { name: 'Compose' });
  await compose.getByLabel('Subject').fill(subject);
  await compose.getByLabel('Content').fill('Hello <friends>,\nthree new soups this week.');

  await page.screenshot({ path: 'test-results/marketing-compose.png', fullPage: true });

  // Preview: the same renderer as the mail, escaped, newline as a line break.
  await page.getByRole('tab', { name: 'Preview' }).click();
  const frame = page.getByRole('region', { name: 'Email preview' });
  await expect(frame.getByRole('heading', { name: subject })).toBeVisible();
  await expect(frame.getByText('three new soups this week.')).toBeVisible();
  await expect(frame.getByText('Hello <friends>,')).toBeVisible();
  await expect(frame.getByText('You are receiving this email because you have an account on Chowdr.')).toBeVisible();
  await expectNoA11yViolations(page, 'marketing preview');

  // Templates: save, edit, load.
  await page.getByRole('tab', { name: 'Templates' }).click();
  const templates = page.getByRole('tabpanel', { name: 'Templates' });
  await expect(
    templates.getByText('No templates saved yet').or(templates.getByRole('list', { name: 'Templates' })),
  ).toBeVisible({ timeout: 30_000 });
  await templates.getByLabel('Template name').fill(`Weekly ${tag}`);
  await templates.getByRole('button', { name: 'Save Template' }).click();
  await expect(templates.getByText(`Weekly ${tag}`)).toBeVisible({ timeout: 30_000 });
  await expectNoA11yViolations(page, 'marketing templates');
  await templates.getByRole('button', { name: `Edit Weekly ${tag}` }).click();
  await expect(templates.getByText(`Editing: Weekly ${tag}`)).toBeVisible();
  await templates.getByLabel('Template name').fill(`Weekly v2 ${tag}`);
  await templates.getByRole('button', { name: 'Update Template' }).click();
  await expect(templates.getByText(`Weekly v2 ${tag}`)).toBeVisible({ timeout: 30_000 });
  await expect(templates.getByText(/^Editing:/)).toHaveCount(0);
  // Updating cleared the form; loading the template fills subject and content again.
  await templates
    .getByRole('listitem')
    .filter({ hasText: `Weekly v2 ${tag}` })
    .getByRole('button', { name: 'Load' })
    .click();

  // Send to the verified users.
  await page.getByRole('tab', { name: 'Compose' }).click();
  await expect(compose.getByLabel('Subject')).toHaveValue(subject);
  await compose.getByLabel('Filter').selectOption('verified');
  await compose.getByText(/^Select All \(\d+ users?\)$/).click();
  const sendButton = compose.getByRole('button', { name: /^Send to \d+ users$/ });
  await expect(sendButton).toBeEnabled();
  await sendButton.click();
  await expect(page.getByText(/^Email sent successfully to \d+ recipients!$/).first()).toBeVisible({ timeout: 30_000 });
  await expect(compose.getByLabel('Subject')).toHaveValue('');
  await expect(compose.getByRole('button', { name: 'Send to 0 users' })).toBeVisible();

  // History reaches 'sent'.
  await page.getByRole('tab', { name: 'History' }).click();
  const item = page.getByRole('listitem').filter({ hasText: subject });
  await expect(item.getByText(/^Sent to \d+ recipients/)).toBeVisible({ timeout: 30_000 });
  await expect(item.getByText('sent', { exact: true })).toBeVisible({ timeout: 120_000 });
  await expectNoA11yViolations(page, 'marketing history');

  const mail = await mailbox.waitFor(cook.email, new RegExp(subject), 60_000);
  expect(mail.headers['list-unsubscribe']).toMatch(
    /^<http[^>]+\/api\/marketing\/unsubscribe\/\d+\.[\w-]{32}>, <mailto:[^>]+>$/,
  );
  expect(mail.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
  expect(mail.html).toContain('Hello &lt;friends&gt;,<br>three new soups this week.');

  // The unsubscribe link opens a small page in the product's look with a button; the cook opts
  // out from a browser with no cookie and no JavaScript (a plain form post), and the page's
  // inline style passes the CSP.
  const url = /<(http[^>]+)>/.exec(mail.headers['list-unsubscribe']!)![1]!;
  const unsubscribeUrl = new URL(new URL(url).pathname, page.url()).toString();
  const browser = page.context().browser()!;
  const plain = await browser.newContext({ javaScriptEnabled: false });
  const cookPage = await plain.newPage();
  const cspErrors: string[] = [];
  cookPage.on('console', (m) => (m.type() === 'error' ? cspErrors.push(m.text()) : undefined));
  await cookPage.goto(unsubscribeUrl);
  await expect(cookPage.getByRole('heading', { level: 1, name: 'Unsubscribe from Chowdr emails' })).toBeVisible();
  expect(await cookPage.evaluate(() => getComputedStyle(document.documentElement).backgroundColor)).toBe(
    'rgb(255, 250, 243)',
  );
  await cookPage.screenshot({ path: 'test-results/marketing-unsubscribe.png', fullPage: true });
  await cookPage.getByRole('button', { name: 'Unsubscribe' }).click();
  await expect(cookPage.getByRole('heading', { level: 1, name: 'You are unsubscribed' })).toBeVisible();
  await expect(cookPage.getByRole('link', { name: 'Back to Chowdr' })).toBeVisible();
  expect(cspErrors).toEqual([]);
  await plain.close();
  // axe on both pages (it needs script, so a separate cookie-less context with it on).
  const axeContext = await browser.newContext();
  const axePage = await axeContext.newPage();
  await axePage.goto(unsubscribeUrl);
  await expectNoA11yViolations(axePage, 'unsubscribe page');
  await axePage.setViewportSize({ width: 320, height: 700 });
  expect(await axePage.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  await axePage.getByRole('button', { name: 'Unsubscribe' }).click();
  await expect(axePage.getByRole('heading', { level: 1, name: 'You are unsubscribed' })).toBeVisible();
  await expectNoA11yViolations(axePage, 'unsubscribed page');
  await axeContext.close();

  // Back in Compose, the cook is marked as opted out and cannot be chosen.
  await page.reload();
  await page.getByRole('tab', { name: 'Compose' }).click();
  const row = compose.getByRole('listitem').filter({ hasText: cook.email });
  await expect(row.getByText('Opted out')).toBeVisible({ timeout: 30_000 });
  await expect(row.getByRole('checkbox')).toBeDisabled();
  await expect(compose.getByTestId('excluded-recipients')).toHaveText(
    /will not receive this: .*opted out of product emails\.$/,
  );
  await expectNoA11yViolations(page, 'marketing compose with an opted-out user');

  await page.getByRole('tab', { name: 'Preview' }).click();
  await page.setViewportSize({ width: 320, height: 800 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  await page.getByRole('tab', { name: 'History' }).click();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  await page.screenshot({ path: 'test-results/marketing-history-320.png', fullPage: true });
});
