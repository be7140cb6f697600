// Rule: vessels and amounts stay continuous. "The pan" is one an earlier step put to use; nothing is
// used again after "the rest of" it; a mixture exists before it is poured; no step is done twice.

import { mentions } from './lexicon';
import type { Finding, Reading } from './types';

/** Vessels by what "the X" may refer back to. */
const PAN_LIKE = ['frying pan', 'pan', 'skillet', 'wok', 'griddle', 'saucepan', 'casserole', 'pot', 'dutch oven'];
const POT_LIKE = ['pot', 'saucepan', 'casserole', 'dutch oven'];
const VESSEL_RE = /\b(frying pan|saucepan|skillet|wok|griddle|casserole|dutch oven|pot|pan)\b/g;

export function vesselContinuity(r: Reading): Finding[] {
  const out: Finding[] = [];
  const introduced = new Set<string>();
  r.steps.forEach((step, i) => {
    for (const m of step.matchAll(VESSEL_RE)) {
      const noun = m[1]!;
      const before = step.slice(Math.max(0, m.index - 30), m.index);
      // 'the pan', 'the hot pan', 'the same frying pan': a reference back. Anything else introduces one.
      const reference = /\bthe(?: (?:hot|same|wide|large|heavy|non-stick|empty|frying))*\s*$/.test(before);
      if (!reference) {
        introduced.add(noun);
        continue;
      }
      const ok = (noun === 'pot' ? POT_LIKE : PAN_LIKE).some((v) => introduced.has(v));
      if (!ok)
        out.push({
          kind: 'continuity',
          message: `step ${i + 1} uses "the ${noun}", but no earlier step put one to use`,
        });
      introduced.add(noun);
    }
  });
  return out;
}

/**
 * 'oil' and 'olive oil' are the same food once one of them is the bare word: the rest of the oil is
 * gone before a later step's olive oil (two named oils, olive and sesame, stay apart).
 */
function sameFood(a: string, b: string): boolean {
  if (a === b) return true;
  const [short, long] = a.length < b.length ? [a, b] : [b, a];
  return !short.includes(' ') && long.endsWith(` ${short}`);
}

const REST_OF = /\b(?:the rest of(?: the)?|the remaining|remaining)\s+([a-z][a-z -]{0,40})/g;

export function restOfContinuity(r: Reading): Finding[] {
  const out: Finding[] = [];
  const finished = new Map<string, number>();
  r.steps.forEach((step, i) => {
    for (const [phrase, at] of finished) {
      if (at < i && mentions(step).some((m) => sameFood(m.phrase.text, phrase))) {
        out.push({
          kind: 'continuity',
          message: `step ${i + 1} uses the ${phrase} after step ${at + 1} used the rest of it`,
        });
        finished.delete(phrase);
      }
    }
    for (const m of step.matchAll(REST_OF)) {
      // 'a little of the remaining oil' leaves some for later.
      if (
        /\b(little|some|half|part|splash|drizzle|bit|most) of\s*$/.test(step.slice(Math.max(0, m.index - 20), m.index))
      )
        continue;
      const first = mentions(m[1]!)[0];
      if (first && first.index === 0 && !finished.has(first.phrase.text)) finished.set(first.phrase.text, i);
    }
  });
  return out;
}

/** A mixture, batter or dressing is made (whisked, mixed, blended...) before a step speaks of it. */
const MAKES = /\b(whisk|mix|combine|beat|blend|stir|toss|mash|pur[eé]e|knead|shake|marinate|puree)/;
export function mixtureBeforeUse(r: Reading): Finding[] {
  const out: Finding[] = [];
  let made = false;
  r.steps.forEach((step, i) => {
    const ref = /\bthe (mixture|batter|dressing|marinade|dough)\b/.exec(step);
    const make = MAKES.exec(step);
    if (ref && !made && !(make && make.index < ref.index))
      out.push({ kind: 'continuity', message: `step ${i + 1} uses "the ${ref[1]}" before any step makes it` });
    if (make) made = true;
  });
  return out;
}

/** The same sentence twice, or a dish rested in two steps. */
export function doneTwice(r: Reading): Finding[] {
  const out: Finding[] = [];
  const seen = new Map<string, number>();
  r.steps.forEach((step, i) => {
    for (const sentence of step.split(/(?<=\.)\s+/)) {
      const key = sentence
        .replace(/[\d/½¼¾-]+/g, '#')
        .replace(/\s+/g, ' ')
        .trim();
      if (key.length < 25) continue;
      const before = seen.get(key);
      if (before !== undefined && before !== i)
        out.push({ kind: 'continuity', message: `step ${i + 1} repeats step ${before + 1}: "${sentence}"` });
      else seen.set(key, i);
    }
  });
  const rests = r.steps
    .map((s, i) => ({ s: s.replace(/\bthe rest\b|\brest of\b/g, ''), i }))
    .filter(
      ({ s }) => /\b(?:rest|rests|rested)\b/.test(s) && !/\brest(?:s|ed)? (?:on|in) (?:a|the) (?:rack|plate)/.test(s),
    );
  if (rests.length > 1)
    out.push({
      kind: 'continuity',
      message: `the dish is rested twice (steps ${rests.map((x) => x.i + 1).join(' and ')})`,
    });
  return out;
}

