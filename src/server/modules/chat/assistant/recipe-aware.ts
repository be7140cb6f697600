// Answers about the attached recipe that read its own ingredients: gluten, heat, freezing,
// baking or air-frying instead of frying, and which variety to use. Amounts are changed with
// the shared units code (scaleIngredientLine), so '2 green chillies' halves to '1 green chilli'.

import type { AttachedRecipe } from '../../../../shared/api/chat';
import { parseIngredientLine, scaleIngredientLine } from '../../../../shared/kitchen/units';
import { CHECK_LABEL, CHILLI_KEYS, FREEZING, GLUTEN_SOURCES, NUT_KEYS, VARIETIES } from './knowledge/recipe-advice';
import { allMatches, anyPhrase, bestMatch, hasPhrase, normalize } from './text';
import { SUBSTITUTIONS } from './knowledge/substitutions';
import { findIngredientInLine } from '../../../chef/builtin/ingredients';

const lines = (recipe: AttachedRecipe) => recipe.ingredients ?? [];
const allText = (recipe: AttachedRecipe) =>
  normalize([recipe.title, ...lines(recipe), ...(recipe.instructions ?? [])].join(' \n '));

/** Words that contain a gluten key but are gluten-free ('rice flour', 'corn tortillas'). */
const GLUTEN_FREE_ALREADY =
  /\b(gluten-free|gluten free|rice flour|corn flour|cornflour|almond flour|coconut flour|chickpea flour|corn tortillas?|rice noodles|tamari|buckwheat)\b/;

export function glutenAnswer(recipe: AttachedRecipe): string {
  const found: { line: string; swap: string }[] = [];
  for (const line of lines(recipe)) {
    const l = normalize(line);
    if (GLUTEN_FREE_ALREADY.test(l)) continue;
    const hit = allMatches(l, GLUTEN_SOURCES)[0];
    if (hit) found.push({ line, swap: hit.swap });
  }
  if (found.length === 0) {
    const check = lines(recipe).filter((l) => anyPhrase(normalize(l), CHECK_LABEL));
    const labels = check.length
      ? `Check the labels of ${check.map((l) => `**${l}**`).join(', ')}: these are usually gluten-free but some brands add wheat or barley.`
      : 'Check the labels of stock, spice blends and sauces, which can hide wheat.';
    return `Yes: as written, "${recipe.title}" is **gluten-free**: none of its ingredients are made from wheat, barley or rye. ${labels} Keep it away from crumbs if you cook for someone with coeliac disease.`;
  }
  return [
    `No: as written, "${recipe.title}" is **not gluten-free**. These ingredients contain gluten:`,
    '',
    ...found.map((f) => `- **${f.line}**: use ${f.swap}`),
    '',
    'With those swaps it is gluten-free; check the labels of stock, sauces and spice blends too.',
  ].join('\n');
}

