import type { Locale } from '@nutrimenu/core/locale';
import { createTranslator, en, loadMessages, type Translate } from '@nutrimenu/core/messages';

/** Core's translator for a locale, as the endpoints build it. */
export async function translator(locale: Locale): Promise<Translate> {
  return createTranslator(locale, await loadMessages(locale), en);
}
