// Where a special ingredient belongs in a dish (issue 23). A slot holds it when the slot's own pick
// takes it, or when the slot is one of the dish's headline slots and holds the special's family
// (a protein slot of breakfast tacos that takes chorizo takes chicken too; a fruit slot takes any
// fruit), and the special cooks the way the dish cooks that slot (salmon is not stir-fried, lamb
// not flashed in a pan). The special is then a main component: cooked by the dish's own steps
// ('{protein.cook}') and named in the title by its '{main}'.

import type { CookingMethod } from '../../../shared/kitchen/types';
import type { IngredientInfo } from './ingredients';
import { candidatesFor } from './indexes';
import type { DishPattern, Slot } from './model';

/** Ingredient families, by the dish roles that hold them. */
export type Family = 'meat' | 'seafood' | 'plant-protein' | 'legume' | 'cheese' | 'vegetable' | 'fruit' | 'other';

export function familyOf(info: IngredientInfo): Family {
  const k = info.kinds;
  const category = info.ing.category;
  // Cured meat (bacon, ham, chorizo) flavours a dish: its slot is no place for a main protein.
  if (k.has('cured')) return 'other';
  if (k.has('fish') || k.has('shellfish')) return 'seafood';
  if (k.has('poultry') || k.has('beef') || k.has('pork') || k.has('lamb')) return 'meat';
  if (k.has('soy') && category === 'Proteins' && info.id !== 'silken-tofu') return 'plant-protein';
  if ((k.has('legume') || k.has('lentil')) && category === 'Proteins') return 'legume';
  if (k.has('paneer') || info.id === 'halloumi') return 'cheese';
  if (category === 'Fruits' && !k.has('citrus') && !k.has('dried-fruit') && !k.has('avocado')) return 'fruit';
  if (
    (category === 'Vegetables' || k.has('sweet-potato') || k.has('potato')) &&
    !k.has('allium') &&
    !k.has('chili') &&
    !k.has('scallion') &&
    !k.has('canned-tomato') &&
    !k.has('tomato-paste')
  )
    return 'vegetable';
  return 'other';
}

/** Which families' slots a special of each family may take (a protein for a protein, a fruit for a fruit). */
const TAKES: Record<Family, readonly Family[]> = {
  // Fish or prawns stand in for chicken (fish tacos, a prawn pad kra pao), but a seafood dish is
  // named by its seafood: duck is no gambas al ajillo, chicken no ceviche (cook's read).
  meat: ['meat'],
  seafood: ['seafood', 'meat'],
  'plant-protein': ['plant-protein', 'meat', 'seafood', 'legume'],
  legume: ['legume'],
  cheese: ['cheese', 'plant-protein'],
  vegetable: ['vegetable'],
  fruit: ['fruit'],
  other: [],
};

/** Pan methods that stand in for each other: what sears in a pan also stir-fries, grills or shallow-fries. */
const PAN = new Set<CookingMethod>(['saute', 'stir-fry', 'fry', 'grill']);
const OVEN = new Set<CookingMethod>(['bake', 'roast']);
const POT = new Set<CookingMethod>(['simmer', 'braise', 'poach', 'boil']);

/** The special cooks the way the dish cooks this slot. */
function cooksLike(special: IngredientInfo, pattern: DishPattern, slot: Slot): boolean {
  const m = special.methods;
  // A slot of foods eaten as they are (the cucumber or smoked salmon folded into an egg sando) is
  // never cooked by the dish's steps: raw shrimp or chicken cannot go there.
  if (!m.has('raw') && candidatesFor(slot).every((i) => i.methods.has('raw'))) return false;
  const wanted = slot.pick.methods;
  if (wanted) return wanted.some((x) => m.has(x));
  const method = pattern.method;
  if (m.has(method)) return true;
  // A raw dish (a salad, a bowl) cooks a protein or vegetable slot in its own pan when the slot's
  // usual fillings need it.
  if (method === 'raw')
    return candidatesFor(slot).some((i) => !i.methods.has('raw')) && [...m].some((x) => PAN.has(x) || OVEN.has(x));
  for (const group of [PAN, OVEN, POT]) if (group.has(method)) return [...m].some((x) => group.has(x));
  return false;
}

/** Does a title template name the slot ('{main}', '{protein}', '{protein.pl}')? */
function namesSlot(title: string, key: string): boolean {
  return (
    title.includes('{main') || title.includes(`{${key}}`) || title.includes(`{${key}.`) || title.includes(`{${key}:`)
  );
}

/** Does a step cook what the slot holds ('{protein.cook}', 'fry the {protein}'), or is it only laid on top? */
function slotCooked(pattern: DishPattern, slot: Slot): boolean {
  const ref = `{${slot.key}`;
  return pattern.steps.some((t) =>
    t
      .split(/(?<=\.)\s+|\]\[/)
      .some(
        (sentence) =>
          sentence.includes(ref) &&
          (sentence.includes(`${ref}.cook}`) ||
            /\b(?:cook|fry|sear|brown|roast|grill|simmer|bake|poach|boil|stir-fry|sauté|saute|braise|steam)\b/i.test(
              sentence,
            )),
      ),
  );
}

