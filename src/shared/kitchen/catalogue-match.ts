// Reading which catalogue food an ingredient phrase names, and the kitchen's unit factors.
// Shared by the shopping list (merging) and the measurement view (densities per food).

import { CATALOGUE } from './catalogue';
import type { CatalogueIngredient } from './types';
import { unitId } from './units';

/** Grams per mass unit. */
export const MASS_G: Record<string, number> = { g: 1, kg: 1000, oz: 28.3495, lb: 453.592 };
/** Millilitres per volume unit (US kitchen measures). */
export const VOLUME_ML: Record<string, number> = {
  ml: 1,
  l: 1000,
  tsp: 4.92892,
  tbsp: 14.7868,
  cup: 236.588,
  floz: 29.5735,
  pint: 473.176,
  quart: 946.353,
  pinch: 0.31,
  dash: 0.62,
};

// ---------------------------------------------------------------------------
// Catalogue matching

const NON_ASCII = /[\u0080-\uffff]/;
const stripAccents = (text: string) =>
  NON_ASCII.test(text) ? text.normalize('NFD').replace(/[\u0300-\u036f]/g, '') : text;

/** Lower case, words singular: 'Tomatoes' and 'tomato' meet. */
function normWord(w: string): string {
  if (w.length <= 3) return w;
  const last = w.charCodeAt(w.length - 1);
  if (last !== 115 /* s */) return w;
  if (w.endsWith('ies')) return `${w.slice(0, -3)}y`;
  if (w.endsWith('leaves')) return `${w.slice(0, -6)}leaf`;
  if (/(?:oes|ches|shes|xes)$/.test(w)) return w.slice(0, -2);
  if (!w.endsWith('ss') && !w.endsWith('us')) return w.slice(0, -1);
  return w;
}

/** Lower case, accents off ('Jalapeños' meets 'jalapeno'), punctuation out, words singular. */
function words(text: string): string[] {
  const out: string[] = [];
  for (const w of stripAccents(text.toLowerCase()).split(/[^a-z0-9']+/)) if (w) out.push(normWord(w));
  return out;
}

const MAX_NAME_WORDS = 5;
const BY_PHRASE = new Map<string, CatalogueIngredient>();
for (const ing of CATALOGUE) {
  for (const name of [ing.name, ...ing.synonyms, ing.id.replace(/-/g, ' ')]) {
    const key = words(name).join(' ');
    // The first (canonical) owner of a phrase keeps it.
    if (key && !BY_PHRASE.has(key)) BY_PHRASE.set(key, ing);
  }
}

/** The catalogue ingredient named in a phrase: the longest run of words that is a name or synonym. */
export function matchCatalogue(phrase: string): CatalogueIngredient | undefined {
  const w = words(phrase);
  for (let len = Math.min(MAX_NAME_WORDS, w.length); len >= 1; len--) {
    for (let i = 0; i + len <= w.length; i++) {
      const hit = BY_PHRASE.get(w.slice(i, i + len).join(' '));
      if (hit) return hit;
    }
  }
  return undefined;
}

/** Grams per ml when the catalogue measures the food by a volume unit (a cup of rice weighs 185 g). */
export function densityOf(ing: CatalogueIngredient | undefined): number | undefined {
  if (!ing) return undefined;
  const id = unitId(ing.unit.name);
  const ml = id ? VOLUME_ML[id] : undefined;
  return ml ? ing.unit.grams / ml : undefined;
}
