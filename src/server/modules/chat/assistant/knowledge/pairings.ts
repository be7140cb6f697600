// What to serve with a dish: classic side dishes by cuisine and by main ingredient. Written by
// the Chowdr team from the cuisines' common table customs (no single source; these are
// conventions, offered as suggestions).

export const SIDES_BY_CUISINE: Record<string, readonly string[]> = {
  italian: ['a green salad with lemon and olive oil', 'garlic bread or focaccia', 'roasted broccolini or green beans'],
  mexican: ['Mexican rice', 'refried or black beans', 'pico de gallo and guacamole', 'a lime-dressed cabbage slaw'],
  asian: ['steamed jasmine rice', 'garlicky stir-fried greens (bok choy)', 'a smashed cucumber salad'],
  japanese: ['steamed short-grain rice', 'miso soup', 'a cucumber sunomono salad', 'pickled vegetables'],
  indian: ['basmati rice or jeera rice', 'warm naan or roti', 'cucumber raita', 'a simple dal'],
  mediterranean: ['warm pita with hummus', 'a Greek salad', 'herbed couscous or rice pilaf'],
  french: ['a green salad with Dijon vinaigrette', 'crusty baguette', 'gratin potatoes or buttered green beans'],
  american: ['coleslaw', 'roasted potatoes or mashed potatoes', 'corn on the cob', 'a crisp green salad'],
};

export const SIDES_BY_MAIN: readonly { keys: readonly string[]; sides: readonly string[] }[] = [
  { keys: ['steak', 'beef'], sides: ['roasted or mashed potatoes', 'a peppery arugula salad', 'garlic green beans'] },
  { keys: ['chicken', 'turkey'], sides: ['roasted vegetables', 'rice pilaf', 'a green salad'] },
  { keys: ['salmon', 'fish', 'cod', 'shrimp', 'prawns', 'tuna'], sides: ['lemony rice or couscous', 'steamed asparagus or green beans', 'a cucumber-dill salad'] },
  { keys: ['pork'], sides: ['apple slaw', 'roasted sweet potatoes', 'braised cabbage'] },
  { keys: ['lamb'], sides: ['herbed couscous', 'roasted root vegetables', 'a mint yogurt sauce'] },
  { keys: ['tofu', 'tempeh'], sides: ['steamed rice', 'sesame greens', 'quick-pickled cucumbers'] },
  { keys: ['pasta', 'spaghetti', 'penne', 'lasagna'], sides: ['a green salad', 'garlic bread', 'roasted vegetables'] },
  { keys: ['curry', 'dal', 'lentils', 'chickpeas'], sides: ['basmati rice', 'naan', 'raita'] },
  { keys: ['soup', 'stew', 'chili', 'chilli', 'chili con carne', 'chilli con carne'], sides: ['crusty bread or cornbread', 'a crisp salad', 'grilled cheese toasts'] },
];

/** What goes on top of a dish ('what toppings for chilli?'): toppings, not side dishes. */
export const TOPPINGS_BY_DISH: readonly { keys: readonly string[]; toppings: readonly string[] }[] = [
  { keys: ['chili', 'chilli', 'chili con carne', 'chilli con carne'], toppings: ['soured cream or Greek yogurt', 'grated cheddar', 'sliced spring onions', 'avocado or guacamole', 'chopped coriander and a wedge of lime', 'crushed tortilla chips'] },
  { keys: ['tacos', 'taco', 'burrito', 'burritos', 'nachos', 'quesadilla', 'pozole', 'enchiladas'], toppings: ['salsa or pico de gallo', 'quick-pickled red onion', 'shredded cabbage or lettuce', 'crumbled cotija or feta', 'coriander, lime and sliced radishes', 'soured cream'] },
  { keys: ['curry', 'dal', 'daal', 'dhal', 'tikka masala', 'korma'], toppings: ['chopped coriander', 'a spoonful of yogurt', 'toasted flaked almonds or cashews', 'sliced green chilli', 'crispy fried onions'] },
  { keys: ['soup'], toppings: ['croutons', 'a swirl of cream or yogurt', 'chopped herbs', 'crispy bacon or toasted seeds', 'a drizzle of good olive oil', 'grated cheese'] },
  { keys: ['pasta', 'spaghetti', 'penne', 'lasagna', 'lasagne', 'risotto', 'carbonara'], toppings: ['grated parmesan or pecorino', 'torn basil or parsley', 'chilli flakes', 'toasted breadcrumbs (pangrattato)', 'black pepper and a little lemon zest'] },
  { keys: ['pancakes', 'waffles', 'french toast', 'crepes'], toppings: ['maple syrup and butter', 'fresh berries', 'sliced banana', 'Greek yogurt', 'lemon and sugar'] },
  { keys: ['stir fry', 'stir-fry', 'noodles', 'pad thai', 'fried rice', 'ramen'], toppings: ['sliced spring onions', 'toasted sesame seeds', 'chopped peanuts', 'coriander and lime', 'chilli oil', 'a soft or fried egg'] },
  { keys: ['burger', 'burgers'], toppings: ['cheese', 'lettuce, tomato and red onion', 'pickles', 'caramelised onions', 'bacon', 'ketchup, mustard or burger sauce'] },
  { keys: ['shakshuka', 'eggs'], toppings: ['crumbled feta', 'chopped parsley or coriander', 'a spoon of yogurt', 'chilli flakes or harissa'] },
  { keys: ['oatmeal', 'porridge', 'yogurt', 'smoothie bowl'], toppings: ['fresh or frozen berries', 'sliced banana', 'nuts or seeds', 'a drizzle of honey or maple syrup', 'cinnamon'] },
];
