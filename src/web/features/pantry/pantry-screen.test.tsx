import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PantryItem } from '../../../shared/api/pantry';
import { CATALOGUE } from '../../../shared/kitchen/catalogue';
import { dismissToast, getToasts } from '../../components/ui/toast';
import { stubFetch } from '../../test/fetch-stub';
import { makeUser, renderWithApp } from '../../test/render';
import { ONBOARDING_FLAG_KEY } from '../onboarding';
import PantryScreen from './pantry-screen';

const ingredients = CATALOGUE.map(({ id, name, category, synonyms }) => ({
  id,
  name,
  category,
  synonyms: [...synonyms],
}));
const garlic: PantryItem = { ingredientId: 'garlic', frequency: 'usually', addedDate: '2026-01-05T10:00:00.000Z' };
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

function setup({
  pantry = [garlic],
  putStatus = 200,
  catalogue = ingredients,
}: { pantry?: PantryItem[]; putStatus?: number; catalogue?: typeof ingredients } = {}) {
  const stub = stubFetch({
    'GET /api/pantry': { body: { pantryItems: pantry } },
    'GET /api/ingredients': { body: { ingredients: catalogue } },
    'GET /api/recipes': { body: [] },
    'PUT /api/pantry': async () => {
      const sent = stub.calls.at(-1)!.body as { pantryItems: PantryItem[] };
      return putStatus === 200 ? json(sent) : json({ message: 'Server trouble', code: 'INTERNAL' }, putStatus);
    },
  });
  const view = renderWithApp(<PantryScreen />, { path: '/pantry', user: makeUser() });
  const puts = () =>
    stub.calls.filter((c) => c.method === 'PUT').map((c) => (c.body as { pantryItems: PantryItem[] }).pantryItems);
  return { ...view, stub, puts };
}

const combobox = () => screen.getByRole('combobox', { name: 'Search ingredients' });
const pantryCard = () => screen.getByRole('region', { name: 'Current Pantry' });
const results = () => within(screen.getByRole('listbox', { name: 'Matching ingredients' })).getAllByRole('option');

