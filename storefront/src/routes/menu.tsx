import type { PublicMenu } from '@nutrimenu/core/contract';
import { useMemo, useState } from 'react';
import { DishCard } from '../components/DishCard';
import { EmbedSnippet } from '../components/EmbedSnippet';
import { MenuFilters } from '../components/MenuFilters';
import { MenuHeader } from '../components/MenuHeader';
import { MenuSwitcher, menuPath } from '../components/MenuSwitcher';
import { filterMenuSections } from '../filters/filterMenuSections';
import { parseMenuFilter } from '../filters/parseMenuFilter';
import { type MenuView, toMenuView } from '../menuView';
import { usePage } from '../PageContext';
import { defineRoute } from '../routeTypes';
import { menuMeta } from '../seo/menuMeta';
import './menu.css';
import '../styles/print.css';

function MenuPage({ data }: { data: MenuView }) {
  const { t, href, search } = usePage();
  const { restaurant, menu } = data;
  // The filter lives in the URL: the server renders the shared query's dishes and the client
  // starts from the same query, so hydration matches; after that, the form drives it.
  const initialFilter = useMemo(() => parseMenuFilter(search), [search]);
  const [filter, setFilter] = useState(initialFilter);
  const shown = useMemo(() => filterMenuSections(menu?.sections ?? [], filter), [menu, filter]);
  const isDefault = data.menus.find((option) => option.slug === menu?.slug)?.isDefault ?? true;
  const resetHref = href(menuPath(restaurant.slug, { slug: menu?.slug ?? '', isDefault }));
  return (
    <main id="main" className="menu-page">
      <MenuHeader document={data} />
      {data.state !== 'ok' || menu === null ? (
        <section className="menu-state">
          <p>
            {t(
              data.state === 'no-subscription'
                ? 'location.noSubscription'
                : 'location.noPublicMenu',
            )}
          </p>
          <p>{t('location.ownerHint')}</p>
        </section>
      ) : (
        <>
          {/* Stays at the top while the diner scrolls: which menu, which category, the filter. */}
          <div className="menu-bar">
            <MenuSwitcher document={data} />
            <MenuFilters
              initial={initialFilter}
              filter={filter}
              count={shown.count}
              resetHref={resetHref}
              onChange={setFilter}
            />
          </div>
          {/* Once per page, next to the energy each card states (the point-of-choice custom). */}
          <p className="menu-energy-reference">{t('menu.energyReference')}</p>
          {shown.count === 0 ? (
            <p className="menu-empty">
              {t('menu.empty')}{' '}
              {/* The filter's own reset is folded in its panel: the way back is offered here too. */}
              <a href={resetHref}>{t('filter.reset')}</a>
            </p>
          ) : (
            shown.sections.map((section) => (
              <section key={section.id} aria-labelledby={section.id}>
                <h2 id={section.id}>{section.title}</h2>
                {section.dishes.map((dish) => (
                  <DishCard
                    key={dish.id}
                    dish={dish}
                    restaurantSlug={restaurant.slug}
                    currency={restaurant.currency}
                  />
                ))}
              </section>
            ))
          )}
          <EmbedSnippet restaurant={restaurant.slug} menu={isDefault ? null : menu.slug} />
        </>
      )}
    </main>
  );
}

/** `/restaurant/{slug}` and `/restaurant/{slug}/{secondaryMenu}`: a restaurant's menu. */
export const menuRoute = defineRoute<PublicMenu, MenuView>({
  id: 'menu',
  load: async ({ params, locale, cms }) => {
    const document = await cms.menu(params.slug ?? '', { menu: params.secondaryMenu, locale });
    return document === null ? { kind: 'not-found' } : { kind: 'ok', data: document };
  },
  locales: (data) => data.restaurant.locales,
  meta: menuMeta,
  view: toMenuView,
  Component: MenuPage,
});
