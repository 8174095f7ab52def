/**
 * The interface and content locales, in the order the locale switcher shows them.
 * Every part of Nutrimenu imports this list; no other file spells it out.
 *
 * @example
 * LOCALES.includes('ro') // true
 */
export const LOCALES = ['en', 'ro', 'fr', 'it', 'es', 'hu', 'de'] as const;

export type Locale = (typeof LOCALES)[number];

/** The storefront's default locale: Romania is the first market (ANPC Order 201/2022). */
export const DEFAULT_LOCALE: Locale = 'ro';

/** The message library's fallback when a message is missing: English (en-US). */
export const MESSAGE_FALLBACK_LOCALE: Locale = 'en';

/** BCP 47 tags handed to `Intl` and to `<html lang>`, one per locale. */
export const LOCALE_TAGS: Record<Locale, string> = {
  en: 'en-US',
  ro: 'ro-RO',
  fr: 'fr-FR',
  it: 'it-IT',
  es: 'es-ES',
  hu: 'hu-HU',
  de: 'de-DE',
};

/** Each locale's name in its own language, for the locale switcher. */
export const LOCALE_NAMES: Record<Locale, string> = {
  en: 'English',
  ro: 'Română',
  fr: 'Français',
  it: 'Italiano',
  es: 'Español',
  hu: 'Magyar',
  de: 'Deutsch',
};

/**
 * Narrows any string to a supported locale.
 *
 * @example
 * isLocale('hu') // true
 * isLocale('pl') // false
 */
export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}
