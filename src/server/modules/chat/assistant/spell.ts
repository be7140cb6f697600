// Typo tolerance (issue 24): home cooks type 'chiken', 'tumeric', 'farenheit'. A word the
// knowledge base and the ingredient catalogue never use, one edit away (a letter added, dropped,
// changed or two swapped) from a word they do use, is read as that word before the topic check
// and retrieval. Only words of 6+ letters are touched, and only towards kitchen vocabulary.

import { CATALOGUE } from '../../../../shared/kitchen/catalogue';
import { knowledgeDocuments } from './retrieval';

interface Vocabulary {
  /** Every word the knowledge uses: never corrected. */
  known: Set<string>;
  /** What a typo may be read as: names of foods, dishes and techniques (keys, titles, catalogue). */
  byLength: Map<number, string[]>;
  count: Map<string, number>;
}

let vocabulary: Vocabulary | undefined;

/** Words a cook may misspell that the knowledge text spells only rarely or not at all. */
const EXTRA =
  'fahrenheit celsius temperature tablespoon teaspoon turmeric cinnamon broccoli zucchini courgette aubergine';

/** Everyday words the knowledge never uses, left as typed ('alright' is not 'alight'). */
const PLAIN =
  'alright alrighty okay gonna wanna gotta kinda sorta dunno reckon innit mate cheers lol tbh idk hubby wifey mum mam nan grandma';

function build(): Vocabulary {
  const count = new Map<string, number>();
  const known = new Set<string>();
  const words = (text: string) =>
    text
      .toLowerCase()
      .split(/[^a-z]+/)
      .filter((w) => w.length >= 3);
  const add = (text: string) => {
    for (const w of words(text)) count.set(w, (count.get(w) ?? 0) + 1);
  };
  for (const d of knowledgeDocuments()) {
    add([d.title, d.keys.join(' ')].join(' '));
    for (const w of words(d.text)) known.add(w);
  }
  for (const c of CATALOGUE) add([c.name, ...c.synonyms].join(' '));
  add(EXTRA);
  for (const w of count.keys()) known.add(w);
  for (const w of PLAIN.split(' ')) known.add(w);
  const byLength = new Map<number, string[]>();
  for (const w of count.keys()) {
    const list = byLength.get(w.length) ?? [];
    list.push(w);
    byLength.set(w.length, list);
  }
  return { known, byLength, count };
}

/** True when `a` becomes `b` by one insertion, deletion, substitution or swap of neighbours. */
export function oneEditApart(a: string, b: string): boolean {
  if (a === b || Math.abs(a.length - b.length) > 1) return false;
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  if (a.length === b.length) {
    if (a.slice(i + 1) === b.slice(i + 1)) return true;
    return a[i] === b[i + 1] && a[i + 1] === b[i] && a.slice(i + 2) === b.slice(i + 2);
  }
  return a.length > b.length ? a.slice(i + 1) === b.slice(i) : a.slice(i) === b.slice(i + 1);
}

function closest(word: string, v: Vocabulary): string | undefined {
  let best: string | undefined;
  let bestCount = 0;
  for (const len of [word.length - 1, word.length, word.length + 1]) {
    for (const w of v.byLength.get(len) ?? []) {
      // A typo is inside a word: a changed first or last letter is another word or form
      // ('server' is not 'serve', 'trained' not 'strained', 'persona' not 'person').
      if (w[0] !== word[0] || w.at(-1) !== word.at(-1) || !oneEditApart(word, w)) continue;
      const c = v.count.get(w) ?? 0;
      if (c > bestCount) {
        best = w;
        bestCount = c;
      }
    }
  }
  return best;
}

/** The message with misspelt kitchen words read as the words meant ('chiken temp' -> 'chicken temp'). */
export function correctSpelling(message: string): string {
  vocabulary ??= build();
  const v = vocabulary;
  return message.replace(/[A-Za-z]{6,}/g, (w) => {
    const lower = w.toLowerCase();
    if (v.known.has(lower)) return w;
    // A plural or verb form of a known word is not a typo.
    if (v.known.has(lower.replace(/(es|s|ed|ing)$/, '')) || v.known.has(lower.replace(/s$/, ''))) return w;
    return closest(lower, v) ?? w;
  });
}
