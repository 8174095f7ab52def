import type { PublicDish } from '@nutrimenu/core/contract';
import { LOCALE_NAMES } from '@nutrimenu/core/locale';
import { usePage } from '../PageContext';
import './FallbackLocaleHint.css';

/**
 * A dish not translated into the page's locale is shown in the restaurant's
 * default one, and the diner is told so.
 */
export function FallbackLocaleHint({ dish }: { dish: Pick<PublicDish, 'fallbackLocale'> }) {
  const { t } = usePage();
  if (dish.fallbackLocale === null) return null;
  return (
    <p className="fallback-locale">
      {t('dish.fallbackLocale', { language: LOCALE_NAMES[dish.fallbackLocale] })}
    </p>
  );
}
