// Rule: quantities a cook would believe, and words that agree with them. Eggs fit the pan, whole
// items and portions per serving stay within what one person eats, liquids are measured by volume,
// spoons are ones a cook owns (1/4, 1/2, 1 and a pinch: no thirds), and "1 egg" is "the egg".

import { mentions, singular, type Line } from './lexicon';
import type { CatalogueIngredient } from '../../../shared/kitchen/types';
import type { Finding, Reading } from './types';

const LIQUIDS = new Set([
  'water',
  'milk',
  'buttermilk',
  'chicken-stock',
  'vegetable-stock',
  'beef-stock',
  'dashi',
  'coconut-milk',
  'evaporated-milk',
  'white-wine',
  'red-wine',
  'sake',
  'mirin',
  'soy-sauce',
  'heavy-cream',
]);

/** Grams in a line, when its unit says so (g, kg, ml, l, spoons, cups or the catalogue's own unit). */
function grams(line: Line, item: CatalogueIngredient): number | undefined {
  if (line.amount === undefined) return undefined;
  const a = line.amount;
  switch (line.unit) {
    case 'g':
    case 'ml':
      return a;
    case 'kg':
    case 'l':
      return a * 1000;
    case 'tbsp':
      return a * 15;
    case 'tsp':
      return a * 5;
    case undefined:
      return item.unit.name === 'g' ? undefined : a * item.unit.grams;
    default:
      return line.unit === item.unit.name ? a * item.unit.grams : undefined;
  }
}

/** Most grams of one ingredient a serving holds, by category (raw weights). */
function capPerServing(item: CatalogueIngredient): number {
  if (LIQUIDS.has(item.id)) return 600;
  switch (item.category) {
    case 'Proteins':
      return item.roles.includes('starch') ? 200 : 350;
    case 'Vegetables':
      return 400;
    case 'Fruits':
      return 350;
    case 'Grains & Starches':
      return /potato/.test(item.id) ? 450 : 160;
    case 'Dairy & Eggs':
      // Eggs: three a person at most (a generous omelette); a cook reads '19 eggs' for 6 as a mistake.
      return item.id === 'eggs' ? 150 : /milk|yogurt|cream/.test(item.id) ? 400 : 120;
    case 'Herbs & Spices':
      return item.roles.includes('herb') ? 45 : item.id === 'ginger' ? 20 : 8;
    case 'Oils & Condiments':
      return 45;
    default:
      return 250;
  }
}

const THIRDS = /(?:^|[^\d/])(?:\d+ )?([12])\/(3|6|8)\s*(tsp|tbsp|teaspoons?|tablespoons?)\b/;
/** Any fraction of a spoon, for the owned-spoons rule: '3/4 tsp', '1 3/4 tbsp', '1/8 tsp'. */
const SPOON_FRACTION = /(?:^|[^\d/])(?:(\d+) )?(\d)\/(\d)\s*(tsp|tbsp|teaspoons?|tablespoons?)\b/g;
/** Eighths and sixths of a cup ('3/8 cup', '5/6 cup'): cup sets hold quarters, thirds and halves. */
const CUP_EIGHTHS = /(?:^|[^\d/])(?:\d+ )?(?:[1357]\/8|[15]\/6) cups?\b/;
/** Units that are a measure, not the item counted ('2 cloves', '1 can'). */
const MEASURED_UNITS = new Set(['g', 'kg', 'ml', 'l', 'tsp', 'tbsp', 'cup', 'oz', 'lb', 'pinch', 'dash']);

/**
 * A spoon amount no measuring set holds: sets have 1/4, 1/2 and 1 (a pinch below), so below a spoon
 * only 1/4 and 1/2, above it whole and half spoons ('1 1/2 tbsp', not '3/4 tsp' or '1 3/4 tbsp').
 */
function oddSpoon(text: string): string | undefined {
  for (const m of text.matchAll(SPOON_FRACTION)) {
    const whole = Number(m[1] ?? 0);
    const frac = Number(m[2]) / Number(m[3]);
    const ok = whole === 0 ? frac === 0.25 || frac === 0.5 : frac === 0.5;
    if (!ok) return m[0].replace(/^[^\d]/, '').trim();
  }
  return undefined;
}

