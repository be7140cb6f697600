// Recipes in HTML markup: schema.org microdata, the common WordPress recipe plugins (WP Recipe
// Maker, Tasty Recipes, Mediavine Create) and plain pages with 'Ingredients' and 'Method' headings.
import type { AnyNode, Element } from 'domhandler';
import { absolute } from './json-ld';
import { findAll, findOne, hasClass, isElement, normalizeSpace, textOf } from './html';
import { emptyRaw, type RawRecipe, type RawStep } from './normalize';

const HEADING = /^h[1-6]$/;

// ---------------------------------------------------------------------------
// Microdata

function itemValue(el: Element, baseUrl?: string): string {
  const a = el.attribs;
  if (a.content !== undefined) return a.content;
  if (el.name === 'meta') return a.content ?? '';
  if (el.name === 'time' && a.datetime) return a.datetime;
  if ((el.name === 'link' || el.name === 'a') && a.href) return absolute(a.href, baseUrl);
  if (el.name === 'img' && a.src) return absolute(a.src, baseUrl);
  return textOf(el);
}

/** The itemprop elements that belong to `scope` (not to a nested itemscope). */
function props(scope: Element): Element[] {
  const out: Element[] = [];
  const stack: AnyNode[] = [...scope.children].reverse();
  while (stack.length) {
    const n = stack.pop()!;
    if (!isElement(n)) continue;
    if (n.attribs.itemprop) out.push(n);
    if (n.attribs.itemscope !== undefined) continue;
    for (let i = n.children.length - 1; i >= 0; i--) stack.push(n.children[i]!);
  }
  return out;
}

const propNames = (el: Element) => (el.attribs.itemprop ?? '').split(/\s+/).filter(Boolean);

/** Steps inside an element: nested HowToSteps, list items, paragraphs, or its lines. */
function stepsIn(el: Element): RawStep[] {
  if (el.attribs.itemscope !== undefined) {
    const type = el.attribs.itemtype ?? '';
    const ps = props(el);
    const name = ps.find((p) => propNames(p).includes('name'));
    if (/HowToSection/i.test(type)) {
      const inner = ps.filter((p) => propNames(p).some((n) => n === 'itemListElement' || n === 'step'));
      return [...(name ? [{ heading: textOf(name) }] : []), ...inner.flatMap(stepsIn)];
    }
    const text = ps.find((p) => propNames(p).includes('text'));
    return [{ text: text ? itemValue(text) : textOf(el) }];
  }
  const items = findAll(el, (e) => e.name === 'li');
  if (items.length) return items.map((li) => ({ text: textOf(li) }));
  const paras = findAll(el, (e) => e.name === 'p');
  if (paras.length > 1) return paras.map((p) => ({ text: textOf(p) }));
  return textOf(el, { keepLines: true })
    .split('\n')
    .map((text) => ({ text }));
}

export function fromMicrodata(scope: Element, baseUrl?: string): RawRecipe {
  const raw = emptyRaw('microdata');
  const instructionEls: Element[] = [];
  for (const el of props(scope)) {
    for (const name of propNames(el)) {
      const value = () => itemValue(el, baseUrl);
      switch (name) {
        case 'name':
          raw.name ??= value();
          break;
        case 'description':
          raw.description ??= value();
          break;
        case 'image':
          raw.image ??= value();
          break;
        case 'recipeIngredient':
        case 'ingredients':
          raw.ingredients.push(value());
          break;
        case 'recipeInstructions':
        case 'step':
          instructionEls.push(el);
          break;
        case 'recipeYield':
          raw.yields.push(value());
          break;
        case 'totalTime':
        case 'cookTime':
        case 'prepTime':
          raw[name] ??= value();
          break;
        case 'recipeCuisine':
          raw.cuisine.push(...value().split(/\s*,\s*/));
          break;
        case 'recipeCategory':
          raw.category.push(...value().split(/\s*,\s*/));
          break;
        case 'keywords':
          raw.keywords.push(...value().split(/\s*,\s*/));
          break;
        case 'nutrition': {
          const n: Record<string, string> = {};
          for (const p of props(el)) for (const k of propNames(p)) n[k] = itemValue(p);
          raw.nutrition = n;
          break;
        }
      }
    }
  }
  raw.instructions = instructionEls.flatMap(stepsIn);
  return raw;
}

// ---------------------------------------------------------------------------
// Recipe plugins

interface PluginMarkup {
  root: RegExp;
  name: RegExp;
  summary: RegExp;
  ingredients: RegExp;
  instructions: RegExp;
  groupName: RegExp;
  servings: RegExp;
  total: RegExp;
  cook: RegExp;
  prep: RegExp;
  cuisine: RegExp;
  course: RegExp;
}

