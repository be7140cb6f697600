// Ingredient substitutions with their ratios.
//
// Sources: the substitution tables published by US land-grant university extension services
// (e.g. University of Illinois Extension "Ingredient Substitutions", Utah State University
// Extension "Ingredient Substitutions for Baking"), which agree on these ratios, and USDA
// FSIS for the egg and dairy handling notes. Each entry is written for the amount named in
// `per` so the assistant can scale it to the amount a cook asks about.

export interface Substitution {
  keys: readonly string[];
  ingredient: string;
  /** The amount the ratios below replace ('1 large egg', '1 cup'). */
  per: string;
  options: readonly string[];
  /** Where the swap changes the dish (texture, rise, flavour). */
  note?: string;
}

export const SUBSTITUTION_SOURCE = 'US university extension ingredient-substitution tables';

export const SUBSTITUTIONS: readonly Substitution[] = [
  { keys: ['egg', 'eggs', 'an egg'], ingredient: 'Egg', per: '1 large egg', options: ['1 tbsp ground flaxseed + 3 tbsp water, rested 5 minutes (a "flax egg")', '1/4 cup (60 g) unsweetened applesauce', '1/4 cup mashed ripe banana', '3 tbsp aquafaba (the liquid from a can of chickpeas)', '1/4 cup plain yogurt'], note: 'Swaps work best where eggs bind or moisten (muffins, brownies, pancakes); recipes with 3 or more eggs rely on them for structure.' },
  { keys: ['buttermilk'], ingredient: 'Buttermilk', per: '1 cup', options: ['1 tbsp lemon juice or white vinegar + milk to make 1 cup, left 5-10 minutes to curdle', '3/4 cup plain yogurt + 1/4 cup milk', '1 3/4 tsp cream of tartar stirred into 1 cup milk'] },
  { keys: ['butter'], ingredient: 'Butter', per: '1 cup', options: ['3/4 cup vegetable or light olive oil (baking, cooking)', '1 cup vegetable shortening (baking; add a pinch of salt)', '1 cup dairy-free plant butter', '1/2 cup unsweetened applesauce + 1/2 cup oil (quick breads, muffins)'], note: 'Oil gives a denser, moister crumb; cookies spread more.' },
  { keys: ['white sugar', 'granulated sugar', 'sugar', 'caster sugar'], ingredient: 'Granulated sugar', per: '1 cup', options: ['1 cup packed brown sugar (moister, caramel notes)', '3/4 cup honey, with the liquid cut by 1/4 cup and the oven lowered 25 °F', '3/4 cup maple syrup, with the liquid cut by 3 tbsp', '1 3/4 cups powdered sugar (not for baking that needs creaming)'] },
  { keys: ['brown sugar', 'light brown sugar', 'dark brown sugar'], ingredient: 'Brown sugar', per: '1 cup packed', options: ['1 cup granulated sugar + 1 tbsp molasses (2 tbsp for dark brown sugar)', '1 cup coconut sugar'] },
  { keys: ['powdered sugar', 'icing sugar', "confectioners' sugar", 'confectioners sugar'], ingredient: 'Powdered sugar', per: '1 cup', options: ['1 cup granulated or caster sugar + 1 tbsp cornstarch, blitzed in a blender or food processor until powdery (caster sugar straight from the bag stays gritty in buttercream and frosting: it will not dissolve in butter)'] },
  { keys: ['honey'], ingredient: 'Honey', per: '1 cup', options: ['1 cup maple syrup or agave', '1 1/4 cups sugar + 1/4 cup water (or other liquid in the recipe)'] },
  { keys: ['maple syrup'], ingredient: 'Maple syrup', per: '1 cup', options: ['1 cup honey (sweeter; not vegan)', '1 cup packed brown sugar + 1/4 cup water'] },
  { keys: ['molasses'], ingredient: 'Molasses', per: '1 cup', options: ['1 cup dark corn syrup, honey or maple syrup'] },
  { keys: ['self-rising flour', 'self rising flour', 'self-raising flour', 'self raising flour'], ingredient: 'Self-rising flour', per: '1 cup', options: ['1 cup all-purpose flour + 1 1/2 tsp baking powder + 1/4 tsp salt'] },
  { keys: ['cake flour'], ingredient: 'Cake flour', per: '1 cup', options: ['1 cup all-purpose flour minus 2 tbsp, plus 2 tbsp cornstarch, sifted together'] },
  { keys: ['bread flour', 'strong flour', 'plain flour instead of bread flour', 'all-purpose flour instead of bread flour', 'all purpose flour instead of bread flour', 'all-purpose instead of bread flour'], ingredient: 'Bread flour', per: '1 cup', options: ['1 cup all-purpose flour (a softer, less chewy crumb)', '1 cup all-purpose flour + 1 tsp vital wheat gluten'] },
  { keys: ['all-purpose flour', 'all purpose flour', 'plain flour', 'flour', 'wheat flour'], ingredient: 'All-purpose flour', per: '1 cup', options: ['1 cup + 2 tbsp cake flour (baking)', '1 cup a cup-for-cup gluten-free flour blend', '3/4 cup whole-wheat flour + 1/4 cup all-purpose (denser)'], note: 'For thickening a sauce or gravy: 1 tbsp cornstarch thickens like 2 tbsp flour (half as much). Stir it into a little cold water first (a slurry), then into the simmering liquid, and simmer a minute until glossy.' },
  { keys: ['cornstarch', 'corn starch', 'cornflour'], ingredient: 'Cornstarch (thickening)', per: '1 tbsp', options: ['2 tbsp all-purpose flour', '1 tbsp arrowroot or potato starch', '2 tsp quick-cooking tapioca'], note: 'Mix any starch with a little cold water first (a slurry) so it does not go lumpy; flour needs a few minutes of simmering to lose its raw taste.' },
  { keys: ['baking powder'], ingredient: 'Baking powder', per: '1 tsp', options: ['1/4 tsp baking soda + 1/2 tsp cream of tartar', '1/4 tsp baking soda + 1/2 cup buttermilk or yogurt (reduce other liquid by 1/2 cup)'] },
  { keys: ['baking soda', 'bicarbonate of soda', 'bicarb'], ingredient: 'Baking soda', per: '1 tsp', options: ['3 tsp (1 tbsp) baking powder, and leave out the salt or cut it'], note: 'Baking soda is about 3 times stronger than baking powder.' },
  { keys: ['heavy cream', 'double cream', 'whipping cream', 'cream', 'heavy whipping cream'], ingredient: 'Heavy cream', per: '1 cup', options: ['3/4 cup milk + 1/4 cup melted butter (cooking and baking; it will not whip)', '1 cup full-fat coconut milk (dairy-free; whips when chilled)', '1 cup evaporated milk (sauces, soups)'], note: 'For a lighter creamy sauce, milk thickened with a little flour or cornflour, half-fat crème fraîche, cream cheese or evaporated milk all work, but lower-fat dairy can **split (curdle) if it boils**: stir it in over **low heat** or off the heat, keep the sauce at a gentle simmer, and add acid (lemon, wine) before the dairy, not after.' },
  { keys: ['half and half', 'half-and-half'], ingredient: 'Half-and-half', per: '1 cup', options: ['3/4 cup whole milk + 1/4 cup heavy cream', '1 cup whole milk + 1 tbsp melted butter'] },
  { keys: ['sour cream'], ingredient: 'Sour cream', per: '1 cup', options: ['1 cup plain Greek yogurt', '1 cup creme fraiche', '1 cup cottage cheese blended with 1 tbsp lemon juice'] },
  { keys: ['milk', 'whole milk'], ingredient: 'Milk', per: '1 cup', options: ['1/2 cup evaporated milk + 1/2 cup water', '1 cup unsweetened soy, oat or almond milk', '1/4 cup dry milk powder + 1 cup water'] },
  { keys: ['yogurt', 'greek yogurt', 'plain yogurt'], ingredient: 'Plain yogurt', per: '1 cup', options: ['1 cup sour cream', '1 cup buttermilk (baking; thinner)', '1 cup coconut or soy yogurt (dairy-free)'] },
  { keys: ['mayonnaise', 'mayo'], ingredient: 'Mayonnaise', per: '1 cup', options: ['1 cup plain Greek yogurt (dressings, dips)', '1 cup mashed avocado (sandwiches)'] },
  { keys: ['cream cheese'], ingredient: 'Cream cheese', per: '1 cup', options: ['1 cup mascarpone', '1 cup ricotta or cottage cheese blended smooth'] },
  { keys: ['ricotta'], ingredient: 'Ricotta', per: '1 cup', options: ['1 cup cottage cheese, drained (blend for smoothness)'] },
  { keys: ['parmesan', 'parmigiano', 'parmigiano-reggiano'], ingredient: 'Parmesan', per: '1 cup grated', options: ['1 cup grated pecorino romano (saltier)', '1 cup grated grana padano', '1/3 cup nutritional yeast (dairy-free)'] },
  { keys: ['red wine'], ingredient: 'Red wine (cooking)', per: '1 cup', options: ['1 cup beef or vegetable stock + 1 tbsp red wine vinegar', '1 cup unsweetened grape or pomegranate juice + 1 tbsp vinegar'] },
  { keys: ['white wine', 'wine', 'dry white wine'], ingredient: 'White wine (cooking)', per: '1 cup', options: ['1 cup chicken or vegetable stock + 1 tbsp white wine vinegar or lemon juice', '1 cup white grape juice + 1 tbsp lemon juice'] },
  { keys: ['sherry', 'dry sherry', 'marsala'], ingredient: 'Sherry (cooking)', per: '1/4 cup', options: ['1/4 cup stock + 1 tsp vinegar', '1/4 cup apple juice'] },
  { keys: ['beer', 'lager', 'ale', 'stout', 'pale ale'], ingredient: 'Beer (cooking)', per: '1 cup', options: ['1 cup ice-cold **sparkling (soda) water**, for batter: its bubbles make it as light and crisp', '1 cup **alcohol-free** beer (batter, stews, bread)', '1 cup beef or chicken stock + 1 tsp cider vinegar or Worcestershire sauce (stews, chilli, braises)'], note: 'For batter, mix it just before frying and keep it cold.' },
  { keys: ['mirin'], ingredient: 'Mirin', per: '1 tbsp', options: ['1 tbsp dry sherry or sake + 1/2 tsp sugar', '1 tbsp rice vinegar + 1/2 tsp sugar'] },
  { keys: ['sake'], ingredient: 'Sake', per: '1 tbsp', options: ['1 tbsp dry sherry', '1 tbsp Chinese rice wine (Shaoxing)'] },
  { keys: ['fresh herbs', 'dried herbs', 'herbs', 'fresh basil', 'fresh oregano', 'fresh thyme', 'dried oregano', 'dried basil', 'dried thyme', 'fresh parsley', 'dried parsley', 'fresh rosemary', 'dried rosemary', 'fresh dill', 'dried dill'], ingredient: 'Fresh herbs', per: '1 tbsp fresh, chopped', options: ['1 tsp dried herbs (3 parts fresh = 1 part dried)'], note: 'The same ratio works for thyme, oregano, rosemary, sage, tarragon, basil, parsley, dill and mint. Add dried herbs early so they soften; add fresh ones at the end.' },
  { keys: ['garlic', 'garlic clove', 'clove of garlic', 'cloves of garlic', 'fresh garlic'], ingredient: 'Garlic', per: '1 clove', options: ['1/8 tsp garlic powder', '1/2 tsp jarred minced garlic', '1/2 tsp garlic flakes'] },
  { keys: ['onion', 'onions', 'fresh onion'], ingredient: 'Onion', per: '1 medium onion (about 1 cup chopped)', options: ['1 tbsp onion powder', '1/4 cup dried minced onion', '1 cup chopped leeks or shallots'] },
  { keys: ['shallot', 'shallots'], ingredient: 'Shallot', per: '1 shallot (about 3 tbsp minced)', options: ['3 tbsp minced onion + a little minced garlic', '3 tbsp minced white part of spring onions'] },
  { keys: ['fresh ginger', 'ginger', 'grated ginger'], ingredient: 'Fresh ginger', per: '1 tbsp grated', options: ['1/4 tsp ground ginger'] },
  { keys: ['lemon juice', 'lemon'], ingredient: 'Lemon juice', per: '1 tsp', options: ['1 tsp lime juice', '1/2 tsp white wine or cider vinegar (sauces, dressings)'] },
  { keys: ['lime juice', 'lime'], ingredient: 'Lime juice', per: '1 tsp', options: ['1 tsp lemon juice'] },
  { keys: ['lemon zest', 'lime zest', 'zest'], ingredient: 'Lemon zest', per: '1 tsp', options: ['1/2 tsp lemon extract', '2 tbsp lemon juice (adds liquid)'] },
  { keys: ['soy sauce'], ingredient: 'Soy sauce', per: '1 tbsp', options: ['1 tbsp tamari (usually gluten-free)', '1 tbsp coconut aminos (less salty, soy-free)', '1 1/2 tsp Worcestershire sauce + 1 1/2 tsp water'] },
  { keys: ['fish sauce'], ingredient: 'Fish sauce', per: '1 tbsp', options: ['1 tbsp soy sauce + a squeeze of lime', '1 tbsp soy sauce + 1/2 tsp miso (vegetarian and vegan)', '1 tbsp vegan fish sauce or liquid from soaked dried shiitake or seaweed (vegan)'] },
  { keys: ['pomegranate molasses', 'pomegranate syrup', 'pomegranate concentrate', 'dibs rumman'], ingredient: 'Pomegranate molasses', per: '1/4 cup (4 tbsp)', options: ['1/4 cup pomegranate juice reduction: boil four times that volume of pomegranate juice with a little sugar and a squeeze of lemon juice until syrupy (sweet-sour, like the real thing)', '1/4 cup balsamic glaze, or balsamic vinegar reduced by half, sharpened with a squeeze of lemon juice', '3 tbsp tamarind paste + 1 tbsp honey or sugar', '3 tbsp lemon juice + 1 tbsp honey, date syrup or sugar'] },
  { keys: ['sulguni', 'sulguni cheese', 'suluguni', 'imeruli', 'imeruli cheese'], ingredient: 'Sulguni or imeruli cheese (Georgian)', per: '200 g', options: ['100 g low-moisture mozzarella + 100 g feta, grated and crumbled together (the usual swap outside Georgia: mozzarella for the stretch, feta for the salty tang)', '200 g low-moisture mozzarella with a pinch of salt and a spoon of ricotta or cottage cheese', '150 g mozzarella + 50 g halloumi or mild cheddar, grated'] },
  { keys: ['okonomiyaki sauce', 'tonkatsu sauce', 'bulldog sauce', 'katsu sauce'], ingredient: 'Okonomiyaki or tonkatsu sauce', per: '4 tbsp', options: ['3 tbsp ketchup + 1 tbsp Worcestershire sauce + 1 tsp soy sauce + 1 tsp sugar or honey, stirred together', '2 tbsp ketchup + 2 tbsp brown sauce (HP) or barbecue sauce + 1 tsp soy sauce'] },
  { keys: ['twarog', 'twaróg', 'farmer cheese', 'farmers cheese', "farmer's cheese", 'curd cheese', 'quark', 'tvorog'], ingredient: 'Twaróg (curd or farmer\'s cheese)', per: '250 g', options: ['250 g well-drained cottage cheese, pressed through a sieve or blended (the closest)', '250 g quark or ricotta, drained in a sieve for 30 minutes (softer and milder)', '150 g ricotta + 100 g crumbled feta (saltier, more flavour)'], note: 'Curd cheese is dry, crumbly and mildly sour; hard cheeses like cheddar melt and turn oily instead, though a little grated mature cheddar mixed into the curd cheese is a popular variation in pierogi fillings.' },
  { keys: ['chutney', 'fruit chutney', 'mango chutney', 'apricot chutney', 'peach chutney'], ingredient: 'Fruit chutney', per: '3 tbsp', options: ['2 tbsp apricot jam or marmalade + 1 tbsp vinegar (cider or malt) and a pinch of chilli flakes', '3 tbsp mango chutney (or any sweet fruit chutney)', '2 tbsp sultanas or chopped dried apricots simmered with 1 tbsp vinegar and 1 tbsp sugar'] },
  { keys: ['bonito flakes', 'katsuobushi', 'dried bonito'], ingredient: 'Bonito flakes (katsuobushi)', per: '2 tbsp (a handful)', options: ['leave them off the top: they are a garnish', '1 sheet of toasted nori, crumbled, with a pinch of dashi powder or a few drops of fish sauce for the smoky-savoury taste'] },
  { keys: ['aonori', 'ao nori', 'green laver', 'seaweed flakes'], ingredient: 'Aonori (green seaweed flakes)', per: '1 tsp', options: ['a toasted nori sheet, crumbled very finely or snipped with scissors', 'finely chopped spring onion greens or parsley, for the colour'] },
  { keys: ['worcestershire sauce', 'worcestershire'], ingredient: 'Worcestershire sauce', per: '1 tbsp', options: ['1 tbsp soy sauce + a dash of vinegar and a pinch of sugar'] },
  { keys: ['rice vinegar', 'rice wine vinegar'], ingredient: 'Rice vinegar', per: '1 tbsp', options: ['1 tbsp apple cider vinegar + a pinch of sugar', '1 tbsp white wine vinegar'] },
  { keys: ['balsamic vinegar', 'balsamic'], ingredient: 'Balsamic vinegar', per: '1 tbsp', options: ['1 tbsp red wine vinegar + 1/2 tsp sugar or honey'] },
  { keys: ['vinegar', 'white vinegar', 'white wine vinegar', 'apple cider vinegar', 'cider vinegar'], ingredient: 'Vinegar', per: '1 tbsp', options: ['1 tbsp another vinegar (cider, white wine)', '2 tbsp lemon juice (milder)'] },
  { keys: ['tomato paste', 'tomato puree'], ingredient: 'Tomato paste', per: '1 tbsp', options: ['3 tbsp tomato sauce or passata, reduced a little', '1 tbsp ketchup (sweeter)'] },
  { keys: ['tomato sauce', 'passata'], ingredient: 'Tomato sauce', per: '1 cup', options: ['3 tbsp tomato paste + 3/4 cup water', '1 cup canned crushed tomatoes, blended'] },
  { keys: ['breadcrumbs', 'bread crumbs', 'panko'], ingredient: 'Breadcrumbs', per: '1 cup', options: ['3/4 cup cracker crumbs', '1 cup rolled oats, pulsed', '1 cup crushed cornflakes (coating)'] },
  { keys: ['stock', 'broth', 'chicken stock', 'chicken broth', 'beef stock', 'beef broth', 'vegetable stock'], ingredient: 'Stock', per: '1 cup', options: ['1 bouillon cube or 1 tsp bouillon powder + 1 cup hot water', '1 cup water + 1 tsp soy sauce and a splash of wine (in a pinch)'] },
  { keys: ['unsweetened chocolate', 'baking chocolate', 'chocolate'], ingredient: 'Unsweetened chocolate', per: '1 oz (28 g)', options: ['3 tbsp cocoa powder + 1 tbsp butter or oil'] },
  { keys: ['cocoa powder', 'cocoa'], ingredient: 'Cocoa powder', per: '3 tbsp', options: ['1 oz (28 g) unsweetened chocolate, and cut the fat by 1 tbsp'] },
  { keys: ['active dry yeast', 'instant yeast', 'yeast', 'fresh yeast'], ingredient: 'Active dry yeast', per: '1 packet (1/4 oz, 2 1/4 tsp)', options: ['2 1/4 tsp instant yeast: the same amount (mix it into the flour, no need to proof; it rises a little faster)', '0.6 oz (17 g) cake of fresh yeast (fresh yeast: about 3 times the weight of instant, 2 1/2 times active dry; 1 tsp (3 g) instant ≈ 9 g fresh)'] },
  { keys: ['cream of tartar'], ingredient: 'Cream of tartar', per: '1/2 tsp', options: ['1 tsp lemon juice or white vinegar (whipping egg whites)'] },
  { keys: ['vanilla extract', 'vanilla'], ingredient: 'Vanilla extract', per: '1 tsp', options: ['1 tsp maple syrup', '1/2 tsp almond extract (stronger)', 'seeds of 1/2 vanilla bean'] },
  { keys: ['cilantro', 'coriander leaves', 'fresh coriander'], ingredient: 'Cilantro', per: '1 tbsp chopped', options: ['1 tbsp flat-leaf parsley + a squeeze of lime', '1 tbsp Thai basil or mint (different but fresh)'] },
  { keys: ['shortening', 'vegetable shortening'], ingredient: 'Shortening', per: '1 cup', options: ['1 cup + 2 tbsp butter (less tender, more flavour)', '3/4 cup vegetable oil (not for flaky pastry)'] },
  { keys: ['vegetable oil', 'canola oil', 'oil'], ingredient: 'Vegetable oil', per: '1 cup', options: ['1 cup melted butter or coconut oil (baking)', '1 cup unsweetened applesauce (baking; denser, less rich)', '1 cup light olive oil (cooking)'] },
  { keys: ['evaporated milk'], ingredient: 'Evaporated milk', per: '1 cup', options: ['1 cup light cream', '2 1/4 cups milk simmered down to 1 cup'] },
  { keys: ['sweetened condensed milk', 'condensed milk'], ingredient: 'Sweetened condensed milk', per: '14 oz can', options: ['1 cup evaporated milk + 1 1/4 cups sugar, simmered until dissolved', '1 can full-fat coconut milk + 1/4 cup sugar, simmered down by half (dairy-free)'] },
  { keys: ['arborio', 'arborio rice', 'risotto rice'], ingredient: 'Arborio rice', per: '1 cup', options: ['1 cup carnaroli or vialone nano (the other risotto rices; carnaroli holds its shape best)', '1 cup short-grain sushi rice or pudding rice (creamy, a little softer)', 'not long-grain or basmati: they do not release the starch that makes risotto creamy'] },
  { keys: ['guanciale', 'cured pork cheek'], ingredient: 'Guanciale', per: '4 oz (115 g)', options: ['4 oz (115 g) pancetta, diced (closest)', '4 oz (115 g) thick-cut unsmoked bacon (smoked bacon changes the flavour)'] },
  { keys: ['pancetta'], ingredient: 'Pancetta', per: '4 oz (115 g)', options: ['4 oz (115 g) guanciale', '4 oz (115 g) thick-cut bacon (smokier; blanch 2 minutes to tame it)', '3 oz (85 g) prosciutto, crisped at the end'] },
  { keys: ['corn syrup'], ingredient: 'Light corn syrup', per: '1 cup', options: ['1 1/4 cups sugar + 1/3 cup water, boiled to a syrup', '1 cup golden syrup'] },
  { keys: ['oyster sauce'], ingredient: 'Oyster sauce', per: '1 tbsp', options: ['1 tbsp hoisin sauce (sweeter) or 2 tsp soy sauce + 1 tsp brown sugar', '1 tbsp vegetarian mushroom "oyster" sauce (vegetarian, closest)'] },
  { keys: ['tamarind', 'tamarind paste', 'tamarind concentrate', 'tamarind pulp'], ingredient: 'Tamarind paste', per: '1 tbsp', options: ['1 tbsp lime juice + 1 tsp brown sugar (a splash of Worcestershire sauce for depth)', '1 tbsp rice vinegar or lemon juice + 1 tsp brown sugar', '1 tbsp pomegranate molasses'] },
  { keys: ['lamb', 'lamb mince', 'ground lamb', 'lamb shoulder', 'leg of lamb', 'diced lamb'], ingredient: 'Lamb', per: '1 lb (450 g)', options: ['1 lb beef of the same cut (mince for mince, chuck for shoulder; same cooking time)', '1 lb pork shoulder or mince (milder)', '2 1/2 cups cooked green lentils or chopped aubergine (vegetarian, for mince dishes)'] },
  { keys: ['beef', 'beef mince', 'steak', 'stewing beef', 'braising steak', 'sirloin', 'flank steak'], ingredient: 'Beef', per: '1 lb (450 g)', options: ['1 lb chicken thighs or breast, sliced the same (stir-fries: cook until no pink, 165 °F / 74 °C)', '1 lb pork tenderloin or shoulder of the same cut', '14 oz (400 g) extra-firm tofu or mushrooms (vegetarian)'] },
  { keys: ['chicken'], ingredient: 'Chicken', per: '1 lb (450 g)', options: ['1 lb turkey or pork cut the same size (same cooking time)', '14 oz (400 g) extra-firm tofu, pressed (vegetarian)', '2 cans chickpeas, drained (vegetarian; stews and curries)'] },
  { keys: ['ground beef', 'mince', 'minced beef'], ingredient: 'Ground beef', per: '1 lb (450 g)', options: ['1 lb ground turkey or pork (cook to 165 °F for poultry)', '2 1/2 cups cooked brown or green lentils (vegetarian)', '1 lb finely chopped mushrooms, browned (vegetarian)'] },
  // Spices and dried herbs: a swap changes the flavour, so start with less and taste.
  { keys: ['cumin', 'ground cumin', 'cumin seeds', 'jeera'], ingredient: 'Ground cumin', per: '1 tsp', options: ['1/2 tsp ground coriander + 1/4 tsp chili powder', '1 tsp chili powder (it already holds cumin; hotter)', '1 tsp garam masala or taco seasoning (cut the other spices a little)', '1/2 tsp caraway seeds, ground'], note: '1 tsp cumin seeds, toasted and ground, equals about 1 tsp ground cumin.' },
  { keys: ['ground coriander', 'coriander seed', 'coriander seeds', 'dhania powder'], ingredient: 'Ground coriander', per: '1 tsp', options: ['3/4 tsp ground cumin (earthier)', '1 tsp garam masala or curry powder', '1/2 tsp caraway + 1/2 tsp fennel seeds, ground'] },
  { keys: ['paprika', 'sweet paprika'], ingredient: 'Paprika', per: '1 tsp', options: ['1 tsp smoked paprika (smokier)', '1/2 tsp chili powder + 1/2 tsp sweet red pepper flakes (milder than it sounds)', '1 tsp ancho or Aleppo chili powder', 'a pinch of cayenne for heat alone (much hotter)'] },
  { keys: ['smoked paprika', 'pimenton', 'pimentón'], ingredient: 'Smoked paprika', per: '1 tsp', options: ['1 tsp sweet paprika + 1/4 tsp chipotle powder', '1/2 tsp chipotle powder (hotter)', '1 tsp sweet paprika + 1-2 drops liquid smoke'] },
  { keys: ['chili powder', 'chilli powder'], ingredient: 'Chili powder (US blend)', per: '1 tbsp', options: ['2 tsp paprika + 1/2 tsp cumin + 1/2 tsp dried oregano + 1/4 tsp cayenne + 1/4 tsp garlic powder', '2 tsp ancho powder + 1 tsp cumin'], note: 'UK and Indian "chilli powder" is pure ground chilli, much hotter: use a quarter of the amount.' },
  { keys: ['cayenne', 'cayenne pepper'], ingredient: 'Cayenne pepper', per: '1/4 tsp', options: ['1/2 tsp red pepper (chilli) flakes, crushed', '3-4 dashes hot sauce', '1 tsp US chili powder (much milder)'] },
  { keys: ['garam masala'], ingredient: 'Garam masala', per: '1 tsp', options: ['1/2 tsp ground cumin + 1/4 tsp ground coriander + a pinch each of cinnamon, cardamom, cloves and black pepper', '1 tsp curry powder (more turmeric and chilli)'] },
  { keys: ['curry powder'], ingredient: 'Curry powder', per: '1 tbsp', options: ['1 tsp ground cumin + 1 tsp ground coriander + 1/2 tsp turmeric + 1/4 tsp chili powder + 1/4 tsp ground ginger', '1 tbsp garam masala + 1/2 tsp turmeric'] },
  { keys: ['turmeric', 'ground turmeric', 'haldi'], ingredient: 'Ground turmeric', per: '1 tsp', options: ['1 tsp curry powder (other flavours too)', 'a pinch of saffron soaked in 1 tbsp warm water (for colour)', '1/2 tsp ground ginger + 1/2 tsp paprika (warmth and colour, not the same taste)'] },
  { keys: ['nutmeg', 'ground nutmeg'], ingredient: 'Ground nutmeg', per: '1 tsp', options: ['1 tsp ground mace (closest)', '1/2 tsp ground allspice', '1/2 tsp cinnamon + 1/2 tsp ground ginger (in baking)', '1 tsp pumpkin pie spice or mixed spice'] },
  { keys: ['cinnamon', 'ground cinnamon'], ingredient: 'Ground cinnamon', per: '1 tsp', options: ['1/4 tsp nutmeg or allspice (stronger)', '1 tsp pumpkin pie spice or mixed spice', '1/2 tsp ground cardamom'] },
  { keys: ['cardamom', 'ground cardamom', 'cardamom pods'], ingredient: 'Ground cardamom', per: '1 tsp', options: ['1/2 tsp cinnamon + 1/2 tsp nutmeg', '1/2 tsp cinnamon + 1/2 tsp ground ginger'], note: 'About 10 green pods give 1 tsp of ground seeds.' },
  { keys: ['ground ginger', 'dried ginger'], ingredient: 'Ground ginger', per: '1/4 tsp', options: ['1 tbsp freshly grated ginger', '1/4 tsp allspice or cinnamon (in baking)'] },
  { keys: ['dried oregano', 'oregano'], ingredient: 'Dried oregano', per: '1 tsp', options: ['1 tsp dried marjoram (milder)', '1 tsp dried thyme or basil', '1 tsp Italian seasoning', '1 tbsp fresh oregano'] },
  { keys: ['dried thyme', 'thyme'], ingredient: 'Dried thyme', per: '1 tsp', options: ['1 tsp dried oregano, marjoram or savory', '1 tsp Italian seasoning or herbes de Provence', '1 tbsp fresh thyme leaves'] },
  { keys: ['italian seasoning', 'mixed herbs', 'herbes de provence'], ingredient: 'Italian seasoning', per: '1 tsp', options: ['1/4 tsp each dried oregano, basil, thyme and rosemary (or marjoram)', '1/2 tsp dried oregano + 1/2 tsp dried basil'] },
  { keys: ['five spice', 'chinese five spice', 'five-spice'], ingredient: 'Chinese five-spice', per: '1 tsp', options: ['1/4 tsp cinnamon + 1/4 tsp ground fennel or anise seed + 1/4 tsp ground black or Sichuan pepper + a pinch of ground cloves', '1/2 tsp cinnamon + 1 star anise, ground'] },
  { keys: ['mustard powder', 'dry mustard', 'english mustard powder'], ingredient: 'Mustard powder', per: '1 tsp', options: ['1 tbsp prepared mustard (cut the liquid by 1 tsp)', '1 tsp mustard seeds, ground'] },
  { keys: ['bay leaf', 'bay leaves'], ingredient: 'Bay leaf', per: '1 leaf', options: ['1/4 tsp dried thyme', '1/4 tsp dried oregano', 'leave it out (it adds a background note, not a main flavour)'] },
  { keys: ['saffron'], ingredient: 'Saffron', per: 'a pinch (about 1/4 tsp threads)', options: ['1/4 tsp turmeric (colour, not flavour)', '1/2 tsp sweet paprika + a pinch of turmeric', 'leave it out'] },
  { keys: ['galangal', 'galanga', 'blue ginger', 'greater galangal'], ingredient: 'Fresh galangal', per: '1 tbsp grated', options: ['1 tbsp fresh ginger + a squeeze of lime juice (closest; galangal is sharper and more citrusy)', '1 tsp galangal powder (laos)'] },
];

