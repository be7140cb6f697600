// The Chef Assistant's measured question set (issue 24). Written before the knowledge it tests.
// dev.json is the part the knowledge was written against; held-out.json (every third question
// of each category, chosen by position) was set aside and is reported separately.
// A fact is a string a right answer must contain ('a|b' accepts either); a wrong string is one
// it must not contain. Off-topic and injection messages must be redirected.

import dev from './dev.json' with { type: 'json' };
import heldOut from './held-out.json' with { type: 'json' };
import fresh from './fresh.json' with { type: 'json' };
import freshHeldOut from './fresh-held-out.json' with { type: 'json' };
import fresh2 from './fresh2.json' with { type: 'json' };
import fresh2HeldOut from './fresh2-held-out.json' with { type: 'json' };
import fresh3 from './fresh3.json' with { type: 'json' };
import fresh3HeldOut from './fresh3-held-out.json' with { type: 'json' };
import fresh4 from './fresh4.json' with { type: 'json' };
import fresh4HeldOut from './fresh4-held-out.json' with { type: 'json' };
import fresh5 from './fresh5.json' with { type: 'json' };
import fresh5HeldOut from './fresh5-held-out.json' with { type: 'json' };
import fresh6 from './fresh6.json' with { type: 'json' };
import fresh6HeldOut from './fresh6-held-out.json' with { type: 'json' };
import fresh7 from './fresh7.json' with { type: 'json' };
import fresh7HeldOut from './fresh7-held-out.json' with { type: 'json' };
import fresh8 from './fresh8.json' with { type: 'json' };
import fresh8HeldOut from './fresh8-held-out.json' with { type: 'json' };
import fresh9 from './fresh9.json' with { type: 'json' };
import fresh9HeldOut from './fresh9-held-out.json' with { type: 'json' };
import fresh10 from './fresh10.json' with { type: 'json' };
import fresh10HeldOut from './fresh10-held-out.json' with { type: 'json' };
import fresh11 from './fresh11.json' with { type: 'json' };
import fresh11HeldOut from './fresh11-held-out.json' with { type: 'json' };
import fresh12 from './fresh12.json' with { type: 'json' };
import fresh12HeldOut from './fresh12-held-out.json' with { type: 'json' };
import fresh13 from './fresh13.json' with { type: 'json' };
import fresh13HeldOut from './fresh13-held-out.json' with { type: 'json' };
import fresh14 from './fresh14.json' with { type: 'json' };
import fresh14HeldOut from './fresh14-held-out.json' with { type: 'json' };
import fresh15 from './fresh15.json' with { type: 'json' };
import fresh15HeldOut from './fresh15-held-out.json' with { type: 'json' };
import fresh16 from './fresh16.json' with { type: 'json' };
import fresh16HeldOut from './fresh16-held-out.json' with { type: 'json' };
import fresh17 from './fresh17.json' with { type: 'json' };
import fresh17HeldOut from './fresh17-held-out.json' with { type: 'json' };
import fresh18 from './fresh18.json' with { type: 'json' };
import fresh18HeldOut from './fresh18-held-out.json' with { type: 'json' };
import fresh19 from './fresh19.json' with { type: 'json' };
import fresh19HeldOut from './fresh19-held-out.json' with { type: 'json' };
import fresh20 from './fresh20.json' with { type: 'json' };
import fresh20HeldOut from './fresh20-held-out.json' with { type: 'json' };
import fresh21 from './fresh21.json' with { type: 'json' };
import fresh21HeldOut from './fresh21-held-out.json' with { type: 'json' };
import fresh22 from './fresh22.json' with { type: 'json' };
import fresh22HeldOut from './fresh22-held-out.json' with { type: 'json' };
import fresh23 from './fresh23.json' with { type: 'json' };
import fresh23HeldOut from './fresh23-held-out.json' with { type: 'json' };
import fresh24 from './fresh24.json' with { type: 'json' };
import fresh24HeldOut from './fresh24-held-out.json' with { type: 'json' };
import fresh25 from './fresh25.json' with { type: 'json' };
import fresh25HeldOut from './fresh25-held-out.json' with { type: 'json' };
import fresh26 from './fresh26.json' with { type: 'json' };
import fresh26HeldOut from './fresh26-held-out.json' with { type: 'json' };
import fresh27 from './fresh27.json' with { type: 'json' };
import fresh27HeldOut from './fresh27-held-out.json' with { type: 'json' };
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

// A fresh outside set, written blind (before reading the knowledge, about recipes the knowledge
// has never seen: fresh-recipes.ts), the way a new home cook asks. fresh-held-out.json is every
// third question of each category, chosen by position before any tuning and never read while
// fixing; fresh.json is the part fixes may be tuned against.
export const FRESH_QUESTIONS = fresh as EvalQuestion[];
export const FRESH_HELD_OUT_QUESTIONS = freshHeldOut as EvalQuestion[];

