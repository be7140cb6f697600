// The shapes the built-in chef is written in: dish patterns with ingredient slots,
// and flavour accents that can be layered onto a pattern (the creative-mode pairings).

import type { CookingMethod, Cuisine, CulinaryRole, IngredientCategory } from '../../../shared/kitchen/types';
import type { MealType, Texture } from '../../../shared/api/recipes';
import type { Kind } from './ingredient-kinds';
import type { ChefRecipe } from '../types';

/** Which catalogue ingredients may fill a slot: any listed id, or any ingredient with a listed kind. */
export interface Pick {
  readonly ids?: readonly string[];
  readonly kinds?: readonly Kind[];
  /** With kinds: the catalogue role must also be one of these. */
  readonly roles?: readonly CulinaryRole[];
  /** With kinds: the catalogue category must also be one of these. */
  readonly categories?: readonly IngredientCategory[];
  /** Never these kinds (applies to ids too). */
  readonly not?: readonly Kind[];
  /** Never these ids. */
  readonly exclude?: readonly string[];
  /** The ingredient must list one of these catalogue methods (keeps lamb out of a stir-fry). */
  readonly methods?: readonly CookingMethod[];
}

/**
 * How a slot is filled.
 * - required: always filled; from the pantry when possible, else a staple, else a sensible buy.
 * - preferred: like required, but silently left out when a diet rules out every candidate.
 * - optional: only from the pantry or staples (adds a non-pantry item only when exploring).
 */
export type Need = 'required' | 'preferred' | 'optional';

/** How a protein is cut; decides the ingredient-line note and the cooking phrase. */
export type Cut = 'bite' | 'strips' | 'whole' | 'cutlet' | 'chunks' | 'none';

export interface Slot {
  /** Name used by step and title templates: {protein}, {veg2.q}... */
  key: string;
  pick: Pick;
  /** Grams per serving (per ingredient) of the raw or purchased form. */
  g: number;
  need: Need;
  /** Headline ingredient(s), in priority order: titles, distinctness and feedback use it. */
  main?: number;
  /** Preparation shown in the ingredient line ('diced'); default comes from the ingredient's kind. */
  prep?: string;
  cut?: Cut;
  /** Catalogue ids to buy, best first, when the pantry has nothing that fits. */
  fallback?: string[];
  /** Print 'to taste' / 'for frying' instead of a measure (the grams still count for nutrition). */
  asNeeded?: string;
  /** Fill only when this other slot is filled (the oil that fries optional croutons). */
  with?: string;
  /** Fill only when this other slot is empty (naan when there is no rice). */
  without?: string;
  /**
   * The dish's own classic ingredient even where its kitchen rarely cooks with it (butter and cream
   * in Japanese honey toast): the cuisine fit of this slot's ingredients is not checked.
   */
  anyKitchen?: boolean;
}

export type PatternTag =
  'comfort' | 'light' | 'fresh' | 'spicy' | 'smoky' | 'healthy' | 'hearty' | 'sweet' | 'citrus' | 'quick';

/** How an extra ingredient (a free-text special ingredient, say) joins the dish. */
export type Finish = 'stir' | 'top' | 'fold' | 'toss' | 'fill';

export interface DishPattern {
  id: string;
  cuisine: Cuisine;
  /** The dish noun used in titles and to recognise the dish in feedback ('Risotto', 'Tacos'). */
  dish: string;
  mealTypes: MealType[];
  /** The main technique. */
  method: CookingMethod;
  textures: Texture[];
  /** Minutes of hands-on preparation and of cooking (including oven and resting). */
  prep: number;
  cook: number;
  /** Technique that needs practice (risotto, katsu, crêpes) — raises difficulty. */
  hard?: boolean;
  sweet?: boolean;
  tags?: PatternTag[];
  /** 'taste' adds 'Salt and black pepper, to taste' (the default for savoury dishes), 'pinch' adds 'Pinch of salt'. */
  season?: 'taste' | 'pinch' | 'none';
  finish: Finish;
  /**
   * Index of the step template before which an extra ingredient's step goes (default: before
   * the last step). Filled and folded dishes take extras before they are assembled or cooked.
   */
  extraAt?: number;
  slots: Slot[];
  /** Step templates, in order. See render.ts for the template language. */
  steps: string[];
  /** Title templates; the first that fits and is not taken wins (after a seeded shuffle). */
  titles: string[];
  /**
   * What reaches the table when the main ingredient is hidden inside ('dumplings', 'pancakes'):
   * accents are drizzled over this rather than over the filling.
   */
  servedAs?: string;
  /**
   * A dish closed around its filling (wraps, sandwiches, quesadillas, rice balls): it takes no
   * accent, since a glaze, oil or scatter would land on the outside (eighth read: brown butter and
   * sage spooned over rolled wraps).
   */
  closed?: boolean;
  /** A drink poured into glasses (smoothies, lassi): no accent is scattered or spooned over it. */
  drink?: boolean;
  /** Slow cuts (pork shoulder, short ribs) are allowed only in patterns made for them. */
  slow?: boolean;
  /**
   * A dish built around an ingredient the cook names as the special (honey-fried halloumi): offered
   * only when the special fills its first headline slot (patterns/special-dishes.ts).
   */
  forSpecial?: boolean;
}

/** A flavour layer from one cuisine: 'Miso-Glazed', 'Chipotle-Lime', 'Cardamom-Honey'. */
export interface Accent {
  id: string;
  cuisine: Cuisine;
  /** Title prefix, e.g. 'Miso-Glazed'. */
  label: string;
  /** For sweet dishes (desserts, sweet breakfasts) or savoury ones. */
  sweet: boolean;
  /** Ingredients it adds: catalogue ids with grams per serving. */
  items: { id: string; g: number; prep?: string }[];
  /**
   * Step templates, inserted before the dish's last step: 'stir' for dishes that end in a pot
   * (soups, curries, risotto), 'top' for everything else. {a0}, {a1}... name the accent's items
   * and {main} the dish's headline ingredient.
   */
  stir: string;
  top: string;
  tags: PatternTag[];
}

/** What the bench and tests can inspect beyond the public recipe. */
export interface ComposedRecipe {
  recipe: ChefRecipe;
  /** The special ingredient is in the dish (false when there was none or it could not be used). */
  specialUsed: boolean;
  /** The title's words beyond its main ingredient and cuisine (what the variety cap counts). */
  titleWords: string[];
  patternId: string;
  mainId?: string;
  accentId?: string;
  /** Every catalogue ingredient used: from the pantry? a staple? the special? and its slot ('veg:required', 'accent', 'extra'). */
  ingredients: { id: string; fromPantry: boolean; staple: boolean; special: boolean; slot: string }[];
}
