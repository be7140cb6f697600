import { describe, expect, it } from 'vitest';
import { CATALOGUE } from '../../../../shared/kitchen/catalogue';
import {
  countSavedRecipeIngredients,
  createLineMatcher,
  DEFAULT_STAPLE_IDS,
  pairingAffinity,
  suggestPantryAdditions,
  SUGGESTION_LIMITS,
  type SuggestionIngredient,
} from './suggestions';

const byId = new Map(CATALOGUE.map((i) => [i.id, i]));
const get = (id: string) => byId.get(id)!;
const suggest = (pantry: string[], savedRecipes: { ingredients: string[] }[] = []) =>
  suggestPantryAdditions({ catalogue: CATALOGUE, pantryIds: new Set(pantry), savedRecipes });

describe('matching recipe lines to the catalogue', () => {
  const match = createLineMatcher(CATALOGUE);

  it('finds names and synonyms in lines with quantities and preparation notes', () => {
    expect(match('200 g chicken breast, diced')).toEqual(['chicken-breast']);
    expect(match('1 can garbanzo beans, drained')).toEqual(['chickpeas']);
    expect(match('1 tbsp olive oil')).toEqual(['olive-oil']);
    expect(match('150 g Crème Fraîche')).toEqual(['creme-fraiche']);
    expect(match('3 jalapeños, seeded')).toEqual(['jalapeno']);
  });

  it('prefers the longest name and uses each word once', () => {
    expect(match('2 red onions, sliced')).toEqual(['red-onion']);
    expect(match('1 onion and 2 carrots')).toEqual(['onion', 'carrots']);
  });

  it("reads '2 cloves garlic' as a unit of garlic, not the spice", () => {
    expect(match('2 cloves garlic, minced')).toEqual(['garlic']);
    expect(match('4 whole cloves')).toEqual(['cloves']);
  });

  it('counts each ingredient once per saved recipe', () => {
    const counts = countSavedRecipeIngredients(CATALOGUE, [
      { ingredients: ['1 red onion', '1/2 red onion, pickled', '200 g chickpeas'] },
      { ingredients: ['1 red onion, diced'] },
      { ingredients: ['Salt to taste'] },
    ]);
    expect(counts.get('red-onion')).toBe(2);
    expect(counts.get('chickpeas')).toBe(1);
    expect(counts.get('salt')).toBe(1);
    expect(counts.has('onion')).toBe(false);
  });
});

