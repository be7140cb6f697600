// Rule: options are honoured in substance, not words. A texture in the title, or asked for, is
// produced by a step; a direction the critic knows changes the dish (high protein, vegan, vegetarian, kid
// friendly, one-pan, spicy, smoky); any other direction is said so in the card's notes.

import { CHILLI, isSweetDish } from './fit';
import type { CatalogueIngredient } from '../../../shared/kitchen/types';
import type { Finding, Reading } from './types';

const HEAT = /\b(fry|fried|roast|roasted|bake|baked|grill|grilled|toast|toasted|sear|seared|broil|griddle|crisp)/;
const TEXTURE_EVIDENCE: Record<string, (steps: string) => boolean> = {
  crispy: (s) => /\bcrisp(?:y|ed|ly|s)?\b|\bcrackl/.test(s) && HEAT.test(s),
  crunchy: (s) => /\bcrunch|\bcrisp|\btoast|\bcrumb|\bnuts?\b|\bseeds\b|\braw\b/.test(s),
  creamy: (s) =>
    /\bcream|\bsmooth|\bsilky|\bvelvety|\byog[h]?urt|\bmascarpone|\bcoconut milk|\bcheese\b|\bblend/.test(s),
  tender: (s) => /\btender|\bsoft|\bbraise|\bsimmer|\bmelt|\bfalling|\bpoach|\bsteam/.test(s),
};

export function textureInSubstance(r: Reading): Finding[] {
  const out: Finding[] = [];
  const steps = r.steps.join(' \n ');
  for (const [texture, evidence] of Object.entries(TEXTURE_EVIDENCE)) {
    if (new RegExp(String.raw`\b${texture}\b`).test(r.title) && !evidence(steps))
      out.push({ kind: 'texture', message: `"${r.recipe.title}": no step makes it ${texture}` });
  }
  // The texture the cook asked for is made by a step, whatever the title says.
  const asked = r.options.texturePreference?.toLowerCase();
  // (Unless its notes say it is not: no dish of the request gives the texture, the rest is served.)
  const saidNot = (r.recipe.notes ?? []).some((n) => n.startsWith('Texture: ') && n.endsWith(`not ${asked}`));
  if (asked && TEXTURE_EVIDENCE[asked] && !TEXTURE_EVIDENCE[asked](steps) && !out.length && !saidNot)
    out.push({
      kind: 'texture',
      message: `"${r.recipe.title}": ${asked} was asked for, and no step makes it ${asked}`,
    });
  return out;
}

const PLANT_PROTEINS = new Set([
  'tofu',
  'silken-tofu',
  'tempeh',
  'chickpeas',
  'black-beans',
  'pinto-beans',
  'kidney-beans',
  'cannellini-beans',
  'red-lentils',
  'lentils',
  'chana-dal',
]);
const NOT_VEGETARIAN = new Set([
  'fish-sauce',
  'worcestershire-sauce',
  'oyster-sauce',
  'chicken-stock',
  'beef-stock',
  'dashi',
  'anchovies',
]);
const NOT_VEGAN = new Set([
  ...NOT_VEGETARIAN,
  'honey',
  'pesto',
  'mayonnaise',
  'evaporated-milk',
  'sweetened-condensed-milk',
]);

const meat = (i: CatalogueIngredient) => i.category === 'Proteins' && !PLANT_PROTEINS.has(i.id);

/** Vessels that cook: a one-pan dish introduces one of them (pot and pan count alike). */
const VESSELS =
  /\b(frying pan|saucepan|skillet|wok|griddle|casserole|dutch oven|baking dish|baking tray|baking sheet|sheet pan|roasting tin|roasting tray|(?:baking|cake|loaf|muffin|square|round|tart) tin|pot|pan|steamer)\b(?! of (?:tomatoes|beans|chickpeas|coconut))/g;

/** What goes into the oven: a tin, a tray, a baking dish, ramekins, an ovenproof pan. */
const OVEN_VESSEL =
  /\b(?:tin|tray|baking sheet|sheet pan|baking dish|gratin|casserole|dutch oven|ramekins?|ovenproof|roasting|pie dish|skillet)\b/i;

/** Stovetop cooking that needs a pan whether or not the step names one. */
const STOVETOP = /\b(?:fry|fries|sear|saut[eé]|melt|simmer|sizzle|brown the|warm the|heat the)\b/i;

/**
 * Vessels a step needs without naming them: rice simmered in its own water, vegetables steamed
 * or boiled, pasta in boiling water (a pot), and anything cooked 'meanwhile' (a second pan).
 */
