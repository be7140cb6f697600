// Held-out pages: written before the parser was tuned on anything, and never tuned to.
// Their score is reported apart from the tuning set (import-corpus.test.ts, bench/import.ts).
import { ld, page, type CorpusCase } from './types';

export const HELD_OUT: CorpusCase[] = [
  {
    id: 'ho-yoast-graph-sections',
    kind: '@graph',
    url: 'https://www.kitchenstories.example/roast-chicken-with-lemon/',
    html: page(
      '<article><h1>Sunday Roast Chicken with Lemon</h1><p>Our family favourite.</p></article>',
      ld({
        '@context': 'https://schema.org',
        '@graph': [
          { '@type': 'Organization', '@id': '#org', name: 'Kitchen Stories' },
          { '@type': 'WebPage', '@id': '#page', name: 'Sunday Roast Chicken with Lemon - Kitchen Stories' },
          { '@type': 'Person', '@id': '#author', name: 'Ann' },
          {
            '@type': 'Recipe',
            name: 'Sunday Roast Chicken with Lemon',
            author: { '@id': '#author' },
            recipeYield: ['4', '4 servings'],
            prepTime: 'PT15M',
            cookTime: 'PT1H20M',
            totalTime: 'PT1H35M',
            recipeCategory: 'Main Course',
            recipeCuisine: 'British',
            recipeIngredient: [
              '1 whole chicken (about 1.6 kg)',
              '2 lemons',
              '4 garlic cloves',
              '2 tbsp olive oil',
              '1 kg potatoes, quartered',
            ],
            recipeInstructions: [
              {
                '@type': 'HowToSection',
                name: 'Prepare the chicken',
                itemListElement: [
                  { '@type': 'HowToStep', text: 'Heat the oven to 200°C.' },
                  { '@type': 'HowToStep', text: 'Stuff the chicken with the halved lemons and garlic.' },
                ],
              },
              {
                '@type': 'HowToSection',
                name: 'Roast',
                itemListElement: [
                  { '@type': 'HowToStep', text: 'Rub with oil and roast for 80 minutes with the potatoes.' },
                  { '@type': 'HowToStep', text: 'Rest for 10 minutes before carving.' },
                ],
              },
            ],
            nutrition: { '@type': 'NutritionInformation', calories: '520 kcal', proteinContent: '45 g' },
          },
        ],
      }),
    ),
    expect: {
      title: 'Sunday Roast Chicken with Lemon',
      ingredients: [
        '1 whole chicken (about 1.6 kg)',
        '2 lemons',
        '4 garlic cloves',
        '2 tbsp olive oil',
        '1 kg potatoes, quartered',
      ],
      instructions: [
        'Prepare the chicken:',
        'Heat the oven to 200°C.',
        'Stuff the chicken with the halved lemons and garlic.',
        'Roast:',
        'Rub with oil and roast for 80 minutes with the potatoes.',
        'Rest for 10 minutes before carving.',
      ],
      servings: 4,
      cookingTime: 95,
      mealType: 'dinner',
      calories: 520,
    },
  },
  {
    id: 'ho-french-string-steps',
    kind: 'json-ld non-English',
    url: 'https://cuisine.example.fr/recettes/gratin-dauphinois',
    html: page(
      '<h1>Gratin dauphinois</h1><p>La recette traditionnelle.</p>',
      ld({
        '@context': 'http://schema.org/',
        '@type': 'Recipe',
        name: 'Gratin dauphinois',
        recipeYield: '6 personnes',
        totalTime: 'PT1H15M',
        recipeCategory: 'Plat principal',
        recipeCuisine: 'Française',
        recipeIngredient: [
          '1 kg de pommes de terre',
          '50 cl de lait entier',
          '20 cl de crème fraîche',
          '1 gousse d’ail',
          'Sel, poivre, muscade',
        ],
        recipeInstructions:
          'Préchauffer le four à 180°C.\nÉplucher et couper les pommes de terre en fines rondelles.\nFrotter le plat avec l’ail, disposer les pommes de terre.\nVerser le lait et la crème, assaisonner et enfourner 1 heure.',
      }),
      'fr',
    ),
    expect: {
      title: 'Gratin dauphinois',
      ingredients: [
        '1 kg de pommes de terre',
        '50 cl de lait entier',
        '20 cl de crème fraîche',
        '1 gousse d’ail',
        'Sel, poivre, muscade',
      ],
      instructions: [
        'Préchauffer le four à 180°C.',
        'Éplucher et couper les pommes de terre en fines rondelles.',
        'Frotter le plat avec l’ail, disposer les pommes de terre.',
        'Verser le lait et la crème, assaisonner et enfourner 1 heure.',
      ],
      servings: 6,
      cookingTime: 75,
      mealType: 'dinner',
      cuisine: 'french',
    },
  },
  {
    id: 'ho-wprm-groups',
    kind: 'wprm',
    url: 'https://blog.example.com/chicken-tikka-masala/',
    html: page(`<article><h1>Chicken Tikka Masala</h1><p>Long story about my trip...</p>
<div id="wprm-recipe-container-123" class="wprm-recipe-container" data-recipe-id="123"><div class="wprm-recipe wprm-recipe-template-custom">
<h2 class="wprm-recipe-name wprm-block-text-bold">Chicken Tikka Masala</h2>
<div class="wprm-recipe-summary"><span>Restaurant style at home.</span></div>
<div class="wprm-recipe-meta-container"><div class="wprm-recipe-block-container wprm-recipe-time-container wprm-recipe-total-time-container"><span class="wprm-recipe-details-label">Total Time </span><span class="wprm-recipe-time"><span class="wprm-recipe-details wprm-recipe-details-hours wprm-recipe-total_time wprm-recipe-total_time-hours">1<span class="sr-only screen-reader-text wprm-screen-reader-text"> hour</span></span> <span class="wprm-recipe-details-unit wprm-recipe-details-unit-hours wprm-recipe-total_time-unit wprm-recipe-total_timeunit-hours" aria-hidden="true">hr</span> <span class="wprm-recipe-details wprm-recipe-details-minutes wprm-recipe-total_time wprm-recipe-total_time-minutes">10<span class="sr-only screen-reader-text wprm-screen-reader-text"> minutes</span></span> <span class="wprm-recipe-details-unit wprm-recipe-details-minutes wprm-recipe-total_time-unit wprm-recipe-total_timeunit-minutes" aria-hidden="true">mins</span></span></div>
<div class="wprm-recipe-block-container"><span class="wprm-recipe-details-label">Course </span><span class="wprm-recipe-course wprm-block-text-normal">Main Course</span></div>
<div class="wprm-recipe-block-container"><span class="wprm-recipe-details-label">Cuisine </span><span class="wprm-recipe-cuisine wprm-block-text-normal">Indian</span></div>
<div class="wprm-recipe-block-container"><span class="wprm-recipe-details-label">Servings </span><span class="wprm-recipe-servings wprm-recipe-details wprm-block-text-normal">4</span></div></div>
<div class="wprm-recipe-ingredients-container wprm-block-text-normal"><h3 class="wprm-recipe-header wprm-recipe-ingredients-header">Ingredients</h3>
<div class="wprm-recipe-ingredient-group"><h4 class="wprm-recipe-group-name wprm-recipe-ingredient-group-name">Marinade</h4><ul class="wprm-recipe-ingredients">
<li class="wprm-recipe-ingredient"><span class="wprm-recipe-ingredient-amount">500</span> <span class="wprm-recipe-ingredient-unit">g</span> <span class="wprm-recipe-ingredient-name">chicken thighs</span>, <span class="wprm-recipe-ingredient-notes">cut into chunks</span></li>
<li class="wprm-recipe-ingredient"><span class="wprm-recipe-ingredient-amount">150</span> <span class="wprm-recipe-ingredient-unit">g</span> <span class="wprm-recipe-ingredient-name">plain yogurt</span></li>
<li class="wprm-recipe-ingredient"><span class="wprm-recipe-ingredient-amount">2</span> <span class="wprm-recipe-ingredient-unit">tsp</span> <span class="wprm-recipe-ingredient-name">garam masala</span></li></ul></div>
<div class="wprm-recipe-ingredient-group"><h4 class="wprm-recipe-group-name wprm-recipe-ingredient-group-name">Sauce</h4><ul class="wprm-recipe-ingredients">
<li class="wprm-recipe-ingredient"><span class="wprm-recipe-ingredient-amount">1</span> <span class="wprm-recipe-ingredient-name">onion</span>, <span class="wprm-recipe-ingredient-notes">finely chopped</span></li>
<li class="wprm-recipe-ingredient"><span class="wprm-recipe-ingredient-amount">400</span> <span class="wprm-recipe-ingredient-unit">g</span> <span class="wprm-recipe-ingredient-name">canned tomatoes</span></li>
<li class="wprm-recipe-ingredient"><span class="wprm-recipe-ingredient-amount">120</span> <span class="wprm-recipe-ingredient-unit">ml</span> <span class="wprm-recipe-ingredient-name">double cream</span></li></ul></div></div>
<div class="wprm-recipe-instructions-container"><h3 class="wprm-recipe-header">Instructions</h3><div class="wprm-recipe-instruction-group"><ul class="wprm-recipe-instructions">
<li class="wprm-recipe-instruction"><div class="wprm-recipe-instruction-text">Mix the chicken with the yogurt and garam masala; marinate 30 minutes.</div></li>
<li class="wprm-recipe-instruction"><div class="wprm-recipe-instruction-text">Grill the chicken until charred.</div></li>
<li class="wprm-recipe-instruction"><div class="wprm-recipe-instruction-text">Soften the onion, add tomatoes, simmer 15 minutes, stir in cream and chicken.</div></li>
</ul></div></div></div></div><div class="comments"><h3>4 comments</h3><p>Delicious!</p></div></article>`),
    expect: {
      title: 'Chicken Tikka Masala',
      ingredients: [
        'Marinade:',
        '500 g chicken thighs, cut into chunks',
        '150 g plain yogurt',
        '2 tsp garam masala',
        'Sauce:',
        '1 onion, finely chopped',
        '400 g canned tomatoes',
        '120 ml double cream',
      ],
      instructions: [
        'Mix the chicken with the yogurt and garam masala; marinate 30 minutes.',
        'Grill the chicken until charred.',
        'Soften the onion, add tomatoes, simmer 15 minutes, stir in cream and chicken.',
      ],
      servings: 4,
      cookingTime: 70,
      mealType: 'dinner',
      cuisine: 'indian',
    },
  },
  {
    id: 'ho-tasty',
    kind: 'tasty',
    url: 'https://sallys.example.com/banana-bread/',
    html: page(`<h1>The Best Banana Bread</h1><p>Moist and easy.</p>
<div class="tasty-recipes tasty-recipes-1234 tasty-recipes-display"><div class="tasty-recipes-entry-header">
<h2 class="tasty-recipes-title">The Best Banana Bread</h2>
<div class="tasty-recipes-details"><ul>
<li class="prep-time"><span class="tasty-recipes-label">Prep Time:</span> <span class="tasty-recipes-prep-time">15 minutes</span></li>
<li class="cook-time"><span class="tasty-recipes-label">Cook Time:</span> <span class="tasty-recipes-cook-time">1 hour</span></li>
<li class="total-time"><span class="tasty-recipes-label">Total Time:</span> <span class="tasty-recipes-total-time">1 hour 15 minutes</span></li>
<li class="yield"><span class="tasty-recipes-label">Yield:</span> <span class="tasty-recipes-yield">1 loaf (10 slices)</span></li>
<li class="category"><span class="tasty-recipes-label">Category:</span> <span class="tasty-recipes-category">Dessert</span></li>
</ul></div></div>
<div class="tasty-recipes-ingredients"><h3>Ingredients</h3><div class="tasty-recipes-ingredients-body"><ul>
<li>2 cups (250g) all-purpose flour</li><li>1 teaspoon baking soda</li><li>1/4 teaspoon salt</li>
<li>1/2 cup (115g) butter, melted</li><li>3/4 cup (150g) brown sugar</li><li>2 large eggs</li><li>4 ripe bananas, mashed</li></ul></div></div>
<div class="tasty-recipes-instructions"><h3>Instructions</h3><div class="tasty-recipes-instructions-body"><ol>
<li id="instruction-step-1">Preheat the oven to 350°F and grease a loaf pan.</li>
<li id="instruction-step-2">Whisk the flour, baking soda and salt.</li>
<li id="instruction-step-3">Beat the butter and sugar, add eggs and bananas, then fold in the flour.</li>
<li id="instruction-step-4">Bake for 60 minutes, until a toothpick comes out clean.</li></ol></div></div></div>`),
    expect: {
      title: 'The Best Banana Bread',
      ingredients: [
        '2 cups (250g) all-purpose flour',
        '1 teaspoon baking soda',
        '1/4 teaspoon salt',
        '1/2 cup (115g) butter, melted',
        '3/4 cup (150g) brown sugar',
        '2 large eggs',
        '4 ripe bananas, mashed',
      ],
      instructions: [
        'Preheat the oven to 350°F and grease a loaf pan.',
        'Whisk the flour, baking soda and salt.',
        'Beat the butter and sugar, add eggs and bananas, then fold in the flour.',
        'Bake for 60 minutes, until a toothpick comes out clean.',
      ],
      cookingTime: 75,
      mealType: 'dessert',
    },
  },
  {
    id: 'ho-microdata-old',
    kind: 'microdata',
    url: 'https://old.example.org/recipes/pancakes.html',
    html: page(`<div itemscope itemtype="http://schema.org/Recipe">
<h1 itemprop="name">Fluffy Pancakes</h1>
<img itemprop="image" src="/img/pancakes.jpg" alt="Pancakes">
<p itemprop="description">Light and fluffy American pancakes.</p>
<p>Serves <span itemprop="recipeYield">8</span> · Ready in <time itemprop="totalTime" datetime="PT25M">25 minutes</time> · <span itemprop="recipeCategory">Breakfast</span></p>
<h2>Ingredients</h2><ul>
<li itemprop="ingredients">1 1/2 cups flour</li>
<li itemprop="ingredients">3 1/2 teaspoons baking powder</li>
<li itemprop="ingredients">1 tablespoon sugar</li>
<li itemprop="ingredients">1 1/4 cups milk</li>
<li itemprop="ingredients">1 egg</li>
<li itemprop="ingredients">3 tablespoons butter, melted</li></ul>
<h2>Directions</h2><ol itemprop="recipeInstructions">
<li>Sift the flour, baking powder and sugar together.</li>
<li>Make a well in the centre and pour in the milk, egg and butter; mix until smooth.</li>
<li>Cook ladlefuls on a hot griddle until golden on both sides.</li></ol></div>`),
    expect: {
      title: 'Fluffy Pancakes',
      ingredients: [
        '1 1/2 cups flour',
        '3 1/2 teaspoons baking powder',
        '1 tablespoon sugar',
        '1 1/4 cups milk',
        '1 egg',
        '3 tablespoons butter, melted',
      ],
      instructions: [
        'Sift the flour, baking powder and sugar together.',
        'Make a well in the centre and pour in the milk, egg and butter; mix until smooth.',
        'Cook ladlefuls on a hot griddle until golden on both sides.',
      ],
      servings: 8,
      cookingTime: 25,
      mealType: 'breakfast',
    },
  },
  {
    id: 'ho-spanish-headings',
    kind: 'headings non-English',
    url: 'https://cocina.example.es/tortilla-de-patatas',
    html: page(
      `<article><h1>Tortilla de patatas</h1><p>Publicado el 3 de mayo · 12 comentarios</p>
<p>La tortilla de patatas es un clásico de la cocina española. Te cuento cómo la hago en casa.</p>
<h3>Ingredientes</h3><p>Para 4 personas:</p><ul><li>6 huevos</li><li>700 g de patatas</li><li>1 cebolla</li><li>200 ml de aceite de oliva</li><li>Sal</li></ul>
<h3>Preparación</h3><ol><li>Pela y corta las patatas en láminas finas.</li><li>Fríe las patatas y la cebolla a fuego medio durante 20 minutos.</li><li>Bate los huevos, mézclalos con las patatas escurridas y sala.</li><li>Cuaja la tortilla por ambos lados en una sartén.</li></ol>
<h3>Comentarios</h3><p>¡Me encanta!</p></article>`,
      '',
      'es',
    ),
    expect: {
      title: 'Tortilla de patatas',
      ingredients: ['6 huevos', '700 g de patatas', '1 cebolla', '200 ml de aceite de oliva', 'Sal'],
      instructions: [
        'Pela y corta las patatas en láminas finas.',
        'Fríe las patatas y la cebolla a fuego medio durante 20 minutos.',
        'Bate los huevos, mézclalos con las patatas escurridas y sala.',
        'Cuaja la tortilla por ambos lados en una sartén.',
      ],
    },
  },
  {
    id: 'ho-broken-json',
    kind: 'broken json-ld',
    url: 'https://broken.example.com/lentil-soup',
    html: page(
      '<h1>Red Lentil Soup</h1>',
      `<script type="application/ld+json">{
  "@context": "https://schema.org",
  "@type": "Recipe",
  "name": "Red Lentil Soup",
  "recipeYield": "4",
  "totalTime": "PT40M",
  "recipeIngredient": [
    "200 g red lentils",
    "1 onion, chopped",
    "2 carrots, diced",
    "1 litre vegetable stock",
  ],
  "recipeInstructions": [
    {"@type": "HowToStep", "text": "Soften the onion and carrots	in a little oil."},
    {"@type": "HowToStep", "text": "Add the lentils and stock;
simmer for 25 minutes."},
    {"@type": "HowToStep", "text": "Blend until smooth."},
  ],
}</script>`,
    ),
    expect: {
      title: 'Red Lentil Soup',
      ingredients: ['200 g red lentils', '1 onion, chopped', '2 carrots, diced', '1 litre vegetable stock'],
      instructions: [
        'Soften the onion and carrots in a little oil.',
        'Add the lentils and stock; simmer for 25 minutes.',
        'Blend until smooth.',
      ],
      servings: 4,
      cookingTime: 40,
    },
  },
  {
    id: 'ho-no-recipe-news',
    kind: 'no recipe',
    url: 'https://news.example.com/2026/11/food-prices',
    html: page(
      `<article><h1>Food prices rise again</h1><p>Shoppers paid more for eggs and butter this month.</p><h2>What it means</h2><ul><li>Eggs up 5%</li><li>Butter up 3%</li></ul></article>`,
      ld({ '@context': 'https://schema.org', '@type': 'NewsArticle', headline: 'Food prices rise again' }),
    ),
  },
  {
    id: 'ho-dutch-two-recipes',
    kind: 'two recipes non-English',
    url: 'https://koken.example.nl/pannenkoeken-en-stroop',
    html: page(
      '<h1>Pannenkoeken</h1>',
      ld([
        {
          '@context': 'https://schema.org',
          '@type': 'Recipe',
          name: 'Pannenkoeken',
          recipeYield: '4 personen',
          totalTime: 'PT30M',
          recipeCategory: 'Ontbijt',
          recipeIngredient: ['250 g bloem', '500 ml melk', '2 eieren', 'snufje zout', 'boter om te bakken'],
          recipeInstructions: [
            { '@type': 'HowToStep', text: 'Meng de bloem en het zout in een kom.' },
            { '@type': 'HowToStep', text: 'Klop de eieren en de melk erdoor tot een glad beslag.' },
            { '@type': 'HowToStep', text: 'Bak dunne pannenkoeken in de boter.' },
          ],
        },
        {
          '@context': 'https://schema.org',
          '@type': 'Recipe',
          name: 'Appelstroop',
          recipeIngredient: ['1 kg appels', '200 g suiker'],
          recipeInstructions: [{ '@type': 'HowToStep', text: 'Kook de appels met de suiker in tot stroop.' }],
        },
      ]),
      'nl',
    ),
    expect: {
      title: 'Pannenkoeken',
      ingredients: ['250 g bloem', '500 ml melk', '2 eieren', 'snufje zout', 'boter om te bakken'],
      instructions: [
        'Meng de bloem en het zout in een kom.',
        'Klop de eieren en de melk erdoor tot een glad beslag.',
        'Bak dunne pannenkoeken in de boter.',
      ],
      servings: 4,
      cookingTime: 30,
      mealType: 'breakfast',
    },
  },
  {
    id: 'ho-entities-tags',
    kind: 'json-ld entities',
    url: 'https://www.example.com/recipes/mac-and-cheese',
    html: page(
      '<h1>Mac &amp; Cheese</h1>',
      ld({
        '@context': 'https://schema.org',
        '@type': ['Recipe', 'NewsArticle'],
        name: 'Baked Mac &amp; Cheese',
        image: { '@type': 'ImageObject', url: 'https://www.example.com/img/mac.jpg', width: 1200 },
        recipeYield: ['6', '6 servings'],
        cookTime: 'PT35M',
        prepTime: 'PT10M',
        keywords: 'comfort food, pasta, american',
        recipeIngredient: [
          '450 g elbow macaroni',
          '4 tbsp butter',
          '1/4 cup flour',
          '3 cups milk',
          '340 g sharp cheddar, grated&nbsp;',
          'Salt &amp; pepper',
        ],
        recipeInstructions: [
          {
            '@type': 'HowToStep',
            text: '<p>Cook the macaroni 2 minutes <strong>less</strong> than the packet says.</p>',
          },
          {
            '@type': 'HowToStep',
            text: '<p>Melt the butter, whisk in the flour, then the milk; cook until thick.</p>',
          },
          {
            '@type': 'HowToStep',
            text: '<p>Stir in the cheese &amp; macaroni and bake at 180&deg;C for 20 minutes.</p>',
          },
        ],
      }),
    ),
    expect: {
      title: 'Baked Mac & Cheese',
      ingredients: [
        '450 g elbow macaroni',
        '4 tbsp butter',
        '1/4 cup flour',
        '3 cups milk',
        '340 g sharp cheddar, grated',
        'Salt & pepper',
      ],
      instructions: [
        'Cook the macaroni 2 minutes less than the packet says.',
        'Melt the butter, whisk in the flour, then the milk; cook until thick.',
        'Stir in the cheese & macaroni and bake at 180°C for 20 minutes.',
      ],
      servings: 6,
      cookingTime: 45,
      cuisine: 'american',
    },
  },
  {
    id: 'ho-text-headings',
    kind: 'text',
    text: `Grandma's Apple Crumble

Serves 6
Prep: 20 minutes
Cook time: 45 minutes

Ingredients
- 6 apples, peeled and sliced
- 100 g sugar
- 1 tsp cinnamon
- 150 g flour
- 100 g cold butter

Method
1. Heat the oven to 180°C.
2. Toss the apples with half the sugar and the cinnamon and put them in a dish.
3. Rub the butter into the flour and the rest of the sugar, scatter over the apples.
4. Bake for 45 minutes until golden.`,
    expect: {
      title: "Grandma's Apple Crumble",
      ingredients: ['6 apples, peeled and sliced', '100 g sugar', '1 tsp cinnamon', '150 g flour', '100 g cold butter'],
      instructions: [
        'Heat the oven to 180°C.',
        'Toss the apples with half the sugar and the cinnamon and put them in a dish.',
        'Rub the butter into the flour and the rest of the sugar, scatter over the apples.',
        'Bake for 45 minutes until golden.',
      ],
      servings: 6,
      cookingTime: 65,
      mealType: 'dessert',
    },
  },
  {
    id: 'ho-text-no-headings',
    kind: 'text',
    text: `Quick Garlic Noodles
200g egg noodles
3 cloves garlic, minced
2 tbsp butter
1 tbsp soy sauce
Cook the noodles as the packet says and drain.
Melt the butter, fry the garlic for a minute, then toss in the noodles and soy sauce.`,
    expect: {
      title: 'Quick Garlic Noodles',
      ingredients: ['200g egg noodles', '3 cloves garlic, minced', '2 tbsp butter', '1 tbsp soy sauce'],
      instructions: [
        'Cook the noodles as the packet says and drain.',
        'Melt the butter, fry the garlic for a minute, then toss in the noodles and soy sauce.',
      ],
    },
  },
];
