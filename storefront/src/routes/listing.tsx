import { parseListFilter, type RestaurantListing } from '@nutrimenu/core/contract';
import { usePage } from '../PageContext';
import { defineRoute } from '../routeTypes';

function ListingPage({ data }: { data: RestaurantListing }) {
  const { t, href } = usePage();
  return (
    <main>
      <h1>{t('restaurants.title')}</h1>
      <p>{t('restaurants.count', { count: data.restaurants.length })}</p>
      {data.restaurants.length === 0 ? (
        <p>{t('restaurants.empty')}</p>
      ) : (
        <ul>
          {data.restaurants.map((restaurant) => (
            <li key={restaurant.slug}>
              <a href={href(`/restaurant/${restaurant.slug}`)}>{restaurant.name}</a>{' '}
              <span>{restaurant.city}</span>
            </li>
          ))}
        </ul>
      )}
    </main>
  );
}

/** `/restaurant`, optionally filtered by `/city/{cityFilters}` and `/specific/{specificFilters}`. */
export const listingRoute = defineRoute<RestaurantListing>({
  id: 'listing',
  load: async ({ params, locale, cms }) => {
    const data = await cms.restaurants({
      cities: parseListFilter(params.cityFilters ?? ''),
      specifics: parseListFilter(params.specificFilters ?? ''),
      locale,
    });
    return { kind: 'ok', data };
  },
  meta: (_data, { t }) => ({ title: t('restaurants.title') }),
  Component: ListingPage,
});
