import type { CollectionBeforeChangeHook } from 'payload';
import type { Subscription } from '../../../payload-types';

/**
 * Dates a cancellation (the moment the status becomes `cancelled`, which takes the public menu
 * offline at once) and clears the date when a subscription is reactivated.
 */
export const recordCancellation: CollectionBeforeChangeHook<Subscription> = ({
  data,
  originalDoc,
}) => {
  const status = data.status ?? originalDoc?.status;
  if (status !== 'cancelled') data.cancelledAt = null;
  else if (originalDoc?.status !== 'cancelled') data.cancelledAt = new Date().toISOString();
  return data;
};
