// Variety across a search: the words a title spends beyond its main ingredient and cuisine,
// counted over every title the cook has seen (excludedRecipes) so load-more does not answer
// 'Pesto' thirty times. A word may appear in one title of the first batch and in two titles of
// the whole search: a dish comes back with another main ingredient, not forever (issue 23: a cap
// that grew with the search, a fifth of its titles, never ended a search once about six dishes
// fitted it, so a 15-minute snack search repeated a fruit salad nine times).

import { INFO_BY_ID } from './ingredients';

/** Words that say nothing about the dish ('and', '&') or only repeat what was asked. */
const IGNORED = new Set([
  'and',
  'with',
  'of',
  'in',
  'on',
  'the',
  'a',
  'de',
  'con',
  'style',
  '&',
  'italian',
  'mexican',
  'asian',
  'american',
  'mediterranean',
  'indian',
  'french',
  'japanese',
  'crispy',
  'creamy',
  'tender',
  'crunchy',
]);

const stem = (w: string) =>
  w
    .replace(/(ies)$/, 'y')
    .replace(/(oes|ches|shes)$/, (m) => m.slice(0, -2))
    .replace(/([^s])s$/, '$1');

/** Lower-case word stems of a title, without its main ingredient's words, cuisine and texture words. */
export function titleWords(title: string, mainId?: string, cuisine?: string): string[] {
  const main = mainId ? INFO_BY_ID.get(mainId) : undefined;
  const mainWords = new Set(
    main
      ? [main.titleName, main.stepName, main.textName].flatMap((n) => n.toLowerCase().split(/[^a-zà-ÿ]+/)).map(stem)
      : [],
  );
  const out = new Set<string>();
  for (const raw of title.toLowerCase().split(/[^a-zà-ÿ]+/)) {
    if (!raw || IGNORED.has(raw) || raw === cuisine) continue;
    const w = stem(raw);
    if (w.length < 3 || mainWords.has(w)) continue;
    out.add(w);
  }
  return [...out];
}

/** Every word stem of a title (used for titles the cook has seen, whose main is unknown). */
export function allTitleWords(title: string): string[] {
  return titleWords(title);
}

/** How many titles may use one word once `seen` titles have been shown: one in a first batch, two in a search. */
export function wordCap(seen: number): number {
  return seen ? 2 : 1;
}