/** Swaps that make a recipe vegetarian: meat and fish lines, matched by name (same sources). */
export const VEGETARIAN_SWAPS: readonly { keys: readonly string[]; swap: string }[] = [
  { keys: ['chicken stock', 'chicken broth', 'beef stock', 'beef broth', 'bone broth', 'fish stock', 'dashi'], swap: 'vegetable stock (same amount; kombu dashi for dashi)' },
  { keys: ['fish sauce', 'anchovy', 'anchovies', 'oyster sauce', 'worcestershire sauce'], swap: 'soy sauce or a vegetarian "oyster" (mushroom) sauce, same amount' },
  { keys: ['thai red curry paste', 'red curry paste', 'green curry paste', 'yellow curry paste', 'massaman curry paste', 'panang curry paste', 'shrimp paste', 'belacan', 'kapi'], swap: 'a curry paste labelled vegetarian or vegan (Thai curry pastes are usually made with **shrimp paste**), same amount' },
  { keys: ['ground beef', 'ground pork', 'ground lamb', 'ground turkey', 'mince', 'minced beef', 'beef mince', 'lamb mince', 'pork mince', 'turkey mince', 'chicken mince', 'minced lamb', 'minced pork', 'minced meat'], swap: 'cooked green or brown lentils or finely chopped browned mushrooms (about 2 1/2 cups per 1 lb, or 2 x 400 g tins of lentils, drained, per 500 g), or a vegetarian soy or pea-protein mince (same weight)' },
  { keys: ['bacon', 'pancetta', 'guanciale', 'lardons', 'speck', 'chorizo', 'prosciutto', 'salami', 'pepperoni', 'mortadella', 'nduja', 'ham', 'sausage', 'sausages'], swap: 'smoked tofu or mushrooms with 1/2 tsp smoked paprika for the smoky flavour' },
  { keys: ['chicken', 'chicken breast', 'chicken breasts', 'chicken thighs', 'turkey', 'duck'], swap: 'extra-firm tofu, pressed, or chickpeas (about 14 oz / 400 g per 1 lb)' },
  { keys: ['beef', 'steak', 'pork', 'lamb', 'veal', 'brisket'], swap: 'portobello mushrooms, seitan or jackfruit (same weight)' },
  { keys: ['bonito flakes', 'katsuobushi', 'bonito', 'dried bonito'], swap: 'crumbled toasted nori with a pinch of shiitake powder or smoked paprika (bonito flakes are dried fish)' },
  { keys: ['shrimp', 'prawns', 'salmon', 'cod', 'fish', 'tuna', 'scallops', 'crab', 'white fish', 'tilapia', 'halibut'], swap: 'firm tofu, king oyster mushrooms or hearts of palm (same weight)' },
];

