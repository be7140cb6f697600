// Quick dinners (on the table in 15 minutes), issue 23: every cuisine x meal type x max time gives
// a full batch. Three of them travel (ADAPTABLE in compose.ts): a cuisine short of 15-minute
// dinners borrows them with one of its own accents.

import type { DishPattern } from '../model';
import { P, opt, pref, req } from './kit';

/** Proteins that cook through in a pan within a few minutes. */
const QUICK_PROTEIN = {
  kinds: ['poultry', 'beef', 'pork', 'fish', 'shellfish', 'soy'],
  roles: ['protein'],
  methods: ['saute', 'fry', 'grill'],
  not: ['slow', 'cured', 'ground'],
  exclude: ['silken-tofu', 'duck-breast', 'chicken-wings', 'whole-chicken', 'chicken-thighs', 'turkey-breast', 'mussels', 'clams', 'squid', 'anchovies', 'sardines', 'canned-tuna', 'smoked-salmon', 'tempeh'],
} as const;

export const QUICK_ITALIAN: DishPattern[] = [
  {
    id: 'italian-aglio-olio',
    cuisine: 'italian',
    dish: 'Aglio e Olio',
    mealTypes: ['dinner', 'lunch'],
    method: 'saute',
    textures: ['tender'],
    prep: 3,
    cook: 12,
    tags: ['quick', 'comfort'],
    finish: 'toss',
    slots: [
      req('pasta', 100, { ids: ['spaghetti'] }, { fallback: ['spaghetti'] }),
      req('fat', 15, P.oliveOil, { fallback: ['olive-oil'] }),
      req('garlic', 6, P.garlic, { fallback: ['garlic'], prep: 'thinly sliced' }),
      opt('chili', 0.4, { ids: ['red-pepper-flakes'] }),
      opt('protein', 80, { ids: ['shrimp'] }, { main: 1, cut: 'bite' }),
      opt('greens', 40, { ids: ['spinach', 'arugula', 'cherry-tomatoes'] }, { main: 2 }),
      opt('lemon', 20, P.lemon),
      opt('cheese', 10, P.hardCheese),
      opt('herb', 3, { ids: ['parsley'] }, { prep: 'chopped' }),
    ],
    steps: [
      'Cook the {pasta} in a large pot of well-salted boiling water until al dente. Scoop out a mug of the cooking water, then drain.',
      'Meanwhile, warm {fat.q} in a large frying pan over medium-low heat. Add the {garlic}[ and the {chili}] and cook gently for 2 minutes until tender and pale golden; do not let it brown.',
      '[Add the {protein} and cook {protein.cook}.][ Add the {greens} and stir for 1 minute until just tender.]',
      'Add the drained pasta with a splash of the cooking water and toss for 1 minute until glossy and coated.[ Squeeze the {lemon} over the top.]',
      'Season and serve straight away[ with the {cheese,herb} scattered over].',
    ],
    titles: ['{main} Aglio e Olio', 'Aglio e Olio with {main}', '{chili:Spicy} {pasta} Aglio e Olio', 'Classic {pasta} Aglio e Olio'],
  },
];

