// Steps possible at the point they come (a read of a fresh grid, 2026-11-27): the quoted parts are
// verbatim from recipes the engine served before these rules; the passing ones are what a cook writes.

import { describe, expect, it } from 'vitest';
import { critique, type ServedRecipe } from './index';

const NUTRITION = { calories: 420, protein: 20, carbs: 40, fat: 18, fiber: 5 };
const recipe = (over: Partial<ServedRecipe>): ServedRecipe => ({
  title: 'Dish',
  cuisine: 'asian',
  mealType: 'breakfast',
  cookingTime: 10,
  servings: 4,
  difficulty: 'easy',
  ingredients: [],
  instructions: [],
  nutrition: NUTRITION,
  ...over,
});
const continuity = (r: ServedRecipe) =>
  critique(r, { cuisine: r.cuisine as never })
    .filter((f) => f.kind === 'continuity')
    .map((f) => f.message);

const SMOOTHIE = {
  title: 'Green Banana Smoothie with Dragon Fruit',
  ingredients: ['7 bananas, chopped', '960 ml water', '130 g spinach', 'Dragon fruit, to taste'],
};

describe('a step does what is possible at that point', () => {
  it('flags dragon fruit folded through "the smoothies" before the blender runs, passes it blended in', () => {
    const early = recipe({
      ...SMOOTHIE,
      instructions: [
        'Fold the dragon fruit gently through the smoothies.',
        'Put the bananas in a blender with the spinach.',
        'Pour in the water.',
        'Blend on high for 45-60 seconds until completely smooth and creamy.',
        'Pour into glasses. Drink straight away.',
      ],
    });
    expect(continuity(early).join()).toMatch(/step 1 puts something into "the smoothie"/);
    const blended = recipe({
      ...SMOOTHIE,
      instructions: [
        'Put the bananas, dragon fruit and spinach in a blender.',
        'Pour in the water.',
        'Blend on high for 45-60 seconds until completely smooth and creamy.',
        'Pour into glasses. Drink straight away.',
      ],
    });
    expect(continuity(blended)).toEqual([]);
  });

  it('flags duck stirred into finished tartines and deviled eggs, and wraps tossed in sauce', () => {
    const tartine = recipe({
      title: 'Pear & Brie Tartine with Duck',
      cuisine: 'french',
      mealType: 'lunch',
      ingredients: ['1 baguette', '2 tbsp butter', '150 g brie, sliced', '2 pears, sliced', '320 g duck breast'],
      instructions: [
        'Heat the grill (broiler) to high. Slice the baguette, brush with the butter and toast 1-2 minutes until crunchy.',
        'Top the toasts with the brie and the pear.',
        'Grill 2-3 minutes until the cheese is melting and bubbling at the edges.',
        'Season the duck and cook it in a hot non-stick frying pan skin side down for 8 minutes until the skin is crisp, then 3-4 minutes on the other side, then stir it into the tartines.',
      ],
    });
    expect(continuity(tartine).join()).toMatch(/stirs something into finished tartines/);
    const eggs = recipe({
      title: 'Lemon-Parmesan Creamy Deviled Eggs with Duck',
      cuisine: 'american',
      mealType: 'snack',
      ingredients: ['8 eggs', '4 tbsp mayonnaise', '320 g duck breast', '30 g parmesan, grated'],
      instructions: [
        'Lower the eggs into boiling water and cook 10 minutes, then cool in cold water for 5 minutes and peel.',
        'Halve the eggs lengthways and tip the yolks into a bowl.',
        'Mash the yolks with the mayonnaise and a pinch of salt and pepper until smooth and creamy.',
        'Spoon or pipe the filling back into the whites. Chill until needed.',
        'Season the duck and cook it in a hot non-stick frying pan skin side down for 8 minutes until the skin is crisp, then 3-4 minutes on the other side, then stir it into the eggs.',
        'Scatter the parmesan over the eggs just before serving.',
      ],
    });
    expect(continuity(eggs).join()).toMatch(/stirs something into finished deviled eggs/);
    const wraps = recipe({
      title: 'Buffalo Salmon Wraps',
      cuisine: 'american',
      mealType: 'lunch',
      ingredients: ['400 g salmon', '4 flour tortillas', '2 tbsp butter', '2 tbsp hot sauce', '2 cups kale'],
      instructions: [
        'Cook the salmon in a frying pan for 3-4 minutes, turning gently, until just opaque.',
        'Warm the flour tortillas in a dry pan for 20 seconds a side.',
        'Spread each with the hot salmon, then the kale. Roll up tightly, cut in half.',
        'Melt the butter, whisk in the hot sauce and toss the wraps in the buttery hot sauce.',
      ],
    });
    expect(continuity(wraps).join()).toMatch(/tosses the wraps in a sauce/);
  });

  it('passes a filling stirred into the beaten eggs of a scramble and a sauce spooned over wraps', () => {
    const scramble = recipe({
      title: 'Spinach Scrambled Eggs',
      ingredients: ['6 eggs', '2 tbsp butter', '100 g spinach', '4 slices bread'],
      instructions: [
        'Beat the eggs with a pinch of salt.',
        'Wilt the spinach in a pan with a little of the butter, then stir it into the eggs.',
        'Melt the rest of the butter in the pan and cook the eggs gently, stirring, until just set.',
        'Serve on the bread, toasted.',
      ],
    });
    expect(continuity(scramble)).toEqual([]);
  });

  it('flags butter swirled in and then melted again, passes half now and the rest later', () => {
    const twice = recipe({
      title: 'Seared Chicken with Spinach',
      cuisine: 'indian',
      mealType: 'dinner',
      ingredients: [
        '300 g chicken breast',
        '180 g spinach',
        '1 1/2 tbsp olive oil',
        '2 tbsp butter',
        '1/2 tsp garam masala',
      ],
      instructions: [
        'Heat 1 1/2 tbsp olive oil in a large frying pan and cook the chicken for 3-4 minutes per side. Lift onto warm plates.',
        'Add the spinach to the same pan and cook for 2-3 minutes. Swirl in the butter until it foams.',
        'Melt the butter, sizzle the garam masala in it for 20 seconds and spoon the spiced butter over the chicken.',
      ],
    });
    expect(continuity(twice).join()).toMatch(/step 3 uses all the butter again after step 2/);
    const halves = recipe({
      ...twice,
      instructions: [
        'Heat 1 1/2 tbsp olive oil in a large frying pan and cook the chicken for 3-4 minutes per side. Lift onto warm plates.',
        'Add the spinach to the same pan and cook for 2-3 minutes with half of the butter.',
        'Melt the rest of the butter, sizzle the garam masala in it for 20 seconds and spoon the spiced butter over the chicken.',
      ],
    });
    expect(continuity(halves)).toEqual([]);
  });

  it('flags caramel drizzled over "the smoothies" before they are poured, and a glaze left "in the hot pan" on rolled wraps', () => {
    const caramel = recipe({
      title: 'Salted Caramel Creamy Banana Smoothie',
      cuisine: 'french',
      mealType: 'snack',
      ingredients: [
        '4 bananas, chopped',
        '2 1/2 cups water',
        '3 tbsp sugar',
        '1 1/2 tbsp butter',
        '2 1/2 tbsp heavy cream',
      ],
      instructions: [
        'Put the bananas in a blender.',
        'Pour in the water.',
        'Blend on high for 45-60 seconds until completely smooth and creamy.',
        'Cook the sugar in a small pan until amber, whisk in the butter and heavy cream with a pinch of salt and drizzle the warm caramel over the smoothies.',
        'Taste, adjust the sweetness and pour into glasses. Drink straight away.',
      ],
    });
    expect(continuity(caramel).join()).toMatch(/step 4 tops "the smoothie" before step 5 pours them/);
    const wraps = recipe({
      title: 'Miso-Glazed Chicken Wraps',
      cuisine: 'japanese',
      mealType: 'dinner',
      ingredients: [
        '220 g chicken breast',
        '3 flour tortillas',
        '1 2/3 cups spinach',
        '1 tbsp butter',
        '1 tbsp miso paste',
        '2 1/2 tsp mirin',
      ],
      instructions: [
        'Heat 1 tbsp butter in a frying pan over medium-high heat and cook the chicken for 6-8 minutes until cooked through.',
        'Warm the flour tortillas in a dry pan for 20 seconds a side so they fold without cracking.',
        'Spread each with the hot chicken, then the spinach.',
        'Roll up tightly, cut in half.',
        'Whisk the miso paste with the mirin and 1 tbsp warm water until smooth, then brush it over the wraps and let it turn glossy for a minute in the hot pan.',
      ],
    });
    expect(continuity(wraps).join()).toMatch(/step 5 finishes the dish "in the hot pan" after step 4/);
  });

  it('flags pancetta in a Japanese omelette and "over the seared.", passes pancetta in an Italian one', () => {
    const omelette = (cuisine: string) =>
      recipe({
        title: 'Mustard Greens Oven Omelette',
        cuisine,
        ingredients: [
          '4 eggs',
          '2 1/4 cups mustard greens, roughly chopped',
          '60 g pancetta, chopped',
          '1 tbsp olive oil',
        ],
        instructions: [
          'Heat 1 tbsp olive oil in a 25-30 cm ovenproof frying pan over medium heat. Add the pancetta and cook 3-4 minutes.',
          'Add the mustard greens and cook 4-5 minutes until tender.',
          'Pour in the eggs and cook without stirring for 5-6 minutes until the edges are set.',
        ],
      });
    const drift = (r: ServedRecipe) =>
      critique(r, { cuisine: r.cuisine as never }).filter((f) => f.kind === 'cuisine-drift');
    expect(
      drift(omelette('japanese'))
        .map((f) => f.message)
        .join(),
    ).toMatch(/pancetta.*belongs to italian/);
    expect(drift(omelette('italian'))).toEqual([]);
    const seared = recipe({
      title: 'Seared Chicken with Spinach',
      cuisine: 'french',
      mealType: 'dinner',
      ingredients: ['600 g chicken breast', '300 g spinach', '2 tbsp olive oil', '1 mango, cut into bite-size pieces'],
      instructions: [
        'Heat 2 tbsp olive oil in a large frying pan and cook the chicken for 3-4 minutes per side. Lift onto warm plates.',
        'Add the spinach to the same pan and cook for 2-3 minutes.',
        'Arrange the mango over the seared.',
      ],
    });
    expect(
      critique(seared, { cuisine: 'french' })
        .map((f) => f.message)
        .join(),
    ).toMatch(/names a way of cooking/);
  });

  it('flags "until" twice in one sentence', () => {
    const curry = recipe({
      title: 'Salmon Coconut Curry',
      mealType: 'dinner',
      ingredients: ['400 g salmon', '400 ml coconut milk', '1 tbsp vegetable oil', '2 tbsp red curry paste'],
      instructions: [
        'Fry the red curry paste in the vegetable oil for 1 minute, then pour in the coconut milk.',
        'Add the salmon and simmer for 4-5 minutes until the fish just flakes, until the sauce is creamy and slightly thickened.',
      ],
    });
    expect(
      critique(curry, { cuisine: 'asian' })
        .map((f) => f.message)
        .join(),
    ).toMatch(/"until" twice/);
  });

  it('flags feta scattered over each bowl before the soup is ladled', () => {
    const soup = recipe({
      title: 'Red Lentil Soup',
      cuisine: 'mediterranean',
      mealType: 'lunch',
      ingredients: [
        '1 cup red lentils',
        '1 l vegetable stock',
        '1 onion, diced',
        '1 tbsp olive oil',
        '60 g feta, crumbled',
      ],
      instructions: [
        'Heat 1 tbsp olive oil in a large pot and cook the onion 6-8 minutes until soft.',
        'Add the red lentils and the vegetable stock and simmer 20-25 minutes until soft.',
        'Scatter the feta over each bowl.',
        'Ladle into bowls.',
      ],
    });
    expect(continuity(soup).join()).toMatch(/step 3 tops each bowl before step 4/);
  });

  it('flags a glaze brushed over the smoked paprika, passes cinnamon sprinkled over the fruit', () => {
    const chickpeas = recipe({
      title: 'BBQ Crunchy Smoked Paprika Chickpeas',
      cuisine: 'american',
      mealType: 'snack',
      ingredients: [
        '1 can chickpeas, drained and rinsed',
        '1 tbsp olive oil',
        '1 tsp smoked paprika',
        '2 tbsp BBQ sauce',
      ],
      instructions: [
        'Toss the chickpeas with the olive oil, spread on a baking tray and roast 25-30 minutes until crunchy.',
        'Toss the hot chickpeas with the smoked paprika.',
        'Warm the BBQ sauce and brush it over the smoked paprika just before serving.',
      ],
    });
    expect(
      critique(chickpeas, { cuisine: 'american' })
        .map((f) => f.message)
        .join(),
    ).toMatch(/on a spice/);
    // The title as well: 'BBQ Crunchy Smoked Paprika' stacks descriptions in front of the dish.
    const fixed = {
      ...chickpeas,
      title: 'Crunchy BBQ Chickpeas',
      instructions: [
        ...chickpeas.instructions.slice(0, 2),
        'Warm the BBQ sauce and brush it over the chickpeas just before serving.',
      ],
    };
    expect(critique(fixed, { cuisine: 'american' }).filter((f) => f.kind === 'wording')).toEqual([]);
  });

  it('flags a title that says a word twice', () => {
    const tofu = recipe({ title: 'Tandoori-Spiced Tandoori-Style Tofu', cuisine: 'indian', mealType: 'dinner' });
    expect(
      critique(tofu, { cuisine: 'indian' })
        .map((f) => f.message)
        .join(),
    ).toMatch(/says "tandoori" twice/);
    const once = recipe({ title: 'Tandoori-Style Tofu', cuisine: 'indian', mealType: 'dinner' });
    expect(
      critique(once, { cuisine: 'indian' })
        .map((f) => f.message)
        .join(),
    ).not.toMatch(/twice/);
  });
});

