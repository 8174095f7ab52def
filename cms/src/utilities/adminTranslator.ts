import { isLocale, type Locale, MESSAGE_FALLBACK_LOCALE } from '@nutrimenu/core/locale';
import { createTranslator, en, loadMessages, type Translate } from '@nutrimenu/core/messages';
import type { PayloadRequest } from 'payload';

/** Where the admin's language comes from: a request (`req.i18n.language`) or a language code. */
export type AdminLanguageSource = Pick<PayloadRequest, 'i18n'> | string | null | undefined;

/**
 * The locale of core's catalogs for the admin's language (Payload's cookie or Accept-Language),
 * or for a language code such as a user's preferred language; English, core's message fallback,
 * for anything core has no catalog for.
 *
 * @example
 * adminLocale('ro') // 'ro'
 * adminLocale('pl') // 'en'
 */
export function adminLocale(source: AdminLanguageSource): Locale {
  const language = typeof source === 'object' && source !== null ? source.i18n?.language : source;
  return isLocale(language) ? language : MESSAGE_FALLBACK_LOCALE;
}

/**
 * Core's translator for the admin's language (see `adminLocale`), English filling any gap: for
 * everything the CMS writes, API errors, admin components, e-mails and downloads.
 *
 * @example
 * const t = await adminTranslator(req);
 * t('admin.account.error.tokenInvalid')
 */
export async function adminTranslator(source: AdminLanguageSource): Promise<Translate> {
  const locale = adminLocale(source);
  return createTranslator(locale, await loadMessages(locale), en);
}
