// Questions about the recipe attached to a conversation. Every number here is computed:
// scaling uses the shared units code (scaleIngredientLine), nutrition comes from the recipe's
// own per-serving figures (which the chef engine computes from the catalogue).

import type { AttachedRecipe } from '../../../../shared/api/chat';
import { INGREDIENTS } from '../../../chef/builtin/ingredients';
import { parseIngredientLine, scaleIngredientLine } from '../../../../shared/kitchen/units';
import { convertIngredientLine, type UnitSystem } from '../../../../shared/kitchen/measurements';
import { SIDES_BY_CUISINE, SIDES_BY_MAIN, TOPPINGS_BY_DISH } from './knowledge/pairings';
import { DAIRY_FREE_SWAPS, RENNET_CHEESES, SUBSTITUTIONS, VEGETARIAN_SWAPS } from './knowledge/substitutions';
import { allMatches, anyPhrase, bestMatch, COUNT_WORDS, hasPhrase, normalize } from './text';

/** Spec section 9: a recipe without servings counts as 4. */
export const DEFAULT_SERVINGS = 4;

const WORD_NUMBERS = COUNT_WORDS;

/** How many pieces the recipe makes, when its method says ('This makes about 40.', 'makes 12 rolls'). */
export function recipeYield(recipe: AttachedRecipe): number | undefined {
  const text = normalize((recipe.instructions ?? []).join(' '));
  const m =
    /\b(?:makes?|making|yields?|you should get|you will get|you'll get)\s+(?:about |around |roughly |approximately |up to )?(\d+)(?:\s*(?:-|to)\s*(\d+))?\b(?!\s*(?:min|mins|minutes?|hours?|hrs?|g|kg|ml|l|cm|mm|inch\w*|servings?|portions?|people|cups?|litres?|liters?|tbsp|tsp|%|degrees?|°))/.exec(
      text,
    );
  // 'Cut into 16 squares', 'slice into 12 bars': a tray bake's pieces.
  const cut =
    m ??
    /\b(?:cut|cutting|slice|slicing|divide|dividing|portion|portioning)\s+(?:it |them )?into\s+(\d+)(?:\s*(?:-|to)\s*(\d+))?\s+(?:squares|bars|slices|pieces|wedges|fingers|triangles|rectangles|portions)\b/.exec(
      text,
    );
  if (!cut) return undefined;
  const n = cut[2] ? (Number(cut[1]) + Number(cut[2])) / 2 : Number(cut[1]);
  return n >= 2 && n <= 500 ? n : undefined;
}

/** People, portions and units: what a count of pieces is not ('120 of these' is pieces, '12 people' is not). */
const NOT_PIECES =
  /^(people|persons?|guests?|adults?|kids|children|servings?|portions?|plates?|of us|eaters|min|mins|minutes?|hours?|hrs?|days?|weeks?|g|kg|grams?|ml|cm|mm|degrees?|batch(?:es)?|lots|times|years?|months?|loaf|loaves|tins?|trays?|traybakes?)$/;

/** The servings a cook asks for: 'scale it to 6 servings', 'for 8 people', 'double it'. */
export function requestedServings(question: string, base: number, recipe?: AttachedRecipe): number | undefined {
  const q = withoutShares(normalize(question));
  const num = String.raw`(\d+|${Object.keys(WORD_NUMBERS).join('|')})`;
  // 'Want to make about 120 of these': pieces, against the number the method says it makes.
  const made = recipe ? recipeYield(recipe) : undefined;
  if (made) {
    const pieces =
      /\b(?:make|making|need|want|do|doing|get|fill|shape|roll)\s+(?:about |around |roughly |approx\w* |at least )?(\d+)\s+(?:of (?:these|them|those)\b|([a-z]+))/.exec(
        q,
      );
    if (pieces && !(pieces[2] && NOT_PIECES.test(pieces[2]))) {
      const n = Number(pieces[1]);
      if (n > 0 && n <= 2000) return Math.round(((base * n) / made) * 100) / 100;
    }
  }
  // 'for two tarts', 'three batches', 'two loaves': whole recipes, so every amount times that.
  const whole = new RegExp(
    String.raw`\b${num}\s+(?:batch(?:es)?|lots|loaves|loaf|cakes?|tarts?|pies?|quiches?|trays?|tins?|traybakes?|times the recipe)\b`,
  ).exec(q);
  if (whole) {
    const n = /^\d+$/.test(whole[1]!) ? Number(whole[1]) : WORD_NUMBERS[whole[1]!];
    if (n !== undefined && n > 0 && n <= 20) return base * n;
  }
  // 'me and my other half, so I want to halve this': the verb says how much, whoever eats it.
  if (/\bhalve[ds]?\b|\bhalving\b|\bhalf (?:the|this|it|of it|of the)\b|\bin half\b/.test(q)) return base / 2;
  const patterns = [
    new RegExp(String.raw`${num}\s*(?:servings?|portions?|people|persons|guests|adults|kids|of us|eaters|plates)\b`),
    new RegExp(String.raw`\bmake\s+(?:a\s+)?${num}\b`),
    new RegExp(String.raw`\b(?:serves?|serving|feed|feeds|for|to)\s+${num}\b`),
  ];
  for (const re of patterns) {
    const m = re.exec(q);
    if (m) {
      const n = /^\d+$/.test(m[1]!) ? Number(m[1]) : WORD_NUMBERS[m[1]!];
      if (n !== undefined && n > 0) return n;
    }
  }
  // A bare number after a recipe ('and 12?', 'what about 10'): the servings wanted.
  const bare = new RegExp(
    String.raw`^(?:and |ok |okay |now |so |what about |how about )*(?:for |to )?${num}\s*\??$`,
  ).exec(q.trim());
  if (bare) {
    const n = /^\d+$/.test(bare[1]!) ? Number(bare[1]) : WORD_NUMBERS[bare[1]!];
    if (n !== undefined && n > 0) return n;
  }
  if (/\b(double|doubled|twice)\b/.test(q)) return base * 2;
  if (/\b(triple|tripled|three times)\b/.test(q)) return base * 3;
  if (/\b(halve|halved|half)\b/.test(q)) return base / 2;
  return undefined;
}

