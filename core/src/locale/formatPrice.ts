import { LOCALE_TAGS, type Locale } from './locales';

/**
 * A price in the restaurant's currency, written the locale's way; `null` when there is no price
 * to show (null, undefined, NaN or infinite). Never throws:
 * - any three letters go to Intl as an ISO 4217 code, in any case; Intl shows a code it has no
 *   symbol for as the upper-cased code ('lei' gives '28,00 LEI' in ro);
 * - any other code (Intl throws a RangeError for '€', 'EURO' or '') falls back to the number
 *   as the locale writes it (up to three decimals, none added), a no-break space and the code as
 *   given, or the number alone when the code is blank;
 * - 0 is a price ('0,00 €'); a negative amount keeps its sign.
 * Intl separates amount and currency with a no-break space (U+00A0) and groups French thousands
 * with a narrow no-break space (U+202F). The fallback is this small because the widget, which
 * uses it, has a 12 KB gzip budget.
 *
 * @example
 * formatPrice(28, 'RON', 'ro') // '28,00 RON' (U+00A0 before RON)
 * formatPrice(28.5, '€', 'de') // '28,5 €'
 * formatPrice(null, 'RON', 'ro') // null
 */
export function formatPrice(
  price: number | null | undefined,
  currency: string,
  locale: Locale,
): string | null {
  if (price == null || !Number.isFinite(price)) return null;
  const tag = LOCALE_TAGS[locale];
  try {
    return price.toLocaleString(tag, { style: 'currency', currency });
  } catch {
    // trim(): the amount alone when the code is blank (it drops the no-break space too).
    return `${price.toLocaleString(tag)}\u00a0${currency}`.trim();
  }
}
