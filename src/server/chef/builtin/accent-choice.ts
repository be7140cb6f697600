// Choosing a flavour accent for a dish: one that fits its cuisine (or the creative direction's),
// does not clash with what is in it, and suits a sweet or savoury dish.

import { INFO_BY_ID } from './ingredients';
import { USABLE_ACCENTS } from './indexes';
import type { Accent, DishPattern } from './model';
import type { Plan } from './plan';
import type { Rng } from './random';
import { defaultPrep } from './phrases';
import { type Item } from './ingredient-lines';
import { type Candidate } from './candidates';

/**
 * What the engine needs of an accent, read once: for clashes(), its ids and whether it brings a
 * cheese; for its ingredient lines, each item's catalogue entry and preparation.
 */
export const ACCENT_TRAITS = new Map(
  USABLE_ACCENTS.map((a) => {
    const infos = a.items.map((item) => INFO_BY_ID.get(item.id)!);
    return [
      a,
      {
        ids: new Set(infos.map((i) => i.id)),
        cheese: infos.some((i) => i.kinds.has('cheese')),
        nut: infos.some((i) => i.kinds.has('nut')),
        items: a.items.map((item, i) => ({
          info: infos[i]!,
          g: item.g,
          prep: item.prep ?? defaultPrep(infos[i]!, undefined),
        })),
      },
    ];
  }),
);

const OTHER_CITRUS: Readonly<Record<string, string>> = { lemon: 'lime', lime: 'lemon' };
/** Accents whose body is a cream (not a caramel cooked with a spoon of it). */
const CREAM_BODIES = new Set(['creme-fraiche', 'mascarpone', 'yogurt', 'greek-yogurt', 'sour-cream']);
const CREAMS = new Set([...CREAM_BODIES, 'heavy-cream', 'ricotta', 'whipped-cream', 'cream-cheese']);

/**
 * Accents share no ingredient (and no cheese) with the dish, so a layer never doubles an item.
 * Staples too: a cook who whisked "the sugar" into the batter has none left for "Warm the sugar
 * with the ginger", and the oil the flautas fried in is not the oil the spices sizzle in (cook
 * read 4, issue 23). Nor a second nut: maple pecans over cherries already scattered with almonds
 * (eighth read); a nut the dish can do without (`droppable`, see nutsToDrop) makes way instead.
 */
export function clashes(
  accent: Accent,
  items: ReadonlyMap<string, Item>,
  droppable: ReadonlySet<string> = new Set(),
): boolean {
  const traits = ACCENT_TRAITS.get(accent)!;
  // A glaze brushed over eggs poached in sauce or scrambled is no glaze (seventh read: 'Warm the
  // BBQ sauce and brush it over the eggs').
  const brushed = /\bbrush\b/.test(accent.top);
  for (const [key, { info }] of items) {
    if (
      info &&
      (traits.ids.has(info.id) ||
        (traits.cheese && info.kinds.has('cheese')) ||
        (traits.nut && info.kinds.has('nut') && !droppable.has(key)))
    )
      return true;
    if (brushed && info?.id === 'eggs') return true;
    // Soy over a miso soup salts a salted broth twice (cook read 22: 7 tbsp miso and 3 tbsp soy).
    if (info?.id === 'miso-paste' && traits.ids.has('soy-sauce')) return true;
    // One sour citrus a dish: a lime chutney over mushrooms already squeezed with lemon reads as two
    // finishes (cook reads 23 and 24: 'the lemon juice' and a cilantro-lime chutney on one plate).
    // (Its juice: a little lime zest over honeyed apples with lemon is a garnish.)
    if (
      info &&
      OTHER_CITRUS[info.id] &&
      traits.items.some((t) => t.info.id === OTHER_CITRUS[info.id] && /juice/.test(t.prep ?? ''))
    )
      return true;
    // One cream a dish: no vanilla crème fraîche beside a crumble's spoon of yogurt or over a parfait's
    // layers of it (cook read 24: two creams served with one bowl of fruit).
    if (info && CREAMS.has(info.id) && [...traits.ids].some((id) => CREAM_BODIES.has(id))) return true;
    // Tahini and a salty cheese fight (cook read 25: a tahini-lemon swirl through a feta saganaki).
    if (info?.kinds.has('cheese') && traits.ids.has('tahini')) return true;
  }
  return false;
}

