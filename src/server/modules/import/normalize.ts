// From what a page said (schema.org fields, plugin markup, headings or pasted text, gathered as a
// RawRecipe) to a recipe Chowdr can save, with a warning for everything guessed, split or left out.
import type { ImportedRecipe } from '../../../shared/api/recipe-import';
import { RECIPE_LIMITS, type RecipeNutrition } from '../../../shared/api/recipes';
import { CUISINES, type Cuisine } from '../../../shared/kitchen/types';
import { MEAL_TYPES, type Difficulty, type MealType } from '../../../shared/kitchen/recipe-options';
import { estimateNutrition } from '../../chef/nutrition';
import { htmlToText, normalizeSpace } from './html';

export type RawStep = { text: string } | { heading: string };

/** A recipe as read from a page, before it is made to fit Chowdr. Strings may still hold HTML. */
export interface RawRecipe {
  via: 'json-ld' | 'microdata' | 'plugin' | 'headings' | 'text';
  name?: string;
  description?: string;
  image?: string;
  /** Lines as written; a group heading is a line ending with ':'. */
  ingredients: string[];
  instructions: RawStep[];
  yields: string[];
  totalTime?: string;
  cookTime?: string;
  prepTime?: string;
  cuisine: string[];
  category: string[];
  keywords: string[];
  nutrition?: Record<string, string>;
}

export const emptyRaw = (via: RawRecipe['via']): RawRecipe => ({
  via,
  ingredients: [],
  instructions: [],
  yields: [],
  cuisine: [],
  category: [],
  keywords: [],
});

export interface ImportResult {
  recipe: ImportedRecipe;
  warnings: string[];
}

// ---------------------------------------------------------------------------
// Times

const HOUR_WORDS = /^(?:h|hrs?|hours?|std\.?|stunden?|heures?|uur|horas?|ore?|timer?)$/i;
const MINUTE_WORDS = /^(?:m|mins?\.?|minutes?|minuten?|minutos?|minuti|minuut|mn)$/i;

/** Minutes in an ISO 8601 duration ('PT1H30M', 'P0DT45M') or a written one ('1 hour 20 mins'). */
export function parseDuration(value: string | undefined): number | undefined {
  if (!value) return undefined;
  const v = normalizeSpace(value);
  const iso =
    /^-?P(?:(\d+(?:[.,]\d+)?)Y)?(?:(\d+(?:[.,]\d+)?)M)?(?:(\d+(?:[.,]\d+)?)W)?(?:(\d+(?:[.,]\d+)?)D)?(?:T(?:(\d+(?:[.,]\d+)?)H)?(?:(\d+(?:[.,]\d+)?)M)?(?:(\d+(?:[.,]\d+)?)S)?)?$/i.exec(
      v,
    );
  if (iso && v.length > 1) {
    const n = (i: number) => Number((iso[i] ?? '0').replace(',', '.'));
    const minutes = n(3) * 7 * 1440 + n(4) * 1440 + n(5) * 60 + n(6) + n(7) / 60;
    return minutes > 0 ? Math.round(minutes) : undefined;
  }
  let minutes = 0;
  let found = false;
  for (const m of v.matchAll(/(\d+(?:[.,]\d+)?)\s*([A-Za-zäöüéèà.]+)/g)) {
    const n = Number(m[1]!.replace(',', '.'));
    if (HOUR_WORDS.test(m[2]!)) {
      minutes += n * 60;
      found = true;
    } else if (MINUTE_WORDS.test(m[2]!)) {
      minutes += n;
      found = true;
    }
  }
  if (!found && /^\d+$/.test(v)) return Number(v) || undefined;
  return found && minutes > 0 ? Math.round(minutes) : undefined;
}

// ---------------------------------------------------------------------------
// Servings

const SERVING_WORDS =
  /serv|portion|person|people|pers\b|personen|personnes|porcion|porções|porcoes|raciones|personas|pessoas|couverts|stück/i;

/**
 * A line that says whom the recipe is for, written among the ingredients: 'Para 4 personas:', 'For 4
 * people:', 'Pour 4 personnes :', 'Für 4 Personen:', 'Voor 4 personen', 'Serves 4:'. It is the yield,
 * not a group heading ('For the sauce:' has no number of people, so it stays a heading).
 */
