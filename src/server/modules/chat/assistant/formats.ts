// How table entries read as answers: shared by the assistant and the knowledge index.

import { FOODKEEPER_SOURCE, type StorageTime } from './knowledge/storage';
import type { Substitution } from './knowledge/substitutions';
import { FSIS_SOURCE, type SafeTemperature } from './knowledge/temperatures';
import { fToC } from './text';

export function safeTempText(t: SafeTemperature): string {
  const parts: string[] = [];
  if (t.fahrenheit !== undefined) {
    parts.push(`**${t.food}: ${t.fahrenheit} °F (${fToC(t.fahrenheit)} °C)**${t.note ? `, ${t.note}` : ''}`);
    if (t.restMinutes) parts.push(`, then rest at least **${t.restMinutes} minutes** before carving or eating`);
    parts.push(`. Measure in the thickest part, away from bone (${FSIS_SOURCE}).`);
  } else {
    parts.push(`**${t.food}:** ${t.note} (${FSIS_SOURCE}).`);
  }
  return parts.join('');
}

export function storageText(s: StorageTime): string {
  const parts = [`**${s.food}**: fridge **${s.fridge}**, freezer **${s.freezer}**`];
  if (s.pantry) parts.push(`, room temperature ${s.pantry}`);
  parts.push(
    `.${s.note ? ` ${capitalize(s.note)}.` : ''} Keep the fridge at 40 °F (4 °C) or colder and the freezer at 0 °F (-18 °C); frozen food stays safe indefinitely, the freezer time is for best quality (${FOODKEEPER_SOURCE}).`,
  );
  return parts.join('');
}

export function substitutionText(s: Substitution): string {
  const first = s.ingredient.toLowerCase().split(' ')[0]!;
  const what = s.per.toLowerCase().includes(first) ? s.per : `${s.per} ${s.ingredient.toLowerCase()}`;
  return [
    `Instead of **${what}**, use one of:`,
    '',
    ...s.options.map((o) => `- ${o}`),
    ...(s.note ? ['', s.note] : []),
  ].join('\n');
}

export function capitalize(s: string): string {
  return s.charAt(0).toUpperCase() + s.slice(1);
}
