// The critic against the recipes quoted in issue 23 (written out as recipe JSON; the quoted parts
// verbatim) and against recipes a cook would cook, which it must pass.

import { describe, expect, it } from 'vitest';
import { critique, critiqueSearch, type CriticOptions, type FindingKind, type ServedRecipe } from './index';

const NUTRITION = { calories: 520, protein: 32, carbs: 40, fat: 20, fiber: 5 };

function recipe(over: Partial<ServedRecipe>): ServedRecipe {
  return {
    title: 'Dish',
    cuisine: 'italian',
    mealType: 'dinner',
    cookingTime: 30,
    servings: 2,
    difficulty: 'easy',
    ingredients: [],
    instructions: [],
    nutrition: NUTRITION,
    ...over,
  };
}

const kinds = (r: ServedRecipe, options: CriticOptions = { cuisine: r.cuisine as CriticOptions['cuisine'] }) =>
  new Set(critique(r, options).map((f) => f.kind));

function flags(r: ServedRecipe, kind: FindingKind, options?: CriticOptions) {
  const found = critique(r, options ?? { cuisine: r.cuisine as CriticOptions['cuisine'] });
  expect(
    found.map((f) => f.kind),
    JSON.stringify(found),
  ).toContain(kind);
}

const GOOD_RISOTTO = recipe({
  title: 'Mushroom Risotto',
  ingredients: [
    '1 1/2 cups arborio rice',
    '1 l vegetable stock',
    '2 tbsp olive oil',
    '1 onion, finely chopped',
    '2 cloves garlic, minced',
    '300 g mushrooms, sliced',
    '50 g parmesan, grated',
    'Salt and black pepper, to taste',
  ],
  instructions: [
    'Warm the vegetable stock in a saucepan and keep it at a bare simmer.',
    'Heat the olive oil in a wide, heavy pan over medium heat. Add the onion and garlic and cook 5 minutes until soft.',
    'Add the mushrooms and cook 5 minutes until golden.',
    'Stir in the rice and toast it 1-2 minutes.',
    'Add the hot stock a ladleful at a time, stirring often, for 18-20 minutes until the rice is tender and creamy.',
    'Take the pan off the heat and beat in the parmesan. Season with salt and pepper and serve.',
  ],
});

const GOOD_SMOOTHIE = recipe({
  title: 'Banana Berry Smoothie',
  mealType: 'breakfast',
  cuisine: 'american',
  servings: 2,
  nutrition: { calories: 320, protein: 16, carbs: 50, fat: 6, fiber: 6 },
  ingredients: ['2 bananas', '1 cup blueberries', '1 1/2 cups milk', '1/2 cup greek yogurt', '1 tbsp honey'],
  instructions: [
    'Put the bananas, blueberries, milk, yogurt and honey in a blender.',
    'Blend until smooth and creamy, then pour into two glasses.',
  ],
});

describe('recipes a cook would cook pass', () => {
  it('a plain risotto', () => expect(critique(GOOD_RISOTTO, { cuisine: 'italian' })).toEqual([]));
  it('a smoothie', () => expect(critique(GOOD_SMOOTHIE, { cuisine: 'american', mealType: 'breakfast' })).toEqual([]));
  it('a high-protein, one-pan, kid-friendly dinner that says what it did', () => {
    const r = recipe({
      title: 'Lemon Chicken Traybake',
      cuisine: 'mediterranean',
      nutrition: { calories: 560, protein: 44, carbs: 35, fat: 24, fiber: 6 },
      ingredients: [
        '400 g chicken breast',
        '400 g potatoes, cut into wedges',
        '1 lemon, cut into wedges',
        '2 tbsp olive oil',
        '1 tsp oregano',
        'Salt and black pepper, to taste',
      ],
      instructions: [
        'Heat the oven to 200°C. Toss the potatoes with the olive oil, oregano, salt and pepper in a roasting tin.',
        'Roast 20 minutes, then add the chicken and the lemon and roast 20-25 minutes more until golden and cooked through.',
        'Squeeze the roasted lemon over everything and serve.',
      ],
    });
    expect(
      critique(r, {
        cuisine: 'mediterranean',
        creativeMode: true,
        creativeDirection: 'high protein, one-pan, kid friendly',
      }),
    ).toEqual([]);
  });
});

