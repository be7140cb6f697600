// What each catalogue ingredient *is* (a fish, a melting cheese, a long pasta) and what it means
// for diets, derived once from ids, names and categories: the catalogue itself says only what an
// ingredient *does* (roles, methods, cuisines). ingredients.ts builds the index from these.

import type { CatalogueIngredient, IngredientCategory } from '../../../shared/kitchen/types';

/** Kinds used by dish slots. Derived from ids/names/categories by KIND_RULES below. */
export type Kind =
  // proteins
  | 'poultry' | 'beef' | 'pork' | 'lamb' | 'fish' | 'shellfish' | 'cured' | 'ground' | 'slow' | 'egg'
  | 'legume' | 'lentil' | 'soy' | 'paneer' | 'dried'
  // vegetables
  | 'leafy' | 'salad-leaf' | 'root' | 'allium' | 'squash' | 'brassica' | 'mushroom' | 'tomato' | 'pepper'
  | 'chili' | 'raw-veg' | 'corn' | 'green-bean' | 'eggplant' | 'potato' | 'sweet-potato' | 'stalk'
  | 'scallion' | 'cucumber' | 'avocado' | 'olive' | 'canned-tomato' | 'tomato-paste'
  // starches
  | 'pasta' | 'long-pasta' | 'short-pasta' | 'noodle' | 'rice' | 'sushi-rice' | 'risotto-rice' | 'grain'
  | 'couscous' | 'bread' | 'flatbread' | 'tortilla' | 'flour' | 'oats' | 'polenta' | 'breadcrumbs'
  | 'cornstarch' | 'semolina'
  // fruit
  | 'berry' | 'citrus' | 'stone-fruit' | 'tropical' | 'orchard' | 'dried-fruit' | 'banana' | 'fruit'
  // dairy
  | 'cheese' | 'hard-cheese' | 'melting-cheese' | 'fresh-cheese' | 'milk' | 'cream' | 'yogurt' | 'butter'
  | 'sour-cream' | 'plant-milk'
  // sweet & baking
  | 'chocolate' | 'cocoa' | 'sugar' | 'honey' | 'syrup' | 'jam' | 'vanilla' | 'baking-powder' | 'yeast'
  // nuts
  | 'nut' | 'seed' | 'nut-butter' | 'sesame'
  // liquids & condiments
  | 'stock' | 'wine' | 'coconut-milk' | 'water' | 'juice' | 'soy-sauce' | 'miso' | 'vinegar' | 'mustard'
  | 'hot-sauce' | 'curry-paste' | 'mayo' | 'fish-sauce' | 'oyster-sauce' | 'salsa' | 'ketchup' | 'pesto'
  | 'oil' | 'neutral-oil' | 'olive-oil' | 'sesame-oil' | 'mirin' | 'tahini' | 'capers'
  // spices & herbs
  | 'warm-spice' | 'chili-spice' | 'smoky' | 'savory-spice' | 'curry-spice' | 'soft-herb' | 'woody-herb'
  | 'salt' | 'black-pepper' | 'garlic' | 'onion' | 'ginger' | 'lemon' | 'lime'
  // flavour words (steer creative directions)
  | 'spicy' | 'sweet' | 'fresh' | 'rich';

/** Tokens of an id ('oyster-mushrooms' -> oyster, mushrooms) and name, lower case, singular-ish. */
function tokensOf(ing: CatalogueIngredient): Set<string> {
  const out = new Set<string>();
  for (const word of `${ing.id} ${ing.name}`.toLowerCase().split(/[^a-z]+/)) {
    if (!word) continue;
    out.add(word);
    // Simple singular so rules can list 'bean' once ('beans', 'berries' -> 'berry').
    if (word === 'chilies' || word === 'chillies') out.add('chili');
    else if (word.endsWith('ies')) out.add(`${word.slice(0, -3)}y`);
    else if (/(oes|shes|ches|xes)$/.test(word)) out.add(word.slice(0, -2));
    else if (word.endsWith('s') && !word.endsWith('ss')) out.add(word.slice(0, -1));
  }
  return out;
}

interface KindRule {
  kind: Kind;
  /** Any of these tokens. */
  any: string[];
  /** ...unless any of these tokens is present. */
  unless?: string[];
  /** ...and only in these categories. */
  in?: IngredientCategory[];
}

