// Where the CMS serves its public API, for the CMS that routes it and the storefront and widget
// that call it: one definition, so a renamed path cannot leave a caller asking the old one.
// Kept free of imports, so the widget's bundle takes only the strings it uses.

/** Where the CMS mounts its API (Payload's default `routes.api`). */
export const CMS_API_PATH = '/api';

/** The public API: documents anyone may read, open to every origin. */
export const PUBLIC_API_PATH = `${CMS_API_PATH}/public` as const;

/** `GET`: every brand (`publicBrandListSchema`). */
export const PUBLIC_BRANDS_PATH = `${PUBLIC_API_PATH}/brands` as const;

/** `GET ?city=&specific=&brand=&q=&page=&limit=&locale=`: one page of the restaurant listing (`restaurantListingSchema`). */
export const PUBLIC_RESTAURANTS_PATH = `${PUBLIC_API_PATH}/restaurants` as const;

const PUBLIC_MENUS_PATH = `${PUBLIC_API_PATH}/menus` as const;
const PUBLIC_PAGES_PATH = `${PUBLIC_API_PATH}/pages` as const;
const PROMO_CAPTIONS_SEGMENT = 'promo-captions';
const SITEMAP_SEGMENT = 'sitemap';

/** `GET ?menu=&locale=`: a restaurant's public menu (`publicMenuSchema`), as a route pattern. */
export const PUBLIC_MENU_ROUTE = `${PUBLIC_MENUS_PATH}/:restaurantSlug` as const;

/** `GET ?brand=&locale=`: a brand's page of one kind (`publicPageSchema`), as a route pattern. */
export const PUBLIC_PAGE_ROUTE = `${PUBLIC_PAGES_PATH}/:kind` as const;

/** `GET ?locale=`: the WebVTT captions of a brand's promotional video, as a route pattern. */
export const PROMO_CAPTIONS_ROUTE = `${PUBLIC_BRANDS_PATH}/:key/${PROMO_CAPTIONS_SEGMENT}` as const;

/** `GET ?page=`: one page of what a brand's sitemap lists (`brandSitemapPageSchema`), as a route pattern. */
export const BRAND_SITEMAP_ROUTE = `${PUBLIC_BRANDS_PATH}/:key/${SITEMAP_SEGMENT}` as const;

/** Every path of the public API, as a route pattern (its CORS preflight answers them all). */
export const ANY_PUBLIC_API_ROUTE = `${PUBLIC_API_PATH}/(.*)` as const;

/**
 * The path of a restaurant's public menu (`PUBLIC_MENU_ROUTE`).
 *
 * @example publicMenuPath('demo-bistro') // '/api/public/menus/demo-bistro'
 */
export function publicMenuPath(restaurantSlug: string): string {
  return `${PUBLIC_MENUS_PATH}/${encodeURIComponent(restaurantSlug)}`;
}

/**
 * The path of a brand's page of one kind (`PUBLIC_PAGE_ROUTE`).
 *
 * @example publicPagePath('faq') // '/api/public/pages/faq'
 */
export function publicPagePath(kind: string): string {
  return `${PUBLIC_PAGES_PATH}/${encodeURIComponent(kind)}`;
}

/**
 * The path of a brand's promotional video captions (`PROMO_CAPTIONS_ROUTE`).
 *
 * @example promoCaptionsPath('nutrischeme') // '/api/public/brands/nutrischeme/promo-captions'
 */
export function promoCaptionsPath(brandKey: string): string {
  return `${PUBLIC_BRANDS_PATH}/${encodeURIComponent(brandKey)}/${PROMO_CAPTIONS_SEGMENT}`;
}

/**
 * The path of what a brand's sitemap lists (`BRAND_SITEMAP_ROUTE`).
 *
 * @example brandSitemapPath('nutrischeme') // '/api/public/brands/nutrischeme/sitemap'
 */
export function brandSitemapPath(brandKey: string): string {
  return `${PUBLIC_BRANDS_PATH}/${encodeURIComponent(brandKey)}/${SITEMAP_SEGMENT}`;
}

/**
 * A Payload endpoint's `path` for a path of the CMS's API: Payload takes it relative to
 * `CMS_API_PATH`.
 *
 * @example cmsEndpointPath(PUBLIC_MENU_ROUTE) // '/public/menus/:restaurantSlug'
 */
export function cmsEndpointPath(apiPath: string): string {
  if (!apiPath.startsWith(`${CMS_API_PATH}/`)) {
    throw new Error(`${apiPath} is not under the CMS's API (${CMS_API_PATH})`);
  }
  return apiPath.slice(CMS_API_PATH.length);
}
