// Reads the request once into a Plan: the pantry as weights, diet rules and taste boosts
// from the creative direction, what past feedback says, and the special ingredient.

import { CUISINES, type Cuisine } from '../../../shared/kitchen/types';
import { parseIngredientLine } from '../../../shared/kitchen/units';
import type { GenerationOptions, MealType, Texture } from '../../../shared/api/recipes';
import type { Frequency } from '../../../shared/api/pantry';
import { ChefInputError, type ChefContext } from '../types';
import { findIngredient, findIngredientInLine, INFO_BY_ID, INGREDIENTS, type IngredientInfo } from './ingredients';
import type { Kind } from './ingredient-kinds';
import type { PatternTag } from './model';
import { PATTERNS } from './patterns';
import { TITLE_NAMES } from './indexes';
import {
  DIET_PATTERNS,
  DIRECTION_WORDS,
  HEARD_WORDS,
  LABEL_BANS,
  LABEL_BOOSTS,
  LABEL_PATTERNS,
  NEGATED_FOOD,
  NEGATED_HEAT,
  NOT_VEGAN_MADE,
  NOT_VEGETARIAN_MADE,
  SPICY,
  TEXTURE_WORDS,
  TITLE_WORDS,
  dietAllows,
  familyOf,
  type Boost,
  type DirectionLabel,
} from './direction-words';

export const FREQUENCY_WEIGHT: Record<Frequency, number> = { always: 4, usually: 3, sometimes: 2, rarely: 1 };

export interface Diet {
  vegetarian: boolean;
  vegan: boolean;
  pescatarian: boolean;
  glutenFree: boolean;
  dairyFree: boolean;
}

export interface Special {
  /** What the cook typed, tidied. */
  text: string;
  /** The catalogue entry it names, if any. */
  info?: IngredientInfo;
  /** For free text: the ingredient line ('Kimchi, to taste' or '1 cup kimchi' as typed). */
  line?: string;
  /** For free text: the name used in steps ('kimchi'). */
  name?: string;
}

export interface NamedFood {
  /** The cook's word ('mushrooms'). */
  word: string;
  wanted: boolean;
  /** Whether an ingredient is that food. */
  is: (info: IngredientInfo) => boolean;
}

export interface FeedbackWeights {
  cuisine: Map<string, number>;
  ingredient: Map<string, number>;
  pattern: Map<string, number>;
  /** 'patternId|mainId' combinations from disliked titles. */
  avoid: Set<string>;
}

export interface Plan {
  servings: number;
  /** The cuisines asked for: one, or all of them for 'any'. */
  cuisines: readonly Cuisine[];
  anyCuisine: boolean;
  mealType?: MealType;
  maxTime?: number;
  texture?: Texture;
  creative: boolean;
  ignorePantry: boolean;
  /** Known pantry ingredient id -> weight (always 4 ... rarely 1). */
  pantry: ReadonlyMap<string, number>;
  diet: Diet;
  /** Ingredient ids the diet or direction rules out. */
  banned: ReadonlySet<string>;
  kindBoost: ReadonlyMap<Kind, number>;
  idBoost: ReadonlyMap<string, number>;
  tagBoost: ReadonlyMap<PatternTag, number>;
  quick: boolean;
  /** What the direction asks for, as the card's notes name it. */
  labels: ReadonlySet<DirectionLabel>;
  /** Words of the direction the engine cannot cook to: the card's notes own up to them. */
  unheard: readonly string[];
  /** The cook's own words for a label whose note echoes them ('Date night'). */
  labelWords: ReadonlyMap<DirectionLabel, string>;
  /** Foods the direction names, wanted ('with mango') or not ('no mushrooms'), for the card's notes. */
  namedFoods: readonly NamedFood[];
  /** Cuisines named in the creative direction ('a Japanese twist'): preferred accents. */
  directionCuisines: readonly Cuisine[];
  feedback: FeedbackWeights;
  special?: Special;
  /** Lower-case titles the cook has already seen. */
  excluded: ReadonlySet<string>;
}