/**
 * Cheeses made with animal rennet: a note for strict vegetarians, not a swap (the dish is
 * usually called vegetarian). Sources: Consorzio del Parmigiano Reggiano; The Vegetarian Society.
 */
export const RENNET_CHEESES: readonly { keys: readonly string[]; swap: string }[] = [
  { keys: ['parmesan', 'parmigiano', 'parmigiano-reggiano', 'pecorino', 'pecorino romano', 'grana padano', 'gorgonzola'], swap: 'a vegetarian hard cheese labelled "microbial" or "vegetable rennet" (same amount): traditional Parmigiano-Reggiano, Grana Padano, Pecorino Romano and Gorgonzola are made with animal rennet' },
];

/** Swaps that make a recipe dairy-free (same sources). */
export const DAIRY_FREE_SWAPS: readonly { keys: readonly string[]; swap: string }[] = [
  { keys: ['butter', 'ghee'], swap: 'olive oil (3/4 of the amount) or plant butter (same amount)' },
  { keys: ['heavy cream', 'double cream', 'cream', 'whipping cream', 'half and half'], swap: 'full-fat coconut milk or oat cream (same amount)' },
  { keys: ['milk', 'whole milk', 'buttermilk'], swap: 'unsweetened oat or soy milk (same amount; add 1 tbsp lemon juice per cup for buttermilk)' },
  { keys: ['yogurt', 'greek yogurt', 'sour cream', 'creme fraiche', 'crème fraîche'], swap: 'coconut or soy yogurt (same amount)' },
  { keys: ['parmesan', 'pecorino', 'grana padano'], swap: 'nutritional yeast (about 1/3 of the amount) with a pinch of salt' },
  { keys: ['mozzarella', 'cheddar', 'cheese', 'feta', 'gruyere', 'monterey jack', 'cotija', 'goat cheese', 'paneer'], swap: 'a plant-based cheese, or leave it out and finish with toasted breadcrumbs or nuts' },
  { keys: ['cream cheese', 'mascarpone', 'ricotta'], swap: 'blended soaked cashews or a plant cream cheese (same amount)' },
  { keys: ['milk chocolate', 'white chocolate', 'chocolate', 'dark chocolate', 'chocolate chips', 'cocoa butter'], swap: 'a dark chocolate labelled dairy-free or vegan (many dark chocolates contain milk solids, or are made beside milk: check the label)' },
];
