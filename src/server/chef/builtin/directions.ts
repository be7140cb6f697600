// A creative direction, visibly honoured: words that need an ingredient the dish lacks get one
// (smoky: smoked paprika; spicy: chilli flakes in a stated amount; fresh: a soft herb; sweet:
// honey), and every recognised word becomes a note on the card that says how it was honoured
// ('Smoky: smoked paprika and a hot grill for char'). Diets are hard filters applied in plan.ts.

import type { Nutrition } from '../../../shared/api/recipes';
import { INFO_BY_ID, type IngredientInfo } from './ingredients';
import type { DishPattern } from './model';
import { OCCASION_MAIN, type DirectionLabel } from './direction-words';
import type { Plan } from './plan';
import { capitalise, formatLine, type Item } from './ingredient-lines';
import { joinList } from './render';
import { vesselsUsed } from '../critic/options';

const has = (info: IngredientInfo | undefined, ...kinds: string[]) =>
  Boolean(info && kinds.some((k) => info.kinds.has(k as never)));

const isSmoky = (i?: IngredientInfo) => has(i, 'smoky');
const isSpicy = (i?: IngredientInfo) => has(i, 'spicy', 'chili-spice', 'hot-sauce', 'chili');
const isFresh = (i?: IngredientInfo) => has(i, 'citrus', 'soft-herb');
const isCitrus = (i?: IngredientInfo) => has(i, 'citrus');
const isSweet = (i?: IngredientInfo) =>
  has(i, 'sweet', 'honey', 'syrup', 'sugar', 'jam', 'chocolate') || Boolean(i?.roles.has('fruit'));
const isRich = (i?: IngredientInfo) => has(i, 'cheese', 'cream', 'butter', 'rich', 'coconut-milk');
const isCheese = (i?: IngredientInfo) => has(i, 'cheese', 'hard-cheese', 'melting-cheese', 'fresh-cheese', 'paneer');
const isHerb = (i?: IngredientInfo) => has(i, 'soft-herb', 'woody-herb');
const isUmami = (i?: IngredientInfo) =>
  has(i, 'miso', 'soy-sauce', 'mushroom', 'hard-cheese', 'tomato-paste', 'fish-sauce', 'oyster-sauce', 'cured');
/** What a cook serves guests: seafood, steak, lamb, duck, a wine sauce, chocolate. */
const isOccasion = (i?: IngredientInfo) => Boolean(i && (OCCASION_MAIN.test(i.id) || has(i, 'wine', 'chocolate')));
/** What keeps a dish cheap: pulses, eggs, potatoes, rice, pasta, oats, tinned tomatoes, mince. */
const isThrifty = (i?: IngredientInfo) =>
  has(i, 'legume', 'lentil', 'egg', 'potato', 'rice', 'pasta', 'oats', 'canned-tomato', 'ground', 'root', 'brassica');
const isDear = (i?: IngredientInfo) =>
  has(i, 'shellfish', 'lamb') || Boolean(i && /steak|duck|short-ribs|salmon/.test(i.id));

/** Cuisines whose kitchens finish a savoury dish with grated cheese. */
const CHEESE_KITCHENS: Record<string, string> = {
  italian: 'parmesan',
  french: 'gruyere',
  mediterranean: 'feta',
  american: 'cheddar',
  mexican: 'cotija',
};

/** The cook's words, capitalised, for a note that echoes them ('Date night: ...'). */
const said = (plan: Plan, label: DirectionLabel) => capitalise((plan.labelWords.get(label) ?? label).trim());

export interface DirectionAddition {
  item: Item;
  step: string;
  /** Minutes the step adds to the dish (a topping cooked in its own pan). */
  minutes?: number;
  /**
   * The step that works it into the headline before it cooks ('Rub the steak with the smoked
   * paprika'), used instead of `step` when the dish sears, roasts or grills a headline protein:
   * smoke cooked in, not dusted over the plate (eighth read).
   */
  rub?: (main: string) => string;
  /** A step that goes before all the others (crumbs toasted in a one-pan dish's pan first). */
  first?: string;
  /**
   * A sentence that cooks it into the dish, added to the step that softens the aromatics
   * ('Stir in the smoked paprika for the last 30 seconds') or, with `mixed`, to the step that
   * mixes the dish ('Whisk in the ground ginger too'): a spice cooked in, not dusted over the plate
   * (fifteenth read). The `step` stays for a dish with neither.
   */
  cookIn?: string;
  mixIn?: (verb: string) => string;
}