export const PLUGINS: PluginMarkup[] = [
  {
    // WP Recipe Maker
    root: /^wprm-recipe-container$|^wprm-recipe$/,
    name: /^wprm-recipe-name$/,
    summary: /^wprm-recipe-summary$/,
    ingredients: /^wprm-recipe-ingredients-container$/,
    instructions: /^wprm-recipe-instructions-container$/,
    groupName: /^wprm-recipe-group-name$/,
    servings: /^wprm-recipe-servings$/,
    total: /^wprm-recipe-total[-_]time-container$/,
    cook: /^wprm-recipe-cook[-_]time-container$/,
    prep: /^wprm-recipe-prep[-_]time-container$/,
    cuisine: /^wprm-recipe-cuisine$/,
    course: /^wprm-recipe-course$/,
  },
  {
    // Tasty Recipes
    root: /^tasty-recipes$/,
    name: /^tasty-recipes-title$/,
    summary: /^tasty-recipes-description(-body)?$/,
    ingredients: /^tasty-recipes-ingredients(-body)?$/,
    instructions: /^tasty-recipes-instructions(-body)?$/,
    groupName: /^tasty-recipes-ingredients-header$|^tasty-recipes-group-name$/,
    servings: /^tasty-recipes-yield$/,
    total: /^tasty-recipes-total-time$/,
    cook: /^tasty-recipes-cook-time$/,
    prep: /^tasty-recipes-prep-time$/,
    cuisine: /^tasty-recipes-cuisine$/,
    course: /^tasty-recipes-category$/,
  },
  {
    // Mediavine Create
    root: /^mv-create-card$/,
    name: /^mv-create-title$/,
    summary: /^mv-create-description$/,
    ingredients: /^mv-create-ingredients$/,
    instructions: /^mv-create-instructions$/,
    groupName: /^mv-create-ingredients-group-title$/,
    servings: /^mv-create-yield$/,
    total: /^mv-create-time-total$/,
    cook: /^mv-create-time-active$/,
    prep: /^mv-create-time-prep$/,
    cuisine: /^mv-create-cuisine$/,
    course: /^mv-create-category$/,
  },
];

/** Lines of a section in document order: sub-headings as 'Heading:' lines, then list items (or paragraphs). */
function linesWithHeadings(
  section: Element,
  groupName?: RegExp,
  kind: 'ingredients' | 'steps' = 'ingredients',
): RawStep[] {
  const out: RawStep[] = [];
  const hasItems = findOne(section, (e) => e.name === 'li') !== undefined;
  const stack: AnyNode[] = [...section.children].reverse();
  while (stack.length) {
    const n = stack.pop()!;
    if (!isElement(n)) continue;
    if (HEADING.test(n.name) || (groupName && hasClass(n, groupName))) {
      const t = textOf(n);
      if (t && !SECTION_WORDS.test(t)) out.push({ heading: t });
      continue;
    }
    if (n.name === 'li' || (!hasItems && n.name === 'p')) {
      const t = kind === 'steps' ? textOf(n) : textOf(n);
      if (t) out.push({ text: t });
      continue;
    }
    for (let i = n.children.length - 1; i >= 0; i--) stack.push(n.children[i]!);
  }
  return out;
}

const SECTION_WORDS = /^(?:ingredients?|instructions?|directions?|method|zutaten|zubereitung)\s*:?$/i;

const toIngredientLines = (steps: RawStep[]) => steps.map((s) => ('heading' in s ? `${s.heading}:` : s.text));

export function fromPlugin(root: Element, p: PluginMarkup): RawRecipe {
  const raw = emptyRaw('plugin');
  const text = (re: RegExp) => {
    const el = findOne(root, (e) => hasClass(e, re));
    return el ? normalizeSpace(textOf(el)) : undefined;
  };
  raw.name = text(p.name);
  raw.description = text(p.summary);
  const ing = findOne(root, (e) => hasClass(e, p.ingredients));
  if (ing) raw.ingredients = toIngredientLines(linesWithHeadings(ing, p.groupName));
  const ins = findOne(root, (e) => hasClass(e, p.instructions));
  if (ins) raw.instructions = linesWithHeadings(ins, p.groupName, 'steps');
  const servings = text(p.servings);
  if (servings) raw.yields.push(servings);
  raw.totalTime = text(p.total);
  raw.cookTime = text(p.cook);
  raw.prepTime = text(p.prep);
  const cuisine = text(p.cuisine);
  if (cuisine) raw.cuisine.push(...cuisine.replace(/^cuisine:?\s*/i, '').split(/\s*,\s*/));
  const course = text(p.course);
  if (course) raw.category.push(...course.replace(/^(?:course|category):?\s*/i, '').split(/\s*,\s*/));
  return raw;
}

