import type { PublicDish } from '@nutrimenu/core/contract';
import { normalizeSearchText } from '@nutrimenu/core/locale';

// The quantity after each ingredient of an ANPC list (' – 125 g', ' – <0,1 ml'): not a name.
const QUANTITY = / – <?[\d.,]+ (?:g|ml)\b/g;

/**
 * The words of a dish's ingredient list a diner may search for, folded (`normalizeSearchText`),
 * once each, without the quantities and without the words of its name and description, which
 * the card already shows and the search reads from there: what the menu page adds to its inline
 * data for the search, as little as it can be.
 *
 * @example
 * dishSearchTerms(soup) // 'apa vita morcov telina galbenus ou otet vin usturoi sare'
 */
export function dishSearchTerms(
  dish: Pick<PublicDish, 'name' | 'description' | 'ingredients'>,
): string {
  const shown = new Set(normalizeSearchText(`${dish.name} ${dish.description ?? ''}`).split(' '));
  const words = new Set<string>();
  for (const word of normalizeSearchText(dish.ingredients.text.replace(QUANTITY, ' ')).split(' ')) {
    if (word !== '' && !shown.has(word) && !/^\d+$/.test(word)) words.add(word);
  }
  return [...words].join(' ');
}