/**
 * 'About half of them split open', 'a third of these stuck': a share of the pieces already made,
 * which tells what happened to them, never how much to make.
 */
function withoutShares(q: string): string {
  // 'Reduce by half', 'cut the potatoes in half': a step of the method, not a smaller recipe.
  q = q.replace(
    /\b(?:reduc\w*|boil\w* (?:it )?down|simmer\w*|cut|cutting|slice\w*|split\w*)\b(?![^.?!,]{0,25}?\b(?:recipe|it|this|everything|amounts?|quantit\w*|ingredients|batch|servings?|portions?)\b)[^.?!,]{0,25}?\b(?:by|to|in)\s+(?:about |roughly )?(?:half|a third|two-thirds|a quarter)\b/g,
    ' ',
  );
  return q.replace(
    /\b(?:about |around |roughly |nearly |almost |over |more than |less than |at least )?(?:half|a third|a quarter|most|some) of (?:them|these|those|mine|the batch)\b/g,
    ' ',
  );
}

export function isScaleQuestion(question: string): boolean {
  const q = withoutShares(question);
  // 'i need three cakes', 'two batches please': whole recipes.
  if (
    /\b(?:\d+|two|three|four|five|six|double)\s+(?:batch(?:es)?|lots|loaves|cakes|tarts|pies|quiches|trays|traybakes)\b/.test(
      q,
    ) &&
    !/\b(how long|minutes|oven|bake them|cool|keep|store|freeze)\b/.test(q)
  )
    return true;
  // 'make it for 2', 'cook this for 10' (not 'cook it for 20 minutes').
  if (
    /\b(make|cook|do|prepare|adjust|change) (it|this|them|the recipe)( recipe)? for (\d+|two|three|four|five|six|seven|eight|nine|ten|twelve)\b(?!\s*(min|mins|minutes?|hours?|hrs?|seconds?|degrees?|°))/.test(
      q,
    )
  )
    return true;
  // 'for two please', 'make a dozen' (not 'bake it for 20').
  if (
    /\b(?:for|serve|feed|make)\s+(?:a\s+)?(?:\d+|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|twenty|dozen)\b(?!\s*(?:min|mins|minutes?|hours?|hrs?|seconds?|degrees?|°|days?|weeks?|months?))/.test(
      q,
    ) &&
    !/\b(how long|bake|cook|roast|simmer|fry|boil|grill|rest|chill|freeze|keep|marinate)\b/.test(q)
  )
    return true;
  // A follow-up that only gives a number ('and for 6?', 'what about 10?').
  if (
    /^(?:and |ok |okay |now |so |what about |how about |and what about )*(?:for |to )?(?:\d+|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|twenty)\s*\??$/.test(
      q.trim(),
    )
  )
    return true;
  return /\b(scale|scaling|servings?|portions?|people|persons|guests|serve|serves|feed|double|halve|half|triple|quantities|amounts)\b/.test(
    q,
  );
}

/** The recipe at `target` servings; with the cook's unit system, every amount reads in it (issue 29). */
export function scaleRecipe(recipe: AttachedRecipe, target: number, unitSystem?: UnitSystem | null): string {
  const base = recipe.servings ?? DEFAULT_SERVINGS;
  const ingredients = recipe.ingredients ?? [];
  if (target > 100)
    return 'That is more than I can scale a home recipe to: up to 100 servings works. For a crowd, make several batches.';
  const factor = target / base;
  const pretty = Number(factor.toFixed(2));
  const head = `**"${recipe.title}" for ${fmtServings(target)}** (the recipe makes ${fmtServings(base)}, so every amount is multiplied by ${pretty}):`;
  if (ingredients.length === 0)
    return `${head}\n\nI don't have this recipe's ingredient list; multiply each amount by ${pretty}.`;
  const scaleOne = (line: string) =>
    unitSystem ? scaleTotal(convertIngredientLine(line, unitSystem, factor), line, factor) : scaleLine(line, factor);
  // 'For the spice paste: 8 shallots, 6 garlic cloves, ...': each amount after the label scales too.
  const lines = ingredients.map((line) => {
    const group = /^(for the [^:]{2,40}:\s*)(.+)$/i.exec(line);
    if (!group || !/\d/.test(group[2]!)) return `- ${scaleOne(line)}`;
    return `- ${group[1]}${group[2]!
      .split(/,\s+(?=\d)/)
      .map(scaleOne)
      .join(', ')}`;
  });
  // A braise or stew takes its hours to go tender whatever the amount (fresh17: 'does the 4 hours go down to 2?').
  const slow =
    (recipe.cookingTime ?? 0) >= 90 ||
    (recipe.instructions ?? []).some((s) => /\b\d+(?:[-–]\d+(?:\s*1\/2)?)?\s*(?:hours?|hrs?)\b/i.test(s));
  const notes: string[] = [];
  const bakeNote = scaledBakeNote(recipe, factor);
  if (bakeNote) notes.push(bakeNote);
  else if (factor > 1.5 && !slow)
    notes.push(
      'Use a bigger pan or two pans so the depth stays about the same; cooking times grow less than the amounts, so check for doneness early.',
    );
  if (bakeNote) {
    // said above
  } else if (slow && factor !== 1)
    notes.push(
      `The cooking time stays about the same: a ${factor < 1 ? 'smaller' : 'bigger'} pot of a slow-cooked dish still needs its hours to go tender, so cook it until tender rather than by the clock (start checking a little early${factor < 1 ? '' : ', and allow longer to come to the boil'}), in a ${factor < 1 ? 'smaller pan so the liquid does not boil away too fast' : 'pot wide enough to keep it in an even layer'}.`,
    );
  else if (factor < 1) notes.push('Use a smaller pan and start checking for doneness a little earlier.');
  if (
    ingredients.some((l) => /\b(baking powder|baking soda|yeast|salt|cayenne|chili|chilli)\b/i.test(l)) &&
    factor >= 2
  )
    notes.push(
      'Salt, strong spices and leavening can be added a little under the full amount, then adjusted to taste.',
    );
  return [head, '', ...lines, ...(notes.length ? ['', notes.join(' ')] : [])].join('\n');
}

