// Variety across a search: the words a title spends beyond its main ingredient and cuisine,
// counted over every title the cook has seen (excludedRecipes) so load-more does not answer
// 'Pesto' thirty times. A title may use a word only while that word stays under a fifth of
// the titles of the search.

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

/** How many titles may use one word once `seen` titles have been shown: a fifth of the titles there will be (two from the second batch on). */
export function wordCap(seen: number): number {
  return Math.max(seen ? 2 : 1, Math.floor(0.2 * (seen + 1)));
}
