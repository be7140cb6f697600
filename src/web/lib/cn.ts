import { clsx, type ClassValue } from 'clsx';

/*
 * cn: joins class names and lets a later Tailwind utility win over an earlier one of the same kind
 * ('px-4' then 'px-6' keeps 'px-6'; 'p-4' then 'px-2' keeps both; 'flex' then 'hidden' keeps 'hidden').
 *
 * This is tailwind-merge's rule for the utilities this app uses, as a table looked up by prefix, instead
 * of its ~27 KB and its ~15 ms (x4 on a phone) first call, which every page paid before its first paint.
 * cn.test.ts holds it to tailwind-merge itself on every class written in src/web, pair by pair and
 * in both orders, so a new kind of utility with no rule here fails the test, never the page.
 * A class no rule knows is kept as it is (tailwind-merge does the same with unknown classes).
 */

/** Spacing values (padding, margin, gap, space, scroll margin). */
const SPACE = /^(?:\d+(?:\.\d+)?|px|auto|\[[^\]]+\]|\([^)]+\))$/;
/** Sizes and positions (width, height, inset, translate). */
const SIZE =
  /^(?:\d+(?:\.\d+)?|\d+\/\d+|px|full|auto|screen|dvh|svh|lvh|min|max|fit|none|xs|sm|md|lg|xl|\dxl|prose|\[[^\]]+\]|\([^)]+\))$/;
const NUMBER = /^(?:\d+(?:\.\d+)?|\[[^\]]+\]|\([^)]+\))$/;
const T_SHIRT = /^(?:none|\dxs|xs|sm|md|lg|xl|\dxl|full|\[[^\]]+\])$/;
const WIDTH = /^(?:\d+|\[\d+px\])$/;
/** An arbitrary value that is a length ('[0.95rem]', '[10pt]', '[length:var(--x)]'). */
const LENGTH =
  /^\[(?:length:[^\]]+|-?\d*\.?\d+(?:px|r?em|pt|pc|in|cm|mm|cap|ch|ex|r?lh|[sdl]?v[hwib]|vmin|vmax|%|cq[wh]|cq(?:i|b|min|max))|(?:calc|min|max|clamp)\([^\]]+\))\]$/;

type Lookup = (value: string) => string | undefined;
const words = (list: string) => new Set(list.split(' '));
const oneOf = (list: string, group: string): Lookup => {
  const set = words(list);
  return (value) => (set.has(value) ? group : undefined);
};
const matching =
  (pattern: RegExp, group: string): Lookup =>
  (value) =>
    pattern.test(value) ? group : undefined;
const any =
  (group: string): Lookup =>
  (value) =>
    value ? group : undefined;
/** The first group whose values include this one, else the fallback. */
const first =
  (cases: [Set<string> | RegExp, string][], fallback?: string): Lookup =>
  (value) => {
    for (const [values, group] of cases)
      if (values instanceof Set ? values.has(value) : values.test(value)) return group;
    return fallback;
  };

/** Utilities without a value ('flex', 'sr-only', 'truncate'). */
const KEYWORDS = new Map<string, string>();
for (const [list, group] of [
  [
    'block inline-block inline flex inline-flex table inline-table table-caption table-cell table-column table-column-group table-footer-group table-header-group table-row-group table-row flow-root grid inline-grid contents list-item hidden',
    'display',
  ],
  ['static fixed absolute relative sticky', 'position'],
  ['visible invisible collapse', 'visibility'],
  ['sr-only not-sr-only', 'sr'],
  ['isolate isolation-auto', 'isolation'],
  ['italic not-italic', 'font-style'],
  ['tabular-nums proportional-nums', 'fvn-spacing'],
  ['underline overline line-through no-underline', 'text-decoration'],
  ['uppercase lowercase capitalize normal-case', 'text-transform'],
  ['truncate', 'text-overflow'],
  ['border', 'border-w'],
  ['outline', 'outline-w'],
  ['ring', 'ring-w'],
  ['grow shrink shadow rounded blur backdrop-blur transition resize divide-x divide-y translate-none', ''],
] as const) {
  for (const name of list.split(' ')) KEYWORDS.set(name, group || name);
}
const SIDES = ['x', 'y', 's', 'e', 't', 'r', 'b', 'l'];
const CORNERS = ['s', 'e', 't', 'r', 'b', 'l', 'ss', 'se', 'ee', 'es', 'tl', 'tr', 'br', 'bl'];
for (const corner of CORNERS) KEYWORDS.set(`rounded-${corner}`, `rounded-${corner}`);

