// A texture the dish does not have by itself, made by a step (issue 23: full batches for every
// texture). When too few dishes of a request carry the texture the cook asked for, other dishes
// join the draw and get a topping that makes it: toasted nuts or seeds for crunch, toasted crumbs
// (or coconut in a sweet dish) for crisp, a spoon of the cuisine's cultured dairy (or whipped cream)
// for cream, fruit simmered soft (or mushrooms seared in a dry pan) for tender. The step names the
// texture, so the title may claim it ('Crunchy ...') and the critic finds the step that makes it.

import type { Texture } from '../../../shared/api/recipes';
import type { Cuisine } from '../../../shared/kitchen/types';
import type { DirectionAddition } from './directions';
import { NOODLES_OR_BROTH } from './accent-choice';
import { INFO_BY_ID } from './ingredients';
import type { DishPattern } from './model';
import type { Plan } from './plan';
import type { Item } from './ingredient-lines';

interface Topping {
  /** Catalogue ids by preference: the first one the diet allows and the dish lacks is used. */
  ids: readonly string[];
  gramsPerServing: number;
  step: (name: string, servedAs: string, onePan: boolean) => string;
  /** The step that goes first, before anything cooks: the topping toasted and set aside. */
  first?: (name: string, onePan: boolean) => string | undefined;
  minutes?: number;
}

// Toasted first and set aside, scattered at the end: the dish does not wait on a plate while the
// nuts toast (fifteenth read: 'Toast the pecans… scatter them over the chicken' after it was plated).
const TOAST_NUTS = (n: string, servedAs: string, onePan: boolean) =>
  onePan
    ? `Scatter the ${n} over the ${servedAs} just before serving for crunch.`
    : `Scatter the toasted ${n} over the ${servedAs} for crunch.`;
const TOAST_NUTS_FIRST = (n: string, onePan: boolean) =>
  onePan
    ? undefined
    : `Toast the ${n} in a dry frying pan over medium heat for 2-3 minutes until golden, then tip them onto a plate for the top.`;
const TOAST_CRUMBS = (n: string, servedAs: string) => `Scatter the toasted ${n} over the ${servedAs}.`;
/** In a one-pan dish the crumbs are toasted in that pan before anything else cooks (ninth read). */
const TOAST_CRUMBS_FIRST = (n: string, onePan: boolean) =>
  onePan
    ? `Before you start, toast the ${n} in the dry frying pan over medium heat, stirring, for 2-3 minutes until crisp and golden; tip them onto a plate for the top.`
    : `Toast the ${n} in a dry frying pan over medium heat, stirring, for 2-3 minutes until crisp and golden; tip them onto a plate for the top.`;
const DOLLOP = (n: string, servedAs: string) =>
  `Top the ${servedAs} with a spoonful of the ${n} each for a creamy finish.`;
const WHIPPED = (n: string, servedAs: string) =>
  `Whip the ${n} to soft peaks and spoon it over the ${servedAs} for a creamy finish.`;

const creamStep = (n: string, servedAs: string) => {
  if (n === 'heavy cream') return WHIPPED(n, servedAs);
  if (n === 'coconut milk')
    return `Stir the ${n} into the ${servedAs} and let it bubble gently for 2 minutes until rich and creamy.`;
  if (n === 'mayonnaise') return `Drizzle the ${servedAs} with the ${n} for a creamy finish.`;
  // A nut or sesame paste loosened into a sauce: creamy noodles without mayonnaise (thirteenth read).
  if (n === 'peanut butter' || n === 'tahini')
    return `Whisk the ${n} with 2 tbsp warm water until smooth and pourable, then drizzle it over the ${servedAs} for a creamy finish.`;
  return DOLLOP(n, servedAs);
};

/**
 * A dish finished in its sauce (a masala, a diabla, a bhuna) takes its cream stirred into the sauce,
 * not a spoonful sat on each plate (cook read 24: 'Top the masala with a spoonful of the yogurt each
 * for a creamy finish' on three curries). Yogurt and soured cream go in off the heat so they do not split.
 */
const stirredCreamStep = (n: string, servedAs: string) => {
  if (n === 'heavy cream') return `Stir the ${n} into the ${servedAs} and let it bubble for 1 minute until creamy.`;
  if (n === 'peanut butter' || n === 'tahini')
    return `Stir the ${n} into the ${servedAs} with a splash of water until the sauce turns smooth and creamy.`;
  return `Take the pan off the heat, stir in the ${n} a spoonful at a time until the sauce turns creamy (off the heat, so it does not split).`;
};

type ByCuisine = Partial<Record<Cuisine, readonly string[]>>;

