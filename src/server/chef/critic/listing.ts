// Rule: the list and the steps agree. Every food a step names is listed (salt, pepper and oil too;
// water may be implicit), and every listed ingredient is used by some step.

import { BY_ID, GENERIC_FOODS, KIND_OF, hasWords, mentions, type Line } from './lexicon';
import type { Finding, Reading } from './types';

/**
 * Answers of covers() and namesFor(), cached: both are pure functions of the line's text (a Line is
 * parseLine(raw)) and the phrase, and the same lines and phrases are read again and again. Cleared when full.
 */
const COVERS = new Map<string, boolean>();
const NAMES = new Map<string, string[]>();

/** A step's food phrase is covered by a line: the line names it, is that item, or is of that kind. */
function covers(line: Line, phrase: string, ids: readonly string[]): boolean {
  const key = `${line.raw}\u0000${phrase}\u0000${ids.join(',')}`;
  let answer = COVERS.get(key);
  if (answer === undefined) {
    if (COVERS.size >= 50_000) COVERS.clear();
    COVERS.set(key, (answer = coversUncached(line, phrase, ids)));
  }
  return answer;
}

function coversUncached(line: Line, phrase: string, ids: readonly string[]): boolean {
  if (hasWords(line.name, phrase)) return true;
  for (const item of line.items) {
    if (ids.includes(item.id)) return true;
    if (hasWords(item.name.toLowerCase(), phrase)) return true;
    if (item.synonyms.some((s) => hasWords(s, phrase))) return true;
    if (KIND_OF[phrase]?.(item)) return true;
  }
  return false;
}

/** Words in a step that use an ingredient without naming it as a food. */
const IMPLIED: { re: RegExp; phrase: string }[] = [
  { re: /\boiled\b/, phrase: 'oil' },
  { re: /\bsalted water\b/, phrase: 'salt' },
  // 'Brown the meat' with tofu in the pan (twelfth read: tofu bourguignon, tofu sloppy joes).
  { re: /\bthe meat\b/, phrase: 'meat' },
];

export function unlistedFoods(r: Reading): Finding[] {
  const out: Finding[] = [];
  const flagged = new Set<string>();
  r.steps.forEach((step, i) => {
    const found = mentions(step).map((m) => ({ phrase: m.phrase.text, ids: m.phrase.ids, written: m.written }));
    for (const imp of IMPLIED) if (imp.re.test(step)) found.push({ phrase: imp.phrase, ids: [], written: imp.phrase });
    for (const m of found) {
      if (m.phrase === 'water' || flagged.has(m.phrase)) continue;
      if (r.lines.some((l) => covers(l, m.phrase, m.ids))) continue;
      flagged.add(m.phrase);
      out.push({ kind: 'unlisted-food', message: `step ${i + 1} uses "${m.written}", which is not in the list` });
    }
  });
  return out;
}

/** Words a step may use for a line: its food phrases, its catalogue names and synonyms, its last word. */
function namesFor(line: Line): string[] {
  let names = NAMES.get(line.raw);
  if (!names) {
    if (NAMES.size >= 20_000) NAMES.clear();
    NAMES.set(line.raw, (names = namesForUncached(line)));
  }
  return names;
}

function namesForUncached(line: Line): string[] {
  const names = new Set<string>(line.words);
  for (const item of line.items) {
    names.add(item.name.toLowerCase());
    for (const s of item.synonyms) names.add(s);
    const last = item.name.toLowerCase().split(' ').pop();
    if (last && last.length > 3) names.add(last);
  }
  for (const item of line.items) {
    // 'the fruit', 'the berries', 'the vegetables', 'the greens' stand for what they are.
    if (item.category === 'Fruits') names.add('fruit');
    if (/berr/.test(item.id)) names.add('berries');
    if (['spinach', 'kale', 'swiss-chard', 'collard-greens', 'mustard-greens', 'arugula'].includes(item.id))
      names.add('greens');
  }
  for (const g of GENERIC_FOODS) if (hasWords(line.name, g)) names.add(g);
  for (const [kind, test] of Object.entries(KIND_OF)) if (line.items.some(test)) names.add(kind);
  const words = line.name.split(/\s+/).filter((w) => w.length > 2);
  if (words.length) names.add(words[words.length - 1]!);
  if (line.items.length === 0 && words.length) names.add(words[0]!);
  return [...names];
}

export function unusedIngredients(r: Reading): Finding[] {
  const out: Finding[] = [];
  const text = r.steps.join(' \n ');
  for (const line of r.lines) {
    if (line.items.length > 1) {
      // 'Salt and black pepper, to taste': each is used.
      for (const item of line.items) {
        const names = [item.name.toLowerCase(), ...item.synonyms, item.name.toLowerCase().split(' ').pop()!];
        // 'Season the chicken' uses salt and pepper listed 'to taste'.
        if (line.toTaste && /\bseason/.test(text)) continue;
        if (!names.some((n) => hasWords(text, n)))
          out.push({
            kind: 'unused-ingredient',
            message: `"${item.name.toLowerCase()}" is listed but no step uses it`,
          });
      }
      continue;
    }
    if (line.items[0] && BY_ID.get(line.items[0].id)?.id === 'water') continue;
    if (!namesFor(line).some((n) => hasWords(text, n)))
      out.push({ kind: 'unused-ingredient', message: `"${line.raw}" is listed but no step uses it` });
  }
  return out;
}

const CITRUS = /^(?:lemons?|limes?|oranges?)$/;

/**
 * A citrus fruit's line says which part the steps use: 'lemon zest' in a step needs a line that is
 * zested, and its juice (a squeeze of it) a line that is juiced or cut into wedges.
 */
export function citrusParts(r: Reading): Finding[] {
  const out: Finding[] = [];
  for (const line of r.lines) {
    if (!CITRUS.test(line.name)) continue;
    const prep = line.raw.toLowerCase().split(',').slice(1).join(',');
    if (!prep.trim()) continue; // a whole lemon gives zest and juice
    const fruit = line.name.replace(/s$/, '');
    const zestStep = r.steps.findIndex((s) =>
      new RegExp(`\\b${fruit}s? zest|\\bzest (?:of )?(?:the |a |half |1/2 )?${fruit}`).test(s),
    );
    if (zestStep >= 0 && !/\bzest/.test(prep))
      out.push({
        kind: 'unlisted-food',
        message: `step ${zestStep + 1} uses ${fruit} zest, but the list has "${line.raw}"`,
      });
    const juiceStep = r.steps.findIndex((s) =>
      new RegExp(
        `\\b${fruit}s? juice|\\bsqueeze (?:of |over )?(?:the |a |half (?:a |the )?)?${fruit}|\\bjuice of (?:the |a |half (?:a |the )?)?${fruit}|\\b${fruit}s? zest and (?:a squeeze of |its |the )?juice`,
      ).test(s),
    );
    if (juiceStep >= 0 && !/\bjuic|wedge|halved|squeez/.test(prep))
      out.push({
        kind: 'unlisted-food',
        message: `step ${juiceStep + 1} uses ${fruit} juice, but the list has "${line.raw}"`,
      });
  }
  return out;
}
