/** One page (or pasted text) of the import corpus and what a cook expects Chowdr to read from it. */
export interface CorpusCase {
  id: string;
  /** What the case exercises: 'json-ld', '@graph', 'microdata', 'wprm', 'tasty', 'headings', 'text'... */
  kind: string;
  html?: string;
  text?: string;
  url?: string;
  /** Undefined: the page has no recipe and the import must say so (422 NO_RECIPE_FOUND). */
  expect?: {
    title: string;
    ingredients: string[];
    instructions: string[];
    servings?: number;
    cookingTime?: number;
    mealType?: string;
    cuisine?: string;
    calories?: number;
  };
}

/** A page around a body: a header, navigation and a footer like real sites have. */
export function page(body: string, head = '', lang = 'en'): string {
  return `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><title>Recipe page</title>${head}</head>
<body><header><nav><ul><li><a href="/">Home</a></li><li><a href="/recipes">Recipes</a></li><li><a href="/about">About</a></li></ul></nav></header>
<main>${body}</main>
<footer><p>© 2026 A food blog. All rights reserved.</p><ul><li><a href="/privacy">Privacy</a></li></ul></footer></body></html>`;
}

export const ld = (value: unknown) => `<script type="application/ld+json">${JSON.stringify(value)}</script>`;
