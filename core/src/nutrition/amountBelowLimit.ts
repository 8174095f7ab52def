import type { EnergyComponentKey, NutrientKey } from './nutrients';

/** The composition values a food table gives (energy is computed, never read). */
export type BelowLimitKey = Exclude<NutrientKey, 'energyKj' | 'energyKcal'> | EnergyComponentKey;

/**
 * What a composition value reported as "< x" (below the limit of quantification x, as in
 * CIQUAL) is counted as, per nutrient. The true amount lies anywhere from 0 to x, so the figure
 * kept must never make a dish look better than the data supports:
 * - `limit` (x) for what a diner limits and for energy: fat, saturates, carbohydrate, sugars,
 *   salt and sodium (Reg. 1169/2011 Art. 30 declaration, Nutri-Score negative points) and the
 *   energy-only components (Annex XIV), so neither a figure to limit nor energy is understated;
 * - `zero` for the favourable figures, fibre and protein: they earn Nutri-Score positive points
 *   and back "source of …" claims (Reg. 1924/2006), so x would raise them above what was measured.
 * Erythritol and salatrims carry no "< x" in CIQUAL but follow their class (energy: `limit`).
 */
export const BELOW_LIMIT_POLICY = {
  fat: 'limit',
  saturates: 'limit',
  carbohydrate: 'limit',
  sugars: 'limit',
  fibre: 'zero',
  protein: 'zero',
  salt: 'limit',
  sodium: 'limit',
  polyols: 'limit',
  erythritol: 'limit',
  salatrims: 'limit',
  alcohol: 'limit',
  organicAcids: 'limit',
} as const satisfies Record<BelowLimitKey, 'limit' | 'zero'>;

/**
 * The amount (g per 100 g) to count for a value reported as "< `limit`", per
 * `BELOW_LIMIT_POLICY`.
 *
 * @example
 * amountBelowLimit('sugars', 0.5) // 0.5
 * amountBelowLimit('fibre', 0.5) // 0
 */
export function amountBelowLimit(key: BelowLimitKey, limit: number): number {
  if (!Number.isFinite(limit) || limit < 0) {
    throw new RangeError(`The limit for ${key} must be a finite amount ≥ 0, got ${limit}`);
  }
  return BELOW_LIMIT_POLICY[key] === 'zero' ? 0 : limit;
}