/** What a prefix's value makes a utility: 'text-sm' font-size, 'text-left' alignment, 'text-ink' colour. */
const PREFIXES = new Map<string, Lookup>([
  ['overflow', oneOf('auto hidden clip visible scroll', 'overflow')],
  ['overflow-x', oneOf('auto hidden clip visible scroll', 'overflow-x')],
  ['overflow-y', oneOf('auto hidden clip visible scroll', 'overflow-y')],
  ['z', matching(/^(?:auto|\d+|\[[^\]]+\])$/, 'z')],
  ['order', matching(/^(?:first|last|none|\d+|\[[^\]]+\])$/, 'order')],
  ['columns', matching(/^(?:\d+|auto|\dxs|xs|sm|md|lg|xl|\dxl|\[[^\]]+\])$/, 'columns')],
  [
    'flex',
    first([
      [words('row row-reverse col col-reverse'), 'flex-direction'],
      [words('wrap wrap-reverse nowrap'), 'flex-wrap'],
      [/^(?:\d+(?:\/\d+)?|auto|initial|none|\[[^\]]+\])$/, 'flex'],
    ]),
  ],
  ['grow', matching(NUMBER, 'grow')],
  ['flex-grow', matching(NUMBER, 'grow')],
  ['shrink', matching(NUMBER, 'shrink')],
  ['flex-shrink', matching(NUMBER, 'shrink')],
  ['basis', any('basis')],
  ['grid-cols', any('grid-cols')],
  ['grid-rows', any('grid-rows')],
  ['col', matching(/^(?:auto|\d+|\[[^\]]+\])$/, 'col-start-end')],
  ['col-span', matching(/^(?:\d+|full)$/, 'col-start-end')],
  ['row', matching(/^(?:auto|\d+|\[[^\]]+\])$/, 'row-start-end')],
  ['row-span', matching(/^(?:\d+|full)$/, 'row-start-end')],
  ['grid-flow', oneOf('row col dense row-dense col-dense', 'grid-flow')],
  ['auto-cols', any('auto-cols')],
  ['auto-rows', any('auto-rows')],
  [
    'justify',
    oneOf('normal start end center between around evenly stretch baseline center-safe end-safe', 'justify-content'),
  ],
  ['justify-items', any('justify-items')],
  ['justify-self', any('justify-self')],
  [
    'content',
    oneOf('normal center start end between around evenly baseline stretch center-safe end-safe', 'align-content'),
  ],
  ['items', oneOf('start end center baseline stretch center-safe end-safe baseline-last', 'align-items')],
  ['self', oneOf('auto start end center stretch baseline center-safe end-safe baseline-last', 'align-self')],
  ['place-content', any('place-content')],
  ['place-items', any('place-items')],
  ['place-self', any('place-self')],
  ...['p', 'm', 'scroll-m', 'scroll-p'].flatMap((p) =>
    ['', ...SIDES].map((side): [string, Lookup] => [p + side, matching(SPACE, p + side)]),
  ),
  ...['gap', 'gap-x', 'gap-y', 'space-x', 'space-y'].map((p): [string, Lookup] => [p, matching(SPACE, p)]),
  ...[
    'size',
    'w',
    'min-w',
    'max-w',
    'h',
    'min-h',
    'max-h',
    'inset',
    'inset-x',
    'inset-y',
    'top',
    'right',
    'bottom',
    'left',
    'translate-x',
    'translate-y',
  ].map((p): [string, Lookup] => [p, matching(SIZE, p)]),
  [
    'text',
    first(
      [
        [/^(?:xs|sm|base|lg|xl|\dxl)$/, 'font-size'],
        [LENGTH, 'font-size'],
        [words('left center right justify start end'), 'text-alignment'],
        [words('ellipsis clip'), 'text-overflow'],
        [words('wrap nowrap balance pretty'), 'text-wrap'],
      ],
      'text-color',
    ),
  ],
  [
    'font',
    first(
      [[/^(?:thin|extralight|light|normal|medium|semibold|bold|extrabold|black|\d+)$/, 'font-weight']],
      'font-family',
    ),
  ],
  ['leading', any('leading')],
  ['tracking', any('tracking')],
  ['line-clamp', any('line-clamp')],
  [
    'list',
    first([
      [words('inside outside'), 'list-style-position'],
      [/^(?:none|disc|decimal|\[[^\]]+\])$/, 'list-style-type'],
    ]),
  ],
  ['underline-offset', any('underline-offset')],
  ['align', oneOf('baseline top middle bottom text-top text-bottom sub super', 'vertical-align')],
  ['whitespace', any('whitespace')],
  ['break', oneOf('normal words all keep', 'break')],
  ['wrap', oneOf('break-word anywhere normal', 'wrap')],
  [
    'bg',
    first(
      [
        [/^(?:none|linear-.+|radial.*|conic.*)$/, 'bg-image'],
        [words('fixed local scroll'), 'bg-attachment'],
        [words('auto cover contain'), 'bg-size'],
        [/^(?:no-repeat|repeat(?:-[a-z]+)?)$/, 'bg-repeat'],
      ],
      'bg-color',
    ),
  ],
  ['from', any('gradient-from')],
  ['via', any('gradient-via')],
  ['to', any('gradient-to')],
  ['rounded', matching(T_SHIRT, 'rounded')],
  ...CORNERS.map((c): [string, Lookup] => [`rounded-${c}`, matching(T_SHIRT, `rounded-${c}`)]),
  [
    'border',
    (v) =>
      WIDTH.test(v)
        ? 'border-w'
        : SIDES.includes(v)
          ? `border-w-${v}`
          : /^(?:solid|dashed|dotted|double|hidden|none)$/.test(v)
            ? 'border-style'
            : 'border-color',
  ],
  ...SIDES.map((side): [string, Lookup] => [`border-${side}`, matching(WIDTH, `border-w-${side}`)]),
  ['divide-x', matching(/^\d+$/, 'divide-x')],
  ['divide-y', matching(/^\d+$/, 'divide-y')],
  ['divide', (v) => (v === 'x' || v === 'y' ? `divide-${v}` : 'divide-color')],
  [
    'outline',
    first(
      [
        [words('solid dashed dotted double none hidden'), 'outline-style'],
        [/^\d+$/, 'outline-w'],
      ],
      'outline-color',
    ),
  ],
  ['outline-offset', any('outline-offset')],
  [
    'ring',
    first(
      [
        [/^\d+$/, 'ring-w'],
        [words('inset'), 'ring-w-inset'],
      ],
      'ring-color',
    ),
  ],
  ['shadow', (v) => (v !== 'full' && T_SHIRT.test(v) ? 'shadow' : 'shadow-color')],
  ['opacity', matching(NUMBER, 'opacity')],
  ['blur', matching(T_SHIRT, 'blur')],
  ['backdrop-blur', matching(T_SHIRT, 'backdrop-blur')],
  ['transition', oneOf('all colors opacity shadow transform none', 'transition')],
  ['duration', any('duration')],
  ['ease', any('ease')],
  ['delay', any('delay')],
  ['animate', matching(/^(?:none|spin|ping|pulse|bounce|\[[^\]]+\])$/, 'animate')],
  ['rotate', matching(NUMBER, 'rotate')],
  ['scale', matching(NUMBER, 'scale')],
  ['accent', any('accent')],
  ['appearance', any('appearance')],
  ['cursor', any('cursor')],
  ['pointer-events', any('pointer-events')],
  ['resize', oneOf('x y none', 'resize')],
  ['select', any('select')],
  ['fill', any('fill')],
  ['stroke', (v) => (/^\d+$/.test(v) ? 'stroke-w' : 'stroke')],
]);

