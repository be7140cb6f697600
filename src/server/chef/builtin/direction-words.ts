// The words of a creative direction and what each steers: boosts by word, labels read from
// phrases, diets, families of food a cook names, and what a label bans. readDirection in plan.ts
// reads a direction with these tables.

import type { Texture } from '../../../shared/api/recipes';
import { isVegan, isVegetarian, type IngredientInfo } from './ingredients';
import type { Kind } from './ingredient-kinds';
import type { PatternTag } from './model';
import { TITLE_NAMES } from './indexes';
import type { Diet } from './plan';

export type Boost = { kinds?: Partial<Record<Kind, number>>; tags?: Partial<Record<PatternTag, number>>; quick?: true };
export const SPICY: Boost = { kinds: { spicy: 3, 'chili-spice': 3, chili: 3, 'hot-sauce': 3 }, tags: { spicy: 3 } };
const COMFORT: Boost = { kinds: { rich: 1.5 }, tags: { comfort: 3, hearty: 2, light: 0.6 } };
const QUICK: Boost = { quick: true, tags: { quick: 3 } };
const SMOKY: Boost = { kinds: { smoky: 3, cured: 1.5 }, tags: { smoky: 3 } };
const FRESH: Boost = {
  kinds: { fresh: 2.5, 'soft-herb': 2, citrus: 2, 'raw-veg': 1.5 },
  tags: { fresh: 3, light: 1.5 },
};
// An occasion leans to what a cook serves guests: seafood, steak, lamb, a wine sauce, chocolate.
const OCCASION: Boost = {
  kinds: { shellfish: 3, fish: 2.5, lamb: 2.5, beef: 2, wine: 2.5, chocolate: 2, 'risotto-rice': 1.5, legume: 0.5 },
  tags: { quick: 0.6, hearty: 0.8 },
};
/** Headline ingredients a cook serves guests: a dish that can hold one is drawn first for an occasion. */
export const OCCASION_MAIN =
  /^(?:salmon|cod|tuna-steak|shrimp|scallops|mussels|clams|squid|sirloin-steak|flank-steak|beef-short-ribs|lamb|duck-breast|pork-tenderloin)$/;

// A budget leans to pulses, eggs, potatoes, rice and pasta, away from shellfish, lamb and steak.
const BUDGET: Boost = {
  kinds: {
    legume: 2.5,
    lentil: 2.5,
    egg: 2,
    potato: 1.8,
    rice: 1.5,
    pasta: 1.5,
    oats: 1.5,
    'canned-tomato': 1.5,
    ground: 1.5,
    shellfish: 0.15,
    lamb: 0.3,
    beef: 0.4,
    fish: 0.4,
  },
};
const UMAMI: Boost = {
  kinds: {
    miso: 3,
    'soy-sauce': 2.5,
    mushroom: 2.5,
    'hard-cheese': 2,
    'tomato-paste': 2,
    'fish-sauce': 2,
    'oyster-sauce': 2,
    cured: 1.5,
  },
};
const CITRUS: Boost = { kinds: { citrus: 4 }, tags: { citrus: 3, fresh: 1.5 } };

