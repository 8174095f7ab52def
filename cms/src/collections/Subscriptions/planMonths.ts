/** The plans, and how many months a renewal adds for each. */
export const PLAN_MONTHS = { trial: 1, standard: 12, premium: 12 } as const;

export type Plan = keyof typeof PLAN_MONTHS;

export const PLANS = Object.keys(PLAN_MONTHS) as Plan[];
