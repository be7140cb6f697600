// Candidate dishes for a request: which patterns fit the cuisine, meal type, time, texture, diet,
// special ingredient and pantry, with their draw weights; prepare() caches them per request.

import type { MealType } from '../../../shared/api/recipes';
import { CUISINES, type Cuisine, type IngredientCategory } from '../../../shared/kitchen/types';
import type { IngredientInfo } from './ingredients';
import { candidatesFor } from './indexes';
import type { DishPattern, Slot } from './model';
import { PATTERNS } from './patterns';
import { OCCASION_MAIN } from './direction-words';
import type { Plan } from './plan';
import { canGiveTexture, poorTopping } from './textures';
import { accentChoices, finishedWithSauce, sauceAccent, type AccentChoice } from './accent-choice';
import { familyOf, slotHolds, slotTakesDirectly } from './special-fit';
import { ADAPTABLE, TRAVELS_ONLY_TO } from './travel';

// ---------------------------------------------------------------------------
// Cuisine fit

/** Cuisines whose ingredients sit naturally in another's dishes. */
export const RELATED: Record<Cuisine, readonly Cuisine[]> = {
  italian: ['mediterranean', 'french'],
  french: ['italian', 'mediterranean'],
  mediterranean: ['italian', 'french', 'indian'],
  mexican: ['american'],
  american: ['mexican', 'italian', 'french'],
  asian: ['japanese', 'indian'],
  japanese: ['asian'],
  indian: ['mediterranean', 'asian'],
};

/** Flavour-carrying categories must fit the cuisine (no miso in a carbonara unless creative). */
export const STRICT_CATEGORIES = new Set<IngredientCategory>([
  'Herbs & Spices',
  'Oils & Condiments',
  'Dairy & Eggs',
  'Grains & Starches',
]);

/** 1.5 tagged for the cuisine, 1 universal, 0.8 a related cuisine, 0.3 a stranger (0 if strict). */
export function cuisineFit(info: IngredientInfo, fit: ReadonlySet<Cuisine>, related: ReadonlySet<Cuisine>): number {
  if (info.cuisines.size === 0) return 1;
  let best = 0;
  for (const c of info.cuisines) {
    if (fit.has(c)) return 1.5;
    if (related.has(c)) best = 0.8;
  }
  if (best) return best;
  return STRICT_CATEGORIES.has(info.ing.category) ? 0 : 0.3;
}

// ---------------------------------------------------------------------------
// Candidates

export interface Candidate {
  pattern: DishPattern;
  /** The recipe's cuisine (what the cook asked for). */
  cuisine: Cuisine;
  /** Where an accent must come from (creative mode); null means an optional same-cuisine accent. */
  accentFrom: readonly Cuisine[] | null;
  fit: ReadonlySet<Cuisine>;
  related: ReadonlySet<Cuisine>;
  weight: number;
  /** Per batch: drafts of this dish that failed (composeBatch works on per-batch copies). */
  failures: number;
  /** What the plan fixes about the dish: its draw weight, time budget, special slot, accents (see Prepared). */
  prep: DishPrep;
  /**
   * Drawn only once the request's first-choice dishes are used up: another cuisine's dish beside
   * enough of the cuisine's own (keepHome), or a dish that has the asked texture only from a
   * topping beside a batch's worth that have it of their own.
   */
  reserve?: boolean;
}

/** Dishes with the asked texture that make a request's draw on their own (fewer: others join with a topping). */
export const TEXTURE_DISHES = 12;
/**
 * Dishes with the asked texture of their own that are drawn before any a topping gives it: a batch's
 * worth with room for some to fail (at 4, a 15-minute Italian tender snack came up one short).
 */
const TEXTURE_FIRST = 6;

export const MEAL_WEIGHT: Record<MealType, number> = { dinner: 3, lunch: 2.5, breakfast: 1.5, snack: 1, dessert: 1 };
export const TEXTURE_ROOT = { crispy: 'crisp', creamy: 'cream', tender: 'tender', crunchy: 'crunch' } as const;
export const TEXTURE_WORD = { crispy: 'Crispy', creamy: 'Creamy', tender: 'Tender', crunchy: 'Crunchy' } as const;

