// Reads the request once into a Plan: the pantry as weights, diet rules and taste boosts
// from the creative direction, what past feedback says, and the special ingredient.

import { CUISINES, type Cuisine } from '../../../shared/kitchen/types';
import { parseIngredientLine } from '../../../shared/kitchen/units';
import type { GenerationOptions, MealType, Texture } from '../../../shared/api/recipes';
import type { Frequency } from '../../../shared/api/pantry';
import { ChefInputError, type ChefContext } from '../types';
import {
  findIngredient,
  findIngredientInLine,
  INFO_BY_ID,
  INGREDIENTS,
  isVegan,
  isVegetarian,
  type IngredientInfo,
} from './ingredients';
import type { Kind } from './ingredient-kinds';
import type { PatternTag } from './model';
import { PATTERNS } from './patterns';
import { TITLE_NAMES } from './indexes';

export const FREQUENCY_WEIGHT: Record<Frequency, number> = { always: 4, usually: 3, sometimes: 2, rarely: 1 };

export interface Diet {
  vegetarian: boolean;
  vegan: boolean;
  pescatarian: boolean;
  glutenFree: boolean;
  dairyFree: boolean;
}

export interface Special {
  /** What the cook typed, tidied. */
  text: string;
  /** The catalogue entry it names, if any. */
  info?: IngredientInfo;
  /** For free text: the ingredient line ('Kimchi, to taste' or '1 cup kimchi' as typed). */
  line?: string;
  /** For free text: the name used in steps ('kimchi'). */
  name?: string;
}

export interface NamedFood {
  /** The cook's word ('mushrooms'). */
  word: string;
  wanted: boolean;
  /** Whether an ingredient is that food. */
  is: (info: IngredientInfo) => boolean;
}

export interface FeedbackWeights {
  cuisine: Map<string, number>;
  ingredient: Map<string, number>;
  pattern: Map<string, number>;
  /** 'patternId|mainId' combinations from disliked titles. */
  avoid: Set<string>;
}

export interface Plan {
  servings: number;
  /** The cuisines asked for: one, or all of them for 'any'. */
  cuisines: readonly Cuisine[];
  anyCuisine: boolean;
  mealType?: MealType;
  maxTime?: number;
  texture?: Texture;
  creative: boolean;
  ignorePantry: boolean;
  /** Known pantry ingredient id -> weight (always 4 ... rarely 1). */
  pantry: ReadonlyMap<string, number>;
  diet: Diet;
  /** Ingredient ids the diet or direction rules out. */
  banned: ReadonlySet<string>;
  kindBoost: ReadonlyMap<Kind, number>;
  idBoost: ReadonlyMap<string, number>;
  tagBoost: ReadonlyMap<PatternTag, number>;
  quick: boolean;
  /** What the direction asks for, as the card's notes name it. */
  labels: ReadonlySet<DirectionLabel>;
  /** Words of the direction the engine cannot cook to: the card's notes own up to them. */
  unheard: readonly string[];
  /** The cook's own words for a label whose note echoes them ('Date night'). */
  labelWords: ReadonlyMap<DirectionLabel, string>;
  /** Foods the direction names, wanted ('with mango') or not ('no mushrooms'), for the card's notes. */
  namedFoods: readonly NamedFood[];
  /** Cuisines named in the creative direction ('a Japanese twist'): preferred accents. */
  directionCuisines: readonly Cuisine[];
  feedback: FeedbackWeights;
  special?: Special;
  /** Lower-case titles the cook has already seen. */
  excluded: ReadonlySet<string>;
}

type Boost = { kinds?: Partial<Record<Kind, number>>; tags?: Partial<Record<PatternTag, number>>; quick?: true };
const SPICY: Boost = { kinds: { spicy: 3, 'chili-spice': 3, chili: 3, 'hot-sauce': 3 }, tags: { spicy: 3 } };
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

