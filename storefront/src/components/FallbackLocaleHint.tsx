import type { PublicDish } from '@nutrimenu/core/contract';
import { type Locale, languageName } from '@nutrimenu/core/locale';
import { usePage } from '../PageContext';
import { dishFallbackNotes } from './dishFallbackNotes';
import './FallbackLocaleHint.css';

/**
 * A dish's texts not translated into the page's locale are shown in the restaurant's default one,
 * and the diner is told which, with that language named in the page's own ("román" on a
 * Hungarian page, not "Română"). What the page already says for all its dishes
 * (`pageFallback`, see MenuFallbackNote) is not repeated here.
 */
export function FallbackLocaleHint({
  dish,
  pageFallback = null,
}: {
  dish: Pick<PublicDish, 'nameFallbackLocale' | 'descriptionFallbackLocale' | 'description'>;
  pageFallback?: Locale | null;
}) {
  const { t, locale } = usePage();
  return dishFallbackNotes(dish, pageFallback).map((note) => (
    <p key={note.key} className="fallback-locale">
      {t(note.key, { language: languageName(note.locale, locale) })}
    </p>
  ));
}
