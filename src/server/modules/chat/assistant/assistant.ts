// The built-in Chef Assistant: real answers from Chowdr's own knowledge tables, offline and
// in well under a millisecond. Each table names its source (knowledge/*.ts). The model path
// (../chat.model.ts) reuses the topic check and the computed answers (scaling, conversions).

import { roundGrams, type UnitSystem } from '../../../../shared/kitchen/measurements';
import type { AttachedRecipe } from '../../../../shared/api/chat';
import { generationOptions } from '../../../../shared/api/recipes';
import { generateBatch } from '../../../chef/builtin/index';
import { INFO_BY_ID, INGREDIENTS } from '../../../chef/builtin/ingredients';
import type { ChefContext } from '../../../chef/types';
import { ChefInputError } from '../../../chef/types';
import { convertTemperature, convertUnits, cookedYield } from './convert';
import { cookingTimeAnswer } from './cooking-times';
import { STORAGE_TIMES } from './knowledge/storage';
import { SIDES_BY_MAIN } from './knowledge/pairings';
import { SUBSTITUTIONS, type Substitution } from './knowledge/substitutions';
import {
  DANGER_ZONE,
  RESTING,
  SAFE_TEMPERATURES,
  STEAK_DONENESS,
  type SafeTemperature,
} from './knowledge/temperatures';
import { TIPS } from './knowledge/tips';
import {
  DEFAULT_SERVINGS,
  isScaleQuestion,
  isSubstituteQuestion,
  makeAhead,
  makeDairyFree,
  makeVegetarian,
  nutritionAnswer,
  recipeSubject,
  requestedServings,
  scaledBakeNote,
  scaleLine,
  scaleRecipe,
  serveWith,
  substituteInRecipe,
  toppingsFor,
} from './recipe-intents';
import { safeTempText, storageText, substitutionForAmount, substitutionText } from './formats';
import { knowledgeDocuments, knowledgeIndex, type RetrievalHit } from './retrieval';
import type { KnowledgeEntry } from './knowledge/kb-types';
import {
  allergenAnswer,
  isAllergenListQuestion,
  bakeOrAirFryAnswer,
  freezeAnswer,
  glutenAnswer,
  heatAnswer,
  tinnedForDried,
  heatLevelAnswer,
  isBakeOrAirFryQuestion,
  applianceAnswer,
  omitAnswer,
  isHeatLevelQuestion,
  reheatAnswer,
  proteinAlternatives,
  isFreezeQuestion,
  isNutQuestion,
  isHalalQuestion,
  halalAnswer,
  isVarietyQuestion,
  nutAnswer,
  varietyAnswer,
} from './recipe-aware';
import { anyPhrase, bestMatch, cToF, foldAccents, fToC, hasPhrase, normalize, NUMBER_WORDS } from './text';
import { classifyTopic, messageParts, MIXED_PREFIX, namesOffTopicSubject, REDIRECT_TEXT, splitMixed } from './topic';
import { stateConflict } from './confidence';
import { correctSpelling } from './spell';

/** What the answer is, for metrics and for the model path's choices. */
export type AnswerKind =
  | 'redirect'
  | 'scale'
  | 'convert'
  | 'recipe'
  | 'pantry'
  | 'temperature'
  | 'storage'
  | 'substitution'
  | 'technique'
  | 'tip'
  | 'general';

export interface AssistantAnswer {
  kind: AnswerKind;
  text: string;
  /** When only part of the message was about cooking: that part (what a model may be asked). */
  question?: string;
}

export interface AssistantContext {
  recipe?: AttachedRecipe | null;
  /** The cook's unit system (issue 29): computed amounts read in it; null or absent: as written. */
  unitSystem?: UnitSystem | null;
  /** The cook's pantry (catalogue ids), read only when the question needs it. */
  pantry?: () => Promise<{ ingredientId: string; frequency: 'always' | 'usually' | 'sometimes' | 'rarely' }[]>;
}

/** Kinds whose numbers must come from our code, never from a model's prose. */
export const COMPUTED_KINDS: ReadonlySet<AnswerKind> = new Set(['scale', 'convert']);

/** The built-in assistant's answer to one message. */
export async function answer(typed: string, ctx: AssistantContext = {}): Promise<AssistantAnswer> {
  const recipe = ctx.recipe ?? undefined;
  // An injection attempt is judged as typed; everything else with its typos read ('chiken').
  if (classifyTopic(typed) === 'injection') return { kind: 'redirect', text: REDIRECT_TEXT };
  // A message about chess stays about chess: typos are read only in messages that name no
  // other subject ('chiken temp' names none, so it is read as 'chicken temp').
  // Nor is a message about the assistant itself ('your server', 'your instructions').
  const message =
    namesOffTopicSubject(typed) || ABOUT_THE_ASSISTANT.test(normalize(typed)) ? typed : correctSpelling(typed);
  const recipeText = recipe ? normalize([recipe.title, ...(recipe.ingredients ?? [])].join(' \n ')) : undefined;
  const topic = classifyTopic(message, { hasRecipe: Boolean(recipe), recipeText });
  if (topic === 'injection') return { kind: 'redirect', text: REDIRECT_TEXT };
  if (topic === 'off-topic') {
    // A cooking question beside something else: answer the cooking part, decline the rest.
    const mixed = splitMixed(message, { hasRecipe: Boolean(recipe), recipeText });
    if (!mixed) return { kind: 'redirect', text: REDIRECT_TEXT };
    // Two cooking questions beside the rest ('what can I make with eggs? also is 2 day old rice ok
    // to reheat?'): each answered on its own, when each has an answer.
    const asked = questionsOf(mixed.cooking);
    if (asked.length >= 2 && asked.length <= 3) {
      const each = await Promise.all(asked.map((p) => answer(p, ctx)));
      if (each.every((a) => a.kind !== 'redirect' && a.text !== FALLBACK_TEXT)) {
        const all = [...new Set(each.map((a) => a.text))];
        const texts = all.filter((t) => !all.some((o) => o !== t && o.includes(t)));
        return { kind: each[0]!.kind, text: MIXED_PREFIX + texts.join('\n\n'), question: mixed.cooking };
      }
    }
    const part = await answer(mixed.cooking, ctx);
    // Nothing in the rest is a cooking question it knows ('solve 2x + 5 = 13 for my son's
    // homework'): the whole message is declined, not half-answered with 'not sure'.
    if (part.kind === 'redirect' || part.text === FALLBACK_TEXT) return { kind: 'redirect', text: REDIRECT_TEXT };
    return { ...part, text: MIXED_PREFIX + part.text, question: mixed.cooking };
  }
  // A match result told in passing ('we lost 3-0') is chatter: its digits are no amounts or times.
  const q = normalize(message).replace(MATCH_RESULT, ' ');

  const pantry = await pantryAnswer(q, ctx);
  if (pantry) return pantry;

  if (recipe) {
    // Two questions about the recipe in one message ('what do I set my oven to in fahrenheit, and
    // what's a 2 lb loaf tin in american sizes?'): each answered, side by side.
    const both = recipeParts(message, recipe, ctx.unitSystem);
    if (both) return both;
    const r = recipeAnswer(q, message, recipe, ctx.unitSystem);
    if (r) return r;
    // 'The rice is still hard' about mango sticky rice: the recipe's own kind of the food it names
    // plainly ('sticky rice'), when the knowledge has an entry for that kind.
    const narrowed = ownKindQuestion(q, recipe);
    const ownKind = narrowed ? knownAnswer(narrowed, recipe) : undefined;
    if (ownKind) return ownKind;
    // 'How do I make them fluffier?' about pancakes: the general knowledge, asked with the dish named.
    const general = knownAnswer(q, recipe);
    if (general) return general;
    // 'Mine always come out flat' about pancakes: the cook's own batch of the dish.
    if (/\b(it|its|it's|them|this|these|they|they're|theyre|mine)\b/.test(q)) {
      const dishQ = q.replace(/\b(it|its|it's|them|this|these|they|they're|theyre|mine)\b/, (w) =>
        w === 'its' || w === "it's"
          ? `${dishNoun(recipe)} is`
          : w === "they're" || w === 'theyre'
            ? `${dishNoun(recipe)} are`
            : dishNoun(recipe),
      );
      const named = knownAnswer(dishQ, recipe);
      if (named) return named;
      // 'Japanese Rolled Omelette (Tamagoyaki)': the dish's own name in brackets, tried too.
      const own = /\(([^()]{3,30})\)/.exec(recipe.title)?.[1];
      if (own && own.trim().split(/\s+/).length <= 2) {
        const ownQ = q.replace(/\b(it|this|them|these|they|mine)\b/, normalize(own));
        const byOwn = ownQ !== q ? knownAnswer(ownQ, recipe) : undefined;
        if (byOwn) return byOwn;
      }
      // 'Polish Pierogi Ruskie': the dish's name can be an earlier word of the title ('pierogi').
      for (const name of earlierNames(recipe)) {
        const nameQ = q.replace(/\b(it|this|them|these|they|mine)\b/, name);
        const byName = nameQ !== q ? knownAnswer(nameQ, recipe) : undefined;
        if (byName) return byName;
      }
    }
    return { kind: 'general', text: FALLBACK_TEXT };
  }
  return withSecondQuestion(message, generalAnswer(q, recipe));
}

/**
 * 'How do I keep the chilli hot on the drive? Also, how much lentils for the mince?': two cooking
 * questions in one message, the second marked as another ('also', a second question mark). When
 * the whole message's answer is one part's, the other part's own confident answer is added.
 */
function withSecondQuestion(message: string, whole: AssistantAnswer): AssistantAnswer {
  if (COMPUTED_KINDS.has(whole.kind) && whole.text !== FALLBACK_TEXT) return whole;
  const parts = messageParts(message);
  if (parts.length !== 2) return whole;
  const marked =
    /[?.!]\s*(?:and\s+)?(?:also|plus|oh and|one more thing|another thing|separately|and another)\b/i.test(message) ||
    (/\?\s*$/.test(parts[0]!) && /\?\s*$/.test(parts[1]!));
  if (!marked) return whole;
  const each = parts.map((p) => generalAnswer(normalize(p).replace(MATCH_RESULT, ' ')));
  if (each.some((a) => a.kind === 'redirect' || a.text === FALLBACK_TEXT)) return whole;
  if (each[0]!.text === each[1]!.text) return whole;
  const other = whole.text === each[0]!.text ? each[1]! : whole.text === each[1]!.text ? each[0]! : undefined;
  if (!other || whole.text.includes(other.text) || other.text.includes(whole.text)) return whole;
  const [first, next] = whole.text === each[0]!.text ? [whole, other] : [other, whole];
  return { ...whole, text: `${first.text}\n\n${next.text}` };
}

/** Two-word names the knowledge base has an entry for ('sticky rice', 'bread flour'). */
let kindNames: Set<string> | undefined;
function knownKinds(): Set<string> {
  kindNames ??= new Set(
    knowledgeDocuments().flatMap((d) => d.keys.map((k) => k.toLowerCase()).filter((k) => /^[a-z]+ [a-z]+$/.test(k))),
  );
  return kindNames;
}

/**
 * The question with a food it names plainly ('the rice') narrowed to the recipe title's own kind of
 * it ('sticky rice'), when that kind has an entry of its own; undefined when nothing narrows.
 */
function ownKindQuestion(q: string, recipe: AttachedRecipe): string | undefined {
  const words = normalize(recipe.title)
    .split(/[^a-z]+/)
    .filter(Boolean);
  let out = q;
  for (let i = 0; i + 1 < words.length; i++) {
    const [adj, food] = [words[i]!, words[i + 1]!];
    const kind = `${adj} ${food}`;
    if (!knownKinds().has(kind) || adj.length < 4 || hasPhrase(q, kind)) continue;
    const re = new RegExp(`\\b(?<!${adj} )${food}\\b`);
    if (re.test(out)) out = out.replace(re, kind);
  }
  return out === q ? undefined : out;
}

/** The questions of a message, each with the statements before it as its context ('I've got eggs. What can I make?'). */
function questionsOf(text: string): string[] {
  const asks = (p: string) =>
    /\?\s*$/.test(p) ||
    /^(how|what|whats|what's|which|can|could|is|are|do|does|should|would|will|why|when|where)\b/i.test(
      p.replace(/^(and|also|plus|so)\s+/i, ''),
    );
  const out: string[] = [];
  let lead = '';
  for (const p of messageParts(text)) {
    if (asks(p)) {
      out.push(lead ? `${lead} ${p}` : p);
      lead = '';
    } else lead = lead ? `${lead} ${p}` : p;
  }
  if (lead && out.length) out[out.length - 1] = `${out[out.length - 1]} ${lead}`;
  return out;
}

/** A game's result said in passing: 'we lost 3-0', 'they won 2 - 1', 'drew 1-1'. */
const MATCH_RESULT = /\b(?:won|lost|drew|draw|beat (?:them|us|\w+)|losing|winning) \d{1,2}\s*[-–]\s*\d{1,2}\b/g;

/** Words of a message about the assistant or its instructions, whose words are never 'corrected'. */
const ABOUT_THE_ASSISTANT =
  /\b(your|ignore|pretend|instructions?|prompt|rules|system|roleplay|role-play|reveal|repeat|print|output|translate|write|forget|override|jailbreak|developer|admin|secret|password|key|server|model)\b/;

/** The synchronous part: everything but the pantry (for benches and the model path). */
export function generalAnswer(q: string, recipe?: AttachedRecipe): AssistantAnswer {
  return knownAnswer(q, recipe) ?? { kind: 'general', text: FALLBACK_TEXT };
}

/** An answer the assistant is confident in, or undefined (the model path then asks the model). */
export function knownAnswer(q: string, recipe?: AttachedRecipe): AssistantAnswer | undefined {
  const found = knownParts(q, recipe);
  // 'Making it gluten-free: the recipe says 8 oz self-raising flour, what do I use and how many grams
  // is that?': the sum answers the amount, the knowledge the swap asked beside it.
  if (found?.kind === 'convert' && ASKS_BESIDE_SUM.test(q)) {
    const also = retrievedAnswer(q, recipe);
    if (also && also.kind !== 'convert' && !found.text.includes(also.text))
      return { kind: found.kind, text: `${also.text}\n\n${found.text}` };
  }
  return found;
}

/** The message's sums and knowledge, whole or question by question. */
function knownParts(q: string, recipe?: AttachedRecipe): AssistantAnswer | undefined {
  // A percentage in one sentence and the flour's weight in the next ('what does 75% hydration
  // mean? ... using 500g flour, how much water?') are one sum: worked out from the whole message.
  const sum = bakersPercentage(q, true);
  if (sum) return sum;
  // 'Only two 20cm tins, can I use them and does the timing change?': one sum over the whole
  // message, which says how the time changes too (the second half alone names no dish).
  const tins = /\b(tin|tins|pan|pans|dish)\b/.test(q) ? tinAreaAnswer(q, recipe) : undefined;
  if (tins) return tins;
  // Two questions in one message ('what is a bain marie? and why did my caramel go grainy'): when
  // each has its own answer, both are given side by side; otherwise the message is read whole,
  // and failing that, the part that has an answer.
  // '... what size turkey do i need and how long will a frozen one take to defrost' is two as well.
  const parts = q
    .split(/\?\s+|,?\s+and (?:also )?(?=(?:how|what|which|when|where|why|can|could|do|does|should|is|are)\b)/)
    .map((p) => p.replace(/^(and|also|plus|or)\s+/, '').trim())
    .filter((p) => p.split(/\s+/).length >= 3);
  const found =
    parts.length >= 2 && parts.length <= 3
      ? parts.map((p) => knownSingle(p, recipe)).filter((a): a is AssistantAnswer => Boolean(a))
      : [];
  const texts = [...new Set(found.map((a) => a.text))];
  if (found.length === parts.length && texts.length >= 2) return { kind: found[0]!.kind, text: texts.join('\n\n') };
  const whole = knownSingle(q, recipe);
  // 'What size turkey for 12, and how long does it take to thaw?': the whole message reads as the
  // thawing question, and its first half has an answer of its own, so both are given.
  const more = whole ? texts.filter((t) => t !== whole.text && !whole.text.includes(t)) : [];
  if (whole && more.length && parts.length >= 2) return { kind: whole.kind, text: [...more, whole.text].join('\n\n') };
  return whole ?? (texts.length ? { kind: found[0]!.kind, text: texts.join('\n\n') } : undefined);
}

/** A swap or a diet asked beside a conversion ('what do I use', 'gluten-free'). */
const ASKS_BESIDE_SUM =
  /\b(what (?:do|can|should|would|could) (?:i|we) use|what (?:do|should) (?:i|we) (?:buy|get)|gluten[- ]free|dairy[- ]free|egg[- ]free|nut[- ]free|vegan)\b/;

