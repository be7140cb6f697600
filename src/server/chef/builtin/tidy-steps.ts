// Last words on a written recipe's steps, over the whole method: what a cook would stumble on when
// templates, accents and extras meet (a solid 'drizzled', 'Serve hot and the honey', oil used again
// after 'the rest of' it went into an earlier step).

import { itemName, type Item } from './ingredient-lines';

/** What pours: oils, syrups, sauces, liquids and soft dairy. Everything else is scattered. */
const POURABLE =
  /oil|honey|syrup|molasses|agave|cream|yogurt|milk|juice|stock|broth|wine|vinegar|sauce|tahini|ghee|butter|mirin|sake|pesto|salsa|crema|fraiche|mayo|ketchup|mustard|coconut-milk/;

function pourable(item: Item): boolean {
  const info = item.info;
  if (!info) return true;
  return info.ing.category === 'Oils & Condiments' || info.roles.has('liquid') || POURABLE.test(info.id);
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

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
  /\b(?:onto|on|into|between) (?:warm |serving |the )?(?:plates|bowls|a platter|the leaves|glasses|cups)\b|\bon a platter\b/;
const BACK_IN_PAN = /,? and let (?:it|them) [^.]*? in the hot pan\b/;

/** 'brush it over the chicken and let it turn glossy for a minute in the hot pan' after the chicken was plated. */
function nothingBackInThePan(steps: string[]): void {
  const plated = steps.findIndex((s) => PLATED.test(s));
  if (plated < 0) return;
  for (let i = plated + 1; i < steps.length; i++) steps[i] = steps[i]!.replace(BACK_IN_PAN, '');
}

export function tidySteps(steps: string[], items: readonly Item[]): string[] {
  let solids: string[] | undefined;
  const out = steps.map((s) => {
    let t = s;
    // Most steps drizzle nothing and serve nothing: the cheap tests come first.
    if (t.includes('rizzle'))
      t = scatterSolids(t, (solids ??= items.filter((i) => i.info && !pourable(i)).map(itemName)));
    if (/[Ss]erve/.test(t)) t = t.replace(SERVE_AND, '$1 with $2 ');
    if (t.includes('prinkle with the')) t = drizzleLiquids(t);
    return t;
  });
  if (out.some((s) => s.includes('rest of the') || s.includes('remaining'))) keepSomeBack(out);
  if (out.some((s) => s.includes('in the hot pan'))) nothingBackInThePan(out);
  return out;
}
