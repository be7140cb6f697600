// Writing a filled dish up as a recipe: portions in the meal type's energy band, steps (special
// ingredient, accent, direction and texture additions), title, ingredient lines, notes.

import type { MealType } from '../../../shared/api/recipes';
import type { CookingMethod } from '../../../shared/kitchen/types';
import type { ChefRecipe } from '../types';
import { titleCase } from './ingredient-names';
import type { IngredientInfo } from './ingredients';
import type { ComposedRecipe } from './model';
import { nutritionPerServing } from './nutrition';
import type { Plan } from './plan';
import { directionAdditions, directionNotes } from './directions';
import { canGiveTexture, textureAddition } from './textures';
import {
  dressedDish,
  dressingStep,
  mixedSauceStep,
  sauceAccent,
  saucedDish,
  whisksIntoDressing,
} from './accent-choice';
import { ENERGY_BANDS, energyViolation, realIngredientCount } from './quality';
import type { Rng } from './random';
import { capitalise, escapeRegExp, formatLine, itemName, type Item } from './ingredient-lines';
import { renderStep, type RenderScope } from './render';
import { addSpecial, specialNamedInPattern } from './special-steps';
import { difficultyOf, fitPans, fitPortions, fitSteps, fitTins, slotLabel } from './portions';
import { type Candidate, TEXTURE_ROOT, baseMinutes } from './candidates';
import type { BatchState, Filled } from './slots';
import { borrowedStepNames, chooseTitle } from './titles';
import { tidySteps } from './tidy-steps';

/** A step that plates, serves or assembles the dish: seasoning comes before it. */
const SERVED_STEP =
  /\b(?:onto|on|into|between) (?:warm |serving |the )?(?:plates|bowls|a platter|glasses|cups)\b|\bon a platter\b|\bserve\b|\bsandwich (?:them|together)\b|\bpipe or spoon\b|\bspoon the filling (?:back )?into\b/i;

/** A last step that forms the dish rather than plating it: what tops the dish comes after it. */
export const FORMS_DISH =
  /\b(roll up|roll the omelette|layer the|stack the|assemble the|fold the (?:crêpes?|tortillas?|omelettes?)|pipe the filling|return everything to the (?:wok|pan)|return the|toss through the|fill the (?:warm )?tortillas|spread the \w+ (?:thickly )?on|tuck in the|close the sandwich(?:es)?|spoon the filling into|(?:spoon|pile|divide) the \w+ (?:into|between) the (?:warm )?tortillas|(?:spoon|pile|arrange|lay) the [\w ]+ (?:on|over|onto) the (?:toasts?|bread|crostini|bruschetta)|fold in half and slide|(?:spoon|ladle) (?:it |them )?into (?:warm )?bowls)\b/i;

/** Methods that brown the headline in a hot pan, oven or grill: a spice rubbed on first cooks into it. */
const SEARS = new Set<CookingMethod>(['saute', 'stir-fry', 'roast', 'bake', 'grill', 'fry', 'braise']);

/** A dish named by its style, not a thing on the plate: 'a la Diabla' is served as its shrimp. */
const NAMED_BY_STYLE = /^(?:a la|al|alla|à la)\b/i;

const AROMATIC_STEP =
  /\b(?:fry|cook|soften|sauté|saute|sweat|stir-fry|sizzle)\b[^.]*\bthe (?:(?:red|white|yellow|brown|sweet) )?(?:garlic|onions?|shallots?|leeks?|ginger|scallions?|spring onions?)\b|\bthe (?:(?:red|white|yellow|brown|sweet) )?(?:garlic|onions?|shallots?|leeks?|ginger|scallions?|spring onions?)\b[^.]*\b(?:until (?:soft|fragrant|golden|translucent)|for (?:a|30|1|2|3|4|5)\b)/i;
const MIXING_STEP = /^(?:Mix|Combine)\b|\b(whisk|beat|blend|whip)\b/i;
/** A step that goes on past the aromatics: the spice would not land in the pan with them. */
const ENDS_COOKING =
  /\b(?:simmer|boil|bake|roast|serve|ladle|oven|plate|bowls?|blender|lift|set aside|spoon|transfer|remove|tip|over the)\b/i;
/**
 * 'Stir in the garam masala for 1 minute', 'melt the butter, stir in the paprika and let it sizzle':
 * the dish's own spices, cooked in fat.
 */
const SPICES_STIRRED = /\b([Ss]tir in) (the [\w ,]+?)(?: for (?:30 seconds|1 minute)| and let (?:it|them) sizzle)\b/;
/** A step that mixes the dish's base with a list of things: the spice joins the list. */
const MIXED_WITH = /^(?:Whisk|Beat|Mix|Blend|Whip) the [\w ]+? with /;
/** 'in a saucepan with the sugar, the saffron…': a syrup or glaze the spice can join. */
const WITH_SUGAR = / with (?=the (?:sugar|brown sugar|caster sugar|honey|maple syrup)\b)/;
/** A step that mixes and goes on (pours, cooks, serves): nothing more is whisked in after it. */
const MIXES_ON =
  /\b(?:serve|plate|between|glasses|pour|over the|through|then|cover|leave|off the heat|pan|cook|fry|bake|simmer)\b/i;

/**
 * Where a direction's spice is cooked into the dish rather than dusted over it: the step that
 * softens the aromatics, else the step that mixes the dish, with the sentence to add to it.
 */
