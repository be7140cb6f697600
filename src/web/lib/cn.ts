import { clsx, type ClassValue } from 'clsx';

/*
 * cn: joins class names and lets a later Tailwind utility win over an earlier one of the same kind
 * ('px-4' then 'px-6' keeps 'px-6'; 'p-4' then 'px-2' keeps both; 'flex' then 'hidden' keeps 'hidden').
 *
 * This is tailwind-merge's rule for the utilities this app uses, in a few rules instead of its ~27 KB
 * and its ~15 ms (x4 on a phone) first call, which every page paid before its first paint.
 * cn.test.ts holds it to tailwind-merge itself on every class written in src/web, pair by pair and
 * in both orders, so a new kind of utility with no rule here fails the test, never the page.
 * A class no rule knows is kept as it is (tailwind-merge does the same with unknown classes).
 */

type Rule = [pattern: RegExp, group: string];

const SIZE = String.raw`(?:\d+(?:\.\d+)?|\d+\/\d+|px|full|auto|screen|dvh|svh|lvh|min|max|fit|none|xs|sm|md|lg|xl|\dxl|prose|\[[^\]]+\]|\([^)]+\))`;
const NUM = String.raw`(?:\d+(?:\.\d+)?|\[[^\]]+\]|\([^)]+\))`;
const SPACE = String.raw`(?:\d+(?:\.\d+)?|px|auto|\[[^\]]+\]|\([^)]+\))`;
/** An arbitrary value that is a length ('[0.95rem]', '[10pt]', '[length:var(--x)]'). */
const LENGTH_ARB = String.raw`\[(?:length:[^\]]+|-?\d*\.?\d+(?:px|r?em|pt|pc|in|cm|mm|cap|ch|ex|r?lh|[sdl]?v[hwib]|vmin|vmax|%|cq[wh]|cq(?:i|b|min|max))|(?:calc|min|max|clamp)\([^\]]+\))\]`;
const sides = (prefix: string, group: string, values: string): Rule[] =>
  (['', 'x', 'y', 's', 'e', 't', 'r', 'b', 'l'] as const).map((side) => [new RegExp(`^${prefix}${side}-${values}$`), side ? `${group}${side}` : group]);

