import type { Page } from '@playwright/test';
import type { RecipeInput } from '../../src/shared/api/recipes';
import { expect, expectNoA11yViolations, test, budget } from './fixtures';

// The Chef Assistant as a new cook meets it: the floating button, a question and its answer,
// Shift+Enter, New Chat, the chat opened from a recipe card, axe with the panel open and
// minimized, and a phone-width run. No model is configured: the built-in assistant answers.

const PHONE = { width: 320, height: 640 };

const risotto: RecipeInput = {
  title: 'Lemon Risotto',
  cuisine: 'italian',
  mealType: 'dinner',
  cookingTime: 35,
  servings: 4,
  difficulty: 'easy',
  ingredients: [
    '1 1/2 cups arborio rice',
    '4 cups vegetable stock',
    '2 tbsp butter',
    '1/2 cup grated parmesan',
    '1 lemon, zested',
  ],
  instructions: [
    'Toast the rice in the butter.',
    'Add the stock a ladle at a time, stirring.',
    'Stir in the parmesan and lemon.',
  ],
  nutrition: { calories: 420, protein: 11, carbs: 68, fat: 11, fiber: 2 },
};

async function signedInCook(page: Page, users: import('./fixtures').Users) {
  await page.addInitScript(() => window.localStorage.setItem('chowdr-onboarding-completed', 'true'));
  // Signed up in an en-US browser: US units, the units these recipes are written in.
  const creds = await users.create({ locale: 'en-US' });
  await users.signIn(page, creds);
  return creds;
}

const panel = (page: Page) => page.getByRole('region', { name: /Chef Assistant/ });
const input = (page: Page) => page.getByRole('textbox', { name: 'Message the Chef Assistant' });

