import type { MessageKey } from '@nutrimenu/core/messages';

/** The plans, and how many months a renewal adds for each. */
export const PLAN_MONTHS = { trial: 1, standard: 12, premium: 12 } as const;

export type Plan = keyof typeof PLAN_MONTHS;

export const PLANS = Object.keys(PLAN_MONTHS) as Plan[];

/** Each plan's name in the catalogs (a CMS list, so its keys are written out whole). */
export const PLAN_LABEL_KEYS = {
  trial: 'admin.subscription.plan.trial',
  standard: 'admin.subscription.plan.standard',
  premium: 'admin.subscription.plan.premium',
} as const satisfies Record<Plan, MessageKey>;