const SYRUPS = new Set(['honey', 'maple-syrup', 'sweetened-condensed-milk']);

/**
 * A sweet pairing that pours a second syrup over a dish sweetened with one (cook reads 23 and 24:
 * a balsamic-honey drizzle over a parfait already layered with maple syrup, sesame honey over cherries
 * caramelised in sugar and honey). A caramel counts as one. Preferred against, not ruled out: a
 * borrowed dish needs a pairing of the cuisine asked for, and some kitchens have only syrupy ones.
 */
export function stacksSyrup(accent: Accent, items: ReadonlyMap<string, Item>, pattern?: DishPattern): boolean {
  if (!accent.sweet) return false;
  const traits = ACCENT_TRAITS.get(accent)!;
  if (![...traits.ids].some((id) => SYRUPS.has(id)) && !/caramel/.test(accent.id)) return false;
  for (const { info } of items.values()) if (info && SYRUPS.has(info.id)) return true;
  // A dish caramelised in its own sugar is syrupy already (cook read 25: maple syrup over caramelised bananas).
  return Boolean(pattern?.steps.some((s) => /\bcarameli[sz]/i.test(s)));
}

/**
 * A sauce made for the dish (whisked, warmed, mashed or beaten: a wasabi-lime mayonnaise, lime
 * coconut milk, a honey-mustard brush) is a pairing, not a garnish: as a same-cuisine variation it
 * reads as bolted on (seventh read), so variations are garnishes only (herbs, zest, cheese, nuts,
 * a spiced oil, pesto).
 */
function garnish(a: AccentChoice): boolean {
  return !/\b(whisk|brush|warm the|mash|beat)\b/i.test(a.accent.top);
}

/** An accent that is a sauce, oil, butter or glaze spooned, drizzled or brushed over the dish. */
export function sauceAccent(a: Accent): boolean {
  return /\b(?:spoon|drizzle|brush|pour)\b/i.test(a.top);
}

const POURS = /\b(?:spoon|spooning|spooned|drizzle|drizzling|pour|brush)\b/i;
const SAUCE_WORDS =
  /\b(?:sauce|salsa|butter|dressing|glaze|tadka|syrup|oil|juices|cream|drizzle|yogurt|chutney|fruit|tomatoes|tomato mixture|pulp|soy|mayo)\b/i;
/** Pouring that is not a finish: eggs poured into the pan, a pan brushed with butter, a bowl set over a pot. */
const NOT_A_FINISH = /\bpour\w*\b[^.]*\beggs\b|\bbrush with a little\b|\bover (?:a |the )?(?:pot|pan|heat)\b/i;
const SAUCE_COMPONENT =
  /\b(?:dressing|vinaigrette|salsa|chutney|raita|tzatziki|glaze|the sauce|tahini sauce|syrup|gravy|tadka)\b/i;
/** Bottled condiments named like sauces: soy sauce in a marinade is no sauce of the dish's own. */
const CONDIMENT =
  /\b(?:soy|fish|oyster|hot|worcestershire|hoisin|sriracha|chili|bbq|maple|golden|date|rice) (?:sauce|syrup)\b/gi;
const SAUCED = new WeakMap<DishPattern, { finished: boolean; any: boolean }>();

function sauceOf(pattern: DishPattern): { finished: boolean; any: boolean } {
  let known = SAUCED.get(pattern);
  if (!known) {
    const sentences = pattern.steps.slice(-3).flatMap((s) => s.split(/(?<=\.)\s+/));
    const finished = sentences.some(
      (s) => POURS.test(s) && SAUCE_WORDS.test(s) && /\bover\b/i.test(s) && !NOT_A_FINISH.test(s),
    );
    known = { finished, any: finished || pattern.steps.some((s) => SAUCE_COMPONENT.test(s.replace(CONDIMENT, ''))) };
    SAUCED.set(pattern, known);
  }
  return known;
}