test('a new cook asks the Chef Assistant, starts over, and asks about a recipe from its card', async ({
  page,
  users,
}) => {
  test.setTimeout(budget(120_000));
  await signedInCook(page, users);
  const saved = await page.request.post('/api/recipes', { data: risotto });
  expect(saved.status()).toBe(201);
  await page.goto('/pantry');

  // The floating button opens the panel; focus moves into it.
  const launcher = page.getByRole('button', { name: 'Ask Chef Assistant' });
  await expect(launcher).toBeVisible();
  await launcher.click();
  await expect(panel(page).getByRole('heading', { name: 'Ask Chef Assistant' })).toBeVisible();
  await expect(
    panel(page)
      .getByText(/only|food, cooking and recipes/)
      .first(),
  ).toBeVisible();
  await expect(input(page)).toBeFocused();
  await expectNoA11yViolations(page, 'chat panel open');

  // Blank messages are not sent.
  await expect(panel(page).getByRole('button', { name: 'Send message' })).toBeDisabled();
  await input(page).fill('   ');
  await input(page).press('Enter');
  await expect(panel(page).getByRole('list', { name: 'Conversation' })).toHaveCount(0);

  // Shift+Enter adds a newline; Enter sends.
  await input(page).fill('How long should I rest');
  await input(page).press('Shift+Enter');
  await input(page).pressSequentially('a steak?');
  await expect(input(page)).toHaveValue('How long should I rest\na steak?');
  await input(page).press('Enter');
  const conversation = panel(page).getByRole('list', { name: 'Conversation' });
  await expect(conversation.getByText(/5-10 minutes/)).toBeVisible({ timeout: 20_000 });
  await expect(conversation.getByText(/3 minutes/).first()).toBeVisible();
  await expect(panel(page).getByRole('heading', { name: 'Chef Assistant', exact: true })).toBeVisible();
  await expect(input(page)).toHaveValue('');
  await expect(input(page)).toBeEnabled();
  // The reply is announced politely, and rendered as text with bold runs (no raw HTML).
  await expect(panel(page).locator('[aria-live="polite"]')).toContainText('5-10 minutes');
  await expect(conversation.locator('strong').first()).toBeVisible();

  // Minimize keeps the conversation; axe is clean minimized too.
  await panel(page).getByRole('button', { name: 'Minimize chat' }).click();
  await expect(input(page)).toBeHidden();
  await expectNoA11yViolations(page, 'chat panel minimized');
  await panel(page).getByRole('button', { name: 'Expand chat' }).click();
  await expect(conversation.getByText(/5-10 minutes/)).toBeVisible();

  // New Chat clears it.
  await panel(page).getByRole('button', { name: 'New Chat' }).click();
  await expect(panel(page).getByRole('heading', { name: 'Ask Chef Assistant' })).toBeVisible();
  await expect(panel(page).getByRole('list', { name: 'Conversation' })).toHaveCount(0);

  // Close returns focus to the button that opened the panel.
  await panel(page).getByRole('button', { name: 'Close chat' }).click();
  await expect(panel(page)).toHaveCount(0);
  await expect(page.getByRole('button', { name: /Chef Assistant/ })).toBeFocused();

  // From a recipe card, on a 375 px phone: the panel opens with a real suggested question
  // prefilled, three tappable questions about this recipe, and its title whole.
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto('/saved-recipes');
  const card = page.getByTestId('recipe-card').filter({ hasText: 'Lemon Risotto' });
  await card.getByRole('button', { name: 'Ask the chef about this recipe' }).click();
  await expect(input(page)).toHaveValue('Is it gluten-free?');
  await expect(input(page)).toBeFocused();
  const suggestions = panel(page).getByRole('list', { name: 'Suggested questions' }).getByRole('button');
  await expect(suggestions).toHaveCount(3);
  await expect(suggestions).toHaveText([
    'Is it gluten-free?',
    'What should I serve with it?',
    'How much fiber per serving?',
  ]);
  const heading = panel(page).getByRole('heading', { name: 'Ask Chef Assistant' });
  await expect(heading).toBeVisible();
  expect(await heading.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
  await expectNoA11yViolations(page, 'chat panel with suggested questions (375 px)');
  // Tapping one sends it and the answer is about this recipe.
  await suggestions.filter({ hasText: 'What should I serve with it?' }).click();
  await expect(conversation.getByText('What should I serve with it?')).toBeVisible();
  await expect(conversation).toContainText('Good partners for "Lemon Risotto"', { timeout: 20_000 });
  await expect(conversation).toContainText('salad');
  await expect(input(page)).toBeEnabled();
  await input(page).fill('Is it gluten-free?');
  await input(page).press('Enter');
  await expect(conversation).toContainText('"Lemon Risotto" is gluten-free', { timeout: 20_000 });
  await input(page).fill('Can you scale it to 6 servings?');
  await input(page).press('Enter');
  // 4 -> 6 servings is x1.5, computed by the units code.
  await expect(conversation.getByText('2 1/4 cups arborio rice')).toBeVisible({ timeout: 20_000 });
  await expect(conversation.getByText('6 cups vegetable stock')).toBeVisible();
  await expect(conversation.getByText('3/4 cup grated parmesan')).toBeVisible();
  await page.screenshot({ path: 'test-results/chat-desktop.png' });
  // The recipe travels with the conversation: a follow-up still knows it.
  await input(page).fill('What is the nutrition per serving?');
  await input(page).press('Enter');
  await expect(conversation.getByText(/420 calories/)).toBeVisible({ timeout: 20_000 });
  // Focus is back in the box once the reply is in; Esc closes the panel.
  await expect(input(page)).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(panel(page)).toHaveCount(0);
  await expect(card.getByRole('button', { name: 'Ask the chef about this recipe' })).toBeFocused();
});

test('a failed send keeps the message and says so', async ({ page, users }) => {
  await signedInCook(page, users);
  await page.goto('/pantry');
  const limit = 'Too many chat messages. Please try again in 30 seconds.';
  await page.route('**/api/chat/conversations/stream', (route) =>
    route.fulfill({
      status: 429,
      contentType: 'application/json',
      headers: { 'retry-after': '30' },
      body: JSON.stringify({ message: limit, code: 'RATE_LIMITED' }),
    }),
  );
  await page.getByRole('button', { name: 'Ask Chef Assistant' }).click();
  await input(page).fill('What is a roux?');
  await input(page).press('Enter');
  await expect(page.getByText('Failed to start conversation')).toBeVisible();
  await expect(panel(page).getByRole('alert')).toHaveText(limit);
  await expect(input(page)).toHaveValue('What is a roux?');
});

test('the chat on a phone: a full-height sheet, nothing scrolls sideways, axe clean', async ({ page, users }) => {
  test.setTimeout(budget(90_000));
  await page.setViewportSize(PHONE);
  await signedInCook(page, users);
  await page.goto('/saved-recipes');
  await expect(page.getByText('No saved recipes found')).toBeVisible();
  // The page under the panel is not the chat's to judge; the chat must add no sideways scroll of its own.
  const sideways = () =>
    page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  const before = await sideways();
  await page.getByRole('button', { name: 'Ask Chef Assistant' }).click();
  const box = await panel(page).boundingBox();
  expect(box?.height).toBeGreaterThanOrEqual(PHONE.height - 1);
  expect(box?.width).toBeGreaterThanOrEqual(PHONE.width - 1);
  await input(page).fill('How many grams in a cup of flour?');
  await input(page).press('Enter');
  await expect(panel(page).getByText(/125 g/).first()).toBeVisible({ timeout: 20_000 });
  expect(await sideways()).toBeLessThanOrEqual(before);
  expect((await panel(page).boundingBox())!.x + (await panel(page).boundingBox())!.width).toBeLessThanOrEqual(
    PHONE.width,
  );
  const panelOverflow = await panel(page).evaluate(
    (el) =>
      [...el.querySelectorAll('*')].filter(
        (e) => e.scrollWidth > e.clientWidth + 1 && getComputedStyle(e).overflowX !== 'hidden',
      ).length,
  );
  expect(panelOverflow).toBe(0);
  await expectNoA11yViolations(page, 'chat panel (phone)');
  await page.screenshot({ path: 'test-results/chat-phone.png' });
  await panel(page).getByRole('button', { name: 'Minimize chat' }).click();
  await expectNoA11yViolations(page, 'chat panel minimized (phone)');
});

test('visitors and unverified cooks get no chat button', async ({ page, users }) => {
  await page.goto('/');
  await expect(page.getByRole('button', { name: /Chef Assistant/ })).toHaveCount(0);
  const creds = await users.create({ verified: false });
  await users.signIn(page, creds);
  await page.goto('/');
  await expect(page.getByText(/Waiting for email verification/)).toBeVisible();
  await expect(page.getByRole('button', { name: /Chef Assistant/ })).toHaveCount(0);
});
