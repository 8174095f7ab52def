import type { PublicDish, PublicRestaurant } from '@nutrimenu/core/contract';
import { compact } from './_lib/compact';
import type { JsonLdNode, JsonLdValue } from './JsonLdNode';
import { nutritionInformation } from './nutritionInformation';
import { restaurantPaths } from './restaurantPaths';
import { restaurantReference } from './restaurantReference';
import type { SiteUrls } from './siteUrls';
import { suitableForDiet } from './suitableForDiet';

/**
 * A dish as a schema.org MenuItem: its page, name, description, image, price, nutrition per
 * portion and diets; what is not known is left out. `standalone` (the dish's own page) adds the
 * JSON-LD context and names the restaurant as the offer's seller: schema.org gives a MenuItem no
 * `isPartOf` or `provider`, while an Offer has `offeredBy`.
 *
 * @example
 * menuItemJsonLd(dish, { restaurant, urls })
 * // { '@type': 'MenuItem', '@id': '…/recipes/ciorba', name: 'Ciorbă', offers: { '@type': 'Offer', price: 28, priceCurrency: 'RON' }, … }
 */
export function menuItemJsonLd(
  dish: PublicDish,
  options: { restaurant: PublicRestaurant; urls: SiteUrls; standalone?: boolean },
): JsonLdNode {
  const { restaurant, urls, standalone = false } = options;
  const url = urls.page(restaurantPaths.dish(restaurant.slug, dish.slug));
  const offer: Record<string, JsonLdValue | undefined> = { '@type': 'Offer' };
  if (dish.price !== null) {
    offer.price = dish.price;
    offer.priceCurrency = restaurant.currency;
  }
  if (standalone) offer.offeredBy = restaurantReference(restaurant, urls);
  const diets = suitableForDiet(dish.tags);
  return compact({
    '@context': standalone ? 'https://schema.org' : undefined,
    '@type': 'MenuItem',
    '@id': url,
    name: dish.name,
    description: dish.description,
    url,
    image: dish.image && urls.asset(dish.image.url),
    offers: Object.keys(offer).length > 1 ? compact(offer) : undefined,
    nutrition: nutritionInformation(dish.nutrition),
    suitableForDiet: diets.length > 0 ? diets : undefined,
  });
}