function cookInStep(
  steps: readonly string[],
  addition: { cookIn?: string; mixIn?: (verb: string) => string },
  name: string,
): { at: number; step: string } | undefined {
  if (addition.cookIn) {
    // 'Stir in the garam masala for 1 minute': the spice joins the dish's own spices.
    const spiceAt = steps.findIndex((s) => SPICES_STIRRED.test(s));
    if (spiceAt >= 0) {
      const step = steps[spiceAt]!;
      const m = SPICES_STIRRED.exec(step)!;
      const joined = m[2]!.includes(' and ') ? `the ${name}, ` : `the ${name} and `;
      return {
        at: spiceAt,
        step: `${step.slice(0, m.index)}${m[1]!} ${joined}${step.slice(m.index + m[1]!.length + 1)}`,
      };
    }
    const at = steps.findIndex((s) => AROMATIC_STEP.test(s) && !ENDS_COOKING.test(s));
    // A second spice joins the first one's sentence (cook read 28: 'Stir in the smoked paprika for the
    // last 30 seconds... Stir in the red pepper flakes for the last 30 seconds...').
    const bloomed =
      at >= 0 ? / Stir in the ([^.]+?) for the last 30 seconds, so it cooks into the dish\./.exec(steps[at]!) : null;
    if (bloomed)
      return {
        at,
        step: steps[at]!.replace(
          bloomed[0],
          ` Stir in the ${bloomed[1]!} and the ${name} for the last 30 seconds, so they cook into the dish.`,
        ),
      };
    if (at >= 0) return { at, step: `${steps[at]!} ${addition.cookIn}` };
  }
  if (!addition.mixIn) return undefined;
  // 'Whisk the eggs with the turmeric and a pinch of salt' takes it in its list.
  const listAt = steps.findIndex((s) => MIXED_WITH.test(s) || WITH_SUGAR.test(s));
  if (listAt >= 0) {
    const step = steps[listAt]!;
    const m = (MIXED_WITH.exec(step) ?? WITH_SUGAR.exec(step))!;
    const rest = step.slice(m.index + m[0].length);
    const list = rest.split(/ until\b| to\b|, then\b| and (?:bring|spoon|stir|pour|leave|set)\b|;|\./)[0]!;
    const joined = list.includes(',') ? `the ${name}, ` : `the ${name} and `;
    return { at: listAt, step: `${step.slice(0, m.index + m[0].length)}${joined}${rest}` };
  }
  const at = steps.findIndex((s) => MIXING_STEP.test(s) && !MIXES_ON.test(s));
  if (at < 0) return undefined;
  const verb = MIXING_STEP.exec(steps[at]!)![1] ?? 'Mix';
  return { at, step: `${steps[at]!} ${addition.mixIn(capitalise(verb.toLowerCase()))}` };
}

/** A step that simmers the dish in its own sauce ('simmer 5 minutes until the sauce thickens'). */
const SAUCE_SIMMERS = /\bsimmer[^.]*\b(?:the|its) sauce\b|\b(?:the|its) sauce\b[^.]*\bsimmer/i;

/** A pairing made hot in fat: 'Cook the butter with the sage', 'Melt the butter, whisk in the hot sauce'. */
const FAT_ACCENT = /^(?:Cook the butter|Melt the butter|Gently fry|Sizzle|Warm the)\b/;
/** Where such a pairing goes over the dish: ', then spoon it over', ' and spoon the fragrant oil over'. */
const SPOONS_OVER = /,? (?:then |and )(?:spoon|drizzle|pour|brush) (?:it|the [\w ]+?) over\b/;

/** A pairing scattered over the dish: 'Scatter the feta and mint over the hummus just before serving'. */
const SCATTERS = /^Scatter (the [^.]+?) over the /;

/** A step that only warms or toasts what the dish is served with. */
const SIDE_ONLY =
  /^(?:Meanwhile, )?(?:warm|toast|heat|split)\b[^.]*\b(?:tortillas?|bread|breads|pitas?|naans?|buns?|rolls?|baguette|toasts?|rotis?|chapatis?)\b[^.]*\.$/i;

/** The clause that shuts a filled dish ('. Close with the other slices', ', then top with the remaining slices'). */
const CLOSES_FILLING =
  /(?:[.,;]| and) (?:then )?(?:close|cover|top) (?:them |it )?with (?:the |a )?(?:other|remaining|rest|second)\b/i;
/** A step that tucks the filling into bread with a list of what goes with it. */
const TUCK_IN = /(\b[Tt]uck in the [\w ]+? with the )(?=[\w ]+,)/;
/** The step that pours the beaten eggs into a pan of softened vegetables, or cracks them into its sauce. */
const EGGS_POURED =
  /^(?:Pour in the (?:beaten )?eggs|Pour the (?:beaten )?eggs (?:into|over) the (?:pan|vegetables)|Make (?:\w+ )?(?:hollows|wells) in the (?:sauce|vegetables)[^.]*\bcrack)\b/;

/** The last step of a sweet dish that plates it with its toppings. */
const PLATES_SWEET =
  /\b(spoon (?:it |them )?into (?:bowls|glasses)|scatter the (?:\w+ )?topping over|top (?:it |them )?with the|cutting into (?:squares|slices|bars|wedges))\b/i;

/** The last step of a savoury dish that puts it on plates, in bowls or glasses: 'Lay the pork on the plates'. */
const PLATES_SAVOURY =
  /\b(?:lay|arrange|pile|divide|spoon|stand|set|put|serve|share)\b[^.]*\b(?:on|onto|into|between|in) (?:the |warm |serving |four |two |six )?(?:plates|bowls|a platter|glasses|cups)\b|\bon a platter\b/i;