// Order matters: the first pattern that matches a utility names its group.
const RULES: Rule[] = [
  // Layout
  [/^(?:block|inline-block|inline|flex|inline-flex|table|inline-table|table-(?:caption|cell|column|column-group|footer-group|header-group|row-group|row)|flow-root|grid|inline-grid|contents|list-item|hidden)$/, 'display'],
  [/^(?:static|fixed|absolute|relative|sticky)$/, 'position'],
  [/^(?:visible|invisible|collapse)$/, 'visibility'],
  [/^(?:sr-only|not-sr-only)$/, 'sr'],
  [/^isolat(?:e|ion-auto)$/, 'isolation'],
  [/^overflow-(?:auto|hidden|clip|visible|scroll)$/, 'overflow'],
  [/^overflow-x-(?:auto|hidden|clip|visible|scroll)$/, 'overflow-x'],
  [/^overflow-y-(?:auto|hidden|clip|visible|scroll)$/, 'overflow-y'],
  [new RegExp(`^inset-${SIZE}$`), 'inset'],
  [new RegExp(`^inset-x-${SIZE}$`), 'inset-x'],
  [new RegExp(`^inset-y-${SIZE}$`), 'inset-y'],
  [new RegExp(`^top-${SIZE}$`), 'top'],
  [new RegExp(`^right-${SIZE}$`), 'right'],
  [new RegExp(`^bottom-${SIZE}$`), 'bottom'],
  [new RegExp(`^left-${SIZE}$`), 'left'],
  [/^z-(?:auto|\d+|\[[^\]]+\])$/, 'z'],
  [/^order-(?:first|last|none|\d+|\[[^\]]+\])$/, 'order'],
  [/^columns-(?:\d+|auto|\dxs|xs|sm|md|lg|xl|\dxl|\[[^\]]+\])$/, 'columns'],
  // Flexbox and grid
  [/^flex-(?:row|row-reverse|col|col-reverse)$/, 'flex-direction'],
  [/^flex-(?:wrap|wrap-reverse|nowrap)$/, 'flex-wrap'],
  [/^flex-(?:\d+(?:\/\d+)?|auto|initial|none|\[[^\]]+\])$/, 'flex'],
  [/^(?:grow|flex-grow)(?:-\d+|-\[[^\]]+\])?$/, 'grow'],
  [/^(?:shrink|flex-shrink)(?:-\d+|-\[[^\]]+\])?$/, 'shrink'],
  [/^basis-/, 'basis'],
  [/^grid-cols-(?:\d+|none|subgrid|\[[^\]]+\])$/, 'grid-cols'],
  [/^grid-rows-(?:\d+|none|subgrid|\[[^\]]+\])$/, 'grid-rows'],
  [/^col-(?:auto|span-(?:\d+|full)|\d+|\[[^\]]+\])$/, 'col-start-end'],
  [/^row-(?:auto|span-(?:\d+|full)|\d+|\[[^\]]+\])$/, 'row-start-end'],
  [/^grid-flow-(?:row|col|dense|row-dense|col-dense)$/, 'grid-flow'],
  [/^auto-cols-/, 'auto-cols'],
  [/^auto-rows-/, 'auto-rows'],
  [new RegExp(`^gap-${SPACE}$`), 'gap'],
  [new RegExp(`^gap-x-${SPACE}$`), 'gap-x'],
  [new RegExp(`^gap-y-${SPACE}$`), 'gap-y'],
  [/^justify-(?:normal|start|end|center|between|around|evenly|stretch|baseline|center-safe|end-safe)$/, 'justify-content'],
  [/^justify-items-/, 'justify-items'],
  [/^justify-self-/, 'justify-self'],
  [/^content-(?:normal|center|start|end|between|around|evenly|baseline|stretch|center-safe|end-safe)$/, 'align-content'],
  [/^items-(?:start|end|center|baseline|stretch|center-safe|end-safe|baseline-last)$/, 'align-items'],
  [/^self-(?:auto|start|end|center|stretch|baseline|center-safe|end-safe|baseline-last)$/, 'align-self'],
  [/^place-content-/, 'place-content'],
  [/^place-items-/, 'place-items'],
  [/^place-self-/, 'place-self'],
  // Spacing
  ...sides('p', 'p', SPACE),
  ...sides('m', 'm', SPACE),
  [new RegExp(`^space-x-${SPACE}$`), 'space-x'],
  [new RegExp(`^space-y-${SPACE}$`), 'space-y'],
  // Sizing
  [new RegExp(`^size-${SIZE}$`), 'size'],
  [new RegExp(`^w-${SIZE}$`), 'w'],
  [new RegExp(`^min-w-${SIZE}$`), 'min-w'],
  [new RegExp(`^max-w-${SIZE}$`), 'max-w'],
  [new RegExp(`^h-${SIZE}$`), 'h'],
  [new RegExp(`^min-h-${SIZE}$`), 'min-h'],
  [new RegExp(`^max-h-${SIZE}$`), 'max-h'],
  // Typography
  [new RegExp(`^text-(?:xs|sm|base|lg|xl|\\dxl|${LENGTH_ARB})$`), 'font-size'],
  [/^text-(?:left|center|right|justify|start|end)$/, 'text-alignment'],
  [/^text-(?:ellipsis|clip)$|^truncate$/, 'text-overflow'],
  [/^text-(?:wrap|nowrap|balance|pretty)$/, 'text-wrap'],
  [/^text-/, 'text-color'],
  [/^font-(?:thin|extralight|light|normal|medium|semibold|bold|extrabold|black|\d+)$/, 'font-weight'],
  [/^font-/, 'font-family'],
  [/^(?:italic|not-italic)$/, 'font-style'],
  [/^(?:tabular-nums|proportional-nums)$/, 'fvn-spacing'],
  [/^leading-/, 'leading'],
  [/^tracking-/, 'tracking'],
  [/^line-clamp-/, 'line-clamp'],
  [/^list-(?:inside|outside)$/, 'list-style-position'],
  [/^list-(?:none|disc|decimal|\[[^\]]+\])$/, 'list-style-type'],
  [/^(?:underline|overline|line-through|no-underline)$/, 'text-decoration'],
  [/^underline-offset-/, 'underline-offset'],
  [/^(?:uppercase|lowercase|capitalize|normal-case)$/, 'text-transform'],
  [/^align-(?:baseline|top|middle|bottom|text-top|text-bottom|sub|super|\[[^\]]+\])$/, 'vertical-align'],
  [/^whitespace-/, 'whitespace'],
  [/^break-(?:normal|words|all|keep)$/, 'break'],
  [/^wrap-(?:break-word|anywhere|normal)$/, 'wrap'],
  // Backgrounds
  [/^bg-(?:none|linear-|radial|conic)/, 'bg-image'],
  [/^bg-(?:fixed|local|scroll)$/, 'bg-attachment'],
  [/^bg-(?:auto|cover|contain)$/, 'bg-size'],
  [/^bg-(?:no-repeat|repeat(?:-[a-z]+)?)$/, 'bg-repeat'],
  [/^bg-/, 'bg-color'],
  [/^from-/, 'gradient-from'],
  [/^via-/, 'gradient-via'],
  [/^to-/, 'gradient-to'],
  // Borders
  [/^rounded(?:-(?:none|xs|sm|md|lg|xl|\dxl|full|\[[^\]]+\]))?$/, 'rounded'],
  ...(['s', 'e', 't', 'r', 'b', 'l', 'ss', 'se', 'ee', 'es', 'tl', 'tr', 'br', 'bl'] as const).map(
    (corner): Rule => [new RegExp(`^rounded-${corner}(?:-(?:none|xs|sm|md|lg|xl|\\dxl|full|\\[[^\\]]+\\]))?$`), `rounded-${corner}`],
  ),
  [/^border(?:-(?:\d+|\[\d+px\]))?$/, 'border-w'],
  ...(['x', 'y', 's', 'e', 't', 'r', 'b', 'l'] as const).map((side): Rule => [new RegExp(`^border-${side}(?:-(?:\\d+|\\[\\d+px\\]))?$`), `border-w-${side}`]),
  [/^border-(?:solid|dashed|dotted|double|hidden|none)$/, 'border-style'],
  [/^border-/, 'border-color'],
  [/^divide-x(?:-\d+)?$/, 'divide-x'],
  [/^divide-y(?:-\d+)?$/, 'divide-y'],
  [/^divide-/, 'divide-color'],
  [/^outline-(?:solid|dashed|dotted|double|none|hidden)$/, 'outline-style'],
  [/^outline(?:-\d+)?$/, 'outline-w'],
  [/^outline-offset-/, 'outline-offset'],
  [/^outline-/, 'outline-color'],
  [/^ring(?:-\d+)?$/, 'ring-w'],
  [/^ring-inset$/, 'ring-w-inset'],
  [/^ring-/, 'ring-color'],
  // Effects
  [/^shadow(?:-(?:none|\dxs|xs|sm|md|lg|xl|\dxl|\[[^\]]+\]))?$/, 'shadow'],
  [/^shadow-/, 'shadow-color'],
  [new RegExp(`^opacity-${NUM}$`), 'opacity'],
  [/^blur(?:-(?:none|xs|sm|md|lg|xl|\dxl|\[[^\]]+\]))?$/, 'blur'],
  [/^backdrop-blur(?:-(?:none|xs|sm|md|lg|xl|\dxl|\[[^\]]+\]))?$/, 'backdrop-blur'],
  // Transitions and animation
  [/^transition(?:-(?:all|colors|opacity|shadow|transform|none|\[[^\]]+\]))?$/, 'transition'],
  [/^duration-/, 'duration'],
  [/^ease-/, 'ease'],
  [/^delay-/, 'delay'],
  [/^animate-(?:none|spin|ping|pulse|bounce|\[[^\]]+\])$/, 'animate'],
  // Transforms
  [new RegExp(`^rotate-${NUM}$`), 'rotate'],
  [new RegExp(`^translate-x-${SIZE}$`), 'translate-x'],
  [new RegExp(`^translate-y-${SIZE}$`), 'translate-y'],
  [/^translate-none$/, 'translate-none'],
  [new RegExp(`^scale-${NUM}$`), 'scale'],
  // Interactivity
  [/^accent-/, 'accent'],
  [/^appearance-/, 'appearance'],
  [/^cursor-/, 'cursor'],
  [/^pointer-events-/, 'pointer-events'],
  [/^resize(?:-[xy]|-none)?$/, 'resize'],
  [/^select-/, 'select'],
  ...sides('scroll-m', 'scroll-m', SPACE),
  ...sides('scroll-p', 'scroll-p', SPACE),
  // SVG
  [/^fill-/, 'fill'],
  [/^stroke-\d+$/, 'stroke-w'],
  [/^stroke-/, 'stroke'],
];

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
  rounded: ['rounded-s', 'rounded-e', 'rounded-t', 'rounded-r', 'rounded-b', 'rounded-l', 'rounded-ss', 'rounded-se', 'rounded-ee', 'rounded-es', 'rounded-tl', 'rounded-tr', 'rounded-br', 'rounded-bl'],
  'rounded-s': ['rounded-ss', 'rounded-es'],
  'rounded-e': ['rounded-se', 'rounded-ee'],
  'rounded-t': ['rounded-tl', 'rounded-tr'],
  'rounded-r': ['rounded-tr', 'rounded-br'],
  'rounded-b': ['rounded-br', 'rounded-bl'],
  'rounded-l': ['rounded-tl', 'rounded-bl'],
  'border-w': ['border-w-x', 'border-w-y', 'border-w-s', 'border-w-e', 'border-w-t', 'border-w-r', 'border-w-b', 'border-w-l'],
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
const ORDER_SENSITIVE = new Set(['*', '**', 'after', 'backdrop', 'before', 'details-content', 'file', 'first-letter', 'first-line', 'marker', 'placeholder', 'selection']);

function groupOf(utility: string): string | undefined {
  // '[animation-delay:150ms]': an arbitrary property conflicts with the same property.
  const arbitrary = /^\[([a-z-]+):.+\]$/.exec(utility);
  if (arbitrary) return `arbitrary..${arbitrary[1]}`;
  const bare = utility.startsWith('-') ? utility.slice(1) : utility;
  for (const [pattern, group] of RULES) if (pattern.test(bare)) return group;
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
