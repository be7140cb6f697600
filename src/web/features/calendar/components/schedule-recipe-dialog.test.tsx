import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dismissToast } from '../../../components/ui/toast';
import { stubFetch } from '../../../test/fetch-stub';
import { makeRecipe } from '../../../test/recipes';
import { makeUser, renderWithApp } from '../../../test/render';
import { RecipeCard } from '../../recipes';
import { todayLocal, addDays } from '../lib/dates';

const recipe = makeRecipe();
const savedBody = { ...recipe, id: 11, userId: 7, createdAt: '2026-01-01T00:00:00.000Z' };

afterEach(() => {
  act(() => dismissToast());
  vi.unstubAllGlobals();
});

function toastText() {
  return screen.getAllByTestId('toast').map((t) => t.textContent ?? '');
}

async function openDialog() {
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: 'Schedule recipe' }));
  const dialog = await screen.findByRole('dialog', { name: 'Schedule Meal' });
  return { user, dialog };
}

describe('the recipe card Schedule button', () => {
  it('is hidden from visitors', () => {
    stubFetch({});
    renderWithApp(<RecipeCard recipe={recipe} />, { user: null });
    expect(screen.queryByRole('button', { name: 'Schedule recipe' })).toBeNull();
  });

  it('asks for both a date and a meal type, disables past days, then saves a generated recipe first and schedules it', async () => {
    const { calls: allCalls } = stubFetch({
      'GET /api/recipes/feedback': { status: 200, body: [] },
      'POST /api/recipes': { status: 201, body: savedBody },
      'POST /api/scheduled-meals': {
        status: 201,
        body: {
          id: 5,
          date: addDays(todayLocal(), 1),
          mealType: 'dinner',
          recipeId: 11,
          servings: 2,
          recipe: savedBody,
        },
      },
    });
    // The card also reads the cook's likes; only the writes matter here.
    const writes = () => allCalls.filter((c) => c.method !== 'GET');
    renderWithApp(<RecipeCard recipe={recipe} />, { user: makeUser() });
    const { user, dialog } = await openDialog();
    const date = within(dialog).getByLabelText('Date') as HTMLInputElement;
    expect(date.min).toBe(todayLocal());

    // It starts on today, like the calendar's dialog.
    expect(date.value).toBe(todayLocal());
    await user.click(within(dialog).getByRole('button', { name: 'Schedule' }));
    await waitFor(() => expect(toastText()[0]).toContain('Missing Information'));
    expect(toastText()[0]).toContain('Please select both a date and meal type.');
    // Inline too, in the dialog beside its buttons.
    expect(within(dialog).getByTestId('schedule-error').textContent).toContain(
      'Please select both a date and meal type.',
    );
    expect(within(dialog).getByTestId('schedule-error').getAttribute('role')).toBe('alert');
    expect(writes()).toHaveLength(0);

    fireEvent.change(date, { target: { value: addDays(todayLocal(), 1) } });
    await user.click(within(dialog).getByRole('radio', { name: 'Dinner' }));
    await user.click(within(dialog).getByRole('button', { name: 'Schedule' }));
    await waitFor(() => expect(toastText()[0]).toContain('Meal Scheduled!'));
    expect(writes().map((c) => `${c.method} ${c.url}`)).toEqual(['POST /api/recipes', 'POST /api/scheduled-meals']);
    expect(writes()[1]!.body).toEqual({ recipeId: 11, date: addDays(todayLocal(), 1), mealType: 'dinner' });
    // Scheduling saved the card: it reads Saved now.
    expect(screen.getByRole('button', { name: 'Saved' })).toBeTruthy();
  });

  it('says a typed past date is in the past (not that something is missing)', async () => {
    const { calls } = stubFetch({ 'GET /api/recipes/feedback': { status: 200, body: [] } });
    renderWithApp(<RecipeCard recipe={recipe} />, { user: makeUser() });
    const { user, dialog } = await openDialog();
    fireEvent.change(within(dialog).getByLabelText('Date'), { target: { value: addDays(todayLocal(), -2) } });
    await user.click(within(dialog).getByRole('radio', { name: 'Lunch' }));
    await user.click(within(dialog).getByRole('button', { name: 'Schedule' }));
    await waitFor(() =>
      expect(within(dialog).getByTestId('schedule-error').textContent).toContain('That date is in the past.'),
    );
    expect(toastText()[0]).toContain('Date in the past');
    expect(toastText()[0]).not.toContain('Missing Information');
    expect(calls.filter((c) => c.method !== 'GET')).toHaveLength(0);
  });

  it("shows the spec's failure toast", async () => {
    stubFetch({
      'POST /api/recipes': { status: 201, body: savedBody },
      'POST /api/scheduled-meals': { status: 500, body: { message: 'boom', code: 'INTERNAL' } },
    });
    renderWithApp(<RecipeCard recipe={recipe} />, { user: makeUser() });
    const { user, dialog } = await openDialog();
    fireEvent.change(within(dialog).getByLabelText('Date'), { target: { value: todayLocal() } });
    await user.click(within(dialog).getByRole('radio', { name: 'Lunch' }));
    await user.click(within(dialog).getByRole('button', { name: 'Schedule' }));
    await waitFor(() => expect(toastText()[0]).toContain('Scheduling Failed'));
    expect(toastText()[0]).toContain('Failed to schedule the meal. Please try again.');
  });
});
