import type { PublicDish } from '@nutrimenu/core/contract';
import type { Locale } from '@nutrimenu/core/locale';
import { formatGrams } from './formatGrams';

/**
 * The quantity a dish is served in, as printed next to its name: a drink's is its volume, as its
 * nutrition is declared per 100 ml (Reg. 1169/2011 art. 32(2)); any other dish's its net weight.
 */
export function servedQuantity(dish: PublicDish, locale: Locale): string | null {
  const portion = dish.nutrition?.portion;
  if (!portion) return null;
  return dish.nutrition?.basis === 'ml' && portion.millilitres !== undefined
    ? `${formatGrams(portion.millilitres, locale)} ml`
    : `${formatGrams(portion.net, locale)} g`;
}
