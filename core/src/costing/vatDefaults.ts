/**
 * The VAT rates a Romanian restaurant starts with, in %. Legea 227/2015 (Codul fiscal) art. 291
 * as amended by Legea 141/2025, from 1 August 2025: the standard rate is 21 % (alin. (1)) and
 * the one reduced rate 11 % (alin. (2)), which covers restaurant and catering services except
 * alcoholic drinks; those stay at the standard rate. A restaurant changes them in its settings:
 * non-alcoholic drinks served at table are a restaurant service at the reduced rate.
 */
export const ROMANIAN_VAT_DEFAULTS = { foodPercent: 11, drinksPercent: 21 } as const;

/**
 * A common starting point for the food cost target (ingredients ≈ 30 % of the price without
 * VAT); each restaurant sets its own.
 */
export const DEFAULT_TARGET_FOOD_COST_PERCENT = 30;
