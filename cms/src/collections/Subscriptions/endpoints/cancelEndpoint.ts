import { subscriptionAction } from './subscriptionAction';

/**
 * `POST /api/subscriptions/:id/cancel` (admins): cancels at once, so the public menu goes
 * offline now, not at the last day; the dates stay as the record of what was sold. Cancelling
 * a cancelled subscription changes nothing. A renewal reactivates it.
 */
export const cancelEndpoint = subscriptionAction('cancel', () => ({
  data: { status: 'cancelled' },
  message: (_saved, t) => t('admin.subscription.cancelled'),
}));
