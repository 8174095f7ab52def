import type { FilterOptionsProps, Where } from 'payload';
import { idOfUnknown } from '../utilities/idOf';

/**
 * `filterOptions` for a relationship to a collection that mixes a global library with
 * restaurant-private documents (ingredients, media): only the global ones and those of the
 * restaurant the edited document belongs to. Payload applies it when it validates a save, with
 * the user's access, so a recipe of one restaurant can never point at (and then compute from, or
 * publish) another restaurant's private ingredient or image; it narrows the admin's pickers too.
 */
export function ownRestaurantOrGlobal(
  restaurantOf: (props: FilterOptionsProps) => unknown,
): (props: FilterOptionsProps) => Where {
  return (props) => {
    const restaurant = idOfUnknown(restaurantOf(props));
    const global: Where = { restaurant: { exists: false } };
    return restaurant === null ? global : { or: [global, { restaurant: { equals: restaurant } }] };
  };
}