const IMPLICIT: readonly [RegExp, string][] = [
  [
    /\b(?:steam or boil|boil or steam|boil|steam) the\b|\binto boiling water\b|\bin (?:a large pot of )?(?:well-)?(?:salted )?boiling water\b|\btimes its volume of water\b/i,
    'pot of water',
  ],
  [
    /\bcook the (?:\w+ )?(?:noodles|pasta|spaghetti|rice|udon|soba|ramen|penne|linguine|fettuccine|macaroni)\b(?![^.]*\bin the (?:pan|wok|pot|sauce)\b)|\bthan the packet says\b|\baccording to the packet\b/i,
    'pot of water',
  ],
  [/\bmeanwhile\b[^.]*\b(?:fry|toast|sear|saut[eé]|grill|roast|cook|simmer|boil|steam)\b/i, 'second pan'],
  // Baked or roasted with no tin or tray named still goes into the oven on one (fourteenth read: a
  // 'one-pan' panzanella of bread baked in the oven and crumbs toasted in a frying pan).
  [/\b(?:bake|roast)\b[^.]*\b\d+(?:-\d+)? minutes\b/i, 'oven tray'],
];

export function vesselsUsed(steps: readonly string[]): Set<string> {
  const found = new Set<string>();
  // A tin, tray or dish named anywhere is what the bake goes in.
  const ovenVessel = steps.some((s) => OVEN_VESSEL.test(s));
  for (const step of steps) {
    for (const m of step.matchAll(VESSELS)) {
      const before = step.slice(Math.max(0, m.index - 20), m.index);
      // 'the pan' is one already in use, unless no vessel was yet ('toast the crumbs in the dry frying pan').
      if (/\bthe(?: \w+)?\s*$/.test(before) && found.size) continue;
      found.add(m[1]!);
    }
    for (const [re, vessel] of IMPLICIT)
      if (re.test(step) && !/\b(same|that) (pan|pot)\b/i.test(step) && !(vessel === 'oven tray' && ovenVessel))
        found.add(vessel);
  }
  // Cooked on the hob with no vessel named ('Warm the garlic in the oil') still takes a pan.
  if (!found.size && steps.some((s) => STOVETOP.test(s))) found.add('pan');
  return found;
}

interface Direction {
  re: RegExp;
  check: (r: Reading, items: CatalogueIngredient[]) => string | undefined;
}

