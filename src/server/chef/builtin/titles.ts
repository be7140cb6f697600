// Titles: template order, the variety cap's words, a travelling dish's everyday name, and the
// special ingredient named in the title.

import { titleCase } from './ingredient-names';
import type { DishPattern } from './model';
import type { Plan } from './plan';
import { titleWords, wordCap } from './variety';
import { hashString } from './random';
import { itemName, type Item } from './ingredient-lines';
import { renderTitle, type RenderScope } from './render';
import { type Candidate, TEXTURE_ROOT, TEXTURE_WORD } from './candidates';
import type { BatchState, Filled } from './slots';
import { dressedDish, whisksIntoDressing } from './accent-choice';
import { INFO_BY_ID } from './ingredients';

export function titleName(item: Item, plural: boolean): string {
  if (!item.info) return titleCase(itemName(item));
  return plural ? titleCase(item.info.textName) : item.info.titleName;
}

/**
 * Title words without the special ingredient's: every title of a special-ingredient search names it,
 * so it is what was asked for (like the cuisine), not a word the variety cap should count.
 */
export function withoutSpecial(words: string[], plan: Plan): string[] {
  const special = plan.special;
  if (!special) return words;
  const name = (special.info ? special.info.titleName : (special.name ?? special.text)).toLowerCase();
  const specialWords = new Set(titleWords(name));
  return specialWords.size ? words.filter((w) => !specialWords.has(w)) : words;
}

/** Everyday names of travelling dishes, for when they are served outside their home cuisine. */
export const BORROWED_NAMES: [RegExp, string][] = [
  [/\bPain Perdu\b/g, 'French Toast'],
  [/\bFrench Crêpes\b/g, 'Thin Pancakes'],
  [/\bCrêpes\b/g, 'Thin Pancakes'],
  [/\bFrench Omelette\b/g, 'Omelette'],
  // Cooked on the hob and finished under the grill, not in the oven (sixteenth read: 'Buffalo Tomato
  // Oven Omelette' was grilled).
  [/\bFrittata\b/g, 'Open Omelette'],
  [/\bMacedonia of\b/g, 'Fruit Salad of'],
  [/\bMacedonia\b/g, 'Fruit Salad'],
];
/** The same names in a borrowed dish's steps ('the frittata' becomes 'the open omelette'). */
const BORROWED_STEP_NAMES: [RegExp, string][] = [
  [/\bfrittatas?\b/g, 'open omelette'],
  [/\bcrêpes\b/g, 'thin pancakes'],
  [/\bcrêpe\b/g, 'thin pancake'],
  [/\bpain perdu\b/g, 'French toast'],
];
export function borrowedStepNames(step: string): string {
  let t = step;
  for (const [re, name] of BORROWED_STEP_NAMES) t = t.replace(re, name);
  return t;
}
export function borrowedTitle(title: string): string {
  let t = title;
  for (const [re, name] of BORROWED_NAMES) t = t.replace(re, name);
  return t;
}

/**
 * What orders a pattern's title templates besides the draw, per headline slot key: the rank
 * with and without an accent ('{main} ...' first, then an adjective-led template, then other
 * slots first) and 20 for a template that does not name the headline ingredient. Static
 * (templates and slot keys only), so worked out once rather than on every recipe.
 */
export const TITLE_RANKS = new WeakMap<
  DishPattern,
  Map<string | undefined, { plain: number[]; accent: number[]; missesMain: number[] }>
>();
export function titleRanks(
  pattern: DishPattern,
  mainKey: string | undefined,
): { plain: number[]; accent: number[]; missesMain: number[] } {
  let byMain = TITLE_RANKS.get(pattern);
  if (!byMain) TITLE_RANKS.set(pattern, (byMain = new Map()));
  let ranks = byMain.get(mainKey);
  if (!ranks) {
    const namesMain = (t: string) =>
      !mainKey || t.includes('{main') || t.includes(`{${mainKey}}`) || t.includes(`{${mainKey}.`);
    ranks = {
      plain: pattern.titles.map(() => 0),
      accent: pattern.titles.map((t) => (t.startsWith('{main') ? 0 : t.startsWith('{') ? 8 : 5)),
      missesMain: pattern.titles.map((t) => (namesMain(t) ? 0 : 20)),
    };
    byMain.set(mainKey, ranks);
  }
  return ranks;
}

