// Dishes built around an ingredient a cook names as the special (issue 23): real sweets that hold a
// frying cheese, a fresh cheese, bean curd or beans, which a cook would expect to work ('halloumi
// for dessert': honey-fried halloumi with figs). `forSpecial` keeps them out of plain searches;
// they are offered when the special fills their first headline slot. They travel (ADAPTABLE in
// candidates.ts) and take the asked cuisine's sweet accent.

import type { DishPattern } from '../model';
import { P, opt, pref, req } from './kit';

/** Fruit that warms well in a pan or beside a hot cheese. */
const WARM_FRUIT = {
  kinds: ['stone-fruit', 'orchard', 'berry'],
  ids: ['figs', 'pineapple', 'mango'],
  not: ['dried-fruit'],
  exclude: ['persimmons', 'blueberries', 'raspberries', 'blackberries'],
} as const;

export const SPECIAL_DISHES: DishPattern[] = [
  {
    id: 'mediterranean-honey-fried-cheese',
    cuisine: 'mediterranean',
    dish: 'Honey-Fried Cheese',
    mealTypes: ['dessert', 'snack'],
    method: 'fry',
    textures: ['crispy'],
    prep: 10,
    cook: 10,
    sweet: true,
    forSpecial: true,
    season: 'none',
    tags: ['sweet'],
    finish: 'top',
    slots: [
      req('cheese', 60, { ids: ['halloumi', 'paneer'] }, { main: 1, fallback: ['halloumi'], prep: 'cut into 1 cm slices' }),
      req('fruit', 100, WARM_FRUIT, { main: 2, fallback: ['figs', 'peaches'], prep: 'halved or cut into wedges' }),
      req('honey', 15, P.drizzle, { fallback: ['honey'] }),
      pref('nut', 8, { ids: ['walnuts', 'pistachios', 'almonds', 'sesame-seeds'] }, { prep: 'roughly chopped', fallback: ['walnuts'] }),
      opt('herb', 1, { ids: ['mint', 'thyme'] }, { prep: 'leaves picked' }),
    ],
    steps: [
      'Pat the {cheese} dry with kitchen paper.',
      'Heat a dry non-stick frying pan over medium-high heat and fry the {cheese} for 1-2 minutes per side until crisp and deep golden outside and soft within; lift onto plates.',
      'Lay the {fruit} cut side down in the same pan and cook 2-3 minutes until caramelised at the edges and warm through.',
      'Arrange the fruit beside the cheese, drizzle everything with the {honey}[ and scatter with the {nut,herb}] while the cheese is hot.',
    ],
    titles: ['Honey-Fried {cheese} with {fruit.pl}', '{cheese} with Honey and {fruit.pl}', 'Crispy {cheese} with Honeyed {fruit.pl}'],
  },
  {
    id: 'mediterranean-baked-feta-honey',
    cuisine: 'mediterranean',
    dish: 'Baked Feta',
    mealTypes: ['dessert', 'snack'],
    method: 'bake',
    textures: ['creamy'],
    prep: 10,
    cook: 15,
    sweet: true,
    forSpecial: true,
    season: 'none',
    tags: ['sweet'],
    finish: 'top',
    slots: [
      req('cheese', 50, { ids: ['feta', 'goat-cheese'] }, { main: 1, fallback: ['feta'], prep: 'in one or two blocks' }),
      req('fruit', 100, WARM_FRUIT, { main: 2, fallback: ['figs', 'apricots'], prep: 'halved or cut into wedges' }),
      req('honey', 15, P.drizzle, { fallback: ['honey'] }),
      pref('nut', 8, { ids: ['walnuts', 'sesame-seeds', 'pistachios'] }, { prep: 'roughly chopped', fallback: ['walnuts'] }),
      opt('herb', 1, { ids: ['thyme', 'mint'] }, { prep: 'leaves picked' }),
    ],
    steps: [
      'Heat the oven to 200°C (400°F).',
      'Set the {cheese} in a small baking dish with the {fruit} around it and drizzle half the {honey} over the top.',
      'Bake 12-15 minutes until the cheese is soft and creamy and the fruit is tender and bubbling at the edges.',
      'Drizzle with the rest of the honey[, scatter with the {nut,herb}] and serve warm, spread on the fruit.',
    ],
    titles: ['Baked {cheese} with Honey and {fruit.pl}', 'Honey-Baked {cheese} with {fruit.pl}', 'Warm {cheese} with Honeyed {fruit.pl}'],
  },
  {
    id: 'american-tofu-chocolate-mousse',
    cuisine: 'american',
    dish: 'Tofu Chocolate Mousse',
    mealTypes: ['dessert'],
    method: 'raw',
    textures: ['creamy'],
    prep: 15,
    cook: 35,
    sweet: true,
    forSpecial: true,
    season: 'pinch',
    tags: ['sweet'],
    finish: 'top',
    servedAs: 'mousse',
    slots: [
      req('tofu', 75, { ids: ['silken-tofu', 'tofu'] }, { main: 1, fallback: ['silken-tofu'], prep: 'drained' }),
      req('chocolate', 35, { ids: ['dark-chocolate', 'chocolate-chips'] }, { main: 3, fallback: ['dark-chocolate'] }),
      req('sweet', 12, { ids: ['maple-syrup', 'honey'] }, { fallback: ['maple-syrup'] }),
      pref('vanilla', 1, { ids: ['vanilla-extract'] }, { fallback: ['vanilla-extract'] }),
      pref('fruit', 40, { ids: ['raspberries', 'strawberries', 'cherries', 'blackberries', 'oranges'] }, { main: 2, fallback: ['raspberries'] }),
    ],
    steps: [
      'Melt the {chocolate} in a bowl over barely simmering water, stirring until smooth; cool 5 minutes.',
      'Blend the {tofu} with the {sweet}[, the {vanilla}] and a pinch of salt until completely smooth, then blend in the melted chocolate.',
      'Spoon into glasses and chill at least 30 minutes until set and creamy.',
      'Serve cold[ with the {fruit}].',
    ],
    titles: ['Chocolate {tofu} Mousse', 'Chocolate {tofu} Mousse with {fruit.pl}', 'Silky Chocolate {tofu} Mousse'],
  },
  {
    id: 'american-chickpea-blondies',
    cuisine: 'american',
    dish: 'Blondies',
    mealTypes: ['dessert', 'snack'],
    method: 'bake',
    textures: ['tender'],
    prep: 15,
    cook: 25,
    sweet: true,
    forSpecial: true,
    season: 'pinch',
    tags: ['sweet'],
    finish: 'top',
    servedAs: 'blondies',
    slots: [
      req('beans', 60, { ids: ['chickpeas', 'black-beans', 'cannellini-beans'] }, { main: 1, fallback: ['chickpeas'], prep: 'drained and rinsed' }),
      req('nutbutter', 25, { ids: ['peanut-butter', 'tahini'] }, { fallback: ['peanut-butter'] }),
      req('sweet', 20, { ids: ['maple-syrup', 'honey'] }, { fallback: ['maple-syrup'] }),
      req('chocolate', 15, { ids: ['chocolate-chips', 'dark-chocolate'] }, { main: 2, fallback: ['chocolate-chips'] }),
      req('raise', 1, { ids: ['baking-powder'] }, { fallback: ['baking-powder'] }),
      pref('vanilla', 1, { ids: ['vanilla-extract'] }, { fallback: ['vanilla-extract'] }),
      opt('oats', 10, { ids: ['oats'] }),
    ],
    steps: [
      'Heat the oven to 180°C (350°F) and line a 20 cm square tin with baking paper.',
      'Pat the {beans} dry, then blend them with the {nutbutter}, {sweet}, {raise}[, {vanilla}][ and {oats}] and a pinch of salt until completely smooth and thick.',
      'Stir in most of the {chocolate}, spread the batter in the tin and scatter the rest of the chocolate over the top.',
      'Bake 20-25 minutes until golden at the edges and just set and tender in the middle; cool in the tin before cutting into squares.',
    ],
    titles: ['{beans} Blondies with {chocolate}', 'Fudgy {beans} Blondies', '{nutbutter} {beans} Blondies'],
  },
];
