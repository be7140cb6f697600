import { describe, expect, it } from 'vitest';
import { buildShoppingList, groupByCategory, parseShoppingLine, shoppingListText, type ShoppingMeal } from './shopping';

type Row = [line: string, amount: number | null, unit: string | null, ingredientId: string | null, flags?: string];

// Lines from the built-in chef engine's recipes (first block) and common cookbook phrasing.
const LINES: Row[] = [
  ['2 1/2 tbsp mint, chopped', 2.5, 'tbsp', 'mint'],
  ['40 g feta, crumbled', 40, 'g', 'feta'],
  ['1 sheet puff pastry', 1, 'sheet', 'puff-pastry'],
  ['200 g tofu, pressed and cubed', 200, 'g', 'tofu'],
  ['1/2 cup jasmine rice', 0.5, 'cup', 'jasmine-rice'],
  ['1 1/2 cups green beans, trimmed', 1.5, 'cup', 'green-beans'],
  ['2 red potatoes, halved', 2, null, 'red-potatoes'],
  ['2 cups arugula', 2, 'cup', 'arugula'],
  ['400 g beef chuck, cut into 2-3 large pieces', 400, 'g', 'beef-chuck'],
  ['1/4 lemon, zested', 0.25, null, 'lemon'],
  ['Pinch of salt', 1, 'pinch', 'salt'],
  ['130 g rice noodles', 130, 'g', 'rice-noodles'],
  ['2/3 cup cherry tomatoes, halved', 2 / 3, 'cup', 'cherry-tomatoes'],
  ['1/2 can coconut milk', 0.5, 'can', 'coconut-milk'],
  ['1/3 lime, juiced', 1 / 3, null, 'lime'],
  ['1/8 tsp nutmeg', 0.125, 'tsp', 'nutmeg'],
  ['2 sweet potatoes, cut into 1.5 cm dice', 2, null, 'sweet-potatoes'],
  ['3 tbsp cherries, pitted', 3, 'tbsp', 'cherries'],
  ['1 2/3 cups milk', 5 / 3, 'cup', 'milk'],
  ['260 g chicken breast, cut into thin strips', 260, 'g', 'chicken-breast'],
  ['1 red onion, cut into wedges', 1, null, 'red-onion'],
  ['1 red chili, finely chopped', 1, null, 'red-chili'],
  ['4 tbsp all-purpose flour', 4, 'tbsp', 'all-purpose-flour'],
  ['2 1/2 cups vegetable stock', 2.5, 'cup', 'vegetable-stock'],
  ['3/4 tsp cumin seeds', 0.75, 'tsp', 'cumin-seeds'],
  ['1 tbsp ginger, grated', 1, 'tbsp', 'ginger'],
  ['1 1/2 pears, halved, stoned or cored', 1.5, null, 'pears'],
  ['2 stalks celery, diced', 2, 'stalk', 'celery'],
  ['2 slices prosciutto', 2, 'slice', 'prosciutto'],
  ['3 cloves garlic, minced', 3, 'clove', 'garlic'],
  ['1 1/2 tsp garam masala', 1.5, 'tsp', 'garam-masala'],
  ['4 corn tortillas', 4, null, 'tortillas-corn'],
  ['8 spring onions, cut into thin strips', 8, null, 'spring-onions'],
  ['1 tsp sesame oil', 1, 'tsp', 'sesame-oil'],
  // Cookbook phrasing: mixed numbers, unicode fractions, ranges, plurals, abbreviations.
  ['1 lb ground beef', 1, 'lb', 'ground-beef'],
  ['2 (15 oz) cans black beans, drained and rinsed', 30, 'oz', 'black-beans'],
  ['1-1/2 cups all-purpose flour', 1.5, 'cup', 'all-purpose-flour'],
  ['1½ cups sugar', 1.5, 'cup', 'sugar'],
  ['2 to 3 jalapeños, seeded', 2.5, null, 'jalapeno'],
  ['⅓ cup maple syrup', 1 / 3, 'cup', 'maple-syrup'],
  ['4 boneless skinless chicken thighs', 4, null, 'chicken-thighs'],
  ['1 tbsp. soy sauce', 1, 'tbsp', 'soy-sauce'],
  ['2 Tbsp honey', 2, 'tbsp', 'honey'],
  ['1 T butter', 1, 'tbsp', 'butter'],
  ['1 t vanilla extract', 1, 'tsp', 'vanilla-extract'],
  ['3 sprigs thyme', 3, 'sprig', 'thyme'],
  ['1 bay leaf', 1, null, 'bay-leaves'],
  ['1 kg potatoes, peeled', 1, 'kg', 'potatoes'],
  ['5 oz baby spinach', 5, 'oz', 'spinach'],
  ['2 cups shredded mozzarella cheese', 2, 'cup', 'mozzarella'],
  ['1/4 cup grated Parmesan', 0.25, 'cup', 'parmesan'],
  ['Freshly ground black pepper', null, null, 'black-pepper'],
  ['Salt, to taste', null, null, 'salt', 'taste'],
  ['Olive oil, for drizzling', null, null, 'olive-oil', 'taste'],
  ['Fresh cilantro, for garnish', null, null, 'cilantro', 'taste'],
  ['1 cup chicken stock or water', 1, 'cup', 'chicken-stock'],
  ['2 ripe avocados', 2, null, 'avocado'],
  ['Juice of 2 limes', 2, null, 'lime'],
  ['8 oz spaghetti', 8, 'oz', 'spaghetti'],
  ['2 x 400g tins chopped tomatoes', 800, 'g', 'canned-tomatoes'],
  ['1 (14 oz) can diced tomatoes', 14, 'oz', 'canned-tomatoes'],
  ['100 g feta, crumbled', 100, 'g', 'feta'],
  ['2 tsp smoked paprika', 2, 'tsp', 'smoked-paprika'],
  ['1 medium zucchini, sliced', 1, null, 'zucchini'],
  ['3 green onions, thinly sliced', 3, null, 'spring-onions'],
  ['12 ounces salmon fillets', 12, 'oz', 'salmon'],
  ['250ml coconut milk', 250, 'ml', 'coconut-milk'],
  ['2 pints milk', 2, 'pint', 'milk'],
  ['1 tsp cumin (optional)', 1, 'tsp', 'cumin', 'optional'],
  ['2-3 tbsp olive oil', 2.5, 'tbsp', 'olive-oil'],
  ['2 large eggs', 2, null, 'eggs'],
  ['½ red onion', 0.5, null, 'red-onion'],
  ['a handful of basil leaves', 1, 'handful', 'basil'],
  ['1 garlic clove', 1, null, 'garlic'],
  ['For the sauce:', null, null, null, 'unparsed'],
  ['Something weird @@', null, null, null],
];

