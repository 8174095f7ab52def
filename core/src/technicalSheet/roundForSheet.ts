/**
 * A weight in grams or a percentage as the sheet states it: to one decimal, halves away from
 * zero. A kitchen scale reads to 1 g at best, so 0.1 g keeps every figure exact enough to
 * weigh, and sums of the printed lines differ from a printed total by a few tenths at most.
 *
 * @example
 * roundForSheet(123.456) // 123.5
 * roundForSheet(-2.25) // -2.3
 */
export function roundForSheet(value: number): number {
  const rounded = Math.round(Math.abs(value) * 10) / 10;
  // A value that rounds to zero is 0, never -0 (which would print as "-0").
  return value < 0 && rounded !== 0 ? -rounded : rounded;
}
