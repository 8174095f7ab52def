import {
  type BrandSitemapPage,
  brandSitemapPageSchema,
  brandSitemapPath,
  type PageKind,
  PUBLIC_BRANDS_PATH,
  PUBLIC_RESTAURANTS_PATH,
  type PublicBrand,
  type PublicMenu,
  type PublicPage,
  promoCaptionsPath,
  publicBrandListSchema,
  publicMenuPath,
  publicMenuSchema,
  publicPagePath,
  publicPageSchema,
  RESTAURANT_LOCALES_QUERY,
  type RestaurantListing,
  type RestaurantLocales,
  restaurantListingSchema,
  restaurantLocalesSchema,
  type SitemapRestaurant,
  sitemapRestaurantSchema,
  webVttIssue,
} from '@nutrimenu/core/contract';
import type { Locale } from '@nutrimenu/core/locale';
import { z } from 'zod';
import { withLastGoodBrands } from './lastGoodBrands';

/**
 * The CMS could not give a usable answer: unreachable or a 5xx (503: the page says to try again
 * shortly), or a document that breaks the contract (502). Pages show an error screen for it;
 * `status` is what the page answers.
 */
export class CmsError extends Error {
  constructor(
    message: string,
    readonly status: 500 | 502 | 503,
  ) {
    super(message);
    this.name = 'CmsError';
  }
}

/**
 * `null` is the CMS's 404 (unknown restaurant, menu, or a brand without that page): the page is
 * the not-found screen.
 */
export interface CmsClient {
  brands(): Promise<PublicBrand[]>;
  menu(
    slug: string,
    options: { menu?: string | undefined; locale: Locale },
  ): Promise<PublicMenu | null>;
  /** A restaurant's offered locales and its default, without its menu (the QR redirect). */
  restaurantLocales(slug: string): Promise<RestaurantLocales | null>;
  /** One page of the listing: 60 restaurants (`pageSize` up to core's LISTING_MAX_PAGE_SIZE). */
  restaurants(options: {
    cities: readonly string[];
    specifics: readonly string[];
    /** Only this brand's restaurants (a brand host's sitemap). */
    brand?: string;
    query?: string;
    page?: number;
    pageSize?: number;
    locale: Locale;
  }): Promise<RestaurantListing>;
  /**
   * One page (from 1) of what a brand's sitemap lists; null for an unknown brand. A restaurant
   * that breaks the contract is left out (and logged), not the page.
   */
  brandSitemap(brandKey: string, page: number): Promise<BrandSitemapPage | null>;
  page(kind: PageKind, brandKey: string, locale: Locale): Promise<PublicPage | null>;
  /** The WebVTT captions of the brand's promotional video in exactly `locale`. */
  promoCaptions(brandKey: string, locale: Locale): Promise<string | null>;
}

// The page as sent, its restaurants checked one by one.
const brandSitemapEnvelopeSchema = brandSitemapPageSchema.extend({
  restaurants: z.array(z.unknown()),
});

/**
 * A client of the CMS's public API (core's `publicApiPaths`) that parses every answer with core's
 * contract, so a page only ever renders documents that match it.
 *
 * @example
 * const cms = createCmsClient('http://localhost:3000');
 * const menu = await cms.menu('demo-bistro', { locale: 'ro' });
 */
