/**
 * Three questions worth asking about a recipe, most useful first, from its own ingredients
 * and method: the first is what the card prefills (the spec's suggestedQuestion), and the
 * panel offers all three as buttons. Each is one the assistant answers from the recipe.
 */
export function suggestedQuestions(recipe: {
  title: string;
  ingredients?: readonly string[];
  instructions?: readonly string[];
  nutrition?: object;
}): string[] {
  const text = [recipe.title, ...(recipe.ingredients ?? []), ...(recipe.instructions ?? [])].join(' \n ').toLowerCase();
  const has = (re: RegExp) => re.test(text);
  const out: string[] = [];
  if (has(/\b(deep-fry|deep fry|fry|fried|frying)\b/) && !has(/\bstir-fr/))
    out.push('Can I bake this instead of frying?');
  if (
    has(/\b(chill?i|chillies|chilies|jalape|cayenne|sriracha|chipotle|harissa|gochujang|hot sauce|red pepper flakes)/)
  )
    out.push('How do I make it milder?');
  if (has(/\b(soup|stew|curry|dal|dhal|chili|lasagn|casserole|sauce|braise|ragu|bolognese|pancakes?|waffles?)\b/))
    out.push('Can I freeze it?');
  out.push('Is it gluten-free?');
  out.push('What should I serve with it?');
  if (recipe.nutrition) out.push('How much fiber per serving?');
  return [...new Set(out)].slice(0, 3);
}
