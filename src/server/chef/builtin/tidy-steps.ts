// Last words on a written recipe's steps, over the whole method: what a cook would stumble on when
// templates, accents and extras meet (a solid 'drizzled', 'Serve hot and the honey', oil used again
// after 'the rest of' it went into an earlier step, a drink topped before it is poured).

import { escapeRegExp as escape, itemName, type Item } from './ingredient-lines';
import { joinList } from './render';

/** What pours: oils, syrups, sauces, liquids and soft dairy. Everything else is scattered. */
const POURABLE =
  /oil|honey|syrup|molasses|agave|cream|yogurt|milk|juice|stock|broth|wine|vinegar|sauce|tahini|ghee|butter|mirin|sake|pesto|salsa|crema|fraiche|mayo|ketchup|mustard|coconut-milk/;

function pourable(item: Item): boolean {
  const info = item.info;
  if (!info) return true;
  return info.ing.category === 'Oils & Condiments' || info.roles.has('liquid') || POURABLE.test(info.id);
}

/** 'Drizzle with the brown sugar' -> 'Sprinkle with the brown sugar': a solid is scattered, not poured. */
function scatterSolids(step: string, solids: readonly string[]): string {
  let out = step;
  for (const name of solids) {
    if (!out.includes(` the ${name}`)) continue;
    const n = escape(name);
    out = out
      .replace(
        new RegExp(`\\b([Dd])rizzle with the ${n}\\b`, 'g'),
        (_, d: string) => `${d === 'D' ? 'S' : 's'}prinkle with the ${name}`,
      )
      .replace(
        new RegExp(`\\b([Dd])rizzle (the [^.,;]+?) with the ${n}\\b`, 'g'),
        (_, d: string, what: string) => `${d === 'D' ? 'S' : 's'}prinkle ${what} with the ${name}`,
      );
  }
  return out;
}

/** What runs: a liquid is drizzled, never sprinkled ('Sprinkle with the honey'). */
const RUNS =
  /^(?:honey|maple syrup|golden syrup|agave syrup|date syrup|molasses|olive oil|sesame oil|vegetable oil|lemon juice|lime juice|soy sauce|balsamic vinegar)$/;
const SPRINKLED = /\b([Ss])prinkle with the ([a-z ]+?)(?=[.,;]| and\b| over\b)/g;

/** 'Sprinkle with the honey' -> 'Drizzle with the honey'. */
function drizzleLiquids(step: string): string {
  return step.replace(SPRINKLED, (whole: string, s: string, name: string) =>
    RUNS.test(name) ? `${s === 'S' ? 'D' : 'd'}rizzle with the ${name}` : whole,
  );
}

/** 'Serve hot and the crème fraîche.' (an optional 'with the...' left out) -> 'Serve hot with the crème fraîche.' */
const SERVE_AND = /\b([Ss]erve(?: (?:hot|warm|cold|chilled|straight away|at once|immediately))*),? and (the|a|some) /g;

/** Foods a later step uses again after an earlier one took 'the rest of' them ('the rest of the oil'). */
const REST_OF = /\b(?:the rest of the|the remaining) ((?:[a-z]+ )?(oil|butter|sugar))\b/g;

/**
 * An earlier 'the rest of the oil' is 'most of the remaining oil' when a later step (an accent, a
 * direction) still uses the oil: a cook never runs out between the two.
 */
function keepSomeBack(steps: string[]): void {
  for (let i = 0; i < steps.length; i++) {
    steps[i] = steps[i]!.replace(REST_OF, (whole: string, food: string, family: string, at: number) => {
      const before = steps[i]!.slice(Math.max(0, at - 20), at);
      if (/\b(?:little|some|half|part|splash|bit|most) of\s*$/.test(before)) return whole;
      const later = new RegExp(`\\b${family}\\b`, 'i');
      if (!steps.slice(i + 1).some((s) => later.test(s))) return whole;
      return `most of the remaining ${food}`;
    });
  }
}

/** A step that puts the dish on plates, in bowls or on a platter: it has left the pan. */
export const PLATED =
  /\b(?:onto|on|into|between) (?:warm |serving |the )?(?:plates|bowls|a platter|the leaves|glasses|cups)\b|\bon a platter\b|\bin each (?:small |shallow )?bowl\b/;
const BACK_IN_PAN = /,? and let (?:it|them) [^.]*? in the hot pan\b/;

/** A step that forms the dish out of the pan: the wraps are rolled, the eggs piped, the sandwiches cut. */
const FORMED = /\b(?:[Rr]oll (?:up|them up)|cut (?:them |it )?in half|[Ss]poon or pipe)\b/;

