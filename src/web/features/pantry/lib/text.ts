/**
 * Text folding shared by the ingredient search and the saved-recipe matcher: lower case, accents
 * removed (NFD, combining marks dropped: 'Jalapeño' -> 'jalapeno', 'crème fraîche' -> 'creme fraiche'),
 * apostrophes dropped ("bird's eye" -> 'birds eye'), every other run of non-alphanumerics one space.
 */
export function foldText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/['\u2019]/g, '')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}