const PROTEIN: IngredientCategory[] = ['Proteins'];
const VEG: IngredientCategory[] = ['Vegetables'];
const FRUIT: IngredientCategory[] = ['Fruits'];
const STARCH: IngredientCategory[] = ['Grains & Starches'];
const DAIRY: IngredientCategory[] = ['Dairy & Eggs'];

// Order does not matter: an ingredient collects every kind whose rule matches.
const KIND_RULES: KindRule[] = [
  { kind: 'poultry', any: ['chicken', 'turkey', 'duck'], in: PROTEIN },
  { kind: 'beef', any: ['beef', 'steak', 'sirloin', 'brisket', 'veal', 'ribeye', 'chuck'], unless: ['tuna', 'salmon', 'fish', 'swordfish'], in: PROTEIN },
  { kind: 'pork', any: ['pork', 'ham', 'bacon', 'pancetta', 'prosciutto', 'chorizo', 'sausage'], in: PROTEIN },
  { kind: 'lamb', any: ['lamb', 'mutton', 'goat'], unless: ['cheese'], in: PROTEIN },
  {
    kind: 'fish',
    any: ['salmon', 'cod', 'tuna', 'tilapia', 'halibut', 'trout', 'mackerel', 'sardine', 'haddock', 'snapper',
      'bass', 'fish', 'anchovy', 'swordfish', 'catfish', 'pollock', 'sole', 'mahi'],
    unless: ['sauce'],
    in: PROTEIN,
  },
  { kind: 'shellfish', any: ['shrimp', 'prawn', 'scallop', 'mussel', 'clam', 'crab', 'lobster', 'squid', 'calamari', 'octopus'], in: PROTEIN },
  { kind: 'cured', any: ['bacon', 'pancetta', 'prosciutto', 'chorizo', 'ham', 'salami', 'sausage', 'pepperoni'], in: PROTEIN },
  { kind: 'ground', any: ['ground', 'mince', 'minced'], in: PROTEIN },
  { kind: 'slow', any: ['shoulder', 'brisket', 'shank', 'chuck', 'oxtail', 'short', 'stew'], in: PROTEIN },
  { kind: 'egg', any: ['egg'], unless: ['noodle', 'eggplant', 'plant'] },
  { kind: 'legume', any: ['bean', 'chickpea', 'lentil', 'dal'], unless: ['green', 'sprout', 'paste', 'vanilla', 'flour'], in: [...PROTEIN, ...STARCH, 'Pantry Staples'] },
  { kind: 'lentil', any: ['lentil', 'dal', 'dhal'] },
  { kind: 'soy', any: ['tofu', 'tempeh', 'seitan'] },
  { kind: 'paneer', any: ['paneer', 'halloumi'] },
  { kind: 'dried', any: ['dried', 'dry'], in: [...PROTEIN, ...STARCH] },

  { kind: 'leafy', any: ['spinach', 'kale', 'chard', 'arugula', 'rocket', 'lettuce', 'cabbage', 'bok', 'choy', 'collard', 'greens', 'watercress', 'romaine', 'endive', 'radicchio'], in: VEG },
  { kind: 'salad-leaf', any: ['lettuce', 'arugula', 'rocket', 'romaine', 'watercress', 'mesclun', 'endive', 'radicchio', 'spinach'], in: VEG },
  { kind: 'root', any: ['carrot', 'parsnip', 'beet', 'beetroot', 'turnip', 'radish', 'celeriac', 'rutabaga', 'daikon'], in: VEG },
  { kind: 'allium', any: ['onion', 'shallot', 'leek', 'garlic', 'scallion'] , in: VEG },
  { kind: 'onion', any: ['onion', 'shallot'], unless: ['green', 'powder', 'spring'], in: VEG },
  { kind: 'scallion', any: ['scallion', 'spring'], unless: ['roll'], in: VEG },
  { kind: 'garlic', any: ['garlic'], unless: ['powder', 'salt'] },
  { kind: 'ginger', any: ['ginger'], unless: ['ground', 'powder', 'pickled'] },
  { kind: 'squash', any: ['zucchini', 'courgette', 'squash', 'pumpkin', 'butternut'], in: VEG },
  { kind: 'brassica', any: ['broccoli', 'cauliflower', 'cabbage', 'brussels', 'kale', 'bok', 'broccolini'], in: VEG },
  { kind: 'mushroom', any: ['mushroom', 'shiitake', 'portobello', 'cremini', 'chanterelle', 'porcini', 'enoki'] },
  { kind: 'tomato', any: ['tomato'], unless: ['canned', 'paste', 'sauce', 'ketchup', 'sun', 'dried', 'crushed', 'puree', 'passata'], in: VEG },
  { kind: 'canned-tomato', any: ['canned', 'crushed', 'passata', 'puree', 'diced', 'marzano'], unless: ['bean', 'chickpea', 'coconut', 'corn', 'fish', 'tuna', 'salmon'], in: [...VEG, 'Pantry Staples'] },
  { kind: 'tomato-paste', any: ['paste'], unless: ['miso', 'curry', 'sesame', 'chili', 'bean', 'anchovy', 'garlic', 'ginger', 'tamarind', 'harissa', 'shrimp', 'almond', 'vanilla', 'red', 'gochujang'] },
  { kind: 'pepper', any: ['bell', 'capsicum'], in: VEG },
  { kind: 'chili', any: ['chili', 'chile', 'jalapeno', 'serrano', 'habanero', 'chilli', 'chipotle', 'poblano'], unless: ['powder', 'flake', 'sauce', 'oil', 'paste', 'dried'] },
  { kind: 'corn', any: ['corn'], unless: ['starch', 'flour', 'meal', 'tortilla', 'syrup', 'cornmeal', 'cornstarch'] },
  { kind: 'green-bean', any: ['green', 'snap', 'snow', 'asparagus', 'pea', 'edamame', 'okra'], unless: ['greens', 'collard', 'mustard', 'onion', 'chili', 'olive', 'curry'], in: VEG },
  { kind: 'eggplant', any: ['eggplant', 'aubergine'] },
  { kind: 'potato', any: ['potato'], unless: ['sweet', 'starch', 'chip', 'flake'] },
  { kind: 'sweet-potato', any: ['sweet', 'yam'], in: [...VEG, ...STARCH] },
  { kind: 'stalk', any: ['celery', 'fennel', 'asparagus'], in: VEG },
  { kind: 'cucumber', any: ['cucumber'] },
  { kind: 'avocado', any: ['avocado'] },
  { kind: 'olive', any: ['olive'], unless: ['oil'] },
  {
    kind: 'raw-veg',
    any: ['cucumber', 'tomato', 'lettuce', 'arugula', 'rocket', 'radish', 'carrot', 'bell', 'cabbage', 'celery',
      'fennel', 'romaine', 'spinach', 'avocado', 'scallion', 'corn', 'snap', 'watercress', 'kale', 'sprout', 'jicama', 'red'],
    unless: ['canned', 'paste', 'sauce', 'dried', 'potato', 'lentil', 'bean', 'pepper', 'flake', 'onion', 'wine', 'vinegar', 'curry', 'chili', 'rice'],
    in: VEG,
  },

  { kind: 'pasta', any: ['pasta', 'spaghetti', 'penne', 'linguine', 'fettuccine', 'fusilli', 'rigatoni', 'farfalle', 'macaroni', 'orzo', 'tagliatelle', 'lasagna', 'lasagne', 'orecchiette', 'bucatini', 'pappardelle', 'gnocchi'] },
  { kind: 'long-pasta', any: ['spaghetti', 'linguine', 'fettuccine', 'tagliatelle', 'bucatini', 'pappardelle'] },
  { kind: 'short-pasta', any: ['penne', 'fusilli', 'rigatoni', 'farfalle', 'macaroni', 'orecchiette', 'shells', 'ziti', 'rotini'] },
  { kind: 'noodle', any: ['noodle', 'udon', 'soba', 'ramen', 'vermicelli', 'rice-noodle'], in: STARCH },
  { kind: 'rice', any: ['rice'], unless: ['vinegar', 'wine', 'paper', 'noodle', 'flour', 'cake', 'milk', 'cracker'], in: STARCH },
  { kind: 'sushi-rice', any: ['sushi', 'calrose', 'glutinous', 'sticky', 'japanese'], in: STARCH },
  { kind: 'risotto-rice', any: ['arborio', 'carnaroli', 'risotto'] },
  { kind: 'grain', any: ['quinoa', 'bulgur', 'farro', 'barley', 'couscous', 'freekeh', 'millet', 'buckwheat', 'spelt', 'wheat'], unless: ['flour', 'bread', 'noodle', 'pasta'], in: STARCH },
  { kind: 'couscous', any: ['couscous'] },
  { kind: 'bread', any: ['bread', 'baguette', 'sourdough', 'ciabatta', 'brioche', 'loaf', 'roll', 'bun', 'bagel', 'toast', 'pita', 'naan', 'focaccia', 'muffin'], unless: ['crumb', 'breadcrumbs', 'panko'] },
  { kind: 'flatbread', any: ['pita', 'naan', 'flatbread', 'lavash', 'chapati', 'roti'] },
  { kind: 'tortilla', any: ['tortilla', 'taco'], unless: ['chip'] },
  { kind: 'flour', any: ['flour'], unless: ['tortilla'] },
  { kind: 'oats', any: ['oat', 'oats', 'oatmeal', 'granola', 'muesli'], unless: ['milk'] },
  { kind: 'polenta', any: ['polenta', 'cornmeal', 'grits'] },
  { kind: 'breadcrumbs', any: ['breadcrumb', 'breadcrumbs', 'panko', 'crumbs'] },
  { kind: 'cornstarch', any: ['cornstarch', 'cornflour', 'starch'] },
  { kind: 'semolina', any: ['semolina'] },

  { kind: 'berry', any: ['strawberry', 'blueberry', 'raspberry', 'blackberry', 'cranberry', 'berry', 'cherry'], unless: ['dried', 'juice', 'jam', 'tomato'], in: FRUIT },
  { kind: 'citrus', any: ['lemon', 'lime', 'orange', 'grapefruit', 'clementine', 'mandarin', 'tangerine', 'yuzu', 'citrus'], unless: ['juice', 'grass', 'curd', 'marmalade'] },
  { kind: 'lemon', any: ['lemon'], unless: ['grass', 'curd', 'pepper'] },
  { kind: 'lime', any: ['lime'], unless: ['leaf', 'leaves'] },
  { kind: 'stone-fruit', any: ['peach', 'nectarine', 'plum', 'apricot', 'cherry', 'cherries'], unless: ['dried', 'tomato'], in: FRUIT },
  { kind: 'tropical', any: ['mango', 'pineapple', 'papaya', 'passion', 'kiwi', 'coconut', 'guava', 'lychee'], unless: ['milk', 'cream', 'oil', 'water', 'flake', 'sugar', 'dried', 'shredded', 'desiccated'], in: FRUIT },
  { kind: 'orchard', any: ['apple', 'pear', 'quince', 'fig'], unless: ['sauce', 'cider', 'vinegar', 'juice', 'dried', 'pineapple'], in: FRUIT },
  { kind: 'banana', any: ['banana', 'plantain'] },
  { kind: 'dried-fruit', any: ['raisin', 'sultana', 'dried', 'date', 'prune', 'currant'], unless: ['tomato'], in: FRUIT },

  { kind: 'cheese', any: ['cheese', 'parmesan', 'cheddar', 'mozzarella', 'feta', 'ricotta', 'gruyere', 'brie', 'camembert', 'pecorino', 'gouda', 'halloumi', 'mascarpone', 'manchego', 'paneer', 'emmental', 'swiss', 'provolone', 'fontina', 'gorgonzola', 'queso', 'cotija', 'burrata', 'comte', 'asiago', 'jack', 'colby', 'havarti', 'stilton', 'roquefort', 'goat', 'chevre'], unless: ['macaroni'], in: DAIRY },
  { kind: 'hard-cheese', any: ['parmesan', 'pecorino', 'asiago', 'grana', 'manchego', 'comte', 'gruyere', 'parmigiano'] },
  { kind: 'melting-cheese', any: ['mozzarella', 'cheddar', 'gruyere', 'fontina', 'jack', 'monterey', 'provolone', 'emmental', 'gouda', 'comte', 'oaxaca', 'colby', 'havarti', 'raclette'], in: DAIRY },
  { kind: 'fresh-cheese', any: ['feta', 'ricotta', 'goat', 'chevre', 'mozzarella', 'burrata', 'cotija', 'queso', 'halloumi', 'paneer', 'cottage', 'labneh', 'mascarpone'] },
  { kind: 'milk', any: ['milk', 'buttermilk'], unless: ['coconut', 'condensed', 'evaporated', 'powder'] },
  { kind: 'plant-milk', any: ['almond', 'oat', 'soy', 'rice', 'cashew'], unless: ['butter', 'flour', 'flake', 'sauce', 'noodle', 'vinegar', 'sliced', 'whole', 'rolled', 'tofu', 'meal', 'extract', 'paper', 'wine'], in: DAIRY },
  { kind: 'cream', any: ['cream', 'creme', 'crème'], unless: ['cheese', 'sour', 'coconut', 'ice', 'tartar', 'corn'] },
  { kind: 'yogurt', any: ['yogurt', 'yoghurt', 'labneh', 'skyr', 'curd'], unless: ['lemon', 'bean'] },
  { kind: 'butter', any: ['butter', 'ghee'], unless: ['peanut', 'almond', 'nut', 'cashew', 'milk', 'bean', 'cocoa', 'apple', 'sunflower', 'lettuce', 'squash', 'butternut'] },
  { kind: 'sour-cream', any: ['sour', 'creme', 'crème', 'fraiche'], unless: ['cherry', 'dough'], in: DAIRY },

  { kind: 'chocolate', any: ['chocolate', 'cacao'] },
  { kind: 'cocoa', any: ['cocoa'], unless: ['butter'] },
  { kind: 'sugar', any: ['sugar', 'jaggery'], unless: ['snap', 'pea', 'free'] },
  { kind: 'honey', any: ['honey'], unless: ['dew', 'honeydew'] },
  { kind: 'syrup', any: ['syrup', 'molasses', 'agave'] },
  { kind: 'jam', any: ['jam', 'preserve', 'preserves', 'marmalade', 'jelly'] },
  { kind: 'vanilla', any: ['vanilla'] },
  { kind: 'baking-powder', any: ['baking', 'bicarbonate'], unless: ['chocolate', 'sheet'] },
  { kind: 'yeast', any: ['yeast'] },

  { kind: 'nut', any: ['almond', 'walnut', 'pecan', 'cashew', 'pistachio', 'hazelnut', 'peanut', 'pine', 'macadamia', 'nut'], unless: ['milk', 'butter', 'oil', 'extract', 'flour', 'coconut', 'nutmeg', 'butternut', 'doughnut', 'chestnut'] },
  { kind: 'seed', any: ['seed', 'seeds', 'chia', 'flax', 'pumpkin', 'sunflower', 'sesame', 'hemp', 'pepitas'], unless: ['oil', 'paste', 'tahini', 'mustard', 'fennel', 'cumin', 'coriander', 'caraway', 'celery', 'nigella', 'fenugreek', 'anise'], in: ['Pantry Staples', 'Grains & Starches', 'Oils & Condiments', 'Herbs & Spices'] },
  { kind: 'nut-butter', any: ['butter'], unless: ['milk', 'cocoa'], in: ['Pantry Staples', 'Oils & Condiments'] },
  { kind: 'sesame', any: ['sesame', 'tahini'] },

  { kind: 'stock', any: ['stock', 'broth', 'bouillon', 'dashi'] },
  { kind: 'wine', any: ['wine'], unless: ['vinegar'] },
  { kind: 'coconut-milk', any: ['coconut'], unless: ['oil', 'flake', 'shredded', 'desiccated', 'sugar', 'water', 'aminos', 'yogurt', 'flour'], in: ['Pantry Staples', 'Dairy & Eggs', 'Oils & Condiments', 'Fruits'] },
  { kind: 'water', any: ['water'], unless: ['chestnut', 'cress', 'watercress', 'melon', 'watermelon', 'coconut', 'rose', 'orange', 'sparkling'] },
  { kind: 'juice', any: ['juice'] },
  { kind: 'soy-sauce', any: ['soy', 'tamari', 'shoyu'], unless: ['milk', 'bean', 'tofu', 'sauce-free'], in: ['Oils & Condiments', 'Pantry Staples'] },
  { kind: 'miso', any: ['miso'] },
  { kind: 'vinegar', any: ['vinegar'] },
  { kind: 'mustard', any: ['mustard', 'dijon'], unless: ['green', 'greens', 'seed', 'seeds', 'powder'] },
  { kind: 'hot-sauce', any: ['sriracha', 'hot', 'tabasco', 'harissa', 'gochujang', 'sambal', 'chili'], unless: ['powder', 'flake', 'flakes', 'pepper', 'fresh', 'dog', 'thai', 'jalapeno', 'serrano', 'habanero', 'poblano', 'chipotle'], in: ['Oils & Condiments', 'Pantry Staples'] },
  { kind: 'curry-paste', any: ['curry'], unless: ['powder', 'leaf', 'leaves'], in: ['Oils & Condiments', 'Pantry Staples'] },
  { kind: 'mayo', any: ['mayonnaise', 'mayo', 'aioli'] },
  { kind: 'fish-sauce', any: ['fish'], unless: ['fillet', 'fillets', 'white'], in: ['Oils & Condiments', 'Pantry Staples'] },
  { kind: 'oyster-sauce', any: ['oyster'], unless: ['mushroom', 'mushrooms'] },
  { kind: 'salsa', any: ['salsa', 'pico'] },
  { kind: 'ketchup', any: ['ketchup', 'bbq', 'barbecue'] },
  { kind: 'pesto', any: ['pesto'] },
  { kind: 'oil', any: ['oil'] },
  { kind: 'neutral-oil', any: ['vegetable', 'canola', 'sunflower', 'rapeseed', 'peanut', 'grapeseed', 'avocado', 'corn'], in: ['Oils & Condiments', 'Pantry Staples'], unless: ['olive', 'sesame', 'stock', 'broth', 'butter', 'nut', 'peanuts'] },
  { kind: 'olive-oil', any: ['olive'], unless: ['kalamata', 'green', 'black', 'olives'], in: ['Oils & Condiments', 'Pantry Staples'] },
  { kind: 'sesame-oil', any: ['sesame'], in: ['Oils & Condiments'], unless: ['seed', 'seeds', 'tahini', 'paste'] },
  { kind: 'mirin', any: ['mirin', 'sake'] },
  { kind: 'tahini', any: ['tahini'] },
  { kind: 'capers', any: ['caper', 'capers'] },

  { kind: 'warm-spice', any: ['cinnamon', 'nutmeg', 'cardamom', 'clove', 'cloves', 'allspice', 'anise', 'mace', 'pumpkin'], unless: ['garlic', 'seed', 'seeds'], in: ['Herbs & Spices'] },
  { kind: 'chili-spice', any: ['cayenne', 'chili', 'chile', 'chilli', 'flake', 'flakes', 'chipotle', 'ancho', 'gochugaru', 'kashmiri', 'pepper'], unless: ['black', 'white', 'peppercorn', 'peppercorns', 'sichuan', 'bell', 'lemon'], in: ['Herbs & Spices'] },
  { kind: 'smoky', any: ['smoked', 'chipotle', 'smoky', 'bacon', 'paprika'] },
  { kind: 'curry-spice', any: ['curry', 'garam', 'masala', 'turmeric', 'cumin', 'coriander', 'fenugreek', 'cardamom', 'mustard'], in: ['Herbs & Spices'], unless: ['leaf', 'leaves', 'fresh', 'cilantro'] },
  { kind: 'savory-spice', any: ['cumin', 'coriander', 'paprika', 'oregano', 'thyme', 'garlic', 'onion', 'fennel', 'caraway', 'za', 'zaatar', 'sumac', 'herbes', 'italian', 'seasoning', 'five', 'allspice', 'turmeric', 'curry', 'garam', 'chili', 'ras', 'baharat', 'cajun', 'old', 'mustard'], in: ['Herbs & Spices'], unless: ['fresh'] },
  { kind: 'soft-herb', any: ['basil', 'cilantro', 'parsley', 'mint', 'dill', 'chive', 'chives', 'tarragon', 'chervil', 'coriander', 'shiso'], unless: ['dried', 'seed', 'seeds', 'ground'], in: ['Herbs & Spices', 'Vegetables'] },
  { kind: 'woody-herb', any: ['thyme', 'rosemary', 'oregano', 'sage', 'bay', 'marjoram'], in: ['Herbs & Spices'] },
  { kind: 'salt', any: ['salt'], unless: ['garlic', 'celery', 'onion', 'seasoned'] },
  { kind: 'black-pepper', any: ['black', 'peppercorn', 'peppercorns'], unless: ['bean', 'beans', 'olive', 'olives', 'rice', 'sesame', 'cod', 'garlic', 'lentil', 'berry', 'currant', 'tea'], in: ['Herbs & Spices'] },

  { kind: 'spicy', any: ['chili', 'chile', 'chilli', 'jalapeno', 'serrano', 'habanero', 'cayenne', 'sriracha', 'harissa', 'gochujang', 'chipotle', 'hot', 'sambal', 'wasabi', 'horseradish', 'flake', 'flakes', 'kimchi', 'szechuan', 'sichuan'] },
  { kind: 'sweet', any: ['sugar', 'honey', 'syrup', 'chocolate', 'jam', 'maple', 'caramel', 'date', 'dates', 'molasses', 'agave'], unless: ['snap', 'potato', 'pea'] },
  { kind: 'fresh', any: ['mint', 'cilantro', 'basil', 'parsley', 'dill', 'cucumber', 'lemon', 'lime', 'arugula', 'lettuce', 'radish', 'fennel', 'scallion', 'chives', 'herb'], unless: ['seed', 'seeds', 'pepper', 'grass'] },
  { kind: 'rich', any: ['cream', 'butter', 'cheese', 'bacon', 'mascarpone', 'ghee', 'chocolate', 'gruyere', 'cheddar', 'parmesan', 'coconut'] },
];

