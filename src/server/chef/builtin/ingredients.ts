// What the engine knows about each catalogue ingredient beyond the catalogue's own tags: its kinds
// and diet (ingredient-kinds.ts) and its names (ingredient-names.ts), indexed once at module load
// so that generation only reads these indexes.

import { CATALOGUE } from '../../../shared/kitchen/catalogue';
import type { CatalogueIngredient, CookingMethod, Cuisine, CulinaryRole } from '../../../shared/kitchen/types';
import { classify, type Diet, type Kind } from './ingredient-kinds';
import { namesOf, stepNameOf, textNameOf, titleNameOf } from './ingredient-names';

export interface IngredientInfo {
  ing: CatalogueIngredient;
  id: string;
  kinds: ReadonlySet<Kind>;
  diet: Diet;
  /** For titles: 'Chicken', 'Chickpea'. */
  titleName: string;
  /** For ingredient lines: 'chicken breast'. */
  textName: string;
  /** For steps, once the line has named it: 'chicken'. */
  stepName: string;
  /** Every lower-case name people may type for it (name, synonyms, id with spaces, singular/plural). */
  names: string[];
  roles: ReadonlySet<CulinaryRole>;
  methods: ReadonlySet<CookingMethod>;
  cuisines: ReadonlySet<Cuisine>;
}

function build(ing: CatalogueIngredient): IngredientInfo {
  const { kinds, diet } = classify(ing);
  return {
    ing,
    id: ing.id,
    kinds,
    diet,
    titleName: titleNameOf(ing),
    textName: textNameOf(ing),
    stepName: stepNameOf(ing),
    names: namesOf(ing),
    roles: new Set(ing.roles),
    methods: new Set(ing.methods),
    cuisines: new Set(ing.cuisines),
  };
}

export const INGREDIENTS: readonly IngredientInfo[] = CATALOGUE.map(build);
export const INFO_BY_ID: ReadonlyMap<string, IngredientInfo> = new Map(INGREDIENTS.map((i) => [i.id, i]));

/** Exact lower-case name -> ingredient; first catalogue entry wins on clashes. */
const BY_NAME = new Map<string, IngredientInfo>();
for (const info of INGREDIENTS) for (const n of info.names) if (!BY_NAME.has(n)) BY_NAME.set(n, info);
/** Names sorted longest first, for finding an ingredient inside a longer line. */
const NAMES_LONGEST_FIRST = [...BY_NAME.keys()].filter((n) => n.length >= 3).sort((a, b) => b.length - a.length);

/** Resolves what a person typed ('Garbanzo beans', 'chicken-breast', 'Tomatoes') to a catalogue entry. */
export function findIngredient(text: string): IngredientInfo | undefined {
  const t = text.toLowerCase().replace(/[-_]/g, ' ').replace(/\s+/g, ' ').trim();
  if (!t) return undefined;
  return INFO_BY_ID.get(text.trim().toLowerCase()) ?? BY_NAME.get(t);
}

/**
 * Finds the catalogue ingredient named inside a recipe's ingredient line
 * ('200 g chicken breast, diced' -> chicken-breast), longest name first.
 */
export function findIngredientInLine(line: string): IngredientInfo | undefined {
  const t = ` ${line
    .toLowerCase()
    .replace(/[^a-z0-9\s-]/g, ' ')
    .replace(/-/g, ' ')
    .replace(/\s+/g, ' ')} `;
  for (const n of NAMES_LONGEST_FIRST) {
    if (t.includes(` ${n} `)) return BY_NAME.get(n);
  }
  return undefined;
}

/** Vegetarian: no meat or fish (incl. stocks and fish sauce). */
export const isVegetarian = (i: IngredientInfo): boolean => !i.diet.meat && !i.diet.fish;
/** Vegan: vegetarian and no dairy, eggs or honey. */
export const isVegan = (i: IngredientInfo): boolean => isVegetarian(i) && !i.diet.dairy && !i.diet.egg && !i.diet.honey;
