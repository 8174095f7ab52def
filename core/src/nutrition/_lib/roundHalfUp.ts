/**
 * Rounds half away from zero to `decimals` places on the decimal value a person typed:
 * 2.675 → 2.68 although the binary double of 2.675 is slightly below it.
 */
export function roundHalfUp(value: number, decimals: number): number {
  const factor = 10 ** decimals;
  // toPrecision(15) drops the binary noise of value × factor (2.675 × 100 = 267.49999999999997).
  const scaled = Number((Math.abs(value) * factor).toPrecision(15));
  return (Math.sign(value) * Math.round(scaled)) / factor;
}