const CONFLICTS: Record<string, string[]> = {
  overflow: ['overflow-x', 'overflow-y'],
  inset: ['inset-x', 'inset-y', 'top', 'right', 'bottom', 'left'],
  'inset-x': ['right', 'left'],
  'inset-y': ['top', 'bottom'],
  flex: ['basis', 'grow', 'shrink'],
  gap: ['gap-x', 'gap-y'],
  p: ['px', 'py', 'ps', 'pe', 'pt', 'pr', 'pb', 'pl'],
  px: ['ps', 'pe', 'pr', 'pl'],
  py: ['pt', 'pb'],
  m: ['mx', 'my', 'ms', 'me', 'mt', 'mr', 'mb', 'ml'],
  mx: ['ms', 'me', 'mr', 'ml'],
  my: ['mt', 'mb'],
  size: ['w', 'h'],
  'font-size': ['leading'],
  'line-clamp': ['display', 'overflow'],
  rounded: [
    'rounded-s',
    'rounded-e',
    'rounded-t',
    'rounded-r',
    'rounded-b',
    'rounded-l',
    'rounded-ss',
    'rounded-se',
    'rounded-ee',
    'rounded-es',
    'rounded-tl',
    'rounded-tr',
    'rounded-br',
    'rounded-bl',
  ],
  'rounded-s': ['rounded-ss', 'rounded-es'],
  'rounded-e': ['rounded-se', 'rounded-ee'],
  'rounded-t': ['rounded-tl', 'rounded-tr'],
  'rounded-r': ['rounded-tr', 'rounded-br'],
  'rounded-b': ['rounded-br', 'rounded-bl'],
  'rounded-l': ['rounded-tl', 'rounded-bl'],
  'border-w': [
    'border-w-x',
    'border-w-y',
    'border-w-s',
    'border-w-e',
    'border-w-t',
    'border-w-r',
    'border-w-b',
    'border-w-l',
  ],
  'border-w-x': ['border-w-s', 'border-w-e', 'border-w-r', 'border-w-l'],
  'border-w-y': ['border-w-t', 'border-w-b'],
  'translate-none': ['translate-x', 'translate-y'],
  'scroll-m': ['scroll-mx', 'scroll-my', 'scroll-ms', 'scroll-me', 'scroll-mt', 'scroll-mr', 'scroll-mb', 'scroll-ml'],
  'scroll-mx': ['scroll-ms', 'scroll-me', 'scroll-mr', 'scroll-ml'],
  'scroll-my': ['scroll-mt', 'scroll-mb'],
  'scroll-p': ['scroll-px', 'scroll-py', 'scroll-ps', 'scroll-pe', 'scroll-pt', 'scroll-pr', 'scroll-pb', 'scroll-pl'],
  'scroll-px': ['scroll-ps', 'scroll-pe', 'scroll-pr', 'scroll-pl'],
  'scroll-py': ['scroll-pt', 'scroll-pb'],
};

