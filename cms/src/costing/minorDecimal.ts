import { currencyMinorDigits } from '@nutrimenu/core/costing';

/**
 * An amount in minor units as a decimal of the currency's major unit, written from the integer
 * (never through a float), with exactly the currency's decimals and `separator` between them.
 *
 * @example
 * minorDecimal(1249, 'RON', ',') // '12,49'
 * minorDecimal(-5, 'RON', '.') // '-0.05'
 */
export function minorDecimal(minor: number, currency: string, separator: string): string {
  if (!Number.isSafeInteger(minor)) throw new RangeError(`Not a whole amount: ${minor}`);
  const digits = currencyMinorDigits(currency);
  const sign = minor < 0 ? '-' : '';
  const text = String(Math.abs(minor)).padStart(digits + 1, '0');
  if (digits === 0) return `${sign}${text}`;
  return `${sign}${text.slice(0, -digits)}${separator}${text.slice(-digits)}`;
}
