import type { PublicBrand } from '@nutrimenu/core/contract';
import { DEFAULT_THEME_COLOR } from '@nutrimenu/core/contract';
import { LOCALE_TAGS, LOCALES, type Locale } from '@nutrimenu/core/locale';
import { localePath } from './localePath';
import type { RouteMeta } from './routeTypes';

/** Text safe inside an HTML attribute or element. */
export function escapeHtml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

/**
 * The head tags of a page: title, description, canonical, hreflang alternates for every locale
 * (x-default is the unprefixed path, which negotiates or is Romanian), brand icons and theme
 * colour, and the og basics (spec section 2: type website).
 */
export function renderHead(input: {
  meta: RouteMeta;
  locale: Locale;
  /** The path without its locale prefix, and the query string (with '?', or ''). */
  rest: string;
  search: string;
  origin: string;
  brand: PublicBrand | null;
  indexable: boolean;
}): string {
  const { meta, locale, rest, search, origin, brand, indexable } = input;
  const url = (path: string) => escapeHtml(`${origin}${path}${search}`);
  const tags = [`<title>${escapeHtml(meta.title)}</title>`];
  if (meta.description) {
    tags.push(`<meta name="description" content="${escapeHtml(meta.description)}" />`);
  }
  tags.push(
    `<meta name="theme-color" content="${escapeHtml(brand?.themeColor ?? DEFAULT_THEME_COLOR)}" />`,
  );
  tags.push('<meta property="og:type" content="website" />');
  tags.push(`<meta property="og:title" content="${escapeHtml(meta.title)}" />`);
  tags.push(`<meta property="og:locale" content="${LOCALE_TAGS[locale].replace('-', '_')}" />`);
  if (!indexable) tags.push('<meta name="robots" content="noindex" />');
  if (indexable) {
    tags.push(`<link rel="canonical" href="${url(localePath(locale, rest))}" />`);
    tags.push(`<meta property="og:url" content="${url(localePath(locale, rest))}" />`);
    for (const other of LOCALES) {
      tags.push(
        `<link rel="alternate" hreflang="${LOCALE_TAGS[other]}" href="${url(localePath(other, rest))}" />`,
      );
    }
    tags.push(`<link rel="alternate" hreflang="x-default" href="${url(rest)}" />`);
  }
  if (brand) {
    const { icons, shareImage } = brand;
    if (icons.small32) {
      tags.push(
        `<link rel="icon" type="image/png" sizes="32x32" href="${escapeHtml(icons.small32)}" />`,
      );
    }
    if (icons.big192) {
      tags.push(
        `<link rel="icon" type="image/png" sizes="192x192" href="${escapeHtml(icons.big192)}" />`,
      );
    }
    if (icons.apple) tags.push(`<link rel="apple-touch-icon" href="${escapeHtml(icons.apple)}" />`);
    if (icons.ms)
      tags.push(`<meta name="msapplication-TileImage" content="${escapeHtml(icons.ms)}" />`);
    if (shareImage) tags.push(`<meta property="og:image" content="${escapeHtml(shareImage)}" />`);
    tags.push(`<meta property="og:site_name" content="${escapeHtml(brand.name)}" />`);
  }
  return tags.join('\n    ');
}
