// One page in, one recipe out: JSON-LD first, then microdata, then plugin markup, then headings.
// The page is parsed and walked in slices (html.ts), so a 5 MB page never holds the event loop.
import type { AnyNode, Element } from 'domhandler';
import { AppError } from '../../plugins/errors';
import { Yielder, isElement, normalizeSpace, parseHtml, scriptText, textOf, hasClass } from './html';
import { absolute, findRecipes, fromJsonLd, parseJsonLd } from './json-ld';
import {
  INGREDIENT_HEADING,
  METHOD_HEADING,
  PLUGINS,
  fromHeadings,
  fromMicrodata,
  fromPlugin,
  type Block,
} from './markup';
import { finishRecipe, type ImportResult, type RawRecipe } from './normalize';

export const NO_RECIPE_MESSAGE =
  "Chowdr could not find a recipe on this page. If the page shows one, paste the recipe's text instead (Paste text), or open the page and use the 'Import to Chowdr' bookmarklet.";

export function noRecipe(message = NO_RECIPE_MESSAGE): AppError {
  return new AppError(422, 'NO_RECIPE_FOUND', message);
}

interface PageScan {
  jsonLd: string[];
  microdata: Element[];
  plugins: { root: Element; plugin: (typeof PLUGINS)[number] }[];
  blocks: Block[];
  title?: string;
  ogTitle?: string;
  ogImage?: string;
  canonical?: string;
}

const SKIP_SUBTREE = new Set([
  'style',
  'template',
  'svg',
  'noscript',
  'iframe',
  'nav',
  'footer',
  'form',
  'select',
  'button',
]);

/** One pass over the page that collects every source a recipe may come from. */
async function scan(root: AnyNode, y: Yielder): Promise<PageScan> {
  const out: PageScan = { jsonLd: [], microdata: [], plugins: [], blocks: [] };
  const stack: AnyNode[] = [...((root as Element).children ?? [])].reverse();
  let n = 0;
  while (stack.length) {
    const el = stack.pop()!;
    if (++n % 64 === 0) await y.maybe();
    if (!isElement(el)) continue;
    const name = el.name;
    if (name === 'script') {
      if (/ld\+json/i.test(el.attribs.type ?? '')) out.jsonLd.push(scriptText(el));
      continue;
    }
    if (name === 'title') {
      out.title ??= textOf(el);
      continue;
    }
    if (name === 'meta') {
      const prop = el.attribs.property ?? el.attribs.name;
      if (prop === 'og:title') out.ogTitle ??= el.attribs.content;
      if (prop === 'og:image') out.ogImage ??= el.attribs.content;
      if (el.attribs.itemprop === undefined) continue;
    }
    if (name === 'link' && el.attribs.rel === 'canonical') out.canonical ??= el.attribs.href;
    if (SKIP_SUBTREE.has(name)) continue;
    if (el.attribs.itemscope !== undefined && /schema\.org\/Recipe\b/i.test(el.attribs.itemtype ?? '')) {
      out.microdata.push(el);
    }
    if (el.attribs.class) {
      const plugin = PLUGINS.find((p) => hasClass(el, p.root));
      if (plugin && !out.plugins.some((p) => p.plugin === plugin && contains(p.root, el)))
        out.plugins.push({ root: el, plugin });
    }
    // Blocks for plain pages: headings, list items, paragraphs; their insides are not walked again.
    if (/^h[1-6]$/.test(name)) {
      const text = textOf(el);
      if (text) out.blocks.push({ kind: 'heading', level: Number(name[1]), text });
      continue;
    }
    if (name === 'li' || name === 'p' || name === 'dt' || name === 'dd') {
      if (name === 'p' && el.children.some((c) => isElement(c) && c.attribs.itemscope !== undefined)) {
        // fall through: microdata inside a paragraph must still be found
      } else {
        const text = textOf(el, { keepLines: name === 'p' });
        // A bold 'Ingredients' paragraph is a heading; a paragraph of <br> lines is several items.
        const lines = text.split('\n').filter(Boolean);
        if (lines.length === 1 && (INGREDIENT_HEADING.test(lines[0]!) || METHOD_HEADING.test(lines[0]!))) {
          out.blocks.push({ kind: 'heading', level: 7, text: lines[0]! });
        } else {
          for (const line of lines.slice(0, 500)) out.blocks.push({ kind: 'item', text: line, list: name === 'li' });
        }
        continue;
      }
    }
    for (let i = el.children.length - 1; i >= 0; i--) stack.push(el.children[i]!);
  }
  return out;
}

function contains(ancestor: Element, el: Element): boolean {
  for (let p = el.parent; p; p = p.parent) if (p === ancestor) return true;
  return false;
}

const complete = (r: RawRecipe) => r.ingredients.length > 0 && r.instructions.length > 0;

/** Reads the recipe on a page. Throws 422 NO_RECIPE_FOUND when there is none. */
export async function extractFromHtml(html: string, pageUrl?: string): Promise<ImportResult> {
  const y = new Yielder();
  const doc = await parseHtml(html, y);
  const page = await scan(doc, y);
  const base = pageUrl ?? (page.canonical && /^https?:/i.test(page.canonical) ? page.canonical : undefined);
  const warnings: string[] = [];

  const candidates: RawRecipe[] = [];
  let brokenJson = 0;
  let repairedJson = 0;
  for (const block of page.jsonLd) {
    const parsed = parseJsonLd(block);
    await y.maybe();
    if (!parsed) {
      brokenJson++;
      continue;
    }
    if (parsed.repaired) repairedJson++;
    for (const r of findRecipes(parsed.value)) candidates.push(fromJsonLd(r, base));
  }
  for (const el of page.microdata) candidates.push(fromMicrodata(el, base));
  for (const p of page.plugins) candidates.push(fromPlugin(p.root, p.plugin));
  const headings = fromHeadings(page.blocks);
  if (headings) candidates.push(headings);

  const usable = candidates.filter((c) => c.ingredients.length > 0);
  const chosen = usable.find(complete) ?? usable[0];
  if (!chosen) {
    if (brokenJson) throw noRecipe(`${NO_RECIPE_MESSAGE} (The page's recipe data is damaged beyond repair.)`);
    throw noRecipe();
  }
  // A part the chosen source lacks may come from another (JSON-LD without steps, steps under a heading).
  if (chosen.instructions.length === 0) {
    const other = candidates.find((c) => c !== chosen && c.instructions.length > 0);
    if (other) chosen.instructions = other.instructions;
  }
  if (repairedJson && chosen.via === 'json-ld')
    warnings.push("The page's recipe data was slightly damaged; Chowdr repaired it. Check the lines.");
  // Two recipes on one page: the first is imported, and the others are named.
  const names = (r: RawRecipe) => normalizeSpace(r.name ?? '');
  const others = usable.filter(
    (c) =>
      c !== chosen &&
      complete(c) &&
      names(c) &&
      names(c).toLowerCase() !== names(chosen).toLowerCase() &&
      c.via === chosen.via,
  );
  if (others.length) {
    warnings.push(
      `This page has ${others.length + 1} recipes; Chowdr imported "${names(chosen) || 'the first'}". To import ${others.length === 1 ? `"${names(others[0]!)}"` : 'another'}, paste its text.`,
    );
  }
  if (!chosen.image && page.ogImage) chosen.image = absolute(page.ogImage, base);
  const result = finishRecipe(chosen, { sourceUrl: pageUrl, pageTitle: page.ogTitle ?? page.title });
  if (!result) throw noRecipe();
  result.warnings.unshift(...warnings);
  return result;
}
