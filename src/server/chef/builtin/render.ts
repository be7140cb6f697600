// Turning a filled dish into cookbook text: step and title templates, filled from the dish's slots
// with the ingredient lines of ingredient-lines.ts and the cooking phrases of phrases.ts.
//
// Template language (steps and titles):
//   {key}        the slot's ingredient name(s)        'chicken breast'
//   {a,b,c}      the filled ones as an English list   'zucchini and mushrooms'
//   {a|b}        the first filled of a and b
//   {key.q}      amount and name                       '2 tbsp olive oil'
//   {key.cook|simmer|braise|roast} a timing phrase     'for 6-8 minutes, ... until golden'
//   {key.juice}  'lemon juice' for citrus, the plain name for a vinegar
//   {key.ready}  a whole sentence readying it for a cold dish
//   {key.each}   a counted item shared out a serving     '3 eggs'
//   {key.pl}     (titles) the plural display name      'Strawberries'
//   {key:Text}   Text when the slot is filled
//   [ ... ]      dropped when any token inside is unfilled; a token outside
//                brackets that is unfilled drops the whole step.
//   <1/2 tsp>    (steps) an amount the template writes itself, marked like {key.q} so the
//                card scales it; an amount per pancake stays plain text.
//   <1/4 cup per serving>  the same, worked out for the servings ('1 cup' for four): the cook
//                is never left to multiply (ninth read).

import type { CookingMethod } from '../../../shared/kitchen/types';
import { markQuantity } from '../../../shared/kitchen/step-quantities';
import { scaleIngredientLine } from '../../../shared/kitchen/units';
import { capitalise, formatLine, itemName, type Item } from './ingredient-lines';
import { braisePhrase, cookPhrase, readySentence, roastPhrase, simmerPhrase } from './phrases';

export { stripQuantityMarks } from '../../../shared/kitchen/step-quantities';

/** What templates can see: the filled slots and the dish's main technique. */
export interface RenderScope {
  slots: ReadonlyMap<string, Item>;
  method: CookingMethod;
  /** Extra names usable as tokens ({main}, {a0}...). */
  aliases?: ReadonlyMap<string, Item>;
  /** Servings the amounts are for: {key.each} shares a counted item out ('3 eggs' an omelette). */
  servings?: number;
}

// ---------------------------------------------------------------------------
// Templates

/** English list: 'a', 'a and b', 'a, b and c'. */
export function joinList(parts: string[]): string {
  if (parts.length <= 1) return parts[0] ?? '';
  return `${parts.slice(0, -1).join(', ')} and ${parts[parts.length - 1]}`;
}

/** Coating ingredients: a dish with one of these in a slot has a coating to crisp. */
const COATINGS = ['flour', 'breadcrumbs', 'cornstarch', 'semolina'] as const;
function isCoated(scope: RenderScope): boolean {
  for (const item of scope.slots.values()) if (item.info && COATINGS.some((k) => item.info!.kinds.has(k))) return true;
  return false;
}

function lookup(scope: RenderScope, key: string): Item | undefined {
  return scope.aliases?.get(key) ?? scope.slots.get(key);
}

// Templates are parsed once into literal text and tokens (they are static pattern and accent
// text); rendering then only looks up slots. Parsing follows the template language exactly:
// [ ] segments first, then {tokens} inside each, read as the resolvers below read them.

/** A {token}, parsed. Steps read every kind; titles read only 'cond' and 'field' (see TITLE_TOKENS). */
type Token =
  /** {a,b:Text}: Text when any key is filled. */
  | { kind: 'cond'; keys: string[]; text: string }
  /** {a|b}: the first filled. */
  | { kind: 'first'; keys: string[] }
  /** {a,b,c}: the filled ones as an English list. */
  | { kind: 'list'; keys: string[] }
  /** {key} or {key.field}. */
  | { kind: 'field'; key: string; field: string | undefined; raw: string };

/** Literal text and tokens, in order. */
type Parts = (string | Token)[];

const TOKEN = /\{([^{}]+)\}/g;
const COND = /^([\w,-]+):(.*)$/;

