import type { Locale } from '@nutrimenu/core/locale';
import { memo } from 'react';
import { DISH_ISLAND_ATTRIBUTE, dishIslandHtml } from '../islands/dishIslands';
import { isMenuDish, type MenuListedDish } from '../menuView';
import { DishCard } from './DishCard';

/**
 * One dish of the menu list: its card in a wrapper that the search and the filter show or hide
 * (`hidden`). In the browser the card is the server's HTML, taken as it is
 * (dangerouslySetInnerHTML, which React does not re-check when hydrating), so the page's data
 * carries only the dish's facts and a filter change never mounts a card; where the page has no
 * such HTML (a story), the card renders from the dish's data. Re-renders only when `hidden` flips.
 */
export const DishIsland = memo(function DishIsland({
  dish,
  hidden,
  restaurantSlug,
  currency,
  pageFallback,
}: {
  dish: MenuListedDish;
  hidden: boolean;
  restaurantSlug: string;
  currency: string;
  pageFallback: Locale | null;
}) {
  const island = { [DISH_ISLAND_ATTRIBUTE]: dish.id };
  const html = dishIslandHtml(dish.id);
  if (html !== undefined) {
    return (
      <div
        className="menu-dish"
        {...island}
        hidden={hidden}
        // biome-ignore lint/security/noDangerouslySetInnerHtml: the server's own render of this card, read from the page
        dangerouslySetInnerHTML={{ __html: html }}
      />
    );
  }
  return (
    <div className="menu-dish" {...island} hidden={hidden}>
      {isMenuDish(dish) && (
        <DishCard
          dish={dish}
          restaurantSlug={restaurantSlug}
          currency={currency}
          pageFallback={pageFallback}
        />
      )}
    </div>
  );
});
