// Shared by the built-in engine's tests (engine.test.ts, engine-pantry.test.ts): a realistic pantry
// and option, context and text helpers.

import { generationOptions, type GenerationOptions, type RecipeInput } from '../../../shared/api/recipes';
import type { ChefContext } from '../types';

export type Pantry = ChefContext['pantry'];

/** A realistic, well-stocked home pantry (20 items). */
export const PANTRY: Pantry = [
  'chicken-breast',
  'shrimp',
  'chickpeas',
  'eggs',
  'onion',
  'garlic',
  'tomatoes',
  'canned-tomatoes',
  'spinach',
  'bell-pepper',
  'rice',
  'spaghetti',
  'parmesan',
  'lemon',
  'milk',
  'cumin',
  'soy-sauce',
  'greek-yogurt',
  'bananas',
  'honey',
].map((ingredientId) => ({ ingredientId, frequency: 'usually' as const }));

export const opts = (o: Partial<GenerationOptions> = {}): GenerationOptions =>
  generationOptions.parse({ cuisine: 'any', ...o });
export const ctx = (seed: number, pantry: Pantry = PANTRY, feedback: ChefContext['feedback'] = []): ChefContext => ({
  pantry,
  feedback,
  seed,
});
export const seeds = (n: number) => Array.from({ length: n }, (_, i) => i + 1);
export const text = (r: RecipeInput) => `${r.title} ${r.instructions.join(' ')}`.toLowerCase();