describe('what was taken out of the pan stays out until a step returns it', () => {
  // The cook's read of 2026-11-28 (seed 13101-13404): the pasta went "into the frying pan with the
  // chicken" three steps after the chicken was lifted onto a plate.
  const pasta = (tip: string) =>
    recipe({
      title: 'Lemon Chicken & Zucchini Spaghetti',
      cuisine: 'italian',
      mealType: 'dinner',
      ingredients: [
        '320 g spaghetti',
        '3 tbsp olive oil',
        '400 g chicken breast, cut into bite-size pieces',
        '2 zucchini',
      ],
      instructions: [
        'Bring a large pot of well-salted water to the boil.',
        'Heat 3 tbsp olive oil in a large frying pan over medium-high heat. Add the chicken breast and cook 5-6 minutes until cooked through, then lift onto a plate.',
        'Add the zucchini to the pan and cook 5-7 minutes over medium heat, stirring now and then, until tender and lightly browned.',
        'Meanwhile, cook the spaghetti until al dente. Scoop out a mugful of the cooking water, then drain.',
        tip,
        'Take off the heat and serve.',
      ],
    });
  it('flags the pasta tipped into the pan "with the chicken" that sits on a plate', () => {
    const early = pasta(
      'Tip the pasta into the frying pan with the chicken breast and add a splash of the cooking water. Toss 1-2 minutes.',
    );
    expect(continuity(early).join()).toMatch(
      /step 5 puts something in the pan "with the chicken breast", which step 2 took out/,
    );
  });
  it('passes it when the step returns the chicken first', () => {
    const returned = pasta(
      'Tip the pasta into the frying pan, return the chicken breast and add a splash of the cooking water. Toss 1-2 minutes.',
    );
    expect(continuity(returned)).toEqual([]);
    const earlierReturn = pasta(
      'Return the chicken breast to the pan. Tip the pasta into the frying pan with the chicken breast and toss 1-2 minutes.',
    );
    expect(continuity(earlierReturn)).toEqual([]);
  });
});