/** 'brush it over the chicken and let it turn glossy for a minute in the hot pan' after the chicken was plated. */
function nothingBackInThePan(steps: string[]): void {
  // A dish baked on a tray (flatbreads, tartines) is on the tray, not in a pan, once it has baked.
  const onTray = steps.some((s) => /\bbaking tray\b/.test(s));
  const plated = steps.findIndex((s) => PLATED.test(s) || FORMED.test(s) || (onTray && /^Bake\b/.test(s)));
  if (plated < 0) return;
  for (let i = plated + 1; i < steps.length; i++) steps[i] = steps[i]!.replace(BACK_IN_PAN, '');
}

const A_PAN = /\b(?:frying pan|saucepan|skillet|wok|griddle|casserole|pot|pan)\b/i;

/** 'the hot pan', 'the pan juices' or 'the same pan' where no step has used a pan yet (onigiri, roasted pears, quesadillas). */
function noPanNoPanJuices(steps: string[]): void {
  for (let i = 0; i < steps.length; i++) {
    const before = steps.slice(0, i).join(' ') + ' ' + steps[i]!.replace(/\bthe (?:hot |same )?pan\b.*$/, '');
    if (A_PAN.test(before)) return;
    steps[i] = steps[i]!.replace(BACK_IN_PAN, '')
      .replace(/\bthe pan juices\b/, 'the juices')
      .replace(/\bin the same pan\b/, 'in a frying pan');
  }
}

const BLEND = /^(?:Blend|Blitz)\b/;
const INTO_THE_DRINK =
  /^(?:(?:Fold|Stir) the (.+?) (?:gently )?(?:through|into)|Arrange the (.+?) over) the (?:smoothies?|lassis?|shakes?)\.$/;
const POUR = /(?:^|\.\s+|, )(?:(?:[Tt]aste, adjust the sweetness and )?[Pp]our (?:over ice )?into glasses(?:\.| and ))/;

/**
 * A blended drink: what goes into it goes into the blender before it runs ('Fold the dragon fruit
 * through the smoothies' as the first step reads as nonsense), and it is poured into glasses before
 * anything is drizzled or scattered over it.
 */
function blendedInOrder(steps: string[]): void {
  if (steps.findIndex((s) => BLEND.test(s)) < 0) return;
  // What a step folds through or arranges over the drink before it is poured goes into the blender.
  const firstPour = steps.findIndex((s) => POUR.test(s));
  const added: string[] = [];
  for (let i = 0; i < steps.length && (firstPour < 0 || i < firstPour - added.length); i++) {
    const m = INTO_THE_DRINK.exec(steps[i]!);
    if (!m) continue;
    added.push(`Add the ${m[1] ?? m[2]} to the blender.`);
    steps.splice(i, 1);
    i--;
  }
  let blendAt = steps.findIndex((s) => BLEND.test(s));
  steps.splice(blendAt, 0, ...added);
  blendAt += added.length;
  // Tasting and adjusting happens in the blender; the pour comes right after it.
  let after = blendAt + 1;
  while (after < steps.length && /^Taste\b/.test(steps[after]!) && !POUR.test(steps[after]!)) after++;
  const pourAt = steps.findIndex((s, i) => i > blendAt && POUR.test(s));
  if (pourAt <= after) return;
  const pour = steps[pourAt]!;
  // 'Pour over ice into glasses and top with the pistachios.' -> the pour, then 'Top with the pistachios.'
  const sentence = /(?:Taste, adjust the sweetness and )?pour (?:over ice )?into glasses(\.| and )/i.exec(pour)!;
  const tail = pour.slice(sentence.index + sentence[0].length);
  const rest = (
    pour.slice(0, sentence.index) + (sentence[1] === ' and ' ? tail.charAt(0).toUpperCase() + tail.slice(1) : tail)
  )
    .replace(/\s+/g, ' ')
    .trim();
  const said = sentence[0].slice(0, -sentence[1]!.length);
  const poured = `${said.charAt(0).toUpperCase()}${said.slice(1)}.`;
  if (rest) steps[pourAt] = rest.charAt(0).toUpperCase() + rest.slice(1);
  else steps.splice(pourAt, 1);
  steps.splice(after, 0, poured);
}

/** Dishes that are finished shapes once made: nothing is stirred into them or tossed with them. */
const SHAPED =
  'wraps|rolls|burgers|sandwiches|sandos|tacos|burritos|quesadillas|onigiri|enchiladas|tartines|toasts|crostini|bruschetta|flatbreads|pizzas|eggs';
const STIR_INTO_SHAPED = new RegExp(String.raw`\b(?:stir|fold|toss) it (?:into|through) the (${SHAPED})\b`);
const TOSS_SHAPED = new RegExp(String.raw`\btoss the (${SHAPED}|frittata) in the ([^.,;]+)`);
/** A dish named by how it is cooked ('Seared', 'Poached'): as the thing a special goes over, it is the dish. */
const COOKED_AS_DISH =
  /\b(over|into|through|between|onto|beside) the (?:seared|pan-seared|poached|baked|sheet-pan|braised)(?=[.,;])/g;

