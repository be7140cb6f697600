// How long food keeps in the fridge (40 °F / 4 °C or colder) and the freezer (0 °F / -18 °C).
//
// Source: USDA FoodKeeper (foodsafety.gov/keep-food-safe/foodkeeper-app) and the FSIS "Cold Food
// Storage Chart" it draws on. Freezer times are for best quality: food kept at 0 °F stays safe
// indefinitely. '-' means FoodKeeper advises against that method.

export interface StorageTime {
  keys: readonly string[];
  food: string;
  fridge: string;
  freezer: string;
  /** Room temperature / pantry, when FoodKeeper gives it. */
  pantry?: string;
  note?: string;
}

export const FOODKEEPER_SOURCE = 'USDA FoodKeeper';

export const STORAGE_TIMES: readonly StorageTime[] = [
  { keys: ['raw chicken', 'chicken', 'raw turkey', 'turkey', 'poultry', 'chicken breast', 'chicken breasts', 'chicken thighs', 'whole chicken', 'duck'], food: 'Raw chicken or turkey', fridge: '1-2 days', freezer: '9 months (pieces) to 1 year (whole)' },
  { keys: ['ground beef', 'ground meat', 'mince', 'minced beef', 'ground turkey', 'ground chicken', 'ground pork', 'ground lamb', 'hamburger meat', 'burgers', 'burger patties'], food: 'Raw ground meat or poultry', fridge: '1-2 days', freezer: '3-4 months' },
  { keys: ['steak', 'steaks', 'raw beef', 'beef', 'pork chops', 'pork', 'lamb', 'roast', 'chops', 'veal', 'raw steak'], food: 'Raw steaks, chops and roasts (beef, pork, lamb, veal)', fridge: '3-5 days', freezer: '4-12 months (chops 4-6 months)' },
  { keys: ['bacon'], food: 'Bacon', fridge: '7 days', freezer: '1 month' },
  { keys: ['raw sausage', 'sausage', 'sausages'], food: 'Raw sausage', fridge: '1-2 days', freezer: '1-2 months' },
  { keys: ['hot dogs', 'hot dog'], food: 'Hot dogs', fridge: '1 week opened, 2 weeks unopened', freezer: '1-2 months' },
  { keys: ['deli meat', 'lunch meat', 'cold cuts', 'sliced turkey', 'sliced ham'], food: 'Deli (lunch) meat', fridge: '3-5 days opened, 2 weeks unopened', freezer: '1-2 months' },
  { keys: ['ham', 'cooked ham', 'gammon', 'cooked gammon', 'leftover ham', 'leftover gammon', 'christmas ham'], food: 'Fully cooked ham (and cooked gammon)', fridge: '7 days whole, 3-4 days sliced', freezer: '1-2 months' },
  { keys: ['cooked chicken', 'leftover chicken', 'rotisserie chicken', 'cooked turkey', 'leftover turkey', 'cooked meat', 'leftover meat', 'leftovers', 'leftover', 'cooked beef', 'cooked pork', 'roast chicken', 'roast turkey', 'roast beef', 'roast pork', 'roast lamb', 'pulled pork', 'cooked sausages', 'meatballs', 'cooked mince'], food: 'Cooked meat and poultry leftovers', fridge: '3-4 days', freezer: '2-6 months', note: 'cool leftovers and get them into the fridge within 2 hours of cooking, in shallow covered or airtight containers; keep sauces, dips and dressings in their own sealed container and reheat leftovers until steaming hot, 165 °F (74 °C)' },
  { keys: ['soup', 'soups', 'stew', 'stews', 'chili', 'curry', 'casserole', 'lasagna'], food: 'Soups, stews and casseroles', fridge: '3-4 days', freezer: '2-3 months' },
  { keys: ['pizza', 'leftover pizza'], food: 'Cooked pizza', fridge: '3-4 days', freezer: '1-2 months' },
  { keys: ['fish', 'raw fish', 'fresh fish', 'cod', 'tilapia', 'halibut', 'sole', 'haddock', 'lean fish'], food: 'Raw lean fish (cod, tilapia, sole)', fridge: '1-2 days', freezer: '6-8 months' },
  { keys: ['salmon', 'raw salmon', 'tuna', 'mackerel', 'trout', 'fatty fish', 'oily fish'], food: 'Raw fatty fish (salmon, tuna, mackerel)', fridge: '1-2 days', freezer: '2-3 months' },
  { keys: ['cooked fish', 'cooked salmon', 'leftover fish', 'leftover salmon'], food: 'Cooked fish', fridge: '3-4 days', freezer: '4-6 months' },
  { keys: ['shrimp', 'prawns', 'scallops', 'crab', 'lobster', 'shellfish'], food: 'Raw shrimp, scallops and shellfish', fridge: '1-2 days', freezer: '3-6 months' },
  { keys: ['eggs', 'egg', 'raw eggs', 'fresh eggs'], food: 'Raw eggs in the shell', fridge: '3-5 weeks', freezer: '- (not in the shell; beaten eggs freeze for 12 months)' },
  { keys: ['hard boiled eggs', 'hard-boiled eggs', 'boiled eggs', 'hard cooked eggs', 'hard boiled egg', 'boiled egg'], food: 'Hard-cooked eggs', fridge: '1 week', freezer: '- (whites turn rubbery)', note: 'they keep best unpeeled, in the shell, and peel easiest just before eating; peeled ones go in a covered container with a damp paper towel and are best within 2-3 days' },
  { keys: ['egg whites', 'egg yolks', 'raw egg whites', 'raw egg yolks'], food: 'Raw egg whites or yolks', fridge: '2-4 days', freezer: '12 months (whites)' },
  { keys: ['milk'], food: 'Milk', fridge: '7 days after opening', freezer: '3 months (thaw in the fridge; best for cooking)' },
  { keys: ['butter'], food: 'Butter', fridge: '1-3 months', freezer: '6-9 months' },
  { keys: ['cheddar', 'parmesan', 'hard cheese', 'swiss cheese', 'gouda', 'pecorino', 'gruyere', 'cheese'], food: 'Hard cheese (cheddar, parmesan, Swiss)', fridge: '3-4 weeks opened, 6 months unopened', freezer: '6 months' },
  { keys: ['soft cheese', 'brie', 'mozzarella', 'feta', 'goat cheese', 'ricotta', 'cottage cheese', 'cream cheese', 'mascarpone'], food: 'Soft cheese (brie, mozzarella, ricotta, cream cheese)', fridge: '1-2 weeks', freezer: '6 months (texture suffers; fine for cooking)' },
  { keys: ['yogurt', 'yoghurt', 'greek yogurt'], food: 'Yogurt', fridge: '1-2 weeks', freezer: '1-2 months' },
  { keys: ['heavy cream', 'cream', 'whipping cream', 'sour cream', 'buttermilk'], food: 'Cream, sour cream and buttermilk', fridge: '1-3 weeks (cream 1 month unopened)', freezer: '3-4 months (cream; sour cream separates)' },
  { keys: ['cooked rice', 'rice', 'leftover rice'], food: 'Cooked rice', fridge: '4-6 days', freezer: '6 months', note: 'cool it quickly (within 1 hour is best) and reheat until steaming hot; the NHS (UK) is stricter and says eat leftover rice within 1 day, and reheat it only once' },
  { keys: ['cooked quinoa', 'quinoa', 'cooked couscous', 'couscous', 'bulgur', 'farro', 'pearl barley', 'cooked grains'], food: 'Cooked quinoa, couscous and other grains', fridge: '3-5 days', freezer: '2-3 months', note: 'cool them quickly, spread out on a tray, and keep them covered' },
  { keys: ['cooked pasta', 'pasta', 'leftover pasta', 'noodles'], food: 'Cooked pasta', fridge: '3-5 days', freezer: '1-2 months' },
  { keys: ['bread', 'sandwich bread', 'loaf'], food: 'Bread', pantry: '2-4 days', fridge: '7-14 days (it stales faster)', freezer: '3 months', note: 'to freeze a loaf, slice it first, wrap it tightly (a sealed freezer bag with the air pressed out stops freezer taste and frost) and toast slices straight from frozen, with no need to thaw; a whole loaf thaws at room temperature in 3-4 hours' },
  { keys: ['stock', 'broth', 'chicken stock', 'chicken broth', 'beef stock', 'vegetable stock', 'bone broth'], food: 'Opened or homemade stock and broth', fridge: '3-4 days', freezer: '2-3 months' },
  { keys: ['tomato paste', 'tomato puree', 'tomato purée', 'opened tomato paste'], food: 'Tomato paste (purée), opened', fridge: '5-7 days in its can moved to a covered jar, about 4 weeks in a tube', freezer: '3 months (freeze it in tablespoons on a tray, then bag them)' },
  { keys: ['mayonnaise', 'mayo'], food: 'Mayonnaise, opened', fridge: '2 months', freezer: '- (it separates)' },
  { keys: ['ketchup', 'tomato ketchup', 'catsup', 'cocktail sauce', 'chili sauce', 'bbq sauce', 'barbecue sauce'], food: 'Ketchup and tomato-based table sauces, opened', fridge: '6 months', freezer: '- (not needed)', note: 'unopened bottles keep about 1 year in the pantry' },
  { keys: ['mustard', 'dijon', 'yellow mustard'], food: 'Mustard, opened', fridge: '1 year', freezer: '- (not needed)' },
  { keys: ['jam', 'jelly', 'preserves', 'marmalade'], food: 'Jam, jelly and preserves, opened', fridge: '6 months', freezer: '- (not needed)' },
  { keys: ['maple syrup', 'pure maple syrup'], food: 'Pure maple syrup, opened', fridge: '1 year', freezer: '1 year (it does not freeze solid)' },
  { keys: ['peanut butter', 'nut butter'], food: 'Commercial peanut butter, opened', fridge: '6-9 months (optional)', freezer: '- (not needed)', pantry: '2-3 months' },
  { keys: ['hummus'], food: 'Hummus', fridge: '7 days after opening', freezer: '6-8 months' },
  { keys: ['guacamole', 'avocado'], food: 'Guacamole and cut avocado', fridge: '3-4 days (press plastic onto the surface)', freezer: '3-4 months' },
  { keys: ['lettuce', 'salad greens', 'leafy greens', 'spinach', 'salad', 'arugula'], food: 'Lettuce and leafy greens', fridge: '3-7 days', freezer: '- (they turn limp)' },
  { keys: ['carrots', 'carrot'], food: 'Carrots', fridge: '3-4 weeks', freezer: '10-12 months (blanched)' },
  { keys: ['berries', 'strawberries', 'blueberries', 'raspberries'], food: 'Fresh berries', fridge: '3-7 days (strawberries 3 days)', freezer: '8-12 months' },
  { keys: ['apples', 'apple'], food: 'Apples', pantry: '3 weeks', fridge: '4-6 weeks', freezer: '8 months (cooked or sliced)' },
  { keys: ['fresh herbs', 'herbs', 'basil', 'cilantro', 'parsley'], food: 'Fresh herbs', fridge: '7-10 days (stems in water, loosely covered; basil keeps better on the counter)', freezer: '1-2 months (chopped, in oil or water)' },
  { keys: ['tofu'], food: 'Tofu', fridge: '3-5 days opened (keep covered in fresh water)', freezer: '5 months' },
  { keys: ['cooked beans', 'beans', 'chickpeas', 'lentils', 'cooked lentils'], food: 'Cooked beans and lentils', fridge: '3-4 days', freezer: '6 months' },
  { keys: ['cookie dough', 'pie dough', 'pastry dough', 'dough', 'pizza dough'], food: 'Raw dough (cookie, pie, pizza)', fridge: '2-3 days (pizza dough), up to a week (cookie dough)', freezer: '2-3 months' },
  { keys: ['cake', 'cakes', 'cookies', 'muffins', 'brownies', 'baked goods'], food: 'Cakes, cookies and muffins', pantry: '2-4 days (cookies up to a week in a tin)', fridge: '1 week (cream or custard fillings must be chilled)', freezer: '2-4 months' },
  { keys: ['opened wine', 'wine'], food: 'Opened wine', fridge: '3-5 days (corked)', freezer: '- (freeze in cubes for cooking)' },
];
