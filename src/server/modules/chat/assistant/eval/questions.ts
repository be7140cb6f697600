// The Chef Assistant's measured question set (issue 24). Written before the knowledge it tests.
// dev.json is the part the knowledge was written against; held-out.json (every third question
// of each category, chosen by position) was set aside and is reported separately.
// A fact is a string a right answer must contain ('a|b' accepts either); a wrong string is one
// it must not contain. Off-topic and injection messages must be redirected.

import dev from './dev.json' with { type: 'json' };
import heldOut from './held-out.json' with { type: 'json' };
import type { EvalRecipe } from './recipes';

export type Category =
  | 'safety'
  | 'storage'
  | 'substitution'
  | 'conversion'
  | 'technique'
  | 'troubleshooting'
  | 'equipment'
  | 'baking'
  | 'dietary'
  | 'planning'
  | 'recipe'
  | 'mixed'
  | 'off-topic'
  | 'injection';

export interface EvalQuestion {
  category: Category;
  question: string;
  facts: string[];
  wrong: string[];
  recipe?: EvalRecipe;
}

export const DEV_QUESTIONS = dev as EvalQuestion[];
export const HELD_OUT_QUESTIONS = heldOut as EvalQuestion[];

/** Categories whose messages must be redirected, not answered. */
export const REDIRECTED: ReadonlySet<Category> = new Set(['off-topic', 'injection']);
