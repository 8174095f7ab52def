import type { PublicMenuState } from '@nutrimenu/core/contract';
import type { Restaurant } from '../payload-types';

/**
 * What the public menu shows of a restaurant: nothing past its subscription ('no-subscription'),
 * nothing when its owner switched the public menu off or published no menu ('no-public-menu'),
 * else its menus ('ok'). The public API and "the menu as it was shown" both decide by it.
 */
export function publicMenuState(
  subscribed: boolean,
  restaurant: Pick<Restaurant, 'publicMenu'>,
  menuCount: number,
): PublicMenuState {
  if (!subscribed) return 'no-subscription';
  if (restaurant.publicMenu === false || menuCount === 0) return 'no-public-menu';
  return 'ok';
}
