import type { Locale } from '@nutrimenu/core/locale';
import { localePath } from '../localePath';

/**
 * The absolute URLs of one site (a brand host) for one locale: canonical links, hreflang,
 * structured data and sitemaps must all name pages the same way.
 */
export interface SiteUrls {
  /** 'https://menu.example.ro' */
  readonly origin: string;
  /** The locale `page` uses when given none. */
  readonly locale: Locale;
  /** The page `rest` (a path without locale prefix, '/restaurant/x') in `locale`. */
  page(rest: string, locale?: Locale): string;
  /** An image or icon URL of a document (absolute, or root-relative to this site). */
  asset(url: string): string;
}

/**
 * URLs on `origin` in `locale`; page paths are always locale-prefixed, so a shared or indexed
 * link keeps its language.
 *
 * @example
 * const urls = createSiteUrls('https://menu.example.ro', 'en');
 * urls.page('/restaurant/bistro') // 'https://menu.example.ro/en/restaurant/bistro'
 * urls.asset('/api/media/file/a.webp') // 'https://menu.example.ro/api/media/file/a.webp'
 */
export function createSiteUrls(origin: string, locale: Locale): SiteUrls {
  const base = origin.replace(/\/+$/, '');
  return {
    origin: base,
    locale,
    page: (rest, other = locale) => `${base}${localePath(other, rest)}`,
    // The contract allows only http(s) URLs and root-relative paths, so this never yields
    // another scheme; root-relative ones resolve the way the page's own <img src> does. A
    // malformed Host header makes no valid base: the path is then prefixed as is (and escaped
    // by the caller) rather than throwing while a page renders.
    asset: (url) =>
      URL.canParse(url, `${base}/`) ? new URL(url, `${base}/`).href : `${base}${url}`,
  };
}
