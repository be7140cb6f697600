import type { GenerationOptions } from '../../../../shared/api/recipes';
import { titleCase } from '../../recipes';
import { cookTimeLabel } from './wizard-form';

/**
 * What to loosen when a search found nothing, most limiting first: a short cooking time rules out
 * the most dishes, then a texture, a special ingredient, the meal type and the creative direction.
 */
export function relaxSuggestions(options: GenerationOptions): string[] {
  const out: string[] = [];
  if (options.maxCookingTime) out.push(`Allow more than ${cookTimeLabel(options.maxCookingTime)} of cooking time`);
  if (options.texturePreference) out.push(`Drop the ${titleCase(options.texturePreference)} texture`);
  if (options.specialIngredient) out.push(`Leave out the special ingredient "${options.specialIngredient}"`);
  if (options.mealType) out.push(`Try any meal type instead of ${titleCase(options.mealType)}`);
  if (options.creativeMode && options.creativeDirection) out.push('Loosen the creative direction');
  if (options.cuisine !== 'any') out.push('Try another cuisine');
  if (!options.ignorePantry) out.push('Turn on "Explore new ingredients" to cook beyond your pantry');
  return out.slice(0, 3);
}
