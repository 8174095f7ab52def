import { type Locale, languageName } from '@nutrimenu/core/locale';
import { usePage } from '../PageContext';
import './FallbackLocaleHint.css';

/**
 * Said once on a menu page in a locale the restaurant does not offer, instead of under every dish:
 * its dishes not translated into the page's language are shown in `fallback`.
 */
export function MenuFallbackNote({ fallback }: { fallback: Locale }) {
  const { t, locale } = usePage();
  return (
    <p className="fallback-locale menu-fallback-locale">
      {t('menu.fallbackLocale', {
        language: languageName(locale, locale),
        fallback: languageName(fallback, locale),
      })}
    </p>
  );
}