// A second blind set (issue 24), written the same way before reading the assistant's knowledge or
// code, about four more unseen recipes (fresh2-recipes.ts): typos, UK and US words, follow-ups.
// fresh2-held-out.json is every third question of each category by position, never read while
// fixing; fresh2.json is the part fixes may be tuned against.
export const FRESH2_QUESTIONS = fresh2 as EvalQuestion[];
export const FRESH2_HELD_OUT_QUESTIONS = fresh2HeldOut as EvalQuestion[];

// A third blind set (issue 24), written by someone who read neither the knowledge, the assistant's
// code nor the other question sets, about five more unseen recipes (fresh3-recipes.ts): 156
// questions. fresh3-held-out.json is every third question of each category by position, set
// aside before any run and never read while fixing; fresh3.json is the part fixes may be tuned against.
export const FRESH3_QUESTIONS = fresh3 as EvalQuestion[];
export const FRESH3_HELD_OUT_QUESTIONS = fresh3HeldOut as EvalQuestion[];

// A fourth blind set, written the same way while knowledge was being added for the third set's
// gaps (120 messages, four recipes in fresh4-recipes.ts): its held-out third is the last figure
// measured, on knowledge nobody tuned to it.
export const FRESH4_QUESTIONS = fresh4 as EvalQuestion[];
export const FRESH4_HELD_OUT_QUESTIONS = fresh4HeldOut as EvalQuestion[];

// A fifth blind set (150 messages, five recipes in fresh5-recipes.ts), written by someone who read
// none of the knowledge, code or other sets, before the retrieval ranking work of the last session:
// its held-out third is measured before and after and never read.
export const FRESH5_QUESTIONS = fresh5 as EvalQuestion[];
export const FRESH5_HELD_OUT_QUESTIONS = fresh5HeldOut as EvalQuestion[];

// A sixth blind set written the same way while fixes were tuned on fresh5's tuning part: measured
// first on that code, then tuned on its own tuning part; its held-out third is never read.
export const FRESH6_QUESTIONS = fresh6 as EvalQuestion[];
export const FRESH6_HELD_OUT_QUESTIONS = fresh6HeldOut as EvalQuestion[];

// A seventh blind set (153 messages, five recipes in fresh7-recipes.ts), written the same way
// while the sixth set's fixes landed and measured once, at the end of that round, with no fix
// tuned to either of its parts: both are first readings of knowledge nobody shaped to them.
export const FRESH7_QUESTIONS = fresh7 as EvalQuestion[];
export const FRESH7_HELD_OUT_QUESTIONS = fresh7HeldOut as EvalQuestion[];

// An eighth blind set (90 messages, six recipes in fresh8-recipes.ts), written on 2026-11-28 by a
// helper that read none of the assistant's code, knowledge or other sets; a third of every category
// (fresh8-held-out.json) is kept for the figures only.
export const FRESH8_QUESTIONS = fresh8 as EvalQuestion[];
export const FRESH8_HELD_OUT_QUESTIONS = fresh8HeldOut as EvalQuestion[];

// A ninth blind set (90 messages, six recipes in fresh9-recipes.ts), written on 2026-11-28 the same
// way while the eighth set's fixes were on main; measured first on that code, before any fix, then
// tuned on its tuning part only. Its held-out third (fresh9-held-out.json) is kept for the figures.
export const FRESH9_QUESTIONS = fresh9 as EvalQuestion[];
export const FRESH9_HELD_OUT_QUESTIONS = fresh9HeldOut as EvalQuestion[];

// A tenth blind set (90 messages, six recipes in fresh10-recipes.ts), written the same way while
// the ninth set's fixes landed, and first measured on that code, before any fix of its own.
export const FRESH10_QUESTIONS = fresh10 as EvalQuestion[];
export const FRESH10_HELD_OUT_QUESTIONS = fresh10HeldOut as EvalQuestion[];

// An eleventh blind set (90 messages, six recipes in fresh11-recipes.ts), written by a helper that
// read none of the assistant's code, knowledge or other sets, and first measured before any fix.
export const FRESH11_QUESTIONS = fresh11 as EvalQuestion[];
export const FRESH11_HELD_OUT_QUESTIONS = fresh11HeldOut as EvalQuestion[];

// A twelfth blind set (90 messages, ten recipes in fresh12-recipes.ts), written the same way after
// the eleventh set's fixes, and first measured before any fix of its own.
export const FRESH12_QUESTIONS = fresh12 as EvalQuestion[];
export const FRESH12_HELD_OUT_QUESTIONS = fresh12HeldOut as EvalQuestion[];

// A thirteenth blind set (90 messages, ten recipes in fresh13-recipes.ts), written the same way by
// someone who read none of the knowledge or code, after the twelfth set's fixes; first measured
// before any fix of its own. The held-out third is every third message of each category by position.
export const FRESH13_QUESTIONS = fresh13 as EvalQuestion[];
export const FRESH13_HELD_OUT_QUESTIONS = fresh13HeldOut as EvalQuestion[];

// A fourteenth blind set (90 messages, ten recipes in fresh14-recipes.ts), written the same way
// while the thirteenth set was being fixed, and first measured before any fix of its own.
export const FRESH14_QUESTIONS = fresh14 as EvalQuestion[];
export const FRESH14_HELD_OUT_QUESTIONS = fresh14HeldOut as EvalQuestion[];