/**
 * A dish with a sauce of its own: one it ends with, spooned over (çılbır's red butter, a grill's
 * mango salsa, a dal's tadka), or one made anywhere in its steps (a dressing, salsa, chutney or
 * glaze, the sauce it cooks in). A second sauce on top of it is stacking (cook read 19: za'atar oil
 * and chilli flakes over çılbır's red butter, pesto over a chopped salad already dressed, a chipotle
 * drizzle over a bistec in its tomato sauce): such a dish takes a scattered accent (herbs, zest,
 * cheese, nuts) or none.
 */
export function saucedDish(pattern: DishPattern): boolean {
  return sauceOf(pattern).any;
}

/**
 * A pairing made cold in a bowl (a gochujang-honey, a tahini-lemon, pesto) that a dish's dressing can
 * take: whisked into the dressing, a dressed salad keeps one finish (cook read 21: a tahini-lemon
 * drizzle over a fattoush already tossed in its dressing). Not one melted, sizzled or warmed.
 */
export function whisksIntoDressing(a: Accent): boolean {
  return (
    /^(?:Whisk|Mix|Mash|Stir|Blitz|Spoon the \{a0\} over)\b/.test(a.top) &&
    !/\b(?:melt|sizzle|fry|cook)|\bwarm the\b/i.test(a.top)
  );
}

const DRESSING = /\b(?:dressing|vinaigrette)\b/i;

/** A dish dressed in the bowl (a salad, a noodle salad): one of its steps makes a dressing. */
export function dressedDish(pattern: DishPattern): boolean {
  return pattern.finish !== 'stir' && pattern.steps.some((s) => DRESSING.test(s));
}

/** The step that whisks the dish's dressing, and what the recipe calls it; -1 when none does. */
export function dressingStep(steps: readonly string[]): { at: number; word: string } {
  const i = steps.findIndex((s) => DRESSING.test(s));
  const word = i >= 0 && /\bvinaigrette\b/i.test(steps[i]!) ? 'vinaigrette' : 'dressing';
  if (i >= 0 && /\b(?:whisk|shake)\b/i.test(steps[i]!)) return { at: i, word };
  // 'Whisk the vinegar with the rest of the oil...', then 'Toss the cucumber ... and the dressing.'
  if (i > 0 && /^Whisk\b/.test(steps[i - 1]!)) return { at: i - 1, word };
  return { at: -1, word };
}

/** A stir-fry's sauce stirred in a small bowl and poured in later ('Stir the soy sauce and sugar with water in a small bowl'). */
const MIXED_SAUCE = /^(?:Stir|Whisk|Mix) (?:together )?the [^.]*\bin a small bowl\b/;

/** That step, where a cold pairing joins the sauce (cook read 22: a gochujang drizzle over a sauced stir-fry); -1 when none. */
export function mixedSauceStep(steps: readonly string[]): { at: number; word: string } {
  const at = steps.findIndex((s) => MIXED_SAUCE.test(s));
  return { at: at >= 0 && steps.slice(at + 1).some((s) => /\bthe sauce\b/.test(s)) ? at : -1, word: 'sauce' };
}

/** A dish that ends with its own sauce spooned over it (the narrower test: see saucedDish). */
export function finishedWithSauce(pattern: DishPattern): boolean {
  return sauceOf(pattern).finished;
}

export const NOT_SWEET = new Set([
  'red-chili',
  'jalapeno',
  'serrano',
  'chili-powder',
  'cayenne',
  'red-pepper-flakes',
  'dried-chilies',
  'gochujang',
  'sriracha',
  'hot-sauce',
  'chipotle-in-adobo',
  'kimchi',
  'smoked-paprika',
  'paprika',
  'black-pepper',
  'cumin',
  'garlic',
  'onion',
  'soy-sauce',
  'miso-paste',
]);

