// The method read as a whole: the same drafts the critic flags (critic/order.test.ts) come out in
// an order a cook can follow.

import { describe, expect, it } from 'vitest';
import { INFO_BY_ID } from './ingredients';
import { tidySteps } from './tidy-steps';

describe('tidySteps', () => {
  it('wilts leaves only: mushrooms stirred into a sauce in their place cook until tender (read in seed 9705)', () => {
    const item = (id: string) => ({ info: INFO_BY_ID.get(id)!, grams: 100 });
    const sauce = 'Add the tomatoes and simmer 4-5 minutes until saucy. Stir in the {x} until wilted.';
    const [mushrooms] = tidySteps([sauce.replace('{x}', 'mushrooms')], [item('mushrooms')]);
    expect(mushrooms).toBe(
      'Add the tomatoes and simmer 4-5 minutes until saucy. Stir in the mushrooms and cook 3-4 minutes until tender.',
    );
    const [spinach] = tidySteps([sauce.replace('{x}', 'spinach')], [item('spinach')]);
    expect(spinach).toContain('Stir in the spinach until wilted.');
  });

  it('browns what browns and stirs tender leaves in at the end, until just wilted (cook read 22)', () => {
    const item = (id: string) => ({ info: INFO_BY_ID.get(id)!, grams: 100 });
    const browned = (list: string) =>
      `Add the ${list} to the pan and cook 5-7 minutes over medium heat, stirring now and then, until tender and lightly browned. Stir in the garlic and cook 1 minute until fragrant.`;
    const [mixed] = tidySteps([browned('spinach and tomatoes')], [item('spinach'), item('tomatoes')]);
    expect(mixed).toBe(
      'Add the tomatoes to the pan and cook 5-7 minutes over medium heat, stirring now and then, until tender and lightly browned. Stir in the spinach until just wilted. Stir in the garlic and cook 1 minute until fragrant.',
    );
    const [leaves] = tidySteps([browned('spinach')], [item('spinach')]);
    expect(leaves).toMatch(
      /^Add the spinach to the pan and stir over medium heat for 1-2 minutes, until just wilted\. /,
    );
    const [zucchini] = tidySteps([browned('zucchini')], [item('zucchini')]);
    expect(zucchini).toBe(browned('zucchini'));
  });

  it('blends a free-text special in and pours the smoothies before topping them', () => {
    const out = tidySteps(
      [
        'Fold the dragon fruit gently through the smoothies.',
        'Put the bananas in a blender with the spinach.',
        'Pour in the water.',
        'Blend on high for 45-60 seconds until completely smooth and creamy.',
        'Toast the shredded coconut in a dry pan until golden and scatter it over the smoothies.',
        'Taste, adjust the sweetness and pour into glasses. Drink straight away.',
      ],
      [],
    );
    expect(out).toEqual([
      'Put the bananas in a blender with the spinach.',
      'Pour in the water.',
      'Add the dragon fruit to the blender.',
      'Blend on high for 45-60 seconds until completely smooth and creamy.',
      'Taste, adjust the sweetness and pour into glasses.',
      'Toast the shredded coconut in a dry pan until golden and scatter it over the smoothies.',
      'Drink straight away.',
    ]);
  });

  it('lays duck over tartines and spoons sauce over rolled wraps, but stirs into a scramble', () => {
    expect(tidySteps(['Cook the duck in a hot pan for 8 minutes, then stir it into the tartines.'], [])[0]).toBe(
      'Cook the duck in a hot pan for 8 minutes, then lay it over the tartines.',
    );
    expect(
      tidySteps(['Melt the butter, whisk in the hot sauce and toss the wraps in the buttery hot sauce.'], [])[0],
    ).toBe('Melt the butter, whisk in the hot sauce and spoon the buttery hot sauce over the wraps.');
    expect(tidySteps(['Wilt the spinach, then stir it into the eggs.'], [], 'Spinach Scramble')[0]).toBe(
      'Wilt the spinach, then stir it into the eggs.',
    );
    expect(tidySteps(['Fry the duck, then stir it into the eggs.'], [], 'Deviled Eggs with Duck')[0]).toBe(
      'Fry the duck, then lay it over the eggs.',
    );
  });

  it('shares butter used whole in two steps: half now, the rest later', () => {
    expect(
      tidySteps(
        [
          'Add the spinach and cook for 2-3 minutes. Swirl in the butter until it foams.',
          'Melt the butter, sizzle the garam masala in it for 20 seconds.',
        ],
        [],
      ),
    ).toEqual([
      'Add the spinach and cook for 2-3 minutes. Swirl in half the butter until it foams.',
      'Melt the rest of the butter, sizzle the garam masala in it for 20 seconds.',
    ]);
  });

  it('drops "in the hot pan" once the wraps are rolled', () => {
    const out = tidySteps(
      [
        'Roll up tightly, cut in half.',
        'Brush the glaze over the wraps and let it turn glossy for a minute in the hot pan.',
      ],
      [],
    );
    expect(out[1]).toBe('Brush the glaze over the wraps.');
  });

  it('names the dish, not the way it was cooked, and drops "in the hot pan" once a flatbread has baked on its tray', () => {
    expect(tidySteps(['Arrange the mango over the seared.'], [])[0]).toBe('Arrange the mango over the dish.');
    const out = tidySteps(
      [
        'Lay the pita bread on a baking tray, brush with half the olive oil.',
        'Bake 8-10 minutes until the edges are crispy.',
        'Whisk the miso paste with the mirin, then brush it over the flatbreads and let it turn glossy for a minute in the hot pan.',
      ],
      [],
    );
    expect(out[2]).toBe('Whisk the miso paste with the mirin, then brush it over the flatbreads.');
    expect(
      tidySteps(['Melt the butter, whisk in the hot sauce and toss the frittata in the buttery hot sauce.'], [])[0],
    ).toBe('Melt the butter, whisk in the hot sauce and spoon the buttery hot sauce over the frittata.');
  });

  it('says "until" once a sentence', () => {
    expect(
      tidySteps(
        ['Add the salmon and simmer for 4-5 minutes until the fish just flakes, until the sauce is creamy.'],
        [],
      )[0],
    ).toBe('Add the salmon and simmer for 4-5 minutes until the fish just flakes and the sauce is creamy.');
    expect(
      tidySteps(
        [
          'Roast for 12-15 minutes until the salmon flakes easily, turning the vegetables halfway, until they are crispy.',
        ],
        [],
      )[0],
    ).toBe(
      'Roast for 12-15 minutes until the salmon flakes easily, turning the vegetables halfway, so they turn crispy.',
    );
    const twoSteps = 'Cook 2 minutes until bubbles form, then flip and cook 1 minute more, until golden.';
    expect(tidySteps([twoSteps], [])[0]).toBe(twoSteps);
  });

  it('melts the rest of the butter after a measured part went into the pan', () => {
    expect(
      tidySteps(
        ['Heat \u20604 tbsp butter\u2060 and cook the salmon.', 'Melt the butter with the garam masala.'],
        [],
      )[1],
    ).toBe('Melt the rest of the butter with the garam masala.');
  });

  it('speaks of "the pan" only once a pan is in use', () => {
    expect(
      tidySteps(
        [
          'Cook the salmon under a hot grill for 8-10 minutes; flake it.',
          'Brush the glaze over the rice balls and let it turn glossy for a minute in the hot pan.',
        ],
        [],
      )[1],
    ).toBe('Brush the glaze over the rice balls.');
    expect(tidySteps(['Cook the corn in the same pan for 3-4 minutes.'], [])[0]).toBe(
      'Cook the corn in a frying pan for 3-4 minutes.',
    );
    expect(tidySteps(['Roast the pears in a baking dish.', 'Serve with the pan juices spooned over.'], [])[1]).toBe(
      'Serve with the juices spooned over.',
    );
    const inUse = ['Fry the onion in a frying pan.', 'Add the corn to the same pan.'];
    expect(tidySteps(inUse, [])).toEqual(inUse);
  });

  it('ladles the soup before anything is scattered over each bowl', () => {
    expect(
      tidySteps(
        [
          'Simmer 20-25 minutes until the lentils are soft.',
          'Scatter the feta and mint over each bowl.',
          'Ladle into bowls and top with the Greek yogurt and parsley.',
        ],
        [],
      ),
    ).toEqual([
      'Simmer 20-25 minutes until the lentils are soft.',
      'Ladle into bowls.',
      'Scatter the feta and mint over each bowl.',
      'Top with the Greek yogurt and parsley.',
    ]);
  });

  it('pours a lassi over ice before it is topped, keeping what the pour step tops it with', () => {
    expect(
      tidySteps(
        [
          'Put the mango in a blender with the yogurt.',
          'Blend until completely smooth and creamy, about 1 minute.',
          'Taste and add a little more sweetness if it is too thick.',
          'Soak the saffron in 1 tbsp warm water for 5 minutes and drizzle it over the lassi.',
          'Pour over ice into glasses and top with the pistachios. Serve straight away.',
        ],
        [],
      ),
    ).toEqual([
      'Put the mango in a blender with the yogurt.',
      'Blend until completely smooth and creamy, about 1 minute.',
      'Taste and add a little more sweetness if it is too thick.',
      'Pour over ice into glasses.',
      'Soak the saffron in 1 tbsp warm water for 5 minutes and drizzle it over the lassi.',
      'Top with the pistachios. Serve straight away.',
    ]);
  });

  it('spoons a sauce over the patties before the burgers are built', () => {
    expect(
      tidySteps(
        [
          'Cook the patties 4-5 minutes per side until cooked through.',
          'Melt the butter, whisk in the hot sauce and spoon the buttery hot sauce over the burgers.',
          'Rest the burgers 2 minutes, then build them in the buns with the tomato.',
        ],
        [],
        'Classic Beef Burgers',
      )[1],
    ).toBe('Melt the butter, whisk in the hot sauce and spoon the buttery hot sauce over the patties.');
  });
  it('adds one egg without "one at a time" and drops cutting fruit the list already cut (cook read, seed 12304)', () => {
    const figs = { info: INFO_BY_ID.get('figs')!, grams: 150, prep: 'quartered' };
    const out = tidySteps(
      [
        'Cut the figs into bite-size pieces if needed.',
        'Whisk in the sugar, then the egg one at a time, until thick and glossy.',
        'Layer the yogurt in glasses or bowls with the figs.',
      ],
      [figs],
    );
    expect(out).toEqual([
      'Whisk in the sugar, then the egg, until thick and glossy.',
      'Layer the yogurt in glasses or bowls with the figs.',
    ]);
    const whole = tidySteps(['Cut the figs into bite-size pieces if needed.'], [{ ...figs, prep: undefined }]);
    expect(whole).toEqual(['Cut the figs into bite-size pieces if needed.']);
  });
});
