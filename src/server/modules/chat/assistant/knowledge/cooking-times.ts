// Cooking times by food and method: what the Chef Assistant computes 'how long to roast
// parsnips' or 'how long do you steam asparagus' from.
//
// Sources: safe internal temperatures are USDA FSIS's "Safe Minimum Internal Temperature Chart"
// (poultry 165 °F / 74 °C; pork, beef, lamb and fin fish 145 °F / 63 °C with a 3-minute rest
// for meat; ground meat 160 °F / 71 °C; eggs until yolk and white are firm). Times are the
// common cookbook ranges (written here, not copied): they depend on size, so each row says the
// cut it assumes and the sign that tells the cook it is done, which matters more than the clock.
// Oven temperatures are for a conventional oven; a fan (convection) oven runs about 20 °C /
// 25 °F lower. Air-fryer times are for a preheated basket in one layer.

export type CookMethod =
  | 'boil'
  | 'simmer'
  | 'steam'
  | 'roast'
  | 'bake'
  | 'pan-fry'
  | 'grill'
  | 'air-fry'
  | 'microwave'
  | 'poach';

export interface MethodTime {
  /** Minutes, low and high. */
  minutes: readonly [number, number];
  /** The minutes are per side (turn once). */
  perSide?: boolean;
  /** Oven or air-fryer temperature, °C (conventional oven). */
  c?: number;
  /** How the cook tells it is done. */
  done: string;
  /** Cut, size or a step that matters. */
  note?: string;
}

export interface CookingTime {
  /** Names a cook uses, UK and US, lower case. */
  keys: readonly string[];
  /** The food as the answer names it, with the size the times assume. */
  food: string;
  /** Methods in the order a cook would usually pick them (the first ones answer 'how long to cook X'). */
  methods: Partial<Record<CookMethod, MethodTime>>;
  /** Doneness variants ('rare', 'soft boiled'): a phrase in the question picks that method's row. */
  variants?: readonly { words: readonly string[]; method: CookMethod; time: MethodTime }[];
  /** Whole birds: minutes per kilogram plus a fixed time, for a weight in the question. */
  perKg?: { method: CookMethod; minutes: number; plus: number };
  /** The safe internal temperature comes from USDA FSIS. */
  fsis?: boolean;
}

/** °C to the °F an oven dial shows. */
export const DIAL_F: Readonly<Record<number, number>> = { 150: 300, 160: 325, 170: 340, 180: 350, 190: 375, 200: 400, 210: 410, 220: 425, 230: 450 };

// Doneness signs.
const KNIFE = 'until a knife slides in easily';
const TENDER = 'until just tender when pierced with a knife';
const CRISP = 'until tender-crisp and still bright';
const GOLDEN = 'until golden at the edges and tender';
const WILTED = 'until just wilted';
const POULTRY = 'until **165 °F / 74 °C** in the thickest part (USDA FSIS) and the juices run clear';
const PORK = 'until **145 °F / 63 °C** inside (USDA FSIS), then rest 3 minutes';
const FISH = 'until **145 °F / 63 °C** inside (USDA FSIS), or until opaque and it flakes with a fork';
const GROUND = 'until **160 °F / 71 °C** in the middle (USDA FSIS for minced meat), no pink left';
const LAMB = 'to at least **145 °F / 63 °C** inside (USDA FSIS; 135 °F / 57 °C is medium-rare by cooks\' convention), then rest 3-5 minutes';
const PRAWN = 'until pink and opaque all through and curled into a loose C';
const GRAIN = 'until the water is absorbed and the grains are tender';

const t = (lo: number, hi: number, done: string, note?: string): MethodTime => ({ minutes: [lo, hi], done, note });
const at = (c: number, lo: number, hi: number, done: string, note?: string): MethodTime => ({ minutes: [lo, hi], c, done, note });
const side = (lo: number, hi: number, done: string, note?: string): MethodTime => ({ minutes: [lo, hi], perSide: true, done, note });