describe('smart suggestions', () => {
  it('pads an empty start with the default staples, to 12', () => {
    const list = suggest([]);
    expect(list).toHaveLength(SUGGESTION_LIMITS.padTo);
    expect(list.map((s) => s.id)).toEqual(DEFAULT_STAPLE_IDS.slice(0, 12));
    expect(list.every((s) => s.reason === 'staple' && s.hint === 'Kitchen staple')).toBe(true);
    expect(list.map((s) => s.name)).toEqual(
      expect.arrayContaining(['Onion', 'Garlic', 'Olive oil', 'Eggs', 'Lemon', 'Canned tomatoes']),
    );
  });

  it('skips staples already in the pantry when padding', () => {
    const list = suggest(['onion', 'garlic', 'olive-oil']);
    expect(list.length).toBeGreaterThanOrEqual(12);
    expect(list.map((s) => s.id)).not.toEqual(expect.arrayContaining(['onion', 'garlic', 'olive-oil']));
  });

  it('ranks by how often saved recipes use an ingredient, up to 8, with the count as the hint', () => {
    const recipes = [
      { ingredients: ['400 g chicken thighs', '1 red onion', '2 tsp cumin'] },
      { ingredients: ['2 chicken thighs', '1 red onion, sliced', '1 lime, juiced'] },
      { ingredients: ['1 red onion', '1 tbsp olive oil', 'Salt and pepper'] },
    ];
    const list = suggest([], recipes);
    expect(list.slice(0, 4).map((s) => [s.id, s.hint])).toEqual([
      ['red-onion', 'In 3 saved recipes'],
      ['chicken-thighs', 'In 2 saved recipes'],
      ['cumin', 'In 1 saved recipe'],
      ['lime', 'In 1 saved recipe'],
    ]);
    // Basics such as salt, pepper and olive oil are assumed, not counted.
    expect(list.filter((s) => s.reason === 'saved-recipes').map((s) => s.id)).not.toContain('salt');
    expect(list.filter((s) => s.reason === 'saved-recipes').map((s) => s.id)).not.toContain('olive-oil');
    // Then padded to 12 (no pantry, so no pairings).
    expect(list).toHaveLength(12);
  });

  it('takes at most 8 from saved recipes', () => {
    const many = [
      'chicken thighs',
      'red onion',
      'cumin',
      'lime',
      'feta',
      'basil',
      'spinach',
      'mango',
      'kale',
      'tofu',
      'leeks',
    ];
    const list = suggest([], [{ ingredients: many }, { ingredients: many.slice(0, 3) }]);
    expect(list.filter((s) => s.reason === 'saved-recipes')).toHaveLength(SUGGESTION_LIMITS.fromSavedRecipes);
  });

  it('suggests what pairs with the pantry, explained by the pantry item', () => {
    const list = suggest(['chickpeas']);
    const pairings = list.filter((s) => s.reason === 'pairing');
    expect(pairings.length).toBeGreaterThan(0);
    expect(pairings.every((s) => s.hint === 'Pairs with chickpeas')).toBe(true);
    for (const s of pairings) expect(pairingAffinity(get('chickpeas'), get(s.id))).toBeGreaterThan(0);
  });

  it('has a protein suggest aromatics, herbs or acids from its cuisines, and nothing from unrelated ones', () => {
    const pairings = suggest(['tofu']).filter((s) => s.reason === 'pairing');
    const roles = pairings.flatMap((s) => get(s.id).roles);
    expect(roles).toEqual(expect.arrayContaining(['aromatic']));
    expect(pairings.map((s) => s.id)).toEqual(expect.arrayContaining(['ginger']));
    for (const s of pairings) {
      const cuisines = get(s.id).cuisines;
      expect(cuisines.length === 0 || cuisines.some((c) => get('tofu').cuisines.includes(c))).toBe(true);
    }
    // Chickpeas (Mediterranean, Indian) and soy sauce (Asian) never meet.
    expect(pairingAffinity(get('chickpeas'), get('soy-sauce'))).toBe(0);
    // A protein does not suggest another protein of the same kind.
    expect(pairingAffinity(get('chicken-breast'), get('turkey-breast'))).toBe(0);
  });

  it('names several pantry items across the pairings', () => {
    const hints = new Set(
      suggest(['tofu', 'bok-choy'])
        .filter((s) => s.reason === 'pairing')
        .map((s) => s.hint),
    );
    expect(hints).toEqual(new Set(['Pairs with tofu', 'Pairs with bok choy']));
  });

  it('never returns more than 15', () => {
    const pantry = ['chickpeas', 'salmon', 'tofu', 'pasta-penne', 'parmesan'];
    const list = suggest(pantry, [
      { ingredients: ['chicken thighs', 'red onion', 'cumin', 'lime', 'feta', 'basil', 'spinach', 'mango', 'kale'] },
    ]);
    expect(list).toHaveLength(SUGGESTION_LIMITS.max);
    expect(list.slice(0, 8).every((s) => s.reason === 'saved-recipes')).toBe(true);
  });

  it('never suggests an ingredient already in the pantry, nor the same one twice', () => {
    let seed = 7;
    const random = () => (seed = (seed * 16807) % 2147483647) / 2147483647;
    const recipes = [
      { ingredients: ['2 red onions', '1 lime', '200 g chicken thighs', '1 tsp cumin', 'feta', 'basil'] },
    ];
    for (let round = 0; round < 60; round++) {
      const size = Math.floor(random() * 40);
      const pantry = new Set<string>();
      while (pantry.size < size) pantry.add(CATALOGUE[Math.floor(random() * CATALOGUE.length)]!.id);
      // Every round also puts some staples and recipe ingredients in the pantry.
      if (round % 2) ['onion', 'garlic', 'red-onion', 'lime'].forEach((id) => pantry.add(id));
      const list = suggestPantryAdditions({ catalogue: CATALOGUE, pantryIds: pantry, savedRecipes: recipes });
      expect(list.length).toBeLessThanOrEqual(15);
      expect(list.length).toBeGreaterThanOrEqual(12);
      expect(list.filter((s) => pantry.has(s.id))).toEqual([]);
      expect(new Set(list.map((s) => s.id)).size).toBe(list.length);
    }
  });

  it('works with any catalogue (a tiny one runs out gracefully)', () => {
    const tiny: SuggestionIngredient[] = [
      {
        id: 'onion',
        name: 'Onion',
        category: 'Vegetables',
        synonyms: [],
        roles: ['aromatic'],
        cuisines: [],
        staple: false,
      },
      {
        id: 'eggs',
        name: 'Eggs',
        category: 'Dairy & Eggs',
        synonyms: ['egg'],
        roles: ['protein'],
        cuisines: [],
        staple: false,
      },
    ];
    const list = suggestPantryAdditions({
      catalogue: tiny,
      pantryIds: new Set(['eggs']),
      savedRecipes: [{ ingredients: ['3 eggs'] }],
    });
    expect(list).toEqual([
      { id: 'onion', name: 'Onion', category: 'Vegetables', reason: 'pairing', hint: 'Pairs with eggs' },
    ]);
  });
});

describe('pairing hints say something true (issue 26 item 14)', () => {
  it('never explains a niche ingredient by a universal one', () => {
    const hints = suggest(['onion']).filter((s) => s.reason === 'pairing');
    for (const s of hints) {
      const candidate = get(s.id);
      if (candidate.cuisines.length > 0) expect(`${candidate.name}: ${s.hint}`).not.toMatch(/Pairs with onion$/);
    }
    const pantry = ['onion', 'rice', 'chicken-breast', 'garlic', 'olive-oil', 'eggs', 'tomato'];
    for (const s of suggest(pantry).filter((x) => x.reason === 'pairing')) {
      if (get(s.id).cuisines.length > 0 && s.hint === 'Pairs with onion') expect(`${s.name}: ${s.hint}`).toBe('');
    }
  });
});