describe('steps that do not match the list', () => {
  it('"Red-Braised Beef Short Rib" calls the meat "the pork"', () => {
    flags(
      recipe({
        title: 'Red-Braised Beef Short Rib',
        cuisine: 'asian',
        ingredients: [
          '800 g beef short ribs',
          '3 tbsp soy sauce',
          '2 tbsp sugar',
          '1 thumb ginger, sliced',
          '2 cups water',
        ],
        instructions: [
          'Blanch the pork in boiling water for 3 minutes, then drain.',
          'Put the pork, soy sauce, sugar and ginger in a pot with the water and braise 90 minutes.',
          'Reduce the sauce until it coats the pork and serve.',
        ],
      }),
      'unlisted-food',
    );
  });
  it('tofu browned and braised as "the meat" (twelfth read)', () => {
    flags(
      recipe({
        title: 'Tofu Bourguignon-Style',
        cuisine: 'french',
        ingredients: [
          '400 g tofu, cut into 4 cm chunks',
          '1 cup red wine',
          '3/4 cup vegetable stock',
          '1 tbsp olive oil',
        ],
        instructions: [
          'Heat the olive oil in a heavy casserole. Brown the meat in batches and set aside.',
          'Pour in the red wine, return the tofu, add the vegetable stock and simmer 20 minutes.',
        ],
      }),
      'unlisted-food',
    );
  });
  it('a quinoa burrito bowl says "Divide the rice between bowls"', () => {
    flags(
      recipe({
        title: 'Chicken Quinoa Burrito Bowl',
        cuisine: 'mexican',
        ingredients: [
          '1 cup quinoa',
          '300 g chicken breast',
          '1 can black beans, drained',
          '1 avocado, sliced',
          '1 lime, juiced',
        ],
        instructions: [
          'Simmer the quinoa in salted water for 15 minutes, then drain.',
          'Cook the chicken in a hot pan 6-8 minutes, then slice.',
          'Warm the black beans with a squeeze of lime.',
          'Divide the rice between bowls and top with the chicken, beans and avocado.',
        ],
      }),
      'unlisted-food',
    );
  });
  it('"Ground Pork Lettuce Wraps" made with cabbage', () => {
    flags(
      recipe({
        title: 'Ground Pork Lettuce Wraps',
        cuisine: 'asian',
        ingredients: [
          '400 g ground pork',
          '2 cups cabbage, leaves separated',
          '2 tbsp soy sauce',
          '1 tbsp vegetable oil',
        ],
        instructions: [
          'Heat the vegetable oil in a wok and brown the pork 6-8 minutes, breaking it up.',
          'Add the soy sauce and toss.',
          'Spoon the filling into the lettuce cups.',
        ],
      }),
      'unlisted-food',
    );
  });
  it('a sweet recipe that uses salt it does not list', () => {
    flags(
      recipe({
        title: 'Yogurt Parfait with Figs',
        mealType: 'breakfast',
        ingredients: ['2 cups greek yogurt', '4 figs, quartered', '1/2 cup granola... oats', '2 tbsp honey'],
        instructions: ['Layer the yogurt, figs and oats in glasses.', 'Drizzle with honey and a pinch of flaky salt.'],
      }),
      'unlisted-food',
    );
  });
  it('"let it turn glossy for a minute in the hot pan" with no pan in use (an onigiri)', () => {
    flags(
      recipe({
        title: 'Salmon Onigiri',
        cuisine: 'japanese',
        mealType: 'lunch',
        ingredients: ['1 1/2 cups sushi rice', '150 g smoked salmon', '2 sheets nori', '1 tbsp soy sauce'],
        instructions: [
          'Cook the sushi rice and let it cool until warm.',
          'Wet your hands, shape the rice around a piece of smoked salmon into triangles and wrap each in nori.',
          'Brush with the soy sauce and let it turn glossy for a minute in the hot pan.',
        ],
      }),
      'continuity',
    );
  });
  it('oil used again after "the rest of" it', () => {
    flags(
      recipe({
        title: 'Chicken Rice Bowl',
        ingredients: ['300 g chicken breast', '1 cup rice', '3 tbsp olive oil', '1 lemon, juiced'],
        instructions: [
          'Cook the rice.',
          'Fry the chicken in a pan with half the olive oil for 8 minutes.',
          'Whisk the rest of the olive oil with the lemon for a dressing.',
          'Drizzle the olive oil over the rice and top with the chicken and the dressing.',
        ],
      }),
      'continuity',
    );
  });
  it('a steak rested twice', () => {
    flags(
      recipe({
        title: 'Steak Frites',
        cuisine: 'french',
        ingredients: [
          '400 g sirloin steak',
          '500 g potatoes, cut into fries',
          '2 tbsp butter',
          '2 tbsp vegetable oil',
          'Salt and black pepper, to taste',
        ],
        instructions: [
          'Roast the potatoes with the vegetable oil in a tray at 220°C for 30 minutes.',
          'Season the steak and sear it in a hot frying pan 3 minutes a side. Rest it 5 minutes.',
          'Rest the steak for 5 minutes on a board, then slice.',
          'Brown the butter in the pan and spoon it over the steak. Serve with the potatoes.',
        ],
      }),
      'continuity',
    );
  });
  it('listed ingredients no step uses', () => {
    flags(recipe({ ...GOOD_RISOTTO, ingredients: [...GOOD_RISOTTO.ingredients, '1 cup peas'] }), 'unused-ingredient');
  });
  it('sesame seeds, roughly chopped (read in seed 10311)', () => {
    const pears = recipe({
      title: 'Crispy Halloumi with Honeyed Pears',
      mealType: 'dessert',
      cuisine: 'american',
      servings: 4,
      ingredients: [
        '240 g halloumi, cut into 1 cm slices',
        '2 pears, halved',
        '3 tbsp honey',
        '3 1/2 tbsp sesame seeds, roughly chopped',
      ],
      instructions: [
        'Heat a dry non-stick frying pan over medium-high heat and fry the halloumi for 1-2 minutes per side until golden; lift onto plates.',
        'Lay the pears cut side down in the same pan and cook 2-3 minutes until caramelised.',
        'Arrange the fruit beside the cheese, drizzle everything with the honey and scatter with the sesame seeds.',
      ],
    });
    flags(pears, 'wording', { cuisine: 'american', mealType: 'dessert', specialIngredient: 'halloumi' });
    const whole = { ...pears, ingredients: pears.ingredients.map((l) => l.replace(', roughly chopped', '')) };
    expect(
      critique(whole, { cuisine: 'american', mealType: 'dessert', specialIngredient: 'halloumi' }).map((f) => f.kind),
    ).not.toContain('wording');
  });
  it('lemon zest from a lemon the list says is juiced (read in seed 10210)', () => {
    const pasta = recipe({
      title: 'Chicken & Spinach Spaghetti',
      servings: 6,
      ingredients: [
        '510 g spaghetti',
        '1/3 cup olive oil',
        '600 g chicken breast, cut into bite-size pieces',
        '480 g spinach',
        '1 lemon, juiced',
        'Salt and black pepper, to taste',
      ],
      instructions: [
        'Bring a large pot of well-salted water to the boil.',
        'Heat 1/3 cup olive oil in a large frying pan over medium-high heat. Add the chicken and cook for 6-8 minutes, stirring now and then, until golden and cooked through.',
        'Add the spinach to the pan and cook 2 minutes until wilted.',
        'Meanwhile, cook the spaghetti until al dente, then drain and tip it into the pan.',
        'Take off the heat. Add the lemon zest and a squeeze of juice. Season with salt and pepper and serve.',
      ],
    });
    flags(pasta, 'unlisted-food');
    const fixed = { ...pasta, ingredients: pasta.ingredients.map((l) => l.replace('juiced', 'zested and juiced')) };
    expect(critique(fixed, { cuisine: 'italian' })).toEqual([]);
    const zestOnly = { ...pasta, ingredients: pasta.ingredients.map((l) => l.replace('juiced', 'zested')) };
    expect(critique(zestOnly, { cuisine: 'italian' }).map((f) => f.message)).toEqual([
      'step 5 uses lemon juice, but the list has "1 lemon, zested"',
    ]);
  });
});

describe('special ingredients bolted on', () => {
  const SMOOTHIE = recipe({
    title: 'Green Banana Smoothie with Spinach',
    cuisine: 'american',
    mealType: 'breakfast',
    servings: 2,
    ingredients: ['6 bananas', '3 2/3 cups milk', '4 cups spinach', '2 sweet potatoes, cut into bite-size pieces'],
    instructions: [
      'Fold the sweet potatoes into the mixture.',
      'Put the bananas in a blender with the milk and spinach and blend until smooth.',
    ],
  });
  it('the green banana smoothie with sweet potatoes (verbatim)', () => {
    const found = kinds(SMOOTHIE, { cuisine: 'american', mealType: 'breakfast', specialIngredient: 'sweet potato' });
    expect(found).toContain('dish-fit');
    expect(found).toContain('continuity');
    expect(found).toContain('quantity');
  });
  it('duck in a clafoutis, kimchi on poached pears, halloumi on a parfait', () => {
    const dessert = (title: string, extra: string, step: string) =>
      recipe({
        title,
        cuisine: 'french',
        mealType: 'dessert',
        ingredients: ['2 pears, peeled', '1/4 cup sugar', '1 cup greek yogurt', extra],
        instructions: [`Prepare the pears with the sugar and yogurt.`, step],
      });
    flags(dessert('Cherry Clafoutis', '160 g duck breast', 'Cook the duck breast and serve it alongside.'), 'dish-fit');
    flags(dessert('Poached Pears', '1/2 cup kimchi', 'Scatter the kimchi over the top.'), 'dish-fit');
    flags(dessert('Yogurt Parfait', '100 g halloumi', 'Scatter the halloumi over the top.'), 'dish-fit');
  });
});

