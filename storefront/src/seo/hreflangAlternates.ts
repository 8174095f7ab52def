import type { Locale } from '@nutrimenu/core/locale';
import type { SiteUrls } from './siteUrls';

export interface HreflangAlternate {
  /** A language ('ro', 'en'), or 'x-default'. */
  hreflang: string;
  href: string;
}

/**
 * The hreflang alternates of the page `rest`: one per locale it is offered in, then x-default.
 * Languages are given without region: the English menu is for every English speaker, not only
 * those in the US. x-default of the home page is the bare root, which redirects to the visitor's
 * language; elsewhere it is the page in `defaultLocale`. The page head and the sitemap both use
 * this, so search engines see one consistent cluster.
 *
 * @example
 * hreflangAlternates(urls, { rest: '/restaurant/x', locales: ['ro', 'en'], defaultLocale: 'ro' })
 * // [{ hreflang: 'ro', href: '…/ro/restaurant/x' }, { hreflang: 'en', … }, { hreflang: 'x-default', href: '…/ro/restaurant/x' }]
 */
export function hreflangAlternates(
  urls: SiteUrls,
  page: { rest: string; locales: readonly Locale[]; defaultLocale: Locale },
): HreflangAlternate[] {
  const alternates: HreflangAlternate[] = [...new Set(page.locales)].map((locale) => ({
    hreflang: locale,
    href: urls.page(page.rest, locale),
  }));
  const xDefault = page.rest === '/' ? `${urls.origin}/` : urls.page(page.rest, page.defaultLocale);
  alternates.push({ hreflang: 'x-default', href: xDefault });
  return alternates;
}
