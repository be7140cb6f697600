// Rule: what a step does to the dish is possible at that point. Nothing goes into "the smoothies"
// before they are blended; nothing is stirred into, or the dish tossed in sauce, once it is rolled,
// piped or stacked; a whole ingredient ("swirl in the butter") is not used whole a second time.

import { mentions } from './lexicon';
import type { Finding, Reading } from './types';

/** Drinks that exist once the blender has run: '… through the smoothies' before that is too early. */
const BLENDED = /\b(smoothies?|lassis?|shakes?|milkshakes?|frappés?)\b/;

export function blendedBeforeUse(r: Reading): Finding[] {
  const dish = BLENDED.exec(r.title)?.[1];
  if (!dish) return [];
  const stem = dish.replace(/s$/, '');
  const ref = new RegExp(String.raw`\b(?:into|through|over|onto|on) the ${stem}s?\b`);
  const blendAt = r.steps.findIndex((s) => /\bblend|\bblitz|\bwhizz|\bpur[eé]e/.test(s));
  if (blendAt < 0) return [];
  const out: Finding[] = [];
  for (let i = 0; i < blendAt; i++)
    if (ref.test(r.steps[i]!))
      out.push({
        kind: 'continuity',
        message: `step ${i + 1} puts something into "the ${dish}" before step ${blendAt + 1} blends them`,
      });
  // A topping goes on a drink in its glass: drizzled over "the smoothies" while they are still in the
  // blender (the pour into glasses comes later) it is poured away with them.
  const pourAt = r.steps.findIndex(
    (s, i) => i > blendAt && /\bpour (?:it |them )?(?:over ice )?into (?:glasses|cups|bowls)\b/.test(s),
  );
  const topped = new RegExp(String.raw`\b(?:over|onto) the ${stem}s?\b|\b(?:drizzle|top|scatter|dust) the ${stem}s?\b`);
  for (let i = blendAt + 1; i < pourAt; i++)
    if (topped.test(r.steps[i]!))
      out.push({
        kind: 'continuity',
        message: `step ${i + 1} tops "the ${dish}" before step ${pourAt + 1} pours them into glasses`,
      });
  return out;
}

/** Dishes that are finished shapes: nothing is stirred into them and they are not tossed in a sauce. */
const SHAPED =
  'wraps?|rolls?|burgers?|sandwich(?:es)?|sandos?|tacos?|burritos?|quesadillas?|onigiri|enchiladas?|tartines?|toasts?|crostini|bruschetta|flatbreads?|pizzas?|deviled eggs|devilled eggs';
const STIR_INTO_SHAPED = new RegExp(
  String.raw`\b(?:stir|fold|mix|whisk)\b[^.;]{0,40}\binto the (${SHAPED})\b(?! bowls?)`,
);
const TOSS_SHAPED = new RegExp(
  String.raw`\btoss (?:the|each) (${SHAPED}|frittatas?)\b[^.;]{0,20}\b(?:in|with|through)\b`,
);

export function shapedDishHandling(r: Reading): Finding[] {
  const out: Finding[] = [];
  const deviled = /\bdevil+ed eggs?\b/.test(r.title);
  r.steps.forEach((step, i) => {
    const into =
      STIR_INTO_SHAPED.exec(step) ?? (deviled ? /\b(?:stir|fold|mix)\b[^.;]{0,40}\binto the eggs\b/.exec(step) : null);
    // Deviled eggs are filled halves once the filling is piped: nothing is stirred into "the eggs" after that.
    const piped = r.steps.slice(0, i).some((s) => /\b(?:pipe|spoon)\b[^.]*\binto the whites\b/.test(s));
    if (into && (!into[0].endsWith('the eggs') || piped))
      out.push({
        kind: 'continuity',
        message: `step ${i + 1} stirs something into finished ${into[1] ?? 'deviled eggs'}`,
      });
    const toss = TOSS_SHAPED.exec(step);
    if (toss)
      out.push({ kind: 'continuity', message: `step ${i + 1} tosses the ${toss[1]} in a sauce once they are made` });
  });
  return out;
}

/**
 * Verbs that put all of a named ingredient in at once ('Swirl in the butter'); a part ('a knob of the
 * butter', 'the rest of the butter') reads differently and is not matched.
 */
const WHOLE_USE = /\b(?:swirl in|melt|stir in|whisk in|pour in|add) the ([a-z][a-z ]{1,30})/g;

/** Fats and liquids used whole in one step cannot be used whole again in a later one. */
export function usedWholeTwice(r: Reading): Finding[] {
  const out: Finding[] = [];
  const used = new Map<string, number>();
  r.steps.forEach((step, i) => {
    for (const m of step.matchAll(WHOLE_USE)) {
      const food = mentions(m[1]!)[0];
      if (!food || food.index !== 0) continue;
      const name = food.phrase.text;
      if (!/\b(butter|ghee|cream|oil|milk|yogurt|stock|coconut milk)\b/.test(name)) continue;
      const at = used.get(name);
      if (at !== undefined && at !== i) {
        out.push({
          kind: 'continuity',
          message: `step ${i + 1} uses all the ${name} again after step ${at + 1} used it`,
        });
        continue;
      }
      used.set(name, i);
    }
  });
  return out;
}

