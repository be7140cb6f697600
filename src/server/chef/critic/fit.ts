// Rule: the dish fits its ingredients. A dessert, smoothie or parfait holds no savoury protein,
// alliums, chilli or savoury cheese and is not 'finished' with spice, unless the request asked for
// heat and the dish is one that really carries it (chocolate or fruit with chilli).

import type { CatalogueIngredient } from '../../../shared/kitchen/types';
import { hasWords } from './lexicon';
import { specialNames } from './special';
import type { Finding, Reading } from './types';

/** Titles of dishes that are sweet whatever the meal type. */
const SWEET_DISH =
  /\b(smoothie|parfait|lassi|pudding|crumble|cr[eê]pes?|cake|brownies?|cookies?|muffins?|compote|sorbet|mousse|kheer|halwa|mochi|churros?|flan|panna cotta|clafoutis|pain perdu|french toast|granola|overnight oats|porridge|oatmeal|arroz con leche|banana bread|fool|trifle|sundae|shake|affogato|tiramisu|cobbler|crisp)\b/;
/** Blended or layered: only fruit, dairy, oats, nuts, seeds, sweeteners and a few greens belong. */
const BLENDED = /\b(smoothie|parfait|lassi|shake|overnight oats)\b/;

export function isSweetDish(r: Reading): boolean {
  return r.options.mealType === 'dessert' || r.recipe.mealType === 'dessert' || SWEET_DISH.test(r.title);
}

const ALLIUMS = new Set([
  'onion',
  'red-onion',
  'shallots',
  'garlic',
  'spring-onions',
  'leeks',
  'garlic-powder',
  'onion-powder',
  'chives',
]);
export const CHILLI = new Set([
  'red-chili',
  'jalapeno',
  'serrano',
  'chili-powder',
  'cayenne',
  'red-pepper-flakes',
  'dried-chilies',
  'gochujang',
  'sriracha',
  'hot-sauce',
  'chipotle-in-adobo',
  'kimchi',
]);
/** Spice that 'finishes' a savoury dish and spoils a sweet one. */
const SAVOURY_FINISH = new Set([
  'smoked-paprika',
  'paprika',
  'black-pepper',
  'white-pepper',
  'cumin',
  'curry-powder',
  'garam-masala',
  'sumac',
  'za-atar',
]);
const SAVOURY_CONDIMENTS = new Set([
  'fish-sauce',
  'worcestershire-sauce',
  'oyster-sauce',
  'mayonnaise',
  'ketchup',
  'bbq-sauce',
  'dijon-mustard',
  'yellow-mustard',
  'capers',
  'kalamata-olives',
  'green-olives',
  'chicken-stock',
  'beef-stock',
  'vegetable-stock',
  'dashi',
  'canned-tomatoes',
  'passata',
  'tomato-paste',
  'soy-sauce',
  'salsa',
  'pesto',
]);
const SWEET_DAIRY = new Set([
  'milk',
  'heavy-cream',
  'butter',
  'greek-yogurt',
  'yogurt',
  'mascarpone',
  'ricotta',
  'cream-cheese',
  'buttermilk',
  'creme-fraiche',
  'sour-cream',
  'eggs',
  'ghee',
]);
const BLENDABLE_VEG = new Set(['spinach', 'kale', 'cucumber', 'carrots', 'beets', 'pumpkin']);

function savoury(item: CatalogueIngredient, blended: boolean, heatAsked: boolean): string | undefined {
  if (item.category === 'Proteins' && item.id !== 'silken-tofu') return 'a savoury protein';
  if (ALLIUMS.has(item.id)) return 'an allium';
  if (CHILLI.has(item.id) && !heatAsked) return 'chilli';
  if (SAVOURY_FINISH.has(item.id)) return 'a savoury spice';
  if (SAVOURY_CONDIMENTS.has(item.id)) return 'a savoury condiment';
  if (item.category === 'Dairy & Eggs' && !SWEET_DAIRY.has(item.id)) return 'a savoury cheese';
  if (
    item.category === 'Vegetables' &&
    !(blended ? BLENDABLE_VEG : new Set(['pumpkin', 'carrots', 'sweet-potatoes'])).has(item.id)
  )
    return 'a savoury vegetable';
  if (blended && item.category === 'Grains & Starches' && item.id !== 'oats') return 'a starch that does not blend';
  return undefined;
}

