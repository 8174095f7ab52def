import { LOCALE_NAMES, LOCALES, type Locale } from '@nutrimenu/core/locale';

/**
 * Select options for the 7 languages, each named in its own language in every admin language
 * ("Magyar" reads "Magyar" to a German admin too), as language pickers do: who looks for their
 * language finds it under its own name.
 *
 * @example
 * localeOptions()[1] // { value: 'ro', label: { en: 'Română', ro: 'Română', … } }
 */
export function localeOptions(): { value: Locale; label: Record<Locale, string> }[] {
  return LOCALES.map((value) => ({
    value,
    label: Object.fromEntries(LOCALES.map((admin) => [admin, LOCALE_NAMES[value]])) as Record<
      Locale,
      string
    >,
  }));
}
