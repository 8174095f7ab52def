import type { Locale } from '@nutrimenu/core/locale';
import { formatDay } from '@nutrimenu/core/locale';
import type { Translate } from '@nutrimenu/core/messages';
import type { Payload } from 'payload';
import { isAdminUser } from '../../../../access/roles';
import { env } from '../../../../env';
import type { RestaurantCoverage } from '../../restaurantCoverage';
import { STATE_LABEL_KEYS } from '../../stateLabelKeys';
import { type RestaurantSubscription, subscriptionOverview } from '../../subscriptionOverview';
import './index.scss';
import { adminLocale, adminTranslator } from '../../../../utilities/adminTranslator';

interface DashboardProps {
  payload: Payload;
  user?: unknown;
  i18n: { language: string };
}

/**
 * The subscription panel above the admin dashboard (`admin.components.beforeDashboard`, a server
 * component): owners and staff see each restaurant's state, last day and days left, with the
 * renewal hint and the brand's contact; admins see the subscriptions ending soon, with links.
 * The same data is served by GET /api/subscriptions/overview.
 */
export async function SubscriptionDashboard({ payload, user, i18n }: DashboardProps) {
  if (!user) return null;
  const t = await adminTranslator(i18n.language);
  const locale = adminLocale(i18n.language);
  const horizon = Math.max(0, ...env().SUBSCRIPTION_WARNING_DAYS);
  const { restaurants } = await subscriptionOverview(payload, user, new Date(), horizon);
  const isAdmin = isAdminUser(user);

  if (isAdmin) {
    const base = `${payload.config.routes.admin}/collections/subscriptions`;
    return (
      <section className="subscription-dashboard" data-testid="subscription-dashboard">
        <h2 className="subscription-dashboard__heading">
          {t('admin.subscription.endingSoon', { days: horizon })}
        </h2>
        {restaurants.length === 0 ? (
          <p>{t('admin.subscription.noneEndingSoon', { days: horizon })}</p>
        ) : (
          <ul className="subscription-dashboard__list">
            {restaurants.map(({ restaurant, coverage }) => (
              <li key={String(restaurant.id)}>
                <a href={`${base}?where[restaurant][equals]=${restaurant.id}`}>{restaurant.name}</a>
                {': '}
                {coverageLine(coverage, t, locale)}
              </li>
            ))}
          </ul>
        )}
      </section>
    );
  }

  if (restaurants.length === 0) return null;
  return (
    <section className="subscription-dashboard" data-testid="subscription-dashboard">
      <h2 className="subscription-dashboard__heading">{t('admin.subscription.heading')}</h2>
      {restaurants.map((entry) => (
        <RestaurantCard key={String(entry.restaurant.id)} entry={entry} t={t} locale={locale} />
      ))}
    </section>
  );
}

function RestaurantCard({
  entry: { restaurant, coverage, contact },
  t,
  locale,
}: {
  entry: RestaurantSubscription;
  t: Translate;
  locale: Locale;
}) {
  const active = coverage.state === 'active';
  return (
    <article
      className={`subscription-dashboard__card subscription-dashboard__card--${coverage.state}`}
    >
      <h3 className="subscription-dashboard__restaurant">
        {restaurant.name}{' '}
        <span className="subscription-dashboard__state">{t(STATE_LABEL_KEYS[coverage.state])}</span>
      </h3>
      <p className="subscription-dashboard__dates">{coverageLine(coverage, t, locale)}</p>
      {!active && <p>{t('admin.subscription.menuOffline')}</p>}
      <p className="subscription-dashboard__hint">
        {t('admin.subscription.renewHint')}
        {contact.email && (
          <>
            {' '}
            {t('home.contact.email')}: <a href={`mailto:${contact.email}`}>{contact.email}</a>
          </>
        )}
        {contact.phone && (
          <>
            {' '}
            {t('home.contact.phone')}:{' '}
            <a href={`tel:${contact.phone.replace(/\s+/g, '')}`}>{contact.phone}</a>
          </>
        )}
      </p>
    </article>
  );
}

/** "Active until 31 December 2026 (12 days left)", "Starts on …", "Ended on …". */
function coverageLine(coverage: RestaurantCoverage, t: Translate, locale: Locale): string {
  switch (coverage.state) {
    case 'active':
      return `${t('admin.subscription.activeUntil', { date: formatDay(coverage.endsOn, locale) })} (${t('admin.subscription.daysLeft', { days: coverage.daysLeft })})`;
    case 'upcoming':
      return t('admin.subscription.startsOn', { date: formatDay(coverage.startsOn, locale) });
    case 'expired':
      return t('admin.subscription.endedOn', { date: formatDay(coverage.endsOn, locale) });
    case 'cancelled':
      return t('admin.subscription.state.cancelled');
    case 'none':
      return t('admin.subscription.state.none');
  }
}
