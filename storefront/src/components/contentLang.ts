import { LOCALE_TAGS, type Locale } from '@nutrimenu/core/locale';

/**
 * The `lang` attribute of a restaurant's own text shown in `shownIn` instead of the page's
 * language (a screen reader then reads it with the right voice); none when it is in the page's.
 *
 * @example
 * contentLang('ro') // 'ro-RO'
 * contentLang(null) // undefined
 */
export function contentLang(shownIn: Locale | null): string | undefined {
  return shownIn ? LOCALE_TAGS[shownIn] : undefined;
}
