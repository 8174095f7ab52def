import type { Locale } from '@nutrimenu/core/locale';
import {
  createTranslator,
  en,
  loadMessages,
  type Messages,
  type Translate,
} from '@nutrimenu/core/messages';
import { useEffect, useMemo, useState } from 'react';

/**
 * Core's translator for `locale`, once its catalog chunk has loaded (`null` until then),
 * English filling any gap.
 */
export function useCoreTranslator(locale: Locale): Translate | null {
  const [loaded, setLoaded] = useState<{ locale: Locale; messages: Messages } | null>(
    locale === 'en' ? { locale, messages: en } : null,
  );
  useEffect(() => {
    let cancelled = false;
    loadMessages(locale).then((messages) => {
      if (!cancelled) setLoaded({ locale, messages });
    });
    return () => {
      cancelled = true;
    };
  }, [locale]);
  return useMemo(
    () =>
      loaded && loaded.locale === locale ? createTranslator(locale, loaded.messages, en) : null,
    [loaded, locale],
  );
}
