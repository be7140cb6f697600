import { z } from 'zod';

export const FREQUENCIES = ['always', 'usually', 'sometimes', 'rarely'] as const;
export type Frequency = (typeof FREQUENCIES)[number];
export const DEFAULT_FREQUENCY: Frequency = 'usually';

export const pantryItem = z.object({
  ingredientId: z.string().trim().min(1).max(80),
  frequency: z.enum(FREQUENCIES),
  addedDate: z.iso.datetime({ offset: true }),
});
export type PantryItem = z.infer<typeof pantryItem>;

export const pantryBody = z.object({ pantryItems: z.array(pantryItem).max(1000) });
export type PantryBody = z.infer<typeof pantryBody>;
