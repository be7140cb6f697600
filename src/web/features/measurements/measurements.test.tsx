import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dismissToast } from '../../components/ui/toast';
import { stubFetch } from '../../test/fetch-stub';
import { makeRecipe } from '../../test/recipes';
import { makeUser, renderWithApp } from '../../test/render';
import { RecipeCard } from '../recipes';
import { MeasurementControls } from './measurement-controls';
import { useMeasurementView, VISITOR_STORAGE_KEY } from './use-measurement-view';

const recipe = makeRecipe({
  instructions: ['Heat the oven to 200°C.', 'Toast the rice.'],
});

const lines = () =>
  within(screen.getByTestId('ingredient-list'))
    .getAllByRole('listitem')
    .map((li) => li.textContent);

afterEach(() => {
  act(() => dismissToast());
  vi.unstubAllGlobals();
  localStorage.clear();
});

function Controls() {
  const { view, setView } = useMeasurementView();
  return <MeasurementControls view={view} onChange={setView} />;
}

describe('measurements on the recipe card (issue 29)', () => {
  it("reads a signed-in cook's units, and the card's switch shows it the other way and back", async () => {
    const user = userEvent.setup();
    stubFetch({ 'GET /api/account/preferences': { body: { unitSystem: 'us', temperature: 'F' } } });
    renderWithApp(<RecipeCard recipe={recipe} />, { user: makeUser({ unitSystem: 'us', temperature: 'F' }) });
    await user.click(screen.getByRole('button', { name: 'Show Details' }));
    expect(lines().slice(0, 2)).toEqual(['1 1/2 cups arborio rice', '7 oz chicken breast']);
    expect(screen.getByText('Heat the oven to 400°F.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Show in metric, °C' }));
    expect(lines().slice(0, 2)).toEqual(['300 g arborio rice', '200 g chicken breast']);
    expect(screen.getByText('Heat the oven to 200°C.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Back to US units, °F' }));
    expect(lines().slice(0, 2)).toEqual(['1 1/2 cups arborio rice', '7 oz chicken breast']);
  });

  it('a visitor who has not chosen reads the recipe as written; a choice is kept in the browser', async () => {
    const user = userEvent.setup();
    stubFetch({});
    renderWithApp(
      <>
        <Controls />
        <RecipeCard recipe={recipe} />
      </>,
    );
    await user.click(screen.getByRole('button', { name: 'Show Details' }));
    expect(lines()).toEqual(recipe.ingredients);
    expect(screen.getByRole('radio', { name: 'US (cups, oz)' }).getAttribute('aria-checked')).toBe('false');
    await user.click(screen.getByRole('radio', { name: 'US (cups, oz)' }));
    expect(lines().slice(0, 2)).toEqual(['1 1/2 cups arborio rice', '7 oz chicken breast']);
    expect(screen.getByRole('radio', { name: '°F' }).getAttribute('aria-checked')).toBe('true');
    expect(JSON.parse(localStorage.getItem(VISITOR_STORAGE_KEY)!)).toEqual({ unitSystem: 'us', temperature: 'F' });
    await user.click(screen.getByRole('radio', { name: '°C' }));
    expect(JSON.parse(localStorage.getItem(VISITOR_STORAGE_KEY)!)).toEqual({ unitSystem: 'us', temperature: 'C' });
  });
});