describe('directions and textures only in words', () => {
  it('"Crispy Mango Lassi"', () => {
    flags(
      recipe({
        title: 'Crispy Mango Lassi',
        cuisine: 'indian',
        mealType: 'snack',
        ingredients: ['2 mangoes, peeled and chopped', '2 cups yogurt', '1 tbsp sugar', '1/4 tsp cardamom'],
        instructions: [
          'Blend the mangoes, yogurt, sugar and cardamom until frothy.',
          'Pour into glasses and serve cold.',
        ],
      }),
      'texture',
      { cuisine: 'indian', texturePreference: 'crispy' },
    );
  });
  it('"High protein: 8.4 g protein a serving"', () => {
    flags(
      recipe({
        ...GOOD_RISOTTO,
        nutrition: { ...NUTRITION, protein: 8.4 },
        notes: ['High protein: 8.4 g protein a serving'],
      }),
      'direction',
      { cuisine: 'italian', creativeMode: true, creativeDirection: 'high protein' },
    );
  });
  it("'fresh and citrus' with parsley and no citrus (fourth read), and the same dish with lemon passes", () => {
    const herbed = recipe({
      ...GOOD_RISOTTO,
      ingredients: [...GOOD_RISOTTO.ingredients, '2 tbsp parsley, chopped'],
      instructions: [
        ...GOOD_RISOTTO.instructions.slice(0, 5),
        'Take the pan off the heat and beat in the parmesan and parsley. Season with salt and pepper and serve.',
      ],
      notes: ['Fresh: parsley'],
    });
    const options = { cuisine: 'italian', creativeMode: true, creativeDirection: 'fresh and citrus' } as const;
    flags(herbed, 'direction', options);
    const lemony = recipe({
      ...herbed,
      ingredients: [...herbed.ingredients, '1 lemon, zested and juiced'],
      instructions: [
        ...herbed.instructions.slice(0, 5),
        'Take the pan off the heat and beat in the parmesan, parsley, lemon zest and a squeeze of the lemon juice. Season with salt and pepper and serve.',
      ],
      notes: ['Fresh: parsley and lemon', 'Citrus: lemon'],
    });
    expect(critique(lemony, options).filter((f) => f.kind === 'direction')).toEqual([]);
  });
  it('kid friendly with kimchi', () => {
    flags(
      recipe({
        title: 'Kimchi Fried Rice',
        cuisine: 'asian',
        ingredients: ['2 cups rice', '1 cup kimchi, chopped', '2 eggs', '1 tbsp vegetable oil'],
        instructions: [
          'Heat the vegetable oil in a wok and fry the kimchi 2 minutes.',
          'Add the rice and toss 3 minutes.',
          'Fry the eggs and set them on top.',
        ],
        notes: ['Kid friendly: no chilli heat'],
      }),
      'direction',
      { cuisine: 'asian', creativeMode: true, creativeDirection: 'kid friendly' },
    );
  });
  it('kid friendly zabaione whisked with wine (fourteenth read)', () => {
    flags(
      recipe({
        title: 'Zabaione with Strawberries',
        mealType: 'breakfast',
        ingredients: ['2 cups strawberries, hulled and halved', '4 eggs', '4 tbsp sugar', '1/2 cup white wine'],
        instructions: [
          'Toss the strawberries with a spoonful of the sugar and leave to macerate.',
          'Whisk the yolks with the rest of the sugar until pale.',
          'Set the bowl over barely simmering water, pour in the wine and whisk for 6-8 minutes until thick.',
          'Divide the fruit between glasses and spoon the warm zabaione over.',
        ],
        notes: ['Kid friendly: no chilli heat'],
      }),
      'direction',
      { cuisine: 'italian', creativeMode: true, creativeDirection: 'kid friendly' },
    );
  });
  it("vegan 'Pesto Pea Risotto'", () => {
    flags(
      recipe({
        ...GOOD_RISOTTO,
        title: 'Pesto Pea Risotto',
        ingredients: [...GOOD_RISOTTO.ingredients.filter((l) => !/parmesan/.test(l)), '3 tbsp pesto'],
        instructions: [
          ...GOOD_RISOTTO.instructions.slice(0, 5),
          'Take the pan off the heat, stir in the pesto and serve.',
        ],
      }),
      'direction',
      { cuisine: 'italian', creativeMode: true, creativeDirection: 'vegan' },
    );
  });
  it('one-pan with three vessels', () => {
    flags(GOOD_RISOTTO, 'direction', { cuisine: 'italian', creativeMode: true, creativeDirection: 'one-pan' });
  });
  it('a crunchy request answered with a creamy omelette and nothing crunchy', () => {
    flags(
      recipe({
        title: 'Creamy Bell Pepper Omelette',
        cuisine: 'french',
        ingredients: [
          '6 eggs',
          '1 1/2 tbsp butter',
          '1/2 bell pepper, chopped',
          '45 g parmesan, grated',
          'Salt and black pepper, to taste',
        ],
        instructions: [
          'Cook the bell pepper in a little of the butter over medium heat for 3-4 minutes until tender; season and set aside.',
          'For each omelette, beat a portion of the eggs with a pinch of salt until just combined, without froth.',
          'Heat a 20 cm non-stick pan over medium heat and melt a knob of the butter until foaming. Pour in the eggs and stir briskly with a spatula for 20-30 seconds, until softly scrambled and still creamy on top.',
          'Stop stirring and let the base set for 10 seconds, then scatter over some of the parmesan and bell pepper.',
          'Tilt the pan and roll the omelette onto a warm plate, seam side down. Repeat with the rest of the eggs.',
        ],
      }),
      'texture',
      { cuisine: 'french', texturePreference: 'crunchy' },
    );
  });
  it('one-pan brownies melted over a pan of water and baked in a tin (read in seed 10008)', () => {
    flags(
      recipe({
        title: 'Fudgy Dark Chocolate Brownies',
        cuisine: 'american',
        mealType: 'dessert',
        ingredients: [
          '150 g dark chocolate',
          '120 g butter',
          '150 g sugar',
          '2 eggs',
          '60 g all-purpose flour',
          'Pinch of salt',
        ],
        instructions: [
          'Heat the oven to 180°C (350°F) and line a small square baking tin with baking paper.',
          'Melt the dark chocolate with the butter in a bowl over a pan of barely simmering water, stirring until smooth.',
          'Whisk in the sugar, then the eggs, then fold in the flour and salt.',
          'Spread in the tin and bake 20-25 minutes.',
        ],
      }),
      'direction',
      { cuisine: 'any', creativeMode: true, creativeDirection: 'one-pan' },
    );
  });
  it('one-pan whose rice, noodles or greens cook in a pot no step names (read in seed 9604)', () => {
    const oneAndVeg = { cuisine: 'japanese' as const, creativeMode: true, creativeDirection: 'vegetarian and one-pan' };
    flags(
      recipe({
        title: 'Wasabi-Lime Tofu Teriyaki',
        cuisine: 'japanese',
        ingredients: [
          '300 g tofu, pressed and cut into thick slabs',
          '2 tbsp soy sauce',
          '1 1/2 tbsp mirin',
          '1 tbsp vegetable oil',
          '2/3 cup sushi rice',
          '140 g spinach',
          'Salt and black pepper, to taste',
        ],
        instructions: [
          'Rinse the sushi rice, then simmer it, covered, with 1 1/4 times its volume of water for 15 minutes; rest 10 minutes.',
          'Heat 1 tbsp vegetable oil in a frying pan over medium-high heat. Cook the tofu for 6-8 minutes, turning, until golden on all sides.',
          'Lower the heat, pour in the soy sauce and mirin and simmer 2-3 minutes, turning the tofu until glazed.',
          'Meanwhile, steam or boil the spinach for 3-4 minutes until tender-crisp.',
          'Taste and season with salt and pepper, and serve with the sushi rice and spinach.',
        ],
      }),
      'direction',
      oneAndVeg,
    );
    flags(
      recipe({
        title: 'Tempeh Yaki Udon Noodles',
        cuisine: 'japanese',
        ingredients: [
          '180 g udon noodles',
          '160 g tempeh, cut into strips',
          '1 1/2 tbsp soy sauce',
          '1 1/2 tbsp coconut oil',
          'Salt and black pepper, to taste',
        ],
        instructions: [
          'Cook the udon noodles for 1 minute less than the packet says, rinse under cold water and drain well.',
          'Heat 1 1/2 tbsp coconut oil in a wok over high heat. Stir-fry the tempeh for 6-8 minutes until golden.',
          'Add the noodles and the soy sauce and toss for 2 minutes. Taste and season with salt and pepper.',
        ],
      }),
      'direction',
      oneAndVeg,
    );
  });
  it("'smoky and spicy' brownies dusted with smoked paprika and chilli flakes", () => {
    flags(
      recipe({
        title: 'Fudgy Brownies',
        cuisine: 'american',
        mealType: 'dessert',
        ingredients: [
          '100 g dark chocolate',
          '100 g butter',
          '2 eggs',
          '1/2 cup sugar',
          '1/2 cup all-purpose flour',
          '1/4 tsp smoked paprika',
          '1/4 tsp red pepper flakes',
        ],
        instructions: [
          'Heat the oven to 180°C. Melt the dark chocolate and butter together.',
          'Whisk in the eggs and sugar, then fold in the flour.',
          'Bake in a lined tin 25 minutes. Dust with the smoked paprika and red pepper flakes.',
        ],
      }),
      'dish-fit',
      { cuisine: 'american', creativeMode: true, creativeDirection: 'smoky and spicy' },
    );
  });
  it("'date night' changes nothing and says nothing", () => {
    flags(GOOD_RISOTTO, 'direction', { cuisine: 'italian', creativeMode: true, creativeDirection: 'date night' });
    const honest = {
      ...GOOD_RISOTTO,
      notes: ['Date night: not a direction we cook to; this is the dish as it stands'],
    };
    expect(critique(honest, { cuisine: 'italian', creativeMode: true, creativeDirection: 'date night' })).toEqual([]);
  });
});