describe('a topping goes on after the dish is put together', () => {
  const FRIED_RICE = {
    title: 'Shrimp Fried Rice',
    mealType: 'dinner',
    cookingTime: 30,
    ingredients: [
      '1 cup jasmine rice',
      '4 eggs',
      '300 g shrimp, peeled and deveined',
      '1 bell pepper, sliced',
      '2 tbsp vegetable oil',
      '2 tbsp soy sauce',
      '1/4 cup peanuts',
      'Salt and black pepper, to taste',
    ],
  };
  it('flags peanuts scattered before "Return everything to the wok" (third cook\'s read, verbatim steps)', () => {
    const steps = [
      'Rinse the rice and cook it in a covered pan with 1 1/2 times its volume of water over low heat for 12-15 minutes.',
      'Heat a little of the vegetable oil in a wok over high heat, scramble the eggs with a pinch of salt for 1 minute until just set and tip onto a plate.',
      'Heat a little of the vegetable oil in a wok over high heat and stir-fry the shrimp for 2-3 minutes until pink and just opaque; set aside.',
      'Heat the rest of the vegetable oil until very hot. Add the bell pepper and stir-fry 2-3 minutes.',
      'Add the rice and press it against the hot wok; leave 1 minute to crisp, then toss.',
      'Toast the peanuts in a dry frying pan over medium heat for 2-3 minutes until golden, then scatter them over the shrimp for crunch.',
      'Taste and season with salt and pepper.',
      'Return everything to the wok, add the soy sauce and toss to combine.',
    ];
    expect(continuity(recipe({ ...FRIED_RICE, instructions: steps }))).toContainEqual(
      expect.stringMatching(/step 6 tops the dish before step 8 puts it together/),
    );
    // The same dish with the toss first and the peanuts last passes.
    const good = [
      ...steps.slice(0, 5),
      steps[7]!,
      steps[6]!,
      steps[5]!.replace('over the shrimp', 'over the fried rice'),
    ];
    expect(continuity(recipe({ ...FRIED_RICE, instructions: good }))).toEqual([]);
  });

  it('flags pesto spooned over pasta before the cheese is tossed through, and walnuts before the avocado is spread (fourth read)', () => {
    const pasta = {
      title: 'Pesto Zucchini Pasta',
      mealType: 'dinner',
      cookingTime: 20,
      ingredients: [
        '200 g spaghetti',
        '1 zucchini, diced',
        '1 tbsp olive oil',
        '2 tbsp pesto',
        '25 g parmesan, grated',
        'Salt and black pepper, to taste',
      ],
      instructions: [
        'Cook the spaghetti in a large pot of well-salted boiling water for 9-11 minutes until al dente.',
        'Meanwhile, heat the olive oil in a large frying pan and cook the zucchini for 4-5 minutes until tender.',
        'Drain the pasta, keeping a cup of the cooking water, and add it to the pan with a splash of the water.',
        'Spoon the pesto over the pasta just before serving.',
        'Take off the heat. Toss through the parmesan. Season with salt and pepper and serve.',
      ],
    };
    expect(continuity(recipe(pasta))).toContainEqual(
      expect.stringMatching(/step 4 tops the dish before step 5 puts it together/),
    );
    const toast = {
      title: 'Avocado Toast',
      mealType: 'breakfast',
      cookingTime: 10,
      ingredients: [
        '2 slices sourdough bread',
        '1 avocado',
        '1 tbsp olive oil',
        '2 tbsp walnuts, roughly chopped',
        'Salt and black pepper, to taste',
      ],
      instructions: [
        'Toast the sourdough bread until golden and crisp.',
        'Mash the avocado with a pinch of salt and pepper.',
        'Toast the walnuts in a dry pan for 3-4 minutes until golden and scatter them over the toast.',
        'Spread the avocado thickly on the toast. Drizzle with the olive oil.',
      ],
    };
    expect(continuity(recipe(toast))).toContainEqual(
      expect.stringMatching(/step 3 tops the dish before step 4 puts it together/),
    );
    // The walnuts after the avocado pass.
    const steps = toast.instructions;
    expect(continuity(recipe({ ...toast, instructions: [steps[0]!, steps[1]!, steps[3]!, steps[2]!] }))).toEqual([]);
  });
});

