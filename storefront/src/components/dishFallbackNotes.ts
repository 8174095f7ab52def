import type { PublicDish } from '@nutrimenu/core/contract';
import type { Locale } from '@nutrimenu/core/locale';

export type DishFallbackNote = {
  key: 'dish.fallbackLocale' | 'dish.nameFallbackLocale' | 'dish.descriptionFallbackLocale';
  locale: Locale;
};

/**
 * What a dish's own note should say about its texts shown in another language than the page's,
 * leaving out what the page already says once for all its dishes (`pageFallback`: the language a
 * page in a locale the restaurant does not offer falls back to; null when it offers it). The
 * whole dish is named when its name and description (or its name alone, without a description)
 * are in the same other language.
 *
 * @example
 * dishFallbackNotes({ nameFallbackLocale: null, descriptionFallbackLocale: 'ro', description: 'Ciorbă' }, null)
 * // [{ key: 'dish.descriptionFallbackLocale', locale: 'ro' }]
 */
export function dishFallbackNotes(
  dish: Pick<PublicDish, 'nameFallbackLocale' | 'descriptionFallbackLocale' | 'description'>,
  pageFallback: Locale | null,
): DishFallbackNote[] {
  const name = dish.nameFallbackLocale === pageFallback ? null : dish.nameFallbackLocale;
  const description =
    dish.descriptionFallbackLocale === pageFallback ? null : dish.descriptionFallbackLocale;
  if (name !== null && (description === name || dish.description === undefined)) {
    return [{ key: 'dish.fallbackLocale', locale: name }];
  }
  const notes: DishFallbackNote[] = [];
  if (name !== null) notes.push({ key: 'dish.nameFallbackLocale', locale: name });
  if (description !== null) {
    notes.push({ key: 'dish.descriptionFallbackLocale', locale: description });
  }
  return notes;
}

/**
 * The language a menu page falls back to for the restaurant's own texts: its default locale on a
 * page in a locale it does not offer, else null (each dish then says what it lacks itself).
 *
 * @example
 * menuPageFallback({ locales: ['ro', 'hu'], defaultLocale: 'ro' }, 'de') // 'ro'
 */
export function menuPageFallback(
  restaurant: { locales: readonly Locale[]; defaultLocale: Locale },
  locale: Locale,
): Locale | null {
  return restaurant.locales.includes(locale) ? null : restaurant.defaultLocale;
}