/** An accent a dish may take under the plan, with what the plan fixes about it. */
export interface AccentChoice {
  accent: Accent;
  weight: number;
  /** Exploring: made of things the cook does not have yet (staples aside). */
  fresh: boolean;
  /** Cooking from the pantry: everything in it is on hand (or a staple). */
  onHand: boolean;
}

/**
 * Mayonnaise or coconut milk spooned over noodles or stirred into a broth reads as a clash (thirteenth
 * read: a wasabi-lime mayonnaise stirred through udon broth, lime coconut milk over chow mein).
 */
export const NOODLES_OR_BROTH =
  /\b(noodles?|udon|ramen|soba|chow mein|lo mein|pad see ew|pad thai|soup|broth|congee|pho|laksa)\b/i;
const CREAMY_SAUCES = new Set(['mayonnaise', 'coconut-milk']);

/** The accents a dish may take under the plan (sweetness, cuisine, diet), before clashes with its items. */
export function accentChoices(c: Candidate, plan: Plan): readonly AccentChoice[] {
  if (c.prep.accents) return c.prep.accents;
  const sweet = Boolean(c.pattern.sweet);
  const noodlesOrBroth = NOODLES_OR_BROTH.test(`${c.pattern.dish} ${c.pattern.id}`);
  const crispTopped = c.pattern.finish !== 'stir' && c.pattern.textures.some((t) => t === 'crispy' || t === 'crunchy');
  const servedCold = c.pattern.steps.some((t) => /\b(?:chill|chilled|refrigerate|serve cold|served cold)\b/i.test(t));
  const from = c.accentFrom ?? [c.pattern.cuisine];
  const preferred = plan.directionCuisines.filter((d) => from.includes(d));
  const onHandItem = (item: Accent['items'][number]) => plan.pantry.has(item.id) || INFO_BY_ID.get(item.id)!.ing.staple;
  const weightOf = (a: Accent) => {
    let w = 1;
    for (const t of a.tags) w *= plan.tagBoost.get(t) ?? 1;
    for (const item of a.items) w *= plan.feedback.ingredient.get(item.id) ?? 1;
    if (!plan.ignorePantry) {
      // Cooking from the pantry: accents the cook can make from what they have win clearly.
      const have = a.items.filter(onHandItem).length;
      w *= (1 + (4 * have) / a.items.length) ** 2;
    }
    return w;
  };
  c.prep.accents = USABLE_ACCENTS.filter(
    (a) =>
      a.sweet === sweet &&
      // No chilli, smoke or pepper on a sweet dish (issue 23), whatever its cuisine's accents.
      !(sweet && a.items.some((item) => NOT_SWEET.has(item.id))) &&
      (preferred.length ? preferred : from).includes(a.cuisine) &&
      a.items.every((item) => !plan.banned.has(item.id)) &&
      !(noodlesOrBroth && a.items.some((item) => CREAMY_SAUCES.has(item.id))) &&
      // No warm coconut milk spooned over a dish served chilled (fifteenth read: chilled deviled eggs),
      // nor over one that is crisp (sixteenth read: coconut milk poured over a crisp spinach pancake).
      !((servedCold || crispTopped) && a.items.some((item) => item.id === 'coconut-milk')),
  ).map((accent) => ({
    accent,
    weight: weightOf(accent),
    fresh: accent.items.every((item) => !plan.pantry.has(item.id) || INFO_BY_ID.get(item.id)!.ing.staple),
    onHand: accent.items.every(onHandItem),
  }));
  return c.prep.accents;
}

export function pickAccent(choices: readonly AccentChoice[], rng: Rng): Accent | undefined {
  const weights = choices.map((a) => a.weight);
  return choices[rng.weightedIndex(weights, choices.length)]?.accent;
}