export function quantities(r: Reading): Finding[] {
  const out: Finding[] = [];
  const servings = Math.max(1, r.recipe.servings);
  const text = r.steps.join(' \n ');
  for (const line of r.lines) {
    if (CUP_EIGHTHS.test(line.raw.toLowerCase()))
      out.push({ kind: 'quantity', message: `"${line.raw}": an eighth or sixth of a cup is no cup a cook owns` });
    if (THIRDS.test(line.raw.toLowerCase()))
      out.push({ kind: 'quantity', message: `"${line.raw}": a spoon measure no cook owns` });
    else {
      const odd = oddSpoon(line.raw.toLowerCase());
      if (odd)
        out.push({ kind: 'quantity', message: `"${line.raw}": ${odd} is not a spoon a cook owns (1/4, 1/2, 1)` });
    }
    const item = line.items[0];
    if (!item || line.items.length > 1 || line.amount === undefined) continue;
    // Produce and other whole things are bought whole and cut in half at most: '1/2 onion', not '2/3 lemon'.
    if (line.unit === undefined && !MEASURED_UNITS.has(item.unit.name)) {
      const frac = line.amount - Math.floor(line.amount);
      if (/^\d*\.\d/.test(line.raw) || (frac > 1e-6 && Math.abs(frac - 0.5) > 1e-6))
        out.push({
          kind: 'quantity',
          message: `"${line.raw}": whole or half pieces, not a fraction a cook cannot cut`,
        });
    }
    // Cans are opened whole: a part of one is measured in grams or millilitres.
    if ((line.unit === 'can' || line.unit === 'tin') && Math.abs(line.amount - Math.round(line.amount)) > 1e-6)
      out.push({ kind: 'quantity', message: `"${line.raw}": part of a can (say how many grams)` });
    if ((line.unit === 'g' || line.unit === 'kg') && LIQUIDS.has(item.id))
      out.push({ kind: 'quantity', message: `"${line.raw}": a liquid weighed rather than measured by volume` });
    const g = grams(line, item);
    if (g !== undefined && g / servings > capPerServing(item))
      out.push({
        kind: 'quantity',
        message: `"${line.raw}" for ${servings}: ${Math.round(g / servings)} g a serving is more than one person eats`,
      });
    // Whole items per serving: 28 carrots for 6 is a sack, not a soup.
    if (line.unit === undefined && item.unit.name !== 'g' && item.unit.grams >= 55) {
      const cap = item.id === 'eggs' ? 3.5 : item.unit.grams >= 100 ? 2.5 : 3.5;
      if (line.amount / servings > cap)
        out.push({
          kind: 'quantity',
          message: `"${line.raw}" for ${servings} is more than a cook would put on a plate`,
        });
    }
    // Small whole things counted out by the dozen: '23 asparagus spears' for 4 is weighed or bought by the bunch.
    if (
      line.unit === undefined &&
      item.id !== 'eggs' &&
      !MEASURED_UNITS.has(item.unit.name) &&
      item.unit.grams >= 8 &&
      item.unit.grams < 55 &&
      line.amount > 12 &&
      line.amount / servings > 3
    )
      out.push({
        kind: 'quantity',
        message: `"${line.raw}" for ${servings}: a count no cook counts out (weigh it or say a bunch)`,
      });
    if (item.id === 'eggs') {
      const pan = /(\d+)(?:\s*-\s*(\d+))?\s*cm\b[^.]*?\b(pan|skillet|dish|tin)\b/.exec(text);
      // One omelette at a time: the pan holds a serving's eggs, not the whole list's.
      const eggs = /\bfor each\b|\brepeat with\b|\bin batches\b/.test(text) ? line.amount / servings : line.amount;
      if (pan && Number(pan[2] ?? pan[1]) >= 12) {
        const size = Number(pan[2] ?? pan[1]);
        const most = Math.floor((size * size) / 64);
        if (eggs > most)
          out.push({
            kind: 'quantity',
            message: `${Math.round(eggs)} eggs in a ${pan[0].split(/\b(?:pan|skillet|dish|tin)\b/)[0]!.trim()} pan (it holds about ${most})`,
          });
      } else if (!pan && EGGS_IN_SAUCE.test(text) && !/\bramekins?\b/.test(text) && eggs > 8)
        // Cracked into hollows in one pan of sauce: a wide pan holds about eight (fifth read: 12 for 6).
        out.push({
          kind: 'quantity',
          message: `${Math.round(eggs)} eggs cracked into one pan of sauce (it holds about 8)`,
        });
      else if (!pan && OMELETTE.test(r.title) && eggs > 4)
        // An omelette folded in one pan: 10 eggs is a frittata that will not fold (fourth read).
        out.push({ kind: 'quantity', message: `${Math.round(eggs)} eggs as one omelette (a pan folds 2-4)` });
    }
  }
  for (const [i, step] of r.steps.entries()) {
    if (CUP_EIGHTHS.test(step))
      out.push({ kind: 'quantity', message: `step ${i + 1} measures an eighth or sixth of a cup` });
    if (THIRDS.test(step)) out.push({ kind: 'quantity', message: `step ${i + 1} measures a third of a spoon` });
    else {
      const odd = oddSpoon(step);
      if (odd) out.push({ kind: 'quantity', message: `step ${i + 1} measures ${odd}, not a spoon a cook owns` });
    }
  }
  return out;
}

