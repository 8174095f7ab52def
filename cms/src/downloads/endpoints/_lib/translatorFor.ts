import type { Locale } from '@nutrimenu/core/locale';
import { createTranslator, en, loadMessages, type Translate } from '@nutrimenu/core/messages';

/** Core's translator for `locale`, English filling any gap. */
export async function translatorFor(locale: Locale): Promise<Translate> {
  return createTranslator(locale, await loadMessages(locale), en);
}
