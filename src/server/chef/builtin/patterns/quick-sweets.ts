// Quick sweets (15 minutes or less), issue 23: full batches for every cuisine x dessert x max time x
// texture, and desserts built on what a home pantry holds (yogurt, honey, apples or bananas, oats,
// chocolate). All three travel (ADAPTABLE in candidates.ts): a cuisine short of quick desserts borrows
// them with one of its own accents. Each cooks or sets something a cook can see: fruit warmed in honey
// until tender, a pan crumble toasted crisp, fruit dipped in melted chocolate. Two stay home: Japanese
// honey toast and Asian banana wontons, a crisp dessert each kitchen makes in a quarter of an hour.

import type { DishPattern } from '../model';
import { P, opt, pref, req } from './kit';

/** Fruit that holds its shape when dipped or warmed in a pan. */
const DIPPING_FRUIT = { ids: ['strawberries', 'bananas', 'mandarins', 'cherries', 'apples', 'pears', 'kiwi', 'dried-apricots'] } as const;

export const HONEYED_FRUIT_YOGURT: DishPattern = {
  id: 'mediterranean-honeyed-fruit-yogurt',
  cuisine: 'mediterranean',
  dish: 'Honeyed Fruit',
  mealTypes: ['dessert', 'breakfast', 'snack'],
  method: 'saute',
  textures: ['tender', 'creamy'],
  prep: 5,
  cook: 7,
  sweet: true,
  season: 'none',
  tags: ['quick', 'fresh'],
  finish: 'top',
  servedAs: 'yogurt',
  slots: [
    req('fruit', 120, P.bakingFruit, { main: 1, fallback: ['apples', 'pears', 'peaches'], prep: 'cut into thick slices' }),
    req('honey', 12, P.drizzle, { fallback: ['honey'] }),
    req('yogurt', 130, { ids: ['greek-yogurt', 'yogurt'] }, { fallback: ['greek-yogurt'] }),
    opt('spice', 0.5, { ids: ['cinnamon', 'cardamom', 'vanilla-extract'] }),
    pref('nut', 10, { ids: ['walnuts', 'pistachios', 'almonds', 'pecans'] }, { fallback: ['walnuts'] }),
    opt('oats', 10, { ids: ['oats'] }),
    opt('acid', 8, P.lemon),
  ],
  steps: [
    'Put the {fruit} in a frying pan with the {honey}[ and the {spice}] and a splash of water.',
    'Cook over medium heat for 5-6 minutes, turning the pieces now and then, until the fruit is tender and glazed in its syrup.[ Squeeze in the {acid.juice}.]',
    'Spoon the {yogurt} into bowls and swirl it creamy with the back of the spoon.',
    'Top with the warm fruit and its juices[ and scatter with the {nut,oats}]. Serve straight away, warm fruit on cold yogurt.',
  ],
  titles: ['Yogurt with Honeyed {fruit}', 'Honeyed {fruit} with {yogurt}', 'Warm Honeyed {fruit} with {nut.pl}', 'Warm Honeyed {fruit}', 'Honeyed {fruit} Bowl with {spice}'],
};

export const SKILLET_CRUMBLE: DishPattern = {
  id: 'american-skillet-crumble',
  cuisine: 'american',
  dish: 'Skillet Crumble',
  mealTypes: ['dessert', 'snack'],
  method: 'saute',
  textures: ['tender', 'crunchy', 'crispy'],
  prep: 5,
  cook: 10,
  sweet: true,
  season: 'pinch',
  tags: ['quick', 'comfort'],
  finish: 'top',
  servedAs: 'crumble',
  slots: [
    req('fruit', 140, P.bakingFruit, { main: 1, fallback: ['apples', 'pears', 'peaches'], prep: 'cut into bite-size pieces' }),
    req('butter', 12, P.butter, { fallback: ['butter'] }),
    req('sweet', 12, { ids: ['brown-sugar', 'sugar', 'maple-syrup', 'honey'] }, { fallback: ['brown-sugar'] }),
    req('oats', 25, { ids: ['oats'] }, { fallback: ['oats'] }),
    opt('spice', 0.5, { ids: ['cinnamon', 'nutmeg', 'ground-ginger'] }),
    opt('nut', 8, { ids: ['pecans', 'walnuts', 'almonds'] }),
    pref('cream', 40, { ids: ['greek-yogurt', 'heavy-cream', 'creme-fraiche', 'yogurt'] }, { fallback: ['greek-yogurt'] }),
    opt('acid', 8, P.lemon),
  ],
  steps: [
    'Melt half the {butter} in a frying pan over medium heat. Add the {fruit}[, the {spice}] and half the {sweet} and cook 5-6 minutes, stirring now and then, until tender and juicy.[ Squeeze over the {acid.juice}.] Spoon into bowls.',
    'Wipe out the pan and melt the rest of the butter in it. Add the {oats}[ and the {nut}], the rest of the {sweet} and a pinch of salt.',
    'Toast over medium heat, stirring, for 3-4 minutes until the oats are crisp, golden and crunchy.',
    'Scatter the crunchy topping over the warm fruit[ and serve with a spoonful of the {cream}].',
  ],
  titles: ['Skillet {fruit} Crumble', 'Quick {fruit} Crumble', 'Skillet {fruit} Crumble with {nut.pl}', 'Pan {fruit} Crumble with {cream}'],
};

