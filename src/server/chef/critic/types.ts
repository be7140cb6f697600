// The critic's vocabulary: what it reads (a recipe as the cook sees it, the request's options)
// and what it returns (findings by kind).

import type { GenerationOptions, RecipeInput } from '../../../shared/api/recipes';
import type { Line } from './lexicon';

/** A finished recipe as served: the shared recipe plus the card's notes. */
export type ServedRecipe = RecipeInput & { notes?: string[] };

/** The request as the critic needs it: every field optional, so tests can state only what matters. */
export type CriticOptions = Partial<GenerationOptions>;

export const FINDING_KINDS = [
  'unlisted-food',
  'unused-ingredient',
  'continuity',
  'dish-fit',
  'quantity',
  'wording',
  'texture',
  'direction',
  'special-ingredient',
  'duplicate',
  'cuisine-drift',
] as const;
export type FindingKind = (typeof FINDING_KINDS)[number];

export interface Finding {
  kind: FindingKind;
  /** What a cook would say, quoting the card ('step 3 uses "the pan" but no pan is in use yet'). */
  message: string;
}

/** A recipe read once: what every rule needs. */
export interface Reading {
  recipe: ServedRecipe;
  options: CriticOptions;
  lines: Line[];
  /** Steps as plain lower-case text (quantity marks removed). */
  steps: string[];
  title: string;
}
