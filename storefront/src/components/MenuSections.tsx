import { memo, startTransition, useEffect, useState } from 'react';
import type { MenuDish, MenuSectionView } from '../menuView';
import { DishCard } from './DishCard';
import './MenuSections.css';

// A card renders again only when its dish or the restaurant's slug or currency change: never
// because the search or the filter did.
const StableDishCard = memo(DishCard);

/**
 * A section's dishes in the order to render: in menu order while the shown ones keep it (a
 * change then only flips `hidden`), else (sorted by energy) the shown ones in their order and
 * the hidden rest after them.
 */
function inShownOrder(
  all: readonly MenuDish[],
  visible: readonly MenuDish[],
  visibleIds: ReadonlySet<string>,
): readonly MenuDish[] {
  const inMenuOrder = all.filter((dish) => visibleIds.has(dish.id));
  if (inMenuOrder.every((dish, index) => dish.id === visible[index]?.id)) return all;
  return [...visible, ...all.filter((dish) => !visibleIds.has(dish.id))];
}

/**
 * The menu's sections and dish cards, each shown or hidden (`hidden`) by the search and the
 * filter. The server renders the matching dishes only; once hydrated, the rest are mounted hidden
 * in a transition (while the browser is idle), so that from then on a keystroke or a filter
 * change only flips `hidden` on cards that stay mounted: mounting or unmounting a big menu's
 * cards on every keystroke would take many frames. Memoised: a render for a keystroke whose
 * list is still the previous one (the menu page defers it) costs nothing here.
 */
export const MenuSections = memo(function MenuSections({
  sections,
  shown,
  restaurantSlug,
  currency,
}: {
  /** Every section of the menu, with every dish. */
  sections: readonly MenuSectionView[];
  /** The sections and dishes the search and the filter let through. */
  shown: readonly MenuSectionView[];
  restaurantSlug: string;
  currency: string;
}) {
  const [mountAll, setMountAll] = useState(false);
  useEffect(() => {
    startTransition(() => setMountAll(true));
  }, []);
  const shownSections = new Map(shown.map((section) => [section.id, section.dishes]));
  return (mountAll ? sections : shown).map((section) => {
    const visible = shownSections.get(section.id) ?? [];
    const visibleIds = new Set(visible.map((dish) => dish.id));
    return (
      <section key={section.id} aria-labelledby={section.id} hidden={visible.length === 0}>
        <h2 id={section.id}>{section.title}</h2>
        <div className="menu-dishes">
          {inShownOrder(section.dishes, visible, visibleIds).map((dish) => (
            <div key={dish.id} className="menu-dish" hidden={!visibleIds.has(dish.id)}>
              <StableDishCard dish={dish} restaurantSlug={restaurantSlug} currency={currency} />
            </div>
          ))}
        </div>
      </section>
    );
  });
});
