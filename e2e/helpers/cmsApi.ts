import {
  type PublicBrand,
  type PublicDish,
  type PublicMenu,
  publicBrandListSchema,
  publicMenuSchema,
  type RestaurantListing,
  restaurantListingSchema,
} from '@nutrimenu/core/contract';
import type { Locale } from '@nutrimenu/core/locale';

async function getJson(url: string): Promise<unknown> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return response.json();
}

/**
 * The CMS's public menu document, the source of truth the storefront's pages are compared with.
 *
 * @example
 * const menu = await fetchPublicMenu(stack.cmsUrl, 'demo-bistro', { locale: 'en' });
 */
export async function fetchPublicMenu(
  cmsUrl: string,
  slug: string,
  options: { locale: Locale; menu?: string },
): Promise<PublicMenu> {
  const query = new URLSearchParams({ locale: options.locale });
  if (options.menu) query.set('menu', options.menu);
  return publicMenuSchema.parse(await getJson(`${cmsUrl}/api/public/menus/${slug}?${query}`));
}

/** The CMS's brands with their hosts, icons and theme colours. */
export async function fetchBrands(cmsUrl: string): Promise<PublicBrand[]> {
  return publicBrandListSchema.parse(await getJson(`${cmsUrl}/api/public/brands`));
}

/** The CMS's restaurant listing for comma-separated city and feature slugs. */
export async function fetchListing(
  cmsUrl: string,
  options: { locale: Locale; city?: string; specific?: string },
): Promise<RestaurantListing> {
  const query = new URLSearchParams({ locale: options.locale });
  if (options.city) query.set('city', options.city);
  if (options.specific) query.set('specific', options.specific);
  return restaurantListingSchema.parse(await getJson(`${cmsUrl}/api/public/restaurants?${query}`));
}

/** Every dish of a menu document, in menu order. */
export function dishesOf(document: PublicMenu): PublicDish[] {
  return document.menu?.sections.flatMap((section) => section.dishes) ?? [];
}

/** One dish of a menu document by slug; throws when the demo data no longer has it. */
export function dishBySlug(document: PublicMenu, slug: string): PublicDish {
  const dish = dishesOf(document).find((candidate) => candidate.slug === slug);
  if (!dish) throw new Error(`The demo menu has no dish ${slug}`);
  return dish;
}