/**
 * Corrections the keyword rules cannot express for the current catalogue. New entries
 * get sensible kinds from the rules; list one here only when the rules get it wrong.
 */
const KIND_OVERRIDES: Record<string, { add?: Kind[]; remove?: Kind[] }> = {
  'whole-chicken': { add: ['slow'] },
  'pork-belly': { add: ['slow'] },
  'chana-dal': { add: ['legume'] },
  'tomatillos': { add: ['raw-veg'] },
  'radishes': { add: ['raw-veg', 'root'] },
  'edamame': { add: ['legume'] },
  'ground-ginger': { add: ['warm-spice'] },
  'dried-chilies': { add: ['chili-spice', 'spicy'] },
  'kimchi': { add: ['spicy'] },
  'thyme': { remove: ['savory-spice'] },
  'oregano': { remove: ['savory-spice'] },
  'curry-leaves': { remove: ['savory-spice'] },
  'garlic-powder': { remove: ['savory-spice'] },
  'onion-powder': { remove: ['savory-spice'] },
  'fennel-seeds': { remove: ['fresh'] },
  'cardamom': { remove: ['curry-spice'] },
  'peanuts': { remove: ['neutral-oil'] },
  'lamb': { remove: ['slow'] },
  'shredded-coconut': { add: ['nut'] },
  'sweet-potatoes': { add: ['sweet-potato'] },
  'hoisin-sauce': { add: ['sweet'] },
  'teriyaki-sauce': { add: ['sweet', 'soy-sauce'] },
  'pickled-ginger': { remove: ['ginger'] },
  'lemongrass': { add: ['fresh'] },
  'wasabi': { add: ['hot-sauce'] },
};