export function createCmsClient(baseUrl: string, fetchImpl: typeof fetch = fetch): CmsClient {
  // The CMS's answer when it is a 200; null for its 404; a CmsError for anything else.
  async function fetchOk(url: URL, accept: string): Promise<Response | null> {
    let response: Response;
    try {
      response = await fetchImpl(url, { headers: { accept } });
    } catch (error) {
      throw new CmsError(`The CMS at ${url.origin} is unreachable: ${String(error)}`, 503);
    }
    if (response.status === 404) {
      await response.body?.cancel();
      return null;
    }
    if (!response.ok) {
      await response.body?.cancel();
      // A 5xx is the CMS being down or overloaded, which passes (503, "try again"); any other
      // refusal is a mismatch between the two apps (502).
      const status = response.status >= 500 ? 503 : 502;
      throw new CmsError(`The CMS answered ${response.status} for ${url}`, status);
    }
    return response;
  }

  async function get<T>(path: string, schema: z.ZodType<T>): Promise<T | null> {
    const url = new URL(path, baseUrl);
    const response = await fetchOk(url, 'application/json');
    if (response === null) return null;
    let body: unknown;
    try {
      body = await response.json();
    } catch {
      throw new CmsError(`The CMS answered ${url} with a body that is not JSON`, 502);
    }
    const parsed = schema.safeParse(body);
    if (!parsed.success) {
      const first = parsed.error.issues[0];
      throw new CmsError(
        `The CMS's answer for ${url} breaks the contract at ${first?.path.join('.') || '(root)'}: ${first?.message}`,
        502,
      );
    }
    return parsed.data;
  }

  async function required<T>(path: string, schema: z.ZodType<T>): Promise<T> {
    const value = await get(path, schema);
    if (value === null) throw new CmsError(`The CMS has no ${path}`, 502);
    return value;
  }

  return {
    brands: () =>
      withLastGoodBrands(baseUrl, () => required(PUBLIC_BRANDS_PATH, publicBrandListSchema)),
    menu: async (slug, { menu, locale }) => {
      const query = new URLSearchParams({ locale });
      if (menu !== undefined) query.set('menu', menu);
      // Answered in `locale` even where the restaurant does not offer it: the CMS itself marks
      // each text of the restaurant's that fell back to another language.
      return get(`${publicMenuPath(slug)}?${query}`, publicMenuSchema);
    },
    restaurantLocales: (slug) => {
      const query = new URLSearchParams({ only: RESTAURANT_LOCALES_QUERY });
      return get(`${publicMenuPath(slug)}?${query}`, restaurantLocalesSchema);
    },
    restaurants: ({ cities, specifics, brand, query: search = '', page = 1, pageSize, locale }) => {
      const query = new URLSearchParams({ locale });
      if (brand !== undefined) query.set('brand', brand);
      if (cities.length > 0) query.set('city', cities.join(','));
      if (specifics.length > 0) query.set('specific', specifics.join(','));
      if (search !== '') query.set('q', search);
      if (page > 1) query.set('page', String(page));
      if (pageSize !== undefined) query.set('limit', String(pageSize));
      return required(`${PUBLIC_RESTAURANTS_PATH}?${query}`, restaurantListingSchema);
    },
    brandSitemap: async (brandKey, page) => {
      const path = `${brandSitemapPath(brandKey)}?${new URLSearchParams({ page: String(page) })}`;
      const answer = await get(path, brandSitemapEnvelopeSchema);
      if (answer === null) return null;
      const restaurants: SitemapRestaurant[] = [];
      answer.restaurants.forEach((restaurant, index) => {
        const parsed = sitemapRestaurantSchema.safeParse(restaurant);
        if (parsed.success) restaurants.push(parsed.data);
        else {
          const first = parsed.error.issues[0];
          console.error(
            `[storefront] sitemap: restaurant ${index} of ${path} left out: it breaks the contract at ${first?.path.join('.') || '(root)'}: ${first?.message}`,
          );
        }
      });
      return { ...answer, restaurants };
    },
    page: (kind, brandKey, locale) => {
      const query = new URLSearchParams({ brand: brandKey, locale });
      return get(`${publicPagePath(kind)}?${query}`, publicPageSchema);
    },
    promoCaptions: async (brandKey, locale) => {
      const query = new URLSearchParams({ locale });
      const url = new URL(`${promoCaptionsPath(brandKey)}?${query}`, baseUrl);
      const response = await fetchOk(url, 'text/vtt');
      if (response === null) return null;
      const text = await response.text();
      // The CMS checks captions when they are saved; a text that is not WebVTT is a mismatch.
      const issue = webVttIssue(text);
      if (issue !== null) {
        throw new CmsError(`The CMS's captions at ${url} are not usable WebVTT (${issue})`, 502);
      }
      return text;
    },
  };
}
