import type { ListingCity } from '@nutrimenu/core/contract';
import { BrandContact } from '../components/BrandContact';
import { PromoVideo } from '../components/PromoVideo';
import { SearchForm } from '../components/SearchForm';
import { listingPath } from '../listing/listingPath';
import { usePage } from '../PageContext';
import { defineRoute } from '../routeTypes';
import { brandThemeStyle } from '../styles/brandThemeStyle';
import './home.css';

interface HomeData {
  /** The cities with restaurants, for quick links; empty when the listing could not be read. */
  cities: ListingCity[];
}

function HomePage({ data }: { data: HomeData }) {
  const { t, href, brand } = usePage();
  return (
    <main id="main" className="home" style={brandThemeStyle(brand)}>
      <section className="home-hero accent" aria-labelledby="home-title">
        <h1 id="home-title">{brand?.name ?? t('restaurants.title')}</h1>
        <p>{t('home.tagline')}</p>
        <SearchForm />
      </section>
      <section className="home-cities" aria-labelledby="home-cities-title">
        <h2 id="home-cities-title">{t('home.cities.heading')}</h2>
        {data.cities.length > 0 && (
          <ul className="home-city-list">
            {data.cities.map((city) => (
              <li key={city.slug}>
                <a
                  className="button"
                  href={href(listingPath({ cities: [city.slug], specifics: [] }))}
                >
                  {city.name}
                  <span className="home-city-count">{city.count}</span>
                </a>
              </li>
            ))}
          </ul>
        )}
        <a className="button button-primary" href={href('/restaurant')}>
          {t('home.allRestaurants')}
        </a>
      </section>
      {brand?.promoVideo && (
        <PromoVideo
          src={brand.promoVideo}
          poster={brand.promoVideoPoster ?? undefined}
          captions={brand.promoVideoCaptions ?? []}
        />
      )}
      {brand && <BrandContact brand={brand} />}
    </main>
  );
}

/**
 * `/`: the brand's landing page: search, cities, promotional video and contacts. The listing
 * only adds the city links, so the page is still served when it cannot be read.
 */
export const homeRoute = defineRoute<HomeData>({
  id: 'home',
  load: async ({ locale, cms }) => {
    try {
      const listing = await cms.restaurants({ cities: [], specifics: [], locale });
      return { kind: 'ok', data: { cities: listing.cities } };
    } catch (error) {
      console.warn('[storefront] home: the restaurant listing could not be read', error);
      return { kind: 'ok', data: { cities: [] } };
    }
  },
  meta: (_data, { brand, t }) => {
    const title = brand?.name ?? t('restaurants.title');
    return { title, description: t('meta.listing.description', { title }) };
  },
  Component: HomePage,
});
