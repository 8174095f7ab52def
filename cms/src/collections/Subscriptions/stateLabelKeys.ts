import type { MessageKey } from '@nutrimenu/core/messages';
import type { SubscriptionState } from './subscriptionState';

/**
 * The catalog key naming each subscription state, and `none` for a restaurant without one.
 * Written out, not built as a template, so core's key-usage test finds every key in use.
 */
export const STATE_LABEL_KEYS = {
  upcoming: 'admin.subscription.state.upcoming',
  active: 'admin.subscription.state.active',
  expired: 'admin.subscription.state.expired',
  cancelled: 'admin.subscription.state.cancelled',
  none: 'admin.subscription.state.none',
} as const satisfies Record<SubscriptionState | 'none', MessageKey>;