const CRUNCH_SAVOURY: ByCuisine = {
  italian: ['pine-nuts', 'walnuts'],
  french: ['walnuts', 'almonds'],
  mediterranean: ['pine-nuts', 'almonds', 'pistachios'],
  mexican: ['pumpkin-seeds'],
  american: ['pecans', 'walnuts'],
  asian: ['peanuts', 'cashews'],
  japanese: ['sesame-seeds'],
  indian: ['cashews', 'almonds'],
};
const CRUNCH_SWEET: ByCuisine = {
  italian: ['almonds', 'pistachios'],
  french: ['almonds', 'walnuts'],
  mediterranean: ['pistachios', 'almonds'],
  mexican: ['pumpkin-seeds', 'pecans'],
  american: ['pecans', 'walnuts'],
  asian: ['peanuts', 'sesame-seeds'],
  japanese: ['sesame-seeds'],
  indian: ['pistachios', 'almonds'],
};
const CRISP_SAVOURY: ByCuisine = {
  asian: ['panko'],
  japanese: ['panko'],
};
const CREAM_SAVOURY: ByCuisine = {
  italian: ['ricotta'],
  french: ['creme-fraiche'],
  mediterranean: ['greek-yogurt', 'yogurt'],
  mexican: ['sour-cream', 'greek-yogurt'],
  american: ['sour-cream', 'greek-yogurt'],
  indian: ['yogurt', 'greek-yogurt'],
  asian: ['coconut-milk', 'mayonnaise', 'peanut-butter'],
  japanese: ['mayonnaise', 'tahini'],
};
const CREAM_SWEET: ByCuisine = {
  italian: ['mascarpone', 'heavy-cream'],
  french: ['creme-fraiche', 'heavy-cream'],
  mediterranean: ['greek-yogurt'],
  indian: ['greek-yogurt'],
};

const TENDER_FRUIT = (n: string, servedAs: string) =>
  `Simmer the ${n} with 2 tbsp water in a small covered pan for 5-6 minutes until soft and tender, then spoon them over the ${servedAs}.`;
const TENDER_MUSHROOMS = (n: string, servedAs: string) =>
  `Cook the ${n} in a hot, dry non-stick frying pan for 5-6 minutes until browned and tender, season with a pinch of salt and spoon them over the ${servedAs}.`;
const MUSHROOMS: ByCuisine = { japanese: ['shiitake', 'mushrooms'], asian: ['shiitake', 'mushrooms'] };

/**
 * Dishes a spoonful or a scattering does not make creamy or crunchy: egg dishes (a spoon of ricotta on a
 * frittata, mayonnaise over a rolled omelette, walnuts on shakshuka), drinks (peanuts on a shake)
 * and pan con tomate (fourteenth read: 11 of 60 recipes had their texture only from such a topping).
 */
const NO_SPOON_OR_SCATTER =
  /omelette|frittata|shakshuka|\beggs?\b|tamagoyaki|menemen|bhurji|scrambl|cocotte|smoothie|lassi|shake|juice|drink|tumaca/i;

/**
 * Textures a topping does not give a dish that is the opposite by nature: crumbs over a saucy,
 * tender dish, peanuts over a silky custard, a spoon of yogurt on a crisp fry (sixteenth read:
 * 9 of 60 recipes had the texture only from such a topping).
 */
const OPPOSITE: Record<Texture, readonly Texture[]> = {
  creamy: ['crispy', 'crunchy'],
  crispy: ['creamy', 'tender'],
  crunchy: ['creamy', 'tender'],
  tender: [],
};

/** A dish the texture would reach only by such a topping: drawn last (candidates.ts), never first. */
export function poorTopping(pattern: DishPattern, texture: Texture): boolean {
  if (pattern.textures.includes(texture)) return false;
  if (pattern.textures.some((t) => OPPOSITE[texture].includes(t))) return true;
  return (texture === 'creamy' || texture === 'crunchy') && NO_SPOON_OR_SCATTER.test(`${pattern.dish} ${pattern.id}`);
}