/** Quick desserts (15 minutes): fruit macerated in sugar and lemon (it travels), whipped ricotta. */
export const QUICK_ITALIAN_DESSERTS: DishPattern[] = [
  {
    id: 'italian-macedonia',
    cuisine: 'italian',
    dish: 'Macedonia',
    mealTypes: ['dessert', 'snack'],
    method: 'raw',
    textures: ['tender'],
    prep: 5,
    cook: 10,
    sweet: true,
    season: 'none',
    tags: ['fresh', 'light', 'quick'],
    finish: 'top',
    slots: [
      req('fruit', 130, P.freshFruit, { main: 1, fallback: ['strawberries', 'peaches'], prep: 'cut into bite-size pieces' }),
      opt('fruit2', 80, P.freshFruit, { prep: 'cut into bite-size pieces' }),
      req('acid', 10, P.lemon, { fallback: ['lemon'] }),
      pref('sweet', 6, { ids: ['sugar', 'honey'] }, { fallback: ['sugar'] }),
      opt('herb', 1, { ids: ['mint'] }),
      opt('nut', 8, { ids: ['pistachios', 'almonds'] }),
    ],
    steps: [
      'Put the {fruit,fruit2} in a bowl.',
      '[Sprinkle with the {sweet}.] Squeeze the {acid} over the fruit and toss gently.',
      'Leave to macerate for 10 minutes so the fruit turns juicy and tender.',
      'Spoon into bowls with the juices[ and scatter with the {herb,nut}].',
    ],
    titles: ['{fruit} Macedonia', '{fruit} & {fruit2} Macedonia', 'Macedonia of {fruit} with {herb}', '{acid}-Macerated {fruit}'],
  },
  {
    id: 'italian-whipped-ricotta',
    cuisine: 'italian',
    dish: 'Whipped Ricotta',
    mealTypes: ['dessert', 'breakfast'],
    method: 'raw',
    textures: ['creamy'],
    prep: 10,
    cook: 0,
    sweet: true,
    season: 'none',
    tags: ['quick'],
    finish: 'top',
    slots: [
      req('ricotta', 90, { ids: ['ricotta'] }, { fallback: ['ricotta'] }),
      req('sweet', 10, P.drizzle, { fallback: ['honey'] }),
      pref('fruit', 80, P.freshFruit, { main: 1, fallback: ['strawberries', 'peaches'], prep: 'cut into bite-size pieces' }),
      opt('vanilla', 0.5, { ids: ['vanilla-extract'] }),
      opt('nut', 8, { ids: ['pistachios', 'almonds', 'walnuts'] }),
    ],
    steps: [
      'Whisk the {ricotta}[ with the {vanilla}] for 1-2 minutes until smooth and creamy.',
      'Spoon the ricotta into bowls and swirl the top with the back of the spoon.',
      'Drizzle with the {sweet}[ and top with the {fruit}].',
      '[Scatter with the {nut}.] Serve straight away, while the ricotta is cold.',
    ],
    titles: ['Whipped Ricotta with {fruit} and {sweet}', '{sweet} Whipped Ricotta', 'Whipped Ricotta with {fruit}', 'Creamy Ricotta with {nut.pl}'],
  },
];

