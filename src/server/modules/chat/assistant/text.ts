// Small text helpers the assistant's matchers share.

/** Lower case, straight quotes, single spaces, no trailing punctuation noise. */
export function normalize(text: string): string {
  return (
    text
      .toLowerCase()
      .replace(/[\u2018\u2019\u02bc]/g, "'")
      .replace(/[\u201c\u201d]/g, '"')
      .replace(/[\u2013\u2014]/g, '-')
      // Contractions typed without the apostrophe ('didnt rise', 'wont thicken') read as written out.
      .replace(/\b(did|does|do|is|was|were|are|has|have|had|could|would|should|wo|ca)nt\b/g, "$1n't")
      // 'GF flour': the free-from shorthand a cook types.
      .replace(/\bgf\b/g, 'gluten-free')
      // A high city is a high altitude ('just moved to denver and my cakes overflow').
      .replace(
        /\b(denver|boulder|colorado springs|salt lake city|albuquerque|santa fe|cheyenne|mexico city|bogot[aá]|quito|la paz|cusco|addis ababa|nairobi|kathmandu|mile high city)\b/g,
        'high altitude $1',
      )
      .replace(/\s+/g, ' ')
      .trim()
  );
}

/** True when `phrase` occurs in `text` as whole words (both already normalized). */
/** Letters without their accents ('twaróg' as 'twarog', 'dendê' as 'dende'), as a cook types them. */
export function foldAccents(text: string): string {
  return text.normalize('NFD').replace(/[\u0300-\u036f]/g, '');
}

export function hasPhrase(text: string, phrase: string): boolean {
  const at = text.indexOf(phrase);
  if (at < 0) return false;
  let i = at;
  while (i >= 0) {
    const before = i === 0 ? ' ' : text[i - 1]!;
    const after = i + phrase.length >= text.length ? ' ' : text[i + phrase.length]!;
    if (!/[a-z0-9]/.test(before) && !/[a-z0-9]/.test(after)) return true;
    i = text.indexOf(phrase, i + 1);
  }
  return false;
}

/** The entry whose longest key occurs in the text (longest match wins: 'ground turkey' over 'turkey'). */
export function bestMatch<T extends { keys: readonly string[] }>(text: string, entries: readonly T[]): T | undefined {
  let best: T | undefined;
  let bestLen = 0;
  for (const entry of entries) {
    for (const key of entry.keys) {
      if (key.length > bestLen && hasPhrase(text, key)) {
        best = entry;
        bestLen = key.length;
      }
    }
  }
  return best;
}

/** Every entry with a key in the text, ordered by where it first occurs. */
export function allMatches<T extends { keys: readonly string[] }>(text: string, entries: readonly T[]): T[] {
  const found: { entry: T; at: number; len: number }[] = [];
  for (const entry of entries) {
    let at = -1;
    let len = 0;
    for (const key of entry.keys) {
      if (hasPhrase(text, key)) {
        const i = text.indexOf(key);
        if (at < 0 || key.length > len) {
          at = i;
          len = key.length;
        }
      }
    }
    if (at >= 0) found.push({ entry, at, len });
  }
  return found.sort((a, b) => a.at - b.at || b.len - a.len).map((f) => f.entry);
}

export function anyPhrase(text: string, phrases: readonly string[]): boolean {
  return phrases.some((p) => hasPhrase(text, p));
}

/** °F to °C, rounded to the whole degree as thermometers show. */
export const fToC = (f: number) => Math.round(((f - 32) * 5) / 9);
export const cToF = (c: number) => Math.round((c * 9) / 5 + 32);

/** Counting words a cook types ('for eight', 'two dozen'), shared by scaling and the conversions. */
export const COUNT_WORDS: Readonly<Record<string, number>> = {
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  fifteen: 15,
  twenty: 20,
  thirty: 30,
  forty: 40,
  fifty: 50,
  dozen: 12,
};

/** Number words cooks type for an amount ('two eggs', 'half a cup'), shared by the conversions and the swaps. */
export const NUMBER_WORDS: Readonly<Record<string, number>> = {
  a: 1,
  an: 1,
  ...Object.fromEntries(Object.entries(COUNT_WORDS).filter(([w]) => w !== 'dozen')),
  half: 0.5,
  quarter: 0.25,
};
