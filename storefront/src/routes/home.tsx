import { usePage } from '../PageContext';
import { defineRoute } from '../routeTypes';

function HomePage() {
  const { t, href, brand } = usePage();
  return (
    <main>
      <h1>{brand?.name}</h1>
      <p>
        <a href={href('/restaurant')}>{t('restaurants.title')}</a>
      </p>
      {brand && (
        <footer>
          <p>{brand.companyName}</p>
          {brand.contact.email && <p>{brand.contact.email}</p>}
          {brand.contact.phone && <p>{brand.contact.phone}</p>}
          <a href={brand.homeUrl}>{brand.homeUrl}</a>
        </footer>
      )}
    </main>
  );
}

/** `/`: the brand's landing page (search and promotional video come later). */
export const homeRoute = defineRoute<Record<string, never>>({
  id: 'home',
  load: async () => ({ kind: 'ok', data: {} }),
  meta: (_data, { brand, t }) => ({ title: brand?.name ?? t('restaurants.title') }),
  Component: HomePage,
});
