// The tuning corpus: pages written to cover every shape the import reads; the parser was tuned on
// these. The held-out pages (held-out.ts) are scored apart.
import { ld, page, type CorpusCase } from './types';

const BASE = {
  '@context': 'https://schema.org',
  '@type': 'Recipe',
  name: 'Tomato Basil Pasta',
  recipeIngredient: ['200 g spaghetti', '400 g canned tomatoes', '2 garlic cloves, sliced', '1 handful basil leaves'],
  recipeInstructions: [
    { '@type': 'HowToStep', text: 'Boil the spaghetti until al dente.' },
    { '@type': 'HowToStep', text: 'Fry the garlic, add the tomatoes and simmer for 10 minutes.' },
    { '@type': 'HowToStep', text: 'Toss the pasta with the sauce and basil.' },
  ],
};
const BASE_LINES = BASE.recipeIngredient;
const BASE_STEPS = [
  'Boil the spaghetti until al dente.',
  'Fry the garlic, add the tomatoes and simmer for 10 minutes.',
  'Toss the pasta with the sauce and basil.',
];
const pasta = (extra: Record<string, unknown>) => ({ ...BASE, ...extra });
const expectPasta = (extra: Partial<NonNullable<CorpusCase['expect']>> = {}) => ({
  title: 'Tomato Basil Pasta',
  ingredients: BASE_LINES,
  instructions: BASE_STEPS,
  ...extra,
});

const LONG_STEP =
  'Put the beef in a large heavy pot with the onions, carrots and celery, and pour over the wine so that everything is just covered, adding a little water if the pot is wide. ' +
  'Bring it slowly to a bare simmer over a low heat, skimming off the grey foam that rises during the first ten minutes, because it clouds the sauce and tastes bitter. ' +
  'Cover with a lid left slightly ajar and let it cook very gently for three hours, stirring now and then and checking that the liquid still covers the meat. ' +
  'When a fork slides into the beef with no resistance, lift out the meat, boil the sauce hard until it coats a spoon, and return the meat to warm through.';

/** A page of about `bytes`: a long blog post and comments around one recipe (the bench's page sizes). */
export function storyPage(bytes: number): string {
  const story = (i: number) =>
    `<h3>Day ${i}</h3><p>This is a long story about our summer holiday, the markets we visited and the food we ate.</p><ul><li>Note ${i}</li></ul>`;
  const comment = (i: number) => `<div class="comment"><p>Comment ${i}: lovely recipe, will make again!</p></div>`;
  const parts: string[] = ['<h1>Tomato Basil Pasta</h1>'];
  let size = 0;
  for (let i = 0; size < bytes / 2; i++) size += (parts[parts.push(story(i)) - 1] ?? '').length;
  parts.push(ld(pasta({ recipeYield: '2' })));
  for (let i = 0; size < bytes - 600; i++) size += (parts[parts.push(comment(i)) - 1] ?? '').length;
  return page(parts.join(''));
}

/** A page of about 5 MB: a long blog post, comments and scripts around one recipe. */
export function fiveMegabytePage(): string {
  const para =
    '<p>This is a long story about our summer holiday, the markets we visited and the food we ate on the way. '.repeat(
      4,
    ) + '</p>';
  const filler = (n: number) =>
    `<section class="story">${Array.from({ length: n }, (_, i) => `<h3>Day ${i}</h3>${para}<ul><li>Note ${i}</li></ul>`).join('')}</section>`;
  const scripts = `<script>window.__DATA__=${JSON.stringify({ items: Array.from({ length: 4000 }, (_, i) => ({ id: i, text: 'x'.repeat(200) })) })}</script>`;
  const comments = `<div class="comments">${Array.from({ length: 14000 }, (_, i) => `<div class="comment"><p>Comment ${i}: lovely recipe, will make again!</p></div>`).join('')}</div>`;
  const body = `<h1>Tomato Basil Pasta</h1>${filler(7000)}${ld(pasta({ recipeYield: '2' }))}${comments}${scripts}`;
  return page(body);
}