describe('a finish goes on after the dish is plated (seventh read)', () => {
  const PINZIMONIO = {
    title: 'Crunchy Pinzimonio with Carrots',
    cuisine: 'italian',
    mealType: 'snack',
    ingredients: [
      '4 carrots, cut into sticks',
      '2 celery sticks',
      '4 tbsp olive oil',
      '2 tbsp pesto',
      'Salt and black pepper, to taste',
    ],
  };
  it('flags pesto spooned "just before serving" before the vegetables stand in their glasses', () => {
    const early = recipe({
      ...PINZIMONIO,
      instructions: [
        'Whisk the olive oil with a pinch of salt and pepper for the dip.',
        'Spoon the pesto over the carrots just before serving.',
        'Stand the vegetables upright in glasses with the dip beside them.',
      ],
    });
    expect(continuity(early).join(' ')).toMatch(/before step 3 plates it/);
  });
  it('passes the same finish after the plating', () => {
    const late = recipe({
      ...PINZIMONIO,
      instructions: [
        'Whisk the olive oil with a pinch of salt and pepper for the dip.',
        'Stand the vegetables upright in glasses with the dip beside them.',
        'Spoon the pesto over the carrots just before serving.',
      ],
    });
    expect(continuity(late).filter((m) => /plates it/.test(m))).toEqual([]);
  });
});

