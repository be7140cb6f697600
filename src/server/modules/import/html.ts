// Reading HTML with htmlparser2 (a maintained, forgiving parser; never regular expressions over
// HTML). A page may be 10 MB, so parsing and walking give the event loop back every few
// milliseconds (issue 27: never more than 20 ms at a time).
import { setImmediate as nextTurn } from 'node:timers/promises';
import {
  DomHandler,
  isDocument,
  isTag,
  isText,
  type AnyNode,
  type ChildNode,
  type Document,
  type Element,
} from 'domhandler';
import { Parser, parseDocument } from 'htmlparser2';

/** How long a Yielder works between yields; the parsing worker, which has no loop to share, sets Infinity. */
let defaultSliceMs = 4;
export function setYieldSlice(ms: number): void {
  defaultSliceMs = ms;
}

/** Hands the event loop back whenever `sliceMs` has passed since the last time. */
export class Yielder {
  private last = performance.now();
  constructor(private readonly sliceMs = defaultSliceMs) {}
  async maybe(): Promise<void> {
    if (performance.now() - this.last < this.sliceMs) return;
    await nextTurn();
    this.last = performance.now();
  }
}

/** Characters fed to the parser at a time: well under a millisecond of work each. */
const CHUNK = 8 * 1024;

/** Parses a whole page, in chunks, yielding between them. */
export async function parseHtml(html: string, y = new Yielder()): Promise<Document> {
  let doc: Document | undefined;
  let failure: Error | null = null;
  const handler = new DomHandler((err, dom) => {
    failure = err;
    doc = handler.root;
    void dom;
  });
  const parser = new Parser(handler, { decodeEntities: true });
  for (let i = 0; i < html.length; i += CHUNK) {
    parser.write(html.slice(i, i + CHUNK));
    await y.maybe();
  }
  parser.end();
  if (failure) throw failure;
  return doc ?? handler.root;
}

const SKIP = new Set(['script', 'style', 'template', 'svg', 'noscript', 'iframe', 'button', 'select', 'form']);
const BLOCK = new Set([
  'address',
  'article',
  'aside',
  'blockquote',
  'br',
  'dd',
  'div',
  'dl',
  'dt',
  'figcaption',
  'figure',
  'footer',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'header',
  'hr',
  'li',
  'main',
  'nav',
  'ol',
  'p',
  'pre',
  'section',
  'table',
  'td',
  'th',
  'tr',
  'ul',
]);

export const isElement = (n: AnyNode): n is Element => isTag(n);

/** Collapses every run of whitespace (including NBSP and zero-width marks) to one space and trims. */
export function normalizeSpace(s: string): string {
  return (
    s
      // NUL and unpaired surrogates cannot be stored (shared/api/common.ts); zero-width marks are invisible.
      // eslint-disable-next-line no-control-regex
      .replace(/\u0000|[\u200B-\u200D\uFEFF\u2060]/g, '')
      .replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '\uFFFD')
      .replace(/[\s\u00A0]+/g, ' ')
      .trim()
  );
}

/** The text a reader sees in a node: blocks and <br> separate words, scripts and controls are left out. */
export function textOf(node: AnyNode, opts: { keepLines?: boolean } = {}): string {
  const out: string[] = [];
  const sep = opts.keepLines ? '\n' : ' ';
  // Strings on the stack are separators written after a block's children.
  const stack: (AnyNode | string)[] = [node];
  // Iterative, so a deeply nested page cannot overflow the stack.
  while (stack.length) {
    const n = stack.pop()!;
    if (typeof n === 'string') out.push(n);
    else if (isText(n)) out.push(n.data);
    else if (isTag(n)) {
      if (SKIP.has(n.name)) continue;
      if (BLOCK.has(n.name)) {
        out.push(sep);
        stack.push(sep);
      }
      for (let i = n.children.length - 1; i >= 0; i--) stack.push(n.children[i]!);
    } else if (isDocument(n)) {
      for (let i = n.children.length - 1; i >= 0; i--) stack.push(n.children[i]!);
    }
  }
  const text = out.join('');
  if (!opts.keepLines) return normalizeSpace(text);
  return text.split('\n').map(normalizeSpace).filter(Boolean).join('\n');
}

/** Text inside a JSON-LD string may hold entities and tags ('Salt &amp; pepper', '<p>Mix.</p>'). */
export function htmlToText(s: string): string {
  if (!/[<&]/.test(s)) return normalizeSpace(s);
  return textOf(parseDocument(s.length > 200_000 ? s.slice(0, 200_000) : s, { decodeEntities: true }));
}

/** Every element under `root`, depth first in document order, yielding as it goes. */
export async function eachElement(root: AnyNode, visit: (el: Element) => void, y = new Yielder()): Promise<void> {
  const stack: ChildNode[] = [];
  const kids = (root as Document).children ?? [];
  for (let i = kids.length - 1; i >= 0; i--) stack.push(kids[i]!);
  let n = 0;
  while (stack.length) {
    const node = stack.pop()!;
    if (!isElement(node)) continue;
    visit(node);
    for (let i = node.children.length - 1; i >= 0; i--) stack.push(node.children[i]!);
    if (++n % 64 === 0) await y.maybe();
  }
}

/** Elements under `root` (synchronous; for a recipe's own subtree, which is small). */
export function findAll(root: AnyNode, test: (el: Element) => boolean, limit = 5000): Element[] {
  const found: Element[] = [];
  const stack: ChildNode[] = [];
  const kids = (root as Element).children ?? [];
  for (let i = kids.length - 1; i >= 0; i--) stack.push(kids[i]!);
  while (stack.length && found.length < limit) {
    const node = stack.pop()!;
    if (!isElement(node)) continue;
    if (test(node)) found.push(node);
    for (let i = node.children.length - 1; i >= 0; i--) stack.push(node.children[i]!);
  }
  return found;
}

export const findOne = (root: AnyNode, test: (el: Element) => boolean) => findAll(root, test, 1)[0];

export function hasClass(el: Element, name: string | RegExp): boolean {
  const cls = el.attribs.class;
  if (!cls) return false;
  return cls.split(/\s+/).some((c) => (typeof name === 'string' ? c === name : name.test(c)));
}

/** The raw text of a <script> (JSON-LD), without entity decoding: scripts are raw text in HTML. */
export function scriptText(el: Element): string {
  return el.children.map((c) => (isText(c) ? c.data : '')).join('');
}