/**
 * A dish finished by baking (moussaka, lasagne, a gratin or crumble) made for more people: the time
 * does not grow with the amounts. More dishes of the recipe's size bake in about the same time; one
 * deeper dish needs longer, and a smaller one less.
 */
export function scaledBakeNote(recipe: AttachedRecipe, factor: number): string | undefined {
  const bake = (recipe.instructions ?? []).find((s) => /\bbake\b[^.]*?\d+\s*(?:[-–]\s*\d+\s*)?min/i.test(s));
  if (!bake || factor === 1) return undefined;
  const time = /(\d+\s*(?:[-–]\s*\d+\s*)?)min\w*/i.exec(bake)?.[1]?.replace(/\s+/g, '');
  const said = time ? ` (${time} minutes)` : '';
  if (factor < 1)
    return `Bake it in a smaller dish so it stays about as deep, at the same temperature, and start checking 5-10 minutes before the recipe's time${said}.`;
  const dishes = Math.ceil(factor - 0.25);
  // The recipe's own word for what it bakes in: 'a 20 cm square tin', 'a baking dish'.
  const vessel =
    /\b(tin|pan|dish|tray)s?\b/
      .exec(normalize((recipe.instructions ?? []).join(' ')))?.[1]
      ?.replace(/^dish$/, 'dishe') ?? 'dishe';
  // Cakes, brownies and bread are tested with a skewer, not for a piping-hot middle.
  if (isBake(recipe) && dishes >= 2)
    return `**Don't double the baking time**: the time depends on the depth of the ${vessel.replace(/^dishe$/, 'dish')}, not the amount. One ${vessel.replace(/^dishe$/, 'dish')} the same size won't hold it all: the mixture would be too deep, so the edges overbake before the middle sets. Make it in **${dishes} ${vessel}s** the size the recipe uses (or one with ${dishes} times the area, about the same depth) and bake at the same temperature for about the same time${said}, a few minutes longer with a fuller oven, swapping the shelves halfway. Test the middle as the recipe says (a skewer or the wobble) from the recipe's time.`;
  return `**Don't double the baking time**: the time depends on the depth of the dish, not the amount. ${dishes >= 2 ? `One ${vessel.replace(/^dishe$/, 'dish')} the same size won't hold it all at the same depth: make it in **${dishes} ${vessel}s** the size the recipe uses and bake them at the same temperature for about the same time${said}, allowing **10-15 minutes longer** with a fuller oven and swapping the shelves halfway.` : 'In a dish big enough to keep the same depth it bakes in about the same time.'} One bigger, deeper dish needs longer, often **15-20 minutes more**: cover it loosely with foil if the top browns first, and check that the middle is piping hot (75 °C / 165 °F) and bubbling.`;
}

/**
 * '4 cod fillets (about 600 g)': the bracket is the total, so it scales with the count. A
 * bracket without 'about' is a pack size ('1 can (400 g)') and stays as written.
 */
/** '1/3 x 400 ml tin coconut milk': the amount worked out, with the tin it comes from. */
function tinShare(scaled: string, original: string): string {
  const m = /^(\d+ )?(\d)\/(\d) x (\d+) ?(ml|g) (tins?|cans?|packs?|jars?|cartons?|pots?) (.+)$/i.exec(scaled);
  if (!m) return scaled;
  // The food as the recipe names it ('chopped tomatoes'), not as a count of one would.
  m[7] = /(?:tins?|cans?|packs?|jars?|cartons?|pots?) (.+)$/i.exec(original)?.[1] ?? m[7]!;
  const share = Number(m[1] ?? 0) + Number(m[2]) / Number(m[3]);
  const amount = Math.round((share * Number(m[4])) / 5) * 5;
  const of = m[1] ? `${m[1]}${m[2]}/${m[3]}` : `${m[2]}/${m[3]} of a`;
  return `about ${amount} ${m[5]} ${m[7]} (${of} ${m[4]} ${m[5]} ${m[6]!.replace(/s$/, '')})`;
}

/** A count after a part of a fruit ('Juice of 4 lemons', 'zest of 2 limes'): the lemons are the amount. */
const PART_OF =
  /^(\s*(?:the )?(?:finely )?(?:grated )?(?:juice|zest|juice and zest|zest and juice|flesh|seeds|leaves|yolks|whites) of )(\d+(?:\.\d+)?|\d+\/\d+)\s+(.+)$/i;

/**
 * One ingredient line at `factor` times: its leading amount, a count after 'juice of' or 'zest of'
 * ('Juice of 4 lemons' for 8 is 'Juice of 8 lemons'), and a total in brackets ('(about 160 ml)').
 */
export function scaleLine(line: string, factor: number): string {
  const part = PART_OF.exec(line);
  if (part && factor !== 1) {
    const inner = scaleIngredientLine(`${part[2]} ${part[3]}`, factor);
    return scaleTotal(`${part[1]}${inner}`, line, factor);
  }
  return scaleTotal(scaleIngredientLine(line, factor), line, factor);
}

export function scaleTotal(scaled: string, original: string, factor: number): string {
  scaled = tinShare(scaled, original);
  const total =
    /\((about|approximately|approx\.?|roughly|around|in total|total)\s+(\d+(?:\.\d+)?)\s*(g|kg|ml|l|oz|lb|lbs)\)/i;
  const before = total.exec(original);
  const now = total.exec(scaled);
  if (!before || !now || now[2] !== before[2]) return scaled;
  const value = Number(before[2]) * factor;
  const shown = value >= 100 ? String(Math.round(value / 5) * 5) : String(Number(value.toFixed(1)));
  return scaled.replace(total, `(${before[1]} ${shown} ${before[3]})`);
}