export const COOKING_TIMES: readonly CookingTime[] = [
  // --- Vegetables -------------------------------------------------------------------------
  { keys: ['potatoes', 'potato', 'potato chunks', 'roast potatoes', 'roasties', 'boiled potatoes', 'potatoes for mash', 'mashed potatoes', 'mash', 'spuds'], food: 'Potatoes (peeled, in 4-5 cm chunks)', methods: {
    boil: t(15, 20, KNIFE, 'start in cold salted water; drain well for mash'),
    roast: at(200, 45, 60, 'until deep golden and crisp, turning once', 'parboil 8-10 minutes first, rough up the edges and roast in hot fat'),
    steam: t(20, 25, KNIFE),
    bake: at(200, 60, 75, 'until the skin is crisp and a knife slides in', 'whole medium potatoes (about 250 g), pricked'),
    'air-fry': at(200, 20, 25, 'until golden and crisp, shaking halfway', '3 cm chunks tossed in a little oil'),
    microwave: t(8, 12, KNIFE, 'a whole medium potato, pricked, turned halfway') } },
  { keys: ['new potatoes', 'baby potatoes', 'salad potatoes', 'jersey royals', 'small potatoes'], food: 'New potatoes (whole, small)', methods: {
    boil: t(15, 20, KNIFE, 'start in cold salted water'),
    roast: at(200, 30, 40, 'until golden and tender', 'halve any larger ones'),
    steam: t(15, 20, KNIFE),
    'air-fry': at(200, 15, 20, 'until golden, shaking halfway', 'halved') } },
  { keys: ['baked potato', 'baked potatoes', 'jacket potato', 'jacket potatoes', 'whole potato', 'whole potatoes', 'russet potatoes', 'russet potato'], food: 'Baked (jacket) potatoes (whole, about 250 g each)', methods: {
    bake: at(200, 60, 75, 'until the skin is crisp and a knife slides through the middle', 'prick, rub with oil and salt, straight on the oven shelf'),
    microwave: t(8, 12, KNIFE, 'prick first; turn halfway; add 3-4 minutes for each extra potato'),
    'air-fry': at(200, 35, 45, 'until the skin is crisp and a knife slides in') } },
  { keys: ['sweet potatoes', 'sweet potato', 'baked sweet potato', 'baked sweet potatoes', 'whole sweet potato', 'whole sweet potatoes', 'yams'], food: 'Sweet potatoes (whole, medium)', methods: {
    bake: at(200, 45, 60, 'until soft right through when squeezed or pierced', 'prick and set on a lined tray: they leak sticky syrup'),
    microwave: t(5, 8, KNIFE, 'one medium sweet potato, pricked, turned halfway'),
    'air-fry': at(200, 35, 45, KNIFE),
    roast: at(200, 25, 35, GOLDEN, 'in 2-3 cm cubes'),
    boil: t(10, 15, KNIFE, 'in 3 cm chunks'),
    steam: t(12, 15, KNIFE, 'in 3 cm chunks') } },
  { keys: ['sweet potato cubes', 'cubed sweet potato', 'cubed sweet potatoes', 'sweet potato chunks', 'diced sweet potato', 'sweet potato wedges', 'sweet potato fries'], food: 'Sweet potato cubes or wedges (2-3 cm)', methods: {
    roast: at(200, 25, 35, GOLDEN, 'spread out in one layer, turned halfway; fries need 220 °C and 25-30 minutes'),
    'air-fry': at(200, 15, 20, 'until golden at the edges, shaking halfway'),
    boil: t(10, 15, KNIFE),
    steam: t(12, 15, KNIFE) } },
  { keys: ['chips', 'fries', 'french fries', 'oven chips', 'homemade chips', 'potato wedges', 'wedges'], food: 'Chips / fries (1 cm thick, or frozen oven chips)', methods: {
    bake: at(220, 25, 35, 'until golden and crisp, turned halfway', 'frozen oven chips: follow the bag, usually 20-25 minutes'),
    'air-fry': at(200, 15, 20, 'until golden and crisp, shaking twice', 'frozen fries 12-15 minutes; soak homemade ones and dry them well') } },
  { keys: ['carrots', 'carrot', 'baby carrots', 'chantenay carrots'], food: 'Carrots (sliced or in batons)', methods: {
    boil: t(5, 8, TENDER, 'whole small carrots 10-12 minutes'),
    steam: t(6, 10, TENDER),
    roast: at(200, 25, 35, GOLDEN, 'halved lengthways or in thick batons'),
    microwave: t(4, 6, TENDER, 'covered, with 2 tbsp water'),
    'air-fry': at(200, 12, 18, GOLDEN) } },
  { keys: ['broccoli', 'broccoli florets', 'tenderstem', 'tenderstem broccoli', 'broccolini', 'purple sprouting broccoli'], food: 'Broccoli (florets)', methods: {
    steam: t(4, 6, CRISP),
    boil: t(3, 5, CRISP, 'in plenty of salted boiling water'),
    roast: at(220, 15, 20, 'until the edges char and the stems are tender'),
    'pan-fry': t(4, 6, CRISP, 'stir-fried over high heat, with a splash of water at the end'),
    microwave: t(3, 4, CRISP, 'covered, with 2 tbsp water'),
    'air-fry': at(200, 8, 12, 'until the tips crisp') } },
  { keys: ['cauliflower', 'cauliflower florets', 'whole cauliflower', 'cauliflower steak', 'cauliflower steaks'], food: 'Cauliflower (florets)', methods: {
    roast: at(220, 25, 30, 'until browned at the edges and tender', 'a whole head takes 60-75 minutes at 200 °C'),
    steam: t(6, 10, TENDER),
    boil: t(5, 8, TENDER),
    microwave: t(4, 6, TENDER, 'covered, with 2 tbsp water'),
    'air-fry': at(200, 12, 15, GOLDEN) } },
  { keys: ['green beans', 'french beans', 'string beans', 'runner beans', 'fine beans', 'haricots verts'], food: 'Green beans (trimmed)', methods: {
    boil: t(4, 6, CRISP, 'runner beans, sliced, 5-7 minutes'),
    steam: t(5, 7, CRISP),
    'pan-fry': t(5, 7, 'until blistered in spots and tender-crisp'),
    roast: at(220, 12, 15, 'until blistered and tender'),
    microwave: t(3, 5, CRISP, 'covered, with 2 tbsp water'),
    'air-fry': at(200, 8, 10, 'until blistered') } },
  { keys: ['asparagus', 'asparagus spears', 'asparagus tips'], food: 'Asparagus (medium spears, woody ends snapped off)', methods: {
    steam: t(3, 5, 'until a knife slides into the thick end; thin spears 2-3 minutes'),
    boil: t(2, 4, CRISP),
    roast: at(220, 10, 15, 'until tender with a little char'),
    grill: t(5, 8, 'turning, until lightly charred and tender'),
    'pan-fry': t(4, 6, CRISP),
    'air-fry': at(200, 6, 8, CRISP),
    microwave: t(2, 4, CRISP, 'covered, with 2 tbsp water') } },
  { keys: ['brussels sprouts', 'brussel sprouts', 'brussels', 'sprouts'], food: 'Brussels sprouts (trimmed; halved to roast or fry)', methods: {
    roast: at(200, 20, 25, 'until the cut sides are deep brown and the centres tender', 'halved, cut side down'),
    boil: t(6, 8, TENDER, 'whole; no longer, or they turn sulphurous'),
    steam: t(6, 8, TENDER),
    'pan-fry': t(8, 10, 'until browned and tender', 'halved, cut side down'),
    'air-fry': at(200, 12, 15, 'until crisp outside and tender') } },
  { keys: ['courgette', 'courgettes', 'zucchini', 'zucchinis', 'summer squash'], food: 'Courgettes / zucchini (in 1 cm slices)', methods: {
    'pan-fry': t(4, 6, 'until golden on both sides and just tender'),
    roast: at(220, 15, 20, GOLDEN),
    grill: side(3, 4, 'until charred lines show and just tender', 'lengthways slices'),
    steam: t(3, 5, 'until just tender'),
    'air-fry': at(200, 10, 12, GOLDEN) } },
  { keys: ['peppers', 'bell peppers', 'bell pepper', 'red peppers', 'green peppers', 'capsicum', 'capsicums', 'sweet peppers'], food: 'Peppers / bell peppers (in strips or quarters)', methods: {
    roast: at(200, 20, 30, 'until soft and charred at the edges', 'whole peppers for peeling: 25-35 minutes at 220 °C, then covered 10 minutes'),
    'pan-fry': t(5, 8, 'until softened with a little colour'),
    grill: t(8, 12, 'turning, until the skin blisters and chars'),
    'air-fry': at(200, 8, 12, 'until soft and charred at the edges') } },
  { keys: ['aubergine', 'aubergines', 'eggplant', 'eggplants', 'brinjal'], food: 'Aubergine / eggplant (in 2 cm cubes or 1 cm slices)', methods: {
    roast: at(200, 25, 35, 'until soft right through and browned: undercooked aubergine is spongy', 'a whole one for baba ganoush: 45-60 minutes'),
    'pan-fry': side(4, 5, 'until golden and soft all through', 'slices, in plenty of oil'),
    grill: side(3, 5, 'until charred lines show and the flesh is soft'),
    'air-fry': at(200, 12, 15, 'until golden and soft') } },
  { keys: ['mushrooms', 'mushroom', 'button mushrooms', 'chestnut mushrooms', 'portobello mushrooms', 'portobello', 'cremini mushrooms', 'flat mushrooms'], food: 'Mushrooms (sliced or quartered)', methods: {
    'pan-fry': t(5, 8, 'until the liquid has gone and they are browned', 'hot pan, not crowded; salt at the end'),
    roast: at(200, 15, 20, 'until browned and shrunken', 'large flat or portobello mushrooms whole: 15-20 minutes'),
    grill: t(8, 10, 'turning once, until tender', 'large flat or portobello mushrooms'),
    'air-fry': at(200, 8, 10, 'until browned') } },
  { keys: ['corn on the cob', 'corn on the cobs', 'corn cob', 'corn cobs', 'sweetcorn', 'sweet corn', 'corn', 'ears of corn', 'ear of corn'], food: 'Corn on the cob (husked)', methods: {
    boil: t(4, 7, 'until the kernels are bright and tender', 'no salt in the water, it toughens the kernels'),
    grill: t(10, 15, 'turning, until charred in spots'),
    roast: at(200, 25, 35, 'until the kernels are tender', 'in foil or in the husk'),
    steam: t(6, 8, 'until the kernels are tender'),
    microwave: t(3, 4, 'per ear, in the husk; then husk it carefully'),
    'air-fry': at(200, 10, 14, 'until tender with some colour') } },
  { keys: ['peas', 'garden peas', 'frozen peas', 'petits pois', 'mangetout', 'snow peas', 'sugar snap peas', 'sugar snaps'], food: 'Peas (frozen or fresh)', methods: {
    boil: t(2, 4, 'until bright and tender', 'frozen 2-3 minutes, fresh 3-5; mangetout and sugar snaps 1-2'),
    steam: t(3, 4, 'until bright and tender'),
    microwave: t(2, 4, 'until hot through', 'covered, with a splash of water') } },
  { keys: ['spinach', 'baby spinach', 'kale', 'cavolo nero', 'chard', 'swiss chard', 'spring greens', 'greens'], food: 'Spinach and leafy greens', methods: {
    'pan-fry': t(1, 3, WILTED, 'spinach 1-2 minutes; kale, chard and spring greens (shredded) 4-6 minutes'),
    steam: t(2, 3, WILTED, 'kale and greens 4-6 minutes'),
    boil: t(1, 2, WILTED, 'kale and greens 3-5 minutes; squeeze dry'),
    microwave: t(1, 2, WILTED, 'covered, in the water left on the leaves') } },
  { keys: ['cabbage', 'savoy cabbage', 'red cabbage', 'white cabbage', 'green cabbage', 'cabbage wedges', 'shredded cabbage'], food: 'Cabbage (shredded, or wedges to roast)', methods: {
    'pan-fry': t(5, 8, 'until tender with a little bite'),
    boil: t(5, 7, 'until tender with a little bite', 'wedges 10-15 minutes'),
    steam: t(6, 8, 'until tender with a little bite'),
    roast: at(220, 25, 35, 'until charred at the edges and tender', 'in wedges'),
    simmer: t(45, 60, 'until very soft', 'braised red cabbage, covered, stirring now and then') } },
  { keys: ['butternut squash', 'butternut', 'squash', 'pumpkin', 'acorn squash', 'winter squash'], food: 'Butternut squash (in 2-3 cm cubes)', methods: {
    roast: at(200, 30, 40, 'until caramelised at the edges and soft', 'halves (seeds out) take 45-60 minutes'),
    steam: t(12, 15, KNIFE),
    boil: t(10, 15, KNIFE),
    microwave: t(8, 12, KNIFE, 'covered, with 2 tbsp water, stirred halfway'),
    'air-fry': at(200, 15, 20, GOLDEN) } },
  { keys: ['beetroot', 'beetroots', 'beets', 'beet'], food: 'Beetroot / beets (whole, unpeeled)', methods: {
    roast: at(200, 45, 75, 'until a knife slides into the middle', 'wrapped in foil; small ones sooner; wedges 30-40 minutes'),
    boil: t(30, 60, 'until a knife slides into the middle', 'by size; the skins rub off once cooled a little'),
    steam: t(30, 45, 'until a knife slides into the middle', 'small or halved beetroot') } },
  { keys: ['parsnips', 'parsnip'], food: 'Parsnips (in quarters lengthways)', methods: {
    roast: at(200, 30, 40, 'until golden and tender', 'parboil 3-5 minutes first for the crispest result'),
    boil: t(10, 15, KNIFE),
    steam: t(10, 15, KNIFE),
    'air-fry': at(200, 15, 20, GOLDEN) } },
  { keys: ['onions', 'onion', 'red onions', 'red onion', 'shallots', 'caramelised onions', 'caramelized onions', 'sliced onions', 'leeks', 'leek'], food: 'Onions (sliced or chopped)', methods: {
    'pan-fry': t(8, 10, 'until soft and translucent over medium-low heat', 'golden brown: 15-20 minutes; properly caramelised: 40-50 minutes on low heat, there is no quick way; leeks soften in 8-10'),
    roast: at(200, 25, 35, 'until soft and browned at the edges', 'in wedges'),
    grill: t(8, 10, 'turning, until soft and charred', 'thick rings or slices'),
    'air-fry': at(190, 10, 15, 'until soft and browned') } },
  { keys: ['tomatoes', 'tomato', 'cherry tomatoes', 'roasted tomatoes'], food: 'Tomatoes (halved; cherry tomatoes whole)', methods: {
    roast: at(200, 15, 25, 'until soft, wrinkled and starting to char', 'cherry tomatoes 15 minutes; halved large tomatoes 25-30'),
    grill: t(4, 6, 'until soft and blistered', 'halved, cut side up'),
    'pan-fry': t(3, 5, 'until blistered and just bursting') } },

  // --- Meat, fish, eggs and tofu --------------------------------------------------------------
  { keys: ['chicken', 'chicken breast', 'chicken breasts', 'chicken fillet', 'chicken fillets', 'boneless chicken', 'chicken breast fillets'], food: 'Chicken breast (boneless, about 200 g)', fsis: true, methods: {
    bake: at(200, 20, 25, POULTRY, 'a thick breast: bash it to an even thickness first'),
    'pan-fry': side(6, 7, POULTRY, 'over medium heat'),
    grill: side(6, 8, POULTRY, 'over medium direct heat'),
    'air-fry': at(190, 18, 22, POULTRY, 'turned halfway'),
    poach: t(12, 15, POULTRY, 'at a bare simmer, covered'),
    roast: at(200, 20, 25, POULTRY) } },
  { keys: ['chicken thighs', 'chicken thigh', 'boneless chicken thighs', 'bone-in chicken thighs', 'chicken thigh fillets', 'thighs', 'chicken legs', 'chicken leg', 'chicken leg quarters'], food: 'Chicken thighs (bone-in, skin-on; boneless cook faster)', fsis: true, methods: {
    roast: at(200, 35, 45, POULTRY + '; thighs are most tender at 175-185 °F', 'boneless thighs 20-25 minutes; whole legs 45-50'),
    'pan-fry': side(5, 7, POULTRY, 'boneless; bone-in: 10-12 minutes skin side down, then 10-15 more after turning'),
    grill: side(5, 7, POULTRY, 'boneless over direct heat; bone-in 30-40 minutes in all, over medium indirect heat'),
    'air-fry': at(200, 20, 25, POULTRY, 'bone-in, skin side up; boneless 14-18 minutes'),
    bake: at(200, 35, 45, POULTRY, 'bone-in; boneless 20-25 minutes'),
    simmer: t(30, 40, POULTRY, 'bone-in in a stew or curry; boneless 20-25') } },
  { keys: ['chicken drumsticks', 'drumsticks', 'drumstick', 'chicken drumstick'], food: 'Chicken drumsticks', fsis: true, methods: {
    roast: at(200, 35, 45, POULTRY, 'turned halfway'),
    'air-fry': at(200, 20, 25, POULTRY, 'turned halfway'),
    grill: t(30, 40, POULTRY, 'over medium heat, turning every few minutes'),
    bake: at(200, 35, 45, POULTRY) } },
  { keys: ['chicken wings', 'wings', 'chicken wing', 'hot wings', 'buffalo wings'], food: 'Chicken wings (split into flats and drumettes)', fsis: true, methods: {
    bake: at(220, 40, 50, POULTRY + ', with crisp skin', 'on a rack, turned halfway; pat dry first'),
    'air-fry': at(200, 20, 25, POULTRY + ', with crisp skin', 'shaken halfway'),
    grill: t(20, 25, POULTRY, 'over medium heat, turning often'),
    roast: at(220, 40, 50, POULTRY) } },
  { keys: ['whole chicken', 'a chicken', 'a whole chicken', 'roast chicken', 'roasting chicken', 'whole roast chicken', 'spatchcock chicken', 'spatchcocked chicken', 'chook', 'a chook', 'whole chook', 'roast chook'], food: 'Whole chicken', fsis: true, perKg: { method: 'roast', minutes: 40, plus: 20 },
    methods: {
      roast: at(200, 80, 100, POULTRY + ' (thickest part of the thigh, not touching bone); rest 10-15 minutes', 'about 20 minutes per 500 g (1 lb) plus 20 minutes: a 1.5 kg (3.3 lb) bird takes about 1 hr 20 min, a 2 kg (4.4 lb) bird about 1 hr 40 min; spatchcocked, about 45 minutes'),
      'air-fry': at(180, 50, 65, POULTRY, 'a 1.5 kg bird, breast side down for the first half, if it fits with space around it'),
      bake: at(200, 80, 100, POULTRY) } },
  { keys: ['whole turkey', 'a whole turkey', 'whole roast turkey', 'roast a whole turkey'], food: 'Whole turkey (unstuffed)', fsis: true, perKg: { method: 'roast', minutes: 34, plus: 0 },
    methods: {
      roast: at(160, 180, 225, POULTRY + ' (thickest part of the thigh, not touching bone); rest it 30-45 minutes under foil', 'about 17 minutes per 500 g (15 per lb) at 160 °C / 325 °F: a 5 kg (11 lb) bird about 2 hr 50 min, a 6 kg (13 lb) bird about 3 hr 25 min; start checking 30 minutes early') } },
  { keys: ['salmon', 'salmon fillet', 'salmon fillets', 'salmon steak', 'salmon steaks', 'trout', 'trout fillets'], food: 'Salmon fillet (about 2.5 cm / 1 inch thick)', fsis: true, methods: {
    bake: at(200, 12, 15, FISH, 'thin fillets or trout 8-10 minutes'),
    'pan-fry': t(6, 8, FISH, 'skin side down 4-5 minutes until crisp, then 1-3 minutes on the flesh side'),
    grill: t(6, 8, FISH, 'under the grill/broiler, skin side down, no turning; on a barbecue 3-4 minutes per side'),
    'air-fry': at(200, 8, 10, FISH),
    poach: t(8, 10, FISH, 'in barely simmering liquid'),
    steam: t(8, 10, FISH),
    roast: at(200, 12, 15, FISH) } },
  { keys: ['cod', 'cod fillet', 'cod fillets', 'white fish', 'fish', 'fish fillet', 'fish fillets', 'haddock', 'hake', 'pollock', 'tilapia', 'sea bass', 'halibut', 'plaice', 'sole', 'seabass'], food: 'Cod and other white fish fillets (2-3 cm thick)', fsis: true, methods: {
    bake: at(200, 12, 15, FISH, 'thin fillets (plaice, sole, tilapia) 8-10 minutes'),
    'pan-fry': side(3, 4, FISH, 'skin side first; thin fillets 2 minutes per side'),
    grill: t(8, 10, FISH, 'under the grill/broiler, no turning; about 10 minutes per 2.5 cm of thickness'),
    steam: t(6, 10, FISH),
    poach: t(8, 10, FISH, 'in barely simmering milk or stock'),
    'air-fry': at(200, 8, 12, FISH),
    roast: at(200, 12, 15, FISH),
    microwave: t(3, 5, FISH, 'covered, for two fillets; rest 2 minutes') } },
  { keys: ['prawns', 'prawn', 'shrimp', 'shrimps', 'king prawns', 'tiger prawns', 'jumbo shrimp', 'raw prawns', 'raw shrimp'], food: 'Raw prawns / shrimp (large, peeled)', methods: {
    'pan-fry': t(2, 3, PRAWN, 'over high heat; already-cooked prawns only need warming through, 1 minute'),
    boil: t(2, 3, PRAWN, 'shell-on 3-4 minutes'),
    grill: side(2, 3, PRAWN),
    roast: at(200, 6, 8, PRAWN),
    'air-fry': at(200, 5, 8, PRAWN),
    steam: t(3, 5, PRAWN) } },
  { keys: ['steak', 'steaks', 'ribeye', 'rib-eye', 'sirloin', 'sirloin steak', 'fillet steak', 'filet mignon', 'rump steak', 't-bone', 'new york strip', 'strip steak', 'flank steak', 'skirt steak', 'beef steak', 'sirloin steaks'], food: 'Beef steak (2.5 cm / 1 inch thick)', fsis: true, methods: {
    'pan-fry': side(3, 4, 'for medium-rare (**130-135 °F / 55-57 °C**); rare 2-3 minutes per side, medium 4-5, well done 6-7 (**160 °F / 71 °C**). USDA FSIS safe minimum is **145 °F / 63 °C** plus a 3-minute rest', 'in a very hot heavy pan; 2 cm steaks a minute less per side, 4 cm ones seared then finished in a 200 °C oven; rest 5 minutes'),
    grill: side(4, 5, 'for medium-rare (**130-135 °F / 55-57 °C**); rare 3 minutes per side, medium 5-6, well done 7-8. USDA FSIS safe minimum is **145 °F / 63 °C** plus a 3-minute rest', 'over high direct heat, or under a hot grill/broiler; rest 5 minutes'),
    'air-fry': at(200, 8, 12, 'for medium-rare to medium, turned halfway; check with a thermometer (USDA FSIS safe minimum **145 °F / 63 °C**)'),
  },
  variants: [
    { words: ['blue', 'rare'], method: 'pan-fry', time: side(2, 3, 'for rare (**120-125 °F / 49-52 °C** inside; below the USDA FSIS safe minimum of **145 °F / 63 °C**)', 'in a very hot pan, 2.5 cm thick; rest 5 minutes') },
    { words: ['medium rare', 'medium-rare'], method: 'pan-fry', time: side(3, 4, 'for medium-rare (**130-135 °F / 55-57 °C** inside; USDA FSIS safe minimum is **145 °F / 63 °C**)', 'in a very hot pan, 2.5 cm thick; rest 5 minutes') },
    { words: ['medium'], method: 'pan-fry', time: side(4, 5, 'for medium (**140-145 °F / 60-63 °C** inside)', 'in a very hot pan, 2.5 cm thick; rest 5 minutes') },
    { words: ['medium well', 'medium-well'], method: 'pan-fry', time: side(5, 6, 'for medium-well (**150-155 °F / 66-68 °C** inside)', 'in a hot pan, 2.5 cm thick; rest 5 minutes') },
    { words: ['well done', 'well-done'], method: 'pan-fry', time: side(6, 7, 'for well done (**160 °F / 71 °C** inside)', 'over medium-high heat so the outside does not burn, 2.5 cm thick') },
  ] },
  { keys: ['pork chops', 'pork chop', 'pork steaks', 'pork steak', 'pork loin chops', 'bone-in pork chops', 'boneless pork chops'], food: 'Pork chops (2-2.5 cm / about 1 inch thick)', fsis: true, methods: {
    'pan-fry': side(4, 6, PORK, 'over medium-high heat; bone-in chops 1-2 minutes more per side'),
    bake: at(200, 15, 20, PORK, 'boneless; bone-in 20-25 minutes'),
    grill: side(4, 5, PORK, 'over medium-high direct heat'),
    'air-fry': at(200, 10, 14, PORK, 'turned halfway'),
    roast: at(200, 15, 20, PORK) } },
  { keys: ['pork tenderloin', 'pork fillet', 'pork tenderloins'], food: 'Pork tenderloin / fillet (about 500 g)', fsis: true, methods: {
    roast: at(220, 20, 25, PORK, 'browned in a pan first, or 25-30 minutes without searing'),
    grill: t(15, 20, PORK, 'over medium-high heat, turning every few minutes'),
    'air-fry': at(200, 18, 22, PORK, 'turned halfway'),
    bake: at(220, 20, 25, PORK) } },
  { keys: ['sausages', 'sausage', 'bangers', 'pork sausages', 'chipolatas', 'bratwurst', 'italian sausages'], food: 'Raw sausages (standard thickness)', fsis: true, methods: {
    'pan-fry': t(12, 15, GROUND + '; 165 °F / 74 °C for chicken or turkey sausages', 'over medium-low heat, turning often; chipolatas 8-10 minutes'),
    bake: at(200, 20, 25, GROUND, 'turned halfway; chipolatas 15 minutes'),
    grill: t(12, 15, GROUND, 'under a medium grill/broiler or over medium heat, turning often'),
    'air-fry': at(180, 12, 15, GROUND, 'turned halfway'),
    roast: at(200, 20, 25, GROUND) } },
  { keys: ['burgers', 'burger', 'hamburgers', 'hamburger', 'beef burgers', 'beef burger', 'patties', 'burger patties', 'beef patties'], food: 'Beef burgers (about 2 cm thick, 150 g)', fsis: true, methods: {
    'pan-fry': side(4, 5, GROUND, 'over medium-high heat; press a dimple in the middle so they stay flat'),
    grill: side(4, 5, GROUND + '; 165 °F / 74 °C for chicken or turkey burgers', 'over medium-high direct heat'),
    'air-fry': at(190, 8, 12, GROUND, 'turned halfway'),
    bake: at(200, 15, 20, GROUND) } },
  { keys: ['mince', 'minced beef', 'ground beef', 'beef mince', 'ground turkey', 'turkey mince', 'pork mince', 'ground pork'], food: 'Mince / ground meat (browning)', fsis: true, methods: {
    'pan-fry': t(8, 10, GROUND + ' (165 °F / 74 °C for turkey or chicken)', 'broken up over medium-high heat; do not crowd the pan'),
    simmer: t(20, 30, 'until the sauce is thick', 'for a bolognese-style sauce after browning (longer is better)') } },
  { keys: ['meatballs', 'meatball'], food: 'Meatballs (about 4 cm)', fsis: true, methods: {
    bake: at(200, 18, 22, GROUND + '; 165 °F / 74 °C if made with poultry'),
    'pan-fry': t(10, 12, GROUND, 'browned all over, turning'),
    simmer: t(15, 20, GROUND, 'in sauce, after browning (20-25 from raw)'),
    'air-fry': at(190, 10, 12, GROUND, 'shaken halfway') } },
  { keys: ['lamb chops', 'lamb chop', 'lamb cutlets', 'lamb cutlet', 'lamb steaks', 'lamb loin chops'], food: 'Lamb chops or cutlets (2-2.5 cm thick)', fsis: true, methods: {
    'pan-fry': side(3, 4, LAMB, 'in a hot pan, fat edge rendered first'),
    grill: side(3, 5, LAMB, 'over high direct heat'),
    'air-fry': at(200, 8, 10, LAMB, 'turned halfway'),
    roast: at(200, 10, 15, LAMB, 'seared first') } },
  { keys: ['leg of lamb', 'lamb leg', 'roast lamb', 'lamb joint', 'bone-in leg of lamb', 'boneless leg of lamb', 'lamb shoulder joint'], food: 'Leg of lamb (bone in, about 2 kg / 4.4 lb)', fsis: true, perKg: { method: 'roast', minutes: 40, plus: 20 },
    methods: {
      roast: at(190, 90, 110, LAMB + '; for pink take it out at 130-135 °F / 55-57 °C and rest 15-20 minutes under foil', 'about 20 minutes per 500 g (1 lb) plus 20 minutes for pink, 25 per 500 g plus 25 for well done; start 15 minutes at 220 °C to brown, then lower') } },
  { keys: ['roast beef', 'beef joint', 'topside', 'silverside', 'sirloin joint', 'rib of beef', 'beef roast', 'rib roast', 'prime rib'], food: 'Beef roasting joint (about 1.5 kg / 3.3 lb)', fsis: true, perKg: { method: 'roast', minutes: 40, plus: 20 },
    methods: {
      roast: at(190, 70, 90, 'to **145 °F / 63 °C** inside for medium (USDA FSIS; 125-130 °F / 52-54 °C is rare by cooks\' convention), then rest 20-30 minutes under foil', 'about 20 minutes per 500 g (1 lb) plus 20 minutes for medium-rare, 25 per 500 g plus 25 for well done, after 20 minutes at 220 °C to brown') } },
  { keys: ['pork loin joint', 'roast pork', 'pork joint', 'pork loin roast', 'pork roast', 'loin of pork'], food: 'Pork loin joint (about 1.5 kg / 3.3 lb)', fsis: true, perKg: { method: 'roast', minutes: 60, plus: 0 },
    methods: {
      roast: at(190, 80, 100, 'until **145 °F / 63 °C** inside (USDA FSIS), then rest 15 minutes under foil', 'about 30 minutes per 500 g (1 lb); for crackling, score and dry the rind, salt it and give it 20-30 minutes at 220 °C first') } },
  { keys: ['bacon', 'streaky bacon', 'back bacon', 'bacon rashers', 'rashers', 'bacon strips', 'thick-cut bacon', 'thick cut bacon'], food: 'Bacon (rashers / strips)', methods: {
    'pan-fry': t(8, 12, 'until as crisp as you like', 'start in a cold pan over medium heat, turning; UK back bacon 3-4 minutes per side'),
    bake: at(200, 15, 20, 'until crisp', 'on a lined tray, no turning; thick-cut 20-25 minutes'),
    grill: side(3, 5, 'until crisp at the edges', 'under a hot grill/broiler'),
    'air-fry': at(180, 8, 10, 'until crisp', 'in one layer'),
    microwave: t(4, 6, 'until crisp', 'for 4 rashers between paper towels, about 1 minute per rasher') } },
  { keys: ['tofu', 'firm tofu', 'extra firm tofu', 'crispy tofu', 'tofu cubes'], food: 'Tofu (firm, pressed, 2 cm cubes)', methods: {
    'pan-fry': t(8, 12, 'until golden and crisp on most sides', 'in a hot pan with oil, turning; tofu is already cooked, so it is done when it is crisp'),
    bake: at(200, 25, 30, 'until golden and crisp', 'tossed in oil and cornflour, turned halfway'),
    'air-fry': at(200, 12, 15, 'until golden and crisp', 'shaken halfway'),
    grill: side(3, 4, 'until charred lines show', 'in 1.5 cm slabs') } },
  { keys: ['halloumi', 'halloumi cheese'], food: 'Halloumi (1 cm slices)', methods: {
    'pan-fry': side(1, 2, 'until golden brown', 'in a dry hot pan; eat straight away'),
    grill: side(2, 3, 'until charred lines show'),
    'air-fry': at(200, 6, 8, 'until golden') } },
  { keys: ['eggs', 'egg', 'boiled egg', 'boiled eggs', 'an egg'], food: 'Eggs (large, from the fridge)', methods: {
    boil: t(6, 12, 'depending on the yolk you want: soft (runny) **6-7 minutes**, medium (jammy) **8 minutes**, hard **11-12 minutes**', 'lowered into boiling water, then into cold water; USDA FSIS advises cooking eggs until yolk and white are firm for anyone at risk'),
    poach: t(3, 4, 'until the white is set and the yolk still runny', 'in barely simmering water'),
    'pan-fry': t(2, 4, 'until the white is set; a minute more each side for over-easy or firm', 'fried over medium heat'),
    microwave: t(1, 2, 'scrambled, stirred every 30 seconds, until just set') } },
  { keys: ['soft boiled', 'soft-boiled', 'soft boil', 'soft boiled egg', 'soft boiled eggs', 'soft-boiled egg', 'soft-boiled eggs', 'runny egg', 'runny eggs', 'dippy egg', 'dippy eggs', 'dippy'], food: 'Soft-boiled eggs (large)', methods: {
    boil: t(5, 6, 'for a set white and runny yolk', 'lowered into boiling water straight from the fridge; 1 minute less for room-temperature or medium eggs') } },
  { keys: ['medium boiled', 'medium-boiled', 'medium boiled egg', 'medium boiled eggs', 'jammy egg', 'jammy eggs', 'medium-boiled eggs', 'ramen egg', 'ramen eggs'], food: 'Medium (jammy) boiled eggs (large)', methods: {
    boil: t(7, 8, 'for a jammy, just-set yolk', 'lowered into boiling water, then straight into iced water') } },
  { keys: ['hard boiled', 'hard-boiled', 'hard boil', 'hardboiled', 'hard boiled egg', 'hard boiled eggs', 'hard-boiled egg', 'hard-boiled eggs', 'hardboiled eggs', 'hard cooked eggs', 'hard-cooked eggs'], food: 'Hard-boiled eggs (large)', methods: {
    boil: t(10, 12, 'until yolk and white are firm (USDA FSIS): 11-12 minutes for large eggs straight from the fridge', 'lowered into boiling water, then into cold water: a green ring means overcooked'),
    steam: t(12, 13, 'until yolk and white are firm', 'they peel more easily') } },
  { keys: ['poached egg', 'poached eggs', 'poach an egg', 'poach eggs'], food: 'Poached eggs', methods: {
    poach: t(3, 4, 'until the white is set and the yolk still runny', 'fresh eggs, in barely simmering water; 5 minutes for a firmer yolk') } },
  { keys: ['fried egg', 'fried eggs', 'fry an egg', 'fry eggs', 'sunny side up', 'over easy'], food: 'Fried eggs', methods: {
    'pan-fry': t(2, 4, 'until the white is set (sunny side up); turn for 30 seconds for over-easy, 1-2 minutes for over-hard', 'over medium heat in butter or oil') } },
  { keys: ['scrambled eggs', 'scrambled egg', 'omelette', 'omelet'], food: 'Scrambled eggs or an omelette', methods: {
    'pan-fry': t(2, 4, 'until just set and still glossy (USDA FSIS: no liquid egg left for anyone at risk)', 'over low to medium heat, stirred'),
    microwave: t(1, 2, 'until just set', 'stirred every 30 seconds') } },

  // --- Rice, pasta, grains and pulses -------------------------------------------------------
  { keys: ['rice', 'white rice', 'long grain rice', 'long-grain rice', 'jasmine rice', 'plain rice', 'boiled rice'], food: 'White rice (long-grain)', methods: {
    simmer: t(12, 15, GRAIN, 'rinsed, 1 cup rice to 1½ cups water, covered on the lowest heat; then 5-10 minutes off the heat with the lid on'),
    boil: t(10, 12, 'until tender with a little bite, then drain', 'in plenty of salted water, like pasta'),
    microwave: t(10, 12, GRAIN, '1 part rice to 2 parts boiling water, covered; stand 5 minutes') } },
  { keys: ['brown rice', 'wholegrain rice', 'whole grain rice'], food: 'Brown rice', methods: {
    simmer: t(35, 45, GRAIN, '1 cup rice to 2 cups water, covered; then 10 minutes off the heat with the lid on'),
    boil: t(30, 35, 'until tender, then drain', 'in plenty of water') } },
  { keys: ['sticky rice', 'glutinous rice', 'sweet rice', 'thai sticky rice'], food: 'Glutinous (sticky) rice', methods: {
    steam: t(20, 30, 'until translucent and chewy all through, with no hard white centre', 'soaked in cold water for at least 4 hours or overnight, drained, in a muslin-lined steamer over boiling water; turn it over halfway') } },
  { keys: ['basmati', 'basmati rice'], food: 'Basmati rice', methods: {
    simmer: t(10, 12, GRAIN, 'rinsed (soaked 20 minutes if you can), 1 cup rice to 1½ cups water, covered; then 5-10 minutes off the heat'),
    boil: t(10, 12, 'until tender with a little bite, then drain', 'in plenty of salted water') } },
  { keys: ['pasta', 'dried pasta', 'spaghetti', 'penne', 'fusilli', 'macaroni', 'linguine', 'rigatoni', 'farfalle', 'tagliatelle', 'orzo', 'conchiglie', 'bucatini'], food: 'Dried pasta', methods: {
    boil: t(8, 12, 'until al dente: tender with a slight bite in the middle', 'in plenty of well-salted boiling water; check the packet and taste 2 minutes early; spaghetti about 10 minutes') } },
  { keys: ['fresh pasta', 'fresh tagliatelle', 'fresh spaghetti', 'ravioli', 'tortellini', 'fresh lasagne sheets', 'gnocchi'], food: 'Fresh pasta and gnocchi', methods: {
    boil: t(2, 4, 'until tender: it is done when it floats and has no chalky centre', 'filled pasta 3-5 minutes; gnocchi 2-3 minutes, lifted out as they float') } },
  { keys: ['noodles', 'egg noodles', 'rice noodles', 'udon', 'udon noodles', 'soba', 'soba noodles', 'ramen noodles', 'vermicelli'], food: 'Noodles', methods: {
    boil: t(3, 5, 'until just tender; rinse if they will sit', 'dried egg noodles 4-5 minutes; soba 4-5; rice noodles 3-5 or soaked in just-boiled water 8-10') } },
  { keys: ['quinoa'], food: 'Quinoa', methods: {
    simmer: t(12, 15, 'until the water is absorbed and the little spiral tails show', 'rinsed, 1 cup quinoa to 2 cups water, covered; then 5 minutes off the heat') } },
  { keys: ['couscous', 'cous cous', 'giant couscous', 'pearl couscous', 'israeli couscous'], food: 'Couscous', methods: {
    boil: t(5, 5, 'covered off the heat until the water is absorbed, then fluffed with a fork', 'no cooking: pour over equal volume of boiling stock or water (about 1¼ times for a softer grain)'),
    simmer: t(8, 10, 'until tender', 'giant / pearl couscous, in plenty of water or 1:1¼ covered') } },
  { keys: ['red lentils', 'split red lentils', 'masoor dal', 'red lentil'], food: 'Red lentils', methods: {
    simmer: t(15, 20, 'until soft and collapsing', 'rinsed, in about 3 times their volume of water; no soaking needed') } },
  { keys: ['lentils', 'green lentils', 'brown lentils', 'puy lentils', 'black lentils', 'beluga lentils'], food: 'Green or brown lentils', methods: {
    simmer: t(20, 30, 'until tender but holding their shape', 'rinsed, no soaking needed; Puy and beluga 20-25 minutes; salt at the end') } },
  { keys: ['dried beans', 'beans', 'chickpeas', 'dried chickpeas', 'kidney beans', 'red kidney beans', 'black beans', 'cannellini beans', 'haricot beans', 'navy beans', 'pinto beans', 'butter beans', 'borlotti beans', 'garbanzo beans'], food: 'Dried beans and chickpeas (soaked overnight)', methods: {
    simmer: t(60, 120, 'until creamy all the way through: try several', 'drained and covered with fresh water; black beans about 1 hour, chickpeas 1-1½ hours, butter beans up to 2; red kidney beans must boil hard for 10 minutes first to destroy a natural toxin'),
    boil: t(60, 120, 'until creamy all the way through', 'boil hard 10 minutes, then simmer; tinned beans only need heating through') } },
  { keys: ['porridge', 'oats', 'oatmeal', 'rolled oats', 'porridge oats'], food: 'Porridge / oatmeal (rolled oats)', methods: {
    simmer: t(4, 5, 'until thick and creamy, stirring', '1 part oats to 2 parts milk or water; steel-cut oats 20-30 minutes'),
    microwave: t(2, 3, 'until thick, stirred halfway', 'in a large bowl so it does not boil over') } },
];
