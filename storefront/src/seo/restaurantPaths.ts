const restaurant = (restaurantSlug: string): string =>
  `/restaurant/${encodeURIComponent(restaurantSlug)}`;

/**
 * The storefront paths (without locale prefix) of a restaurant's pages, as the routes serve them:
 * the default menu has no menu segment.
 *
 * @example
 * restaurantPaths.menu('bistro', { slug: 'bauturi', isDefault: false }) // '/restaurant/bistro/bauturi'
 * restaurantPaths.dish('bistro', 'ciorba') // '/restaurant/bistro/recipes/ciorba'
 */
export const restaurantPaths = {
  restaurant,
  menu: (restaurantSlug: string, menu: { slug: string; isDefault: boolean }): string =>
    menu.isDefault
      ? restaurant(restaurantSlug)
      : `${restaurant(restaurantSlug)}/${encodeURIComponent(menu.slug)}`,
  dish: (restaurantSlug: string, dishSlug: string): string =>
    `${restaurant(restaurantSlug)}/recipes/${encodeURIComponent(dishSlug)}`,
};