/** Extra minutes a slow-cooking main adds to a long-cooked dish (lamb in a tagine). */
export function extraMinutes(info: IngredientInfo | undefined, pattern: DishPattern, slot: Slot): number {
  if (!info || slot.main === undefined) return 0;
  const long =
    (pattern.method === 'simmer' || pattern.method === 'braise') && pattern.cook >= 25 && slot.cut !== 'strips';
  if (long && (info.kinds.has('lamb') || (info.kinds.has('beef') && !info.kinds.has('ground')))) return 25;
  return 0;
}

/**
 * Minutes for the dish at a number of servings. Like a published recipe's, the time holds for a
 * family of six; a crowd (8 or more) adds 5 minutes to a dish with a long hands-on part (10 minutes
 * or more of chopping and shaping), never to a quick one, so a 15-minute search for six is not empty.
 */
export function baseMinutes(pattern: DishPattern, servings: number): number {
  return pattern.prep + pattern.cook + (servings >= 8 && pattern.prep >= 10 ? 5 : 0);
}

/** Can the dish be cooked at all under the diet (ignoring the pantry)? */
export function dietFeasible(pattern: DishPattern, plan: Plan): boolean {
  return pattern.slots.every(
    (slot) =>
      slot.need !== 'required' || candidatesFor(slot).some((i) => !plan.banned.has(i.id) || plan.special?.info === i),
  );
}

/** Ingredients at home in a sweet dish: fruit, nuts, sweeteners, chocolate, sweet dairy, warm spices. */
export const SWEET_KINDS = [
  'sweet',
  'honey',
  'syrup',
  'sugar',
  'jam',
  'chocolate',
  'yogurt',
  'milk',
  'cream',
  'nut',
  'seed',
];
export const SWEET_IDS = new Set([
  'ricotta',
  'mascarpone',
  'cream-cheese',
  'cinnamon',
  'cardamom',
  'ground-ginger',
  'nutmeg',
  'vanilla-extract',
  'oats',
]);
export const FREE_TEXT_FRUIT =
  /\b(fruits?|berry|berries|melons?|guavas?|lychees?|passionfruit|persimmons?|ripe jackfruit)\b/i;

const TRUFFLE_KITCHENS = new Set(['italian', 'french', 'american', 'mediterranean', 'japanese']);
const TRUFFLE_DISH =
  /\b(?:eggs?|omelettes?|frittata|scrambled|pasta|risotto|potato(?:es)?|fries|mushrooms?|polenta|gnocchi|pizza|toasts?|cheese)\b/i;
const TRUFFLE_CLASH = /\b(?:masala|curry|bhuna|korma|dal|tikka|vindaloo|chilli|chili|diabla|salsa|kimchi|gochujang)\b/i;