const DIRECTIONS: Direction[] = [
  {
    re: /\bhigh[- ]protein\b|\bprotein[- ]packed\b/,
    check: (r) => {
      const meal = r.recipe.mealType.toLowerCase();
      const need = meal === 'lunch' || meal === 'dinner' ? 25 : 15;
      return r.recipe.nutrition.protein < need
        ? `high protein, yet ${r.recipe.nutrition.protein} g a serving (at least ${need} g)`
        : undefined;
    },
  },
  {
    // 'fresh and citrus' with parsley and no lemon (fourth read): citrus is a citrus fruit.
    re: /\bcitrus(?:y)?\b|\bzesty\b|\blemony\b/,
    check: (_r, items) =>
      items.some((i) =>
        /\b(?:lemon|lime|orange|grapefruit|yuzu|clementine|mandarin|tangerine|ponzu)\b/.test(i.name.toLowerCase()),
      )
        ? undefined
        : 'citrus, yet no lemon, lime or orange in it',
  },
  {
    re: /\bvegan\b|\bplant[- ]based\b/,
    check: (r, items) => {
      const bad = items.find((i) => meat(i) || i.category === 'Dairy & Eggs' || NOT_VEGAN.has(i.id));
      return bad ? `vegan, yet it holds ${bad.name.toLowerCase()}` : undefined;
    },
  },
  {
    re: /\bvegetarian\b|\bmeat[- ]free\b|\bmeatless\b/,
    check: (_r, items) => {
      const bad = items.find((i) => meat(i) || NOT_VEGETARIAN.has(i.id));
      return bad ? `vegetarian, yet it holds ${bad.name.toLowerCase()}` : undefined;
    },
  },
  {
    re: /\bkid[- ]?friendly\b|\bkids?\b|\bchild(?:ren)?\b|\bfamily[- ]friendly\b/,
    check: (r, items) => {
      const bad = items.find((i) => CHILLI.has(i.id) || ['white-wine', 'red-wine', 'sake'].includes(i.id));
      if (bad) return `kid friendly, yet it holds ${bad.name.toLowerCase()}`;
      return /\b(spicy|chil[il]i|hot)\b/.test(r.title) ? `kid friendly, yet titled "${r.recipe.title}"` : undefined;
    },
  },
  {
    re: /\bone[- ](?:pan|pot)\b/,
    check: (r) => {
      const used = vesselsUsed(r.steps);
      return used.size > 1 ? `one-pan, yet it uses ${[...used].join(', ')}` : undefined;
    },
  },
  {
    re: /\bspicy\b|\bhot\b|\bfiery\b/,
    check: (r, items) =>
      items.some((i) => CHILLI.has(i.id) || /pepper|ginger|wasabi|mustard|horseradish/.test(i.id)) ||
      (isSweetDish(r) && items.some((i) => ['cinnamon', 'cardamom', 'cloves', 'nutmeg'].includes(i.id))) ||
      /chil[il]i/.test(r.lines.map((l) => l.name).join(' '))
        ? undefined
        : 'spicy, yet nothing hot is in it',
  },
  {
    re: /\bmild\b/,
    check: (_r, items) => {
      const bad = items.find((i) => CHILLI.has(i.id));
      return bad ? `mild, yet it holds ${bad.name.toLowerCase()}` : undefined;
    },
  },
  {
    re: /\bnut[- ]?free\b|\bno nuts?\b|\bwithout nuts\b|\bnut allerg/,
    check: (_r, items) => {
      const bad = items.find((i) => i.roles.includes('nut') || /nut|almond|pecan|pistachio|pesto|praline/.test(i.id));
      return bad ? `nut free, yet it holds ${bad.name.toLowerCase()}` : undefined;
    },
  },
  {
    re: /\begg[- ]?free\b|\bno eggs?\b|\bwithout eggs?\b|\begg allerg/,
    check: (_r, items) => {
      const bad = items.find((i) => /\begg|mayonnaise/.test(i.id));
      return bad ? `egg free, yet it holds ${bad.name.toLowerCase()}` : undefined;
    },
  },
  {
    re: /\bhalal\b/,
    check: (_r, items) => {
      const bad = items.find((i) =>
        /pork|bacon|pancetta|prosciutto|chorizo|sausage|ham\b|wine|mirin|sake|beer|rum\b|brandy|gelatin/.test(i.id),
      );
      return bad ? `halal, yet it holds ${bad.name.toLowerCase()}` : undefined;
    },
  },
  {
    re: /\bcheesy\b|\bcheese\b/,
    check: (r, items) =>
      items.some(
        (i) =>
          i.category === 'Dairy & Eggs' &&
          /cheese|parmesan|cheddar|feta|mozzarella|paneer|ricotta|gruy|cotija|halloumi|brie|pecorino|mascarpone|queso|manchego|gouda|comt|emmental|monterey|jack/.test(
            `${i.id} ${i.name.toLowerCase()}`,
          ),
      ) || /\bcheesy\b[^.]*\bhas none\b/i.test((r.recipe.notes ?? []).join('. '))
        ? undefined
        : 'cheesy, yet no cheese in it',
  },
  {
    re: /\bherby\b|\bherbs\b/,
    check: (_r, items) =>
      items.some(
        (i) =>
          i.category === 'Herbs & Spices' &&
          /basil|parsley|cilantro|coriander leaves|mint|dill|chives|tarragon|thyme|rosemary|oregano|sage|shiso|herb/.test(
            `${i.id} ${i.name.toLowerCase()}`,
          ) &&
          !/dried|ground/.test(i.id),
      )
        ? undefined
        : 'herby, yet no fresh herb in it',
  },
  {
    re: /\bgarlicky\b|\bgarlic\b/,
    check: (r, items) =>
      items.some((i) => /garlic/.test(i.id)) || /\bgarlicky\b[^.]*\bhas none\b/i.test((r.recipe.notes ?? []).join('. '))
        ? undefined
        : 'garlicky, yet no garlic in it',
  },
  {
    re: /\blow[- ]carbs?\b|\bketo\b|\bno[- ]carbs?\b|\bcarb[- ]free\b/,
    check: (r) =>
      r.recipe.nutrition.carbs > 35 ? `low carb, yet ${r.recipe.nutrition.carbs} g carbs a serving` : undefined,
  },
  {
    re: /\bsmoky\b|\bsmoked\b|\bbbq\b|\bbarbecue\b|\bcharred\b|\bchargrilled\b/,
    check: (r, items) =>
      items.some((i) => /smoked|chipotle|bacon|chorizo/.test(i.id)) ||
      /\b(char|charred|smok|grill)/.test(r.steps.join(' ')) ||
      // A sweet dish may say it takes no smoke.
      (isSweetDish(r) && /smok[^.]*\b(no|not|none)\b/i.test((r.recipe.notes ?? []).join(' ')))
        ? undefined
        : 'smoky, yet nothing smoked or charred',
  },
];

