// Rule: a named cuisine gets that cuisine's dishes. The title may not name another cuisine or one of
// its signature dishes; borrowing is for creative mode and 'any' only.

import type { Finding, Reading } from './types';
import { specialNames } from './special';
import { hasWords } from './lexicon';

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
  ],
};
/** Dish names that travel: 'French toast' is breakfast anywhere, not a French dish. */
const TRAVELLING =
  /\b(french toast|french fries|french beans|french bread|greek yogurt|spanish onion|japanese rice|thai basil|indian cottage cheese)\b/g;
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

/** Cuisines that cook with no western cheese: a cheddar, mozzarella or feta in them is another cuisine's dish. */
const NO_WESTERN_CHEESE = new Set(['japanese', 'asian', 'indian']);
/** Cheeses of the cuisine's own kitchen (paneer in an Indian dish). */
const OWN_CHEESE: Record<string, RegExp> = { indian: /\bpaneer\b/ };

/** A western cheese in a Japanese, Asian or Indian dish, unless the cook asked for it by name. */
function foreignCheese(r: Reading, want: string): Finding | undefined {
  if (!NO_WESTERN_CHEESE.has(want)) return undefined;
  const special = r.options.specialIngredient?.trim();
  const asked = special ? specialNames(special) : [];
  for (const line of r.lines) {
    const cheese = line.items.find(
      (i) =>
        i.category === 'Dairy & Eggs' &&
        /cheese|cheddar|mozzarella|parmesan|pecorino|ricotta|feta|halloumi|gruy|brie|mascarpone|cotija|jack/i.test(
          `${i.id} ${i.name}`,
        ),
    );
    if (!cheese || OWN_CHEESE[want]?.test(cheese.name.toLowerCase())) continue;
    const raw = line.raw.toLowerCase();
    if (asked.some((n) => hasWords(raw, n))) continue;
    return {
      kind: 'cuisine-drift',
      message: `"${line.raw}" is a western cheese in a ${want} dish ("${r.recipe.title}")`,
    };
  }
  return undefined;
}

export function cuisineDrift(r: Reading): Finding[] {
  const want = (r.options.cuisine ?? 'any').toLowerCase();
  if (want === 'any' || r.options.creativeMode) return [];
  const ok = new Set([want, ...(RELATED[want] ?? [])]);
  const title = r.title.replace(TRAVELLING, ' ');
  const out: Finding[] = [];
  const cheese = foreignCheese(r, want);
  if (cheese) return [cheese];
  for (const word of title.split(/[^\p{L}-]+/u)) {
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
