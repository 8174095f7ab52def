import { LOCALES, MESSAGE_FALLBACK_LOCALE, negotiateLocale } from '@nutrimenu/core/locale';
import type { Translate } from '@nutrimenu/core/messages';
import { adminTranslator } from './adminTranslator';

/**
 * Core's translator for a raw request that Payload has not read yet (so no `req.i18n`): the
 * admin's language cookie, else the browser's Accept-Language, else English.
 */
export function requestTranslator(request: Request): Promise<Translate> {
  const cookie = /(?:^|;\s*)payload-lng=([^;]*)/.exec(request.headers.get('cookie') ?? '')?.[1];
  const locale = negotiateLocale({
    cookie,
    acceptLanguage: request.headers.get('accept-language'),
    supported: LOCALES,
    fallback: MESSAGE_FALLBACK_LOCALE,
  });
  return adminTranslator(locale);
}