/** Round or square tins of two widths: the smaller holds the square of their ratio ('20 cm vs 23 cm: 3/4'). */
function tinSizeAnswer(q: string, recipe?: AttachedRecipe): AssistantAnswer | undefined {
  if (!/\b(tin|tins|pan|pans|dish|springform|ring|mould|mold)\b/.test(q)) return undefined;
  const byArea = tinAreaAnswer(q, recipe);
  if (byArea) return byArea;
  // Whole numbers only ('180c' is no 18 cm tin), and not times, temperatures or weights ('40 minutes').
  const size =
    /(?<![\d.])(\d{1,2}(?:\.\d)?)(?![\d.])\s*(cm|centimet\w*|inch(?:es)?|in\b|")?(?!\s*(?:min|mins|minutes?|hours?|hrs?|°|degrees?|c\b|f\b|g\b|kg\b|ml\b|people|servings?|portions?))/g;
  const found = [...q.matchAll(size)].filter((m) => m[2] || /\b(cm|inch|inches)\b/.test(q));
  const unitOf = (m: RegExpMatchArray | undefined) =>
    (m?.[2] ?? (/\bcm\b/.test(q) ? 'cm' : 'in')).startsWith('c') ? 'cm' : 'in';
  let sizes = found.map((m) => ({ n: Number(m[1]), unit: unitOf(m) }));
  // One size asked about beside a recipe that names its tin ('a 23 cm (9 inch) tart tin').
  if (sizes.length === 1 && recipe) {
    const own =
      /(\d{1,2})\s*cm\b/.exec((recipe.instructions ?? []).join(' ')) ??
      /(\d{1,2})\s*(?:inch|in\b|")/.exec((recipe.instructions ?? []).join(' '));
    if (own) sizes.push({ n: Number(own[1]), unit: own[0].includes('cm') ? 'cm' : 'in' });
  }
  sizes = sizes.filter((x) => (x.unit === 'cm' ? x.n >= 10 && x.n <= 40 : x.n >= 4 && x.n <= 16));
  if (sizes.length !== 2 || sizes[0]!.n === sizes[1]!.n) return undefined;
  // A bare second number ('20cm tin not a 23') is in the first one's unit.
  const unit = sizes[0]!.unit;
  const [a, b] = sizes.map((x) => (x.unit === unit ? x.n : unit === 'cm' ? x.n * 2.54 : x.n / 2.54));
  const small = Math.min(a!, b!);
  const big = Math.max(a!, b!);
  const ratio = (small / big) ** 2;
  const pct = Math.round(ratio * 100);
  const fraction =
    ratio > 0.7 && ratio < 0.8
      ? ' (about three-quarters)'
      : ratio > 0.45 && ratio < 0.55
        ? ' (about half)'
        : ratio > 0.6 && ratio < 0.7
          ? ' (about two-thirds)'
          : '';
  const u = unit === 'cm' ? ' cm' : ' inch';
  return {
    kind: 'technique',
    text: `${/^(8|11|18)\b/.test(String(Math.round(small))) ? 'An' : 'A'} **${Number(small.toFixed(1))}${u}** tin has **${pct}%** of the area of a **${Number(big.toFixed(1))}${u}** one${fraction}: area grows with the square of the width. Going smaller, make **${pct}%** of the mixture (or fill the tin no more than two-thirds and bake the rest separately); the same depth bakes in about the same time, so start checking 5-10 minutes early. Going bigger, scale up by ${Math.round((1 / ratio) * 100)}% or expect a thinner bake that is done sooner. Squares hold about a quarter more than rounds of the same width.`,
  };
}

const TIN_COUNTS: Record<string, number> = { a: 1, an: 1, one: 1, two: 2, three: 3, four: 4, pair: 2 };

/** A rectangular tin, 'AxB' in inches (both sides 16 or less) or cm, as its area in square cm. */
function rectangleArea(text: string): { area: number; said: string } | undefined {
  const m =
    /(?<![\d.])(\d{1,2}(?:\.\d)?)\s*(?:cm|in|inch(?:es)?|")?\s*(?:x|×|by)\s*(\d{1,2}(?:\.\d)?)\s*(cm|in\b|inch(?:es)?|")?/.exec(
      text,
    );
  if (!m) return undefined;
  const [a, b] = [Number(m[1]), Number(m[2])];
  const cm = m[3] ? m[3] === 'cm' : a > 16 || b > 16;
  const k = cm ? 1 : 2.54;
  // An inch tin is also given in cm ('9 x 13 inch (23 x 33 cm)'): the size a metric cook looks for.
  const inCm = cm ? '' : ` (${Math.round(a * 2.54)} x ${Math.round(b * 2.54)} cm)`;
  return { area: a * k * (b * k), said: `${a} x ${b}${cm ? ' cm' : ' inch'}${inCm}` };
}

/**
 * 'No 9x13 tin, only two 20cm round sandwich tins': the tins' total area against the rectangle's,
 * so the cook knows to divide the mixture and how the depth, and so the time, changes.
 */
function tinAreaAnswer(q: string, recipe?: AttachedRecipe): AssistantAnswer | undefined {
  const rect =
    rectangleArea(q) ?? (recipe ? rectangleArea(normalize((recipe.instructions ?? []).join(' '))) : undefined);
  if (!rect) return undefined;
  const other =
    /\b(?:(\d|a|an|one|two|three|four|pair of)\s+)?(\d{1,2})\s*(cm|centimet\w*|inch(?:es)?|in\b|")\s*(?:\(?[\d.]+\s*(?:cm|inch(?:es)?|in|")\)?\s*)?(round|square)?\b(?:[\w\s-]{0,25}?)\b(tins?|pans?|dish(?:es)?)\b/.exec(
      q.replace(
        /(?<![\d.])\d{1,2}(?:\.\d)?\s*(?:cm|in|inch(?:es)?|")?\s*(?:x|×|by)\s*\d{1,2}(?:\.\d)?\s*(?:cm|in\b|inch(?:es)?|")?/g,
        ' ',
      ),
    );
  if (!other) return undefined;
  const countWord = other[1]?.replace(/ of$/, '');
  const count = countWord ? (/^\d$/.test(countWord) ? Number(countWord) : (TIN_COUNTS[countWord] ?? 1)) : 1;
  const size = Number(other[2]) * (other[3]!.startsWith('c') ? 1 : 2.54);
  if (size < 10 || size > 40 || count < 1 || count > 4) return undefined;
  const square = other[4] === 'square' || /\bsquare\b/.test(q);
  const each = square ? size * size : Math.PI * (size / 2) ** 2;
  const total = each * count;
  const ratio = total / rect.area;
  const pct = Math.round(ratio * 100);
  const tins = `${count > 1 ? `${['', '', 'two', 'three', 'four'][count]} ` : 'a '}${Number(other[2])}${other[3]!.startsWith('c') ? ' cm' : ' inch'} ${square ? 'square' : 'round'} tin${count > 1 ? 's' : ''}`;
  const share =
    count > 1
      ? ` **Divide the mixture equally between the ${['', '', 'two', 'three', 'four'][count]} tins** (weigh them for even layers).`
      : '';
  const fill = count > 1 ? 'each tin' : 'the tin';
  const depth =
    ratio < 0.75
      ? ` That is much less area: make about **${pct}%** of the mixture (or fill ${fill} no more than two-thirds and bake the rest as a few cupcakes); at the same depth it bakes in about the same time at the same temperature, deeper it takes **longer**: check at the recipe's time and then every 5 minutes, covering the top loosely with foil if it browns first.`
      : ratio < 0.9
        ? ` That is less area, so the mixture sits **deeper**: fill ${fill} no more than two-thirds (bake any extra as a few cupcakes), keep the same oven temperature, and expect it to take **a little longer**: check at the recipe's time and then every 5 minutes, covering the top loosely with foil if it browns first.`
        : ratio > 1.1
          ? ` That is more area, so the layers are **thinner**: keep the same oven temperature and start checking **5-10 minutes early**.`
          : ` That is about the same area and depth: same temperature, about the same time (start checking 5 minutes early).`;
  return {
    kind: 'technique',
    text: `Yes. ${tins[0]!.toUpperCase()}${tins.slice(1)} hold${count > 1 ? '' : 's'} about **${Math.round(total)} cm²** against **${Math.round(rect.area)} cm²** for a ${rect.said} tin: about **${pct}%** of the area.${share}${depth} Test with a skewer, which should come out clean.`,
  };
}

/** 'What size is a 9x13 pan in cm?', 'a 20 x 30 cm tin in inches': both sides converted. */
function dimensionConversion(q: string): AssistantAnswer | undefined {
  const m =
    /(?<![\d.])(\d{1,3}(?:\.\d+)?)\s*(?:cm|in|inch(?:es)?|")?\s*(?:x|×|by)\s*(\d{1,3}(?:\.\d+)?)(?:\s*(?:x|×|by)\s*(\d{1,3}(?:\.\d+)?))?\s*(cm|centimet\w*|in\b|inch(?:es)?|")?/.exec(
      q,
    );
  if (!m) return undefined;
  const rest = q.slice(m.index + m[0].length);
  const toCm = /\b(in|to|into)\s+(cm|centimet\w*)\b|\bcm\b/.test(rest) || /\b(metric|centimet\w*)\b/.test(q);
  const toIn = /\b(in|to|into)\s+(inch(?:es)?|in)\b/.test(rest) || /\binch(es)?\b/.test(rest);
  const written = m[4] ? (m[4].startsWith('c') ? 'cm' : 'in') : undefined;
  const from = written ?? (toCm ? 'in' : toIn ? 'cm' : undefined);
  if (!from || (from === 'cm' && toCm && !toIn) || (from === 'in' && toIn && !toCm && written)) return undefined;
  const sides = [m[1], m[2], m[3]].filter((x): x is string => Boolean(x)).map(Number);
  const other = sides.map((n) => (from === 'in' ? Math.round(n * 2.54) : Math.round((n / 2.54) * 2) / 2));
  const unit = (u: string) => (u === 'in' ? ' in' : ' cm');
  const to = from === 'in' ? 'cm' : 'in';
  return {
    kind: 'convert',
    text: `**${sides.join(' x ')}${unit(from)} = ${other.join(' x ')}${unit(to)}** (1 inch = 2.54 cm). A tin within a centimetre or so of that works; a different area needs more or less mixture, and a shallower one bakes sooner.`,
  };
}

function knownSingle(q: string, recipe?: AttachedRecipe): AssistantAnswer | undefined {
  // A rectangle in other units ('20 x 30 cm in inches') is a conversion before it is a tin comparison.
  const dims = dimensionConversion(q);
  if (dims) return dims;
  const tin = tinSizeAnswer(q, recipe);
  if (tin) return tin;
  const fryer = airFryerConversion(q);
  if (fryer) return fryer;
  const temp = temperatureConversion(q);
  if (temp) return temp;
  const thaw = thawTime(q);
  if (thaw) {
    // 'When do I start defrosting the 6 kg turkey, and how long to roast it?': both, for that weight.
    const food = /\b(turkey|chicken|goose|duck|ham|gammon|beef|lamb|pork)\b/.exec(q)?.[1];
    const weight = /(\d+(?:\.\d+)?)\s*-?\s*(lbs?|pounds?|kg|kilos?|kilograms?)\b/.exec(q)?.[0];
    const asksRoast =
      /\bhow long\b[^.?!]*?\b(roast|roasting|cook|cooking)\b|\b(roasting|cooking) time\b|\b(roast|cook) (it|for)\b[^.?!]*?\bhow long\b/.test(
        q,
      );
    const roast =
      food && weight && asksRoast ? knownSingle(`how long to roast a ${weight} ${food}`, recipe) : undefined;
    return roast && !roast.text.includes(thaw.text) ? { ...thaw, text: `${thaw.text}\n\n${roast.text}` } : thaw;
  }
  const timed = cookingTimeAnswer(q);
  if (timed) return timed;
  const bakers = bakersPercentage(q);
  if (bakers) return bakers;
  const conv = unitConversion(q);
  if (conv) return conv;
  if (/\b(rest|resting|rested)\b/.test(q) && isSafetyTempQuestion(q)) {
    const t = safeTempAnswer(q, recipe);
    if (t) return t;
  }
  return retrievedAnswer(q, recipe);
}

