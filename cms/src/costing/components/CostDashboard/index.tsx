import { fromMinorUnits } from '@nutrimenu/core/costing';
import { formatDay, formatPrice, LOCALE_TAGS, type Locale } from '@nutrimenu/core/locale';
import type { Translate } from '@nutrimenu/core/messages';
import type { Payload } from 'payload';
import { roleOfUser } from '../../../access/roles';
import { adminLocale, adminTranslator } from '../../../utilities/adminTranslator';
import {
  type CostDashboardRestaurant,
  loadCostDashboard,
  type OverTargetDish,
} from './loadCostDashboard';
import './index.scss';

interface DashboardProps {
  payload: Payload;
  user?: unknown;
  i18n: { language: string };
}

const BLOCK = 'cost-dashboard';

function DishList({
  dishes,
  restaurant,
  locale,
  t,
  recipesUrl,
  showSince,
}: {
  dishes: OverTargetDish[];
  restaurant: CostDashboardRestaurant;
  locale: Locale;
  t: Translate;
  recipesUrl: string;
  showSince: boolean;
}) {
  const money = (minor: number | null | undefined) =>
    typeof minor === 'number'
      ? (formatPrice(fromMinorUnits(minor, restaurant.currency), restaurant.currency, locale) ?? '')
      : '–';
  const percent = (value: number | null | undefined) =>
    typeof value === 'number'
      ? value.toLocaleString(LOCALE_TAGS[locale], { maximumFractionDigits: 1 })
      : '–';
  return (
    <ul className={`${BLOCK}__dishes`}>
      {dishes.map(({ id, name, costing }) => (
        <li key={id} className={`${BLOCK}__dish`} data-dish={id}>
          <a href={`${recipesUrl}/${id}`} className={`${BLOCK}__name`}>
            {name}
          </a>
          <span className={`${BLOCK}__figures`}>
            {t('admin.costDashboard.figures', {
              foodCost: percent(costing.foodCostPercent),
              target: percent(costing.targetFoodCostPercent),
              cost: money(costing.portionCostMinor),
              suggested: money(costing.suggestedPriceMinor),
            })}
            {showSince && costing.overTargetSince
              ? ` · ${t('admin.costDashboard.since', { date: formatDay(costing.overTargetSince, locale) })}`
              : ''}
          </span>
        </li>
      ))}
    </ul>
  );
}

/**
 * The food cost card above the admin dashboard (`admin.components.beforeDashboard`, a server
 * component), for owners: per restaurant, the dishes a price change pushed over their target
 * food cost % in the last 30 days, every dish over its target, and how many dishes cannot be
 * judged because an ingredient has no price. Read from the stored costs.
 */
export async function CostDashboard({ payload, user, i18n }: DashboardProps) {
  if (!user || roleOfUser(user) !== 'owner') return null;
  const restaurants = (
    await loadCostDashboard(payload, user as { id: number | string }, new Date())
  ).filter((restaurant) => restaurant.hasCostedDishes || restaurant.incompleteCount > 0);
  if (restaurants.length === 0) return null;
  const t = await adminTranslator(i18n.language);
  const locale = adminLocale(i18n.language);
  const recipesUrl = `${payload.config.routes.admin}/collections/recipes`;
  return (
    <section className={BLOCK} data-testid="cost-dashboard">
      {restaurants.map((restaurant) => (
        <article key={String(restaurant.id)} className={`${BLOCK}__card`}>
          <h2 className={`${BLOCK}__heading`}>
            {t('admin.costDashboard.heading', { restaurant: restaurant.name })}
          </h2>
          {restaurant.recentlyByPrice.length > 0 && (
            <div className={`${BLOCK}__section`} data-section="recent">
              <h3 className={`${BLOCK}__subheading`}>{t('admin.costDashboard.recent')}</h3>
              <DishList
                dishes={restaurant.recentlyByPrice}
                restaurant={restaurant}
                locale={locale}
                t={t}
                recipesUrl={recipesUrl}
                showSince
              />
            </div>
          )}
          <div className={`${BLOCK}__section`} data-section="over">
            <h3 className={`${BLOCK}__subheading`}>{t('admin.costDashboard.overTarget')}</h3>
            {restaurant.overTarget.length > 0 ? (
              <DishList
                dishes={restaurant.overTarget}
                restaurant={restaurant}
                locale={locale}
                t={t}
                recipesUrl={recipesUrl}
                showSince={false}
              />
            ) : (
              <p className={`${BLOCK}__none`}>{t('admin.costDashboard.none')}</p>
            )}
          </div>
          {restaurant.incompleteCount > 0 && (
            <p className={`${BLOCK}__incomplete`}>
              {t('admin.costDashboard.incomplete', { count: restaurant.incompleteCount })}
            </p>
          )}
        </article>
      ))}
    </section>
  );
}
