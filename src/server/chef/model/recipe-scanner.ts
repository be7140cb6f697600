// Incremental JSON for the model engine: complete recipe objects cut out of an answer that is
// still streaming in, so the first card can render while the model writes the rest.

import { invalidResponse } from './errors';

export const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * Finds the objects inside the answer's recipe array while the text is still arriving.
 *
 * It tracks container nesting (respecting strings and escapes) and cuts out each object
 * that sits directly in an array at the top of the document: `{"recipes": [ {..}, {..} ]}`
 * or a bare `[ {..}, {..} ]`. Text before the first bracket (a code fence, a preamble) is
 * skipped. finish() falls back to parsing the whole text for answers of another shape.
 */
export class RecipeArrayScanner {
  private text = '';
  private pos = 0;
  private readonly stack: ('{' | '[')[] = [];
  private inString = false;
  private escaped = false;
  private started = false;
  private itemStart = -1;
  /** Where the answer starts (after a reasoning block). */
  private bodyStart = 0;
  /** Objects cut out so far (including ones that failed JSON.parse). */
  found = 0;

  /** Adds text; returns the objects it completed. Objects that are not valid JSON are skipped. */
  push(chunk: string): unknown[] {
    this.text += chunk;
    const out: unknown[] = [];
    if (!this.skipReasoning()) return out;
    for (; this.pos < this.text.length; this.pos++) {
      const c = this.text[this.pos]!;
      if (this.inString) {
        if (this.escaped) this.escaped = false;
        else if (c === '\\') this.escaped = true;
        else if (c === '"') this.inString = false;
        continue;
      }
      // Outside the JSON document quotes mean nothing (prose, code fences).
      if (this.stack.length === 0 && c !== '{' && c !== '[') continue;
      if (c === '"') {
        this.inString = true;
      } else if (c === '{' || c === '[') {
        if (!this.started) this.started = true;
        else if (c === '{' && this.atItemLevel()) this.itemStart = this.pos;
        this.stack.push(c);
      } else if (c === '}' || c === ']') {
        this.stack.pop();
        if (c === '}' && this.itemStart >= 0 && this.atItemLevel()) {
          const item = this.text.slice(this.itemStart, this.pos + 1);
          this.itemStart = -1;
          this.found++;
          try {
            out.push(JSON.parse(item));
          } catch {
            // A broken object; the others may still be fine.
          }
        }
      }
    }
    return out;
  }

  /**
   * Reasoning models served without a schema (Ollama's qwen3, deepseek-r1) open with a
   * <think> block whose braces are not the answer: wait for its end and scan after it.
   */
  private skipReasoning(): boolean {
    if (this.started || this.pos > 0) return true;
    const lead = this.text.trimStart();
    if (!'<think>'.startsWith(lead.slice(0, 7))) return true;
    const end = this.text.indexOf('</think>');
    if (end < 0) return false;
    this.pos = this.bodyStart = end + '</think>'.length;
    return true;
  }

  /** Items of the recipe array sit in an array that is the document or a member of it. */
  private atItemLevel(): boolean {
    const s = this.stack;
    return (s.length === 1 && s[0] === '[') || (s.length === 2 && s[0] === '{' && s[1] === '[');
  }

  /**
   * After the last chunk: when streaming found no objects, parse the whole text, which
   * accepts a single recipe object. Throws an invalid-output error when it is not JSON.
   */
  finish(): unknown[] {
    if (this.found > 0) return [];
    const body = this.text.slice(this.bodyStart);
    const start = body.search(/[{[]/);
    const end = Math.max(body.lastIndexOf('}'), body.lastIndexOf(']'));
    if (start < 0 || end < start) throw invalidResponse();
    let doc: unknown;
    try {
      doc = JSON.parse(body.slice(start, end + 1));
    } catch {
      throw invalidResponse();
    }
    if (Array.isArray(doc)) return doc;
    if (isRecord(doc) && Array.isArray(doc.recipes)) return doc.recipes;
    if (isRecord(doc) && typeof doc.title === 'string') return [doc];
    return [];
  }
}
