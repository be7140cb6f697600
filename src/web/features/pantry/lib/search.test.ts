import { describe, expect, it } from 'vitest';
import { CATALOGUE } from '../../../../shared/kitchen/catalogue';
import { createIngredientSearch, matchTier, SEARCH_RESULT_LIMIT, type SearchableIngredient } from './search';
import { foldText } from './text';

const item = (
  id: string,
  name: string,
  synonyms: string[] = [],
  category: SearchableIngredient['category'] = 'Vegetables',
) => ({
  id,
  name,
  category,
  synonyms,
});

const names = (result: { items: SearchableIngredient[] }) => result.items.map((i) => i.name);
const catalogueSearch = createIngredientSearch(CATALOGUE);

describe('foldText', () => {
  it('ignores case, accents, apostrophes and punctuation', () => {
    expect(foldText('Jalapeño')).toBe('jalapeno');
    expect(foldText('  Crème  FRAÎCHE ')).toBe('creme fraiche');
    expect(foldText("Bird's-eye chili")).toBe('birds eye chili');
    expect(foldText('Sun-dried tomatoes')).toBe('sun dried tomatoes');
  });
});

describe('ingredient search ranking', () => {
  const list = [
    item('substring', 'Pineapple'), // 'apple' inside a word
    item('word', 'Green apple'), // a word starts with 'apple'
    item('prefix', 'Apple cider'), // the name starts with 'apple'
    item('exact', 'Apple'), // the whole name
    item('synonym-exact', 'Malus', ['apple']), // exact, but a synonym
    item('none', 'Banana'),
  ];
  const search = createIngredientSearch(list);

  it('ranks exact > prefix > word-prefix > substring, name before synonym within a tier', () => {
    expect(names(search('apple'))).toEqual(['Apple', 'Malus', 'Apple cider', 'Green apple', 'Pineapple']);
    expect(search('apple').total).toBe(5);
    expect(matchTier(list[0]!, 'apple')).toBe('substring');
    expect(matchTier(list[1]!, 'apple')).toBe('word-prefix');
    expect(matchTier(list[2]!, 'apple')).toBe('prefix');
    expect(matchTier(list[3]!, 'apple')).toBe('exact');
    expect(matchTier(list[5]!, 'apple')).toBeNull();
  });

  it('breaks ties by shorter name, then A-Z', () => {
    const s = createIngredientSearch([
      item('b', 'Rice vinegar'),
      item('a', 'Rice noodles'),
      item('c', 'Rice crackers'),
      item('d', 'Rice'),
    ]);
    expect(names(s('ric'))).toEqual(['Rice', 'Rice noodles', 'Rice vinegar', 'Rice crackers']);
  });

  it('matches every word of a multi-word query in any order, after the other tiers', () => {
    expect(names(catalogueSearch('breast chicken'))).toEqual(['Chicken breast']);
    expect(names(catalogueSearch('chicken br'))[0]).toBe('Chicken breast');
  });
});

describe('ingredient search over the catalogue', () => {
  it("finds the chicken cuts and chickpeas for 'chick'", () => {
    const result = names(catalogueSearch('chick'));
    expect(result).toEqual(expect.arrayContaining(['Chicken breast', 'Chicken thighs', 'Chickpeas']));
    // Name prefixes come before 'Whole chicken' (a later word) and synonym-only matches.
    expect(result.indexOf('Whole chicken')).toBeGreaterThan(result.indexOf('Chicken breast'));
    expect(result.at(-1)).toBe('Chana dal'); // via its synonym 'split chickpeas'
  });

  it('ignores case and accents on both sides', () => {
    expect(names(catalogueSearch('jalapeno'))).toEqual(['Jalapeño']);
    expect(names(catalogueSearch('JALAPEÑO'))).toEqual(['Jalapeño']);
    expect(names(catalogueSearch('creme fraiche'))[0]).toBe('Crème fraîche');
    expect(names(catalogueSearch('CRÈME'))[0]).toBe('Crème fraîche');
  });

  it('matches synonyms', () => {
    expect(names(catalogueSearch('garbanzo'))[0]).toBe('Chickpeas');
    expect(names(catalogueSearch('aubergine'))).toEqual(['Eggplant']);
    expect(names(catalogueSearch('courgette'))).toEqual(['Zucchini']);
    expect(names(catalogueSearch('scallion'))[0]).toBe('Spring onions');
  });

  it('shows at most 10 results and counts the rest', () => {
    const result = catalogueSearch('a');
    expect(SEARCH_RESULT_LIMIT).toBe(10);
    expect(result.items).toHaveLength(10);
    expect(result.total).toBeGreaterThan(100);
    expect(catalogueSearch('a', { limit: 3 }).items).toHaveLength(3);
  });

  it('hides ingredients already in the pantry', () => {
    const exclude = new Set(['chicken-breast', 'chickpeas']);
    const result = names(catalogueSearch('chick', { exclude }));
    expect(result).not.toContain('Chicken breast');
    expect(result).not.toContain('Chickpeas');
    expect(result).toContain('Chicken thighs');
    expect(catalogueSearch('chick', { exclude }).total).toBe(catalogueSearch('chick').total - 2);
  });

  it('filters by category', () => {
    const result = catalogueSearch('chick', { category: 'Grains & Starches' });
    expect(names(result)).toEqual(['Chickpea flour']);
    expect(catalogueSearch('basil', { category: 'Proteins' }).total).toBe(0);
  });

  it('lists a category A-Z for an empty query, and nothing for all categories', () => {
    expect(catalogueSearch('   ')).toEqual({ items: [], total: 0 });
    const herbs = catalogueSearch('', { category: 'Herbs & Spices' });
    expect(herbs.total).toBe(CATALOGUE.filter((i) => i.category === 'Herbs & Spices').length);
    expect(herbs.items).toHaveLength(10);
    const list = names(herbs).map(foldText);
    expect([...list].sort()).toEqual(list);
  });

  it('finds nothing for nonsense', () => {
    expect(catalogueSearch('xyzzy')).toEqual({ items: [], total: 0 });
  });
});
