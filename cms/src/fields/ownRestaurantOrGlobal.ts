import type { FilterOptionsProps, Where } from 'payload';

const idOf = (value: unknown): number | string | null => {
  if (value === null || value === undefined || value === '') return null;
  return typeof value === 'object' ? (value as { id: number | string }).id : (value as number);
};

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
    const restaurant = idOf(restaurantOf(props));
    const global: Where = { restaurant: { exists: false } };
    return restaurant === null ? global : { or: [global, { restaurant: { equals: restaurant } }] };
  };
}
