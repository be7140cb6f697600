// Issue 24 follow-ups: advice that fits the kind of recipe (a bake is frozen, thawed and made
// ahead as a bake), the recipe's own heat (fan oven, frying oil), short follow-ups, swaps that
// name their replacement, amounts worked out for the cook, and butter by the US stick.

import { describe, expect, it } from 'vitest';
import type { AttachedRecipe } from '../../../../shared/api/chat';
import { answer } from './assistant';
import { substitutionForAmount } from './formats';
import { SUBSTITUTIONS } from './knowledge/substitutions';
import { classifyTopic } from './topic';
import { makeAhead, scaleTotal } from './recipe-intents';

const loaf: AttachedRecipe = {
  title: 'Lemon Drizzle Loaf',
  servings: 8,
  ingredients: [
    '225 g butter, softened',
    '225 g caster sugar',
    '4 eggs',
    '225 g self-raising flour',
    '2 lemons, zested',
  ],
  instructions: [
    'Cream the butter and sugar, beat in the eggs, fold in the flour and zest.',
    'Bake at 180 °C (350 °F) for 45 minutes.',
  ],
};

const stew: AttachedRecipe = {
  title: 'Beef and Ale Stew',
  servings: 4,
  ingredients: ['800 g stewing beef, cubed', '2 onions, chopped', '3 carrots, sliced', '500 ml ale', '2 tbsp flour'],
  instructions: ['Brown the beef, soften the onions and carrots, add the ale and simmer 2 hours.'],
};

const fried: AttachedRecipe = {
  title: 'Southern Fried Chicken',
  servings: 4,
  ingredients: ['8 chicken drumsticks (about 1 kg)', '1 can (400 ml) buttermilk', '200 g flour', 'oil, for frying'],
  instructions: [
    'Soak the chicken in the buttermilk overnight.',
    'Heat the oil to 170 °C (340 °F) and fry 12-15 minutes until 165 °F inside.',
  ],
};

describe('advice that fits the kind of recipe', () => {
  it('a loaf freezes wrapped and thaws at room temperature, not baked covered like a casserole', async () => {
    const a = await answer('does this freeze well?', { recipe: loaf });
    expect(a.text).toMatch(/room temperature/);
    expect(a.text).not.toMatch(/bake covered/i);
  });

  it('making a bake ahead is about baking and keeping it, not chopping vegetables', () => {
    const text = makeAhead(loaf);
    expect(text).toMatch(/airtight|wrap/i);
    expect(text).not.toMatch(/chop/i);
    // A stew with onions and carrots still gets the chopping advice.
    expect(makeAhead(stew)).toMatch(/chop/i);
  });

  it("a fan oven is worked out from the recipe's own temperature", async () => {
    const a = await answer('what should i set my fan oven to?', { recipe: loaf });
    expect(a.text).toContain('160 °C fan');
  });

  it("the frying oil's temperature comes from the steps, not the meat's doneness", async () => {
    const a = await answer('how hot should the oil be?', { recipe: fried });
    expect(a.text).toContain('170 °C');
    expect(a.kind).toBe('recipe');
  });
});

describe('short follow-ups about the attached recipe', () => {
  it('"and for 6?" scales the recipe, and is only cooking when a recipe is attached', async () => {
    expect(classifyTopic('and for 6?', { hasRecipe: true })).toBe('cooking');
    expect(classifyTopic('and for 6?')).toBe('off-topic');
    const a = await answer('what about 10?', { recipe: stew });
    expect(a.kind).toBe('scale');
    expect(a.text).toContain('10 servings');
  });

  it('a total in brackets scales with the count; a pack size does not', () => {
    expect(scaleTotal('16 chicken drumsticks (about 1 kg)', '8 chicken drumsticks (about 1 kg)', 2)).toBe(
      '16 chicken drumsticks (about 2 kg)',
    );
    expect(scaleTotal('8 cod fillets (about 600 g)', '4 cod fillets (about 600 g)', 2)).toBe(
      '8 cod fillets (about 1200 g)',
    );
    expect(scaleTotal('2 cans (400 ml) buttermilk', '1 can (400 ml) buttermilk', 2)).toBe('2 cans (400 ml) buttermilk');
  });

  it('calories asked as "cals", and a vegetarian version asked as "veggie"', async () => {
    const cals = await answer('how many cals in a slice', {
      recipe: { ...loaf, nutrition: { calories: 310, protein: 4, carbs: 40, fat: 15, fiber: 1 } },
    });
    expect(cals.text).toContain('310 calories');
    const veg = await answer('can you do a veggie version', { recipe: stew });
    expect(veg.text).toMatch(/vegetarian/i);
    expect(veg.text).toContain('stewing beef');
  });
});

