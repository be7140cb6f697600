// Rule: a special ingredient is part of the dish. It is listed and either named in the title or
// cooked in a step of its own, not bolted on with a stock sentence ('...then add it to the dish',
// 'serve it alongside', 'Scatter the X over the top'). When no dish of the request can hold it, the
// card's notes say so.

import { CATALOGUE } from '../../../shared/kitchen/catalogue';
import { GENERIC_FOODS, hasWords, singular } from './lexicon';
import type { Finding, Reading } from './types';

/** The stock sentences that add an ingredient without cooking it into the dish. */
const BOLTED_ON =
  /\b(serve it alongside|add it to the dish|fold it into the mixture|add it with the other fillings|over the top just before serving|into the mixture\.|let it warm through|through just before serving|have the [a-z' -]+ ready)/;

/** Every name the cook's words may take on the card: as typed, the catalogue's name, synonyms, head word. */
export function specialNames(special: string): string[] {
  const s = special.toLowerCase().trim();
  const names = new Set([s, singular(s)]);
  const item = CATALOGUE.find(
    (i) =>
      i.name.toLowerCase() === s ||
      i.synonyms.includes(s) ||
      i.name.toLowerCase() === singular(s) ||
      i.synonyms.includes(singular(s)),
  );
  if (item) {
    names.add(item.name.toLowerCase());
    for (const syn of item.synonyms) if (syn.length > 3) names.add(syn);
    // 'Chicken' names chicken breast in a title or step ('Chicken Chopped Salad', 'the chicken').
    for (const word of item.name.toLowerCase().split(' ')) if (GENERIC_FOODS.includes(word)) names.add(word);
  }
  return [...names].filter((n) => n.length > 2);
}

export function specialPlacement(r: Reading): Finding[] {
  const special = r.options.specialIngredient?.trim();
  if (!special) return [];
  const names = specialNames(special);
  const named = (text: string) => names.some((n) => hasWords(text, n));
  const listed = r.lines.some((l) => named(l.raw.toLowerCase()));
  if (!listed) {
    const notes = (r.recipe.notes ?? []).join(' ').toLowerCase();
    return named(notes)
      ? []
      : [
          {
            kind: 'special-ingredient',
            message: `asked for ${special}, which is not in the list, and the notes do not say why`,
          },
        ];
  }
  if (named(r.title)) return [];
  const own = r.steps.some((step) => named(step) && !BOLTED_ON.test(step));
  return own
    ? []
    : [
        {
          kind: 'special-ingredient',
          message: `${special} is bolted on: not in the title and no step cooks it into the dish`,
        },
      ];
}
