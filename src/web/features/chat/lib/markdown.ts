// A tiny markdown subset for assistant replies: paragraphs, '- ' and '1. ' lists, **bold**.
// It produces plain data that chat-markdown.tsx turns into React elements, so no reply (from
// our assistant or a model) is ever rendered as HTML: '<b>' stays the text '<b>'.

export type Inline = { text: string; bold: boolean };
export type Block = { kind: 'paragraph'; lines: Inline[][] } | { kind: 'list'; ordered: boolean; items: Inline[][] };

/** Splits '**bold** and plain' into runs. An unmatched '**' stays literal text. */
export function parseInline(text: string): Inline[] {
  const out: Inline[] = [];
  let rest = text;
  while (rest.length > 0) {
    const open = rest.indexOf('**');
    const close = open >= 0 ? rest.indexOf('**', open + 2) : -1;
    if (open < 0 || close < 0) {
      out.push({ text: rest, bold: false });
      break;
    }
    if (open > 0) out.push({ text: rest.slice(0, open), bold: false });
    const inner = rest.slice(open + 2, close);
    if (inner) out.push({ text: inner, bold: true });
    rest = rest.slice(close + 2);
  }
  return out;
}

const BULLET = /^\s*[-*•]\s+(.*)$/;
const NUMBERED = /^\s*\d{1,3}[.)]\s+(.*)$/;

export function parseMarkdown(source: string): Block[] {
  const blocks: Block[] = [];
  const lines = source.replace(/\r\n?/g, '\n').split('\n');
  let paragraph: Inline[][] = [];
  let list: { ordered: boolean; items: Inline[][] } | null = null;
  const flushParagraph = () => {
    if (paragraph.length) blocks.push({ kind: 'paragraph', lines: paragraph });
    paragraph = [];
  };
  const flushList = () => {
    if (list) blocks.push({ kind: 'list', ...list });
    list = null;
  };
  for (const raw of lines) {
    const line = raw.trimEnd();
    const bullet = BULLET.exec(line);
    const numbered = bullet ? null : NUMBERED.exec(line);
    if (bullet || numbered) {
      flushParagraph();
      const ordered = Boolean(numbered);
      if (list && list.ordered !== ordered) flushList();
      list ??= { ordered, items: [] };
      list.items.push(parseInline((bullet ?? numbered)![1]!));
    } else if (line.trim() === '') {
      flushParagraph();
      flushList();
    } else {
      flushList();
      paragraph.push(parseInline(line.trim()));
    }
  }
  flushParagraph();
  flushList();
  return blocks;
}
