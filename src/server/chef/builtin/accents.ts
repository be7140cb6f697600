// Flavour accents: a cuisine's signature finish that can be layered on any dish.
// Same-cuisine accents vary titles ('Lemon-Parmesan Chicken Risotto'); in creative mode an
// accent from another cuisine makes the pairing ('Miso-Glazed Chicken Tacos').

import type { Accent } from './model';

const stirAndTop = (stir: string, top: string) => ({ stir, top });

export const ACCENTS: readonly Accent[] = [
  // italian
  {
    id: 'italian-pesto', cuisine: 'italian', label: 'Pesto', sweet: false, tags: ['fresh'],
    items: [{ id: 'pesto', g: 15 }],
    ...stirAndTop('Take the pan off the heat and stir the {a0} through, so it stays bright green.', 'Spoon the {a0} over the {main} just before serving.'),
  },
  {
    id: 'italian-lemon-parmesan', cuisine: 'italian', label: 'Lemon-Parmesan', sweet: false, tags: ['citrus', 'fresh'],
    items: [{ id: 'lemon', g: 10, prep: 'zested' }, { id: 'parmesan', g: 10, prep: 'finely grated' }],
    ...stirAndTop('Off the heat, stir in the {a1} and the {a0} zest.', 'Scatter the {a1} and the {a0} zest over the {main} just before serving.'),
  },
  {
    id: 'italian-garlic-rosemary', cuisine: 'italian', label: 'Garlic-Rosemary', sweet: false, tags: ['comfort'],
    items: [{ id: 'garlic', g: 3, prep: 'thinly sliced' }, { id: 'rosemary', g: 0.5, prep: 'leaves finely chopped' }, { id: 'olive-oil', g: 5 }],
    ...stirAndTop('Gently fry the {a0} and {a1} in the {a2} for 1 minute until golden and fragrant, then stir it through.', 'Gently fry the {a0} and {a1} in the {a2} for 1 minute until golden, then spoon the fragrant oil over the {main}.'),
  },
  {
    id: 'italian-balsamic-honey', cuisine: 'italian', label: 'Balsamic-Honey', sweet: true, tags: ['sweet'],
    items: [{ id: 'balsamic-vinegar', g: 5 }, { id: 'honey', g: 5 }],
    ...stirAndTop('Stir the {a0} and {a1} together and swirl it through just before serving.', 'Warm the {a0} with the {a1} for 1 minute until syrupy and drizzle it over the {main}.'),
  },
  {
    id: 'italian-lemon-ricotta', cuisine: 'italian', label: 'Lemon-Ricotta', sweet: true, tags: ['sweet', 'citrus'],
    items: [{ id: 'ricotta', g: 30 }, { id: 'lemon', g: 6, prep: 'zested' }],
    ...stirAndTop('Beat the {a0} with the {a1} zest and swirl it through just before serving.', 'Beat the {a0} with the {a1} zest and serve a spoonful with the {main}.'),
  },
  {
    id: 'italian-vanilla-mascarpone', cuisine: 'italian', label: 'Vanilla Mascarpone', sweet: true, tags: ['sweet', 'comfort'],
    items: [{ id: 'mascarpone', g: 30 }, { id: 'vanilla-extract', g: 1 }],
    ...stirAndTop('Beat the {a1} into the {a0} and swirl it through just before serving.', 'Beat the {a1} into the {a0} and serve a spoonful with the {main}.'),
  },
  {
    id: 'italian-toasted-almond', cuisine: 'italian', label: 'Toasted Almond', sweet: true, tags: ['sweet'],
    items: [{ id: 'almonds', g: 8, prep: 'roughly chopped' }],
    ...stirAndTop('Toast the {a0} in a dry pan for 3-4 minutes until golden and stir them through.', 'Toast the {a0} in a dry pan for 3-4 minutes until golden and scatter them over the {main}.'),
  },
  // mexican
  {
    id: 'mexican-chipotle-lime', cuisine: 'mexican', label: 'Chipotle-Lime', sweet: false, tags: ['smoky', 'spicy', 'citrus'],
    items: [{ id: 'chipotle-in-adobo', g: 5, prep: 'finely chopped' }, { id: 'lime', g: 10, prep: 'juiced' }],
    ...stirAndTop('Stir in the {a0} and the {a1} juice and simmer 1 minute.', 'Mash the {a0} with the {a1} juice and a splash of water, then drizzle it over the {main}.'),
  },
  {
    id: 'mexican-cilantro-lime', cuisine: 'mexican', label: 'Cilantro-Lime', sweet: false, tags: ['fresh', 'citrus'],
    items: [{ id: 'cilantro', g: 2, prep: 'chopped' }, { id: 'lime', g: 10, prep: 'zested and juiced' }],
    ...stirAndTop('Stir in the {a0} with the {a1} zest and juice just before serving.', 'Toss the {a0} with the {a1} zest and juice and scatter it over the {main}.'),
  },
  {
    id: 'mexican-smoky-cumin', cuisine: 'mexican', label: 'Smoky Cumin', sweet: false, tags: ['smoky', 'spicy'],
    items: [{ id: 'cumin', g: 0.6 }, { id: 'smoked-paprika', g: 0.6 }, { id: 'vegetable-oil', g: 4 }],
    ...stirAndTop('Sizzle the {a0} and {a1} in the {a2} for 30 seconds and stir the spiced oil through.', 'Sizzle the {a0} and {a1} in the {a2} for 30 seconds, then spoon the smoky oil over the {main}.'),
  },
  {
    id: 'mexican-chocolate', cuisine: 'mexican', label: 'Mexican Chocolate', sweet: true, tags: ['sweet', 'spicy'],
    items: [{ id: 'dark-chocolate', g: 12, prep: 'chopped' }, { id: 'cinnamon', g: 0.3 }],
    ...stirAndTop('Stir in the {a0} and {a1} until melted and glossy.', 'Melt the {a0} with the {a1} and a spoonful of hot water, then drizzle it over the {main}.'),
  },
  {
    id: 'mexican-chili-lime', cuisine: 'mexican', label: 'Chili-Lime', sweet: true, tags: ['spicy', 'citrus', 'fresh'],
    items: [{ id: 'lime', g: 8, prep: 'zested' }, { id: 'chili-powder', g: 0.2 }],
    ...stirAndTop('Stir in the {a0} zest and a pinch of the {a1}.', 'Mix the {a0} zest with the {a1} and sprinkle it over the {main}.'),
  },
  // asian
  {
    id: 'asian-gochujang-honey', cuisine: 'asian', label: 'Gochujang-Glazed', sweet: false, tags: ['spicy', 'sweet'],
    items: [{ id: 'gochujang', g: 8 }, { id: 'honey', g: 4 }],
    ...stirAndTop('Whisk the {a0} with the {a1} and stir it through for the last minute of cooking.', 'Whisk the {a0} with the {a1} and <1 tbsp> warm water, then brush or drizzle it over the {main}.'),
  },
  {
    id: 'asian-soy-ginger', cuisine: 'asian', label: 'Soy-Ginger', sweet: false, tags: ['fresh'],
    items: [{ id: 'soy-sauce', g: 8 }, { id: 'ginger', g: 3, prep: 'finely grated' }],
    ...stirAndTop('Stir in the {a0} and the {a1} and simmer 1 minute.', 'Mix the {a0} with the {a1} and spoon it over the {main}.'),
  },
  {
    id: 'asian-coconut-lime', cuisine: 'asian', label: 'Coconut-Lime', sweet: false, tags: ['citrus', 'comfort'],
    items: [{ id: 'coconut-milk', g: 30 }, { id: 'lime', g: 8, prep: 'zested and juiced' }],
    ...stirAndTop('Stir in the {a0} and the {a1} zest and juice and warm through.', 'Warm the {a0} with the {a1} zest and juice and a pinch of salt, then spoon it over the {main}.'),
  },
  {
    id: 'asian-sesame-honey', cuisine: 'asian', label: 'Sesame-Honey', sweet: true, tags: ['sweet'],
    items: [{ id: 'sesame-seeds', g: 4 }, { id: 'honey', g: 8 }],
    ...stirAndTop('Toast the {a0} in a dry pan and stir them in with the {a1}.', 'Toast the {a0} in a dry pan until golden, then drizzle the {main} with the {a1} and scatter over the seeds.'),
  },
  {
    id: 'asian-coconut-lime-sweet', cuisine: 'asian', label: 'Toasted Coconut', sweet: true, tags: ['sweet', 'citrus'],
    items: [{ id: 'shredded-coconut', g: 6 }, { id: 'lime', g: 5, prep: 'zested' }],
    ...stirAndTop('Toast the {a0} in a dry pan until golden and stir it in with the {a1} zest.', 'Toast the {a0} in a dry pan until golden and scatter it over the {main} with the {a1} zest.'),
  },
  // japanese
  {
    id: 'japanese-miso', cuisine: 'japanese', label: 'Miso-Glazed', sweet: false, tags: ['comfort', 'sweet'],
    items: [{ id: 'miso-paste', g: 10 }, { id: 'mirin', g: 8 }],
    ...stirAndTop('Whisk the {a0} with the {a1} and a splash of the cooking liquid, then stir it through off the heat.', 'Whisk the {a0} with the {a1} and <1 tbsp> warm water until smooth, then brush it over the {main} and let it turn glossy for a minute in the hot pan.'),
  },
  {
    id: 'japanese-sesame-soy', cuisine: 'japanese', label: 'Sesame-Soy', sweet: false, tags: ['fresh'],
    items: [{ id: 'sesame-oil', g: 3 }, { id: 'soy-sauce', g: 6 }, { id: 'sesame-seeds', g: 2, prep: 'toasted' }],
    ...stirAndTop('Stir in the {a0} and {a1} and scatter with the {a2}.', 'Drizzle the {main} with the {a0} and {a1} and scatter with the toasted {a2}.'),
  },
  {
    id: 'japanese-wasabi-lime', cuisine: 'japanese', label: 'Wasabi-Lime', sweet: false, tags: ['spicy', 'citrus'],
    items: [{ id: 'wasabi', g: 2 }, { id: 'lime', g: 8, prep: 'juiced' }, { id: 'mayonnaise', g: 8 }],
    ...stirAndTop('Whisk the {a0} with the {a1} juice and the {a2} and stir it through off the heat.', 'Whisk the {a0} with the {a1} juice and the {a2} and drizzle it over the {main}.'),
  },
  {
    id: 'japanese-sesame-ginger-syrup', cuisine: 'japanese', label: 'Sesame-Ginger', sweet: true, tags: ['sweet'],
    items: [{ id: 'sesame-seeds', g: 3 }, { id: 'ginger', g: 2, prep: 'finely grated' }, { id: 'sugar', g: 6 }],
    ...stirAndTop('Toast the {a0} in a dry pan until golden. Warm the {a2} with the {a1} and a spoonful of water until syrupy and swirl it through with the seeds.', 'Toast the {a0} in a dry pan until golden. Warm the {a2} with the {a1} and a spoonful of water until syrupy, drizzle it over the {main} and scatter with the seeds.'),
  },
  {
    id: 'japanese-miso-caramel', cuisine: 'japanese', label: 'Miso-Caramel', sweet: true, tags: ['sweet', 'comfort'],
    items: [{ id: 'miso-paste', g: 4 }, { id: 'brown-sugar', g: 8 }, { id: 'butter', g: 5 }],
    ...stirAndTop('Melt the {a1} with the {a2}, whisk in the {a0} and swirl it through.', 'Melt the {a1} with the {a2} over low heat until bubbling, whisk in the {a0} and drizzle the warm caramel over the {main}.'),
  },
  // american
  {
    id: 'american-bbq', cuisine: 'american', label: 'BBQ', sweet: false, tags: ['smoky', 'sweet'],
    items: [{ id: 'bbq-sauce', g: 15 }],
    ...stirAndTop('Stir in the {a0} and simmer 2 minutes.', 'Warm the {a0} and brush it over the {main} just before serving.'),
  },
  {
    id: 'american-honey-mustard', cuisine: 'american', label: 'Honey-Mustard', sweet: false, tags: ['sweet'],
    items: [{ id: 'honey', g: 6 }, { id: 'dijon-mustard', g: 5 }],
    ...stirAndTop('Whisk the {a0} with the {a1} and stir it through at the end.', 'Whisk the {a0} with the {a1} and brush it over the {main} just before serving.'),
  },
  {
    id: 'american-buffalo', cuisine: 'american', label: 'Buffalo', sweet: false, tags: ['spicy'],
    items: [{ id: 'hot-sauce', g: 8 }, { id: 'butter', g: 6 }],
    ...stirAndTop('Melt the {a1}, whisk in the {a0} and stir it through.', 'Melt the {a1}, whisk in the {a0} and spoon the buttery hot sauce over the {main}.'),
  },
  // Two scattered finishes, so a dish with a sauce of its own need not take a second sauce to be
  // American (cook read 25: BBQ brushed over lemon-butter chicken, buffalo butter over a tahini bowl).
  {
    id: 'american-bacon-scallion', cuisine: 'american', label: 'Bacon-Scallion', sweet: false, tags: ['smoky', 'hearty', 'comfort'],
    items: [{ id: 'bacon', g: 12, prep: 'chopped' }, { id: 'spring-onions', g: 4, prep: 'thinly sliced' }],
    ...stirAndTop('Fry the {a0} in a dry frying pan until crisp and stir it through with the {a1} just before serving.', 'Fry the {a0} in a dry frying pan until crisp, then scatter it over the {main} with the {a1} just before serving.'),
  },
  {
    id: 'american-cheddar-chive', cuisine: 'american', label: 'Cheddar-Chive', sweet: false, tags: ['comfort'],
    items: [{ id: 'cheddar', g: 12, prep: 'grated' }, { id: 'chives', g: 1, prep: 'chopped' }],
    ...stirAndTop('Stir in the {a0} until just melted and scatter with the {a1}.', 'Scatter the {a0} and the {a1} over the {main} while it is hot, so the cheese just melts.'),
  },
  {
    id: 'american-maple-pecan', cuisine: 'american', label: 'Maple-Pecan', sweet: true, tags: ['sweet', 'comfort'],
    items: [{ id: 'maple-syrup', g: 10 }, { id: 'pecans', g: 8, prep: 'roughly chopped' }],
    ...stirAndTop('Stir in the {a0} and scatter with the toasted {a1}.', 'Toast the {a1} in a dry pan, then drizzle the {main} with the {a0} and scatter over the nuts.'),
  },
  // mediterranean
  {
    id: 'mediterranean-lemon-cinnamon', cuisine: 'mediterranean', label: 'Lemon-Cinnamon', sweet: true, tags: ['sweet', 'citrus'],
    items: [{ id: 'lemon', g: 6, prep: 'zested' }, { id: 'cinnamon', g: 0.3 }],
    ...stirAndTop('Stir in the {a0} zest and a pinch of the {a1} just before serving.', 'Mix the {a0} zest with the {a1} and scatter it over the {main}.'),
  },
  {
    id: 'mediterranean-lemon-oregano', cuisine: 'mediterranean', label: 'Lemon-Oregano', sweet: false, tags: ['citrus', 'fresh'],
    items: [{ id: 'lemon', g: 12, prep: 'zested and juiced' }, { id: 'oregano', g: 0.4 }, { id: 'olive-oil', g: 5 }],
    ...stirAndTop('Stir in the {a0} zest and juice with the {a1} and a drizzle of the {a2}.', 'Whisk the {a0} zest and juice with the {a1} and the {a2} and spoon it over the {main}.'),
  },
  {
    id: 'mediterranean-zaatar', cuisine: 'mediterranean', label: "Za'atar", sweet: false, tags: ['fresh'],
    items: [{ id: 'zaatar', g: 1 }, { id: 'olive-oil', g: 5 }],
    ...stirAndTop('Stir the {a0} into the {a1} and swirl it through just before serving.', 'Mix the {a0} with the {a1} and spoon it over the {main}.'),
  },
  {
    id: 'mediterranean-tahini-lemon', cuisine: 'mediterranean', label: 'Tahini-Lemon', sweet: false, tags: ['healthy', 'citrus'],
    items: [{ id: 'tahini', g: 10 }, { id: 'lemon', g: 8, prep: 'juiced' }],
    ...stirAndTop('Whisk the {a0} with the {a1} juice and a splash of water and swirl it through.', 'Whisk the {a0} with the {a1} juice and <1-2 tbsp> water until creamy, then drizzle it over the {main}.'),
  },
  {
    id: 'mediterranean-feta-mint', cuisine: 'mediterranean', label: 'Feta & Mint', sweet: false, tags: ['fresh'],
    items: [{ id: 'feta', g: 15, prep: 'crumbled' }, { id: 'mint', g: 1, prep: 'chopped' }],
    ...stirAndTop('Scatter the {a0} and {a1} over the {main} just before serving.', 'Scatter the {a0} and {a1} over the {main} just before serving.'),
  },
  {
    id: 'mediterranean-honey-pistachio', cuisine: 'mediterranean', label: 'Honey-Pistachio', sweet: true, tags: ['sweet'],
    items: [{ id: 'honey', g: 8 }, { id: 'pistachios', g: 8, prep: 'chopped' }],
    ...stirAndTop('Swirl in the {a0} and scatter with the {a1}.', 'Drizzle the {main} with the {a0} and scatter over the {a1}.'),
  },
  // indian
  {
    id: 'indian-masala-butter', cuisine: 'indian', label: 'Tadka', sweet: false, tags: ['comfort', 'spicy'],
    items: [{ id: 'garam-masala', g: 0.6 }, { id: 'butter', g: 6 }],
    ...stirAndTop('Melt the {a1}, sizzle the {a0} in it for 20 seconds and stir it through.', 'Melt the {a1}, sizzle the {a0} in it for 20 seconds and spoon the spiced butter over the {main}.'),
  },
  {
    id: 'indian-tandoori', cuisine: 'indian', label: 'Chilli-Yogurt', sweet: false, tags: ['spicy', 'smoky'],
    items: [{ id: 'yogurt', g: 20 }, { id: 'chili-powder', g: 0.4 }, { id: 'garam-masala', g: 0.4 }],
    ...stirAndTop('Stir the {a1} and {a2} into the {a0} and swirl it through off the heat.', 'Stir the {a1} and {a2} into the {a0} with a pinch of salt and spoon it over the {main}.'),
  },
  {
    id: 'indian-green-chutney', cuisine: 'indian', label: 'Green Chutney', sweet: false, tags: ['fresh', 'spicy'],
    items: [{ id: 'cilantro', g: 2 }, { id: 'mint', g: 1 }, { id: 'lime', g: 6, prep: 'juiced' }],
    ...stirAndTop('Blitz the {a0}, {a1} and {a2} juice with a pinch of salt and swirl it through.', 'Blitz the {a0}, {a1} and {a2} juice with a pinch of salt and <1 tbsp> water, then spoon it over the {main}.'),
  },
  {
    id: 'indian-cardamom-honey', cuisine: 'indian', label: 'Cardamom-Honey', sweet: true, tags: ['sweet'],
    items: [{ id: 'cardamom', g: 0.2 }, { id: 'honey', g: 8 }],
    ...stirAndTop('Stir the {a0} into the {a1} and swirl it through.', 'Warm the {a1} with the {a0} for 30 seconds and drizzle it over the {main}.'),
  },
  {
    id: 'indian-saffron-pistachio', cuisine: 'indian', label: 'Saffron-Pistachio', sweet: true, tags: ['sweet'],
    items: [{ id: 'saffron', g: 0.03 }, { id: 'pistachios', g: 6, prep: 'chopped' }],
    ...stirAndTop('Soak the {a0} in <1 tbsp> warm milk or water, stir it in and scatter with the {a1}.', 'Soak the {a0} in <1 tbsp> warm water for 5 minutes, drizzle it over the {main} and scatter with the {a1}.'),
  },
  // french
  {
    id: 'french-dijon-thyme', cuisine: 'french', label: 'Dijon-Thyme', sweet: false, tags: ['comfort'],
    // A mustard cream, not mustard thinned with water (seventeenth and eighteenth reads: 'Whisk the Dijon
    // mustard with the thyme and a splash of warm water' called a raw, thin sauce three times).
    items: [{ id: 'dijon-mustard', g: 5 }, { id: 'thyme', g: 0.3, prep: 'leaves picked' }, { id: 'creme-fraiche', g: 20 }],
    ...stirAndTop('Stir in the {a2}, the {a0} and the {a1} for the last minute of cooking.', 'Warm the {a2} with the {a0} and the {a1} in a small pan until just bubbling and spoon the mustard cream over the {main}.'),
  },
  {
    id: 'french-brown-butter-sage', cuisine: 'french', label: 'Brown Butter-Sage', sweet: false, tags: ['comfort'],
    items: [{ id: 'butter', g: 10 }, { id: 'sage', g: 0.5, prep: 'leaves picked' }],
    ...stirAndTop('Cook the {a0} with the {a1} over medium heat until nutty brown, then stir it through.', 'Cook the {a0} with the {a1} over medium heat for 2-3 minutes until the butter smells nutty and the leaves are crisp, then spoon it over the {main}.'),
  },
  {
    id: 'french-provencal', cuisine: 'french', label: 'Provençal', sweet: false, tags: ['fresh'],
    items: [{ id: 'herbes-de-provence', g: 0.5 }, { id: 'olive-oil', g: 5 }, { id: 'garlic', g: 2, prep: 'minced' }],
    ...stirAndTop('Warm the {a2} and {a0} in the {a1} for 1 minute and stir it through.', 'Warm the {a2} and {a0} in the {a1} for 1 minute and spoon the fragrant oil over the {main}.'),
  },
  {
    id: 'french-salted-caramel', cuisine: 'french', label: 'Salted Caramel', sweet: true, tags: ['sweet', 'comfort'],
    items: [{ id: 'sugar', g: 10 }, { id: 'butter', g: 5 }, { id: 'heavy-cream', g: 10 }],
    ...stirAndTop('Cook the {a0} to an amber caramel, whisk in the {a1} and {a2} with a pinch of salt and swirl it through.', 'Cook the {a0} in a small pan until amber, whisk in the {a1} and {a2} with a pinch of salt and drizzle the warm caramel over the {main}.'),
  },
  {
    id: 'french-vanilla-cream', cuisine: 'french', label: 'Vanilla Crème Fraîche', sweet: true, tags: ['sweet'],
    items: [{ id: 'creme-fraiche', g: 20 }, { id: 'vanilla-extract', g: 1 }],
    ...stirAndTop('Stir the {a1} into the {a0} and swirl it through.', 'Stir the {a1} into the {a0} and serve a spoonful with the {main}.'),
  },
];

export const ACCENT_BY_ID: ReadonlyMap<string, Accent> = new Map(ACCENTS.map((a) => [a.id, a]));
