import type { Frequency, PantryItem } from '../../../../shared/api/pantry';

/* The pantry edits, as pure operations for the save queue (each maps the full list to the next). */

/** Adds the ingredients not already in the pantry, dated now, with one frequency. */
export function addIngredients(ids: readonly string[], frequency: Frequency, now: Date = new Date()) {
  const addedDate = now.toISOString();
  return (items: PantryItem[]): PantryItem[] => {
    const present = new Set(items.map((item) => item.ingredientId));
    const added: PantryItem[] = [];
    for (const ingredientId of ids) {
      if (present.has(ingredientId)) continue;
      present.add(ingredientId);
      added.push({ ingredientId, frequency, addedDate });
    }
    return added.length ? [...items, ...added] : items;
  };
}

export function removeIngredient(id: string) {
  return (items: PantryItem[]): PantryItem[] => items.filter((item) => item.ingredientId !== id);
}

/** Puts a removed item back as it was (Undo), unless it is in the pantry again already. */
export function restoreIngredient(restored: PantryItem) {
  return (items: PantryItem[]): PantryItem[] =>
    items.some((item) => item.ingredientId === restored.ingredientId) ? items : [...items, restored];
}

export function setFrequency(id: string, frequency: Frequency) {
  return (items: PantryItem[]): PantryItem[] =>
    items.map((item) => (item.ingredientId === id && item.frequency !== frequency ? { ...item, frequency } : item));
}

/** Same items with the same frequencies (order and dates aside). */
export function samePantry(a: readonly PantryItem[], b: readonly PantryItem[]): boolean {
  if (a.length !== b.length) return false;
  const frequencies = new Map(a.map((item) => [item.ingredientId, item.frequency]));
  return b.every((item) => frequencies.get(item.ingredientId) === item.frequency);
}
