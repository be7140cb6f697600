import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { IMPORT_LIMITS, type ImportRequest } from '../../../../shared/api/recipe-import';

/* Loaded on first use (lib/lazy-resolver.ts). The Import Recipe dialog's entry form: the tab says which
   field is sent; the server checks the same request again (shared/api/recipe-import.ts). */

export type ImportValues = { tab: 'link' | 'text'; url: string; text: string };

export const importResolver = zodResolver(
  z
    .object({ tab: z.enum(['link', 'text']), url: z.string(), text: z.string() })
    .superRefine((v, ctx) => {
      if (v.tab === 'link') {
        const url = v.url.trim();
        if (!/^https?:\/\/\S+$/i.test(url) || url.length > IMPORT_LIMITS.url)
          ctx.addIssue({
            code: 'custom',
            path: ['url'],
            message: 'Enter a web address that starts with http:// or https://',
          });
      } else if (!v.text.trim()) {
        ctx.addIssue({
          code: 'custom',
          path: ['text'],
          message: 'Paste the recipe: its title, ingredient lines and steps.',
        });
      }
    })
    .transform((v): ImportRequest => (v.tab === 'link' ? { url: v.url.trim() } : { text: v.text })),
);