const LABEL_PATTERNS: [RegExp, DirectionLabel][] = [
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

const DIET_PATTERNS: [RegExp, keyof Diet][] = [
  [/\b(vegan|plant[- ]based|dairy[- ]free and egg[- ]free)\b/, 'vegan'],
  [/\b(vegetarian|veggie|meatless|meat[- ]free|no meat|without meat)\b/, 'vegetarian'],
  [/\b(pescatarian|pescetarian)\b/, 'pescatarian'],
  [/\b(gluten[- ]free|no gluten|without gluten|coeliac|celiac)\b/, 'glutenFree'],
  [/\b(dairy[- ]free|no dairy|without dairy|lactose[- ]free)\b/, 'dairyFree'],
];

const NOT_VEGETARIAN_MADE = new Set(['worcestershire-sauce', 'fish-sauce', 'oyster-sauce', 'dashi', 'anchovies']);
const NOT_VEGAN_MADE = new Set([...NOT_VEGETARIAN_MADE, 'pesto', 'mayonnaise', 'honey']);

function dietAllows(info: IngredientInfo, diet: Diet): boolean {
  if (diet.vegan && !isVegan(info)) return false;
  if (diet.vegetarian && !isVegetarian(info)) return false;
  if (diet.pescatarian && info.diet.meat) return false;
  if (diet.glutenFree && info.diet.gluten) return false;
  if (diet.dairyFree && info.diet.dairy) return false;
  return true;
}

/** Words of a direction that steer nothing and need no note ('some', 'please', 'dinner'). */
const HEARD_WORDS = new Set([
  ...'and with the for but some something very bit please dish dishes meal meals food recipe recipes style'.split(' '),
  ...'twist not without avoid hate skip really super extra too idea ideas little our'.split(' '),
  ...'dinner lunch breakfast brunch supper dessert snack tonight lots plenty loads feed'.split(' '),
]);

const TITLE_WORDS = new Set(TITLE_NAMES.flatMap(([name]) => name.split(' ')));

const LABEL_BOOSTS: readonly [DirectionLabel, Boost][] = [
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
const familyOf = (word: string) =>
  FOOD_FAMILIES[word] ?? FOOD_FAMILIES[word.replace(/s$/, '')] ?? FOOD_FAMILIES[word.match(FAMILY_WORD)![1]!];

/** A food said no to: 'no mushrooms', 'without onion', 'hate coriander', 'pork free'. */
const NEGATED_FOOD =
  /\b(?:no|without|not|hate|hates|avoid|skip|zero|nothing with)\s+(?:any\s+|much\s+)?([a-z]+)\b|\b([a-z]+)[- ]free\b/g;

/** Heat said no to ('not spicy', 'nothing too hot', 'no chilli'): a mild dish, not a spicy one. */
const NEGATED_HEAT =
  /\b(?:no|not|non|nothing|without|less|zero|never)(?:[- ](?:too|very|so|overly|that))?[- ](?:spicy|spice|spices|spiced|hot|heat|chill?ies|chill?is|chill?i|fiery)\b/g;

/** A direction word that names a texture asks for it when the request names none. */
const TEXTURE_WORDS: Record<string, Texture> = {
  crispy: 'crispy',
  crisp: 'crispy',
  crunchy: 'crunchy',
  crunch: 'crunchy',
  creamy: 'creamy',
  tender: 'tender',
};

/** What a label bans: heat for a mild dish, nuts, eggs, pork and alcohol for halal, starch for low carb. */
const HOT = (i: IngredientInfo) => i.kinds.has('spicy') || i.kinds.has('chili-spice') || i.kinds.has('hot-sauce');
const LABEL_BANS: Partial<Record<DirectionLabel, (info: IngredientInfo) => boolean>> = {
  'Kid friendly': HOT,
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

function readDirection(direction: string | undefined) {
  let text = ` ${(direction ?? '').toLowerCase().replace(/[^a-z0-9' -]/g, ' ')} `.replace(NEGATED_HEAT, ' mild ');
  const diet: Diet = { vegetarian: false, vegan: false, pescatarian: false, glutenFree: false, dairyFree: false };
  for (const [re, key] of DIET_PATTERNS) if (re.test(text)) diet[key] = true;
  if (diet.vegan) diet.vegetarian = true;

  // Families of food said no to are taken out first ('no cheese' is not 'cheesy').
  const namedFoods: NamedFood[] = [];
  text = text.replace(NEGATED_FOOD, (all, after: string | undefined, before: string | undefined) => {
    const word = (after ?? before)!;
    const is = familyOf(word);
    if (!is) return all;
    namedFoods.push({ word, wanted: false, is });
    return ' ';
  });

  const labels = new Set<DirectionLabel>();
  const labelWords = new Map<DirectionLabel, string>();
  // Every phrase a label or diet reads is taken out before the rest is read word by word.
  let rest = text;
  for (const [re, label] of LABEL_PATTERNS) {
    const found = [...text.matchAll(new RegExp(re.source, 'g'))].map((m) => m[0]);
    if (!found.length) continue;
    labels.add(label);
    labelWords.set(label, [...new Set(found)].join(', '));
    rest = rest.replace(new RegExp(re.source, 'g'), ' ');
  }
  for (const [re] of DIET_PATTERNS) rest = rest.replace(new RegExp(re.source, 'g'), ' ');
  if (labels.has('Vegan')) labels.delete('Vegetarian');
  if (labels.has('Mild')) labels.delete('Spicy');
  // A family of food wanted ('with chicken', 'lots of veg'), unless a label read the word ('garlicky').
  for (const word of rest.split(/\s+/)) {
    const is = word.length > 2 ? familyOf(word) : undefined;
    if (is && !namedFoods.some((f) => f.word === word)) namedFoods.push({ word, wanted: true, is });
  }

  const kindBoost = new Map<Kind, number>();
  const tagBoost = new Map<PatternTag, number>();
  let quick = false;
  const apply = (boost: Boost) => {
    for (const [k, v] of Object.entries(boost.kinds ?? {}))
      kindBoost.set(k as Kind, (kindBoost.get(k as Kind) ?? 1) * v);
    for (const [t, v] of Object.entries(boost.tags ?? {}))
      tagBoost.set(t as PatternTag, (tagBoost.get(t as PatternTag) ?? 1) * v);
    if (boost.quick) quick = true;
  };
  let texture: Texture | undefined;
  for (const word of text.split(/\s+/)) {
    texture ??= TEXTURE_WORDS[word];
    const boost = DIRECTION_WORDS[word];
    if (!boost || (labels.has('Mild') && boost === SPICY)) continue;
    apply(boost);
  }
  // A label read from a phrase ('date night', 'cheap and cheerful') steers as a whole.
  for (const [label, boost] of LABEL_BOOSTS) if (labels.has(label)) apply(boost);

  // Ingredients named in the direction: 'with mango' boosts mango, 'no mushrooms' or 'mushroom free' bans them.
  const idBoost = new Map<string, number>();
  const named = new Set<string>();
  for (const [name, info] of TITLE_NAMES) {
    if (named.has(info.id) || name.length < 4) continue;
    // 'date night' names an evening, not dates.
    const at = text.replace(/ date night /g, ' __ ').indexOf(` ${name}`);
    if (at < 0) continue;
    const after = text[at + name.length + 1];
    if (after && /[a-z]/.test(after) && after !== 's') continue;
    named.add(info.id);
    const before = text.slice(0, at).trim().split(/\s+/).slice(-2).join(' ');
    const next = text
      .slice(at + name.length + 1)
      .replace(/^s\b/, '')
      .trim()
      .split(/[\s-]+/)[0];
    const wanted = !(/\b(no|without|not|avoid|hate|skip)\b/.test(before) || next === 'free');
    idBoost.set(info.id, wanted ? 5 : 0);
    // A family word ('chicken') was read with the families above.
    if (!familyOf(name) && !namedFoods.some((f) => f.word === name))
      namedFoods.push({ word: name, wanted, is: (i) => i.id === info.id });
  }
  const directionCuisines = CUISINES.filter(
    (c) =>
      text.includes(c) || (c === 'japanese' && text.includes('japan')) || (c === 'indian' && text.includes('india')),
  );
  // Words that steer nothing: the card says so rather than ignoring them ('low sodium').
  const unheard = rest
    .split(/[\s-]+/)
    .filter(
      (w) =>
        w.length > 2 &&
        !DIRECTION_WORDS[w] &&
        !TEXTURE_WORDS[w] &&
        !HEARD_WORDS.has(w) &&
        !familyOf(w) &&
        !CUISINES.some((c) => c.startsWith(w.replace(/n$/, ''))) &&
        !(w === 'free' && /\b\w+[- ]free\b/.test(text) && [...idBoost.values()].includes(0)) &&
        !(TITLE_WORDS.has(w) && [...idBoost.keys()].some((id) => id.includes(w.replace(/s$/, '')))),
    );
  return {
    diet,
    kindBoost,
    tagBoost,
    quick,
    texture,
    idBoost,
    directionCuisines,
    labels,
    labelWords,
    namedFoods,
    unheard,
  };
}

/**
 * A single word people use for a family ('chicken', 'beef'): the catalogue entry whose name
 * holds it as a word, proteins first, never a slow cut, in catalogue order.
 */
function byWord(word: string): IngredientInfo | undefined {
  const w = word.toLowerCase().replace(/s$/, '');
  if (w.length < 3 || w.includes(' ')) return undefined;
  const matches = INGREDIENTS.filter(
    (i) => !i.kinds.has('slow') && i.names.some((n) => n.split(' ').some((part) => part.replace(/s$/, '') === w)),
  );
  // The catalogue lists the everyday cut first (chicken breast before wings).
  return matches.find((i) => i.ing.category === 'Proteins') ?? matches[0];
}

/** Matches a free-text special ingredient to the catalogue ('Garbanzo beans', '2 cups kimchi'). */
export function readSpecial(raw: string | undefined): Special | undefined {
  const text = (raw ?? '').replace(/\s+/g, ' ').trim();
  if (!text) return undefined;
  const parsed = parseIngredientLine(text);
  const bare = parsed.rest
    .replace(/,.*$/, '')
    .replace(/^(fresh|some|a few|dried|chopped|sliced|frozen)\s+/i, '')
    .trim();
  const info =
    findIngredient(text) ??
    findIngredient(bare) ??
    (bare.split(' ').length <= 3 ? (findIngredientInLine(bare) ?? byWord(bare)) : undefined);
  if (info) return { text, info };
  const name = (bare || text).toLowerCase();
  // Keep the cook's own amount when they typed one; otherwise 'to taste'.
  const line = parsed.quantity ? text : `${text[0]!.toUpperCase()}${text.slice(1)}, to taste`;
  return { text, line, name };
}

const clamp = (v: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, v));

/**
 * The headline ingredient of a title: the first protein named in it, else the first
 * ingredient ('Lemon-Garlic Chicken Risotto' -> chicken, 'Chicken & Broccoli Stir-Fry' -> chicken).
 */
export function titleMain(title: string): IngredientInfo | undefined {
  const t = ` ${title.toLowerCase().replace(/[^a-z0-9' ]+/g, ' ')} `;
  const found: { at: number; info: IngredientInfo }[] = [];
  for (const [name, info] of TITLE_NAMES) {
    const at = t.indexOf(` ${name} `);
    if (at < 0 || found.some((f) => at >= f.at && at < f.at + 1 + f.info.titleName.length)) continue;
    found.push({ at, info });
  }
  found.sort((a, b) => a.at - b.at);
  return (found.find((f) => f.info.roles.has('protein')) ?? found[0])?.info;
}

/** Turns likes and dislikes (newest first) into weights; older feedback counts less. */
function readFeedback(feedback: ChefContext['feedback']): FeedbackWeights {
  const cuisine = new Map<string, number>();
  const ingredient = new Map<string, number>();
  const pattern = new Map<string, number>();
  const avoid = new Set<string>();
  const add = (map: Map<string, number>, key: string, v: number) => map.set(key, (map.get(key) ?? 0) + v);
  feedback.slice(0, 60).forEach((entry, i) => {
    const sign = entry.feedback === 'like' ? 1 : -1;
    const w = sign * Math.pow(0.93, i);
    const title = ` ${entry.recipeTitle.toLowerCase()} `;
    if (entry.cuisine) add(cuisine, entry.cuisine.toLowerCase(), w);
    const ids = new Set<string>();
    for (const line of entry.ingredients.slice(0, 30)) {
      const info = findIngredientInLine(line);
      if (info) ids.add(info.id);
    }
    for (const id of ids) add(ingredient, id, w * 0.6);
    const main = titleMain(title);
    if (main) add(ingredient, main.id, w);
    const cuisineKey = entry.cuisine.toLowerCase();
    const dishes = PATTERNS.filter((p) => title.includes(` ${p.dish.toLowerCase()}`));
    const sameCuisine = dishes.filter((p) => p.cuisine === cuisineKey);
    for (const p of sameCuisine.length ? sameCuisine : dishes) {
      add(pattern, p.id, w);
      if (sign < 0 && main) avoid.add(`${p.id}|${main.id}`);
    }
  });
  const toMultiplier = (map: Map<string, number>, k: number) => {
    for (const [key, score] of map) map.set(key, clamp(Math.exp(k * score), 0.15, 4));
    return map;
  };
  return {
    cuisine: toMultiplier(cuisine, 0.5),
    ingredient: toMultiplier(ingredient, 0.9),
    pattern: toMultiplier(pattern, 0.7),
    avoid,
  };
}

export function makePlan(options: GenerationOptions, ctx: ChefContext): Plan {
  const ignorePantry = Boolean(options.ignorePantry);
  const pantry = new Map<string, number>();
  for (const item of ctx.pantry) {
    const info = INFO_BY_ID.get(item.ingredientId);
    if (!info) continue;
    const w = FREQUENCY_WEIGHT[item.frequency] ?? 2;
    pantry.set(info.id, Math.max(w, pantry.get(info.id) ?? 0));
  }
  if (!ignorePantry && pantry.size === 0) {
    throw new ChefInputError('No pantry ingredients found. Add some ingredients to your pantry first.');
  }
  const direction = readDirection(options.creativeDirection);
  const banned = new Set<string>();
  for (const info of INGREDIENTS) {
    if (!dietAllows(info, direction.diet) || direction.idBoost.get(info.id) === 0) banned.add(info.id);
    // Made with cheese, anchovy or egg (issue 23: a vegan 'Pesto Pea Risotto').
    if (direction.diet.vegan && NOT_VEGAN_MADE.has(info.id)) banned.add(info.id);
    if (direction.diet.vegetarian && NOT_VEGETARIAN_MADE.has(info.id)) banned.add(info.id);
    for (const label of direction.labels) if (LABEL_BANS[label]?.(info)) banned.add(info.id);
    for (const food of direction.namedFoods) {
      if (!food.wanted && food.is(info)) banned.add(info.id);
      else if (food.wanted && food.is(info) && !direction.idBoost.has(info.id)) direction.idBoost.set(info.id, 3);
    }
  }
  const anyCuisine = options.cuisine === 'any';
  return {
    servings: Math.max(1, Math.round(options.servings ?? 2)),
    cuisines: anyCuisine ? CUISINES : [options.cuisine as Cuisine],
    anyCuisine,
    mealType: options.mealType,
    maxTime: options.maxCookingTime,
    texture: options.texturePreference ?? direction.texture,
    creative: Boolean(options.creativeMode),
    ignorePantry,
    pantry,
    diet: direction.diet,
    banned,
    kindBoost: direction.kindBoost,
    idBoost: direction.idBoost,
    tagBoost: direction.tagBoost,
    quick: direction.quick,
    directionCuisines: direction.directionCuisines,
    labels: direction.labels,
    unheard: direction.unheard,
    labelWords: direction.labelWords,
    namedFoods: direction.namedFoods,
    feedback: readFeedback(ctx.feedback ?? []),
    special: readSpecial(options.specialIngredient),
    excluded: seenTitles(options),
  };
}

/** The titles the cook has already seen in this search, lower case (Plan.excluded). */
export function seenTitles(options: GenerationOptions): Set<string> {
  return new Set((options.excludedRecipes ?? []).map((t) => t.trim().toLowerCase()));
}
