import type { Locale } from '@nutrimenu/core/locale';
import { resolveLocale } from './resolveLocale';

/** What an embed asks for, from its `data-` attributes or `<nutrimenu-menu>`'s attributes. */
export interface EmbedSettings {
  restaurant: string;
  locale: Locale;
  /** The menu's slug; null for the restaurant's default menu. */
  menu: string | null;
  /** Where the public menu JSON is read: `api`'s origin, else the script's. */
  apiOrigin: string;
}

/** What the settings fall back on, read from the page by the caller. */
export interface EmbedPage {
  /** The host page's `<html lang>`. */
  lang: string | null;
  /** The browser's languages (`navigator.languages`). */
  languages: readonly string[];
  /** The origin the script was loaded from. */
  origin: string;
}

/**
 * The embed's settings from its attributes (`read('restaurant')` is `data-restaurant` on the
 * script tag, `restaurant` on the custom element), or null without a restaurant: nothing to
 * show. A locale Nutrimenu does not offer falls back as `resolveLocale` says; an `api` that is
 * not an absolute URL falls back to the script's origin; attributes not named here are ignored.
 *
 * (`target`, the script tag's placement, is read where the host element is created.)
 *
 * @example
 * const page = { lang: 'hu-HU', languages: ['en'], origin: 'https://menu.example.com' };
 * parseEmbedSettings((name) => (name === 'restaurant' ? 'bistro' : null), page)
 * // { restaurant: 'bistro', locale: 'hu', menu: null, apiOrigin: 'https://menu.example.com' }
 */
export function parseEmbedSettings(
  read: (name: string) => string | null,
  page: EmbedPage,
): EmbedSettings | null {
  const restaurant = read('restaurant');
  if (!restaurant) return null;
  let apiOrigin = page.origin;
  try {
    apiOrigin = new URL(read('api') ?? '').origin;
  } catch {}
  return {
    restaurant,
    locale: resolveLocale(read('locale'), page.lang, page.languages),
    menu: read('menu'),
    apiOrigin,
  };
}