/** Words of a creative direction and what they steer. Diets are handled separately (they exclude). */
export const DIRECTION_WORDS: Record<string, Boost> = {
  spicy: SPICY,
  hot: SPICY,
  fiery: SPICY,
  heat: SPICY,
  smoky: SMOKY,
  smokey: SMOKY,
  fresh: FRESH,
  bright: { kinds: { fresh: 2, citrus: 2 }, tags: { fresh: 2 } },
  comfort: COMFORT,
  comforting: COMFORT,
  cozy: COMFORT,
  cosy: COMFORT,
  hearty: COMFORT,
  rich: COMFORT,
  indulgent: COMFORT,
  // Weather and a slow day ask for the same warm, hearty food (fifth read: 'rainy sunday').
  rainy: COMFORT,
  cold: COMFORT,
  chilly: COMFORT,
  winter: COMFORT,
  wintry: COMFORT,
  sunday: COMFORT,
  lazy: COMFORT,
  filling: COMFORT,
  decadent: COMFORT,
  luxurious: COMFORT,
  treat: COMFORT,
  kick: SPICY,
  peppery: SPICY,
  sour: CITRUS,
  sharp: CITRUS,
  tart: CITRUS,
  nourishing: { kinds: { legume: 2, grain: 2, leafy: 2 }, tags: { healthy: 3 } },
  balanced: { kinds: { legume: 1.5, grain: 1.5, leafy: 1.5 }, tags: { healthy: 2 } },
  fiber: { kinds: { legume: 3, lentil: 3, grain: 2, brassica: 1.5 }, tags: { healthy: 2 } },
  fibre: { kinds: { legume: 3, lentil: 3, grain: 2, brassica: 1.5 }, tags: { healthy: 2 } },
  nutty: { kinds: { nut: 3, 'nut-butter': 2, sesame: 2, tahini: 2 } },
  warming: COMFORT,
  satisfying: COMFORT,
  homestyle: COMFORT,
  homely: COMFORT,
  rustic: COMFORT,
  autumn: COMFORT,
  autumnal: COMFORT,
  summer: FRESH,
  summery: FRESH,
  spring: FRESH,
  refreshing: FRESH,
  zingy: FRESH,
  bbq: SMOKY,
  barbecue: SMOKY,
  charred: SMOKY,
  light: {
    kinds: { rich: 0.4, fish: 1.5, shellfish: 1.5, leafy: 1.5, 'soft-herb': 1.5 },
    tags: { light: 3, fresh: 1.5, healthy: 1.5, comfort: 0.6 },
  },
  healthy: {
    kinds: { legume: 2, grain: 2, leafy: 2, brassica: 2, rich: 0.5, fish: 1.5 },
    tags: { healthy: 3, light: 1.5 },
  },
  wholesome: { kinds: { legume: 2, grain: 2, leafy: 2 }, tags: { healthy: 3 } },
  sweet: { kinds: { sweet: 2.5, fruit: 2 }, tags: { sweet: 3 } },
  citrus: CITRUS,
  citrusy: CITRUS,
  zesty: CITRUS,
  lemony: CITRUS,
  tangy: CITRUS,
  quick: QUICK,
  fast: QUICK,
  easy: QUICK,
  weeknight: QUICK,
  simple: QUICK,
  cheesy: { kinds: { cheese: 3 } },
  cheese: { kinds: { cheese: 3 } },
  herbs: { kinds: { 'soft-herb': 3, 'woody-herb': 2 } },
  garlic: { kinds: { garlic: 3 } },
  creamy: { kinds: { cream: 2, 'coconut-milk': 2, yogurt: 1.5 } },
  herby: { kinds: { 'soft-herb': 3, 'woody-herb': 2 } },
  garlicky: { kinds: { garlic: 3 } },
  protein: {
    kinds: { poultry: 2.5, fish: 2.5, legume: 2, egg: 2, soy: 2, lentil: 2, rich: 0.7 },
    tags: { healthy: 1.5 },
  },
};

/** What a direction asks for, as the card names it ('Smoky: ...'). */
export type DirectionLabel =
  | 'Smoky'
  | 'Spicy'
  | 'Vegan'
  | 'Vegetarian'
  | 'Light'
  | 'Healthy'
  | 'Quick'
  | 'Fresh'
  | 'Citrus'
  | 'Sweet'
  | 'Comfort'
  | 'High protein'
  | 'Kid friendly'
  | 'One pan'
  | 'Mild'
  | 'Cheesy'
  | 'Herby'
  | 'Garlicky'
  | 'Umami'
  | 'Budget'
  | 'Occasion'
  | 'Low carb'
  | 'Nut free'
  | 'Egg free'
  | 'Halal'
  | 'Gluten free'
  | 'Dairy free'
  | 'Pescatarian'
  | 'Make ahead'
  | 'Nutty';

