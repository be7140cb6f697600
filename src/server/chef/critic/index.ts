// The recipe critic: reads a finished recipe the way a cook does (the card's title, list, steps,
// nutrition and notes, and the options asked for) with the ingredient catalogue, never the
// engine's plan or tags, and returns what a cook would object to, by kind. See ../README.md.

import { parseLine, stepText } from './lexicon';
import { citrusParts, unlistedFoods, unusedIngredients } from './listing';
import {
  doneTwice,
  formedBeforeTopped,
  mixtureBeforeUse,
  onePortionAtATime,
  platedThenPan,
  restOfContinuity,
  vesselContinuity,
} from './continuity';
import { dishFit } from './fit';
import {
  blendedBeforeUse,
  formedThenPan,
  seasonedAfterServing,
  shapedDishHandling,
  takenOutThenInPan,
  toppedBeforeReturned,
  toppedBeforeLadled,
  finishedBeforePlated,
  stirredInAfterPlated,
  saucedAfterServed,
  usedWholeTwice,
} from './order';
import { quantities, wording } from './quantities';
import { directionInSubstance, textureInSubstance } from './options';
import { cuisineDrift } from './cuisine';
import { sameDish } from './duplicates';
import { specialPlacement } from './special';
import type { CriticOptions, Finding, Reading, ServedRecipe } from './types';

export { FINDING_KINDS, type CriticOptions, type Finding, type FindingKind, type ServedRecipe } from './types';
export { dishKey, sameDish } from './duplicates';
export { specialNames } from './special';

/** Every rule over one recipe; a rule is a function from a reading to findings. */
export const RULES: readonly ((r: Reading) => Finding[])[] = [
  unlistedFoods,
  unusedIngredients,
  citrusParts,
  vesselContinuity,
  restOfContinuity,
  mixtureBeforeUse,
  doneTwice,
  formedBeforeTopped,
  onePortionAtATime,
  platedThenPan,
  blendedBeforeUse,
  shapedDishHandling,
  usedWholeTwice,
  formedThenPan,
  toppedBeforeLadled,
  finishedBeforePlated,
  stirredInAfterPlated,
  saucedAfterServed,
  seasonedAfterServing,
  takenOutThenInPan,
  toppedBeforeReturned,
  dishFit,
  quantities,
  wording,
  textureInSubstance,
  directionInSubstance,
  cuisineDrift,
  specialPlacement,
];

export function read(recipe: ServedRecipe, options: CriticOptions): Reading {
  return {
    recipe,
    options,
    lines: recipe.ingredients.map(parseLine),
    steps: recipe.instructions.map(stepText),
    title: recipe.title.toLowerCase(),
  };
}

/**
 * What a cook would object to in one recipe served for `options`; `earlier` are the recipes the
 * same search served before it (this batch and its load-more rounds), for duplicates.
 */
export function critique(
  recipe: ServedRecipe,
  options: CriticOptions,
  earlier: readonly ServedRecipe[] = [],
): Finding[] {
  const reading = read(recipe, options);
  const out = RULES.flatMap((rule) => rule(reading));
  const twin = sameDish(recipe, earlier);
  if (twin) out.push({ kind: 'duplicate', message: `"${recipe.title}" is "${twin.title}" again` });
  return out;
}

/** Every recipe of a search in order (batches and load-more rounds), each against those before it. */
export function critiqueSearch(recipes: readonly ServedRecipe[], options: CriticOptions): Finding[][] {
  return recipes.map((r, i) => critique(r, options, recipes.slice(0, i)));
}
