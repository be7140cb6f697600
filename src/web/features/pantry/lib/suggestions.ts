import type { CatalogueIngredient, CulinaryRole } from '../../../../shared/kitchen/types';
import { foldText } from './text';
import { count } from '../../../lib/plural';

/*
 * Smart suggestions (spec section 9): up to 8 from how often ingredients appear in the cook's saved
 * recipes, then pairings with what the pantry already holds, padded with default kitchen staples
 * when fewer than 12, at most 15, never an ingredient already in the pantry. Pure: the screen
 * passes the catalogue, the pantry ids and the saved recipes' ingredient lines.
 */

export const SUGGESTION_LIMITS = {
  /** From the saved recipes' ingredient lines. */
  fromSavedRecipes: 8,
  /** Below this many, default staples are added... */
  padTo: 12,
  /** ...and never more than this many in all. */
  max: 15,
  /** Shown at a time, with More suggestions / Previous. */
  pageSize: 6,
} as const;

/** Staples most home cooks keep, in the order they are offered. */
export const DEFAULT_STAPLE_IDS = [
  'onion',
  'garlic',
  'olive-oil',
  'eggs',
  'rice',
  'lemon',
  'canned-tomatoes',
  'butter',
  'potatoes',
  'carrots',
  'spaghetti',
  'chicken-stock',
  'all-purpose-flour',
  'parmesan',
  'black-pepper',
  'soy-sauce',
  'milk',
  'honey',
  'cumin',
  'tomatoes',
] as const;

export type SuggestionIngredient = Pick<
  CatalogueIngredient,
  'id' | 'name' | 'category' | 'synonyms' | 'roles' | 'cuisines' | 'staple'
>;

export type SuggestionReason = 'saved-recipes' | 'pairing' | 'staple';

export type Suggestion = {
  id: string;
  name: string;
  category: CatalogueIngredient['category'];
  reason: SuggestionReason;
  /** The small explanation under the name: 'In 3 saved recipes', 'Pairs with chickpeas', 'Kitchen staple'. */
  hint: string;
};

export type SuggestionInput = {
  catalogue: readonly SuggestionIngredient[];
  pantryIds: ReadonlySet<string>;
  /** The saved recipes (only their ingredient lines are read). */
  savedRecipes: readonly { ingredients: readonly string[] }[];
};

// ---------------------------------------------------------------------------------------------
// Matching recipe lines ('200 g chicken breast, diced') to catalogue ingredients.

/** A crude singular form, applied to both sides so 'tomatoes'/'tomato' and 'chives'/'chive' meet. */
function stem(word: string): string {
  if (word.length > 4 && word.endsWith('ies')) return `${word.slice(0, -3)}y`;
  if (word.length > 4 && word.endsWith('oes')) return word.slice(0, -2);
  if (word.length > 3 && word.endsWith('s') && !word.endsWith('ss') && !word.endsWith('us')) return word.slice(0, -1);
  return word;
}

function wordsOf(text: string): string[] {
  const folded = foldText(text);
  return folded ? folded.split(' ').map(stem) : [];
}

type Phrase = { id: string; words: string[] };
export type LineMatcher = (line: string) => string[];

const NUMBER = /^\d/;
// '2 cloves garlic': after a quantity, 'clove' is the unit, not the spice.
const UNIT_WORDS_AFTER_NUMBER = new Set(['clove']);

const matcherCache = new WeakMap<readonly SuggestionIngredient[], LineMatcher>();

/**
 * Finds the catalogue ingredients named in one ingredient line: longest name or synonym first,
 * left to right, each word used once ('red onion' is red onion, not onion).
 */
export function createLineMatcher(catalogue: readonly SuggestionIngredient[]): LineMatcher {
  const cached = matcherCache.get(catalogue);
  if (cached) return cached;
  const byFirstWord = new Map<string, Phrase[]>();
  for (const item of catalogue) {
    const seen = new Set<string>();
    for (const term of [item.name, ...item.synonyms]) {
      const words = wordsOf(term);
      const key = words.join(' ');
      if (!words.length || seen.has(key)) continue;
      seen.add(key);
      const list = byFirstWord.get(words[0]!) ?? [];
      list.push({ id: item.id, words });
      byFirstWord.set(words[0]!, list);
    }
  }
  for (const list of byFirstWord.values()) list.sort((a, b) => b.words.length - a.words.length);

  const matcher: LineMatcher = (line) => {
    const words = wordsOf(line);
    const found: string[] = [];
    for (let i = 0; i < words.length;) {
      const word = words[i]!;
      if (UNIT_WORDS_AFTER_NUMBER.has(word) && i > 0 && NUMBER.test(words[i - 1]!)) {
        i++;
        continue;
      }
      const phrase = byFirstWord.get(word)?.find((p) => p.words.every((w, k) => words[i + k] === w));
      if (phrase) {
        if (!found.includes(phrase.id)) found.push(phrase.id);
        i += phrase.words.length;
      } else {
        i++;
      }
    }
    return found;
  };
  matcherCache.set(catalogue, matcher);
  return matcher;
}