/** Savoury things outside the catalogue, by the words a cook types for them. */
export const FREE_TEXT_SAVOURY =
  /\b((?<!ripe )jackfruit|truffles?|anchov\w*|capers?|olives?|miso|kimchi|bacon|ham|prosciutto|pancetta|salami|chorizo|n'?duja|sausages?|meat|steak|fish|prawns?|crab|lobster|octopus|squid|clams?|mussels?|oysters?|venison|rabbit|quail|goose|bison|boar|tempeh|tofu|seitan|mushrooms?|cheese|garlic|onions?|leeks?|shallots?|soy|gochujang|harissa|chipotle|jalape\w*|chill?ies|chill?i|curry|seaweed|nori|kelp|sauerkraut|pickles?)\b/i;

/** Free-text specials that stand in for meat and are cooked as it is (young jackfruit, seitan). */
const FREE_TEXT_PROTEIN = /\b(jackfruit|seitan|tempeh|tofu)\b/i;

function sweetFriendly(info: IngredientInfo): boolean {
  if (info.diet.meat || info.diet.fish) return false;
  if (info.roles.has('fruit') || info.roles.has('nut') || SWEET_IDS.has(info.id)) return true;
  return SWEET_KINDS.some((k) => info.kinds.has(k as never));
}

export function slotAccepts(slot: Slot, info: IngredientInfo): boolean {
  return candidatesFor(slot).includes(info);
}

/** Cuisine sets per (dish cuisine, asked cuisine) pair, built once rather than per request. */
export const FIT_SETS = new Map<string, { fit: ReadonlySet<Cuisine>; related: ReadonlySet<Cuisine> }>();
for (const a of CUISINES) {
  for (const b of CUISINES) {
    FIT_SETS.set(`${a}|${b}`, { fit: new Set([a, b]), related: new Set([...RELATED[a], ...RELATED[b]]) });
  }
}

export const MAIN_MEALS: ReadonlySet<MealType> = new Set(['dinner', 'lunch']);

/** A pantry search with no meal type: main dishes only. */
export function pantryMains(plan: Plan): boolean {
  return !plan.mealType && !plan.ignorePantry && plan.pantry.size > 0;
}

/** A dish built for a special ingredient takes this one in its first headline slot. */
function forThisSpecial(pattern: DishPattern, special: IngredientInfo): boolean {
  const first = pattern.slots.find((s) => s.main === 1);
  return Boolean(first && slotTakesDirectly(first, special));
}

/** A dish whose headline is meat or fish (a slot the dish is named for can hold some). */
/** A savoury dish with a slot for fruit of its own (a mango salsa, a watermelon salad). */
function holdsFruit(pattern: DishPattern): boolean {
  return pattern.slots.some((slot) => candidatesFor(slot).some((i) => familyOf(i) === 'fruit'));
}

function fleshMain(pattern: DishPattern): boolean {
  return pattern.slots.some((s) => s.main !== undefined && candidatesFor(s).some((i) => i.diet.meat || i.diet.fish));
}

export function buildCandidates(plan: Plan, anyDish = false): Candidate[] {
  const out: Candidate[] = [];
  const push = (pattern: DishPattern, cuisine: Cuisine, accentFrom: readonly Cuisine[] | null, weight: number) => {
    const { fit, related } = FIT_SETS.get(`${pattern.cuisine}|${cuisine}`)!;
    out.push({ pattern, cuisine, accentFrom, fit, related, weight, failures: 0, prep: newDishPrep() });
  };
  const specialInfo = plan.special?.info;
  for (const pattern of PATTERNS) {
    if (plan.mealType && !pattern.mealTypes.includes(plan.mealType)) continue;
    if (pattern.forSpecial && !(specialInfo && forThisSpecial(pattern, specialInfo))) continue;
    if (plan.maxTime !== undefined && baseMinutes(pattern, plan.servings) > plan.maxTime) continue;
    if (!dietFeasible(pattern, plan)) continue;
    // Creative mode keeps the cuisine: its twist is an accent from the same cuisine, or from
    // the cuisines the direction names ('a Japanese twist').
    const named = plan.directionCuisines;
    if (plan.anyCuisine) {
      push(pattern, pattern.cuisine, plan.creative ? (named.length ? named : [pattern.cuisine]) : null, 1);
    } else {
      const target = plan.cuisines[0]!;
      if (pattern.cuisine === target)
        push(pattern, target, plan.creative ? (named.length ? named : [target]) : null, 1);
      // A travelling dish (or, in creative mode, a dish of a cuisine the direction names) with this cuisine's flavours.
      else if (
        plan.creative && named.length
          ? named.includes(pattern.cuisine)
          : ADAPTABLE.has(pattern.id) && (TRAVELS_ONLY_TO[pattern.id]?.includes(target) ?? true)
      )
        push(pattern, target, [target], 0.25);
    }
  }
  let list = out;
  if (pantryMains(plan)) {
    // Pantry first (issue 23): with no meal type, a cook searching their pantry wants a main dish
    // built on it, not a dessert or a snack.
    const mains = list.filter((c) => c.pattern.mealTypes.some((m) => MAIN_MEALS.has(m)));
    if (mains.length) list = mains;
  }
  if (plan.texture) {
    const texture = plan.texture;
    const withTexture = list.filter((c) => c.pattern.textures.includes(texture));
    // Too few dishes with the texture for full batches and load-more: dishes a topping (or their
    // own braise or simmer) gives it join at a lower weight (textures.ts).
    if (withTexture.length >= TEXTURE_DISHES) list = withTexture;
    else if (withTexture.length) {
      const joining = list.filter(
        (c) => !c.pattern.textures.includes(texture) && canGiveTexture(c.pattern, texture, c.cuisine),
      );
      // Beside enough dishes with the texture of their own (TEXTURE_FIRST), those wait until the others
      // are used up (fourteenth read: 11 of 60 recipes were 'creamy' by a spoon of yogurt or mayonnaise
      // on top, or 'crunchy' by nuts scattered over, when dishes creamy or crunchy in themselves were there).
      // An egg dish or a drink with a spoon of yogurt or a scatter of nuts waits even then, while
      // enough better ones are there.
      const better = withTexture.length + joining.filter((c) => !poorTopping(c.pattern, texture)).length;
      for (const c of joining) {
        c.weight *= 0.3;
        if (withTexture.length >= TEXTURE_FIRST || (better >= TEXTURE_FIRST && poorTopping(c.pattern, texture)))
          c.reserve = true;
      }
      list = [...withTexture, ...joining];
    }
  }
  // In creative mode, a dish finished with its own sauce whose every pairing is a sauce too would be served
  // with one sauce spooned over another (cook read 19: brown butter and sage over a niçoise already
  // dressed): it waits until the other dishes are used up.
  // (Not when the direction asks for a food: the dishes that hold it come first.)
  if (plan.creative && !plan.namedFoods.some((f) => f.wanted))
    for (const c of list)
      if (c.accentFrom && finishedWithSauce(c.pattern) && !accentChoices(c, plan).some((a) => !sauceAccent(a.accent)))
        c.reserve = true;
  // A dish the direction contradicts steps aside while enough others remain, and is drawn less when
  // not (twelfth read: 'comfort food' as a chilled fruit cup, 'spicy' as ginger dusted over honeyed
  // strawberries for an Indian breakfast).
  const contradicts = contradiction(plan);
  if (contradicts) {
    const kept = list.filter((c) => !contradicts(c.pattern));
    if (kept.length >= HOME_ENOUGH) list = kept;
    else for (const c of list) if (contradicts(c.pattern)) c.weight *= 0.2;
  }
  // A fruit outside the catalogue ('dragon fruit', 'jabuticaba berries') goes into sweet dishes when there are any.
  const freeText = plan.special && !plan.special.info ? (plan.special.name ?? plan.special.text) : undefined;
  if (freeText && FREE_TEXT_FRUIT.test(freeText)) {
    // With no sweet dish for the request (an Italian lunch), only a savoury dish that holds fruit of
    // its own (a salad, a salsa) takes it; dragon fruit tossed through aglio e olio or laid over
    // eggs in tomato is no dish (fourteenth read). With none, the batch says so, as for duck.
    const sweet = list.filter((c) => c.pattern.sweet);
    list = sweet.length ? sweet : list.filter((c) => holdsFruit(c.pattern));
  } else if (freeText && FREE_TEXT_SAVOURY.test(freeText)) {
    // ...and something savoury outside it (truffle, nduja, seitan) never into a sweet one: no truffle
    // on banana oatmeal. With none left (truffle for dessert) the batch says so, as for duck.
    list = list.filter((c) => !c.pattern.sweet);
    // A truffle goes where its perfume carries (eggs, pasta, potatoes, mushrooms, the European and
    // Japanese kitchens), not over a masala or a chilli-and-lime noodle (cook read 24: truffle shaved
    // over a shrimp masala and over pad see ew). With none left, the batch says so, as for duck.
    if (/\btruffles?\b/i.test(freeText))
      list = list.filter(
        (c) =>
          !TRUFFLE_CLASH.test(`${c.pattern.dish} ${c.pattern.id} ${c.pattern.titles.join(' ')}`) &&
          (TRUFFLE_KITCHENS.has(c.pattern.cuisine) || TRUFFLE_DISH.test(`${c.pattern.dish} ${c.pattern.id}`)),
      );
    // Something cooked in a pan of its own that stands in for meat (jackfruit, seitan, tempeh)
    // joins a dish without meat or fish of its own, not the prosciutto tartines.
    if (FREE_TEXT_PROTEIN.test(freeText)) {
      const meatless = list.filter((c) => !fleshMain(c.pattern));
      if (meatless.length) list = meatless;
    }
  }
  const special = plan.special?.info;
  if (special) {
    // A slot holds it by its own pick, or a headline slot by the special's family (special-fit.ts).
    const fitting = list.filter((c) => c.pattern.slots.some((s) => slotHolds(c.pattern, s, special)));
    if (fitting.length && !anyDish) list = fitting;
    // No slot takes it (or, generateBatch's second try, none of those dishes could be made): it joins
    // a dish of its own nature with a step of its own. A sweet fruit joins only a sweet dish (no
    // 'Penne with Banana'); savoury things (meat, vegetables, cheese) never a sweet one.
    else if (familyOf(special) === 'fruit') list = list.filter((c) => c.pattern.sweet);
    // Meat or fish never joins a dish with meat or fish of its own (pork belly beside a seared chicken).
    else if (special.diet.meat || special.diet.fish)
      list = list.filter((c) => !c.pattern.sweet && !fleshMain(c.pattern));
    else if (!sweetFriendly(special)) list = list.filter((c) => !c.pattern.sweet);
    // When nothing is left (duck for dessert) the list is empty and generateBatch says so honestly.
  }
  return keepHome(list, plan);
}

const SERVED_COLD = /\b(chill|chilled|chilling|refrigerate|serve cold|served cold|ice cubes?|crushed ice)\b/i;

/** Which dishes the creative direction contradicts: cold food for comfort, a sweet dish for heat. */
function contradiction(plan: Plan): ((pattern: DishPattern) => boolean) | undefined {
  const comfort = plan.labels.has('Comfort');
  const heat = plan.labels.has('Spicy') && !plan.labels.has('Sweet') && plan.mealType !== 'dessert';
  if (!comfort && !heat) return undefined;
  return (pattern) =>
    (comfort &&
      (pattern.method === 'raw' ||
        pattern.steps.some((t) => SERVED_COLD.test(t)) ||
        // A salad is served cool unless it says warm (fourteenth read: a cold sesame noodle salad for 'rainy sunday').
        (/salad/i.test(pattern.dish) && !/warm/i.test(`${pattern.dish} ${pattern.id}`)))) ||
    (heat && Boolean(pattern.sweet));
}

/** Dishes of the cuisine's own that make borrowing unnecessary for a batch: a batch's worth. */
const HOME_ENOUGH = 4;

/**
 * A named cuisine gets its own dishes (issue 23): travelling dishes fill a request the cuisine is
 * short of (a 15-minute Japanese dessert), not one it can answer itself. Beside four or more of its
 * own they are marked reserve, and composeBatch draws them only once its own dishes are used up
 * or cannot be made. Counted over 800 requests for a named cuisine, borrowed dishes were 48.7% of
 * first batches when they always joined at a quarter of the weight.
 */
function keepHome(list: Candidate[], plan: Plan): Candidate[] {
  if (plan.anyCuisine || (plan.creative && plan.directionCuisines.length)) return list;
  const home = plan.cuisines[0]!;
  const own = new Set(list.filter((c) => c.pattern.cuisine === home).map((c) => c.pattern.id));
  if (own.size < HOME_ENOUGH) return list;
  for (const c of list) if (c.pattern.cuisine !== home) c.reserve = true;
  return list;
}

// ---------------------------------------------------------------------------
// Weights

export function ingredientWeight(info: IngredientInfo, plan: Plan): number {
  let w = plan.feedback.ingredient.get(info.id) ?? 1;
  if (plan.kindBoost.size) {
    for (const k of info.kinds) {
      const b = plan.kindBoost.get(k);
      if (b !== undefined) w *= b;
    }
  }
  const named = plan.idBoost.get(info.id);
  if (named) w *= named;
  if (plan.labels.has('Occasion') && OCCASION_MAIN.test(info.id)) w *= 6;
  return w;
}

// An ingredient is allowed in a dish unless the plan bans it, or it is a slow cut and the dish
// is not made for one: slotFits() applies the second rule, plan.banned / PlanTables the first.

export interface DishPrep {
  /** patternWeight(): how likely a draft draws the dish, before the batch's variety factors. */
  drawWeight: number;
  /** Minutes a slow-cooking main may add within maxTime (Infinity without one). */
  budget: number;
  /** The slot the special ingredient takes (null: none fits); undefined until first asked. */
  specialSlot?: Slot | null;
  accents?: readonly AccentChoice[];
}

export function newDishPrep(): DishPrep {
  return { drawWeight: 0, budget: Infinity };
}

export function specialSlotOf(c: Candidate, special: IngredientInfo): Slot | undefined {
  if (c.prep.specialSlot === undefined) {
    const fitting = c.pattern.slots.filter((s) => slotHolds(c.pattern, s, special));
    const mains = fitting.filter((s) => s.main !== undefined).sort((a, b) => a.main! - b.main!);
    // Its own pick first, then a headline slot of its family, then any slot that takes it.
    c.prep.specialSlot = mains.find((s) => slotTakesDirectly(s, special)) ?? mains[0] ?? fitting[0] ?? null;
  }
  return c.prep.specialSlot ?? undefined;
}
