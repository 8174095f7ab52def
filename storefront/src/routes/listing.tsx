import { parseListFilter, type RestaurantListing } from '@nutrimenu/core/contract';
import { Facets } from '../components/Facets';
import { ListingPager } from '../components/ListingPager';
import { RestaurantCard } from '../components/RestaurantCard';
import { SearchForm } from '../components/SearchForm';
import { type ListingFilters, listingPage, listingPath } from '../listing/listingPath';
import { listingTitle } from '../listing/listingTitle';
import { restaurantQuery } from '../listing/restaurantQuery';
import { usePage } from '../PageContext';
import { defineRoute } from '../routeTypes';
import { brandThemeStyle } from '../styles/brandThemeStyle';
import './listing.css';

interface ListingData {
  /** One page of the listing, filtered and searched by the CMS. */
  listing: RestaurantListing;
  /** The filters of the path, as the CMS was asked for them. */
  filters: ListingFilters;
  /** The diner's search (`?q=`), '' for none. */
  query: string;
}

// Every chosen city and specific is one the CMS knows: a slug it does not know (a typo, a city
// whose restaurants all left) names no page, rather than an empty one a search engine indexes.
function namesKnownFacets(listing: RestaurantListing, filters: ListingFilters): boolean {
  const cities = new Set(listing.cities.map((city) => city.slug));
  const specifics = new Set(listing.specifics.map((specific) => specific.key));
  return (
    filters.cities.every((slug) => cities.has(slug)) &&
    filters.specifics.every((key) => specifics.has(key))
  );
}

function ListingPage({ data }: { data: ListingData }) {
  const { t, locale, href, brand } = usePage();
  const { listing, filters, query } = data;
  return (
    <main id="main" className="listing" style={brandThemeStyle(brand)}>
      <div className="listing-header accent">
        <h1>{listingTitle(listing, filters, t, locale)}</h1>
        <SearchForm action={listingPath(filters)} query={query} />
      </div>
      <Facets listing={listing} filters={filters} query={query} />
      <section className="listing-results" aria-labelledby="listing-count">
        <h2 id="listing-count">{t('restaurants.count', { count: listing.total })}</h2>
        {query && (
          <p className="listing-query">
            {t('restaurants.searchResults', { query })}{' '}
            <a href={href(listingPath(filters))}>{t('search.clear')}</a>
          </p>
        )}
        {listing.restaurants.length === 0 ? (
          <p className="notice">{t('restaurants.empty')}</p>
        ) : (
          <ul className="restaurant-list">
            {listing.restaurants.map((restaurant, index) => (
              <li key={restaurant.slug}>
                <RestaurantCard restaurant={restaurant} first={index === 0} />
              </li>
            ))}
          </ul>
        )}
        <ListingPager
          page={listing.page}
          pageCount={listing.pageCount}
          pagePath={(page) => listingPath(filters, query, page)}
        />
      </section>
    </main>
  );
}

/**
 * `/restaurant`, optionally filtered by `/city/{cityFilters}` and `/specific/{specificFilters}`
 * (any of the cities, any of the specifics), searched by `?q=` (name or city) and paged by
 * `?page=` (60 restaurants a page). An unknown city or specific, a malformed page number or
 * one past the last page is the 404 screen.
 */
export const listingRoute = defineRoute<ListingData>({
  id: 'listing',
  load: async ({ params, query: search, locale, cms }) => {
    const filters = {
      cities: parseListFilter(params.cityFilters ?? ''),
      specifics: parseListFilter(params.specificFilters ?? ''),
    };
    const page = listingPage(search);
    if (page === null) return { kind: 'not-found' };
    const query = restaurantQuery(search);
    const listing = await cms.restaurants({ ...filters, query, page, locale });
    if (!namesKnownFacets(listing, filters)) return { kind: 'not-found' };
    if (page > 1 && page > listing.pageCount) return { kind: 'not-found' };
    return { kind: 'ok', data: { listing, filters, query } };
  },
  meta: (data, { t }) => {
    const { listing, filters, query } = data;
    const title = listingTitle(listing, filters, t, listing.locale);
    const { page, pageCount } = listing;
    const pageTitle =
      page > 1 ? `${title} (${t('restaurants.pages.position', { page, pageCount })})` : title;
    return {
      title: pageTitle,
      description: t('meta.listing.description', { title }),
      ...(page > 1 ? { canonicalSearch: `?page=${page}` } : {}),
      ...(page > 1 ? { previousPath: listingPath(filters, query, page - 1) } : {}),
      ...(page < pageCount ? { nextPath: listingPath(filters, query, page + 1) } : {}),
    };
  },
  Component: ListingPage,
});
