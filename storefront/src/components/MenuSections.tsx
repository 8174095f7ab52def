import type { Locale } from '@nutrimenu/core/locale';
import { memo } from 'react';
import type { MenuListedDish, MenuSectionView } from '../menuView';
import { DishIsland } from './DishIsland';
import './MenuSections.css';

/**
 * A section's dishes in the order to render: in menu order while the shown ones keep it (a
 * change then only flips `hidden`), else (sorted by energy) the shown ones in their order and
 * the hidden rest after them.
 */
function inShownOrder(
  all: readonly MenuListedDish[],
  visible: readonly MenuListedDish[],
  visibleIds: ReadonlySet<string>,
): readonly MenuListedDish[] {
  const inMenuOrder = all.filter((dish) => visibleIds.has(dish.id));
  if (inMenuOrder.every((dish, index) => dish.id === visible[index]?.id)) return all;
  return [...visible, ...all.filter((dish) => !visibleIds.has(dish.id))];
}

/**
 * The menu's sections and every dish card, each shown or hidden (`hidden`) by the search and the
 * filter. The server renders them all, the ones left out hidden (so the page is right without
 * JavaScript), and the browser keeps each card as the server's HTML (DishIsland): a keystroke or
 * a filter change only flips `hidden` on cards that stay mounted, and sorting moves them.
 * Memoised: a render for a keystroke whose list is still the previous one (the menu page defers
 * it) costs nothing here.
 */
export const MenuSections = memo(function MenuSections({
  sections,
  shown,
  restaurantSlug,
  currency,
  pageFallback,
}: {
  /** Every section of the menu, with every dish. */
  sections: readonly MenuSectionView<MenuListedDish>[];
  /** The sections and dishes the search and the filter let through. */
  shown: readonly MenuSectionView<MenuListedDish>[];
  restaurantSlug: string;
  currency: string;
  /** The language the page says once that untranslated dishes are shown in, or null. */
  pageFallback: Locale | null;
}) {
  const shownSections = new Map(shown.map((section) => [section.id, section.dishes]));
  return sections.map((section) => {
    const visible = shownSections.get(section.id) ?? [];
    const visibleIds = new Set(visible.map((dish) => dish.id));
    return (
      <section key={section.id} aria-labelledby={section.id} hidden={visible.length === 0}>
        <h2 id={section.id}>{section.title}</h2>
        <div className="menu-dishes">
          {inShownOrder(section.dishes, visible, visibleIds).map((dish) => (
            <DishIsland
              key={dish.id}
              dish={dish}
              hidden={!visibleIds.has(dish.id)}
              restaurantSlug={restaurantSlug}
              currency={currency}
              pageFallback={pageFallback}
            />
          ))}
        </div>
      </section>
    );
  });
});
