import { parseListFilter, type RestaurantListing } from '@nutrimenu/core/contract';
import { Facets } from '../components/Facets';
import { RestaurantCard } from '../components/RestaurantCard';
import { SearchForm } from '../components/SearchForm';
import { type ListingFilters, listingPath } from '../listing/listingPath';
import { listingTitle } from '../listing/listingTitle';
import { matchesRestaurantQuery, restaurantQuery } from '../listing/restaurantQuery';
import { usePage } from '../PageContext';
import { defineRoute } from '../routeTypes';
import { brandThemeStyle } from '../styles/brandThemeStyle';
import './listing.css';

interface ListingData {
  listing: RestaurantListing;
  /** The filters of the path, as the CMS was asked for them. */
  filters: ListingFilters;
}

function ListingPage({ data }: { data: ListingData }) {
  const { t, locale, href, brand, search } = usePage();
  const { listing, filters } = data;
  // The search narrows the CMS's listing here: it is a query parameter, not part of the path.
  const query = restaurantQuery(new URLSearchParams(search));
  const restaurants = listing.restaurants.filter((restaurant) =>
    matchesRestaurantQuery(restaurant, query),
  );
  return (
    <main id="main" className="listing" style={brandThemeStyle(brand)}>
      <div className="listing-header accent">
        <h1>{listingTitle(listing, filters, t, locale)}</h1>
        <SearchForm action={listingPath(filters)} query={query} />
      </div>
      <Facets listing={listing} filters={filters} query={query} />
      <section className="listing-results" aria-labelledby="listing-count">
        <h2 id="listing-count">{t('restaurants.count', { count: restaurants.length })}</h2>
        {query && (
          <p className="listing-query">
            {t('restaurants.searchResults', { query })}{' '}
            <a href={href(listingPath(filters))}>{t('search.clear')}</a>
          </p>
        )}
        {restaurants.length === 0 ? (
          <p className="notice">{t('restaurants.empty')}</p>
        ) : (
          <ul className="restaurant-list">
            {restaurants.map((restaurant, index) => (
              <li key={restaurant.slug}>
                <RestaurantCard restaurant={restaurant} first={index === 0} />
              </li>
            ))}
          </ul>
        )}
      </section>
    </main>
  );
}

/**
 * `/restaurant`, optionally filtered by `/city/{cityFilters}` and `/specific/{specificFilters}`
 * (any of the cities, any of the specifics), and searched by `?q=` (name or city).
 */
export const listingRoute = defineRoute<ListingData>({
  id: 'listing',
  load: async ({ params, locale, cms }) => {
    const filters = {
      cities: parseListFilter(params.cityFilters ?? ''),
      specifics: parseListFilter(params.specificFilters ?? ''),
    };
    const listing = await cms.restaurants({ ...filters, locale });
    return { kind: 'ok', data: { listing, filters } };
  },
  meta: (data, { t }) => {
    const title = listingTitle(data.listing, data.filters, t, data.listing.locale);
    return { title, description: t('meta.listing.description', { title }) };
  },
  Component: ListingPage,
});
