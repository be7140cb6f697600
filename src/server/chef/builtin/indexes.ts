// Indexes built once at module load: the catalogue by role, category, cuisine and kind,
// and every pattern slot's candidate list. Generation only reads these.

import { CULINARY_ROLES, CUISINES, INGREDIENT_CATEGORIES } from '../../../shared/kitchen/types';
import type { Cuisine, CulinaryRole, IngredientCategory } from '../../../shared/kitchen/types';
import type { Kind } from './ingredient-kinds';
import { INFO_BY_ID, INGREDIENTS, type IngredientInfo } from './ingredients';
import type { Pick, Slot } from './model';
import { PATTERNS } from './patterns';
import { ACCENTS } from './accents';

function groupBy<K>(keys: readonly K[], keysOf: (i: IngredientInfo) => Iterable<K>): Map<K, IngredientInfo[]> {
  const map = new Map<K, IngredientInfo[]>(keys.map((k) => [k, []]));
  for (const info of INGREDIENTS) {
    for (const k of keysOf(info)) {
      let list = map.get(k);
      if (!list) map.set(k, (list = []));
      list.push(info);
    }
  }
  return map;
}

export const BY_ROLE: ReadonlyMap<CulinaryRole, IngredientInfo[]> = groupBy(CULINARY_ROLES, (i) => i.roles);
export const BY_CATEGORY: ReadonlyMap<IngredientCategory, IngredientInfo[]> = groupBy(INGREDIENT_CATEGORIES, (i) => [
  i.ing.category,
]);
/** Ingredients tagged for a cuisine; universal ones (no cuisines) are under 'universal'. */
export const BY_CUISINE: ReadonlyMap<Cuisine | 'universal', IngredientInfo[]> = groupBy<Cuisine | 'universal'>(
  [...CUISINES, 'universal'],
  (i) => (i.cuisines.size ? i.cuisines : ['universal']),
);
export const BY_KIND: ReadonlyMap<Kind, IngredientInfo[]> = groupBy<Kind>([], (i) => i.kinds);

/** The catalogue entries a pick allows, in catalogue order. */
export function resolvePick(pick: Pick): IngredientInfo[] {
  const chosen = new Set<IngredientInfo>();
  for (const id of pick.ids ?? []) {
    const info = INFO_BY_ID.get(id);
    if (info) chosen.add(info);
  }
  const fromKinds = new Set<IngredientInfo>();
  for (const kind of pick.kinds ?? []) for (const info of BY_KIND.get(kind) ?? []) fromKinds.add(info);
  for (const info of fromKinds) {
    if (pick.roles && !pick.roles.some((r) => info.roles.has(r))) continue;
    if (pick.categories && !pick.categories.includes(info.ing.category)) continue;
    // Methods guard kind-based picks only: explicit ids were chosen by hand.
    if (pick.methods && !pick.methods.some((m) => info.methods.has(m))) continue;
    chosen.add(info);
  }
  return INGREDIENTS.filter(
    (info) => chosen.has(info) && !pick.exclude?.includes(info.id) && !pick.not?.some((k) => info.kinds.has(k)),
  );
}

const SLOT_CANDIDATES = new Map<Slot, readonly IngredientInfo[]>();
for (const pattern of PATTERNS) for (const slot of pattern.slots) SLOT_CANDIDATES.set(slot, resolvePick(slot.pick));

/** Precomputed candidates of a pattern slot (any slot object works; unknown ones are resolved on the fly). */
export function candidatesFor(slot: Slot): readonly IngredientInfo[] {
  let list = SLOT_CANDIDATES.get(slot);
  if (!list) SLOT_CANDIDATES.set(slot, (list = resolvePick(slot.pick)));
  return list;
}

/** Accents whose items all exist in the catalogue (checked once). */
export const USABLE_ACCENTS = ACCENTS.filter((a) => a.items.every((item) => INFO_BY_ID.has(item.id)));

/** Title words -> ingredient, longest first, to recognise the main ingredient of a liked/disliked title. */
export const TITLE_NAMES: readonly [string, IngredientInfo][] = INGREDIENTS.flatMap((info) => {
  const names = new Set([info.titleName.toLowerCase(), info.textName.toLowerCase()]);
  return [...names].filter((n) => n.length >= 3).map((n): [string, IngredientInfo] => [n, info]);
}).sort((a, b) => b[0].length - a[0].length);