/** A step that cooks its topping before it goes on ('Cook the butter with the sage ... then spoon it over'). */
const COOKS_FIRST = /^(?:Cook|Heat|Melt|Fry|Toast|Warm|Sizzle|Simmer|Whip|Beat|Whisk|Mash|Soak|Brown|Gently fry)\b/;

/** A warm pairing made, then poured: '..., then spoon the fragrant oil over the omelettes.' */
const MADE_THEN_POURED = /,? (?:then |and )(spoon|drizzle|pour) (?:it |them )?(the [^.]+? )?over the ([^.]+)\.$/;

/**
 * A warm pairing split into making it and pouring it: 'Warm the coconut milk with the lime, then
 * spoon it over the omelette slices' becomes 'Warm the coconut milk with the lime; keep it warm.'
 * and 'Spoon the coconut milk over the omelette slices.'
 */
function splitPoured(step: string): { made: string; pour: string } | undefined {
  const m = MADE_THEN_POURED.exec(step);
  if (!m) return undefined;
  const named = /^(?:\w+ )(?:\w+ )?the ([a-z][\w ]*?)(?= with\b| in\b| and\b|,|;|$)/.exec(step.slice(0, m.index))?.[1];
  const thing = m[2]?.trim() ?? (named ? `the ${named}` : 'the sauce');
  return {
    made: `${step.slice(0, m.index)}; keep ${m[2] ? thing : 'it'} warm.`,
    pour: `${m[1]!.charAt(0).toUpperCase()}${m[1]!.slice(1)} ${thing} over the ${m[3]!}.`,
  };
}

/** A step that only tops the finished dish ('Spoon the pesto over the carrots just before serving'). */
const TOPS_DISH =
  /\b(?:spoon|scatter|sprinkle|drizzle|dust|crumble|grate)\b[^.]*\b(?:over|on) (?:the|each)\b|\bjust before serving\b|^(?:Top|Drizzle|Sprinkle|Dust) the [\w ]+ with\b/i;

/** The last clause of a list of toppings: ', sprinkle with the paprika.' */
const TOPPING_CLAUSE = /, ((?:drizzle|sprinkle|scatter|top|garnish|dust|finish)\b[^.,]*)\.$/;

