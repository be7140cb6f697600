// Rule: a named cuisine gets that cuisine's dishes. The title may not name another cuisine or one of
// its signature dishes; borrowing is for creative mode and 'any' only.

import type { Finding, Reading } from './types';
import { specialNames } from './special';
import { KIND_OF, hasWords } from './lexicon';

const CUISINE_WORDS: Record<string, string> = {
  italian: 'italian',
  mexican: 'mexican',
  'tex-mex': 'mexican',
  japanese: 'japanese',
  indian: 'indian',
  french: 'french',
  american: 'american',
  mediterranean: 'mediterranean',
  greek: 'mediterranean',
  lebanese: 'mediterranean',
  turkish: 'mediterranean',
  moroccan: 'mediterranean',
  spanish: 'mediterranean',
  asian: 'asian',
  thai: 'asian',
  korean: 'asian',
  chinese: 'asian',
  vietnamese: 'asian',
};

/** Dishes (or dish-defining ingredients in a title) that belong to one cuisine. */
const DISHES: Record<string, string[]> = {
  italian: [
    'risotto',
    'frittata',
    'lasagna',
    'lasagne',
    'gnocchi',
    'bruschetta',
    'carbonara',
    'piccata',
    'panzanella',
    'minestrone',
    'arancini',
    'cacciatore',
    'saltimbocca',
    'tiramisu',
    'panna cotta',
    'caprese',
    'polenta',
    'focaccia',
    'osso buco',
    'aglio e olio',
    'puttanesca',
    'bolognese',
    'parmigiana',
  ],
  mexican: [
    'tacos',
    'taco',
    'quesadilla',
    'quesadillas',
    'enchiladas',
    'burrito',
    'fajitas',
    'chilaquiles',
    'huevos',
    'tostadas',
    'pozole',
    'guacamole',
    'elote',
    'arroz con leche',
    'tamales',
    'mole',
    'churros',
    'carnitas',
    'ceviche',
    'sopa de lima',
    'molletes',
  ],
  indian: [
    'dal',
    'dhal',
    'tikka',
    'masala',
    'biryani',
    'korma',
    'pakora',
    'pakoras',
    'raita',
    'kheer',
    'lassi',
    'halwa',
    'paratha',
    'aloo',
    'saag',
    'vindaloo',
    'samosa',
    'upma',
    'poha',
    'dosa',
    'pulao',
    'bhaji',
    'chaat',
    'kulfi',
  ],
  japanese: [
    'ramen',
    'udon',
    'soba',
    'teriyaki',
    'donburi',
    'onigiri',
    'katsu',
    'yakitori',
    'tamagoyaki',
    'okonomiyaki',
    'sushi',
    'mochi',
    'oyakodon',
    'gyudon',
    'tonkatsu',
    'miso soup',
    'yakisoba',
    'karaage',
    'chawanmushi',
    'omurice',
    'sando',
    'nikujaga',
  ],
  asian: [
    'fried rice',
    'lo mein',
    'bibimbap',
    'pad thai',
    'bulgogi',
    'bao',
    'congee',
    'larb',
    'pho',
    'banh mi',
    'chow mein',
    'kung pao',
    'satay',
    'laksa',
    'rendang',
    'japchae',
    'nasi goreng',
    'red-braised',
  ],
  mediterranean: [
    'hummus',
    'falafel',
    'shakshuka',
    'tabbouleh',
    'tzatziki',
    'souvlaki',
    'moussaka',
    'fattoush',
    'bulgur',
    'couscous',
    'mezze',
    'shawarma',
    'kofta',
    'spanakopita',
    'paella',
    'gazpacho',
    "za'atar",
    'dolmades',
    'baba ganoush',
    'horiatiki',
  ],
  french: [
    'ratatouille',
    'coq au vin',
    'crêpes',
    'crepes',
    'crêpe',
    'quiche',
    'bourguignon',
    'niçoise',
    'nicoise',
    'gratin',
    'clafoutis',
    'pain perdu',
    'croque',
    'bouillabaisse',
    'soufflé',
    'tarte',
    'cassoulet',
    'vichyssoise',
    'confit',
    'en papillote',
    'meunière',
    'provençal',
    'blanquette',
    'pot-au-feu',
    'tartine',
    'tartines',
    'french toast',
  ],
  american: [
    'burger',
    'mac and cheese',
    'meatloaf',
    'sloppy joe',
    'cornbread',
    'coleslaw',
    'chili con carne',
    'cobbler',
    'pot pie',
    'grits',
    'biscuits',
    'brownies',
    'chowder',
    'pancakes',
    'waffles',
    'cheesesteak',
    'buffalo',
    'jambalaya',
    'gumbo',
    'hash browns',
    'club sandwich',
    'french toast',
  ],
};
/** Dish names that travel: 'French toast' is breakfast anywhere, not a French dish. */
const TRAVELLING =
  /\b(french fries|french beans|french bread|greek yogurt|spanish onion|japanese rice|thai basil|indian cottage cheese|italian sausage|thin pancakes)\b/g;
/** French toast names no French cooking, but it is a dish of two kitchens (French and American): see DISHES. */
const FRENCH_TOAST = /\bfrench toast\b/g;
/** Cuisines that share dishes freely. */
const RELATED: Record<string, string[]> = {
  asian: ['japanese'],
  japanese: ['asian'],
  italian: ['mediterranean'],
  mediterranean: ['italian'],
};

const DISH_RE = Object.entries(DISHES).map(([cuisine, words]) => ({
  cuisine,
  re: new RegExp(
    String.raw`(?<![\p{L}])(${words.map((w) => w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|')})(?![\p{L}])`,
    'iu',
  ),
}));

