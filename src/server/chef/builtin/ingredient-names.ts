// How an ingredient is named: in a title ('Chickpea'), in an ingredient line ('chicken breast'),
// in a step once listed ('chicken'), and every name a cook may type for it.

import type { CatalogueIngredient } from '../../../shared/kitchen/types';

const TITLE_DROP_SUFFIX = /\s+(breasts?|thighs?|fillets?|shoulder|loin|tenderloin|chops?|cutlets?|in adobo)$/i;
const TITLE_DROP_PREFIX =
  /^(fresh|boneless|skinless|extra-virgin|large|small|whole|plain|unsalted|all-purpose|canned|frozen|raw|cooked|white)\s+/i;
/** Words that keep their capital inside a sentence. */
const PROPER_FIRST_WORDS = new Set([
  'Greek',
  'Dijon',
  'San',
  'Monterey',
  'Italian',
  'Thai',
  'Worcestershire',
  'Brussels',
  'Swiss',
  'Kalamata',
  'BBQ',
  'Napa',
]);
const SINGULAR_EXCEPTIONS: Record<string, string> = {
  chilies: 'chili',
  chillies: 'chilli',
  leaves: 'leaf',
  cloves: 'clove',
};
const NO_SINGULAR = new Set([
  'hummus',
  'couscous',
  'asparagus',
  'molasses',
  'swiss',
  'grits',
  'brussels',
  'species',
  'series',
  'quinoa',
  'oats',
  'greens',
  'noodles',
  'anise',
  'citrus',
]);

/** Singular form for title adjuncts: 'Tomato Soup', 'Chickpea Curry', 'Strawberry Crumble'. */
export function singularWord(word: string): string {
  const lower = word.toLowerCase();
  if (NO_SINGULAR.has(lower)) return word;
  const exception = SINGULAR_EXCEPTIONS[lower];
  if (exception)
    return word[0] === word[0]!.toUpperCase() ? exception[0]!.toUpperCase() + exception.slice(1) : exception;
  if (/ies$/.test(lower)) return `${word.slice(0, -3)}y`;
  if (/(tomato|potato|mango)es$/.test(lower)) return word.slice(0, -2);
  if (/(ch|sh|ss|x)es$/.test(lower)) return word.slice(0, -2);
  if (/[^s]s$/.test(lower) && !/(us|is)$/.test(lower)) return word.slice(0, -1);
  return word;
}

const SMALL_WORDS = new Set(['and', 'with', 'of', 'in', 'de', 'a', 'on', 'the']);

/** Capitalises each word for a title, keeping acronyms ('BBQ') and small words. */
export function titleCase(text: string): string {
  return text
    .split(' ')
    .map((w, i) => (w.length && (i === 0 || !SMALL_WORDS.has(w)) ? w[0]!.toUpperCase() + w.slice(1) : w))
    .join(' ')
    .replace(/-([a-z])/g, (_, c: string) => `-${c.toUpperCase()}`);
}

/** Title names the general rule gets wrong ('Chana Dal Dal'). */
const TITLE_NAME_OVERRIDES: Record<string, string> = { 'chana-dal': 'Chana', 'chipotle-in-adobo': 'Chipotle' };

/** 'Chicken breast' -> 'Chicken', 'Canned tomatoes' -> 'Tomato', 'Black beans' -> 'Black Bean'. */
export function titleNameOf(ing: CatalogueIngredient): string {
  const fixed = TITLE_NAME_OVERRIDES[ing.id];
  if (fixed) return fixed;
  let name = ing.name.replace(/\s*\(.*?\)\s*/g, ' ').trim();
  name = name.replace(TITLE_DROP_SUFFIX, '').replace(TITLE_DROP_PREFIX, '');
  const words = name.split(/\s+/);
  const last = words.pop()!;
  return titleCase([...words, singularWord(last)].join(' '));
}

/** The name as it reads in running text ('chicken breast', 'Greek yogurt', 'BBQ sauce'). */
export function textNameOf(ing: CatalogueIngredient): string {
  const name = ing.name.replace(/\s*\(.*?\)\s*/g, ' ').trim();
  const first = name.split(' ')[0]!;
  if (PROPER_FIRST_WORDS.has(first) || /^[A-Z]{2,}/.test(first)) return name;
  return name[0]!.toLowerCase() + name.slice(1);
}

/** 'Chicken breast' -> 'chicken', 'All-purpose flour' -> 'flour', 'White rice' -> 'rice'. */
export function stepNameOf(ing: CatalogueIngredient): string {
  const text = textNameOf(ing);
  const short = text
    .replace(/\s+(breasts?|thighs?|tenderloin|chops)$/i, '')
    .replace(/^(all-purpose|white|plain)\s+/i, '');
  // Citrus is used by the piece: 'the orange zest', not 'the oranges zest'.
  if (ing.category === 'Fruits' && ing.roles.includes('acid')) return singularWord(short);
  return short || text;
}

/** Every lower-case name people may type for it (name, synonyms, id with spaces, singular/plural). */
export function namesOf(ing: CatalogueIngredient): string[] {
  const base = [ing.name, ing.id.replace(/-/g, ' '), ...ing.synonyms].map((n) =>
    n
      .toLowerCase()
      .replace(/\s*\(.*?\)\s*/g, ' ')
      .trim(),
  );
  const out = new Set<string>();
  for (const n of base) {
    if (!n) continue;
    out.add(n);
    const words = n.split(' ');
    const last = words.pop()!;
    out.add([...words, singularWord(last)].join(' '));
    out.add(
      [
        ...words,
        /s$/.test(last)
          ? last
          : /(ch|sh|x)$/.test(last)
            ? `${last}es`
            : /[^aeiou]y$/.test(last)
              ? `${last.slice(0, -1)}ies`
              : `${last}s`,
      ].join(' '),
    );
  }
  return [...out];
}