/** In how many saved recipes each catalogue ingredient appears (a recipe counts once per ingredient). */
export function countSavedRecipeIngredients(
  catalogue: readonly SuggestionIngredient[],
  savedRecipes: SuggestionInput['savedRecipes'],
): Map<string, number> {
  const match = createLineMatcher(catalogue);
  const counts = new Map<string, number>();
  for (const recipe of savedRecipes) {
    const ids = new Set<string>();
    for (const line of recipe.ingredients) for (const id of match(line)) ids.add(id);
    for (const id of ids) counts.set(id, (counts.get(id) ?? 0) + 1);
  }
  return counts;
}

// ---------------------------------------------------------------------------------------------
// Pairings: what goes with the pantry's ingredients.

/** For an ingredient in one role, the roles that complete a dish around it. */
const COMPLEMENTS: Partial<Record<CulinaryRole, readonly CulinaryRole[]>> = {
  protein: ['aromatic', 'herb', 'spice', 'acid', 'vegetable', 'starch', 'condiment'],
  vegetable: ['aromatic', 'herb', 'acid', 'fat', 'dairy', 'protein', 'spice'],
  starch: ['protein', 'vegetable', 'dairy', 'aromatic', 'herb'],
  aromatic: ['protein', 'vegetable', 'spice'],
  dairy: ['starch', 'vegetable', 'herb', 'fruit'],
  fruit: ['dairy', 'sweetener', 'nut', 'baking'],
  herb: ['protein', 'vegetable', 'acid'],
  spice: ['protein', 'vegetable', 'starch'],
  acid: ['protein', 'vegetable', 'herb'],
  nut: ['fruit', 'sweetener', 'vegetable'],
  sweetener: ['fruit', 'baking', 'dairy', 'nut'],
  baking: ['sweetener', 'dairy', 'fruit'],
  condiment: ['protein', 'vegetable', 'starch'],
  fat: ['vegetable', 'starch'],
  liquid: ['starch', 'protein'],
};

/**
 * How well `candidate` goes with `held`: 0 when it completes none of its roles or their cuisines
 * never meet. Roles listed first in COMPLEMENTS weigh more (a protein wants an aromatic before a
 * condiment), and a candidate counts fully only in its main (first) role: buttermilk is dairy that
 * happens to be sour, not an acid for fish. Shared cuisines beat universal ingredients, which beat
 * niche ones beside a universal pantry item (garlic before gochujang for plain chicken breast).
 */
export function pairingAffinity(held: SuggestionIngredient, candidate: SuggestionIngredient): number {
  let weight = 0;
  for (const role of held.roles) {
    const wanted = COMPLEMENTS[role] ?? [];
    candidate.roles.forEach((r, own) => {
      const index = wanted.indexOf(r);
      if (index >= 0) weight = Math.max(weight, (1 - index * 0.08) * (own === 0 ? 1 : 0.6));
    });
  }
  if (weight === 0) return 0;
  if (candidate.cuisines.length === 0) return weight * 1.25;
  if (held.cuisines.length === 0) return weight * 0.8;
  const shared = candidate.cuisines.filter((c) => held.cuisines.includes(c)).length;
  return shared === 0 ? 0 : weight * (1 + 0.5 * Math.min(shared, 2));
}

/** Each further pick from a category counts for less, so the list is not all spices. */
const CATEGORY_DECAY = 0.6;
const MIN_PAIRING_SCORE = 1;

type Scored = { candidate: SuggestionIngredient; score: number; anchor: SuggestionIngredient };

/**
 * Candidates score the sum of their affinities with every pantry item and are explained by the
 * item they suit best (the anchor). Anchors take turns, so the hints name several pantry items.
 */
