// Quick tender mains (15 minutes), issue 23: every cuisine x meal type x max time gives a full batch
// when the cook asks for 'tender'. Each one's own steps cook something until tender: eggs poached in a
// pan of tomatoes, fish poached in broth, udon and chicken or tofu simmered in dashi. The first two
// travel (ADAPTABLE in candidates.ts) with the borrowing cuisine's accent; the udon is Japanese.

import type { DishPattern } from '../model';
import { P, opt, pref, req } from './kit';

export const TOMATO_POACHED_EGGS: DishPattern = {
  id: 'mediterranean-tomato-poached-eggs',
  cuisine: 'mediterranean',
  dish: 'Eggs in Tomato',
  mealTypes: ['breakfast', 'lunch', 'dinner'],
  method: 'simmer',
  textures: ['tender'],
  prep: 3,
  cook: 12,
  tags: ['quick', 'comfort'],
  finish: 'top',
  extraAt: 2,
  slots: [
    req('eggs', 100, P.eggs, { main: 1, fallback: ['eggs'] }),
    req('tomatoes', 150, { ids: ['tomatoes', 'cherry-tomatoes'] }, { main: 3, fallback: ['tomatoes'], prep: 'chopped' }),
    pref('greens', 40, { ids: ['spinach', 'kale', 'swiss-chard'] }, { main: 2, fallback: ['spinach'] }),
    req('fat', 8, P.oliveOil, { fallback: ['olive-oil'] }),
    req('garlic', 3, P.garlic, { fallback: ['garlic'] }),
    opt('spice', 0.5, { ids: ['paprika', 'cumin', 'smoked-paprika', 'oregano'] }),
    opt('cheese', 15, { ids: ['feta', 'parmesan', 'goat-cheese', 'cotija'] }),
    opt('herb', 2, P.softHerb, { prep: 'chopped' }),
    req('bread', 60, { ids: ['bread', 'baguette', 'pita'] }, { fallback: ['bread'] }),
  ],
  steps: [
    'Heat {fat.q} in a wide frying pan with a lid over medium heat and cook the {garlic}[ with the {spice}] for 1 minute until fragrant.',
    'Add the {tomatoes} and a pinch of salt and simmer 4-5 minutes, stirring now and then, until soft, tender and saucy.[ Stir in the {greens} until wilted.]',
    'Make small hollows in the sauce, crack the {eggs} into them, cover and cook over low heat for 4-5 minutes until the whites are set and the yolks still soft.',
    '[Scatter with the {cheese,herb}.] Season with pepper and serve hot from the pan with the {bread}, toasted.',
  ],
  titles: ['Eggs in Tomato Sauce', 'Eggs in Tomato Sauce with {greens}', 'Eggs in Tomato & {greens}', 'Skillet Eggs with {greens} & {cheese}'],
};

export const POACHED_FISH: DishPattern = {
  id: 'french-poached-fish',
  cuisine: 'french',
  dish: 'Poached Fish',
  mealTypes: ['dinner', 'lunch'],
  method: 'poach',
  textures: ['tender'],
  prep: 5,
  cook: 10,
  tags: ['quick', 'light', 'healthy'],
  finish: 'top',
  slots: [
    req('protein', 150, { ids: ['cod', 'salmon'] }, { main: 1, cut: 'whole', fallback: ['cod', 'salmon'] }),
    req('stock', 150, { ids: ['vegetable-stock', 'chicken-stock', 'dashi'] }, { fallback: ['vegetable-stock'] }),
    pref('greens', 60, { ids: ['spinach', 'green-beans', 'asparagus', 'bok-choy', 'peas', 'swiss-chard'] }, { main: 2, fallback: ['spinach', 'green-beans'] }),
    opt('aromatic', 3, { ids: ['garlic', 'ginger', 'shallots'] }, { prep: 'thinly sliced' }),
    req('fat', 8, { ids: ['butter', 'olive-oil'] }, { fallback: ['olive-oil'] }),
    opt('acid', 15, P.citrus),
    opt('herb', 2, P.softHerb, { prep: 'chopped' }),
    req('bread', 50, { ids: ['baguette', 'bread', 'naan', 'pita'] }, { fallback: ['baguette', 'bread'] }),
  ],
  steps: [
    'Bring the {stock}[ and the {aromatic}] to a gentle simmer in a wide frying pan with a lid.',
    'Season the {protein} with salt, lay it in the liquid, cover and poach over low heat for 6-8 minutes until just tender and flaky. Lift onto warm plates and cover loosely with foil to keep warm.',
    'Stir the {fat} into the {stock} over high heat and let it bubble for 1 minute to enrich it[; add the {greens} and simmer 2-3 minutes until tender].',
    'Spoon a little of the {stock}[ and the {greens}] around the fish.[ Squeeze over the {acid.juice}.][ Scatter with the {herb}.] Serve hot with the {bread}.',
  ],
  titles: ['Poached {main} with {greens}', 'Gently Poached {main} & {greens}', 'Poached {main} with {acid}', 'Poached {main} with {herb}', 'Simple Poached {main}'],
};