export const LABEL_PATTERNS: [RegExp, DirectionLabel][] = [
  [/\bone[- ](?:pan|pot|tray)\b|\bsheet[- ]pan\b|\btray ?bake\b/, 'One pan'],
  [/\b(smoky|smokey|smoked|charred|chargrilled|bbq|barbecue)\b/, 'Smoky'],
  [/\b(spicy|hot|fiery|heat|kick|peppery)\b/, 'Spicy'],
  [/\b(vegan|plant[- ]based)\b/, 'Vegan'],
  [/\b(vegetarian|veggie|meatless|meat[- ]free)\b/, 'Vegetarian'],
  [/\b(light|lighter|lean|low[- ](?:cal|calorie|calories|fat))\b/, 'Light'],
  [/\b(low[- ]carbs?|keto|no[- ]carbs?|carb[- ]free)\b/, 'Low carb'],
  [/\b(healthy|wholesome|nourishing|balanced|clean eating|high[- ]fib(?:er|re)|fib(?:er|re))\b/, 'Healthy'],
  [/\b(quick|fast|weeknight)\b/, 'Quick'],
  [/\b(fresh|bright)\b/, 'Fresh'],
  [/\b(citrus|citrusy|zesty|lemony|limey|tangy|sour|sharp|tart)\b/, 'Citrus'],
  [/\bsweet\b/, 'Sweet'],
  [
    /\b(comfort|comforting|cozy|cosy|hearty|indulgent|rainy|cold|chilly|winter|wintry|sunday|lazy|filling|warming|satisfying|homestyle|homely|rustic|autumn|autumnal|decadent|luxurious|treat)\b/,
    'Comfort',
  ],
  [/\b(summer|summery|spring|refreshing|zingy)\b/, 'Fresh'],
  [/\bmild\b/, 'Mild'],
  [/\b(cheesy|cheese)\b/, 'Cheesy'],
  [/\b(herby|herbs)\b/, 'Herby'],
  [/\b(garlicky|garlic)\b/, 'Garlicky'],
  [/\b(umami|savou?ry)\b/, 'Umami'],
  [/\b(budget|cheap and cheerful|cheap|frugal|thrifty|student|affordable|inexpensive|economical)\b/, 'Budget'],
  [
    /\b(date[- ]night|romantic|anniversary|valentines?|special occasion|special|fancy|elegant|impressive|impress|posh|restaurant(?:[- ](?:style|quality))?|dinner party|celebration|birthday|festive|christmas|xmas|guests|hosting|entertaining|party|in[- ]laws|crowd)\b/,
    'Occasion',
  ],
  [/\b(nut[- ]?free|no nuts?|without nuts|nut allerg(?:y|ies|ic))\b/, 'Nut free'],
  [/\b(egg[- ]?free|no eggs?|without eggs?|egg allerg(?:y|ies|ic))\b/, 'Egg free'],
  [/\bhalal\b/, 'Halal'],
  [/\b(make[- ]ahead|meal[- ]prep|batch[- ]cook(?:ing)?|freezer[- ]friendly|prep ahead|leftovers)\b/, 'Make ahead'],
  [/\bnutty\b/, 'Nutty'],
  [/\b(high[- ]protein|protein[- ]packed|protein)\b/, 'High protein'],
  [
    /\b(kid[- ]friendly|kids?[- ]friendly|family[- ]friendly|child[- ]friendly|kids|kid|children|child|family)\b/,
    'Kid friendly',
  ],
  [/\b(gluten[- ]free|no gluten|without gluten|coeliac|celiac)\b/, 'Gluten free'],
  [/\b(dairy[- ]free|no dairy|without dairy|lactose[- ]free)\b/, 'Dairy free'],
  [/\b(pescatarian|pescetarian)\b/, 'Pescatarian'],
];

export const DIET_PATTERNS: [RegExp, keyof Diet][] = [
  [/\b(vegan|plant[- ]based|dairy[- ]free and egg[- ]free)\b/, 'vegan'],
  [/\b(vegetarian|veggie|meatless|meat[- ]free|no meat|without meat)\b/, 'vegetarian'],
  [/\b(pescatarian|pescetarian)\b/, 'pescatarian'],
  [/\b(gluten[- ]free|no gluten|without gluten|coeliac|celiac)\b/, 'glutenFree'],
  [/\b(dairy[- ]free|no dairy|without dairy|lactose[- ]free)\b/, 'dairyFree'],
];

export const NOT_VEGETARIAN_MADE = new Set([
  'worcestershire-sauce',
  'fish-sauce',
  'oyster-sauce',
  'dashi',
  'anchovies',
]);
export const NOT_VEGAN_MADE = new Set([...NOT_VEGETARIAN_MADE, 'pesto', 'mayonnaise', 'honey']);

export function dietAllows(info: IngredientInfo, diet: Diet): boolean {
  if (diet.vegan && !isVegan(info)) return false;
  if (diet.vegetarian && !isVegetarian(info)) return false;
  if (diet.pescatarian && info.diet.meat) return false;
  if (diet.glutenFree && info.diet.gluten) return false;
  if (diet.dairyFree && info.diet.dairy) return false;
  return true;
}

/** Words of a direction that steer nothing and need no note ('some', 'please', 'dinner'). */
export const HEARD_WORDS = new Set([
  ...'and with the for but some something very bit please dish dishes meal meals food recipe recipes style'.split(' '),
  ...'twist not without avoid hate skip really super extra too idea ideas little our'.split(' '),
  ...'dinner lunch breakfast brunch supper dessert snack tonight lots plenty loads feed'.split(' '),
]);

export const TITLE_WORDS = new Set(TITLE_NAMES.flatMap(([name]) => name.split(' ')));

export const LABEL_BOOSTS: readonly [DirectionLabel, Boost][] = [
  ['Occasion', OCCASION],
  ['Budget', BUDGET],
  ['Umami', UMAMI],
  // Stews, braises and bakes keep and reheat; a salad dressed ahead does not.
  ['Make ahead', { tags: { hearty: 2, comfort: 1.5, quick: 0.7 } }],
];