describe('My Pantry', () => {
  beforeEach(() => window.localStorage.clear());
  afterEach(() => {
    act(() => dismissToast());
    vi.unstubAllGlobals();
  });

  it('shows the pantry by category and adds a keyboard multi-selection with the default frequency', async () => {
    const user = userEvent.setup();
    const { puts } = setup();
    expect(screen.getByRole('heading', { level: 1, name: 'My Pantry' })).toBeTruthy();
    const vegetables = await within(pantryCard()).findByRole('region', { name: /Vegetables/ });
    expect(within(vegetables).getByText('Garlic')).toBeTruthy();

    await waitFor(() => expect((combobox() as HTMLInputElement).disabled).toBe(false));
    await user.click(combobox());
    await user.keyboard('chick');
    const listbox = screen.getByRole('listbox', { name: 'Matching ingredients' });
    expect(combobox().getAttribute('aria-expanded')).toBe('true');
    expect(combobox().getAttribute('aria-controls')).toBe(listbox.id);

    const pick = async (name: string) => {
      for (let i = 0; i < 10; i++) {
        await user.keyboard('{ArrowDown}');
        const active = document.getElementById(combobox().getAttribute('aria-activedescendant') ?? '');
        if (active?.textContent?.startsWith(name)) break;
      }
      await user.keyboard('{Enter}');
      expect(screen.getByRole('option', { name: new RegExp(`^${name}`) }).getAttribute('aria-selected')).toBe('true');
    };
    const add = screen.getByRole('button', { name: 'Add to Pantry' });
    expect((add as HTMLButtonElement).disabled).toBe(true);
    await pick('Chickpeas');
    await pick('Chicken breast');
    expect(screen.getByText('2 selected')).toBeTruthy();

    // Tab leaves the search for the Add button.
    await user.keyboard('{Tab}');
    expect(document.activeElement).toBe(add);
    await user.keyboard('{Enter}');

    // The toast comes once the PUT has answered.
    await waitFor(() =>
      expect(getToasts()[0]).toMatchObject({
        title: 'Pantry updated',
        description: 'Your pantry has been updated successfully.',
      }),
    );
    expect(puts()).toHaveLength(1);
    expect(
      puts()[0]!
        .map((i) => `${i.ingredientId}:${i.frequency}`)
        .sort(),
    ).toEqual(['chicken-breast:usually', 'chickpeas:usually', 'garlic:usually']);
    expect(within(pantryCard()).getByText('Chicken breast')).toBeTruthy();
    expect(window.localStorage.getItem(ONBOARDING_FLAG_KEY)).toBe('true');

    // Ingredients in the pantry are hidden from the search.
    await user.click(combobox());
    await user.keyboard('chick');
    expect(screen.queryByRole('option', { name: /^Chickpeas/ })).toBeNull();
    expect(screen.getByRole('option', { name: /^Chicken thighs/ })).toBeTruthy();
  });

  it("caps arrow keys at the visible results, shows '+N more', Esc closes, and says when nothing matches", async () => {
    const user = userEvent.setup();
    setup();
    await waitFor(() => expect((combobox() as HTMLInputElement).disabled).toBe(false));
    await user.click(combobox());
    await user.keyboard('a');
    expect(results()).toHaveLength(10);
    expect(screen.getByText(/^\+\d+ more$/)).toBeTruthy();
    for (let i = 0; i < 14; i++) await user.keyboard('{ArrowDown}');
    expect(combobox().getAttribute('aria-activedescendant')).toBe(results()[9]!.id);

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(combobox().getAttribute('aria-expanded')).toBe('false');

    await user.clear(combobox());
    await user.keyboard('xyzzy');
    expect(screen.getByText('No ingredients found matching search')).toBeTruthy();
  });

  it('finds Rigatoni as itself, not as Penne "also called rigatoni" (issue 26 item 14)', async () => {
    const user = userEvent.setup();
    setup();
    await waitFor(() => expect((combobox() as HTMLInputElement).disabled).toBe(false));
    await user.click(combobox());
    await user.keyboard('rigatoni');
    expect(results()[0]?.textContent).toMatch(/^Rigatoni/);
    expect(results().some((o) => o.textContent?.startsWith('Penne'))).toBe(false);
    // A synonym that is the same food still says which word matched.
    await user.clear(combobox());
    await user.keyboard('penne rigate');
    const penne = results().find((o) => o.textContent?.startsWith('Penne'));
    expect(penne?.textContent).toContain('matches “penne rigate”');
  });

  it('filters by category', async () => {
    const user = userEvent.setup();
    setup();
    await waitFor(() => expect((combobox() as HTMLInputElement).disabled).toBe(false));
    await user.click(combobox());
    await user.keyboard('chick');
    expect(results().length).toBeGreaterThan(3);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Category' }), 'Grains & Starches');
    await waitFor(() =>
      expect(results().map((o) => o.textContent)).toEqual([expect.stringMatching(/^Chickpea flour/)]),
    );
  });

  it('rolls back and says so when the save fails', async () => {
    const user = userEvent.setup();
    const { puts } = setup({ putStatus: 500 });
    const remove = await screen.findByRole('button', { name: 'Remove Garlic' });
    await user.click(remove);
    await waitFor(() =>
      expect(getToasts()[0]).toMatchObject({
        title: 'Error',
        description: 'Failed to update pantry. Please try again.',
        variant: 'destructive',
      }),
    );
    expect(puts()).toEqual([[]]);
    expect(within(pantryCard()).getByText('Garlic')).toBeTruthy();
    expect(window.localStorage.getItem(ONBOARDING_FLAG_KEY)).toBeNull();
  });

  it('adds a smart suggestion in one tap and pages through them six at a time', async () => {
    const user = userEvent.setup();
    const { puts } = setup({ pantry: [] });
    const list = await screen.findByRole('list', { name: 'Suggested ingredients' });
    expect(within(list).getAllByRole('button')).toHaveLength(6);
    expect(within(pantryCard()).getByText('Your pantry is empty')).toBeTruthy();
    expect(screen.getByText('Showing 1–6 of 12')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Previous' }) as HTMLButtonElement).disabled).toBe(true);
    await user.click(screen.getByRole('button', { name: /More suggestions/ }));
    expect(screen.getByText('Showing 7–12 of 12')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: /Previous/ }));

    // One tap adds with the default frequency chosen in the Add Ingredients card.
    await user.selectOptions(screen.getByRole('combobox', { name: 'Default frequency' }), 'Sometimes');
    expect(screen.getByText(/One tap adds it as “Sometimes”/)).toBeTruthy();
    const onion = screen.getByRole('button', { name: 'Add Onion' });
    // The hint describes the button (it is not part of its name).
    expect(document.getElementById(onion.getAttribute('aria-describedby')!)?.textContent).toBe('Kitchen staple');
    await user.click(onion);
    await waitFor(() => expect(getToasts()[0]?.title).toBe('Pantry updated'));
    expect(puts()[0]!.map((i) => [i.ingredientId, i.frequency])).toEqual([['onion', 'sometimes']]);
    expect(screen.queryByRole('button', { name: /^Add Onion/ })).toBeNull();
    // Focus moves to the suggestion that took its place (the list now starts with pairings for onion).
    await waitFor(() => expect(within(list).getAllByRole('button')[0]).toBe(document.activeElement));
    expect(document.activeElement?.textContent).toContain('Pairs with onion');
  });

  it('shows an error with a retry when the pantry cannot load', async () => {
    const user = userEvent.setup();
    const stub = stubFetch({
      'GET /api/pantry': { status: 500, body: { message: 'boom', code: 'INTERNAL' } },
      'GET /api/ingredients': { body: { ingredients } },
      'GET /api/recipes': { body: [] },
    });
    renderWithApp(<PantryScreen />, { path: '/pantry', user: makeUser() });
    expect(await screen.findByText("We couldn't load your pantry")).toBeTruthy();
    stubFetch({
      'GET /api/pantry': { body: { pantryItems: [garlic] } },
      'GET /api/ingredients': { body: { ingredients } },
      'GET /api/recipes': { body: [] },
    });
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(
      await within(await screen.findByRole('region', { name: 'Current Pantry' })).findByText('Garlic'),
    ).toBeTruthy();
    expect(stub.calls.length).toBeGreaterThan(0);
  });

  it("says 'All ingredients are in your pantry!' when nothing is left to add", async () => {
    const catalogue = ingredients.filter((i) => ['garlic', 'onion', 'eggs'].includes(i.id));
    const everything = catalogue.map((i) => ({
      ingredientId: i.id,
      frequency: 'usually' as const,
      addedDate: garlic.addedDate,
    }));
    setup({ pantry: everything, catalogue });
    expect(await screen.findByText('All ingredients are in your pantry!')).toBeTruthy();
    expect(screen.queryByRole('combobox', { name: 'Search ingredients' })).toBeNull();
  });
});
