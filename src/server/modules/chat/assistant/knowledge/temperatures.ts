// Safe minimum internal temperatures and rest times.
//
// Source: USDA Food Safety and Inspection Service (FSIS), "Safe Minimum Internal Temperature
// Chart" (fsis.usda.gov/food-safety/safe-food-handling-and-preparation/food-safety-basics/
// safe-temperature-chart). Where FSIS gives no number (shellfish, fish doneness cues), its
// visual cue is quoted. Doneness preferences below 145 °F are cook's conventions, marked as such.

export interface SafeTemperature {
  /** Phrases that name the food, lower case. */
  keys: readonly string[];
  food: string;
  /** °F; undefined when FSIS gives a visual cue instead. */
  fahrenheit?: number;
  /** Minutes to rest after cooking, when FSIS asks for one. */
  restMinutes?: number;
  /** What FSIS says to look for, or a note. */
  note?: string;
}

export const FSIS_SOURCE = 'USDA FSIS Safe Minimum Internal Temperature Chart';

export const SAFE_TEMPERATURES: readonly SafeTemperature[] = [
  { keys: ['beef', 'steak', 'steaks', 'roast beef', 'beef roast', 'veal', 'lamb', 'lamb chops', 'rack of lamb', 'brisket', 'prime rib', 'ribeye', 'sirloin', 'tenderloin', 'filet mignon', 'venison'], food: 'Beef, veal and lamb (steaks, chops, roasts)', fahrenheit: 145, restMinutes: 3 },
  { keys: ['pork', 'pork chop', 'pork chops', 'pork loin', 'pork tenderloin', 'pork shoulder', 'pork roast', 'fresh ham', 'raw ham'], food: 'Pork (chops, roasts, fresh ham)', fahrenheit: 145, restMinutes: 3 },
  { keys: ['ham', 'precooked ham', 'cooked ham', 'reheat ham', 'spiral ham'], food: 'Fully cooked ham, reheated', fahrenheit: 140, note: 'Ham repackaged outside a USDA-inspected plant should reach 165 °F.' },
  { keys: ['ground beef', 'hamburger', 'hamburgers', 'burger', 'burgers', 'ground pork', 'ground lamb', 'ground veal', 'meatloaf', 'meatballs', 'sausage', 'sausages', 'mince', 'minced beef'], food: 'Ground meat and meat mixtures (beef, pork, veal, lamb)', fahrenheit: 160, note: 'all the way through, as mincing spreads surface bacteria inside (without a thermometer, cut the thickest piece open: it should be steaming, with no pink left in the middle and clear juices, though colour alone can mislead)' },
  { keys: ['ground chicken', 'ground turkey', 'turkey burger', 'turkey burgers', 'chicken burger', 'chicken burgers', 'turkey meatballs', 'chicken sausage'], food: 'Ground poultry (chicken, turkey)', fahrenheit: 165 },
  { keys: ['chicken', 'chicken breast', 'chicken breasts', 'chicken thigh', 'chicken thighs', 'chicken wings', 'wings', 'drumsticks', 'turkey', 'whole turkey', 'duck', 'goose', 'poultry', 'whole chicken', 'roast chicken', 'stuffing', 'giblets'], food: 'Poultry (whole, parts, ground, giblets and stuffing)', fahrenheit: 165 },
  { keys: ['fish', 'salmon', 'tuna', 'cod', 'halibut', 'tilapia', 'trout', 'sea bass', 'fin fish', 'swordfish', 'mackerel'], food: 'Fin fish', fahrenheit: 145, note: 'or until the flesh is opaque and separates easily with a fork' },
  { keys: ['shrimp', 'prawns', 'prawn', 'lobster', 'crab', 'crawfish'], food: 'Shrimp, lobster and crab', note: 'cook until the flesh is pearly and opaque' },
  { keys: ['clams', 'oysters', 'mussels', 'clam', 'oyster', 'mussel'], food: 'Clams, oysters and mussels', note: 'cook until the shells open; throw away any that stay closed' },
  { keys: ['scallops', 'scallop'], food: 'Scallops', note: 'cook until the flesh is milky white or opaque and firm' },
  { keys: ['egg dish', 'egg dishes', 'quiche', 'frittata', 'egg casserole', 'strata', 'custard'], food: 'Egg dishes (quiche, casseroles)', fahrenheit: 160 },
  { keys: ['eggs', 'egg', 'fried egg', 'scrambled eggs'], food: 'Eggs', note: 'cook until the yolk and white are firm' },
  { keys: ['leftovers', 'leftover', 'casserole', 'casseroles', 'reheat', 'reheating', 'reheated'], food: 'Leftovers and casseroles', fahrenheit: 165 },
];

/**
 * Steak doneness by internal temperature at the end of cooking. These are cooks' conventions
 * (restaurant practice), not FSIS safety limits: FSIS says 145 °F plus a 3-minute rest.
 */
export const STEAK_DONENESS: readonly { name: string; fahrenheit: string }[] = [
  { name: 'rare', fahrenheit: '120-125' },
  { name: 'medium-rare', fahrenheit: '130-135' },
  { name: 'medium', fahrenheit: '140-145' },
  { name: 'medium-well', fahrenheit: '150-155' },
  { name: 'well done', fahrenheit: '160' },
];

/**
 * Resting beyond the FSIS minimum, for juiciness: cooks' practice (juices redistribute; carryover
 * cooking raises the centre a few degrees). Minutes.
 */
export const RESTING: readonly { keys: readonly string[]; what: string; minutes: string }[] = [
  { keys: ['steak', 'steaks', 'chop', 'chops', 'pork chop', 'lamb chops', 'burger', 'chicken breast'], what: 'steaks, chops and chicken breasts', minutes: '5-10' },
  { keys: ['roast', 'roast beef', 'prime rib', 'leg of lamb', 'pork roast', 'pork loin', 'brisket', 'tenderloin', 'whole chicken', 'roast chicken'], what: 'roasts and whole chickens', minutes: '15-20' },
  { keys: ['turkey', 'whole turkey'], what: 'a whole turkey', minutes: '20-30' },
];

/** Fridge and freezer set points (FSIS "Refrigeration and Food Safety"). */
export const FRIDGE_F = 40;
export const FREEZER_F = 0;
/** FSIS "Danger Zone": bacteria grow fastest between 40 and 140 °F; discard perishables left out over 2 h (1 h above 90 °F). */
export const DANGER_ZONE = { lowF: 40, highF: 140, hours: 2, hotDayHours: 1, hotDayF: 90 };