/** 'then stir it into the tartines' -> 'then lay it over the tartines'; 'toss the wraps in the sauce' -> 'spoon the sauce over the wraps'. */
function shapedDishes(steps: string[], title: string): void {
  // Burgers are patties until the step that builds them: what goes on before that goes on the patties.
  const buildAt = steps.findIndex((s) => /\bbuild (?:them|the burgers)\b/i.test(s));
  for (let i = 0; i < buildAt; i++) steps[i] = steps[i]!.replace(/\b(over|onto|on) the burgers\b/g, '$1 the patties');
  // Eggs are a shape only when they are halved and filled; in a scramble, "stir it into the eggs" is right.
  const filledEggs = /\bdevil+ed eggs\b/i.test(title);
  for (let i = 0; i < steps.length; i++) {
    steps[i] = steps[i]!.replace(STIR_INTO_SHAPED, (whole, dish: string) =>
      dish === 'eggs' && !filledEggs ? whole : `lay it over the ${dish}`,
    )
      .replace(TOSS_SHAPED, (whole, dish: string, sauce: string) =>
        dish === 'eggs' && !filledEggs ? whole : `spoon the ${sauce} over the ${dish}`,
      )
      .replace(COOKED_AS_DISH, '$1 the dish');
  }
}

/** Fats and liquids a step puts in whole ('Swirl in the butter'): a second such step takes the rest of it. */
const WHOLE_USE =
  /\b(swirl in|[Mm]elt|stir in|whisk in|pour in|[Aa]dd|[Cc]ook|[Aa]dd the [a-z]+ and) the (butter|ghee|heavy cream|cream|coconut milk|milk)\b/gi;

/** A measured part of a fat in a step ('Heat 4 tbsp butter'): what a later step melts is the rest. */
const MEASURED = /\u2060[^\u2060]*? (butter|ghee|heavy cream|cream|coconut milk|milk)\u2060/gi;

function shareWholeUses(steps: string[]): void {
  const first = new Map<string, { at: number; verb: string }>();
  const measuredAt = new Map<string, number>();
  steps.forEach((step, i) => {
    for (const m of step.matchAll(MEASURED))
      if (!measuredAt.has(m[1]!.toLowerCase())) measuredAt.set(m[1]!.toLowerCase(), i);
  });
  for (let i = 0; i < steps.length; i++) {
    steps[i] = steps[i]!.replace(WHOLE_USE, (whole, verb: string, food: string) => {
      const key = food.toLowerCase();
      const measured = measuredAt.get(key);
      if (measured !== undefined && measured < i) return `${verb} the rest of the ${food}`;
      const earlier = first.get(key);
      if (!earlier) {
        first.set(key, { at: i, verb });
        return whole;
      }
      if (earlier.at === i) return whole;
      // The earlier step keeps half back unless it already says how much it uses.
      if (!/\bhalf of it\b/.test(steps[earlier.at]!))
        steps[earlier.at] = steps[earlier.at]!.replace(
          `${earlier.verb} the ${food}`,
          `${earlier.verb} half the ${food}`,
        );
      return `${verb} the rest of the ${food}`;
    });
  }
}

/**
 * 'simmer until the fish just flakes, until the sauce is creamy': two 'until's in one sentence with no
 * 'then' between them read as a stutter; the second joins the first with 'and'.
 */
export function oneUntil(step: string): string {
  return step.replace(/[^.;]+/g, (sentence) => {
    const first = sentence.indexOf(' until ');
    if (first < 0) return sentence;
    const second = sentence.indexOf(', until ', first + 7);
    if (second < 0) return sentence;
    const between = sentence.slice(first, second);
    if (/\bthen\b/.test(between)) return sentence;
    const rest = sentence.slice(second + ', until '.length);
    if (!between.includes(',')) return `${sentence.slice(0, second)} and ${rest}`;
    // '..., turning the vegetables halfway, until they are crispy' -> '..., so they turn crispy'
    const turned = rest.replace(
      /^(they|it) (?:are|is) /,
      (_, who: string) => `${who} ${who === 'it' ? 'turns' : 'turn'} `,
    );
    return `${sentence.slice(0, second)}, ${turned === rest ? `and until ${rest}` : `so ${turned}`}`;
  });
}

/** 'Scatter the feta over each bowl' before 'Ladle into bowls': the soup is ladled first. */
function ladleFirst(steps: string[]): void {
  const ladleAt = steps.findIndex((s) => /^Ladle into (?:warm )?bowls\b/.test(s));
  if (ladleAt < 0) return;
  const toppedAt = steps.findIndex((s, i) => i < ladleAt && /\b(?:over|into) each bowl\b|\bover the bowls\b/.test(s));
  if (toppedAt < 0) return;
  const step = steps[ladleAt]!;
  const m = /^(Ladle into (?:warm )?bowls(?: over the [a-z ]+?)?)(?:(?: and |; )(.*)|\.)$/.exec(step);
  if (!m) return;
  const rest = m[2] ? m[2].charAt(0).toUpperCase() + m[2].slice(1) : undefined;
  if (rest) steps[ladleAt] = rest;
  else steps.splice(ladleAt, 1);
  steps.splice(toppedAt, 0, `${m[1]}.`);
}

