// 'How long to roast parsnips?', 'how many minutes do you steam asparagus?': a computed answer
// from the cooking-times table (knowledge/cooking-times.ts), for any food in it and any method
// the question names; with no method named, the usual two or three.

import type { AssistantAnswer } from './assistant';
import { COOKING_TIMES, DIAL_F, type CookMethod, type CookingTime, type MethodTime } from './knowledge/cooking-times';
import { cToF, hasPhrase } from './text';

/** A question about how long something cooks (not how long it keeps, thaws, rests or marinates). */
const TIMING =
  /\b(how long|how many (minutes|mins|hours|hrs)|how much time|cooking time|cook time|baking time|roasting time|boiling time|steaming time|what time|timings?|when (is|are) (the |my |a |an )?[a-z ]+ (done|ready|cooked)|when (should|do|does|shall|must) (it|they|the [a-z]+|[a-z]+) go in|when (should|do|shall) (i|we) put (it|them|the [a-z]+) in)\b/;

/** Questions about something other than cooking it: keeping, thawing, resting, marinating, reheating. */
const NOT_COOKING =
  /\b(keeps?|kept|keeping|lasts?|lasting|stays?|store|stored|storing|storage|fridge|refrigerat\w*|freezer|freeze|shelf|go bad|goes bad|gone bad|go off|goes off|good for|still good|expire\w*|leftovers?|thaw\w*|defrost\w*|rest|rests|resting|rested|marinat\w*|marinade|brine|brining|brined|cure|curing|soak|soaking|reheat\w*|re-heat\w*|warm up|cool|cooling|cool down|sit out|left out|sitting out|leave (it |them |\w+ )?out|leaving (it |them |\w+ )?out|out after cook\w*|food poisoning|how long can (i|you|we) (leave|keep|eat|store)|stand out|out of the fridge|(left|sit|sat|be|stay) at room temperature|digest\w*|safe to eat after|after eating|germinate|grow|growing|ripen\w*|sprout (them|it)|what order|which order|timeline|one oven|at the same time|timing help|time it all)\b/;

/** Method words, in the table's terms. Air-frying and microwaving are read first ('fry', 'oven'). */
const METHOD_WORDS: readonly [CookMethod | 'deep-fry', RegExp][] = [
  ['air-fry', /\b(air[- ]?fr(y|ies|ied|ying|yer|yers)|airfr(y|yer|ied|ying))\b/],
  ['microwave', /\b(microwav\w*|nuke)\b/],
  ['deep-fry', /\b(deep[- ]?fr(y|ied|ying|yer))\b/],
  ['poach', /\b(poach|poached|poaching)\b/],
  ['steam', /\b(steam|steamed|steaming|steamer)\b/],
  [
    'grill',
    /\b(grill|grills|grilled|grilling|griddle|griddled|broil|broiled|broiling|broiler|bbq|barbecue|barbecued|barbeque|chargrill\w*|char-grill\w*)\b/,
  ],
  ['roast', /\b(roast|roasts|roasted|roasting|roasties|tray[- ]bake)\b/],
  ['bake', /\b(bake|bakes|baked|baking|jacket)\b/],
  [
    'pan-fry',
    /\b(pan[- ]?fr(y|ied|ying)|fry|fries|fried|frying|saute|sauté|sauteed|sautéed|sauteing|sear|seared|searing|stir[- ]?fr(y|ied|ying)|skillet|frying pan|on the hob|stovetop|stove top|in a pan)\b/,
  ],
  ['simmer', /\b(simmer|simmered|simmering|stew|stewed|stewing|braise|braised)\b/],
  ['boil', /\b(boil|boils|boiled|boiling|parboil\w*)\b/],
];

const METHOD_NAME: Readonly<Record<CookMethod | 'deep-fry', string>> = {
  boil: 'boil',
  simmer: 'simmer',
  steam: 'steam',
  roast: 'roast',
  bake: 'bake',
  'pan-fry': 'pan-fry',
  grill: 'grill / broil',
  'air-fry': 'air-fry',
  microwave: 'microwave',
  poach: 'poach',
  'deep-fry': 'deep-fry',
};

