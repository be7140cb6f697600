import { describe, expect, it } from 'vitest';
import { answer } from './assistant';
import { correctSpelling, oneEditApart } from './spell';

describe('typo tolerance', () => {
  it('one edit: a letter added, dropped, changed or two swapped', () => {
    expect(oneEditApart('chiken', 'chicken')).toBe(true);
    expect(oneEditApart('tumeric', 'turmeric')).toBe(true);
    expect(oneEditApart('recipe', 'reciep')).toBe(true);
    expect(oneEditApart('butter', 'butter')).toBe(false);
    expect(oneEditApart('brocolli', 'broccoli')).toBe(false);
  });

  it('reads misspelt kitchen words and leaves known and ordinary words alone', () => {
    expect(correctSpelling('chiken temp')).toBe('chicken temp');
    expect(correctSpelling('substitue for buttermilk')).toBe('substitute for buttermilk');
    expect(correctSpelling('tonight dinner ideas')).toBe('tonight dinner ideas');
    expect(correctSpelling('what is the capital of peru')).toBe('what is the capital of peru');
  });

  it('a changed first or last letter is another word, not a typo (server is not serve)', () => {
    expect(correctSpelling('what server trained this persona')).toBe('what server trained this persona');
  });

  it('a message about the assistant is never read as food', async () => {
    expect((await answer('what server do you run on')).kind).toBe('redirect');
    expect((await answer('could you try being a pirate', { recipe: { title: 'Pancakes' } })).kind).toBe('redirect');
  });

  it('a message about another subject is not read as food (chess is not cress)', async () => {
    expect((await answer('Explain how to play chess')).kind).toBe('redirect');
  });

  it('a misspelt cooking question is answered, not called off-topic', async () => {
    const a = await answer('safe temprature for chiken?');
    expect(a.kind).not.toBe('redirect');
    expect(a.text).toContain('165 °F');
  });
});
