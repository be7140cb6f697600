// What the assistant knows to say about a recipe's own ingredients: which ones hold gluten and
// their swaps, which ones bring the heat, which variety to buy, how a kind of dish freezes.
// Sources: Celiac Disease Foundation ("Sources of Gluten"), USDA FoodKeeper and FSIS for freezing
// and reheating, university extension food-preservation guides (UMN, Penn State) for what
// freezes well, and standard culinary references (CIA, "The Professional Chef") for varieties.

export const GLUTEN_SOURCES: readonly { keys: readonly string[]; swap: string }[] = [
  { keys: ['panko', 'breadcrumbs', 'bread crumbs'], swap: 'gluten-free panko, or crushed cornflakes or rice crackers (same amount)' },
  { keys: ['all-purpose flour', 'plain flour', 'bread flour', 'self-rising flour', 'self-raising flour', 'cake flour', 'wheat flour', 'flour'], swap: 'a 1:1 gluten-free flour blend (same amount; for dredging, rice flour or cornstarch)' },
  { keys: ['lasagna sheets', 'lasagne sheets', 'lasagna noodles', 'lasagna'], swap: 'gluten-free lasagna sheets (rice or corn), or thin slices of zucchini or eggplant' },
  { keys: ['spaghetti', 'penne', 'pasta', 'linguine', 'fettuccine', 'macaroni', 'rigatoni', 'fusilli', 'tagliatelle', 'orzo'], swap: 'gluten-free pasta (rice, corn or legume), same weight; cook it 1-2 minutes less and toss at once' },
  { keys: ['egg noodles', 'udon', 'ramen', 'wheat noodles'], swap: 'rice noodles or 100% buckwheat soba' },
  { keys: ['soy sauce', 'shoyu', 'teriyaki sauce', 'hoisin', 'oyster sauce'], swap: 'gluten-free tamari or coconut aminos (same amount); check oyster and hoisin labels' },
  { keys: ['tonkatsu sauce', 'worcestershire sauce', 'worcestershire'], swap: 'a gluten-free labelled version (UK Worcestershire contains malt vinegar)' },
  { keys: ['couscous', 'bulgur', 'farro', 'barley', 'freekeh', 'semolina', 'spelt', 'rye'], swap: 'quinoa, rice or millet' },
  { keys: ['bread', 'baguette', 'tortilla', 'tortillas', 'pita', 'naan', 'pastry', 'puff pastry', 'pie crust', 'filo', 'phyllo', 'croutons', 'wraps'], swap: 'a gluten-free version (corn tortillas are naturally gluten-free)' },
  { keys: ['beer', 'lager', 'pilsner', 'stout', 'ale', 'malt'], swap: 'gluten-free beer, or stock with a splash of vinegar' },
  { keys: ['seitan'], swap: 'firm tofu or tempeh' },
  { keys: ['dumpling wrappers', 'dumpling wrapper', 'dumpling skins', 'wonton wrappers', 'wonton skins', 'gyoza wrappers', 'gyoza skins', 'potsticker wrappers', 'spring roll wrappers', 'spring roll pastry', 'egg roll wrappers', 'wrappers'], swap: 'gluten-free dumpling wrappers, or a dough of gluten-free flour blend (or glutinous rice flour with tapioca starch) mixed with just-boiled water; shop-bought wrappers are **wheat** dough. Rice paper, soaked briefly, works for steamed or fried parcels' },
  { keys: ['cream of mushroom soup', 'cream of chicken soup', 'cream of celery soup', 'condensed soup', 'condensed cream of mushroom', 'condensed mushroom soup', 'cream of mushroom'], swap: 'a condensed soup labelled gluten-free, or a quick sauce: butter, 2 tbsp cornflour (cornstarch) and milk or stock simmered with sautéed mushrooms (condensed soups are thickened with **wheat flour**)' },
  { keys: ['gochujang', 'doenjang', 'miso', 'barley miso', 'mugi miso'], swap: 'a brand labelled gluten-free (many are fermented with wheat or barley; some use rice only)' },
  { keys: ['asafoetida', 'hing'], swap: 'an asafoetida labelled gluten-free (most ground hing is cut with **wheat flour**; gluten-free ones use rice flour), or leave it out' },
  { keys: ['digestive biscuits', 'digestives', 'biscuits', 'graham crackers', 'crackers', 'cookies', 'wafers', 'sponge fingers', 'ladyfingers', 'ginger nuts', 'gingersnaps'], swap: 'gluten-free biscuits, cookies or crackers (same weight)' },
];

/**
 * Ingredients that are usually gluten-free but are sometimes made with wheat or barley, so a
 * label is worth checking (Celiac Disease Foundation, "Sources of Gluten").
 */