/** A method not in a row that another of its methods stands for ('bake' a chicken breast is 'roast'). */
const SAME_AS: Partial<Record<CookMethod, readonly CookMethod[]>> = {
  roast: ['bake'],
  bake: ['roast'],
  boil: ['simmer', 'poach'],
  simmer: ['boil', 'poach'],
  poach: ['simmer', 'boil'],
};

/** The answer to a cooking-time question about a food in the table, or undefined. */
export function cookingTimeAnswer(q: string): AssistantAnswer | undefined {
  // 'on a medium heat' is no doneness.
  const text = q.toLowerCase().replace(/\b(on |over )?(a )?(medium|medium-high|medium-low|low|high) heat\b/g, ' ');
  if (!TIMING.test(text) || NOT_COOKING.test(text)) return undefined;
  let row = foodOf(text);
  if (!row) return undefined;
  // 'a 2 kg chicken' is a whole bird, whatever words sit between.
  if (
    (WEIGHT.test(text) || PER_WEIGHT.test(text)) &&
    !row.perKg &&
    /\bchicken\b/.test(text) &&
    bestKey(row, text) === 'chicken'
  )
    row = COOKING_TIMES.find((r) => r.perKg) ?? row;
  // 'carrot cake', 'fish pie', 'chicken soup', 'potato salad': a dish made with the food, which
  // cooks nothing like it; and a slow cooker or sous vide is a method the table has no times for.
  // A key that names a dish word itself ('salad potatoes', 'omelette') is the food asked about.
  const key = bestKey(row, text);
  if (DISH.test(DISH.test(key) ? text.replace(key, ' ') : text)) return undefined;
  if (OTHER_APPLIANCE.test(text) || PREPARED.test(text)) return undefined;
  const method = methodOf(text, row);
  if (method === undefined) return { kind: 'technique', text: usualText(row, text) };
  const found = pick(row, method, text);
  if (!found) return { kind: 'technique', text: missingText(row, method) };
  return {
    kind: 'technique',
    text: `**${row.food}**\n\n${methodLine(found.method, found.time, row, text)}${footer(row, text)}`,
  };
}

/** Dishes made from a food in the table, whose cooking time is the dish's, not the food's. */
const DISH =
  /\b(cakes?|cupcakes?|bread|loaf|muffins?|brownies?|pies?|tarts?|quiche|soups?|stock|broth|sauce|gravy|curry|curries|stew|casserole|chilli|chili|risotto|lasagne|lasagna|pudding|crumble|salad|sandwich|pizza|nuggets|kiev|fingers|fishcakes?|gratin|dauphinoise|fritters?|rolls?|wellington|en croute|pastry|pasties|dumplings?|biscuits?|cookies|scones?|jam|chutney|pickles?|pasta bake|potato bake|tuna bake|pancakes?|waffles|custard|cheesecake|souffle|soufflé|frittata|hash|kebabs?|tikka|satay|fried rice|noodle soup|rings|crisps|jerky|confit|pate|pâté)\b/;

/** Appliances and methods the table has no times for: left to the other answers. */
const OTHER_APPLIANCE =
  /\b(slow cooker|slow cook\w*|crock ?pot|pressure cook\w*|instant pot|sous vide|smoker|smoke|smoked|smoking|rice cooker|dehydrat\w*|halogen|campfire|pizza oven|aga)\b/;

/** 'minutes per pound': the whole-bird rule. */
const PER_WEIGHT = /\bper (pound|lb|kg|kilo|kilogram|500 ?g|450 ?g)\b/;

/** Foods already cooked or prepared: heating them through is no cooking time from raw. */
const PREPARED =
  /\b(tinned|canned|can of|tin of|precooked|pre-cooked|ready cooked|ready-cooked|instant rice|instant noodles|pouch|baked beans|refried beans)\b/;

const WEIGHT = /(\d+(?:\.\d+)?)\s*-?\s*(kg|kilos?|kilograms?|lbs?|pounds?)\b/;

/**
 * The row whose key names the food: the longest key, not counting a leading method word, so
 * 'roast chicken legs' is chicken legs, not a roast chicken; on a tie the longer key wins
 * ('roast chicken' over 'chicken', 'fried egg' over 'egg').
 */
function foodOf(text: string): CookingTime | undefined {
  let best: CookingTime | undefined;
  let score = [0, 0];
  for (const row of COOKING_TIMES) {
    for (const key of row.keys) {
      if (!hasPhrase(text, key)) continue;
      const s = [key.replace(LEADING_METHOD, '').length, key.length];
      if (s[0]! > score[0]! || (s[0] === score[0] && s[1]! > score[1]!)) {
        best = row;
        score = s;
      }
    }
  }
  return best;
}