/**
 * titleWords() of candidate titles, cached: a pure function of its arguments, and the same
 * dishes are titled again and again. Callers must not modify the returned list. Cleared when full.
 */
export const TITLE_WORDS = new Map<string, string[]>();
export function cachedTitleWords(title: string, mainId: string | undefined, cuisine: string): string[] {
  const key = `${mainId ?? ''}|${cuisine}|${title}`;
  let words = TITLE_WORDS.get(key);
  if (!words) {
    if (TITLE_WORDS.size >= 20_000) TITLE_WORDS.clear();
    words = titleWords(title, mainId, cuisine);
    TITLE_WORDS.set(key, words);
  }
  return words;
}

/** Title words of titles the cook has seen, cached: load-more sends the same titles again and again. */
export const SEEN_WORDS = new Map<string, string[]>();
export function seenTitleWords(title: string, cuisine: string | undefined): string[] {
  const key = `${cuisine ?? ''}|${title}`;
  let words = SEEN_WORDS.get(key);
  if (!words) {
    if (SEEN_WORDS.size > 20_000) SEEN_WORDS.clear();
    // Every word counts for a seen title (its main is not known for sure): the cap errs on the side of variety.
    words = titleWords(title, undefined, cuisine);
    SEEN_WORDS.set(key, words);
  }
  return words;
}