export const SERVINGS_LINE =
  /^(?:(?:for|para|pour|f[üu]r|voor|per|por)\s+(?:(?:about|approx\.?|ca\.?|environ|unos|unas|ongeveer|etwa)\s+)?\d+(?:\s*(?:[-–]|to|a|à|bis|tot)\s*\d+)?\s*(?:people|persons?|servings?|portions?|personas?|porci[óo]n(?:es)?|raciones|comensales|personnes?|parts|couverts|personen|portionen|pers\.?|porzioni|persone|pessoas?|porç[õo]es|porcoes)|(?:serves|servings|yield|yields|makes|portions?|porciones|raciones|rendimiento|porzioni|portionen)\s*:?\s*\d+)(?![\p{L}\d])[^:：]{0,30}[:：\s]*$/iu;

/** Servings from every recipeYield form: 4, '4', '4 servings', 'Serves 4-6', ['4', '4 portions'], 'Makes 12'. */
export function parseYield(yields: string[]): number | undefined {
  const withNumber = yields.map((y) => normalizeSpace(y)).filter((y) => /\d/.test(y));
  const best = withNumber.find((y) => SERVING_WORDS.test(y)) ?? withNumber[0];
  if (!best) return undefined;
  const m = /(\d+(?:[.,]\d+)?)/.exec(best);
  const n = m ? Math.round(Number(m[1]!.replace(',', '.'))) : NaN;
  return Number.isFinite(n) && n >= 1 ? n : undefined;
}

// ---------------------------------------------------------------------------
// Cuisine and meal type

const CUISINE_WORDS: Record<Cuisine, RegExp> = {
  italian:
    /\b(?:itali\w*|tuscan|sicilian|pasta|risotto|lasagn\w*|pizza|gnocchi|carbonara|bolognese|pesto|tiramis[uù]|focaccia|osso buco)/i,
  mexican:
    /\b(?:mexi\w*|tex-mex|tacos?|enchiladas?|quesadillas?|burritos?|fajitas?|guacamole|salsa verde|chilaquiles|pozole|mole)\b/i,
  japanese: /\b(?:japan\w*|japon\w*|sushi|ramen|miso|teriyaki|udon|soba|tempura|katsu|yakitori|onigiri)\b/i,
  indian:
    /\b(?:indi(?:an|en|sch|a|ano)|curry|masala|tikka|dh?al|biryani|paneer|naan|korma|vindaloo|tandoori|chana|samosas?|pakoras?)\b/i,
  asian:
    /\b(?:asia\w*|asiat\w*|chin\w*|thai\w*|korea\w*|vietnam\w*|indonesi\w*|malays\w*|filipin\w*|stir[- ]?fry|wok|pad thai|pho|kimchi|bibimbap|dumplings?|bao|lo mein|fried rice|satay|rendang)/i,
  french:
    /\b(?:fran[cç]\w*|french|franz\w*|frans\w*|gratin|ratatouille|coq au vin|cr[eê]pes?|quiche|bourguignon|souffl[eé]|cassoulet|tarte tatin|bouillabaisse|proven[cç]al)/i,
  mediterranean:
    /\b(?:mediterr\w*|greek|grec\w*|griech\w*|grieks|spani\w*|espa[nñ]\w*|lebanes\w*|turk\w*|morocc\w*|middle eastern|hummus|falafel|tzatziki|paella|shakshuka|tagine|feta|tabbouleh|moussaka|souvlaki|gazpacho)/i,
  american:
    /\b(?:americ\w*|amerikan\w*|usa|southern|cajun|creole|bbq|barbecue|burgers?|mac (?:and|&|n) cheese|pancakes?|brownies?|cornbread|meatloaf|pot roast|cobbler|chowder|sloppy joes?|cheesesteak)/i,
};

/** The Chowdr cuisine a phrase names, first the explicit ones (so 'Thai curry' is asian, not indian). */
function cuisineIn(text: string, order: readonly Cuisine[] = CUISINES): Cuisine | undefined {
  return order.find((c) => CUISINE_WORDS[c].test(text));
}
// Explicit nationality words win over dish words: check the narrow cuisines first.
const GUESS_ORDER: Cuisine[] = [
  'japanese',
  'indian',
  'mexican',
  'italian',
  'french',
  'mediterranean',
  'asian',
  'american',
];