export const UDON_SOUP: DishPattern = {
  id: 'japanese-udon-soup',
  cuisine: 'japanese',
  dish: 'Udon',
  mealTypes: ['lunch', 'dinner'],
  method: 'simmer',
  textures: ['tender'],
  prep: 5,
  cook: 10,
  tags: ['quick', 'comfort', 'light'],
  season: 'none',
  finish: 'stir',
  slots: [
    req('udon', 90, { ids: ['udon'] }, { fallback: ['udon'] }),
    req('stock', 300, { ids: ['dashi', 'vegetable-stock'] }, { fallback: ['dashi'] }),
    req('soy', 12, P.soy, { fallback: ['soy-sauce'] }),
    pref('mirin', 8, { ids: ['mirin'] }, { fallback: ['mirin'] }),
    req('protein', 90, { ids: ['chicken-breast', 'tofu', 'shrimp'] }, { main: 1, cut: 'strips', fallback: ['chicken-breast', 'tofu'] }),
    pref('greens', 50, { ids: ['spinach', 'bok-choy', 'napa-cabbage', 'shiitake', 'enoki'] }, { main: 2, fallback: ['spinach'] }),
    opt('scallion', 8, { ids: ['spring-onions'] }, { prep: 'thinly sliced' }),
  ],
  steps: [
    'Bring the {stock} to a simmer in a saucepan with the {soy}[ and the {mirin}].',
    'Add the {protein} and simmer 4-5 minutes until cooked through and tender.[ Add the {greens} for the last minute.]',
    'Meanwhile, cook the {udon} in a pan of boiling water for 2-3 minutes until tender, drain and divide between deep bowls.',
    'Ladle the hot {stock} over the noodles and top with the {protein}[ and the {greens}].[ Scatter with the {scallion}.] Serve straight away.',
  ],
  titles: ['{main} Udon Soup', 'Udon Noodle Soup with {main}', '{main} & {greens} Udon', 'Quick {main} Udon'],
};

/** Soft eggs cooked the way each kitchen does them at home in ten minutes. */
export const HUEVOS_MEXICANA: DishPattern = {
  id: 'mexican-huevos-a-la-mexicana',
  cuisine: 'mexican',
  dish: 'Huevos a la Mexicana',
  mealTypes: ['breakfast', 'lunch', 'dinner'],
  method: 'saute',
  textures: ['tender', 'creamy'],
  prep: 5,
  cook: 8,
  tags: ['quick', 'comfort'],
  finish: 'top',
  slots: [
    req('eggs', 100, P.eggs, { main: 1, fallback: ['eggs'] }),
    req('tomatoes', 80, { ids: ['tomatoes', 'cherry-tomatoes'] }, { main: 2, fallback: ['tomatoes'], prep: 'diced' }),
    req('onion', 30, P.onion, { fallback: ['onion'], prep: 'finely chopped' }),
    pref('chili', 4, { ids: ['jalapeno', 'serrano'] }, { fallback: ['jalapeno'], prep: 'finely chopped' }),
    req('fat', 8, P.neutralOil, { fallback: ['vegetable-oil'] }),
    req('tortillas', 50, { ids: ['tortillas-corn', 'tortillas-flour'] }, { fallback: ['tortillas-corn'] }),
    opt('herb', 2, { ids: ['cilantro'] }, { prep: 'chopped' }),
  ],
  steps: [
    'Heat {fat.q} in a frying pan over medium heat. Add the {onion}[ and the {chili}] and cook 3 minutes until soft.',
    'Add the {tomatoes} with a pinch of salt and cook 2-3 minutes until they soften and release their juice.',
    'Beat the {eggs} with a pinch of salt, pour them in and stir gently over low heat for 2-3 minutes until softly set, creamy and tender.',
    'Warm the {tortillas} in a dry pan for 30 seconds a side.',
    'Serve the eggs hot with the warm tortillas[, scattered with the {herb}].',
  ],
  titles: ['Huevos a la Mexicana', 'Mexican Scrambled Eggs with {chili}', 'Huevos a la Mexicana with {herb}'],
};

export const TOMATO_EGG_STIR_FRY: DishPattern = {
  id: 'asian-tomato-egg-stir-fry',
  cuisine: 'asian',
  dish: 'Tomato and Egg Stir-Fry',
  mealTypes: ['breakfast', 'lunch', 'dinner'],
  method: 'stir-fry',
  textures: ['tender'],
  prep: 5,
  cook: 6,
  tags: ['quick', 'comfort'],
  finish: 'top',
  slots: [
    req('eggs', 100, P.eggs, { main: 1, fallback: ['eggs'] }),
    req('tomatoes', 150, { ids: ['tomatoes'] }, { main: 2, fallback: ['tomatoes'], prep: 'cut into wedges' }),
    req('fat', 10, P.neutralOil, { fallback: ['vegetable-oil'] }),
    req('sugar', 3, { ids: ['sugar'] }, { fallback: ['sugar'] }),
    opt('soy', 5, P.soy),
    pref('scallion', 8, P.scallion, { fallback: ['spring-onions'], prep: 'thinly sliced' }),
  ],
  steps: [
    'Beat the {eggs} with a pinch of salt.',
    'Heat half the {fat} in a wok or frying pan over medium-high heat, pour in the eggs and stir gently for 30-60 seconds until just set in large, tender curds; tip onto a plate.',
    'Heat the rest of the oil in the wok, add the {tomatoes} and stir-fry 2-3 minutes until they soften and turn saucy. Stir in the {sugar}[ and the {soy}] with <2 tbsp> water.',
    'Return the eggs and turn them through the tomatoes for 30 seconds.[ Scatter with the {scallion}.] Serve hot.',
  ],
  titles: ['Tomato and Egg Stir-Fry', 'Stir-Fried Eggs with Tomatoes', 'Tomato Egg Stir-Fry with {scallion.pl}'],
};

export const QUICK_TENDER: DishPattern[] = [TOMATO_POACHED_EGGS, POACHED_FISH, UDON_SOUP, HUEVOS_MEXICANA, TOMATO_EGG_STIR_FRY];