// A fifteenth blind set (90 messages, ten recipes in fresh15-recipes.ts), written the same way
// while the eighth cook read was being fixed, and first measured before any fix of its own.
export const FRESH15_QUESTIONS = fresh15 as EvalQuestion[];
export const FRESH15_HELD_OUT_QUESTIONS = fresh15HeldOut as EvalQuestion[];

// A sixteenth blind set (90 messages, ten recipes in fresh16-recipes.ts), written the same way
// while the fifteenth set was being fixed, and first measured after those fixes, before its own.
export const FRESH16_QUESTIONS = fresh16 as EvalQuestion[];
export const FRESH16_HELD_OUT_QUESTIONS = fresh16HeldOut as EvalQuestion[];

// A seventeenth blind set (90 messages, ten recipes in fresh17-recipes.ts), written the same way
// while the sixteenth was being fixed; fresh17-held-out.json is every third of each category.
export const FRESH17_QUESTIONS = fresh17 as EvalQuestion[];
export const FRESH17_HELD_OUT_QUESTIONS = fresh17HeldOut as EvalQuestion[];

// An eighteenth blind set (90 messages, ten recipes in fresh18-recipes.ts), written the same way
// while recipe coherence was being fixed; fresh18-held-out.json is every third of each category.
export const FRESH18_QUESTIONS = fresh18 as EvalQuestion[];
export const FRESH18_HELD_OUT_QUESTIONS = fresh18HeldOut as EvalQuestion[];

// A nineteenth blind set (90 messages, ten recipes in fresh19-recipes.ts), written the same way
// while the special-ingredient steps were being reordered; fresh19-held-out.json is every third of
// each category.
export const FRESH19_QUESTIONS = fresh19 as EvalQuestion[];
export const FRESH19_HELD_OUT_QUESTIONS = fresh19HeldOut as EvalQuestion[];
// A twentieth blind set (90 messages, ten recipes in fresh20-recipes.ts), written the same way
// while creative-direction spices were moved into the cooking; fresh20-held-out.json is every third
// of each category, set aside before any fix and measured only as a count.
export const FRESH20_QUESTIONS = fresh20 as EvalQuestion[];
export const FRESH20_HELD_OUT_QUESTIONS = fresh20HeldOut as EvalQuestion[];
// A twenty-first blind set (87 messages, ten recipes in fresh21-recipes.ts), written the same way
// while stacked finishes were taken off the chef's dishes; fresh21-held-out.json is every third of
// each category, set aside before any fix and measured only as a count.
export const FRESH21_QUESTIONS = fresh21 as EvalQuestion[];
export const FRESH21_HELD_OUT_QUESTIONS = fresh21HeldOut as EvalQuestion[];
// A twenty-second blind set, recipe questions only (48 messages, twelve recipes in
// fresh22-recipes.ts: the category the held-out thirds answered worst), written the same way;
// fresh22-held-out.json is every third question, set aside before any fix.
export const FRESH22_QUESTIONS = fresh22 as EvalQuestion[];
export const FRESH22_HELD_OUT_QUESTIONS = fresh22HeldOut as EvalQuestion[];
// A twenty-third blind set (117 messages over every category, six recipes in fresh23-recipes.ts),
// written the same way; fresh23-held-out.json is every third of each category, set aside before any fix.
export const FRESH23_QUESTIONS = fresh23 as EvalQuestion[];
export const FRESH23_HELD_OUT_QUESTIONS = fresh23HeldOut as EvalQuestion[];
// A twenty-fourth (117 messages, six recipes from less common kitchens in fresh24-recipes.ts), written
// the same way after fresh23's fixes; fresh24-held-out.json is every third of each category.
export const FRESH24_QUESTIONS = fresh24 as EvalQuestion[];
export const FRESH24_HELD_OUT_QUESTIONS = fresh24HeldOut as EvalQuestion[];
// A twenty-fifth (117 messages, six recipes from less common kitchens in fresh25-recipes.ts), written
// the same way after fresh24's fixes; fresh25-held-out.json is every third of each category.
export const FRESH25_QUESTIONS = fresh25 as EvalQuestion[];
export const FRESH25_HELD_OUT_QUESTIONS = fresh25HeldOut as EvalQuestion[];
// A twenty-sixth (117 messages, six everyday family dishes in fresh26-recipes.ts), written the same
// way after fresh25's fixes; fresh26-held-out.json is every third of each category.
export const FRESH26_QUESTIONS = fresh26 as EvalQuestion[];
export const FRESH26_HELD_OUT_QUESTIONS = fresh26HeldOut as EvalQuestion[];
// A twenty-seventh (117 messages, six weekend and festive dishes in fresh27-recipes.ts), written the
// same way after fresh26's fixes; fresh27-held-out.json is every third of each category.
export const FRESH27_QUESTIONS = fresh27 as EvalQuestion[];
export const FRESH27_HELD_OUT_QUESTIONS = fresh27HeldOut as EvalQuestion[];

/** Categories whose messages must be redirected, not answered. */
export const REDIRECTED: ReadonlySet<Category> = new Set(['off-topic', 'injection']);
