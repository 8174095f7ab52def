import type { Locale } from './locales';

/** A text in some of the locales, e.g. a dish name entered in Romanian and English only. */
export type LocalizedText = Partial<Record<Locale, string>>;

/**
 * Picks the text for `locale`, else the first non-empty text among `fallbacks`, else any text.
 * Returns the locale the text was found in, so a page can hint that it shows a fallback.
 *
 * @example
 * pickLocalized({ ro: 'Ciorbă', en: 'Soup' }, 'de', ['ro']) // { text: 'Ciorbă', locale: 'ro' }
 */
export function pickLocalized(
  text: LocalizedText | string,
  locale: Locale,
  fallbacks: readonly Locale[] = [],
): { text: string; locale: Locale | null } {
  if (typeof text === 'string') return { text, locale: null };
  for (const candidate of [locale, ...fallbacks]) {
    const value = text[candidate];
    if (value !== undefined && value.trim() !== '') return { text: value, locale: candidate };
  }
  for (const [candidate, value] of Object.entries(text) as [Locale, string | undefined][]) {
    if (value !== undefined && value.trim() !== '') return { text: value, locale: candidate };
  }
  return { text: '', locale: null };
}