export const CHECK_LABEL: readonly string[] = [
  'curry paste', 'fish sauce', 'stock', 'broth', 'bouillon', 'stock cube', 'spice blend', 'seasoning', 'chili powder', 'chilli powder',
  'curry powder', 'oats', 'sausage', 'sausages', 'gravy', 'tater tots', 'hash browns', 'frozen fries', 'oven chips', 'hot sauce', 'ketchup', 'mustard', 'miso', 'vinegar', 'chocolate', 'baking powder',
];

/** Tree nuts and peanuts as recipes name them (Food Allergy Research & Education, "Tree Nut Allergy"). */
export const NUT_KEYS: readonly string[] = [
  'walnuts', 'walnut', 'almonds', 'almond', 'almond flour', 'ground almonds', 'almond milk', 'pecans', 'pecan', 'cashews', 'cashew',
  'pistachios', 'pistachio', 'hazelnuts', 'hazelnut', 'peanuts', 'peanut', 'peanut butter', 'pine nuts', 'pine nut', 'macadamia',
  'brazil nuts', 'nut butter', 'nuts', 'marzipan', 'praline', 'nutella', 'pesto', 'satay', 'groundnut', 'groundnut oil', 'groundnuts',
  'peanut oil', 'arachis oil',
];

/** Ingredients that carry the heat, strongest signal first. */
export const CHILLI_KEYS: readonly string[] = [
  'habanero', 'scotch bonnet', "bird's eye", 'birds eye', 'thai chili', 'thai chilli', 'serrano', 'jalapeño', 'jalapeno', 'chipotle',
  'green chillies', 'green chilies', 'green chilli', 'green chili', 'red chillies', 'red chilli', 'red chili', 'chillies', 'chilies',
  'cayenne', 'chilli flakes', 'chili flakes', 'red pepper flakes', 'crushed red pepper', 'chili powder', 'chilli powder',
  'kashmiri chilli', 'gochujang', 'gochugaru', 'sriracha', 'sambal', 'harissa', 'hot sauce', 'chili oil', 'chilli oil',
  'curry paste', 'hot paprika', 'chilli', 'chili', 'chile', 'chiles', 'chiles de árbol', 'chile de árbol', 'árbol', 'arbol', 'guajillo',
  'ancho', 'pasilla', 'piri piri', 'peri peri', 'aleppo pepper', 'urfa', 'togarashi', 'shichimi', 'doubanjiang', 'chilli crisp', 'chili crisp',
];