export function tidySteps(steps: string[], items: readonly Item[], title = ''): string[] {
  let solids: string[] | undefined;
  const out = steps.map((s) => {
    let t = s;
    // Most steps drizzle nothing and serve nothing: the cheap tests come first.
    if (t.includes('rizzle'))
      t = scatterSolids(t, (solids ??= items.filter((i) => i.info && !pourable(i)).map(itemName)));
    if (/[Ss]erve/.test(t)) t = t.replace(SERVE_AND, '$1 with $2 ');
    if (t.includes('prinkle with the')) t = drizzleLiquids(t);
    if (t.includes(', until ')) t = oneUntil(t);
    return t;
  });
  if (out.some((s) => s.includes('rest of the') || s.includes('remaining'))) keepSomeBack(out);
  if (out.some((s) => s.includes('in the hot pan'))) nothingBackInThePan(out);
  if (out.some((s) => /\bthe (?:hot |same )?pan\b/.test(s))) noPanNoPanJuices(out);
  if (out.some((s) => BLEND.test(s))) blendedInOrder(out);
  if (out.some((s) => s.includes('each bowl') || s.includes('the bowls'))) ladleFirst(out);
  shapedDishes(out, title);
  shareWholeUses(out);
  // One egg is not added 'one at a time'.
  for (let i = 0; i < out.length; i++) out[i] = out[i]!.replace(/\bthe egg one at a time\b/, 'the egg');
  // 'Cut the figs into bite-size pieces if needed' when the list already has them quartered.
  for (let i = out.length - 1; i >= 0; i--) {
    const cut = /^Cut the ([a-z ]+?) into bite-size pieces if needed\.$/.exec(out[i]!);
    if (cut && items.some((it) => it.info && itemName(it) === cut[1] && (it.prep || it.cut))) out.splice(i, 1);
  }
  if (out.some((s) => s.includes(' until wilted'))) wiltOnlyLeaves(out, items);
  if (out.some((s) => s.includes('lightly browned'))) leavesWiltLast(out, items);
  return out;
}

/** Tender leaves that wilt in a minute: spinach browned for 5-7 minutes goes watery, it never browns. */
const WILTS = /^(?:baby )?(?:spinach|arugula|rocket|watercress|swiss chard|chard)$/;
const BROWNS_VEG =
  /^Add the ([a-z ,]+?) to the pan and cook (\d+-\d+) minutes over medium heat, stirring now and then, until tender and lightly browned\./;

/**
 * 'Add the spinach and tomatoes to the pan and cook 5-7 minutes ... until tender and lightly
 * browned' (cook read 22): what browns cooks for the minutes, the leaves are stirred in at the end
 * until just wilted.
 */
function leavesWiltLast(steps: string[], items: readonly Item[]): void {
  const names = new Set(items.map(itemName));
  for (let i = 0; i < steps.length; i++) {
    const m = BROWNS_VEG.exec(steps[i]!);
    if (!m) continue;
    const listed = m[1]!.split(/, | and /);
    const leaves = listed.filter((n) => WILTS.test(n) && names.has(n));
    if (!leaves.length) continue;
    const rest = listed.filter((n) => !leaves.includes(n));
    const cooked = rest.length
      ? `Add the ${joinList(rest)} to the pan and cook ${m[2]} minutes over medium heat, stirring now and then, until tender and lightly browned. Stir in the ${joinList(leaves)} until just wilted.`
      : `Add the ${joinList(leaves)} to the pan and stir over medium heat for 1-2 minutes, until just wilted.`;
    steps[i] = cooked + steps[i]!.slice(m[0].length);
  }
}

/** Leaves wilt; mushrooms or peppers stirred into a sauce in their place cook until tender. */
function wiltOnlyLeaves(steps: string[], items: readonly Item[]): void {
  for (const item of items) {
    const info = item.info;
    if (!info || info.kinds.has('leafy') || info.kinds.has('salad-leaf') || info.kinds.has('soft-herb')) continue;
    const name = escape(itemName(item));
    const re = new RegExp(`\\b(Stir in|stir in|Add|add) the ${name} until wilted`, 'g');
    for (let i = 0; i < steps.length; i++)
      steps[i] = steps[i]!.replace(
        re,
        (_, verb: string) => `${verb} the ${itemName(item)} and cook 3-4 minutes until tender`,
      );
  }
}