function readDirection(direction: string | undefined) {
  let text = ` ${(direction ?? '').toLowerCase().replace(/[^a-z0-9' -]/g, ' ')} `.replace(NEGATED_HEAT, ' mild ');
  const diet: Diet = { vegetarian: false, vegan: false, pescatarian: false, glutenFree: false, dairyFree: false };
  for (const [re, key] of DIET_PATTERNS) if (re.test(text)) diet[key] = true;
  if (diet.vegan) diet.vegetarian = true;

  // Families of food said no to are taken out first ('no cheese' is not 'cheesy').
  const namedFoods: NamedFood[] = [];
  text = text.replace(NEGATED_FOOD, (all, after: string | undefined, before: string | undefined) => {
    const word = (after ?? before)!;
    const is = familyOf(word);
    if (!is) return all;
    namedFoods.push({ word, wanted: false, is });
    return ' ';
  });

  const labels = new Set<DirectionLabel>();
  const labelWords = new Map<DirectionLabel, string>();
  // Every phrase a label or diet reads is taken out before the rest is read word by word.
  let rest = text;
  for (const [re, label] of LABEL_PATTERNS) {
    const found = [...text.matchAll(new RegExp(re.source, 'g'))].map((m) => m[0]);
    if (!found.length) continue;
    labels.add(label);
    labelWords.set(label, [...new Set(found)].join(', '));
    rest = rest.replace(new RegExp(re.source, 'g'), ' ');
  }
  for (const [re] of DIET_PATTERNS) rest = rest.replace(new RegExp(re.source, 'g'), ' ');
  if (labels.has('Vegan')) labels.delete('Vegetarian');
  if (labels.has('Mild')) labels.delete('Spicy');
  // A family of food wanted ('with chicken', 'lots of veg'), unless a label read the word ('garlicky').
  for (const word of rest.split(/\s+/)) {
    const is = word.length > 2 ? familyOf(word) : undefined;
    if (is && !namedFoods.some((f) => f.word === word)) namedFoods.push({ word, wanted: true, is });
  }

  const kindBoost = new Map<Kind, number>();
  const tagBoost = new Map<PatternTag, number>();
  let quick = false;
  const apply = (boost: Boost) => {
    for (const [k, v] of Object.entries(boost.kinds ?? {}))
      kindBoost.set(k as Kind, (kindBoost.get(k as Kind) ?? 1) * v);
    for (const [t, v] of Object.entries(boost.tags ?? {}))
      tagBoost.set(t as PatternTag, (tagBoost.get(t as PatternTag) ?? 1) * v);
    if (boost.quick) quick = true;
  };
  let texture: Texture | undefined;
  for (const word of text.split(/\s+/)) {
    texture ??= TEXTURE_WORDS[word];
    const boost = DIRECTION_WORDS[word];
    if (!boost || (labels.has('Mild') && boost === SPICY)) continue;
    apply(boost);
  }
  // A label read from a phrase ('date night', 'cheap and cheerful') steers as a whole.
  for (const [label, boost] of LABEL_BOOSTS) if (labels.has(label)) apply(boost);

  // Ingredients named in the direction: 'with mango' boosts mango, 'no mushrooms' or 'mushroom free' bans them.
  const idBoost = new Map<string, number>();
  const named = new Set<string>();
  for (const [name, info] of TITLE_NAMES) {
    if (named.has(info.id) || name.length < 4) continue;
    // 'date night' names an evening, not dates.
    const at = text.replace(/ date night /g, ' __ ').indexOf(` ${name}`);
    if (at < 0) continue;
    const after = text[at + name.length + 1];
    if (after && /[a-z]/.test(after) && after !== 's') continue;
    named.add(info.id);
    const before = text.slice(0, at).trim().split(/\s+/).slice(-2).join(' ');
    const next = text
      .slice(at + name.length + 1)
      .replace(/^s\b/, '')
      .trim()
      .split(/[\s-]+/)[0];
    const wanted = !(/\b(no|without|not|avoid|hate|skip)\b/.test(before) || next === 'free');
    idBoost.set(info.id, wanted ? 5 : 0);
    // A family word ('chicken') was read with the families above.
    if (!familyOf(name) && !namedFoods.some((f) => f.word === name))
      namedFoods.push({ word: name, wanted, is: (i) => i.id === info.id });
  }
  const directionCuisines = CUISINES.filter(
    (c) =>
      text.includes(c) || (c === 'japanese' && text.includes('japan')) || (c === 'indian' && text.includes('india')),
  );
  // Words that steer nothing: the card says so rather than ignoring them ('low sodium').
  const unheard = rest
    .split(/[\s-]+/)
    .filter(
      (w) =>
        w.length > 2 &&
        !DIRECTION_WORDS[w] &&
        !TEXTURE_WORDS[w] &&
        !HEARD_WORDS.has(w) &&
        !familyOf(w) &&
        !CUISINES.some((c) => c.startsWith(w.replace(/n$/, ''))) &&
        !(w === 'free' && /\b\w+[- ]free\b/.test(text) && [...idBoost.values()].includes(0)) &&
        !(TITLE_WORDS.has(w) && [...idBoost.keys()].some((id) => id.includes(w.replace(/s$/, '')))),
    );
  return {
    diet,
    kindBoost,
    tagBoost,
    quick,
    texture,
    idBoost,
    directionCuisines,
    labels,
    labelWords,
    namedFoods,
    unheard,
  };
}

