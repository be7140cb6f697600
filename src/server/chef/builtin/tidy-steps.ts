// Last words on a written recipe's steps, over the whole method: what a cook would stumble on when
// templates, accents and extras meet (a solid 'drizzled', 'Serve hot and the honey', oil used again
// after 'the rest of' it went into an earlier step).

import { itemName, type Item } from './render';

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

export function tidySteps(steps: string[], items: readonly Item[]): string[] {
  const solids = items.filter((i) => i.info && !pourable(i)).map(itemName);
  const out = steps.map((s) => scatterSolids(s, solids).replace(SERVE_AND, '$1 with $2 '));
  keepSomeBack(out);
  return out;
}