export const QUICK_FRENCH: DishPattern[] = [
  {
    id: 'french-quick-seared',
    cuisine: 'french',
    dish: 'Seared',
    mealTypes: ['dinner', 'lunch'],
    method: 'saute',
    textures: ['tender'],
    prep: 5,
    cook: 10,
    tags: ['quick'],
    finish: 'top',
    slots: [
      req('protein', 150, QUICK_PROTEIN, { main: 1, cut: 'cutlet', fallback: ['chicken-breast', 'salmon', 'shrimp', 'tofu'] }),
      req('veg', 90, { ids: ['spinach', 'green-beans', 'asparagus', 'cherry-tomatoes', 'zucchini', 'mushrooms', 'kale'] }, { main: 2, fallback: ['green-beans', 'spinach'] }),
      req('fat', 10, P.cookingFat, { fallback: ['olive-oil'] }),
      opt('butter', 8, P.butter),
      opt('garlic', 3, P.garlic),
      pref('lemon', 20, P.lemon, { fallback: ['lemon'] }),
      opt('bread', 50, { ids: ['baguette', 'bread'] }),
      opt('herb', 2, { ids: ['parsley', 'thyme', 'tarragon', 'chives'] }, { prep: 'chopped' }),
    ],
    steps: [
      'Pat the {protein} dry and season with salt and pepper.',
      'Heat {fat.q} in a large frying pan over medium-high heat and cook the {protein} {protein.cook}. Lift onto warm plates.',
      'Add the {veg}[ and the {garlic}] to the same pan and cook for 2-3 minutes, tossing, until just tender.[ Swirl in the {butter} until it foams.]',
      'Squeeze the {lemon} over the pan[, stir in the {herb}] and spoon the vegetables and pan juices beside the {protein}.',
      'Serve hot[ with the {bread}].',
    ],
    titles: ['Seared {main} with {veg}', '{lemon}-Seared {main} with {veg}', 'Quick Seared {main} & {veg}', 'Seared {main} with {herb} & {veg}'],
  },
  {
    id: 'french-warm-salad',
    cuisine: 'french',
    dish: 'Warm Salad',
    mealTypes: ['dinner', 'lunch'],
    method: 'saute',
    textures: ['crunchy'],
    prep: 7,
    cook: 8,
    tags: ['quick', 'fresh', 'light'],
    finish: 'toss',
    slots: [
      req('protein', 130, QUICK_PROTEIN, { main: 1, cut: 'strips', fallback: ['chicken-breast', 'shrimp', 'tofu'] }),
      req('leaves', 50, P.saladLeaf, { fallback: ['romaine-lettuce'] }),
      opt('veg', 50, P.rawVeg, { main: 2, prep: 'sliced' }),
      req('fat', 15, P.oliveOil, { fallback: ['olive-oil'] }),
      req('acid', 8, { ids: ['red-wine-vinegar', 'lemon', 'apple-cider-vinegar'] }, { fallback: ['red-wine-vinegar'] }),
      opt('mustard', 3, { ids: ['dijon-mustard'] }),
      opt('nut', 8, { ids: ['walnuts', 'almonds', 'pecans'] }),
      opt('cheese', 15, P.crumbleCheese),
      opt('bread', 40, { ids: ['baguette', 'bread'] }),
    ],
    steps: [
      'Whisk most of the {fat} with the {acid}[ and the {mustard}] and a pinch of salt for the dressing.',
      'Spread the {leaves}[ and the {veg}] on plates.',
      'Heat the rest of the {fat} in a frying pan over high heat and cook the {protein} {protein.cook}.',
      'Pile the hot {protein} onto the leaves, spoon over the dressing[ and scatter with the {nut,cheese}], so the leaves stay crunchy under the warm topping.',
      'Season and serve at once[ with the {bread}].',
    ],
    titles: ['Warm {main} Salad', 'Warm {main} & {veg} Salad', 'Warm {main} Salad with {nut.pl}', '{cheese} & {main} Warm Salad'],
  },
];

export const QUICK_AMERICAN: DishPattern[] = [
  {
    id: 'american-wraps',
    cuisine: 'american',
    dish: 'Wraps',
    mealTypes: ['dinner', 'lunch'],
    method: 'saute',
    textures: ['crunchy'],
    prep: 7,
    cook: 8,
    tags: ['quick'],
    finish: 'fill',
    servedAs: 'wraps',
    extraAt: 2,
    slots: [
      req('protein', 110, QUICK_PROTEIN, { main: 1, cut: 'strips', fallback: ['chicken-breast', 'shrimp', 'tofu'] }),
      req('wrap', 60, { ids: ['tortillas-flour', 'pita'] }, { fallback: ['tortillas-flour'] }),
      req('leaves', 25, P.saladLeaf, { fallback: ['romaine-lettuce'], prep: 'shredded' }),
      opt('veg', 40, P.rawVeg, { main: 2, prep: 'sliced' }),
      req('fat', 8, P.cookingFat, { fallback: ['olive-oil'] }),
      opt('sauce', 20, { ids: ['greek-yogurt', 'sour-cream', 'mayonnaise'] }),
      opt('cheese', 20, { ids: ['cheddar', 'feta', 'monterey-jack'] }),
      opt('spice', 0.6, { ids: ['smoked-paprika', 'cumin', 'chili-powder'] }),
    ],
    steps: [
      'Season the {protein} with salt and pepper[ and the {spice}].',
      'Heat {fat.q} in a frying pan over medium-high heat and cook the {protein} {protein.cook}.',
      'Warm the {wrap} in a dry pan for 20 seconds a side so they fold without cracking.',
      'Spread each with[ the {sauce} and] the hot {protein}, then the {leaves}[ and the {veg,cheese}] for crunch.',
      'Roll up tightly, cut in half and serve.',
    ],
    titles: ['{main} Wraps', '{main} & {veg} Wraps', 'Crunchy {main} Wraps', '{spice} {main} Wraps', '{cheese} & {main} Wraps'],
  },
];