/** Which variety to buy, by the ingredient a cook asks about. */
export const VARIETIES: readonly { keys: readonly string[]; advice: string }[] = [
  { keys: ['tomatoes', 'tomato'], advice: 'For a sauce use **plum tomatoes (Roma)**, or canned whole peeled **San Marzano** out of season: they are meaty, with fewer seeds and less water. In summer, ripe vine or heirloom tomatoes; cherry tomatoes make a quick, sweet sauce.' },
  { keys: ['lentils', 'lentil', 'dal', 'dhal'], advice: 'Use **red lentils (masoor dal)** for a soft, creamy dal: they break down in 20 minutes. Yellow split peas (toor/chana dal) take longer; green or brown lentils hold their shape, better for salads.' },
  { keys: ['beef', 'stew meat', 'cut'], advice: 'For a stew use **chuck** (shoulder): its connective tissue melts into tender meat over 2-3 hours. Brisket, short rib or shin also work; lean cuts like sirloin turn dry.' },
  { keys: ['wine', 'red wine', 'white wine'], advice: 'Use a **dry red** you would drink, such as **Merlot, Cabernet Sauvignon, Pinot Noir** or a Côtes du Rhône; avoid "cooking wine" (salted) and oaky or sweet wines. For white: a dry Sauvignon Blanc or Pinot Grigio.' },
  { keys: ['mushrooms', 'mushroom'], advice: 'Use **cremini (chestnut)** mushrooms for more flavour than white **button**; **portobello** for a meaty bite; a few dried porcini (soaked) deepen a cream sauce. Wild mushrooms (chanterelle, oyster) are a treat.' },
  { keys: ['paella rice', 'bomba', 'calasparra', 'rice for paella'], advice: 'Use a Spanish short-grain paella rice: **bomba** (or **Calasparra**) absorbs about three times its volume of stock and stays in separate grains without going creamy. **Arborio** works at a pinch (stir it less and expect it creamier); long-grain **basmati** or jasmine will not absorb the stock the same way.' },
  { keys: ['arborio', 'arborio rice', 'risotto rice', 'carnaroli'], advice: 'Use a **risotto rice**: **arborio** is easy to find; **carnaroli** (the chef\'s choice) holds its shape best and is harder to overcook; vialone nano is creamier. Their starch makes the sauce creamy, so never rinse them. Long-grain rice stays separate and never turns creamy.' },
  { keys: ['tofu', 'silken tofu', 'firm tofu'], advice: 'For **mapo tofu**, soups and custardy dishes use **soft or silken tofu** (cut it gently, simmer it without stirring hard); for stir-fries, frying, baking and crumbling use **firm or extra-firm**, pressed to get the water out.' },
  { keys: ['rice', 'jasmine rice', 'basmati'], advice: 'Use **jasmine** rice for Thai and Chinese stir-fries (fragrant, slightly sticky), **basmati** for Indian dishes, short-grain for sushi, arborio for risotto. Day-old cooked rice is best for fried rice.' },
  { keys: ['beans', 'kidney beans', 'bean'], advice: 'Chili is classic with **kidney beans**; **pinto** or **black** beans work too. Canned are fine: drain and rinse. Dried red kidney beans must boil hard for 10 minutes (raw ones are toxic).' },
  { keys: ['pasta', 'spaghetti', 'penne', 'shape'], advice: 'Smooth tomato sauces cling to long strands like **spaghetti** or linguine; chunky or creamy sauces suit tubes such as **penne** or **rigatoni** that catch the sauce; bronze-cut pasta holds sauce best.' },
  { keys: ['potatoes', 'potato'], advice: 'Waxy or all-purpose potatoes (**Yukon Gold**, red) hold their shape in stews and salads; floury **russets** make the fluffiest mash and roast potatoes.' },
  { keys: ['chicken'], advice: 'Boneless **thighs** stay juicy and forgive overcooking; breasts are leaner but dry out fast (pound them even and pull them at 165 °F / 74 °C).' },
  { keys: ['pecorino', 'pecorino romano'], advice: '**Pecorino Romano** is a hard, salty sheep\'s-milk cheese, the classic one in carbonara and cacio e pepe. **Parmesan (Parmigiano-Reggiano)** works in its place: milder and nuttier, so add a pinch more salt; half and half is common. Grate it finely and fresh so it melts smoothly.' },
  { keys: ['cheese', 'parmesan', 'parmigiano'], advice: 'Buy a wedge of **Parmigiano-Reggiano** (or Grana Padano) and grate it fresh: pre-grated cheese has anti-caking starch and melts grainy. **Pecorino Romano** is a saltier sheep\'s-milk alternative.' },
  { keys: ['flour'], advice: 'Use **all-purpose** flour for most recipes, **bread flour** (12-14% protein) for chewy bread, **cake flour** for a tender crumb.' },
  { keys: ['fish', 'white fish', 'cod', 'haddock'], advice: 'For frying or baking in batter or crumbs, use a firm, flaky **white fish**: **cod** or **haddock** (the chip-shop classics), or pollock, hake or coley (cheaper, sustainable). Choose thick fillets (2-3 cm / 1 in) of even thickness so they cook through as the coating browns.' },
  { keys: ['oil', 'frying oil'], advice: 'For frying use a neutral oil with a high smoke point: **peanut, canola, sunflower or vegetable** oil.' },
];

export type FreezeAdvice = {
  when: RegExp;
  text: (months: string) => string;
  months: string;
  good: boolean;
  /** Read from the dish's title only ('bread' in 'serve with crusty bread' is no loaf). */
  titleOnly?: boolean;
};