function fmtServings(n: number): string {
  const v = Number.isInteger(n) ? String(n) : String(Number(n.toFixed(1)));
  return `${v} serving${n === 1 ? '' : 's'}`;
}

/** Lines of the recipe that mention the ingredient the cook wants to swap. */
function linesWith(recipe: AttachedRecipe, keys: readonly string[]): string[] {
  return (recipe.ingredients ?? []).filter((line) => {
    const l = normalize(line);
    // 'coconut milk' is not the milk of a milk swap, nor 'peanut butter' butter.
    return keys.some((k) => hasPhrase(l, k) && !NOT_REALLY.some((n) => n !== k && n.includes(k) && l.includes(n)));
  });
}

const SUBSTITUTE_WORDS = [
  'substitute',
  'substitution',
  'instead of',
  'replace',
  'replacement',
  'swap',
  "don't have",
  'do not have',
  'dont have',
  'out of',
  'ran out',
  'run out',
  'alternative',
  'without',
  'in place of',
  'use instead',
];

export function isSubstituteQuestion(q: string): boolean {
  return (
    anyPhrase(q, SUBSTITUTE_WORDS) ||
    /\bcan i use\b|\bcould i use\b|\binstead\b|\b(have|got) no\b|\bwhat else\b|\bno more\b/.test(q) ||
    // 'I can't find tamarind', 'we're out of cream', 'don't have any mirin': the cook needs a swap.
    /\b(can'?t|cannot|couldn'?t|could not) (find|get)\b|\b(out of|ran out|run out|don'?t have|do not have|haven'?t got|have not got)\b/.test(
      q,
    )
  );
}

/** One-word food names ('pomegranate', 'coconut', 'peanut'), for telling a food's own kind of another. */
const FOOD_WORDS = new Set(
  INGREDIENTS.flatMap((i) => i.names)
    .map((n) => normalize(n))
    .filter((n) => /^[a-z]{4,}$/.test(n)),
);

/**
 * 'Pomegranate molasses' is not molasses, nor 'peanut butter' butter: a food named right before the
 * swap's own name makes another ingredient, which that swap does not answer.
 */
function namesAnotherFood(q: string, keys: readonly string[]): boolean {
  const key = keys.filter((k) => hasPhrase(q, k)).sort((a, b) => b.length - a.length)[0];
  if (!key) return false;
  const before = new RegExp(String.raw`\b([a-z]+) ${key.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\b`).exec(q)?.[1];
  return Boolean(before && FOOD_WORDS.has(before) && !keys.some((k) => k.includes(before)));
}

/** 'What can I use instead of the buttermilk in this?' with the recipe's own amount. */
export function substituteInRecipe(recipe: AttachedRecipe, question: string): string | undefined {
  const q = normalize(question);
  let sub = bestMatch(q, SUBSTITUTIONS);
  if (sub && namesAnotherFood(q, sub.keys)) sub = undefined;
  let lines = sub ? linesWith(recipe, sub.keys) : [];
  // 'Can I use long grain rice for this?' names only the replacement: the recipe's own line of the
  // same food ('300 g arborio rice') is what it replaces.
  let named = '';
  if (lines.length === 0) {
    // 'Instead of the coconut milk' names what is replaced: the swaps for it, found above or not at all.
    if (/\b(instead of|in place of|replace|rather than)\b/.test(q)) return undefined;
    const used =
      /\b(?:can|could) (?:i|we|you) (?:use|try|do it with|make it with)\s+(?:some |a |an |the |normal |regular |ordinary |plain )?([a-z][a-z -]{1,30}?)\s*(?:for (?:this|it)|in (?:this|it)|instead|here)?\s*\??$/.exec(
        q,
      );
    const head = used?.[1]
      ?.trim()
      .split(/\s+/)
      .at(-1)
      ?.replace(/(es|s)$/, '');
    const own =
      head && head.length >= 3
        ? (recipe.ingredients ?? []).find((l) => new RegExp(`\\b${head}`).test(normalize(l)))
        : undefined;
    sub = own ? bestMatch(normalize(own), SUBSTITUTIONS) : undefined;
    // 'Normal rice' for a risotto's arborio is ordinary rice, not the recipe's own.
    const ordinary = /\b(normal|regular|ordinary|plain) [a-z]/.exec(q)?.[1];
    if (!sub || !own || (!ordinary && hasPhrase(normalize(own), used![1]!.trim()))) return undefined;
    lines = [own];
    named = `${ordinary ? `${ordinary} ` : ''}${used![1]!.trim()}`;
  }
  if (!sub) return undefined;
  const line = lines[0]!;
  const ratio = amountRatio(line, sub.per);
  const flat = (t: string) => normalize(t).replace(/-/g, ' ');
  const kind = flat(named)
    .replace(/^(normal|regular|ordinary|plain) /, '')
    .replace(/ [a-z]+$/, '');
  const listed =
    named && !/^(normal|regular|ordinary|plain) /.test(flat(named)) && sub.options.some((o) => flat(o).includes(kind));
  const out = [
    `Your recipe uses **${line}**. ${sub.ingredient} swaps, per ${sub.per}:`,
    '',
    ...sub.options.map((o) => `- ${o}`),
    ...(named && !listed
      ? [
          '',
          `**${named}** is not one of them: expect a different result (${sub.note ?? 'it cooks and tastes differently'}).`,
        ]
      : []),
  ];
  if (ratio && Math.abs(ratio - 1) > 0.01) {
    out.push(
      '',
      `Your recipe needs ${Number(ratio.toFixed(2))} times that amount, so for example: **${scaleIngredientLine(sub.options[0]!, ratio)}**.`,
    );
  }
  if (sub.note) out.push('', sub.note);
  return out.join('\n');
}

const VOLUME_ML: Record<string, number> = { tsp: 4.929, tbsp: 14.787, cup: 236.588, ml: 1, l: 1000 };

