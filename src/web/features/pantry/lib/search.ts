import type { IngredientSummary } from '../../../../shared/api/ingredients';
import type { IngredientCategory } from '../../../../shared/kitchen/types';
import { foldText } from './text';

/** The search list shows at most this many results (with a '+N more' note); arrow keys stop here too. */
export const SEARCH_RESULT_LIMIT = 10;

export type SearchableIngredient = Pick<IngredientSummary, 'id' | 'name' | 'category' | 'synonyms'>;
export type CategoryFilter = IngredientCategory | 'all';

/**
 * How a name or synonym matched the query, best first: the whole term, its start, the start of one
 * of its words, anywhere inside it, or (multi-word queries) every query word starting a word of the term.
 */
export const MATCH_TIERS = ['exact', 'prefix', 'word-prefix', 'substring', 'all-words'] as const;
export type MatchTier = (typeof MATCH_TIERS)[number];

export type IngredientSearchOptions = {
  /** Ids to leave out (the ingredients already in the pantry). */
  exclude?: ReadonlySet<string>;
  category?: CategoryFilter;
  limit?: number;
};

export type IngredientSearchResult<T> = {
  /** The best `limit` matches, best first. */
  items: T[];
  /** How many ingredients matched in all (items.length plus the '+N more'). */
  total: number;
};

type Term = { text: string; isName: boolean };
type Entry<T> = { item: T; terms: Term[]; name: string; order: number };

const NO_MATCH = Number.POSITIVE_INFINITY;

/** 0 exact, 1 prefix, 2 word-prefix, 3 substring, 4 all words; NO_MATCH otherwise. */
function tierOf(text: string, query: string, words: string[]): number {
  if (text === query) return 0;
  if (text.startsWith(query)) return 1;
  // Folded text separates words with exactly one space.
  if (text.includes(` ${query}`)) return 2;
  if (text.includes(query)) return 3;
  if (words.length > 1 && words.every((w) => text.startsWith(w) || text.includes(` ${w}`))) return 4;
  return NO_MATCH;
}

/** A name match beats a synonym match of the same tier. */
function scoreOf(entry: Entry<unknown>, query: string, words: string[]): number {
  let best = NO_MATCH;
  for (const term of entry.terms) {
    const score = tierOf(term.text, query, words) * 2 + (term.isName ? 0 : 1);
    if (score < best) {
      best = score;
      if (score === 0) break;
    }
  }
  return best;
}

/** The tier of an ingredient's best match for `query` (for tests and hints); null when it does not match. */
export function matchTier(ingredient: SearchableIngredient, query: string): MatchTier | null {
  const q = foldText(query);
  if (!q) return null;
  const words = q.split(' ');
  let best = NO_MATCH;
  for (const text of [ingredient.name, ...ingredient.synonyms].map(foldText))
    best = Math.min(best, tierOf(text, q, words));
  return best === NO_MATCH ? null : MATCH_TIERS[best]!;
}

/**
 * Builds a search over the catalogue once (folding every name and synonym on the first search that
 * needs them, not while the screen first draws), so each keystroke only compares strings. Matches names and synonyms, ignores case and accents, ranks
 * exact > prefix > word-prefix > substring (name before synonym within a tier, then shorter names,
 * then A-Z). An empty query lists a chosen category A-Z, and nothing when the category is 'all'.
 */
export function createIngredientSearch<T extends SearchableIngredient>(ingredients: readonly T[]) {
  let folded: Entry<T>[] | undefined;
  const allEntries = () =>
    (folded ??= ingredients.map((item, order) => {
      const name = foldText(item.name);
      const terms: Term[] = [{ text: name, isName: true }];
      for (const synonym of item.synonyms) {
        const text = foldText(synonym);
        if (text && text !== name) terms.push({ text, isName: false });
      }
      return { item, terms, name, order };
    }));

  return function search(query: string, options: IngredientSearchOptions = {}): IngredientSearchResult<T> {
    const { exclude, category = 'all', limit = SEARCH_RESULT_LIMIT } = options;
    const q = foldText(query);
    const eligible = (e: Entry<T>) => (category === 'all' || e.item.category === category) && !exclude?.has(e.item.id);

    if (!q && category === 'all') return { items: [], total: 0 };
    const entries = allEntries();
    if (!q) {
      const all = entries
        .filter(eligible)
        .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : a.order - b.order));
      return { items: all.slice(0, limit).map((e) => e.item), total: all.length };
    }

    const words = q.split(' ');
    const hits: { entry: Entry<T>; score: number }[] = [];
    for (const entry of entries) {
      if (!eligible(entry)) continue;
      const score = scoreOf(entry, q, words);
      if (score !== NO_MATCH) hits.push({ entry, score });
    }
    hits.sort(
      (a, b) =>
        a.score - b.score ||
        a.entry.name.length - b.entry.name.length ||
        (a.entry.name < b.entry.name ? -1 : a.entry.name > b.entry.name ? 1 : 0) ||
        a.entry.order - b.entry.order,
    );
    return { items: hits.slice(0, limit).map((h) => h.entry.item), total: hits.length };
  };
}

export type IngredientSearchFn<T extends SearchableIngredient> = ReturnType<typeof createIngredientSearch<T>>;
