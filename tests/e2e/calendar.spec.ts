import type { RecipeInput } from '../../src/shared/api/recipes';
import { expect, expectNoA11yViolations, test, prepareBrowser, localDay, expectToast, budget } from './fixtures';

// The meal calendar as a new cook meets it: schedule a generated card and a saved recipe, see them
// in week and month views, move one, remove one, then build a shopping list from the plan,
// tick items into the pantry, copy and print it. Plus the calendar feed and a phone-width run.

const SHAKSHUKA: RecipeInput = {
  title: 'Calendar Shakshuka',
  cuisine: 'mediterranean',
  mealType: 'breakfast',
  cookingTime: 25,
  servings: 2,
  difficulty: 'easy',
  ingredients: [
    '2 tbsp olive oil',
    '1 onion, diced',
    '2 cloves garlic, minced',
    '400 g canned tomatoes',
    '4 eggs',
    '1 tsp cumin',
    'Salt, to taste',
  ],
  instructions: [
    'Soften the onion and garlic in the oil.',
    'Add tomatoes and cumin; simmer.',
    'Crack in the eggs and cover until set.',
  ],
  nutrition: { calories: 320, protein: 16, carbs: 18, fat: 20, fiber: 5 },
};

test.describe('meal calendar', () => {
  test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

  test('schedule, see, move, remove, then shop from the plan', { tag: '@smoke' }, async ({ page, users }) => {
    test.setTimeout(budget(180_000));
    await prepareBrowser(page);
    // Signed up in an en-US browser: US units, the units this recipe is written in.
    const creds = await users.create({ locale: 'en-US' });
    await users.signIn(page, creds);
    const now = new Date().toISOString();
    const pantry = await page.request.put('/api/pantry', {
      data: {
        pantryItems: ['olive-oil', 'salt'].map((ingredientId) => ({
          ingredientId,
          frequency: 'always',
          addedDate: now,
        })),
      },
    });
    expect(pantry.ok()).toBe(true);
    expect((await page.request.post('/api/recipes', { data: SHAKSHUKA })).status()).toBe(201);

    // Generate a batch and schedule the first (unsaved) card for tomorrow's dinner.
    await page.goto('/');
    await page.getByRole('button', { name: /^Italian/ }).click();
    await page.getByRole('switch', { name: 'Explore new ingredients (ignore my pantry items)' }).click();
    await page.getByRole('button', { name: 'Generate Recipes' }).click();
    const card = page.getByTestId('recipe-card').first();
    await expect(card).toBeVisible({ timeout: 30_000 });
    const generatedTitle = (await card.locator('h3').textContent())!.trim();
    await card.getByRole('button', { name: 'Schedule recipe' }).click();
    const scheduleDialog = page.getByRole('dialog', { name: 'Schedule Meal' });
    await expect(scheduleDialog).toBeVisible();
    await expectNoA11yViolations(page, 'schedule dialog');
    await scheduleDialog.getByRole('button', { name: 'Schedule', exact: true }).click();
    await expectToast(page, 'Please select both a date and meal type.');
    const tomorrow = await localDay(page, 1);
    const dayAfter = await localDay(page, 2);
    const inThree = await localDay(page, 3);
    await expect(scheduleDialog.getByLabel('Date', { exact: true })).toHaveAttribute('min', await localDay(page, 0));
    await scheduleDialog.getByLabel('Date', { exact: true }).fill(tomorrow);
    await scheduleDialog.getByRole('radio', { name: 'Dinner' }).click();
    await scheduleDialog.getByRole('button', { name: 'Schedule', exact: true }).click();
    await expectToast(page, 'Meal Scheduled!');
    await expect(scheduleDialog).toBeHidden();
    // Scheduling saved the card first: it now reads Saved, and saving again makes no duplicate.
    await expect(card.getByRole('button', { name: 'Saved' })).toBeVisible();
    const mine = (await (await page.request.get('/api/recipes/my')).json()) as { title: string }[];
    expect(mine.filter((r) => r.title === generatedTitle)).toHaveLength(1);

    // The calendar: schedule the saved Shakshuka for the day after tomorrow.
    await page.goto(`/calendar?date=${tomorrow}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Meal Calendar' })).toBeVisible();
    const tomorrowCell = page.getByTestId(`day-${tomorrow}`);
    await expect(
      tomorrowCell.getByRole('button', { name: new RegExp(generatedTitle.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) }),
    ).toBeVisible();
    await expectNoA11yViolations(page, 'calendar week view');
    await page.screenshot({ path: 'test-results/calendar-week.png' });
    await page.getByRole('button', { name: 'Schedule Recipe' }).click();
    const savedDialog = page.getByRole('dialog', { name: 'Schedule Saved Recipe' });
    await expect(savedDialog.getByLabel('Recipe', { exact: true })).toBeVisible();
    await expectNoA11yViolations(page, 'schedule saved recipe dialog');
    await savedDialog.getByLabel('Date', { exact: true }).fill('');
    await savedDialog.getByRole('button', { name: 'Schedule', exact: true }).click();
    await expectToast(page, 'Please select a recipe, date, and meal type.');
    await savedDialog.getByLabel('Recipe', { exact: true }).selectOption({ label: SHAKSHUKA.title });
    await savedDialog.getByLabel('Date', { exact: true }).fill(dayAfter);
    await savedDialog.getByRole('radio', { name: 'Lunch' }).click();
    await savedDialog.getByRole('button', { name: 'Schedule', exact: true }).click();
    await expectToast(page, 'Meal Scheduled!');
    await expect(savedDialog).toBeHidden();

    // Both meals in the week view (of each day) and as dots in the month view.
    await page.goto(`/calendar?date=${dayAfter}`);
    await expect(page.getByTestId(`day-${dayAfter}`).getByRole('button', { name: /Calendar Shakshuka/ })).toBeVisible();
    await page.getByRole('radio', { name: 'Month' }).click();
    await expect(page).toHaveURL(/view=month/);
    await expect(
      page.getByTestId(`day-${dayAfter}`).getByRole('button', { name: `Lunch: ${SHAKSHUKA.title}` }),
    ).toBeVisible();
    await page.goto(`/calendar?view=month&date=${tomorrow}`);
    await expect(
      page.getByTestId(`day-${tomorrow}`).getByRole('button', { name: `Dinner: ${generatedTitle}` }),
    ).toBeVisible();
    await expectNoA11yViolations(page, 'calendar month view');
    await page.screenshot({ path: 'test-results/calendar-month.png' });

    // Move the Shakshuka to breakfast in three days (by keyboard from the month dot).
    await page.goto(`/calendar?view=month&date=${dayAfter}`);
    const dot = page.getByTestId(`day-${dayAfter}`).getByRole('button', { name: `Lunch: ${SHAKSHUKA.title}` });
    await dot.focus();
    await page.keyboard.press('Enter');
    const detail = page.getByRole('dialog', { name: SHAKSHUKA.title });
    await expect(detail).toBeVisible();
    await expect(detail.getByText('4 eggs')).toBeVisible();
    await expectNoA11yViolations(page, 'meal detail dialog');
    await page.screenshot({ path: 'test-results/calendar-detail.png' });
    await detail.getByRole('button', { name: 'Move', exact: true }).click();
    await detail.getByLabel('New date').fill(inThree);
    await detail.getByRole('radio', { name: 'Breakfast' }).click();
    await expectNoA11yViolations(page, 'meal detail dialog, move form');
    await detail.getByRole('button', { name: 'Move meal' }).click();
    await expectToast(page, 'Meal moved');
    await expect(detail).toBeHidden();
    await page.goto(`/calendar?date=${inThree}`);
    await expect(
      page.getByTestId(`day-${inThree}`).getByRole('button', { name: /Breakfast\s*Calendar Shakshuka/ }),
    ).toBeVisible();

    // Remove the generated meal.
    await page.goto(`/calendar?date=${tomorrow}`);
    await page
      .getByTestId(`day-${tomorrow}`)
      .getByRole('button', { name: new RegExp(generatedTitle.slice(0, 12)) })
      .click();
    const generatedDetail = page.getByRole('dialog', { name: generatedTitle });
    await generatedDetail.getByRole('button', { name: 'Remove from calendar' }).click();
    await generatedDetail.getByRole('button', { name: 'Yes, remove' }).click();
    await expectToast(page, 'Meal removed');
    await expect(
      page.getByRole('heading', {
        level: 2,
        name: /November|December|January|February|March|April|May|June|July|August|September|October/,
      }),
    ).toBeFocused();
    await expect(page.getByTestId(`day-${tomorrow}`).getByText('Nothing planned')).toBeVisible();

    // Shopping list for the next 7 days.
    await page.getByRole('button', { name: 'Shopping List' }).click();
    const shop = page.getByRole('dialog', { name: 'Shopping List Generator' });
    await expect(shop.getByRole('radio', { name: 'Next 7 days' })).toHaveAttribute('aria-checked', 'true');
    await expect(shop.getByLabel('Start date')).toHaveValue(await localDay(page, 0));
    await expect(shop.getByLabel('End date')).toHaveValue(await localDay(page, 7));
    await expect(shop.getByText('1 planned meal in this range.')).toBeVisible();
    await expect(shop.getByTestId('shopping-item')).toHaveCount(0); // nothing until Generate
    await expectNoA11yViolations(page, 'shopping list dialog');
    // End before start: refused, Generate disabled.
    await shop.getByLabel('End date').fill(await localDay(page, -1));
    await expect(shop.getByText('The end date cannot be before the start date.')).toBeVisible();
    await expect(shop.getByRole('button', { name: 'Generate List' })).toBeDisabled();
    await shop.getByRole('radio', { name: 'Next 7 days' }).click();
    await shop.getByRole('button', { name: 'Generate List' }).click();
    const items = shop.getByTestId('shopping-item');
    await expect(items.first()).toBeVisible();
    // Pantry exclusion on: olive oil and salt (in the pantry) are hidden.
    await expect(shop.getByText('1 onion')).toBeVisible();
    await expect(shop.getByText(/olive oil/)).toHaveCount(0);
    await expectNoA11yViolations(page, 'shopping list, generated');
    await page.screenshot({ path: 'test-results/calendar-shopping.png' });
    await shop.getByRole('switch', { name: 'Hide items in my pantry' }).click();
    await expect(shop.getByRole('heading', { name: 'Already in your pantry' })).toBeVisible();
    await expect(shop.getByText('1 fl oz olive oil')).toBeVisible();
    await shop.getByRole('switch', { name: 'Hide items in my pantry' }).click();

    // Tick two items and put them in the pantry.
    await shop.getByRole('checkbox', { name: /1 onion/ }).check();
    await shop.getByRole('checkbox', { name: /4 eggs/ }).check();
    await shop.getByRole('button', { name: 'Add bought items to my pantry (2)' }).click();
    await expectToast(page, 'Pantry updated');
    await expect
      .poll(async () =>
        (
          (await (await page.request.get('/api/pantry')).json()) as { pantryItems: { ingredientId: string }[] }
        ).pantryItems
          .map((p) => p.ingredientId)
          .sort(),
      )
      .toEqual(['eggs', 'olive-oil', 'onion', 'salt']);
    await expect(shop.getByText('1 onion')).toHaveCount(0); // now in the pantry, so hidden

    // Copy and print.
    await shop.getByRole('button', { name: 'Copy as text' }).click();
    await expectToast(page, 'List copied!');
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied.split('\n')[0]).toMatch(/^Chowdr shopping list: \w{3} \d+ \w{3}/);
    expect(copied).toContain('14 oz canned tomatoes');
    expect(copied.trim().split('\n').at(-1)).toMatch(/items? for 1 planned meal\. Made with Chowdr\.$/);
    await shop.getByRole('button', { name: 'Print' }).click();
    await expect.poll(() => page.evaluate(() => (window as unknown as { __printed: number }).__printed)).toBe(1);

    // Ticks are remembered on this device; closing returns focus to the button that opened the list.
    await page.keyboard.press('Escape');
    await expect(page.getByRole('button', { name: 'Shopping List' })).toBeFocused();
    await page.getByRole('button', { name: 'Shopping List' }).click();
    await page
      .getByRole('dialog', { name: 'Shopping List Generator' })
      .getByRole('button', { name: 'Generate List' })
      .click();
    await page.getByRole('dialog').getByRole('switch', { name: 'Hide items in my pantry' }).click();
    await expect(page.getByRole('dialog').getByRole('checkbox', { name: /4 eggs/ })).toBeChecked();
  });

  test('a new cook sees the empty state; the calendar feed can be turned on, regenerated and off', async ({
    page,
    users,
  }) => {
    test.setTimeout(budget(90_000));
    await prepareBrowser(page);
    const creds = await users.create();
    await users.signIn(page, creds);
    await page.goto('/calendar');
    await expect(page.getByText('No meals scheduled yet')).toBeVisible();
    await page.getByRole('radio', { name: 'Month' }).click();
    await expect(page.getByText('No meals scheduled yet')).toBeVisible();
    await expectNoA11yViolations(page, 'calendar month view, empty');
    // The Shopping List cannot be generated without meals.
    await page.getByRole('button', { name: 'Shopping List' }).click();
    await expect(page.getByText('No meals are scheduled in this range.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Generate List' })).toBeDisabled();
    await page.keyboard.press('Escape');

    await page.goto('/account-settings');
    await page.getByRole('button', { name: 'Turn on calendar feed' }).click();
    const address = page.getByLabel('Your calendar address');
    await expect(address).toHaveValue(/\/api\/calendar-feed\/[\w-]{43}\.ics$/);
    await expectNoA11yViolations(page, 'account settings with calendar feed');
    const first = await address.inputValue();
    const feed = await page.request.get(new URL(first).pathname);
    expect(feed.status()).toBe(200);
    expect(feed.headers()['content-type']).toContain('text/calendar');
    expect(await feed.text()).toContain('BEGIN:VCALENDAR\r\n');
    await page.getByRole('button', { name: 'Copy address' }).click();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(first);
    await page.getByRole('button', { name: 'Regenerate' }).click();
    await page.getByRole('button', { name: 'Yes, make a new address' }).click();
    await expect(address).not.toHaveValue(first);
    expect((await page.request.get(new URL(first).pathname)).status()).toBe(404);
    await page.getByRole('button', { name: 'Turn off' }).click();
    await expect(page.getByRole('button', { name: 'Turn on calendar feed' })).toBeVisible();
  });

  test('on a phone the week is a list of days and nothing scrolls sideways', async ({ page, users }) => {
    test.setTimeout(budget(90_000));
    await page.setViewportSize({ width: 320, height: 740 });
    await prepareBrowser(page);
    const creds = await users.create();
    await users.signIn(page, creds);
    const saved = (await (await page.request.post('/api/recipes', { data: SHAKSHUKA })).json()) as { id: number };
    const tomorrow = await localDay(page, 1);
    expect(
      (
        await page.request.post('/api/scheduled-meals', {
          data: { recipeId: saved.id, date: tomorrow, mealType: 'dinner' },
        })
      ).status(),
    ).toBe(201);

    await page.goto(`/calendar?date=${tomorrow}`);
    const meal = page.getByTestId(`day-${tomorrow}`).getByRole('button', { name: /Calendar Shakshuka/ });
    await expect(meal).toBeVisible();
    const days = page.getByRole('list', { name: 'Days of the week' }).locator(':scope > li');
    await expect(days).toHaveCount(7);
    const [a, b] = [await days.nth(0).boundingBox(), await days.nth(1).boundingBox()];
    expect(b!.y).toBeGreaterThan(a!.y + a!.height - 1); // stacked, not side by side
    expect(a!.width).toBeGreaterThan(250);
    const sideways = () => page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
    expect(await sideways()).toBe(false);
    await expectNoA11yViolations(page, 'calendar week on a phone');
    await page.screenshot({ path: `test-results/calendar-phone-week.png`, fullPage: true });

    await page.getByRole('radio', { name: 'Month' }).click();
    await expect(
      page.getByTestId(`day-${tomorrow}`).getByRole('button', { name: `Dinner: ${SHAKSHUKA.title}` }),
    ).toBeVisible();
    expect(await sideways()).toBe(false);
    await expectNoA11yViolations(page, 'calendar month on a phone');
    await page.screenshot({ path: `test-results/calendar-phone-month.png`, fullPage: true });

    await page.getByRole('button', { name: 'Shopping List' }).click();
    await page.getByRole('button', { name: 'Generate List' }).click();
    await expect(page.getByTestId('shopping-item').first()).toBeVisible();
    expect(await sideways()).toBe(false);
    await expectNoA11yViolations(page, 'shopping list on a phone');
    await page.screenshot({ path: `test-results/calendar-phone-shopping.png` });
  });
});
