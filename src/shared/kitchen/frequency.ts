/** How often a cook has an ingredient; the chef engine weighs pantry picks by it. No zod here, so screens can import it cheaply. */
export const FREQUENCIES = ['always', 'usually', 'sometimes', 'rarely'] as const;
export type Frequency = (typeof FREQUENCIES)[number];
export const DEFAULT_FREQUENCY: Frequency = 'usually';
