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
  { keys: ['soup', 'stew', 'chili'], sides: ['crusty bread or cornbread', 'a crisp salad', 'grilled cheese toasts'] },
];