/** How many times the substitution's `per` amount the recipe line holds (same unit family only). */
function amountRatio(line: string, per: string): number | undefined {
  const a = parseIngredientLine(line);
  const b = parseIngredientLine(per);
  if (!a.quantity || !b.quantity) return undefined;
  if (a.unit && b.unit && VOLUME_ML[a.unit] && VOLUME_ML[b.unit]) {
    return (a.quantity.value * VOLUME_ML[a.unit]!) / (b.quantity.value * VOLUME_ML[b.unit]!);
  }
  if (!a.unit && !b.unit) return a.quantity.value / b.quantity.value;
  if (a.unit === b.unit) return a.quantity.value / b.quantity.value;
  return undefined;
}

/** Words that contain a dairy or meat key but are not that ingredient. */
const NOT_REALLY = [
  'peanut butter',
  'almond butter',
  'nut butter',
  'apple butter',
  'cocoa butter',
  'coconut milk',
  'almond milk',
  'oat milk',
  'soy milk',
  'coconut cream',
  'cream of tartar',
  'vegetable stock',
  'vegetable broth',
  'mushroom',
  'plant butter',
  'vegan',
];

function swapsFor(
  recipe: AttachedRecipe,
  table: readonly { keys: readonly string[]; swap: string }[],
): { line: string; swap: string }[] {
  const found: { line: string; swap: string }[] = [];
  for (const line of recipe.ingredients ?? []) {
    const l = normalize(line);
    if (NOT_REALLY.some((n) => l.includes(n))) continue;
    const hit = allMatches(l, table)[0];
    if (hit) found.push({ line, swap: hit.swap });
  }
  return found;
}

export function makeVegetarian(recipe: AttachedRecipe, vegan: boolean): string {
  const swaps = swapsFor(recipe, VEGETARIAN_SWAPS);
  const extra = vegan ? swapsFor(recipe, DAIRY_FREE_SWAPS) : [];
  const eggs = vegan ? (recipe.ingredients ?? []).filter((l) => /\beggs?\b/i.test(l)) : [];
  const honey = vegan ? (recipe.ingredients ?? []).filter((l) => /\bhoney\b/i.test(l)) : [];
  const all = [
    ...swaps,
    ...extra,
    ...eggs.map((line) => ({ line, swap: '1 flax egg per egg (1 tbsp ground flaxseed + 3 tbsp water)' })),
    ...honey.map((line) => ({ line, swap: 'maple syrup or agave, same amount' })),
  ];
  const what = vegan ? 'vegan' : 'vegetarian';
  const rennet = vegan ? [] : swapsFor(recipe, RENNET_CHEESES);
  const cheeseNote = rennet.length
    ? ` For strict vegetarians: **${rennet.map((r) => r.line).join('**, **')}**: use ${rennet[0]!.swap}.`
    : '';
  // 'Still eats eggs and dairy, does the rest stay the same?': the eggs and dairy stay as written.
  const kept = vegan
    ? []
    : (recipe.ingredients ?? []).filter(
        (l) => /\b(eggs?|egg yolks?|milk|butter|cream|yogh?urt|cheese)\b/i.test(l) && !all.some((s) => s.line === l),
      );
  const part = /\b(topping|custard|glaze|batter|sauce)\b/.exec(normalize((recipe.instructions ?? []).join(' ')))?.[1];
  const keptNote = kept.length
    ? ` Everything else stays the same: eggs and dairy are vegetarian, so keep **${kept.join('**, **')}** as written${part ? ` (the ${part} is unchanged)` : ''}.`
    : '';
  if (all.length === 0)
    return `Good news: as written, "${recipe.title}" is already ${what}: none of its ingredients are ${vegan ? 'animal products' : 'meat or fish'}. Check labels of stocks and sauces.${cheeseNote}`;
  // 'Can I make this for her as it is?': why it is not vegan as written, before the swaps.
  const animal = vegan ? animalKinds(all.map((s) => s.line)) : [];
  const rennetMade = vegan ? swapsFor(recipe, RENNET_CHEESES) : [];
  const why = animal.length
    ? `As written it is **not vegan**: it has ${animal.join(', ')}.${rennetMade.length ? ` Traditional Parmesan-style hard cheeses are not even vegetarian: they are made with **animal rennet**.` : ''}\n\n`
    : '';
  return [
    `${why}To make "${recipe.title}" **${what}**, swap:`,
    '',
    ...all.map((s) => `- **${s.line}**: use ${s.swap}`),
    '',
    `Cook the swaps as the recipe says; tofu and mushrooms brown best in a hot pan, and lentils or chickpeas only need heating through.${keptNote}${cheeseNote}`,
  ].join('\n');
}

/** The kinds of animal product among a recipe's lines, in a cook's words ('dairy (cheese, milk)'). */
function animalKinds(lines: readonly string[]): string[] {
  const text = normalize(lines.join(' \n '));
  const kinds: [string, RegExp][] = [
    [
      'meat',
      /\b(beef|pork|lamb|chicken|turkey|duck|bacon|pancetta|ham|sausages?|chorizo|mince|veal|prosciutto|guanciale|lard)\b/,
    ],
    [
      'fish or seafood',
      /\b(fish|anchov\w*|prawns?|shrimp|salmon|tuna|cod|squid|mussels?|clams?|crab|fish sauce|dashi|bonito)\b/,
    ],
    [
      'dairy',
      /\b(?<!(?:peanut|nut|almond|cashew|cocoa|coconut|oat|soy|soya|rice|plant|vegan|apple|shea) )(milk|butter|cream|cheese|yogh?urt)\b|\b(parmesan|pecorino|ghee|creme fraiche|crème fraîche|mozzarella|feta|ricotta)\b/,
    ],
    ['eggs', /\beggs?\b/],
    ['honey', /\bhoney\b/],
    ['gelatine', /\bgelatine?\b/],
  ];
  return kinds.filter(([, re]) => re.test(text)).map(([k]) => k);
}