/** What 'spicy' means in a sweet dish. */
const WARM_SPICES = new Set(['ground-ginger', 'ginger', 'cinnamon', 'cardamom', 'cloves', 'nutmeg']);

/** Cuisines whose fresh herb is cilantro rather than parsley. */
const CILANTRO = new Set(['mexican', 'indian', 'asian']);

/**
 * Ingredients the direction needs and the dish lacks, each with the sentence that adds it.
 * `servedAs` is what reaches the table ('the tacos'); `sweet` says whether the dish is sweet.
 */
export function directionAdditions(
  plan: Plan,
  pattern: DishPattern,
  cuisine: string,
  items: readonly Item[],
  servedAs: string,
): DirectionAddition[] {
  const out: DirectionAddition[] = [];
  const infos = items.map((i) => i.info);
  const add = (
    id: string,
    gramsPerServing: number,
    prep: string | undefined,
    step: (name: string) => string,
    rub?: (name: string, main: string) => string,
    cookIn?: (name: string) => string,
    mixIn?: (name: string, verb: string) => string,
  ) => {
    const info = INFO_BY_ID.get(id);
    if (!info || plan.banned.has(id) || infos.includes(info)) return;
    out.push({
      item: { info, grams: gramsPerServing * plan.servings, prep },
      step: step(info.stepName),
      rub: rub && ((main) => rub(info.stepName, main)),
      cookIn: cookIn?.(info.stepName),
      mixIn: mixIn && ((verb) => mixIn(info.stepName, verb)),
    });
  };
  const bloom = (n: string) => `Stir in the ${n} for the last 30 seconds, so it cooks into the dish.`;
  const labels = plan.labels;
  // A sweet dish takes no smoke and no chilli (issue 23): its heat is a warm spice.
  if (labels.has('Smoky') && !pattern.sweet && !infos.some(isSmoky)) {
    add(
      'smoked-paprika',
      0.6,
      undefined,
      (n) => `Dust the ${servedAs} with the ${n} just before serving for a smoky finish.`,
      (n, main) => `Rub the ${main} all over with the ${n} before cooking, so the smoke cooks into it.`,
      bloom,
      (n, verb) => `${verb} in the ${n} too, for a smoky depth.`,
    );
  }
  if (labels.has('Spicy') && pattern.sweet && !infos.some((i) => i && WARM_SPICES.has(i.id))) {
    add(
      'ground-ginger',
      0.5,
      undefined,
      (n) => `Dust the ${servedAs} with the ${n} for a warm, spicy finish.`,
      undefined,
      undefined,
      (n, verb) => `${verb} in the ${n} too, for a warm, spicy heat.`,
    );
  } else if (labels.has('Spicy') && !pattern.sweet && !labels.has('Kid friendly') && !infos.some(isSpicy)) {
    add(
      'red-pepper-flakes',
      0.3,
      undefined,
      (n) => `Scatter the ${n} over the ${servedAs} for heat (use less for a milder dish).`,
      undefined,
      bloom,
    );
  }
  if (labels.has('Fresh') && !infos.some(isFresh)) {
    const herb = pattern.sweet ? 'mint' : CILANTRO.has(cuisine) ? 'cilantro' : 'parsley';
    add(herb, 2, 'chopped', (n) => `Scatter the ${n} over the ${servedAs} just before serving.`);
  }
  // Citrus is a citrus fruit, not a herb (fourth read: 'fresh and citrus' with parsley and no lemon).
  if (labels.has('Citrus') && !infos.some(isCitrus)) {
    const fruit = !pattern.sweet && CILANTRO.has(cuisine) ? 'lime' : 'lemon';
    add(
      fruit,
      plan.servings <= 2 ? 30 : 15,
      'zested and juiced',
      (n) => `Grate the ${n} zest over the ${servedAs} and squeeze over a little of its juice just before serving.`,
    );
  }
  if (labels.has('Herby') && !labels.has('Fresh') && !infos.some(isHerb)) {
    const herb = pattern.sweet ? 'mint' : CILANTRO.has(cuisine) ? 'cilantro' : 'parsley';
    add(herb, 3, 'chopped', (n) => `Scatter a generous handful of the ${n} over the ${servedAs} just before serving.`);
  }
  // Cheese where the kitchen grates it over a savoury dish; a sweet dish or another kitchen is not given any.
  const cheese = CHEESE_KITCHENS[cuisine];
  if (labels.has('Cheesy') && !pattern.sweet && cheese && !infos.some(isCheese)) {
    add(cheese, 12, 'grated', (n) => `Scatter the ${n} over the ${servedAs} while hot, so it melts a little.`);
  }
  if (labels.has('Sweet') && !infos.some(isSweet)) {
    add(
      plan.diet.vegan ? 'maple-syrup' : 'honey',
      6,
      undefined,
      (n) => `Drizzle the ${n} over the ${servedAs} to serve.`,
    );
  }
  return out;
}