function toppingFor(texture: Texture, pattern: DishPattern, cuisine: Cuisine): Topping | undefined {
  const sweet = Boolean(pattern.sweet);
  switch (texture) {
    case 'crunchy': {
      const ids = (sweet ? CRUNCH_SWEET : CRUNCH_SAVOURY)[cuisine] ?? ['almonds'];
      return { ids, gramsPerServing: ids[0] === 'sesame-seeds' ? 3 : 8, step: TOAST_NUTS, first: TOAST_NUTS_FIRST };
    }
    case 'crispy':
      return sweet
        ? { ids: ['shredded-coconut'], gramsPerServing: 5, step: TOAST_CRUMBS, first: TOAST_CRUMBS_FIRST }
        : {
            ids: CRISP_SAVOURY[cuisine] ?? ['breadcrumbs'],
            gramsPerServing: 8,
            step: TOAST_CRUMBS,
            first: TOAST_CRUMBS_FIRST,
          };
    case 'creamy': {
      // Coconut milk belongs in a curry or a soup (a dish finished by stirring), not over pancake
      // rolls or a stir-fry (fourth read); mayonnaise goes over okonomiyaki, not into miso soup or
      // over pad see ew (thirteenth read).
      const ids = (sweet ? (CREAM_SWEET[cuisine] ?? ['heavy-cream']) : (CREAM_SAVOURY[cuisine] ?? [])).filter(
        (id) =>
          !(id === 'coconut-milk' && pattern.finish !== 'stir') &&
          !(
            id === 'mayonnaise' &&
            (pattern.finish === 'stir' || NOODLES_OR_BROTH.test(`${pattern.dish} ${pattern.id}`))
          ),
      );
      if (!ids.length) return undefined;
      return {
        ids,
        gramsPerServing: ids[0] === 'mayonnaise' ? 10 : ['peanut-butter', 'tahini'].includes(ids[0]!) ? 12 : 25,
        step: pattern.finish === 'stir' && !sweet ? stirredCreamStep : creamStep,
      };
    }
    case 'tender':
      return sweet
        ? { ids: ['pears', 'apples'], gramsPerServing: 60, step: TENDER_FRUIT, minutes: 6 }
        : { ids: MUSHROOMS[cuisine] ?? ['mushrooms'], gramsPerServing: 50, step: TENDER_MUSHROOMS, minutes: 6 };
    default:
      return undefined;
  }
}

/** Words in a dish's own steps that make it tender. */
const TENDER_STEPS = /\btender/i;
/**
 * Dishes a tender topping does not suit: drinks, and dishes that are crunchy or crisp by nature
 * (stewed pears on a chaat or a lassi would be another dish).
 */
function noTenderTopping(pattern: DishPattern): boolean {
  return (
    /smoothie|lassi|shake|juice|drink/i.test(pattern.dish) ||
    pattern.textures.some((t) => t === 'crunchy' || t === 'crispy')
  );
}

/**
 * Can a dish without the texture tag still give it? (A topping exists for the texture, or for
 * 'tender' its own steps make it so.) Static: the pattern, the texture and the cuisine only.
 */
export function canGiveTexture(pattern: DishPattern, texture: Texture, cuisine: Cuisine): boolean {
  if (pattern.textures.includes(texture)) return true;
  if (texture === 'tender' && pattern.steps.some((s) => TENDER_STEPS.test(s))) return true;
  // A dish closed around its filling (sloppy joes, wraps, sandwiches) has no top to scatter over
  // (cook read 20: pecans 'scattered over the sloppy joes' after the buns were closed).
  if (pattern.closed) return false;
  if (texture === 'tender' && noTenderTopping(pattern)) return false;
  return toppingFor(texture, pattern, cuisine) !== undefined;
}

/** The topping that gives a dish the texture the cook asked for, when the dish lacks it. */
export function textureAddition(
  plan: Plan,
  pattern: DishPattern,
  cuisine: Cuisine,
  items: readonly Item[],
  servedAs: string,
): DirectionAddition | undefined {
  const texture = plan.texture;
  if (!texture || pattern.textures.includes(texture) || pattern.closed) return undefined;
  // A dish whose own steps cook something until tender needs no topping for it.
  if (texture === 'tender' && (pattern.steps.some((s) => TENDER_STEPS.test(s)) || noTenderTopping(pattern)))
    return undefined;
  const topping = toppingFor(texture, pattern, cuisine);
  if (!topping) return undefined;
  const infos = new Set(items.map((i) => i.info));
  for (const id of topping.ids) {
    const info = INFO_BY_ID.get(id);
    if (!info || plan.banned.has(id) || infos.has(info)) continue;
    // Never a second nut beside the dish's own (cook read 19: walnuts over pecan brownies).
    if (texture === 'crunchy' && info.kinds.has('nut') && items.some((i) => i.info?.kinds.has('nut'))) continue;
    const name = info.stepName;
    const onePan = plan.labels.has('One pan');
    return {
      item: { info, grams: topping.gramsPerServing * plan.servings },
      step: topping.step(name, servedAs, onePan),
      first: topping.first?.(name, onePan),
      minutes: topping.minutes,
    };
  }
  return undefined;
}