const LEADING_METHOD = /^(roast|roasted|roasting|baked|fried|poached|boiled|jacket|whole roast) /;

const bestKey = (row: CookingTime, text: string) =>
  row.keys.filter((k) => hasPhrase(text, k)).sort((a, b) => b.length - a.length)[0] ?? '';

/** The method the question names: the first one written, air-frying and microwaving before all. */
function methodOf(text: string, row: CookingTime): CookMethod | 'deep-fry' | undefined {
  // The food's own name may hold a method word ('fried egg', 'roast potatoes', 'poached eggs'):
  // that counts only when no other method is named.
  const food = bestKey(row, text);
  const rest = food ? text.replace(food, ' ') : text;
  const named = (t: string) => {
    let best: { m: CookMethod | 'deep-fry'; at: number } | undefined;
    for (const [m, re] of METHOD_WORDS) {
      const hit = re.exec(t);
      if (!hit) continue;
      if (m === 'air-fry' || m === 'microwave') return m;
      // 'chips' and 'fries' name the food, not frying.
      if (m === 'pan-fry' && /^fries$/.test(hit[0]) && /\bfries\b/.test(food)) continue;
      if (!best || hit.index < best.at) best = { m, at: hit.index };
    }
    return best?.m;
  };
  // 'in the oven' says bake or roast only when nothing more exact is named ('roast potatoes in the oven').
  return named(rest) ?? named(food) ?? (/\b(oven|ovens)\b/.test(text) ? 'bake' : undefined);
}

function pick(row: CookingTime, method: CookMethod | 'deep-fry', text: string) {
  if (method === 'deep-fry') return undefined;
  for (const m of [method, ...(SAME_AS[method] ?? [])]) {
    const variant = [...(row.variants ?? [])]
      .filter((v) => v.method === m && v.words.some((w) => new RegExp(`\\b${w}\\b`).test(text)))
      .sort((a, b) => longest(b.words, text) - longest(a.words, text))[0];
    if (variant) return { method: m, time: variant.time };
    const time = row.methods[m];
    if (time) return { method: m, time };
  }
  return undefined;
}

const longest = (words: readonly string[], text: string) =>
  Math.max(0, ...words.filter((w) => new RegExp(`\\b${w}\\b`).test(text)).map((w) => w.length));

function usualText(row: CookingTime, text: string): string {
  const variant = [...(row.variants ?? [])].sort((a, b) => longest(b.words, text) - longest(a.words, text))[0];
  const chosen = variant && longest(variant.words, text) > 0 ? variant : undefined;
  const methods = Object.entries(row.methods).slice(0, 3) as [CookMethod, MethodTime][];
  const lines = methods.map(([m, time]) => {
    const t = chosen && chosen.method === m ? chosen.time : time;
    return `- ${methodLine(m, t, row, text)}`;
  });
  const others = Object.keys(row.methods).slice(3) as CookMethod[];
  const more = others.length
    ? `\n\nI also have times to ${others.map((m) => `**${METHOD_NAME[m]}**`).join(', ')} it.`
    : '';
  return `**${row.food}**\n\n${lines.join('\n')}${more}${footer(row, text)}`;
}

function missingText(row: CookingTime, method: CookMethod | 'deep-fry'): string {
  const has = Object.keys(row.methods) as CookMethod[];
  const [first] = has;
  const usual = first ? `\n\n${methodLine(first, row.methods[first]!, row, '')}` : '';
  return (
    `I have no time to **${METHOD_NAME[method]}** ${lowerFood(row)}; the methods I have times for are ` +
    `${has.map((m) => `**${METHOD_NAME[m]}**`).join(', ')}.${usual}${footer(row)}`
  );
}

const lowerFood = (row: CookingTime) => row.food.split(' (')[0]!.toLowerCase();

