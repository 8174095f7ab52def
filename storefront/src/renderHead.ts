import type { PublicBrand } from '@nutrimenu/core/contract';
import { DEFAULT_THEME_COLOR, SHARE_CARD_HEIGHT, SHARE_CARD_WIDTH } from '@nutrimenu/core/contract';
import { escapeHtml } from '@nutrimenu/core/html';
import { DEFAULT_LOCALE, LOCALE_TAGS, LOCALES, type Locale } from '@nutrimenu/core/locale';
import type { RouteMeta } from './routeTypes';
import { hreflangAlternates } from './seo/hreflangAlternates';
import { jsonLdScript } from './seo/jsonLdScript';
import { createSiteUrls } from './seo/siteUrls';

// '/restaurant//x/' and '/restaurant/x' are one page (the router ignores empty segments).
function normalizedRest(rest: string): string {
  const segments = rest.split('/').filter((segment) => segment !== '');
  return `/${segments.join('/')}`;
}

// Open Graph wants language_TERRITORY: 'ro_RO'.
const ogLocale = (locale: Locale) => LOCALE_TAGS[locale].replace('-', '_');

/**
 * The head tags of a page. Indexable pages get a canonical URL (absolute, locale-prefixed, on
 * the request's host, without the query but the route's `canonicalSearch`: a filtered menu is
 * the same page as the unfiltered one, a listing's page 2 is not its page 1), hreflang
 * alternates for the locales the page is offered in, plus x-default, and a paged list's
 * rel prev/next; other pages (404, errors, menu notices, a page in a locale it is not offered
 * in) get `noindex` instead. Open Graph (type website)
 * and Twitter cards use the brand's name and the page's own share card (a dish's, a restaurant's:
 * 1200×630 on this origin), else the brand's share image; the brand's icons and theme colour
 * (#f3f3f3 by default) dress the tab, home screen and Windows tiles. The route's
 * JSON-LD comes last. Every value is HTML-escaped.
 *
 * @example
 * renderHead({ meta: { title: 'Bistro' }, locale: 'ro', rest: '/restaurant/bistro', search: '',
 *   origin: 'https://menu.example.ro', brand, indexable: true })
 * // '<title>Bistro</title>\n    <link rel="canonical" href="https://menu.example.ro/ro/restaurant/bistro" />…'
 */
export function renderHead(input: {
  meta: RouteMeta;
  locale: Locale;
  /** The path without its locale prefix: '/restaurant/x'. */
  rest: string;
  /** The query string (with '?', or ''); never part of canonical or alternate URLs. */
  search: string;
  /** 'https://menu.example.ro', the request's own origin. */
  origin: string;
  brand: PublicBrand | null;
  /** False for any answer but 200. */
  indexable: boolean;
}): string {
  const { meta, locale, origin, brand } = input;
  const locales = meta.locales && meta.locales.length > 0 ? meta.locales : LOCALES;
  // A page in a locale the restaurant does not offer is its default locale's texts under a
  // translated interface: a near-copy of an offered page. It is not indexed, so the indexed set is
  // exactly the offered locales, each listing all the others and itself (symmetric hreflang).
  const indexable = input.indexable && meta.noindex !== true && locales.includes(locale);
  const urls = createSiteUrls(origin, locale);
  const rest = normalizedRest(meta.canonicalPath ?? input.rest);
  const attr = escapeHtml;
  const tags = [`<title>${escapeHtml(meta.title)}</title>`];
  const property = (name: string, content: string) =>
    tags.push(`<meta property="${name}" content="${attr(content)}" />`);
  const named = (name: string, content: string) =>
    tags.push(`<meta name="${name}" content="${attr(content)}" />`);

  if (meta.description) named('description', meta.description);
  if (!indexable) named('robots', 'noindex');
  const canonicalSearch = meta.canonicalSearch ?? '';
  const canonical = urls.page(rest) + canonicalSearch;
  if (indexable) {
    tags.push(`<link rel="canonical" href="${attr(canonical)}" />`);
    if (meta.previousPath) {
      tags.push(`<link rel="prev" href="${attr(urls.page(meta.previousPath))}" />`);
    }
    if (meta.nextPath) tags.push(`<link rel="next" href="${attr(urls.page(meta.nextPath))}" />`);
    const alternates = hreflangAlternates(urls, {
      rest,
      locales,
      defaultLocale: meta.defaultLocale ?? DEFAULT_LOCALE,
    });
    for (const { hreflang, href } of alternates) {
      tags.push(
        `<link rel="alternate" hreflang="${hreflang}" href="${attr(href + canonicalSearch)}" />`,
      );
    }
  }

  property('og:type', 'website');
  if (brand) property('og:site_name', brand.name);
  property('og:title', meta.title);
  if (meta.description) property('og:description', meta.description);
  if (indexable) property('og:url', canonical);
  property('og:locale', ogLocale(locale));
  if (indexable) {
    for (const other of locales)
      if (other !== locale) property('og:locale:alternate', ogLocale(other));
  }
  if (meta.shareImage) {
    const image = urls.asset(meta.shareImage.path);
    property('og:image', image);
    property('og:image:type', 'image/png');
    property('og:image:width', String(SHARE_CARD_WIDTH));
    property('og:image:height', String(SHARE_CARD_HEIGHT));
    property('og:image:alt', meta.shareImage.alt);
  } else if (brand?.shareImage) {
    property('og:image', urls.asset(brand.shareImage));
    property('og:image:alt', brand.name);
  }
  named('twitter:card', 'summary_large_image');
  if (meta.shareImage) {
    named('twitter:image', urls.asset(meta.shareImage.path));
    named('twitter:image:alt', meta.shareImage.alt);
  }

  const themeColor = brand?.themeColor ?? DEFAULT_THEME_COLOR;
  named('theme-color', themeColor);
  named('msapplication-TileColor', themeColor);
  const icons = brand?.icons;
  if (icons?.small32) {
    tags.push(`<link rel="icon" type="image/png" sizes="32x32" href="${attr(icons.small32)}" />`);
  }
  if (icons?.big192) {
    tags.push(`<link rel="icon" type="image/png" sizes="192x192" href="${attr(icons.big192)}" />`);
  }
  if (icons?.apple) {
    tags.push(`<link rel="apple-touch-icon" href="${attr(icons.apple)}" />`);
  }
  if (icons?.ms) named('msapplication-TileImage', icons.ms);
  // The brand host's web app manifest (src/server/webApp): installable as that brand's app.
  tags.push('<link rel="manifest" href="/manifest.webmanifest" />');

  if (indexable && meta.jsonLd) tags.push(jsonLdScript(meta.jsonLd(urls)));
  return tags.join('\n    ');
}
