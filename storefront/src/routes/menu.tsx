import type { PublicMenu } from '@nutrimenu/core/contract';
import { DishCard } from '../components/DishCard';
import { MenuHeader } from '../components/MenuHeader';
import { usePage } from '../PageContext';
import { defineRoute } from '../routeTypes';

function MenuPage({ data }: { data: PublicMenu }) {
  const { t } = usePage();
  const { restaurant, menu } = data;
  return (
    <main>
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
        menu.sections.map((section) => (
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
    </main>
  );
}

/** `/restaurant/{slug}` and `/restaurant/{slug}/{secondaryMenu}`: a restaurant's menu. */
export const menuRoute = defineRoute<PublicMenu>({
  id: 'menu',
  load: async ({ params, locale, cms }) => {
    const document = await cms.menu(params.slug ?? '', { menu: params.secondaryMenu, locale });
    return document === null ? { kind: 'not-found' } : { kind: 'ok', data: document };
  },
  locales: (data) => data.restaurant.locales,
  meta: (data) => ({
    title: data.menu ? `${data.restaurant.name} – ${data.menu.name}` : data.restaurant.name,
    description: `${data.restaurant.name}, ${data.restaurant.city}`,
  }),
  Component: MenuPage,
});
