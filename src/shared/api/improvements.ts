import { z } from 'zod';
import { caseInsensitiveEnum, text } from './common';
import { IMPROVEMENT_CATEGORIES, IMPROVEMENT_PRIORITIES, IMPROVEMENT_STATUSES } from '../options/admin';

export { IMPROVEMENT_CATEGORIES, IMPROVEMENT_PRIORITIES, IMPROVEMENT_STATUSES } from '../options/admin';

/** POST /api/improvements (spec 5: title, description and category required, trimmed). */
export const improvementBody = z.object({
  title: text(200),
  description: text(5000),
  category: caseInsensitiveEnum(IMPROVEMENT_CATEGORIES),
  priority: caseInsensitiveEnum(IMPROVEMENT_PRIORITIES).default('medium'),
});
export type ImprovementBody = z.infer<typeof improvementBody>;

export const improvement = z.object({
  id: z.number().int(),
  /** Null once the author's account has been deleted. */
  userId: z.number().int().nullable(),
  username: z.string().optional(),
  title: z.string(),
  description: z.string(),
  category: z.enum(IMPROVEMENT_CATEGORIES),
  priority: z.enum(IMPROVEMENT_PRIORITIES),
  status: z.enum(IMPROVEMENT_STATUSES),
  adminNotes: z.string().optional(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Improvement = z.infer<typeof improvement>;

export const improvementList = z.object({ suggestions: z.array(improvement) });
export type ImprovementList = z.infer<typeof improvementList>;

/** PUT /api/admin/improvements/:id: notes (trimmed) or a status, at least one of them. */
export const improvementUpdateBody = z
  .object({
    adminNotes: text(5000, 0).optional(),
    status: caseInsensitiveEnum(IMPROVEMENT_STATUSES).optional(),
  })
  .refine((b) => (b.adminNotes !== undefined && b.adminNotes !== '') || b.status !== undefined, {
    message: 'Please provide admin notes or update the status',
  });
export type ImprovementUpdateBody = z.infer<typeof improvementUpdateBody>;
