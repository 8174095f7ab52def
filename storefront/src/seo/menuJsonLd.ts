import type { PublicMenu } from '@nutrimenu/core/contract';
import { compact } from './_lib/compact';
import type { JsonLdNode } from './JsonLdNode';
import { menuItemJsonLd } from './menuItemJsonLd';
import { restaurantPaths } from './restaurantPaths';
import type { SiteUrls } from './siteUrls';

/**
 * The menus of a menu document as schema.org Menu nodes: the shown one in full (sections with
 * their dishes as MenuItems; empty sections left out), the restaurant's other menus by name
 * and URL, so a search engine can follow them. Empty for a document without a menu.
 *
 * @example
 * menuJsonLd(document, urls)[0]
 * // { '@type': 'Menu', name: 'Meniu', url: '…/ro/restaurant/bistro', inLanguage: 'ro', hasMenuSection: [{ '@type': 'MenuSection', … }] }
 */
export function menuJsonLd(document: PublicMenu, urls: SiteUrls): JsonLdNode[] {
  const { restaurant, menu } = document;
  if (menu === null) return [];
  const urlOf = (option: { slug: string; isDefault: boolean }) =>
    urls.page(restaurantPaths.menu(restaurant.slug, option));
  const isDefault = (slug: string) =>
    document.menus.find((option) => option.slug === slug)?.isDefault ?? false;
  const sections = menu.sections
    .filter((section) => section.dishes.length > 0)
    .map((section) =>
      compact({
        '@type': 'MenuSection',
        name: section.title,
        hasMenuItem: section.dishes.map((dish) => menuItemJsonLd(dish, { restaurant, urls })),
      }),
    );
  const shown = compact({
    '@type': 'Menu',
    name: menu.name,
    url: urlOf({ slug: menu.slug, isDefault: isDefault(menu.slug) }),
    inLanguage: document.locale,
    hasMenuSection: sections.length > 0 ? sections : undefined,
  });
  const others = document.menus
    .filter((option) => option.slug !== menu.slug)
    .map((option): JsonLdNode => ({ '@type': 'Menu', name: option.name, url: urlOf(option) }));
  return [shown, ...others];
}
