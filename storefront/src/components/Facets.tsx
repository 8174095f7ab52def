import type { RestaurantListing } from '@nutrimenu/core/contract';
import { type ListingFilters, listingPath, toggleSlug } from '../listing/listingPath';
import { usePage } from '../PageContext';
import { ICON_PATHS, Icon } from './Icon';
import './Facets.css';

interface Facet {
  slug: string;
  name: string;
  count: number;
}

/**
 * The listing's filters as links (they work without JavaScript and can be shared): each one
 * turns its city or kind of place on or off and keeps the other choices and the search. A chosen
 * one is `aria-current` and shows a check mark, not only another colour.
 */
export function Facets({
  listing,
  filters,
  query,
}: {
  listing: RestaurantListing;
  filters: ListingFilters;
  query: string;
}) {
  const { t, href } = usePage();
  const groups = [
    {
      id: 'facets-city',
      label: t('restaurants.facets.city'),
      facets: listing.cities satisfies Facet[],
      chosen: filters.cities,
      target: (slug: string) => ({ ...filters, cities: toggleSlug(filters.cities, slug) }),
    },
    {
      id: 'facets-specific',
      label: t('restaurants.facets.specific'),
      facets: listing.specifics.map(({ key, name, count }) => ({ slug: key, name, count })),
      chosen: filters.specifics,
      target: (slug: string) => ({ ...filters, specifics: toggleSlug(filters.specifics, slug) }),
    },
  ].filter((group) => group.facets.length > 0);
  const filtered = filters.cities.length > 0 || filters.specifics.length > 0;
  if (groups.length === 0 && !filtered) return null;
  return (
    <nav className="facets" aria-label={t('restaurants.facets.label')}>
      {groups.map((group) => (
        <section key={group.id} aria-labelledby={group.id}>
          <h2 id={group.id}>{group.label}</h2>
          <ul className="facet-list">
            {group.facets.map((facet) => {
              const chosen = group.chosen.includes(facet.slug);
              return (
                <li key={facet.slug}>
                  <a
                    className="facet"
                    href={href(listingPath(group.target(facet.slug), query))}
                    aria-current={chosen ? 'true' : undefined}
                  >
                    {chosen && <Icon path={ICON_PATHS.check} />}
                    {facet.name}
                    <span className="facet-count">{facet.count}</span>
                  </a>
                </li>
              );
            })}
          </ul>
        </section>
      ))}
      {filtered && (
        <a className="facets-clear" href={href(listingPath({ cities: [], specifics: [] }, query))}>
          {t('restaurants.facets.clear')}
        </a>
      )}
    </nav>
  );
}
