// Honest confidence for retrieval (issue 24): a document that shares the question's subject
// word can still answer a different question ('what goes with salmon' and salmon's storage
// time; 'raw salmon' and smoked salmon; 'make mashed potatoes ahead' and how to mash them).
// Before an answer is given, the chosen document must address what the question is about:
// - the aspect asked for (keeping time, freezing, making ahead, a swap, sides, amounts per
//   person, a safe temperature, a free-from constraint) must be in the document;
// - a state the question names (raw, cooked, smoked, dried...) must not contradict the
//   document's own ('raw fish' is not 'smoked fish');
// - the question's subject words (words that name a subject somewhere in the knowledge base)
//   must be in the document, at least as much of them (weighed by rarity) as is left out.
// A document with a gap is not confident: retrieval then tries a close runner-up, and the
// assistant says it is not sure rather than answer a different question.

import type { KnowledgeEntry, KnowledgeTopic } from './knowledge/kb-types';
import { hasPhrase } from './text';

/** One kind of thing a question can ask of its subject, and how a document shows it has it. */
interface Aspect {
  name: string;
  asks: RegExp;
  /** Not this aspect after all (e.g. 'freeze' in a thawing question). */
  unless?: RegExp;
  has: RegExp;
}

const ASPECTS: readonly Aspect[] = [
  {
    // Beside 'amount per person' below, which needs per-person wording in the document: any amount
    // for the party (grams, slices, feeds) answers this one.
    // 'Party for 30, how much mince do I need?' asks an amount: sides for chilli answer another question.
    name: 'amount',
    unless: /\bhow (much|many) (days?|hours?|minutes?|weeks?|months?|times?|time|longer)\b/,
    asks: /^(?=.*\bhow (much|many)\b)(?=.*\b(people|guests?|persons?|adults|kids|children|teenagers|teens|crowd|party|per (person|head))\b)/,
    has: /\b(per (person|guest|head|adult|serving|portion)|a (person|head|guest)|each|slices|serves|feeds|portions|for \d+|\d+(-\d+)? (g|kg|lb|oz|pounds?|grams?|people|guests)\b)/,
  },
  {
    name: 'make-ahead',
    asks: /\b(ahead|in advance|(the )?(day|night|evening) before|make-ahead|prep(are)? (it |them )?early)\b/,
    has: /\b(ahead|in advance|(the )?(day|night|evening) before|make-ahead|up to \d+(-\d+)? (days?|hours?|weeks?) before)\b/,
  },
  {
    name: 'freeze',
    asks: /\b(freeze|freezing|freezable|freezes|freezer)\b/,
    // 'my kitchen is freezing' is a cold kitchen.
    unless:
      /\b(thaw\w*|defrost\w*|refreez\w*|re-freez\w*|freeze again|from frozen|freezer burn|(kitchen|house|room|flat|weather|it'?s|outside) (is |was )?freezing|freezing (cold|kitchen|house|room))\b/,
    has: /\b(freez\w*|frozen)\b/,
  },
  {
    name: 'thawing',
    asks: /\b(thaw|thawing|thawed|defrost|defrosting|defrosted)\b/,
    has: /\b(thaw\w*|defrost\w*)\b/,
  },
  {
    name: 'keeping time',
    asks: /\b(how long (does|do|will|can|is|are|should|would)? ?(it |they |this |that |i |you |\w+ ){0,6}(keep|last|good|stay|store|be kept|be stored)\w*|shelf life|go(es)? (bad|off|stale|rancid)|gone (bad|off|stale|rancid)|(still|be|is it|it's|its) (good|ok|okay|fine) (after|for)|how many (days|weeks|months)|(week|days?)[- ]old)\b/,
    has: /\b\d+(\.\d+)?(\s*(-|to)\s*\d+)?\s*(days?|weeks?|months?|years?|hours?)\b|\b(a|one|two|three|four) (days?|weeks?|months?|years?)\b|\bindefinitely\b/,
  },
  {
    name: 'cooking time',
    // 'How long does roast chicken last?' asks a keeping time.
    unless: /\b(last|lasts|keep|keeps|kept|good for|stay good|fridge|freezer|store|stored|leftovers?)\b/,
    asks: /\bhow long (do|does|should|to|will|would|can)? ?(\w+ ){0,3}(cook|bake|roast|boil|simmer|grill|fry|steam|poach|braise|smoke|microwave|sear)\b|\bhow many (minutes|hours)\b|\b(minutes|hours) (per|a|an) (pound|lb|kilo|kg)\b/,
    has: /\b\d+(\.\d+)?(\s*(-|to)\s*\d+)?\s*(minutes?|mins?|hours?|hrs?)\b|\bminutes?\b/,
  },
  {
    name: 'swap',
    // 'a brown crust instead of it going grey' wants one result rather than another, not a swap.
    unless: /\binstead of (it|them|this|that|the \w+) (going|getting|turning|being|becoming|staying|ending up)\b/,
    asks: /\b(substitute|substitution|instead of|replace|replacement|swap|alternative to|in place of|sub for|out of(?! (the |my |a |its )?(fridge|freezer|oven|pan|pot|tin|tray|packet|bag|box|jar|can|water|microwave|dishwasher|cooler|cool box|cool bag|coolbox|ice box|icebox|esky|lunch ?box|hamper|car|sun|shade|heat|reach|mould|mold|way|date|shell|skin|time|room|space|patience|ideas)\b)|ran out|don'?t have|do not have)\b/,
    has: /\b(instead|substitut\w*|swap\w*|replac\w*|in place of|alternative|use|try|works?|without|\w+-free|bind\w*)\b/,
  },
  {
    name: 'sides',
    // 'on the side' or 'out on the side' is not a request for side dishes.
    asks: /\b(serve (it |this |them )?with|goes? (well )?with|go (well )?with|sides|side dish(es)?|(a|as a) side|accompan\w*|pair\w* (well )?with)\b/,
    // 'It's a main, not a side' (or 'burgers plus sides') says what the amount is for; 'the bottom and sides of my cake
    // burning' and 'the sides of the tin' are its edges.
    unless:
      /\bnot (as )?a side\b|\bplus (some |a few |the |\d+ )?sides\b|\b(up|down|round|around|against|from|off|stick(s|ing)? to) (the |its |their )?sides\b|\b(bottom|base|top|edges?|corners?) and (the )?sides\b|\bsides and (the )?(bottom|base|top)\b|\bsides of (the |my |a |your )?(\w+ )?(tin|pan|pot|dish|cake|loaf|bread|tart|pie|bowl|mould|mold|oven|meat|steak|fish|jar|glass|fridge)s?\b/,
    // Written as sides ('With steak: potatoes...', 'Sides for salmon'), not 'sides' said in passing.
    has: /\b(sides for|good sides|side dish(es)?|serve (it |them |this )?with|goes with|go with|pair\w* (well )?with|alongside|accompan\w*)\b|(^|\n)\s*with [^:\n]{1,40}:/m,
  },
  {
    name: 'amount per person',
    asks: /\b(per (person|guest|head|serving|portion)|each (person|guest)|for \d+ (people|guests|adults|kids)|(a|one) person|how (much|many) [\w\s-]{1,30} for (a |\d+ )?(people|guests|party|crowd))\b|\bfor (\d+|two|three|four|five|six|seven|eight|nine|ten|twelve|twenty)(?= (people|guests|adults|kids|children|persons)\b|\s*[,.?!]|$).{0,40}\bhow (much|many|big)\b|\bhow (much|many|big)\b.{0,40}\bfor (\d+|two|three|four|five|six|seven|eight|nine|ten|twelve|twenty)(?= (people|guests|adults|kids|children|persons)\b|\s*[,.?!]|$)/,
    // 'Chilli for 14 people, how do I cool it?' asks no amount.
    unless: /^(?!.*\b(how (much|many|big)|amounts?|quantit\w*|portions?|size|per (person|head|guest|serving))\b)/,
    has: /\b(per (person|guest|head|serving|portion)|each (person|guest)|a (person|guest|head)|for \d+ (people|guests)|serves \d+)\b/,
  },
  {
    // 'How long can I leave rice out?' asks about food at room temperature, not how to cook it.
    name: 'left out',
    asks: /\b(leave|leaving|left|sit|sits|sat|sitting|stay|stays|stand|standing) (it |them |this |that |\w+ ){0,2}out\b|\bout (all night|overnight)\b|\b(at|on the) (room temperature|counter|side) (for|overnight|all)\b/,
    has: /\b(room temperature|left out|sit out|sits out|2 hours|two hours|1 hour|danger zone|counter|unrefrigerated|overnight)\b/,
  },
  {
    name: 'oven-safe',
    asks: /\b(go|goes|put|going|use) (it |them |\w+ )?(in|into) (the |an? )?oven\b|\boven[- ]?(safe|proof)\b/,
    has: /\boven[- ]?(safe|proof)\b|\bin the oven\b|\bunder the grill\b/,
  },
  {
    name: 'safe temperature',
    asks: /\b(internal temp\w*|safe temp\w*|what temp\w*|temperature (should|does|do|is|for|to)|how hot (should|does|do|must)|cooked to)\b/,
    unless: /\b(fridge|freezer|refrigerator|oil|oven|room)\b/,
    has: /°\s*[fc]\b|\bdegrees\b/,
  },
];

/**
 * Documents written for one kind of question (a keeping time, a swap, a safe temperature, a
 * plan) answer only a question of that kind: 'how do I caramelize onions' is not answered by
 * the onion swap, nor 'my rice came out mushy' by cooked rice's keeping time.
 */
const PURPOSE: Partial<Record<KnowledgeTopic, RegExp>> = {
  storage:
    /\b(keeps?(?! (?:on |getting |going )?\w+ing\b)|kept|last|lasts|store|stored|storing|storage|fridge|refrigerat\w*|freezer|freeze|freezing|frozen|shelf|go bad|goes bad|gone bad|go off|goes off|gone off|go stale|goes stale|go rancid|goes rancid|still (good|ok|okay|fine|safe)|leftovers?|how long|how many days|opened|expire\w*|old|go(es|ing)? brown|turn(s|ing)? brown|brown(ing)?|go(es|ing)? (slimy|soft|limp|mouldy|moldy|off|bad)|stay(s)? fresh|fresh for longer|(ok|okay|good|safe|fine|last|keep) (by|until|till|to|through) (monday|tuesday|wednesday|thursday|friday|saturday|sunday|the weekend|the end of the week))\b/,
  substitution:
    /\b(substitut\w*|subsitute|instead|replace\w*|swap\w*|alternative|out of(?! (the |my |a |its )?(fridge|freezer|oven|pan|pot|tin|tray|packet|bag|box|jar|can|water|microwave|dishwasher|cooler|cool box|cool bag|coolbox|ice box|icebox|esky|lunch ?box|hamper|car|sun|shade|heat|reach|mould|mold|way|date|shell|skin|time|room|space|patience|ideas)\b)|ran out|don'?t have|do not have|no|without|in place of|sub|use for|free|equals?|equivalent|difference|versus|vs|recipe (says|calls for|asks for)|calls for|(can|could) (i|we|you) use|(can'?t|cannot|couldn'?t) (get|find)|what else (works|can i use|could i use|would work)|only have|only got|all i have|all i've got|but i have|same as|same thing|interchangeabl\w*|how much [\w\s]+ for|(my|your) own|how (do|can|to|would) (i |you |we )?make|(can|could) (i|we|you) make [\w\s-]+ (from|with|out of|using)|recipe (needs|wants)|i'?ve got|ive got)\b/,
  temperature:
    /\b(temp|temps|temperature|done|doneness|degrees|how hot|cooked through|safe|safely|internal|thermometer|pink|undercooked|reach|cooked to|cook \w+ to|medium|rare|ready|cooked)\b|°/,
  planning:
    /\b(sides|side dish(es)?|(?<!(on|by) the )side|serve|serving|with|per|guests?|party|ahead|advance|(day|night) before|plan\w*|crowd|people|person|feed\w*|host\w*|how big|what size|size of|for (\d+|two|three|four|five|six|seven|eight|nine|ten|twelve|twenty)|timing|timeline|what order|which order|one oven|at the same time|menu|time (?:it|it all|everything|things)|ready at once|ideas?|prep|week|freeze (?:half|some|the rest|part|a portion|leftovers?))\b/,
};

const KEEPING = ASPECTS.find((a) => a.name === 'keeping time')!;
const NOT_KEEPING: ReadonlySet<KnowledgeTopic> = new Set([
  'technique',
  'troubleshooting',
  'equipment',
  'planning',
  'substitution',
  'temperature',
]);

/** 'Has it gone off?', 'is it spoiled?': whether food has spoiled, asked yes or no. */
const SPOILED_ASKED =
  /\b(?:has|have|is|are|did)(?:n'?t)? (?:it|they|this|that|these|(?:the|my) \w+) (?:gone|go|went|turned) (?:off|bad)\b|\b(?:is|are) (?:it|they|this|that) (?:spoiled|spoilt|off|bad|ruined)\b/;
/** A document that says a change is not spoilage. */
const NOT_SPOILED =
  /\b(?:safe, not spoiled|not spoiled|not spoilt|hasn'?t gone off|has not gone off|not gone off|not gone bad|not a sign of spoilage|still safe|perfectly safe)\b/;

/** 'How long to boil / roast / bake ...': a cooking time, not a keeping time. */
const COOKING_TIME =
  /\bhow long (do|does|should|to|will|would|can|is)? ?(i |you |we |it |they )?(\w+ ){0,4}(cook|bake|roast|boil|simmer|grill|fry|steam|poach|braise|smoke|microwave|sear|rest|marinate|proof|prove|rise)\w*\b/;
const KEEPING_WORDS =
  /\b(keeps?(?! (?:on |getting |going )?\w+ing\b)|kept|last|lasts|store|stored|storing|fridge|refrigerat\w*|freez\w*|frozen|leftovers?|shelf|go bad|goes bad|go off|goes off|gone off|go stale|goes stale|good for|still good|still ok)\b/;

/** The constraint in 'nut-free', 'without dairy', 'low-sodium', 'allergic to eggs': what must be left out. */
// 'without the white going everywhere' describes what goes wrong, not something left out.
const FREE_FROM =
  /\b(?:([a-z]+)[- ]free|without (?!loads of |lots of |much |a lot of |tons of |tonnes of |too much |buying )(?:actually |really |even |ever |just |having |eating |using )?(?:any |the |a |an |my )?([a-z]+)(?!(?: [a-z]+)? (?:going|getting|spreading|sticking|breaking|falling|burning|splitting|turning|becoming|being|coming|running|drying|sinking|curdling)\b)|low[- ](salt|sodium|sugar|fat|carb)|allerg(?:y|ic) to ([a-z]+)|([a-z]+) allerg(?:y|ies)|\bno (?:more )?([a-z]+) (?:in the house|at home|left|in stock|in the cupboard|in the fridge|on hand)|^no ([a-z]+)(?=,| here| so\b))\b/g;

/** Appliances a question can name, and how a document names the same one. */
const APPLIANCES: readonly [RegExp, RegExp][] = [
  [/\bmicrowav\w*/, /\bmicrowav\w*/],
  [/\b(slow cooker|crock ?pot)\b/, /\b(slow cooker|crock ?pot)\b/],
  [/\bair[- ]?fr(y|ier|yer|ying)\b/, /\bair[- ]?fr(y|ier|yer|ying|ied)\b/],
  [/\b(instant pot|pressure cooker)\b/, /\b(instant pot|pressure cook\w*)\b/],
  [/\brice cooker\b/, /\brice cooker\b/],
];

/** Diets a question can ask a dish to fit ('make it vegan', 'keto friendly'). */
const DIETS = /\b(vegan|vegetarian|keto|paleo|low[- ]carb|low[- ]fodmap|halal|kosher)\b/g;

/** What shows a document deals with a diet besides its name. */
const DIET_EVIDENCE: Record<string, string> = {
  vegan: 'vegan|plant[- ]based|plant (?:butter|milk)|dairy-free|egg-free|flax egg',
  vegetarian: 'vegetarian|vegan|meat-free|meatless',
  keto: 'keto|low[- ]carb',
  'low carb': 'low[- ]carb|keto',
};

/** Words after 'without' that are no constraint ('without it going everywhere'). */
const NOT_CONSTRAINTS = new Set([
  'it',
  'them',
  'this',
  'that',
  'one',
  'much',
  'too',
  'being',
  'getting',
  'using',
  'making',
  // 'without an ice pack' says how food is carried, not an ingredient left out.
  'ice',
]);

/** A tool named right after the word ('without the square pan', 'without a stand mixer'). */
const TOOLS =
  '(pans?|tins?|dish|mould|mold|mat|thermometer|mixer|processor|blender|grater|zester|rack|steamer|wok|skillet|oven|hob|lid|machine|maker|cutter|press|scales?|fryer|air ?fryer|microwave|kettle|grill|barbecue|bbq)';
/** ('without a deep fat fryer': up to two words of the tool's name before it.) */
const TOOL_AFTER = new RegExp(
  String.raw`^(\s+(?!(?:in|on|at|the|a|an|for|to|and|or|my|it|into|with|from|of|so|but)\b)[a-z-]+){0,2}?\s+${TOOLS}\b`,
);

/** Other ways a document says it deals with a constraint, beside 'X-free' and 'without X'. */
const ADDRESSED_EXTRA: Record<string, string> = {
  dairy: 'non-dairy|dairy-free|plant(?:-based)? (?:butter|milk)|vegan',
  lactose: 'lactose-free|dairy-free|non-dairy',
  egg: 'eggless|egg-free|flax egg|egg replacer|instead of (?:the )?eggs?|(?:for|per) (?:1 |one |each )?(?:large )?egg',
  eggs: 'eggless|egg-free|flax egg|egg replacer|instead of (?:the )?eggs?|(?:for|per) (?:1 |one |each )?(?:large )?egg',
  nut: 'nut allerg\\w*|nut-free|tree nut',
  nuts: 'nut allerg\\w*|nut-free|tree nut',
  peanut: 'peanut allerg\\w*|nut-free',
  gluten: 'gluten-free|coeliac|celiac',
  wheat: 'gluten-free|wheat-free',
  salt: 'low-sodium|less salt(?:y)?|lower[- ]sodium|less sodium|reduced-sodium|salt-free|unsalted',
  sodium: 'low-sodium|less salt(?:y)?|lower[- ]sodium|less sodium|reduced-sodium|salt-free|unsalted',
  sugar: 'sugar-free|unsweetened|no added sugar|sweetener',
};

/** True when the document deals with leaving `word` out, not only mentions it. */
function addresses(d: string, word: string): boolean {
  const w = word.replace(/s$/, '');
  const forms = `${w}s?`;
  const general = `${forms}[- ]free|without (?:any |the |a |an |my )?${forms}|no ${forms}|free (?:of|from) ${forms}|low[- ]${forms}|less ${forms}|reduced[- ]${forms}|${forms} allerg\\w*|allerg\\w* to ${forms}|non-${forms}|instead of (?:the )?${forms}|(?:leave|leaving) out (?:the )?${forms}|skip (?:the )?${forms}`;
  const extra = ADDRESSED_EXTRA[word] ?? ADDRESSED_EXTRA[w];
  return new RegExp(`\\b(?:${general}${extra ? `|${extra}` : ''})\\b`).test(d);
}

/**
 * States of a food that change the answer. A question naming one state is answered only by a
 * document that names the same state or none; one naming 'raw' is not answered by 'smoked'.
 */
const STATES: Record<string, string> = {
  raw: 'raw',
  uncooked: 'raw',
  fresh: 'raw',
  cooked: 'cooked',
  leftover: 'cooked',
  leftovers: 'cooked',
  roast: 'cooked',
  roasted: 'cooked',
  rotisserie: 'cooked',
  smoked: 'smoked',
  dried: 'dried',
  dry: 'dried',
  canned: 'canned',
  tinned: 'canned',
  deli: 'deli',
  sliced: 'deli',
  'lunch meat': 'deli',
};

function states(text: string): Set<string> {
  const out = new Set<string>();
  for (const [word, state] of Object.entries(STATES)) if (new RegExp(`\\b${word}\\b`).test(text)) out.add(state);
  return out;
}

/** True when the question names a state of the food ('fresh pasta') that the name contradicts ('Cooked pasta'). */
export function stateConflict(question: string, name: string): boolean {
  const qs = states(question.toLowerCase());
  const ds = states(name.toLowerCase());
  return qs.size > 0 && ds.size > 0 && ![...qs].some((st) => ds.has(st));
}

/** Words after 'with' that only say who or when ('for a crowd', 'tonight'), not which dish. */
const OCCASION =
  /\b(for|on|at|this|tonight|when|if|because|so)\b.*$|\b(dinner|lunch|breakfast|brunch|supper|party|guests|kids|family|crowd|people)\b/g;

/**
 * Words that say when, whether or how a question is asked, not what it is about; some are in
 * a document's keys ('still frozen', 'difference between') but never name a subject alone.
 */
/** Days and times of day say when, never what ('opened sunday', 'made it last night'): no subject, no compound. */
const WHEN_WORDS =
  /^(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|yesterday|tomorrow|morning|evening|weekend|last|tonight|night|overnight)$/;

const FILLER_WORDS = [
  'still',
  'apart',
  'big',
  'half',
  'pale',
  'total',
  'mate',
  'thing',
  'shop',
  'near',
  'people',
  'guests',
  'diet',
  'flavour',
  'flavor',
  'get',
  'gets',
  'getting',
  'table',
  'massive',
  'huge',
  'alternative',
  'alternatives',
  'replace',
  'replacing',
  'eat',
  'done',
  'week',
  'day',
  'cut',
  'between',
  'difference',
  'without',
  'taste',
  'after',
  'before',
  'medium',
  'rare',
  'homemade',
  'put',
  'ok',
  'safe',
  'add',
  'accident',
  'enough',
  'long',
  'properly',
  'warm',
  'while',
  'together',
  'always',
  'going',
  'go',
  'far',
  'friendly',
  'need',
  'needs',
  'needed',
  'making',
  'friend',
  'friends',
  'coming',
  'visiting',
  'holds',
  'goes',
  'gone',
  'stop',
  'keep',
  'happen',
  'buy',
  'party',
  'dinner',
  'happened',
  // How a cook tells the story, not what it is about ('what went wrong', 'is it ruined').
  'went',
  'wrong',
  'proper',
  'point',
  'nice',
  'looks',
  'ruined',
  'rescue',
  'start',
  'again',
  'bought',
  'came',
  // Where the cook is, not what the food is ('a 2 lb loaf tin in american pan sizes').
  'american',
  'british',
  // When and why, not what ('save it before brunch', 'comes out like a brick', 'on a tight budget').
  'save',
  'come',
  'comes',
  'using',
  'brunch',
  'supermarket',
  'actually',
  // 'my normal pan', 'the usual flour': which one, never what.
  'normal',
  'usual',
  'ordinary',
  'tonight',
  'lol',
  'ages',
  'mess',
  'budget',
  'tight',
  'moved',
  'pack',
  'mon',
  'tue',
  'wed',
  'thu',
  'fri',
  'sat',
  'sun',
  // A child's age ('my 7 year old') says who eats, not what.
  'year',
  'years',
  'old',
  // When, how and who, never what ('off on holiday', '6 months pregnant', 'burgers plus sides',
  // 'first time doing it', 'a single oven', 'food safety wise', 'tasted fine').
  'holiday',
  'holidays',
  'month',
  'months',
  'plus',
  'teenager',
  'teenagers',
  'teens',
];

/**
 * Verbs a question puts before a food ('rest bread dough', 'replace buttermilk'): what is done to
 * it, not the first word of a compound name.
 */
const VERBS_BEFORE_FOOD =
  /^(rest|replace|swap|substitute|sub|use|make|knead|prove|proof|freeze|store|keep|reheat|thaw|defrost|cook|bake|boil|fry|grill|steam|poach|season|marinate|brine|chop|slice|dice|whip|whisk|melt|soften|toast|blanch|peel|wash|rinse|soak|cut|stuff|carve|glaze|cure|find|get|buy|source|sell|sells|got|have|need|want|try|add|skip|omit|love|like|hate)$/;

/**
 * Cuts and parts after a meat ('lamb leg', 'pork shoulder', 'chicken thighs'): the meat itself.
 * Mince is not among them: minced meat has its own temperature.
 */
const CUTS =
  /^(legs?|shoulders?|shanks?|loins?|racks?|chops?|breasts?|thighs?|fillets?|steaks?|joints?|ribs?|wings?|drumsticks?|cutlets?|tenderloins?|necks?|cheeks?|tails?|roasts?)$/;

/** Processed terms of units and eaters: an amount's words, never its subject. */
const HOW_MUCH = /^(peopl\w*|person\w*|guest\w*|feed\w*|gram\w*|g|kg|kilo\w*|lbs?|pound\w*|oz|ounc\w*)$/;

/** Counting words: '2 shallots' and 'one sachet' name shallots and a sachet, not a compound. */
const COUNTS = /^(\d+([.,/]\d+)?|a|an|one|two|three|four|five|six|seven|eight|nine|ten|half|dozen|few|several)$/;

/** Nouns a cooking verb names the kind of ('frying pan', 'baking tin', 'mixing bowl'): tools, not foods. */
const TOOL_NOUNS =
  /^(pans?|tins?|trays?|dish(es)?|sheets?|bowls?|boards?|racks?|paper|pots?|knife|knives|spoons?|stones?)$/;

/** Foods whose names end in -ing; any other -ing word after a food is what happens to it ('sponge sticking'). */
const ING_FOODS =
  /^(pudding|stuffing|icing|dressing|filling|frosting|seasoning|dumpling|herring|whiting|topping|shortening|stock?ing)s?$/;

/** Bakes a troubleshooting answer covers whatever their kind ('victoria sponge', 'banana bread'). */
const BAKE_CLASSES =
  /^(cakes?|sponges?|breads?|loaf|loaves|cookies?|biscuits?|muffins?|brownies?|pastry|pastries|scones?|stews?|curry|curries|chilli|chili|soups?|sauces?|casseroles?|gravy)$/;

/**
 * How a cook wants food to turn out ('crunchy crackling', 'fluffy rice'): a wish for the same food,
 * not another food's name. Soft and hard are left out: soft cheese is not hard cheese.
 */
const WISHED_TEXTURES =
  /^(crunchy|crunchier|crispy|crispier|crisp|chewy|fluffy|fluffier|gooey|fudgy|cakey|crackly|tender|juicy|moist|proper|perfect|decent|good|nice|golden|bubbly|puffy|airy)$/;

/**
 * Places a dish takes in a meal ('the pâté starter', 'a curry main'): the dish served as that course,
 * not a food called so ('sourdough starter' is one, and is named by its first word).
 */
const COURSES = /^(starters?|mains?|courses?|appeti[sz]ers?|entrees?|entrées?|canapes?|canapés?|nibbles)$/;

/** Colours, for how a mark on a pan looks. */
const COLOURS = /^(orange|red|black|white|brown|green|yellow|grey|gray|pink|blue|rainbow|rusty)$/;

/** Words that join a document's names ('glass vs metal') without naming anything. */
const CONNECTORS = new Set(['vs', 'versus', 'v']);

/** The document's words as a cook reads them: title, keys and answer, lower case. */
function docText(doc: Pick<KnowledgeEntry, 'title' | 'keys' | 'text'>): string {
  return [doc.title, doc.keys.join(' ; '), doc.text].join(' \n ').toLowerCase().replace(/\*\*/g, '');
}

export interface CoverageCheck {
  /**
   * What of the question the document does not address ('aspect:freeze', 'state:raw',
   * 'subject:spatchcock', 'free-from:nut'): empty when it addresses all of it.
   */
  gaps(question: string, doc: Pick<KnowledgeEntry, 'topic' | 'title' | 'keys' | 'text'>): string[];
}

/**
 * Builds the check for a knowledge base. `terms` splits text into processed search terms (the
 * index's own stemming and synonyms), `subjects` is every term that names a subject in some
 * document (its keys or title), `generic` the terms too common to name one, and `weight` how
 * rare a term is.
 */
export function coverageCheck(opts: {
  terms: (text: string) => string[];
  subjects: ReadonlySet<string>;
  generic: ReadonlySet<string>;
  /** Terms that say what is wanted of a subject ('vegan', 'free', 'raw'), not the subject. */
  modifiers: ReadonlySet<string>;
  /** How telling a term is (its inverse document frequency). */
  weight: (term: string) => number;
  /** Other names of a name, from the documents that list them together ('plain flour'). */
  aliases?: (name: string) => readonly string[];
  /** Terms that end some document's name ('dough' in 'cookie dough'): things in their own right. */
  heads?: ReadonlySet<string>;
}): CoverageCheck {
  const { terms, subjects, generic, modifiers, weight, aliases = () => [], heads: allHeads } = opts;
  const filler = new Set(FILLER_WORDS.flatMap(terms));
  /** Every word of the key that says something ('glass vs metal': glass, metal) is in the question. */
  const named = (key: string, question: ReadonlySet<string>, text: string) => {
    const all = terms(key).filter((t) => !CONNECTORS.has(t));
    // A key that is mostly small words ('all night', 'on the side', 'how long can') names its
    // subject only said whole: 'night' alone is no leaving-food-out question ('movie night snacks').
    const words = key
      .toLowerCase()
      .split(/[\s-]+/)
      .filter(Boolean);
    if (words.length >= 2 && all.length < words.length && all.length <= 1) return hasPhrase(text, key.toLowerCase());
    // Filler ('enough', 'before', 'warm') says nothing either: 'fridge cold enough' needs all three.
    const telling = all.filter((t) => !generic.has(t) && !filler.has(t));
    const need = telling.length > 0 ? telling : all;
    return need.length > 0 && need.every((t) => question.has(t));
  };
  return {
    gaps(question, doc) {
      // 'about half left' says how much is over, not another food.
      const q = question
        .toLowerCase()
        .replace(/\b(half|some|a bit|a few|any|most|lots?|plenty|loads)( of (?:it|them))? left\b/g, '$1')
        // 'the little ones' are children, not a food called 'ones'.
        .replace(/\b(little|young|wee|small) ones\b/g, 'children')
        // 'for 8 adults' says how many eat, as 'for 8 people' does: no food called 'adults'.
        .replace(
          /\b(\d+|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|twenty) (hungry )?(adults|grown-ups|grownups)\b/g,
          '$1 people',
        );
      const d = docText(doc);
      const out: string[] = [];
      const qTerms = new Set(terms(q));
      // One of the document's names must be in the question whole (every word of it, in any
      // order): 'cake flour' is not answered by the entry named 'self-rising flour'.
      if (!doc.keys.some((k) => named(k, qTerms, q))) out.push('name');
      const purpose = PURPOSE[doc.topic];
      // 'Can I use frozen spinach?' names how the food is bought, not how to keep it.
      const bought = q.replace(/\b(use|using|with|buy|bought|add)\s+(some\s+)?frozen\s+(?=[a-z])/g, '$1 ');
      if (purpose && !purpose.test(bought)) out.push(`purpose:${doc.topic}`);
      // 'How long to boil potatoes?' asks a cooking time: 'how long' alone is no keeping question.
      else if (doc.topic === 'storage' && COOKING_TIME.test(q) && !KEEPING_WORDS.test(q)) out.push('purpose:storage');
      // 'Has it gone off?' about a change the cook sees (crystals, a colour) is a yes-or-no question:
      // a document that says the change is not spoilage answers it without a keeping time.
      const verdict = SPOILED_ASKED.test(q) && NOT_SPOILED.test(d);
      for (const a of ASPECTS)
        if (a.asks.test(q) && !a.unless?.test(q) && !a.has.test(d) && !(verdict && a === KEEPING))
          out.push(`aspect:${a.name}`);
      // A keeping time is not in a method or a fix, whatever durations they give (1 hour 20 minutes of roasting).
      if (NOT_KEEPING.has(doc.topic) && KEEPING.asks.test(q) && !KEEPING.unless?.test(q) && !verdict)
        out.push('aspect:keeping time');

      // 'Is ghee dairy-free?' asks about ghee: an entry on cooking dairy-free that never names
      // ghee answers a different question, however well it matches 'dairy-free'.
      const item =
        /^(?:is|are|does|do|can|could)\s+(?:a |an |the |my )?(.+?)\s+(?:be |contain |have )?(?:vegan|vegetarian|gluten[- ]free|dairy[- ]free|nut[- ]free|egg[- ]free|lactose[- ]free|kosher|halal|keto|paleo|safe for (?:a |an )?\w+)\b/.exec(
          q,
        )?.[1];
      if (item) {
        const d3 = new Set(terms(d));
        // 'Is wine in a stew halal?' asks about the wine: the dish it is in is where, not what.
        for (const t of terms(item.replace(/\s+(?:in|on|for|with) (?:a|an|the|my|our|this|some) .*$/, '')))
          if (!generic.has(t) && !filler.has(t) && !d3.has(t)) out.push(`item:${t}`);
      }

      // Sides for a named dish must be sides for that dish: 'what goes with fish tacos' is not
      // answered by the sides for salmon, though 'fish' is one of that entry's names.
      const dish = /\b(?:with|alongside|for)\s+(?:a |an |the |some )?(.+)$/.exec(q)?.[1];
      const sides = ASPECTS.find((a) => a.name === 'sides')!;
      if (dish && sides.asks.test(q) && !sides.unless?.test(q)) {
        const named = terms(dish.replace(OCCASION, ' ')).filter((t) => !generic.has(t) && !filler.has(t));
        const d2 = new Set(terms(d));
        for (const t of named) if (!d2.has(t)) out.push(`dish:${t}`);
      }

      // 'What wine goes with salmon?' asks for a wine: sides for salmon that name none answer another question.
      const kind =
        /\b(?:what|which|any|good|best|a)\s+(?:kind of\s+|type of\s+|sort of\s+)?(wine|beer|drinks?|cocktails?|desserts?|bread|sauces?|dips?|salads?|vegetables?|veg|soup|starch)\b/.exec(
          q,
        )?.[1];
      if (kind && /\b(serve|with|pair\w*|goes|go)\b/.test(q)) {
        const stem = kind.replace(/s$/, '').replace(/^veg$/, 'vegetable');
        if (!d.includes(stem)) out.push(`kind:${stem}`);
      }

      for (const m of q.matchAll(FREE_FROM)) {
        const word = m.slice(1).find(Boolean)!;
        // 'without cutting into it' is a way of doing it, not something left out.
        if (NOT_CONSTRAINTS.has(word) || word.length < 3 || word.endsWith('ing')) continue;
        // 'without the square pan' leaves out a tool, not an ingredient.
        if (TOOL_AFTER.test(q.slice((m.index ?? 0) + m[0].length))) continue;
        // The document must deal with leaving it out ('nut-free', 'instead of eggs'), not only name it.
        // A swap for an ingredient made of it ('fish sauce' for a fish allergy) leaves it out.
        // 'No buttermilk in the fridge' asks what to use instead as plainly as 'instead' does.
        const swapFor =
          doc.topic === 'substitution' &&
          (/\b(substitut\w*|instead|replace\w*|swap|alternative|use for)\b/.test(q) || m[0].startsWith('no ')) &&
          doc.keys.some((k) => new RegExp(`\\b${word.replace(/s$/, '')}`).test(k));
        if (!addresses(d, word) && !swapFor) out.push(`free-from:${word}`);
      }

      // 'Can I cook rice in the microwave?' names an appliance: an entry that never mentions it
      // (rice on the hob) answers another question.
      for (const [asked, named] of APPLIANCES)
        if (asked.test(q) && !named.test(d)) out.push(`appliance:${asked.source}`);

      // 'How do I make pancakes vegan?' asks for a diet: a document that never names it (rubbery
      // pancakes) answers another question.
      for (const m of q.matchAll(DIETS)) {
        const diet = m[1]!.replace(/-/g, ' ');
        if (!new RegExp(DIET_EVIDENCE[diet] ?? diet.replace(' ', '[- ]')).test(d)) out.push(`diet:${diet}`);
      }

      // And the other way: a vegan or dairy-free version ('vegan mac and cheese') does not answer a
      // question about the ordinary dish that asks for no diet.
      if (
        doc.topic === 'dietary' &&
        /\b(vegan|dairy[- ]free)\b/i.test(doc.title) &&
        !/\b(vegan|vegans|vegetarian|veggie|plant|dairy|lactose|allerg\w*|free|without|animal|no (?:cheese|milk|butter|cream|eggs?|meat)|(?:don'?t|doesn'?t|can'?t|cannot) (?:eat|have))\b/.test(
          q,
        )
      )
        out.push('diet:not asked');

      // Only the title and keys say what state the document is about ('Raw fish', 'Smoked salmon').
      const qs = states(q);
      if (qs.size > 0) {
        const ds = states(`${doc.title} ; ${doc.keys.join(' ; ')}`.toLowerCase());
        if (ds.size > 0 && ![...qs].some((s) => ds.has(s))) out.push(`state:${[...qs].join('/')}`);
      }

      // The question's subject words, weighed by how rare they are in the knowledge base: the
      // document must cover at least as much of that weight as it leaves out ('spatchcock' in
      // 'spatchcock a chicken' outweighs 'chicken'; 'carrot' in 'julienne a carrot' does not
      // outweigh 'julienne').
      const have = new Set(terms(d));
      const keyTerms = new Set(terms([doc.title, ...doc.keys].join(' ; ')));
      // The last word of each name is what it names ('milk' in 'opened milk').
      const heads = new Set(
        doc.keys.flatMap((k) =>
          terms(
            k
              .toLowerCase()
              .split(/[\s-]+/)
              .at(-1)!,
          ),
        ),
      );
      let covered = 0;
      let left = 0;
      const missing: string[] = [];
      for (const t of qTerms) {
        // 'dairy-free' in 'is tahini dairy-free' is what is asked of tahini, not the subject.
        // Counts, units and who eats ('for 8 people in grams') say how much, not what of.
        if (filler.has(t) || modifiers.has(t) || /^\d/.test(t) || HOW_MUCH.test(t)) continue;
        // A word the document is named by counts twice: it is what the document is about.
        if (have.has(t)) covered += weight(t) * (keyTerms.has(t) ? 1.5 : 1);
        else if (subjects.has(t) && !generic.has(t) && !WHEN_WORDS.test(t)) {
          left += weight(t);
          missing.push(t);
        }
      }
      // 'Making pad thai for a vegan, what do I use instead of fish sauce?': the swap names what is
      // replaced, and a swap entry for it answers whatever dish it is for.
      const escapeKey = (k: string) => k.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      const swapAsked =
        doc.topic === 'substitution' &&
        doc.keys.some((k) =>
          new RegExp(
            String.raw`\b(?:instead of|substitute for|sub for|replace|replacement for|swap|out of|don'?t have|only have|no)\s+(?:the |my |any |some )?${escapeKey(k.toLowerCase())}\b`,
          ).test(q),
        );
      if (left > covered && !swapAsked) out.push(...missing.map((t) => `subject:${t}`));

      // A word that narrows one of the document's names ('coconut' in 'coconut milk', 'fish'
      // in 'fish sauce') must be in the document too: plain milk is not coconut milk.
      // A comma or full stop ends a name: 'roasties, yorkshires and veg' lists two foods, not one.
      const words = q
        .replace(/[,;:.!?]+(?=\s|$)|[()]/g, ' | ')
        .split(/[^a-z0-9éèàçâêîôûäëïöü'’|-]+/)
        .flatMap((w) => w.split('-'));
      const seq = words.map((w) => terms(w)[0]);
      for (let i = 0; i + 1 < seq.length; i++) {
        const [a, b] = [seq[i], seq[i + 1]];
        // 'chilli warm' in 'keeping chilli warm' is no name: a filler word ends no food's name.
        if (!a || !b || !heads.has(b) || have.has(a) || filler.has(b) || filler.has(a)) continue;
        if (WHEN_WORDS.test(words[i]!) || WHEN_WORDS.test(words[i + 1]!)) continue;
        if (!subjects.has(a) || generic.has(a) || modifiers.has(a) || filler.has(a) || STATES[words[i]!]) continue;
        if (COUNTS.test(words[i]!) || VERBS_BEFORE_FOOD.test(words[i]!)) continue;
        if (WISHED_TEXTURES.test(words[i]!)) continue;
        // 'a cheap stockpot' is still a stockpot, 'one giant clump' still a clump: size and price
        // name no other tool or fault.
        if (
          (doc.topic === 'equipment' || doc.topic === 'troubleshooting') &&
          /^(cheap|cheapo|budget|pricey|expensive|giant|huge|massive|enormous|big)$/.test(words[i]!)
        )
          continue;
        // 'a work potluck', 'the school lunch': where or for whom, still the same thing.
        if (/^(work|office|school|church|team|club|family|neighbourhood|neighborhood|community)$/.test(words[i]!))
          continue;
        // 'the mussels didn't open' says what they did: a negation names no food.
        if (/^(didn'?t|don'?t|won'?t|doesn'?t|wouldn'?t|can'?t|not|never|haven'?t|hasn'?t)$/.test(words[i]!)) continue;
        // 'wet inside', 'raw in the middle': a place in the food, not a food.
        if (/^(inside|outside|middle|centre|center|underneath|throughout)$/.test(words[i + 1]!)) continue;
        // 'is the stew halal' asks what the stew is; 'chicken meal prep' is meal prep of chicken.
        if (/^(halal|kosher|vegan|vegetarian)$/.test(words[i + 1]!)) continue;
        const from = words.slice(i + 1).join(' ');
        if (doc.keys.some((k) => k.includes(' ') && from.startsWith(k.toLowerCase()))) continue;
        if (words[i]!.endsWith('ing') && TOOL_NOUNS.test(words[i + 1]!)) continue;
        // A kind of cake or bread has the fault of every cake ('my victoria sponge sank'), and a
        // colour says what a pan's mark looks like ('orange rust'): neither narrows the subject.
        if (doc.topic === 'troubleshooting' && BAKE_CLASSES.test(words[i + 1]!)) continue;
        if (doc.topic === 'equipment' && COLOURS.test(words[i]!)) continue;
        // 'the whole work week' is all of a week; 'a whole chicken' is a chicken not in pieces.
        if (/^(whole|entire)$/.test(words[i]!) && /^(work|week|weekend|day|month|family|lot|time)$/.test(words[i + 1]!))
          continue;
        const name = `${words[i]} ${words[i + 1]}`;
        // Named another way in the document ('all-purpose flour' for 'plain flour') is named.
        if (aliases(name).some((alias) => hasPhrase(d, alias))) continue;
        out.push(`compound:${name}`);
      }
      // And the other way: a name of the document followed by a food word it does not have
      // ('bread dough' is dough, not bread; 'chicken stock' is stock). Tools are named by
      // what they are made of ('cast iron skillet'), so equipment entries are left out.
      // Techniques are verbs ('julienne carrots', 'temper chocolate'): the food after one is what
      // it is done to, not a compound name.
      for (let i = 0; doc.topic !== 'equipment' && doc.topic !== 'technique' && i + 1 < seq.length; i++) {
        const [a, b] = [seq[i], seq[i + 1]];
        if (!a || !b || !heads.has(a) || have.has(b) || (allHeads && !allHeads.has(b))) continue;
        if (WHEN_WORDS.test(words[i]!) || WHEN_WORDS.test(words[i + 1]!)) continue;
        if (!subjects.has(b) || generic.has(b) || modifiers.has(b) || filler.has(b) || STATES[words[i + 1]!]) continue;
        // 'cooked rice' is rice in a state; 'sponge sticking' is a sponge that sticks.
        // 'mayonnaise curdled' is mayonnaise that curdled, not a food called that.
        if (
          STATES[words[i]!] ||
          /ed$/.test(words[i]!) ||
          /[^e]ed$/.test(words[i + 1]!) ||
          CUTS.test(words[i + 1]!) ||
          (words[i + 1]!.endsWith('ing') && !ING_FOODS.test(words[i + 1]!))
        )
          continue;
        // 'halal chicken' is chicken bought to the rule the document is about, not another food.
        if (/^(halal|kosher|vegan|vegetarian|organic)$/.test(words[i]!)) continue;
        // 'garlic sets me off', 'onion gives him a headache': a word before a pronoun is a verb.
        if (/^(me|him|her|us|them|you)$/.test(words[i + 2] ?? '')) continue;
        // 'the pâté starter' is pâté served first; a bread dough's 'starter' is named by 'sourdough'.
        if (COURSES.test(words[i + 1]!) && !/^(sourdough|yeast|levain|bread|dough|rye)$/.test(words[i]!)) continue;
        const name = `${words[i]} ${words[i + 1]}`;
        if (aliases(name).some((alias) => hasPhrase(d, alias))) continue;
        out.push(`compound:${name}`);
      }
      return out;
    },
  };
}