// ---------------------------------------------------------------------------
// Diets

/** Tokens that make a non-protein item meat- or fish-based (stocks, sauces, fats). */
const MEAT_TOKENS = new Set(['chicken', 'beef', 'pork', 'lamb', 'bacon', 'gelatin', 'gelatine', 'lard', 'suet', 'veal', 'duck', 'turkey', 'meat', 'bone']);
const FISH_TOKENS = new Set(['fish', 'anchovy', 'anchovie', 'dashi', 'worcestershire', 'oyster', 'bonito', 'katsuobushi', 'shrimp', 'prawn', 'crab']);
/** Words that make a match on the lists above a false alarm ('oyster mushrooms', 'vegetable stock'). */
const NOT_ANIMAL_TOKENS = new Set(['mushroom', 'vegetable', 'vegan', 'plant', 'kombu', 'veggie', 'eggplant', 'butternut']);
const PLANT_DAIRY_TOKENS = new Set(['coconut', 'almond', 'oat', 'soy', 'cashew', 'rice', 'vegan', 'plant', 'peanut', 'nut']);
const DAIRY_TOKENS = new Set([
  'milk', 'butter', 'cream', 'cheese', 'yogurt', 'yoghurt', 'ghee', 'buttermilk', 'paneer', 'ricotta', 'mascarpone',
  'parmesan', 'feta', 'mozzarella', 'cheddar', 'gruyere', 'brie', 'halloumi', 'labneh', 'kefir', 'whey', 'custard',
  'brioche', 'naan', 'creme', 'fraiche', 'pecorino', 'queso', 'cotija',
]);
const EGG_TOKENS = new Set(['egg', 'mayonnaise', 'mayo', 'aioli', 'meringue', 'brioche', 'custard']);
const GLUTEN_TOKENS = [
  'flour', 'bread', 'pasta', 'spaghetti', 'penne', 'couscous', 'bulgur', 'farro', 'barley', 'noodle', 'udon',
  'ramen', 'panko', 'breadcrumb', 'breadcrumbs', 'pita', 'naan', 'baguette', 'brioche', 'seitan', 'soy', 'teriyaki',
  'hoisin', 'semolina', 'linguine', 'fettuccine', 'macaroni', 'orzo', 'lasagna', 'tortilla', 'wheat', 'spelt',
  'rye', 'sourdough', 'ciabatta', 'bun', 'miso', 'gnocchi', 'cracker', 'phyllo', 'pastry', 'wonton', 'soba',
];
/** Gluten-free despite a token above (rice noodles, corn tortillas, chickpea flour, soy milk, tofu). */
const GLUTEN_FREE_TOKENS = ['rice', 'corn', 'almond', 'coconut', 'tapioca', 'chickpea', 'buckwheat', 'milk', 'tofu', 'masa'];