/** A step that forms the dish out of the pan: rolled up, cut, built or piped. */
const FORMED_OUT_OF_PAN =
  /\b(?:roll (?:up|them up)|cut (?:them |it )?in half|assemble|build the|pipe the filling|spoon or pipe)\b/;

/** 'let it turn glossy for a minute in the hot pan' once the wraps are rolled: they are not in a pan. */
export function formedThenPan(r: Reading): Finding[] {
  const onTray = r.steps.some((s) => /\bbaking tray\b/.test(s));
  const formed = r.steps.findIndex((s) => FORMED_OUT_OF_PAN.test(s) || (onTray && /^bake\b/.test(s)));
  if (formed < 0) return [];
  for (let i = formed + 1; i < r.steps.length; i++)
    if (
      /\bin the hot pan\b/.test(r.steps[i]!) &&
      !/\b(?:return|put|lay|place)\b[^.]*\b(?:to|in) the (?:hot )?pan\b/.test(r.steps[i]!)
    )
      return [
        {
          kind: 'continuity',
          message: `step ${i + 1} finishes the dish "in the hot pan" after step ${formed + 1} formed it out of the pan`,
        },
      ];
  return [];
}

/** 'Scatter the feta over each bowl' and only then 'Ladle into bowls': there is nothing in the bowls yet. */
export function toppedBeforeLadled(r: Reading): Finding[] {
  const ladleAt = r.steps.findIndex((s) => /\bladle (?:it |the [a-z ]+ )?into (?:warm |serving )?bowls\b/.test(s));
  if (ladleAt < 0) return [];
  const at = r.steps.findIndex((s, i) => i < ladleAt && /\b(?:over|into) each bowl\b|\bover the bowls\b/.test(s));
  return at < 0
    ? []
    : [
        {
          kind: 'continuity',
          message: `step ${at + 1} tops each bowl before step ${ladleAt + 1} ladles the dish into them`,
        },
      ];
}

/** A step that puts the dish on plates, in bowls or glasses ('Lay the pork on the plates'). */
const PLATES =
  /\b(?:lay|arrange|pile|divide|spoon|stand|set|put|share|ladle)\b[^.]*\b(?:on|onto|into|between|in) (?:the |warm |serving )?(?:plates|bowls|a platter|glasses|cups)\b/;

/**
 * 'Spoon the pesto over the carrots just before serving' and only then 'Stand the vegetables
 * upright in glasses': the finish went on before the dish was plated (seventh read).
 */
export function finishedBeforePlated(r: Reading): Finding[] {
  const platedAt = r.steps.findIndex((s, i) => i > 0 && PLATES.test(s));
  if (platedAt < 0) return [];
  const at = r.steps.findIndex((s, i) => i < platedAt && /\bjust before serving\b/.test(s));
  return at < 0
    ? []
    : [
        {
          kind: 'continuity',
          message: `step ${at + 1} finishes the dish "just before serving", before step ${platedAt + 1} plates it`,
        },
      ];
}

/**
 * 'Ladle into warm bowls' and then 'cook the pork belly… then stir it into the soup': nothing is
 * stirred into a dish already in its bowls (eighth read).
 */
export function stirredInAfterPlated(r: Reading): Finding[] {
  const platedAt = r.steps.findIndex(
    (s) => /\bladle (?:it |them )?into (?:warm |serving )?bowls\b/.test(s) || PLATES.test(s),
  );
  if (platedAt < 0) return [];
  const at = r.steps.findIndex(
    (s, i) =>
      i > platedAt && /\b(?:stir|fold) (?:it|them|the [a-z ]+?) (?:into|through) the (?!bowls|plates)\b/.test(s),
  );
  return at < 0
    ? []
    : [
        {
          kind: 'continuity',
          message: `step ${at + 1} stirs something into the dish after step ${platedAt + 1} served it`,
        },
      ];
}

/** Steps that put the finished dish on plates, into bowls or sandwiches, or serve it. */
const SERVED =
  /\b(?:onto|on|into|between) (?:warm |serving |the )?(?:plates|bowls|a platter|glasses|cups)\b|\bon a platter\b|\bserve\b|\bsandwich (?:them|together)\b|\bpipe or spoon\b|\bspoon the filling (?:back )?into\b/i;

/** 'Taste and season with salt and pepper' after the sandwiches are closed or the eggs filled: too late. */
export function seasonedAfterServing(r: Reading): Finding[] {
  const at = r.steps.findIndex((s) => /^taste and season\b/i.test(s.trim()));
  if (at < 0) return [];
  const served = r.steps.findIndex((s, i) => i < at && SERVED.test(s));
  return served < 0
    ? []
    : [
        {
          kind: 'continuity',
          message: `step ${at + 1} tastes and seasons the dish after step ${served + 1} has served or assembled it`,
        },
      ];
}

/** A sentence that takes what was cooked out of the pan: 'then lift onto a plate', 'set aside'. */
const TAKEN_OUT =
  /\b(?:lift|transfer|remove|scoop|take)\b[^.;]*\b(?:onto|to|on) a (?:plate|board|bowl)\b|\bset (?:it |them )?aside\b/;
