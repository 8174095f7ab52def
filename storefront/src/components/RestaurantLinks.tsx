import type { RestaurantLinks as Links, PublicRestaurant } from '@nutrimenu/core/contract';
import type { MessageKey } from '@nutrimenu/core/messages';
import { usePage } from '../PageContext';
import { telHref } from './telHref';
import './RestaurantLinks.css';

// The order of the restaurant card (issue 4): social pages, then finding and booking the place.
const LINK_KINDS = [
  'facebook',
  'instagram',
  'map',
  'review',
  'website',
  'reservation',
] as const satisfies readonly (keyof Links)[];

/**
 * The restaurant's links, each named from the catalog. External pages open in a new tab without
 * giving it a handle on this one (`noopener`) nor telling it where the diner came from.
 */
export function RestaurantLinks({ restaurant }: { restaurant: PublicRestaurant }) {
  const { t } = usePage();
  const present = LINK_KINDS.flatMap((kind) => {
    const url = restaurant.links[kind];
    return url ? [{ kind, url }] : [];
  });
  if (present.length === 0 && !restaurant.phone) return null;
  return (
    <ul className="restaurant-links">
      {present.map(({ kind, url }) => (
        <li key={kind} className={`restaurant-link-${kind}`}>
          <a href={url} target="_blank" rel="noopener noreferrer">
            {t(`restaurant.${kind}` satisfies MessageKey)}
          </a>
        </li>
      ))}
      {restaurant.phone && (
        <li className="restaurant-link-phone">
          <a href={telHref(restaurant.phone)}>
            {t('restaurant.call')} {restaurant.phone}
          </a>
        </li>
      )}
    </ul>
  );
}
