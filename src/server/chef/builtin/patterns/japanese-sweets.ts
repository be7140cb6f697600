// Japanese sweets: a fruit sando, candied sweet potato (daigaku imo), purin (a steamed caramel custard
// made from eggs and milk most pantries hold).
// japanese.ts lists them among the cuisine's dishes in draw order.

import type { DishPattern } from '../model';
import { P, opt, pref, req } from './kit';

export const FRUIT_SANDO: DishPattern = {
  id: 'japanese-fruit-sando',
  closed: true,
  cuisine: 'japanese',
  dish: 'Fruit Sando',
  mealTypes: ['dessert', 'snack'],
  method: 'raw',
  textures: ['creamy'],
  prep: 15,
  cook: 15,
  sweet: true,
  tags: ['sweet'],
  finish: 'fill',
  servedAs: 'sandwiches',
  extraAt: 2,
  slots: [
    req('bread', 56, { ids: ['bread'] }, { fallback: ['bread'] }),
    req('cream', 50, { ids: ['heavy-cream', 'mascarpone'] }, { fallback: ['heavy-cream'] }),
    req('sugar', 5, { ids: ['sugar', 'powdered-sugar'] }, { fallback: ['sugar'] }),
    req('fruit', 70, { ...P.freshFruit, ids: ['mandarins', 'oranges'], exclude: ['plantains', 'apples', 'pears', 'watermelon', 'figs', 'cherries', 'lychees', 'grapes'] }, { main: 1, fallback: ['strawberries', 'kiwi'] }),
    opt('fruit2', 40, { ids: ['strawberries', 'kiwi', 'mandarins', 'mango', 'bananas'] }),
    opt('vanilla', 1, { ids: ['vanilla-extract'] }),
  ],
  steps: [
    'Whip the {cream} with the {sugar}[ and the {vanilla}] to stiff, creamy peaks.',
    'Spread a thick layer of cream over half of the {bread} slices.',
    'Press the {fruit,fruit2} into the cream in a neat row, then cover with more cream and the remaining slices.',
    'Wrap each sandwich tightly in cling film and chill 15 minutes so it firms up.',
    'Cut off the crusts and slice through the middle of the fruit to show the pattern.',
  ],
  titles: ['{fruit} Fruit Sando', '{fruit} & {fruit2} Sando', 'Japanese {fruit} Cream Sandwiches', '{vanilla:Vanilla} Cream {fruit} Sando'],
};

export const CANDIED_SWEET_POTATO: DishPattern = {
  id: 'japanese-candied-sweet-potato',
  cuisine: 'japanese',
  dish: 'Candied Sweet Potatoes',
  mealTypes: ['dessert', 'snack'],
  method: 'fry',
  textures: ['crispy', 'tender', 'crunchy'],
  prep: 10,
  cook: 20,
  sweet: true,
  season: 'pinch',
  tags: ['sweet', 'comfort'],
  finish: 'top',
  slots: [
    req('potato', 150, { ids: ['sweet-potatoes', 'pumpkin', 'butternut-squash'] }, { main: 1, fallback: ['sweet-potatoes'], prep: 'cut into 3 cm wedges' }),
    req('fat', 15, P.neutralOil, { fallback: ['vegetable-oil'] }),
    req('sweet', 15, { ids: ['sugar', 'honey', 'brown-sugar', 'maple-syrup'] }, { fallback: ['sugar'] }),
    opt('soy', 2, P.soy),
    opt('mirin', 5, { ids: ['mirin'] }),
    pref('sesame', 3, { ids: ['sesame-seeds'] }, { fallback: ['sesame-seeds'] }),
  ],
  steps: [
    'Soak the {potato} in cold water for 5 minutes, then drain and pat completely dry.',
    'Heat the {fat} in a wide frying pan over medium heat and fry the wedges for 10-12 minutes, turning, until golden, crisp outside and tender inside. Pour off most of the oil.',
    'Add the {sweet}[ with the {mirin,soy}] and <1 tbsp> water and toss over medium heat for 2-3 minutes until the syrup bubbles and coats every piece.',
    'Sprinkle with[ the {sesame} and] a pinch of salt, spread on baking paper and cool 5 minutes so the glaze sets crisp and crunchy.',
  ],
  titles: ['Candied {main.pl}', 'Crispy {sweet}-Glazed {main.pl}', '{sesame} Candied {main.pl}', 'Daigaku Imo-Style {main.pl}'],
};

export const PURIN: DishPattern = {
  id: 'japanese-purin',
  cuisine: 'japanese',
  dish: 'Purin',
  mealTypes: ['dessert'],
  method: 'steam',
  textures: ['creamy', 'tender'],
  prep: 15,
  cook: 80,
  sweet: true,
  season: 'none',
  tags: ['sweet', 'comfort'],
  finish: 'top',
  servedAs: 'puddings',
  slots: [
    req('eggs', 50, P.eggs, { fallback: ['eggs'] }),
    req('milk', 120, P.milk, { fallback: ['milk'] }),
    req('sugar', 22, { ids: ['sugar', 'brown-sugar'] }, { fallback: ['sugar'] }),
    pref('vanilla', 1, { ids: ['vanilla-extract'] }, { fallback: ['vanilla-extract'] }),
    opt('cream', 20, { ids: ['heavy-cream'] }),
  ],
  steps: [
    'Heat half the {sugar} with a splash of water in a small pan over medium heat, swirling, until it turns a deep amber caramel, then pour it into the ramekins at once.',
    'Warm the {milk}[ with the {cream}] and the rest of the sugar until the sugar dissolves; do not let it boil.',
    'Whisk the {eggs}[ with the {vanilla}], slowly whisk in the warm milk and strain the custard into the ramekins.',
    'Stand the ramekins in a deep frying pan with hot water halfway up their sides, cover and steam over the lowest heat for 15-18 minutes, until set with a slight wobble, silky, creamy and tender.',
    'Cool, then chill for at least 1 hour. Run a knife around each pudding and turn it out onto a plate, caramel on top.',
  ],
  titles: ['Purin', 'Caramel Purin', 'Purin Custard Pudding', 'Vanilla Purin'],
};
