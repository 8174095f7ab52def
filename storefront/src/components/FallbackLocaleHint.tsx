import type { PublicDish } from '@nutrimenu/core/contract';
import { languageName } from '@nutrimenu/core/locale';
import { usePage } from '../PageContext';
import './FallbackLocaleHint.css';

/**
 * A dish not translated into the page's locale is shown in the restaurant's
 * default one, and the diner is told so, with that language named in the page's own
 * ("román" on a Hungarian page, not "Română").
 */
export function FallbackLocaleHint({ dish }: { dish: Pick<PublicDish, 'fallbackLocale'> }) {
  const { t, locale } = usePage();
  if (dish.fallbackLocale === null) return null;
  return (
    <p className="fallback-locale">
      {t('dish.fallbackLocale', { language: languageName(dish.fallbackLocale, locale) })}
    </p>
  );
}
