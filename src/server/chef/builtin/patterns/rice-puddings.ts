// Stovetop rice puddings (issue 23, pantry first): rice and milk are in most home pantries, so a dessert
// search cooks from the pantry, not only from what the cook must buy. Each kitchen's own: French riz au
// lait, Greek rizogalo with lemon and cinnamon, American rice pudding with raisins, Italian riso al latte,
// a South-East Asian coconut rice pudding. (Mexican arroz con leche and Indian kheer are in their
// cuisines' files.)

import type { Cuisine } from '../../../../shared/kitchen/types';
import type { DishPattern } from '../model';
import { P, opt, pref, req } from './kit';

interface Variant {
  spice: readonly string[];
  citrus: readonly string[];
  fruit: readonly string[];
  milk?: readonly string[];
  /** What makes the kitchen's version its own (and one search never serves two alike): a needed
   * vanilla, citrus zest or dried fruit, and its own method where it has one. */
  needs?: readonly ('vanilla' | 'citrus' | 'fruit')[];
  steps?: string[];
}

const SIMMER_STEPS = [
  'Put the {rice} and the {milk}[ with the {citrus} zest] and a pinch of salt in a heavy saucepan and bring slowly to a simmer, stirring.',
  'Cook over low heat for 25-30 minutes, stirring often so it does not catch, until the rice is tender and the pudding thick and creamy.',
  'Stir in the {sugar}[, the {vanilla}][ and the {fruit}] and cook 2 minutes more.',
  'Spoon into bowls[ and dust with the {spice}]; serve warm, or chill until cold.',
];

function ricePudding(cuisine: Cuisine, id: string, dish: string, v: Variant, titles: string[]): DishPattern {
  const need = (slot: 'vanilla' | 'citrus' | 'fruit') => (v.needs?.includes(slot) ? req : opt);
  return {
    id,
    cuisine,
    dish,
    mealTypes: ['dessert'],
    method: 'simmer',
    textures: ['creamy', 'tender'],
    prep: 5,
    cook: 35,
    sweet: true,
    season: 'pinch',
    tags: ['comfort', 'sweet'],
    finish: 'top',
    servedAs: 'pudding',
    slots: [
      req('rice', 40, { ids: ['arborio-rice', 'rice', 'sushi-rice', 'jasmine-rice'] }, { fallback: ['arborio-rice', 'rice'] }),
      req('milk', 250, v.milk ? { ids: v.milk } : P.milk, { fallback: [v.milk?.[0] ?? 'milk'] }),
      req('sugar', 15, { ids: ['sugar', 'brown-sugar', 'honey'] }, { fallback: ['sugar'] }),
      need('citrus')('citrus', 15, { ids: v.citrus }, { prep: 'zest finely grated', fallback: [v.citrus[0]!] }),
      need('vanilla')('vanilla', 1, { ids: ['vanilla-extract'] }, { fallback: ['vanilla-extract'] }),
      ...(v.fruit.length ? [need('fruit')('fruit', 20, { ids: v.fruit }, { main: 1, fallback: [v.fruit[0]!] })] : []),
      pref('spice', 0.5, { ids: v.spice }, { fallback: [v.spice[0]!] }),
    ],
    steps: (v.steps ?? SIMMER_STEPS).map((t) => (v.fruit.length ? t : t.replace('[ and the {fruit}]', ''))),
    titles,
  };
}

export const RIZ_AU_LAIT = ricePudding(
  'french',
  'french-riz-au-lait',
  'Riz au Lait',
  {
    spice: ['nutmeg'],
    citrus: ['oranges', 'lemon'],
    fruit: ['raisins', 'dried-apricots'],
    needs: ['vanilla'],
    steps: [
      'Blanch the {rice} in a pan of boiling water for 2 minutes, then drain: it keeps the pudding light.',
      'Bring the {milk} to a simmer in a heavy saucepan with the {vanilla}[, the {citrus} zest] and a pinch of salt.',
      'Add the rice and cook over low heat for 25-30 minutes, stirring often, until the rice is tender and the pudding thick and creamy.',
      'Stir in the {sugar}[ and the {fruit}] until it dissolves.',
      'Pour into a serving dish[, dust with the {spice}] and serve warm, or chill until cold.',
    ],
  },
  ['Riz au Lait', '{citrus} Riz au Lait', 'Riz au Lait with {fruit}', 'Vanilla Riz au Lait', 'Creamy Riz au Lait with {spice}'],
);

export const RIZOGALO = ricePudding(
  'mediterranean',
  'mediterranean-rizogalo',
  'Rizogalo',
  {
    spice: ['cinnamon'],
    citrus: ['lemon', 'oranges'],
    fruit: ['raisins', 'dates'],
    needs: ['citrus'],
    steps: [
      'Simmer the {rice} in a heavy saucepan with just enough water to cover for 8-10 minutes, until the water is absorbed.',
      'Add the {milk}, the {citrus} zest and a pinch of salt and cook over low heat for 20-25 minutes, stirring often, until the rice is tender and the pudding thick and creamy.',
      'Stir in the {sugar}[, the {vanilla}][ and the {fruit}] until it dissolves.',
      'Ladle into small bowls and cool a little[; dust with the {spice}] before serving.',
    ],
  },
  ['Rizogalo', '{citrus} Rizogalo', 'Rizogalo with {spice}', 'Greek Rice Pudding with {citrus}', 'Rizogalo with {fruit}'],
);

export const AMERICAN_RICE_PUDDING = ricePudding(
  'american',
  'american-rice-pudding',
  'Rice Pudding',
  { spice: ['cinnamon', 'nutmeg'], citrus: ['oranges', 'lemon'], fruit: ['raisins', 'dried-cranberries'], needs: ['fruit'] },
  ['Rice Pudding', '{fruit} Rice Pudding', 'Cinnamon Rice Pudding with {fruit}', 'Creamy Vanilla Rice Pudding', 'Old-Fashioned Rice Pudding'],
);

export const RISO_AL_LATTE = ricePudding(
  'italian',
  'italian-riso-al-latte',
  'Riso al Latte',
  { spice: ['cinnamon'], citrus: ['lemon'], fruit: [], needs: ['citrus'] },
  ['Riso al Latte', '{citrus} Riso al Latte', 'Riso al Latte with {spice}', 'Vanilla Riso al Latte'],
);

/** Coconut rice pudding (South-East Asia): rice simmered in coconut milk, or milk, with mango or banana. */
export const COCONUT_RICE_PUDDING = ricePudding(
  'asian',
  'asian-coconut-rice-pudding',
  'Coconut Rice Pudding',
  { spice: ['cardamom', 'cinnamon'], citrus: ['lime'], fruit: ['mango', 'bananas'], milk: ['coconut-milk', 'milk'] },
  ['Coconut Rice Pudding', 'Coconut Rice Pudding with {fruit}', '{citrus} Coconut Rice Pudding', 'Coconut Rice Pudding with {spice}'],
);

export const RICE_PUDDINGS: DishPattern[] = [RIZ_AU_LAIT, RIZOGALO, AMERICAN_RICE_PUDDING, RISO_AL_LATTE, COCONUT_RICE_PUDDING];
