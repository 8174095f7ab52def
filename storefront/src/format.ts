import { LOCALE_TAGS, type Locale } from '@nutrimenu/core/locale';

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