/** One method: temperature, time, doneness sign, and the cut or step that matters. */
function methodLine(method: CookMethod, time: MethodTime, row: CookingTime, text: string): string {
  const name = METHOD_NAME[method];
  const cap = name[0]!.toUpperCase() + name.slice(1);
  let temp = '';
  if (time.c !== undefined) {
    const f = DIAL_F[time.c] ?? cToF(time.c);
    const fan = method === 'roast' || method === 'bake' ? ` (fan ${time.c - 20} °C)` : '';
    temp = ` at **${time.c} °C / ${f} °F**${fan}`;
  }
  const weighed = row.perKg && row.perKg.method === method ? byWeight(row.perKg, text) : undefined;
  const minutes = weighed?.line ?? `**${span(time.minutes[0], time.minutes[1])}${time.perSide ? ' per side' : ''}**`;
  const note = time.note && !weighed ? ` ${time.note[0]!.toUpperCase()}${time.note.slice(1)}.` : '';
  return `**${cap}**${temp}: ${minutes}, ${time.done}.${note}${weighed?.when ?? ''}`;
}

/** 'a 2 kg chicken': the per-pound rule worked out for that weight. */
function byWeight(rule: NonNullable<CookingTime['perKg']>, text: string): { line: string; when: string } | undefined {
  const m = WEIGHT.exec(text);
  if (!m) return undefined;
  const n = Number(m[1]);
  const kg = /^k/.test(m[2]!) ? n : n / 2.2046;
  if (!Number.isFinite(kg) || kg < 0.5 || kg > 15) return undefined;
  const total = Math.round((kg * rule.minutes + rule.plus) / 5) * 5;
  const weight = /^k/.test(m[2]!) ? `${n} kg (${(n * 2.2046).toFixed(1)} lb)` : `${n} lb (${kg.toFixed(1)} kg)`;
  return {
    line: `about **${clock(total)}** for ${weight} (${rule.minutes / 2} minutes per 500 g${rule.plus ? ` plus ${rule.plus}` : ''})`,
    when: servedAt(text, total, kg >= 4 ? 45 : 15),
  };
}

/** 'want to eat at 6pm': work back from the meal through the rest and the oven time. */
const EAT_AT =
  /\b(?:eat|eating|serve|serving|dinner|lunch|tea|on the table|ready|carve|carving)\b[a-z ]{0,12}?\b(?:at|by|for)\s+(\d{1,2})(?:[:.](\d{2}))?\s*(am|pm)\b/;

function servedAt(text: string, total: number, rest: number): string {
  const m = EAT_AT.exec(text);
  if (!m) return '';
  let hour = Number(m[1]) % 12;
  if (m[3] === 'pm') hour += 12;
  const eat = hour * 60 + Number(m[2] ?? 0);
  const out = eat - rest;
  const start = Math.floor((out - total) / 5) * 5;
  if (start < 0) return '';
  const at = (min: number) => {
    const h = Math.floor(min / 60) % 24;
    const mm = min % 60;
    return `${h % 12 || 12}:${String(mm).padStart(2, '0')} ${h < 12 ? 'am' : 'pm'}`;
  };
  return ` To eat at ${at(eat)}, let it **rest ${rest} minutes** under foil (out of the oven at ${at(out)}), so it goes in at about **${at(start)}**: take it out of the fridge 30 minutes before and preheat the oven.`;
}

/** '12-15 minutes', '1-2 hours', '1 hr 20 min'. */
function span(lo: number, hi: number): string {
  if (hi < 90) return lo === hi ? `${lo} minutes` : `${lo}-${hi} minutes`;
  if (lo % 60 === 0 && hi % 60 === 0) return `${lo / 60}-${hi / 60} hours`;
  return lo === hi ? clock(lo) : `${clock(lo)} to ${clock(hi)}`;
}

function clock(min: number): string {
  if (min < 60) return `${min} minutes`;
  const h = Math.floor(min / 60);
  const m = min % 60;
  return m ? `${h} hr ${m} min` : `${h} hour${h > 1 ? 's' : ''}`;
}

function footer(row: CookingTime, text = ''): string {
  // USDA FSIS: meat and poultry cooked from frozen take about 50% longer.
  const frozen =
    row.fsis && /\bfrozen\b/.test(text)
      ? ' From frozen, allow about **50% longer** and check the inside temperature (USDA FSIS).'
      : '';
  const fsis = row.fsis ? ' Safe internal temperatures: USDA FSIS; a thermometer is the surest check.' : '';
  return `\n\nTimes depend on size and your oven or hob: use the sign, not just the clock.${fsis}${frozen}`;
}
