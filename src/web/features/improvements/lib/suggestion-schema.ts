import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import {
  IMPROVEMENT_CATEGORIES,
  IMPROVEMENT_PRIORITIES,
  type ImprovementCategory,
  type ImprovementPriority,
} from '../../../../shared/options/admin';

/* Loaded on first use (lib/lazy-resolver.ts). The server's rules (shared/api/improvements.ts); the
   form shows one message for the whole form, as the product's texts do. */

/** What the form holds: no category until one is chosen. */
export type SuggestionValues = {
  title: string;
  description: string;
  category: ImprovementCategory | '';
  priority: ImprovementPriority;
};

export const suggestionResolver = zodResolver(
  z.object({
    title: z.string().trim().min(1).max(200),
    description: z.string().trim().min(1).max(5000),
    category: z.union([z.literal(''), z.enum(IMPROVEMENT_CATEGORIES)]).pipe(z.enum(IMPROVEMENT_CATEGORIES)),
    priority: z.enum(IMPROVEMENT_PRIORITIES),
  }),
);