describe('load-more repeats under new titles', () => {
  it('"Spinach & Tomato Frittata" = "Spinach Frittata"', () => {
    const a = recipe({
      title: 'Spinach Frittata',
      ingredients: ['6 eggs', '2 cups spinach', '1 tomato, chopped', '1 tbsp olive oil'],
      instructions: [
        'Whisk the eggs.',
        'Wilt the spinach with the tomato in the olive oil in a 24 cm pan.',
        'Pour in the eggs and cook 8 minutes.',
      ],
    });
    const b = { ...a, title: 'Spinach & Tomato Frittata' };
    const found = critiqueSearch([GOOD_RISOTTO, a, b], { cuisine: 'italian' });
    expect(found[1]!.map((f) => f.kind)).not.toContain('duplicate');
    expect(found[2]!.map((f) => f.kind)).toContain('duplicate');
  });
});

describe('quantities and words', () => {
  it('10-17 eggs in "a 20-25 cm ovenproof frying pan"', () => {
    flags(
      recipe({
        title: 'Spinach Frittata',
        ingredients: ['14 eggs', '2 cups spinach', '1 tbsp olive oil'],
        instructions: [
          'Whisk the eggs.',
          'Heat the olive oil in a 20-25 cm ovenproof frying pan and wilt the spinach.',
          'Pour in the eggs and cook.',
        ],
        servings: 6,
      }),
      'quantity',
    );
  });
  it('10 eggs as one masala omelette for 6 (fourth read), and one omelette a person passes', () => {
    const omelette = recipe({
      title: 'Masala Omelette',
      cuisine: 'indian',
      mealType: 'breakfast',
      servings: 6,
      ingredients: [
        '10 eggs',
        '1 tsp turmeric',
        '1 onion, finely chopped',
        '2 tbsp ghee',
        'Salt and black pepper, to taste',
      ],
      instructions: [
        'Whisk the eggs with the turmeric and a pinch of salt, then stir in the onion.',
        'Heat the ghee in a non-stick frying pan over medium heat. Pour in the eggs and swirl to cover the base.',
        'Cook 2-3 minutes, lifting the edges, until almost set. Season with salt and pepper.',
        'Fold in half and slide onto a plate.',
      ],
    });
    flags(omelette, 'quantity');
    const each = recipe({
      ...omelette,
      instructions: [
        omelette.instructions[0]!,
        'For each omelette, heat a little of the ghee in a 20 cm non-stick frying pan over medium heat. Pour in a portion of the egg mixture and swirl to cover the base.',
        omelette.instructions[2]!,
        'Fold in half and slide onto a warm plate. Repeat with the rest of the egg mixture.',
      ],
    });
    expect(critique(each, { cuisine: 'indian' }).filter((f) => f.kind === 'quantity')).toEqual([]);
  });
  it('12 eggs cracked into one pan of sauce for 6 (fifth read), and 8 pass', () => {
    const shakshuka = recipe({
      title: 'Eggs in Tomato Sauce with Spinach',
      cuisine: 'mediterranean',
      mealType: 'breakfast',
      servings: 6,
      ingredients: [
        '12 eggs',
        '6 tomatoes, chopped',
        '3 tbsp olive oil',
        '2 cloves garlic, sliced',
        'Salt and black pepper, to taste',
      ],
      instructions: [
        'Heat the olive oil in a wide frying pan with a lid over medium heat and cook the garlic for 1 minute.',
        'Add the tomatoes and a pinch of salt and simmer 4-5 minutes until saucy.',
        'Make small hollows in the sauce, crack the eggs into them, cover and cook over low heat for 4-5 minutes.',
        'Season with salt and pepper and serve hot from the pan.',
      ],
    });
    flags(shakshuka, 'quantity');
    const eight = recipe({ ...shakshuka, ingredients: ['8 eggs', ...shakshuka.ingredients.slice(1)] });
    expect(critique(eight, { cuisine: 'mediterranean' }).filter((f) => f.kind === 'quantity')).toEqual([]);
  });
  it('"19 eggs" in an egg bhurji for 6 (third cook\'s read): more than three eggs a person', () => {
    flags(
      recipe({
        title: 'Spicy Egg Bhurji',
        cuisine: 'indian',
        servings: 6,
        mealType: 'dinner',
        ingredients: ['19 eggs', '5 1/2 tbsp vegetable oil', '3 red onions, finely chopped', '1 1/2 tsp turmeric'],
        instructions: [
          'Beat the eggs with a pinch of salt.',
          'Heat the vegetable oil in a frying pan over medium heat. Add the red onions and cook 3-4 minutes until soft. Stir in the turmeric for 30 seconds.',
          'Pour in the eggs and stir slowly over low heat for 2-3 minutes, until softly scrambled.',
        ],
      }),
      'quantity',
    );
  });
  it('"28 carrots" in a soup for 6', () => {
    flags(
      recipe({
        title: 'Carrot Soup',
        servings: 6,
        ingredients: ['28 carrots, chopped', '1 onion, chopped', '1 l vegetable stock', '2 tbsp olive oil'],
        instructions: [
          'Soften the onion in the olive oil in a pot.',
          'Add the carrots and stock and simmer 25 minutes.',
          'Blend until smooth.',
        ],
      }),
      'quantity',
    );
  });
  it('"1 kg water", "2.4 kg vegetable stock"', () => {
    flags(
      recipe({
        ...GOOD_RISOTTO,
        ingredients: GOOD_RISOTTO.ingredients.map((l) => l.replace('1 l vegetable stock', '2.4 kg vegetable stock')),
      }),
      'quantity',
    );
  });
  it('1/3 or 2/3 tsp/tbsp', () => {
    flags(
      recipe({
        ...GOOD_RISOTTO,
        ingredients: GOOD_RISOTTO.ingredients.map((l) => l.replace('2 tbsp olive oil', '2/3 tbsp olive oil')),
      }),
      'quantity',
    );
  });
  it('"the eggs" for one, and "Season with salt, pepper."', () => {
    const r = recipe({
      title: 'Tomato Omelette',
      ingredients: ['1 egg', '1 tomato, chopped', '1 tsp butter', 'Salt and black pepper, to taste'],
      instructions: [
        'Beat the eggs.',
        'Melt the butter in a small pan, add the tomato, then the eggs.',
        'Season with salt, pepper.',
      ],
    });
    const found = critique(r, { cuisine: 'italian' }).filter((f) => f.kind === 'wording');
    expect(found.length).toBeGreaterThanOrEqual(2);
  });
  it('stacked titles: "Crispy Maple-Pecan Creamy Apricot Smoothie"', () => {
    flags({ ...GOOD_SMOOTHIE, title: 'Crispy Maple-Pecan Creamy Apricot Smoothie' }, 'wording');
  });
});

