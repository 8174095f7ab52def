import type { PublicMenu } from '@nutrimenu/core/contract';
import { compact } from './_lib/compact';
import type { JsonLdNode } from './JsonLdNode';
import { menuJsonLd } from './menuJsonLd';
import { restaurantReference } from './restaurantReference';
import type { SiteUrls } from './siteUrls';

/**
 * The menu page's structured data: the restaurant as a schema.org Restaurant (address, phone,
 * images, social profiles, map, reservations) with its menus, sections and dishes. Only what the
 * document knows is said: no cuisine, no country, no opening hours.
 *
 * @example
 * restaurantJsonLd(document, urls)
 * // { '@context': 'https://schema.org', '@type': 'Restaurant', name: 'Bistro', address: { … }, hasMenu: [{ '@type': 'Menu', … }] }
 */
export function restaurantJsonLd(document: PublicMenu, urls: SiteUrls): JsonLdNode {
  const { restaurant } = document;
  const { links } = restaurant;
  const sameAs = [links.facebook, links.instagram, links.website].filter(
    (link) => link !== undefined,
  );
  const menus = menuJsonLd(document, urls);
  const image = restaurant.cover ?? restaurant.logo;
  return compact({
    '@context': 'https://schema.org',
    ...restaurantReference(restaurant, urls),
    address: compact({
      '@type': 'PostalAddress',
      streetAddress: restaurant.address,
      addressLocality: restaurant.city,
    }),
    telephone: restaurant.phone,
    image: image && urls.asset(image.url),
    logo: restaurant.logo && urls.asset(restaurant.logo.url),
    sameAs: sameAs.length > 0 ? sameAs : undefined,
    hasMap: links.map,
    acceptsReservations: links.reservation,
    hasMenu: menus.length > 0 ? menus : undefined,
  });
}