export function writeRecipe(
  c: Candidate,
  filled: Filled,
  plan: Plan,
  state: BatchState,
  rng: Rng,
  mealType: MealType,
): ComposedRecipe | null {
  const pattern = c.pattern;
  const light = plan.labels.has('Light');
  fitPortions(filled, pattern, plan.servings, ENERGY_BANDS[mealType], light);

  const aliases = new Map<string, Item>();
  if (filled.main) aliases.set('main', filled.main.item);
  filled.accentItems.forEach((item, i) => aliases.set(`a${i}`, item));
  const scope: RenderScope = { slots: filled.items, method: pattern.method, aliases, servings: plan.servings };

  const rendered = pattern.steps.map((t, index) => ({ index, text: renderStep(t, scope) })).filter((s) => s.text);
  const steps = rendered.map((s) => s.text!);
  fitTins(steps, plan.servings);
  if (filled.main) fitPans(steps, filled.main.item, itemName(filled.main.item));
  if (filled.extraMinutes > 0 && filled.main?.item.info)
    slowCook(steps, itemName(filled.main.item), filled.extraMinutes, plan.servings);
  // A dish its last step forms (rolls the omelette, rolls up the wraps, layers the parfaits) gets its
  // toppings, glazes and finishing touches after that step: nothing goes on a dish before it exists.
  // A sweet dish whose last step plates and tops it (spoons the pudding into bowls and tops it with
  // the fruit, scatters the crumble over the fruit) gets a new topping after that step too.
  const formsLast =
    steps.length > 0 &&
    (FORMS_DISH.test(steps[steps.length - 1]!) ||
      (Boolean(pattern.sweet) && pattern.finish !== 'stir' && PLATES_SWEET.test(steps[steps.length - 1]!)));
  // A savoury dish whose last step plates it ('Lay the pork on the plates, spoon over the sauce'):
  // a topping goes on after it, a step that still cooks before it (seventh read: paprika dusted
  // over the pork in the pan, pesto spooned over carrots before they stood in their glasses).
  // Or whose last sentence serves it ('Stir in the coconut milk, season and serve'): a dollop goes
  // on after that, not before the coconut milk (ninth read).
  const lastStep = steps[steps.length - 1] ?? '';
  // A last step that only serves ('Serve over the rice', 'Serve hot, scattered with the basil') is
  // the last thing done: a topping goes on before it (eleventh read: soy-ginger spooned over a pad
  // kra pao after 'Serve over the rice').
  const onlyServes = /^serve\b/i.test(lastStep.trim());
  const platesLast = steps.length > 0 && !pattern.sweet && !onlyServes && PLATES_SAVOURY.test(lastStep);
  // A topping that is cooked first (brown butter, toasted nuts) is made before the dish is served
  // from the pan, not after it (tenth read: 'serve hot from the pan', then 'Cook the butter').
  const servesLast =
    steps.length > 0 &&
    !pattern.sweet &&
    !onlyServes &&
    /\b(?:serve|ladle)\b/i.test(lastStep.split(/(?<=\.)\s+/).pop()!);
  let finishing = 0;
  // The last step cuts the dish it serves ('Rest 2 minutes on a board, cut into thick slices and serve').
  const cutLast =
    steps.length > 0 &&
    /\bcut (?:it |them )?into (?:thick |thin )?(?:slices|squares|bars|pieces|rounds)\b|\bslice (?:it|them)\b/i.test(
      lastStep,
    );
  const insertBeforeLast = (step: string | null) => {
    if (!step) return;
    // A step that cooks something into the dish ('…then stir it into the soup') comes before the
    // dish is ladled into bowls or rolled up, however it ends (eighth read: pork belly cooked and
    // stirred into a soup already in its bowls).
    const intoTheDish =
      /\b(?:stir|fold|toss) (?:it|them|the [\w ]+?) (?:into|through)\b|(?:^|, )stir (?:in|through)\b|\bsimmer\b|\breturn (?:it|them|the)\b|\blast minute of cooking\b/i.test(
        step,
      );
    // ...and before it is ladled over noodles already in their bowls (cook read 22: gochujang
    // 'stirred through for the last minute of cooking' after 'Ladle the broth ... over the noodles').
    const ladled = intoTheDish ? steps.findIndex((s) => /^Ladle\b/.test(s)) : -1;
    if (ladled >= 0 && ladled < steps.length - 1) {
      steps.splice(ladled, 0, step);
      return;
    }
    if (
      (formsLast && !intoTheDish) ||
      ((platesLast || (servesLast && !COOKS_FIRST.test(step))) &&
        TOPS_DISH.test(step) &&
        !/\b(?:stir|simmer|toss|return|pan|wok|pot)\b/i.test(step))
    ) {
      steps.push(step);
      finishing++;
      // Before the step that serves, not between it and the toppings that now follow it (cook read
      // 24: a mayonnaise drizzle after 'cut into thick slices and serve').
    } else steps.splice(Math.max(0, steps.length - 1 - finishing), 0, step);
  };
  // Extras go before the step that assembles or cooks a filled or folded dish. Runs before
  // the accent is added, so template indices still line up with the rendered steps.
  // A dish made one at a time ('For each omelette ... Repeat with the rest'): what is cooked for it
  // is ready before the first one, and the rest goes into each one as it is made.
  const loopAt = steps.findIndex((s) => /\bFor each\b/.test(s));
  const oneAtATime = loopAt >= 0 && steps.some((s) => /\bRepeat with\b/.test(s));
  const insertExtra = (step: string | null) => {
    if (!step) return;
    if (oneAtATime) {
      // A special cooked in a pan of its own was cooked in the first step (addSpecial); here only
      // its share goes into each one.
      const shaved = /^Shave the (.+?) thinly over\b/.exec(step)?.[1];
      const name = /^\w+ the (.+?) (?:between|into|through|over|gently|to)\b/.exec(step)?.[1];
      const repeatAt = steps.findIndex((s) => /\bRepeat with\b/.test(s));
      steps.splice(
        repeatAt,
        0,
        shaved
          ? `Shave some of the ${shaved} thinly over the eggs in the pan.`
          : name
            ? `Scatter some of the ${name} over the eggs in the pan.`
            : step,
      );
      return;
    }
    // A stirred dish takes it while it still simmers, not once it is ladled over noodles in bowls
    // (fourteenth read: kimchi 'stirred into the udon and simmered' after the udon was in bowls).
    if (pattern.finish === 'stir' && pattern.extraAt === undefined) {
      const simmering = steps.findLastIndex((s) => /\bsimmer/i.test(s) && !/\brice\b/i.test(s));
      const joined = step.replace(/ into the [^.;,]+? (and (?:simmer|let)\b)/, ' in $1');
      if (simmering >= 0 && simmering < steps.length - 1 && joined !== step) {
        steps.splice(simmering + 1, 0, joined);
        return;
      }
    }
    // An egg dish cooked in its pan (a frittata, eggs over softened vegetables) takes it in the pan
    // before the eggs go in, not laid on top once it is cooked (cook read 19: 'Arrange the kimchi
    // over the frittata' after the grill).
    const laidOn = /^Arrange the (.+?) over the /.exec(step) ?? /^Top the [\w ]+? with the (.+?)\.$/.exec(step);
    const at = pattern.extraAt === undefined ? -1 : rendered.findIndex((s) => s.index >= pattern.extraAt!);
    // Where the dish places it before the eggs go in, it is stirred into the pan too, not laid on
    // a dish not yet made (cook read 22: 'Top the eggs in tomato with the jackfruit', then 'crack the eggs').
    const eggsAt = laidOn ? steps.findIndex((s) => EGGS_POURED.test(s)) : -1;
    if (eggsAt > 0 && (pattern.extraAt === undefined || (at >= 0 && at <= eggsAt))) {
      steps.splice(
        pattern.extraAt === undefined ? eggsAt : at,
        0,
        `Stir the ${laidOn![1]!} into the pan and cook for 1 minute.`,
      );
      return;
    }
    // A filled dish closed in the same step that fills it (sandwiches 'Close with the other slices')
    // takes its share on the filling before it is closed, not once it is shut (cook read 22: 'Add
    // the pork belly to the filling for the sandwiches' after they were closed).
    const filling = pattern.finish === 'fill' ? /^Add the (.+?) to the filling for the /.exec(step) : null;
    if (filling && at >= 0) {
      for (const i of [at - 1, at]) {
        const closes = i >= 0 ? CLOSES_FILLING.exec(steps[i]!) : null;
        if (!closes) continue;
        const text = steps[i]!;
        const lay = `lay the ${filling[1]!} over the filling`;
        steps[i] = closes[0].startsWith('.')
          ? `${text.slice(0, closes.index)}. ${lay.charAt(0).toUpperCase()}${lay.slice(1)}${text.slice(closes.index)}`
          : `${text.slice(0, closes.index)}, ${lay}${text.slice(closes.index)}`;
        return;
      }
    }
    // A filling tucked in with a list ('Tuck in the eggs with the cucumber, daikon and cilantro') takes
    // its share in that list, not in a step after the sandwiches were served (cook read 24).
    if (filling && at < 0) {
      const tuck = steps.findIndex((s) => TUCK_IN.test(s));
      if (tuck >= 0) {
        steps[tuck] = steps[tuck]!.replace(TUCK_IN, `$1${filling[1]!}, `);
        return;
      }
    }
    if (at < 0) insertBeforeLast(step);
    else steps.splice(at, 0, step);
  };
  // The special ingredient: in a slot already, or added with its own step.
  const special = plan.special;
  const added = addSpecial(plan, pattern, filled, steps, insertExtra, insertBeforeLast, (step) => steps.unshift(step));
  const extras = added.extras;
  let extraMinutes = added.minutes;
  const freeTextNote = added.note;

  // A special ingredient the dish's own steps do not cook is named in the title ('... with Kimchi'):
  // it is a component the cook asked for, not a garnish slipped in (issue 23).
  const specialTitle =
    special && (extras.length || (special.info && !specialNamedInPattern(steps, special.info)))
      ? titleCase(special.info ? special.info.titleName : (special.name ?? special.text))
      : undefined;

  let accentStep: string | null = null;
  if (filled.accent) {
    // Accents go over what is served: the dumplings, not the pork inside them.
    const accentAliases = new Map(aliases);
    // A tossed dish is served as itself: the pesto goes over the pasta, not over its chicken.
    const over =
      pattern.servedAs ??
      (pattern.finish === 'toss' && !NAMED_BY_STYLE.test(pattern.dish)
        ? pattern.dish.toLowerCase()
        : filled.main
          ? ''
          : 'dish');
    if (over) accentAliases.set('main', { text: over, grams: 0 });
    else {
      // A glaze goes over the dish's headline (the shrimp), not over a special that took a side
      // slot and the title (the mango of the salsa: fifth read).
      const heads = pattern.slots
        .filter((sl) => sl.main !== undefined)
        .sort((a, b) => a.main! - b.main!)
        .map((sl) => filled.items.get(sl.key))
        .filter((i): i is Item => Boolean(i));
      const head = heads.find((i) => i.info?.roles.has('protein')) ?? heads[0];
      if (head) accentAliases.set('main', head);
    }
    // A dish that simmers in a sauce of its own takes a sauce-like pairing stirred into that sauce
    // while it simmers, not spooned over it at the table (cook read 19: a chipotle-lime drizzle over
    // a bistec a la mexicana already in its tomato sauce).
    const simmersAt =
      pattern.finish !== 'stir' && saucedDish(pattern) && sauceAccent(filled.accent)
        ? steps.findLastIndex((st, i) => i < steps.length - 1 && SAUCE_SIMMERS.test(st))
        : -1;
    accentStep = renderStep(pattern.finish === 'stir' || simmersAt >= 0 ? filled.accent.stir : filled.accent.top, {
      ...scope,
      aliases: accentAliases,
    });
    // A dressed dish takes a pairing made cold in a bowl whisked into its dressing, not drizzled over
    // the salad the dressing already coats (cook read 21).
    const dressing =
      accentStep && simmersAt < 0 && pattern.finish !== 'stir' && whisksIntoDressing(filled.accent)
        ? dressedDish(pattern)
          ? dressingStep(steps)
          : mixedSauceStep(steps)
        : undefined;
    if (accentStep && dressing && dressing.at >= 0) {
      const spooned = /^Spoon the (.+?) over\b/.exec(accentStep);
      const made = accentStep.replace(/,? (?:then |and )?(?:brush or drizzle|brush|drizzle|spoon)\b.*$/, '');
      accentStep = spooned
        ? `Whisk the ${spooned[1]!} into the ${dressing.word}.`
        : `${made}, then whisk it into the ${dressing.word}.`;
      steps.splice(dressing.at + 1, 0, accentStep);
    } else if (accentStep && simmersAt >= 0) steps.splice(simmersAt + 1, 0, accentStep);
    else if (accentStep && dressedDish(pattern) && sauceAccent(filled.accent) && !dressing) {
      // A hot pairing (a BBQ glaze, a buffalo butter, brown butter) on a dressed salad goes over its
      // protein as it comes off the heat, before it meets the dressed leaves (cook read 23: BBQ sauce
      // brushed over a whole dressed salad).
      const head = [...filled.items.values()].find((i) => i.info?.roles.has('protein'));
      const name = head ? itemName(head) : '';
      const cookedAt = head
        ? steps.findIndex((st) => st.includes(` the ${name}`) && /\b(?:cook|grill|sear|fry|roast)/i.test(st))
        : -1;
      const glaze =
        cookedAt >= 0
          ? renderStep(filled.accent.top, { ...scope, aliases: new Map([...accentAliases, ['main', head!]]) })
          : null;
      if (glaze) {
        accentStep = glaze.replace(/ just before serving(?=\.$)/, '');
        steps.splice(cookedAt + 1, 0, accentStep);
      } else insertBeforeLast(accentStep);
    } else if (accentStep && COOKS_FIRST.test(accentStep) && (oneAtATime || cutLast) && splitPoured(accentStep)) {
      // A dish made one at a time has its warm pairing ready before the first one, not made once the
      // last is rolled while the others go cold (cook read 24: a garlic-rosemary oil fried after six
      // omelettes): made first and set aside, spooned over at the end. So does a dish its last step
      // cuts (cook read 26: coconut milk 'spooned over the omelette slices' before the roll was cut).
      const { made, pour } = splitPoured(accentStep)!;
      if (oneAtATime) steps.unshift(made);
      else steps.splice(steps.length - 1, 0, made);
      accentStep = pour;
      if (oneAtATime) insertBeforeLast(accentStep);
      else {
        steps.push(accentStep);
        finishing++;
      }
    } else insertBeforeLast(accentStep);
  }

  // The creative direction: ingredients it needs that the dish lacks, each with its step.
  // What reaches the table: the tacos, the soup (not the blended celeriac), the fried rice a tossed
  // dish becomes (not its shrimp, set aside before the toss), else the headline ingredient.
  const servedAs =
    pattern.servedAs ??
    ((pattern.finish === 'stir' || pattern.finish === 'toss' || !filled.main) &&
    !(filled.main && NAMED_BY_STYLE.test(pattern.dish))
      ? pattern.dish.toLowerCase()
      : itemName(filled.main!.item));
  const directionItems: Item[] = [];
  // A headline protein the dish sears, roasts or grills takes a spice rub before it cooks.
  const head = filled.main?.item;
  const rubbed =
    head?.info &&
    !pattern.sweet &&
    SEARS.has(pattern.method) &&
    head.info.roles.has('protein') &&
    !head.info.kinds.has('egg') &&
    // Mince is not rubbed: its spice goes in with the aromatics (fifteenth read's keema).
    !head.info.kinds.has('ground') &&
    head.info.ing.unit.name !== 'can'
      ? itemName(head)
      : undefined;
  for (const addition of directionAdditions(
    plan,
    pattern,
    c.cuisine,
    [...filled.items.values(), ...filled.accentItems, ...extras],
    servedAs,
  )) {
    directionItems.push(addition.item);
    const at = addition.rub && rubbed ? steps.findIndex((s) => s.includes(` ${rubbed}`)) : -1;
    const cookAt = at < 0 ? cookInStep(steps, addition, itemName(addition.item)) : undefined;
    // A dish closed around its filling is not dusted once closed: the spice goes into the filling
    // with what is stirred into it (cook read 20's sloppy joes: paprika dusted over the closed buns).
    const stirredAt =
      !cookAt && at < 0 && pattern.closed && addition.cookIn ? steps.findIndex((s) => /^Stir in the /.test(s)) : -1;
    // A pairing cooked in butter or oil (brown butter, a hot-sauce butter, a garlic oil) takes the
    // spice in its fat before it is spooned over: one finish, not a dusting beside it (cook read 22:
    // sage brown butter, then chilli flakes scattered over one frittata).
    const accentAt =
      !cookAt && at < 0 && stirredAt < 0 && addition.cookIn && accentStep && FAT_ACCENT.test(accentStep)
        ? steps.indexOf(accentStep)
        : -1;
    const spooned = accentAt >= 0 ? SPOONS_OVER.exec(steps[accentAt]!) : null;
    // A pairing scattered over the dish takes the spice in the same scatter, not a second one after it.
    const scatterAt =
      !cookAt && at < 0 && stirredAt < 0 && !spooned && addition.cookIn && accentStep && SCATTERS.test(accentStep)
        ? steps.indexOf(accentStep)
        : -1;
    if (cookAt) steps[cookAt.at] = cookAt.step;
    else if (spooned) {
      const step = steps[accentAt]!;
      const name = itemName(addition.item);
      // A second spice joins the first: 'stir in the smoked paprika and the red pepper flakes'.
      steps[accentAt] = step.includes(' for a few seconds')
        ? step.replace(/ for a few seconds/, ` and the ${name} for a few seconds`)
        : `${step.slice(0, spooned.index)}, stir in the ${name} for a few seconds${step.slice(spooned.index)}`;
      accentStep = steps[accentAt]!;
    } else if (scatterAt >= 0) {
      const m = SCATTERS.exec(steps[scatterAt]!)!;
      const list = m[1]!.replace(/ and (?=[^,]*$)/, ', ');
      steps[scatterAt] = steps[scatterAt]!.replace(
        m[0],
        `Scatter ${list} and the ${itemName(addition.item)} over the `,
      );
      accentStep = steps[scatterAt]!;
    } else if (stirredAt >= 0)
      steps[stirredAt] = `Stir in the ${itemName(addition.item)}, ${steps[stirredAt]!.slice('Stir in '.length)}`;
    else if (at < 0) insertBeforeLast(addition.step);
    else if (steps[at]!.startsWith(`Season the ${rubbed} with `) || steps[at]!.startsWith(`Toss the ${rubbed} with `))
      // 'Season the steak with the smoked paprika, salt and pepper.'
      steps[at] = steps[at]!.replace(` ${rubbed} with `, ` ${rubbed} with the ${itemName(addition.item)}, `);
    else steps.splice(at, 0, addition.rub!(rubbed!));
  }
  // Crunch asked for and nuts scattered over the dish already (its own or its accent's): those nuts
  // are the crunch, not a second nut beside them (cook read 19: maple pecans and toasted walnuts over
  // one rice pudding; pistachios and almonds over one lassi).
  let crunchAt = -1;
  if (plan.texture === 'crunchy' && !pattern.textures.includes('crunchy')) {
    const accentNut = filled.accentItems.some((i) => i.info?.kinds.has('nut'));
    const nuts = [...filled.items.values()].filter((i) => i.info?.kinds.has('nut')).map((i) => itemName(i));
    // 'Scatter with the pistachios and serve' in the dish's own steps, else the accent's 'scatter them over the cake.'
    const scattered = nuts.length
      ? new RegExp(
          `(\\b(?:[Ss]catter|[Ss]prinkle|[Tt]op|[Ff]inish|[Ss]erve|[Tt]oss)[^.]*\\b(?:${nuts.map(escapeRegExp).join('|')}))(?=[.,]| and\\b)`,
        )
      : undefined;
    crunchAt = scattered ? steps.findIndex((st) => scattered.test(st)) : -1;
    if (crunchAt >= 0) steps[crunchAt] = steps[crunchAt]!.replace(scattered!, '$1 for crunch');
    else if (accentStep && accentNut && /\bscatter\b[^.]*\.$/i.test(accentStep)) {
      crunchAt = steps.indexOf(accentStep);
      if (crunchAt >= 0) steps[crunchAt] = `${accentStep.slice(0, -1)} for crunch.`;
    }
  }
  // The texture the cook asked for, when the dish lacks it: a topping whose step makes it.
  const texture =
    crunchAt >= 0
      ? undefined
      : textureAddition(
          plan,
          pattern,
          c.cuisine,
          [...filled.items.values(), ...filled.accentItems, ...extras, ...directionItems],
          servedAs,
        );
  if (texture) {
    directionItems.push(texture.item);
    if (texture.first) steps.unshift(texture.first);
    insertBeforeLast(texture.step);
    extraMinutes += texture.minutes ?? 0;
  } else if (
    plan.texture &&
    !pattern.textures.includes(plan.texture) &&
    canGiveTexture(pattern, plan.texture, c.cuisine) &&
    !steps.some((s) => s.toLowerCase().includes(TEXTURE_ROOT[plan.texture!]))
  ) {
    // It joined the draw for a texture it cannot give after all (the diet rules out the topping, it has
    // the topping already, or the step that makes it tender was left out).
    return null;
  }

  if (finishing) {
    // The forming step no longer ends the recipe: the serving moves to the steps after it.
    const at = steps.length - 1 - finishing;
    // '...and serve with the yogurt': the yogurt goes with the last step.
    // Whatever follows 'serve' goes with it: '...and serve cold', '...and serve straight away, while
    // the crust is crisp', '...and serve warm, topped with the fried raisins' (cook read 24: jackfruit
    // laid on cold tofu, nuts scattered over a halwa, after the step that served it).
    const serving = /,? and serve\b((?:[^.]|\.(?=\d))*)\.$/;
    const served = serving.exec(steps[at]!);
    const withWhat = served?.[1]?.trim();
    if (served) {
      steps[at] = `${steps[at]!.slice(0, served.index)}.`;
      // 'Spoon into bowls, drizzle with the oil, sprinkle with the paprika and serve' keeps its 'and'
      // on the last topping ('Slide onto a plate, seam side down' has none to keep).
      steps[at] = steps[at]!.replace(TOPPING_CLAUSE, ' and $1.');
    }
    if (withWhat && !/\bserve\b/i.test(steps[steps.length - 1]!))
      steps[steps.length - 1] = `${steps[steps.length - 1]!.replace(/\.?$/, '.')} Serve ${withWhat}.`;
    // '... over the toasts. Serve straight away, while the bread is still crunchy.': that sentence
    // moves to the end, after the toppings.
    // So does 'Eat with your hands.' (fourteenth read: a glaze brushed over lettuce cups already eaten).
    const serveSentence = /\s+((?:Serve|Eat) [^.]*\.)$/.exec(steps[at]!);
    if (serveSentence && at < steps.length - 1) {
      steps[at] = steps[at]!.slice(0, serveSentence.index);
      if (!/\b(?:serve|eat)\b/i.test(steps[steps.length - 1]!))
        steps[steps.length - 1] = `${steps[steps.length - 1]!.replace(/\.?$/, '.')} ${serveSentence[1]!}`;
    }
  }

  const minutes = baseMinutes(pattern, plan.servings) + filled.extraMinutes + extraMinutes;
  if (plan.maxTime !== undefined && minutes > plan.maxTime) return null;

  const chosen = chooseTitle(c, filled, plan, state, scope, steps, specialTitle);
  if (chosen === 'seen') return null;
  // No title fits: its words are spent, and they stay spent for the batch. The dish leaves this
  // batch's draw (block() counts this failure too), which keeps the last batches of a search fast.
  if (!chosen) {
    c.failures = Math.max(c.failures, 3);
    return null;
  }
  const { title, words: titleWordList } = chosen;
  // A borrowed dish renamed in its title is called the same in its steps (cook read 25: 'Open
  // Omelette' in the title, 'spoon the sauce over the frittata' in the steps).
  if (pattern.cuisine !== c.cuisine) for (let i = 0; i < steps.length; i++) steps[i] = borrowedStepNames(steps[i]!);

  // Ingredient lines: slots in pattern order, then accent, extras and seasoning.
  const ordered: Item[] = [];
  const slotOf = new Map<Item, string>();
  for (const slot of pattern.slots) {
    const item = filled.items.get(slot.key);
    if (item) {
      ordered.push(item);
      slotOf.set(item, slotLabel(slot));
    }
  }
  filled.accentItems.forEach((i) => slotOf.set(i, 'accent'));
  extras.forEach((i) => slotOf.set(i, 'extra'));
  directionItems.forEach((i) => slotOf.set(i, 'direction'));
  for (const item of [...filled.accentItems, ...extras, ...directionItems]) {
    // One line per ingredient: a staple an extra or a direction shares with the dish adds to its line.
    const same = item.info && !item.asNeeded ? ordered.find((o) => o.info === item.info && !o.asNeeded) : undefined;
    if (same) same.grams += item.grams;
    else ordered.push(item);
  }
  const lines = ordered.map(formatLine);
  const season = pattern.season ?? (pattern.sweet ? 'none' : 'taste');
  const ingredients = lines.map((l) => l.text);
  if (season === 'taste') {
    ingredients.push('Salt and black pepper, to taste');
    // The list's salt and pepper are used: a dish whose steps never season gets seasoned before it
    // goes onto plates or into sandwiches (or before its last step), not after.
    // (A step that already salts and peppers the dish has seasoned it: no second, later step.)
    if (!steps.some((s) => /\bseason/i.test(s) || (/\bsalt\b/i.test(s) && /\bpepper\b/i.test(s)))) {
      // Before the first step that plates, fills or forms it (eighth read: seasoned after the tacos
      // were filled and topped).
      const served = steps.findIndex((s, i) => i >= 1 && (SERVED_STEP.test(s) || FORMS_DISH.test(s)));
      // A dish formed by its step (eggs spooned into the tortillas) is seasoned before it is formed.
      const formed = steps.length - 1 - finishing;
      const at = served >= 1 ? served : finishing && formed >= 1 ? formed : Math.max(0, steps.length - 1);
      // It is the end of a cooking step, not a step of its own between cooking and plating (fourteenth
      // read: 'Taste and season' before 'Return everything to the wok, add the soy sauce and toss').
      const stillCooking = (s: string) =>
        /\b(?:wok|pan|pot|toss|simmer|stir)\b/i.test(s) &&
        !/\b(?:plates?|bowls|platter|glasses|tortillas|serve|lettuce cups)\b/i.test(s);
      let into = at < steps.length && stillCooking(steps[at]!) ? at : at - 1;
      // Not after a step that only readies a side (warming the tortillas, toasting the bread): the
      // dish is what gets tasted (cook read 19: 'Warm the tortillas... Taste and season').
      while (into >= 1 && SIDE_ONLY.test(steps[into]!)) into--;
      // Not after a finish laid on just before serving (a truffle shaved over the noodles, then 'Taste
      // and season'): the step before it.
      if (into >= 1 && /\bjust before serving\b/i.test(steps[into]!)) into--;
      if (into >= 0 && !/[:;]$/.test(steps[into]!) && !/\bjust before serving\b/i.test(steps[into]!))
        steps[into] = `${steps[into]!.replace(/\.?$/, '.')} Taste and season with salt and pepper.`;
      else steps.splice(at, 0, 'Taste and season with salt and pepper.');
    }
  }
  // A sweet dish whose steps add a pinch of salt lists it (issue 23: salt is an ingredient too).
  if (season === 'pinch' || (season === 'none' && steps.some((st) => /\bsalt\b/i.test(st))))
    ingredients.push('Pinch of salt');

  const counted = ordered.map((item, i) => ({ info: item.info, grams: lines[i]!.grams }));
  const recipe: ChefRecipe = {
    title,
    cuisine: c.cuisine,
    mealType,
    cookingTime: minutes,
    servings: plan.servings,
    difficulty: difficultyOf(pattern, steps.length, minutes),
    ingredients,
    instructions: fitSteps(tidySteps(steps, ordered, title)),
    nutrition: nutritionPerServing(counted, plan.servings),
  };
  // Substance: four real ingredients beyond salt, pepper and water, and energy within the band.
  if (realIngredientCount(recipe) < 4 || energyViolation(recipe, light)) return null;
  const notes = directionNotes(plan, pattern, ordered, recipe.nutrition, minutes, recipe.instructions);
  if (freeTextNote) notes.push(freeTextNote);
  if (plan.unheard.length)
    notes.push(
      `Direction: our chef does not understand "${plan.unheard.join(' ')}" yet, so this dish is made the usual way`,
    );
  if (notes.length) recipe.notes = notes.slice(0, 8);
  const specialId = plan.special?.info?.id;
  return {
    recipe,
    specialUsed: Boolean(plan.special),
    titleWords: titleWordList,
    patternId: pattern.id,
    mainId: filled.main?.item.info?.id,
    accentId: filled.accent?.id,
    ingredients: ordered
      .filter((i): i is Item & { info: IngredientInfo } => Boolean(i.info))
      .map((i) => ({
        id: i.info.id,
        fromPantry: plan.pantry.has(i.info.id),
        staple: i.info.ing.staple,
        special: i.info.id === specialId,
        slot: slotOf.get(i) ?? '',
      })),
  };
}