/**
 * A single word people use for a family ('chicken', 'beef'): the catalogue entry whose name
 * holds it as a word, proteins first, never a slow cut, in catalogue order.
 */
function byWord(word: string): IngredientInfo | undefined {
  const w = word.toLowerCase().replace(/s$/, '');
  if (w.length < 3 || w.includes(' ')) return undefined;
  const matches = INGREDIENTS.filter(
    (i) => !i.kinds.has('slow') && i.names.some((n) => n.split(' ').some((part) => part.replace(/s$/, '') === w)),
  );
  // The catalogue lists the everyday cut first (chicken breast before wings).
  return matches.find((i) => i.ing.category === 'Proteins') ?? matches[0];
}

/** Matches a free-text special ingredient to the catalogue ('Garbanzo beans', '2 cups kimchi'). */
export function readSpecial(raw: string | undefined): Special | undefined {
  const text = (raw ?? '').replace(/\s+/g, ' ').trim();
  if (!text) return undefined;
  const parsed = parseIngredientLine(text);
  const bare = parsed.rest
    .replace(/,.*$/, '')
    .replace(/^(fresh|some|a few|dried|chopped|sliced|frozen)\s+/i, '')
    .trim();
  const info =
    findIngredient(text) ??
    findIngredient(bare) ??
    (bare.split(' ').length <= 3 ? (findIngredientInLine(bare) ?? byWord(bare)) : undefined);
  if (info) return { text, info };
  const name = (bare || text).toLowerCase();
  // Keep the cook's own amount when they typed one; otherwise 'to taste'.
  const line = parsed.quantity ? text : `${text[0]!.toUpperCase()}${text.slice(1)}, to taste`;
  return { text, line, name };
}

const clamp = (v: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, v));

/**
 * The headline ingredient of a title: the first protein named in it, else the first
 * ingredient ('Lemon-Garlic Chicken Risotto' -> chicken, 'Chicken & Broccoli Stir-Fry' -> chicken).
 */
export function titleMain(title: string): IngredientInfo | undefined {
  const t = ` ${title.toLowerCase().replace(/[^a-z0-9' ]+/g, ' ')} `;
  const found: { at: number; info: IngredientInfo }[] = [];
  for (const [name, info] of TITLE_NAMES) {
    const at = t.indexOf(` ${name} `);
    if (at < 0 || found.some((f) => at >= f.at && at < f.at + 1 + f.info.titleName.length)) continue;
    found.push({ at, info });
  }
  found.sort((a, b) => a.at - b.at);
  return (found.find((f) => f.info.roles.has('protein')) ?? found[0])?.info;
}

