import { z } from 'zod';

import { FREQUENCIES } from '../kitchen/frequency';

export { DEFAULT_FREQUENCY, FREQUENCIES, type Frequency } from '../kitchen/frequency';

export const pantryItem = z.object({
  ingredientId: z.string().trim().min(1).max(80),
  frequency: z.enum(FREQUENCIES),
  addedDate: z.iso.datetime({ offset: true }),
});
export type PantryItem = z.infer<typeof pantryItem>;

export const pantryBody = z.object({ pantryItems: z.array(pantryItem).max(1000) });
export type PantryBody = z.infer<typeof pantryBody>;
