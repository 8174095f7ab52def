import { env } from '../../../env';
import { privateJson } from '../../../utilities/privateResponse';
import { signedInEndpoint } from '../../../utilities/signedInEndpoint';
import { subscriptionOverview } from '../subscriptionOverview';

/**
 * `GET /api/subscriptions/overview`: the data of the dashboard's subscription panel for the
 * signed-in user (see `subscriptionOverview`): per restaurant its state, first and last day,
 * days left, and the brand's contact for renewals.
 */
export const overviewEndpoint = signedInEndpoint('get', '/overview', async (req) => {
  const horizon = Math.max(0, ...env().SUBSCRIPTION_WARNING_DAYS);
  const overview = await subscriptionOverview(req.payload, req.user, new Date(), horizon);
  return privateJson({
    horizonDays: overview.horizonDays,
    restaurants: overview.restaurants.map(({ restaurant, coverage, contact }) => ({
      ...restaurant,
      ...coverage,
      contact,
    })),
  });
});