/** Families of food a cook names by one word ('no pork', 'with chicken', 'hate coriander'). */
const FOOD_FAMILIES: Record<string, (i: IngredientInfo) => boolean> = {
  pork: (i) => i.kinds.has('pork') || /bacon|pancetta|prosciutto|chorizo|sausage|ham\b/.test(i.id),
  beef: (i) => i.kinds.has('beef'),
  lamb: (i) => i.kinds.has('lamb'),
  chicken: (i) => i.id.includes('chicken') && i.kinds.has('poultry'),
  fish: (i) => i.kinds.has('fish'),
  seafood: (i) => i.kinds.has('shellfish') || i.kinds.has('fish'),
  shellfish: (i) => i.kinds.has('shellfish'),
  mushroom: (i) => i.kinds.has('mushroom'),
  onion: (i) => i.kinds.has('onion'),
  coriander: (i) => i.id === 'cilantro',
  cilantro: (i) => i.id === 'cilantro',
  tomato: (i) => i.kinds.has('tomato') || i.kinds.has('canned-tomato') || i.kinds.has('tomato-paste'),
  olive: (i) => i.kinds.has('olive'),
  cheese: (i) => i.kinds.has('cheese'),
  garlic: (i) => i.kinds.has('garlic') || i.id === 'garlic',
  tofu: (i) => i.kinds.has('soy') && /tofu|tempeh/.test(i.id),
  bean: (i) => i.kinds.has('legume') && /bean|chickpea/.test(i.id),
  veg: (i) => i.ing.category === 'Vegetables',
  vegetable: (i) => i.ing.category === 'Vegetables',
  veggie: (i) => i.ing.category === 'Vegetables',
};
const FAMILY_WORD = /^(.*?)(?:es|s)?$/;
export const familyOf = (word: string) =>
  FOOD_FAMILIES[word] ?? FOOD_FAMILIES[word.replace(/s$/, '')] ?? FOOD_FAMILIES[word.match(FAMILY_WORD)![1]!];

/** A food said no to: 'no mushrooms', 'without onion', 'hate coriander', 'pork free'. */
export const NEGATED_FOOD =
  /\b(?:no|without|not|hate|hates|avoid|skip|zero|nothing with)\s+(?:any\s+|much\s+)?([a-z]+)\b|\b([a-z]+)[- ]free\b/g;

/** Heat said no to ('not spicy', 'nothing too hot', 'no chilli'): a mild dish, not a spicy one. */
export const NEGATED_HEAT =
  /\b(?:no|not|non|nothing|without|less|zero|never)(?:[- ](?:too|very|so|overly|that))?[- ](?:spicy|spice|spices|spiced|hot|heat|chill?ies|chill?is|chill?i|fiery)\b/g;

/** A direction word that names a texture asks for it when the request names none. */
export const TEXTURE_WORDS: Record<string, Texture> = {
  crispy: 'crispy',
  crisp: 'crispy',
  crunchy: 'crunchy',
  crunch: 'crunchy',
  creamy: 'creamy',
  tender: 'tender',
};

/** What a label bans: heat for a mild dish, nuts, eggs, pork and alcohol for halal, starch for low carb. */
const HOT = (i: IngredientInfo) => i.kinds.has('spicy') || i.kinds.has('chili-spice') || i.kinds.has('hot-sauce');
export const LABEL_BANS: Partial<Record<DirectionLabel, (info: IngredientInfo) => boolean>> = {
  // No chilli heat, and no wine or sake: a family cook does not pour wine into a child's pudding
  // (fourteenth read: a 'kid friendly' zabaione whisked with wine).
  'Kid friendly': (i) => HOT(i) || i.kinds.has('wine') || i.id === 'sake',
  Mild: (i) => HOT(i) || i.kinds.has('chili'),
  'Nut free': (i) => i.roles.has('nut') || i.kinds.has('nut') || i.kinds.has('nut-butter') || i.id === 'pesto',
  'Egg free': (i) => i.kinds.has('egg') || i.id === 'mayonnaise',
  Halal: (i) =>
    i.kinds.has('pork') ||
    (i.kinds.has('cured') && !i.kinds.has('fish')) ||
    i.kinds.has('wine') ||
    i.kinds.has('mirin') ||
    /\b(?:beer|rum|sake|brandy|bourbon|whisky|whiskey|vodka|gelatin)\b/.test(i.id),
  'Low carb': (i) =>
    ['pasta', 'noodle', 'rice', 'grain', 'couscous', 'bread', 'flatbread', 'tortilla', 'oats', 'polenta'].some((k) =>
      i.kinds.has(k as Kind),
    ) ||
    ['potato', 'sweet-potato', 'semolina', 'flour', 'breadcrumbs', 'sugar', 'syrup', 'honey', 'jam'].some((k) =>
      i.kinds.has(k as Kind),
    ),
};