export function makeDairyFree(recipe: AttachedRecipe): string {
  const swaps = swapsFor(recipe, DAIRY_FREE_SWAPS);
  if (swaps.length === 0)
    return `"${recipe.title}" is already dairy-free as written: no milk, butter, cream, yogurt or cheese. Check labels of stocks and sauces.`;
  return [
    `To make "${recipe.title}" **dairy-free**, swap:`,
    '',
    ...swaps.map((s) => `- **${s.line}**: use ${s.swap}`),
    ...(swaps.some((s) => /coconut milk|oat cream/.test(s.swap))
      ? ['', 'Coconut milk adds a little sweetness; oat cream is the most neutral.']
      : []),
  ].join('\n');
}

/** A bake (a loaf, a cake, cookies, a pie): made ahead and kept as a bake, not prepped like a stew. */
export function isBake(recipe: AttachedRecipe): boolean {
  const title = normalize(recipe.title);
  if (BAKE_TITLE.test(title)) return true;
  const text = normalize([...(recipe.ingredients ?? []), ...(recipe.instructions ?? [])].join(' \n '));
  return (
    /\bflour\b/.test(text) &&
    /\bsugar\b/.test(text) &&
    /\b(bake|baked|oven)\b/.test(text) &&
    !/\b(fry|fried|simmer)\w*/.test(text)
  );
}

const BAKE_TITLE =
  /\b(bread|loaf|cakes?|cupcakes?|muffins?|brownies?|blondies|cookies?|biscuits?|scones?|shortbread|flapjacks?|traybake|bars|pie|tart|cheesecake|crumble|cobbler|sponge pudding|toffee pudding|bread pudding|bread and butter pudding)\b/;

function makeAheadBake(recipe: AttachedRecipe): string {
  const title = normalize(recipe.title);
  const text = normalize((recipe.ingredients ?? []).join(' \n '));
  const out = [`For "${recipe.title}", you can do this ahead:`, ''];
  if (/\b(cookies?|biscuits?)\b/.test(title)) {
    out.push(
      '- **Make the dough** up to 3 days ahead and keep it wrapped in the fridge (the flavour even improves), or scoop it into balls and **freeze** them for up to 3 months; bake from frozen, adding 1-2 minutes.',
      '- **Bake them** 2-3 days ahead: once cool, keep them in an **airtight tin or container** at room temperature (a slice of bread in the tin keeps chewy cookies soft). Baked cookies freeze for up to 3 months.',
    );
  } else if (/\bcheesecakes?\b/.test(title)) {
    out.push(
      '- **Bake it 1-2 days ahead**: a cheesecake needs at least 4 hours (better overnight) in the fridge to set, and keeps **5 days** covered in the fridge.',
      '- Add fruit, sauce or cream toppings on the day; or freeze it, wrapped, for up to 2 months and thaw it overnight in the fridge.',
    );
  } else if (/\bpudding\b/.test(title)) {
    out.push(
      '- **Bake it 1-2 days ahead**: cool it, cover it and keep it in the **fridge**, with any sauce in its own container; a sponge pudding is often moister the next day.',
      '- Or freeze the baked pudding, wrapped, for up to 3 months, and thaw it overnight in the fridge.',
    );
  } else if (/\b(pie|tart)\b/.test(title)) {
    out.push(
      '- **Make the pastry** up to 2 days ahead, wrapped in the fridge (or freeze it for 3 months).',
      '- Fruit pies keep 1-2 days covered at room temperature; custard, cream and cheesecake fillings must be kept in the fridge (3-4 days).',
    );
  } else {
    out.push(
      '- **Bake it** 1-2 days ahead: cool it completely, wrap it well (or keep it in an **airtight container**) at room temperature; quick breads and cakes are often moister the next day.',
      '- Or bake it weeks ahead and **freeze** it, wrapped, for up to 3 months; thaw it still wrapped at room temperature.',
    );
    if (/\b(frosting|icing|buttercream|cream cheese|whipped cream|ganache)\b/.test(text))
      out.push(
        '- Frost or fill it on the day (or the evening before, kept in the fridge if the frosting has cream cheese or cream).',
      );
    else out.push('- **Measure the dry ingredients** the day before so mixing is quick.');
  }
  return out.join('\n');
}