function pairings(
  catalogue: readonly SuggestionIngredient[],
  pantry: readonly SuggestionIngredient[],
  taken: ReadonlySet<string>,
  limit: number,
): Suggestion[] {
  if (limit <= 0 || pantry.length === 0) return [];
  const groups = new Map<string, Scored[]>();
  for (const candidate of catalogue) {
    if (taken.has(candidate.id) || candidate.staple) continue;
    let score = 0;
    let anchor: SuggestionIngredient | undefined;
    let anchorAffinity = 0;
    for (const held of pantry) {
      const affinity = pairingAffinity(held, candidate);
      score += affinity;
      // A universal pantry item (onion, salt) is no reason for a niche one: 'Pairs with onion' for nori or
      // cardamom said nothing true (issue 26 item 14). Such an item adds to the score but never names it.
      const namesIt = held.cuisines.length > 0 || candidate.cuisines.length === 0;
      if (namesIt && affinity > anchorAffinity) {
        anchorAffinity = affinity;
        anchor = held;
      }
    }
    if (!anchor || score < MIN_PAIRING_SCORE) continue;
    const group = groups.get(anchor.id) ?? [];
    group.push({ candidate, score, anchor });
    groups.set(anchor.id, group);
  }

  const byScore = (a: Scored, b: Scored) => b.score - a.score || a.candidate.name.localeCompare(b.candidate.name);
  const queues = [...groups.values()].map((g) => g.sort(byScore)).sort((a, b) => byScore(a[0]!, b[0]!));
  const perCategory = new Map<string, number>();
  const picked: Suggestion[] = [];
  while (picked.length < limit && queues.some((q) => q.length > 0)) {
    for (const queue of queues) {
      if (picked.length >= limit || queue.length === 0) continue;
      let bestIndex = 0;
      let bestValue = -1;
      queue.forEach((entry, index) => {
        const value = entry.score * CATEGORY_DECAY ** (perCategory.get(entry.candidate.category) ?? 0);
        if (value > bestValue) {
          bestValue = value;
          bestIndex = index;
        }
      });
      const { candidate, anchor } = queue.splice(bestIndex, 1)[0]!;
      perCategory.set(candidate.category, (perCategory.get(candidate.category) ?? 0) + 1);
      picked.push({
        id: candidate.id,
        name: candidate.name,
        category: candidate.category,
        reason: 'pairing',
        hint: `Pairs with ${anchor.name.toLowerCase()}`,
      });
    }
  }
  return picked;
}

// ---------------------------------------------------------------------------------------------

const recipesHint = (n: number) => `In ${count(n, 'saved recipe')}`;

/** The smart suggestions, best first; see the limits above. */
export function suggestPantryAdditions({ catalogue, pantryIds, savedRecipes }: SuggestionInput): Suggestion[] {
  const byId = new Map(catalogue.map((item) => [item.id, item]));
  const taken = new Set(pantryIds);
  const out: Suggestion[] = [];
  const push = (item: SuggestionIngredient, reason: SuggestionReason, hint: string) => {
    taken.add(item.id);
    out.push({ id: item.id, name: item.name, category: item.category, reason, hint });
  };

  // 1. What the cook's saved recipes use most. Basics like salt and water are assumed, not suggested.
  const counts = countSavedRecipeIngredients(catalogue, savedRecipes);
  const frequent = [...counts]
    .map(([id, count]) => ({ item: byId.get(id)!, count }))
    .filter(({ item }) => !taken.has(item.id) && !item.staple)
    .sort((a, b) => b.count - a.count || a.item.name.localeCompare(b.item.name))
    .slice(0, SUGGESTION_LIMITS.fromSavedRecipes);
  for (const { item, count } of frequent) push(item, 'saved-recipes', recipesHint(count));

  // 2. What goes with what the pantry holds.
  const pantry = [...pantryIds].map((id) => byId.get(id)).filter((item): item is SuggestionIngredient => Boolean(item));
  for (const s of pairings(catalogue, pantry, taken, SUGGESTION_LIMITS.max - out.length)) {
    taken.add(s.id);
    out.push(s);
  }

  // 3. Default staples while the list is short.
  for (const id of DEFAULT_STAPLE_IDS) {
    if (out.length >= SUGGESTION_LIMITS.padTo) break;
    const item = byId.get(id);
    if (item && !taken.has(id)) push(item, 'staple', 'Kitchen staple');
  }
  return out.slice(0, SUGGESTION_LIMITS.max);
}