/**
 * A slow-cooking main (lamb or beef in a simmered dish) adds minutes to the dish: a step says what
 * they are for. It simmers covered after browning until tender (fifteenth read: lamb browned for
 * 6-8 minutes, then 12 with the rice, in a pulao said to take 65 minutes).
 */
function slowCook(steps: string[], item: string, minutes: number, servings: number): void {
  const name = escapeRegExp(item);
  const at = steps.findIndex((s) =>
    new RegExp(String.raw`\bthe ${name}\b[^.]*\b(?:brown|sear|seal|cook)`, 'i').test(s),
  );
  if (at < 0 || new RegExp(String.raw`\b${name}\b[^.]*\btender\b`, 'i').test(steps.slice(at).join(' '))) return;
  const water = servings <= 2 ? '1/2 cup' : servings <= 4 ? '1 cup' : '1 1/2 cups';
  const sentences = steps[at]!.split(/(?<=\.)\s+/);
  const i = sentences.findIndex((t) => new RegExp(String.raw`\bthe ${name}\b`, 'i').test(t));
  sentences.splice(
    i + 1,
    0,
    `Pour in ${water} water, cover and simmer gently for ${minutes} minutes, until the ${item} is tender and the water has almost gone.`,
  );
  steps[at] = sentences.join(' ');
}