/** Dishes that exist only once a step forms them: rolled, folded, built, layered or stacked (burgers are patties before they are built). */
const FORMED =
  'omelettes?|wraps?|rolls?|burgers?|sandwich(?:es)?|sandos?|parfaits?|crêpes?|crepes?|tacos?|burritos?|quesadillas?|onigiri|enchiladas?|tartines?|toasts?';
const ON_FORMED = new RegExp(String.raw`\b(?:over|onto|on top of|on|across|brush|glaze) (?:the|each) (${FORMED})\b`);
const FORMING = new RegExp(
  String.raw`\b(?:roll up|roll (?:the|them|it|each)|fold (?:the|them|it|each)|build (?:the|them|each)|assemble|layer (?:the|them)|stack (?:the|them)|shape (?:the|them|into))\b`,
);
const singularForm = (w: string) => w.replace(/(?:es|s)$/, '').replace(/^sandwich$/, 'sandwich');

/**
 * Step order: a glaze, topping or special ingredient goes on a dish once the step that forms it
 * (rolls the omelette, rolls up the wraps, builds the burgers) has been done, not before it exists.
 */
export function formedBeforeTopped(r: Reading): Finding[] {
  const out: Finding[] = [];
  r.steps.forEach((step, i) => {
    const m = ON_FORMED.exec(step);
    if (!m) return;
    const noun = singularForm(m[1]!);
    for (let j = i + 1; j < r.steps.length; j++) {
      const later = r.steps[j]!;
      const f = FORMING.exec(later);
      if (!f) continue;
      const names = new RegExp(String.raw`\b${noun}(?:e?s)?\b`);
      if (
        names.test(later) ||
        (names.test(r.title) && /\b(?:roll up|build them|assemble|layer the|stack the)\b/.test(later))
      ) {
        out.push({
          kind: 'continuity',
          message: `step ${i + 1} puts something on the ${m[1]} before step ${j + 1} makes them ("${f[0]}")`,
        });
        return;
      }
    }
  });
  return out;
}

/** Dishes made one at a time ('For each omelette ... Repeat with the rest of the eggs'). */
const ONE_AT_A_TIME = /\b(?:for each|repeat with the rest)\b/;
const PLURAL_DISH = /\b(?:into|between|over|onto|through) the (omelettes|crêpes|crepes|pancakes|tortillas)\b/;

/**
 * Step order in a dish made one at a time: a step inside the loop (before the step that says to
 * repeat) cannot put anything into "the omelettes" — only one is in the pan; fillings are shared
 * out as each one is made, or got ready before the first.
 */
export function onePortionAtATime(r: Reading): Finding[] {
  const repeatAt = r.steps.findIndex((s) => /\brepeat with\b/.test(s));
  const loopAt = r.steps.findIndex((s) => ONE_AT_A_TIME.test(s));
  if (repeatAt < 0 || loopAt < 0) return [];
  const out: Finding[] = [];
  for (let i = loopAt; i < repeatAt; i++) {
    const m = PLURAL_DISH.exec(r.steps[i]!);
    if (m)
      out.push({
        kind: 'continuity',
        message: `step ${i + 1} puts something into "the ${m[1]}" while one is being made (step ${repeatAt + 1} repeats for the rest)`,
      });
  }
  return out;
}

/** A step that puts the dish on plates, in bowls or on a platter. */
const PLATES =
  /\b(?:onto|on|into|between) (?:warm |serving |the )?(?:plates|bowls|a platter|the leaves|glasses|cups)\b|\bon a platter\b/;

/** 'let it turn glossy for a minute in the hot pan' after the dish went onto plates: it is no longer in a pan. */
export function platedThenPan(r: Reading): Finding[] {
  const plated = r.steps.findIndex((s) => PLATES.test(s));
  if (plated < 0) return [];
  for (let i = plated + 1; i < r.steps.length; i++)
    if (/\bover the [^.]*\bin the hot pan\b/.test(r.steps[i]!))
      return [
        {
          kind: 'continuity',
          message: `step ${i + 1} finishes the dish "in the hot pan" after step ${plated + 1} plated it`,
        },
      ];
  return [];
}
