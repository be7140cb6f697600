import { describe, expect, it } from 'vitest';
import { stripThink, ThinkStripper } from './model-client';

const streamed = (pieces: string[]) => {
  const s = new ThinkStripper();
  return pieces.map((p) => s.push(p)).join('') + s.finish();
};

describe('ThinkStripper', () => {
  it('drops a leading <think> block however the stream splits it, and the blank lines after it', () => {
    const reply = '<think>The user asks about cooking.</think>\n\nRest a steak for 5 to 10 minutes.';
    for (const size of [1, 2, 3, 5, 7, 11, reply.length]) {
      const pieces: string[] = [];
      for (let i = 0; i < reply.length; i += size) pieces.push(reply.slice(i, i + size));
      expect(streamed(pieces), `chunks of ${size}`).toBe('Rest a steak for 5 to 10 minutes.');
    }
  });

  it('shows nothing of an unclosed block, and passes ordinary replies through at once', () => {
    expect(streamed(['<think>still thinking'])).toBe('');
    const s = new ThinkStripper();
    expect(s.push('Rest')).toBe('Rest');
    expect(s.push(' it.')).toBe(' it.');
    expect(streamed(['<thi'])).toBe('<thi');
    expect(stripThink('A <think> in the middle stays.')).toBe('A <think> in the middle stays.');
  });
});
