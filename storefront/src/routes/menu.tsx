import type { PublicMenu } from '@nutrimenu/core/contract';
import { useDeferredValue, useMemo, useState } from 'react';
import { BrandContact } from '../components/BrandContact';
import { menuPageFallback } from '../components/dishFallbackNotes';
import { EmbedSnippet } from '../components/EmbedSnippet';
import { MenuFallbackNote } from '../components/MenuFallbackNote';
import { MenuFilters } from '../components/MenuFilters';
import { MenuHeader } from '../components/MenuHeader';
import { MenuSearch } from '../components/MenuSearch';
import { MenuSectionBar } from '../components/MenuSectionBar';
import { MenuSections } from '../components/MenuSections';
import { MenuSwitcher, menuPath } from '../components/MenuSwitcher';
import { MyAllergensBar } from '../components/MyAllergensBar';
import { filterMenuSections } from '../filters/filterMenuSections';
import { parseMenuSearch } from '../filters/menuSearchQuery';
import { parseMenuFilter } from '../filters/parseMenuFilter';
import { buildMenuSearchIndex, searchMenuSections } from '../filters/searchMenuSections';
import { dishIslandText } from '../islands/dishIslands';
import {
  isMenuDish,
  type MenuListedDish,
  type MenuView,
  toInlineMenuView,
  toMenuView,
} from '../menuView';
import {
  filtersRememberedAllergens,
  withRememberedAllergens,
} from '../myAllergens/rememberedAllergens';
import { usePage } from '../PageContext';
import { defineRoute, serverOnly } from '../routeTypes';
import { menuMeta } from '../seo/menuMeta';
import './menu.css';
import '../styles/print.css';

// The search reads a card's name and description from the dish's data on the server, and from
// the card's HTML in the browser, where the data is only the dish's facts (toInlineMenuView).
const cardText = (dish: MenuListedDish) =>
  isMenuDish(dish) ? `${dish.name} ${dish.description ?? ''}` : dishIslandText(dish.id);

function MenuPage({ data }: { data: MenuView<MenuListedDish> }) {
  const { t, href, search, remembered, locale, brand } = usePage();
  const { restaurant, menu } = data;
  const pageFallback = menuPageFallback(restaurant, locale);
  // The filter lives in the URL: the server renders the shared query's dishes and the client
  // starts from the same query, so hydration matches; after that, the form drives it.
  // The allergens the diner keeps on this device apply unless the URL chooses allergens itself.
  const initialFilter = useMemo(
    () => withRememberedAllergens(parseMenuFilter(search), search, remembered),
    [search, remembered],
  );
  const [filter, setFilter] = useState(initialFilter);
  // The list follows the search box and the filter a moment later, in a render React can
  // interrupt: a keystroke is never held up by a big menu (see MenuSections).
  const listedFilter = useDeferredValue(filter);
  const filtered = useMemo(
    () => filterMenuSections(menu?.sections ?? [], listedFilter),
    [menu, listedFilter],
  );
  // The search, like the filter, starts from the URL and then follows the search box.
  const initialQuery = useMemo(() => parseMenuSearch(search), [search]);
  const [query, setQuery] = useState(initialQuery);
  const searchIndex = useMemo(() => buildMenuSearchIndex(menu?.sections ?? [], cardText), [menu]);
  const listedQuery = useDeferredValue(query);
  const shown = useMemo(
    () => searchMenuSections(filtered.sections, listedQuery, searchIndex),
    [filtered, listedQuery, searchIndex],
  );
  const shownSectionIds = useMemo(
    () =>
      new Set(
        shown.sections.filter((section) => section.dishes.length > 0).map((section) => section.id),
      ),
    [shown],
  );
  const isDefault = data.menus.find((option) => option.slug === menu?.slug)?.isDefault ?? true;
  const resetHref = href(menuPath(restaurant.slug, { slug: menu?.slug ?? '', isDefault }));
  return (
    <main id="main" className="menu-page">
      <MenuHeader document={data} />
      {data.state !== 'ok' || menu === null ? (
        <>
          <section className="menu-state">
            <p>
              {t(
                data.state === 'no-subscription'
                  ? 'location.noSubscription'
                  : 'location.noPublicMenu',
              )}
            </p>
            {/* Each state its own way out: renewing the subscription, or publishing a menu. */}
            <p>
              {t(
                data.state === 'no-subscription'
                  ? 'location.ownerHint'
                  : 'location.noPublicMenu.ownerHint',
              )}
            </p>
          </section>
          {brand && <BrandContact brand={brand} />}
        </>
      ) : (
        <>
          {filtersRememberedAllergens(filter, remembered) && (
            <MyAllergensBar remembered={remembered} menuPath={resetHref} />
          )}
          {/* Stays at the top while the diner scrolls: which menu, which category, the filter,
              and the sections to jump to. */}
          <div className="menu-bar">
            <MenuSwitcher document={data} />
            <MenuFilters
              initial={initialFilter}
              filter={filter}
              count={shown.count}
              resetHref={resetHref}
              onChange={setFilter}
            />
            <MenuSectionBar sections={menu.sections} shownIds={shownSectionIds} />
          </div>
          <MenuSearch
            initial={initialQuery}
            query={listedQuery}
            count={shown.count}
            onSearch={setQuery}
          />
          {/* Once per page, next to the energy each card states (the point-of-choice custom). */}
          <p className="menu-energy-reference">{t('menu.energyReference')}</p>
          {/* Once per page, not under each of its dishes: the cards note only other fallbacks. */}
          {pageFallback && <MenuFallbackNote fallback={pageFallback} />}
          {shown.count === 0 && (
            <p className="menu-empty">
              {listedQuery.trim() === ''
                ? t('menu.empty')
                : t('menuSearch.count', { count: 0, query: listedQuery.trim() })}{' '}
              {/* The filter's own reset is folded in its panel: the way back is offered here too. */}
              <a href={resetHref}>{t('filter.reset')}</a>
            </p>
          )}
          <MenuSections
            sections={menu.sections}
            shown={shown.sections}
            restaurantSlug={restaurant.slug}
            currency={restaurant.currency}
            pageFallback={pageFallback}
          />
          <EmbedSnippet restaurant={restaurant.slug} menu={isDefault ? null : menu.slug} />
        </>
      )}
    </main>
  );
}

/** `/restaurant/{slug}` and `/restaurant/{slug}/{secondaryMenu}`: a restaurant's menu. */
export const menuRoute = defineRoute<PublicMenu, MenuView<MenuListedDish>>({
  id: 'menu',
  load: async ({ params, locale, cms }) => {
    const document = await cms.menu(params.slug ?? '', { menu: params.secondaryMenu, locale });
    return document === null ? { kind: 'not-found' } : { kind: 'ok', data: document };
  },
  locales: (data) => data.restaurant.locales,
  brandKey: (data) => data.restaurant.brandKey,
  // The restaurant's own address exists with the restaurant; a secondary menu's may not.
  redirectLocales: async ({ params, cms }) => {
    if (params.secondaryMenu !== undefined) return null;
    return (await cms.restaurantLocales(params.slug ?? ''))?.locales ?? null;
  },
  meta: import.meta.env.SSR ? menuMeta : serverOnly,
  view: import.meta.env.SSR ? toMenuView : serverOnly,
  inline: import.meta.env.SSR ? toInlineMenuView : serverOnly,
  Component: MenuPage,
});