/** The knowledge base's answer to a question, by retrieval (no sums). */
function retrievedAnswer(q: string, recipe?: AttachedRecipe): AssistantAnswer | undefined {
  // A tip whose every word group is in the question ('rice' and 'cook') is favoured, not forced.
  // 'How much rice should I cook for 25 people?' asks an amount, not how to cook it: no tip is favoured.
  const amountForGuests = guestCount(q) !== undefined && /\bhow (much|many)\b/.test(q);
  // 'How long is cooked rice ok in the fridge?' asks how long it keeps, not how long to cook it:
  // a tip that never says how food keeps is not favoured.
  const keeping = /\b(fridge|freezer)\b/.test(q) || /\bhow long\b.*\b(keeps?|lasts?|good|ok|okay|stored?)\b/.test(q);
  // 'It came out like rubbery scrambled egg' compares: the scrambled eggs tip is not about this dish.
  const likeDropped = q.replace(
    /\b(came out|come out|comes out|turned out|turn out|turns out|ended up|end up|looks?|looked|tastes?|tasted|feels?|felt) (?:a bit |kind of |sort of |almost |just )?like (?:a |an |some )?[a-z' ]+/g,
    '$1',
  );
  const tips = new Set(
    amountForGuests
      ? []
      : TIPS.flatMap((t, i) =>
          t.when.every((group) => anyPhrase(likeDropped, group)) &&
          (!keeping || /\b(fridge|freez\w*|keeps?)\b/.test(t.text))
            ? [`tip-${i}`]
            : [],
        ),
  );
  // 'Can I use bread flour instead of plain flour?' names its replacement: a swap that never
  // says 'bread flour' cannot answer it, so it is left out and another document may.
  // 'Is double cream the same as heavy cream?' likewise needs a document that names both.
  const replacement = replacementWords(usNames(q));
  const wanted = [...replacement, ...sameAsWords(q), ...usedWords(q)];
  // 'Can I use baking powder instead of yeast?' is answered only by an entry that names both.
  const replaced = replacement.length ? replacedWords(usNames(q)) : [];
  const stem = (w: string) => w.replace(/(es|s)$/, '').replace(/-/g, ' ');
  const says = (text: string, also: readonly string[] = []) => {
    const stems = [...wanted, ...also].map(stem);
    if (stems.length === 0) return true;
    // 'self raising' is 'self-raising': hyphens are spaces on both sides.
    const raw = normalize(text).replace(/-/g, ' ');
    if (stems.every((w) => raw.includes(w))) return true;
    const us = usNames(raw);
    return stems.every((w) => raw.includes(w) || us.includes(w));
  };
  const hit = knowledgeIndex().search(
    q,
    tips,
    wanted.length ? (d) => !says(`${d.title} ${d.text}`, replaced) : undefined,
  );
  if (hit?.confident) {
    // Retrieval picks the subject; the older tables keep their own reading of the question
    // (which ingredient is being replaced, cooked or raw, the steak doneness table).
    const table = /^(storage|temp|sub)-\d+$/.exec(hit.doc.id)?.[1];
    // 'The recipe says cornflour but I only have plain flour' asks for a swap, whatever else the
    // names match (an entry on UK and US names).
    if (table !== 'sub' && SAYS_BUT_ONLY.test(q)) {
      const swap = substitutionAnswer(q);
      if (swap) return swap;
    }
    // 'Can I use chicken breast instead?' names the replacement, not what is replaced: the
    // swaps *for* chicken would answer the opposite question.
    if (
      (table === 'sub' || hit.doc.topic === 'substitution') &&
      (namesReplacementOnly(q) || swapsOpposite(q, hit.doc.title, hit.doc.text) || usesOnly(q, hit.doc.title))
    )
      return undefined;
    const own =
      table === 'storage'
        ? storageAnswer(q)
        : table === 'temp'
          ? safeTempAnswer(q, recipe)
          : table === 'sub'
            ? substitutionAnswer(q)
            : undefined;
    // The storage table declines a food named in another state ('fresh' pasta, 'Cooked pasta';
    // 'cooked' carrots, fresh carrots): the retrieved entry is a row of that same table, so
    // there is no answer to give.
    if (
      !own &&
      table === 'storage' &&
      (stateConflict(q, hit.doc.title) ||
        /\b(cooked|leftover|leftovers|roasted|rotisserie|roast (chicken|turkey|beef|pork|lamb|ham|potatoes)|pulled pork)\b/.test(
          q,
        ))
    )
      return undefined;
    // The table re-reads the question itself; when its row is not the retrieved one and does not
    // name the replacement asked about, the retrieved row does.
    const row = table === 'sub' ? SUBSTITUTIONS[Number(hit.doc.id.slice(4))] : undefined;
    const retrieved = fromKnowledge(hit);
    // A swap row answers for the amount the cook named ('250ml buttermilk', '2 tbsp parsley').
    // 'Recipe needs 250ml buttermilk, I've got milk and a lemon': the swap is for what the recipe
    // needs, not for the lemon the cook has.
    const needed =
      /\brecipe (?:needs|says|calls for|asks for|wants)\s+(?:[\d./]+\s*[a-z]*\s+)?([a-z][a-z ]+?)(?:,|\.|$| and\b| but\b)/.exec(
        q,
      )?.[1];
    const forNeeded = Boolean(needed && row && row.keys.some((k) => needed.includes(k)));
    const found =
      own && says(own.text) && !forNeeded
        ? own
        : row
          ? { ...retrieved, text: retrieved.text + substitutionForAmount(row, q) }
          : retrieved;
    // 'Can I use Greek yogurt instead of cream?' is answered only by text about Greek yogurt.
    if (!says(found.text)) return undefined;
    return answersWhetherItFreezes(q, { ...found, text: found.text + forGuests(hit.doc, q) });
  }
  return undefined;
}

/** 'cooking for 8', 'to feed 10 people', 'for twelve guests': how many are eating, if the question says. */
export function guestCount(q: string): number | undefined {
  const m =
    /\b(?:for|feed|feeding|feeds|serve|serves|serving|cooking for|hosting)\s+(?:(?:about|around|roughly|approximately|approx|some|maybe|nearly|almost|up to|over|like|a crowd of|a party of|a group of)\s+)?(\d{1,3}|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty|forty|fifty)(?:\s+(?:hungry\s+)?(people|persons|guests|adults|of us|kids|children|friends|teenagers|teens|students|colleagues|men|women|boys|girls|lads|family members)\b|\s*(?=[?.,!;]|$)|(?=\s+(?:this|next|on|tonight|tomorrow|over)\b|\s+at\s+(?!\d)))/.exec(
      q,
    );
  // 'A bbq for her graduation, about 25 people': the head count said on its own, with its noun.
  const said =
    m ??
    /(?:^|[,.;:(-]\s*|\b(?:about|around|roughly|approximately|approx|some|maybe|nearly|almost|up to|over|like|expecting|there(?:'ll| will) be|we(?:'re| are))\s+)(\d{1,3}|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty|forty|fifty)\s+(?:hungry\s+)?(?:people|persons|guests|adults)\b/.exec(
      q,
    );
  if (!said) return undefined;
  const n = /^\d/.test(said[1]!) ? Number(said[1]) : NUMBER_WORDS[said[1]!];
  return n && n >= 2 && n <= 200 ? n : undefined;
}

/** A per-person amount worked out for the number of people asked about: grams or kilos, and pounds. */
function forGuests(doc: { perPerson?: KnowledgeEntry['perPerson'] }, q: string): string {
  const n = guestCount(q);
  if (!doc.perPerson || !n) return '';
  const metric = (g: number) => (g >= 1000 ? `${(Math.round(g / 100) / 10).toString()} kg` : `${roundGrams(g)} g`);
  const pounds = (g: number) => {
    const lb = g / 453.592;
    return lb >= 5 ? Math.round(lb) : Math.round(lb * 2) / 2;
  };
  const span = (a: string, b: string) => {
    if (a === b) return a;
    const [an, au] = a.split(' ');
    const [bn, bu] = b.split(' ');
    return au === bu ? `${an}-${bn} ${bu}` : `${a}-${b}`;
  };
  const range = ([lo, hi]: readonly [number, number]) =>
    `${span(metric(lo * n), metric(hi * n))} (${span(`${pounds(lo * n)} lb`, `${pounds(hi * n)} lb`)})`;
  const parts = doc.perPerson.map((p) => `**${range(p.grams)}** ${p.what}`);
  return `\n\n**For ${n} people:** about ${parts.join('; ')}.`;
}

/** 'Can I freeze X?' is a yes-or-no question: an answer that gives a freezer time starts with its yes. */
const ASKS_IF_IT_FREEZES =
  /^(?:can|could|should|do|does) (?:i|you|we|it|they|\w+(?: \w+)?) (?:still )?(?:re-?)?freeze\b|^(?:does|do|will|would) .{1,40}\bfreeze\b|\bfreezable\b|^is (?:it|\w+) (?:ok|okay|safe|fine) to freeze\b/;
const FREEZER_TIME =
  /\b(?:freez\w*|frozen)\b[^.]{0,60}?\b\d+(?:\s*-\s*\d+)?\s*(?:weeks?|months?)\b|\b\d+(?:\s*-\s*\d+)?\s*(?:weeks?|months?)\b[^.]{0,20}\b(?:frozen|freezer|freeze)\b/;
const DOES_NOT_FREEZE =
  /\b(?:do not|don't|doesn't|does not|never|can't|cannot|not) (?:freeze|re-?freeze|in the shell)|\b(?:never|not recommended|poorly|badly|not well)\b/;

function answersWhetherItFreezes(q: string, a: AssistantAnswer): AssistantAnswer {
  if (!ASKS_IF_IT_FREEZES.test(q) || /^\*\*(yes|no)\b/i.test(a.text)) return a;
  // The food asked about ('milk', 'pasta' in 'leftover cooked pasta') and the sentence that names it.
  const food =
    /\bfreeze\s+(?:(?:a|an|the|my|some|leftover|leftovers|cooked|fresh|raw|homemade|whole|opened|it|this|these|them|well)\s+)*([a-z]+)/
      .exec(q)?.[1]
      ?.replace(/(es|s)$/, '');
  if (!food) return a;
  const plain = a.text.toLowerCase().replace(/\*\*/g, '');
  const about = plain.split(/(?<=\.)\s+/).filter((sentence) => sentence.includes(food));
  if (about.length === 0 || !about.some((x) => FREEZER_TIME.test(x)) || about.some((x) => DOES_NOT_FREEZE.test(x)))
    return a;
  return { ...a, text: `**Yes**, it freezes. ${a.text}` };
}

/**
 * 'Can I use miso instead of tahini?' matched to the miso entry: the cook is replacing
 * tahini, so the swaps for miso answer the opposite question.
 */
function swapsOpposite(q: string, title: string, text: string): boolean {
  const name = normalize(title)
    .replace(/^(dairy-free or vegan |vegan |gluten-free )?substitute for /, '')
    .replace(/ substitute$/, '')
    .split(/\s*\(/)[0]!;
  const after = /\binstead of\s+(.+)$/.exec(q);
  if (!after || !name) return false;
  if (hasPhrase(after[1]!, name) || !hasPhrase(q.slice(0, after.index), name)) return false;
  // An entry that lists the replaced food as a swap gives the ratio both ways (1 tbsp
  // cornstarch = 2 tbsp flour), so it still answers.
  const body = normalize(text);
  return !namedWords(after[1]!).some((w) => body.includes(w.replace(/(es|s)$/, '')));
}

/** What a swap question replaces: 'yeast' in 'can I use baking powder instead of yeast in bread?'. */
function replacedWords(q: string): string[] {
  const m =
    /\binstead of\s+(?:the\s+|my\s+|a\s+|an\s+|some\s+)?([a-z][a-z\s-]*?)(?=\s+(?:in|for|when|if|because|to|on|with|and|but|so|how|what)\b|\s+[-–—]\s|\s*[?.,!;:]|$)/.exec(
      q,
    );
  return m ? namedWords(m[1]!).filter((w) => !/^(use|using|one|ones|it|them)$/.test(w)) : [];
}

/** The replacement a swap question names: 'chicken breast' in 'can I use chicken breast instead of thighs?'. */
function replacementWords(q: string): string[] {
  const m =
    /\b(?:use|using|try|swap in|sub in|put in|replace (?:it|them|\w+) with)\s+(?:some\s+|a\s+|an\s+|the\s+)?([a-z][\w\s-]*?)\s+(?:instead of|in place of|rather than)\b/.exec(
      q,
    );
  return m ? namedWords(m[1]!).filter((w) => !/^(use|swap|sub|try|put|some)$/.test(w)) : [];
}

/**
 * 'Can I use oil?' names only the replacement: the swaps *for* oil ('Vegetable oil substitute',
 * 'Substitute for tahini') answer the opposite question.
 */
function usesOnly(q: string, title: string): boolean {
  const m =
    /^(?:can|could|should) (?:i|we|you) use\s+(?:some\s+|a\s+|an\s+|the\s+)?([a-z][\w\s-]*?)\s*(?:in (?:it|this|them|these)|here)?\s*\??$/.exec(
      q,
    );
  if (!m || /\b(instead|in place|replace|for)\b/.test(m[1]!)) return false;
  const t = normalize(title);
  const subject = /^substitute for (.+)$/.exec(t)?.[1] ?? /^(.+?) substitute$/.exec(t)?.[1];
  if (!subject) return false;
  const named = namedWords(m[1]!).map((w) => w.replace(/(es|s)$/, ''));
  return named.length > 0 && named.some((w) => subject.includes(w));
}

/** What the dish is: the last word of its title ('lasagna' in 'Classic Beef Lasagna'). */
function dishNoun(recipe: AttachedRecipe): string {
  return (
    normalize(recipe.title)
      .replace(/\(.*?\)/g, ' ')
      // 'Baked Vanilla Cheesecake with Raspberry Swirl' is a cheesecake.
      .replace(/\s+(?:with|and|on|in)\s+.*$/, '')
      .trim()
      .split(/[\s-]+/)
      .at(-1) ?? ''
  );
}

/**
 * Words of the title before its last one that the knowledge names a dish by ('pierogi' in 'Polish
 * Pierogi Ruskie'), nearest the end first; the cuisine ('Polish'), joining words and the recipe's
 * own ingredients are left out.
 */
function earlierNames(recipe: AttachedRecipe): string[] {
  const words = normalize(recipe.title)
    .replace(/\(.*?\)/g, ' ')
    .replace(/\s+(?:with|and|on|in)\s+.*$/, '')
    .split(/[\s-]+/)
    .filter(Boolean);
  const cuisine = normalize(recipe.cuisine ?? '');
  // A word of the title that is also in the ingredients ('chicken') names what is in it, not the dish.
  const inside = normalize((recipe.ingredients ?? []).join(' '));
  return words
    .slice(0, -1)
    .reverse()
    .filter(
      (w) => w.length >= 4 && w !== cuisine && !TITLE_FILLER.has(w) && knownDishWords().has(w) && !hasPhrase(inside, w),
    );
}

/** Words the entries' keys name things by ('pierogi' in 'pierogi burst'). */
let dishWords: Set<string> | undefined;
function knownDishWords(): Set<string> {
  dishWords ??= new Set(knowledgeDocuments().flatMap((d) => d.keys.flatMap((k) => normalize(k).split(/[^a-z]+/))));
  return dishWords;
}

/** 'Can I use no-boil noodles?': what the cook wants to use, which an answer must name. */
function usedWords(q: string): string[] {
  const m =
    /^(?:can|could) (?:i|we|you) use\s+(?:some\s+|a\s+|an\s+|the\s+)?([a-z][\w\s-]*?)\s*(?:in (?:it|this|them|these)|here|for (?:it|this))?\s*\??$/.exec(
      q,
    );
  // 'Can I use plain flour if the recipe says self raising?' names a condition after the food: not all of it is the food.
  // 'Can I use a metal fish slice on my nonstick pan?' names a tool and what it is used on: a
  // question about the pan, not a food to find by name.
  if (
    !m ||
    /\b(instead|in place|replace|if|when|because|since|but|as|though|although|on|onto|under|in my|in the|in a|my|to|from|with)\b/.test(
      m[1]!,
    )
  )
    return [];
  return namedWords(usNames(m[1]!));
}

/** UK names read as the US ones the knowledge mostly uses ('plain flour' is 'all-purpose flour'). */
const UK_US: [RegExp, string][] = [
  [/\bplain flour\b/g, 'all-purpose flour'],
  [/\bstrong (white )?flour\b/g, 'bread flour'],
  [/\bself-raising\b|\bself raising\b/g, 'self-rising'],
  [/\bcornflour\b/g, 'cornstarch'],
  [/\bdouble cream\b/g, 'heavy cream'],
  [/\bsingle cream\b/g, 'light cream'],
  [/\bicing sugar\b/g, 'powdered sugar'],
  [/\bbicarbonate of soda\b|\bbicarb\b/g, 'baking soda'],
  [/\bcourgettes?\b/g, 'zucchini'],
  [/\baubergines?\b/g, 'eggplant'],
  [/\bprawns?\b/g, 'shrimp'],
  [/\bminced beef\b|\bbeef mince\b/g, 'ground beef'],
  [/\bspring onions?\b/g, 'scallions'],
  [/\bcoriander leaves\b/g, 'cilantro'],
];

function usNames(text: string): string {
  return UK_US.reduce((t, [uk, us]) => t.replace(uk, us), text);
}

/** Both names in 'is X the same as Y?' ('double cream', 'heavy cream'). */
function sameAsWords(q: string): string[] {
  const m =
    /^.*\b(?:is|are|isn'?t|aren'?t)\s+(?:the\s+|a\s+|an\s+)?(.+?)\s+(?:the same as|the same thing as|interchangeable with)\s+(?:the\s+|a\s+|an\s+)?(.+?)\s*\??$/.exec(
      q,
    );
  return m
    ? [...namedWords(m[1]!), ...namedWords(m[2]!)].filter((w) => !/^(same|thing|uk|us|british|american)$/.test(w))
    : [];
}

/** 'Can I use X instead?' / 'could I swap in X?': X is the replacement, and what it replaces is not said. */
function namesReplacementOnly(q: string): boolean {
  return (
    /\b(?:use|try|swap in|sub in|put in)\s+(?!instead\b)[a-z][\w\s-]*?\s+(?:instead|in its place)\s*\??$/.test(q) &&
    !/\b(what|which|instead of|in place of|for the|substitute for|replace|don'?t have|do not have|out of|ran out|no)\b/.test(
      q,
    )
  );
}

export const FALLBACK_TEXT =
  'I\'m not sure about that one, and I\'d rather say so than guess. I can help with: **food safety and storage** ("how long does cooked rice keep?"), ' +
  '**substitutions** ("what can I use instead of buttermilk?"), **conversions** ("how many grams in a cup of flour?", "gas mark 6 in °C"), ' +
  '**techniques** ("how do I spatchcock a chicken?"), **fixing mistakes** ("my hollandaise split"), **equipment**, **baking science**, ' +
  '**dietary swaps**, **planning** ("how much pasta per person?"), and questions about a recipe you open from its card. Try rephrasing with the ingredient or dish by name.';

const KIND_BY_TOPIC: Record<string, AnswerKind> = {
  storage: 'storage',
  temperature: 'temperature',
  safety: 'temperature',
  substitution: 'substitution',
  technique: 'technique',
};

function fromKnowledge(hit: RetrievalHit): AssistantAnswer {
  const { doc } = hit;
  const cited = doc.source && !doc.text.includes(doc.source) ? `${doc.text} (Source: ${doc.source}.)` : doc.text;
  return { kind: KIND_BY_TOPIC[doc.topic] ?? 'tip', text: cited };
}

// ---------------------------------------------------------------------------
// Recipe questions

/** Title words that name no dish ('with', 'easy'). */
const TITLE_FILLER = new Set(['with', 'easy', 'quick', 'best', 'classic', 'simple', 'homemade', 'style', 'and']);

function recipeParts(
  message: string,
  recipe: AttachedRecipe,
  unitSystem?: UnitSystem | null,
): AssistantAnswer | undefined {
  const parts = messageParts(message)
    .map((p) => p.replace(/^(and|also|plus|or)\s+/i, ''))
    .filter((p) => p.split(/\s+/).length >= 4);
  // Only questions: 'Kids are eating it' tells who the swap is for, and asks nothing.
  const asks = (p: string) =>
    /\?\s*$/.test(p) ||
    /(?:^|[-–—:;,]\s*)(how|what|whats|what's|which|can|could|is|are|do|does|should|would|will|why|when|where)\b/i.test(
      p,
    );
  // 'Want to make about 120 of these. How much flour do I need?': a statement is the next question's context.
  const asked: string[] = [];
  let lead = '';
  for (const p of parts) {
    if (asks(p)) {
      asked.push(lead ? `${lead} ${p}` : p);
      lead = '';
    } else lead = lead ? `${lead} ${p}` : p;
  }
  if (lead) asked.push(lead);
  if (asked.length < 2 || asked.length > 3 || !asked.every(asks)) return undefined;
  const answers = asked.map((p) => {
    const pq = normalize(p);
    return recipeAnswer(pq, p, recipe, unitSystem) ?? knownAnswer(pq, recipe);
  });
  if (answers.some((a) => !a)) return undefined;
  // An answer already inside another ('make it ahead… and reheat', then 'how do I warm it up') is said once.
  const all = [...new Set(answers.map((a) => a!.text))];
  const texts = all.filter((t) => !all.some((o) => o !== t && o.includes(t)));
  return texts.length >= 1 && all.length === asked.length
    ? { kind: answers[0]!.kind, text: texts.join('\n\n') }
    : undefined;
}

/** How an ingredient is bought, the difference a line's alternative names ('or 450 g frozen spinach'). */
const LINE_FORMS =
  /^(?:frozen|tinned|canned|dried|fresh|ground|powdered|powder|jarred|bottled|minced|paste|flakes|cooked|smoked|unsmoked|salted|unsalted)$/;

/** Words of an ingredient line that say nothing about what it is. */
const LINE_FILLER = new Set(
  'fresh large small medium chopped sliced diced finely roughly grated crushed peeled about plus extra more with into then until golden dark light tin tins cans pack whole ground dried packed'.split(
    ' ',
  ),
);

/** 'No dendê here, what instead?' beside '2 tbsp dendê (red palm oil) or olive oil': the line's own swap. */
function ownSwap(recipe: AttachedRecipe, q: string): string | undefined {
  const plain = foldAccents;
  for (const line of recipe.ingredients ?? []) {
    const l = normalize(line);
    const bracket = /\(([^()]+)\)/.exec(l)?.[1] ?? '';
    const alternative = / or ([^,()]+)/.exec(l.replace(/\([^()]*\)/g, ''))?.[1]?.trim() ?? '';
    if (!alternative) continue;
    const main = l.replace(/\([^()]*\)/g, ' ').replace(/ or [^,()]+/, ' ');
    // A word that names this line's own choice, not one it shares with the alternative ('sugar').
    const said = plain(`${main} ${bracket}`)
      .split(/[^a-z]+/)
      .filter((w) => w.length >= 4 && !LINE_FILLER.has(w) && !hasPhrase(plain(alternative), w))
      .some((w) => hasPhrase(plain(q), w));
    if (said && !hasPhrase(plain(q), plain(alternative)))
      return `The recipe gives its own swap: **${line}**. You can use the **${alternative}** instead, in the same amount.`;
  }
  return undefined;
}

/**
 * 'Only got frozen spinach, how much?', 'no idea what kerisik is, do I need it?': the recipe's own line
 * already answers ('500 g fresh spinach (or 450 g frozen spinach, defrosted and squeezed dry)').
 */
function ownLineAnswer(recipe: AttachedRecipe, q: string): string | undefined {
  // An allergy question asks what to change, not what a line is ('peanut allergy, is the fish sauce ok').
  if (/\ballerg|\bintoleran|\bcoeliac|\bceliac/.test(q)) return undefined;
  // A swap ('what can I use instead of ...') is the swap intent's, which works out the amounts.
  if (isSubstituteQuestion(q) && !/\bfrozen\b/.test(q)) return undefined;
  // 'How much flour do I need?' asks an amount, not whether the flour is needed at all.
  const asksWhat =
    /\b(what(?:'s| is| are)|no idea what|never heard of|not sure what|do i (?:really )?need|can i (?:skip|leave out)|is it essential|what does .{2,30} do)\b/.test(
      q.replace(/\bhow (?:much|many)\b[^?.!]*?\bdo i (?:really )?need\b/g, ' '),
    );
  for (const line of recipe.ingredients ?? []) {
    const l = normalize(line);
    const bracket = /\(([^()]+)\)/.exec(l)?.[1] ?? '';
    const alternative = / or ([^,()]+)/.exec(l.replace(/\([^()]*\)/g, ''))?.[1] ?? '';
    const extra = `${bracket} ${alternative}`;
    if (!extra.trim()) continue;
    const main = l.replace(/\([^()]*\)/g, ' ').replace(/ or [^,()]+/, ' ');
    const named = main
      .split(/[^a-z]+/)
      .filter((w) => w.length >= 4 && !LINE_FILLER.has(w))
      .some((w) => hasPhrase(q, w) || hasPhrase(q, w.replace(/s$/, '')));
    if (!named) continue;
    // A word of the question found only in the line's alternative ('frozen' in '(or 450 g frozen spinach)').
    const offered = q.split(/[^a-z]+/).some((w) => LINE_FORMS.test(w) && hasPhrase(extra, w) && !hasPhrase(main, w));
    if (offered)
      return `The recipe allows for that: **${line}**.${/\bfrozen\b/.test(q) ? ' Frozen vegetables are already blanched: defrost them, then squeeze or drain off the water (in a clean tea towel or a sieve) and skip any wilting or blanching step for them.' : ''}`;
    if (asksWhat && bracket)
      return `In "${recipe.title}" the list says: **${line}**.${/\b(need|skip|leave out|essential)\b/.test(q) ? ' You can leave it out and the dish still works, with a little less of the flavour and body it brings; the line says how to make it if you want it.' : ''}`;
  }
  return undefined;
}

function recipeAnswer(
  q: string,
  raw: string,
  recipe: AttachedRecipe,
  unitSystem?: UnitSystem | null,
): AssistantAnswer | undefined {
  // 'How long to cook pasta?' beside a risotto names only foods the recipe does not have, and no
  // 'it': a question about those foods, not about the recipe.
  const foods = ingredientsNamed(q);
  const own = normalize([recipe.title, ...(recipe.ingredients ?? [])].join(' '));
  const title = normalize(recipe.title);
  // 'is katsu curry dairy free? my partner cant have milk' names the recipe by its title.
  const namesTitle = title.split(/[^a-z]+/).some((w) => w.length >= 4 && !TITLE_FILLER.has(w) && hasPhrase(q, w));
  if (
    foods.length > 0 &&
    !namesTitle &&
    !/\b(it|its|this|them|these|they|leftovers?|the dish|the recipe|instead of|which|what kind|what type|best)\b|\binstead\s*\??$/.test(
      q,
    ) &&
    !foods.some((id) => INGREDIENTS.find((i) => i.id === id)?.names.some((n) => hasPhrase(own, n)))
  )
    return undefined;
  // 'Is pecorino vegetarian?' asks about pecorino, not about making the recipe vegetarian; 'is
  // katsu curry dairy free?' beside a chicken katsu curry names the recipe itself.
  const asksAbout =
    /^(?:is|are|does|do)\s+(?!it\b|this\b|that\b|the recipe\b|these\b|they\b|the dish\b)([a-z][a-z -]*?)\s+(?:vegan|vegetarian|gluten[- ]free|dairy[- ]free|nut[- ]free|keto|halal|kosher)\b/.exec(
      q,
    );
  if (asksAbout && !asksAbout[1]!.split(/[\s-]+/).every((w) => w === 'the' || w === 'my' || hasPhrase(title, w)))
    return undefined;
  // 'What allergens are in this one?' asks for every allergen, not one diet's swaps.
  if (isAllergenListQuestion(q)) return { kind: 'recipe', text: allergenAnswer(recipe) };
  if (/\b(gluten|gluten-free|coeliac|celiac|wheat-free|wheat free)\b/.test(q))
    return { kind: 'recipe', text: glutenAnswer(recipe) };
  const tinned = tinnedForDried(recipe, q);
  if (tinned) return { kind: 'recipe', text: tinned };
  if (isHeatLevelQuestion(q)) return { kind: 'recipe', text: heatLevelAnswer(recipe) };
  // 'Is it keto / low-carb?': its carbohydrate per serving against what those diets allow.
  if (/\b(keto|ketogenic|low[- ]carb|low in carbs)\b/.test(q) && recipe.nutrition)
    return {
      kind: 'recipe',
      text: `"${recipe.title}" has **${recipe.nutrition.carbs} g carbohydrate per serving** (${recipe.nutrition.fiber} g of it fibre). A keto diet usually allows about 20-50 g of net carbs a day, so ${recipe.nutrition.carbs - recipe.nutrition.fiber <= 10 ? 'one serving fits easily' : recipe.nutrition.carbs - recipe.nutrition.fiber <= 25 ? 'one serving uses a large share of that' : 'it is not keto as written'}; swap starches (pasta, rice, potatoes, bread) for vegetables to lower it.`,
    };
  if (
    /\bhow (many|much) (does|will|would) (it|this|the recipe) (make|serve|feed|yield)\b|\bhow many (servings|portions|people)\b/.test(
      q,
    ) &&
    recipe.servings
  )
    return {
      kind: 'recipe',
      text: `"${recipe.title}" makes **${recipe.servings} servings** as written. Ask me to scale it ("make it for 6") and I'll work out every amount.`,
    };
  if (/\b(reheat|reheating|re-heat|warm (it|them|this|the leftovers) up|warm up (the )?leftovers|warm it)\b/.test(q)) {
    // 'Make it the day before and reheat?', 'a double batch to freeze… and reheat it': both parts.
    const first = ASKS_AHEAD.test(q) ? aheadAnswer(q, recipe).text : isFreezeQuestion(q) ? freezeAnswer(recipe) : '';
    return { kind: 'recipe', text: first ? `${first}\n\n${reheatAnswer(recipe)}` : reheatAnswer(recipe) };
  }
  // 'My husband can't have dairy, can I make it without the milk and cream?' names the reason:
  // every dairy line is swapped, not just the first one named.
  if (DAIRY_FREE.test(q)) return { kind: 'recipe', text: makeDairyFree(recipe) };
  // 'My kids hate onions, can I skip them?' leaves one of its ingredients out.
  const omitted = omitAnswer(recipe, q);
  if (omitted) return { kind: 'recipe', text: omitted };
  // 'Kids are eating it' asks for mild only when nothing else is asked ('what instead of the beer?
  // kids are eating it' is a swap).
  if (
    (/\b(milder|less spicy|less hot|not so spicy|too spicy|too hot|tone (it |the heat |the spice |the chill?i )?down|(can'?t|cannot|can not|doesn'?t|does not|don'?t|do not) (handle|take|cope with|do|stand|manage|like|eat) (any |much |the |a lot of )?(chill?i |spicy )?(heat|spice|spicy food|chill?ies|chill?i)|(cut|dial|turn|take) (down |back )?(the )?(heat|spice|spiciness)|(without|leave out|skip|no) (the |any )?(chill?ies|chill?is|chill?i|chiles|chile|heat|spice))\b/.test(
      q,
    ) ||
      (/\b(kids|children|toddler)\b/.test(q) &&
        !isSubstituteQuestion(q) &&
        !isNutQuestion(q) &&
        !/\binstead\b|\balcohol\b|\ballerg\w*|\bintoleran\w*/.test(q))) &&
    !/\b(hotter|spicier)\b/.test(q)
  )
    return { kind: 'recipe', text: heatAnswer(recipe, 'milder') };
  if (/\b(hotter|spicier|more heat|more spicy|more kick|extra heat|spicy)\b/.test(q))
    return { kind: 'recipe', text: heatAnswer(recipe, 'hotter') };
  if (isBakeOrAirFryQuestion(q, recipe)) return { kind: 'recipe', text: bakeOrAirFryAnswer(recipe, q) };
  const appliance = applianceAnswer(recipe, q);
  if (appliance) return { kind: 'recipe', text: appliance };

  const ownLine = ownLineAnswer(recipe, q);
  if (ownLine) {
    // 'Recipe says swede, I'm in the US: what is that?': the line, and what the ingredient is
    // called and sold as where the cook shops, when the knowledge base knows it.
    const where =
      /\b(what (?:is|'s) (?:that|it|this)|what do i (?:buy|get|look for)|in the (?:us|usa|states|uk)|in america|american|british)\b/.test(
        q,
      )
        ? knownAnswer(q)
        : undefined;
    return { kind: 'recipe', text: where && !ownLine.includes(where.text) ? `${ownLine}\n\n${where.text}` : ownLine };
  }
  // 'Can I use frozen spinach?' is about an ingredient bought frozen, not freezing the dish.
  if (
    isFreezeQuestion(q) &&
    !/\b(how long|keep|last)\b.*\b(fridge)\b/.test(q) &&
    !/\b(use|using|with|buy|bought|add|only (?:got|have)|only had)\s+(some\s+)?frozen\s+[a-z]/.test(q)
  )
    return { kind: 'recipe', text: freezeAnswer(recipe) };
  // 'How long do I boil them from frozen?': the dish's own freezing advice says how it cooks from frozen.
  if (
    /\b(cook|boil|bake|fry|reheat|heat|steam|roast)\w* (it |them |these |this )?from frozen\b|\bfrom frozen\b.*\bhow long\b|\bhow long\b.*\bfrom frozen\b/.test(
      q,
    )
  ) {
    const frozen = freezeAnswer(recipe);
    if (/\bfrom frozen\b/i.test(frozen)) return { kind: 'recipe', text: frozen };
  }
  if (isVarietyQuestion(q)) {
    const v = varietyAnswer(recipe, q);
    if (v) return { kind: 'recipe', text: v };
  }
  // 'It looks fatty, how do I get the fat off?' asks how to remove it, not how much there is.
  // The same question in plainer words, with the dish named (as 'can i make X ahead' below).
  const fatOff = REMOVES_FAT.test(q);
  if (fatOff) {
    const skim = knownAnswer(`how do i skim the fat off the ${dishNoun(recipe)}`, recipe);
    if (skim && /\b(skim|spoon|lift|ladle|blot)\w*/.test(normalize(skim.text))) {
      const ahead = ASKS_AHEAD.test(q) ? aheadAnswer(q, recipe).text : '';
      return { kind: 'recipe', text: ahead && !ahead.includes(skim.text) ? `${ahead}\n\n${skim.text}` : skim.text };
    }
  }
  if (
    /\b(nutrition|nutritional|calories|calorie|cals?|kcals?|energy|protein|carbs|carbohydrates?|fat|fiber|fibre|macros|healthy)\b/.test(
      q,
    ) &&
    !isSubstituteQuestion(q) &&
    !fatOff
  ) {
    return { kind: 'recipe', text: nutritionAnswer(recipe, raw) };
  }
  // Sugar and salt are not in the recipe's figures: say so beside the figures it has.
  const amountOf =
    /\bhow (?:much|many) ([a-z][a-z -]*?) (?:do i need|do you need|do we need|(?:am i|are we) (?:going to|gonna) need|will (?:i|we) need|would (?:i|we) need|(?:should|do) (?:i|we) (?:buy|get)|to (?:buy|get)|does it (?:need|use|take|call for)|goes in|go in|is in the recipe|in the recipe|should i (?:use|add)|to (?:use|add))\b|^how (?:much|many) ([a-z][a-z -]*?)\s*\??$|\bhow (?:much|many) ([a-z][a-z -]*?)\s*(?:,\s*(?:and |but |so )?(?:will|would|can|could|does|do|is|should)\b|\?)/
      .exec(q)
      ?.slice(1)
      .find(Boolean);
  // 'how much sugar per muffin' asks its nutrition, not the recipe's amount.
  if (amountOf && !/\bper\b|\bin (it|one|each|a)\b|\b(calories|cals|protein|carbs|fat|fiber|fibre)\b/.test(amountOf)) {
    // '... and rice do i need? and eggs obvs': an ingredient added after the question is asked of too.
    const added = [...q.matchAll(/\b(?:and|plus|also)\s+(?:the |some |any )?([a-z]{3,})\b/g)]
      .map((m) => m[1]!)
      .filter(
        (w) =>
          !/^(can|could|how|what|when|where|which|why|will|would|should|does|did|are|was|were|the|then|that|this|these|those|its|also|get|got|make|need|use|put|have|has|keep|freeze|serve|cook|bake|much|many|any|some)$/.test(
            w,
          ),
      );
    const words = [...new Set([...namedWords(amountOf), ...namedWords(added.join(' '))])].map((w) =>
      w.replace(/(es|s)$/, ''),
    );
    const found = (recipe.ingredients ?? []).filter((l) => words.some((w) => normalize(l).includes(w)));
    // 'Making this for 12, how many dates do I need?': that line scaled to 12.
    const target = recipe.servings ? requestedServings(q, recipe.servings, recipe) : undefined;
    if (found.length && target && recipe.servings && target !== recipe.servings && target <= 100) {
      // '... and do I just double the baking time?': how the time changes, said beside the amounts.
      const timing = /\b(time|timing|how long|longer|minutes|in the oven|tins?|pans?|dish|fit)\b/.test(q)
        ? scaledBakeNote(recipe, target / recipe.servings)
        : undefined;
      return {
        kind: 'scale',
        text: [
          `For **${target}** ("${recipe.title}" serves ${recipe.servings}), use:`,
          '',
          ...found.map((l) => `- **${scaleLine(l, target / recipe.servings!)}** (the recipe says ${l})`),
          ...(timing ? ['', timing] : []),
        ].join('\n'),
      };
    }
    if (found.length)
      return { kind: 'recipe', text: [`"${recipe.title}" uses:`, '', ...found.map((l) => `- **${l}**`)].join('\n') };
  }
  if (
    /\b(sugar|sugars|sodium|salt)\b/.test(q) &&
    /\b(per (?!cent)[a-z]+|in (it|this|one|each)|grams? of|content)\b|^(sugar|sodium|salt)\??$/.test(q) &&
    !isSubstituteQuestion(q) &&
    recipe.nutrition
  ) {
    const what = /sugar/.test(q) ? 'sugar' : 'salt (sodium)';
    return {
      kind: 'recipe',
      text: `I don't have a ${what} figure for "${recipe.title}", only these. ${nutritionAnswer(recipe, raw)}`,
    };
  }
  if (isNutQuestion(q) && !isSubstituteQuestion(q)) return { kind: 'recipe', text: nutAnswer(recipe, q) };
  if (isHalalQuestion(q)) return { kind: 'recipe', text: halalAnswer(recipe) };
  if (/\bvegan\b/.test(q)) return { kind: 'recipe', text: makeVegetarian(recipe, true) };
  if (
    /\b(vegetarian|veggie|meatless|meat-free|meat free|without (the )?meat|no meat|plant-based|plant based)\b/.test(q)
  )
    return { kind: 'recipe', text: makeVegetarian(recipe, false) };
  if (DAIRY_FREE.test(q)) return { kind: 'recipe', text: makeDairyFree(recipe) };
  if (ASKS_AHEAD.test(q)) return aheadAnswer(q, recipe);
  if (
    /\b(serve (it |this |them )?with|serve alongside|alongside|goes with|go with|goes well with|go well with|to have with|eat (it |this )?with|pair|pairing|side|sides|side dish|accompan|wine with|toppings?|garnish|top it with)\w*/.test(
      q,
    ) &&
    !namesOtherDish(q, recipe) &&
    // 'The egg topping went rubbery, what went wrong?' tells of a fault, and asks for no toppings.
    !/\b(went|gone|go|goes|turned|turn|came out|come out|is|was) (rubbery|watery|runny|soggy|split|curdled|burnt|burned|hard|tough|dry|lumpy|grainy|wrong|flat|raw)\b|\bwhat went wrong\b|\bwhy (did|does|is|was)\b/.test(
      q,
    )
  ) {
    // 'What toppings?' asks what goes on it, not beside it.
    const toppings = /\b(toppings?|garnish\w*|top it with|top them with|on top)\b/.test(q)
      ? toppingsFor(recipe)
      : undefined;
    if (toppings) return { kind: 'recipe', text: toppings };
    // 'What bread goes with it?' / 'what wine?': a list that names no bread or wine is not the answer.
    const text = serveWith(recipe);
    const kind =
      /\b(bread|salad|rice|wine|vegetables?|veg|potato(?:es)?|dessert|drinks?|beer|soup|dips?|sauces?)\b/.exec(q)?.[1];
    const stem = kind?.replace(/(es|s)$/, '').replace(/^veg$/, 'vegetable');
    const says =
      stem === 'vegetable'
        ? /\b(vegetables?|veg|peas|beans|broccoli|carrots?|greens|spinach|cabbage|asparagus|salad|slaw|courgettes?|zucchini|kale)\b/.test(
            normalize(text),
          )
        : Boolean(stem && normalize(text).includes(stem));
    if (!stem || says) return { kind: 'recipe', text };
  }
  // '48 cookies', '24 muffins': the recipe's servings are its pieces.
  const pieces =
    /\b(\d+|a dozen|two dozen)\s+(cookies|biscuits|muffins|cupcakes|pieces|slices|bars|pancakes|rolls|buns|wings|scones|brownies)\b/.exec(
      q,
    );
  if (pieces && recipe.servings) {
    const n = pieces[1] === 'a dozen' ? 12 : pieces[1] === 'two dozen' ? 24 : Number(pieces[1]);
    if (n > 0 && n <= 100) return { kind: 'scale', text: scaleRecipe(recipe, n, unitSystem) };
  }
  if (isScaleQuestion(q)) {
    const target = requestedServings(q, recipe.servings ?? DEFAULT_SERVINGS, recipe);
    if (target !== undefined) return { kind: 'scale', text: scaleRecipe(recipe, target, unitSystem) };
  }
  // 'Can I use parmesan instead of pecorino?' beside a recipe with parmesan and no pecorino
  // replaces pecorino: the recipe's parmesan swaps would answer the opposite question.
  const replaced = /\binstead of\s+(?:the\s+)?(.+)$/.exec(q)?.[1];
  const inRecipe = (text: string) =>
    (recipe.ingredients ?? []).some((l) =>
      namedWords(text).some((w) => foldAccents(normalize(l)).includes(foldAccents(w.replace(/(es|s)$/, '')))),
    );
  // 'What can I use instead of the prawns?' names the recipe's protein and no replacement: its family's swaps.
  if (
    /\b(instead of|in place of|swap\w*|replace\w*|substitut\w*|allergic|allergy|can'?t find|cant find|can'?t get|cannot find|couldn'?t find|next best)\b/.test(
      q,
    ) &&
    !proteinSwap(q, recipe)
  ) {
    const family = proteinAlternatives(q, recipe);
    if (family) return { kind: 'recipe', text: family };
  }
  if (isSubstituteQuestion(q) && namesReplacementOnly(q)) {
    const swapped = proteinSwap(q, recipe);
    if (swapped) return { kind: 'recipe', text: swapped };
  }
  if (isSubstituteQuestion(q) && !namesReplacementOnly(q) && (!replaced || inRecipe(replaced))) {
    const s = substituteInRecipe(recipe, raw);
    // 'Can I use chicken breast instead of the thighs?' names its replacement: a list of swaps
    // for chicken that never says 'breast' answers another question. The knowledge base may
    // have that very swap; otherwise the assistant says it is not sure.
    const wanted = [...replacementWords(q), ...usedWords(q)];
    const mentions = (text: string) => wanted.every((w) => normalize(text).includes(w.replace(/(es|s)$/, '')));
    const protein = () => {
      const text = proteinSwap(q, recipe);
      return text ? { kind: 'recipe' as const, text } : undefined;
    };
    // One protein for another ('chicken thighs instead of the sirloin') is answered directly, with
    // the new protein's own doneness, before a list of swaps that happens to name it.
    const own = ownSwap(recipe, q);
    if (s && mentions(s)) return protein() ?? { kind: 'recipe', text: own ? `${own}\n\n${s}` : s };
    if (s && wanted.length > 0) {
      const known = knownAnswer(q, recipe);
      if (known && mentions(known.text)) return known;
      return protein() ?? undefined;
    }
    if (s) return { kind: 'recipe', text: own ? `${own}\n\n${s}` : s };
    const swapped = protein();
    if (swapped) return swapped;
  }
  // 'What temperature do I bake it at?' asks for the oven, which the recipe's steps give;
  // the food's safe internal temperature would answer a different question.
  // The same for the frying oil ('what temp should the oil be?'): its steps say, not the food's doneness.
  const asksHeat =
    /\b(temperature|temp|degrees|how hot|what heat|fahrenheit|celsius|centigrade|gas mark)\b/.test(q) ||
    /\b(fan|convection) oven\b|\bset (my |the )?oven\b|\boven (to|at|on|setting)\b/.test(q);
  if (asksHeat && /\b(oil|fry|frying|deep-fry|deep fry|fryer)\b/.test(q) && !/\bair[- ]?fr/.test(q)) {
    const steps = (recipe.instructions ?? []).filter(
      (l) => /\d+\s*°\s*[FC]/i.test(l) && /\b(oil|fry|fried|frying)\b/i.test(l),
    );
    if (steps.length) return { kind: 'recipe', text: quoteSteps(recipe, steps) };
    return undefined;
  }
  if (asksHeat && /\b(oven|bake|baking|roast|roasting|preheat|fan|convection)\b/.test(q)) {
    const steps = (recipe.instructions ?? []).filter(
      (l) => /\d+\s*°\s*[FC]/i.test(l) && !/\b(oil|fry|fried|frying)\b/i.test(l),
    );
    if (!steps.length) return undefined;
    const fan = /\b(fan|convection|fan-forced|fan assisted)\b/.test(q) ? fanOvenLine(steps) : '';
    return { kind: 'recipe', text: quoteSteps(recipe, steps) + fan + otherScaleLine(steps, q) };
  }
  // 'The meat's done but the potatoes are still hard': one part is done, another needs rescuing.
  const doneButNot =
    /(?:'s|’s|\bis|\bare) (?:done|cooked)\b/.test(q) && /\bstill (?:hard|firm|crunchy|raw|uncooked|not)\b/.test(q);
  if (
    !doneButNot &&
    /\b(done|doneness|temperature|temp|undercooked|cooked through|safe to eat|how do i know)\b/.test(q)
  ) {
    const t = bestMatch(doneSubject(recipe), SAFE_TEMPERATURES);
    // A recipe with minced meat (patties, meatballs) beside a whole cut: both figures, the mince first.
    const text = normalize([...(recipe.ingredients ?? [])].join(' \n '));
    const mince =
      /\b(?:minced|ground)\s+(pork|beef|lamb|veal|chicken|turkey)\b|\b(pork|beef|lamb|veal|chicken|turkey) mince\b/.exec(
        text,
      );
    const meat = mince?.[1] ?? mince?.[2];
    // Its only meat is minced (a dumpling or meatball filling): the minced figure, whatever the question names.
    const wholeCut = meat
      ? new RegExp(`\\b${meat}\\b(?! mince)`).test(text.replace(/\b(minced|ground) \w+/g, ''))
      : false;
    if (meat && (new RegExp(`\\b${meat}\\b`).test(q) || MINCED.test(q) || !wholeCut)) {
      const ground = bestMatch(`ground ${meat}`, SAFE_TEMPERATURES)!;
      const whole = bestMatch(meat, SAFE_TEMPERATURES);
      const grill =
        /\b(grill|broiler|broil)\b/.test(q) && /\b(instead|bbq|barbecue)\b/.test(q)
          ? '\n\nUnder a **hot grill (broiler)**, preheated, cook on a rack 8-10 cm (3-4 in) from the heat, **turning halfway**: patties take about 4-5 minutes a side, thicker whole pieces 6-8.'
          : '';
      return {
        kind: 'temperature',
        text: `For "${recipe.title}": the minced ${meat}: ${safeTempText(ground)}${wholeCut && whole && whole !== ground ? `\n\nThe whole pieces of ${meat}: ${safeTempText(whole)}` : ''}${grill}`,
      };
    }
    // 'How do I know the pork's cooked through?' beside a pork recipe names the food: when the
    // general knowledge has no answer of its own, that food's safe temperature is the answer.
    const named = bestMatch(q, SAFE_TEMPERATURES);
    if (named && !knownAnswer(q, recipe))
      return { kind: 'temperature', text: `For "${recipe.title}": ${safeTempText(named)}` };
    if (t && !named) {
      const eggBake = isEggBake(q, recipe);
      const shown = eggBake ? asEggDish(t) : t;
      return {
        kind: 'temperature',
        text: `For "${recipe.title}": ${safeTempText(shown)}${eggBake && /^Egg dishes/.test(shown.food) ? EGG_SET : ''}`,
      };
    }
  }
  if (asksTime(q) && !isStorageQuestion(q)) {
    // 'How long do I cook the rice?' asks for that step, not the whole recipe's time.
    const step = stepTime(q, recipe);
    if (step) return { kind: 'recipe', text: step };
  }
  // 'could I make cupcakes with this mix instead?': a cake batter in another tin bakes for another time.
  const tin = /\b(cupcakes?|muffins?|muffin tin|loaf tin|loaf pan|traybake|sheet cake|bundt)\b/.exec(q)?.[1];
  if (
    tin &&
    /\b(cake|bread|loaf|muffins?|cupcakes?|brownies?|sponge|banana bread)\b/.test(title) &&
    !hasPhrase(title, tin) &&
    // 'What's a 2 lb loaf tin in US sizes?' beside a recipe baked in one asks the tin's size.
    !/\b(size|sizes|how big|dimensions?|measure\w*)\b/.test(q) &&
    !hasPhrase(normalize((recipe.instructions ?? []).join(' ')), tin)
  ) {
    const small = /^(cupcake|muffin)/.test(tin);
    return {
      kind: 'recipe',
      text: small
        ? `Yes: the batter of "${recipe.title}" makes cupcakes. Fill lined muffin cups about two-thirds full and bake at the **same temperature for about 18-22 minutes** (start checking at 15), until a skewer comes out clean; a 23 cm (9 in) cake's batter fills about 18-24 cups. Ice them only once completely cool.`
        : `Yes, in a ${tin} bake it at the same temperature, but the time changes with the depth of the batter: a deeper tin (loaf) takes longer, often **50-60 minutes**, a shallow traybake less, about **25-35 minutes**. Fill the tin no more than two-thirds and check with a skewer from the earliest time.`,
    };
  }
  if (asksTime(q) && recipe.cookingTime && !isStorageQuestion(q)) {
    // 'Can I do the dough in my kitchenaid instead, how long would it need?': the time of another
    // way of doing it, which the general knowledge has, not the whole recipe's.
    if (
      /\binstead\b|\b(stand mixer|mixer|kitchenaid|kitchen aid|kenwood|food processor|bread machine|thermomix)\b/.test(
        q,
      )
    ) {
      const other = knownAnswer(q, recipe);
      if (other) return other;
    }
    return {
      kind: 'recipe',
      text: `"${recipe.title}" takes about **${recipe.cookingTime} minutes** from start to finish.`,
    };
  }
  // 'How do I store the leftovers?' is about this dish: 'leftovers' alone names no other food.
  // ('Keep the batter crispy' is not keeping it.)
  // ('What instead of the beer? I don't keep alcohol in the house' asks a swap.)
  if (
    /\b(store|keep|leftover|leftovers|freeze|fridge)\b/.test(q) &&
    !/\bkeep (it |them |this |the \w+ |the |its |their )?(crispy|crisp|crunch|crunchy|crispness|crunchiness|texture|warm|hot|moist|soft|from|together|its|their|it from|them from)\b/.test(
      q,
    ) &&
    !(isSubstituteQuestion(q) && !/\b(store|leftover|leftovers|freeze|fridge)\b/.test(q)) &&
    !bestMatch(q.replace(/\bleftovers?\b/g, ' '), STORAGE_TIMES)
  ) {
    // A leafy or raw salad does not keep as cooked leftovers do.
    if (
      /\bsalad\b/.test(normalize(recipe.title)) &&
      !/\b(potato|pasta|rice|grain|quinoa|couscous|bean|lentil|chicken|egg|tuna)\b/.test(normalize(recipe.title))
    )
      return {
        kind: 'storage',
        text: `"${recipe.title}" is best eaten the day it is made: once dressed, the vegetables go soft and watery within hours. Keep the cut vegetables and the dressing apart in covered containers in the fridge for **1-2 days** (a dressed salad about 1 day); don't freeze it.`,
      };
    // The dish by its title first (a banana bread keeps as bread), then what it is made of.
    const cooked = STORAGE_TIMES.filter((s) => /leftovers|Soups|Cooked/.test(s.food));
    const baked = STORAGE_TIMES.filter((s) => /^(Bread|Cakes)/.test(s.food));
    const entry = bestMatch(normalize(recipe.title), [...baked, ...cooked]) ?? bestMatch(doneSubject(recipe), cooked);
    // Nothing named: USDA's rule for cooked leftovers (3-4 days), not labelled as meat.
    const e = entry ?? { ...STORAGE_TIMES.find((s) => s.food.startsWith('Cooked meat'))!, food: 'Cooked leftovers' };
    // A bake with a fresh dairy frosting or filling is kept as that filling must be: cold.
    const fresh = baked.includes(e)
      ? /\b(cream cheese|mascarpone|whipped cream|heavy cream|double cream|whipping cream|custard|ricotta)\b/.exec(
          normalize((recipe.ingredients ?? []).join(' ')),
        )?.[1]
      : undefined;
    const chill = fresh
      ? ` Because of the **${fresh}**, keep it **in the fridge**, covered (no more than 2 hours at room temperature), and take it out about 30 minutes before serving.`
      : '';
    return { kind: 'storage', text: `Leftover "${recipe.title}": ${storageText(e)}${chill}` };
  }
  return undefined;
}

/** A dairy-free need, said as a diet or as the reason ('my husband can't have dairy', 'lactose intolerant'). */
const DAIRY_FREE =
  /\b(dairy-free|dairy free|non-dairy|without (the )?dairy|no dairy|lactose|(can'?t|cannot|can not|doesn'?t|does not|don'?t|do not|shouldn'?t|isn'?t allowed to) (have|eat|do|tolerate|digest) (any )?dairy|dairy (allergy|intoleran\w*)|(allergic|intolerant) to (dairy|milk|cows'? milk)|milk (allergy|intoleran\w*)|off dairy|avoid(s|ing)? dairy)\b/;

/** Taking fat off a dish ('how do I get the fat off', 'skim the grease'): a technique, not its nutrition. */
const REMOVES_FAT =
  /\b(get|take|skim|spoon|lift|scrape|pour|blot|remove|ladle)\b(?: \w+){0,3} (fat|grease|oil)\b(?: \w+){0,3} (off|out|away)\b|\b(skim|skimming|remove|removing|degrease|degreasing|get rid of|lift off|spoon off|pour off|scrape off)( off)? (the |all the |excess |extra |some of the |most of the |that )?(fat|grease)\b|\b(less|not so|too) (fatty|greasy)\b/;

/**
 * A question about a time ('how long', 'how many minutes'): 'crispy for 5 minutes and then went
 * soggy' tells what happened, and asks no time.
 */
function asksTime(q: string): boolean {
  if (/\b(how long|how much time|cooking time|time does (it|this) take|take to make)\b/.test(q)) return true;
  if (!/\bminutes\b/.test(q)) return false;
  return !/\b(was|were|stayed|lasted|kept|held|went|got|came out|looked|tasted)\b[^.?!]{0,40}\bminutes\b|\bminutes\b,? (and then|then|later|after that|before (it|they|we))\b/.test(
    q,
  );
}

/** Words of a question that only point at the recipe ('it', 'this dish') or at cooking. */
const POINTERS = new Set(
  (
    'it this that these them dish recipe meal one how long what which when should would could can do does did i you we ' +
    'the a an to for of with in on and or is are be cook cooking cooked take takes make making bake baking boil ' +
    'roast simmer fry minutes time serve served goes go well pair side sides good best'
  ).split(' '),
);

/** The words a question names that are neither pointers nor stop words ('garlic bread'). */
const ASKS_AHEAD =
  /\b(ahead|advance|prep(are)? (it |this )?(the )?(day|night) before|the night before|the day before|make-ahead|meal prep|(make|bake|cook|prep|prepare) (it|this|them) (on )?(monday|tuesday|wednesday|thursday|friday|saturday|sunday)|(a|one|two|\d) days? (early|before)|(make|prep|prepare|do|cook) (it|this|them) (in the morning|this morning|earlier( in the day)?|at lunchtime|hours before)|keep (it|this|them) in the fridge (until|till|til))\b/;

/** 'Can I make it the day before?': what of this dish can be done ahead, and how it keeps. */
function aheadAnswer(q: string, recipe: AttachedRecipe): AssistantAnswer {
  // A dish the knowledge plans ahead on its own ('lasagna ahead of time') answers first.
  const noun = dishNoun(recipe);
  // Only an entry that names the dish ('lasagna'), not a list of other make-ahead desserts.
  const stem = noun.replace(/(es|s)$/, '');
  const plansIt = (a: AssistantAnswer | undefined): a is AssistantAnswer =>
    Boolean(
      a && /\b(ahead|day before|night before|in advance)\b/.test(normalize(a.text)) && normalize(a.text).includes(stem),
    );
  const dish = knownAnswer(q.replace(/\b(it|this|them)\b/, noun), recipe);
  if (plansIt(dish)) return dish;
  // 'Can I make the dough the night before?': a part of the dish the knowledge plans ahead on its own.
  const part = /\b(dough|batter|pastry|filling|syrup|marinade|custard)\b/.exec(q)?.[1];
  const forPart = part ? knownAnswer(q, recipe) : undefined;
  if (
    forPart &&
    normalize(forPart.text).includes(part!) &&
    /\b(ahead|day before|night before|in advance|overnight|fridge)\b/.test(normalize(forPart.text))
  )
    return forPart;
  // 'Can I make this in the morning and keep it until lunch?' is the same question in plainer words.
  const plain = knownAnswer(`can i make ${noun} ahead`, recipe);
  if (plansIt(plain)) return plain;
  return { kind: 'recipe', text: makeAhead(recipe) };
}

function namedWords(q: string): string[] {
  return q
    .replace(/[^a-z0-9\s-]/g, ' ')
    .split(/[\s-]+/)
    .filter((w) => w.length >= 3 && !POINTERS.has(w));
}

/** Who or what the meal is for: not a dish ('what goes with this for a dinner party'). */
const OCCASIONS = new Set(
  'party dinner lunch breakfast brunch supper kids children family crowd people guests friends tonight weeknight date night holiday christmas thanksgiving picnic summer winter'.split(
    ' ',
  ),
);

/**
 * 'What goes with garlic bread?' beside a lasagna asks about garlic bread: a word named after
 * 'with' that is neither in the recipe's title nor in its ingredients is another dish, so the
 * recipe's sides are not the answer.
 */
function namesOtherDish(q: string, recipe: AttachedRecipe): boolean {
  const after = /\b(?:with|alongside)\s+(.+)$/.exec(q)?.[1];
  if (!after) return false;
  const own = normalize([recipe.title, ...(recipe.ingredients ?? [])].join(' '));
  // Only a food or a dish we know names another dish ('besides', 'tonight' do not).
  const food = (w: string) =>
    ingredientsNamed(w).length > 0 || SIDES_BY_MAIN.some((m) => m.keys.some((k) => hasPhrase(k, w)));
  return namedWords(after).some((w) => !OCCASIONS.has(w) && food(w) && !own.includes(w.replace(/(es|s)$/, '')));
}

/**
 * What a recipe's doneness and leftovers are read from: its title and its main ingredients,
 * not a stock, sauce or egg yolk that only flavours or binds it ('chicken stock' in a
 * mushroom risotto is not chicken to cook to 165 °F); a bake is judged as a bake, not by
 * its egg.
 */
function doneSubject(recipe: AttachedRecipe): string {
  const title = normalize(recipe.title);
  if (/\b(bread|loaf|cake|cheesecakes?|muffins?|brownies?|cookies?|scones?|pie|tart|cupcakes?|biscuits?)\b/.test(title))
    return title;
  const main = (recipe.ingredients ?? []).filter(
    (l) => !/\b(stock|broth|bouillon|sauce|paste|powder|fat|oil|yolks?|whites?|dashi|gravy|extract)\b/i.test(l),
  );
  return normalize([recipe.title, ...main].join(' \n '));
}

function quoteSteps(recipe: AttachedRecipe, steps: string[]): string {
  return [`From "${recipe.title}":`, '', ...steps.map((l) => `- ${l}`)].join('\n');
}

/**
 * A fan (convection) oven runs hotter: set it about 20 °C (25 °F) lower than a conventional
 * recipe. Worked out from the first oven temperature the steps give.
 */
/**
 * The recipe's oven in the scale the cook asked for ('what do I set my oven to in fahrenheit?'),
 * rounded to an oven dial's steps: 25 °F, 10 °C.
 */
function otherScaleLine(steps: string[], q: string): string {
  const text = steps.join(' ');
  const wantsF = /\b(fahrenheit|in f|°f)\b|\bdegrees f\b/.test(q);
  const wantsC = /\b(celsius|centigrade|in c|°c)\b|\bdegrees c\b/.test(q);
  const c = /(\d{2,3})\s*°\s*C\b/i.exec(text);
  const f = /(\d{2,3})\s*°\s*F\b/i.exec(text);
  if (wantsF && c && !f) {
    const deg = Number(c[1]);
    const fan = /(\d{2,3})\s*°\s*C\s*fan\b/i.exec(text);
    const toF = (n: number) => Math.round(cToF(n) / 25) * 25;
    return `\n\nIn Fahrenheit: **${deg} °C is about ${toF(deg)} °F**${fan ? ` (${fan[1]} °C fan is about ${toF(Number(fan[1]))} °F in a convection oven)` : ''}.`;
  }
  if (wantsC && f && !c) {
    const deg = Number(f[1]);
    return `\n\nIn Celsius: **${deg} °F is about ${Math.round(fToC(deg) / 10) * 10} °C** (about 20 °C lower in a fan oven).`;
  }
  return '';
}

function fanOvenLine(steps: string[]): string {
  const c = /(\d{2,3})\s*°\s*C\b/i.exec(steps.join(' '));
  const f = /(\d{2,3})\s*°\s*F\b/i.exec(steps.join(' '));
  const celsius = c ? Number(c[1]) : f ? Math.round(((Number(f[1]) - 32) * 5) / 9 / 5) * 5 : undefined;
  if (celsius === undefined || celsius < 100 || celsius > 300) return '';
  const fanC = celsius - 20;
  const fanF = Math.round(((fanC * 9) / 5 + 32) / 5) * 5;
  return `\n\nIn a **fan (convection) oven**, set it about 20 °C (25 °F) lower: **${fanC} °C fan (about ${fanF} °F)**, and start checking a few minutes early.`;
}

/** Cooking verbs whose step a time question can ask about ('how long do I simmer it?'). */
const STEP_VERBS =
  /\b(bake|baking|roast|roasting|simmer|simmering|boil|boiling|fry|frying|grill|grilling|steam|steaming|braise|braising|rest|resting|rise|marinate|marinating|chill|chilling|sear|searing|poach|poaching)\b/;

/**
 * A question about the time of one step ('how long do I simmer the lentils?', 'how long does
 * the lasagna bake?'): the recipe's steps that name that ingredient (or, for the dish itself,
 * that verb) with a time; when no timed step names that ingredient, it says so beside the
 * whole recipe's time rather than pass that off as the answer. Undefined when the question
 * is about the recipe as a whole.
 */
function stepTime(q: string, recipe: AttachedRecipe): string | undefined {
  const lines = (recipe.ingredients ?? []).map(normalize);
  const title = normalize(recipe.title);
  const stemmed = (w: string) => w.replace(/(es|s)$/, '');
  const named = namedWords(q)
    .map(stemmed)
    .filter((w) => w.length >= 3 && !title.includes(w))
    .filter((w) => lines.some((l) => hasPhrase(l, w) || hasPhrase(l, `${w}s`) || hasPhrase(l, `${w}es`)));
  const timed = (recipe.instructions ?? []).filter((s) =>
    /\d+\s*(minutes?|mins?|hours?)\b|\b(an?|one|half an|a few|several) (minute|hour|hours)\b|\bovernight\b/i.test(s),
  );
  const quote = (steps: string[]) => [`From "${recipe.title}":`, '', ...steps.map((s) => `- ${s}`)].join('\n');
  if (named.length > 0) {
    const steps = timed.filter((s) => named.some((w) => normalize(s).includes(w)));
    if (steps.length) return quote(steps);
    const total = recipe.cookingTime ? ` The whole recipe takes about **${recipe.cookingTime} minutes**.` : '';
    return `"${recipe.title}" does not give a separate time for the ${named.join(' and ')}.${total}`;
  }
  const verb = STEP_VERBS.exec(q)?.[1];
  if (!verb) return undefined;
  const root = verb.replace(/(ing|e)$/, '');
  const steps = timed.filter((s) => normalize(s).includes(root));
  if (steps.length) return quote(steps);
  // A step the recipe has but does not time ('marinate'): say so, never pass the whole
  // recipe's time off as that step's.
  if ((recipe.instructions ?? []).some((s) => normalize(s).includes(root))) {
    const total = recipe.cookingTime ? ` The whole recipe takes about **${recipe.cookingTime} minutes**.` : '';
    return `"${recipe.title}" does not give a time for that step.${total}`;
  }
  return undefined;
}

// ---------------------------------------------------------------------------
// Pantry: 'What can I make with what I have?'

const PANTRY_WORDS =
  /\b(what can i (make|cook)|what should i (make|cook)|what to (make|cook)|make with (what|my)|cook with (what|my)|ideas? (for|with) (my|what)|in my pantry|from my pantry|with what i have|with my pantry|what i have)\b/;

async function pantryAnswer(q: string, ctx: AssistantContext): Promise<AssistantAnswer | undefined> {
  // 'What can I make ahead for a dinner party?' is planning, not the pantry.
  // 'What can I make with leftover egg whites?' asks for uses of a by-product, not a pantry search.
  if (
    !PANTRY_WORDS.test(q) ||
    /\b(ahead|in advance|for a (dinner )?party|for guests)\b/.test(q) ||
    // 'Lunchbox ideas for my kids' asks what goes in a lunchbox, not what the pantry makes.
    /\b(lunch ?box(es)?|packed lunch(es)?|school lunch(es)?)\b/.test(q) ||
    // 'What can I cook this in instead?', 'what can I cook with instead of stock cubes?': a swap.
    /\b(instead|swap\w*|substitut\w*|replace\w*|(cook|bake|make) (this|it|them) in)\b/.test(q) ||
    /\b(leftover|left over|spare|extra)\s+(egg\s+)?(whites|yolks)\b|\begg (whites|yolks)\b/.test(q) ||
    // 'What can I make with leftover roast chicken?' asks for ways to use cooked food up.
    (/\b(leftovers?|left over)\b/.test(q) && ingredientsNamed(q).length < 2)
  )
    return undefined;
  // Ingredients named in the question win over the stored pantry ('what can I make with eggs and spinach?').
  const named = ingredientsNamed(q);
  let items: ChefContext['pantry'] = named.map((id) => ({ ingredientId: id, frequency: 'always' as const }));
  let source = 'the ingredients you named';
  if (named.length === 0) {
    items = ctx.pantry ? await ctx.pantry() : [];
    source = 'your pantry';
  }
  if (items.length === 0) {
    return {
      kind: 'pantry',
      text: 'Your pantry is empty, so I have nothing to cook from yet. Add what you have on **My Pantry** (/pantry), then ask me again, or tell me a few ingredients ("what can I make with eggs, spinach and feta?").',
    };
  }
  let recipes;
  try {
    recipes = generateBatch(generationOptions.parse({ cuisine: 'any', servings: 2 }), {
      pantry: items,
      feedback: [],
      seed: hashSeed(items.map((i) => i.ingredientId).join(',')),
    });
  } catch (err) {
    if (err instanceof ChefInputError) return { kind: 'pantry', text: err.message };
    throw err;
  }
  // The dishes that use most of what the cook has come first ('rice and eggs': egg fried rice
  // before a katsu that takes one egg).
  const namesOf = new Map(items.map((i) => [i.ingredientId, INFO_BY_ID.get(i.ingredientId)?.names ?? []]));
  const uses = (r: (typeof recipes)[number]) => {
    const text = r.ingredients.join(' \n ').toLowerCase();
    return [...namesOf.values()].filter((names) => names.some((n) => text.includes(n))).length;
  };
  const picks = recipes
    .map((r, i) => ({ r, i, n: uses(r) }))
    .sort((a, b) => b.n - a.n || a.i - b.i)
    .map((x) => x.r)
    .slice(0, 3);
  if (picks.length === 0)
    return {
      kind: 'pantry',
      text: 'I could not build a dish from those ingredients alone; add a protein or a starch to your pantry and ask again.',
    };
  const lines = picks.map(
    (r) =>
      `- **${r.title}** (${r.cookingTime} min, ${r.difficulty}): ${r.ingredients.slice(0, 4).join('; ')}${r.ingredients.length > 4 ? '; ...' : ''}`,
  );
  return {
    kind: 'pantry',
    text: [
      `From ${source}, the chef engine suggests:`,
      '',
      ...lines,
      '',
      'Generate recipes on the **Recipes** page for the full method and nutrition.',
    ].join('\n'),
  };
}

function hashSeed(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return h >>> 0;
}

/**
 * 'Can I use chicken breast instead of the steak?' in a stir-fry: one protein for another, the same
 * weight and cut, cooked to the new one's safe temperature (what changes is how long it takes).
 */
function proteinSwap(q: string, recipe: AttachedRecipe): string | undefined {
  const m =
    /\b(?:use|using|try|swap in|sub in|put in|do it with|make it with)\s+(?:some\s+|a\s+|an\s+)?([a-z][\w\s-]*?)\s+(?:instead of|in place of|rather than)\s+(?:the\s+|my\s+)?([a-z][\w\s-]*?)(?:\?|$|,|\.|\s+(?:does|do|will|would|and|is)\b)/.exec(
      q,
    );
  // 'Can I use chicken instead?' names only the new protein: it replaces the recipe's own.
  const bare = m
    ? undefined
    : /\b(?:use|using|try|swap in|sub in|put in|do it with|make it with)\s+(?:some\s+|a\s+|an\s+)?([a-z][\w\s-]*?)\s+instead\s*\??$/.exec(
        q,
      );
  if (!m && !bare) return undefined;
  const isProtein = (id: string) => INGREDIENTS.find((i) => i.id === id)?.ing.category === 'Proteins';
  const name = (m ?? bare)![1]!.trim();
  // The catalogue names cuts ('chicken breast'); a cook says 'chicken'.
  const newId =
    ingredientsNamed(name).find(isProtein) ??
    (/^(chicken|beef|pork|lamb|turkey|duck|tofu|tempeh|seitan|prawns?|shrimp|fish|salmon|cod|mince|sausages?|steak|(beef|lamb|pork|turkey|chicken|veal) mince|(minced|ground) (beef|lamb|pork|turkey|chicken|veal))$/.test(
      name,
    )
      ? name
      : undefined);
  const oldWords = m ? m[2]!.split(/\s+/).filter((w) => w.length >= 3) : [];
  const proteinLines = (recipe.ingredients ?? []).filter((l) =>
    ingredientsNamed(normalize(l)).some((id) => isProtein(id) && id !== newId && id !== 'egg'),
  );
  const line = m
    ? (recipe.ingredients ?? []).find((l) => oldWords.some((w) => normalize(l).includes(w.replace(/s$/, ''))))
    : proteinLines.length === 1
      ? proteinLines[0]
      : undefined;
  if (!newId || !line || !ingredientsNamed(normalize(line)).some(isProtein)) return undefined;
  // Boneless breast or fillets for pieces on the bone is no same-weight, same-time swap: the
  // substitution table says how the weight and the cooking time change.
  if (
    /\b(bone-in|bone in|on the bone|drumsticks?|legs?|wings?|whole)\b/.test(normalize(line)) &&
    /\b(breasts?|fillets?|boneless)\b/.test(name)
  )
    return undefined;
  // Mince for mince: 'beef' in place of lamb mince is beef mince, cooked to 160 °F, not 145 °F.
  const minced = /\b(mince|minced|ground)\b/.test(normalize(line)) && !/\b(mince|minced|ground)\b/.test(name);
  const safe = bestMatch(minced ? `ground ${name}` : name, SAFE_TEMPERATURES);
  return [
    `Yes: use the same weight of **${name}** in place of the **${line}**, cut the same way.`,
    safe
      ? `Cook it to its own doneness, not the original's: ${safeTempText(safe)}`
      : "Cook it until it is cooked through, not to the original's timing.",
    'Thin strips or small pieces cook in a few minutes either way; thicker pieces of a new protein may need longer, so check one before you serve.',
  ].join('\n\n');
}

/** A cook's plain word for a food the catalogue sells in cuts ('chicken' is most often breast). */
const PLAIN_NAMES: readonly { n: string; id: string }[] = [
  { n: 'chicken', id: 'chicken-breast' },
  { n: 'mince', id: 'ground-beef' },
  { n: 'beef mince', id: 'ground-beef' },
  { n: 'pork', id: 'pork-chops' },
  { n: 'lamb', id: 'lamb-chops' },
].filter((x) => INGREDIENTS.some((info) => info.id === x.id));

const NAME_INDEX = [
  ...INGREDIENTS.flatMap((info) => info.names.filter((n) => n.length >= 3).map((n) => ({ n, id: info.id }))),
  ...PLAIN_NAMES,
].sort((a, b) => b.n.length - a.n.length);

/** Words that look like ingredients but name an occasion or a label ('a first date', 'the use-by date'). */
const NOT_INGREDIENTS =
  /\b(first|a|hot|dinner|lunch|romantic|second|third|blind|play|double) dates?\b|\bdate night\b|\b(use[- ]by|best[- ]before|sell[- ]by|expiry|due) dates?\b|\bturkey (day|trot)\b|\bcouch potato(es)?\b/g;

function ingredientsNamed(q: string): string[] {
  let t = ` ${q
    .replace(NOT_INGREDIENTS, ' ')
    .replace(/[^a-z0-9\s-]/g, ' ')
    .replace(/-/g, ' ')
    .replace(/\s+/g, ' ')} `;
  const ids: string[] = [];
  for (const { n, id } of NAME_INDEX) {
    if (t.includes(` ${n} `)) {
      if (!ids.includes(id)) ids.push(id);
      t = t.replace(` ${n} `, ' ');
    }
  }
  return ids;
}

// ---------------------------------------------------------------------------
// Safety temperatures (USDA FSIS)

function isSafetyTempQuestion(q: string): boolean {
  return /\b(temp|temperature|temperatures|degrees|internal|safe|done|doneness|cooked through|undercooked|medium rare|medium-rare|well done|rare|pink|rest|resting|thermometer|how hot|cook .* to|cooked|when .* (is|are) (ready|cooked|done))\b/.test(
    q,
  );
}

/** Minced meat as a cook names it: patties, burgers, meatballs, mince. */
const MINCED = /\b(patt(y|ies)|burgers?|mince|minced|ground|meatballs?|koftas?)\b/;

/**
 * A breakfast casserole, strata or frittata baked from raw eggs is an egg dish (160 °F) with a set
 * centre, not leftovers being reheated (sixteenth set, general).
 */
function isEggBake(q: string, recipe?: AttachedRecipe): boolean {
  return (
    recipe !== undefined &&
    /\beggs?\b/.test(recipeSubject(recipe)) &&
    (/\b(casserole|strata|frittata|quiche|tortilla|egg bake|bake|tart)\b/.test(normalize(recipe.title)) ||
      setsInTheOven(recipe)) &&
    !/\b(reheat\w*|leftovers?)\b/.test(q)
  );
}

/**
 * An egg-and-milk batter or custard baked until it sets (clafoutis, bread pudding, Yorkshire-style
 * bakes): the recipe's own steps bake it and say it is done when set or still wobbling.
 */
function setsInTheOven(recipe: AttachedRecipe): boolean {
  const lines = normalize((recipe.ingredients ?? []).join(' \n '));
  const steps = normalize((recipe.instructions ?? []).join(' \n '));
  return (
    /\b(milk|cream|creme fraiche|crème fraîche)\b/.test(lines) &&
    /\bbake[ds]?\b/.test(steps) &&
    /\b(just set|until set|until it is set|until it sets|barely set|wobble|wobbly|jiggle)\b/.test(steps)
  );
}

/** A baked egg dish is done as an egg dish (160 °F, set), not as leftovers or a fried egg. */
function asEggDish(t: SafeTemperature): SafeTemperature {
  return /^(Leftovers|Eggs\b)/.test(t.food) ? (SAFE_TEMPERATURES.find((x) => /^Egg dishes/.test(x.food)) ?? t) : t;
}

const EGG_SET =
  '\n\nIt is done when the edges are set and the **centre is just set**, with only a **slight wobble** in the middle when you nudge the dish: a knife pushed in halfway between the edge and the centre comes out clean. It **carries on setting as it cools**, so rest it 10 minutes before cutting. If the middle is still liquid, give it **10 minutes more** (with foil over the top if it is browning) and test again. Do not wait until it is firm all through: eggs overcooked, or baked too hot, turn **rubbery** and weep.';

function safeTempAnswer(q: string, recipe?: AttachedRecipe): AssistantAnswer | undefined {
  const rest = /\b(rest|resting|rested|sit)\b/.test(q);
  let t = bestMatch(q, SAFE_TEMPERATURES) ?? (recipe ? bestMatch(recipeSubject(recipe), SAFE_TEMPERATURES) : undefined);
  const eggBake = isEggBake(q, recipe);
  if (eggBake && t) t = asEggDish(t);
  if (rest) {
    const r = bestMatch(q, RESTING) ?? (t && /Beef|Pork/.test(t.food) ? RESTING[0] : undefined);
    if (r) {
      return {
        kind: 'temperature',
        text:
          `Rest ${r.what} **${r.minutes} minutes**, loosely covered with foil, before cutting. USDA FSIS requires **at least 3 minutes** for beef, pork, veal and lamb steaks, chops and roasts (cooked to 145 °F / 63 °C); ` +
          'the longer rest lets the juices settle and the centre rise a few degrees (carryover cooking), so take it off the heat a little early.',
      };
    }
  }
  if (!t) {
    if (/\b(danger zone)\b/.test(q)) return { kind: 'temperature', text: dangerZoneText() };
    return undefined;
  }
  let text = safeTempText(t);
  if (eggBake && /^Egg dishes/.test(t.food)) text += EGG_SET;
  // 'What temperature for pork burgers?' names the mince: its own, higher figure comes first.
  const minced = MINCED.test(q);
  const meat = /\b(pork|beef|lamb|veal|chicken|turkey)\b/.exec(t.food.toLowerCase())?.[1];
  const ground = minced && meat ? bestMatch(`ground ${meat}`, SAFE_TEMPERATURES) : undefined;
  if (ground && ground !== t) text = `${safeTempText(ground)}\n\n${text}`;
  if (/steak|beef|lamb/i.test(t.food) && /\b(rare|medium|well done|doneness|pink)\b/.test(q)) {
    text += `\n\nDoneness by internal temperature (cooks' convention): ${STEAK_DONENESS.map((d) => `${d.name} ${d.fahrenheit} °F`).join(', ')}. Below 145 °F is below the USDA safe minimum for whole cuts.`;
  }
  if (/Poultry/.test(t.food) && /\b(thighs?|drumsticks?|legs?|wings?|dark meat)\b/.test(q))
    text +=
      '\n\nThighs, drumsticks and wings are **safe at 165 °F** too, but they are more tender and juicy cooked on to **175-195 °F (80-90 °C)**, where their connective tissue melts; breast is best taken off right at 160-165 °F.';
  if (/Poultry/.test(t.food) && /\b(pink|juices)\b/.test(q))
    text +=
      '\n\nColour is not a reliable sign: smoked or grilled chicken can stay pink at 165 °F, and grey chicken can be undercooked. Use a thermometer.';
  return { kind: 'temperature', text };
}

function dangerZoneText(): string {
  return `The "danger zone" is **${DANGER_ZONE.lowF}-${DANGER_ZONE.highF} °F (${fToC(DANGER_ZONE.lowF)}-${fToC(DANGER_ZONE.highF)} °C)**, where bacteria multiply fastest. Keep perishables out of it for no more than **${DANGER_ZONE.hours} hours** (${DANGER_ZONE.hotDayHours} hour above ${DANGER_ZONE.hotDayF} °F) (USDA FSIS).`;
}

// ---------------------------------------------------------------------------
// Storage (USDA FoodKeeper)

function isStorageQuestion(q: string): boolean {
  return (
    /\b(how long (does|do|will|can|is|are|should)? ?.*(keep|last|good|stay|store|fridge|freezer|refrigerat)\w*|store|storing|storage|keep in the (fridge|freezer)|shelf life|go bad|goes bad|gone bad|still (good|ok|okay|fine)|(a )?(week|days?)[- ]old|expire|freeze|freezer|frozen|fridge|refrigerat\w*)\b/.test(
      q,
    ) && !/\b(thaw|defrost|refreeze|re-freeze|freeze again)\b/.test(q)
  );
}

function storageAnswer(q: string): AssistantAnswer | undefined {
  // 'cooked chicken' is leftovers, not raw chicken: prefer the cooked entries when the word is there.
  const cooked =
    /\b(cooked|leftover|leftovers|roasted|rotisserie|roast (chicken|turkey|beef|pork|lamb|ham|potatoes)|pulled pork)\b/.test(
      q,
    );
  const pool = cooked
    ? STORAGE_TIMES.filter((s) => /cooked|leftover|Soups|pizza|rice|pasta|eggs|fish|beans/i.test(s.food))
    : STORAGE_TIMES;
  let s = bestMatch(q, pool) ?? bestMatch(q, STORAGE_TIMES);
  if (!s) return undefined;
  // 'cooked sausages' named only as a raw food: cooked meat keeps as leftovers do.
  if (cooked && /^raw\b/i.test(s.food)) s = STORAGE_TIMES.find((e) => /^cooked meat/i.test(e.food)) ?? s;
  // 'cooked carrots' found only as fresh carrots: the fresh food's weeks are not the answer.
  else if (cooked && !pool.includes(s)) return undefined;
  // 'Fresh pasta' is not 'Cooked pasta': a food in another state keeps differently.
  if (stateConflict(q, s.food)) return undefined;
  return { kind: 'storage', text: storageText(s) };
}

// ---------------------------------------------------------------------------
// Substitutions

/** 'The recipe says cornflour but I only have plain flour': what the recipe says is what is missing. */
const SAYS_BUT_ONLY =
  /\b(?:says|calls for|asks for|needs|wants|uses)\s+(?:[\d./]+\s*[a-z]*\s+)?([a-z][a-z ]+?)\s+but\s+(?:i\s+)?(?:only\s+)?(?:have|got|'ve got|ve got)\b/;

function substitutionAnswer(q: string): AssistantAnswer | undefined {
  // 'fresh herbs for dried': the herb ratio, whichever herb is named.
  if (/\b(dried|dry)\b/.test(q) && /\b(fresh)\b/.test(q)) {
    const herbs = SUBSTITUTIONS.find((s) => s.ingredient === 'Fresh herbs')!;
    return { kind: 'substitution', text: substitutionText(herbs) + substitutionForAmount(herbs, q) };
  }
  // The thing being replaced comes after 'instead of'/'substitute for'/'out of' when present.
  const after =
    /\b(?:instead of|substitute for|substitution for|replacement for|replace|swap|out of|ran out of|don't have|do not have|dont have|without|alternative to|sub for|no)\s+(?:any\s+|the\s+|a\s+|an\s+|some\s+)?(.+)$/.exec(
      q,
    );
  // 'dont have baking soda, can i just use baking powder instead': what is missing ends at the
  // clause that names the replacement.
  // 'the recipe says cornflour but I only have plain flour': what is missing is what it says.
  const says = SAYS_BUT_ONLY.exec(q)?.[1];
  const missing =
    says ??
    after?.[1]!.split(/[,;?.]|\s(?:can|could|should|would|will|so|what|is|are|do)\s(?:i|we|you|it)\b/)[0]!.trim();
  const s = (missing ? bestMatch(missing, SUBSTITUTIONS) : undefined) ?? bestMatch(q, SUBSTITUTIONS);
  if (!s) return undefined;
  // 'Can I use parmesan instead of pecorino?': the entry for parmesan lists pecorino as its swap,
  // but the cook is replacing pecorino; the swaps *for* parmesan answer the opposite question.
  const name = normalize(s.ingredient).split(/\s*\(/)[0]!;
  if (
    after &&
    missing !== undefined &&
    !hasPhrase(missing, name) &&
    (hasPhrase(q.slice(0, after.index), name) || hasPhrase(after[1]!, name))
  )
    return undefined;
  return { kind: 'substitution', text: substitutionText(forDiet(s, q)) + substitutionForAmount(s, q) + veganRest(q) };
}

/** Swaps that hold dairy, eggs or honey, for a cook who says the dish is vegan or dairy-free. */
const ANIMAL_SWAP = /\b(yogh?urt|milk(?! chocolate)|butter(?!milk)|cream|cheese|egg|honey|ghee|buttermilk)\b/i;
const PLANT_WORDS = /\b(plant|flax\w*|aquafaba|oat|soy|soya|almond|coconut|dairy-free|vegan|peanut|nut butter)\b/i;

function forDiet(s: Substitution, q: string): Substitution {
  if (!/\b(vegan|plant[- ]based|dairy[- ]free)\b/.test(q)) return s;
  const options = s.options.filter((o) => !ANIMAL_SWAP.test(o) || PLANT_WORDS.test(o));
  return options.length ? { ...s, options } : s;
}

/** 'Vegan friend coming, what instead of eggs in brownies? anything else?': the rest of a vegan bake. */
function veganRest(q: string): string {
  if (
    !/\bvegan\b/.test(q) ||
    !/\b(bake|baking|brownies?|cakes?|cookies?|muffins?|biscuits?|pancakes?|anything else|what else)\b/.test(q)
  )
    return '';
  return '\n\nFor a **vegan** bake the rest matters too: swap the **butter** for a vegan block or a neutral oil, milk for a plant milk (oat or soy), use **dairy-free dark chocolate** (most dark chocolate is; milk chocolate is not) and no honey, and check sprinkles and shop-bought icing for gelatine or dairy.';
}

// ---------------------------------------------------------------------------
// Conversions and techniques

/**
 * 'Oven recipe says 350F for 25 mins, how do I do it in my air fryer?': the oven's temperature
 * and time worked out for an air fryer (about 25 °F / 15 °C lower, about a fifth less time), or
 * the other way for an air-fryer recipe cooked in an oven.
 */
function airFryerConversion(q: string): AssistantAnswer | undefined {
  if (!/\bair[- ]?fr(?:yer|ier|y)\b|\bairfryer\b/.test(q)) return undefined;
  const t = /(\d{3})\s*(?:°|º|degrees?)?\s*(c|f|celsius|fahrenheit)?\b(?!\s*(?:g\b|grams?|ml|min))/.exec(q);
  if (
    !t ||
    !/\b(convert\w*|adapt\w*|change|instead|how do i|can i|what (?:temp|temperature|setting)|do (?:it|this|that) in|work out|translate)\b|\b(?:in|into|for|to) (?:the|my|an?) (?:oven|air[- ]?fryer)\b/.test(
      q,
    )
  )
    return undefined;
  const value = Number(t[1]);
  const inF = t[2] ? t[2].startsWith('f') : value > 250;
  const c = inF ? fToC(value) : value;
  if (c < 100 || c > 260) return undefined;
  const minutes = /(\d{1,3})\s*(?:mins?|minutes?)\b/.exec(q);
  // Which way: an oven recipe into the air fryer, or an air-fryer recipe into the oven.
  const toOven =
    /\b(?:in|into|for|to|use|using) (?:my |an |the |a |a normal |a regular |a conventional )?oven\b|\b(?:no|without an?|don'?t have an?|do not have an?) air[- ]?fryer\b/.test(
      q,
    ) && !/\b(?:in|into|for|to) (?:my |an |the |a )?air[- ]?fryer\b/.test(q);
  // Shifted in the recipe's own scale (350 °F is 325 °F, not 320 °F), shown in both.
  const shifted = (byC: number, byF: number, step: number) => {
    const f = inF ? value + byF : Math.round(cToF(c + byC) / 5) * 5;
    const cc = inF ? Math.round(fToC(f) / step) * step : Math.round((c + byC) / step) * step;
    return `${cc} °C (${f} °F)`;
  };
  if (toOven) {
    const time = minutes ? Math.round(Number(minutes[1]) * 1.2) : undefined;
    return {
      kind: 'technique',
      text: `**In an oven, set about ${shifted(15, 25, 10)}${time ? ` and allow about ${time} minutes` : ''}**: an air fryer is a small, fierce fan oven, so an oven needs about 15 °C (25 °F) more and about a fifth longer. Preheat it fully, spread the food in one layer on a hot tray with space around each piece, turn it halfway, and go by colour and doneness rather than the clock.`,
    };
  }
  const time = minutes ? Math.round(Number(minutes[1]) * 0.8) : undefined;
  return {
    kind: 'technique',
    text: `**In an air fryer, set about ${shifted(-15, -25, 5)}${time ? ` and start checking at about ${time} minutes` : ''}** instead of ${inF ? `${value} °F` : `${value} °C`}${minutes ? ` for ${minutes[1]} minutes` : ''}: an air fryer is a small, fierce fan oven, so lower the temperature by about 15 °C (25 °F) and cut the time by about 20%. If the recipe was already written for a fan oven, lower it by only about 10 °C. Preheat it, cook in one layer without crowding the basket, shake or turn halfway, and go by doneness (a thermometer for meat, a skewer for bakes), not the clock. A bake needs a tin that fits the basket with room for air around it.`,
  };
}

function temperatureConversion(q: string): AssistantAnswer | undefined {
  const tempWords = /\b(fahrenheit|celsius|centigrade|gas mark|fan)\b|°\s*[cf]\b|\d\s*[cf]\b|\bdegrees? [cf]\b/.test(q);
  // 'gas mark 6' on its own is a conversion question.
  const asksConvert =
    /^(what'?s |what is )?gas mark \d+(\.\d+)?\??$/.test(q) ||
    (tempWords && /\b(convert|in|to|into|what is|what's|equals?|how much|how many|is|which|what gas)\b/.test(q));
  if (!asksConvert) return undefined;
  // 'how long to bake potatoes at 200C?' asks for a time at that temperature, not a conversion.
  if (
    /\b(how long|how many minutes|how many hours|what time|cooking time|baking time|roasting time)\b/.test(q) &&
    !/\b(convert|in celsius|in fahrenheit|to celsius|to fahrenheit|in f|in c|gas mark|fan)\b/.test(q)
  )
    return undefined;
  // 'Convert an oven casserole (2 hours at 160C) to my slow cooker' moves a recipe to an appliance
  // with no dial in degrees: its settings and hours are the answer, not what 160 °C is.
  if (
    /\b(slow[- ]?cooker|crock[- ]?pot|pressure[- ]?cooker|instant[- ]?pot|multi[- ]?cooker)\b/.test(q) &&
    !/\b(in celsius|in fahrenheit|to celsius|to fahrenheit|in f|in c|what gas mark)\b/.test(q)
  )
    return undefined;
  // 'Can the pot go in the oven at 250C?' asks whether a thing stands the heat, not what 250 °C is.
  if (
    /\b(can|could|will|would|should) (it|this|they|these|i|you|(?:the|my|a|an|our) (?:\w+ ){0,2}\w+) (go|goes|be used|be put|put it|handle|take|survive|cope|stand|use)\b|\boven[- ]?(safe|proof)\b/.test(
      q,
    ) &&
    !/\b(convert\w*|in celsius|in fahrenheit|to celsius|to fahrenheit|in f|in c|what gas mark)\b/.test(q)
  )
    return undefined;
  // 'My starter is sluggish, the kitchen is about 17C': the room or weather the food is in, said
  // as background to another question, not a number to convert.
  if (
    /\b(kitchen|room|house|flat|apartment|weather|outside|climate|winter|summer|heatwave)\b/.test(q) &&
    !/\b(gas mark|oven|fan|set it to)\b/.test(q) &&
    !/\b(convert\w*|in celsius|in fahrenheit|to celsius|to fahrenheit|in f|in c|what gas mark|what is \d|what's \d|how (much|many) is)\b/.test(
      q,
    )
  )
    return undefined;
  // '... sat out at 90 °F for 2 hours, is it safe?' is a safety question that names a temperature.
  if (
    /\b(hours?|sat out|left out|sitting out|picnic|safe|hold|holding|keep|kept|store)\b/.test(q) &&
    !/\b(convert|in celsius|in fahrenheit|to celsius|to fahrenheit)\b/.test(q)
  )
    return undefined;
  const c = convertTemperature(q);
  return c ? { kind: 'convert', text: c.text } : undefined;
}

/**
 * 'How long to thaw a 12 lb turkey?': USDA FSIS's rates worked out for that weight (about 24
 * hours per 4-5 lb in the fridge, 30 minutes per lb in cold water).
 */
function thawTime(q: string): AssistantAnswer | undefined {
  if (
    !/\b(thaw\w*|defrost\w*)\b/.test(q) ||
    !/\b(how long|how many (days|hours)|time|when (?:do|should|must|would) (?:i|we|you) (?:need to |have to )?(?:start|begin)|when to (?:start|begin))\b/.test(
      q,
    )
  )
    return undefined;
  const m = /(\d+(?:\.\d+)?)\s*-?\s*(lbs?|pounds?|kg|kilos?|kilograms?)\b/.exec(q);
  if (!m) return undefined;
  const n = Number(m[1]);
  const lb = /^k/.test(m[2]!) ? n * 2.2046 : n;
  if (!Number.isFinite(lb) || lb <= 0 || lb > 60) return undefined;
  const days = (per: number) => lb / per;
  const lo = Math.max(1, Math.round(days(5) * 2) / 2);
  const hi = Math.max(lo, Math.round(days(4) * 2) / 2);
  const hours = Math.round(lb * 0.5 * 2) / 2;
  const weight = /^k/.test(m[2]!) ? `${n} kg (${Math.round(lb)} lb)` : `${n} lb (${(n / 2.2046).toFixed(1)} kg)`;
  const range = lo === hi ? `${lo}` : `${lo}-${hi}`;
  return {
    kind: 'temperature',
    text:
      `For a ${weight} bird or roast: about **${range} days in the fridge** (USDA FSIS: 24 hours per 4-5 lb), ` +
      `or about **${hours} hours in cold water** (30 minutes per lb, in a sealed bag, changing the water every 30 minutes, then cook it straight away). ` +
      'Never thaw it on the counter.',
  };
}

/**
 * Baker's percentages: every amount is a share of the flour's weight, so '75% hydration with
 * 500 g flour' is 375 g of water and '2% salt for 1 kg flour' is 20 g.
 */
function bakersPercentage(q: string, withFlour = false): AssistantAnswer | undefined {
  const pct =
    /(\d+(?:\.\d+)?)\s*(?:%|percent|per cent)\s*(hydration|water|salt|yeast|sugar|butter|fat|oil|starter|levain|milk)?\b/.exec(
      q,
    );
  const flour =
    /(\d+(?:\.\d+)?)\s*(g|grams?|kg|kilos?|kilograms?)\s+(?:of\s+)?(?:[a-z]+\s+){0,2}?flour\b/.exec(q) ??
    /\bflour\b[^.?!]{0,20}?(\d+(?:\.\d+)?)\s*(g|grams?|kg|kilos?|kilograms?)\b/.exec(q);
  // 'What does 75% hydration mean?' with no flour named: worked for a 500 g bag's worth.
  if (!pct || (!flour && (withFlour || !/\bhydration\b/.test(q)))) return undefined;
  const asked = /\bhow (?:much|many)(?: grams of)? (water|salt|yeast|sugar|butter|fat|oil|starter|levain|milk)\b/.exec(
    q,
  )?.[1];
  const what = pct[2] ?? (/\bhydration\b/.test(q) ? 'hydration' : asked);
  if (!what) return undefined;
  const grams = flour ? Number(flour[1]) * (/^k/.test(flour[2]!) ? 1000 : 1) : 500;
  const p = Number(pct[1]);
  if (!(grams > 0 && grams <= 100_000 && p > 0 && p <= 200)) return undefined;
  const n = (v: number) => String(Number(v.toFixed(1)));
  const amount = (grams * p) / 100;
  const hydration = what === 'hydration';
  return {
    kind: 'convert',
    text:
      `Bread recipes give amounts as **baker's percentages**: each is a share of the **flour's weight** (the flour is 100%). ` +
      `${hydration ? `**${n(p)}% hydration** means the water weighs ${n(p)}% of the flour, so` : `${n(p)}% ${what} means`} ` +
      `${flour ? '' : 'for example '}**${n(grams)} g flour × ${n(p)}% = ${n(amount)} g ${hydration ? 'water' : what}**.` +
      (hydration
        ? ' Count any milk, and the water in a sourdough starter, as part of it. About **60-65%** gives a firm dough (sandwich loaves, bagels), **70-75%** a softer, stickier dough with a more open crumb (typical sourdough), and **80% or more** a wet dough for ciabatta and focaccia, handled with wet hands and folds rather than kneading.'
        : ''),
  };
}

/** Words that are units, not ingredients ('how many grams for 2 cups' is a conversion). */
const UNIT_WORDS =
  /^(g|grams?|kg|kilos?|kilograms?|oz|ounces?|lbs?|pounds?|ml|millilit\w*|lit\w*|cups?|tbsp|tsp|tablespoons?|teaspoons?|pints?|quarts?|gallons?|fl|fluid|sticks?|spoons?|spoonfuls?)$/;

function unitConversion(q: string): AssistantAnswer | undefined {
  if (
    !/\b(in (metric|imperial|ml|millilit\w*|lit\w*|grams?|g|kg|oz|ounces?|pounds?|lbs?|cups?|tbsp|tsp|tablespoons?|teaspoons?|pints?|quarts?|gallons?|fl oz|fluid ounces?)|pinch|dash|smidgen|knob of butter|how many|how much|convert|conversion|(grams|ml|cups?|ounces|oz|teaspoons|tablespoons|tsp|tbsp) (in|is|are|per)|in (a|one) (cup|tablespoon|teaspoon|stick)|equals?|equal to|in grams|to grams|in ml|in cups|to cups|weigh|weight|is a|is one|stick of butter|sticks of butter|\d+\s*(g|ml|oz|lb)\b|to (ml|g|oz|lb|cups?|tbsp|tsp|tablespoons?|teaspoons?|ounces|pounds|liters?|litres?|kg))\b/.test(
      q,
    )
  )
    return undefined;
  // 'Can I halve the sugar? It's 200g per loaf' asks whether the amount can change: said in
  // grams, it is not asked in other units.
  if (
    /\b(halve|halving|half the|cut (?:down |back )?(?:on )?the|reduce|reducing|less|lower|too much|seems? (?:like )?(?:a lot|loads|lots|a ton|too much))\b/.test(
      q,
    ) &&
    !/\b(convert|conversion|in (grams|ml|cups|ounces|oz|kg|pounds|lbs?|tbsp|tsp)|to (grams|ml|cups|ounces|oz|kg|pounds|lbs?)|how many (g|grams?|ml|cups?|oz|ounces|tbsp|tsp))\b/.test(
      q,
    )
  )
    return undefined;
  // 'How many tins equal 500 g dried beans?' counts tins or packets: no unit converts to those.
  if (/\bhow many (tins|cans|jars|packets|packs|bags|pots|cartons|bottles|blocks|boxes)\b/.test(q)) return undefined;
  // 'Recipe needs 250ml buttermilk and I don't have any', '2 tbsp fresh parsley, can I use dried
  // instead?': the amount is what is to be replaced, so the swap answers, not a conversion.
  if (
    /\b(don'?t have|do not have|haven'?t got|have none|got none|none left|instead|substitut\w*|replace\w*|swap\w*|ran out|run out|out of|only (have|got)|only'?ve got|all i (have|'?ve got)|but i (have|'?ve got)|no [a-z -]+ (in|left)|^no\b|make [\w\s]+ (from|with|out of))\b/.test(
      q,
    ) &&
    !/\b(convert|conversion|in (grams|ml|cups|ounces|oz|kg|pounds|lbs?)|to (grams|ml|cups|ounces|oz|kg|pounds|lbs?)|how many (g|grams?|ml|cups?|oz|ounces|tbsp|tsp)|only have (scales|a scale|cups|spoons))\b/.test(
      q,
    )
  )
    return undefined;
  // 'How long to cook a 5 lb chicken?' asks for a time ('how much does a 5 kg turkey feed?' a
  // count): converting its weight answers a different question.
  if (
    /\b(how long|minutes?|mins?|hours?|hrs?|days?|cooking time|roasting time|baking time|thaw\w*|defrost\w*|feeds?|serves?|people|persons?|guests)\b/.test(
      q,
    ) &&
    !/\b(convert|conversion|in (grams|ml|cups|ounces|oz|kg|pounds|lbs?)|to (grams|ml|cups|ounces|oz|kg|pounds|lbs?))\b/.test(
      q,
    )
  )
    return undefined;
  // 'How much water for 1 cup of basmati?', 'how much yeast for 500g flour': one ingredient for an
  // amount of another is a ratio, not a conversion of the amount.
  const ratio =
    /\bhow (?:much|many) (?:of (?:the )?)?([a-z]+)(?: [a-z]+)? (?:(?:do i need |should i use |to use |goes )?(?:for|per|to|with) (?:a |an |one |\d)|(?:do i|should i|to|shall i|would i) (?:add|use|put in|need)\b)/.exec(
      q,
    );
  if (ratio && !UNIT_WORDS.test(ratio[1]!)) return undefined;
  // 'If I'm using 500g flour, how much water is that?' asks for another ingredient, not the flour in ounces.
  const other =
    /\bhow (?:much|many) ([a-z]+) (?:is that|is it|would that be|will that be|does that make|do i need|do you need|is needed)\b/.exec(
      q,
    );
  if (
    other &&
    !UNIT_WORDS.test(other[1]!) &&
    !/\b(in|to|into) (grams?|g|kg|oz|ounces?|pounds?|lbs?|ml|cups?)\b/.test(q)
  )
    return undefined;
  // 'How many potatoes for 10 people, in kg or lbs?' wants an amount in those units, and has no
  // amount of its own to convert.
  if (
    /\b(people|persons?|guests|servings?|adults|kids|children)\b/.test(q) &&
    !/\d\s*(g|grams?|kg|ml|l|oz|ounces?|lbs?|pounds?|cups?|tbsp|tsp|tablespoons?|teaspoons?|pints?|quarts?|litres?|liters?)\b/.test(
      q,
    )
  )
    return undefined;
  // 'How many grams is that?' with no amount of its own refers to one said elsewhere: nothing to convert here.
  if (!/\d/.test(q) && /\bhow (?:much|many) [a-z]+ (?:is|are|would) (?:that|it|this|those|these)\b/.test(q))
    return undefined;
  // 'What size is a 2lb loaf tin?' names a tin by what it holds: its size is the question, not the weight.
  if (/\b(tins?|pans?)\b/.test(q) && /\b(size|sizes|how big|dimensions?|measure)\b/.test(q)) return undefined;
  const grown = cookedYield(q);
  if (grown) return { kind: 'convert', text: grown };
  const c = convertUnits(q);
  return c ? { kind: 'convert', text: c.text + rescaledConversion(q) } : undefined;
}

/**
 * 'Recipe feeds 4 and uses 1.5 lb chicken: what is that in kg, and how much for 6 people?':
 * the converted amount scaled from the servings the recipe makes to the servings wanted.
 */
function rescaledConversion(q: string): string {
  const counts = [
    ...q.matchAll(
      /\b(?:feeds?|serves?|serving|makes|for)\s+(\d{1,2})\b(?!\s*(?:g|kg|lbs?|oz|ml|l|minutes?|mins?|hours?|°|degrees|cups?|pounds?))/g,
    ),
  ].map((m) => Number(m[1]));
  if (counts.length < 2 || counts[0] === counts[1] || !counts[0] || !counts[1]) return '';
  const amount = /(\d+(?:\.\d+)?)(\s*(?:lbs?|pounds?|kg|kilos?|g|grams?|oz|ounces?|cups?|ml|litres?|liters?)\b)/.exec(
    q,
  );
  if (!amount) return '';
  const scaled = Math.round(Number(amount[1]) * (counts[1] / counts[0]) * 100) / 100;
  const again = convertUnits(q.replace(amount[0], `${scaled}${amount[2]}`));
  return again
    ? `\n\nFor **${counts[1]}** instead of ${counts[0]} (× ${Math.round((counts[1] / counts[0]) * 100) / 100}): ${again.text}`
    : '';
}
