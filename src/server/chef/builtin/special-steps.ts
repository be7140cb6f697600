// The steps and amounts that bring a special ingredient into a dish that has no slot for it
// (issue 23): where it goes, how it is cooked first, and how much of it a serving gets.
import type { IngredientInfo } from './ingredients';
import { singularWord } from './ingredient-names';
import type { DishPattern } from './model';
import { MAX_GRAMS_PER_SERVING } from './portions';
import type { Filled } from './slots';
import type { Item } from './ingredient-lines';
import type { Plan } from './plan';
import { cookPhrase, defaultPrep } from './phrases';
import { tidySentence } from './render';

/**
 * What a special goes into: the dish, not the bowls it is served in (a review read: 'Stir the dragon
 * fruit into the bowls and simmer').
 */
function dishName(pattern: DishPattern): string {
  return pattern.servedAs && !/^(bowls|plates|glasses|cups)$/.test(pattern.servedAs)
    ? pattern.servedAs
    : pattern.dish.toLowerCase();
}

/** The step that brings a special ingredient with no slot into the dish, by how the dish is finished. */
export function extraStep(name: string, pattern: DishPattern): string {
  const dish = dishName(pattern);
  // A fresh truffle is shaved over the finished dish, never cooked or laid on in lumps (eighteenth
  // read: truffle 'arranged' over karaage and cooked into the sauce before the eggs went in).
  if (/\btruffles?\b/i.test(name) && !FINISHING.test(name))
    return `Shave the ${name} thinly over the ${dish} just before serving.`;
  switch (pattern.finish) {
    case 'stir':
      return `Stir the ${name} into the ${dish} and simmer for 1-2 minutes so it takes on the flavours; taste and adjust the seasoning.`;
    case 'fold':
      return `Fold the ${name} gently through the ${dish}.`;
    case 'toss':
      return `Add the ${name} to the ${dish} and toss to combine.`;
    case 'fill':
      // Said of the filling, which exists before the dish is built (fourteenth read: 'Share the
      // kimchi between the mozzarella in carrozza' before any sandwich was made).
      return `Add the ${name} to the filling for the ${dish}.`;
    default:
      return `Arrange the ${name} over the ${dish}.`;
  }
}

/** A dish served cold or chilled. */
const COLD_DISH = /\b(?:serve cold|served cold|keep it cold|chill(?:ed)?)\b/i;

/** Free-text special ingredients that want a pan of their own (jackfruit, seitan, a sausage). */
export const NEEDS_PAN =
  /\b((?<!ripe )jackfruit|seitan|sausages?|meat|steak|fish|prawns?|crab|lobster|octopus|plantains?|halloumi|gnocchi|dumplings?|bratwurst|chorizo|venison|rabbit|quail|goose|bison|boar|tempeh|tofu|mushrooms?)\b/i;
/** ...unless they are a finishing touch (truffle oil, mushroom powder). */
export const FINISHING = /\b(oil|salt|powder|sauce|paste|flakes|dust|zest|seasoning|spice|sprinkles?)\b/i;

/** Roots and squash in bite-size pieces: a covered pan and 12-15 minutes, not 5. */
export const DENSE_ROOTS = new Set([
  'potatoes',
  'red-potatoes',
  'sweet-potatoes',
  'butternut-squash',
  'pumpkin',
  'parsnips',
  'turnips',
]);
/** Tomato products and canned vegetables: they go into a sauce, not a pan of their own. */
export const NOT_COOKED_ALONE = new Set([
  'canned-tomatoes',
  'san-marzano-tomatoes',
  'passata',
  'tomato-paste',
  'bamboo-shoots',
]);

/** Default grams per serving for a catalogue special ingredient that has no slot in the dish. */
export function extraGrams(info: IngredientInfo): number {
  return Math.min(extraGramsByKind(info), MAX_GRAMS_PER_SERVING[info.id] ?? Infinity);
}