/** A step mixes or shapes the slot's filling raw: burger patties, dumpling filling, meatballs. */
function shapesRaw(pattern: DishPattern, slot: Slot): boolean {
  const ref = `{${slot.key}}`;
  return pattern.steps.some(
    (t) => t.includes(ref) && new RegExp(`\\bmix the \\{${slot.key}\\}|\\bshape\\b|patties|meatballs`, 'i').test(t),
  );
}

const DENSE = ['potato', 'sweet-potato', 'root'] as const;
// A root eaten raw (radish, carrot) is no sign of a slot that cooks roots through: sweet potato
// on a tartine grilled 2-3 minutes stayed raw (fourth read).
const isDense = (i: IngredientInfo) =>
  !i.methods.has('raw') && (DENSE.some((k) => i.kinds.has(k)) || /pumpkin|butternut|winter-squash/.test(i.id));

const HOLDS = new WeakMap<Slot, Map<string, boolean>>();

/** The slot holds the special: its pick takes it, or (a headline slot) it holds the special's family. */
export function slotHolds(pattern: DishPattern, slot: Slot, special: IngredientInfo): boolean {
  let bySpecial = HOLDS.get(slot);
  if (!bySpecial) HOLDS.set(slot, (bySpecial = new Map()));
  let held = bySpecial.get(special.id);
  if (held === undefined) {
    held = candidatesFor(slot).includes(special) || familyHolds(pattern, slot, special);
    bySpecial.set(special.id, held);
  }
  return held;
}

export function familyHolds(pattern: DishPattern, slot: Slot, special: IngredientInfo): boolean {
  if (slot.main === undefined) return false;
  if (special.kinds.has('slow') && !pattern.slow) return false;
  // Kinds the dish rules out stay out (no ground meat where pieces are seared). Ids it leaves out of
  // its everyday draw (duck in a curry) are a cook's choice the special overrides.
  if (slot.pick.not?.some((k) => special.kinds.has(k))) return false;
  // A slot blended into the dish's sauce takes only what it lists (cook read 26: mushrooms blended
  // raw in place of the chilaquiles' tomatoes).
  const blended = new RegExp(String.raw`\b(?:Blend|Blitz|Purée|Puree) the \{${slot.key}\}`);
  if (pattern.steps.some((t) => blended.test(t))) return false;
  const family = familyOf(special);
  // A dish that calls its filling 'the meat', or braises it for hours, is a meat dish: tofu or fish
  // there is browned as 'the meat' and braised 2 1/2 hours in beef stock (twelfth read).
  // So is one whose steps say 'the steak' (cook read 28: tofu 'seared for medium-rare' in a tagliata).
  if (family !== 'meat' && (pattern.slow || pattern.steps.some((t) => /\bthe (?:meat|steak)\b/i.test(t)))) return false;
  // A sweet dish takes only a fruit for a fruit: no vegetable, cheese or protein by family.
  if (pattern.sweet && family !== 'fruit') return false;
  const takes = TAKES[family];
  if (!takes.length) return false;
  const held = candidatesFor(slot);
  if (!held.some((i) => takes.includes(familyOf(i)))) return false;
  // A dish named by its usual filling (every title 'Gambas al Ajillo', none naming the slot) takes no
  // other family there (seventeenth read: 'Gambas al Ajillo' of tofu 'cooked until pink').
  if (!held.some((i) => familyOf(i) === family) && !pattern.titles.some((t) => namesSlot(t, slot.key))) return false;
  // Raw meat or fish goes only where a step cooks it (eighteenth read: chopped raw salmon on deviled eggs).
  if (
    (family === 'meat' || family === 'seafood') &&
    special.ing.unit.name !== 'can' &&
    !special.id.startsWith('smoked-') &&
    !slotCooked(pattern, slot)
  )
    return false;
  // Mince shaped or mixed raw (burger patties, potsticker filling) takes only mince: a duck breast
  // is no burger. Where mince is only browned in a pan, pieces of meat cook there as well.
  if (family === 'meat' && !special.kinds.has('ground') && shapesRaw(pattern, slot)) return false;
  // ...and a dish made only with mince (keema, a ragù of mince) is a mince dish: a duck breast there is
  // 'broken up with the spoon' as if it were minced (cook read 20).
  if (family === 'meat' && !special.kinds.has('ground') && held.every((i) => i.kinds.has('ground'))) return false;
  // A dense vegetable (potato, sweet potato, a root, winter squash) is no swap for the spinach or
  // asparagus of a slot cooked in minutes: it goes only where dense vegetables already go.
  if (family === 'vegetable' && isDense(special) && !held.some(isDense)) return false;
  // A slot whose fillings are all of another family (tofu in a chicken slot) needs a cook's match:
  // the special must cook the way the dish does.
  return cooksLike(special, pattern, slot);
}

/** Does the slot hold the special by its own pick (not only by family)? */
export function slotTakesDirectly(slot: Slot, special: IngredientInfo): boolean {
  return candidatesFor(slot).includes(special);
}