const MEAL_WORDS: [MealType, RegExp][] = [
  [
    'dessert',
    /\b(?:desserts?|sweets?|baking|cakes?|cookies?|biscuits?|brownies?|tarts?|pies?|puddings?|ice cream|cupcakes?|muffins?|cheesecake|tiramis[uù]|mousse|nachtisch|nachspeise|kuchen|torte|geb[aä]ck|gâteau|gateau|desserts?|p[aâ]tisserie|nagerecht|toetje|taart|postres?|tartas?|sobremesas?|bolos?|dolci|dolce|crumble|cobbler|fudge|macarons?)\b/i,
  ],
  [
    'breakfast',
    /\b(?:breakfast|brunch|pancakes?|waffles?|granola|porridge|oatmeal|overnight oats|omelett?e|smoothie|muesli|french toast|frühstück|fruhstuck|petit[- ]d[eé]jeuner|ontbijt|desayunos?|caf[eé] da manh[aã]|colazione)\b/i,
  ],
  [
    'snack',
    /\b(?:snacks?|appeti[sz]ers?|starters?|side dish(?:es)?|sides?|dips?|finger food|tapas|bites|canap[eé]s|vorspeisen?|beilagen?|entr[eé]es? froides|ap[eé]ritif|voorgerecht|bijgerecht|hapjes|aperitivos?|entrantes|petiscos?|antipast[io])\b/i,
  ],
  [
    'lunch',
    /\b(?:lunch|salads?|sandwich(?:es)?|wraps?|soups?|mittagessen|d[eé]jeuner|almuerzo|almo[cç]o|pranzo|suppen?|soupes?|soep|sopas?|salate?|salades?|ensaladas?)\b/i,
  ],
  [
    'dinner',
    /\b(?:dinner|supper|main(?:s| course| dish(?:es)?)?|entr[eé]es?|hauptgerichte?|hauptspeisen?|abendessen|plats? principa(?:l|ux)|d[iî]ner|hoofdgerechte?n?|diner|avondeten|plato principal|platos? fuertes?|cena|prato principal|jantar|secondi|secondo)\b/i,
  ],
];

function mealTypeIn(text: string): MealType | undefined {
  const lower = text.toLowerCase().trim();
  const exact = MEAL_TYPES.find((m) => m === lower);
  if (exact) return exact;
  return MEAL_WORDS.find(([, re]) => re.test(text))?.[0];
}

// ---------------------------------------------------------------------------
// Nutrition

/** A number from '320 kcal', '12,5 g', '1340 kJ' (converted), or undefined. */
function nutritionNumber(value: string | undefined, kind: 'energy' | 'mass'): number | undefined {
  if (value === undefined) return undefined;
  const m = /(\d+(?:[.,]\d+)?)\s*(kj|kcal|cal|calories|g|mg|grams?)?/i.exec(String(value));
  if (!m) return undefined;
  let n = Number(m[1]!.replace(',', '.'));
  const unit = (m[2] ?? '').toLowerCase();
  if (kind === 'energy' && unit === 'kj') n /= 4.184;
  if (kind === 'mass' && unit === 'mg') n /= 1000;
  return Number.isFinite(n) && n >= 0 ? n : undefined;
}

const round1 = (n: number) => Math.round(n * 10) / 10;

// ---------------------------------------------------------------------------
// Lines and steps

/** Bullets, checkboxes and numbering that pages put before lines. */
const LEAD = /^(?:[-–—•*·▢☐□◦▪●○✓✔]\s*|(?:step\s*)?\d{1,2}[.)]\s+(?=\D))/i;

function cleanLine(s: string): string {
  let t = htmlToText(s);
  for (let i = 0; i < 2 && LEAD.test(t); i++) t = t.replace(LEAD, '');
  return t.trim();
}

/** Splits text longer than `max` at sentence ends, then at ';' or ',', and only then at a space. */
export function splitLong(text: string, max: number = RECIPE_LIMITS.line): string[] {
  if (text.length <= max) return [text];
  const pieces = text.split(/(?<=[.!?。])\s+/);
  const out: string[] = [];
  let cur = '';
  for (const piece of pieces) {
    const parts = piece.length > max ? splitAt(piece, max) : [piece];
    for (const p of parts) {
      if (!cur) cur = p;
      else if (cur.length + 1 + p.length <= max) cur += ` ${p}`;
      else {
        out.push(cur);
        cur = p;
      }
    }
  }
  if (cur) out.push(cur);
  return out;
}

function splitAt(sentence: string, max: number): string[] {
  const out: string[] = [];
  let rest = sentence;
  while (rest.length > max) {
    const window = rest.slice(0, max);
    let cut = Math.max(window.lastIndexOf('; '), window.lastIndexOf(', '));
    if (cut < max / 3) cut = window.lastIndexOf(' ');
    if (cut < max / 3) cut = max - 1;
    out.push(rest.slice(0, cut + 1).trim());
    rest = rest.slice(cut + 1).trim();
  }
  if (rest) out.push(rest);
  return out;
}

const asHeading = (s: string) => {
  const t = s.replace(/[\s:：]+$/, '').trim();
  return t ? `${t}:` : '';
};

// ---------------------------------------------------------------------------

