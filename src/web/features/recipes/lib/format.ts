/** 'italian' -> 'Italian', 'mediterranean dinner' -> 'Mediterranean Dinner'. */
export function titleCase(text: string): string {
  return text.replace(/(^|[\s-])(\p{L})/gu, (_m, sep: string, ch: string) => sep + ch.toUpperCase());
}

/** 45 -> '45 min', 60 -> '1 hr', 95 -> '1 hr 35 min'. */
export function formatMinutes(minutes: number): string {
  if (minutes < 60) return `${minutes} min`;
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  return m ? `${h} hr ${m} min` : `${h} hr`;
}

export function servingsLabel(servings: number): string {
  return servings === 1 ? 'Serves 1' : `Serves ${servings}`;
}

/** Nutrition numbers as printed: whole kcal, grams to one decimal. */
export function formatGrams(value: number): string {
  return `${Number(value.toFixed(1))} g`;
}