export const CHOCOLATE_DIPPED_FRUIT: DishPattern = {
  id: 'american-chocolate-dipped-fruit',
  cuisine: 'american',
  dish: 'Chocolate-Dipped Fruit',
  mealTypes: ['dessert', 'snack'],
  method: 'raw',
  textures: ['crunchy'],
  prep: 10,
  cook: 5,
  sweet: true,
  season: 'none',
  tags: ['quick'],
  finish: 'top',
  servedAs: 'fruit',
  slots: [
    req('fruit', 120, DIPPING_FRUIT, { main: 1, fallback: ['strawberries', 'bananas'], prep: 'cut into large pieces' }),
    req('chocolate', 30, { ids: ['dark-chocolate', 'chocolate-chips'] }, { fallback: ['dark-chocolate'] }),
    req('nut', 10, { ids: ['almonds', 'pistachios', 'pecans', 'walnuts', 'shredded-coconut'] }, { fallback: ['almonds'], prep: 'finely chopped' }),
    pref('coconut', 4, { ids: ['shredded-coconut'] }, { fallback: ['shredded-coconut'] }),
  ],
  steps: [
    'Melt the {chocolate} in a heatproof bowl set over a pan of barely simmering water, stirring until smooth.',
    'Line a tray with baking paper.',
    'Dip the {fruit} halfway into the chocolate, one piece at a time, and lay them on the tray. Scatter the {nut}[ and the {coconut}] over the chocolate while it is still wet, so they stick.',
    'Chill in the freezer for 5 minutes until the chocolate sets to a crunchy shell, then serve.',
  ],
  titles: ['Chocolate-Dipped {fruit}', 'Chocolate-Dipped {fruit} with {nut.pl}', 'Dark Chocolate {fruit} with {nut.pl}', '{fruit} in Dark Chocolate'],
};

export const HONEY_TOAST: DishPattern = {
  id: 'japanese-honey-toast',
  cuisine: 'japanese',
  dish: 'Honey Toast',
  mealTypes: ['dessert', 'snack'],
  method: 'fry',
  textures: ['crunchy', 'crispy', 'creamy'],
  prep: 5,
  cook: 8,
  sweet: true,
  season: 'none',
  tags: ['quick', 'comfort'],
  finish: 'top',
  servedAs: 'toast',
  slots: [
    req('bread', 60, { ids: ['bread'] }, { fallback: ['bread'], prep: 'thick-cut' }),
    req('butter', 10, P.butter, { fallback: ['butter'], anyKitchen: true }),
    req('honey', 14, { ids: ['honey'] }, { fallback: ['honey'] }),
    pref('cream', 30, { ids: ['heavy-cream'] }, { fallback: ['heavy-cream'], anyKitchen: true }),
    opt('fruit', 50, { ids: ['strawberries', 'bananas', 'mandarins', 'kiwi'] }, { prep: 'sliced' }),
    opt('sesame', 2, { ids: ['sesame-seeds'] }),
  ],
  steps: [
    'Score each slice of {bread} in a deep criss-cross on one side, without cutting through.',
    'Melt the {butter} in a wide frying pan over medium heat and stir in half the {honey}.',
    'Lay the bread in the pan, scored side down, and toast 2-3 minutes a side, pressing lightly, until golden, crisp and crunchy at the edges.[ Sprinkle the {sesame} over in the last minute.]',
    'Whip the {cream} to soft, creamy peaks.',
    'Drizzle the toast with the rest of the honey[, top with the cream][ and the {fruit}] and serve at once, while the crust is crunchy.',
  ],
  titles: ['Honey Butter Toast', 'Japanese Honey Toast', 'Honey Toast with {fruit.pl}', '{sesame:Sesame} Honey Toast'],
};

/** Banana wrapped in wonton wrappers and fried crisp, the way Asian restaurants serve it for dessert. */
export const BANANA_WONTONS: DishPattern = {
  id: 'asian-banana-wontons',
  cuisine: 'asian',
  dish: 'Banana Wontons',
  mealTypes: ['dessert', 'snack'],
  method: 'fry',
  textures: ['crispy', 'crunchy'],
  prep: 8,
  cook: 6,
  sweet: true,
  season: 'none',
  tags: ['quick'],
  finish: 'top',
  servedAs: 'wontons',
  slots: [
    req('fruit', 90, { ids: ['bananas'] }, { main: 1, fallback: ['bananas'], prep: 'cut into 3 cm pieces' }),
    req('wrappers', 24, { ids: ['wonton-wrappers'] }, { fallback: ['wonton-wrappers'] }),
    req('sugar', 5, { ids: ['brown-sugar', 'sugar'] }, { fallback: ['brown-sugar'] }),
    opt('spice', 0.5, { ids: ['cinnamon'] }),
    req('oil', 15, P.neutralOil, { fallback: ['vegetable-oil'], asNeeded: 'for frying' }),
    pref('drizzle', 12, { ids: ['sweetened-condensed-milk', 'honey'] }, { fallback: ['honey'] }),
    opt('sesame', 2, { ids: ['sesame-seeds'] }),
  ],
  steps: [
    'Toss the {fruit} with the {sugar}[ and the {spice}].',
    'Set a piece of banana on each of the {wrappers}, brush the edges with water, fold into triangles and press to seal.',
    'Heat 2 cm of the {oil} in a small frying pan over medium-high heat and fry the wontons in batches for 1-2 minutes a side until golden, crisp and crunchy. Drain on kitchen paper.',
    'Serve hot[, drizzled with the {drizzle}][ and scattered with the {sesame}].',
  ],
  titles: ['Banana Wontons', 'Banana Wontons with {drizzle}', '{sesame:Sesame} Banana Wontons', 'Fried Banana Wontons'],
};

export const QUICK_SWEETS: DishPattern[] = [HONEYED_FRUIT_YOGURT, SKILLET_CRUMBLE, CHOCOLATE_DIPPED_FRUIT, HONEY_TOAST, BANANA_WONTONS];
