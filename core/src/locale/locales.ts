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

/** How a dish card states its energy at the point of choice: kcal alone, or kJ and kcal. */
export type PointOfChoiceEnergy = 'kcal' | 'kJ+kcal';

/**
 * The energy units of a dish card on the menu, per locale. The dish page's nutrition table
 * always gives both (Reg. 1169/2011 art. 32(1) and Annex XV: "kJ/kcal"). On the menu, energy
 * per portion is voluntary information for non-prepacked food (art. 30(5)(a) and 33(5) let it be
 * energy alone, per portion alone), and the regulation still writes energy in both units, so the
 * EU languages keep kJ and kcal. English follows the point-of-choice custom diners know from
 * England's out-of-home calorie labelling (2021 regulations: kcal per portion only); the full
 * declaration with kJ stays one tap away on the dish page.
 *
 * @example
 * POINT_OF_CHOICE_ENERGY.hu // 'kJ+kcal'
 */
export const POINT_OF_CHOICE_ENERGY: Record<Locale, PointOfChoiceEnergy> = {
  en: 'kcal',
  ro: 'kJ+kcal',
  fr: 'kJ+kcal',
  it: 'kJ+kcal',
  es: 'kJ+kcal',
  hu: 'kJ+kcal',
  de: 'kJ+kcal',
};
