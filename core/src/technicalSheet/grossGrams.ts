/**
 * What to take from stock for a net weight that loses `coldLossPercent` % in cleaning:
 * net ÷ (1 − loss). Unrounded; the loss must be 0 ≤ x < 100 (the caller checks it).
 *
 * @example
 * grossGrams(90, 10) // 100
 */
export function grossGrams(netGrams: number, coldLossPercent: number): number {
  return netGrams / (1 - coldLossPercent / 100);
}