/** Variants whose order changes what they select (tailwind-merge's orderSensitiveModifiers). */
const ORDER_SENSITIVE = new Set([
  '*',
  '**',
  'after',
  'backdrop',
  'before',
  'details-content',
  'file',
  'first-letter',
  'first-line',
  'marker',
  'placeholder',
  'selection',
]);

/** The kind of utility a class is ('px-4' -> 'px'), or undefined for a class no rule knows. */
function groupOf(utility: string): string | undefined {
  // '[animation-delay:150ms]': an arbitrary property conflicts with the same property.
  if (utility.startsWith('[')) {
    const property = /^\[([a-z-]+):.+\]$/.exec(utility);
    return property ? `arbitrary..${property[1]}` : undefined;
  }
  const bare = utility.startsWith('-') ? utility.slice(1) : utility;
  const keyword = KEYWORDS.get(bare);
  if (keyword) return keyword;
  // The longest known prefix first ('inset-x-0' is inset-x, not inset); a value in brackets is never split.
  const bracket = bare.search(/[[(]/);
  for (
    let dash = bare.lastIndexOf('-', bracket < 0 ? bare.length : bracket);
    dash > 0;
    dash = bare.lastIndexOf('-', dash - 1)
  ) {
    const group = PREFIXES.get(bare.slice(0, dash))?.(bare.slice(dash + 1));
    if (group) return group;
  }
  return undefined;
}

type Parsed = { modifierId: string; group: string; postfix: boolean } | null;

/** 'md:hover:!px-4' -> modifiers, important and the utility's group (null: a class no rule knows). */
function parse(token: string): Parsed {
  const modifiers: string[] = [];
  let depth = 0;
  let start = 0;
  let slash = -1;
  for (let i = 0; i < token.length; i++) {
    const c = token[i];
    if (c === '[' || c === '(') depth++;
    else if (c === ']' || c === ')') depth--;
    else if (depth === 0 && c === ':') {
      modifiers.push(token.slice(start, i));
      start = i + 1;
      slash = -1;
    } else if (depth === 0 && c === '/') slash = i;
  }
  let utility = token.slice(start);
  let important = false;
  if (utility.endsWith('!')) {
    utility = utility.slice(0, -1);
    important = true;
  } else if (utility.startsWith('!')) {
    utility = utility.slice(1);
    important = true;
    if (slash > 0) slash--;
  }
  // 'bg-primary/30', 'w-3/5': the group is read without the '/...' first, as tailwind-merge does.
  const cut = slash > start ? slash - start : -1;
  let postfix = cut > 0;
  let group = postfix ? groupOf(utility.slice(0, cut)) : undefined;
  if (!group) {
    group = groupOf(utility);
    postfix = false;
  }
  if (!group) return null;

  const sorted: string[] = [];
  let run: string[] = [];
  for (const m of modifiers) {
    if (m.startsWith('[') || ORDER_SENSITIVE.has(m)) {
      sorted.push(...run.sort(), m);
      run = [];
    } else run.push(m);
  }
  sorted.push(...run.sort());
  return { modifierId: sorted.join(':') + (important ? '!' : ''), group, postfix };
}

const parsed = new Map<string, Parsed>();
const merged = new Map<string, string>();

function merge(classes: string): string {
  const tokens = classes.split(/\s+/);
  const taken = new Set<string>();
  const kept: string[] = [];
  for (let i = tokens.length - 1; i >= 0; i--) {
    const token = tokens[i]!;
    if (!token) continue;
    let info = parsed.get(token);
    if (info === undefined) {
      info = parse(token);
      parsed.set(token, info);
    }
    if (info) {
      const id = info.modifierId + info.group;
      if (taken.has(id)) continue;
      taken.add(id);
      for (const other of CONFLICTS[info.group] ?? []) taken.add(info.modifierId + other);
      if (info.postfix && info.group === 'font-size') taken.add(`${info.modifierId}leading`);
    }
    kept.push(token);
  }
  return kept.reverse().join(' ');
}

/** Joins class names; a later Tailwind utility wins over an earlier one it conflicts with. */
export function cn(...inputs: ClassValue[]): string {
  const classes = clsx(inputs);
  let result = merged.get(classes);
  if (result === undefined) {
    result = merge(classes);
    // The same few hundred class lists repeat on every render; keep them, within bounds.
    if (merged.size > 1000) merged.clear();
    merged.set(classes, result);
  }
  return result;
}
