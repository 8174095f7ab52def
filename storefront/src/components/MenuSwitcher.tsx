import type { PublicMenu } from '@nutrimenu/core/contract';
import { memo } from 'react';
import { usePage } from '../PageContext';
import './MenuSwitcher.css';

/** The path of one of the restaurant's menus: the default one has no menu segment. */
export function menuPath(restaurantSlug: string, menu: { slug: string; isDefault: boolean }) {
  return menu.isDefault
    ? `/restaurant/${restaurantSlug}`
    : `/restaurant/${restaurantSlug}/${menu.slug}`;
}

/**
 * The restaurant's menus as tabs (links: each menu has its own page), the shown one marked
 * current; nothing when it has only one. One line that scrolls sideways on a phone, as it sits in
 * the sticky bar above the dishes.
 */
export const MenuSwitcher = memo(function MenuSwitcher({
  document,
}: {
  document: Pick<PublicMenu, 'restaurant' | 'menus'> & { menu: { slug: string } | null };
}) {
  const { t, href } = usePage();
  if (document.menus.length <= 1) return null;
  return (
    <nav className="menu-switcher" aria-label={t('menu.switcher.label')}>
      <ul>
        {document.menus.map((option) => (
          <li key={option.slug}>
            <a
              href={href(menuPath(document.restaurant.slug, option))}
              aria-current={option.slug === document.menu?.slug ? 'page' : undefined}
            >
              {option.name}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
});
