import type { Translate } from '@nutrimenu/core/messages';
import { useEffect, useState } from 'react';
import { adminLocale, adminTranslator } from './adminTranslator';

/**
 * `adminTranslator` for a client component: core's translator for the admin's language
 * (`useTranslation().i18n.language`), `null` until its catalog chunk has loaded.
 */
export function useAdminTranslator(language: string | undefined): Translate | null {
  const locale = adminLocale(language);
  const [loaded, setLoaded] = useState<{ locale: string; t: Translate } | null>(null);
  useEffect(() => {
    let cancelled = false;
    adminTranslator(locale).then((t) => {
      if (!cancelled) setLoaded({ locale, t });
    });
    return () => {
      cancelled = true;
    };
  }, [locale]);
  return loaded?.locale === locale ? loaded.t : null;
}
