import {
  type PublicBrand,
  type PublicMenu,
  publicBrandListSchema,
  publicMenuSchema,
  type RestaurantListing,
  restaurantListingSchema,
} from '@nutrimenu/core/contract';
import type { Locale } from '@nutrimenu/core/locale';
import type { z } from 'zod';

/**
 * The CMS could not give a usable answer: unreachable, a 5xx, or a document that breaks the
 * contract. Pages show the generic error screen for it; `status` is what the page answers.
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

/** `null` is the CMS's 404 (unknown restaurant or menu): the page is the not-found screen. */
export interface CmsClient {
  brands(): Promise<PublicBrand[]>;
  menu(
    slug: string,
    options: { menu?: string | undefined; locale: Locale },
  ): Promise<PublicMenu | null>;
  restaurants(options: {
    cities: readonly string[];
    specifics: readonly string[];
    locale: Locale;
  }): Promise<RestaurantListing>;
}

/**
 * A client of the CMS's public API (`/api/public/...`) that parses every answer with core's
 * contract, so a page only ever renders documents that match it.
 *
 * @example
 * const cms = createCmsClient('http://localhost:3000');
 * const menu = await cms.menu('demo-bistro', { locale: 'ro' });
 */
export function createCmsClient(baseUrl: string, fetchImpl: typeof fetch = fetch): CmsClient {
  async function get<T>(path: string, schema: z.ZodType<T>): Promise<T | null> {
    const url = new URL(path, baseUrl);
    let response: Response;
    try {
      response = await fetchImpl(url, { headers: { accept: 'application/json' } });
    } catch (error) {
      throw new CmsError(`The CMS at ${url.origin} is unreachable: ${String(error)}`, 503);
    }
    if (response.status === 404) return null;
    if (!response.ok) throw new CmsError(`The CMS answered ${response.status} for ${url}`, 502);
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
    brands: () => required('/api/public/brands', publicBrandListSchema),
    menu: (slug, { menu, locale }) => {
      const query = new URLSearchParams({ locale });
      if (menu !== undefined) query.set('menu', menu);
      return get(`/api/public/menus/${encodeURIComponent(slug)}?${query}`, publicMenuSchema);
    },
    restaurants: ({ cities, specifics, locale }) => {
      const query = new URLSearchParams({ locale });
      if (cities.length > 0) query.set('city', cities.join(','));
      if (specifics.length > 0) query.set('specific', specifics.join(','));
      return required(`/api/public/restaurants?${query}`, restaurantListingSchema);
    },
  };
}
