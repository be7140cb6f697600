// A recipe pasted as plain text: a title, ingredient lines and steps, with or without headings.
import { parseQuantity } from '../../../shared/kitchen/units';
import { INGREDIENT_HEADING, METHOD_HEADING } from './markup';
import { normalizeSpace } from './html';
import { emptyRaw, finishRecipe, SERVINGS_LINE, type ImportResult, type RawStep } from './normalize';
import { noRecipe } from './extract';

const NO_RECIPE_IN_TEXT =
  'Chowdr could not find ingredients in this text. Put the ingredient lines under a line that says "Ingredients" and the steps under "Method", one per line, and try again.';

const YIELD = /^(?:serves|servings|yield|yields|makes|portions?|f[üu]r|pour|para|voor|porzioni|portionen)\b\s*:?\s*\d/i;
// A time line is a label with a colon or the word 'time', then a number ('Cook time: 30 min');
// 'Cook the pasta for 10 minutes.' is a step.
const TOTAL =
  /^(?:total time\s*:?|total\s*:|ready in\s*:?|gesamtzeit\s*:?|temps total\s*:?|tiempo total\s*:?|totale tijd\s*:?)\s*(.*\d.*)$/i;
const COOK =
  /^(?:cook(?:ing)? time\s*:?|cook(?:ing)?\s*:|kochzeit\s*:?|cuisson\s*:|bereidingstijd\s*:?|tiempo de cocci[óo]n\s*:?)\s*(.*\d.*)$/i;
const PREP =
  /^(?:prep(?:aration)? time\s*:?|prep(?:aration)?\s*:|vorbereitung(?:szeit)?\s*:?|temps de pr[ée]paration\s*:?|voorbereiding\s*:?)\s*(.*\d.*)$/i;
const CUISINE = /^(?:cuisine|k[üu]che|keuken|cocina|cozinha)\s*:\s*(.+)$/i;
const CATEGORY = /^(?:course|category|meal|kategorie|cat[ée]gorie|categor[íi]a|gang)\s*:\s*(.+)$/i;

const BULLET = /^\s*(?:[-–—•*·▢☐□◦▪●○]|\d{1,2}[.)])\s+/;
const UNIT_WORD =
  /^\s*(?:[\d½¼¾⅓⅔⅛]+(?:[.,/]\d+)?\s*(?:g|kg|ml|l|cl|dl|oz|lb|lbs|cups?|tbsp|tsp|tablespoons?|teaspoons?|el|tl|cs|cc|pinch|cloves?|cans?|tins?|eggs?|stück|snuf|prise)\b|(?:a|an|one|some|pinch|handful)\s)/i;

/** Does a line look like an ingredient (short, starts with an amount) rather than a step? */
function looksLikeIngredient(line: string): boolean {
  const t = line.replace(BULLET, '');
  if (t.length > 90) return false;
  if (/[.!?]\s+\S/.test(t)) return false;
  return parseQuantity(t) !== null || UNIT_WORD.test(t) || (/^\s*[-–•*·]/.test(line) && t.split(' ').length <= 6);
}

export function extractFromText(input: string): ImportResult {
  const lines = input
    .replace(/\r\n?/g, '\n')
    .split('\n')
    .map((l) => normalizeSpace(l))
    .filter((l) => l.length > 0);
  const raw = emptyRaw('text');
  const ingredients: string[] = [];
  const steps: RawStep[] = [];
  let section: 'head' | 'ingredients' | 'steps' = 'head';
  const loose: string[] = [];
  for (const line of lines.slice(0, 2000)) {
    if (INGREDIENT_HEADING.test(line)) {
      section = 'ingredients';
      continue;
    }
    if (METHOD_HEADING.test(line)) {
      section = 'steps';
      continue;
    }
    if ((YIELD.test(line) || SERVINGS_LINE.test(line)) && line.length < 60) {
      raw.yields.push(line);
      continue;
    }
    const meta = [TOTAL, COOK, PREP, CUISINE, CATEGORY].map((re) => re.exec(line));
    if (line.length < 60 && meta.some(Boolean)) {
      if (meta[0]) raw.totalTime ??= meta[0][1];
      if (meta[1]) raw.cookTime ??= meta[1][1];
      if (meta[2]) raw.prepTime ??= meta[2][1];
      if (meta[3]) raw.cuisine.push(meta[3][1]!);
      if (meta[4]) raw.category.push(meta[4][1]!);
      continue;
    }
    if (section === 'head') {
      if (!raw.name && !looksLikeIngredient(line) && line.length <= 120) raw.name = line;
      else loose.push(line);
    } else if (section === 'ingredients') {
      ingredients.push(line);
    } else {
      const heading = /[:：]$/.test(line) && line.length <= 60;
      steps.push(heading ? { heading: line } : { text: line });
    }
  }
  if (ingredients.length === 0) {
    // No headings: lines with amounts are ingredients, sentences are steps.
    for (const line of loose) {
      if (looksLikeIngredient(line)) ingredients.push(line);
      else if (ingredients.length === 0 && !raw.description && line.length > 40) raw.description = line;
      else steps.push({ text: line });
    }
  } else {
    // Text between the title and the ingredients is the description.
    if (loose.length) raw.description = loose.join(' ');
  }
  raw.ingredients = ingredients;
  raw.instructions = steps;
  const result = finishRecipe(raw, {});
  if (!result) throw noRecipe(NO_RECIPE_IN_TEXT);
  return result;
}
