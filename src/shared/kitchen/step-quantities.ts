// Quantities inside recipe steps, marked so a card can scale them with its serving factor.
//
// The built-in engine wraps each amount it writes into a step ('Heat 1 1/2 tbsp olive oil')
// between two WORD JOINER characters (U+2060): invisible and zero-width wherever the text is
// shown raw (saved recipes, admin views, the model's plain strings), so stored instructions stay
// human-readable, while `scaleStepText` finds the marked amount and scales it like an
// ingredient line. Steps without marks (model output, older saved recipes) are left as they are.

import { scaleIngredientLine } from './units';

export const QUANTITY_MARK = '\u2060';
const MARKED = /\u2060([^\u2060]*)\u2060/g;

/** Wraps an amount with its ingredient ('2 tbsp olive oil') as a scalable quantity. */
export function markQuantity(text: string): string {
  return `${QUANTITY_MARK}${text}${QUANTITY_MARK}`;
}

/** The step with its marked amounts scaled by `factor` and the marks removed. */
export function scaleStepText(step: string, factor: number): string {
  if (!step.includes(QUANTITY_MARK)) return step;
  return step.replace(MARKED, (_, inner: string) => scaleIngredientLine(inner, factor)).replaceAll(QUANTITY_MARK, '');
}

/** The step as plain text (marks removed, amounts unchanged). */
export function stripQuantityMarks(step: string): string {
  return step.replaceAll(QUANTITY_MARK, '');
}