/**
 * The cheeses each cuisine's kitchen uses (catalogue ids). Japanese and Asian kitchens use none; an
 * American kitchen uses every western cheese. A cheese outside the list is another cuisine's dish
 * (cheddar in a Japanese bowl, paneer in a frittata, goat cheese in a Mexican omelette, feta in a crêpe).
 */
const WESTERN = [
  'parmesan',
  'pecorino',
  'mozzarella',
  'ricotta',
  'mascarpone',
  'feta',
  'halloumi',
  'cheddar',
  'gruyere',
  'goat-cheese',
  'cream-cheese',
  'cotija',
  'monterey-jack',
  'brie',
  'blue-cheese',
];
const OWN_CHEESES: Record<string, ReadonlySet<string>> = {
  japanese: new Set(),
  asian: new Set(),
  indian: new Set(['paneer']),
  italian: new Set(['parmesan', 'pecorino', 'mozzarella', 'ricotta', 'mascarpone', 'blue-cheese', 'goat-cheese']),
  mediterranean: new Set([
    'feta',
    'halloumi',
    'goat-cheese',
    'parmesan',
    'pecorino',
    'mozzarella',
    'ricotta',
    'mascarpone',
    'blue-cheese',
  ]),
  french: new Set(['gruyere', 'brie', 'goat-cheese', 'blue-cheese', 'parmesan', 'cream-cheese', 'mascarpone']),
  mexican: new Set(['cotija', 'monterey-jack', 'cheddar', 'cream-cheese']),
  american: new Set(WESTERN),
};

/** A cheese the requested cuisine's kitchen does not use, unless the cook asked for it by name. */
function foreignCheese(r: Reading, want: string): Finding | undefined {
  const own = OWN_CHEESES[want];
  if (!own) return undefined;
  const special = r.options.specialIngredient?.trim();
  const asked = special ? specialNames(special) : [];
  for (const line of r.lines) {
    const cheese = line.items.find((i) => KIND_OF.cheese!(i) && !own.has(i.id));
    if (!cheese) continue;
    const raw = line.raw.toLowerCase();
    if (asked.some((n) => hasWords(raw, n))) continue;
    return {
      kind: 'cuisine-drift',
      message: `"${line.raw}" is a cheese ${want} cooking does not use ("${r.recipe.title}")`,
    };
  }
  return undefined;
}

/**
 * Seasonings and cured meats that carry one cuisine's flavour (catalogue ids): herbes de Provence in Mexican wraps or
 * garam masala in a Japanese bowl is another cuisine's dish. American cooking borrows freely.
 */
const SIGNATURE: Record<string, readonly string[]> = {
  'herbes-de-provence': ['french'],
  'garam-masala': ['indian'],
  gochujang: ['asian'],
  kimchi: ['asian'],
  'fish-sauce': ['asian'],
  'miso-paste': ['japanese'],
  wasabi: ['japanese'],
  zaatar: ['mediterranean'],
  sumac: ['mediterranean'],
  tahini: ['mediterranean'],
  'chipotle-in-adobo': ['mexican'],
  tomatillos: ['mexican'],
  jicama: ['mexican'],
  // Cured meats: pancetta in a Japanese omelette or Italian sausage in Mexican eggs.
  pancetta: ['italian', 'french', 'mediterranean'],
  prosciutto: ['italian', 'french', 'mediterranean'],
  'italian-sausage': ['italian', 'mediterranean'],
  chorizo: ['mexican', 'mediterranean'],
};

function foreignSeasoning(r: Reading, want: string, ok: ReadonlySet<string>): Finding | undefined {
  if (want === 'american') return undefined;
  const special = r.options.specialIngredient?.trim();
  const asked = special ? specialNames(special) : [];
  for (const line of r.lines) {
    const item = line.items.find((i) => SIGNATURE[i.id]?.every((home) => !ok.has(home)));
    if (!item) continue;
    if (asked.some((n) => hasWords(line.raw.toLowerCase(), n))) continue;
    return {
      kind: 'cuisine-drift',
      message: `"${line.raw}" belongs to ${SIGNATURE[item.id]!.join(' or ')} cooking, not a ${want} dish ("${r.recipe.title}")`,
    };
  }
  return undefined;
}

export function cuisineDrift(r: Reading): Finding[] {
  const want = (r.options.cuisine ?? 'any').toLowerCase();
  if (want === 'any' || r.options.creativeMode) return [];
  const ok = new Set([want, ...(RELATED[want] ?? [])]);
  const title = r.title.replace(TRAVELLING, ' ');
  const words = title.replace(FRENCH_TOAST, ' ');
  const out: Finding[] = [];
  const cheese = foreignCheese(r, want) ?? foreignSeasoning(r, want, ok);
  if (cheese) return [cheese];
  for (const word of words.split(/[^\p{L}-]+/u)) {
    const named = CUISINE_WORDS[word];
    if (named && !ok.has(named)) {
      out.push({ kind: 'cuisine-drift', message: `"${r.recipe.title}" names ${named} cooking in a ${want} search` });
      return out;
    }
  }
  for (const { cuisine, re } of DISH_RE) {
    if (ok.has(cuisine)) continue;
    const m = re.exec(title);
    // A dish the requested cuisine also makes (masala in an Indian search) is its own.
    if (m && !DISH_RE.some((d) => ok.has(d.cuisine) && d.re.test(m[1]!))) {
      out.push({
        kind: 'cuisine-drift',
        message: `"${r.recipe.title}" is a ${cuisine} dish ("${m[1]}") in a ${want} search`,
      });
      return out;
    }
  }
  return out;
}