export function makeAhead(recipe: AttachedRecipe): string {
  if (/\b(pancakes?|waffles?|crepes?|crêpes?|yorkshire puddings?|batter)\b/.test(normalize(recipe.title)))
    return [
      `For "${recipe.title}", you can do this ahead:`,
      '',
      '- **Mix the dry ingredients** the night before, and whisk the wet ones separately in a jug in the fridge; combine them in the morning.',
      '- Or make the whole **batter the night before** and keep it covered in the fridge: crepe and Yorkshire pudding batters improve, but batters raised with baking powder or soda lose some lift overnight, so stir in an extra 1/2 tsp baking powder before cooking.',
      '- Cooked ones keep 2-3 days in the fridge or 2-3 months frozen; reheat in the toaster or oven.',
    ].join('\n');
  if (isBake(recipe)) return makeAheadBake(recipe);
  const text = normalize([...(recipe.ingredients ?? []), ...(recipe.instructions ?? [])].join(' \n '));
  const ahead: string[] = [];
  const later: string[] = [];
  // Chopping ahead is advice for vegetables and aromatics, not for nuts or chocolate.
  if (
    /\b(chop|dice|slice|mince|grate|peel|cut)\w*/.test(text) &&
    /\b(onions?|garlic|peppers?|carrots?|celery|ginger|shallots?|leeks?|zucchini|courgettes?|mushrooms?|potato(es)?|cabbage|broccoli|cauliflower|spring onions?|scallions?|tomato(es)?|squash|aubergines?|eggplants?|chillies|chilies|chiles?|chilli|chili|beans|vegetables?)\b/.test(
      text,
    )
  )
    ahead.push(
      '**Chop and measure** the vegetables and aromatics up to 1 day ahead; keep them covered in the fridge (cut onions and garlic in a sealed container).',
    );
  if (/\b(marinade|marinate)\w*/.test(text)) {
    // An acidic marinade (citrus, vinegar, yogurt) softens the surface of meat when left too long.
    const acid = /\b(lemons?|limes?|oranges?|vinegar|yogh?urt|buttermilk|pineapple|wine)\b/.exec(text)?.[1];
    ahead.push(
      acid
        ? `**Marinate** the meat in the fridge the night before, up to about **24 hours** for chicken or pork (fish only 30 minutes): the **acid** in the ${acid.replace(/s$/, '')} keeps working, and after a day or two it breaks down the surface so the meat turns **soft, mushy or mealy** in texture. For 2 days ahead, mix the marinade and keep it covered in the fridge, and add the meat the night before.`
        : '**Marinate** the meat or tofu in the fridge the night before, up to 24 hours (fish only 30 minutes).',
    );
  }
  if (/\b(sauce|dressing|vinaigrette|salsa|pesto|glaze)\b/.test(text))
    ahead.push('**Make the sauce or dressing** up to 3 days ahead and refrigerate; rewarm sauces gently.');
  if (/\b(rice|quinoa|couscous|lentils|beans|farro|barley)\b/.test(text))
    ahead.push(
      '**Cook the grains or beans** up to 3-4 days ahead (USDA FoodKeeper); cool them quickly and reheat until steaming.',
    );
  if (/\b(soup|stew|braise|curry|chili|ragu|ragù|simmer)\w*/.test(text))
    ahead.push(
      '**Soups, stews, braises and curries** taste even better the next day: cook fully, cool within 2 hours, refrigerate up to 3-4 days, reheat to 165 °F (74 °C).',
    );
  if (/\b(dough|pastry|crust)\b/.test(text))
    ahead.push('**Make the dough** a day ahead and keep it wrapped in the fridge.');
  // A dish assembled in a baking dish and baked (enchiladas, a pie with a mash top, lasagne).
  if (
    /\b(baking dish|ovenproof dish|casserole dish|pie dish|roasting tin|dish)\b/.test(text) &&
    /\b(bake|oven)\w*/.test(text)
  )
    ahead.push(
      '**Assemble the whole dish** up to 1 day ahead, cover it and keep it in the fridge (within 2 hours of cooking any filling); bake it from cold, adding **10-15 minutes** to the time, until it is piping hot in the middle, **165 °F (74 °C)**.',
    );
  if (/\b(fry|fried|crisp|crispy|crunchy)\w*/.test(text)) later.push('anything fried or crispy');
  if (/\b(pasta|spaghetti|noodles|penne|linguine)\b/.test(text))
    later.push('the pasta or noodles (cook just before serving)');
  if (/\b(salad|greens|lettuce|arugula)\b/.test(text)) later.push('dressing the salad');
  if (/\b(basil|cilantro|parsley|mint|chives|dill)\b/.test(text)) later.push('the fresh herbs (add at the end)');
  if (ahead.length === 0)
    ahead.push(
      '**Measure and prep** every ingredient (mise en place) up to a day ahead and keep it covered in the fridge.',
    );
  const out = [`For "${recipe.title}", you can do this ahead:`, '', ...ahead.map((a) => `- ${a}`)];
  if (later.length) out.push('', `Leave until just before serving: ${later.join(', ')}.`);
  out.push('', 'Cooked leftovers keep 3-4 days in the fridge (USDA FoodKeeper).');
  return out.join('\n');
}

export function nutritionAnswer(recipe: AttachedRecipe, question: string): string {
  const n = recipe.nutrition;
  if (!n)
    return `I don't have nutrition figures for "${recipe.title}". Open the recipe card's details to see them when the recipe has them.`;
  const servings = recipe.servings ?? DEFAULT_SERVINGS;
  const q = normalize(question);
  const whole = /\b(whole|entire|total|all of it|the recipe in total)\b/.test(q);
  // The cook's own spelling: 'fibre' or 'fiber'.
  const fiber = /\bfibre\b/.test(q) ? 'fibre' : 'fiber';
  const per = `**Per serving** (the recipe makes ${servings}): **${Math.round(n.calories)} calories**, ${round1(n.protein)} g protein, ${round1(n.carbs)} g carbohydrate, ${round1(n.fat)} g fat, ${round1(n.fiber)} g ${fiber}.`;
  const total = `**Whole recipe:** ${Math.round(n.calories * servings)} calories, ${round1(n.protein * servings)} g protein, ${round1(n.carbs * servings)} g carbohydrate, ${round1(n.fat * servings)} g fat, ${round1(n.fiber * servings)} g ${fiber}.`;
  // 'If I have 2 servings', 'two bowls', '3 portions': the per-serving figures times that many.
  const eaten =
    /\b(\d{1,2}|one|two|three|four|five|six|seven|eight|nine|ten)\s+(servings?|portions?|bowls?|bowlfuls?|plates?|plateful|helpings?)\b/.exec(
      q,
    );
  // 'If I have two', 'two of them': servings by count, with no word for the portion.
  const bare = eaten
    ? undefined
    : /\b(?:have|eat|had|ate|having|eating|scoff|scoffed)\s+(\d|two|three|four|five|six)\b(?!\s*(?:g\b|grams?|days?|times?|hours?|nights?|weeks?|kids|children|people|of us|slices?|pieces?|squares?|bars?|cookies?|biscuits?|muffins?))|\b(\d|two|three|four|five|six) of (?:them|these|those)\b/.exec(
        q,
      );
  const counted = eaten?.[1] ?? bare?.[1] ?? bare?.[2];
  const count = counted ? Number(counted) || WORD_NUMBERS[counted] : undefined;
  // 'Half the pan', 'a quarter of the tray': a share of the whole recipe, in servings.
  const share =
    /\b(half|a third|a quarter|three quarters) (?:of )?(?:the |this |a |my |that )?(?:whole )?(pan|pot|dish|tray|traybake|recipe|batch|pie|loaf|cake|tin|lot|skillet|casserole|bowl|quiche|tart|pizza)\b/.exec(
      q,
    );
  const fraction = share
    ? ({ half: 1 / 2, 'a third': 1 / 3, 'a quarter': 1 / 4, 'three quarters': 3 / 4 } as Record<string, number>)[
        share[1]!
      ]
    : undefined;
  const figures = (k: number) =>
    `${Math.round(n.calories * k)} calories, ${round1(n.protein * k)} g protein, ${round1(n.carbs * k)} g carbohydrate, ${round1(n.fat * k)} g fat, ${round1(n.fiber * k)} g ${fiber}.`;
  const several =
    fraction && servings * fraction !== 1
      ? `**${share![1]![0]!.toUpperCase()}${share![1]!.slice(1)} the ${share![2]} (${round1(servings * fraction)} of ${servings} servings):** ${figures(servings * fraction)}`
      : count && count > 1 && count <= 20 && count !== servings
        ? `**For ${count} ${(eaten?.[2] ?? 'serving').replace(/s$/, '')}s:** ${figures(count)}`
        : undefined;
  // Watching carbohydrate (diabetes, low-carb): where the carbs come from and how to lower them.
  const starches = /\b(diabet\w*|carbs?|carbohydrates?|blood sugar|glyc\w*)\b/.test(q)
    ? (recipe.ingredients ?? []).filter(
        (l) =>
          /\b(rice|pasta|noodles?|spaghetti|potato(es)?|bread|buns?|tortillas?|flour|sugar|honey|couscous|naan|wraps?|oats)\b/i.test(
            l,
          ) && !/\b(wine|vinegar|paper|bran oil)\b/i.test(l),
      )
    : [];
  const carbs = starches.length
    ? [
        '',
        `Most of the carbohydrate comes from ${starches.map((l) => `**${l}**`).join(', ')}. To lower it, serve a smaller portion of the starch (or swap half the rice or pasta for cauliflower rice or extra vegetables) and keep the protein and vegetables as they are; for diabetes, a dietitian can say how many grams a meal should have.`,
      ]
    : [];
  return [
    per,
    ...(several ? ['', several] : []),
    ...(whole ? ['', total] : []),
    ...carbs,
    '',
    'Chowdr computes these from USDA FoodData Central values for the ingredients, so they are estimates; brands and exact portions vary.',
  ].join('\n');
}