/** Eggs cracked into hollows made in a sauce (shakshuka, huevos rancheros, eggs in purgatory). */
const EGGS_IN_SAUCE =
  /\bhollows?\b[^.]*\b(?:crack|break)\b|\bcrack (?:the eggs|them) into (?:the )?(?:hollows|wells|sauce)\b/i;

/** A dish folded or rolled as one omelette (not a frittata or a Spanish tortilla, which are cut). */
const OMELETTE = /\bomelett?e\b/i;

/** "1 egg" then "the eggs"; "Season with salt, pepper."; two textures stacked in a title. */
export function wording(r: Reading): Finding[] {
  const out: Finding[] = [];
  const text = r.steps.join(' \n ');
  for (const line of r.lines) {
    if (line.amount === undefined || line.amount > 1 || line.unit !== undefined) continue;
    const word = line.name.split(/\s+/).pop();
    if (!word || word.length < 3) continue;
    const one = singular(word);
    const many = new RegExp(String.raw`\bthe (${one}s|${one}es)\b`);
    const m = many.exec(text);
    if (m) out.push({ kind: 'wording', message: `"${line.raw}" is one, but a step says "${m[0]}"` });
  }
  // And the other way: '2 lemons' and then 'Squeeze the lemon over the pan' (a part of it, 'the
  // lemon juice' or 'the lemon zest', is fine).
  for (const line of r.lines) {
    if (line.amount === undefined || line.amount < 2 || line.unit !== undefined) continue;
    const word = line.name.split(/\s+/).pop();
    if (!word || word.length < 3 || !/s$/.test(word)) continue;
    const one = singular(word);
    if (one === word) continue;
    const single = new RegExp(
      String.raw`\bthe ${one}\b(?!s\b|es\b| juice| zest| wedges?| halves| slices| mixture| filling| sauce| cream| curd| bread| noodles| bhurji| is used| runs| oil| flesh| strips| chips| pieces| skins?| seeds| stones?)`,
    );
    const m = single.exec(text);
    if (m) out.push({ kind: 'wording', message: `"${line.raw}" is more than one, but a step says "${m[0]}"` });
  }
  // One egg is not added 'one at a time'.
  for (const line of r.lines) {
    if (line.amount !== 1 || line.unit !== undefined) continue;
    const one = singular(line.name.split(/\s+/).pop() ?? '');
    if (one.length >= 3 && new RegExp(String.raw`\bthe ${one} one at a time\b`).test(text))
      out.push({ kind: 'wording', message: `"${line.raw}" is one, but a step adds it "one at a time"` });
  }
  // 'Cut the figs into bite-size pieces if needed' when the list already has them quartered.
  for (const [i, step] of r.steps.entries()) {
    const cut = /\bcut the ([a-z ]+?) into bite-size pieces if needed\b/.exec(step);
    if (!cut) continue;
    const line = r.lines.find((l) => l.name.endsWith(cut[1]!) || cut[1]!.endsWith(singular(l.name)));
    if (
      line &&
      /,\s*(?:[a-z]+ )?(?:diced|quartered|halved|sliced|chopped|cubed|cut into [^,]*|segmented|torn)\b/.test(line.raw)
    )
      out.push({
        kind: 'wording',
        message: `step ${i + 1} cuts the ${cut[1]} "if needed", but the list already has "${line.raw}"`,
      });
  }
  // Seeds are scattered whole: 'sesame seeds, roughly chopped' is no preparation a cook does.
  for (const line of r.lines)
    if (/\bseeds\b/.test(line.name) && /,\s*(roughly |finely )?chopped\b/i.test(line.raw))
      out.push({ kind: 'wording', message: `"${line.raw}": seeds are not chopped` });
  for (const [i, step] of r.steps.entries()) {
    const list = /\bwith ([a-z]+(?: [a-z]+)?), ([a-z]+(?: [a-z]+)?)\.(?:\s|$)/.exec(step);
    // 'with the naan, warmed.' describes the naan: a participle is no second item of a list.
    if (list && !/\b(and|or)\b/.test(list[0]) && !/ed$/.test(list[2]!))
      out.push({ kind: 'wording', message: `step ${i + 1}: "${list[0].trim()}" lacks its "and"` });
  }
  for (const [i, step] of r.steps.entries()) {
    const solid = drizzledSolid(step);
    if (solid)
      out.push({ kind: 'wording', message: `step ${i + 1} drizzles ${solid}, a solid that cannot be drizzled` });
    const liquid = SPRINKLED_LIQUID.exec(step);
    if (liquid)
      out.push({ kind: 'wording', message: `step ${i + 1} sprinkles the ${liquid[1]}, a liquid that is drizzled` });
    for (const sentence of step.split(/[.;]/)) {
      const first = sentence.indexOf(' until ');
      const second = first < 0 ? -1 : sentence.indexOf(', until ', first + 7);
      if (second > 0 && !/\bthen\b/.test(sentence.slice(first, second)))
        out.push({
          kind: 'wording',
          message: `step ${i + 1} says "until" twice in one sentence: "${sentence.trim()}"`,
        });
    }
    const spice = OVER_A_SPICE.exec(step);
    if (spice)
      out.push({ kind: 'wording', message: `step ${i + 1}: "${spice[0]}" puts a topping on a spice, not the dish` });
    const cooked = COOKED_AS_DISH.exec(step);
    if (cooked)
      out.push({ kind: 'wording', message: `step ${i + 1}: "${cooked[0]}" names a way of cooking as the dish` });
    const joined = SERVE_AND.exec(step);
    if (joined) out.push({ kind: 'wording', message: `step ${i + 1}: "${joined[0].trim()}" joins a food to "serve"` });
  }
  // 'Tandoori-Spiced Tandoori-Style Tofu', 'Mexican Chocolate Peanut Butter & Chocolate Chip Bites'
  const seen = new Set<string>();
  for (const word of r.title.split(/[^\p{L}]+/u)) {
    // 'Peach Fruit Salad with Dragon Fruit' reads fine: 'fruit' is part of two names.
    if (word.length < 5 || word === 'fruit') continue;
    if (seen.has(word)) {
      out.push({ kind: 'wording', message: `"${r.recipe.title}" says "${word}" twice` });
      break;
    }
    seen.add(word);
  }
  // One description in front of a dish: 'Crispy Soy-Ginger Quick Seared Chicken', 'Pesto Crispy Duck
  // Flatbread' and 'Crunchy Warm Chicken Salad' stack them.
  const front = r.recipe.title.split(' with ')[0]!;
  const texture = /\b(Crispy|Creamy|Crunchy|Tender)\b/.exec(front);
  if (
    texture &&
    (texture.index > 0 ||
      /^\p{L}+ (?:\p{L}+ )?((?!Stir-)\p{L}+-(?!Style|Topped)\p{L}+|Seared|Roasted|Glazed|Poached|Sautéed|Braised|Grilled|Baked|Honeyed|Macerated|Spiced|Caramelised|Caramelized|Toasted|Charred|Steamed|Pickled|Stuffed|Whipped|Candied|Warm|Quick|Hot|Simple|Classic)\s/u.test(
        front,
      ))
  )
    out.push({ kind: 'wording', message: `"${r.recipe.title}" stacks descriptions in front of the dish` });
  const textures = r.title.match(/\b(crispy|creamy|crunchy|tender|silky|velvety)\b/g) ?? [];
  if (textures.length > 1)
    out.push({ kind: 'wording', message: `"${r.recipe.title}" stacks ${textures.join(' and ')}` });
  return out;
}

