import { LOCALE_TAGS, type Locale } from './locales';

// One formatter per page locale: a big menu may name the fallback language on every card.
const displayNames = new Map<Locale, Intl.DisplayNames>();

/**
 * A locale's language named in the page's language, lower-cased where that language writes it so
 * mid-sentence: a Hungarian page says "román", a Romanian one "maghiară", never the endonym
 * ("Română"), which belongs in the locale switcher only. From `Intl.DisplayNames`, so it costs
 * the browser's bundle nothing; Node and Chromium give the same 49 names (checked by
 * languageName.test.ts here and e2e/locale.e2e.test.ts in Chromium), so a hydrated page
 * says what the server wrote.
 *
 * @example
 * languageName('ro', 'hu') // 'román'
 * languageName('hu', 'ro') // 'maghiară'
 */
export function languageName(locale: Locale, pageLocale: Locale): string {
  let names = displayNames.get(pageLocale);
  if (names === undefined) {
    names = new Intl.DisplayNames([LOCALE_TAGS[pageLocale]], { type: 'language' });
    displayNames.set(pageLocale, names);
  }
  return names.of(locale) ?? locale;
}