/** Turns likes and dislikes (newest first) into weights; older feedback counts less. */
function readFeedback(feedback: ChefContext['feedback']): FeedbackWeights {
  const cuisine = new Map<string, number>();
  const ingredient = new Map<string, number>();
  const pattern = new Map<string, number>();
  const avoid = new Set<string>();
  const add = (map: Map<string, number>, key: string, v: number) => map.set(key, (map.get(key) ?? 0) + v);
  feedback.slice(0, 60).forEach((entry, i) => {
    const sign = entry.feedback === 'like' ? 1 : -1;
    const w = sign * Math.pow(0.93, i);
    const title = ` ${entry.recipeTitle.toLowerCase()} `;
    if (entry.cuisine) add(cuisine, entry.cuisine.toLowerCase(), w);
    const ids = new Set<string>();
    for (const line of entry.ingredients.slice(0, 30)) {
      const info = findIngredientInLine(line);
      if (info) ids.add(info.id);
    }
    for (const id of ids) add(ingredient, id, w * 0.6);
    const main = titleMain(title);
    if (main) add(ingredient, main.id, w);
    const cuisineKey = entry.cuisine.toLowerCase();
    const dishes = PATTERNS.filter((p) => title.includes(` ${p.dish.toLowerCase()}`));
    const sameCuisine = dishes.filter((p) => p.cuisine === cuisineKey);
    for (const p of sameCuisine.length ? sameCuisine : dishes) {
      add(pattern, p.id, w);
      if (sign < 0 && main) avoid.add(`${p.id}|${main.id}`);
    }
  });
  const toMultiplier = (map: Map<string, number>, k: number) => {
    for (const [key, score] of map) map.set(key, clamp(Math.exp(k * score), 0.15, 4));
    return map;
  };
  return {
    cuisine: toMultiplier(cuisine, 0.5),
    ingredient: toMultiplier(ingredient, 0.9),
    pattern: toMultiplier(pattern, 0.7),
    avoid,
  };
}

export function makePlan(options: GenerationOptions, ctx: ChefContext): Plan {
  const ignorePantry = Boolean(options.ignorePantry);
  const pantry = new Map<string, number>();
  for (const item of ctx.pantry) {
    const info = INFO_BY_ID.get(item.ingredientId);
    if (!info) continue;
    const w = FREQUENCY_WEIGHT[item.frequency] ?? 2;
    pantry.set(info.id, Math.max(w, pantry.get(info.id) ?? 0));
  }
  if (!ignorePantry && pantry.size === 0) {
    throw new ChefInputError('No pantry ingredients found. Add some ingredients to your pantry first.');
  }
  const direction = readDirection(options.creativeDirection);
  const banned = new Set<string>();
  for (const info of INGREDIENTS) {
    if (!dietAllows(info, direction.diet) || direction.idBoost.get(info.id) === 0) banned.add(info.id);
    // Made with cheese, anchovy or egg (issue 23: a vegan 'Pesto Pea Risotto').
    if (direction.diet.vegan && NOT_VEGAN_MADE.has(info.id)) banned.add(info.id);
    if (direction.diet.vegetarian && NOT_VEGETARIAN_MADE.has(info.id)) banned.add(info.id);
    for (const label of direction.labels) if (LABEL_BANS[label]?.(info)) banned.add(info.id);
    for (const food of direction.namedFoods) {
      if (!food.wanted && food.is(info)) banned.add(info.id);
      else if (food.wanted && food.is(info) && !direction.idBoost.has(info.id)) direction.idBoost.set(info.id, 3);
    }
  }
  const anyCuisine = options.cuisine === 'any';
  return {
    servings: Math.max(1, Math.round(options.servings ?? 2)),
    cuisines: anyCuisine ? CUISINES : [options.cuisine as Cuisine],
    anyCuisine,
    mealType: options.mealType,
    maxTime: options.maxCookingTime,
    texture: options.texturePreference ?? direction.texture,
    creative: Boolean(options.creativeMode),
    ignorePantry,
    pantry,
    diet: direction.diet,
    banned,
    kindBoost: direction.kindBoost,
    idBoost: direction.idBoost,
    tagBoost: direction.tagBoost,
    quick: direction.quick,
    directionCuisines: direction.directionCuisines,
    labels: direction.labels,
    unheard: direction.unheard,
    labelWords: direction.labelWords,
    namedFoods: direction.namedFoods,
    feedback: readFeedback(ctx.feedback ?? []),
    special: readSpecial(options.specialIngredient),
    excluded: seenTitles(options),
  };
}

/** The titles the cook has already seen in this search, lower case (Plan.excluded). */
export function seenTitles(options: GenerationOptions): Set<string> {
  return new Set((options.excludedRecipes ?? []).map((t) => t.trim().toLowerCase()));
}