describe('the pantry and the cuisine', () => {
  it('Mexican "French Omelette with Tomato"', () => {
    flags(
      recipe({
        title: 'French Omelette with Tomato',
        cuisine: 'mexican',
        mealType: 'breakfast',
        ingredients: ['3 eggs', '1 tomato, chopped', '1 tbsp butter'],
        instructions: ['Beat the eggs.', 'Melt the butter in a small pan and cook the eggs with the tomato.'],
      }),
      'cuisine-drift',
      { cuisine: 'mexican' },
    );
  });
  it('Japanese "Salmon Bulgur Bowl with Tahini"', () => {
    flags(recipe({ ...GOOD_RISOTTO, title: 'Salmon Bulgur Bowl with Tahini', cuisine: 'japanese' }), 'cuisine-drift', {
      cuisine: 'japanese',
    });
  });
  it('"Chili-Lime Pineapple Crêpes"', () => {
    flags(
      recipe({
        title: 'Chili-Lime Pineapple Crêpes',
        cuisine: 'mexican',
        mealType: 'dessert',
        ingredients: [
          '1/2 cup all-purpose flour',
          '2/3 cup milk',
          '1 egg',
          '1 cup pineapple, chopped',
          '1/4 tsp chili powder',
          '1 lime, juiced',
        ],
        instructions: [
          'Whisk the flour, milk and egg into a batter.',
          'Cook thin crêpes in a buttered pan.',
          'Fill with the pineapple, dust with the chili powder and squeeze over the lime.',
        ],
      }),
      'dish-fit',
      { cuisine: 'mexican' },
    );
  });
});

describe('amounts a cook believes, cheese that fits the cuisine, steps in order (held-out review)', () => {
  const WRAPS = recipe({
    title: 'Lemon-Parmesan Chicken Wraps',
    servings: 4,
    ingredients: [
      '500 g chicken breast, cut into strips',
      '4 flour tortillas',
      '2 tbsp olive oil',
      '40 g parmesan, grated',
      '1 lemon, zested',
      'Salt and black pepper, to taste',
    ],
    instructions: [
      'Season the chicken with salt and pepper.',
      'Heat the olive oil in a frying pan and cook the chicken for 6-8 minutes until cooked through.',
      'Warm the tortillas in a dry pan for 20 seconds a side.',
      'Spread each with the hot chicken.',
      'Scatter the parmesan and the lemon zest over the wraps just before serving.',
      'Roll up tightly, cut in half and serve.',
    ],
  });

  it('flags thirds and three quarters of produce, parts of cans and spoons no set holds', () => {
    for (const line of ['2/3 lemon, juiced', '1/4 orange, sliced', '0.37 onion, diced', '3/4 baguette, sliced'])
      flags(recipe({ ...GOOD_RISOTTO, ingredients: [...GOOD_RISOTTO.ingredients, line] }), 'quantity');
    flags(
      recipe({ ...GOOD_RISOTTO, ingredients: [...GOOD_RISOTTO.ingredients, '1 1/2 cans chickpeas, drained'] }),
      'quantity',
    );
    flags(recipe({ ...GOOD_RISOTTO, ingredients: [...GOOD_RISOTTO.ingredients, '3/4 tsp cinnamon'] }), 'quantity');
    flags(recipe({ ...GOOD_RISOTTO, ingredients: [...GOOD_RISOTTO.ingredients, '1 3/4 tbsp butter'] }), 'quantity');
  });

  it('passes half pieces, whole cans, grams of a can and owned spoons', () => {
    const ok = recipe({
      ...GOOD_RISOTTO,
      ingredients: [...GOOD_RISOTTO.ingredients, '1/2 onion, diced', '1 can chickpeas, drained', '1/4 tsp saffron'],
    });
    expect(critique(ok, { cuisine: 'italian' }).filter((f) => f.kind === 'quantity')).toEqual([]);
  });

  it('flags a western cheese in a Japanese or Asian dish, not paneer in an Indian one or a cheese the cook asked for', () => {
    const omelette = (cuisine: ServedRecipe['cuisine'], cheese: string) =>
      recipe({
        title: 'Soy-Ginger Spinach Omelette',
        cuisine,
        mealType: 'breakfast',
        ingredients: ['6 eggs', '100 g spinach', `60 g ${cheese}, grated`, '1 tbsp soy sauce', '1 tbsp vegetable oil'],
        instructions: [
          'Whisk the eggs with the soy sauce.',
          'Heat the vegetable oil in a frying pan and wilt the spinach.',
          `Pour in the eggs, scatter over the ${cheese} and cook until set.`,
        ],
      });
    flags(omelette('japanese', 'parmesan'), 'cuisine-drift', { cuisine: 'japanese' });
    flags(omelette('asian', 'mozzarella'), 'cuisine-drift', { cuisine: 'asian' });
    expect(kinds(omelette('indian', 'paneer'), { cuisine: 'indian' }).has('cuisine-drift')).toBe(false);
    expect(
      kinds(omelette('japanese', 'feta'), { cuisine: 'japanese', specialIngredient: 'feta' }).has('cuisine-drift'),
    ).toBe(false);
    expect(
      kinds(omelette('japanese', 'parmesan'), { cuisine: 'japanese', creativeMode: true }).has('cuisine-drift'),
    ).toBe(false);
  });

  it('flags a topping put on the wraps before they are rolled, and passes it after', () => {
    flags(WRAPS, 'continuity');
    const after = recipe({
      ...WRAPS,
      instructions: [...WRAPS.instructions.slice(0, 4), 'Roll up tightly and cut in half.', WRAPS.instructions[4]!],
    });
    expect(kinds(after).has('continuity')).toBe(false);
  });
});

