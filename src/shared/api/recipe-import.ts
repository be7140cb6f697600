import { z } from 'zod';
import { httpUrl, plainText } from './common';
import { RECIPE_LIMITS, recipeNutrition, recipeOutput } from './recipes';

/** Pages and pasted text a cook may hand to the import (issue 27). The route's body limit is 10 MB. */
export const IMPORT_LIMITS = {
  html: 10_000_000,
  text: 100_000,
  url: 2_000,
  /** Chowdr fetches at most this much of a page (decompressed). */
  fetchBytes: 5 * 1024 * 1024,
} as const;

/**
 * POST /api/recipes/import: exactly one of `url` (Chowdr fetches it), `html` (a page the cook's browser
 * already has, with the `url` it came from when known) or `text` (a recipe pasted as plain text).
 */
export const importRequest = z
  .object({
    url: httpUrl(IMPORT_LIMITS.url).optional(),
    html: plainText(IMPORT_LIMITS.html).optional(),
    text: plainText(IMPORT_LIMITS.text).optional(),
  })
  .strict()
  .superRefine((b, ctx) => {
    if (b.html !== undefined && b.text !== undefined) {
      ctx.addIssue({ code: 'custom', path: ['text'], message: 'Send either html or text, not both' });
    } else if (b.text !== undefined && b.url !== undefined) {
      ctx.addIssue({ code: 'custom', path: ['url'], message: 'A pasted text has no url; send text alone' });
    } else if (b.html === undefined && b.text === undefined && b.url === undefined) {
      ctx.addIssue({ code: 'custom', path: ['url'], message: 'Send a url, the page html or the recipe text' });
    } else if (b.html !== undefined && b.html.trim() === '') {
      ctx.addIssue({ code: 'custom', path: ['html'], message: 'The page is empty' });
    } else if (b.text !== undefined && b.text.trim() === '') {
      ctx.addIssue({ code: 'custom', path: ['text'], message: 'Paste the recipe text' });
    }
  });
export type ImportRequest = z.infer<typeof importRequest>;

/** An imported recipe: what POST /api/recipes takes, plus what the page said about itself. */
export const importedRecipe = recipeOutput.extend({
  /** The page's own per-serving values (`fromPage`), or the catalogue's with how much they `covers`. */
  nutrition: recipeNutrition,
  sourceUrl: z.string().max(IMPORT_LIMITS.url).optional(),
  description: z
    .string()
    .max(RECIPE_LIMITS.line * 2)
    .optional(),
  imageUrl: z.string().max(IMPORT_LIMITS.url).optional(),
  prepTime: z.number().int().optional(),
  totalTime: z.number().int().optional(),
});
export type ImportedRecipe = z.infer<typeof importedRecipe>;

export const importResponse = z.object({ recipe: importedRecipe, warnings: z.array(z.string()) });
export type ImportResponse = z.infer<typeof importResponse>;