/** Proteins a sweet kitchen uses: bean curd and beans (a tofu chocolate mousse, chickpea blondies, red bean paste). */
const SWEET_CAPABLE_PROTEIN = /\b(tofu|bean curd|beans?|chickpeas?|lentils?)\b/;

/**
 * A cheese, bean curd or beans the cook asked for as the special ingredient, in a sweet dish that is
 * named for it and is not blended or layered, is a real sweet (honey-fried halloumi with figs, baked
 * feta with honey, chickpea blondies), not a savoury thing bolted on. Meat, fish, alliums and chilli
 * never are.
 */
function askedAndNamed(item: CatalogueIngredient, r: Reading, blended: boolean): boolean {
  const special = r.options.specialIngredient?.trim();
  if (!special || blended) return false;
  if (
    item.category === 'Proteins'
      ? !SWEET_CAPABLE_PROTEIN.test(item.name.toLowerCase())
      : item.category !== 'Dairy & Eggs'
  )
    return false;
  const names = specialNames(special);
  const name = item.name.toLowerCase();
  return names.some((n) => hasWords(name, n)) && names.some((n) => hasWords(r.title, n));
}

/** Fruit a cook types that is eaten sweet (the catalogue's own fruit has its kinds). */
const SWEET_FRUIT =
  /\b(dragon ?fruit|lychees?|passion ?fruit|persimmons?|guavas?|papayas?|rambutans?|mangosteens?|jabuticaba|berries|ripe jackfruit)\b/;
/** What makes a dish savoury at a glance: garlic, onion, meat, fish, eggs, cheese, soy. */
const SAVOURY_BASE =
  /\b(garlic|onions?|shallots?|chicken|beef|pork|lamb|shrimp|prawns?|fish|salmon|tuna|eggs?|parmesan|pecorino|soy sauce|fish sauce|anchov\w*|bacon|spaghetti|penne|noodles|udon)\b/;

/** A sweet fruit typed by the cook, stirred into garlic and eggs ('Spinach Aglio e Olio with Dragon Fruit'). */
function sweetFruitInSavoury(r: Reading): Finding[] {
  const fruit = r.lines.find((l) => l.items.length === 0 && SWEET_FRUIT.test(l.name));
  if (!fruit) return [];
  // A savoury dish built on fruit of its own (a mango salsa, a watermelon salad) takes another fruit.
  if (r.lines.some((l) => l.items.some((i) => i.category === 'Fruits' && !/lemon|lime|avocado/.test(i.id)))) return [];
  const base = r.lines.find((l) => l !== fruit && SAVOURY_BASE.test(l.name));
  return base
    ? [{ kind: 'dish-fit', message: `"${fruit.name}" (a sweet fruit) with "${base.name}" in "${r.recipe.title}"` }]
    : [];
}

export function dishFit(r: Reading): Finding[] {
  if (!isSweetDish(r)) return sweetFruitInSavoury(r);
  const blended = BLENDED.test(r.title);
  const direction = (r.options.creativeDirection ?? '').toLowerCase();
  // Heat in a sweet dish only when asked for and the dish is one that carries it.
  // Fruit with chilli and lime (Mexican fruit cups) is a real dish, when the title says so.
  const heatAsked =
    (/\b(spicy|hot|heat|chilli|chili)\b/.test(direction) || /\bchil[il]i?\b|\bchile\b/.test(r.title)) &&
    /\b(chocolate|mango|pineapple|watermelon|papaya|fruit|jicama|cucumber|orange|grapes?)\b/.test(r.title) &&
    !SWEET_DISH.test(r.title);
  const out: Finding[] = [];
  for (const line of r.lines) {
    for (const item of line.items) {
      if (item.id === 'salt' || askedAndNamed(item, r, blended)) continue;
      const why = savoury(item, blended, heatAsked);
      if (why) out.push({ kind: 'dish-fit', message: `"${item.name}" (${why}) in a sweet dish, "${r.recipe.title}"` });
    }
  }
  return out;
}