describe('swaps', () => {
  it('"use X instead of Y" is answered about X, or honestly not at all', async () => {
    const breast = await answer('could i use chicken breast instead of the thighs?');
    expect(breast.text).toMatch(/breast/i);
    expect(breast.text).toMatch(/dr(y|ies) out|overcook/i);
    // A text about oil or about yogurt would answer another question.
    const marge = await answer('can i use margarine instead of butter');
    if (marge.kind !== 'general') expect(marge.text.toLowerCase()).toContain('margarine');
  });

  it('a swap is worked out for the amount named, only when it is a single amount', () => {
    const garlic = SUBSTITUTIONS.find((s) => s.ingredient === 'Garlic')!;
    expect(substitutionForAmount(garlic, 'how much garlic powder for 4 cloves')).toContain('1/2 tsp garlic powder');
    // Number words read the same here as in the conversions ('two cloves', 'half a clove').
    expect(substitutionForAmount(garlic, 'garlic powder for two cloves')).toContain('1/4 tsp garlic powder');
    expect(substitutionForAmount(garlic, 'garlic powder for half a clove')).toMatch(/half a clove/);
    const buttermilk = SUBSTITUTIONS.find((s) => s.ingredient === 'Buttermilk')!;
    // '1 tbsp lemon juice + milk to make 1 cup' has two amounts: never half-scaled.
    expect(substitutionForAmount(buttermilk, 'i need 2 cups buttermilk')).not.toMatch(/to make 1 cup/);
  });
});

describe('butter by the US stick', () => {
  it('half a cup is 113 g and a cup 227 g', async () => {
    expect((await answer('how many grams is half a cup of butter')).text).toContain('113 g');
    expect((await answer('1 cup of butter in grams')).text).toContain('227 g');
    expect((await answer('how many cups is 100g of butter')).text).toContain('7 tbsp');
  });
});

describe('knowledge a cook expects', () => {
  it('keeping food warm in a slow cooker is hot holding, not a compound food name', async () => {
    const a = await answer('keeping the stew warm in the slow cooker for guests, what temp is safe?');
    expect(a.text).toContain('140 °F');
  });

  it('UK and US names, couscous and gluten, egg-free binders', async () => {
    expect((await answer('is double cream the same as heavy cream?')).text).toMatch(/double cream = heavy cream/);
    expect((await answer('does couscous have gluten')).text).toMatch(/wheat/);
    expect((await answer('how do i bind burgers without egg')).text).toMatch(/breadcrumbs|panade/);
  });
});

describe('never the answer to a different question', () => {
  const curry: AttachedRecipe = {
    title: 'Chickpea Curry',
    servings: 4,
    ingredients: ['2 cans chickpeas', '400 ml coconut milk', '1 onion, chopped', '2 tbsp curry paste'],
    instructions: ['Fry the onion and paste, add the chickpeas and coconut milk and simmer 20 minutes.'],
  };

  it("'how long to boil' is a cooking time, not a keeping time", async () => {
    const a = await answer('how long do you boil potatoes for mashing');
    expect(a.kind).not.toBe('storage');
    expect(a.text).toMatch(/15-20 minutes/);
  });

  it('pulled pork is cooked until it shreds, not only to the safe minimum', async () => {
    expect((await answer('what internal temp for pulled pork?')).text).toMatch(/195-205 °F/);
    expect((await answer('pork chop internal temperature')).text).toMatch(/145 °F/);
  });

  it('coconut milk is not the milk of a milk swap', async () => {
    const a = await answer('what can i use instead of the coconut milk', { recipe: curry });
    expect(a.text).not.toMatch(/Milk swaps/);
  });

  it('bone-in wings bake longer than boneless pieces; a wet batter is not air-fried', async () => {
    const wings: AttachedRecipe = {
      title: 'Fried Wings',
      ingredients: ['1 kg chicken wings', 'oil, for deep-frying'],
      instructions: ['Deep-fry 10 minutes.'],
    };
    expect((await answer('how do i make them in the oven', { recipe: wings })).text).toContain('40-50 minutes');
    const battered: AttachedRecipe = {
      title: 'Battered Cod',
      ingredients: ['2 cod fillets', '100 g flour', '150 ml beer'],
      instructions: ['Dip in the batter and deep-fry.'],
    };
    expect((await answer('can i use the air fryer', { recipe: battered })).text).toMatch(/panko/);
  });

  it('short questions about the attached recipe are not off-topic', () => {
    expect(classifyTopic('how do i know when its done', { hasRecipe: true })).toBe('cooking');
    expect(classifyTopic('what dip goes with these', { hasRecipe: true })).toBe('cooking');
  });
});

