import { type Exact, exactOf, integer, mul } from './_lib/exact';

/**
 * The number of decimals of a currency's minor unit, as Intl knows it (RON 2, EUR 2, JPY 0);
 * 2 for a code Intl does not know.
 *
 * @example
 * currencyMinorDigits('RON') // 2
 */
export function currencyMinorDigits(currency: string): number {
  try {
    const { maximumFractionDigits } = new Intl.NumberFormat('en', {
      style: 'currency',
      currency,
    }).resolvedOptions();
    return maximumFractionDigits ?? 2;
  } catch {
    return 2;
  }
}

/** The exact amount of a decimal typed in the currency's major unit, in minor units. */
export function exactMinorOf(amount: number, currency: string): Exact {
  return mul(exactOf(amount), integer(10n ** BigInt(currencyMinorDigits(currency))));
}

/**
 * An amount in minor units as a number of the major unit, for `formatPrice`: exact for every
 * amount a restaurant meets (below 2^53 minor units), and only for display.
 *
 * @example
 * fromMinorUnits(1249, 'RON') // 12.49
 */
export function fromMinorUnits(minor: number, currency: string): number {
  const digits = currencyMinorDigits(currency);
  return Number(`${minor}e-${digits}`);
}

/**
 * A price typed in the major unit (28.5 lei) in minor units (2850 bani), exactly; `null` when it
 * has more decimals than the currency's minor unit has (no silent rounding of a price).
 *
 * @example
 * toMinorUnits(28.5, 'RON') // 2850
 * toMinorUnits(0.001, 'RON') // null
 */
export function toMinorUnits(amount: number, currency: string): number | null {
  if (!Number.isFinite(amount)) return null;
  const exact = exactMinorOf(amount, currency);
  return exact.d === 1n ? Number(exact.n) : null;
}
