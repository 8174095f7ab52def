import type { Locale } from '@nutrimenu/core/locale';
import { createTranslator, loadMessages, type Translate } from '@nutrimenu/core/messages';

/**
 * The interface texts of `locale` from core's catalogs, so a test expects the very sentence the
 * spec and the catalogs define ("No dish found in this category!") in every language.
 *
 * @example
 * const t = await translatorFor('de');
 * t('error.notFound.title') // 'Wir konnten die gesuchte Seite nicht finden...'
 */
export async function translatorFor(locale: Locale): Promise<Translate> {
  return createTranslator(locale, await loadMessages(locale));
}