export const TUNING: CorpusCase[] = [
  // ---- JSON-LD shapes
  {
    id: 'ld-top-level',
    kind: 'json-ld',
    url: 'https://a.example/pasta',
    html: page('<h1>Pasta</h1>', ld(pasta({ recipeYield: 2 }))),
    expect: expectPasta({ servings: 2, cuisine: 'italian' }),
  },
  {
    id: 'ld-array',
    kind: 'json-ld array',
    html: page(
      '',
      ld([{ '@context': 'https://schema.org', '@type': 'WebSite', name: 'Site' }, pasta({ recipeYield: '4' })]),
    ),
    expect: expectPasta({ servings: 4 }),
  },
  {
    id: 'ld-graph',
    kind: '@graph',
    html: page(
      '',
      ld({
        '@context': 'https://schema.org',
        '@graph': [
          { '@type': 'WebPage', name: 'Page' },
          { '@type': 'BreadcrumbList', itemListElement: [] },
          { ...pasta({ recipeYield: ['4', '4 servings'] }), '@context': undefined },
        ],
      }),
    ),
    expect: expectPasta({ servings: 4 }),
  },
  {
    id: 'ld-main-entity',
    kind: 'json-ld mainEntity',
    html: page(
      '',
      ld({
        '@context': 'https://schema.org',
        '@type': 'WebPage',
        name: 'x',
        mainEntity: pasta({ recipeYield: 'Serves 4-6' }),
      }),
    ),
    expect: expectPasta({ servings: 4 }),
  },
  {
    id: 'ld-type-array',
    kind: 'json-ld @type array',
    html: page('', ld(pasta({ '@type': ['Recipe', 'NewsArticle'], recipeYield: '3 servings' }))),
    expect: expectPasta({ servings: 3 }),
  },
  {
    id: 'ld-type-url',
    kind: 'json-ld @type url',
    html: page('', ld(pasta({ '@type': 'http://schema.org/Recipe' }))),
    expect: expectPasta(),
  },
  {
    id: 'ld-string-steps',
    kind: 'json-ld instructions string[]',
    html: page('', ld(pasta({ recipeInstructions: BASE_STEPS }))),
    expect: expectPasta(),
  },
  {
    id: 'ld-one-string-newlines',
    kind: 'json-ld instructions string',
    html: page('', ld(pasta({ recipeInstructions: BASE_STEPS.join('\n\n') }))),
    expect: expectPasta(),
  },
  {
    id: 'ld-one-string-html',
    kind: 'json-ld instructions html string',
    html: page('', ld(pasta({ recipeInstructions: BASE_STEPS.map((s) => `<p>${s}</p>`).join('') }))),
    expect: expectPasta(),
  },
  {
    id: 'ld-numbered-paragraph',
    kind: 'json-ld instructions numbered in one paragraph',
    html: page('', ld(pasta({ recipeInstructions: BASE_STEPS.map((s, i) => `${i + 1}. ${s}`).join(' ') }))),
    expect: expectPasta(),
  },
  {
    id: 'ld-itemlist',
    kind: 'json-ld ItemList',
    html: page(
      '',
      ld(
        pasta({
          recipeInstructions: {
            '@type': 'ItemList',
            itemListElement: BASE_STEPS.map((text, i) => ({
              '@type': 'ListItem',
              position: i + 1,
              item: { '@type': 'HowToStep', text },
            })),
          },
        }),
      ),
    ),
    expect: expectPasta(),
  },
  {
    id: 'ld-howtostep-name-only',
    kind: 'json-ld HowToStep name',
    html: page('', ld(pasta({ recipeInstructions: BASE_STEPS.map((name) => ({ '@type': 'HowToStep', name })) }))),
    expect: expectPasta(),
  },
  {
    id: 'ld-sections',
    kind: 'json-ld HowToSection',
    html: page(
      '',
      ld(
        pasta({
          recipeIngredient: [
            'For the sauce:',
            '400 g canned tomatoes',
            '2 garlic cloves, sliced',
            'For the pasta:',
            '200 g spaghetti',
          ],
          recipeInstructions: [
            {
              '@type': 'HowToSection',
              name: 'Sauce',
              itemListElement: [
                { '@type': 'HowToStep', text: 'Fry the garlic, add the tomatoes and simmer for 10 minutes.' },
              ],
            },
            {
              '@type': 'HowToSection',
              name: 'Pasta',
              itemListElement: [{ '@type': 'HowToStep', text: 'Boil the spaghetti until al dente.' }],
            },
          ],
        }),
      ),
    ),
    expect: {
      title: 'Tomato Basil Pasta',
      ingredients: [
        'For the sauce:',
        '400 g canned tomatoes',
        '2 garlic cloves, sliced',
        'For the pasta:',
        '200 g spaghetti',
      ],
      instructions: [
        'Sauce:',
        'Fry the garlic, add the tomatoes and simmer for 10 minutes.',
        'Pasta:',
        'Boil the spaghetti until al dente.',
      ],
    },
  },
  {
    id: 'ld-durations',
    kind: 'json-ld ISO 8601 durations',
    html: page('', ld(pasta({ prepTime: 'PT15M', cookTime: 'PT1H30M' }))),
    expect: expectPasta({ cookingTime: 105 }),
  },
  {
    id: 'ld-duration-days',
    kind: 'json-ld P0DT',
    html: page('', ld(pasta({ totalTime: 'P0DT0H45M' }))),
    expect: expectPasta({ cookingTime: 45 }),
  },
  {
    id: 'ld-duration-text',
    kind: 'json-ld written duration',
    html: page('', ld(pasta({ totalTime: '1 hour 20 mins' }))),
    expect: expectPasta({ cookingTime: 80 }),
  },
  {
    id: 'ld-yield-makes',
    kind: 'recipeYield makes',
    html: page('', ld(pasta({ recipeYield: 'Makes 12 cookies' }))),
    expect: expectPasta({ servings: 12 }),
  },
  {
    id: 'ld-yield-number-array',
    kind: 'recipeYield [n, text]',
    html: page('', ld(pasta({ recipeYield: [6, '6 portions'] }))),
    expect: expectPasta({ servings: 6 }),
  },
  {
    id: 'ld-nutrition',
    kind: 'json-ld nutrition',
    html: page(
      '',
      ld(
        pasta({
          recipeYield: '2',
          nutrition: {
            '@type': 'NutritionInformation',
            calories: '480 calories',
            proteinContent: '15 g',
            carbohydrateContent: '80 g',
            fatContent: '9 g',
            fiberContent: '6 g',
          },
        }),
      ),
    ),
    expect: expectPasta({ calories: 480 }),
  },
  {
    id: 'ld-nutrition-kj',
    kind: 'json-ld nutrition kJ',
    html: page('', ld(pasta({ nutrition: { calories: '2008 kJ' } }))),
    expect: expectPasta({ calories: 480 }),
  },
  {
    id: 'ld-cuisine-category-keywords',
    kind: 'json-ld cuisine, category, keywords',
    html: page(
      '',
      ld(
        pasta({
          recipeCuisine: ['Italian'],
          recipeCategory: ['Pasta', 'Main Course'],
          keywords: ['quick', 'weeknight'],
        }),
      ),
    ),
    expect: expectPasta({ cuisine: 'italian', mealType: 'dinner' }),
  },
  {
    id: 'ld-cuisine-other',
    kind: 'json-ld cuisine not in list',
    html: page('', ld(pasta({ recipeCuisine: 'Nordic', recipeCategory: 'Dessert' }))),
    expect: expectPasta({ cuisine: 'nordic', mealType: 'dessert' }),
  },
  {
    id: 'ld-entities',
    kind: 'json-ld entities and tags',
    html: page(
      '',
      ld(
        pasta({
          name: 'Tomato &amp; Basil <em>Pasta</em>',
          recipeIngredient: ['200&nbsp;g spaghetti', '400 g canned tomatoes &#8211; chopped', 'Salt &amp; pepper'],
        }),
      ),
    ),
    expect: {
      title: 'Tomato & Basil Pasta',
      ingredients: ['200 g spaghetti', '400 g canned tomatoes – chopped', 'Salt & pepper'],
      instructions: BASE_STEPS,
    },
  },
  {
    id: 'ld-long-step',
    kind: 'long step split',
    html: page(
      '',
      ld(
        pasta({
          name: 'Beef Braised in Red Wine',
          recipeIngredient: ['1 kg beef chuck', '750 ml red wine', '2 onions', '2 carrots', '2 celery sticks'],
          recipeInstructions: [{ '@type': 'HowToStep', text: LONG_STEP }],
        }),
      ),
    ),
    expect: {
      title: 'Beef Braised in Red Wine',
      ingredients: ['1 kg beef chuck', '750 ml red wine', '2 onions', '2 carrots', '2 celery sticks'],
      // Greedy: as many whole sentences as fit in 500 characters, then the rest.
      instructions: [
        LONG_STEP.split('. ').slice(0, 3).join('. ') + '.',
        LONG_STEP.split('. ').slice(3).join('. ').trim(),
      ],
    },
  },
  {
    id: 'ld-many-lines',
    kind: '100 ingredient lines, 60 steps',
    html: page(
      '',
      ld(
        pasta({
          name: 'Feast',
          recipeIngredient: Array.from({ length: 100 }, (_, i) => `${i + 1} g spice number ${i + 1}`),
          recipeInstructions: Array.from({ length: 60 }, (_, i) => `Step number ${i + 1}.`),
        }),
      ),
    ),
    expect: {
      title: 'Feast',
      ingredients: Array.from({ length: 100 }, (_, i) => `${i + 1} g spice number ${i + 1}`),
      instructions: Array.from({ length: 60 }, (_, i) => `Step number ${i + 1}.`),
    },
  },
  {
    id: 'ld-no-steps-headings',
    kind: 'json-ld without steps + headings',
    html: page(
      `<h1>Tomato Basil Pasta</h1><h2>Method</h2><ol>${BASE_STEPS.map((s) => `<li>${s}</li>`).join('')}</ol>`,
      ld(pasta({ recipeInstructions: undefined })),
    ),
    expect: expectPasta(),
  },
  {
    id: 'ld-two-recipes-graph',
    kind: 'two recipes',
    html: page(
      '',
      ld({
        '@context': 'https://schema.org',
        '@graph': [
          pasta({}),
          pasta({
            name: 'Garlic Bread',
            recipeIngredient: ['1 baguette', '50 g butter'],
            recipeInstructions: ['Spread and bake.'],
          }),
        ],
      }),
    ),
    expect: expectPasta(),
  },
  // ---- Broken JSON-LD
  {
    id: 'broken-trailing-commas',
    kind: 'broken json-ld',
    html: page(
      '',
      `<script type="application/ld+json">${JSON.stringify(pasta({})).replace(/\]/g, ',]').replace(/\}$/, ',}')}</script>`,
    ),
    expect: expectPasta(),
  },
  {
    id: 'broken-control-chars',
    kind: 'broken json-ld',
    html: page(
      '',
      `<script type="application/ld+json">${JSON.stringify(pasta({})).replace('Boil the', 'Boil\tthe').replace('Toss the', 'Toss\nthe')}</script>`,
    ),
    expect: expectPasta(),
  },
  {
    id: 'broken-cdata',
    kind: 'broken json-ld',
    html: page('', `<script type="application/ld+json">//<![CDATA[\n${JSON.stringify(pasta({}))}\n//]]></script>`),
    expect: expectPasta(),
  },
  {
    id: 'broken-beyond-repair-headings',
    kind: 'broken json-ld + headings',
    html: page(
      `<h1>Tomato Basil Pasta</h1><h2>Ingredients</h2><ul>${BASE_LINES.map((l) => `<li>${l}</li>`).join('')}</ul><h2>Instructions</h2><ol>${BASE_STEPS.map((s) => `<li>${s}</li>`).join('')}</ol>`,
      `<script type="application/ld+json">{"@type": "Recipe", "name": "Tomato Basil Pasta", "recipeIngredient": [</script>`,
    ),
    expect: expectPasta(),
  },
  // ---- Microdata
  {
    id: 'microdata-howtostep',
    kind: 'microdata',
    html: page(`<article itemscope itemtype="https://schema.org/Recipe"><h1 itemprop="name">Tomato Basil Pasta</h1><meta itemprop="totalTime" content="PT25M"><meta itemprop="recipeYield" content="2">
<ul>${BASE_LINES.map((l) => `<li itemprop="recipeIngredient">${l}</li>`).join('')}</ul>
<ol>${BASE_STEPS.map((s) => `<li itemprop="recipeInstructions" itemscope itemtype="https://schema.org/HowToStep"><span itemprop="text">${s}</span></li>`).join('')}</ol></article>`),
    expect: expectPasta({ servings: 2, cookingTime: 25 }),
  },
  {
    id: 'microdata-paragraph-steps',
    kind: 'microdata',
    html: page(`<div itemscope itemtype="http://schema.org/Recipe"><h2 itemprop="name">Tomato Basil Pasta</h2>
<ul>${BASE_LINES.map((l) => `<li><span itemprop="recipeIngredient">${l}</span></li>`).join('')}</ul>
<div itemprop="recipeInstructions">${BASE_STEPS.map((s) => `<p>${s}</p>`).join('')}</div>
<div itemprop="nutrition" itemscope itemtype="http://schema.org/NutritionInformation"><span itemprop="calories">450 kcal</span></div></div>`),
    expect: expectPasta({ calories: 450 }),
  },
  // ---- Plugins
  {
    id: 'wprm-simple',
    kind: 'wprm',
    html: page(`<div class="wprm-recipe-container"><div class="wprm-recipe"><h2 class="wprm-recipe-name">Tomato Basil Pasta</h2>
<span class="wprm-recipe-servings">2</span>
<div class="wprm-recipe-ingredients-container"><h3>Ingredients</h3><ul>${BASE_LINES.map((l) => `<li class="wprm-recipe-ingredient"><span class="wprm-checkbox-container"><input type="checkbox" aria-label="${l}"></span>${l}</li>`).join('')}</ul></div>
<div class="wprm-recipe-instructions-container"><h3>Instructions</h3><ul>${BASE_STEPS.map((s) => `<li class="wprm-recipe-instruction"><div class="wprm-recipe-instruction-text"><span>${s}</span></div></li>`).join('')}</ul></div></div></div>`),
    expect: expectPasta({ servings: 2 }),
  },
  {
    id: 'tasty-groups',
    kind: 'tasty',
    html: page(`<div class="tasty-recipes"><h2 class="tasty-recipes-title">Tomato Basil Pasta</h2><span class="tasty-recipes-yield">2 servings</span>
<div class="tasty-recipes-ingredients"><h3>Ingredients</h3><div class="tasty-recipes-ingredients-body"><h4>Sauce</h4><ul><li>400 g canned tomatoes</li><li>2 garlic cloves, sliced</li></ul><h4>Pasta</h4><ul><li>200 g spaghetti</li></ul></div></div>
<div class="tasty-recipes-instructions"><h3>Instructions</h3><div class="tasty-recipes-instructions-body"><ol>${BASE_STEPS.map((s) => `<li>${s}</li>`).join('')}</ol></div></div></div>`),
    expect: {
      title: 'Tomato Basil Pasta',
      ingredients: ['Sauce:', '400 g canned tomatoes', '2 garlic cloves, sliced', 'Pasta:', '200 g spaghetti'],
      instructions: BASE_STEPS,
      servings: 2,
    },
  },
  {
    id: 'mediavine',
    kind: 'mediavine create',
    html: page(
      `<div class="mv-create-card"><h2 class="mv-create-title">Tomato Basil Pasta</h2><div class="mv-create-ingredients"><h3>Ingredients</h3><ul>${BASE_LINES.map((l) => `<li>${l}</li>`).join('')}</ul></div><div class="mv-create-instructions"><h3>Instructions</h3><ol>${BASE_STEPS.map((s) => `<li>${s}</li>`).join('')}</ol></div></div>`,
    ),
    expect: expectPasta(),
  },
  // ---- Plain headings
  {
    id: 'headings-h2',
    kind: 'headings',
    html: page(
      `<article><h1>Tomato Basil Pasta</h1><p>My favourite weeknight dinner. Serves 2.</p><h2>Ingredients</h2><ul>${BASE_LINES.map((l) => `<li>${l}</li>`).join('')}</ul><h2>Instructions</h2><ol>${BASE_STEPS.map((s) => `<li>${s}</li>`).join('')}</ol><h2>Notes</h2><p>Use fresh basil.</p></article>`,
    ),
    expect: expectPasta(),
  },
  {
    id: 'headings-bold-paragraphs',
    kind: 'headings',
    html: page(
      `<article><h1>Tomato Basil Pasta</h1><p><strong>Ingredients:</strong></p><p>${BASE_LINES.join('<br>')}</p><p><strong>Method:</strong></p>${BASE_STEPS.map((s) => `<p>${s}</p>`).join('')}</article>`,
    ),
    expect: expectPasta(),
  },
  {
    id: 'headings-german',
    kind: 'headings non-English',
    html: page(
      `<h1>Kartoffelsuppe</h1><p>Für 4 Personen</p><h2>Zutaten</h2><ul><li>1 kg Kartoffeln</li><li>1 Zwiebel</li><li>1 l Gemüsebrühe</li><li>200 ml Sahne</li></ul><h2>Zubereitung</h2><ol><li>Kartoffeln schälen und würfeln.</li><li>Zwiebel andünsten, Kartoffeln und Brühe zugeben, 20 Minuten kochen.</li><li>Pürieren und die Sahne einrühren.</li></ol>`,
      '',
      'de',
    ),
    expect: {
      title: 'Kartoffelsuppe',
      ingredients: ['1 kg Kartoffeln', '1 Zwiebel', '1 l Gemüsebrühe', '200 ml Sahne'],
      instructions: [
        'Kartoffeln schälen und würfeln.',
        'Zwiebel andünsten, Kartoffeln und Brühe zugeben, 20 Minuten kochen.',
        'Pürieren und die Sahne einrühren.',
      ],
      servings: 4,
    },
  },
  {
    id: 'ld-portuguese',
    kind: 'json-ld non-English',
    html: page(
      '',
      ld({
        '@context': 'https://schema.org',
        '@type': 'Recipe',
        name: 'Bolo de cenoura',
        recipeYield: '8 porções',
        recipeCategory: 'Sobremesa',
        recipeCuisine: 'Brasileira',
        recipeIngredient: [
          '3 cenouras médias',
          '4 ovos',
          '1 xícara de óleo',
          '2 xícaras de açúcar',
          '2 xícaras de farinha de trigo',
        ],
        recipeInstructions: [
          { '@type': 'HowToStep', text: 'Bata no liquidificador as cenouras, os ovos e o óleo.' },
          { '@type': 'HowToStep', text: 'Misture o açúcar e a farinha e asse por 40 minutos.' },
        ],
      }),
      'pt',
    ),
    expect: {
      title: 'Bolo de cenoura',
      ingredients: [
        '3 cenouras médias',
        '4 ovos',
        '1 xícara de óleo',
        '2 xícaras de açúcar',
        '2 xícaras de farinha de trigo',
      ],
      instructions: [
        'Bata no liquidificador as cenouras, os ovos e o óleo.',
        'Misture o açúcar e a farinha e asse por 40 minutos.',
      ],
      servings: 8,
      mealType: 'dessert',
      cuisine: 'brasileira',
    },
  },
  {
    id: 'headings-italian',
    kind: 'headings non-English',
    html: page(
      `<h1>Risotto ai funghi</h1><h3>Ingredienti</h3><ul><li>320 g di riso Carnaroli</li><li>300 g di funghi</li><li>1 l di brodo vegetale</li></ul><h3>Preparazione</h3><ol><li>Tostare il riso.</li><li>Aggiungere il brodo poco alla volta e i funghi.</li></ol>`,
      '',
      'it',
    ),
    expect: {
      title: 'Risotto ai funghi',
      ingredients: ['320 g di riso Carnaroli', '300 g di funghi', '1 l di brodo vegetale'],
      instructions: ['Tostare il riso.', 'Aggiungere il brodo poco alla volta e i funghi.'],
      cuisine: 'italian',
    },
  },
  // ---- Size and no recipe
  { id: 'five-megabytes', kind: '5 MB page', html: fiveMegabytePage(), expect: expectPasta({ servings: 2 }) },
  {
    id: 'no-recipe-blog',
    kind: 'no recipe',
    html: page('<h1>Ten kitchen knives reviewed</h1><p>We tested knives.</p><ul><li>Chef knife</li></ul>'),
  },
  { id: 'no-recipe-empty', kind: 'no recipe', html: '<html><body></body></html>' },
  {
    id: 'no-recipe-ld-article',
    kind: 'no recipe',
    html: page('', ld({ '@context': 'https://schema.org', '@type': 'Article', headline: 'x' })),
  },
  // ---- Pasted text
  {
    id: 'text-basic',
    kind: 'text',
    text: `Tomato Basil Pasta\nServes 2\n\nIngredients:\n${BASE_LINES.map((l) => `• ${l}`).join('\n')}\n\nInstructions:\n${BASE_STEPS.map((s, i) => `${i + 1}) ${s}`).join('\n')}`,
    expect: expectPasta({ servings: 2 }),
  },
  {
    id: 'text-german',
    kind: 'text',
    text: `Kartoffelsuppe\n\nZutaten\n1 kg Kartoffeln\n1 Zwiebel\n\nZubereitung\nKartoffeln schälen und würfeln.\nAlles 20 Minuten kochen und pürieren.`,
    expect: {
      title: 'Kartoffelsuppe',
      ingredients: ['1 kg Kartoffeln', '1 Zwiebel'],
      instructions: ['Kartoffeln schälen und würfeln.', 'Alles 20 Minuten kochen und pürieren.'],
    },
  },
  {
    id: 'text-groups',
    kind: 'text',
    text: `Tacos\nIngredients\nFor the filling:\n500 g ground beef\n1 tsp cumin\nTo serve:\n8 corn tortillas\nMethod\nBrown the beef with the cumin.\nFill the warm tortillas.`,
    expect: {
      title: 'Tacos',
      ingredients: ['For the filling:', '500 g ground beef', '1 tsp cumin', 'To serve:', '8 corn tortillas'],
      instructions: ['Brown the beef with the cumin.', 'Fill the warm tortillas.'],
      cuisine: 'mexican',
    },
  },
  {
    id: 'text-cook-step',
    kind: 'text',
    text: `Buttered Rice\nCook time: 20 minutes\n200 g rice\n1 tbsp butter\nCook the rice for 15 minutes in salted water.\nPrep the butter: let it soften for 10 minutes, then stir it in.`,
    expect: {
      title: 'Buttered Rice',
      ingredients: ['200 g rice', '1 tbsp butter'],
      instructions: [
        'Cook the rice for 15 minutes in salted water.',
        'Prep the butter: let it soften for 10 minutes, then stir it in.',
      ],
      cookingTime: 20,
    },
  },
  { id: 'text-no-recipe', kind: 'text no recipe', text: 'Remember to buy milk.\nCall mum on Sunday.' },

  // ---- 'For 4 people:' among the lines is the yield, not a group heading (issue 27 review)
  {
    id: 'headings-spanish-para-personas',
    kind: 'headings non-English yield line',
    url: 'https://recetas.example.es/gazpacho',
    html: page(
      `<h1>Gazpacho andaluz</h1><h2>Ingredientes</h2><p>Para 6 personas:</p><ul><li>1 kg de tomates maduros</li><li>1 pepino</li><li>1 pimiento verde</li><li>50 ml de aceite de oliva</li></ul>
<h2>Preparación</h2><ol><li>Trocea las verduras.</li><li>Tritura todo con el aceite y enfría dos horas.</li></ol>`,
      '',
      'es',
    ),
    expect: {
      title: 'Gazpacho andaluz',
      ingredients: ['1 kg de tomates maduros', '1 pepino', '1 pimiento verde', '50 ml de aceite de oliva'],
      instructions: ['Trocea las verduras.', 'Tritura todo con el aceite y enfría dos horas.'],
      servings: 6,
    },
  },
  {
    id: 'ld-english-for-people-line',
    kind: 'json-ld yield line among the ingredients',
    html: page(
      '<h1>Pasta</h1>',
      ld(pasta({ recipeIngredient: ['For 3 people:', ...BASE_LINES, 'For the topping:', '20 g parmesan'] })),
    ),
    expect: expectPasta({ ingredients: [...BASE_LINES, 'For the topping:', '20 g parmesan'], servings: 3 }),
  },
  {
    id: 'headings-french-pour-personnes',
    kind: 'headings French yield line',
    html: page(
      `<h1>Crêpes</h1><h2>Ingrédients</h2><ul><li>Pour 4 personnes :</li><li>250 g de farine</li><li>4 œufs</li><li>500 ml de lait</li></ul>
<h2>Préparation</h2><ol><li>Mélangez la farine et les œufs, puis ajoutez le lait.</li><li>Faites cuire les crêpes à la poêle.</li></ol>`,
      '',
      'fr',
    ),
    expect: {
      title: 'Crêpes',
      ingredients: ['250 g de farine', '4 œufs', '500 ml de lait'],
      instructions: ['Mélangez la farine et les œufs, puis ajoutez le lait.', 'Faites cuire les crêpes à la poêle.'],
      servings: 4,
    },
  },
  {
    id: 'text-german-fuer-personen',
    kind: 'text yield line',
    text: `Linsensuppe\nZutaten\nFür 4 Personen:\n250 g Linsen\n1 Zwiebel\nFür die Einlage:\n2 Würstchen\nZubereitung\nLinsen 30 Minuten kochen.\nWürstchen darin erwärmen.`,
    expect: {
      title: 'Linsensuppe',
      ingredients: ['250 g Linsen', '1 Zwiebel', 'Für die Einlage:', '2 Würstchen'],
      instructions: ['Linsen 30 Minuten kochen.', 'Würstchen darin erwärmen.'],
      servings: 4,
    },
  },
  {
    id: 'text-english-for-people',
    kind: 'text yield line',
    text: `Pancakes\nIngredients\nFor 2 people:\n100 g flour\n1 egg\n150 ml milk\nMethod\nWhisk everything together.\nFor 2 minutes a side, fry in a hot pan.`,
    expect: {
      title: 'Pancakes',
      ingredients: ['100 g flour', '1 egg', '150 ml milk'],
      instructions: ['Whisk everything together.', 'For 2 minutes a side, fry in a hot pan.'],
      servings: 2,
    },
  },
  {
    id: 'text-spanish-para-personas',
    kind: 'text yield line',
    text: `Tortilla francesa\nIngredientes\nPara 1 persona:\n2 huevos\nSal\nPreparación\nBate los huevos con la sal.\nCuaja la tortilla en la sartén.`,
    expect: {
      title: 'Tortilla francesa',
      ingredients: ['2 huevos', 'Sal'],
      instructions: ['Bate los huevos con la sal.', 'Cuaja la tortilla en la sartén.'],
      servings: 1,
    },
  },
];