export function chooseAccent(
  c: Candidate,
  plan: Plan,
  rng: Rng,
  items: ReadonlyMap<string, Item>,
): Accent | undefined | 'fail' {
  // A drink or a dish closed around its filling has nowhere to put one: a creative pairing cannot
  // be made on it, a variation is left out.
  // (A closed dish finished by stirring takes it stirred into its filling while it cooks: sloppy joes.)
  if (c.pattern.drink || (c.pattern.closed && c.pattern.finish !== 'stir')) return c.accentFrom ? 'fail' : undefined;
  const choices = accentChoices(c, plan);
  const droppable = nutsToDrop(c.pattern, items);
  const sauced = saucedDish(c.pattern);
  if (!c.accentFrom && !plan.ignorePantry) {
    // The common case, cooking from the pantry without a creative accent: the general path
    // below, with the usable accents filtered in one go (on hand first, the cheaper test) and
    // the list built only when the 1-in-5 draw asks for it. Same draws: rng.next() runs
    // exactly when some accent is available.
    const available = (a: AccentChoice) =>
      a.onHand &&
      garnish(a) &&
      !(sauced && sauceAccent(a.accent)) &&
      !clashes(a.accent, items, droppable) &&
      !stacksSyrup(a.accent, items, c.pattern);
    if (!choices.some(available) || rng.next() > 0.2) return undefined;
    return pickAccent(choices.filter(available), rng);
  }
  let usable = choices.filter((a) => !clashes(a.accent, items, droppable));
  const calm = usable.filter((a) => !stacksSyrup(a.accent, items, c.pattern));
  if (calm.length) usable = calm;
  // A dish with its own sauce: a creative pairing is scattered over it when one can be (else it is
  // still spooned on: the pairing is what was asked for, and a dish that made way for another left
  // 1 in 100 creative batches short); a variation is scattered or left out.
  if (sauced) {
    const scattered = usable.filter((a) => !sauceAccent(a.accent));
    if (scattered.length || !c.accentFrom) usable = scattered;
  }
  if (plan.ignorePantry) {
    // Exploring: accents made of things the cook does not have yet (a creative pairing
    // needs one, so it may fall back to any).
    const fresh = usable.filter((a) => a.fresh);
    if (fresh.length || !c.accentFrom) usable = fresh;
  }
  // A sweet dish no pairing suits (a vegan fruit dessert in creative mode) is served with the
  // direction alone rather than not at all (sixth read: 'vegan comfort food' desserts came back empty).
  // Only the cuisine's own dishes: a borrowed one keeps its pairing, or it is not that cuisine's.
  // A creative direction served with the dish's own cuisine's accent is a variation too: a garnish
  // when one is usable (seventh read: lime coconut milk spooned over a 'protein-packed' pad kra pao).
  if (c.accentFrom) {
    const own = usable.filter((a) => a.accent.cuisine !== c.pattern.cuisine || garnish(a));
    if (own.length) usable = own;
  }
  // The same holds for a savoury dish of the asked cuisine when the diet rules every pairing out
  // ('vegan' Italian dinners came back empty: each pairing held cheese, anchovy or honey).
  if (c.accentFrom)
    return (
      pickAccent(usable, rng) ??
      ((c.pattern.sweet || Object.values(plan.diet).some(Boolean)) && plan.cuisines.includes(c.pattern.cuisine)
        ? undefined
        : 'fail')
    );
  // Same-cuisine accents are an occasional variation, and only from what is on hand.
  const available = (plan.ignorePantry ? usable : usable.filter((a) => a.onHand)).filter(garnish);
  if (!available.length || rng.next() > 0.2) return undefined;
  return pickAccent(available, rng);
}

/** Optional nuts the dish can lose to an accent's own (a scatter of walnuts, not the almond cake's almonds). */
export function nutsToDrop(pattern: DishPattern, items: ReadonlyMap<string, Item>): Set<string> {
  const out = new Set<string>();
  for (const slot of pattern.slots)
    if (slot.need !== 'required' && slot.main === undefined && items.get(slot.key)?.info?.kinds.has('nut'))
      out.add(slot.key);
  return out;
}