describe('keeping times, cooking times and what is not cooking', () => {
  it('roast chicken keeps as cooked leftovers; roasting it is a cooking time', async () => {
    expect((await answer('how long does roast chicken last?')).text).toMatch(/3-4 days/);
    expect((await answer('how long do i roast a whole chicken')).text).toMatch(/20 minutes per 500 g/);
    // A method's durations are no keeping time, and a wrap is not a roast.
    expect((await answer('how long does roast chicken last?')).text).not.toMatch(/per 500 g/);
    expect((await answer('how do i make a chicken wrap')).text).not.toMatch(/per 500 g/);
  });

  it('creative writing and household chores with a food word are redirected', async () => {
    for (const m of [
      'write a rap about pizza',
      'write me a sonnet about cheese',
      'how do i get rid of ants in my kitchen',
    ])
      expect((await answer(m)).kind, m).toBe('redirect');
    expect((await answer('Can I eat deli meat while pregnant?')).text).toMatch(/165 °F/);
  });
});

describe('what kind of side is asked for', () => {
  it("a wine question is answered by wine, not by the dish's sides", async () => {
    expect((await answer('what wine should i serve with salmon')).text).toMatch(/Chardonnay|Pinot/);
    const sides = await answer('what wine goes with fish tacos');
    expect(sides.text).not.toMatch(/asparagus/);
  });
});

describe('more about the attached recipe', () => {
  const curry: AttachedRecipe = {
    title: 'Lamb Rogan Josh',
    servings: 4,
    ingredients: ['800 g lamb shoulder, diced', '2 tsp Kashmiri chilli powder', '150 g yogurt', '1 onion, sliced'],
    instructions: [
      'Marinate the lamb in the yogurt for a few hours.',
      'Simmer the lamb with the onion and spices for 90 minutes.',
    ],
  };
  const cookies: AttachedRecipe = {
    title: 'Oatmeal Cookies',
    servings: 20,
    ingredients: ['1 cup butter', '1 cup brown sugar', '2 cups oats', '1 1/2 cups flour'],
    instructions: ['Cream, mix and bake at 350 °F for 12 minutes.'],
  };

  it("'is it spicy?' says where the heat comes from; it does not make it hotter", async () => {
    const a = await answer('is it spicy?', { recipe: curry });
    expect(a.text).toContain('Kashmiri chilli powder');
    expect(a.text).not.toMatch(/half as much again, \*\*3 tsp/);
  });

  it("a step's time is the step's, never the whole recipe's", async () => {
    expect((await answer('how long should i marinate it', { recipe: curry })).text).toMatch(/a few hours/);
  });

  it('reheating fits the dish', async () => {
    expect((await answer('how do i reheat the leftovers', { recipe: curry })).text).toMatch(/stirring/);
    expect((await answer('how do i reheat them', { recipe: cookies })).text).toMatch(/350 °F/);
  });

  it("'can I use X?' is about X as the replacement, or honestly not answered", async () => {
    expect((await answer('can i use margarine', { recipe: cookies })).text).toMatch(/margarine/i);
    const oil = await answer('can i use oil?', { recipe: cookies });
    expect(oil.text).not.toMatch(/Instead of \*\*1 cup vegetable oil/);
  });

  it("'keep the batter crispy' is not a keeping time", async () => {
    const fish: AttachedRecipe = {
      title: 'Fried Fish',
      ingredients: ['2 cod fillets', '100 g flour', '150 ml beer'],
      instructions: ['Batter and deep-fry.'],
    };
    const a = await answer('how do i keep the batter crispy', { recipe: fish });
    expect(a.kind).not.toBe('storage');
    expect(a.text).toMatch(/rack/);
  });
});