/** How a kind of dish freezes, checked in order; the first match wins. */
export const FREEZING: readonly FreezeAdvice[] = [
  // Creamy pasta: the sauce splits and the pasta goes soft (a soup or curry with cream freezes as a soup or curry).
  { when: /\b(alfredo|carbonara)\b|^(?=[\s\S]*\b(heavy cream|double cream|cream sauce|creamy)\b)(?=[\s\S]*\b(pasta|spaghetti|fettuccine|penne|linguine|tagliatelle|macaroni|rigatoni|gnocchi)\b)/, good: false, months: '1-2 months', text: (m) => '**Not ideal.** Cream sauces tend to separate and turn grainy when frozen, and cooked pasta goes soft. It keeps **3-4 days in the fridge**; if you must freeze it, freeze the sauce alone (up to ' + m + ') and whisk it while reheating gently, then cook fresh pasta.' },
  // Filled dumplings and fresh pasta: frozen raw on a tray and cooked from frozen (sixteenth set, general).
  { when: /\b(pierogi|pierogis|perogies|dumplings?|gyoza|jiaozi|potstickers?|wontons?|ravioli|tortellini|momos?|varenyky|empanadas?|samosas?)\b/, titleOnly: true, good: true, months: '3 months', text: (m) => '**Yes, freeze them uncooked** (before boiling): lay them on a floured tray in a **single layer, not touching**, freeze until hard (1-2 hours), then tip into a freezer bag; they keep **' + m + '**. **Cook them from frozen**, with no need to thaw (thawed ones turn sticky and tear): drop them into boiling water (or the pan) a few at a time and add **2-3 minutes** to the usual time, until they float and the filling is piping hot. Already-cooked ones freeze too, but the dough softens.' },
  { when: /\b(pancakes?|waffles?|crepes?|muffins?|scones?)\b/, good: true, months: '2-3 months', text: (m) => '**Yes.** Cool them completely, freeze flat on a tray, then bag them with parchment between; they keep **' + m + '**. Reheat straight from frozen in the **toaster** or a 350 °F (175 °C) **oven** for about 10 minutes (the microwave makes them soft).' },
  // Cheesecakes and cream pies: dairy, so thawed in the fridge.
  { when: /\b(cheesecakes?|cream pie|mousse cake|icebox cake)\b/, titleOnly: true, good: true, months: '1-2 months', text: (m) => '**Yes.** Chill it well, then freeze it whole or in slices, wrapped tightly in plastic wrap and foil, for up to **' + m + '** (without any fresh fruit or whipped-cream topping). **Thaw it in the fridge** overnight, still wrapped, and keep it chilled; it needs no reheating.' },
  // Bakes (a loaf, a cake, cookies): kept wrapped and thawed at room temperature, not reheated like a casserole.
  { when: /\b(bread|loaf|cakes?|brownies?|blondies|cookies?|biscuits?|shortbread|flapjacks?|traybake|cupcakes?|bars)\b/, titleOnly: true, good: true, months: '3 months', text: (m) => '**Yes.** Cool it completely, wrap it tightly in plastic wrap and then foil (or a freezer bag; slice a loaf first so you can take out a slice at a time) and freeze for up to **' + m + '**. **Thaw it still wrapped at room temperature** (2-3 hours for a loaf or cake, 15-30 minutes for cookies or slices) so the moisture goes back in; **warm it briefly** if you like, 5-10 minutes in a 350 °F (175 °C) oven, or toast a slice. Unbaked cookie dough freezes too: scoop it into balls and bake from frozen, adding 1-2 minutes. Freeze cakes before frosting.' },
  { when: /\b(panko|breadcrumbs|katsu|schnitzel|breaded|deep-fry|deep fry|fried|fritters?|cutlets?)\b/, good: true, months: '2-3 months', text: (m) => '**Yes**, cooked and cooled: wrap each piece and freeze for up to **' + m + '**. Reheat from frozen on a rack in a **400 °F (200 °C) oven for 15-20 minutes** (or the air fryer at 375 °F for 8-10) until 165 °F (74 °C) inside, so the crust re-crisps; the microwave makes it soggy.' },
  { when: /\b(lasagna|lasagne|casserole|enchiladas|bake|gratin|moussaka|shepherd)\b/, good: true, months: '3 months', text: (m) => '**Yes**, baked or unbaked: wrap it tightly (foil over plastic) and freeze for up to **' + m + '**. Thaw overnight in the fridge, then bake covered at 350 °F (175 °C) until it is **165 °F (74 °C)** in the centre (about 45-60 minutes; longer from frozen).' },
  { when: /\b(dal|dhal|lentils?|curry|chili|chilli|stew|soup|braise|ragu|ragù|bolognese|tomato sauce|marinara|pomodoro|sauce)\b/, good: true, months: '2-3 months', text: (m) => '**Yes**, it freezes well. In the fridge it keeps **3-4 days**; for longer, cool it within 2 hours and freeze it in portions in airtight containers or flat bags (leave headroom) for up to **' + m + '** for best quality. Thaw overnight in the fridge and reheat until steaming, **165 °F (74 °C)**, stirring and adding a splash of water if it has thickened.' },
  { when: /\b(stir-fry|stir fry|rice|noodles)\b/, good: true, months: '2-3 months', text: (m) => '**Yes**, for up to **' + m + '**: cool it quickly and freeze in portions. Cooked rice freezes well; crisp vegetables soften a little. Reheat from frozen in a hot pan or the microwave, covered, until **165 °F (74 °C)**.' },
  { when: /./, good: true, months: '2-3 months', text: (m) => '**Yes**, most cooked dishes freeze for **' + m + '** (USDA FoodKeeper, best quality). Cool within 2 hours, freeze airtight in portions, thaw in the fridge and reheat to **165 °F (74 °C)**.' },
];