describe('parseShoppingLine', () => {
  it('has a table of at least 60 real lines', () => expect(LINES.length).toBeGreaterThanOrEqual(60));

  it.each(LINES)('%s', (line, amount, unit, ingredientId, flags = '') => {
    const p = parseShoppingLine(line);
    if (amount === null) expect(p.amount).toBeUndefined();
    else expect(p.amount).toBeCloseTo(amount, 5);
    expect(p.unit ?? null).toBe(unit);
    expect(p.ingredient?.id ?? null).toBe(ingredientId);
    expect(p.toTaste).toBe(flags.includes('taste'));
    expect(p.optional).toBe(flags.includes('optional'));
    expect(p.parsed).toBe(!flags.includes('unparsed'));
  });

  it('scales by the servings factor', () => {
    expect(parseShoppingLine('1 1/2 cups rice', 2).amount).toBe(3);
    expect(parseShoppingLine('2-4 cloves garlic', 0.5).amount).toBe(1.5);
  });
});

const meal = (ingredients: string[], servings = 2, recipeServings = 2, title = 'Dinner'): ShoppingMeal => ({
  date: '2026-11-24',
  servings,
  recipe: { title, servings: recipeServings, ingredients },
});

describe('buildShoppingList', () => {
  it("skips an imported recipe's group headings ('For the sauce:'), which are not things to buy", () => {
    const list = buildShoppingList([meal(['For the sauce:', '400 g chicken breast', 'To serve:', '1 lemon'])]);
    expect(list.items.map((i) => i.text)).toEqual(['400 g chicken breast', '1 lemon']);
    expect(list.stats.lines).toBe(2);
  });

  it('merges 400 g and 1 lb of chicken into one line and counts the meals', () => {
    const list = buildShoppingList([
      meal(['400 g chicken breast, diced']),
      meal(['1 lb chicken breasts']),
      meal(['2 chicken breasts, sliced']),
    ]);
    const chicken = list.items.find((i) => i.ingredientId === 'chicken-breast')!;
    // 400 g + 453.6 g + 2 x 175 g = 1203.6 g, written in the family used most (grams).
    expect(chicken.text).toBe('1.2 kg chicken breast');
    expect(chicken.meals).toBe(3);
    expect(list.stats).toEqual({ lines: 3, items: 1, matched: 3, unparsed: 0 });
  });

  it('converts volume and weight where the catalogue knows grams per cup, and keeps the larger family', () => {
    const list = buildShoppingList([meal(['1 cup basmati rice']), meal(['100 g basmati rice'])]);
    const rice = list.items.find((i) => i.ingredientId === 'basmati-rice')!;
    expect(rice.amount).toMatch(/cups?$/);
    expect(rice.sources).toEqual(['1 cup basmati rice', '100 g basmati rice']);
  });

  it('sums spoons into cups, counts whole things, keeps units it cannot convert apart', () => {
    const list = buildShoppingList([
      meal(['8 tbsp olive oil', '1 onion, diced', '2 cloves garlic', '1 can coconut milk']),
      meal(['8 tbsp olive oil', '1/2 onion', '1 garlic clove', '200 ml coconut milk']),
    ]);
    const text = Object.fromEntries(list.items.map((i) => [i.ingredientId, i.text]));
    expect(text['olive-oil']).toBe('1 cup olive oil');
    expect(text.onion).toBe('1 1/2 onions');
    expect(text.garlic).toBe('3 cloves garlic');
    expect(text['coconut-milk']).toBe('200 ml + 1 can coconut milk');
  });

  it('reads like a shopping list: cups from a quarter cup up, bare counts stay bare, no tap water', () => {
    const list = buildShoppingList([
      meal(['6 tbsp honey', '2 bay leaves', '4 spring onions, sliced', '2 cups water', '2 stalks celery']),
      meal(['6 tbsp honey', '2 bay leaves', '4 spring onions', '1 cup water', '1 celery stalk', '2 1/3 bell peppers']),
    ]);
    const text = list.items.map((i) => i.text);
    expect(text).toEqual(
      expect.arrayContaining(['3/4 cup honey', '4 bay leaves', '8 spring onions', '3 stalks celery', '3 bell peppers']),
    );
    expect(list.items.find((i) => i.ingredientId === 'water')).toBeUndefined();
  });

  it('scales by the servings planned', () => {
    const list = buildShoppingList([meal(['200 g spaghetti'], 6, 2)]);
    expect(list.items[0]!.text).toBe('600 g spaghetti');
  });

  it("keeps 'to taste' items without an amount, and lines it cannot read as written", () => {
    const list = buildShoppingList([
      meal(['Salt, to taste', '(see the note below for what to use)', '1 tsp salt']),
      meal(['Salt and pepper, to taste']),
    ]);
    const salt = list.items.find((i) => i.ingredientId === 'salt')!;
    expect(salt.text).toBe('1 tsp salt (plus some to taste)');
    const kept = list.items.find((i) => i.unparsed)!;
    expect(kept.text).toBe('(see the note below for what to use)');
    expect(kept.category).toBe('Other');
    expect(list.stats.unparsed).toBe(1);
  });

  it('orders items by catalogue aisle and writes a text with header and footer', () => {
    const list = buildShoppingList([meal(['1 tbsp olive oil', '2 eggs', '1 onion', '200 g salmon'])]);
    expect(groupByCategory(list.items).map((g) => g.category)).toEqual([
      'Proteins',
      'Vegetables',
      'Dairy & Eggs',
      'Oils & Condiments',
    ]);
    const text = shoppingListText(list.items, { start: '2026-11-24', end: '2026-11-30', meals: 1 });
    expect(text.split('\n')[0]).toBe('Chowdr shopping list: Tue 24 Nov - Mon 30 Nov 2026');
    expect(text).toContain('Proteins\n- [ ] 200 g salmon');
    expect(text.trim().split('\n').at(-1)).toBe('4 items for 1 planned meal. Made with Chowdr.');
  });
});
