import { describe, expect, it } from 'vitest';
import { suggestedQuestions } from './suggestions';

describe('suggestedQuestions', () => {
  it('asks what the recipe invites: frying, heat, freezing, then gluten and sides', () => {
    expect(
      suggestedQuestions({
        title: 'Chicken Katsu',
        ingredients: ['4 chicken thighs', '1 cup panko'],
        instructions: ['Deep-fry at 350 °F.'],
      }),
    ).toEqual(['Can I bake this instead of frying?', 'Is it gluten-free?', 'What should I serve with it?']);
    expect(
      suggestedQuestions({ title: 'Red Lentil Dal', ingredients: ['1 cup red lentils', '2 green chillies'] }),
    ).toEqual(['How do I make it milder?', 'Can I freeze it?', 'Is it gluten-free?']);
    expect(suggestedQuestions({ title: 'Toast' })).toHaveLength(2);
  });
});