function parseToken(token: string, forTitle: boolean): Token {
  const cond = COND.exec(token);
  if (cond) return { kind: 'cond', keys: cond[1]!.split(','), text: cond[2]! };
  if (!forTitle && token.includes('|')) return { kind: 'first', keys: token.split('|').map((k) => k.trim()) };
  if (!forTitle && token.includes(',')) return { kind: 'list', keys: token.split(',').map((k) => k.trim()) };
  const [key, field] = token.split('.') as [string, string | undefined];
  return { kind: 'field', key, field, raw: token };
}

function parseParts(text: string, forTitle: boolean): Parts {
  const parts: Parts = [];
  let at = 0;
  for (const m of text.matchAll(TOKEN)) {
    if (m.index > at) parts.push(text.slice(at, m.index));
    parts.push(parseToken(m[1]!, forTitle));
    at = m.index + m[0].length;
  }
  if (at < text.length) parts.push(text.slice(at));
  return parts;
}

/** Fills parts; null when any token is unfilled. Every token is resolved, as String.replace did. */
function fillParts(parts: Parts, resolve: (token: Token) => string | null): string | null {
  let out = '';
  let missing = false;
  for (const part of parts) {
    if (typeof part === 'string') {
      out += part;
      continue;
    }
    const value = resolve(part);
    if (value === null) missing = true;
    else out += value;
  }
  return missing ? null : out;
}

/** Resolves one token for a step; null when it refers to nothing filled. */
function stepToken(token: Token, scope: RenderScope): string | null {
  switch (token.kind) {
    case 'cond':
      return token.keys.some((k) => lookup(scope, k)) ? token.text : null;
    case 'first':
      for (const key of token.keys) {
        const item = lookup(scope, key);
        if (item) return itemName(item);
      }
      return null;
    case 'list': {
      const names: string[] = [];
      for (const key of token.keys) {
        const item = lookup(scope, key);
        if (item) names.push(itemName(item));
      }
      return names.length ? joinList(names) : null;
    }
  }
  const { key, field } = token;
  const item = lookup(scope, key);
  if (!item) return null;
  if (!field) return itemName(item);
  // Amounts are marked so the card can scale them with the ingredient list (see step-quantities.ts).
  if (field === 'q')
    return item.info && !item.asNeeded ? markQuantity(formatLine({ ...item, prep: undefined }).text) : itemName(item);
  if (!item.info) return field === 'ready' ? `Prepare the ${itemName(item)}.` : '';
  if (field === 'each') {
    // 'beat 3 eggs' for each omelette, not 'a portion of the eggs' (seventh read).
    const unit = item.info.ing.unit;
    const each = scope.servings ? Math.round(item.grams / unit.grams) / scope.servings : 0;
    return Number.isInteger(each) && each >= 1
      ? `${each} ${each === 1 ? unit.name : unit.plural}`
      : `a share of the ${itemName(item)}`;
  }
  switch (field) {
    case 'cook':
      return cookPhrase(item.info, scope.method, item.cut, isCoated(scope));
    case 'brown':
      // Meat that goes on cooking with the rice is browned, not cooked through twice (cook read 25: chicken
      // breast 'cooked through', then steamed 17 minutes more in a pulao).
      return ['poultry', 'lamb', 'pork', 'beef'].some((k) => item.info!.kinds.has(k as never))
        ? 'for 3-4 minutes, turning, until browned all over; it cooks through with the rice'
        : cookPhrase(item.info, scope.method, item.cut, isCoated(scope));
    case 'simmer':
      return simmerPhrase(item.info, item.cut);
    case 'braise':
      return braisePhrase(item.info);
    case 'roast':
      return roastPhrase(item.info);
    case 'ready':
      return readySentence(item.info);
    case 'juice':
      // 'the lemon juice', but 'the red wine vinegar' when the acid is a vinegar.
      // Juice is named by the fruit, one or many: 'the lemon juice' from 2 lemons, never 'lemons juice'.
      if (item.info.kinds.has('citrus'))
        return `${item.info.stepName === item.info.ing.unit.plural ? item.info.ing.unit.name : item.info.stepName} juice`;
      return itemName(item);
    default:
      throw new Error(`Unknown template field '${field}' in {${token.raw}}`);
  }
}

