import { LOCALE_TAGS, type Locale } from '@nutrimenu/core/locale';

/**
 * A price in the restaurant's currency, formatted for the locale; `null` without a price or
 * with a currency code Intl does not know.
 *
 * @example
 * formatPrice(32, 'RON', 'ro') // '32,00 RON'
 */
export function formatPrice(price: number | null, currency: string, locale: Locale): string | null {
  if (price === null) return null;
  try {
    return new Intl.NumberFormat(LOCALE_TAGS[locale], { style: 'currency', currency }).format(
      price,
    );
  } catch {
    return null;
  }
}
