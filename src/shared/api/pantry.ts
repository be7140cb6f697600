import { z } from 'zod';

import { FREQUENCIES } from '../kitchen/frequency';
import { caseInsensitiveEnum, isoDateTime, text } from './common';

export { DEFAULT_FREQUENCY, FREQUENCIES, type Frequency } from '../kitchen/frequency';

export const pantryItem = z.object({
  ingredientId: text(80),
  frequency: caseInsensitiveEnum(FREQUENCIES),
  addedDate: isoDateTime(),
});
export type PantryItem = z.infer<typeof pantryItem>;

export const pantryBody = z.object({ pantryItems: z.array(pantryItem).max(1000) });
export type PantryBody = z.infer<typeof pantryBody>;

/** The answer of GET and PUT /api/pantry: the same shape, frequencies in canonical lowercase. */
export const pantryResponse = z.object({
  pantryItems: z.array(pantryItem.extend({ frequency: z.enum(FREQUENCIES), addedDate: z.string() })),
});