/** Splits a template into plain text and [optional] segments. */
function segments(template: string): { text: string; optional: boolean }[] {
  const out: { text: string; optional: boolean }[] = [];
  let depth = 0;
  let current = '';
  for (const ch of template) {
    if (ch === '[') {
      if (depth === 0 && current) {
        out.push({ text: current, optional: false });
        current = '';
      }
      depth++;
      if (depth > 1) throw new Error(`Nested [ ] in template: ${template}`);
      continue;
    }
    if (ch === ']') {
      depth--;
      out.push({ text: current, optional: true });
      current = '';
      continue;
    }
    current += ch;
  }
  if (current) out.push({ text: current, optional: false });
  return out;
}

/**
 * Parsed templates by text. Templates are the patterns' and accents' static strings, so these
 * stay small; the clear is only a guard against a caller rendering unbounded ad-hoc text.
 */
interface StepSegment {
  parts: Parts;
  optional: boolean;
  /** An optional part that closes a list: "[ and the {vanilla}]". */
  opensAnd: boolean;
}
const STEP_TEMPLATES = new Map<string, StepSegment[]>();
const TITLE_TEMPLATES = new Map<string, Parts>();
const MAX_TEMPLATES = 10_000;

/** `<1/2 tsp>` in a step template: a written amount that scales with the card. */
const WRITTEN_AMOUNT = /<([^<>{}[\]]+)>/g;
/** `<1/4 cup per serving>`: a written amount for one serving, multiplied out before rendering. */
const PER_SERVING = /<([^<>{}[\]]+?) per serving>/g;

function stepTemplate(template: string): StepSegment[] {
  let parsed = STEP_TEMPLATES.get(template);
  if (!parsed) {
    const marked = template.replace(WRITTEN_AMOUNT, (_, amount: string) => markQuantity(amount));
    parsed = segments(marked).map((seg) => ({
      parts: parseParts(seg.text, false),
      optional: seg.optional,
      opensAnd: /^\s+and\s/.test(seg.text),
    }));
    if (STEP_TEMPLATES.size >= MAX_TEMPLATES) STEP_TEMPLATES.clear();
    STEP_TEMPLATES.set(template, parsed);
  }
  return parsed;
}

/** Renders a step template; null when a required token is unfilled (the step is skipped). */
export function renderStep(template: string, scope: RenderScope): string | null {
  const segs = stepTemplate(
    template.includes(' per serving>')
      ? template.replace(PER_SERVING, (_, amount: string) => `<${scaleIngredientLine(amount, scope.servings ?? 1)}>`)
      : template,
  );
  const values: (string | null)[] = [];
  for (const seg of segs) {
    const value = fillParts(seg.parts, (t) => stepToken(t, scope));
    if (value === null && !seg.optional) return null;
    values.push(value);
  }
  closeLists(segs, values);
  return tidySentence(values.join(''));
}

/**
 * A list in optional parts ("with the sugar[, the lemon zest][ and the vanilla] for 3 minutes")
 * whose "and" part is dropped closes with "and" on the last part kept ("with the sugar and the
 * lemon zest for"), unless the sentence's own text goes on with the list (", a pinch of salt").
 */
function closeLists(segs: readonly StepSegment[], values: (string | null)[]): void {
  for (let i = 0; i < segs.length; i++) {
    if (!segs[i]!.optional || values[i] !== null) continue;
    let end = i + 1;
    while (end < segs.length && segs[end]!.optional && values[end] === null) end++;
    if (end < segs.length && segs[end]!.optional) continue; // a later part of the run is kept
    const after = values[end] ?? '';
    if (/^\s*(,|and\b)/.test(after)) continue;
    if (!segs.slice(i, end).some((seg) => seg.opensAnd)) continue;
    const kept = i - 1;
    if (kept < 0 || !segs[kept]!.optional || values[kept] === null) continue;
    if (/^,\s(?!then\b)/.test(values[kept]!)) values[kept] = values[kept]!.replace(/^,\s/, ' and ');
  }
}