/** 'brush it over the smoked paprika': a glaze or topping goes over the dish, never over one of its spices. */
const OVER_A_SPICE =
  /\b(?:over|onto) the (?:smoked paprika|paprika|cumin|cinnamon|chili powder|curry powder|garlic powder|onion powder|oregano|za'atar|turmeric|garam masala)(?=[.,;]| just| to| for|$)/;
/** 'Arrange the mango over the seared.': a way of cooking is no dish to put anything on. */
const COOKED_AS_DISH =
  /\b(?:over|into|through|between|onto|beside) the (?:seared|pan-seared|poached|baked|sheet-pan|braised)(?=[.,;]|$)/;
/** 'Serve hot and the crème fraîche.': a serving word joined to a food by 'and' (it needs 'with'). */
const SERVE_AND =
  /\bserve(?: (?:it|them))?(?: (?:hot|warm|cold|chilled|straight away|at once|immediately|right away))+,? and (?:the|a|some) [^.]*/;
/** 'Sprinkle with the honey': a liquid is drizzled or poured, not sprinkled. */
const SPRINKLED_LIQUID =
  /\b(?:sprinkle|dust)(?: [a-z]+)? with the ((?:[a-z]+ )?(?:honey|syrup|oil|juice|sauce|vinegar|molasses|milk|cream))\b/;
/** What can be drizzled: oils, syrups, sauces, liquids and soft dairy. */
const POURABLE =
  /oil|honey|syrup|molasses|agave|cream|yogurt|yoghurt|milk|juice|stock|broth|wine|vinegar|sauce|dressing|caramel|tahini|glaze|water|mirin|sake|butter|ghee|pesto|salsa|mayo|crema|fraîche|fraiche|chutney|purée|puree|coulis|ketchup|mustard/;
const DRIZZLE = /\bdrizzle(?:d)?\b([^.;]*)/g;

/** The food a 'drizzle' step pours, when it is a solid ('Drizzle with the brown sugar'). */
function drizzledSolid(step: string): string | undefined {
  for (const m of step.matchAll(DRIZZLE)) {
    const rest = m[1]!.split(/,| then | and (?:scatter|sprinkle|top|serve|dust)\b/)[0]!;
    const w = /\bwith (?:the |a little |some |a little of the |more )?(.+)$/.exec(rest);
    const o = w
      ? undefined
      : /^ (?:over )?(?:the |some |a little (?:of the )?)?(.+?) (?:over|on|across|around)\b/.exec(rest);
    const target = (w ?? o)?.[1];
    if (!target || /^(?:it|them|this|that)\b/.test(target)) continue;
    const first = mentions(target)[0];
    if (!first || first.index > 12) continue;
    const before = target.slice(0, first.index);
    const name = first.written;
    if (
      /\b(melted|warm|hot|dissolved|runny|liquid|syrupy)\b/.test(before) ||
      POURABLE.test(target.slice(0, first.index + name.length + 12))
    )
      continue;
    return `"${name}"`;
  }
  return undefined;
}