function hostOf(url: string | undefined): string | undefined {
  if (!url) return undefined;
  try {
    return new URL(url).host;
  } catch {
    return undefined;
  }
}

function estimateDifficulty(minutes: number, steps: number, lines: number): Difficulty {
  if (minutes <= 30 && steps <= 6 && lines <= 10) return 'easy';
  if (minutes > 120 || steps > 12 || lines > 18) return 'hard';
  return 'medium';
}

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/**
 * Makes a RawRecipe fit Chowdr's recipe contract. Returns undefined when it has no ingredient
 * lines (not a recipe). Every guess, split or cut is said in `warnings`.
 */
export function finishRecipe(
  raw: RawRecipe,
  opts: { sourceUrl?: string; pageTitle?: string },
): ImportResult | undefined {
  const warnings: string[] = [];

  // Ingredients: kept as written, group headings as 'Heading:' lines.
  const lines: string[] = [];
  for (const line of raw.ingredients) {
    const t = cleanLine(line);
    if (!t) continue;
    // 'Para 4 personas:' among the lines is the yield (the page's own recipeYield, read first, wins).
    if (t.length <= 60 && SERVINGS_LINE.test(t)) {
      raw.yields.push(t);
      continue;
    }
    if (/[:：]$/.test(t) && t.length <= 80) lines.push(asHeading(t));
    else lines.push(...splitLong(t));
  }
  while (lines.length && /:$/.test(lines[lines.length - 1]!)) lines.pop();
  const foodLines = lines.filter((l) => !/:$/.test(l));
  if (foodLines.length === 0) return undefined;

  const steps: string[] = [];
  let split = 0;
  for (const s of raw.instructions) {
    if ('heading' in s) {
      const h = asHeading(cleanLine(s.heading));
      if (h && h.length <= RECIPE_LIMITS.line) steps.push(h);
      continue;
    }
    const t = cleanLine(s.text);
    if (!t) continue;
    const parts = splitLong(t);
    if (parts.length > 1) split++;
    steps.push(...parts);
  }
  while (steps.length && /:$/.test(steps[steps.length - 1]!)) steps.pop();
  if (split > 0) warnings.push(`${plural(split, 'long step was', 'long steps were')} split at sentence ends.`);

  let ingredients = lines;
  if (ingredients.length > RECIPE_LIMITS.ingredients) {
    warnings.push(
      `The recipe has ${ingredients.length} ingredient lines; Chowdr keeps ${RECIPE_LIMITS.ingredients}. The last ${ingredients.length - RECIPE_LIMITS.ingredients} are left out: check them on the page.`,
    );
    ingredients = ingredients.slice(0, RECIPE_LIMITS.ingredients);
  }
  let instructions = steps;
  if (instructions.length > RECIPE_LIMITS.instructions) {
    // Nothing silently lost: the overflow is joined into the last step Chowdr keeps, as far as it fits.
    warnings.push(
      `The recipe has ${instructions.length} steps; Chowdr keeps ${RECIPE_LIMITS.instructions}, so the last ones are left out: check them on the page.`,
    );
    instructions = instructions.slice(0, RECIPE_LIMITS.instructions);
  }
  const host = hostOf(opts.sourceUrl);
  if (instructions.filter((s) => !/:$/.test(s)).length === 0) {
    instructions = [host ? `The page gave no method: see the original at ${host}.` : 'The recipe gave no method.'];
    warnings.push('No method was found, only the ingredients. Add the steps before you save, or keep the link.');
  }

  // Title
  let title = raw.name ? htmlToText(raw.name) : '';
  if (!title && opts.pageTitle) {
    title = normalizeSpace(opts.pageTitle.split(/\s[|–—-]\s/)[0] ?? '');
    if (title) warnings.push('The recipe has no name of its own; the title comes from the page.');
  }
  if (!title) {
    title = 'Imported recipe';
    warnings.push('The recipe has no name: give it one.');
  }
  if (title.length > RECIPE_LIMITS.title) title = `${title.slice(0, RECIPE_LIMITS.title - 1).trimEnd()}…`;

  // Servings
  let servings = parseYield(raw.yields);
  if (servings === undefined) {
    servings = 4;
    warnings.push('The page does not say how many it serves; Chowdr assumed 4.');
  } else if (servings > 100) {
    warnings.push(`The page says it makes ${servings}; Chowdr counts it as 100 servings.`);
    servings = 100;
  }

  // Times
  const prep = parseDuration(raw.prepTime);
  const cook = parseDuration(raw.cookTime);
  const total =
    parseDuration(raw.totalTime) ?? (prep !== undefined || cook !== undefined ? (prep ?? 0) + (cook ?? 0) : undefined);
  let cookingTime = total ?? cook;
  if (cookingTime === undefined) {
    cookingTime = Math.min(240, 15 + 5 * instructions.length);
    warnings.push(`The page gives no cooking time; Chowdr estimated ${cookingTime} minutes.`);
  }
  cookingTime = Math.min(Math.max(cookingTime, 1), 24 * 60);

  // Cuisine: the page's own word when it names one, otherwise a guess.
  const haystack = [title, ...raw.keywords, ...raw.category, raw.description ?? ''].join(' ');
  let cuisine: string | undefined;
  const said = raw.cuisine.map(htmlToText).filter(Boolean);
  for (const c of said) {
    cuisine = cuisineIn(c, GUESS_ORDER);
    if (cuisine) break;
  }
  if (!cuisine && said[0] && said[0].length <= 40) cuisine = said[0].toLowerCase();
  if (!cuisine) {
    const guess = cuisineIn(haystack, GUESS_ORDER) ?? cuisineIn(foodLines.join(' '), GUESS_ORDER);
    cuisine = guess ?? 'any';
    warnings.push(
      guess
        ? `The page does not name a cuisine; Chowdr guessed ${guess[0]!.toUpperCase()}${guess.slice(1)}. Correct it if needed.`
        : 'The page does not name a cuisine; choose one.',
    );
  }

  // Meal type
  let mealType: MealType | undefined;
  for (const c of [...raw.category.map(htmlToText), ...raw.keywords.map(htmlToText)]) {
    mealType = mealTypeIn(c);
    if (mealType) break;
  }
  if (!mealType) {
    mealType = mealTypeIn(title) ?? 'dinner';
    const label = mealType[0]!.toUpperCase() + mealType.slice(1);
    warnings.push(`The page does not say which meal it is; Chowdr guessed ${label}. Correct it if needed.`);
  }

  // Nutrition: the page's per-serving values when it gives them, else the catalogue's for the lines it
  // knows, with how many that is (the card says so: 'Nutrition covers 7 of 9 ingredients').
  const estimate = estimateNutrition(foodLines, servings);
  const page = raw.nutrition;
  const pageCalories = nutritionNumber(page?.calories, 'energy');
  let nutrition: RecipeNutrition;
  if (page && pageCalories !== undefined) {
    const estimated: string[] = [];
    const pick = (key: string, label: string, fallback: number) => {
      const v = nutritionNumber(page[key], 'mass');
      if (v !== undefined) return round1(v);
      estimated.push(label);
      return fallback;
    };
    nutrition = {
      calories: Math.round(pageCalories),
      protein: pick('proteinContent', 'protein', estimate.nutrition.protein),
      carbs: pick('carbohydrateContent', 'carbs', estimate.nutrition.carbs),
      fat: pick('fatContent', 'fat', estimate.nutrition.fat),
      fiber: pick('fiberContent', 'fiber', estimate.nutrition.fiber),
      fromPage: true,
    };
    if (estimated.length) {
      warnings.push(
        `The page gives no ${estimated.join(', ').replace(/, ([^,]*)$/, ' or $1')} figure; Chowdr's catalogue estimate is shown${estimate.matched < estimate.total ? ` (from ${estimate.matched} of ${plural(estimate.total, 'ingredient line')})` : ''}.`,
      );
    }
  } else {
    nutrition = estimate.nutrition;
    if (estimate.matched < estimate.total) {
      nutrition = { ...nutrition, covers: { matched: estimate.matched, total: estimate.total } };
      warnings.push(
        `Nutrition is computed from ${estimate.matched} of ${plural(estimate.total, 'ingredient line')}; the others are not in Chowdr's catalogue, so the figures leave them out.`,
      );
    }
  }

  const recipe: ImportedRecipe = {
    title,
    cuisine,
    mealType,
    cookingTime,
    servings,
    difficulty: estimateDifficulty(cookingTime, instructions.length, ingredients.length),
    ingredients,
    instructions,
    nutrition,
  };
  if (opts.sourceUrl) recipe.sourceUrl = opts.sourceUrl;
  const description = raw.description ? htmlToText(raw.description) : '';
  if (description) recipe.description = description.slice(0, RECIPE_LIMITS.line * 2);
  if (raw.image && /^https?:\/\//i.test(raw.image) && raw.image.length <= 2000) recipe.imageUrl = raw.image;
  if (prep !== undefined) recipe.prepTime = Math.min(prep, 100_000);
  if (total !== undefined) recipe.totalTime = Math.min(total, 100_000);
  return { recipe, warnings };
}
