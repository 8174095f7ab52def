const DECIMAL = /^\d+(?:\.(\d+))?(?:e([+-]\d+))?$/;

/**
 * Counts the decimals of a number as a person would write it.
 *
 * Multiplying by 100 is wrong (19.99 * 100 = 1998.9999999999998), and so is `String(value)`
 * alone (0.1 + 0.2 prints 0.30000000000000004; 1e-7 prints without a '.'). A double holds
 * 15–17 significant digits, so rounding to 15 removes binary artefacts while keeping every
 * decimal a person can type; the exponent form is then read digit by digit.
 *
 * @example
 * decimalPlaces(0.1 + 0.2) // 1
 * decimalPlaces(1e-7) // 7
 */
export function decimalPlaces(value: number): number {
  if (!Number.isFinite(value)) return Number.POSITIVE_INFINITY;
  const match = DECIMAL.exec(String(Math.abs(Number(value.toPrecision(15)))));
  if (match === null) return Number.POSITIVE_INFINITY;
  const [, fraction = '', exponent = '0'] = match;
  return Math.max(0, fraction.length - Number(exponent));
}