export function extraGramsByKind(info: IngredientInfo): number {
  const k = info.kinds;
  if (info.roles.has('protein')) return 80;
  if (k.has('cheese')) return 20;
  if (info.roles.has('vegetable') || info.roles.has('fruit')) return 50;
  if (info.roles.has('spice') || info.roles.has('herb')) return info.ing.unit.grams < 3 ? 0.5 : 1.5;
  if (info.roles.has('nut')) return 10;
  return 10;
}

/** Where a special ingredient cooked in its own pan goes: into the dish by name ('tuck it into the tacos'). */
export function specialInto(pattern: DishPattern): string {
  const dish = dishName(pattern);
  switch (pattern.finish) {
    case 'fill':
      return `add it to the filling for the ${dish}`;
    case 'fold':
      // Before the dish is cooked (an omelette still to roll, pancakes still to fry) it goes into the mixture.
      // An egg dish's mixture is the egg mixture, not 'the omelette slices mixture' (cook read 22).
      if (
        pattern.extraAt !== undefined &&
        /\b(?:omelettes?|eggs?|frittatas?|tamagoyaki)\b/i.test(`${pattern.dish} ${dish}`)
      )
        return 'stir it into the egg mixture';
      return pattern.extraAt !== undefined
        ? `stir it into the ${dish.split(' ').length === 1 ? dish.replace(/(?<!s)s$/, '') : dish} mixture`
        : `fold it through the ${dish}`;
    case 'toss':
      return `toss it through the ${dish}`;
    case 'stir':
      return `stir it into the ${dish}`;
    default:
      // A dish finished on top (cold tofu, fried eggs under their salsas) is topped with it, not
      // stirred (cook read 20: 'Stir the duck into the hiyayakko').
      return `top the ${dish} with it`;
  }
}

/** The special ingredient was in a slot but no step names it (it is added with its own step). */
export function specialNamedInPattern(steps: readonly string[], info: IngredientInfo): boolean {
  // 'sweet potatoes' is named by a step that adds '1 sweet potato' too.
  const words = info.stepName.toLowerCase().split(' ');
  const one = [...words.slice(0, -1), singularWord(words[words.length - 1]!)].join(' ');
  return steps.some((s) => {
    const step = s.toLowerCase();
    return step.includes(words.join(' ')) || step.includes(one);
  });
}

/**
 * The special ingredient, when the dish's slots did not take it: an extra line and its own step,
 * cooked first in a pan when it needs cooking (meat, fish, a vegetable never eaten raw), else added
 * where the dish takes it. Free text outside the catalogue goes in to taste, with a note.
 */
