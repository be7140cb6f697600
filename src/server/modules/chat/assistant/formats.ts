// How table entries read as answers: shared by the assistant and the knowledge index.

import { FOODKEEPER_SOURCE, type StorageTime } from './knowledge/storage';
import type { Substitution } from './knowledge/substitutions';
import { FSIS_SOURCE, type SafeTemperature } from './knowledge/temperatures';
import { scaleIngredientLine } from '../../../../shared/kitchen/units';
import { fToC, NUMBER_WORDS } from './text';

export function safeTempText(t: SafeTemperature): string {
  const parts: string[] = [];
  if (t.fahrenheit !== undefined) {
    parts.push(`**${t.food}: ${t.fahrenheit} °F (${fToC(t.fahrenheit)} °C)**${t.note ? `, ${t.note}` : ''}`);
    if (t.restMinutes) parts.push(`, then rest at least **${t.restMinutes} minutes** before carving or eating`);
    parts.push(`. Check with a food thermometer in the thickest part, away from bone (${FSIS_SOURCE}).`);
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

/**
 * 'How much garlic powder for 2 cloves?': the swap worked out for the amount the cook names,
 * when it is counted in the entry's own unit (cloves, eggs, cups, spoons).
 */
/** ' (twice as much)': how the swap's amount compares, when both are counted in the same unit. */
function timesAsMuch(perAmount: string, perUnit: string, amount: string, unit: string): string {
  if (unit.replace(/s$/, '') !== perUnit || /\s|\//.test(amount) || /\s|\//.test(perAmount)) return '';
  const ratio = Number(amount) / Number(perAmount);
  if (ratio === 2) return ' (twice as much)';
  if (ratio === 0.5) return ' (half as much)';
  if (ratio === 1.5) return ' (one and a half times as much)';
  return '';
}

export function substitutionForAmount(s: Substitution, question: string): string {
  const per = /^(\d+(?:\.\d+)?)\s+(?:large\s+)?([a-z]+)/.exec(s.per.toLowerCase());
  if (!per) return '';
  const unit = per[2]!.replace(/s$/, '');
  const ql = question.toLowerCase();
  // 'Same amount?': whether the swap the cook names is one for one, said plainly.
  if (
    /\b(same (amount|quantity|volume|weight)|equal amounts?|1:1|one for one|one-for-one|like for like|ratio)\b/.test(ql)
  ) {
    const named = s.options.find((o) =>
      o
        .toLowerCase()
        .replace(/\([^)]*\)/g, ' ')
        .split(/[^a-z]+/)
        .some((w) => w.length >= 4 && !/^(cups?|packed|with|water|other)$/.test(w) && new RegExp(`\\b${w}`).test(ql)),
    );
    const lead = named && /^(\d+(?:\s+\d\/\d|\/\d)?)\s+([a-z]+)/.exec(named.toLowerCase());
    // Made up to the amount ('+ milk to make 1 cup') or of several parts: no one-for-one verdict.
    if (named && lead && !/\+/.test(named)) {
      const first = s.ingredient.toLowerCase().split(' ')[0]!;
      const what = s.per.toLowerCase().includes(first) ? s.per : `${s.per} ${s.ingredient.toLowerCase()}`;
      const same = lead[1] === per[1] && lead[2]!.replace(/s$/, '') === unit;
      return same
        ? `\n\n**Yes, the same amount**: it swaps one for one (${what} = ${named.replace(/\s*\(.*$/, '')}).`
        : `\n\n**Not the same amount**: for ${what} use ${named}${timesAsMuch(per[1]!, unit, lead[1]!, lead[2]!)}.`;
    }
  }
  const asked = new RegExp(
    String.raw`\b(\d+(?:\.\d+)?|half a|an?|one|two|three|four|five|six)\s+(?:large\s+|fresh\s+|whole\s+)?(${unit}s?)\b`,
  ).exec(question.toLowerCase());
  // '250ml buttermilk' for a swap given per cup: a cup is about 240 ml.
  const ml = unit === 'cup' ? /\b(\d{2,4})\s*(ml|millilit(?:re|er)s?)\b/.exec(question.toLowerCase()) : null;
  if (!asked && !ml) return '';
  const n = ml
    ? Number(ml[1]) / 240
    : /^\d/.test(asked![1]!)
      ? Number(asked![1])
      : NUMBER_WORDS[asked![1]!.replace(/^half a$/, 'half')];
  if (!n || !Number.isFinite(n) || n > 100) return '';
  const ratio = n / Number(per[1]);
  const shown = ml ? `${ml[1]} ml` : `${asked![1]} ${asked![2]}`;
  if (Math.abs(ratio - 1) < (ml ? 0.1 : 0.01))
    return ml ? `\n\n**${shown}** is about ${s.per}, so use these amounts as they are.` : '';
  // Only a swap that is one amount scales by its first number ('1/8 tsp garlic powder');
  // '1 tbsp lemon juice + milk to make 1 cup' has two, and scaling one of them is wrong.
  // A note in brackets ('(3 parts fresh = 1 part dried)') is not a second amount.
  const single = s.options.filter(
    (o) => !/[+]|\bto make\b/.test(o) && !/\d/.test(o.replace(/\([^)]*\)/g, '').replace(/^[\d\s/.½¼¾⅓⅔⅛-]+/, '')),
  );
  if (single.length === 0) {
    // '1 tbsp lemon juice + milk to make 1 cup' for 300 ml: the first part scaled, made up to the amount asked.
    const madeUp = s.options
      .map((o) => /^(.+?) \+ (.+?) to make \d[\d/ ]*(?:cups?|ml|tbsp|tsp)\b(.*)$/.exec(o))
      .find((m): m is RegExpExecArray => Boolean(m));
    if (madeUp)
      return `\n\nFor **${shown}**: **${scaleIngredientLine(madeUp[1]!, ratio)} + ${madeUp[2]} to make ${shown}**${madeUp[3]}.`;
    // '1 cup all-purpose flour + 1 1/2 tsp baking powder + 1/4 tsp salt' for 2 cups: every part
    // is an amount, so each is worked out ('3 tsp baking powder'), not left to the cook to double.
    const summed = s.options.find(
      (o) => /\s\+\s/.test(o) && !/\bto make\b/.test(o) && o.split(/\s\+\s/).every((p) => /^[\d½¼¾⅓⅔⅛]/.test(p.trim())),
    );
    if (summed)
      return `\n\nFor **${shown}**: **${summed
        .split(/\s\+\s/)
        .map((p) => scaleIngredientLine(p.trim(), ratio))
        .join(' + ')}**.`;
    const times = ratio === 2 ? 'double' : ratio === 3 ? 'triple' : ratio === 0.5 ? 'halve' : '';
    return times ? `\n\nFor **${shown}**, ${times} these amounts.` : '';
  }
  return `\n\nFor **${shown}**: ${single
    .slice(0, 2)
    .map((o) => `**${scaleIngredientLine(o, ratio)}**`)
    .join(', or ')}.`;
}

export function capitalize(s: string): string {
  return s.charAt(0).toUpperCase() + s.slice(1);
}