// ---------------------------------------------------------------------------
// Plain pages with headings

export const INGREDIENT_HEADING =
  /^(?:the\s+)?(?:ingredients?|ingredient list|what you(?:'|’)?ll need|you will need|you(?:'|’)ll need|zutaten|ingr[ée]dients?|ingredi[eë]nten|ingredientes|ingredienti|składniki|ingrediënser|ingredienser)(?:\s+\([^)]{0,60}\))?\s*[:：]?$/i;
export const METHOD_HEADING =
  /^(?:the\s+)?(?:instructions?|method|directions?|preparation|steps|how to make(?: it)?|to make|zubereitung|anleitung|zubereitungsschritte|pr[ée]paration|instructions|[ée]tapes|bereiding(?:swijze)?|werkwijze|preparaci[óo]n|elaboraci[óo]n|modo de prepar[oa]|preparo|procedimento|preparazione|przygotowanie|fremgangsmåde|tillagning)\s*[:：]?$/i;

export type Block = { kind: 'heading'; level: number; text: string } | { kind: 'item'; text: string; list: boolean };

function sectionOf(blocks: Block[], start: number, stop: RegExp): RawStep[] {
  const head = blocks[start] as Extract<Block, { kind: 'heading' }>;
  const items: RawStep[] = [];
  for (let i = start + 1; i < blocks.length; i++) {
    const b = blocks[i]!;
    if (b.kind === 'heading') {
      if (stop.test(b.text) || b.level <= head.level) break;
      items.push({ heading: b.text });
    } else if (/[:：]$/.test(b.text) && b.text.length <= 60) items.push({ heading: b.text });
    else items.push({ text: b.text });
  }
  // Lists win over loose paragraphs (an intro under the heading, a note after the list).
  const listed = items.filter((s, i) => 'heading' in s || (blocks[start + 1 + i] as { list?: boolean }).list);
  return listed.some((s) => 'text' in s) ? listed : items;
}

/** Ingredients and steps under 'Ingredients' and 'Method' headings in a page's blocks. */
export function fromHeadings(blocks: Block[]): RawRecipe | undefined {
  const ingAt = blocks.findIndex((b) => b.kind === 'heading' && INGREDIENT_HEADING.test(b.text));
  if (ingAt < 0) {
    // Steps under a 'Method' heading alone complete a recipe whose data has no steps.
    const at = blocks.findIndex((b) => b.kind === 'heading' && METHOD_HEADING.test(b.text));
    if (at < 0) return undefined;
    const raw = emptyRaw('headings');
    raw.instructions = sectionOf(blocks, at, INGREDIENT_HEADING);
    return raw;
  }
  const raw = emptyRaw('headings');
  const section = (start: number, stop: RegExp) => sectionOf(blocks, start, stop);
  raw.ingredients = toIngredientLines(section(ingAt, METHOD_HEADING));
  const methodAt = blocks.findIndex((b, i) => i > ingAt && b.kind === 'heading' && METHOD_HEADING.test(b.text));
  const methodBefore = methodAt < 0 ? blocks.findIndex((b) => b.kind === 'heading' && METHOD_HEADING.test(b.text)) : -1;
  const at = methodAt >= 0 ? methodAt : methodBefore;
  if (at >= 0) raw.instructions = section(at, INGREDIENT_HEADING);
  for (let i = ingAt - 1; i >= 0; i--) {
    const b = blocks[i]!;
    if (b.kind === 'heading' && b.level <= 2) {
      raw.name = b.text;
      break;
    }
  }
  for (let i = 0; i < blocks.length; i++) {
    const b = blocks[i]!;
    const m = /^(?:serves|servings|yield|makes|f[üu]r|pour|para|voor|porzioni|portionen)\s*:?\s*(\d+.*)$/i.exec(b.text);
    if (m && b.text.length < 60) raw.yields.push(b.text);
    const t = /^(?:total time|totale tijd|gesamtzeit|temps total|tiempo total)\s*:?\s*(.+)$/i.exec(b.text);
    if (t) raw.totalTime ??= t[1];
    const c = /^(?:cook(?:ing)? time|kochzeit|cuisson|bereidingstijd|tiempo de cocci[óo]n)\s*:?\s*(.+)$/i.exec(b.text);
    if (c) raw.cookTime ??= c[1];
    const pr =
      /^(?:prep(?:aration)? time|vorbereitung(?:szeit)?|pr[ée]paration|voorbereiding|tiempo de preparaci[óo]n)\s*:?\s*(.+)$/i.exec(
        b.text,
      );
    if (pr && /\d/.test(pr[1]!)) raw.prepTime ??= pr[1];
  }
  return raw;
}
