import type { ListingRestaurant } from '@nutrimenu/core/contract';
import { usePage } from '../PageContext';
import { ICON_PATHS, Icon } from './Icon';
import './RestaurantCard.css';

/**
 * A restaurant of the listing: cover, logo, name and city; the whole card opens its menu. A
 * restaurant whose menu page shows a notice instead of a menu says so here already.
 */
export function RestaurantCard({
  restaurant,
  first = false,
}: {
  restaurant: ListingRestaurant;
  /** The list's first card: its cover is the page's largest paint, fetched at once. */
  first?: boolean;
}) {
  const { t, href } = usePage();
  const { cover, logo } = restaurant;
  return (
    <article className="restaurant-card">
      {cover && (
        // The card's name says what the place is: its pictures are decoration here.
        <img
          className="restaurant-card-cover"
          src={cover.url}
          width={cover.width}
          height={cover.height}
          alt=""
          loading={first ? 'eager' : 'lazy'}
          decoding="async"
          fetchPriority={first ? 'high' : undefined}
        />
      )}
      <div className="restaurant-card-body">
        {logo && (
          <img
            className="restaurant-card-logo"
            src={logo.url}
            width={logo.width}
            height={logo.height}
            alt=""
            loading="lazy"
            decoding="async"
          />
        )}
        <div className="restaurant-card-text">
          <h3>
            <a href={href(`/restaurant/${restaurant.slug}`)}>{restaurant.name}</a>
          </h3>
          <p className="muted">
            <Icon path={ICON_PATHS.pin} /> {restaurant.city}
          </p>
          {!restaurant.hasPublicMenu && (
            <p className="restaurant-card-note">{t('restaurants.noPublicMenu')}</p>
          )}
        </div>
      </div>
    </article>
  );
}
