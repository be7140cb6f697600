// Stovetop rice puddings (issue 23, pantry first): rice and milk are in most home pantries, so a dessert
// search cooks from the pantry, not only from what the cook must buy. Each kitchen's own: French riz au
// lait, Greek rizogalo with lemon and cinnamon, American rice pudding with raisins. (Mexican arroz con
// leche and Indian kheer are in their cuisines' files.)

import type { Cuisine } from '../../../../shared/kitchen/types';
import type { DishPattern } from '../model';
import { P, opt, pref, req } from './kit';

function ricePudding(
  cuisine: Cuisine,
  id: string,
  dish: string,
  extras: { spice: readonly string[]; citrus: readonly string[]; fruit: readonly string[] },
  titles: string[],
): DishPattern {
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
      req('milk', 250, P.milk, { fallback: ['milk'] }),
      req('sugar', 15, { ids: ['sugar', 'brown-sugar', 'honey'] }, { fallback: ['sugar'] }),
      opt('citrus', 15, { ids: extras.citrus }, { prep: 'zest finely grated' }),
      opt('vanilla', 1, { ids: ['vanilla-extract'] }),
      opt('fruit', 20, { ids: extras.fruit }, { main: 1 }),
      pref('spice', 0.5, { ids: extras.spice }, { fallback: [extras.spice[0]!] }),
    ],
    steps: [
      'Put the {rice} and the {milk}[ with the {citrus} zest] and a pinch of salt in a heavy saucepan and bring slowly to a simmer, stirring.',
      'Cook over low heat for 25-30 minutes, stirring often so it does not catch, until the rice is tender and the pudding thick and creamy.',
      'Stir in the {sugar}[, the {vanilla}][ and the {fruit}] and cook 2 minutes more.',
      'Spoon into bowls[ and dust with the {spice}]; serve warm, or chill until cold.',
    ],
    titles,
  };
}

export const RIZ_AU_LAIT = ricePudding(
  'french',
  'french-riz-au-lait',
  'Riz au Lait',
  { spice: ['nutmeg', 'cinnamon'], citrus: ['oranges', 'lemon'], fruit: ['raisins', 'dried-apricots'] },
  ['Riz au Lait', '{citrus} Riz au Lait', 'Riz au Lait with {fruit}', 'Vanilla Riz au Lait', 'Creamy Riz au Lait with {spice}'],
);

export const RIZOGALO = ricePudding(
  'mediterranean',
  'mediterranean-rizogalo',
  'Rizogalo',
  { spice: ['cinnamon'], citrus: ['lemon', 'oranges'], fruit: ['raisins', 'dates'] },
  ['Rizogalo', '{citrus} Rizogalo', 'Rizogalo with {spice}', 'Greek Rice Pudding with {citrus}', 'Rizogalo with {fruit}'],
);

export const AMERICAN_RICE_PUDDING = ricePudding(
  'american',
  'american-rice-pudding',
  'Rice Pudding',
  { spice: ['cinnamon', 'nutmeg'], citrus: ['oranges', 'lemon'], fruit: ['raisins', 'dried-cranberries'] },
  ['Rice Pudding', '{fruit} Rice Pudding', 'Cinnamon Rice Pudding with {fruit}', 'Creamy Vanilla Rice Pudding', 'Old-Fashioned Rice Pudding'],
);

export const RICE_PUDDINGS: DishPattern[] = [RIZ_AU_LAIT, RIZOGALO, AMERICAN_RICE_PUDDING];
