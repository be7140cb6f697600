import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { IMPROVEMENT_STATUSES, type ImprovementStatus } from '../../../../shared/options/admin';

/* Loaded on first use (lib/lazy-resolver.ts). 'Notes or a status' needs the suggestion's current
   status, so the form's submit checks it (the server does too: shared/api/improvements.ts). */
export type SuggestionUpdateValues = { status: ImprovementStatus; adminNotes: string };

export const suggestionUpdateResolver = zodResolver(
  z.object({ status: z.enum(IMPROVEMENT_STATUSES), adminNotes: z.string().max(5000) }),
);