const round1 = (v: number) => Number(v.toFixed(1));

const BREAKFAST_SIDES = ['fresh berries or sliced fruit', 'maple syrup or honey', 'crispy bacon or sausages', 'yogurt'];
/** Bakes are served with drinks and spreads, not side dishes. */
const BAKE_SIDES = [
  'a spread of butter, cream cheese or nut butter',
  'coffee or tea',
  'fresh fruit or Greek yogurt',
  'a scoop of ice cream or whipped cream (as a dessert)',
];
/** A pudding's partners: cold cream, custard or ice cream, and something sharp. */
const DESSERT_SIDES = [
  'vanilla ice cream',
  'warm custard',
  'pouring cream, clotted cream or crème fraîche',
  'fresh berries for something sharp',
];
const BAKES = /\b(bread|loaf|cake|muffins?|brownies?|cookies?|scones?|pie|tart|cupcakes?|banana bread|biscuits?)\b/;

export function serveWith(recipe: AttachedRecipe): string {
  const text = normalize(`${recipe.title} ${(recipe.ingredients ?? []).join(' ')}`);
  // A title names its dish last ('Thai Green Chicken Curry' is a curry): the last main it names.
  const byMain = allMatches(normalize(recipe.title), SIDES_BY_MAIN).at(-1) ?? bestMatch(text, SIDES_BY_MAIN);
  const byCuisine =
    recipe.mealType && normalize(recipe.mealType) === 'breakfast'
      ? BREAKFAST_SIDES
      : recipe.cuisine
        ? SIDES_BY_CUISINE[normalize(recipe.cuisine)]
        : undefined;
  // A fish pie or a quiche is a main course, not a bake for coffee: savoury or for lunch or dinner.
  const meal = recipe.mealType ? normalize(recipe.mealType) : '';
  const baked =
    BAKES.test(normalize(recipe.title)) &&
    !/\b(soup|stew|chili|curry|pot pie|shepherd|cottage|fish|chicken|beef|pork|lamb|steak|mince|sausage|ham|cheese and onion|leek|mushroom|vegetable|game|pasty|quiche)\b/.test(
      normalize(recipe.title),
    ) &&
    meal !== 'lunch' &&
    meal !== 'dinner';
  // A pudding is served with what goes on a pudding ('Sticky Toffee Pudding' is no main course).
  const pudding =
    (meal === 'dessert' ||
      /\b(pudding|crumble|cobbler|pavlova|cheesecake|tiramisu|trifle|panna cotta|sundae)\b/.test(
        normalize(recipe.title),
      )) &&
    !/\b(yorkshire|black pudding|savoury|savory)\b/.test(normalize(recipe.title));
  const sides = pudding
    ? [...DESSERT_SIDES]
    : baked
      ? [...BAKE_SIDES]
      : [...new Set([...(byCuisine ?? []), ...(byMain?.sides ?? [])])].slice(0, 5);
  if (sides.length === 0) sides.push('a crisp green salad', 'crusty bread', 'roasted seasonal vegetables');
  return [
    `Good partners for "${recipe.title}":`,
    '',
    ...sides.map((s) => `- ${s}`),
    '',
    pudding
      ? 'Something cold and creamy beside a warm pudding, or something sharp beside a rich one.'
      : 'Pick one starch and one fresh, acidic side to balance a rich main.',
  ].join('\n');
}

/** What goes on top of the recipe's dish ('what toppings?'), by the dish its title names last. */
export function toppingsFor(recipe: AttachedRecipe): string | undefined {
  const row = allMatches(normalize(recipe.title), TOPPINGS_BY_DISH).at(-1);
  if (!row) return undefined;
  return [
    `Toppings for "${recipe.title}":`,
    '',
    ...row.toppings.map((t) => `- ${t}`),
    '',
    'Set them out in bowls so everyone tops their own.',
  ].join('\n');
}

/** The recipe's main protein line, for 'how do I know it is done?'. */
export function recipeSubject(recipe: AttachedRecipe): string {
  return normalize(`${recipe.title} ${(recipe.ingredients ?? []).join(' ')}`);
}
