// Types of the built-in ingredient catalogue. Pure data: imported by the server
// (chef engine, pantry validation) and the web (pantry search), so nothing here
// may import server or web code.

export const INGREDIENT_CATEGORIES = [
  'Proteins',
  'Vegetables',
  'Fruits',
  'Grains & Starches',
  'Dairy & Eggs',
  'Pantry Staples',
  'Herbs & Spices',
  'Oils & Condiments',
] as const;
export type IngredientCategory = (typeof INGREDIENT_CATEGORIES)[number];

export const CUISINES = [
  'italian',
  'mexican',
  'asian',
  'american',
  'mediterranean',
  'indian',
  'french',
  'japanese',
] as const;
export type Cuisine = (typeof CUISINES)[number];

/** What an ingredient does in a dish; the chef engine fills dish slots by role. */
export const CULINARY_ROLES = [
  'protein',
  'vegetable',
  'aromatic',
  'starch',
  'acid',
  'fat',
  'herb',
  'spice',
  'sweetener',
  'liquid',
  'dairy',
  'fruit',
  'nut',
  'condiment',
  'baking',
] as const;
export type CulinaryRole = (typeof CULINARY_ROLES)[number];

export const COOKING_METHODS = [
  'raw',
  'saute',
  'stir-fry',
  'roast',
  'bake',
  'grill',
  'braise',
  'simmer',
  'boil',
  'steam',
  'fry',
  'poach',
] as const;
export type CookingMethod = (typeof COOKING_METHODS)[number];

/** Nutrition per 100 g of the raw (or usual purchased) form. */
export interface Nutrition100g {
  kcal: number;
  protein: number;
  carbs: number;
  fat: number;
  fiber: number;
}

export interface CatalogueIngredient {
  /** kebab-case slug, unique, stable (stored in users' pantries). */
  id: string;
  name: string;
  category: IngredientCategory;
  /** Other names people search for (lower case), e.g. 'garbanzo' for chickpeas. */
  synonyms: string[];
  per100g: Nutrition100g;
  /** The unit a recipe naturally uses and how many grams one of it weighs. */
  unit: { name: string; plural: string; grams: number };
  roles: CulinaryRole[];
  /** Cuisines where it is common; empty means universal. */
  cuisines: Cuisine[];
  methods: CookingMethod[];
  /** Basic items most kitchens have (salt, oil, water...): not counted as pantry draws. */
  staple: boolean;
  /** Where the nutrition numbers come from, e.g. 'USDA SR Legacy 05062'. */
  source: string;
}