describe('borrowed dishes, cheeses and seasonings of another kitchen, wording (second review)', () => {
  const toast = (title: string, cuisine: string) =>
    recipe({
      title,
      cuisine,
      mealType: 'breakfast',
      ingredients: ['4 slices bread', '3 eggs', '1/2 cup milk', '2 tbsp butter', '2 tbsp honey'],
      instructions: [
        'Whisk the eggs with the milk.',
        'Soak the bread in the mixture, then fry it in the butter in a frying pan until golden.',
        'Drizzle with the honey and serve.',
      ],
    });

  it('flags French toast in a Japanese search and a tartine in an Italian one, passes them at home', () => {
    flags(toast('Miso-Honey French Toast', 'japanese'), 'cuisine-drift', { cuisine: 'japanese' });
    flags(toast('Ricotta & Fig Tartine', 'italian'), 'cuisine-drift', { cuisine: 'italian' });
    flags(toast('Provençal Chicken Wraps', 'mexican'), 'cuisine-drift', { cuisine: 'mexican' });
    expect(kinds(toast('Maple French Toast', 'american')).has('cuisine-drift')).toBe(false);
    expect(kinds(toast('Honey French Toast', 'french')).has('cuisine-drift')).toBe(false);
    expect(kinds(toast('Goat Cheese Tartine', 'french')).has('cuisine-drift')).toBe(false);
    expect(kinds(toast('Italian Sausage Hash', 'american')).has('cuisine-drift')).toBe(false);
  });

  it("flags a cheese the cuisine's kitchen does not use in every named cuisine, passes its own", () => {
    const omelette = (cuisine: string, cheese: string) =>
      recipe({
        title: 'Spinach Omelette',
        cuisine,
        mealType: 'breakfast',
        ingredients: ['6 eggs', '100 g spinach', `60 g ${cheese}, crumbled`, '1 tbsp butter'],
        instructions: [
          'Whisk the eggs.',
          'Melt the butter in a frying pan and wilt the spinach.',
          `Pour in the eggs, scatter over the ${cheese} and cook until set.`,
        ],
      });
    flags(omelette('mexican', 'goat cheese'), 'cuisine-drift', { cuisine: 'mexican' });
    flags(omelette('italian', 'gruyère'), 'cuisine-drift', { cuisine: 'italian' });
    flags(omelette('french', 'paneer'), 'cuisine-drift', { cuisine: 'french' });
    flags(omelette('mediterranean', 'cheddar'), 'cuisine-drift', { cuisine: 'mediterranean' });
    expect(kinds(omelette('mexican', 'cotija')).has('cuisine-drift')).toBe(false);
    expect(kinds(omelette('french', 'goat cheese')).has('cuisine-drift')).toBe(false);
    expect(kinds(omelette('american', 'feta')).has('cuisine-drift')).toBe(false);
    expect(kinds(omelette('mediterranean', 'feta')).has('cuisine-drift')).toBe(false);
  });

  it("flags another cuisine's signature seasoning (herbes de Provence in Mexican wraps), not in American cooking", () => {
    const wraps = (cuisine: string) =>
      recipe({
        title: 'Chicken Wraps',
        cuisine,
        ingredients: ['4 flour tortillas', '300 g chicken breast', '2 tsp herbes de Provence', '2 tbsp olive oil'],
        instructions: [
          'Toss the chicken with the herbes de Provence and cook it in the olive oil in a frying pan.',
          'Fill the tortillas with the chicken and roll up.',
        ],
      });
    flags(wraps('mexican'), 'cuisine-drift', { cuisine: 'mexican' });
    const salad = (cuisine: string) =>
      recipe({
        title: 'Shrimp Chopped Salad',
        cuisine,
        ingredients: [
          '200 g shrimp',
          '100 g romaine lettuce',
          '4 tomatillos, diced',
          '2 tbsp olive oil',
          '1 lemon, juiced',
        ],
        instructions: [
          'Cook the shrimp in boiling salted water for 2 minutes.',
          'Toss the romaine lettuce, tomatillos and shrimp with the olive oil and lemon juice.',
        ],
      });
    flags(salad('indian'), 'cuisine-drift', { cuisine: 'indian' });
    expect(kinds(salad('mexican')).has('cuisine-drift')).toBe(false);
    expect(kinds(wraps('french')).has('cuisine-drift')).toBe(false);
    expect(kinds(wraps('american')).has('cuisine-drift')).toBe(false);
  });

  it("flags 'Drizzle with the brown sugar' and 'Serve hot and the crème fraîche.', passes honey and 'with'", () => {
    const oats = (last: string, topping: string) =>
      recipe({
        title: 'Pear Oatmeal',
        cuisine: 'american',
        mealType: 'breakfast',
        ingredients: ['1 cup oats', '2 cups water', '1 pear, sliced', `2 tbsp ${topping}`],
        instructions: [
          'Simmer the oats in the water for 5 minutes until creamy.',
          'Spoon into bowls with the pear.',
          last,
        ],
      });
    flags(oats('Drizzle with the brown sugar.', 'brown sugar'), 'wording');
    flags(oats('Serve hot and the crème fraîche.', 'crème fraîche'), 'wording');
    flags(oats('Sprinkle with the honey.', 'honey'), 'wording');
    expect(kinds(oats('Serve hot with the pear, warmed.', 'honey')).has('wording')).toBe(false);
    expect(kinds(oats('Drizzle with the honey.', 'honey')).has('wording')).toBe(false);
    expect(kinds(oats('Sprinkle with the brown sugar.', 'brown sugar')).has('wording')).toBe(false);
    expect(kinds(oats('Serve hot with the crème fraîche.', 'crème fraîche')).has('wording')).toBe(false);
  });

  it("flags the olive oil used after 'the rest of the oil', passes 'most of the remaining oil'", () => {
    const salad = (dressing: string) =>
      recipe({
        title: "Za'atar Fattoush",
        cuisine: 'mediterranean',
        mealType: 'lunch',
        ingredients: [
          '2 pitas',
          '1 cucumber, diced',
          '2 tomatoes, diced',
          '4 tbsp olive oil',
          '1 lemon, juiced',
          "1 tsp za'atar",
        ],
        instructions: [
          'Toast the pitas and break them into pieces.',
          `Whisk the lemon juice with ${dressing} and a pinch of salt.`,
          'Toss the cucumber, tomatoes and pitas with the dressing.',
          "Mix the za'atar with the olive oil and spoon it over the salad.",
        ],
      });
    flags(salad('the rest of the oil'), 'continuity');
    expect(kinds(salad('most of the remaining oil')).has('continuity')).toBe(false);
  });

  it("flags '23 asparagus spears' for 4 and '3/8 cup' of cream, passes grams and owned cups", () => {
    const side = (asparagus: string, cream: string) =>
      recipe({
        title: 'Creamy Asparagus',
        cuisine: 'french',
        servings: 4,
        ingredients: [asparagus, cream, '1 tbsp butter'],
        instructions: [
          'Cook the asparagus in the butter in a frying pan for 4 minutes.',
          'Pour in the cream and bubble 1 minute.',
        ],
      });
    flags(side('23 asparagus spears, trimmed', '1/2 cup heavy cream'), 'quantity');
    flags(side('450 g asparagus, trimmed', '3/8 cup heavy cream'), 'quantity');
    flags(side('450 g asparagus, trimmed', '5/6 cup heavy cream'), 'quantity');
    expect(kinds(side('450 g asparagus, trimmed', '6 tbsp heavy cream')).has('quantity')).toBe(false);
    expect(kinds(side('8 asparagus spears, trimmed', '2/3 cup heavy cream')).has('quantity')).toBe(false);
  });

  it('flags a filling put into "the omelettes" while one is in the pan, passes one shared out per omelette', () => {
    const omelette = (filling: string) =>
      recipe({
        title: 'Paneer Omelette',
        cuisine: 'indian',
        mealType: 'breakfast',
        ingredients: ['8 eggs', '2 tbsp butter', '120 g paneer, crumbled', 'Pinch of salt'],
        instructions: [
          'For each omelette, beat a portion of the eggs with a pinch of salt.',
          'Melt a knob of the butter in a 20 cm non-stick pan and pour in the eggs; stir until softly set.',
          filling,
          'Roll the omelette onto a warm plate. Repeat with the rest of the eggs.',
        ],
      });
    flags(omelette('Share the paneer between the omelettes with the other fillings.'), 'continuity');
    expect(kinds(omelette('Scatter some of the paneer over the eggs in the pan.')).has('continuity')).toBe(false);
  });

  it('flags a glaze left to turn glossy "in the hot pan" after the salad was plated, passes it in the pan', () => {
    const salad = (plated: boolean) =>
      recipe({
        title: 'Miso-Glazed Warm Chicken Salad',
        cuisine: 'japanese',
        ingredients: [
          '300 g chicken breast',
          '100 g spinach',
          '1 tbsp vegetable oil',
          '1 tbsp miso paste',
          '1 tbsp mirin',
        ],
        instructions: [
          'Heat the vegetable oil in a frying pan and cook the chicken for 6-8 minutes until cooked through.',
          plated
            ? 'Spread the spinach on plates and pile the chicken on top.'
            : 'Spread the spinach on a serving dish.',
          'Whisk the miso paste with the mirin, then brush it over the chicken and let it turn glossy for a minute in the hot pan.',
        ],
      });
    flags(salad(true), 'continuity');
    expect(kinds(salad(false)).has('continuity')).toBe(false);
  });
});