export interface Diet {
  meat: boolean;
  fish: boolean;
  dairy: boolean;
  egg: boolean;
  honey: boolean;
  gluten: boolean;
}

function dietOf(ing: CatalogueIngredient, tokens: Set<string>, kinds: Set<Kind>): Diet {
  const has = (set: Set<string>) => [...tokens].some((t) => set.has(t));
  const falseAlarm = has(NOT_ANIMAL_TOKENS);
  const meat = ['poultry', 'beef', 'pork', 'lamb'].some((k) => kinds.has(k as Kind)) || (!falseAlarm && has(MEAT_TOKENS));
  const fish = kinds.has('fish') || kinds.has('shellfish') || (!falseAlarm && has(FISH_TOKENS));
  const plantDairy = has(PLANT_DAIRY_TOKENS);
  const dairy =
    (ing.category === 'Dairy & Eggs' && !kinds.has('egg') && !plantDairy) ||
    (!plantDairy && has(DAIRY_TOKENS)) ||
    (tokens.has('chocolate') && (tokens.has('milk') || tokens.has('white')));
  const egg = !tokens.has('eggplant') && has(EGG_TOKENS);
  const honey = tokens.has('honey') && !tokens.has('honeydew');
  const gluten = GLUTEN_TOKENS.some((t) => tokens.has(t)) && !GLUTEN_FREE_TOKENS.some((t) => tokens.has(t));
  return { meat, fish, dairy, egg, honey, gluten };
}