/**
 * tidySentence results by input. It is a pure function of its text, and a dish's sentences
 * recur from batch to batch (same pattern, same ingredients), so most calls are one lookup
 * instead of seven regular-expression passes. Cleared when full: at most a few megabytes.
 */
const TIDIED = new Map<string, string | null>();
const MAX_TIDIED = 8_000;

/** Cleans spacing and punctuation left by dropped segments, and capitalises. */
export function tidySentence(text: string): string | null {
  const known = TIDIED.get(text);
  if (known !== undefined) return known;
  const tidied = tidy(text);
  if (TIDIED.size >= MAX_TIDIED) TIDIED.clear();
  TIDIED.set(text, tidied);
  return tidied;
}

function tidy(text: string): string | null {
  let s = text
    .replace(/\s+/g, ' ')
    .replace(/\s+([,.;:])/g, '$1')
    .replace(/([,;])\1+/g, '$1')
    .replace(/\.\s*\./g, '.')
    .trim();
  s = s.replace(/^[,;.\s]+/, '').replace(/,\s*\./g, '.');
  if (!s) return null;
  s = capitalise(s);
  if (!/[.!?]$/.test(s)) s += '.';
  return s;
}

/** Renders a title template; null when it needs an unfilled slot or repeats a name. */
export function renderTitle(
  template: string,
  scope: RenderScope,
  titleName: (item: Item, plural: boolean) => string,
): string | null {
  let parts = TITLE_TEMPLATES.get(template);
  if (!parts) {
    parts = parseParts(template, true);
    if (TITLE_TEMPLATES.size >= MAX_TEMPLATES) TITLE_TEMPLATES.clear();
    TITLE_TEMPLATES.set(template, parts);
  }
  const used: string[] = [];
  let last: { item: Item; name: string } | undefined;
  const value = fillParts(parts, (token) => {
    if (token.kind === 'cond') return token.keys.some((k) => lookup(scope, k)) ? token.text : null;
    // Titles read {key} and {key.pl} only (parseParts gives them no 'first' or 'list' tokens).
    const { key, field } = token as Extract<Token, { kind: 'field' }>;
    const item = lookup(scope, key);
    if (!item) return null;
    const name = titleName(item, field === 'pl');
    used.push(nameStem(name));
    last = field === 'pl' ? undefined : { item, name };
    return name;
  });
  if (value === null) return null;
  // 'Chicken & Chicken Risotto', 'Lemon-Lemon': a name may appear once.
  for (let i = 1; i < used.length; i++) if (used.indexOf(used[i]!) < i) return null;
  let title = value.replace(/\s+/g, ' ').trim();
  // A countable food that ends the title after 'with' or '&' is many of it: 'Seared Salmon with
  // Green Beans', not 'with Green Bean' (before a dish noun it stays singular: 'Black Bean Tacos').
  if (last?.item.info && /s$/i.test(last.item.info.textName) && title.endsWith(` ${last.name}`)) {
    const head = title.slice(0, -last.name.length);
    // A fruit that ends the title is the dish's pieces of it too: 'Lemon-Macerated Strawberries',
    // 'Warm Honeyed Pears', not '... Strawberry' (thirteenth read); a citrus stays one flavour.
    const fruit = last.item.info.ing.category === 'Fruits' && !last.item.info.roles.has('acid');
    if (/(?:\bwith|&) $/.test(head) || fruit) title = head + titleName(last.item, true);
  }
  return title;
}

/** A title name without its plural ending, lower case, cached: names come from the catalogue, a small set. */
const NAME_STEMS = new Map<string, string>();
function nameStem(name: string): string {
  let stem = NAME_STEMS.get(name);
  if (stem === undefined) {
    stem = name.toLowerCase().replace(/(ies|es|s)$/, '');
    if (NAME_STEMS.size >= MAX_TEMPLATES) NAME_STEMS.clear();
    NAME_STEMS.set(name, stem);
  }
  return stem;
}