/** Words of a direction that need no cooking of their own. */
const FILLER = new Set([
  'and',
  'with',
  'a',
  'an',
  'the',
  'some',
  'something',
  'very',
  'bit',
  'of',
  'but',
  'for',
  'please',
  'dish',
  'meal',
  'style',
  'twist',
  'food',
  'recipe',
  'or',
  'to',
  'in',
  'make',
  'it',
  'dinner',
  'lunch',
  'breakfast',
  'brunch',
  'supper',
  'dessert',
  'snack',
  'tonight',
  'meals',
  'dishes',
  'recipes',
  'idea',
  'ideas',
  'really',
  'super',
  'extra',
  'too',
  'little',
  'our',
  'not',
  'without',
  'hate',
  'hates',
  'avoid',
  'skip',
  'any',
  'much',
  'lots',
  'plenty',
  'loads',
  'feed',
]);
/** Words the critic knows a dish can show without a check of its own (quick, fresh, light...). */
const SHOWN =
  /\b(quick|fast|easy|simple|fresh|citrus|citrusy|zesty|light|healthy|sweet|rich|hearty|comfort|cosy|cozy|warming|rainy|cold|chilly|winter|wintry|sunday|lazy|budget|cheap|crispy|creamy|crunchy|tender|italian|mexican|asian|american|mediterranean|indian|french|japanese|twist|vegan|vegetarian|protein|packed|high|kid|kids|friendly|one|pan|pot|spicy|smoky|smoked|hot|plant|based|meat|free|meatless|bbq|barbecue|charred|chargrilled|mild|lean|lighter|low|fat|cal|calorie|calories|carb|carbs|keto|nut|nuts|egg|eggs|allergy|halal|cheesy|cheese|herby|herbs|garlicky|garlic|filling|warming|satisfying|homestyle|homely|rustic|autumn|autumnal|summer|summery|spring|refreshing|zingy|crisp|crunch)\b/g;

/** Heat said no to ('not spicy', 'nothing too hot'): read as 'mild'. */
const NO_HEAT =
  /\b(?:no|not|non|nothing|without|less|zero|never)(?:[- ](?:too|very|so|overly|that))?[- ](?:spicy|spice|spices|spiced|hot|heat|chill?ies|chill?is|chill?i|fiery)\b/g;

/** A food said no to ('no mushrooms', 'hate coriander'): read as one token, never as asking for it. */
const NO_FOOD = /\b(?:no|without|not|hate|hates|avoid|skip|zero)\s+(?:any\s+|much\s+)?([a-z]+)\b/g;

export function directionInSubstance(r: Reading): Finding[] {
  // A direction no dish of the request could follow, owned up to in the notes (and never one that
  // rules a food out: the engine serves nothing then).
  if ((r.recipe.notes ?? []).some((n) => /^Direction: .* so these are made without it$/.test(n))) return [];
  const direction = (r.options.creativeDirection ?? '')
    .toLowerCase()
    .trim()
    .replace(NO_HEAT, 'mild')
    .replace(NO_FOOD, (all, word: string) =>
      /^(?:nuts?|eggs?|dairy|gluten|meat|lactose)$/.test(word) ? all : `no_${word}`,
    );
  if (!direction) return [];
  const out: Finding[] = [];
  const items = r.lines.flatMap((l) => l.items);
  for (const d of DIRECTIONS) {
    if (!d.re.test(direction)) continue;
    const why = d.check(r, items);
    if (why) out.push({ kind: 'direction', message: why });
  }
  // A food said no to is not in the list.
  for (const [, word] of direction.matchAll(/\bno_([a-z]+)/g)) {
    const stem = word!.replace(/(?:es|s)$/, '');
    if (stem.length < 3) continue;
    const bad = items.find((i) => new RegExp(String.raw`\b${stem}`).test(i.name.toLowerCase()));
    if (bad) out.push({ kind: 'direction', message: `"no ${word}", yet it holds ${bad.name.toLowerCase()}` });
  }
  // Anything else must be owned up to on the card, never silently ignored.
  const rest = direction
    .replace(SHOWN, ' ')
    .split(/[^a-z']+/)
    .filter((w) => w.length > 2 && !FILLER.has(w));
  const notes = (r.recipe.notes ?? []).join(' ').toLowerCase();
  const missing = rest.filter((w) => !notes.includes(w));
  if (missing.length)
    out.push({
      kind: 'direction',
      message: `the direction's "${missing.join(' ')}" changes nothing and the notes do not say so`,
    });
  return out;
}
