import { LOCALE_TAGS, type Locale } from '@nutrimenu/core/locale';

/**
 * A price in the restaurant's currency, written the locale's way.
 *
 * @example
 * formatPrice(28, 'RON', 'ro') // '28,00 RON'
 */
export function formatPrice(price: number, currency: string, locale: Locale): string {
  return new Intl.NumberFormat(LOCALE_TAGS[locale], { style: 'currency', currency }).format(price);
}

/**
 * A declared figure of the contract ('7.4', '<0.5': '.' as separator, already rounded) with the
 * locale's decimal separator, so the rounding stays the CMS's and only the notation changes.
 *
 * @example
 * localiseDecimal('<0.5', 'ro') // '<0,5'
 */
export function localiseDecimal(display: string, locale: Locale): string {
  const separator =
    new Intl.NumberFormat(LOCALE_TAGS[locale])
      .formatToParts(1.5)
      .find((part) => part.type === 'decimal')?.value ?? '.';
  return display.replace('.', separator);
}