describe('nothing is stirred into a dish already served (eighth read)', () => {
  const soup = {
    title: 'Leek and Potato Soup with Pork Belly',
    cuisine: 'french',
    mealType: 'dinner',
    ingredients: [
      '3 leeks, sliced',
      '500 g potatoes, diced',
      '1 l chicken stock',
      '320 g pork belly, cut into bite-size pieces',
      'Salt and black pepper, to taste',
    ],
  };
  it('flags pork belly stirred into the soup after it was ladled into bowls, and passes it stirred in first', () => {
    const late = recipe({
      ...soup,
      instructions: [
        'Soften the leeks, add the potatoes and stock and simmer 20 minutes; blend.',
        'Ladle into warm bowls.',
        'Season the pork belly and cook it in a hot frying pan for 12-15 minutes, then stir it into the soup.',
      ],
    });
    expect(continuity(late).join(' ')).toMatch(/after step 2 served it/);
    const early = recipe({
      ...soup,
      instructions: [
        'Soften the leeks, add the potatoes and stock and simmer 20 minutes; blend.',
        'Season the pork belly and cook it in a hot frying pan for 12-15 minutes, then stir it into the soup.',
        'Ladle into warm bowls.',
      ],
    });
    expect(continuity(early).filter((m) => /served it/.test(m))).toEqual([]);
  });

  it('flags a sauce spooned over the dish after the step that serves it (eleventh read), passes it before', () => {
    const base = {
      title: 'Chicken Pad Kra Pao',
      ingredients: ['500 g chicken thighs', '2 tbsp soy sauce', '1 tsp grated ginger', '300 g jasmine rice'],
    };
    const late = recipe({
      ...base,
      instructions: [
        'Cook the rice.',
        'Stir-fry the chicken until cooked through.',
        'Serve over the rice.',
        'Mix the soy sauce with the ginger and spoon it over the pad kra pao.',
      ],
    });
    expect(continuity(late).join(' ')).toMatch(/step 4 tops the dish after step 3 has served it/);
    const early = recipe({
      ...base,
      instructions: [
        'Cook the rice.',
        'Stir-fry the chicken until cooked through.',
        'Mix the soy sauce with the ginger and spoon it over the pad kra pao.',
        'Serve over the rice.',
      ],
    });
    expect(continuity(early).filter((m) => /has served it/.test(m))).toEqual([]);
  });
  it('flags a glaze brushed over lettuce cups after "Eat with your hands" (fourteenth read), passes it before', () => {
    const base = {
      title: 'Gochujang-Glazed Tofu Lettuce Wraps',
      ingredients: [
        '200 g tofu, pressed and cubed',
        '1 2/3 cups romaine lettuce, leaves separated',
        '1 tbsp vegetable oil',
        '2 tbsp sesame seeds',
        '2 1/2 tsp gochujang',
        '1 tsp honey',
      ],
    };
    const fry =
      'Heat 1 tbsp vegetable oil in a wok over high heat. Add the tofu and stir-fry for 6-8 minutes, turning, until golden on all sides.';
    const late = recipe({
      ...base,
      instructions: [
        fry,
        'Spoon the filling into the lettuce cups and top with the sesame seeds. Eat with your hands.',
        'Whisk the gochujang with the honey and 1 tbsp warm water, then brush or drizzle it over the lettuce cups.',
      ],
    });
    expect(continuity(late).join(' ')).toMatch(/step 3 tops the dish after step 2 has served it/);
    const early = recipe({
      ...base,
      instructions: [
        fry,
        'Spoon the filling into the lettuce cups and top with the sesame seeds.',
        'Whisk the gochujang with the honey and 1 tbsp warm water, then brush or drizzle it over the lettuce cups. Eat with your hands.',
      ],
    });
    expect(continuity(early).filter((m) => /has served it/.test(m))).toEqual([]);
  });
});