// A cook's read of 80 recipes from four new seeds (12001-12304): the quoted parts verbatim.
describe('a second cook read: counts and words, and seasoning after serving', () => {
  it('flags "Squeeze the lemon over the pan" with 2 lemons, passes "the lemon juice" and "the lemons"', () => {
    const chicken = recipe({
      title: 'Lemon Chicken with Green Beans',
      ingredients: [
        '695 g chicken breast',
        '300 g green beans',
        '2 lemons',
        '2 tbsp olive oil',
        'Salt and black pepper, to taste',
      ],
      instructions: [
        'Season the chicken with salt and pepper. Heat the olive oil in a frying pan and cook the chicken 6 minutes a side until cooked through.',
        'Add the green beans to the same pan and cook 6-8 minutes until tender.',
        'Squeeze the lemon over the pan and spoon the vegetables and pan juices beside the chicken.',
      ],
    });
    flags(chicken, 'wording');
    const fixed = {
      ...chicken,
      instructions: chicken.instructions.map((s) => s.replace('the lemon over', 'the lemons over')),
    };
    expect(critique(fixed, { cuisine: 'italian' }).filter((f) => f.kind === 'wording')).toEqual([]);
  });

  it('flags "then the egg one at a time" with 1 egg, and cutting figs "if needed" that the list quartered', () => {
    const brownies = recipe({
      title: 'Fudgy Brownies',
      mealType: 'dessert',
      ingredients: ['45 g dark chocolate', '60 g butter', '100 g sugar', '1 egg', '40 g flour'],
      instructions: [
        'Melt the dark chocolate and butter in a small pan over low heat.',
        'Whisk in the sugar, then the egg one at a time, until thick and glossy.',
        'Fold in the flour, pour into a lined small square baking tin and bake 20-25 minutes at 180°C.',
        'Cool in the tin for at least 15 minutes before cutting.',
      ],
    });
    expect(critique(brownies, { cuisine: 'american' }).map((f) => f.message)).toContain(
      '"1 egg" is one, but a step adds it "one at a time"',
    );
    const parfait = recipe({
      title: 'Yogurt Parfait with Figs',
      mealType: 'breakfast',
      cuisine: 'mediterranean',
      ingredients: ['300 g greek yogurt', '3 figs, quartered', '30 g walnuts'],
      instructions: [
        'Cut the figs into bite-size pieces if needed.',
        'Layer the yogurt in glasses or bowls with the figs and the walnuts.',
      ],
    });
    flags(parfait, 'wording');
  });

  it('flags "Taste and season" after the sandwiches are assembled, passes it before', () => {
    const sando = recipe({
      title: 'Egg Sando',
      cuisine: 'japanese',
      mealType: 'lunch',
      ingredients: ['6 eggs', '3 tbsp mayonnaise', '12 slices bread', 'Salt and black pepper, to taste'],
      instructions: [
        'Boil the eggs for 10 minutes, cool in cold water and peel.',
        'Mash the eggs with a fork and mix in the mayonnaise.',
        'Spread the egg filling thickly over half the bread slices and sandwich them with the rest.',
        'Taste and season with salt and pepper.',
      ],
    });
    expect(critique(sando, { cuisine: 'japanese' }).map((f) => f.message)).toContain(
      'step 4 tastes and seasons the dish after step 3 has served or assembled it',
    );
    const before = {
      ...sando,
      instructions: [sando.instructions[0]!, sando.instructions[1]!, sando.instructions[3]!, sando.instructions[2]!],
    };
    expect(
      critique(before, { cuisine: 'japanese' })
        .map((f) => f.message)
        .filter((m) => /seasons/.test(m)),
    ).toEqual([]);
  });
  it('flags descriptions stacked in front of a dish, passes one texture in front', () => {
    const stacked = (title: string) =>
      critique(recipe({ ...GOOD_RISOTTO, title }), { cuisine: 'italian' }).some((f) =>
        f.message.includes('stacks descriptions'),
      );
    for (const title of [
      'Crispy Feta Sautéed Portobello Mushrooms with Garlic',
      'Pesto Crispy Duck & Ricotta Flatbread',
      'Crunchy Warm Chicken & Tomato Salad',
      'Crispy Soy-Ginger Quick Seared Chicken & Spinach',
      'Honey-Mustard Crispy Lamb & Feta Flatbread',
    ])
      expect(stacked(title), title).toBe(true);
    for (const title of ['Creamy Mushroom Risotto', 'Crispy Chicken Katsu', 'Mushroom Risotto with Crispy Sage'])
      expect(stacked(title), title).toBe(false);
  });
});

