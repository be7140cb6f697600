// All dish patterns, by cuisine. To add a dish: write a DishPattern in the cuisine's file or its
// sweets file (slots with picks and per-serving grams, step and title templates) and run the
// pattern tests, which check every template token, pick and fallback against the catalogue.

import type { Cuisine } from '../../../../shared/kitchen/types';
import type { DishPattern } from '../model';
import { AMERICAN } from './american';
import { ASIAN } from './asian';
import { FRENCH } from './french';
import { INDIAN } from './indian';
import { ITALIAN } from './italian';
import { JAPANESE } from './japanese';
import { MEDITERRANEAN } from './mediterranean';
import { MEXICAN } from './mexican';
import { ASIAN_EVERYDAY } from './asian-everyday';
import { INDIAN_EVERYDAY } from './indian-everyday';
import { JAPANESE_EVERYDAY } from './japanese-everyday';
import { ITALIAN_EVERYDAY } from './italian-everyday';
import { MEXICAN_EVERYDAY } from './mexican-everyday';
import { AMERICAN_EVERYDAY } from './american-everyday';
import { MEDITERRANEAN_EVERYDAY } from './mediterranean-everyday';
import { FRENCH_EVERYDAY } from './french-everyday';
import { SPECIAL_DISHES } from './special-dishes';
import { QUICK_AMERICAN, QUICK_FRENCH, QUICK_ITALIAN, QUICK_ITALIAN_DESSERTS } from './quick';
import { QUICK_SWEETS } from './quick-sweets';
import { QUICK_TENDER } from './quick-tender';
import { RICE_PUDDINGS } from './rice-puddings';

/** A cuisine's dishes from the files by job (quick sweets, quick tender mains, rice puddings), after its own. */
const quick = (cuisine: Cuisine): DishPattern[] =>
  [...QUICK_SWEETS, ...QUICK_TENDER, ...RICE_PUDDINGS].filter((p) => p.cuisine === cuisine);

/** Dishes offered only for a special ingredient, by their home cuisine. */
const special = (cuisine: Cuisine) => SPECIAL_DISHES.filter((p) => p.cuisine === cuisine);

export const PATTERNS_BY_CUISINE: Readonly<Record<Cuisine, readonly DishPattern[]>> = {
  italian: [...ITALIAN, ...ITALIAN_EVERYDAY, ...QUICK_ITALIAN, ...QUICK_ITALIAN_DESSERTS, ...quick('italian')],
  mexican: [...MEXICAN, ...MEXICAN_EVERYDAY, ...quick('mexican'), ...special('mexican')],
  asian: [...ASIAN, ...ASIAN_EVERYDAY, ...quick('asian')],
  american: [...AMERICAN, ...AMERICAN_EVERYDAY, ...QUICK_AMERICAN, ...quick('american'), ...special('american')],
  mediterranean: [...MEDITERRANEAN, ...MEDITERRANEAN_EVERYDAY, ...quick('mediterranean'), ...special('mediterranean')],
  indian: [...INDIAN, ...INDIAN_EVERYDAY, ...quick('indian'), ...special('indian')],
  french: [...FRENCH, ...FRENCH_EVERYDAY, ...QUICK_FRENCH, ...quick('french'), ...special('french')],
  japanese: [...JAPANESE, ...JAPANESE_EVERYDAY, ...quick('japanese'), ...special('japanese')],
};

export const PATTERNS: readonly DishPattern[] = Object.values(PATTERNS_BY_CUISINE).flat();
export const PATTERN_BY_ID: ReadonlyMap<string, DishPattern> = new Map(PATTERNS.map((p) => [p.id, p]));
