import { formatDay } from '@nutrimenu/core/locale';
import { addDataAndFileToRequest } from 'payload';
import { adminLocale } from '../../../utilities/adminTranslator';
import { EndpointError } from '../../../utilities/EndpointError';
import { utcDay } from '../days';
import { PLAN_MONTHS, type Plan } from '../planMonths';
import { renewalPeriod } from '../renewalPeriod';
import { subscriptionAction } from './subscriptionAction';

/**
 * `POST /api/subscriptions/:id/renew` (admins): adds the plan's period (or `{ "months": n }`,
 * 1–36) after the last day, or from today when it has ended, and makes it active again.
 */
export const renewEndpoint = subscriptionAction('renew', async (current, req, t) => {
  await addDataAndFileToRequest(req);
  const asked = (req.data as { months?: unknown } | undefined)?.months;
  const months = asked ?? PLAN_MONTHS[current.plan as Plan] ?? 12;
  if (typeof months !== 'number' || !Number.isInteger(months) || months < 1 || months > 36) {
    throw new EndpointError(400, t('admin.subscription.monthsInvalid'));
  }
  return {
    data: { status: 'active', ...renewalPeriod(current, months, utcDay(new Date())) },
    message: (saved, translate) =>
      translate('admin.subscription.renewed', {
        date: formatDay(utcDay(saved.endsAt), adminLocale(req)),
      }),
  };
});