/** Slot keys a pattern's title templates name ('{veg}', '{fruit.pl}', '{main}'), worked out once. */
const TITLE_KEYS = new WeakMap<DishPattern, string[]>();
function titleKeys(pattern: DishPattern): string[] {
  let keys = TITLE_KEYS.get(pattern);
  if (!keys) {
    keys = [...new Set(pattern.titles.flatMap((t) => [...t.matchAll(/\{([a-z0-9]+)/gi)].map((m) => m[1]!)))];
    TITLE_KEYS.set(pattern, keys);
  }
  return keys;
}

/**
 * The scope as drafted, then with each pair of (non-staple) items swapped between their slots: 'Chickpea & Bell
 * Pepper Salad' with the tomatoes in the other slot is the same dish the cook saw as 'Chickpea & Tomato Salad'.
 */
function swappedScopes(scope: RenderScope, named: ReadonlySet<string>): RenderScope[] {
  const out = [scope];
  const entries = [...scope.slots.entries()].filter(([, item]) => item.info && !item.asNeeded);
  for (let i = 0; i < entries.length; i++)
    for (let j = i + 1; j < entries.length; j++) {
      // A swap between two slots no title names cannot change a title.
      if (!named.has(entries[i]![0]) && !named.has(entries[j]![0])) continue;
      const a = entries[i]![1].info!;
      const b = entries[j]![1].info!;
      if (a === b || a.ing.staple || b.ing.staple) continue;
      const [x, y] = [entries[i]![1], entries[j]![1]];
      const slots = new Map(scope.slots);
      slots.set(entries[i]![0], y);
      slots.set(entries[j]![0], x);
      // '{main}' follows its item to the other slot.
      const aliases = new Map([...(scope.aliases ?? [])].map(([k, v]) => [k, v === x ? y : v === y ? x : v]));
      out.push({ ...scope, slots, aliases });
    }
  return out;
}

/**
 * The dish's title, 'seen' when the cook has seen this dish under one of its titles, or null when
 * none fits (taken in this batch, over the variety cap). Tries templates in a seeded order drawn from the dish's
 * content, so the same dish always gets the same title.
 */
export function chooseTitle(
  c: Candidate,
  filled: Filled,
  plan: Plan,
  state: BatchState,
  scope: RenderScope,
  steps: readonly string[],
  specialTitle: string | undefined,
): { title: string; words: string[] } | 'seen' | null {
  const pattern = c.pattern;
  // Title: try templates in a seeded order that favours the first (canonical) ones.
  // With an accent, templates that start with an ingredient come first ('Miso-Glazed Chicken
  // Tacos', not 'Miso-Glazed Crispy Chicken Tacos').
  // With an accent: '{main} ...' reads best, then an adjective-led template, then other slots first.
  // A title should name the headline ingredient when there is one (titleRanks() has both ranks per template).
  const ranks = titleRanks(pattern, filled.main?.key);
  const accentRank = filled.accent ? ranks.accent : ranks.plain;
  // The draw that orders the titles comes from the dish's content, not the batch: the same dish always
  // gets the same title, so a title the cook has seen stands for its dish (issue 23: no repeats under new titles).
  const contentKey = [
    pattern.id,
    filled.accent?.id ?? '',
    ...[...filled.items.values(), ...filled.accentItems].map((i) => i.info?.id ?? i.text ?? ''),
  ].join('|');
  const contentDraw = (i: number) => (hashString(`${contentKey}#${i}`, 7) % 10_000) / 10_000;
  // A title that claims another texture than the one asked for goes last ('Crunchy Chicken Wraps' for a
  // creamy request: thirteenth read).
  const otherTexture = (t: string) =>
    plan.texture !== undefined &&
    Object.entries(TEXTURE_WORD).some(([k, w]) => k !== plan.texture && t.startsWith(`${w} `));
  const order = pattern.titles
    .map((t, i) => ({
      t,
      key: contentDraw(i) * (1 + i * 0.4) + accentRank[i]! + ranks.missesMain[i]! + (otherTexture(t) ? 100 : 0),
    }))
    .sort((a, b) => a.key - b.key)
    .map((x) => x.t);
  let allText: string | undefined; // the steps, lower case: read only for a texture, so built on demand
  let title: string | null = null;
  let titleWordList: string[] = [];
  const cap = wordCap(state.seen);
  // With an accent, the title names it; when its label is already spent (wordCap() titles of the
  // search), the plain title serves (the accent is still in the dish).
  // In creative mode a travelling dish always names the accent that gives it the cuisine.
  const labelRequired = plan.creative && pattern.cuisine !== c.cuisine;
  // A glaze whisked into a salad's dressing glazes nothing: 'Gochujang Sesame Noodle Salad'.
  const label = filled.accent
    ? dressedDish(pattern) && whisksIntoDressing(filled.accent)
      ? filled.accent.label.replace(/-Glazed$/, '')
      : filled.accent.label
    : '';
  // A label that shares a word with the title is not added ('Garlic-Rosemary Crunchy Garlic Powder Chickpeas').
  const labelWords = label
    .toLowerCase()
    .split(/[^\p{L}]+/u)
    .filter((w) => w.length >= 5);
  const sharesWord = (base: string) => {
    const lower = base.toLowerCase();
    return labelWords.some((w) => new RegExp(String.raw`\b${w}\b`).test(lower));
  };
  // Nor is one stacked on a title that opens with its own description ('Vanilla Mascarpone Warm
  // Honeyed Pear', 'Toasted Almond Lemon-Macerated Peach'), unless creative mode needs it.
  const described = (base: string) =>
    /^(Warm|Hot|Chilled|Quick|[\p{L}-]+ed)\s/u.test(base) ||
    // A sweet dish that opens with its texture takes no flavour on top ('Salted Caramel Creamy Mango Smoothie').
    (pattern.sweet === true && /^(Creamy|Crispy|Crunchy|Tender|Silky|Fudgy|Sticky|Golden)\s/.test(base));
  // A title that names the special ingredient takes no accent label too ('Kimchi Feta & Mint Gambas
  // al Ajillo with Parsley': fourteenth read), unless creative mode needs the label.
  const variants = (base: string) =>
    filled.accent &&
    !base.includes(label) &&
    !sharesWord(base) &&
    (labelRequired || (!described(base) && !specialTitle))
      ? [`${label} ${base.replace(/^(Simple|Classic) /, '')}`, ...(labelRequired ? [] : [base])]
      : [base];
  // Templates are rendered one at a time until a title fits (rendering is pure, so stopping
  // early picks the same title as rendering them all first).
  let ownTexture: boolean | undefined;
  const swappedMains: [RegExp, string][] = [];
  for (const sl of pattern.slots) {
    const only = sl.main !== undefined && sl.pick.ids?.length === 1 ? INFO_BY_ID.get(sl.pick.ids[0]!) : undefined;
    const used = filled.items.get(sl.key)?.info;
    if (only && used && used !== only)
      swappedMains.push([new RegExp(String.raw`\b${only.titleName}\b`), used.titleName]);
  }
  const finalTitle = (t0: string) => {
    // A travelling dish served in another cuisine goes by its everyday name, not its home cuisine's.
    let t = pattern.cuisine === c.cuisine ? t0 : borrowedTitle(t0);
    // A dish named after its one main ingredient made with another (a special in its place) goes by
    // what is in it: 'Halloumi Bhurji', not 'Paneer Bhurji' made with halloumi (cook read 23).
    for (const [own, used] of swappedMains) t = t.replace(own, used);
    // ('Sautéed Mushrooms with Garlic and Lamb', not 'Lamb Sautéed Mushrooms with Garlic': cook read 26.)
    if (specialTitle && !t.toLowerCase().includes(specialTitle.toLowerCase()))
      t = !/ with /.test(t)
        ? `${t} with ${specialTitle}`
        : /^\p{L}+(?:ed|é|ée|és|ées)\s/u.test(t) && !/ and /.test(t)
          ? `${t} and ${specialTitle}`
          : `${specialTitle} ${t}`;
    if (plan.texture) {
      // The title claims the texture only when a step makes it (no 'Crispy Mango Lassi').
      const root = TEXTURE_ROOT[plan.texture];
      // A texture only a topping gives (a spoon of ricotta, toasted crumbs) is not the dish's own:
      // the title does not promise a 'Creamy' dish that is creamy by a dollop (cook's read).
      if (
        !/\b(crisp|cream|tender|crunch)/i.test(t) &&
        (ownTexture ??= pattern.textures.includes(plan.texture) || ownStepsSay(pattern, root)) &&
        (allText ??= steps.join(' ').toLowerCase()).includes(root)
      ) {
        // One description in front, not a stack ('Crispy Soy-Ginger Quick Seared Chicken'): the
        // texture asked for replaces the accent's label and a 'Warm' or 'Quick', and a title that
        // still opens with its own description ('Sugar-Poached Pears') is left as it is.
        let bare = filled.accent && t.startsWith(`${label} `) && !labelRequired ? t.slice(label.length + 1) : t;
        bare = bare.replace(/^(Warm|Quick|Hot|Simple|Classic) /, '');
        if (
          !/^(\p{L}+-\p{L}+|Gently|Slow|Seared|Roasted|Glazed|Poached|Sautéed|Braised|Grilled|Baked|Honeyed|Macerated|Spiced|Caramelised|Caramelized|Toasted|Charred|Steamed|Pickled|Stuffed|Whipped|Candied)\s/u.test(
            bare,
          )
        )
          t = `${TEXTURE_WORD[plan.texture]} ${bare}`;
      }
    }
    return t;
  };
  // The cook has seen this dish under one of its titles: it is not served again under another.
  if (plan.excluded.size) {
    const named = new Set(titleKeys(pattern));
    if (filled.main && named.has('main')) named.add(filled.main.key);
    for (const s of swappedScopes(scope, named)) {
      for (const template of order) {
        const base = renderTitle(template, s, titleName);
        if (base && variants(base).some((v) => plan.excluded.has(finalTitle(v).toLowerCase()))) return 'seen';
      }
    }
  }
  titles: for (const template of order) {
    const base = renderTitle(template, scope, titleName);
    if (!base) continue;
    for (const t0 of variants(base)) {
      const t = finalTitle(t0);
      if (t.length > 200 || state.titles.has(t.toLowerCase())) continue;
      // The cook has seen this dish under this title: it is not served again under another one.
      if (plan.excluded.has(t.toLowerCase())) return 'seen';
      // Variety over the search: no title word (beyond the main ingredient and cuisine) in more than wordCap() titles.
      const words = withoutSpecial(cachedTitleWords(t, filled.main?.item.info?.id, c.cuisine), plan);
      if (words.some((w) => (state.words.get(w) ?? 0) + 1 > cap)) continue;
      title = t;
      titleWordList = words.slice();
      break titles;
    }
  }
  return title ? { title, words: titleWordList } : null;
}

/** The dish's own steps (before any topping) make the texture: 'until crisp', 'creamy', 'tender'. */
function ownStepsSay(pattern: DishPattern, root: string): boolean {
  return pattern.steps.some((step) => step.toLowerCase().includes(root));
}
