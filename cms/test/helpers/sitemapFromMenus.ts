import {
  publicMenuSchema,
  restaurantListingSchema,
  type SitemapRestaurant,
} from '@nutrimenu/core/contract';

/**
 * What the storefront's sitemap read before this endpoint, through the public API: the brand's
 * listed restaurants with a public menu, each menu's document (in the default locale) for its
 * date and dishes. The endpoint must say the same.
 */
export async function sitemapFromMenus(
  json: (path: string) => Promise<unknown>,
  brand: string,
): Promise<SitemapRestaurant[]> {
  const listing = restaurantListingSchema.parse(
    await json(`/api/public/restaurants?brand=${brand}&limit=1000&locale=ro`),
  );
  const restaurants: SitemapRestaurant[] = [];
  for (const card of listing.restaurants) {
    if (!card.hasPublicMenu) continue;
    const first = publicMenuSchema.parse(await json(`/api/public/menus/${card.slug}?locale=ro`));
    if (first.state !== 'ok') continue;
    const menus = [];
    for (const option of first.menus) {
      const document = publicMenuSchema.parse(
        await json(`/api/public/menus/${card.slug}?menu=${option.slug}&locale=ro`),
      );
      const dishes = document.menu?.sections.flatMap((s) => s.dishes.map((d) => d.slug)) ?? [];
      menus.push({
        slug: option.slug,
        isDefault: option.isDefault,
        lastmod: new Date(document.updatedAt).toISOString(),
        dishes: [...new Set(dishes)],
      });
    }
    const { slug, defaultLocale, locales } = first.restaurant;
    restaurants.push({ slug, defaultLocale, locales, menus });
  }
  return restaurants;
}
