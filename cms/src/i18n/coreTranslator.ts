import { isLocale, type Locale, MESSAGE_FALLBACK_LOCALE } from '@nutrimenu/core/locale';
import { createTranslator, en, loadMessages, type Translate } from '@nutrimenu/core/messages';

/** The locale of core's catalogs for an admin language or a user's preference; English else. */
export function catalogLocale(language: string | null | undefined): Locale {
  return isLocale(language) ? language : MESSAGE_FALLBACK_LOCALE;
}

/**
 * Core's translator for an admin language (`req.i18n.language`) or a user's preferred locale,
 * English filling any gap, for messages the server writes: API errors, e-mails, dashboard.
 */
export async function coreTranslator(language: string | null | undefined): Promise<Translate> {
  const locale = catalogLocale(language);
  return createTranslator(locale, await loadMessages(locale), en);
}
