import { z } from 'zod';

/** Every 4xx/5xx body: a human message, a machine code, and field issues for validation errors. */
export const errorBody = z.object({
  message: z.string(),
  code: z.string(),
  issues: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
});
export type ErrorBody = z.infer<typeof errorBody>;

export const messageBody = z.object({ message: z.string() });
export type MessageBody = z.infer<typeof messageBody>;

/** Positive integer id in a URL path ("/things/:id"). */
export const idParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

export const pagination = z.object({
  total: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
  totalPages: z.number().int(),
});
export type Pagination = z.infer<typeof pagination>;
