// What a cook reads on a card, made searchable: the foods the catalogue knows (names and
// synonyms), the ingredient lines split into amount, unit and food, and the steps as plain
// lower-case text. The critic knows nothing of the engine: only this and the catalogue.

import { CATALOGUE } from '../../../shared/kitchen/catalogue';
import type { CatalogueIngredient } from '../../../shared/kitchen/types';
import { parseIngredientLine } from '../../../shared/kitchen/units';
import { stripQuantityMarks } from '../../../shared/kitchen/step-quantities';

export const BY_ID = new Map(CATALOGUE.map((i) => [i.id, i]));

/**
 * Synonyms that read as other words in a step ('date' night, 'rai', 'sprouts' of a bean, 'laurel')
 * or are too generic to name one food ('pasta', 'tortillas', 'wraps', 'buns').
 */
const AMBIGUOUS = new Set([
  'date',
  'dates',
  'rai',
  'gur',
  'nan',
  'curd',
  'cress',
  'laurel',
  'gumbo',
  'lady fingers',
  'ladies fingers',
  'masa',
  'wraps',
  'buns',
  'bread rolls',
  'sesame',
  'roaster',
  'broiler chicken',
  'sprouts',
  'mustard',
  'cream',
  'pepper',
  'chili',
  'chilli',
  'rice',
  'pasta',
  'tortillas',
  'vinegar',
  'olives',
  'flour',
  'balsamic',
  'vanilla',
  'cocoa',
  'seaweed',
  'turkey',
  'steak',
  'wings',
  'mixed herbs',
  'water',
  'tap water',
  'gari',
  'kaki',
  'soybeans',
  'teriyaki',
  'teriyaki sauce',
]);

/**
 * Words a step uses for a kind of food rather than one item ('the pork', 'the rice', 'the oil').
 * A step naming one is fine when some listed line is of that kind, and a finding when none is.
 */
export const GENERIC_FOODS = [
  'pork',
  'beef',
  'lamb',
  'chicken',
  'duck',
  'fish',
  'prawns',
  'rice',
  'quinoa',
  'lettuce',
  'oil',
  'butter',
  'sugar',
  'salt',
  'pepper',
  'cheese',
  'stock',
  'broth',
  'beans',
  'noodles',
  'pasta',
  'flour',
  'vinegar',
  'yogurt',
  'milk',
  'cream',
  'egg',
  'eggs',
  'onion',
  'onions',
  'tomato',
  'tomatoes',
  'honey',
  'chilli',
  'chili',
  'bread',
  'tortillas',
  'chocolate',
  'cinnamon',
  'mushrooms',
  'potatoes',
  'cabbage',
  'squash',
  'tofu',
  'olives',
  'sausage',
  'bacon',
  'shrimp',
  'salmon',
  'tuna',
];

export interface Phrase {
  text: string;
  ids: string[];
}

/** Every food phrase, longest first, so 'bell pepper' wins over 'pepper'. */
function buildPhrases(): Phrase[] {
  const map = new Map<string, Set<string>>();
  const add = (text: string, id: string) => {
    const t = text.toLowerCase().trim();
    if (t.length < 3 || AMBIGUOUS.has(t)) return;
    let set = map.get(t);
    if (!set) map.set(t, (set = new Set()));
    set.add(id);
  };
  for (const ing of CATALOGUE) {
    add(ing.name, ing.id);
    for (const s of ing.synonyms) add(s, ing.id);
  }
  for (const g of GENERIC_FOODS) if (!map.has(g)) map.set(g, new Set());
  return [...map.entries()]
    .map(([text, ids]) => ({ text, ids: [...ids] }))
    .sort((a, b) => b.text.length - a.text.length);
}
export const PHRASES = buildPhrases();

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const PHRASE_BY_TEXT = new Map(PHRASES.map((p) => [p.text, p]));
const MAX_WORDS = Math.max(...PHRASES.map((p) => p.text.split(' ').length));

export interface Mention {
  phrase: Phrase;
  /** Where in the text, and the text as written (with a plural ending). */
  index: number;
  written: string;
}

/** The phrase a run of words names, as written or with its last word made singular. */
function lookup(words: string): Phrase | undefined {
  const exact = PHRASE_BY_TEXT.get(words);
  if (exact) return exact;
  if (words.endsWith('es')) {
    const p = PHRASE_BY_TEXT.get(words.slice(0, -2));
    if (p) return p;
  }
  if (words.endsWith('s')) return PHRASE_BY_TEXT.get(words.slice(0, -1));
  return undefined;
}

const MENTIONS = new Map<string, Mention[]>();

/**
 * Food phrases a text names, longest match first, not overlapping. Words are runs of letters and
 * apostrophes; a hyphenated word ('walnut-sized', 'chili-lime') is one word and names no food.
 * Cached by text (the same steps are read again and again); callers must not modify the result.
 */
export function mentions(text: string): Mention[] {
  const lower = text.toLowerCase();
  const cached = MENTIONS.get(lower);
  if (cached) return cached;
  const tokens = [...lower.matchAll(/[\p{L}'’]+(?:-[\p{L}'’]+)*/gu)];
  const out: Mention[] = [];
  for (let i = 0; i < tokens.length;) {
    let found: Mention | undefined;
    let used = 0;
    for (let n = Math.min(MAX_WORDS, tokens.length - i); n >= 1 && !found; n--) {
      const run = tokens.slice(i, i + n);
      // Words of a phrase are separated by single spaces in the text.
      let ok = true;
      for (let k = 1; k < run.length && ok; k++)
        ok = run[k]!.index === run[k - 1]!.index + run[k - 1]![0].length + 1 && lower[run[k]!.index - 1] === ' ';
      if (!ok) continue;
      const words = run.map((t) => t[0]).join(' ');
      if (run.some((t) => t[0].includes('-'))) continue;
      const phrase = lookup(words);
      if (phrase) {
        found = { phrase, index: run[0]!.index, written: words };
        used = n;
      }
    }
    if (found) {
      out.push(found);
      i += used;
    } else i++;
  }
  if (MENTIONS.size > 20_000) MENTIONS.clear();
  MENTIONS.set(lower, out);
  return out;
}