describe('UK and US names', () => {
  it('plain flour is all-purpose flour when the swap is checked', async () => {
    expect((await answer('can i use plain flour instead of bread flour')).text).toMatch(/all-purpose flour/);
  });
  it("'is X the same as Y' is answered by text naming both", async () => {
    expect((await answer('is icing sugar the same as powdered sugar')).text).toMatch(/icing sugar = powdered/);
  });
});

describe('amounts in the attached recipe', () => {
  const muffins: AttachedRecipe = {
    title: 'Blueberry Muffins',
    servings: 12,
    ingredients: ['2 cups flour', '3/4 cup sugar', '2 eggs', '1 cup blueberries'],
    instructions: ['Mix and bake at 375 °F for 20 minutes.'],
    nutrition: { calories: 230, protein: 4, carbs: 34, fat: 8, fiber: 1 },
  };

  it("counts in pieces and dozens scale the recipe, as does 'for two please'", async () => {
    expect((await answer('i need 24 muffins', { recipe: muffins })).text).toContain('24 servings');
    expect((await answer('make a dozen', { recipe: { ...muffins, servings: 6 } })).text).toContain('12 servings');
    expect((await answer('for two please', { recipe: muffins })).text).toContain('2 servings');
  });

  it("'how much sugar do I need' quotes the recipe; sugar per muffin says it has no figure", async () => {
    expect((await answer('how much sugar do i need', { recipe: muffins })).text).toContain('3/4 cup sugar');
    const per = await answer('how much sugar per muffin', { recipe: muffins });
    expect(per.text).toMatch(/don't have a sugar figure/);
    expect(per.text).toContain('230 calories');
  });
});

describe('general knowledge about the attached dish', () => {
  const stew: AttachedRecipe = {
    title: 'Beef Stew',
    servings: 6,
    ingredients: ['1 kg beef chuck', '1 cup red wine', '2 carrots', '3 cups stock'],
    instructions: ['Brown the beef, add the wine and stock and simmer 2 hours.'],
  };
  it("'how do I thicken it?' is about thickening, never about mayonnaise", async () => {
    const a = await answer('how do i thicken it', { recipe: stew });
    expect(a.text).toMatch(/slurry|reduce/);
    expect(a.text).not.toMatch(/mayonnaise/i);
  });
  it("'what wine should I use?' is the wine to buy, not a swap for white wine", async () => {
    const a = await answer('what wine should i use', { recipe: stew });
    expect(a.text).toMatch(/dry red/);
  });
  it('how many it makes', async () => {
    expect((await answer('how many does it serve?', { recipe: stew })).text).toContain('6 servings');
  });
});

describe('the dish by name', () => {
  const lasagna: AttachedRecipe = {
    title: 'Spinach Lasagna',
    servings: 6,
    ingredients: ['12 lasagna sheets', '500 g spinach', '500 g ricotta', '2 cups tomato sauce'],
    instructions: ['Layer and bake at 375 °F for 45 minutes.'],
  };
  it('making it ahead uses what the knowledge says about that dish', async () => {
    expect((await answer('can i assemble it the day before?', { recipe: lasagna })).text).toMatch(/10-15 minutes/);
  });
  it("'can I use X?' is answered only by text about X", async () => {
    const a = await answer('can i use no-boil noodles', { recipe: lasagna });
    if (a.kind !== 'general') expect(a.text.toLowerCase()).toContain('no-boil');
  });
});

describe('questions beside a recipe that are not about it', () => {
  const risotto: AttachedRecipe = {
    title: 'Mushroom Risotto',
    servings: 4,
    cookingTime: 45,
    ingredients: ['1 1/2 cups arborio rice', '250 g mushrooms', '1/2 cup dry white wine', '1/2 cup grated parmesan'],
    instructions: ['Fry the mushrooms in oil.', 'Add the wine, then the stock a ladle at a time, for 18-20 minutes.'],
  };
  it('a food the recipe does not have is answered as itself', async () => {
    expect((await answer('how long to cook pasta', { recipe: risotto })).text).not.toMatch(/45 minutes/);
    expect((await answer('can i freeze a large egg', { recipe: risotto })).text).not.toMatch(/Mushroom Risotto/);
  });
  it("'in the oven' is not 'instead of frying' for a dish that only fries its mushrooms", async () => {
    expect((await answer('can i make it in the oven', { recipe: risotto })).text).not.toMatch(/instead of frying/);
  });
  it('amounts of its own ingredients are quoted', async () => {
    expect((await answer('how much parmesan?', { recipe: risotto })).text).toContain('1/2 cup grated parmesan');
  });
  it("'is pecorino vegetarian?' is about pecorino", async () => {
    const a = await answer('is pecorino vegetarian?', { recipe: risotto });
    expect(a.text).not.toMatch(/To make "Mushroom Risotto"/);
  });
});

describe('a cheesecake is judged as a cheesecake', () => {
  const cheesecake: AttachedRecipe = {
    title: 'Vanilla Cheesecake',
    servings: 10,
    ingredients: ['200 g digestive biscuits', '80 g butter', '600 g cream cheese', '3 eggs', '150 g sugar'],
    instructions: ['Press the crumbs into a tin, add the filling and bake at 160 °C for 50 minutes.'],
  };
  it('its biscuit base has gluten', async () => {
    const a = await answer('is it gluten free?', { recipe: cheesecake });
    expect(a.text).toMatch(/not gluten-free/);
    expect(a.text).toContain('digestive biscuits');
  });
  it('it is frozen and thawed in the fridge, never baked covered to 165 °F', async () => {
    const a = await answer('can i freeze it?', { recipe: cheesecake });
    expect(a.text).toMatch(/Thaw it in the fridge/);
    expect(a.text).not.toMatch(/165 °F/);
  });
  it('made ahead without a pastry step, and swaps asked as "instead of" are cooking', async () => {
    expect((await answer('can i make it the day before?', { recipe: cheesecake })).text).not.toMatch(/pastry/);
    expect((await answer('what can i use instead of digestives', { recipe: cheesecake })).kind).not.toBe('redirect');
  });
});

describe('freezing and keeping by kind of dish', () => {
  it('a soup with cream freezes as a soup (with a note), not as a creamy pasta', async () => {
    const soup: AttachedRecipe = {
      title: 'Creamy Mushroom Soup',
      ingredients: ['500 g mushrooms', '1 litre stock', '150 ml double cream'],
      instructions: ['Simmer 20 minutes, blend, add the cream.'],
    };
    const a = await answer('can i freeze it', { recipe: soup });
    expect(a.text).toMatch(/\*\*Yes\*\*/);
    expect(a.text).not.toMatch(/pasta/);
    expect(a.text).toMatch(/separate/);
    const pasta: AttachedRecipe = {
      title: 'Fettuccine Alfredo',
      ingredients: ['400 g fettuccine', '300 ml double cream', '80 g parmesan'],
    };
    expect((await answer('can i freeze it', { recipe: pasta })).text).toMatch(/Not ideal/);
  });
  it('a leafy salad keeps a day or two, never as cooked leftovers in the freezer', async () => {
    const salad: AttachedRecipe = {
      title: 'Garden Salad',
      ingredients: ['1 lettuce', '2 tomatoes', '1 cucumber', '3 tbsp dressing'],
    };
    const a = await answer('how long does it keep?', { recipe: salad });
    expect(a.text).toMatch(/1-2 days/);
    expect(a.text).not.toMatch(/2-6 months/);
  });
  it('keto is judged from its carbohydrate per serving', async () => {
    const bowl: AttachedRecipe = {
      title: 'Rice Bowl',
      ingredients: ['2 cups rice'],
      nutrition: { calories: 600, protein: 20, carbs: 90, fat: 15, fiber: 4 },
    };
    expect((await answer('is this keto?', { recipe: bowl })).text).toMatch(
      /90 g carbohydrate per serving[\s\S]*not keto/,
    );
  });
});
