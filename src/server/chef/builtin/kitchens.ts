// What each cuisine's kitchen cooks with beyond its dish patterns: its cheeses, and the seasonings
// (and grains) that carry one cuisine's flavour. A dish takes only what its cuisine's kitchen uses.

import type { Cuisine } from '../../../shared/kitchen/types';
import type { IngredientInfo } from './ingredients';

/**
 * The cheeses each kitchen cooks with: Japanese and Asian none, Indian paneer, American every western
 * cheese; the rest their own and their neighbours' (parmesan in a French gratin, feta in Greek food).
 * A dish takes only its cuisine's cheeses: no gruyère in aglio e olio, no goat cheese in a Mexican omelette.
 */
const WESTERN_CHEESES = [
  'parmesan',
  'pecorino',
  'mozzarella',
  'ricotta',
  'mascarpone',
  'feta',
  'halloumi',
  'cheddar',
  'gruyere',
  'goat-cheese',
  'cream-cheese',
  'cotija',
  'monterey-jack',
  'brie',
  'blue-cheese',
];
const ITALIAN_CHEESES = ['parmesan', 'pecorino', 'mozzarella', 'ricotta', 'mascarpone', 'blue-cheese', 'goat-cheese'];
export const KITCHEN_CHEESES: Readonly<Record<Cuisine, ReadonlySet<string>>> = {
  japanese: new Set(),
  asian: new Set(),
  indian: new Set(['paneer']),
  italian: new Set(ITALIAN_CHEESES),
  mediterranean: new Set([...ITALIAN_CHEESES, 'feta', 'halloumi']),
  french: new Set(['gruyere', 'brie', 'goat-cheese', 'blue-cheese', 'parmesan', 'cream-cheese', 'mascarpone']),
  mexican: new Set(['cotija', 'monterey-jack', 'cheddar', 'cream-cheese']),
  american: new Set(WESTERN_CHEESES),
} as Record<Cuisine, ReadonlySet<string>>;

/**
 * Seasonings, cured meats and grains that carry one cuisine's flavour: tahini in a Japanese bowl or herbes de
 * Provence in Mexican wraps make another cuisine's dish. American cooking borrows them freely.
 */
const SIGNATURE: Readonly<Record<string, readonly Cuisine[]>> = {
  'herbes-de-provence': ['french'],
  'garam-masala': ['indian'],
  gochujang: ['asian'],
  kimchi: ['asian'],
  'fish-sauce': ['asian'],
  'miso-paste': ['japanese', 'asian'],
  wasabi: ['japanese', 'asian'],
  zaatar: ['mediterranean'],
  sumac: ['mediterranean'],
  tahini: ['mediterranean'],
  'chipotle-in-adobo': ['mexican'],
  tomatillos: ['mexican'],
  jicama: ['mexican'],
  // Cured meats of a few kitchens: pancetta in a Japanese omelette is an Italian breakfast.
  pancetta: ['italian', 'french', 'mediterranean'],
  prosciutto: ['italian', 'french', 'mediterranean'],
  'italian-sausage': ['italian', 'mediterranean'],
  chorizo: ['mexican', 'mediterranean'],
  couscous: ['mediterranean', 'italian'],
  bulgur: ['mediterranean', 'italian'],
};
const GRAINS = new Set(['couscous', 'bulgur']);

/** A seasoning of another cuisine's kitchen (or its grain, named in the title). */
export function foreignSignature(info: IngredientInfo, cuisine: Cuisine): boolean {
  const home = SIGNATURE[info.id];
  if (!home || home.includes(cuisine)) return false;
  return cuisine !== 'american' || GRAINS.has(info.id);
}

/** A cheese the cuisine's kitchen does not use (its catalogue entry is a cheese of another kitchen). */
export function foreignCheese(info: IngredientInfo, cuisine: Cuisine): boolean {
  const own = KITCHEN_CHEESES[cuisine];
  return Boolean(own) && info.kinds.has('cheese') && !own.has(info.id) && !info.cuisines.has(cuisine);
}