export interface Line {
  raw: string;
  /** The amount (the low end of a range), when the line has one. */
  amount?: number;
  /** 'g', 'kg', 'ml', 'tsp', 'cup', 'clove', 'slice'... */
  unit?: string;
  /** The food as written, lower case, without amount, unit and preparation ('chicken breast'). */
  name: string;
  /** Catalogue items the line names (two for 'Salt and black pepper, to taste'). */
  items: CatalogueIngredient[];
  /** Every food phrase in the name, catalogue or generic. */
  words: string[];
  pinch: boolean;
  toTaste: boolean;
}

const LINES = new Map<string, Line>();

/** An ingredient line read once (cached by its text; callers must not modify the result). */
export function parseLine(raw: string): Line {
  let line = LINES.get(raw);
  if (!line) {
    if (LINES.size > 20_000) LINES.clear();
    line = readLine(raw);
    LINES.set(raw, line);
  }
  return line;
}

function readLine(raw: string): Line {
  const text = raw.trim();
  const pinch = /^(a\s+)?pinch(es)?\s+of\b/i.test(text);
  const parsed = parseIngredientLine(text.replace(/^(a\s+)?pinch(es)?\s+of\s+/i, ''));
  const toTaste = /\bto taste\b/i.test(text);
  const name = parsed.rest
    .split(',')[0]!
    .toLowerCase()
    .replace(/\([^)]*\)/g, '')
    .trim();
  const found = mentions(name);
  const items: CatalogueIngredient[] = [];
  for (const m of found) {
    const id = m.phrase.ids[0];
    const item = id ? BY_ID.get(id) : undefined;
    if (item && !items.includes(item)) items.push(item);
  }
  return {
    raw: text,
    amount: parsed.quantity?.value,
    unit: parsed.unit,
    name,
    items,
    words: found.map((m) => m.phrase.text),
    pinch,
    toTaste,
  };
}

/** A step as a cook reads it: the invisible quantity marks gone, lower case. */
export function stepText(step: string): string {
  return stripQuantityMarks(step).toLowerCase();
}

/** Generic words that stand for items whose names do not contain them ('cheese' for brie). */
export const KIND_OF: Record<string, (item: CatalogueIngredient) => boolean> = {
  cheese: (i) =>
    i.category === 'Dairy & Eggs' &&
    ![
      'milk',
      'butter',
      'ghee',
      'heavy-cream',
      'buttermilk',
      'greek-yogurt',
      'yogurt',
      'eggs',
      'sour-cream',
      'creme-fraiche',
    ].includes(i.id),
  fish: (i) => ['salmon', 'cod', 'tuna-steak', 'canned-tuna', 'anchovies', 'sardines', 'smoked-salmon'].includes(i.id),
  chilli: (i) => /chil|jalape|serrano|cayenne|pepper-flakes|chipotle/.test(i.id),
  chili: (i) => /chil|jalape|serrano|cayenne|pepper-flakes|chipotle/.test(i.id),
  sausage: (i) => ['italian-sausage', 'chorizo'].includes(i.id),
  meat: (i) =>
    i.category === 'Proteins' &&
    /beef|pork|lamb|chicken|turkey|duck|veal|bacon|sausage|chorizo|ham|prosciutto|pancetta|mince|steak|rib|brisket|chuck|goat|venison/.test(
      i.id,
    ),
  oil: (i) => i.category === 'Oils & Condiments' && /oil/.test(i.id),
};

/** Simple singular of a word ('tomatoes' -> 'tomato', 'eggs' -> 'egg'). */
export function singular(word: string): string {
  if (/(oes|ches|shes|sses)$/.test(word)) return word.slice(0, -2);
  if (/ies$/.test(word)) return `${word.slice(0, -3)}y`;
  if (/[^s]s$/.test(word)) return word.slice(0, -1);
  return word;
}

/** Whether `text` holds `phrase` as whole words, singular or plural. */
const WORD_RES = new Map<string, { re: RegExp; stem: string }>();
const UPPER = /\p{Lu}/u;
export function hasWords(text: string, phrase: string): boolean {
  let entry = WORD_RES.get(phrase);
  if (!entry) {
    const one = singular(phrase);
    const forms = [phrase, `${one}s`, `${one}es`, one, one.endsWith('y') ? `${one.slice(0, -1)}ies` : one];
    // Every form starts with `stem`: a text without it (in lower case) cannot match, and most
    // calls are such misses, so the regular expression runs only on the few that might.
    let stem = forms[0]!.toLowerCase();
    for (const f of forms) {
      const lower = f.toLowerCase();
      let n = 0;
      while (n < stem.length && n < lower.length && stem[n] === lower[n]) n++;
      stem = stem.slice(0, n);
    }
    const re = new RegExp(String.raw`(?<![\p{L}])(?:${forms.map(escape).join('|')})(?![\p{L}-])`, 'iu');
    if (WORD_RES.size > 5_000) WORD_RES.clear();
    WORD_RES.set(phrase, (entry = { re, stem }));
  }
  if (entry.stem && !text.includes(entry.stem) && !UPPER.test(text)) return false;
  return entry.re.test(text);
}