/** An ingredient's kinds (KIND_RULES, KIND_OVERRIDES, then what the catalogue's roles add) and diet. */
export function classify(ing: CatalogueIngredient): { kinds: Set<Kind>; diet: Diet } {
  const tokens = tokensOf(ing);
  const kinds = new Set<Kind>();
  for (const rule of KIND_RULES) {
    if (rule.in && !rule.in.includes(ing.category)) continue;
    if (!rule.any.some((t) => tokens.has(t))) continue;
    if (rule.unless?.some((t) => tokens.has(t))) continue;
    kinds.add(rule.kind);
  }
  const fix = KIND_OVERRIDES[ing.id];
  for (const k of fix?.add ?? []) kinds.add(k);
  for (const k of fix?.remove ?? []) kinds.delete(k);
  // Catalogue roles fill gaps the keyword rules cannot see.
  if (ing.roles.includes('fruit') && ing.category === 'Fruits') kinds.add('fruit');
  if (ing.category === 'Fruits' && !kinds.has('citrus')) kinds.add('fruit');
  if (kinds.has('citrus')) kinds.add('fresh');
  if (kinds.has('chocolate') || kinds.has('honey') || kinds.has('syrup') || kinds.has('jam')) kinds.add('sweet');
  if (kinds.has('chili')) kinds.add('spicy');
  return { kinds, diet: dietOf(ing, tokens, kinds) };
}
