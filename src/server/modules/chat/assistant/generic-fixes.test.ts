import { describe, expect, it } from 'vitest';
import { answer } from './assistant';
import { FRESH_RECIPES } from './eval/fresh-recipes';
import { knowledgeIndex } from './retrieval';
import { classifyTopic, splitMixed } from './topic';

// The generic fixes made from the fresh tuning set (issue 24): each is a rule, tried here on
// wordings that are in no question set.
describe('conversions parse what a cook writes and never print Infinity or NaN', () => {
  it('reads "a cup and a half", a bare gas mark, "degrees F", litres and informal measures', async () => {
    expect((await answer('a cup and a half of sugar in grams')).text).toContain('1 1/2 cups sugar = 300 g');
    expect((await answer('gas mark 3')).text).toContain('Gas mark 3 is 170 °C');
    expect((await answer('400 degrees f in c')).text).toContain('400 °F is 204 °C');
    expect((await answer('2 quarts in litres')).text).toContain('1.89 liters');
    expect((await answer('how much is a dash in teaspoons')).text).toContain('1/8 teaspoon');
  });

  it('answers absurd amounts with a question, whatever way they are written', async () => {
    for (const q of [
      'convert 5e300 cups to ml',
      'what is 123456789012345 grams in pounds',
      '40000000 cups of rice in litres',
    ]) {
      const a = await answer(q);
      expect(a.text, q).toMatch(/doesn't look like a kitchen quantity.*\?/);
      expect(a.text, q).not.toMatch(/infinity|nan/i);
    }
  });

  it('does not read a temperature in a timing question as a conversion', async () => {
    const a = await answer('how long do I roast a chicken at 200C?');
    expect(a.text).not.toContain('200 °C is 392 °F');
  });
});

describe('honest confidence', () => {
  it('says "not sure" rather than answer from an entry matched only on a word like "vegan" or "opened"', () => {
    const index = knowledgeIndex();
    expect(index.search('how do i make flapjacks vegan')?.confident ?? false).toBe(false);
    expect(index.search('how long does sriracha keep after opening')?.confident ?? false).toBe(false);
    expect(index.search('what can i eat on a low fodmap diet')?.confident ?? false).toBe(false);
  });
});

describe('the topic check and mixed messages', () => {
  it('knows a cooking word in its plural', () => {
    expect(classifyTopic('ideas for cheap weeknight dinners')).toBe('cooking');
  });

  it('splits "X and how ..." into the parts to answer and decline', () => {
    expect(splitMixed('who won the football and how do I store fresh mint')?.cooking).toBe('how do I store fresh mint');
  });
});

describe('recipe-aware answers read the recipe', () => {
  it('names nut lines, rennet cheeses for strict vegetarians, and labels worth checking', async () => {
    const nuts = await answer('is it safe for a nut allergy?', { recipe: FRESH_RECIPES.bananaBread });
    expect(nuts.text).toContain('1/2 cup chopped walnuts');
    const veg = await answer('is this vegetarian?', { recipe: FRESH_RECIPES.carbonara });
    expect(veg.text).toContain('150 g guanciale, diced');
    expect(veg.text).toContain('60 g pecorino romano, finely grated');
    const gf = await answer('can a coeliac eat this?', { recipe: FRESH_RECIPES.greenCurry });
    expect(gf.text).toContain('3 tbsp green curry paste');
  });

  it('scales "make it for 2" but not "cook it for 20 minutes"', async () => {
    const scaled = await answer('can you make it for 2', { recipe: FRESH_RECIPES.risotto });
    expect(scaled.kind).toBe('scale');
    expect(scaled.text).toContain('3/4 cup arborio rice');
    const timed = await answer('can I cook it for 20 minutes longer', { recipe: FRESH_RECIPES.risotto });
    expect(timed.kind).not.toBe('scale');
  });

  it('serves bakes with drinks and spreads, not side dishes', async () => {
    const a = await answer('what goes with this', { recipe: FRESH_RECIPES.bananaBread });
    expect(a.text).toContain('coffee or tea');
    expect(a.text).not.toContain('coleslaw');
  });
});

describe('round two: rules found with extra wordings beside the tuning set', () => {
  it('an attached recipe makes its own ingredient words food words', () => {
    const recipeText = 'xoconostle salsa\n 2 xoconostle fruits, peeled';
    expect(classifyTopic('what could replace the xoconostle?', { hasRecipe: true, recipeText })).toBe('cooking');
    expect(classifyTopic('what could replace the xoconostle?')).toBe('off-topic');
  });

  it('a cooked food named only as a raw one keeps as leftovers; oz beside cups means fluid ounces', async () => {
    expect((await answer('how long do cooked sausages keep in the fridge')).text).toContain('3-4 days');
    expect((await answer('how many oz in 2 cups')).text).toContain('16 fluid ounces');
  });

  it('answers from a close runner-up that names the subject when the best match is only filler', () => {
    const hit = knowledgeIndex().search('how hot should the middle of a meatloaf be');
    expect(hit?.confident).toBe(true);
    expect(hit?.doc.text).toContain('160 °F');
  });
});
