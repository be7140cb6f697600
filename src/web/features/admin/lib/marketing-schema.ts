import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { MARKETING_LIMITS } from '../../../../shared/api/marketing';

/* Loaded on first use (lib/lazy-resolver.ts). Subject and content are shared by the compose and
   template forms; the template name is checked by the template form's submit. */
export const marketingResolver = zodResolver(
  z.object({
    subject: z.string().max(MARKETING_LIMITS.subject),
    content: z.string().max(MARKETING_LIMITS.content),
    templateName: z.string().max(MARKETING_LIMITS.name),
  }),
);