/** '… into the frying pan with the chicken': the food is said to be in the pan. */
const IN_PAN_WITH = /\b(?:into|in|to) the (?:[a-z]+ )?(?:pan|wok|skillet|pot|casserole) with the ([a-z][a-z ]{1,40})/g;

/**
 * 'Add the chicken and cook it through, then lift onto a plate' and later 'Tip the pasta into the
 * frying pan with the chicken': the chicken is on the plate until a step returns it.
 */
export function takenOutThenInPan(r: Reading): Finding[] {
  const out: Finding[] = [];
  const away = new Map<string, number>();
  r.steps.forEach((step, i) => {
    for (const m of step.matchAll(IN_PAN_WITH)) {
      const food = mentions(m[1]!)[0];
      if (!food || food.index !== 0) continue;
      const at = away.get(food.phrase.text);
      const before = step.slice(0, m.index);
      if (at !== undefined && !/\breturn\b/.test(before))
        out.push({
          kind: 'continuity',
          message: `step ${i + 1} puts something in the pan "with the ${food.written}", which step ${at + 1} took out and nothing has returned`,
        });
    }
    for (const sentence of step.split(/(?<=\.)\s+/)) {
      if (/\breturn\b/.test(sentence)) for (const m of mentions(sentence)) away.delete(m.phrase.text);
      if (!TAKEN_OUT.test(sentence)) continue;
      for (const m of mentions(sentence.slice(0, TAKEN_OUT.exec(sentence)!.index)))
        if (!/\b(?:oil|butter|ghee|salt|pepper|water)\b/.test(m.phrase.text)) away.set(m.phrase.text, i);
    }
  });
  return out;
}

/** A topping scattered or spooned over the dish: 'scatter them over the shrimp for crunch'. */
const TOPPED = /\b(?:scatter|sprinkle|spoon|drizzle)\b[^.;]*\bover the\b|\bfor (?:crunch|a creamy finish)\b/;
/**
 * A later step that puts the dish together: tips everything back into the wok and tosses it,
 * tosses the cheese through the pasta, fills the tortillas, spreads the avocado on the toast. A
 * topping spooned on before it is lost in it or sits under it.
 */
const BACK_IN =
  /\breturn (?:everything|it all|all the [a-z ]+) to the (?:[a-z]+ )?(?:wok|pan|skillet|pot)\b|\btake off the heat\. toss through the\b|\bfill the (?:warm )?tortillas with\b|\bspread the [a-z]+ (?:thickly )?on the\b|\bspoon the filling into the\b/;

/**
 * 'Toast the peanuts… scatter them over the shrimp for crunch' and then 'Return everything to the
 * wok, add the soy sauce and toss': the topping went on before the dish was put together.
 */
export function toppedBeforeReturned(r: Reading): Finding[] {
  const back = r.steps.findIndex((s) => BACK_IN.test(s.toLowerCase()));
  if (back < 0) return [];
  const at = r.steps.findIndex((s, i) => i < back && TOPPED.test(s.toLowerCase()));
  return at < 0
    ? []
    : [
        {
          kind: 'continuity',
          message: `step ${at + 1} tops the dish before step ${back + 1} puts it together`,
        },
      ];
}

/**
 * 'Serve over the rice', then 'Mix the soy sauce with the ginger and spoon it over the pad kra pao':
 * nothing is spooned, drizzled or scattered over a dish already served (eleventh read).
 */
export function saucedAfterServed(r: Reading): Finding[] {
  // A step that only serves, or one that ends by serving or eating it ('Spoon the filling into the
  // lettuce cups. Eat with your hands.', then a glaze brushed over them: fourteenth read; '...and
  // serve cold', then jackfruit laid on: cook read 24).
  const servedAt = r.steps.findIndex(
    (s, i) =>
      i < r.steps.length - 1 &&
      (/^serve\b/i.test(s.trim()) ||
        /(?:^|\.\s+)(?:serve|eat)\b[^.]*\.?$/i.test(s.trim()) ||
        // '...and serve cold', not '...and serve a spoonful with the yogurt' (a side, served with it).
        /\band serve\b(?! (?:a|an|some|the|it|them)\b)[^.]*\.?$/i.test(s.trim())),
  );
  if (servedAt < 0) return [];
  const at = r.steps.findIndex(
    (s, i) =>
      i > servedAt &&
      (/\b(?:spoon|drizzle|scatter|sprinkle|dust|top|dollop|pour|shave)\b[^.]*\b(?:over|onto|on top|with)\b/i.test(s) ||
        // Or adds to it (cook read 24: 'Add the sweet potatoes to the filling' after 'serve straight away').
        /^(?:Add|Stir|Fold|Toss) the [^.]*\b(?:to|into|through)\b/.test(s)) &&
      !/\bto serve\b|\bat the table\b|\bon the side\b|\bleftovers?\b/i.test(s),
  );
  return at < 0
    ? []
    : [{ kind: 'continuity', message: `step ${at + 1} tops the dish after step ${servedAt + 1} has served it` }];
}