export function addSpecial(
  plan: Plan,
  pattern: DishPattern,
  filled: Filled,
  steps: readonly string[],
  insertExtra: (step: string | null) => void,
  insertBeforeLast: (step: string | null) => void,
  insertFirst: (step: string) => void,
): { extras: Item[]; minutes: number; note?: string } {
  // A savoury dish: the special is cooked first and set aside, and joins the dish where the dish
  // takes it (fourteenth read: pork belly rendered for 15 minutes after the eggs were scrambled,
  // jackfruit fried after the pasta was sauced). insertExtra runs first: it places by the
  // pattern's step positions, which a step put in front would shift.
  const cookFirst = (cook: string, into: string, name: string, them = false) => {
    const join = into.replace(/\bit\b/, `the ${name}`);
    insertExtra(
      `${join.charAt(0).toUpperCase()}${join.slice(1)}${pattern.finish === 'stir' ? ` and let ${them ? 'them' : 'it'} heat through for a minute` : ''}.`,
    );
    // A dish served cold does not get it hot from the pan (cook read 24: fried jackfruit laid on chilled tofu).
    const cool = COLD_DISH.test(pattern.steps.join(' ')) ? ' to cool' : '';
    insertFirst(tidySentence(`${cook}; set ${them ? 'them' : 'it'} aside${cool}.`) ?? `${cook}.`);
  };
  const extras: Item[] = [];
  let extraMinutes = 0;
  let freeTextNote: string | undefined;
  const special = plan.special;
  if (special?.info) {
    const inSlot = [...filled.items.values(), ...filled.accentItems].some((i) => i.info === special.info);
    if (!inSlot) {
      const info = special.info;
      const item: Item = { info, grams: extraGrams(info) * plan.servings, prep: defaultPrep(info, 'bite') };
      extras.push(item);
      // Meat and fish get their own pan; in a sweet dish they are served alongside, not folded in.
      const readyToEat = info.ing.unit.name === 'can' || ['smoked-salmon', 'prosciutto', 'anchovies'].includes(info.id);
      // A vegetable never eaten raw (sweet potato, squash, okra) is cooked too: no raw sweet potato
      // 'arranged over' a 15-minute dish (fourth read).
      const cookedVegetable =
        !info.methods.has('raw') &&
        (info.roles.has('vegetable') || info.roles.has('starch')) &&
        !NOT_COOKED_ALONE.has(info.id);
      const needsCooking =
        !readyToEat &&
        (info.diet.meat ||
          info.diet.fish ||
          cookedVegetable ||
          (!info.methods.has('raw') && (info.roles.has('protein') || info.kinds.has('potato'))));
      if (needsCooking) {
        const into = pattern.sweet
          ? `spoon it over the ${pattern.servedAs ?? pattern.dish.toLowerCase()}`
          : specialInto(pattern);
        const dense = DENSE_ROOTS.has(info.id);
        const cook = dense
          ? `Cook the ${info.stepName} with a pinch of salt and a splash of water in a covered non-stick frying pan over medium heat for 12-15 minutes, turning now and then, until tender and golden at the edges`
          : `Season the ${info.stepName} and cook it in a hot non-stick frying pan ${cookPhrase(info, 'saute', 'bite')}`;
        if (pattern.sweet)
          insertBeforeLast(tidySentence(`${cook}, then ${dense ? into.replace(/\bit\b/, 'them') : into}.`));
        else cookFirst(cook, into, info.stepName, dense);
        extraMinutes = dense ? 15 : 8;
      } else if (pattern.finish === 'fold' && pattern.extraAt !== undefined) {
        // A dish folded before it is cooked (chillas, pancakes, an omelette) takes it in its mixture, not
        // 'folded through the chillas' before any exists (cook read 25); something eaten raw and soft
        // (avocado) goes on top of a savoury one instead of being cooked into the batter.
        const dish = dishName(pattern);
        if (!pattern.sweet && info.methods.has('raw') && !info.roles.has('herb') && !info.roles.has('spice'))
          insertBeforeLast(`Top the ${dish} with the ${info.stepName}.`);
        else {
          const into = specialInto(pattern).replace(/\bit\b/, `the ${info.stepName}`);
          insertExtra(`${into.charAt(0).toUpperCase()}${into.slice(1)}.`);
        }
      } else {
        insertExtra(extraStep(info.stepName, pattern));
      }
    } else if (!specialNamedInPattern(steps, special.info)) {
      insertExtra(extraStep(special.info.stepName, pattern));
    }
  } else if (special?.line) {
    // Outside the catalogue: added to taste, cooked first when it is something that needs a pan.
    const name = special.name ?? special.text;
    extras.push({ text: special.line, grams: 0 });
    if (NEEDS_PAN.test(name) && !FINISHING.test(name)) {
      const into = pattern.sweet
        ? `spoon it over the ${pattern.servedAs ?? pattern.dish.toLowerCase()}`
        : specialInto(pattern);
      // Young jackfruit from a can is drained and pulled apart first, as for any pulled jackfruit dish.
      const first = /jackfruit/i.test(name)
        ? `Drain the ${name}, pull it into shreds with two forks and cook it`
        : `Cook the ${name}`;
      const cook = `${first} in a hot non-stick frying pan for 5-6 minutes until hot through and golden at the edges`;
      if (pattern.sweet) insertBeforeLast(`${cook}, then ${into}.`);
      else cookFirst(cook, into, name);
      extraMinutes = 6;
    } else {
      insertExtra(extraStep(name, pattern));
    }
    freeTextNote = `Special ingredient: ${name} is not in our ingredient list, so it goes in to taste and is not counted in the nutrition`;
  }
  return { extras, minutes: extraMinutes, note: freeTextNote };
}
