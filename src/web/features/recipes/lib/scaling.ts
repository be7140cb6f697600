import { parseIngredientLine, scaleIngredientLine } from '../../../../shared/kitchen/units';
import { scaleStepText } from '../../../../shared/kitchen/step-quantities';
import { convertIngredientLine, convertStepText, type MeasurementView } from '../../../../shared/kitchen/measurements';

// Spec section 9: the serving scale goes from 0.5x to 4x in steps of 0.5; a recipe without servings counts as 4.
export const SCALE_MIN = 0.5;
export const SCALE_MAX = 4;
export const SCALE_STEP = 0.5;
export const DEFAULT_BASE_SERVINGS = 4;

export function clampScale(factor: number): number {
  const stepped = Math.round(factor / SCALE_STEP) * SCALE_STEP;
  return Math.min(SCALE_MAX, Math.max(SCALE_MIN, stepped));
}

/** Displayed servings: base servings (4 when missing) times the factor, rounded. */
export function scaledServings(base: number | null | undefined, factor: number): number {
  const servings = base && base > 0 ? base : DEFAULT_BASE_SERVINGS;
  return Math.round(servings * factor);
}

/**
 * Every ingredient line with its quantity scaled ('1 1/2 cups rice' x2 = '3 cups rice') and, given the
 * cook's view, shown in their units ('1 1/2 cups rice' x2 in metric = '555 g rice'; issue 29).
 */
export function scaleIngredients(lines: readonly string[], factor: number, view?: MeasurementView): string[] {
  if (view) return lines.map((line) => convertIngredientLine(line, view.unitSystem, factor));
  return lines.map((line) => scaleIngredientLine(line, factor));
}

/**
 * Every step with its marked quantities scaled ('Heat 1 1/2 tbsp olive oil' x2 = 'Heat 3 tbsp olive oil').
 * The built-in engine marks amounts in its steps; unmarked steps (a model's, older saved recipes) stay as written.
 */
export function scaleSteps(steps: readonly string[], factor: number, view?: MeasurementView): string[] {
  if (view) return steps.map((step) => convertStepText(step, view, factor));
  return steps.map((step) => scaleStepText(step, factor));
}

/** Notes the engine wrote about how the options were honoured; absent until the shared schema carries them. */
export function recipeNotes(recipe: object): string[] {
  const notes = (recipe as { notes?: unknown }).notes;
  return Array.isArray(notes)
    ? notes.filter((n): n is string => typeof n === 'string' && n.trim().length > 0).slice(0, 8)
    : [];
}

/** '1x', '1.5x', '0.5x'. */
export function formatFactor(factor: number): string {
  return `${Number(factor.toFixed(2))}x`;
}

/** The ingredient without its amount or preparation: '80 g mozzarella, torn' -> 'mozzarella'. */
export function ingredientName(line: string): string {
  const rest = parseIngredientLine(line).rest;
  const name = rest.split(/[,(]/)[0]?.trim() ?? '';
  return name || line.trim();
}
