import { DEFAULT_LOCALE, isLocale, type Locale } from '@nutrimenu/core/locale';

/**
 * The widget's locale: the embed's attribute, else the host page's `<html lang>`, else the
 * first of the browser's languages Nutrimenu offers, matched by primary subtag (`ro-RO` gives
 * `ro`), else the default. Core's negotiateLocale (q-values, wildcards, exclusions) answers an
 * Accept-Language header, which the browser's ordered list does not need, and would take a sizeable
 * share of the widget's 12 KB budget.
 *
 * @example
 * resolveLocale(null, 'hu-HU', ['en-US']) // 'hu'
 */
export function resolveLocale(
  attribute: string | null,
  pageLang: string | null,
  browserLanguages: readonly string[],
): Locale {
  for (const tag of [attribute, pageLang, ...browserLanguages]) {
    const primary = tag?.split('-')[0]?.toLowerCase();
    if (isLocale(primary)) return primary;
  }
  return DEFAULT_LOCALE;
}
