import type { AppError } from '../../../plugins/errors';
import { extractFromHtml } from '../extract';
import { extractFromText } from '../text-paste';
import type { ImportResult } from '../normalize';
import type { CorpusCase } from './types';

export interface CaseScore {
  id: string;
  /** Title, every ingredient line and every step as expected (or, for a page without one, a clear 422). */
  complete: boolean;
  /** Complete, and servings, time, meal type, cuisine and calories as expected where the case names them. */
  fieldsRight: boolean;
  problems: string[];
  result?: ImportResult;
}

/** Imports one corpus case and compares it with what a cook expects. */
export async function scoreCase(c: CorpusCase): Promise<CaseScore> {
  let result: ImportResult | undefined;
  let error: AppError | undefined;
  try {
    result = c.text !== undefined ? extractFromText(c.text) : await extractFromHtml(c.html!, c.url);
  } catch (err) {
    error = err as AppError;
  }
  const problems: string[] = [];
  if (!c.expect) {
    if (!error || error.code !== 'NO_RECIPE_FOUND')
      problems.push(`expected NO_RECIPE_FOUND, got ${error?.message ?? result?.recipe.title}`);
    return { id: c.id, complete: problems.length === 0, fieldsRight: problems.length === 0, problems, result };
  }
  if (!result) return { id: c.id, complete: false, fieldsRight: false, problems: [`no recipe: ${error?.message}`] };
  const r = result.recipe;
  const e = c.expect;
  if (r.title !== e.title) problems.push(`title ${JSON.stringify(r.title)} != ${JSON.stringify(e.title)}`);
  const list = (name: string, got: string[], want: string[]) => {
    if (JSON.stringify(got) !== JSON.stringify(want))
      problems.push(`${name}: got ${JSON.stringify(got)} want ${JSON.stringify(want)}`);
  };
  list('ingredients', r.ingredients, e.ingredients);
  list('instructions', r.instructions, e.instructions);
  const complete = problems.length === 0;
  if (e.servings !== undefined && r.servings !== e.servings) problems.push(`servings ${r.servings} != ${e.servings}`);
  if (e.cookingTime !== undefined && r.cookingTime !== e.cookingTime)
    problems.push(`cookingTime ${r.cookingTime} != ${e.cookingTime}`);
  if (e.mealType !== undefined && r.mealType !== e.mealType) problems.push(`mealType ${r.mealType} != ${e.mealType}`);
  if (e.cuisine !== undefined && r.cuisine !== e.cuisine) problems.push(`cuisine ${r.cuisine} != ${e.cuisine}`);
  if (e.calories !== undefined && r.nutrition.calories !== e.calories)
    problems.push(`calories ${r.nutrition.calories} != ${e.calories}`);
  return { id: c.id, complete, fieldsRight: problems.length === 0, problems, result };
}