/** Labels whose note lists the dish's ingredients that answer them (at most `most`). */
const LISTED: Partial<Record<DirectionLabel, { has: (i?: IngredientInfo) => boolean; most: number }>> = {
  Fresh: { has: isFresh, most: 99 },
  Citrus: { has: isCitrus, most: 99 },
  Sweet: { has: isSweet, most: 3 },
  Herby: { has: isHerb, most: 99 },
};

/** A dish named in the plural: 'pakoras', 'skewers' (not 'hummus'). */
const plural = (dish: string) => /[^s]s$/.test(dish) && !/\b(?:hummus|couscous|asparagus)$/.test(dish);
/** 'an everyday pulao, nothing in it changed', 'everyday pakoras, nothing in them changed' (cook read 26). */
function everyday(dish: string): string {
  return plural(dish) ? `everyday ${dish}, nothing in them changed` : `an everyday ${dish}, nothing in it changed`;
}
/** 'a hearty stew', 'hearty skewers' (cook read 27: 'a hearty skewers'). */
const a = (words: string, dish: string) => (plural(dish) ? `${words} ${dish}` : `a ${words} ${dish}`);

/** One note per direction word: what the recipe does about it, in the cook's terms. */
export function directionNotes(
  plan: Plan,
  pattern: DishPattern,
  items: readonly Item[],
  nutrition: Nutrition,
  minutes: number,
  steps: readonly string[] = [],
): string[] {
  const notes: string[] = [];
  const names = (pred: (i?: IngredientInfo) => boolean) => [
    ...new Set(items.filter((i) => pred(i.info)).map((i) => i.info!.textName)),
  ];
  // A dish named by a cooking word alone ('Seared') is 'dish' in a note (seventeenth read: 'a simple seared').
  const dish = /^\w+ed$/i.test(pattern.dish) ? 'dish' : pattern.dish.toLowerCase();
  for (const label of plan.labels) {
    // A label answered by what the dish holds: 'Fresh: parsley and lemon'.
    const listed = LISTED[label];
    if (listed) {
      const found = names(listed.has).slice(0, listed.most);
      // 'Fresh: lemon' and 'Citrus: lemon' are one note (cook read 25): 'Fresh and citrus: lemon'.
      const fresh = label === 'Citrus' ? notes.findIndex((n) => n.startsWith('Fresh: ')) : -1;
      if (fresh >= 0 && found.every((f) => notes[fresh]!.slice('Fresh: '.length).includes(f)))
        notes[fresh] = notes[fresh]!.replace(/^Fresh: /, 'Fresh and citrus: ');
      else if (found.length) notes.push(`${label}: ${joinList(found)}`);
      continue;
    }
    switch (label) {
      case 'Smoky': {
        const found = names(isSmoky);
        const char =
          pattern.method === 'grill'
            ? 'a hot grill for char'
            : pattern.method === 'roast'
              ? 'a hot oven for charred edges'
              : '';
        const parts = [...found, ...(char ? [char] : [])];
        if (parts.length) notes.push(`Smoky: ${joinList(parts)}`);
        else if (pattern.sweet) notes.push('Smoky: a sweet dish takes no smoke, so this one has none');
        break;
      }
      case 'Spicy': {
        if (plan.labels.has('Kid friendly')) break;
        const spicy = (i: Item) => isSpicy(i.info) || (pattern.sweet && Boolean(i.info && WARM_SPICES.has(i.info.id)));
        const lines = items.filter(spicy).map((i) => formatLine({ ...i, prep: undefined }).text);
        // A sweet dish takes warm spice, not chilli: said so, not called hot (cook read 25: 'Spicy: 1/4 tsp
        // cardamom' under a shrikhand).
        const hot = items.some((i) => isSpicy(i.info));
        if (lines.length)
          notes.push(
            pattern.sweet && !hot
              ? `Spicy: a sweet dish takes no chilli, so this one is warmly spiced instead: ${joinList(lines)}`
              : `Spicy: ${joinList(lines)}; use less for a milder dish`,
          );
        break;
      }
      case 'Vegan':
        notes.push('Vegan: no meat, fish, dairy, eggs or honey');
        break;
      case 'Vegetarian':
        notes.push('Vegetarian: no meat or fish');
        break;
      case 'Light':
        notes.push(`Light: ${nutrition.calories} kcal and ${nutrition.fat} g fat a serving`);
        break;
      case 'Healthy':
        notes.push(`Healthy: ${nutrition.fiber} g fiber and ${nutrition.calories} kcal a serving`);
        break;
      case 'High protein':
        notes.push(`High protein: ${nutrition.protein} g protein a serving`);
        break;
      case 'Kid friendly':
        notes.push('Kid friendly: no chilli heat and no wine');
        break;
      case 'Gluten free':
        notes.push(`Gluten free: no wheat, barley or rye; check the labels of stock, soy sauce and anything packaged`);
        break;
      case 'Dairy free':
        notes.push('Dairy free: no milk, butter, cream, cheese or yogurt');
        break;
      case 'Pescatarian':
        notes.push('Pescatarian: no meat or poultry');
        break;
      case 'One pan': {
        // The critic turns away a draft with two vessels; this says which one the dish needs.
        const vessels = [...vesselsUsed(steps.map((s) => s.toLowerCase()))];
        if (vessels.length === 1) notes.push(`One pan: everything cooks in one ${vessels[0]}`);
        else if (!vessels.length) notes.push('One pan: no pan or pot needed at all');
        break;
      }
      case 'Quick':
        notes.push(`Quick: ready in ${minutes} minutes`);
        break;
      case 'Mild':
        if (!plan.labels.has('Kid friendly')) notes.push('Mild: no chilli heat');
        break;
      case 'Cheesy': {
        const found = names(isCheese);
        notes.push(
          found.length
            ? `Cheesy: ${joinList(found)}`
            : `Cheesy: ${pattern.sweet ? 'a sweet dish like this' : 'this kitchen'} rarely takes cheese, so this one has none`,
        );
        break;
      }
      case 'Garlicky': {
        const garlic = items
          .filter((i) => has(i.info, 'garlic'))
          .map((i) => formatLine({ ...i, prep: undefined }).text);
        notes.push(
          garlic.length
            ? `Garlicky: ${joinList(garlic)}`
            : `Garlicky: ${pattern.sweet ? 'a sweet dish takes no garlic' : `this ${dish} is made without garlic`}, so this one has none`,
        );
        break;
      }
      case 'Umami': {
        const found = names(isUmami).slice(0, 3);
        notes.push(
          found.length
            ? `${said(plan, label)}: ${joinList(found)} for depth`
            : `${said(plan, label)}: ${pattern.sweet ? 'a sweet dish' : `this ${dish}`} has none of miso, soy sauce, mushrooms or aged cheese`,
        );
        break;
      }
      case 'Budget': {
        const thrifty = names(isThrifty).slice(0, 3);
        const dear = names(isDear);
        const words = said(plan, label);
        if (dear.length)
          notes.push(
            `${words}: the ${joinList(dear)} ${dear.length > 1 ? 'are' : 'is'} the dear part; chicken thighs or beans cost less`,
          );
        else if (thrifty.length) notes.push(`${words}: built on ${joinList(thrifty)}`);
        else notes.push(`${words}: ${items.length} everyday ingredients, nothing dear`);
        break;
      }
      case 'Occasion': {
        const found = names(isOccasion).slice(0, 2);
        const words = said(plan, label);
        notes.push(
          found.length
            ? `${words}: ${joinList(found)}, for an occasion`
            : // Seafood or steak is a main's answer, not a dessert's or a snack's (sixteenth read:
              // 'load more for seafood, steak or lamb' under torrejas and a chaat).
              pattern.sweet || !pattern.mealTypes.some((m) => m === 'dinner' || m === 'lunch')
              ? `${words}: ${everyday(dish)} for the occasion`
              : `${words}: ${everyday(dish)} for the occasion; load more for seafood, steak or lamb dishes`,
        );
        break;
      }
      case 'Low carb':
        notes.push(`Low carb: ${nutrition.carbs} g carbs a serving, no pasta, rice, bread, potatoes or sugar`);
        break;
      case 'Nut free':
        notes.push('Nut free: no nuts, nut butters or pesto; check the labels of anything packaged');
        break;
      case 'Egg free':
        notes.push('Egg free: no eggs or mayonnaise');
        break;
      case 'Halal':
        notes.push('Halal: no pork or alcohol; buy halal meat');
        break;
      case 'Make ahead': {
        const keeps = ['braise', 'simmer', 'bake', 'roast', 'boil'].includes(pattern.method) && !pattern.sweet;
        notes.push(
          keeps
            ? `${said(plan, label)}: ${plural(dish) ? `${dish} keep` : `a ${dish} keeps`} 3-4 days in the fridge (or 3 months frozen); cool it within 2 hours and reheat until piping hot`
            : `${said(plan, label)}: this ${dish} is best made fresh; make its parts ahead and put it together to serve`,
        );
        break;
      }
      case 'Nutty': {
        const found = names((i) => has(i, 'nut', 'nut-butter', 'sesame', 'tahini'));
        notes.push(found.length ? `Nutty: ${joinList(found)}` : `Nutty: this ${dish} has no nuts or seeds`);
        break;
      }
      case 'Comfort': {
        const found = names(isRich).slice(0, 2);
        // A raw or chilled dish is not called hearty (sixteenth read: 'Comfort: a hearty salade de fruits').
        const light =
          pattern.method === 'raw' ||
          pattern.steps.some((t) => /\b(?:chill|chilled|serve cold|served cold)\b/i.test(t));
        notes.push(
          light
            ? found.length
              ? `Comfort: ${plural(dish) ? dish : `a ${dish}`} made rich with ${joinList(found)}`
              : `Comfort: ${a('light', dish)}, not a warm, hearty one`
            : found.length
              ? `Comfort: ${a('hearty', dish)} with ${joinList(found)}`
              : `Comfort: ${a(`${/\bwarm\b|salad/i.test(dish) ? '' : 'warm, '}hearty`, dish)}`,
        );
        break;
      }
    }
  }
  // Foods the cook named: whether the dish has them ('Mango: mango', 'No mushrooms: none in it').
  for (const food of plan.namedFoods) {
    const found = [...new Set(items.filter((i) => i.info && food.is(i.info)).map((i) => i.info!.textName))];
    if (!food.wanted) notes.push(`No ${food.word}: none in it`);
    else if (found.length) notes.push(`${capitalise(food.word)}: ${joinList(found.slice(0, 3))}`);
    else notes.push(`${capitalise(food.word)}: none in this ${dish}; load more for a dish with it`);
  }
  // A note names the cook's own words when they are not the label's ('Smoky (bbq): ...').
  const flat = (w: string) => w.toLowerCase().replace(/[^a-z]/g, '');
  return notes.map((note) => {
    const label = [...plan.labels].find((l) => note.startsWith(`${l}: `));
    const words = label && plan.labelWords.get(label);
    return label && words && flat(words) !== flat(label) ? `${label} (${words})${note.slice(label.length)}` : note;
  });
}