/** Chillies that carry a dish's heat, and mild ones used for colour and depth. */
const FIERCE =
  /(?<![a-z])(árbol|arbol|habanero|scotch bonnet|bird'?s eye|thai chil+i|cayenne|serrano|piri piri|peri peri|chilli flakes|chili flakes|red pepper flakes)\b/;
const GENTLE = /\b(ancho|guajillo|pasilla|kashmiri|aleppo|mulato|poblano|sweet paprika|smoked paprika)\b/;

function chilliLines(recipe: AttachedRecipe): string[] {
  return lines(recipe).filter((l) => anyPhrase(normalize(l), CHILLI_KEYS) && !/\bbell pepper|sweet paprika\b/i.test(l));
}

export function heatAnswer(recipe: AttachedRecipe, direction: 'milder' | 'hotter'): string {
  const hot = chilliLines(recipe);
  if (hot.length === 0) {
    return direction === 'milder'
      ? `"${recipe.title}" has no chilli in it, so it should already be mild. If it still tastes hot, cut back on black pepper, ginger or garlic, and serve it with yogurt or sour cream.`
      : `"${recipe.title}" has no chilli in it. To make it spicier, add **1/4-1/2 tsp chilli flakes** or a sliced fresh chilli with the garlic, or serve it with **sriracha**, chilli oil or chilli crisp at the table so everyone picks their heat.`;
  }
  if (direction === 'milder') {
    // Dried chillies differ tenfold: árbol or habanero carry the heat, ancho or guajillo the colour.
    const fierce = hot.filter((l) => FIERCE.test(normalize(l)));
    const gentle = hot.filter((l) => GENTLE.test(normalize(l)) && !FIERCE.test(normalize(l)));
    const first =
      fierce.length && gentle.length
        ? [
            `Most of the heat is in the **${fierce.join('** and the **')}**: leave those out first. The ${gentle.length > 1 ? 'others are' : 'other is'} mild and mostly give colour and flavour.`,
            '',
          ]
        : [];
    return [
      `The heat in "${recipe.title}" comes from:`,
      '',
      ...hot.map((l) => `- **${l}**: use half, **${scaleIngredientLine(l, 0.5)}**, or leave it out for young children`),
      '',
      ...first,
      'Remove the seeds and white membranes of fresh chillies (most of the heat is there), add the chilli late and taste, and serve yogurt, sour cream or coconut milk on the side. You can always add heat at the table; you cannot take it out.',
    ].join('\n');
  }
  return [
    `The heat in "${recipe.title}" comes from:`,
    '',
    ...hot.map(
      (l) => `- **${l}**: use half as much again, **${scaleIngredientLine(l, 1.5)}**, or double it for a real kick`,
    ),
    '',
    'Keep the seeds in fresh chillies, add a pinch of cayenne or chilli flakes at the end and taste as you go; a hot sauce at the table lets everyone choose.',
  ].join('\n');
}

export function freezeAnswer(recipe: AttachedRecipe): string {
  const text = allText(recipe);
  // The dish by its title first: a stir-fry's soy sauce does not make it a sauce.
  // 'Paneer Dumplings in Creamy Tomato-Cashew Sauce' is a dish in its sauce, not a tray of raw dumplings.
  const title = normalize(recipe.title).replace(
    /\b(dumplings?|koftas?|meatballs?)\b(?=.*\b(in|with)\b.*\b(sauce|curry|gravy|broth|soup)\b)/g,
    '',
  );
  const rule =
    FREEZING.find((f) => f.when.source !== '.' && f.when.test(title)) ??
    FREEZING.find((f) => !f.titleOnly && f.when.test(text))!;
  const potato =
    /\bpotato/.test(text) && rule.good
      ? ' Potatoes can turn a little grainy when frozen; you can add fresh ones when reheating.'
      : '';
  const dairy =
    rule.good && /\b(cream|yogurt|yoghurt|creme fraiche|crème fraîche|milk)\b/.test(text) && !rule.titleOnly
      ? ' Sauces made with cream, yogurt or milk can separate a little when thawed: stir or whisk well as they reheat.'
      : '';
  // Pasta, noodles or rice cooked in a soup or stew keep soaking up the liquid in the freezer.
  const starch = /\b(pasta|ditalini|orzo|macaroni|noodles?|vermicelli|rice)\b/.exec(
    normalize(lines(recipe).join(' \n ')),
  )?.[1];
  const soaks =
    starch &&
    rule.good &&
    !rule.titleOnly &&
    /\b(soup|stew|broth|minestrone|chowder|casserole|curry|chilli|chili)\b/.test(text) &&
    !/\b(pasta|noodles?|rice)\b/.test(normalize(rule.text(rule.months)))
      ? ` The **${starch}** keeps soaking up liquid and turns **soft and mushy** when frozen and reheated: freeze the portions **without it** (take some out before adding the ${starch}, or cook it separately) and cook a little fresh ${starch} when you reheat, adding a splash of water or stock.`
      : '';
  return `Can you freeze "${recipe.title}"? ${rule.text(rule.months)}${potato}${dairy}${soaks}`;
}

export function isFreezeQuestion(q: string): boolean {
  // 'Does it freeze ok, and do I bake it from frozen or thaw it?' asks to freeze it first.
  if (
    /\b(does|will|would|can|could) (it|this|they|these) freeze\b|\bfreeze (it|this|one|them|half|some)\b|\bfreeze (ok|okay|well)\b/.test(
      q,
    )
  )
    return true;
  return /\b(freeze|freezing|freezer|frozen)\b/.test(q) && !/\b(from frozen|thaw|defrost)\b/.test(q);
}

export function isBakeOrAirFryQuestion(q: string, recipe?: AttachedRecipe): boolean {
  // 'How do I make them in the oven?' about a fried recipe asks the same thing.
  // Fried as its method (oil for frying, a fried or crumbed dish), not 'fry the onions first'.
  const fried = recipe
    ? /\b(deep-fry|deep fry|deep-frying|deep-fried|for frying|for deep-frying|shallow-fry|shallow fry)\b/.test(
        allText(recipe),
      ) || /\b(fried|crispy|katsu|tempura|schnitzel|fritters?|wings|nuggets|goujons)\b/.test(normalize(recipe.title))
    : false;
  // 'A slow cooker rather than the oven' moves the dish to another appliance: not frying to baking.
  if ((SLOW_COOKER.test(q) || PRESSURE_COOKER.test(q)) && !/\b(fry|frying|fried)\b/.test(q)) return false;
  return (
    /\bair[- ]?fr(y|yer|ied|ying)\b/.test(q) ||
    // 'No tagine: what instead, and can I do it all in the oven?' about a braise is no frying question.
    (/\b(bake|baking|oven)\b/.test(q) &&
      (/\b(fry|frying|fried)\b/.test(q) ||
        (fried &&
          /\b(instead|rather than|without|healthier|in the oven|oven[- ]baked|bake (it|them|these|this))\b/.test(q))))
  );
}

/** Oven and air-fryer heat and times by what is being cooked (bone-in pieces take longest). */
const OVEN_TIMES: { when: RegExp; oven: string; air: string }[] = [
  {
    when: /\b(wings?|drumsticks?|drumettes|legs?|bone-in)\b/,
    oven: '425 °F (220 °C) for 40-50 minutes',
    air: '380-400 °F (195-200 °C) for 22-28 minutes',
  },
  {
    when: /\b(chips|fries|french fries|wedges)\b/,
    oven: '425 °F (220 °C) for 30-40 minutes',
    air: '380-400 °F (195-200 °C) for 15-20 minutes, shaking the basket twice',
  },
  {
    when: /\b(fish|cod|haddock|pollock|salmon|tilapia|hake|shrimp|prawns)\b/,
    oven: '425 °F (220 °C) for 12-15 minutes',
    air: '400 °F (200 °C) for 8-12 minutes',
  },
  { when: /./, oven: '425 °F (220 °C) for 18-25 minutes', air: '400 °F (200 °C) for 10-14 minutes' },
];

export function bakeOrAirFryAnswer(recipe: AttachedRecipe, q: string): string {
  const text = allText(recipe);
  const fish = /\b(fish|salmon|cod|shrimp|prawns|tilapia|haddock)\b/.test(text);
  const poultry = /\b(chicken|turkey)\b/.test(text);
  const done = fish ? '145 °F (63 °C)' : poultry ? '165 °F (74 °C)' : 'golden and cooked through';
  // Several things may be fried (fish and chips): each gets its own time.
  const kinds = OVEN_TIMES.filter((t) => t.when.source !== '.' && t.when.test(text));
  const times = kinds.length ? kinds : [OVEN_TIMES.at(-1)!];
  const name = (t: (typeof OVEN_TIMES)[number]) =>
    times.length > 1
      ? `${/chips|fries/.test(t.when.source) ? 'the chips' : /fish/.test(t.when.source) ? 'the fish' : 'the pieces'}: `
      : '';
  const batter = /\b(batter|beer|lager)\b/.test(text);
  const crumb = /\b(panko|breadcrumbs|bread crumbs|flour)\b/.test(text);
  const prep = batter
    ? 'A wet **batter** drips off and will not crisp without deep oil: coat the pieces in flour, beaten egg and **panko breadcrumbs** instead, and spray them well with oil.'
    : crumb
      ? 'Toast the crumbs in a little oil in a pan first (or spray the coated pieces well with oil) so they brown like fried ones.'
      : 'Toss the pieces in a tablespoon of oil first so they brown.';
  const airFry = /\bair[- ]?fr/.test(q);
  if (airFry) {
    return [
      `Yes, "${recipe.title}" works in an **air fryer**: ${times.map((t) => `${name(t)}**${t.air}**`).join('; ')}, in one layer, turning halfway, until ${done}.`,
      '',
      prep,
    ].join('\n');
  }
  return [
    `Yes, you can **bake** "${recipe.title}" instead of frying: on a rack over a sheet pan (or an oiled tray), ${times.map((t) => `${name(t)}**${t.oven}**`).join('; ')}, turning halfway, until ${done}.`,
    '',
    prep,
    `It is less crisp than deep-frying but uses a fraction of the oil. In an air fryer: ${times.map((t) => `${name(t)}${t.air}`).join('; ')}.`,
  ].join('\n');
}

export function isVarietyQuestion(q: string): boolean {
  return (
    (/\b(which|what kind of|what type of|what sort of|best|what variety)\b/.test(q) ||
      /\bwhat [a-z]+ (should|do|would|can) (i|you|we) (use|buy|get|choose|pick)\b/.test(q)) &&
    !/\b(side|sides|serve|wine with|goes with|go with)\b/.test(q)
  );
}

export function varietyAnswer(recipe: AttachedRecipe, q: string): string | undefined {
  const asked = bestMatch(q, VARIETIES);
  if (!asked) return undefined;
  // 'What rice do I use?' beside a paella: the recipe's own line names the closer row ('paella rice').
  // The longest key of a row that one of the recipe's lines holds, on a line about what the
  // question asks ('carnaroli' on the line '300 g carnaroli rice' when the question says 'rice').
  const askedWords = asked.keys.filter((k) => hasPhrase(q, k));
  const held = (row: (typeof VARIETIES)[number]) =>
    Math.max(
      0,
      ...row.keys
        .filter((k) =>
          lines(recipe).some(
            (l) =>
              hasPhrase(normalize(l), k) &&
              (hasPhrase(q, k.split(' ').at(-1)!) || askedWords.some((a) => hasPhrase(normalize(l), a))),
          ),
        )
        .map((k) => k.length),
    );
  const best = VARIETIES.reduce((a, row) => (held(row) > held(a) ? row : a), asked);
  const own = best !== asked && held(best) > held(asked) ? best : undefined;
  const v = own ?? asked;
  const line = lines(recipe).find((l) => v.keys.some((k) => hasPhrase(normalize(l), k)));
  return line ? `Your recipe uses **${line}**. ${v.advice}` : v.advice;
}

export function isNutQuestion(q: string): boolean {
  return /\b(nut-free|nut free|nuts?|peanuts?|tree nuts?|nut allergy|nut allergies)\b/.test(q) && !/\bnutmeg\b/.test(q);
}

/**
 * Words of an ingredient line that name it ('fish sauce' in 'For the dip: 3 tbsp fish sauce, to
 * taste'): the shared line parser takes off the amount and unit.
 */
function lineName(line: string): string {
  const named = line.replace(/^[^:]*:\s*/, '').replace(/\(.*?\)|,.*$/g, ' ');
  return normalize(parseIngredientLine(named).rest).trim();
}

/**
 * 'Is the fish sauce ok for him?': an ingredient of the recipe the cook asks about by name, when
 * it is not one of the nut lines, is said to have no nuts (with its label to check).
 */
function namedNutFree(recipe: AttachedRecipe, q: string, nutLines: readonly string[]): string {
  const asked = lines(recipe).filter((l) => {
    const name = lineName(l);
    return name.length >= 3 && !nutLines.includes(l) && hasPhrase(q, name.split(/\s+/).slice(-2).join(' '));
  });
  const names = [...new Set(asked.map(lineName))];
  if (names.length === 0) return '';
  const one = names.length === 1;
  const fish = names.includes('fish sauce') ? ' (fish sauce is fermented fish and salt)' : '';
  return `\n\n${names.map((n) => `**${n}**`).join(', ')} ${one ? 'has' : 'have'} **no nuts** in ${one ? 'it' : 'them'} as an ingredient${fish}, so ${one ? 'it is' : 'they are'} fine for a nut or peanut allergy; still check the label for "may contain".`;
}

/** Which of the recipe's lines hold nuts, and what to use instead. */
export function nutAnswer(recipe: AttachedRecipe, q = ''): string {
  const found = lines(recipe).filter(
    (l) => anyPhrase(normalize(l), NUT_KEYS) && !/\bnutmeg|coconut|butternut\b/i.test(l),
  );
  const named = namedNutFree(recipe, q, found);
  if (found.length === 0)
    return `As written, "${recipe.title}" has **no nuts** in its ingredients. For an allergy, still read every label (chocolate, granola, pesto, oils and baked goods often say "may contain nuts").${named}`;
  return (
    [
      `"${recipe.title}" is **not nut-free** as written. These lines contain nuts:`,
      '',
      ...found.map((l) =>
        /\boil\b/i.test(l)
          ? `- **${l}**: use the same amount of **vegetable, sunflower or rapeseed (canola) oil**; refined peanut oil is often tolerated, but for an allergy avoid it unless a doctor says otherwise`
          : `- **${l}**: leave it out, or use the same amount of toasted **sunflower or pumpkin seeds** instead (or chocolate chips in a bake)`,
      ),
      '',
      'For an allergy, check the labels of everything else for "may contain nuts", and wash boards and bowls that touched nuts.',
    ].join('\n') + named
  );
}

/** 'Is it spicy?' / 'how hot is it?': where its heat comes from, and how to change it. */
export function isHeatLevelQuestion(q: string): boolean {
  return /\b(is (it|this|that) (too )?(spicy|hot)|how (spicy|hot) (is|are) (it|this|that|these|they|those)|how spicy|(is it|are they) very (spicy|hot)|spice level|heat level)\b/.test(
    q,
  );
}

export function heatLevelAnswer(recipe: AttachedRecipe): string {
  const hot = chilliLines(recipe);
  if (hot.length === 0)
    return `"${recipe.title}" is **not spicy**: it has no chilli in it. Add chilli flakes or a fresh chilli if you want some heat.`;
  return [
    `"${recipe.title}" has some **chilli heat**, from:`,
    '',
    ...hot.map((l) => `- **${l}**`),
    '',
    `For a milder version use half (for example **${scaleIngredientLine(hot[0]!, 0.5)}**) and serve yogurt or lime on the side; for more kick, use half as much again.`,
  ].join('\n');
}

/** 'How do I reheat the leftovers?': how, by the kind of dish, to 165 °F (74 °C). */
export function reheatAnswer(recipe: AttachedRecipe): string {
  const text = allText(recipe);
  const title = normalize(recipe.title);
  let how: string;
  if (/\b(pudding|crumble|cobbler|clafoutis|bread and butter)\b/.test(title))
    how =
      'Warm it **covered with foil in a 350 °F (175 °C) oven for 15-20 minutes** (a single portion in the **microwave for 30-60 seconds**), and warm any sauce separately in a pan until it bubbles.';
  else if (/\b(bread|loaf|cake|muffins?|cookies?|brownies?|scones?|pie|tart)\b/.test(title))
    how =
      'Warm it for **5-10 minutes in a 350 °F (175 °C) oven** (loosely covered with foil if it browns), or toast a slice; it needs only warming, not cooking.';
  else if (
    /\b(breadcrumbs|panko|deep-fry|deep fry|fried|for frying|crispy)\b/.test(text) ||
    (/\bbatter\b/.test(text) && /\bfry\b/.test(text))
  )
    how =
      'Reheat it on a rack in a **400 °F (200 °C) oven for 10-15 minutes** (or the air fryer at 375 °F / 190 °C for 5-8), until **165 °F (74 °C)** inside, so the coating crisps again; the microwave makes it soggy.';
  else if (/\b(rice|noodles|pasta|spaghetti|risotto)\b/.test(text))
    how =
      'Reheat it in a pan or the microwave, **covered, with a splash of water or stock**, stirring halfway, until steaming hot, **165 °F (74 °C)**. Reheat rice only once.';
  else if (/\b(curry|stew|soup|chili|chilli|sauce|braise|simmer\w*|dal|dhal)\b/.test(text))
    how =
      'Reheat it in a pan over medium heat, **stirring**, with a splash of water if it has thickened, until it simmers and reaches **165 °F (74 °C)**; or microwave it covered, stirring halfway.';
  else
    how =
      'Reheat it until it is steaming hot throughout, **165 °F (74 °C)**: covered in the microwave (stirring or turning halfway) or in a 350 °F (175 °C) oven, covered with foil.';
  return `To reheat "${recipe.title}": ${how} Leftovers keep 3-4 days in the fridge (USDA FSIS).`;
}

/** Proteins by family, with what replaces them and how long the replacement cooks. */
const PROTEIN_FAMILIES: readonly { words: RegExp; name: string; swaps: string }[] = [
  {
    words: /\b(prawns?|shrimps?|scallops?|crab|lobster|mussels|clams|squid|seafood)\b/,
    name: 'shellfish',
    swaps:
      '**chicken breast or thigh** cut into thin strips (it needs **5-6 minutes** instead of the 2-3 prawns take, until no pink remains, **165 °F / 74 °C**), **firm tofu** pressed, cubed and fried golden first, or thin strips of **pork** (4-5 minutes). For a shellfish allergy also check the **fish sauce, oyster sauce and shrimp paste**, and use a clean pan and utensils.',
  },
  {
    words: /\b(salmon|cod|haddock|tuna|fish|tilapia|hake|mackerel|sea bass)\b/,
    name: 'fish',
    swaps:
      'another firm fish of the same thickness (cooking time stays about the same), **chicken breast** sliced thin (a few minutes longer, to **165 °F / 74 °C**), **king prawns**, or **firm tofu** or halloumi for a meat-free version.',
  },
  {
    words: /\b(chicken|turkey)\b/,
    name: 'poultry',
    swaps:
      '**turkey** or **pork** cut the same size (same time, cooked to 165 °F / 74 °C for turkey, 145 °F / 63 °C for pork), **firm tofu** or **paneer** fried golden first, or **chickpeas** (add them near the end, they only need heating).',
  },
  {
    words: /\b(beef|steak|mince|lamb|pork|sausages?)\b/,
    name: 'meat',
    swaps:
      'another meat cut the same size (**beef, lamb or pork** cook alike; mince for mince), **chicken thigh** (cooked through, to 165 °F / 74 °C), or for meat-free **mushrooms**, **lentils** or **beans** (lentils and beans need only heating through; add them for the last 10 minutes).',
  },
];

/** Seasonings named after a protein ('fish sauce', 'shrimp paste', 'chicken stock'), taken out. */
function withoutSeasonings(text: string): string {
  return text.replace(
    /\b(fish|oyster|shrimp|prawn|anchovy|crab|chicken|beef|lamb|pork|turkey) (sauce|paste|stock|broth|powder|cubes?|flakes|gravy|bouillon)\b/g,
    ' ',
  );
}

/** 'What can I use instead of the prawns?': the recipe's protein and what replaces it, with its cooking time. */
export function proteinAlternatives(q: string, recipe: AttachedRecipe): string | undefined {
  // 'The fish sauce' or 'the shrimp paste' is a seasoning, not the dish's fish or prawns.
  const family = PROTEIN_FAMILIES.find((f) => f.words.test(withoutSeasonings(q)));
  if (!family) return undefined;
  const line = (recipe.ingredients ?? []).find((l) => family.words.test(withoutSeasonings(normalize(l))));
  if (!line) return undefined;
  // Boneless breast or fillets for pieces on the bone is the same meat, cut differently: its
  // swap (weight and cooking time) is the substitution table's, not another protein.
  if (
    /\b(breasts?|fillets?|boneless)\b/.test(q) &&
    /\b(bone-in|bone in|on the bone|drumsticks?|legs?|wings?)\b/.test(normalize(line))
  )
    return undefined;
  return `Instead of **${line}** in "${recipe.title}", use the same weight of ${family.swaps}`;
}

/** A slow cooker or a pressure cooker named in the question ('crockpot', 'instant pot'). */
export const SLOW_COOKER = /\b(slow[- ]?cooker|crock[- ]?pot|slowcooker)\b/;
export const PRESSURE_COOKER = /\b(pressure[- ]?cooker|instant[- ]?pot|instapot|multi[- ]?cooker|ninja foodi)\b/;

/** The recipe's own time on the hob or in the oven, in minutes: its longest 'for 1 1/2 hours' or '90 minutes'. */
function braiseMinutes(recipe: AttachedRecipe): number {
  const steps = normalize((recipe.instructions ?? []).join(' \n '));
  let best = 0;
  for (const m of steps.matchAll(
    /(\d+(?:\.\d+)?)(?:\s*(?:-|to)\s*(\d+(?:\.\d+)?))?(?:\s+1\/2)?\s*(hours?|hrs?|minutes?|mins?)\b/g,
  )) {
    const n = Number(m[2] ?? m[1]) + (m[0].includes('1/2') ? 0.5 : 0);
    best = Math.max(best, /^h/.test(m[3]!) ? n * 60 : n);
  }
  return best || recipe.cookingTime || 0;
}

/**
 * 'Could I do this in my slow cooker rather than the oven?', 'instant pot version?': the recipe's
 * own method moved to that appliance, with its times, the liquid to change and what to add late.
 */
export function applianceAnswer(recipe: AttachedRecipe, q: string): string | undefined {
  const slow = SLOW_COOKER.test(q);
  const pressure = PRESSURE_COOKER.test(q);
  if (!slow && !pressure) return undefined;
  const text = allText(recipe);
  const minutes = braiseMinutes(recipe);
  const meat =
    /\b(beef|lamb|pork|chicken|turkey|mince|sausages?|brisket|shoulder|shank|chuck|oxtail|short ribs?)\b/.exec(
      text,
    )?.[1];
  const wet = /\b(stock|broth|wine|beer|stout|guinness|water|tomatoes|passata|coconut milk|cider)\b/.test(text);
  // Added late: delicate things cooked in the dish, not toppings ('sour cream, to serve').
  const cooked = normalize(
    lines(recipe)
      .filter((l) => !/\b(to serve|to garnish|for garnish|for serving|to finish)\b/i.test(l))
      .join(' \n '),
  ).replace(/\bsour cream\b/g, '');
  const late = [
    'peas',
    'spinach',
    'cream',
    'yogurt',
    'yoghurt',
    'coriander',
    'cilantro',
    'parsley',
    'basil',
    'prawns',
    'shrimp',
  ]
    .filter((w) => new RegExp(`\\b${w}\\b`).test(cooked))
    .slice(0, 4);
  const lateText = late.length ? ` Stir in the ${late.join(', ')} in the last 15-30 minutes, not at the start.` : '';
  if (!wet || minutes < 25)
    return `"${recipe.title}" is not a good fit for a ${slow ? 'slow cooker' : 'pressure cooker'}: it is a quick${wet ? '' : ', dry'} dish (about ${minutes || recipe.cookingTime} minutes) and ${slow ? 'hours of gentle, wet heat' : 'steam under pressure'} would ${wet ? 'overcook it' : 'stew it instead of browning it'}. Cook it as written.`;
  const brown = meat
    ? `Brown the ${meat} and soften the onions in a pan first as written (it is where the flavour comes from), then`
    : 'Soften the onions and spices in a pan first as written, then';
  if (slow) {
    const [low, high] = minutes >= 120 ? ['8-10', '5-6'] : minutes >= 60 ? ['6-8', '3-4'] : ['4-6', '2-3'];
    return `Yes, "${recipe.title}" works in a **slow cooker**. ${brown} tip everything into the pot. **Cut the liquid by about a third**: a slow cooker's lid loses almost no steam, so the sauce stays thin otherwise. Cook on **low for ${low} hours** or **high for ${high} hours**, until the meat is tender.${lateText} To thicken at the end, stir in 1 tbsp cornflour mixed with 2 tbsp cold water and cook 15 minutes on high with the lid off.`;
  }
  // Chunks of stewing meat need 35-45 minutes whatever the hob time; mince and chicken far less.
  const chunks =
    /\b(beef|lamb|pork|brisket|shoulder|chuck|shank|oxtail|short ribs?)\b/.test(meat ?? '') &&
    !/\bmince|ground\b/.test(text);
  const under = chunks ? '35-45' : String(Math.max(8, Math.min(30, Math.round(minutes / 3 / 5) * 5)));
  return `Yes, "${recipe.title}" works in a **pressure cooker** (Instant Pot). ${brown.replace('in a pan first', 'on the sauté setting')} deglaze the bottom well (stuck bits trigger a burn warning). Keep at least **250 ml (1 cup) of thin liquid** in the pot and put thick sauces such as tomato paste on top without stirring. Cook at **high pressure for about ${under} minutes** (${chunks ? 'chunks of stewing meat' : 'about a third of the simmering time'}), then let the pressure **release naturally for 10-15 minutes**.${lateText} Simmer on sauté for a few minutes with the lid off if the sauce needs thickening.`;
}

/** 'Is this halal?', 'my muslim friends are coming': asked with a recipe attached. */
export function isHalalQuestion(q: string): boolean {
  return /\b(halal|haram|muslims?|islamic)\b/.test(q);
}

/** What in a recipe's lines is not halal as bought, and what to use instead, by ingredient. */
const NOT_HALAL: { re: RegExp; why: 'pork' | 'alcohol'; swap: string }[] = [
  { re: /\b(bacon|pancetta|guanciale|lardons?|prosciutto|ham)\b/, why: 'pork', swap: 'halal beef or turkey bacon' },
  { re: /\b(chorizo|salami|pepperoni|sausages?)\b/, why: 'pork', swap: 'halal beef or chicken sausage or chorizo' },
  { re: /\b(lard)\b/, why: 'pork', swap: 'butter, ghee or vegetable shortening' },
  { re: /\b(gelatine|gelatin)\b/, why: 'pork', swap: 'agar or halal-certified gelatine' },
  { re: /\bpork\b/, why: 'pork', swap: 'halal chicken thigh, beef or lamb, cut the same way' },
  {
    re: /\bmirin\b/,
    why: 'alcohol',
    swap: 'rice vinegar with a pinch of sugar (1 tbsp vinegar + 1 tsp sugar per tbsp)',
  },
  {
    re: /\b(shaoxing|sake|sherry|rice wine)\b/,
    why: 'alcohol',
    swap: 'chicken or vegetable stock with a few drops of rice vinegar',
  },
  { re: /\bvanilla extract\b/, why: 'alcohol', swap: 'alcohol-free vanilla or vanilla paste' },
  { re: /\b(beer|ale|stout|lager|guinness|cider)\b/, why: 'alcohol', swap: 'stock, or alcohol-free beer' },
  {
    re: /\b(wine|brandy|rum|vodka|whisky|whiskey|marsala|port|vermouth|cognac|liqueur|kirsch|bourbon)\b/,
    why: 'alcohol',
    swap: 'stock with a splash of red or white grape juice, or a little vinegar',
  },
];
const MEAT = /\b(beef|lamb|chicken|turkey|veal|mutton|goat|duck|mince|steak|chuck|brisket)\b/;

export function halalAnswer(recipe: AttachedRecipe): string {
  const found: string[] = [];
  for (const line of lines(recipe)) {
    const hit = NOT_HALAL.find((k) => k.re.test(normalize(line)));
    if (hit)
      found.push(
        `**${line}** (${hit.why === 'pork' ? 'pork' : 'alcohol, which never all cooks off'}): use ${hit.swap}`,
      );
  }
  const meat = lines(recipe).filter(
    (l) =>
      MEAT.test(normalize(l)) &&
      !/\b(stock|broth|bouillon)\b/.test(normalize(l)) &&
      !NOT_HALAL.some((k) => k.re.test(normalize(l))),
  );
  const meatText = meat.length
    ? ` The ${meat.length === 1 ? 'meat' : 'meats'} (${meat.map((l) => `**${l}**`).join(', ')}) must be **halal-slaughtered**: buy from a halal butcher or look for certification.`
    : '';
  const stock = lines(recipe).some((l) => /\b(stock|broth|bouillon)\b/.test(normalize(l)))
    ? ' Use a halal-certified or vegetable stock.'
    : '';
  if (found.length === 0)
    return `As written, "${recipe.title}" has **no pork and no alcohol** in its ingredients.${meatText}${stock} Check the labels of sauces and anything with gelatine, and cook it in pans and with utensils not used for pork in the same meal.`;
  return `**Not as written.** "${recipe.title}" has ${found.join('; ')}.${meatText}${stock} Check the labels of sauces too.`;
}

/** Tree nuts and peanuts, as a cook names them. */
const NUTS = /^(walnut|almond|cashew|pistachio|hazelnut|pecan|peanut|macadamia|pine nut|brazil nut|nut)/;

/** 'Can I make this without the beans?', 'leave out the cumin', 'my kids hate mushrooms'. */
const OMIT =
  /\b(?:without|leave out|leave off|skip|omit|miss out|go without|do without|don'?t (?:like|want|eat)|hates?|dislikes?|can'?t stand|not a fan of)\s+(?:the\s+|any\s+)?([a-z][a-z -]{1,30}?)(?=\?|$|,|\.|!| and\b| or\b| in\b| because\b| if\b| for\b| please\b)/;

/**
 * Leaving one of the recipe's own ingredients out: yes, with what it does in the dish and what
 * makes up for it (the swap table's options for a spice or a sauce; more of the rest for beans or
 * vegetables). Undefined when the named thing is not in the recipe or is its main protein (the
 * protein swaps answer that).
 */
export function omitAnswer(recipe: AttachedRecipe, q: string): string | undefined {
  const m = OMIT.exec(q);
  if (!m) return undefined;
  const word = m[1]!.trim().replace(/(es|s)$/, '');
  // Without the chilli or the heat: the milder answer names every hot line, not just one.
  if (word.length < 3 || /^(chill?i|chile|chili|spice|heat|hot|spicy)/.test(word)) return undefined;
  const line = lines(recipe).find((l) => new RegExp(`\\b${word.replace(/[^a-z -]/g, '')}`).test(normalize(l)));
  if (!line) return undefined;
  const info = findIngredientInLine(line);
  const name = lineName(line);
  const swap = bestMatch(name, SUBSTITUTIONS);
  const swaps = swap
    ? ` If you want its flavour another way, per ${swap.per}: ${swap.options.slice(0, 2).join('; or ')}.`
    : '';
  const category = info?.ing.category;
  // 'Fesenjan (Walnut and Pomegranate Stew)' without walnuts: an ingredient the dish is named for is its body.
  if (hasPhrase(normalize(recipe.title), word) || hasPhrase(normalize(recipe.title), `${word}s`)) {
    const nut = /\b(walnut|almond|cashew|pistachio|hazelnut|pecan|peanut|macadamia|pine nut|brazil nut)/.test(word);
    return `**${line}**: this is one of the main ingredients of "${recipe.title}" (the dish is named for it), so leaving it out changes the dish, not just its flavour: replace it rather than skip it.${
      nut
        ? ' For a **nut allergy**, use the same weight of toasted **sunflower seeds** or **pumpkin seeds**, prepared (ground or chopped) the same way, if the person can eat seeds; or, where the nuts thicken a sauce, toasted breadcrumbs or blended cooked chickpeas. Use clean pans and boards, and check the other labels for "may contain nuts".'
        : swaps || ' Use the same weight of a similar ingredient so the dish keeps its body, and cook it the same way.'
    }`;
  }
  // Nuts left out (often for an allergy): they add richness and crunch, and ground ones thicken.
  if (NUTS.test(word)) {
    const ground = /\b(ground|blended|finely chopped|paste|butter|meal|flour)\b/.test(normalize(line));
    const allergy = /\b(allerg\w*|anaphyla\w*|epipen|nut[- ]free)\b/.test(q);
    return `Yes, you can leave out the **${line}** and it will still work: ${ground ? 'ground nuts add richness and help **thicken** a sauce or filling, so it will be a little thinner: add a little more of its other thickener (bread, breadcrumbs, cream or flour) or simmer it a few minutes longer' : 'nuts add richness and crunch, not structure, so nothing else changes'}. For the same body, use the same weight of toasted **sunflower or pumpkin seeds**${ground ? ', ground the same way' : ''}, if they are safe for whoever is eating.${allergy ? ' For a **nut allergy**, also check the labels of everything else (stock cubes, pesto, breads, sauces, chocolate) for nuts and "may contain" warnings, and use clean boards, pans and utensils to avoid cross-contamination.' : ''}`;
  }
  if (info && (info.kinds.has('onion') || /\b(onions?|garlic|shallots?|leeks?)\b/.test(name)))
    return `Yes, you can leave out the **${line}**: it is part of the dish's flavour base, so it will taste a little flatter. A pinch of ${/garlic/.test(name) ? 'garlic' : 'onion'} powder, or a little more of the spices and a squeeze of lemon at the end, makes up for it; nothing else changes.`;
  if (info && (info.kinds.has('legume') || category === 'Vegetables'))
    return `Yes, you can leave out the **${line}**. The dish will be a little lighter and go less far: make up the weight with more of the other vegetables (peppers, courgette, sweetcorn or mushrooms)${info.kinds.has('legume') ? ', another bean or lentils, or a little more of the meat' : ''}, and cook it the same way.`;
  if (category === 'Herbs & Spices' || category === 'Oils & Condiments' || category === 'Pantry Staples' || swap)
    return `Yes, you can leave out the **${line}**: it changes the flavour, not how the dish cooks, so taste at the end and add a little more salt, acid or another spice you like.${swaps}`;
  if (category === 'Dairy & Eggs' && !/\begg/.test(name))
    return `Yes, you can leave out the **${line}**: the dish will be less rich. Finish it with a spoon of yogurt or a drizzle of olive oil if you like.${swaps}`;
  return undefined;
}

/** A recipe line of dried pulses with its weight: '500 g dried gigantes or large butter beans'. */
const DRIED_PULSES =
  /(\d+(?:\.\d+)?)\s*(g|grams?|kg|oz|ounces?|lbs?|pounds?|cups?)\s+(?:of\s+)?dried\s+([a-z -]*?(?:beans?|chickpeas|gigantes|lentils|peas|cannellini|borlotti|haricots?))\b/i;

/**
 * 'Can I use tinned butter beans rather than dried? How many tins?': the recipe's dried weight as
 * 400 g tins (100 g dried cooks to about 240 g, one tin's drained weight) and the steps to skip.
 */
export function tinnedForDried(recipe: AttachedRecipe, q: string): string | undefined {
  if (!/\b(tinned|tins?|canned|cans?|jarred|jars?)\b/.test(q) || !/\bdried|dry\b/.test(q)) return undefined;
  const line = (recipe.ingredients ?? []).find((l) => DRIED_PULSES.test(l));
  const m = line ? DRIED_PULSES.exec(line) : null;
  if (!line || !m) return undefined;
  const n = Number(m[1]);
  const unit = m[2]!.toLowerCase();
  const grams = /^kg/.test(unit)
    ? n * 1000
    : /^(oz|ounce)/.test(unit)
      ? n * 28.35
      : /^(lb|pound)/.test(unit)
        ? n * 453.6
        : /^cup/.test(unit)
          ? n * 190
          : n;
  if (!Number.isFinite(grams) || grams <= 0 || grams > 5000) return undefined;
  const tins = Math.max(1, Math.round((grams / 100) * 2) / 2);
  const drained = Math.round((grams * 2.4) / 50) * 50;
  const name = (line.slice(m.index + m[0].length - m[3]!.length).split(',')[0] ?? m[3]!).trim();
  const steps = (recipe.instructions ?? []).filter((s) =>
    /\b(soak\w*|drain the soaked|boil hard|simmer for \d+[-–]?\d* minutes until (just )?tender)\b/i.test(s),
  );
  return [
    `Yes. "${line}" cooks to about ${drained} g, so use about **${tins} tins** of ${name} (400 g / 15 oz tins, about 240 g drained each; 100 g dried beans give about 240 g cooked).`,
    '',
    `**Skip the soaking and the boiling**: tinned beans are already cooked. Rinse and drain them${steps.length ? ' and leave out the step that soaks or boils them' : ''}, use water or stock wherever the recipe keeps the bean cooking water, and add them where the recipe adds the cooked beans. They are softer than home-cooked ones, so stir gently and, in a long bake, check them towards the end.`,
  ].join('\n');
}

/** 'What allergens are in this?', 'allergen info for a menu card': the recipe's own lines, by allergen. */
export function isAllergenListQuestion(q: string): boolean {
  return /\ballergens?\b|\ballergy (?:info|information|list|labels?|advice)\b|\bwhat (?:allergies|allergy) (?:is|are|does|should)\b|\b(?:which|what) of the (?:14|fourteen|main|major) allergens\b/.test(
    q,
  );
}

/** The fourteen allergens UK law names (the US list is nine of them), and words that show each in a line. */
const ALLERGENS: readonly { name: string; has: RegExp; not?: RegExp }[] = [
  {
    name: 'Gluten (wheat)',
    has: /\b(flour|bread|breadcrumbs|panko|pasta|spaghetti|noodles|couscous|bulgur|bulgar|barley|rye|spelt|semolina|wheat|tortillas?|wraps?|pastry|pitta|pita|naan|soy sauce|shoyu|beer|ale|stout|biscuits?|crackers|croutons|orzo|farro|seitan|udon|ramen|gnocchi)\b/,
    not: /\b(gluten[- ]free|rice flour|rice noodles|corn tortillas?|cornflour|corn flour|chickpea flour|gram flour|almond flour|coconut flour|buckwheat|tamari)\b/,
  },
  { name: 'Egg', has: /\b(eggs?|yolks?|egg whites?|mayonnaise|mayo|meringue|aioli)\b/, not: /\beggplants?\b/ },
  {
    name: 'Milk',
    has: /\b(milk|butter|cream|cheese|yogurt|yoghurt|ghee|feta|parmesan|mozzarella|cheddar|ricotta|mascarpone|halloumi|paneer|buttermilk|creme fraiche|crème fraîche|gruyere|gruyère|pecorino|brie|custard|whey)\b/,
    not: /\b(coconut (milk|cream)|oat milk|almond milk|soy milk|soya milk|rice milk|peanut butter|almond butter|nut butter|cocoa butter|butternut|butter beans?|dairy[- ]free|vegan)\b/,
  },
  { name: 'Soya', has: /\b(soy|soya|tofu|edamame|miso|tempeh|tamari|shoyu)\b/ },
  { name: 'Peanuts', has: /\b(peanuts?|groundnuts?|satay)\b/ },
  {
    name: 'Tree nuts',
    has: /\b(almonds?|walnuts?|cashews?|hazelnuts?|pecans?|pistachios?|macadamias?|brazil nuts?|pine nuts|praline|marzipan|frangipane)\b/,
  },
  {
    name: 'Fish',
    has: /\b(fish|salmon|tuna|cod|haddock|anchov(y|ies)|sardines?|mackerel|trout|hake|pollock|sea bass|worcestershire|bonito)\b/,
  },
  { name: 'Crustaceans', has: /\b(prawns?|shrimps?|crabs?|lobsters?|langoustines?|crayfish|scampi)\b/ },
  { name: 'Molluscs', has: /\b(mussels?|clams?|oysters?|squid|calamari|scallops?|octopus|oyster sauce|cockles?)\b/ },
  { name: 'Sesame', has: /\b(sesame|tahini|halva)\b/ },
  { name: 'Mustard', has: /\b(mustard)\b/ },
  { name: 'Celery', has: /\b(celery|celeriac)\b/ },
  { name: 'Sulphites', has: /\b(wine|dried apricots?|sherry|vermouth|port)\b/, not: /\bwine vinegar\b/ },
];

export function allergenAnswer(recipe: AttachedRecipe): string {
  const found = ALLERGENS.map((a) => ({
    name: a.name,
    lines: lines(recipe).filter((l) => {
      const t = normalize(l);
      return a.has.test(t.replace(a.not ?? /$^/, ' '));
    }),
  })).filter((a) => a.lines.length > 0);
  const bought = [
    ...new Set(
      lines(recipe)
        .map((l) => lineName(l))
        .filter((n) =>
          /\b(stock|broth|curry powder|curry paste|sauce|ketchup|stock cubes?|gravy|chutney|pesto|sausages?)\b/.test(n),
        ),
    ),
  ];
  const check = bought.length
    ? ` Check the labels of the bought ingredients too (${bought.join(', ')}): brands of stock, curry powder and sauces can add **celery**, **mustard**, gluten or soya.`
    : ' Check the labels of anything bought ready-made too, as brands differ.';
  if (found.length === 0)
    return `From its ingredient list, "${recipe.title}" has **none of the 14 main allergens** (gluten, egg, milk, soya, peanuts, tree nuts, fish, crustaceans, molluscs, sesame, mustard, celery, sulphites, lupin) as written.${check}`;
  return [
    `**Allergens in "${recipe.title}"**, from its ingredient list (of the 14 that UK law names):`,
    '',
    ...found.map((a) => `- **${a.name}**: ${[...new Set(a.lines.map((l) => lineName(l) || l))].join(', ')}`),
    '',
    `Not in it as written: ${ALLERGENS.filter((a) => !found.some((f) => f.name === a.name))
      .map((a) => a.name.toLowerCase())
      .concat('lupin')
      .join(', ')}.${check}`,
  ].join('\n');
}
