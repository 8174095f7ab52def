import type { PublicMenu } from '@nutrimenu/core/contract';
import { usePage } from '../PageContext';
import { RestaurantLinks } from './RestaurantLinks';

/** The path of one of the restaurant's menus: the default one has no menu segment. */
export function menuPath(restaurantSlug: string, menu: { slug: string; isDefault: boolean }) {
  return menu.isDefault
    ? `/restaurant/${restaurantSlug}`
    : `/restaurant/${restaurantSlug}/${menu.slug}`;
}

/** The restaurant card with its links, and the menus switcher. */
export function MenuHeader({ document }: { document: PublicMenu }) {
  const { t, href } = usePage();
  const { restaurant } = document;
  return (
    <header>
      <h1>{restaurant.name}</h1>
      <p>{restaurant.address ?? restaurant.city}</p>
      <RestaurantLinks restaurant={restaurant} />
      {document.menus.length > 1 && (
        <nav aria-label={t('menu.switcher.label')}>
          <ul>
            {document.menus.map((option) => (
              <li key={option.slug}>
                <a
                  href={href(menuPath(restaurant.slug, option))}
                  aria-current={option.slug === document.menu?.slug ? 'page' : undefined}
                >
                  {option.name}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      )}
    </header>
  );
}
