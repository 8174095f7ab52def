import { isLocale, type LocalizedText } from '@nutrimenu/core/locale';
import type { PerLocale } from './allLocales';

/**
 * A localized text field as read in every locale; a plain string where the stored JSON kept a
 * text that was never localized.
 */
export type AllLocalesText = PerLocale<string> | string | null | undefined;

/** A localized text read in every locale as core's `LocalizedText`: empty locales and unknown keys dropped. */
export function localizedText(value: AllLocalesText): LocalizedText | string {
  if (typeof value === 'string') return value;
  const text: LocalizedText = {};
  for (const [locale, entry] of Object.entries(value ?? {})) {
    if (isLocale(locale) && typeof entry === 'string') text[locale] = entry;
  }
  return text;
}
