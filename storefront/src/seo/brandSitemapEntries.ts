import { LISTING_MAX_PAGE_SIZE, type PublicMenu } from '@nutrimenu/core/contract';
import { DEFAULT_LOCALE, LOCALES, type Locale } from '@nutrimenu/core/locale';
import { type CmsClient, CmsError } from '../cms/createCmsClient';
import { mapWithConcurrency } from './_lib/mapWithConcurrency';
import { hreflangAlternates } from './hreflangAlternates';
import { restaurantPaths } from './restaurantPaths';
import type { SitemapEntry } from './sitemapXml';
import { createSiteUrls, type SiteUrls } from './siteUrls';

/** The brand's own pages, in every locale (paths without locale prefix). */
export const SITE_PAGES = ['/', '/restaurant', '/help', '/faq', '/terms'] as const;

/** The sitemaps.org limit of URLs in one file. */
export const SITEMAP_MAX_URLS = 50_000;

// Menu documents read at once: enough to be quick, few enough not to flood the CMS.
const CONCURRENCY = 4;

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

// A restaurant's menu pages and dish pages, each dish once (the dish page finds it on any menu).
async function restaurantPages(cms: CmsClient, slug: string) {
  const first = await cms.menu(slug, { locale: DEFAULT_LOCALE });
  if (first === null || first.state !== 'ok' || first.menu === null) return null;
  const pages: Page[] = [];
  const dishes = new Set<string>();
  for (const option of first.menus) {
    const document: PublicMenu | null =
      option.slug === first.menu.slug
        ? first
        : await cms.menu(slug, { menu: option.slug, locale: first.locale });
    if (!document?.menu) continue;
    const lastmod = document.updatedAt;
    pages.push({ rest: restaurantPaths.menu(slug, option), lastmod });
    for (const dish of document.menu.sections.flatMap((section) => section.dishes)) {
      if (dishes.has(dish.slug)) continue;
      dishes.add(dish.slug);
      pages.push({ rest: restaurantPaths.dish(slug, dish.slug), lastmod });
    }
  }
  return { restaurant: first.restaurant, pages };
}

// One restaurant's malformed document leaves it out; an unreachable CMS fails the sitemap.
async function restaurantPagesOrSkip(cms: CmsClient, slug: string) {
  try {
    return await restaurantPages(cms, slug);
  } catch (error) {
    if (!(error instanceof CmsError) || error.status === 503) throw error;
    console.error(`[storefront] sitemap: ${slug} left out:`, error.message);
    return null;
  }
}

/**
 * The sitemap entries of one brand on `origin`: its home, listing, help, FAQ and terms pages in
 * every locale, and, for each of the brand's restaurants whose menu is public, its menus and
 * dishes in each locale the restaurant offers, dated by the menu document; as many as there are
 * (`splitSitemap` cuts them into files). Throws a CmsError when the CMS cannot be reached.
 *
 * @example
 * sitemapXml(await brandSitemapEntries(cms, { brandKey: 'nutrischeme', origin: 'https://menu.nutrischeme.com' }))
 */
export async function brandSitemapEntries(
  cms: CmsClient,
  options: { brandKey: string; origin: string },
): Promise<SitemapEntry[]> {
  const urls = createSiteUrls(options.origin, DEFAULT_LOCALE);
  const entries = SITE_PAGES.flatMap((rest) => entriesOf(urls, { rest }, LOCALES, DEFAULT_LOCALE));
  const slugs: string[] = [];
  // The listing in its largest pages: a brand's restaurants in a few requests, not one.
  for (let page = 1, pageCount = 1; page <= pageCount; page += 1) {
    const listing = await cms.restaurants({
      cities: [],
      specifics: [],
      brand: options.brandKey,
      page,
      pageSize: LISTING_MAX_PAGE_SIZE,
      locale: DEFAULT_LOCALE,
    });
    pageCount = listing.pageCount;
    for (const restaurant of listing.restaurants) {
      if (restaurant.brandKey === options.brandKey && restaurant.hasPublicMenu) {
        slugs.push(restaurant.slug);
      }
    }
  }
  const found = await mapWithConcurrency(slugs, CONCURRENCY, (slug) =>
    restaurantPagesOrSkip(cms, slug),
  );
  for (const result of found) {
    if (result === null) continue;
    const { restaurant, pages } = result;
    for (const page of pages) {
      entries.push(...entriesOf(urls, page, restaurant.locales, restaurant.defaultLocale));
    }
  }
  return entries;
}
