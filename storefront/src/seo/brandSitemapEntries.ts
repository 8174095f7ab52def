import type { SitemapRestaurant } from '@nutrimenu/core/contract';
import { DEFAULT_LOCALE, LOCALES, type Locale } from '@nutrimenu/core/locale';
import { type CmsClient, CmsError } from '../cms/createCmsClient';
import { mapWithConcurrency } from './_lib/mapWithConcurrency';
import { hreflangAlternates } from './hreflangAlternates';
import { restaurantPaths } from './restaurantPaths';
import type { SitemapEntryGroup } from './sitemapFiles';
import type { SitemapEntry } from './sitemapXml';
import { createSiteUrls, type SiteUrls } from './siteUrls';

/** The brand's own pages, in every locale (paths without locale prefix). */
export const SITE_PAGES = ['/', '/restaurant', '/help', '/faq', '/terms'] as const;

/** The sitemaps.org limit of URLs in one file. */
export const SITEMAP_MAX_URLS = 50_000;

// Sitemap pages read at once after the first: a few, so the CMS is not flooded.
const CONCURRENCY = 2;

interface Page {
  rest: string;
  lastmod?: string;
}

function entriesOf(
  urls: SiteUrls,
  page: Page,
  locales: readonly Locale[],
  defaultLocale: Locale,
): SitemapEntry[] {
  const alternates = hreflangAlternates(urls, { rest: page.rest, locales, defaultLocale });
  return locales.map((locale) => ({
    loc: urls.page(page.rest, locale),
    ...(page.lastmod ? { lastmod: page.lastmod } : {}),
    alternates,
  }));
}

function group(
  urls: SiteUrls,
  page: Page,
  locales: readonly Locale[],
  defaultLocale: Locale,
): SitemapEntryGroup {
  return {
    size: locales.length,
    identity: `${page.rest}\t${page.lastmod ?? ''}\t${locales.join(',')}\t${defaultLocale}`,
    ...(page.lastmod ? { lastmod: page.lastmod } : {}),
    entries: () => entriesOf(urls, page, locales, defaultLocale),
  };
}

// A restaurant's menu pages and dish pages, each dish once (the dish page finds it on any menu),
// dated by the first menu showing it.
function* restaurantGroups(urls: SiteUrls, restaurant: SitemapRestaurant) {
  const { slug, locales, defaultLocale } = restaurant;
  const dishes = new Set<string>();
  for (const menu of restaurant.menus) {
    const { lastmod } = menu;
    yield group(urls, { rest: restaurantPaths.menu(slug, menu), lastmod }, locales, defaultLocale);
    for (const dish of menu.dishes) {
      if (dishes.has(dish)) continue;
      dishes.add(dish);
      yield group(
        urls,
        { rest: restaurantPaths.dish(slug, dish), lastmod },
        locales,
        defaultLocale,
      );
    }
  }
}

/**
 * The brand's restaurants as the CMS lists them for its sitemap, every page of them in order:
 * what its sitemap is made of on any of its hosts. Throws a CmsError when the CMS cannot be
 * reached.
 */
export async function readBrandSitemap(
  cms: CmsClient,
  brandKey: string,
): Promise<SitemapRestaurant[]> {
  const first = await cms.brandSitemap(brandKey, 1);
  // The brand came from the CMS's brand list: gone meanwhile, the CMS and the list disagree.
  if (first === null) throw new CmsError(`The CMS has no sitemap for the brand ${brandKey}`, 502);
  const rest = Array.from({ length: Math.max(0, first.pageCount - 1) }, (_, index) => index + 2);
  const pages = await mapWithConcurrency(rest, CONCURRENCY, (page) =>
    cms.brandSitemap(brandKey, page),
  );
  return [first, ...pages].flatMap((page) => page?.restaurants ?? []);
}

/**
 * The sitemap entries of one brand on `origin`, in groups made on demand (`splitSitemap` cuts
 * them into files): its home, listing, help, FAQ and terms pages in every locale, and, for each of
 * the brand's restaurants whose menu is public, its menus and dishes in each locale the
 * restaurant offers, dated by the menu. Read from the CMS's sitemap pages, a few requests for
 * any number of restaurants. Throws a CmsError when the CMS cannot be reached.
 *
 * @example
 * const groups = await brandSitemapEntries(cms, { brandKey: 'nutrischeme', origin: 'https://menu.nutrischeme.com' });
 * splitSitemap(groups, SITEMAP_MAX_URLS);
 */
export async function brandSitemapEntries(
  cms: CmsClient,
  options: { brandKey: string; origin: string },
): Promise<() => Iterable<SitemapEntryGroup>> {
  return brandSitemapGroups(await readBrandSitemap(cms, options.brandKey), options.origin);
}

/** The sitemap entries of the brand's restaurants (`readBrandSitemap`) on `origin`, as above. */
export function brandSitemapGroups(
  restaurants: readonly SitemapRestaurant[],
  origin: string,
): () => Iterable<SitemapEntryGroup> {
  const urls = createSiteUrls(origin, DEFAULT_LOCALE);
  return function* groups() {
    for (const rest of SITE_PAGES) yield group(urls, { rest }, LOCALES, DEFAULT_LOCALE);
    for (const restaurant of restaurants) yield* restaurantGroups(urls, restaurant);
  };
}