describe('a sweet fruit the cook typed, in a savoury dish (fourteenth read)', () => {
  const aglio = (fruit: string) =>
    recipe({
      title: `Spinach Aglio e Olio with ${fruit}`,
      mealType: 'lunch',
      ingredients: [
        '600 g spaghetti',
        '6 1/2 tbsp olive oil',
        '12 cloves garlic, thinly sliced',
        '240 g spinach',
        '60 g parmesan, grated',
        `${fruit}, to taste`,
      ],
      instructions: [
        'Cook the spaghetti in a large pot of well-salted boiling water until al dente, then drain.',
        'Warm the olive oil in a large frying pan and cook the garlic gently for 2 minutes. Add the spinach.',
        'Add the drained pasta and toss for 1 minute until glossy and coated.',
        `Add the ${fruit.toLowerCase()} to the aglio e olio and toss to combine.`,
        'Season and serve straight away with the parmesan scattered over.',
      ],
    });
  it('flags dragon fruit tossed through aglio e olio (verbatim title), passes truffle there', () => {
    flags(aglio('Dragon fruit'), 'dish-fit');
    expect(kinds(aglio('Truffle')).has('dish-fit')).toBe(false);
  });
  it('passes dragon fruit in a fruit salad and beside mango in a savoury salsa', () => {
    const salad = recipe({
      title: 'Tropical Fruit Salad with Dragon Fruit',
      mealType: 'dessert',
      ingredients: ['2 mangoes, diced', '1 lime, juiced', '1 tbsp honey', 'Dragon fruit, to taste'],
      instructions: [
        'Put the mangoes in a bowl.',
        'Add the dragon fruit, the lime juice and the honey and toss gently.',
        'Spoon into bowls and serve cold.',
      ],
    });
    expect(kinds(salad).has('dish-fit')).toBe(false);
    const salsa = recipe({
      title: 'Chicken Tacos with Mango & Dragon Fruit Salsa',
      cuisine: 'mexican',
      ingredients: [
        '400 g chicken breast, sliced',
        '8 corn tortillas',
        '1 mango, diced',
        '1/2 red onion, finely chopped',
        '1 lime, juiced',
        'Dragon fruit, to taste',
      ],
      instructions: [
        'Cook the chicken in a hot pan for 6-8 minutes until cooked through.',
        'Mix the mango, the dragon fruit, the red onion and the lime juice for the salsa.',
        'Warm the corn tortillas, fill them with the chicken and top with the salsa.',
      ],
    });
    expect(kinds(salsa).has('dish-fit')).toBe(false);
  });
});

describe('one-pan counts the oven and a pan named first (fourteenth read)', () => {
  const panzanella = recipe({
    title: 'Pesto Bell Pepper & Tomato Panzanella',
    mealType: 'lunch',
    servings: 6,
    ingredients: [
      '1 baguette',
      '5 tomatoes, chopped',
      '3 bell peppers, sliced',
      '6 1/2 tbsp olive oil',
      '1 lemon, juiced',
      '90 g parmesan, grated',
      '5 1/2 tbsp pesto',
      '1/2 cup breadcrumbs',
      'Salt and black pepper, to taste',
    ],
    instructions: [
      'Before you start, toast the breadcrumbs in the dry frying pan over medium heat, stirring, for 2-3 minutes until crisp and golden; tip them onto a plate for the top.',
      'Heat the oven to 200°C (400°F). Tear the baguette into bite-size chunks, toss with a third of the olive oil and a pinch of salt and bake 8-10 minutes until golden and crunchy.',
      'Meanwhile, toss the tomatoes with a good pinch of salt in a large bowl and leave 10 minutes to release their juices.',
      'Whisk the rest of the oil with the lemon and plenty of black pepper, then pour it over the tomatoes.',
      'Add the toasted bread, bell pepper and toss so the bread soaks up some of the juices but keeps a little crunch.',
      'Spoon the pesto over the panzanella just before serving.',
      'Scatter the toasted breadcrumbs over the panzanella. Taste and season with salt and pepper.',
      'Serve within 15 minutes, topped with the parmesan.',
    ],
    notes: ['One pan: everything cooks in one pan', 'Vegetarian: no meat or fish'],
  });
  const options = { cuisine: 'italian' as const, creativeMode: true, creativeDirection: 'vegetarian and one-pan' };
  it('flags the verbatim panzanella: crumbs in a frying pan and bread baked in the oven', () => {
    expect(
      critique(panzanella, options)
        .map((f) => f.message)
        .join(' '),
    ).toMatch(/one-pan, yet it uses/);
  });
  it('passes a traybake: everything on one tray in the oven', () => {
    const traybake = recipe({
      title: 'Chicken & Potato Traybake',
      ingredients: [
        '600 g chicken thighs',
        '500 g potatoes, cut into wedges',
        '2 tbsp olive oil',
        'Salt and black pepper, to taste',
      ],
      instructions: [
        'Heat the oven to 200°C (400°F).',
        'Toss the chicken and the potatoes with the olive oil, salt and pepper on a large baking tray.',
        'Roast 35-40 minutes until golden and cooked through.',
      ],
      notes: ['One pan: everything cooks on one tray'],
    });
    expect(
      critique(traybake, { cuisine: 'italian', creativeMode: true, creativeDirection: 'one-pan' })
        .map((f) => f.message)
        .join(' '),
    ).not.toMatch(/one-pan, yet/);
  });
});
