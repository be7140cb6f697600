import { describe, expect, it } from 'vitest';
import { parseInline, parseMarkdown } from './markdown';

describe('the chat markdown subset', () => {
  it('reads paragraphs, bullet and numbered lists, and bold runs', () => {
    const blocks = parseMarkdown(
      '**Per serving:** 420 calories.\nSecond line.\n\n- 3 cups rice\n- **6** cups stock\n\n1. Toast\n2. Stir',
    );
    expect(blocks).toEqual([
      {
        kind: 'paragraph',
        lines: [
          [
            { text: 'Per serving:', bold: true },
            { text: ' 420 calories.', bold: false },
          ],
          [{ text: 'Second line.', bold: false }],
        ],
      },
      {
        kind: 'list',
        ordered: false,
        items: [
          [{ text: '3 cups rice', bold: false }],
          [
            { text: '6', bold: true },
            { text: ' cups stock', bold: false },
          ],
        ],
      },
      { kind: 'list', ordered: true, items: [[{ text: 'Toast', bold: false }], [{ text: 'Stir', bold: false }]] },
    ]);
  });

  it('keeps HTML and unmatched markers as plain text', () => {
    expect(parseInline('<img src=x onerror=alert(1)> **not closed')).toEqual([
      { text: '<img src=x onerror=alert(1)> **not closed', bold: false },
    ]);
  });
});
