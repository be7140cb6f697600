import { CATALOGUE } from '../../../../shared/kitchen/catalogue';
import { suggestPantryAdditions, type Suggestion, type SuggestionInput } from './suggestions';

/*
 * The suggestions bound to the full catalogue (roles and cuisines, which GET /api/ingredients does
 * not carry). The pantry screen imports this module lazily, so the catalogue's ~130 KB travel in
 * their own chunk, in parallel with the API calls, and never in the initial bundle.
 */
export function suggestFromCatalogue(
  pantryIds: ReadonlySet<string>,
  savedRecipes: SuggestionInput['savedRecipes'],
): Suggestion[] {
  return suggestPantryAdditions({ catalogue: CATALOGUE, pantryIds, savedRecipes });
}
