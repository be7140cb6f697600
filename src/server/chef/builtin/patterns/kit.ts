// Shorthands for writing dish patterns: slot builders and the ingredient picks that
// recur across cuisines. Amounts are grams per serving of the raw/purchased form.

import type { Pick, Slot } from '../model';

type Extra = Partial<Omit<Slot, 'key' | 'g' | 'pick' | 'need'>>;

export const req = (key: string, g: number, pick: Pick, extra: Extra = {}): Slot => ({ key, g, pick, need: 'required', ...extra });
export const pref = (key: string, g: number, pick: Pick, extra: Extra = {}): Slot => ({ key, g, pick, need: 'preferred', ...extra });
export const opt = (key: string, g: number, pick: Pick, extra: Extra = {}): Slot => ({ key, g, pick, need: 'optional', ...extra });

/** Picks used by many patterns. */
export const P = {
  oliveOil: { kinds: ['olive-oil'] } satisfies Pick,
  neutralOil: { kinds: ['neutral-oil'], ids: ['coconut-oil'] } satisfies Pick,
  cookingFat: { kinds: ['olive-oil', 'neutral-oil', 'butter'] } satisfies Pick,
  butter: { ids: ['butter'] } satisfies Pick,
  onion: { kinds: ['onion'], ids: ['leeks'] } satisfies Pick,
  redOnion: { ids: ['red-onion', 'shallots', 'spring-onions'] } satisfies Pick,
  garlic: { ids: ['garlic'] } satisfies Pick,
  ginger: { ids: ['ginger'] } satisfies Pick,
  scallion: { ids: ['spring-onions', 'chives'] } satisfies Pick,
  freshChili: { kinds: ['chili'], exclude: ['poblano'] } satisfies Pick,
  chiliHeat: { kinds: ['chili', 'chili-spice'], exclude: ['poblano', 'chipotle-in-adobo', 'dried-chilies'] } satisfies Pick,
  lemon: { kinds: ['lemon'] } satisfies Pick,
  lime: { kinds: ['lime'] } satisfies Pick,
  citrus: { kinds: ['lemon', 'lime'] } satisfies Pick,
  softHerb: { kinds: ['soft-herb'] } satisfies Pick,
  stock: { kinds: ['stock'], exclude: ['dashi'] } satisfies Pick,
  cannedTomato: { kinds: ['canned-tomato'] } satisfies Pick,
  anyTomato: { kinds: ['canned-tomato', 'tomato'] } satisfies Pick,
  hardCheese: { kinds: ['hard-cheese'] } satisfies Pick,
  meltingCheese: { kinds: ['melting-cheese'] } satisfies Pick,
  crumbleCheese: { ids: ['feta', 'goat-cheese', 'cotija', 'blue-cheese'] } satisfies Pick,
  soy: { ids: ['soy-sauce'] } satisfies Pick,
  sweetener: { kinds: ['sugar', 'honey', 'syrup'], exclude: ['powdered-sugar'] } satisfies Pick,
  drizzle: { kinds: ['honey', 'syrup'] } satisfies Pick,
  nuts: { kinds: ['nut'], exclude: ['peanut-butter', 'shredded-coconut'] } satisfies Pick,
  crunch: { kinds: ['nut', 'seed'], exclude: ['peanut-butter'] } satisfies Pick,
  berriesAndCo: { kinds: ['berry', 'stone-fruit', 'orchard', 'tropical', 'banana'], exclude: ['plantains', 'pineapple', 'lychees'] } satisfies Pick,
  milk: { kinds: ['milk'], exclude: ['buttermilk'] } satisfies Pick,
  /** Fresh fruit that is good raw (not citrus juice fruit, not dried). */
  freshFruit: { kinds: ['berry', 'stone-fruit', 'orchard', 'tropical', 'banana'], not: ['dried-fruit'], exclude: ['plantains'] } satisfies Pick,
  /** Fruit that softens nicely in the oven or a pan. */
  bakingFruit: { kinds: ['berry', 'stone-fruit', 'orchard'], ids: ['bananas', 'pineapple', 'mango'], not: ['dried-fruit'], exclude: ['figs', 'persimmons'] } satisfies Pick,
  melting: { kinds: ['melting-cheese'], ids: ['mozzarella'] } satisfies Pick,
  anyCheese: { kinds: ['cheese'], exclude: ['paneer', 'halloumi', 'cream-cheese', 'mascarpone'] } satisfies Pick,
  /** Spices for savoury dishes; cuisine fit keeps them to the dish's cuisine. */
  savourySpice: { kinds: ['savory-spice', 'curry-spice', 'chili-spice', 'smoky'], categories: ['Herbs & Spices'] } satisfies Pick,
  yogurt: { kinds: ['yogurt'] } satisfies Pick,
  rice: { ids: ['rice', 'jasmine-rice', 'basmati-rice'] } satisfies Pick,
  eggs: { ids: ['eggs'] } satisfies Pick,
  flour: { ids: ['all-purpose-flour', 'whole-wheat-flour'] } satisfies Pick,
  /** Vegetables that stand a quick pan: sautés, pastas, fillings. */
  panVeg: {
    kinds: ['mushroom', 'squash', 'leafy', 'pepper', 'green-bean', 'brassica', 'tomato', 'eggplant', 'corn'],
    not: ['potato'],
    exclude: ['butternut-squash', 'pumpkin', 'cabbage', 'red-cabbage', 'collard-greens', 'edamame', 'okra', 'brussels-sprouts', 'arugula', 'watercress', 'romaine-lettuce', 'radicchio'],
    methods: ['saute', 'stir-fry'],
  } satisfies Pick,
  /** Vegetables for a roasting tray. */
  roastVeg: {
    kinds: ['potato', 'sweet-potato', 'root', 'brassica', 'squash', 'pepper', 'green-bean', 'eggplant', 'tomato', 'mushroom'],
    not: ['leafy'],
    exclude: ['radishes', 'daikon', 'peas', 'snow-peas', 'edamame', 'okra', 'tomatoes'],
    methods: ['roast'],
  } satisfies Pick,
  /** Raw and crunchy: salads, slaws, toppings. */
  rawVeg: {
    kinds: ['raw-veg', 'cucumber', 'tomato', 'pepper', 'root'],
    not: ['leafy', 'salad-leaf'],
    exclude: ['beets', 'turnips', 'parsnips', 'celeriac', 'daikon', 'fennel'],
    methods: ['raw'],
  } satisfies Pick,
  saladLeaf: { kinds: ['salad-leaf'], ids: ['kale', 'napa-cabbage', 'cabbage'] } satisfies Pick,
  wiltGreens: { kinds: ['leafy'], not: ['salad-leaf'], ids: ['spinach'], exclude: ['cabbage', 'red-cabbage', 'napa-cabbage', 'bok-choy'] } satisfies Pick,
  stirFryVeg: {
    kinds: ['brassica', 'pepper', 'green-bean', 'mushroom', 'root', 'leafy', 'squash', 'corn'],
    not: ['salad-leaf'],
    exclude: ['brussels-sprouts', 'cauliflower', 'beets', 'parsnips', 'turnips', 'celeriac', 'okra', 'collard-greens', 'kale', 'radishes', 'red-cabbage', 'butternut-squash', 'pumpkin'],
    ids: ['bean-sprouts', 'bamboo-shoots', 'water-chestnuts'],
    methods: ['stir-fry'],
  } satisfies Pick,
  soupVeg: {
    kinds: ['squash', 'root', 'brassica', 'green-bean', 'leafy', 'potato', 'sweet-potato', 'mushroom', 'tomato', 'pepper'],
    not: ['salad-leaf'],
    exclude: ['radishes', 'cherry-tomatoes', 'snow-peas', 'edamame', 'okra', 'red-cabbage', 'napa-cabbage'],
    methods: ['simmer', 'boil', 'braise', 'steam'],
  } satisfies Pick,
} as const;

/** Proteins by how they cook. Methods on the catalogue entry keep each to fitting dishes. */
export const PROTEIN = {
  quick: ['poultry', 'beef', 'pork', 'lamb', 'fish', 'shellfish', 'soy', 'legume', 'paneer', 'ground'] as const,
  meatAndFish: ['poultry', 'beef', 'pork', 'lamb', 'fish', 'shellfish', 'ground'] as const,
  plant: ['soy', 'legume', 'paneer'] as const,
};
